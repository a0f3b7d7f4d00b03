// The computer players' Web Worker: its own Pyodide (the same vendored files as the page, same
// origin), the `game` package unpacked from game.zip, and game.ui.computer.answer() for each
// request. A plain module worker talking by postMessage: no SharedArrayBuffer, so no
// COOP/COEP headers are needed and any static host works.
//
// page -> worker  {type: "init", pyodide: <absolute URL of vendor/pyodide-X/>, zip: <URL>}
//                 {type: "choose", id, request: <JSON text: {view, legal, level, seed, rollouts}>}
// worker -> page  {type: "ready", ms}            (interpreter and game loaded)
//                 {type: "failed", error}        (could not start)
//                 {type: "answer", id, action, ms} | {type: "answer", id, error}
"use strict";

const GAME_DIR = "/home/pyodide/eruption-ai";
let answer = null;
let starting = null;

async function start({ pyodide: indexURL, zip }) {
  const t0 = performance.now();
  const { loadPyodide } = await import(new URL("pyodide.mjs", indexURL).href);
  const [py, archive] = await Promise.all([
    loadPyodide({ indexURL }),
    fetch(zip).then((response) => {
      if (!response.ok) throw new Error(`game.zip: HTTP ${response.status}`);
      return response.arrayBuffer();
    }),
  ]);
  py.unpackArchive(new Uint8Array(archive), "zip", { extractDir: GAME_DIR });
  answer = py.runPython(`
import sys
sys.path.insert(0, ${JSON.stringify(GAME_DIR)})
import game.agents.search  # the hard player's module too, so the first decision is quick
from game.ui.computer import answer
answer
`);
  return performance.now() - t0;
}

self.onmessage = async ({ data }) => {
  if (data.type === "init") {
    if (!starting) starting = start(data);
    try {
      self.postMessage({ type: "ready", ms: await starting });
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
