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

  // Until Python handles it, submitting must not reload the page.
  form.addEventListener("submit", (event) => {
    if (!isReady()) event.preventDefault();
  });

  // --- Progress, driven by real signals. ---
  // Bytes of the big runtime files as they arrive (read from a clone, so nothing is
  // downloaded twice), then PyScript's own `py:progress` events.
  const totalBytes = Number(labels.totalBytes) || 0;
  const tracked = /\/(pyodide\.asm\.wasm|python_stdlib\.zip|pyodide-lock\.json)$/;
  let received = 0;
  let percent = 0;

  function show(label, value) {
    if (isReady()) return;
    percent = Math.max(percent, Math.min(99, Math.round(value)));
    if (label) stage.textContent = label;
    fill.style.width = `${percent}%`;
    track.setAttribute("aria-valuenow", String(percent));
    button.textContent = labels.labelButton.replace("{percent}", String(percent));
  }

  const nativeFetch = window.fetch;
  async function count(response) {
    if (!response.ok || !response.body) return;
    const reader = response.clone().body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      received += value.byteLength;
      if (totalBytes && received < totalBytes) {
        show(labels.labelDownload, 5 + (55 * received) / totalBytes);
      } else {
        show(labels.labelPython, 60);
      }
    }
  }
  window.fetch = function (input, init) {
    const pending = nativeFetch.call(this, input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (tracked.test(new URL(url, location.href).pathname)) {
      pending.then(count).catch(() => {});
    }
    return pending;
  };

  // PyScript (polyscript) dispatches these on window while it boots Pyodide.
  const steps = {
    "Loading Pyodide": [labels.labelDownload, 3],
    "Loaded interpreter": [labels.labelGame, 85],
    "Loading files": [labels.labelGame, 88],
    "Loaded files": [labels.labelGame, 92],
    "Loaded Pyodide": [labels.labelGame, 95],
  };
  window.addEventListener("py:progress", ({ detail }) => {
    if (detail === "Loaded interpreter") window.fetch = nativeFetch;
    const step = steps[detail];
    if (step) show(...step);
  });

  show(labels.labelDownload, 1);
})();
