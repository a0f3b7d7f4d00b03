"""Assemble the static web site in dist/, and serve it for development.

    python build.py                  # npm ci if needed, then build dist/
    python build.py serve [--port N] # build, then serve dist/ on 127.0.0.1 until Ctrl-C
    python build.py --out DIR        # build into DIR instead (tests, benchmarks)
    python build.py --test-hooks     # a test build: the page exposes window.volcanoTest
    python build.py --ice-servers '[{"urls": "stun:stun.example.org"}]' --peerjs URL
                                     # play from several devices: the WebRTC ICE servers and
                                     # PeerJS server the page may use (none by default)

Standard library only. The browser runtime (Pyodide, PyScript) and the libraries of
static/net.js come from the npm packages pinned in package.json and are copied into
dist/vendor/<name>-<version>/ so that the site makes no request outside its own origin (and
the servers its owner set). All URLs in the site are relative: dist/ works from any path.
"""

from __future__ import annotations

import argparse
import errno
import functools
import hashlib
import html
import http.server
import io
import json
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from urllib.parse import parse_qs, urlsplit, urlunsplit

import compress_build
import pwa_build
import stdlib_build
from game.ui.frontend import FRONT_ENDS, package
from game.ui.startscreen import games_data, words_data

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
NODE_MODULES = ROOT / "node_modules"

PYODIDE_PACKAGE = "pyodide"
PYSCRIPT_PACKAGE = "@pyscript/core"
# static/net.js's libraries, loaded only when first used: name there -> (package, its file).
# The PeerJS client ships only in a build that names a PeerJS server.
NET_LIBRARIES = {
    "qrcode": ("qrcode-generator", "dist/qrcode.js"),
    "jsqr": ("jsqr", "dist/jsQR.js"),
    "peerjs": ("peerjs", "dist/peerjs.min.js"),
}
ICE_URL = re.compile(r"(stun|stuns|turn|turns):[^\s'\";,]+")
CONNECT_SELF = "connect-src 'self'"
# The Pyodide core: everything a standard-library-only program needs (the package ships no wheels).
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
# Tools run under CPython (`python -m game.agents.simulate`), never in the page: not shipped.
COMMAND_LINE_ONLY = ("conftest.py", "simulate.py", "arena.py")
LOCK_FILE = "pyodide-lock.json"  # without its package list (lock_without_packages)
STDLIB_ZIP = "python_stdlib.zip"  # cut to what the site imports (stdlib_build.py)
# PyScript's chunks for features the site does not use (its editor's CodeMirror, its
# terminal's xterm, TOML configs, MicroPython, its own service worker and storage): left out
# of the site, so that the offline pre-cache and the first visit do not fetch them.
PYSCRIPT_UNUSED = (
    "codemirror*",
    "xterm*",
    "toml-*",
    "mpy-*",
    "zip-*",
    "index-*",
    "service-worker.js",
    "storage.js",
    "pyodide_graph-*",
)
# What a memory snapshot of the interpreter depends on (static/snapshot.mjs): its key is their
# hash, so a snapshot a browser keeps is never restored into other files.
SNAPSHOT_INPUTS = (
    "vendor/pyodide-{v}/pyodide.asm.wasm",
    "vendor/pyodide-{v}/pyodide.asm.mjs",
    "vendor/pyodide-{v}/pyodide.mjs",
    "vendor/pyodide-{v}/" + STDLIB_ZIP,
    "game.zip",
    "static/snapshot.mjs",
    "static/ai-worker.js",
    "static/pyodide-snapshot.mjs",
)
# Source files with {{placeholders}}, copied to dist/ under the same name.
TEMPLATES = ("index.html", "pyscript.json")
PAGE_FILES = ("main.py",)
HOST_FILES = ("deploy/_headers",)  # read by static hosts, not by the page: not pre-cached
STATIC_DIR = "static"
GAME_PACKAGE = "game"
GAME_ZIP = "game.zip"
# Only a test build (--test-hooks) carries these: the e2e tests and browser benchmarks read
# the game through them; a production build has no way in besides the page itself.
TEST_HOOKS = ROOT / "tests" / "e2e" / "test-hooks.js"
TEST_HOOKS_TAG = '<script src="./static/test-hooks.js"></script>'

MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".zip": "application/zip",
    ".py": "text/x-python",
    ".css": "text/css",
    ".html": "text/html",
    ".svg": "image/svg+xml",
    ".webmanifest": "application/manifest+json",
}


