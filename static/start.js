// Start screen and loading progress. Plain DOM, no Python: the page is usable while the
// runtime loads. The games, their player counts, options and words come from the page
// (`data-games`, written by build.py from each engine's info). Python (game/ui/boot.py)
// takes over once ready: it sets <html data-ready="true">, enables Start and reads the form.
//
// `?game=terremoto` in the URL chooses a game; otherwise the last one chosen on this device.
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
  const data = JSON.parse(form.dataset.games || '{"games": [], "levels": []}');
  const lang = window.volcanoLanguage;
  const say = (key, values = {}) => lang.say(key, values);
  const byName = new Map(data.games.map((game) => [game.name, game]));
  const make = (tag, props = {}, ...children) => {
    const node = Object.assign(document.createElement(tag), props);
    for (const child of children) node.append(child);
    return node;
  };
  const remember = (key, value) => { try { localStorage.setItem(key, value); } catch (e) { /* no storage */ } };
  const recall = (key) => { try { return localStorage.getItem(key); } catch (e) { return null; } };

  // --- Which game. ---
  const choice = document.getElementById("game-choice");
  function drawChooser() {
    const chosen = form.querySelector("input[name=game]:checked")?.value;
    choice.replaceChildren();
    for (const game of data.games) {
      const input = make("input", { type: "radio", name: "game", value: game.name,
                                    checked: game.name === chosen });
      choice.append(make("label", { className: "game-card" }, input,
        make("span", { className: "game-text" },
          make("strong", { textContent: say(`game.${game.name}.title`) }),
          make("small", { className: "game-count",
                          textContent: say("start.players_count", { min: game.min, max: game.max }) }),
          make("small", { className: "game-blurb", textContent: say(`game.${game.name}.blurb`) }))));
    }
  }
  drawChooser();
  const wanted = new URLSearchParams(location.search).get("game");
  const first = byName.has(wanted) ? wanted
    : (byName.has(recall("volcano:game")) ? recall("volcano:game") : data.games[0]?.name);
  const chooser = (name) => form.querySelector(`input[name=game][value="${CSS.escape(name)}"]`);
  if (first) chooser(first).checked = true;
  const current = () => byName.get(form.querySelector("input[name=game]:checked")?.value);

  // --- Seats: one name and one kind (Human, a computer level, Another device) per seat. A default name
  // follows the kind ("Player 2" <-> "Computer 2"); a name the user typed is kept. ---
  const names = document.getElementById("names");
  const maxSeats = Math.max(...data.games.map((game) => game.max));
  const isDefault = (text, seat) =>
    !text.trim() || Object.values(lang.words).some((w) =>
      [w["start.default_name"], w["start.computer_name"]]
        .some((name) => name && name.replace("{n}", String(seat)) === text.trim()));
  for (let seat = 1; seat <= maxSeats; seat++) {
    const input = make("input", { id: `name-${seat}`, name: "name", type: "text",
                                  value: say("start.default_name", { n: seat }), spellcheck: false });
    const select = make("select", { id: `kind-${seat}`, name: "kind" },
      make("option", { value: "human", selected: true }),
      ...data.levels.map((level) => make("option", { value: level })),
      make("option", { value: "remote" }));
    names.append(make("li", {}, make("label", { htmlFor: `name-${seat}` }), input, select));
  }
  const nameRows = [...names.children];

  const defaultName = (select) =>
    ["human", "remote"].includes(select.value) ? "start.default_name" : "start.computer_name";

  // The seats' words, in the language of the moment (names typed by the user are kept).
  function drawSeatWords() {
    nameRows.forEach((row, i) => {
      const seat = i + 1;
      row.querySelector("label").textContent = say("start.seat", { n: seat });
      const select = row.querySelector("select");
      select.setAttribute("aria-label", say("start.seat_kind", { n: seat }));
      for (const option of select.options) {
        option.textContent = say({ human: "start.human", remote: "start.remote" }[option.value]
          ?? `start.level.${option.value}`);
      }
      const input = row.querySelector("input");
      if (isDefault(input.value, seat)) {
        input.value = say(defaultName(select), { n: seat });
      }
    });
  }

  function applyKind(select) {
    const seat = Number(select.id.split("-")[1]);
    const input = document.getElementById(`name-${seat}`);
    if (isDefault(input.value, seat)) input.value = say(defaultName(select), { n: seat });
    const computer = !["human", "remote"].includes(select.value);
    select.closest("li").classList.toggle("computer", computer);
    if (computer) window.volcanoAI?.warm();
  }

  // --- Player count and options, for the chosen game. ---
  const counts = document.getElementById("count-choice");
  const countNote = document.getElementById("count-note");
  const optionList = document.getElementById("option-list");

  function drawGame() {
    const game = current();
    if (!game) return;
    remember("volcano:game", game.name);
    root.dataset.startGame = game.name;
    document.title = `${say(`game.${game.name}.title`)} · ${say("page.title")}`;
    const previous = Number(form.querySelector("input[name=count]:checked")?.value) || game.default;
    counts.replaceChildren();
    for (let n = game.min; n <= game.max; n++) {
      const unofficial = game.unofficial.includes(n);
      counts.append(make("label", { className: unofficial ? "unofficial" : "" },
        make("input", { type: "radio", name: "count", value: String(n) }),
        make("span", { textContent: unofficial ? `${n}*` : String(n) })));
    }
    counts.style.setProperty("--count", String(game.max - game.min + 1));
    const chosen = Math.min(game.max, Math.max(game.min, previous));
    counts.querySelector(`input[value="${chosen}"]`).checked = true;
    countNote.hidden = game.unofficial.length === 0;
    countNote.textContent = game.unofficial
      .map((n) => `* ${say("start.unofficial", { count: n })}`).join(" ");
    for (const row of nameRows) row.querySelector("input").maxLength = game.nameLength;
    const checked = new Set([...optionList.querySelectorAll("input:checked")].map((b) => b.value));
    optionList.replaceChildren(...game.options.map((option) => make("li", {},
      make("label", {},
        make("input", { type: "checkbox", name: "option", value: option.name,
                        checked: checked.has(option.name) }),
        make("span", {}, make("strong", { textContent: say(`option.${game.name}.${option.name}`) }),
             make("small", { textContent: say(`option.${game.name}.${option.name}.help`) }))))));
    document.getElementById("options-field").hidden = game.options.length === 0;
    applyCount();
  }

  function applyCount() {
    const game = current();
    const count = Number(form.querySelector("input[name=count]:checked").value);
    nameRows.forEach((row, i) => {
      row.hidden = i >= count;
      row.querySelector("input").disabled = i >= count;
    });
    for (const option of game.options) {
      const box = optionList.querySelector(`input[value="${CSS.escape(option.name)}"]`);
      const allowed = option.players.length === 0 || option.players.includes(count);
      box.disabled = !allowed;
      if (!allowed) box.checked = false;
      box.closest("label").classList.toggle("unavailable", !allowed);
    }
  }

  function applyOption(box) {
    const option = current().options.find((o) => o.name === box.value);
    if (!box.checked || !option) return;
    for (const other of option.excludes) {
      const clash = optionList.querySelector(`input[value="${CSS.escape(other)}"]`);
      if (clash) clash.checked = false;
    }
  }

  form.addEventListener("change", (event) => {
    const { name } = event.target;
    if (name === "game") drawGame();
    else if (name === "count") applyCount();
    else if (name === "kind") applyKind(event.target);
    else if (name === "option") applyOption(event.target);
  });
  drawGame();

  // --- Saved games: Python lists them once ready, a row each (game/ui/saving.py). The card
  // gets as many empty rows now, so that nothing below it moves then; the card and the form
  // are shown once the saves are counted (store.js: a few ms; at most COUNT_WAIT_MS). ---
  const savedCard = document.getElementById("saved");
  const COUNT_WAIT_MS = 500;
  const counted = Promise.race([
    Promise.resolve().then(() => window.volcanoSaves.count()).catch(() => 0),
    new Promise((resolve) => setTimeout(() => resolve(0), COUNT_WAIT_MS)),
  ]).then((count) => {
    const waiting = savedCard.querySelector("[data-i18n='saves.loading']");
    if (count > 0 && waiting && !isReady()) {
      const label = (key, className) => {
        const node = make("button", { type: "button", className, disabled: true });
        node.dataset.i18n = key;
        node.textContent = say(key);
        return node;
      };
      const rows = make("ul", { className: "saves" });
      for (let k = 0; k < count; k++) {
        rows.append(make("li", { className: "save-placeholder" },
          // the game's name and the players, as listed (on a phone the name has a line)
          make("span", { className: "save-names" },
            make("span", { className: "save-game", textContent: "\u00a0" }),
            make("span", { className: "save-players", textContent: "\u00a0" })),
          // as wide as a listed save's (its date and turn), so that it wraps as that does
          make("span", { className: "save-meta muted small",
                         textContent: `${new Date().toLocaleString()} · ${say("saves.turn", { turn: 1 })}` }),
          label("saves.resume", "btn small primary"), label("saves.delete", "btn small")));
      }
      waiting.replaceWith(rows);
    }
  });

  // --- The page's own words, in the language of the moment. Words already on the page stay
  // as they are: new text is new content to the browser, painted (and timed as the largest
  // paint) anew. ---
  function drawWords() {
    for (const node of document.querySelectorAll("[data-i18n]")) {
      const words = say(node.dataset.i18n);
      if (node.textContent !== words) node.textContent = words;
    }
    for (const node of document.querySelectorAll("[data-i18n-label]")) {
      node.setAttribute("aria-label", say(node.dataset.i18nLabel));
    }
    document.querySelector("meta[name=description]")
      ?.setAttribute("content", say("page.description"));
    drawChooser();
    drawSeatWords();
    drawGame();
    if (isReady()) button.textContent = say("start.button");
    root.classList.remove("i18n-pending");
    counted.then(() => {
      savedCard.classList.remove("drawing");
      form.classList.remove("drawing");
    });
  }
  const languages = document.getElementById("language");
  languages.value = lang.current;
  languages.addEventListener("change", () => lang.set(languages.value));
  window.addEventListener("volcano:language", () => {
    languages.value = lang.current;
    drawWords();
  });
  drawWords();

  document.getElementById("watch-button").addEventListener("click", () => {
    for (const select of form.querySelectorAll("select[name=kind]")) {
      if (["human", "remote"].includes(select.value)) select.value = "medium";
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
    stage.textContent = say(label);
    fill.style.width = `${percent}%`;
    track.setAttribute("aria-valuenow", String(percent));
    button.textContent = say(labels.labelButton, { percent });
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

  // A notice (game/ui/page.py notify) shows at the top of the window, over everything: the
  // overlay (end of game, pass the device) starts below it, so it hides neither title nor
  // winner. --notice-room is the notice's bottom edge while it shows, else 0.
  const notice = document.getElementById("notice");
  if (notice && self.ResizeObserver) {
    new ResizeObserver(() => {
      const room = notice.hidden ? 0 : Math.ceil(notice.getBoundingClientRect().bottom);
      root.style.setProperty("--notice-room", `${room}px`);
    }).observe(notice);
  }

  // Pyodide compiles its wasm while it downloads; once compiled, Python starts. The compiled
  // module is kept for the page's workers (ai-client.js, pyodide-snapshot.mjs): a worker given
  // it shares its machine code instead of compiling the 9.6 MB runtime again.
  const instantiateStreaming = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = function (...args) {
    WebAssembly.instantiateStreaming = instantiateStreaming; // only Pyodide's own call
    const compiled = instantiateStreaming.apply(this, args);
    compiled.then(({ module }) => {
      window.compiledPyodide = module;
      show(labels.labelPython, 60);
    }).catch(() => {});
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
