// When the browser denies this page IndexedDB (an embedded page on another origin with
// third-party storage blocked, or site data turned off), stand in with a small in-memory
// database for the calls made at start-up, so that PyScript still boots: it opens a database
// for its package cache before running any Python, and stops if that fails. Nothing is kept
// after the page closes; the game says so where saving matters (static/store.js reports
// `volcanoSaves.backend` as "memory"). Loaded before PyScript; changes nothing when
// IndexedDB works.
"use strict";

(() => {
  if (!("indexedDB" in window)) return;
  const realOpen = IDBFactory.prototype.open;

  // A request that succeeds with `result` once its handlers are attached.
  function answer(result) {
    const request = { result, error: null, readyState: "pending" };
    setTimeout(() => {
      request.readyState = "done";
      if (typeof request.onsuccess === "function") request.onsuccess({ target: request, type: "success" });
    }, 0);
    return request;
  }

  function memoryDatabase(name) {
    const stores = new Map();
    const storeOf = (store) => {
      if (!stores.has(store)) stores.set(store, new Map());
      return stores.get(store);
    };
    const objectStore = (store) => {
      const data = storeOf(store);
      return {
        get: (key) => answer(data.get(key)),
        getKey: (key) => answer(data.has(key) ? key : undefined),
        getAll: () => answer([...data.values()]),
        getAllKeys: () => answer([...data.keys()]),
        count: () => answer(data.size),
        put: (value, key) => { data.set(key, value); return answer(key); },
        add: (value, key) => { data.set(key, value); return answer(key); },
        delete: (key) => { data.delete(key); return answer(undefined); },
        clear: () => { data.clear(); return answer(undefined); },
      };
    };
    return {
      name,
      memory: true,
      objectStoreNames: { length: 1, contains: () => true },
      createObjectStore: (store) => objectStore(store),
      transaction(names) {
        const transaction = {
          objectStore: (store) => objectStore(store),
          abort() {},
        };
        setTimeout(() => {
          if (typeof transaction.oncomplete === "function") transaction.oncomplete({ target: transaction });
        }, 0);
        return transaction;
      },
      close() {},
    };
  }

  const memory = new Map(); // name -> in-memory database, for this page's lifetime

  IDBFactory.prototype.open = function (name, ...rest) {
    let request;
    try {
      request = realOpen.call(this, name, ...rest);
    } catch (error) {
      request = null;
    }
    const handlers = {};
    const stand = { readyState: "pending", result: undefined, error: null };
    for (const kind of ["onsuccess", "onerror", "onupgradeneeded", "onblocked"]) {
      Object.defineProperty(stand, kind, {
        get: () => handlers[kind],
        set: (fn) => { handlers[kind] = fn; },
      });
    }
    const fallBack = () => {
      if (!memory.has(name)) memory.set(name, memoryDatabase(name));
      stand.result = memory.get(name);
      stand.readyState = "done";
      if (typeof handlers.onsuccess === "function") handlers.onsuccess({ target: stand, type: "success" });
    };
    if (!request) { setTimeout(fallBack, 0); return stand; }
    request.onupgradeneeded = (event) => {
      stand.result = request.result;
      if (typeof handlers.onupgradeneeded === "function") {
        handlers.onupgradeneeded({ target: { result: request.result, transaction: request.transaction } });
      }
    };
    request.onsuccess = () => {
      stand.result = request.result;
      stand.readyState = "done";
      if (typeof handlers.onsuccess === "function") handlers.onsuccess({ target: stand, type: "success" });
    };
    request.onblocked = (event) => {
      if (typeof handlers.onblocked === "function") handlers.onblocked(event);
    };
    request.onerror = (event) => {
      event.preventDefault();
      console.warn(`IndexedDB "${name}" is not available here (${request.error}); using memory`);
      fallBack();
    };
    return stand;
  };
})();