def pinned_versions() -> dict[str, str]:
    """The exact versions package.json pins: the runtime, the page's libraries and the tests'
    tools (the PeerJS server)."""
    manifest = json.loads((ROOT / "package.json").read_text())
    return {**manifest["dependencies"], **manifest.get("devDependencies", {})}


def installed_version(package: str) -> str | None:
    manifest = NODE_MODULES / package / "package.json"
    if not manifest.is_file():
        return None
    return str(json.loads(manifest.read_text())["version"])


LOCK_STAMP = NODE_MODULES / ".volcano-lock"  # the package-lock.json that npm ci installed


def lock_digest() -> str:
    return hashlib.sha256((ROOT / "package-lock.json").read_bytes()).hexdigest()


def node_modules_stale() -> bool:
    """True when node_modules is missing, holds other versions, or was installed from another
    lock file (compared by content: a fresh checkout's file times say nothing)."""
    if not LOCK_STAMP.is_file() or LOCK_STAMP.read_text().strip() != lock_digest():
        return True
    return any(installed_version(name) != want for name, want in pinned_versions().items())


def ensure_runtime() -> None:
    if not node_modules_stale():
        return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("build.py: npm not found; install Node.js and npm (see README).")
    print("build.py: installing the pinned runtime with npm ci", flush=True)
    subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)
    LOCK_STAMP.write_text(lock_digest())
    if node_modules_stale():
        sys.exit("build.py: node_modules does not match package.json after npm ci")


def game_zip_bytes(package_dir: Path) -> bytes:
    """The game package as one deterministic zip: *.py only, no caches, no tests, no
    command-line tools."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for path in sorted(package_dir.rglob("*.py")):
            relative = path.relative_to(package_dir.parent)
            if any(part in ("__pycache__", "tests") for part in relative.parts) or (
                path.name.startswith("test_") or path.name in COMMAND_LINE_ONLY
            ):
                continue
            info = zipfile.ZipInfo(relative.as_posix(), date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, path.read_bytes())
    return buffer.getvalue()


STYLESHEET = re.compile(r'[ \t]*<link rel="stylesheet" href="\./(static/[\w-]+\.css)">\n')
BUNDLED_STYLES = "static/site.css"


def game_styles(dist: Path) -> str:
    """Copy each front end's style.css (game/ui/<game>/, if it has one) to dist/static/<game>.css
    and return the page's ``<link>`` lines for them, in the registry's order."""
    links = []
    for name in FRONT_ENDS:
        source = ROOT / package(name).replace(".", "/") / "style.css"
        if source.is_file():
            shutil.copyfile(source, dist / STATIC_DIR / f"{name}.css")
            links.append(f'  <link rel="stylesheet" href="./{STATIC_DIR}/{name}.css">')
    return "\n".join(links)


def bundle_styles(html: str, dist: Path) -> str:
    """The page's stylesheets as one file, linked where the first one was: on a slow network
    every render-blocking request before the first paint costs a round trip. The bundled
    files leave dist/ (nothing links them; the service worker would still fetch them)."""
    names = STYLESHEET.findall(html)
    if len(names) < 2:
        return html
    css = "".join(f"/* {name} */\n{(dist / name).read_text()}\n" for name in names)
    (dist / BUNDLED_STYLES).write_text(css)
    for name in names:
        (dist / name).unlink()
    first = STYLESHEET.search(html)
    assert first is not None
    link = f'  <link rel="stylesheet" href="./{BUNDLED_STYLES}">\n'
    return html[: first.start()] + link + STYLESHEET.sub("", html[first.start() :])


def fingerprint_static(html: str, dist: Path) -> str:
    """Give each `./static/NAME` reference a `?v=<content hash>`: the URL changes with the
    file, so browsers may cache these for good (as `serve` tells them) and skip revalidation."""

    def versioned(match: re.Match[str]) -> str:
        path = dist / match.group(1)
        if not path.is_file():
            raise FileNotFoundError(f"the page links {match.group(1)}, which does not exist")
        digest = hashlib.sha256(path.read_bytes()).hexdigest()[:12]
        return f"./{match.group(1)}?v={digest}"

    return re.sub(r"\./(static/[\w./-]+)(?=[\"'])", versioned, html)


def snapshot_key(dist: Path, pyodide_version: str) -> str:
    """The memory snapshot's key: a hash of every file it depends on, as built in ``dist``."""
    digest = hashlib.sha256()
    for name in SNAPSHOT_INPUTS:
        rel = name.format(v=pyodide_version)
        digest.update(rel.encode() + b"\0" + hashlib.sha256((dist / rel).read_bytes()).digest())
    return digest.hexdigest()[:24]


