// Memory snapshots of the Python interpreter, so that a returning visitor skips Pyodide's
// start-up: the interpreter's whole memory, taken once right after start-up with the game's
// modules imported, kept in Cache Storage, restored on later visits
// (Pyodide 314's experimental `loadPyodide({_makeSnapshot})` / `makeMemorySnapshot()` /
// `loadPyodide({_loadSnapshot})`). Used by the page's interpreter (pyodide-snapshot.mjs, the
// module PyScript loads) and by the computer players' worker (ai-worker.js); a one-off worker
// makes it (ai-worker.js in "snapshot" mode, started by ai-client.js when the page is idle).
//
// The snapshot is only valid for the exact files it was made from: pyodide.asm.wasm/.mjs, the
// cut python_stdlib.zip, game.zip and this code. build.py hashes them into `key` (the page's
// `data-snapshot-key`); an entry with another key, from another browser version, or whose
// bytes do not match their SHA-256 is deleted and never restored. Every failure (no Cache
// Storage, storage blocked, quota, a bad entry, a failed restore) means a normal start-up,
// reported by console.debug only.
//
// What is kept: one entry per site (`<site>/__snapshot__` in the cache "volcano-snapshot:
// <site>"), the raw snapshot with its key, digest and browser in headers. The cache name does
// not start with the service worker's prefix, so its clean-up on activation leaves it alone;
// a new build replaces the entry on its first visit.
"use strict";

const CACHE_PREFIX = "volcano-snapshot:";
const ENTRY = "__snapshot__";
const MAGIC = 1886286592; // the first word of Pyodide 314's snapshots (snapshot.ts)
// Where the game package lives in the interpreter's file system: the page's PyScript unpacks
// game.zip into the working directory (pyscript.json "./*"), the worker does the same, so
// the one snapshot serves both.
export const HOME = "/home/pyodide";

const debug = (...args) => console.debug("[snapshot]", ...args);

/** {base, key}: where this site keeps its snapshot and which one it wants. */
export function settings(base, key) {
  return key ? { base: new URL(".", base).href, key: String(key) } : null;
}

function browser() {
  return (self.navigator && navigator.userAgent) || "";
}

async function openCache(base) {
  if (!self.caches) throw new Error("no Cache Storage here");
  return caches.open(CACHE_PREFIX + base);
}

