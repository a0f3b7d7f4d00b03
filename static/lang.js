// Which language the page speaks, decided before anything is drawn: `?lang=it` (an embedding
// site's choice, not remembered), else the language chosen last on this device, else the
// browser's (navigator.languages), else English. Sets <html lang> (screen readers, CJK line
// breaking) and the web app manifest of that language. The start screen's words in every
// language come from the page (data-words, written by build.py from the catalogues).
//
//   volcanoLanguage.current            the language in use ("en", "it", "es", "ja")
//   volcanoLanguage.say(key, values)   a start-screen word in that language
//   volcanoLanguage.set(code)          switch (remembered); dispatches "volcano:language"
"use strict";

(() => {
  const script = document.currentScript;
  const root = document.documentElement;
  let words = {};
  try { words = JSON.parse(script.dataset.words || "{}"); } catch (error) { words = {}; }
  const supported = Object.keys(words);
  const KEY = "volcano:lang";
  const pick = (code) => {
    const primary = String(code || "").trim().toLowerCase().replace("_", "-").split("-")[0];
    return supported.includes(primary) ? primary : null;
  };
  let stored = null;
  try { stored = pick(localStorage.getItem(KEY)); } catch (error) { /* no storage here */ }
  const forced = pick(new URLSearchParams(location.search).get("lang"));
  const browser = [...(navigator.languages || []), navigator.language].map(pick).find(Boolean);
  let current = forced || stored || browser || "en";

  function apply() {
    root.lang = current;
    const manifest = document.querySelector("link[rel=manifest]");
    if (manifest) {
      manifest.href = current === "en" ? "./manifest.webmanifest"
        : `./manifest.${current}.webmanifest`;
    }
  }

  function say(key, values = {}) {
    const text = (words[current] && words[current][key]) || (words.en && words.en[key]) || key;
    return text.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ""));
  }

  window.volcanoLanguage = {
    get current() { return current; },
    get words() { return words; },
    say,
    set(code) {
      const chosen = pick(code);
      if (!chosen || chosen === current) return;
      current = chosen;
      try { localStorage.setItem(KEY, chosen); } catch (error) { /* no storage here */ }
      apply();
      window.dispatchEvent(new CustomEvent("volcano:language", { detail: chosen }));
    },
  };
  apply();
  // Until start.js has put the words in (before it runs the English would flash by).
  if (current !== "en") root.classList.add("i18n-pending");
})();
