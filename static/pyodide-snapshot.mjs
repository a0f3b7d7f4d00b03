// The interpreter module PyScript loads for the page (pyscript.json "interpreter"): Pyodide's
// own pyodide.mjs, whose loadPyodide() starts from the site's memory snapshot when one is
// stored (snapshot.mjs), else normally, with game.zip (the game's modules and PyScript's, as
// bytecode) first on its sys.path. PyScript then carries on as usual: it writes its own
// `pyscript` package (the zip's is imported) and runs main.py (whose imports the snapshot
// already holds).
//
// When the page started without a snapshot (none stored yet, or a stale or bad one), a one-off
// worker (ai-worker.js in "snapshot" mode) makes one for the next visit once the page is ready
// and idle: a normal start-up plus the modules this page imported, ~2-3 s of one core and
// ~150 MB while it runs, and never beside the computer players' worker (makeSnapshot).
//
// The runtime's files and the snapshot's key come from the page: the `data-pyodide` (its
// folder), `data-stdlib`, `data-lock`, `data-zip` and `data-snapshot-key` of the script tag of
// ai-client.js. What happened is left on the page for
// tests and benchmarks: <html data-snapshot="restored" | "none" | "made">,
// data-snapshot-reason (snapshot.mjs: read) and data-snapshot-ms (the interpreter's start).
import * as snapshot from "./snapshot.mjs";

const root = document.documentElement;
const tag = document.querySelector("script[data-pyodide]");
const url = (name) => new URL(tag.dataset[name], location.href).href;
const indexURL = url("pyodide");
// loadPyodide's options: the runtime's files, each named by its content (build.py)
const files = { indexURL, stdLibURL: url("stdlib"), lockFileURL: url("lock") };
const zipURL = url("zip");
const where = snapshot.settings(new URL(".", location.href).href, tag.dataset.snapshotKey);
const runtime = await import(new URL("pyodide.mjs", indexURL).href);
let gameZip = fetch(zipURL).then(async (response) => {  // index.html preloads it
  if (!response.ok) throw new Error(`game.zip: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
});
gameZip.catch(() => {}); // reported when loadPyodide needs it
const MAKE_DELAY_MS = 2000; // after ready: let the page settle and paint first
const MAKE_TIMEOUT_MS = 90_000;

export const version = runtime.version;

// PyScript passes its stdout/stderr and an indexURL made from this module's URL: the real
// files replace it.
export async function loadPyodide(options = {}) {
  performance.mark("volcano:runtime-start");
  const { py, path, reason } = await snapshot.start(runtime, { ...options, ...files }, where);
  snapshot.mountGame(py, await gameZip);
  gameZip = null; // (its 2 MB are in the interpreter's file system now)
  const took = performance.measure("volcano:runtime", "volcano:runtime-start");
  root.dataset.snapshotMs = String(Math.round(took.duration));
  root.dataset.snapshotReason = reason;
  root.dataset.snapshot = path;
  if (path === "none" && ["missing", "stale", "corrupt", "failed"].includes(reason)) {
    whenReady(() => setTimeout(() => idle(() => makeSnapshot(py)), MAKE_DELAY_MS));
  }
  return py;
}

function whenReady(then) {
  if (root.dataset.ready === "true") return then();
  const watch = new MutationObserver(() => {
    if (root.dataset.ready === "true") { watch.disconnect(); then(); }
  });
  watch.observe(root, { attributes: true, attributeFilter: ["data-ready"] });
}

function idle(then) {
  if (self.requestIdleCallback) requestIdleCallback(then, { timeout: 5000 });
  else then();
}

// One background interpreter at a time, so that page and workers stay within a phone's
// memory: the computer players' worker comes first. No snapshot is made while it exists, and
// one that starts meanwhile (a game with computer players opens) stops the maker; a later
// visit makes the snapshot. A seat merely set to Computer waits for the maker (ai-client.js,
// which reads <html data-snapshot-making>).
const computerPlayers = () => ["starting", "ready"].includes(root.dataset.ai);

function makeSnapshot(py) {
  if (computerPlayers()) {
    root.dataset.snapshotMade = "yielded";
    return;
  }
  let maker;
  try {
    maker = new Worker(new URL("./ai-worker.js", import.meta.url),
                       { type: "module", name: "volcano-snapshot" });
  } catch (error) {
    console.debug("[snapshot] no worker:", String(error));
    return;
  }
  root.dataset.snapshotMaking = "true";
  const yieldTo = new MutationObserver(() => {
    if (computerPlayers()) done({ stored: false, reason: "yielded" });
  });
  yieldTo.observe(root, { attributes: true, attributeFilter: ["data-ai"] });
  let finished = false;
  const done = (result) => {
    if (finished) return;
    finished = true;
    yieldTo.disconnect();
    clearTimeout(timer);
    maker.terminate();
    if (result.stored) root.dataset.snapshot = "made";
    root.dataset.snapshotMade = result.stored ? String(result.bytes) : String(result.reason);
    delete root.dataset.snapshotMaking;
  };
  const timer = setTimeout(() => done({ stored: false, reason: "timeout" }), MAKE_TIMEOUT_MS);
  maker.onmessage = ({ data }) => done(data);
  maker.onerror = (event) => {
    event.preventDefault();
    done({ stored: false, reason: event.message || "error" });
  };
  const init = { type: "init", mode: "snapshot", runtime: files, zip: zipURL,
                 snapshot: where, modules: snapshot.imported(py) };
  try {  // with the page's compiled runtime (start.js), if this browser can share it
    maker.postMessage({ ...init, compiled: window.compiledPyodide || null });
  } catch {
    maker.postMessage(init);
  }
}
