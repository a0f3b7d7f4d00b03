// Page side of the computer players' worker (static/ai-worker.js). Plain JS, no Python: the
// worker is started in the background once the page is ready (never during start-up, so it
// does not slow the first paint or Python's start) and reused for every decision.
//
//   volcanoAI.start()             start the worker if not started (idempotent)
//   volcanoAI.status()            "idle" | "starting" | "ready" | "failed"
//   volcanoAI.error()             the failure message, if any
//   volcanoAI.ask(requestJson)    Promise of {action, ms}; rejects with an Error
//   volcanoAI.askThen(json, cb)   the same for Python: cb(JSON text of {action, ms} | {error})
//   volcanoAI.restart()           drop a failed or stuck worker and start a new one
//
// The worker starts Python normally (ai-worker.js says why not from the memory snapshot):
// <html data-ai-ready-ms> is how long it took; <html data-ai-runtime> "shared" when it used
// the page's compiled runtime (start.js), "compiled" when it compiled its own.
"use strict";

(() => {
  const script = document.currentScript;
  const url = (name) => new URL(script.dataset[name], location.href).href;
  // loadPyodide's options: the runtime's files, each named by its content (build.py)
  const runtime = { indexURL: url("pyodide"), stdLibURL: url("stdlib"), lockFileURL: url("lock") };
  const zipURL = url("zip");
  const workerURL = new URL("./ai-worker.js", script.src).href;
  const START_TIMEOUT_MS = 90_000;
  const ANSWER_TIMEOUT_MS = 60_000;

  let worker = null;
  let status = "idle";
  let error = "";
  let nextId = 1;
  const pending = new Map(); // id -> {resolve, reject, timer}
  const listeners = new Set();
  let startTimer = 0;

  function setStatus(value, message = "") {
    status = value;
    error = message;
    document.documentElement.dataset.ai = value;
    for (const listener of listeners) {
      try { listener(value); } catch (e) { console.warn(e); }
    }
  }

  function fail(message) {
    clearTimeout(startTimer);
    if (worker) worker.terminate();
    worker = null;
    setStatus("failed", message);
    for (const [, p] of pending) { clearTimeout(p.timer); p.reject(new Error(message)); }
    pending.clear();
  }

  function start() {
    if (worker || status === "failed") return;
    try {
      worker = new Worker(workerURL, { type: "module", name: "volcano-ai" });
    } catch (e) {
      fail(`the worker could not be created (${e.message || e})`);
      return;
    }
    setStatus("starting");
    worker.onmessage = ({ data }) => {
      if (data.type === "ready") {
        clearTimeout(startTimer);
        document.documentElement.dataset.aiReadyMs = String(Math.round(data.ms));
        document.documentElement.dataset.aiRuntime = data.shared ? "shared" : "compiled";
        setStatus("ready");
      } else if (data.type === "failed") {
        fail(data.error);
      } else if (data.type === "answer") {
        const p = pending.get(data.id);
        if (!p) return;
        pending.delete(data.id);
        clearTimeout(p.timer);
        if (data.error) p.reject(new Error(data.error));
        else p.resolve({ action: data.action, ms: data.ms });
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      fail(event.message || "the worker stopped");
    };
    startTimer = setTimeout(() => fail("the worker took too long to start"), START_TIMEOUT_MS);
    const init = { type: "init", mode: "ai", runtime, zip: zipURL };
    try {  // with the page's compiled runtime (start.js), if this browser can share it
      worker.postMessage({ ...init, compiled: window.compiledPyodide || null });
    } catch {
      worker.postMessage(init);
    }
  }

  function ask(requestJson) {
    start();
    if (!worker) return Promise.reject(new Error(error || "no worker"));
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => fail("no answer from the computer player"),
                               ANSWER_TIMEOUT_MS);
      pending.set(id, { resolve, reject, timer });
      worker.postMessage({ type: "choose", id, request: requestJson });
    });
  }

  // For Python callers: `callback` gets one JSON text, {action, ms} or {error}.
  function askThen(requestJson, callback) {
    ask(requestJson).then(
      (reply) => callback(JSON.stringify(reply)),
      (e) => callback(JSON.stringify({ error: String((e && e.message) || e) })));
  }

  function restart() {
    if (worker) worker.terminate();
    worker = null;
    status = "idle";
    start();
  }

  window.volcanoAI = {
    start, ask, askThen, restart,
    status: () => status,
    error: () => error,
    onStatus(listener) { listeners.add(listener); return () => listeners.delete(listener); },
  };

  // The worker is a second interpreter (about 150 MB): start it only for games with computer
  // players -- in the background as soon as a seat is set to Computer (start.js calls warm()),
  // the page is ready and no memory snapshot is being made (a third interpreter: see
  // pyodide-snapshot.mjs), or at once when such a game opens (autoplay calls start()).
  const root = document.documentElement;
  let wanted = false;
  const later = () => (window.requestIdleCallback
    ? requestIdleCallback(start, { timeout: 1500 }) : setTimeout(start, 300));
  const settled = () => root.dataset.ready === "true" && root.dataset.snapshotMaking !== "true";
  window.volcanoAI.warm = () => {
    if (wanted) return;
    wanted = true;
    if (settled()) later();
    else {
      const watch = new MutationObserver(() => {
        if (settled()) { watch.disconnect(); later(); }
      });
      watch.observe(root, { attributes: true,
                            attributeFilter: ["data-ready", "data-snapshot-making"] });
    }
  };
  const restored = () => {  // a Computer seat the browser restored on reload
    const selector = "#start-form select[name=kind] option:checked:not([value=human])";
    if (document.querySelector(selector)) window.volcanoAI.warm();
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", restored);
  else restored();
})();
