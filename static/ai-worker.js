// The computer players' Web Worker: its own Pyodide (the same vendored files as the page, same
// origin), the `game` package from game.zip (compiled, imported where it lies), and
// game.ui.computer.answer() for each request. A plain module worker talking by postMessage: no
// SharedArrayBuffer, so no COOP/COEP headers are needed and any static host works.
//
// It starts normally, not from the site's memory snapshot: with the compiled standard library
// and the page's compiled runtime a normal start takes about as long as a restore (about a
// second; bench/startup.py). The same script, started with mode "snapshot", is the one-off worker
// that makes the page's snapshot: it starts normally, imports every game module, stores the
// snapshot and says so.
//
// page -> worker  {type: "init", runtime: <loadPyodide's indexURL, stdLibURL, lockFileURL>,
//                  zip: <URL of the game package>,
//                  compiled: <the page's compiled pyodide.asm.wasm, or null>, mode: "ai"}
//                 | {..., mode: "snapshot", snapshot: {base, key}, modules}
//                 {type: "choose", id, request: <JSON text: {view, legal, level, seed, rollouts, budget_ms}>}
// worker -> page  {type: "ready", ms, shared}    (interpreter and game loaded; shared: it
//                                                 instantiated the page's compiled runtime)
//                 {type: "made", ms, stored, bytes, reason}  (mode "snapshot": done)
//                 {type: "failed", error}        (could not start)
//                 {type: "answer", id, action, ms} | {type: "answer", id, error}
import * as snapshot from "./snapshot.mjs";

let answer = null;
let starting = null;

async function gameZip(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`game.zip: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

// Pyodide instantiates its runtime with WebAssembly.instantiateStreaming: given the page's
// compiled module (a WebAssembly.Module, shared within the page's process), that one call
// instantiates it instead, and the download it started is dropped.
function useCompiled(compiled) {
  if (!(compiled instanceof WebAssembly.Module)) return false;
  const instantiateStreaming = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async (source, imports) => {
    WebAssembly.instantiateStreaming = instantiateStreaming;
    Promise.resolve(source).then((response) => response.body?.cancel(), () => {});
    return { module: compiled, instance: await WebAssembly.instantiate(compiled, imports) };
  };
  return true;
}

async function start({ runtime: files, zip, compiled }) {
  const t0 = performance.now();
  const shared = useCompiled(compiled);
  const [runtime, archive] = await Promise.all([
    import(new URL("pyodide.mjs", files.indexURL).href),
    gameZip(zip),
  ]);
  const py = await runtime.loadPyodide({ ...files });
  snapshot.mountGame(py, archive);
  answer = py.runPython(`
import game.agents.search  # the hard player's module too, so the first decision is quick
from game.ui.computer import answer
answer
`);
  return { ms: performance.now() - t0, shared };
}

async function makeSnapshot({ runtime: files, zip, snapshot: where, modules, compiled }) {
  const t0 = performance.now();
  useCompiled(compiled);
  const [runtime, archive] = await Promise.all([
    import(new URL("pyodide.mjs", files.indexURL).href),
    gameZip(zip),
  ]);
  const stored = await snapshot.read(where);
  if (!["missing", "stale", "corrupt", "failed"].includes(stored.reason)) {  // found, or none
    return { ms: performance.now() - t0, stored: false, bytes: 0, reason: stored.reason };
  }
  const py = await runtime.loadPyodide({ ...files, _makeSnapshot: true });
  const initialHeap = py._module.HEAP8.length;
  snapshot.mountGame(py, archive);
  const bytes = snapshot.make(py, initialHeap, modules || []);
  if (bytes === null) await snapshot.failed(where, stored.failures + 1);
  const ok = bytes !== null && (await snapshot.write(where, bytes, stored.failures));
  return { ms: performance.now() - t0, stored: ok, bytes: bytes ? bytes.length : 0,
           reason: ok ? "stored" : "not stored" };
}

self.onmessage = async ({ data }) => {
  if (data.type === "init" && data.mode === "snapshot") {
    try {
      self.postMessage({ type: "made", ...(await makeSnapshot(data)) });
    } catch (error) {
      console.debug("[snapshot] could not make one:", String(error));
      self.postMessage({ type: "made", stored: false, bytes: 0, reason: String(error) });
    }
    return;
  }
  if (data.type === "init") {
    if (!starting) starting = start(data);
    try {
      self.postMessage({ type: "ready", ...(await starting) });
    } catch (error) {
      self.postMessage({ type: "failed", error: String(error && error.message || error) });
    }
    return;
  }
  if (data.type === "choose") {
    try {
      await starting;
      const t0 = performance.now();
      const reply = JSON.parse(answer(data.request));
      self.postMessage({ type: "answer", id: data.id, action: reply.action,
                         ms: performance.now() - t0 });
    } catch (error) {
      self.postMessage({ type: "answer", id: data.id,
                         error: String(error && error.message || error) });
    }
  }
};
