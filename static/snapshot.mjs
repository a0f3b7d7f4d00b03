// Memory snapshots of the Python interpreter, so that a returning visitor skips Pyodide's
// start-up: the interpreter's whole memory, taken once right after start-up with the game's
// modules imported, kept in Cache Storage, restored on later visits
// (Pyodide 314's experimental `loadPyodide({_makeSnapshot})` / `makeMemorySnapshot()` /
// `loadPyodide({_loadSnapshot})`). Restored by the page's interpreter (pyodide-snapshot.mjs,
// the module PyScript loads); a one-off worker makes it (ai-worker.js in "snapshot" mode,
// started by pyodide-snapshot.mjs when the page is idle).
//
// The snapshot is only valid for the exact files it was made from: pyodide.asm.wasm/.mjs, the
// cut python_stdlib.zip, game.zip and this code. build.py hashes them into `key` (the page's
// `data-snapshot-key`); an entry with another key, from another browser version, or whose
// bytes do not match their SHA-256 is deleted and never restored. Every failure (no Cache
// Storage, storage blocked, quota, a bad entry, a failed restore) means a normal start-up,
// reported by console.debug only. A snapshot of this very build that fails to restore (or to
// be stored) is replaced by a record of the failure: after two, none is made any more for
// this build in this browser, rather than paying for a useless one on every visit.
//
// What is kept: one entry per site (`<site>/__snapshot__` in the cache "volcano-snapshot:
// <site>"), the snapshot without its zero pages (pack), with its key, digest, browser and
// failures in headers. The cache name does not start with the service worker's prefix, so its
// clean-up on activation leaves it alone; a new build replaces the entry on its first visit.
"use strict";

const CACHE_PREFIX = "volcano-snapshot:";
const ENTRY = "__snapshot__";
const MAGIC = 1886286592; // the first word of Pyodide 314's snapshots (snapshot.ts)
const MAX_FAILURES = 2;
// Where the game package lives in the interpreter's file system: game.zip (compiled, with
// PyScript's package: stdlib_build.py compile_site), imported where it lies, first on sys.path
// (mountGame), in the page and in the workers. Its bytecode names its files there
// (stdlib_build.py GAME_ZIP_PATH).
export const HOME = "/home/pyodide";
export const GAME_ZIP = `${HOME}/game.zip`;

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
 * The stored snapshot if it is the one wanted: {bytes, reason: "found", failures}; otherwise
 * {bytes: null, reason, failures}, the reason one of "off" (no key), "missing", "stale" (other
 * build or browser; deleted), "corrupt" (deleted), "failed" (this build's snapshot failed to
 * restore or to be stored), "given-up" (that happened MAX_FAILURES times: make no more) or
 * "denied" (no usable Cache Storage: make none). `later`: for a sound-looking entry, return
 * {bytes: null, body: <promise of the checked bytes>, reason: "found", failures} at once; the
 * promise rejects with Corrupt (the entry deleted) if they do not match their digest.
 */
export async function read(where, { later = false } = {}) {
  if (!where) return { bytes: null, reason: "off", failures: 0 };
  let cache;
  try {
    cache = await openCache(where.base);
  } catch (error) {
    debug("storage unavailable:", String(error));
    return { bytes: null, reason: "denied", failures: 0 };
  }
  try {
    const url = where.base + ENTRY;
    const response = await cache.match(url);
    if (!response) return { bytes: null, reason: "missing", failures: 0 };
    const headers = response.headers;
    if (headers.get("X-Snapshot-Key") !== where.key ||
        headers.get("X-Snapshot-Browser") !== browser()) {
      await cache.delete(url);
      return { bytes: null, reason: "stale", failures: 0 };
    }
    const failures = Number(headers.get("X-Snapshot-Failures")) || 0;
    if (!headers.has("X-Snapshot-Digest")) {  // no snapshot, only the record of failures
      const reason = failures >= MAX_FAILURES ? "given-up" : "failed";
      return { bytes: null, reason, failures };
    }
    const body = verified(cache, url, response);
    if (later) {  // start(): the runtime starts loading meanwhile
      body.catch(() => {});  // (its rejection is start()'s to handle)
      return { bytes: null, body, reason: "found", failures };
    }
    try {
      return { bytes: await body, reason: "found", failures };
    } catch (error) {
      if (error instanceof Corrupt) return { bytes: null, reason: "corrupt", failures };
      throw error;
    }
  } catch (error) {
    debug("could not read the snapshot:", String(error));
    return { bytes: null, reason: "denied", failures: 0 };
  }
}