async function digest(bytes) {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(hash, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The stored snapshot if it is the one wanted: {bytes, reason: "found"}; otherwise {bytes:
 * null, reason}: "off" (no key), "missing", "stale" (other build or browser; deleted),
 * "corrupt" (deleted) or "denied" (no usable Cache Storage: do not try to make one).
 */
export async function read(where) {
  if (!where) return { bytes: null, reason: "off" };
  let cache;
  try {
    cache = await openCache(where.base);
  } catch (error) {
    debug("storage unavailable:", String(error));
    return { bytes: null, reason: "denied" };
  }
  try {
    const url = where.base + ENTRY;
    const response = await cache.match(url);
    if (!response) return { bytes: null, reason: "missing" };
    const headers = response.headers;
    if (headers.get("X-Snapshot-Key") !== where.key || headers.get("X-Snapshot-Browser") !== browser()) {
      await cache.delete(url);
      return { bytes: null, reason: "stale" };
    }
    const bytes = new Uint8Array(await response.arrayBuffer());
    const words = bytes.byteLength >= 48 ? new Uint32Array(bytes.buffer, 0, 2) : null;
    const sound = words && words[0] === MAGIC && words[1] < bytes.byteLength &&
      headers.get("X-Snapshot-Digest") === (await digest(bytes));
    if (!sound) {
      await cache.delete(url);
      return { bytes: null, reason: "corrupt" };
    }
    return { bytes, reason: "found" };
  } catch (error) {
    debug("could not read the snapshot:", String(error));
    return { bytes: null, reason: "denied" };
  }
}

/** Keep `bytes` as this site's snapshot (replacing any other); true if stored. */
export async function write(where, bytes) {
  try {
    const cache = await openCache(where.base);
    const headers = {
      "Content-Type": "application/octet-stream",
      "X-Snapshot-Key": where.key,
      "X-Snapshot-Browser": browser(),
      "X-Snapshot-Digest": await digest(bytes),
    };
    await cache.put(where.base + ENTRY, new Response(bytes, { headers }));
    return true;
  } catch (error) {
    debug("could not store the snapshot:", String(error));
    return false;
  }
}

/** Forget this site's snapshot (one that failed to restore). */
export async function drop(where) {
  try {
    await (await openCache(where.base)).delete(where.base + ENTRY);
  } catch (error) {
    debug("could not delete the snapshot:", String(error));
  }
}

/**
 * Start Pyodide (the module `runtime`, with `options`) from the stored snapshot if there is
 * a good one, else normally. `make`: start normally in a mode that can make a snapshot.
 * Returns {py, path: "restored" | "none", reason}.
 */
export async function start(runtime, options, where, { make = false } = {}) {
  const stored = await read(where);
  if (stored.bytes) {
    try {
      const py = await runtime.loadPyodide({ ...options, _loadSnapshot: stored.bytes });
      afterRestore(py);
      return { py, path: "restored", reason: "found" };
    } catch (error) {
      debug("restore failed, starting normally:", String(error));
      await drop(where);
      stored.reason = "failed";
    }
  }
  const py = await runtime.loadPyodide(make ? { ...options, _makeSnapshot: true } : options);
  return { py, path: "none", reason: stored.reason };
}

// A restored interpreter is the snapshot's in memory only: its file system is new (the game
// files are unpacked again by the caller), so forget the import system's directory caches;
// Pyodide put "" on sys.path a second time; every visit needs its own random numbers.
// (importlib.invalidate_caches() would import importlib.metadata, cut from the stdlib.)
const AFTER_RESTORE = `
import sys
sys.path_importer_cache.clear()
sys.path[:] = list(dict.fromkeys(sys.path))
if "random" in sys.modules:
    sys.modules["random"].seed()
`;

function afterRestore(py) {
  run(py, AFTER_RESTORE);
}

// The modules a page imported from the standard library and Pyodide (PyScript's among them):
// the snapshot imports them too. Not PyScript's own package nor the modules made of
// JavaScript objects: those exist only in the page.
const IMPORTED = `
import sys
sorted(
    name for name, module in list(sys.modules.items())
    if name.partition(".")[0] not in ("__main__", "pyscript", "game")
    and getattr(getattr(module, "__spec__", None), "origin", None) is not None
    and (module.__spec__.origin in ("built-in", "frozen")
         or module.__spec__.origin.startswith("/lib/"))
)
`;

/** The names of the modules `py` (the page's interpreter) imported, for make(). */
export function imported(py) {
  try {
    const names = run(py, IMPORTED);
    try { return names.toJs(); } finally { names.destroy(); }
  } catch (error) {
    debug("could not list the modules:", String(error));
    return [];
  }
}

// Imports the given modules, then every module of the game package (unpacked in HOME), so a
// restored interpreter has them all: the page's shell and each game's front end, the engines
// and the computer players. None of them may touch the browser when imported (no top-level
// `js.` use: tests/test_snapshot_imports.py): made in a worker, the snapshot is restored in
// the page. A module that fails to import is left out (and imported normally when needed).
const IMPORT_ALL = `
import importlib, os
skipped = []
names = list(modules)
for folder, subfolders, files in os.walk("game"):
    subfolders.sort()
    for file in sorted(files):
        if file.endswith(".py"):
            names.append(os.path.join(folder, file[:-3]).replace("/", ".").removesuffix(".__init__"))
for name in names:
    try:
        importlib.import_module(name)
    except Exception as error:
        skipped.append(f"{name}: {error!r}")
"\\n".join(skipped)
`;

// Python code run in a namespace of its own, not in __main__ (where the page's code runs).
function run(py, code, names = {}) {
  const namespace = py.toPy(names);
  try {
    return py.runPython(code, { globals: namespace });
  } finally {
    namespace.destroy();
  }
}

/**
 * In an interpreter started with `make` whose working directory (HOME) holds the game
 * package: import `modules` (names) and every game module, and take the snapshot. Returns
 * the bytes, or null if this interpreter cannot be snapshotted (its memory grew past
 * `initialHeap`, its size at start: Pyodide 314 restores a snapshot into the initial memory
 * only, without growing it).
 */
export function make(py, initialHeap, modules = []) {
  const skipped = run(py, IMPORT_ALL, { modules: Array.from(modules, String) });
  if (skipped) debug("not in the snapshot:", skipped);
  if (py._module.HEAP8.length !== initialHeap) {
    debug("memory grew to", py._module.HEAP8.length, "bytes: no snapshot");
    return null;
  }
  return py.makeMemorySnapshot();
}
