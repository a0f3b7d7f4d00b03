// Saved games in IndexedDB, and which tab owns which game. Plain JS; Python (the shell's
// game/ui/store.py) calls it and gets promises back.
//
//   volcanoSaves.list()               Promise of [{key, text, foreign}]: every save,
//                                     unparsed; foreign: under a key that is not text
//   volcanoSaves.count()              Promise of how many saves there are
//   volcanoSaves.read(key)            Promise of the save's text, or null
//   volcanoSaves.write(key, text)     Promise of {ok: true} or {ok: false, reason, message}
//                                     reason: "quota" | "conflict" (another tab saved this
//                                     game since) | "deleted" (another tab deleted it) |
//                                     "lost" (another tab took it over) | "error" |
//                                     "unavailable" (no storage here: kept for this page only)
//   volcanoSaves.remove(key)          Promise of what was stored (for restore), or null
//   volcanoSaves.restore(key, value)  Promise: put back what remove gave, unless the key is
//                                     taken meanwhile (Undo of a delete)
//   volcanoSaves.forget(key)          drop this tab's unsaved copy of a game (it was saved
//                                     under another key)
//   volcanoSaves.openElsewhere(key)   Promise of true when another tab has the game open
//   volcanoSaves.claim(key, steal)    Promise of true (this tab owns the game now) or false
//                                     (another tab does; nothing changed); a steal is written
//                                     into the save (a takeover)
//   volcanoSaves.release(key)         this tab no longer owns the game
//   volcanoSaves.onLost(callback)     callback(key) when another tab takes a game over
//   volcanoSaves.backend              "indexeddb", "localstorage" (no IndexedDB here) or
//                                     "memory" (the browser lets this page store nothing)
//
// Writes to one game are queued, so they land in order. Each save carries a revision; a write
// lands only if the stored revision is the one this tab last read or wrote (compare-and-swap
// in one transaction), so a tab never overwrites moves another tab saved, with or without
// Web Locks. The one-time migration moves the saves of earlier versions out of localStorage.
//
// A takeover (claim with steal) is a write too: the save's next revision, marked as taken over
// at it. The tab that had the game may still have a write in flight, begun before it heard it
// lost the lock; that write either landed before the takeover, which then reads it, or fails
// ("lost": the stored save was taken over after the revision the write expected). So the save
// always follows the tab that took the game, never a late write of the one that lost it.
//
// IndexedDB writes land a little later than the move: a reload (or a crash) in between would
// drop the last ones. So each game's newest write is also kept in sessionStorage, which is
// written at once and survives a reload of the tab, until it has landed; the next load of
// the tab stores it (recover), unless another tab has saved that game since. A tab also reads
// its own unsaved copy back (list, read) while it is newer than the stored save: with the
// storage full, a reload and Resume open the newest moves, not the last ones stored. A copy
// that could not be stored because another tab changed or deleted the game becomes a new
// saved game on the next load: never a silent unsaved game.
"use strict";