def boot_chunks(core: str, shipped: Path) -> list[str]:
    """The chunks PyScript's core (the text of core-*.js) imports as it boots, among those
    the site ships in ``shipped``: its plugins, each a small module fetched only once the core
    has run, unless the page preloads it."""
    imported = re.findall(r'import\("\./([\w-]+\.js)"\)', core)
    return sorted({name for name in imported if (shipped / name).is_file()})


def module_preloads(folder: str, names: list[str]) -> str:
    """``<link rel="modulepreload">`` lines for the modules ``names`` in ``folder``."""
    return "\n".join(f'  <link rel="modulepreload" href="./{folder}/{name}">' for name in names)


def render(template: str, values: dict[str, str]) -> str:
    for key, value in values.items():
        template = template.replace("{{" + key + "}}", value)
    if "{{" in template:
        start = template.index("{{")
        raise ValueError(f"unknown placeholder {template[start : template.index('}}', start) + 2]}")
    return template


def ice_servers_setting(text: str) -> list[dict[str, object]]:
    """``--ice-servers``: a JSON list of RTCIceServer ({urls, username?, credential?})."""
    try:
        servers = json.loads(text)
    except json.JSONDecodeError as error:
        raise argparse.ArgumentTypeError(f"not JSON: {error}") from None
    if not isinstance(servers, list):
        raise argparse.ArgumentTypeError('a JSON list of ICE servers, [{"urls": ...}]')
    for server in servers:
        if not isinstance(server, dict) or not set(server) <= {"urls", "username", "credential"}:
            raise argparse.ArgumentTypeError(
                f"an ICE server has urls, username, credential: {server}"
            )
        urls = server.get("urls")
        urls = [urls] if isinstance(urls, str) else urls
        if not urls or not all(isinstance(u, str) and ICE_URL.fullmatch(u) for u in urls):
            raise argparse.ArgumentTypeError(
                f"urls must be stun:, stuns:, turn: or turns: URLs: {server}"
            )
        if not all(isinstance(server.get(k, ""), str) for k in ("username", "credential")):
            raise argparse.ArgumentTypeError(f"username and credential are text: {server}")
    return servers


def peerjs_setting(text: str) -> str:
    """``--peerjs``: a PeerJS server's URL, http(s)://host[:port][/path][?key=KEY]."""
    url = urlsplit(text)
    if url.scheme not in ("http", "https") or not url.hostname:
        raise argparse.ArgumentTypeError(f"an http:// or https:// URL: {text}")
    if url.username or url.password or url.fragment or not set(parse_qs(url.query)) <= {"key"}:
        raise argparse.ArgumentTypeError(f"no user, fragment or query but ?key=: {text}")
    if re.search(r"[\s'\";,]", text):
        raise argparse.ArgumentTypeError(f"not a plain URL: {text}")
    try:
        url.port  # noqa: B018 (raises ValueError on a bad port)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a port number: {text}") from None
    return urlunsplit((url.scheme, url.netloc, url.path or "/", url.query, ""))


def connect_sources(policy_text: str, peerjs: str | None) -> str:
    """``policy_text`` with the PeerJS server's origin (http(s) and ws(s)) added to its
    connect-src: the only place outside the site the page may reach besides WebRTC."""
    if policy_text.count(CONNECT_SELF) != 1:
        raise ValueError(f"expected one {CONNECT_SELF!r} in the Content-Security-Policy")
    if not peerjs:
        return policy_text
    url = urlsplit(peerjs)
    socket = "wss" if url.scheme == "https" else "ws"
    origins = f"{url.scheme}://{url.netloc} {socket}://{url.netloc}"
    return policy_text.replace(CONNECT_SELF, f"{CONNECT_SELF} {origins}")


def vendor_file(source: Path, target: Path) -> None:
    """Copy a library's file, without its source map comment (the map is not shipped)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    text = re.sub(r"\n//# sourceMappingURL=\S+\s*$", "\n", source.read_text())
    target.write_text(text)


def net_setup(dist: Path, ice_servers: list[dict[str, object]], peerjs: str | None) -> str:
    """Vendor static/net.js's libraries into ``dist``; the JSON its script tag carries."""
    files = {}
    for name, (npm_name, file) in NET_LIBRARIES.items():
        if name == "peerjs" and not peerjs:
            continue
        folder = f"vendor/{npm_name}-{installed_version(npm_name)}"
        vendor_file(NODE_MODULES / npm_name / file, dist / folder / Path(file).name)
        files[name] = f"./{folder}/{Path(file).name}"
    settings = {"iceServers": ice_servers, "peerjs": peerjs, "files": files}
    return json.dumps(settings, separators=(",", ":"), ensure_ascii=False)