class Corrupt extends Error {}

/**
 * The snapshot kept in the entry (see unpack) if it is one with the digest it was stored with,
 * else the entry is deleted.
 */
async function verified(cache, url, response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const words = bytes.byteLength >= 48 ? new Uint32Array(bytes.buffer, 0, 2) : null;
  const sound = words && words[0] === MAGIC && words[1] < bytes.byteLength &&
    response.headers.get("X-Snapshot-Digest") === (await digest(bytes));
  const snap = sound ? unpack(bytes) : null;
  if (!snap) {
    await cache.delete(url);
    throw new Corrupt("the stored snapshot is corrupt");
  }
  return snap;
}

// How a snapshot is kept. About half of an interpreter's memory is zero pages, so the entry
// holds the snapshot's head (Pyodide's header, up to where the memory image starts) as it is,
// then only the image's 4 KB blocks that are not all zero, then which blocks those are:
//   head | kept blocks | map (a bit per block, in 4-byte words) | blocks, image bytes, PACKED
// A restore copies the kept blocks straight into the new interpreter's memory (restoreHook):
// the zero pages are never written, so they never become resident, in the entry, in the page
// or in the new memory.
const BLOCK_BYTES = 4096;
const PACKED = 0x4b435056;  // "VPCK"
const TRAILER = 12;
const IMAGES = new WeakMap();  // unpacked snapshot's buffer -> {blocks, map, length}

function imageStart(bytes) {
  return new Uint32Array(bytes.buffer, bytes.byteOffset, 2)[1];
}

function allZero(bytes) {
  const words = (bytes.byteOffset | bytes.length) & 3
    ? bytes : new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length >> 2);
  for (let i = 0; i < words.length; i++) if (words[i] !== 0) return false;
  return true;
}

function isKept(map, block) {
  return (map[block >> 3] & (1 << (block & 7))) !== 0;
}

/** The map's size for `count` blocks: a bit each, in whole 4-byte words. */
function mapBytes(count) {
  return Math.ceil(count / 32) * 4;
}

/** The size of block `block` of an image of `length` bytes (the last one may be short). */
function blockBytes(length, block) {
  return Math.min(BLOCK_BYTES, length - block * BLOCK_BYTES);
}

/** A snapshot (`makeMemorySnapshot()`'s bytes) as it is kept: head, kept blocks, map. */
export function pack(snap) {
  const start = imageStart(snap);
  const image = snap.subarray(start);
  const count = Math.ceil(image.length / BLOCK_BYTES);
  const map = new Uint8Array(mapBytes(count));
  const kept = [];
  for (let block = 0; block < count; block++) {
    const bytes = image.subarray(block * BLOCK_BYTES, (block + 1) * BLOCK_BYTES);
    if (!allZero(bytes)) {
      map[block >> 3] |= 1 << (block & 7);
      kept.push(bytes);
    }
  }
  const keptBytes = kept.reduce((sum, bytes) => sum + bytes.length, 0);
  const out = new Uint8Array(start + keptBytes + map.length + TRAILER);
  out.set(snap.subarray(0, start));
  let at = start;
  for (const bytes of kept) {
    out.set(bytes, at);
    at += bytes.length;
  }
  out.set(map, at);
  const trailer = new DataView(out.buffer, at + map.length, TRAILER);
  trailer.setUint32(0, count, true);
  trailer.setUint32(4, image.length, true);
  trailer.setUint32(8, PACKED, true);
  return out;
}

