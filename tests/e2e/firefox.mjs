// Firefox ESR (Debian's) driven over WebDriver BiDi by puppeteer-core, for tests/e2e/engines.py:
// one request a line on stdin, one answer a line on stdout, both JSON.
//   request  {id, op, ...}: open {url} | reload | run {expression} | mouse {x, y}
//            | fill {selector, text} | select {selector, value}
//            | screenshot {path} | problems | close
//   answer   {id, value} or {id, error}
// `run` evaluates an expression in the page (awaiting a promise); `problems` hands over (and
// forgets) the page's console errors, uncaught errors and requests leaving 127.0.0.1/localhost.
import readline from "node:readline";
import puppeteer from "puppeteer-core";

const [executablePath, width, height] = process.argv.slice(2);
const OP_TIMEOUT_MS = 120_000;  // every request is answered, if only with an error

const browser = await puppeteer.launch({
  browser: "firefox",
  protocol: "webDriverBiDi",
  executablePath,
  headless: true,
  defaultViewport: { width: Number(width), height: Number(height) },
  extraPrefsFirefox: {
    "ui.prefersReducedMotion": 1,  // as the Chromium tests' contexts (conftest.CONTEXT)
  },
});
const page = (await browser.pages())[0] ?? (await browser.newPage());
await page.setViewport({ width: Number(width), height: Number(height) });  // (not the first tab's)
page.setDefaultTimeout(30_000);
let problems = [];
const local = (url) => {
  const { protocol, hostname } = new URL(url);
  return ["data:", "blob:", "about:"].includes(protocol)
    || hostname === "127.0.0.1" || hostname === "localhost";
};
page.on("console", (message) => {
  if (message.type() === "error") problems.push(message.text());
});
page.on("pageerror", (error) => problems.push(`uncaught: ${error.message ?? error}`));
page.on("request", (request) => {
  if (!local(request.url())) problems.push(`outside: ${request.url()}`);
});

const ops = {
  open: ({ url }) => page.goto(url, { waitUntil: "load" }).then(() => null),
  reload: () => page.reload({ waitUntil: "load" }).then(() => null),
  run: ({ expression }) => page.evaluate(expression),
  mouse: ({ x, y }) => page.mouse.click(x, y),
  fill: ({ selector, text }) => page.locator(selector).fill(text),
  select: ({ selector, value }) => page.select(selector, value),
  screenshot: ({ path }) => page.screenshot({ path, fullPage: true }).then(() => null),
  problems: () => { const seen = problems; problems = []; return seen; },
  close: () => browser.close(),
};

function answer(id, result) {
  process.stdout.write(JSON.stringify({ id, ...result }) + "\n");
}

const lines = readline.createInterface({ input: process.stdin });
for await (const line of lines) {
  const request = JSON.parse(line);
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${OP_TIMEOUT_MS} ms`)), OP_TIMEOUT_MS);
  });
  try {
    const value = await Promise.race([ops[request.op](request), late]);
    answer(request.id, { value: value ?? null });
  } catch (error) {
    answer(request.id, { error: String(error?.message ?? error) });
  } finally {
    clearTimeout(timer);
  }
  if (request.op === "close") break;
}
process.exit(0);
