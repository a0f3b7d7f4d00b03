// Brings what the person here needs into view (game/ui/page.py keep_in_view): the page is
// scrolled as little as it takes for as many needs as fit, in their order, to be wholly in the
// window and uncovered. Here rather than in Python because it measures the page many times
// (every need at every position tried): each measurement from Python is a call across to
// JavaScript, and late in a game that cost a guest several milliseconds per message. In the
// next animation frame rather than at once: the page is laid out once, when the frame needs
// it anyway, not first for the measures and again for the frame; and of several redraws
// before it, only the newest is followed.
"use strict";

(() => {
  const ROOM = 8; // px kept between a need and the window's edge, or what covers it
  const SPOT = 6; // px around a point that must be in view with it
  const TRIES = 16; // scroll positions measured at most

  // ``node``, or the tray scrolling sideways that holds it
  function holder(node) {
    for (let tray = node.parentElement; tray && tray !== document.body; tray = tray.parentElement) {
      const overflow = getComputedStyle(tray).overflowX;
      if ((overflow === "auto" || overflow === "scroll") && tray.scrollWidth > tray.clientWidth) {
        return tray;
      }
    }
    return node;
  }

  // Scroll the panel that scrolls up and down around ``node`` (not the page) to show it.
  function scrollInside(node) {
    for (let box = node.parentElement; box && box !== document.body; box = box.parentElement) {
      const overflow = getComputedStyle(box).overflowY;
      if ((overflow === "auto" || overflow === "scroll") && box.scrollHeight > box.clientHeight) {
        const inner = node.getBoundingClientRect(), outer = box.getBoundingClientRect();
        if (inner.top < outer.top) box.scrollTop -= outer.top - inner.top + ROOM;
        else if (inner.bottom > outer.bottom) box.scrollTop += inner.bottom - outer.bottom + ROOM;
        return;
      }
    }
  }

  // Where a need is in the window: [left, top, right, bottom]
  function where([node, point]) {
    const rect = node.getBoundingClientRect();
    if (!point) return [rect.left, rect.top, rect.right, rect.bottom];
    const x = rect.left + point[0], y = rect.top + point[1];
    return [x - SPOT, y - SPOT, x + SPOT, y + SPOT];
  }

  // What covers ``node`` where ``hit`` is: the panel pinned to the window that holds ``hit``
  // (a sticky or fixed one), else ``hit`` itself.
  function pinned(hit, node) {
    for (let panel = hit; panel && panel !== document.body && !panel.contains(node); panel = panel.parentElement) {
      const position = getComputedStyle(panel).position;
      if (position === "sticky" || position === "fixed") return panel;
    }
    return hit;
  }

  // For each need: null if it is wholly in the window and uncovered, else how far to scroll
  // the page (down: positive) to bring it out.
  function seen(needs) {
    const width = document.documentElement.clientWidth, height = innerHeight;
    return needs.map((need) => {
      const [left, top, right, bottom] = where(need);
      if (top < 0) return top - ROOM;
      if (bottom > height) return bottom - height + ROOM;
      const x = Math.max(0, Math.min(width - 1, (left + right) / 2));
      const hit = document.elementFromPoint(x, (top + bottom) / 2);
      if (!hit || need[0].contains(hit)) return null;
      const cover = pinned(hit, need[0]).getBoundingClientRect();
      if (cover.top + cover.bottom > height) return bottom - cover.top + ROOM; // pinned below
      return top - cover.bottom - ROOM;
    });
  }

  const scroll = (top, behavior) => scrollTo({ top, behavior });

  // ``needs``: [element, null] or [element, [x, y]] (a point in CSS px from its top left
  // corner: a board's place); ``smooth``: whether the page may scroll smoothly.
  let asked = null; // the newest needs asked for, until the next frame brings them into view

  window.volcanoKeepInView = function (needs, smooth) {
    if (asked === null) {
      requestAnimationFrame(() => {
        const [latest, smoothly] = asked;
        asked = null;
        follow(latest, smoothly);
      });
    }
    asked = [needs, smooth];
  };

  function follow(needs, smooth) {
    const start = scrollY;
    const shown = needs
      .map(([node, point]) => [point ? node : holder(node), point])
      .filter(([node]) => node.getClientRects().length);
    const first = seen(shown);
    if (first.every((shift) => shift === null)) return;
    shown.forEach((need, k) => {
      if (first[k] !== null && !need[1]) scrollInside(need[0]);
    });
    const last = document.documentElement.scrollHeight - innerHeight;
    const tried = new Map(); // position -> [needs in view before the first that is not, in view]
    const todo = [start, ...shown.slice(0, 1).map((need) => start + where(need)[1] - ROOM)];
    while (todo.length && tried.size < TRIES) {
      const at = Math.round(Math.max(0, Math.min(last, todo.shift())));
      if (tried.has(at)) continue;
      scroll(at, "auto");
      const shifts = seen(shown);
      let lead = shifts.findIndex((shift) => shift !== null);
      if (lead < 0) lead = shifts.length;
      tried.set(at, [lead, shifts.filter((shift) => shift === null).length]);
      if (lead === shifts.length) break;
      todo.push(at + (shifts[lead] || 0));
    }
    let best = null;
    for (const [at, [lead, fit]] of tried) {
      const score = [lead, fit, -Math.abs(at - start)];
      if (best === null || score[0] > best[1][0] || (score[0] === best[1][0]
          && (score[1] > best[1][1] || (score[1] === best[1][1] && score[2] > best[1][2])))) {
        best = [at, score];
      }
    }
    scroll(Math.round(start), "auto");
    if (best[0] !== Math.round(start)) scroll(best[0], smooth ? "smooth" : "auto");
  }
})();
