// Test hooks, only in a test build (python build.py --test-hooks): the e2e tests and the
// browser benchmarks read the game through these. Production builds have none of this.
"use strict";

window.volcanoTestHooks = true;
// Plain data only: Python answers JSON text.
window.volcanoTest = {
  call(name, ...args) {
    if (!window._volcanoPy) return null;
    return JSON.parse(window._volcanoPy(name, ...args));
  },
  legal() { return this.call("legal"); },
  point(q, r, d) { return d === undefined ? this.call("point", q, r) : this.call("point", q, r, d); },
  phase() { return this.call("phase"); },
  seat() { return this.call("seat"); },
  state_hash() { return this.call("state_hash"); },
  ui() { return this.call("ui"); },
  record() { return this.call("record"); },
  bench(n) { return this.call("bench", n); },
  modules() { return this.call("modules"); },
  bytecode() { return this.call("bytecode"); },
};