def lock_without_packages(lock: Path) -> str:
    """Pyodide's lock file with an empty package list. The site ships no package wheel, so
    none could load, and the list of Pyodide's 357 packages was 22 KB of every first visit."""
    data = json.loads(lock.read_text())
    data["packages"] = {}
    return json.dumps(data, separators=(",", ":"))


def build(
    dist: Path = DIST,
    test_hooks: bool = False,
    ice_servers: list[dict[str, object]] | None = None,
    peerjs: str | None = None,
) -> Path:
    """Build the site into `dist` (emptied first) and return it; `test_hooks`: a test build;
    `ice_servers`, `peerjs`: the servers remote play may use (none by default)."""
    ensure_runtime()
    versions = {name: installed_version(name) or "" for name in pinned_versions()}
    pyodide_src = NODE_MODULES / PYODIDE_PACKAGE
    pyscript_src = NODE_MODULES / PYSCRIPT_PACKAGE / "dist"
    pyodide_dir = f"vendor/pyodide-{versions[PYODIDE_PACKAGE]}"
    pyscript_dir = f"vendor/pyscript-{versions[PYSCRIPT_PACKAGE]}"

    if dist.exists():
        shutil.rmtree(dist)
    (dist / pyodide_dir).mkdir(parents=True)
    for name in PYODIDE_FILES:
        if name not in (STDLIB_ZIP, LOCK_FILE):
            shutil.copyfile(pyodide_src / name, dist / pyodide_dir / name)
    (dist / pyodide_dir / LOCK_FILE).write_text(lock_without_packages(pyodide_src / LOCK_FILE))
    shutil.copytree(
        pyscript_src, dist / pyscript_dir, ignore=shutil.ignore_patterns("*.map", *PYSCRIPT_UNUSED)
    )
    shutil.copytree(ROOT / STATIC_DIR, dist / STATIC_DIR)
    if test_hooks:
        shutil.copyfile(TEST_HOOKS, dist / STATIC_DIR / TEST_HOOKS.name)
    for name in PAGE_FILES:
        shutil.copyfile(ROOT / name, dist / name)
    for name in HOST_FILES:
        text = (ROOT / name).read_text()
        (dist / Path(name).name).write_text(connect_sources(text, peerjs))
    # core.js only re-exports a hashed chunk; naming it lets the page fetch both at once
    chunk = re.search(r'from\s*"\./(core-[\w-]+\.js)"', (pyscript_src / "core.js").read_text())
    if chunk is None:
        raise ValueError(f"no core-*.js chunk named in {pyscript_src / 'core.js'}")
    core = (pyscript_src / chunk.group(1)).read_text()
    pyscript = stdlib_build.pyscript_sources(core)
    (dist / GAME_ZIP).write_bytes(game_zip_bytes(ROOT / GAME_PACKAGE))
    stdlib_build.build(
        pyodide_src,
        dist / GAME_ZIP,
        dist / pyodide_dir / STDLIB_ZIP,
        dist,
        pyscript,
        NODE_MODULES / ".cache" / "volcano-stdlib",
    )
    words = words_data()
    values = {
        "pyodide_version": versions[PYODIDE_PACKAGE],
        "pyscript_version": versions[PYSCRIPT_PACKAGE],
        "pyscript_preloads": module_preloads(
            pyscript_dir, [chunk.group(1), *boot_chunks(core, dist / pyscript_dir)]
        ),
        "snapshot_key": snapshot_key(dist, versions[PYODIDE_PACKAGE]),
        "test_hooks": TEST_HOOKS_TAG if test_hooks else "",
        "game_styles": game_styles(dist),
        # the start screen's games, counts, options and words, from the engines (start.js)
        "games": html.escape(json.dumps(games_data(), ensure_ascii=False), quote=True),
        "words": html.escape(json.dumps(words, ensure_ascii=False), quote=True),
        "tagline": html.escape(words["en"]["page.tagline"]),
        "net": html.escape(net_setup(dist, ice_servers or [], peerjs), quote=True),
        "description": html.escape(words["en"]["page.description"]),
        # name -> size of the runtime files: the page's progress bar weighs downloads by them
        "runtime_files": json.dumps(
            {name: (pyodide_src / name).stat().st_size for name in PYODIDE_FILES},
            separators=(",", ":"),
        ),
    }
    for name in TEMPLATES:
        text = bundle_styles(render((ROOT / name).read_text(), values), dist)
        text = fingerprint_static(text, dist)
        if name == "index.html":
            text = connect_sources(text, peerjs)
        (dist / name).write_text(text)
    pwa_build.add_pwa(dist)  # icons, manifest, service worker: after every other file
    compress_build.compress(dist, NODE_MODULES / ".cache" / "volcano-br")  # then their .br, .gz
    return dist


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the right MIME types; versioned files (vendor/, `?v=<hash>`) cached
    for good, the rest revalidated on every use."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    quiet = False

    def send_head(self):  # type: ignore[no-untyped-def]  # (stdlib signature)
        """A file's .br or .gz copy when the browser accepts it, as static hosts do."""
        path = Path(self.translate_path(self.path))
        if path.is_dir() and self.path.split("?")[0].endswith("/"):
            path = path / "index.html"  # a folder's page, as the stdlib handler would send
        accepted = self.headers.get("Accept-Encoding", "")
        for encoding, suffix in (("br", ".br"), ("gzip", ".gz")):
            packed = path.with_name(path.name + suffix)
            if path.is_file() and encoding in accepted and packed.is_file():
                self.send_response(200)
                self.send_header("Content-Type", self.guess_type(str(path)))
                self.send_header("Content-Encoding", encoding)
                self.send_header("Content-Length", str(packed.stat().st_size))
                self.send_header("Vary", "Accept-Encoding")
                self.end_headers()
                return packed.open("rb")
        return super().send_head()

    def end_headers(self) -> None:
        if self.path.startswith("/vendor/") or "?v=" in self.path:
            self.send_header("Cache-Control", "public, max-age=31536000, immutable")
        else:
            self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 (stdlib name)
        if not self.quiet:
            super().log_message(format, *args)


