// Executes the board's draw operations (built in Python by a front end's render.py) on a
// canvas. One call per frame: Python sends the static layer only when it changed (cached in
// an offscreen canvas) and the dynamic layer as one JSON string. See a front end's render.py
// (game/ui/<game>/render.py) for the op codes. A front end may also keep a base layer under
// the static one (what changes even more rarely), cached in a second offscreen canvas.
"use strict";

(() => {
  let cache = null;       // offscreen canvas holding the static layer
  let cacheKey = "";
  let base = null;        // offscreen canvas holding the base layer (under the static one)
  let owner = null;       // the canvas element whose static layer the cache holds
  let scratch = null;     // where the static layer's changed places are drawn anew

  function fillOf(ctx, spec) {
    if (spec === null || typeof spec === "string") return spec;
    // ["rg", x, y, r0, r1, [[stop, colour], ...]]
    const g = ctx.createRadialGradient(spec[1], spec[2], spec[3], spec[1], spec[2], spec[4]);
    for (const [stop, colour] of spec[5]) g.addColorStop(stop, colour);
    return g;
  }

  function path(ctx, pts, close) {
    ctx.beginPath();
    ctx.moveTo(pts[0], pts[1]);
    for (let i = 2; i < pts.length; i += 2) ctx.lineTo(pts[i], pts[i + 1]);
    if (close) ctx.closePath();
  }

  function paint(ctx, fill, stroke, width) {
    if (fill !== null) { ctx.fillStyle = fillOf(ctx, fill); ctx.fill(); }
    if (stroke !== null && width > 0) { ctx.lineWidth = width; ctx.strokeStyle = stroke; ctx.stroke(); }
  }

  function run(ctx, ops) {
    ctx.lineJoin = "round";
    ctx.textBaseline = "middle";
    for (const op of ops) {
      switch (op[0]) {
        case "P": path(ctx, op[1], true); paint(ctx, op[2], op[3], op[4]); break;
        case "L": ctx.lineCap = "round"; path(ctx, op[1], false); paint(ctx, null, op[2], op[3]); break;
        case "B": ctx.lineCap = "butt"; path(ctx, op[1], false); paint(ctx, null, op[2], op[3]); break;
        case "C":
          ctx.beginPath(); ctx.arc(op[1], op[2], Math.max(0, op[3]), 0, 2 * Math.PI);
          paint(ctx, op[4], op[5], op[6]); break;
        case "R":
          ctx.beginPath();
          if (op[5] > 0 && ctx.roundRect) ctx.roundRect(op[1], op[2], op[3], op[4], op[5]);
          else ctx.rect(op[1], op[2], op[3], op[4]);
          paint(ctx, op[6], op[7], op[8]); break;
        case "T":
          ctx.font = op[4]; ctx.fillStyle = op[5]; ctx.textAlign = op[6];
          ctx.fillText(op[3], op[1], op[2]); break;
        case "A": ctx.globalAlpha = op[1]; break;
        case "H":
          if (op[1] === null) { ctx.shadowColor = "transparent"; ctx.shadowBlur = 0; }
          else { ctx.shadowColor = op[1]; ctx.shadowBlur = op[2]; }
          break;
      }
    }
    ctx.globalAlpha = 1;
    ctx.shadowColor = "transparent";
    ctx.shadowBlur = 0;
  }

  // A canvas of pw x ph device pixels, transparent: resized only if its size changed (a new
  // bitmap costs more than clearing the old one)
  function blank(canvas, pw, ph) {
    if (canvas.width !== pw || canvas.height !== ph) { canvas.width = pw; canvas.height = ph; }
    else canvas.getContext("2d").clearRect(0, 0, pw, ph);
  }

  // draw(canvas id, static ops JSON or "" to keep the cache, dynamic ops JSON, css w, css h,
  //      dpr, base ops JSON: undefined/null for no base layer, "" to keep the cached one,
  //      dirty: undefined/null, or the JSON list of [left, top, right, bottom] boxes (css px)
  //      where the cached static layer changed: only there is it redrawn, with the static ops
  //      given (those that draw there); false when the cache is not this canvas's at this size)
  // Python sends a new static layer whenever it sends a new base layer.
  window.volcanoDraw = function (id, staticJson, dynamicJson, width, height, dpr, baseJson, dirty) {
    const canvas = document.getElementById(id);
    const pw = Math.round(width * dpr), ph = Math.round(height * dpr);
    const key = `${pw}x${ph}`;
    if (dirty && !(cache && owner === canvas && cacheKey === key)) return false;
    if (canvas.width !== pw || canvas.height !== ph) { canvas.width = pw; canvas.height = ph; }
    if (baseJson === undefined || baseJson === null) base = null;
    else if (baseJson) {
      base = base || document.createElement("canvas");
      blank(base, pw, ph);
      const bctx = base.getContext("2d");
      bctx.save();
      bctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      run(bctx, JSON.parse(baseJson));
      bctx.restore();
    }
    const boxes = dirty ? JSON.parse(dirty).map(([l, t, r, b]) => {
      const x = Math.floor(l * dpr), y = Math.floor(t * dpr);  // whole device pixels
      return [x, y, Math.min(pw, Math.ceil(r * dpr)) - x, Math.min(ph, Math.ceil(b * dpr)) - y];
    }) : null;
    if (boxes) {
      // The ops given over the base on a scratch canvas, unclipped (a clip changes how edges
      // are smoothed), then its pixels in the boxes copied into the cache: there the same
      // ops over the same pixels as the layer drawn whole
      if (boxes.length) {
        scratch = scratch || document.createElement("canvas");
        blank(scratch, pw, ph);
        const xctx = scratch.getContext("2d");
        xctx.save();
        xctx.setTransform(1, 0, 0, 1, 0, 0);
        if (base) for (const [x, y, w, h] of boxes) xctx.drawImage(base, x, y, w, h, x, y, w, h);
        xctx.setTransform(dpr, 0, 0, dpr, 0, 0);
        run(xctx, JSON.parse(staticJson));
        xctx.restore();
        const sctx = cache.getContext("2d");
        sctx.save();
        sctx.setTransform(1, 0, 0, 1, 0, 0);
        for (const [x, y, w, h] of boxes) {
          sctx.clearRect(x, y, w, h);
          sctx.drawImage(scratch, x, y, w, h, x, y, w, h);
        }
        sctx.restore();
      }
    } else if (staticJson) {
      cache = cache || document.createElement("canvas");
      blank(cache, pw, ph);
      const sctx = cache.getContext("2d");
      sctx.save();
      sctx.setTransform(1, 0, 0, 1, 0, 0);
      cacheKey = key;
      owner = canvas;
      if (base) sctx.drawImage(base, 0, 0);
      sctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      run(sctx, JSON.parse(staticJson));
      sctx.restore();
    }
    const ctx = canvas.getContext("2d");
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    if (cache && cacheKey === key) ctx.drawImage(cache, 0, 0);
    else ctx.clearRect(0, 0, pw, ph);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    run(ctx, JSON.parse(dynamicJson));
    return true;
  };
})();
