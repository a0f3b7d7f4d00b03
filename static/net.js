// Play from several devices: the browser transport (WebRTC data channels), no game in it.
// The host's page runs the game; each guest's page connects to it. Python calls it through
// window.volcanoNet:
//
//   settings()              {iceServers, peerjs}: what the site's owner set at build time
//   offer(options?)         host: Promise of {id, code}, an invitation code for one guest;
//                           options.maxMessageBytes: the largest message taken from that
//                           guest (1 KiB to 4 MiB, the default): pieces past it are dropped
//                           as they come
//   answer(code)            guest: Promise of {id, code}, the answer code for the host
//   accept(id, code)        host: Promise of {id}, once that guest's channel is open
//   listen(peerId?, options?) host, with a PeerJS server: Promise of {peerId} guests connect
//                           to (options.maxMessageBytes: as offer's, for each guest)
//   connect(peerId, {timeoutMs}?) guest, with a PeerJS server: Promise of {id} once open
//                           (given up after timeoutMs, 1-20 s; 20 s if not said)
//   unlisten()              host: no more guests through the PeerJS server
//   send(id, text)          throws an Error if the connection is not open or text too large
//                           (over 4 MiB of UTF-8; over 64 KiB it goes in pieces, made whole
//                           again on the other side)
//   close(id)
//   on(listener)            listener({type, id, ...}); returns a function that removes it
//   qrSvg(text, {level})    Promise of an SVG document (text) drawing text as a QR code
//   decodeImage(imageData)  Promise of the text of a QR code in the image, or null
//   scan(video, {signal})   Promise of the text of the first QR code the camera sees
//
// Events: {type: "open", id}, {type: "message", id, text}, {type: "refused", id, reason}
// ("too large", "too many", "not text": the message was dropped), {type: "closed", id,
// reason} (once per id: "closed" by either side, "lost", "timeout"), {type: "server",
// online} (the PeerJS server's connection went up or down; it reconnects by itself).
// Errors have a plain English message and a `code` for a translated one.
//
// Signaling by hand: a code holds only what the other side cannot guess (ICE credentials,
// DTLS fingerprint and role, candidates) packed in bits, then base64url; the other side
// rebuilds a full SDP from it. Nothing leaves the page but WebRTC to the ICE servers the
// owner set (none by default) and, if set, the PeerJS server.
"use strict";