class QuietSiteHandler(SiteHandler):
    quiet = True


class QuietServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request: object, client_address: object) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):  # a browser closed mid-response
            super().handle_error(request, client_address)  # type: ignore[arg-type]


def make_server(
    directory: Path = DIST, port: int = 0, quiet: bool = False
) -> http.server.ThreadingHTTPServer:
    """A threaded server for `directory` on 127.0.0.1:`port` (0: any free port); `quiet`:
    no request log, no tracebacks for connections the browser dropped."""
    handler = functools.partial(QuietSiteHandler if quiet else SiteHandler, directory=directory)
    server_class = QuietServer if quiet else http.server.ThreadingHTTPServer
    return server_class(("127.0.0.1", port), handler)


def serve(directory: Path, port: int) -> None:
    try:
        server = make_server(directory, port)
    except OSError as error:
        if error.errno != errno.EADDRINUSE:
            raise
        server = make_server(directory, 0)
        print(f"build.py: port {port} is busy, using {server.server_port}")
    with server:
        print(f"Serving {directory} at http://127.0.0.1:{server.server_port}/  (Ctrl-C to stop)")
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            print()


def arguments(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DIST, help="output folder (default: dist/)")
    parser.add_argument(
        "--test-hooks", action="store_true", help="a test build (window.volcanoTest)"
    )
    parser.add_argument(
        "--ice-servers",
        type=ice_servers_setting,
        default=[],
        help="remote play's STUN/TURN servers, a JSON list of RTCIceServer (default: none)",
    )
    parser.add_argument(
        "--peerjs",
        type=peerjs_setting,
        help="a PeerJS server for remote play, http(s)://host:port/path (default: none)",
    )
    commands = parser.add_subparsers(dest="command")
    serve_parser = commands.add_parser("serve", help="build, then serve dist/ on 127.0.0.1")
    serve_parser.add_argument("--port", type=int, default=8000)
    serve_parser.add_argument("--out", type=Path, default=argparse.SUPPRESS, help="as above")
    serve_parser.add_argument(
        "--ice-servers", type=ice_servers_setting, default=argparse.SUPPRESS, help="as above"
    )
    serve_parser.add_argument(
        "--peerjs", type=peerjs_setting, default=argparse.SUPPRESS, help="as above"
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> None:
    args = arguments(argv)
    dist = build(
        args.out.resolve(),
        test_hooks=args.test_hooks,
        ice_servers=args.ice_servers,
        peerjs=args.peerjs,
    )
    size = sum(p.stat().st_size for p in dist.rglob("*") if p.is_file())
    print(f"build.py: built {dist} ({size / 1e6:.1f} MB)")
    if args.command == "serve":
        serve(dist, args.port)


if __name__ == "__main__":
    main()