(() => {
  const DB = "volcano";
  const STORE = "saves";
  const PREFIX = "volcano:save:";
  const LOCK = "volcano:game:";
  const revisions = new Map(); // key -> revision this tab last read or wrote
  const queues = new Map(); // key -> promise of the last queued write
  const held = new Map(); // key -> function releasing this tab's lock
  const lostListeners = new Set();
  const lost = new Set(); // keys another tab took from this one
  const AHEAD = "volcano:ahead:"; // sessionStorage: a game's newest write not landed yet
  const unfinished = new Map(); // key -> this tab's writes queued and not finished

  const request = (r) => new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });

  function openDb() {
    return new Promise((resolve, reject) => {
      if (!("indexedDB" in window)) { reject(new Error("no IndexedDB")); return; }
      const r = indexedDB.open(DB, 1);
      r.onupgradeneeded = () => r.result.createObjectStore(STORE);
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
      r.onblocked = () => reject(new Error("the saved-games database is blocked"));
    });
  }

  function describe(error) {
    const name = (error && error.name) || "";
    const reason = name === "QuotaExceededError" ? "quota" : "error";
    return { ok: false, reason, message: String((error && error.message) || error) };
  }

  // A stored value's text, revision and the revision at which another tab last took the game
  // over ({rev, text, taken}; saves of earlier versions: the text). Anything else stored (by
  // another program) is given as JSON where it can be, for "Export as is".
  const text = (value) => {
    if (value && typeof value === "object" && "text" in value) return String(value.text);
    if (typeof value === "string") return value;
    try {
      const json = JSON.stringify(value);
      if (typeof json === "string") return json;
    } catch (error) { /* a cycle or a BigInt: as a string below */ }
    return String(value);
  };
  const revOf = (value) => (value && value.rev) || 0;
  const takenOf = (value) => (value && value.taken) || 0;
  const ours = (value) => Boolean(value && typeof value === "object" && "text" in value);

  // The stored value is not the revision `expected`: another tab took the game over since, or
  // deleted it (nothing stored: rev 0), or saved it since (without Web Locks).
  const conflict = (value, expected) => {
    const rev = revOf(value);
    if (takenOf(value) > expected) {
      return { ok: false, reason: "lost", rev, message: "another tab has this game" };
    }
    return { ok: false, reason: rev ? "conflict" : "deleted", rev };
  };

  // Each backend stores {rev, text} per key and offers the same operations; put stores a
  // value as it is (restore).
  function idbBackend(db) {
    const tx = (mode) => db.transaction(STORE, mode).objectStore(STORE);
    const odd = new Map(); // String(key) -> a key that is not text (no save of ours)
    const raw = (key) => (odd.has(key) ? odd.get(key) : key);
    return {
      name: "indexeddb",
      async list() {
        const store = tx("readonly");
        const [keys, values] = await Promise.all([request(store.getAllKeys()),
                                                  request(store.getAll())]);
        return keys.map((key, i) => {
          if (typeof key === "string") return { key, value: values[i] };
          odd.set(String(key), key);
          return { key: String(key), value: values[i], foreign: true };
        });
      },
      count() { return request(tx("readonly").count()); },
      async get(key) { return request(tx("readonly").get(raw(key))); },
      remove(key) { return request(tx("readwrite").delete(raw(key))); },
      put(key, value) { return request(tx("readwrite").put(value, key)); },
      cas(key, expected, text) {
        return new Promise((resolve) => {
          let outcome = null;
          let transaction;
          try {
            transaction = db.transaction(STORE, "readwrite");
          } catch (error) { resolve(describe(error)); return; }
          const store = transaction.objectStore(STORE);
          const read = store.get(key);
          read.onsuccess = () => {
            const rev = revOf(read.result);
            if (rev !== expected) { outcome = conflict(read.result, expected); return; }
            try {
              store.put({ rev: rev + 1, text, taken: takenOf(read.result) }, key);
              outcome = { ok: true, rev: rev + 1 };
            } catch (error) { outcome = describe(error); transaction.abort(); }
          };
          transaction.oncomplete = () => resolve(outcome);
          transaction.onabort = () => resolve(outcome && !outcome.ok ? outcome
                                              : describe(transaction.error));
          transaction.onerror = (event) => event.preventDefault();
        });
      },
      // A takeover, in one transaction: the save's next revision, marked as taken over at it;
      // that revision (0: no save of ours there, nothing written).
      take(key) {
        return new Promise((resolve, reject) => {
          const transaction = db.transaction(STORE, "readwrite");
          const store = transaction.objectStore(STORE);
          let rev = 0;
          const read = store.get(key);
          read.onsuccess = () => {
            if (!ours(read.result)) return;
            rev = revOf(read.result) + 1;
            store.put({ ...read.result, rev, taken: rev }, key);
          };
          transaction.oncomplete = () => resolve(rev);
          transaction.onabort = () => reject(transaction.error);
        });
      },
    };
  }

  // No storage at all (storage blocked for this page): saves live as long as the page, and
  // every write says it could not be kept.
  function memoryBackend() {
    const data = new Map();
    return {
      name: "memory",
      async list() { return [...data].map(([key, value]) => ({ key, value })); },
      async count() { return data.size; },
      async get(key) { return data.get(key); },
      async remove(key) { data.delete(key); },
      async put(key, value) { data.set(key, value); },
      async cas(key, expected, text) {
        const value = data.get(key);
        const rev = revOf(value);
        if (rev !== expected) return conflict(value, expected);
        data.set(key, { rev: rev + 1, text, taken: takenOf(value) });
        return { ok: false, reason: "unavailable", rev: rev + 1, kept: true,
                 message: "this browser does not let the page store anything" };
      },
      async take(key) {
        const value = data.get(key);
        if (!ours(value)) return 0;
        const rev = revOf(value) + 1;
        data.set(key, { ...value, rev, taken: rev });
        return rev;
      },
    };
  }

  function localBackend() {
    // {rev, taken}; earlier versions kept the revision alone
    const read = (key) => {
      try {
        const meta = JSON.parse(localStorage.getItem(PREFIX + "rev:" + key) || "0");
        return typeof meta === "number" ? { rev: meta, taken: 0 } : { rev: revOf(meta),
                                                                      taken: takenOf(meta) };
      } catch (e) { return { rev: 0, taken: 0 }; }
    };
    const write = (key, text, meta) => {
      localStorage.setItem(PREFIX + key, text);
      localStorage.setItem(PREFIX + "rev:" + key, JSON.stringify(meta));
    };
    const keys = () => {  // the saves' keys, without reading their texts
      const out = [];
      for (let k = 0; k < localStorage.length; k++) {
        const name = localStorage.key(k);
        if (name.startsWith(PREFIX) && !name.startsWith(PREFIX + "rev:")) {
          out.push(name.slice(PREFIX.length));
        }
      }
      return out;
    };
    return {
      name: "localstorage",
      async list() {
        return keys().map((key) => ({
          key, value: { ...read(key), text: localStorage.getItem(PREFIX + key) },
        }));
      },
      async count() { return keys().length; },
      async get(key) {
        const text = localStorage.getItem(PREFIX + key);
        return text === null ? undefined : { ...read(key), text };
      },
      async remove(key) {
        localStorage.removeItem(PREFIX + key);
        localStorage.removeItem(PREFIX + "rev:" + key);
      },
      async put(key, value) {
        write(key, value.text, { rev: revOf(value), taken: takenOf(value) });
      },
      async cas(key, expected, text) {
        const meta = read(key);
        if (meta.rev !== expected) return conflict(meta, expected);
        try {
          write(key, text, { rev: meta.rev + 1, taken: meta.taken });
        } catch (error) { return describe(error); }
        return { ok: true, rev: meta.rev + 1 };
      },
      async take(key) {
        const text = localStorage.getItem(PREFIX + key);
        if (text === null) return 0;
        const rev = read(key).rev + 1;
        write(key, text, { rev, taken: rev });
        return rev;
      },
    };
  }

  // Saves of earlier versions lived in localStorage: copy each into IndexedDB (unless a
  // save with that key is there already), then remove it from localStorage.
  async function migrate(backend) {
    if (backend.name !== "indexeddb") return;
    const old = [];
    for (let k = 0; k < localStorage.length; k++) {
      const name = localStorage.key(k);
      if (name && name.startsWith(PREFIX)) old.push(name);
    }
    for (const name of old) {
      const key = name.slice(PREFIX.length);
      const text = localStorage.getItem(name);
      const existing = await backend.get(key);
      const result = existing ? { ok: true } : await backend.cas(key, 0, text);
      if (result.ok) localStorage.removeItem(name);
    }
  }

  function localOrMemory() {
    try {
      localStorage.getItem(PREFIX);
      return localBackend();
    } catch (error) {
      return memoryBackend();
    }
  }

  // {body, base, n, conflict}: the newest write of a game, made when this tab's last landed
  // revision was `base` with `n` writes of its own unfinished, so revisions base+1..base+n
  // are this tab's; `conflict` when another tab changed or deleted the game meanwhile.
  function keepAhead(key, entry) {
    try {
      if (entry) sessionStorage.setItem(AHEAD + key, JSON.stringify(entry));
      else sessionStorage.removeItem(AHEAD + key);
    } catch (error) { /* no sessionStorage here: writes are as safe as IndexedDB makes them */ }
  }

  function ahead(key) {
    try {
      const entry = JSON.parse(sessionStorage.getItem(AHEAD + key));
      return entry && typeof entry.body === "string" ? entry : null;
    } catch (error) { return null; }
  }

  // This tab's unsaved copy of a game, when it is newer than the `stored` value (revisions
  // base+1..base+n are this tab's own, so from any of them the copy goes on, unless another
  // tab took the game over since), or when the store has no save of that game at all
  // (`stored` undefined: a full disk can keep the browser from opening IndexedDB, and the
  // page falls back on another store).
  function newer(key, stored) {
    const entry = ahead(key);
    if (!entry || entry.conflict) return null;
    if (stored === undefined) return entry.body;
    const rev = revOf(stored);
    const mine = rev >= entry.base && rev < entry.base + entry.n;
    return mine && takenOf(stored) <= entry.base ? entry.body : null;
  }

  function aheadKeys() {
    const keys = [];
    try {
      for (let k = 0; k < sessionStorage.length; k++) {
        const name = sessionStorage.key(k);
        if (name && name.startsWith(AHEAD)) keys.push(name.slice(AHEAD.length));
      }
    } catch (error) { /* no sessionStorage: nothing kept */ }
    return keys;
  }

  // A save's text under a new key (a game kept apart from the one another tab changed).
  function asNewGame(body) {
    const key = Array.from(crypto.getRandomValues(new Uint8Array(8)),
                           (b) => b.toString(16).padStart(2, "0")).join("");
    try {
      const data = JSON.parse(body);
      data.id = key;
      return { key, body: JSON.stringify(data) };
    } catch (error) { return { key, body }; }
  }

  // Store the writes an earlier page of this tab left unlanded: where no other tab has
  // saved that game since, as its next revision; where another tab changed or deleted it
  // meanwhile, as a new saved game; where the store has no save of it (another store than
  // the one written before), kept, and listed and resumed from here.
  async function recover(backend) {
    if (backend.name === "memory") return;
    for (const key of aheadKeys()) {
      try {
        const entry = ahead(key);
        if (!entry) { keepAhead(key, null); continue; }
        const stored = await backend.get(key);
        let result = { ok: true };
        if (entry.conflict) {
          const copy = asNewGame(entry.body);
          result = await backend.cas(copy.key, 0, copy.body);
        } else if (stored === undefined && entry.base > 0) {
          continue; // the store has no save of it (another store, this load): listed from here
        } else if (newer(key, stored) !== null) {
          result = await backend.cas(key, revOf(stored), entry.body);
        }
        if (result.ok) keepAhead(key, null); // else kept for the next load
      } catch (error) {
        console.warn("recovering a save:", error);
      }
    }
  }

  const ready = openDb().then(
    (db) => (db.memory ? memoryBackend() : idbBackend(db)),
    () => localOrMemory(),
  ).then(async (backend) => {
    try { await migrate(backend); } catch (error) { console.warn("migration:", error); }
    try { await recover(backend); } catch (error) { console.warn("recovery:", error); }
    return backend;
  });


  // [{key, text, foreign}]: a key that is not text is no save of ours (listed as damaged)
  async function list() {
    const backend = await ready;
    const entries = await backend.list();
    for (const { key, value } of entries) {
      if (!revisions.has(key)) revisions.set(key, revOf(value));
    }
    const listed = entries.map(({ key, value, foreign }) => ({
      key, text: foreign ? text(value) : (newer(key, value) ?? text(value)), foreign: !!foreign,
    }));
    const stored = new Set(listed.map(({ key }) => key));
    for (const key of aheadKeys()) {  // games only this tab's unsaved copy holds
      const body = stored.has(key) ? null : newer(key, undefined);
      if (body !== null) listed.push({ key, text: body, foreign: false });
    }
    return listed;
  }

  async function count() {
    return (await ready).count();
  }

  async function read(key) {
    const value = await (await ready).get(key);
    revisions.set(key, revOf(value));
    const mine = newer(key, value);
    if (mine !== null) return mine;
    return value === undefined ? null : text(value);
  }

  function write(key, body) {
    const previous = queues.get(key) || Promise.resolve();
    const n = (unfinished.get(key) || 0) + 1;
    unfinished.set(key, n);
    const before = ahead(key);
    keepAhead(key, { body, base: revisions.get(key) || 0, n, conflict: before?.conflict });
    const next = previous.then(async () => {
      // a new game is claimed by its first write; a game another tab took stays lost
      if (locksAvailable() && !held.has(key) && (lost.has(key) || !(await claim(key)))) {
        return { ok: false, reason: "lost", message: "another tab has this game" };
      }
      const backend = await ready;
      const result = await backend.cas(key, revisions.get(key) || 0, body);
      if (result.ok || result.kept) revisions.set(key, result.rev);
      return result;
    }).catch(describe).then((result) => {
      const left = unfinished.get(key) - 1;
      unfinished.set(key, left);
      if (left === 0) {  // this was the newest write: landed, or kept for the next load
        const conflicted = ["conflict", "deleted"].includes(result.reason);
        const retry = conflicted
          || (!result.ok && !result.kept && ["quota", "error"].includes(result.reason));
        keepAhead(key, retry ? { body, base: revisions.get(key) || 0, n: 1, conflict: conflicted }
          : null);
      }
      return result;
    });
    queues.set(key, next);
    return next;
  }

  async function remove(key) {
    const backend = await ready;
    const value = await backend.get(key);
    await backend.remove(key);
    revisions.delete(key);
    keepAhead(key, null);
    return value === undefined ? null : value;
  }

  async function restore(key, value) {
    const backend = await ready;
    if (value && (await backend.get(key)) === undefined) {
      await backend.put(key, value);
      revisions.set(key, revOf(value));
    }
  }

  function forget(key) { keepAhead(key, null); }

  async function openElsewhere(key) {
    if (!locksAvailable() || held.has(key) || !navigator.locks.query) return false;
    const { held: locks = [] } = await navigator.locks.query();
    return locks.some((lock) => lock.name === LOCK + key);
  }

  // ---- which tab owns a game (Web Locks; without them the revisions still protect) ----
  const locksAvailable = () => Boolean(navigator.locks && navigator.locks.request);

  function claim(key, steal = false) {
    if (!locksAvailable()) return Promise.resolve(true);
    if (held.has(key)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const options = steal ? { steal: true } : { ifAvailable: true };
      navigator.locks.request(LOCK + key, options, (lock) => {
        if (!lock) { resolve(false); return undefined; }
        lost.delete(key);
        return new Promise((release) => {
          held.set(key, release);
          (steal ? takeOver(key) : Promise.resolve()).then(() => resolve(true));
        });
      }).catch(() => {
        // another tab stole the lock: this tab no longer owns the game
        if (held.has(key)) {
          held.delete(key);
          lost.add(key);
          for (const listener of lostListeners) {
            try { listener(key); } catch (error) { console.warn(error); }
          }
        }
      });
    });
  }

  // Write the takeover into the save (see the top), before this tab reads the game.
  async function takeOver(key) {
    try {
      const rev = await (await ready).take(key);
      if (rev) revisions.set(key, rev);
    } catch (error) {
      console.warn("taking the game over:", error);  // (the revisions still protect the save)
    }
  }

  function release(key) {
    const done = held.get(key);
    held.delete(key);
    if (done) done();
  }

  let persisted = null;
  function persist() {
    if (persisted === null && navigator.storage && navigator.storage.persist) {
      persisted = navigator.storage.persist().catch(() => false);
    }
    return persisted;
  }

  window.volcanoSaves = {
    ready, list, count, read, write, remove, restore, forget, openElsewhere, claim, release,
    persist,
    onLost(listener) { lostListeners.add(listener); },
    get backend() { return ready.then((b) => b.name); },
  };
})();
