// The game package (game.zip: the `game` package's sources and the bytecode of PyScript's own
// package) written into an interpreter's file system from JavaScript, by the page
// (pyodide-snapshot.mjs) and by the workers (ai-worker.js).
//
// Pyodide's unpackArchive unzips in Python (zipfile, shutil): 95-180 ms of the page's main
// thread on every start, restored from the snapshot or not, once the interpreter is up. Here
// the browser inflates the entries (DecompressionStream) while the interpreter starts, and
// writing them takes a few milliseconds. Where that cannot be done (no DecompressionStream, an
// archive this reader does not take), Pyodide unpacks it as before.
"use strict";

// Where the game package lives: the interpreter's working directory.
export const HOME = "/home/pyodide";

const END = 0x06054b50; // end of central directory
const ENTRY = 0x02014b50; // central directory file header
const LOCAL = 0x04034b50; // local file header
const STORED = 0;
const DEFLATED = 8;

function check(condition, what) {
  if (!condition) throw new Error(`game.zip: ${what}`);
}

let crcTable = null;

function crc32(bytes) {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c;
    }
  }
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = crcTable[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

async function inflate(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A relative path inside the archive, or an error: no absolute paths, no "..", no "\". */
function safePath(name) {
  const parts = name.split("/");
  check(!name.includes("\\") && parts[0] !== "" &&
        parts.every((part, i) => part !== ".." && part !== "." &&
                                 (part !== "" || i === parts.length - 1)),
        `unsafe name ${JSON.stringify(name)}`);
  return name;
}

/**
 * The files of a zip archive, [[relative path, bytes]] (directories left out), each checked
 * against its size and CRC-32. Takes stored and deflated entries, nothing else (no ZIP64,
 * no encryption); throws otherwise.
 */
export async function unzip(bytes) {
  check(typeof DecompressionStream === "function", "no DecompressionStream here");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== END) end--;
  check(end >= 0, "no end of central directory");
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names = new TextDecoder("utf-8", { fatal: true });
  const files = [];
  for (let i = 0; i < count; i++) {
    check(at + 46 <= bytes.length && view.getUint32(at, true) === ENTRY, "bad directory");
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const packed = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = safePath(names.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + skip;
    if (name.endsWith("/")) continue;
    check(!(flags & 1) && (method === STORED || method === DEFLATED), `${name}: not readable`);
    check(local + 30 <= bytes.length && view.getUint32(local, true) === LOCAL, `${name}: bad entry`);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    check(start + packed <= bytes.length, `${name}: truncated`);
    const data = bytes.subarray(start, start + packed);
    const content = method === STORED ? data : inflate(data);
    if (content.catch) content.catch(() => {});  // (a later entry may fail first)
    files.push([name, content, size, crc]);
  }
  const out = [];
  for (const [name, data, size, crc] of files) {
    const content = await data;
    check(content.length === size && crc32(content) === crc, `${name}: corrupt`);
    out.push([name, content]);
  }
  return out;
}

/**
 * Write the game package into `py`'s file system at HOME: `files` (unzip's), or when there
 * are none, the archive `bytes` unpacked by Pyodide.
 */
export function install(py, { files, bytes }) {
  if (!files) {
    py.unpackArchive(bytes, "zip", { extractDir: HOME });
    return;
  }
  for (const [name, content] of files) {
    const path = `${HOME}/${name}`;
    py.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    py.FS.writeFile(path, content);
  }
}

/** Fetch the archive at `url` and read it: {bytes, files: unzip's, or null if unreadable}. */
export async function load(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`game.zip: HTTP ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  try {
    return { bytes, files: await unzip(bytes) };
  } catch (error) {
    console.debug("[game files] Pyodide unpacks them:", String(error));
    return { bytes, files: null };
  }
}
