// Start screen and loading progress. Plain DOM, no Python: the page is usable while the
// runtime loads. Python (game/ui/boot.py) takes over once ready: it sets
// <html data-ready="true">, enables the Start button and handles the form.
"use strict";

(() => {
  const root = document.documentElement;
  const form = document.getElementById("start-form");
  const button = document.getElementById("start-button");
  const progress = document.getElementById("progress");
  const track = progress.querySelector("[role=progressbar]");
  const fill = document.getElementById("progress-fill");
  const stage = document.getElementById("progress-stage");
  const labels = progress.dataset;
  const isReady = () => root.dataset.ready === "true";

  // --- Player count: one name field per seat; Clans only with 4 or 6 players. ---
  const nameRows = [...document.querySelectorAll("#names li")];
  const clans = form.querySelector("input[name=option][value=clans]");

  function applyCount() {
    const count = Number(form.querySelector("input[name=count]:checked").value);
    nameRows.forEach((row, i) => {
      row.hidden = i >= count;
      row.querySelector("input").disabled = i >= count;
    });
    const clansAllowed = count === 4 || count === 6;
    clans.disabled = !clansAllowed;
    if (!clansAllowed) clans.checked = false;
    clans.closest("label").classList.toggle("unavailable", !clansAllowed);
  }
  form.addEventListener("change", (event) => {
    if (event.target.name === "count") applyCount();
  });
  applyCount();

  // --- Seat kinds: Human or Computer (Easy / Medium / Hard). A default name follows the kind
  // ("Player 2" <-> "Computer 2"); a name the user typed is kept. ---
  const defaultName = (kind, seat) => `${kind === "human" ? "Player" : "Computer"} ${seat}`;
  function applyKind(select) {
    const seat = Number(select.id.split("-")[1]);
    const input = document.getElementById(`name-${seat}`);
    if (/^(Player|Computer) \d$/.test(input.value.trim()) || !input.value.trim()) {
      input.value = defaultName(select.value, seat);
    }
    select.closest("li").classList.toggle("computer", select.value !== "human");
    if (select.value !== "human") window.eruptionAI?.warm();
  }
  form.addEventListener("change", (event) => {
    if (event.target.name === "kind") applyKind(event.target);
  });
  document.getElementById("watch-button").addEventListener("click", () => {
    for (const select of form.querySelectorAll("select[name=kind]")) {
      if (select.value === "human") select.value = "medium";
      applyKind(select);
    }
    if (isReady()) form.requestSubmit(button);
  });

  // Until Python handles it, submitting must not reload the page.
  form.addEventListener("submit", (event) => {
    if (!isReady()) event.preventDefault();
  });

  // --- Progress, driven by real signals. ---
  // Each runtime file counts, by its size, once the browser has it (resource timing observes
  // downloads without touching them: reading a clone of the wasm response would cost the
  // browser's compiled-wasm cache). Then the wasm compiled, then PyScript's `py:progress`
  // events. While Python initialises the main thread is busy and nothing can be redrawn.
  const sizes = JSON.parse(labels.runtimeFiles || "{}");
  const totalBytes = Object.values(sizes).reduce((a, b) => a + b, 0);
  const arrived = new Set();
  let percent = 0;

  function show(label, value) {
    if (isReady() || value < percent) return; // stages only move forward
    percent = Math.min(99, Math.round(value));
    stage.textContent = label;
    fill.style.width = `${percent}%`;
    track.setAttribute("aria-valuenow", String(percent));
    button.textContent = labels.labelButton.replace("{percent}", String(percent));
  }

  const downloads = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const name = new URL(entry.name).pathname.split("/").pop();
      if (name in sizes) arrived.add(name);
    }
    const bytes = [...arrived].reduce((sum, name) => sum + sizes[name], 0);
    if (bytes < totalBytes) {
      show(labels.labelDownload, 5 + (55 * bytes) / totalBytes);
    } else {
      show(labels.labelPython, 60);
      downloads.disconnect();
    }
  });
  downloads.observe({ type: "resource", buffered: true });

  // Pyodide compiles its wasm while it downloads; once compiled, Python starts.
  const instantiateStreaming = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = function (...args) {
    WebAssembly.instantiateStreaming = instantiateStreaming; // only Pyodide's own call
    const compiled = instantiateStreaming.apply(this, args);
    compiled.then(() => show(labels.labelPython, 60)).catch(() => {});
    return compiled;
  };

  // PyScript (polyscript) dispatches these on window while it boots Pyodide.
  const steps = {
    "Loading Pyodide": [labels.labelDownload, 4],
    "Loaded interpreter": [labels.labelGame, 85],
    "Loading files": [labels.labelGame, 88],
    "Loaded files": [labels.labelGame, 92],
    "Loaded Pyodide": [labels.labelGame, 95],
  };
  window.addEventListener("py:progress", ({ detail }) => {
    const step = steps[detail];
    if (step) show(...step);
  });

  show(labels.labelDownload, 1);
})();
