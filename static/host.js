// Messages with the page that embeds this one (an iframe, usually on another origin). Plain JS:
// from Python, a cross-origin `window.parent` is an opaque proxy that cannot even be tested
// for truth, so both directions live here.
//
//   volcanoHost.framed        true inside a frame
//   volcanoHost.post(json)    send the message (JSON text) to the embedding page, if any
//   volcanoHost.listen(fn)    fn(JSON text) for each message from the embedding page; those
//                             that came before (at most 20) are handed over at once; with
//                             its type (if a string) as fn(text, type), and fn(null, type)
//                             for one too large (or not JSON-able), to be answered with an
//                             error
"use strict";

(() => {
  const framed = window.parent !== window;
  const MAX_CHARS = 100_000;
  const early = [];
  let handler = null;

  addEventListener("message", (event) => {
    if (!framed || event.source !== window.parent) return;
    let text;
    try { text = JSON.stringify(event.data); } catch (error) { text = null; } // cycles, BigInt
    let kind = null;
    try {
      if (typeof event.data?.type === "string") kind = event.data.type.slice(0, 40);
    } catch (error) { /* a getter that throws */ }
    const args = [typeof text === "string" && text.length <= MAX_CHARS ? text : null, kind];
    if (handler) handler(...args);
    else if (early.length < 20) early.push(args);
  });

  window.volcanoHost = {
    framed,
    post(json) {
      if (framed) window.parent.postMessage(JSON.parse(json), "*");
    },
    listen(fn) {
      handler = fn;
      while (early.length) fn(...early.shift());
    },
  };
})();
