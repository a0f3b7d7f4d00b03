// Before Python: the compact embedded layout (?embed=1), the service worker (offline) and its
// "update available" prompt. Plain DOM; the texts live in index.html.
"use strict";

(() => {
  const params = new URLSearchParams(location.search);
  if (params.get("embed") === "1") document.documentElement.classList.add("embed");

  // The notice's close button (game/ui/page.py shows the notice).
  document.addEventListener("click", (event) => {
    if (event.target.closest?.("[data-close-notice]")) {
      document.getElementById("notice").hidden = true;
    }
  });

  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  let reloading = false;

  function offer(worker) {
    const banner = document.getElementById("update");
    if (!banner) return;
    banner.hidden = false;
    banner.querySelector("button").onclick = () => {
      reloading = true;
      // the game on screen opens again after the reload (game/ui/games.py)
      try { sessionStorage.setItem("volcano:reopen", "1"); } catch (error) { /* start screen */ }
      worker.postMessage("skipWaiting");
    };
  }
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (reloading) location.reload();
  });
  // Register once Python is ready: the pre-cache (the whole site, ~14 MB) must not compete
  // with the runtime's own start-up on a first visit.
  const root = document.documentElement;
  const whenReady = (then) => {
    if (root.dataset.ready === "true") return then();
    const watch = new MutationObserver(() => {
      if (root.dataset.ready === "true") { watch.disconnect(); then(); }
    });
    watch.observe(root, { attributes: true, attributeFilter: ["data-ready"] });
  };
  whenReady(() => {
    navigator.serviceWorker.register("./sw.js").then((registration) => {
      // An update is a new worker found while another one is in charge. The first install
      // takes over at once (sw.js): whether the page is controlled when it reports
      // "installed" depends on the order its events arrive in (Firefox may have claimed the
      // page by then), so the page's controller does not tell.
      const waiting = registration.waiting;
      if (waiting && registration.active && registration.active !== waiting) offer(waiting);
      registration.addEventListener("updatefound", () => {
        const worker = registration.installing;
        const current = registration.active;
        if (!worker || !current || current === worker) return;
        worker.addEventListener("statechange", () => {
          if (worker.state === "installed") offer(worker);
        });
      });
    }).catch(() => {});
  });
})();