/**
 * The snapshot an entry keeps, for Pyodide: its head, then an image that is all zero until
 * restoreHook's copy fills the new memory from the kept blocks; null if the entry is not a
 * packed snapshot.
 */
export function unpack(packed) {
  const size = packed.length;
  if (size < TRAILER) return null;
  const trailer = new DataView(packed.buffer, packed.byteOffset + size - TRAILER, TRAILER);
  const count = trailer.getUint32(0, true);
  const length = trailer.getUint32(4, true);
  const start = imageStart(packed);
  const tail = mapBytes(count) + TRAILER;
  if (trailer.getUint32(8, true) !== PACKED || count !== Math.ceil(length / BLOCK_BYTES) ||
      start + tail > size) {
    return null;
  }
  const map = packed.subarray(size - tail, size - TRAILER);
  let keptBytes = 0;
  for (let block = 0; block < count; block++) {
    if (isKept(map, block)) keptBytes += blockBytes(length, block);
  }
  if (start + keptBytes + tail !== size) return null;
  const snap = new Uint8Array(start + length);  // zero pages the page does not hold yet
  snap.set(packed.subarray(0, start));
  IMAGES.set(snap.buffer, { blocks: packed.subarray(start, start + keptBytes), map, length });
  return snap;
}

/**
 * Pyodide restores a snapshot with one copy of its image over the new interpreter's memory
 * (`HEAP8.set`). Until the returned function is called, that copy of an unpacked snapshot's
 * image writes the kept blocks and zeroes only what is not zero already (untouched memory
 * reads as zero without becoming resident).
 */
export function restoreHook() {
  const set = Int8Array.prototype.set;
  const unwrap = () => { Int8Array.prototype.set = set; };
  Int8Array.prototype.set = function (source, offset) {
    const image = source && IMAGES.get(source.buffer);
    if (offset || !image || source.length !== image.length || source.length > this.length) {
      return set.call(this, source, offset);
    }
    unwrap();
    IMAGES.delete(source.buffer);  // (the blocks are garbage once copied)
    const memory = new Uint8Array(this.buffer, this.byteOffset, image.length);
    let at = 0;
    for (let block = 0, from = 0; from < image.length; block++, from += BLOCK_BYTES) {
      const size = blockBytes(image.length, block);
      if (isKept(image.map, block)) {
        memory.set(image.blocks.subarray(at, at + size), from);
        at += size;
      } else {
        const bytes = memory.subarray(from, from + size);
        if (!allZero(bytes)) bytes.fill(0);
      }
    }
  };
  return unwrap;
}

function entryHeaders(where, failures) {
  return {
    "X-Snapshot-Key": where.key,
    "X-Snapshot-Browser": browser(),
    "X-Snapshot-Failures": String(failures),
  };
}

/**
 * Keep `bytes` as this site's snapshot (replacing any other), carrying the count of earlier
 * `failures` of this build's snapshots; true if stored (else the failure is counted).
 */
export async function write(where, bytes, failures = 0) {
  try {
    const cache = await openCache(where.base);
    const packed = pack(bytes);
    const headers = {
      ...entryHeaders(where, failures),
      "Content-Type": "application/octet-stream",
      "X-Snapshot-Digest": await digest(packed),
    };
    await cache.put(where.base + ENTRY, new Response(packed, { headers }));
    return true;
  } catch (error) {
    debug("could not store the snapshot:", String(error));
    await failed(where, failures + 1);
    return false;
  }
}

/**
 * Replace this site's snapshot by a record of `failures` (restoring or storing this build's
 * snapshot failed): after MAX_FAILURES no more are made for this build in this browser.
 */