(() => {
  const script = document.currentScript;
  const MAX_BYTES = 64 * 1024;          // largest frame accepted (and sent)
  const MAX_MESSAGE_BYTES = 4 * 1024 * 1024;  // largest message, sent as pieces over MAX_BYTES
  const PIECE_CHARS = 21_000;           // a piece: at most 63,000 bytes of UTF-8, and its mark
  const MORE = "\u0001";                // marks a piece that more pieces follow...
  const LAST = "\u0002";                // ...and the last one (the channel keeps their order)
  const PIECE_COST = 1 / 16;            // of the rate's tokens: a whole message costs one
  // messages per second, per connection, in bursts of 50: a flood guard, so that a flood is
  // dropped here rather than each message crossing into Python; a guest's messages answer to
  // game/ui/remote.py's rate bound (GUEST_BURST, GUEST_REFILL_MS), which this must stay above
  // (tests/test_rejoin.py checks)
  const RATE = 50;
  const GATHER_MS = 3000;               // longest wait for the ICE candidates
  const OPEN_TIMEOUT_MS = 20_000;       // from accept()/connect() to an open channel
  const DISCONNECTED_GRACE_MS = 2000;   // ICE "disconnected" this long: the connection is lost
  const MAX_CODE_CHARS = 1000;
  const MAX_CANDIDATES = 15;

  const config = readConfig(script && script.dataset.net);
  const iceServers = () => JSON.parse(JSON.stringify(config.iceServers));

  function readConfig(text) {
    let data = {};
    try { data = JSON.parse(text || "{}") || {}; } catch { data = {}; }
    return {
      iceServers: Array.isArray(data.iceServers) ? data.iceServers : [],
      peerjs: typeof data.peerjs === "string" ? data.peerjs : null,
      files: data.files && typeof data.files === "object" ? data.files : {},
    };
  }

  function fail(code, message) {
    const error = new Error(message);
    error.code = code;
    return error;
  }

  // --- Events. ---
  const listeners = new Set();
  function emit(event) {
    for (const listener of [...listeners]) {
      try { listener(event); } catch (e) { console.warn("volcanoNet listener:", e); }
    }
  }

  // --- The code: bits, base64url, a checksum. ---
  const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
  const ICE_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const MAGIC = 0xa;  // the first 4 bits; another value is another format (or not a code)
  const KINDS = ["offer", "answer"];
  const SETUPS = ["actpass", "active", "passive"];
  const HASHES = [["sha-1", 20], ["sha-256", 32], ["sha-384", 48], ["sha-512", 64]];
  const TYPES = ["host", "srflx", "prflx", "relay"];
  const TYPE_PREFERENCE = { host: 126, prflx: 110, srflx: 100, relay: 0 };
  const ADDRESS = { mdns: 0, ipv4: 1, ipv6: 2, name: 3 };
  const UUID_LOCAL = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.local$/i;
  const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
  // other names only if local (mDNS): a code must not make the page look up a name in DNS
  const HOST_NAME = /^[A-Za-z0-9-]{1,63}\.local$/;

  class Bits {
    constructor(bytes) { this.bytes = bytes || []; this.bit = 0; }
    write(value, width) {
      for (let i = width - 1; i >= 0; i--) {
        if (this.bit % 8 === 0) this.bytes.push(0);
        if (Math.floor(value / 2 ** i) % 2) {
          this.bytes[this.bytes.length - 1] |= 0x80 >> (this.bit % 8);
        }
        this.bit++;
      }
    }
    read(width) {
      let value = 0;
      for (let i = 0; i < width; i++) {
        const byte = this.bytes[this.bit >> 3];
        if (byte === undefined) throw fail("damaged", DAMAGED);
        value = value * 2 + ((byte >> (7 - (this.bit % 8))) & 1);
        this.bit++;
      }
      return value;
    }
  }

  const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  function crc32(bytes) {
    let c = 0xffffffff;
    for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  }

  function toBase64url(bytes) {
    let out = "";
    for (let i = 0; i < bytes.length; i += 3) {
      const n = (bytes[i] << 16) | ((bytes[i + 1] || 0) << 8) | (bytes[i + 2] || 0);
      const chars = Math.ceil(((Math.min(3, bytes.length - i)) * 8) / 6);
      for (let k = 0; k < chars; k++) out += B64[(n >> (18 - 6 * k)) & 63];
    }
    return out;
  }

  function fromBase64url(text) {
    const bytes = [];
    let n = 0;
    let bits = 0;
    for (const ch of text) {
      const v = B64.indexOf(ch);
      if (v < 0) throw fail("not-a-code", NOT_A_CODE);
      n = ((n << 6) | v) & 0xffffff;
      bits += 6;
      if (bits >= 8) { bits -= 8; bytes.push((n >> bits) & 0xff); }
    }
    return bytes;
  }

  const NOT_A_CODE = "This is not a connection code.";
  const DAMAGED = "This code is damaged or incomplete: copy or scan it again.";

  function parseSdp(sdp) {
    const info = { ufrag: "", pwd: "", hash: "", fingerprint: [], setup: "", mid: "0",
                   candidates: [] };
    for (const raw of sdp.split(/\r?\n/)) {
      const line = raw.trim();
      const value = line.slice(line.indexOf(":") + 1);
      if (line.startsWith("a=ice-ufrag:")) info.ufrag ||= value;
      else if (line.startsWith("a=ice-pwd:")) info.pwd ||= value;
      else if (line.startsWith("a=setup:")) info.setup ||= value;
      else if (line.startsWith("a=mid:")) info.mid = value;
      else if (line.startsWith("a=fingerprint:") && !info.hash) {
        const [hash, hex = ""] = value.split(" ");
        info.hash = hash.toLowerCase();
        info.fingerprint = hex.split(":").map((h) => parseInt(h, 16) & 0xff);
      } else if (line.startsWith("a=candidate:")) {
        const candidate = parseCandidate(value);
        if (candidate) info.candidates.push(candidate);
      }
    }
    return info;
  }

  // Only UDP candidates of the one component a data channel uses: the browser's TCP host
  // candidates are "active" ones (port 9) that can only reach a passive TCP candidate, which
  // browsers do not offer.
  function parseCandidate(text) {
    const f = text.split(/\s+/);
    if (f.length < 8 || f[1] !== "1" || f[2].toLowerCase() !== "udp" || f[6] !== "typ") return null;
    const type = f[7];
    const port = Number(f[5]);
    if (!TYPES.includes(type) || !(port > 0 && port < 65536)) return null;
    return { address: f[4], port, type, priority: Number(f[3]) || 0 };
  }

  function writeText(bits, text, alphabet) {
    bits.write(text.length, 8);
    for (const ch of text) {
      const v = alphabet ? alphabet.indexOf(ch) : ch.charCodeAt(0);
      if (v < 0 || v > 255) throw new Error(`cannot pack ${JSON.stringify(text)}`);
      bits.write(v, alphabet ? 6 : 8);
    }
  }

  function readText(bits, alphabet) {
    let text = "";
    for (let n = bits.read(8); n > 0; n--) {
      text += alphabet ? alphabet[bits.read(6)] : String.fromCharCode(bits.read(8));
    }
    return text;
  }

  function addressKind(address) {
    const v4 = IPV4.exec(address);
    if (UUID_LOCAL.test(address)) return ADDRESS.mdns;
    if (v4 && v4.slice(1).every((p) => Number(p) < 256)) return ADDRESS.ipv4;
    if (address.includes(":") && ipv6Bytes(address)) return ADDRESS.ipv6;
    return HOST_NAME.test(address) ? ADDRESS.name : -1;
  }

  function writeAddress(bits, address) {
    const kind = addressKind(address);
    bits.write(kind, 2);
    if (kind === ADDRESS.mdns) {
      const hex = address.slice(0, 36).replace(/-/g, "");
      for (let i = 0; i < 32; i += 2) bits.write(parseInt(hex.slice(i, i + 2), 16), 8);
    } else if (kind === ADDRESS.ipv4) {
      for (const part of address.split(".")) bits.write(Number(part), 8);
    } else if (kind === ADDRESS.ipv6) {
      for (const byte of ipv6Bytes(address)) bits.write(byte, 8);
    } else {
      writeText(bits, address, null);
    }
  }

  function readAddress(bits) {
    const kind = bits.read(2);
    const bytes = (n) => Array.from({ length: n }, () => bits.read(8));
    const hex = (b) => b.map((x) => x.toString(16).padStart(2, "0")).join("");
    if (kind === ADDRESS.mdns) {
      const h = hex(bytes(16));
      const parts = [h.slice(0, 8), h.slice(8, 12), h.slice(12, 16), h.slice(16, 20), h.slice(20)];
      return `${parts.join("-")}.local`;
    }
    if (kind === ADDRESS.ipv4) return bytes(4).join(".");
    if (kind === ADDRESS.ipv6) {
      const b = bytes(16);
      const groups = Array.from({ length: 8 }, (_, i) => (b[2 * i] << 8) | b[2 * i + 1]);
      return groups.map((g) => g.toString(16)).join(":");
    }
    const name = readText(bits, null);
    if (!HOST_NAME.test(name)) throw fail("damaged", DAMAGED);
    return name;
  }

  function ipv6Bytes(text) {
    const address = text.replace(/^\[|\]$/g, "").split("%")[0];
    const halves = address.split("::");
    if (halves.length > 2) return null;
    const groups = (s) => (s ? s.split(":") : []);
    const head = groups(halves[0]);
    const tail = halves.length === 2 ? groups(halves[1]) : [];
    const missing = 8 - head.length - tail.length;
    if (missing < 0 || (halves.length === 1 && missing !== 0)) return null;
    const all = [...head, ...Array(missing).fill("0"), ...tail];
    if (!all.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
    return all.flatMap((g) => { const n = parseInt(g, 16); return [n >> 8, n & 0xff]; });
  }

  // kind "offer" | "answer"; an answer carries 16 bits of its offer's checksum (`of`), so
  // that an answer given to the wrong invitation is told at once.
  function pack(kind, info, of = 0) {
    const hash = HASHES.findIndex(([name]) => name === info.hash);
    const setup = SETUPS.indexOf(info.setup);
    const fingerprinted = hash >= 0 && info.fingerprint.length === HASHES[hash][1];
    if (!fingerprinted || setup < 0 || !info.ufrag || !info.pwd) {
      throw fail("unsupported", "This browser made a connection offer that cannot be packed.");
    }
    const bits = new Bits();
    bits.write(MAGIC, 4);
    bits.write(KINDS.indexOf(kind), 1);
    bits.write(setup, 2);
    if (kind === "answer") bits.write(of, 16);
    writeText(bits, info.ufrag, ICE_CHARS);
    writeText(bits, info.pwd, ICE_CHARS);
    bits.write(hash, 2);
    for (const byte of info.fingerprint) bits.write(byte, 8);
    // best first, so that the priorities rebuilt from the order keep the browser's ranking
    const candidates = [...info.candidates].sort((a, b) => b.priority - a.priority);
    const kept = candidates.filter((c) => addressKind(c.address) >= 0).slice(0, MAX_CANDIDATES);
    bits.write(kept.length, 4);
    for (const c of kept) {
      bits.write(TYPES.indexOf(c.type), 2);
      writeAddress(bits, c.address);
      bits.write(c.port, 16);
    }
    const bytes = bits.bytes;
    const crc = crc32(bytes);
    bytes.push(crc >>> 24, (crc >>> 16) & 0xff, (crc >>> 8) & 0xff, crc & 0xff);
    return { code: toBase64url(bytes), crc };
  }

  function unpack(code, want) {
    if (typeof code !== "string") throw fail("not-a-code", NOT_A_CODE);
    const text = code.replace(/\s+/g, "");
    if (text.length > MAX_CODE_CHARS) {
      throw fail("too-long", "This code is too long to be a connection code.");
    }
    if (text.length < 8) throw fail(text ? "damaged" : "not-a-code", text ? DAMAGED : NOT_A_CODE);
    const bytes = fromBase64url(text);
    if (bytes[0] >> 4 !== MAGIC) throw fail("not-a-code", NOT_A_CODE);
    const body = bytes.slice(0, -4);
    const sum = bytes.slice(-4).reduce((n, b) => n * 256 + b, 0);
    if (crc32(body) !== sum) throw fail("damaged", DAMAGED);
    const bits = new Bits(body);
    bits.read(4);
    const kind = KINDS[bits.read(1)];
    if (kind !== want) {
      throw kind === "answer"
        ? fail("wrong-kind", "This is an answer code: it goes back to the device that invited you.")
        : fail("wrong-kind", "This is an invitation code, not an answer code.");
    }
    const info = { setup: SETUPS[bits.read(2)], candidates: [], crc: sum };
    if (!info.setup) throw fail("damaged", DAMAGED);
    if (kind === "answer") info.of = bits.read(16);
    info.ufrag = readText(bits, ICE_CHARS);
    info.pwd = readText(bits, ICE_CHARS);
    const [hash, length] = HASHES[bits.read(2)];
    info.hash = hash;
    info.fingerprint = Array.from({ length }, () => bits.read(8));
    for (let n = bits.read(4), i = 0; i < n; i++) {
      const type = TYPES[bits.read(2)];
      const address = readAddress(bits);
      info.candidates.push({ type, address, port: bits.read(16) });
    }
    if (info.ufrag.length < 4 || info.pwd.length < 22 || (bits.bytes.length * 8 - bits.bit) >= 8) {
      throw fail("damaged", DAMAGED);
    }
    return info;
  }

  function buildSdp(info, mid) {
    const hex = info.fingerprint.map((b) => b.toString(16).toUpperCase().padStart(2, "0"));
    const session = Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => b % 10).join("");
    const lines = [
      "v=0", `o=- ${session || 1} 2 IN IP4 127.0.0.1`, "s=-", "t=0 0",
      `a=group:BUNDLE ${mid}`, "a=msid-semantic: WMS",
      "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0",
    ];
    info.candidates.forEach((c, i) => {
      const priority = TYPE_PREFERENCE[c.type] * 2 ** 24 + (65535 - i) * 256 + 255;
      const related = c.type === "host" ? "" : " raddr 0.0.0.0 rport 0";
      const where = `${c.address} ${c.port} typ ${c.type}${related}`;
      lines.push(`a=candidate:${i + 1} 1 udp ${priority} ${where}`);
    });
    lines.push(
      `a=ice-ufrag:${info.ufrag}`, `a=ice-pwd:${info.pwd}`,
      `a=fingerprint:${info.hash} ${hex.join(":")}`,
      `a=setup:${info.setup}`, `a=mid:${mid}`, "a=sctp-port:5000", "a=max-message-size:262144",
    );
    return lines.join("\r\n") + "\r\n";
  }

  // --- Connections. ---
  const connections = new Map();  // id -> entry
  let lastId = 0;

  // The largest message a connection takes (options.maxMessageBytes), within its bounds.
  function messageBound(options) {
    const wanted = options && options.maxMessageBytes;
    return Number.isFinite(wanted) ? Math.min(Math.max(wanted, 1024), MAX_MESSAGE_BYTES)
      : MAX_MESSAGE_BYTES;
  }

  function newEntry(role, pc, maxMessage = MAX_MESSAGE_BYTES) {
    const entry = { id: `c${++lastId}`, role, pc, channel: null, conn: null, state: "new",
                    tokens: RATE, filled: performance.now(), flooded: false, grace: 0,
                    opened: [], offerCrc: 0, pieces: [], pieceBytes: 0, maxMessage };
    connections.set(entry.id, entry);
    if (pc) watchIce(entry, pc);
    return entry;
  }

  function watchIce(entry, pc) {
    const check = () => {
      const state = pc.iceConnectionState;
      if (state === "failed" || pc.connectionState === "failed") finish(entry, "lost");
      else if (state === "disconnected") {
        entry.grace ||= setTimeout(() => finish(entry, "lost"), DISCONNECTED_GRACE_MS);
      } else if (entry.grace) {
        clearTimeout(entry.grace);
        entry.grace = 0;
      }
    };
    pc.addEventListener("iceconnectionstatechange", check);
    pc.addEventListener("connectionstatechange", check);
  }

  function wire(entry, channel) {
    entry.channel = channel;
    channel.binaryType = "arraybuffer";
    const opened = () => {
      if (entry.state !== "new") return;
      entry.state = "open";
      emit({ type: "open", id: entry.id });
      for (const waiter of entry.opened.splice(0)) waiter.resolve({ id: entry.id });
    };
    channel.addEventListener("open", opened);
    channel.addEventListener("message", (event) => receive(entry, event.data));
    channel.addEventListener("close", () => finish(entry, "closed"));
    if (channel.readyState === "open") opened();
  }

  // The UTF-8 length of text where it is near `limit`; far under or over it, a length on the
  // same side (at most 3 bytes a UTF-16 unit, at least 1).
  function utf8Length(text, limit = MAX_BYTES) {
    if (text.length * 3 <= limit) return text.length;
    return text.length > limit ? text.length : new TextEncoder().encode(text).length;
  }

  function refuse(entry, reason) {
    emit({ type: "refused", id: entry.id, reason });
  }

  function receive(entry, data) {
    if (entry.state !== "open") return;
    const now = performance.now();
    entry.tokens = Math.min(RATE, entry.tokens + ((now - entry.filled) * RATE) / 1000);
    entry.filled = now;
    const cost = typeof data === "string" && data[0] === MORE ? PIECE_COST : 1;
    if (entry.tokens < cost) {  // one report per flood, not one per dropped message
      if (!entry.flooded) refuse(entry, "too many");
      entry.flooded = true;
      return;
    }
    entry.tokens -= cost;
    entry.flooded = false;
    if (typeof data !== "string") refuse(entry, "not text");
    else if (data[0] === MORE || data[0] === LAST) {  // (the message's bound: assemble's)
      if (utf8Length(data) > MAX_BYTES) refuse(entry, "too large");
      else assemble(entry, data);
    } else if (utf8Length(data) > Math.min(MAX_BYTES, entry.maxMessage)) refuse(entry, "too large");
    else emit({ type: "message", id: entry.id, text: data });
  }

  // A piece of a long message; the last one makes it whole. Past the connection's bound
  // (maxMessage) the message is refused once and its other pieces dropped as they come
  // (pieces: null until its last one), so a flood of pieces holds no memory.
  function assemble(entry, data) {
    if (entry.pieces) {
      const piece = data.slice(1);
      entry.pieces.push(piece);
      entry.pieceBytes += new TextEncoder().encode(piece).length;
      if (entry.pieceBytes > entry.maxMessage) {
        entry.pieces = null;
        refuse(entry, "too large");
      }
    }
    if (data[0] === LAST) {
      if (entry.pieces) emit({ type: "message", id: entry.id, text: entry.pieces.join("") });
      entry.pieces = [];
      entry.pieceBytes = 0;
    }
  }

  function finish(entry, reason) {
    if (entry.state === "closed") return;
    const wasOpen = entry.state === "open";
    entry.state = "closed";
    clearTimeout(entry.grace);
    connections.delete(entry.id);
    try {
      if (entry.conn) entry.conn.close();
      if (entry.channel) entry.channel.close();
      if (entry.pc && entry.pc.signalingState !== "closed") entry.pc.close();
    } catch (e) { console.warn("volcanoNet close:", e); }
    const error = reason === "timeout"
      ? fail("unreachable", "The other device could not be reached.")
      : fail("closed", "The connection was closed before it opened.");
    for (const waiter of entry.opened.splice(0)) waiter.reject(error);
    emit({ type: "closed", id: entry.id, reason, opened: wasOpen });
  }

  // A promise of {id} when the entry's channel opens; the entry is dropped after `ms`.
  function whenOpen(entry, ms) {
    if (entry.state === "open") return Promise.resolve({ id: entry.id });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => finish(entry, "timeout"), ms);
      entry.opened.push({
        resolve: (value) => { clearTimeout(timer); resolve(value); },
        reject: (error) => { clearTimeout(timer); reject(error); },
      });
    });
  }

  function gathered(pc) {
    return new Promise((resolve) => {
      if (pc.iceGatheringState === "complete") return resolve();
      const timer = setTimeout(done, GATHER_MS);
      function done() {
        clearTimeout(timer);
        pc.removeEventListener("icegatheringstatechange", check);
        resolve();
      }
      function check() { if (pc.iceGatheringState === "complete") done(); }
      pc.addEventListener("icegatheringstatechange", check);
    });
  }

  function newPeerConnection() {
    if (typeof RTCPeerConnection !== "function") {
      throw fail("unsupported", "This browser cannot connect to other devices (no WebRTC).");
    }
    return new RTCPeerConnection({ iceServers: iceServers() });
  }

  async function offer(options) {
    const entry = newEntry("host", newPeerConnection(), messageBound(options));
    try {
      wire(entry, entry.pc.createDataChannel("game", { ordered: true }));
      await entry.pc.setLocalDescription(await entry.pc.createOffer());
      await gathered(entry.pc);
      const { code, crc } = pack("offer", parseSdp(entry.pc.localDescription.sdp));
      entry.offerCrc = crc;
      return { id: entry.id, code };
    } catch (e) {
      finish(entry, "closed");
      throw e.code ? e : fail("unsupported", "This browser could not make an invitation.");
    }
  }

  async function answer(code) {
    const info = unpack(code, "offer");
    const entry = newEntry("guest", newPeerConnection());
    entry.pc.addEventListener("datachannel", (event) => {
      if (entry.channel || entry.state !== "new") event.channel.close();  // one channel only
      else wire(entry, event.channel);
    });
    try {
      await entry.pc.setRemoteDescription({ type: "offer", sdp: buildSdp(info, "0") });
    } catch {
      finish(entry, "closed");
      throw fail("unusable", "This invitation code cannot be used.");
    }
    try {
      await entry.pc.setLocalDescription(await entry.pc.createAnswer());
      await gathered(entry.pc);
      const local = parseSdp(entry.pc.localDescription.sdp);
      return { id: entry.id, code: pack("answer", local, info.crc & 0xffff).code };
    } catch (e) {
      finish(entry, "closed");
      throw e.code ? e : fail("unsupported", "This browser could not answer the invitation.");
    }
  }

  async function accept(id, code) {
    const entry = connections.get(id);
    if (!entry || entry.role !== "host" || !entry.offerCrc
        || entry.pc.signalingState !== "have-local-offer") {
      throw fail("no-invitation", "There is no invitation waiting for this answer.");
    }
    const info = unpack(code, "answer");
    if (info.of !== (entry.offerCrc & 0xffff)) {
      throw fail("other-invitation", "This answer belongs to another invitation.");
    }
    const mid = parseSdp(entry.pc.localDescription.sdp).mid;
    try {
      await entry.pc.setRemoteDescription({ type: "answer", sdp: buildSdp(info, mid) });
    } catch {
      throw fail("unusable", "This answer code cannot be used.");
    }
    return whenOpen(entry, OPEN_TIMEOUT_MS);
  }

  function send(id, text) {
    const entry = connections.get(id);
    if (!entry || entry.state !== "open") throw fail("not-open", "This connection is not open.");
    if (typeof text !== "string") throw fail("not-text", "Only text can be sent.");
    if (utf8Length(text, MAX_MESSAGE_BYTES) > MAX_MESSAGE_BYTES) {
      throw fail("too-large", "This message is too large to send.");
    }
    if (utf8Length(text) <= MAX_BYTES && text[0] !== MORE && text[0] !== LAST) {
      entry.channel.send(text);
      return;
    }
    for (let start = 0; start < text.length;) {
      let end = Math.min(text.length, start + PIECE_CHARS);
      const high = text.charCodeAt(end - 1);
      if (end < text.length && high >= 0xd800 && high < 0xdc00) end -= 1;  // a pair stays whole
      entry.channel.send((end < text.length ? MORE : LAST) + text.slice(start, end));
      start = end;
    }
  }

  function close(id) {
    const entry = connections.get(id);
    if (entry) finish(entry, "closed");
  }

  // The other side learns at once, instead of after ICE gives up.
  addEventListener("pagehide", (event) => {
    if (!event.persisted) for (const entry of [...connections.values()]) finish(entry, "closed");
  });

  // --- Loading the vendored libraries, only when first used. ---
  const loading = new Map();
  function library(name, global) {
    if (window[global]) return Promise.resolve(window[global]);
    const src = config.files[name];
    if (!src) {
      return Promise.reject(fail("unavailable", "This site was built without this feature."));
    }
    if (!loading.has(name)) {
      loading.set(name, new Promise((resolve, reject) => {
        const tag = document.createElement("script");
        tag.src = new URL(src, location.href).href;
        tag.onload = () => (window[global] ? resolve(window[global])
          : reject(fail("unavailable", "A part of the page could not be loaded.")));
        tag.onerror = () => {
          loading.delete(name);
          tag.remove();
          reject(fail("unavailable", "A part of the page could not be loaded."));
        };
        document.head.append(tag);
      }));
    }
    return loading.get(name);
  }

  // --- PeerJS (only when the site's owner set a server). ---
  const PEER_ID = /^[A-Za-z0-9]+(?:[_-][A-Za-z0-9]+)*$/;
  let peer = null;
  let peerName = "";     // its id (PeerJS forgets it while disconnected)
  let peerOpen = null;   // a promise of the open Peer
  let listening = false;
  let listenBound = MAX_MESSAGE_BYTES;  // listen()'s options.maxMessageBytes, for each guest
  let retries = 0;
  let retryTimer = 0;

  function randomId() {
    const chars = "abcdefghijklmnopqrstuvwxyz0123456789";
    return Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) => chars[b % 36]).join("");
  }

  function peerOptions() {
    const url = new URL(config.peerjs);
    const secure = url.protocol === "https:";
    return {
      host: url.hostname, port: Number(url.port) || (secure ? 443 : 80), path: url.pathname,
      secure, key: url.searchParams.get("key") || "peerjs", debug: 0,
      config: { iceServers: iceServers() },  // never PeerJS's own STUN and TURN servers
    };
  }

  function peerError(error) {
    const type = error && error.type;
    if (type === "unavailable-id") return fail("name-taken", "This game name is already in use.");
    if (type === "peer-unavailable") return fail("no-game", "No game is waiting under this name.");
    if (type === "invalid-id") return fail("bad-name", "This game name is not valid.");
    if (type === "browser-incompatible") {
      return fail("unsupported", "This browser cannot connect to other devices (no WebRTC).");
    }
    return fail("no-server", "The connection server could not be reached.");
  }

  // The page's one Peer, open on the server: made with `wantedId` (or a random id) if there
  // is none yet.
  async function openPeer(wantedId) {
    if (!config.peerjs) throw fail("no-server-set", "No connection server is set for this site.");
    if (peer && !peer.destroyed && wantedId && peerName !== wantedId) {
      // another game hosted here: a new name, once the last one's connections are closed
      if ([...connections.values()].some((entry) => entry.conn)) {
        throw fail("busy", "This page is already known to the server under another name.");
      }
      peer.destroy();
      peer = null;
    }
    if (peer && !peer.destroyed) return online(await peerOpen);
    const { Peer } = await library("peerjs", "peerjs");
    peerName = wantedId || randomId();
    const created = new Peer(peerName, peerOptions());
    peer = created;
    peerOpen = new Promise((resolve, reject) => {
      created.once("open", () => resolve(created));
      created.once("error", (error) => reject(peerError(error)));
      created.once("close", () => reject(peerError(null)));
    });
    created.on("open", () => {
      retries = 0;
      emit({ type: "server", online: true });
    });
    created.on("disconnected", () => {
      emit({ type: "server", online: false });
      if (created.destroyed || peer !== created || !wanted()) return;
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => {
        if (created.disconnected && !created.destroyed && peer === created && wanted()) {
          try { created.reconnect(); } catch (e) { console.warn("volcanoNet reconnect:", e); }
        }
      }, Math.min(30_000, 1000 * 2 ** retries++));
    });
    created.on("error", () => {});  // each caller turns the errors it waits for into its own
    created.on("connection", (conn) => incoming(conn));
    try {
      return await peerOpen;
    } catch (e) {
      if (peer === created) peer = null;
      created.destroy();
      throw e;
    }
  }

  // Stay on the server while hosting, or while a guest's connection is being made.
  const wanted = () => listening || [...connections.values()].some(
    (entry) => entry.conn && entry.state === "new");

  // The Peer once it is on the server again (after unlisten(), or while it reconnects).
  function online(current) {
    if (current.open) return Promise.resolve(current);
    return new Promise((resolve, reject) => {
      const opened = () => { current.off("error", failed); resolve(current); };
      const failed = (error) => { current.off("open", opened); reject(peerError(error)); };
      current.once("open", opened);
      current.once("error", failed);
      if (current.disconnected) {
        clearTimeout(retryTimer);
        current.reconnect();
      }
    });
  }

  // Only this page's guests: they ask for text as it is ("raw"), not PeerJS's packings.
  function incoming(conn) {
    if (!conn || typeof conn.close !== "function") return;
    if (!listening || conn.serialization !== "raw") { conn.close(); return; }
    const entry = newEntry("host", null, listenBound);
    entry.conn = conn;
    conn.on("open", () => { watchIce(entry, conn.peerConnection); wire(entry, conn.dataChannel); });
    conn.on("close", () => finish(entry, "closed"));
    conn.on("error", () => finish(entry, "lost"));
    whenOpen(entry, OPEN_TIMEOUT_MS).catch(() => {});
  }

  async function listen(peerId, options) {
    if (peerId !== undefined && peerId !== null
        && (typeof peerId !== "string" || !PEER_ID.test(peerId) || peerId.length > 64)) {
      throw fail("bad-name", "This game name is not valid.");
    }
    const was = listening;
    listening = true;
    listenBound = messageBound(options);
    try {
      await openPeer(peerId || null);
      return { peerId: peerName };
    } catch (e) {
      listening = was;
      throw e;
    }
  }

  function unlisten() {
    listening = false;
    clearTimeout(retryTimer);
    if (peer && !peer.destroyed && !peer.disconnected) peer.disconnect();
  }

  async function connect(hostPeerId, options) {
    if (typeof hostPeerId !== "string" || !PEER_ID.test(hostPeerId) || hostPeerId.length > 64) {
      throw fail("bad-name", "This game name is not valid.");
    }
    const wanted = options && options.timeoutMs;
    const ms = Number.isFinite(wanted) ? Math.min(Math.max(wanted, 1000), OPEN_TIMEOUT_MS)
      : OPEN_TIMEOUT_MS;
    const opened = await openPeer(null);
    const conn = opened.connect(hostPeerId, { reliable: true, serialization: "raw" });
    const entry = newEntry("guest", null);
    entry.conn = conn;
    const unavailable = (error) => {
      const missing = error && error.type === "peer-unavailable";
      if (missing && String(error.message).endsWith(hostPeerId)) {
        for (const waiter of entry.opened.splice(0)) waiter.reject(peerError(error));
        finish(entry, "closed");
      }
    };
    opened.on("error", unavailable);
    conn.on("open", () => { watchIce(entry, conn.peerConnection); wire(entry, conn.dataChannel); });
    conn.on("close", () => finish(entry, "closed"));
    conn.on("error", () => finish(entry, "lost"));
    try {
      return await whenOpen(entry, ms);
    } finally {
      opened.off("error", unavailable);
    }
  }

  // --- QR codes. ---
  // `level`: how much of the code may be lost and still read, L 7%, M 15%, Q 25%, H 30%.
  async function qrSvg(text, { level = "M" } = {}) {
    if (typeof text !== "string" || !text) throw fail("not-text", "There is nothing to draw.");
    if (!["L", "M", "Q", "H"].includes(level)) {
      throw fail("bad-level", "There is no such QR level.");
    }
    const qrcode = await library("qrcode", "qrcode");
    qrcode.stringToBytes = qrcode.stringToBytesFuncs["UTF-8"];
    const qr = qrcode(0, level);
    try {
      qr.addData(text, "Byte");
      qr.make();
    } catch {
      throw fail("too-long", "This text is too long for a QR code.");
    }
    const count = qr.getModuleCount();
    const quiet = 4;  // the quiet zone the standard asks for, in modules
    const size = count + 2 * quiet;
    let path = "";
    for (let row = 0; row < count; row++) {
      for (let col = 0; col < count; col++) {
        if (!qr.isDark(row, col)) continue;
        let run = 1;
        while (col + run < count && qr.isDark(row, col + run)) run++;
        path += `M${col + quiet} ${row + quiet}h${run}v1h-${run}z`;
        col += run - 1;
      }
    }
    // about 6 screen pixels a module (at least 4): a phone reads it from arm's length
    const pixels = size * Math.max(4, Math.min(8, Math.round(300 / size)));
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" `
      + `width="${pixels}" height="${pixels}" shape-rendering="crispEdges" `
      + `data-version="${(count - 17) / 4}">`
      + `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`;
  }

  async function decodeImage(image) {
    const jsQR = await library("jsqr", "jsQR");
    const found = jsQR(image.data, image.width, image.height);
    return found ? found.data : null;
  }

  // The first QR code the video shows. Starts the rear camera when the video has no stream
  // (and stops it after); `signal` (an AbortSignal) stops the scan.
  async function scan(video, { signal } = {}) {
    let stream = null;
    const stopped = () => fail("stopped", "Scanning stopped.");
    if (signal && signal.aborted) throw stopped();
    if (!video.srcObject) {
      if (!navigator.mediaDevices || !navigator.mediaDevices.getUserMedia) {
        throw fail("no-camera", "This page cannot use the camera here.");
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia(
          { video: { facingMode: "environment" }, audio: false });
      } catch {
        throw fail("no-camera", "The camera could not be opened.");
      }
      video.muted = true;
      video.playsInline = true;
      video.srcObject = stream;
      await video.play().catch(() => {});
    }
    try {
      let detector = null;
      if ("BarcodeDetector" in window) {
        try {
          const formats = await window.BarcodeDetector.getSupportedFormats();
          if (formats.includes("qr_code")) {
            detector = new window.BarcodeDetector({ formats: ["qr_code"] });
          }
        } catch { detector = null; }
      }
      const jsQR = detector ? null : await library("jsqr", "jsQR");
      const canvas = document.createElement("canvas");
      const context = canvas.getContext("2d", { willReadFrequently: true });
      for (;;) {
        if (signal && signal.aborted) throw stopped();
        if (video.readyState >= 2 && video.videoWidth) {
          if (detector) {
            const codes = await detector.detect(video).catch(() => []);
            if (codes.length) return codes[0].rawValue;
          } else {
            const scale = Math.min(1, 800 / Math.max(video.videoWidth, video.videoHeight));
            canvas.width = Math.round(video.videoWidth * scale);
            canvas.height = Math.round(video.videoHeight * scale);
            context.drawImage(video, 0, 0, canvas.width, canvas.height);
            const image = context.getImageData(0, 0, canvas.width, canvas.height);
            const found = jsQR(image.data, image.width, image.height,
                               { inversionAttempts: "dontInvert" });
            if (found && found.data) return found.data;
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    } finally {
      if (stream) {
        for (const track of stream.getTracks()) track.stop();
        video.srcObject = null;
      }
    }
  }

  window.volcanoNet = {
    settings: () => ({ iceServers: iceServers(), peerjs: config.peerjs }),
    offer, answer, accept, listen, unlisten, connect, send, close,
    on(listener) { listeners.add(listener); return () => listeners.delete(listener); },
    qrSvg, decodeImage, scan,
  };
})();