export async function failed(where, failures) {
  try {
    const cache = await openCache(where.base);
    await cache.put(where.base + ENTRY, new Response("", { headers: entryHeaders(where, failures) }));
  } catch (error) {
    debug("could not record the failure:", String(error));
  }
}

/**
 * Start Pyodide (the module `runtime`, with `options`) from the stored snapshot if there is
 * a good one, else normally. Returns {py, path: "restored" | "none", reason} (reason: read's,
 * or "failed" when the snapshot did not restore).
 */
export async function start(runtime, options, where) {
  const stored = await read(where, { later: true });
  if (stored.body) {
    // The bytes are read and checked while Pyodide loads its files, and handed over through
    // a thenable that lets go of them once read: Pyodide keeps its options as long as the
    // interpreter lives (restoreHook lets go of the kept blocks once it has copied them).
    let body = stored.body;
    stored.body = null;
    const once = {
      then(resolve, reject) {
        const given = body;
        body = null;
        return Promise.resolve(given).then(resolve, reject);
      },
    };
    const unwrap = restoreHook();
    try {
      const py = await runtime.loadPyodide({ ...options, _loadSnapshot: once });
      afterRestore(py);
      return { py, path: "restored", reason: "found" };
    } catch (error) {
      if (error instanceof Corrupt) {
        debug("corrupt snapshot (deleted), starting normally");
        stored.reason = "corrupt";
      } else {
        debug("restore failed, starting normally:", String(error));
        await failed(where, stored.failures + 1);
        stored.reason = "failed";
      }
    } finally {
      unwrap();
    }
  }
  const py = await runtime.loadPyodide(options);
  return { py, path: "none", reason: stored.reason };
}

// A restored interpreter is the snapshot's in memory only: its file system is new (game.zip is
// written again by the caller, mountGame), so forget the import system's directory caches;
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

// zipimport reads a zip's table of contents once per path and keeps it: a restored
// interpreter may hold the maker's (of the same game.zip: the snapshot's key covers it).
const MOUNT = `
import sys, zipimport
zipimport._zip_directory_cache.pop(path, None)
sys.path_importer_cache.pop(path, None)
if path not in sys.path:
    sys.path.insert(0, path)
`;

/** Put game.zip's `bytes` where `py` imports the game's modules (and PyScript's) from. */
export function mountGame(py, bytes) {
  py.FS.writeFile(GAME_ZIP, bytes);
  run(py, MOUNT, { path: GAME_ZIP });
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

// Imports the given modules, then every module of the game package (in GAME_ZIP), so a
// restored interpreter has them all: the page's shell and each game's front end, the engines
// and the computer players. None of them may touch the browser when imported (no top-level
// `js.` use: tests/test_snapshot_imports.py): made in a worker, the snapshot is restored in
// the page. A module that fails to import is left out (and imported normally when needed).
const IMPORT_ALL = `
import importlib, zipfile
skipped = []
names = list(modules)
with zipfile.ZipFile(path) as archive:
    names += [file.rpartition(".")[0].replace("/", ".").removesuffix(".__init__")
              for file in sorted(archive.namelist())
              if file.startswith("game/") and file.endswith((".py", ".pyc"))]
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
 * In an interpreter started with `make` with the game mounted (mountGame): import `modules` (names) and every game module, and take the snapshot. Returns
 * the bytes, or null if this interpreter cannot be snapshotted (its memory grew past
 * `initialHeap`, its size at start: Pyodide 314 restores a snapshot into the initial memory
 * only, without growing it).
 */
export function make(py, initialHeap, modules = []) {
  const skipped = run(py, IMPORT_ALL, { modules: Array.from(modules, String), path: GAME_ZIP });
  if (skipped) debug("not in the snapshot:", skipped);
  if (py._module.HEAP8.length !== initialHeap) {
    debug("memory grew to", py._module.HEAP8.length, "bytes: no snapshot");
    return null;
  }
  return py.makeMemorySnapshot();
}
