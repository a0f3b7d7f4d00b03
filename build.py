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
import ast
import errno
import functools
import hashlib
import html
import http.server
import io
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit, urlunsplit

import compress_build
import pwa_build
import stdlib_build
from game.core.registry import GAMES
from game.core.registry import names as registry_names
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
# The Pyodide core as its package ships it: what a standard-library-only program needs, besides
# the standard library and the lock file, which the build makes (the package ships no wheels).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
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
# What a memory snapshot of the interpreter depends on (static/snapshot.mjs) besides the
# runtime, the standard library and game.zip: its key is their hash, so a snapshot a browser
# keeps is never restored into other files.
SNAPSHOT_CODE = ("static/snapshot.mjs", "static/ai-worker.js", "static/pyodide-snapshot.mjs")
# Everything under VENDOR is served for good (deploy/_headers), so each path there is named by
# its content: a folder of a package's files as `<name>-<version>-<hash>/`, a file the build
# makes as `<name>.<hash>.<ext>` (name_by_content). A new release never changes what an old
# URL holds, which browsers and the service worker may keep for a year.
VENDOR = "vendor"
HASH_CHARS = 12
# Source files with {{placeholders}}, copied to dist/ under the same name.
TEMPLATES = ("index.html", "pyscript.json")
PAGE_FILES = ("main.py",)
HOST_FILES = ("deploy/_headers",)  # read by static hosts, not by the page: not pre-cached
STATIC_DIR = "static"
GAME_PACKAGE = "game"
GAME_ZIP = "game.zip"  # named by content in the site: vendor/game.<hash>.zip
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


def shipped(package_dir: Path) -> list[Path]:
    """The game package's files that game.zip carries: *.py only, no caches, no tests, no
    command-line tools."""
    return [
        path
        for path in sorted(package_dir.rglob("*.py"))
        if not any(part in ("__pycache__", "tests") for part in path.parts)
        and not path.name.startswith("test_")
        and path.name not in COMMAND_LINE_ONLY
    ]


def game_zip_bytes(package_dir: Path) -> bytes:
    """The game package as one deterministic zip: the ``shipped`` files and the order the page
    loads them in (``LOAD_ORDER``: ``load_order``'s sections, each a "[name]" line then one
    module per line)."""
    files = {
        p.relative_to(package_dir.parent).as_posix(): p.read_bytes() for p in shipped(package_dir)
    }
    lines = [line for k, v in load_order(package_dir).items() for line in (f"[{k}]", *v)]
    files[LOAD_ORDER] = "".join(f"{line}\n" for line in lines).encode()
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in sorted(files.items()):
            info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, data)
    return buffer.getvalue()


LOAD_ORDER = "game/load-order.txt"  # in game.zip: read by game/ui/loading.py
# What the start screen needs once it answers (boot.py imports it, then runs its init_page).
START_SCREEN = "game.ui.games"


def module_imports(path: Path, module: str, known: set[str]) -> set[str]:
    """The modules of ``known`` that ``module`` (its source at ``path``) imports when it is
    imported: module and class bodies, not functions, nor ``if TYPE_CHECKING:``."""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found: set[str] = set()

    def visit(nodes: list[ast.stmt]) -> None:
        for node in nodes:
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parent = package.rsplit(".", node.level - 1)[0]
                    base = f"{parent}.{base}" if base else parent
                found.add(base)
                found.update(f"{base}.{alias.name}" for alias in node.names)
            elif isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                visit(node.orelse)
            elif not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                for field in ("body", "orelse", "finalbody"):
                    visit([n for n in getattr(node, field, []) if isinstance(n, ast.stmt)])
                for handler in getattr(node, "handlers", []):
                    visit(handler.body)

    visit(ast.parse(path.read_text()).body)
    for name in list(found):  # importing a.b.c imports a and a.b first
        parts = name.split(".")
        found.update(".".join(parts[:k]) for k in range(1, len(parts)))
    return (found & known) - {module}


def shipped_modules(package_dir: Path) -> dict[str, Path]:
    """The ``shipped`` files by the module each is ("game.ui.boot", "game" for its
    __init__.py)."""
    return {
        ".".join(p.relative_to(package_dir.parent).with_suffix("").parts).removesuffix(
            ".__init__"
        ): p
        for p in shipped(package_dir)
    }


def load_order(package_dir: Path) -> dict[str, list[str]]:
    """The modules the page loads after ready, each after what it imports: "start", what
    ``START_SCREEN`` needs (itself last); then for each game, by its name, what its rules and
    its front end add (not their words: i18n loads a language's when it is chosen)."""
    paths = shipped_modules(package_dir)
    needs = {name: module_imports(path, name, set(paths)) for name, path in paths.items()}

    def place(order: list[str], name: str, seen: tuple[str, ...] = ()) -> None:
        if name in order or name in seen:  # (a cycle: Python's own order decides)
            return
        for other in sorted(needs[name]):
            place(order, other, (*seen, name))
        order.append(name)

    start: list[str] = []
    place(start, START_SCREEN)
    sections = {"start": start}
    for game in registry_names():
        order = list(start)
        packages = (GAMES[game].partition(":")[0], package(game))
        for name in sorted(paths):
            if name.startswith(packages) and ".lang." not in f"{name}.":
                place(order, name)
        sections[game] = order[len(start) :]
    return sections


def store_whole(path: Path) -> None:
    """Rewrite the zip at ``path`` with its files stored, not deflated: sent with Brotli
    (compress_build.py) the whole archive packs far smaller than its files deflated one by
    one (game.zip 429 -> 290 KB, the library 1,027 -> 693 KB, measured), and the interpreter
    reads a module without inflating it."""
    with zipfile.ZipFile(path) as source:
        files = [(info, source.read(info)) for info in source.infolist()]
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_STORED) as archive:
        for info, data in files:
            info.compress_type = zipfile.ZIP_STORED
            archive.writestr(info, data)
    path.write_bytes(buffer.getvalue())


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


def snapshot_key(dist: Path, inputs: list[str]) -> str:
    """The memory snapshot's key: a hash of every file it depends on (``inputs``, paths in
    ``dist``), as built."""
    digest = hashlib.sha256()
    for rel in inputs:
        digest.update(rel.encode() + b"\0" + hashlib.sha256((dist / rel).read_bytes()).digest())
    return digest.hexdigest()[:24]


def content_hash(path: Path) -> str:
    """A hash of a file's content, or of a folder's files (their paths and content), ignoring
    the compressed copies (.br, .gz: the same content, encoded)."""
    if path.is_file():
        return hashlib.sha256(path.read_bytes()).hexdigest()[:HASH_CHARS]
    digest = hashlib.sha256()
    for file in sorted(path.rglob("*")):
        if file.is_file() and file.suffix not in (".br", ".gz"):
            rel = file.relative_to(path).as_posix()
            digest.update(rel.encode() + b"\0" + hashlib.sha256(file.read_bytes()).digest())
    return digest.hexdigest()[:HASH_CHARS]


def name_by_content(path: Path) -> Path:
    """Move ``path`` to a name that carries its content hash ("game.zip" to
    "game.<hash>.zip", the folder "pyodide-314.0.7" to "pyodide-314.0.7-<hash>"); returns
    the new path. Where that name exists it holds the same content: ``path`` is dropped."""
    if path.is_dir():
        target = path.with_name(f"{path.name}-{content_hash(path)}")
    else:
        target = path.with_name(f"{path.stem}.{content_hash(path)}{path.suffix}")
    if target.exists():
        shutil.rmtree(path) if path.is_dir() else path.unlink()
    else:
        path.rename(target)
    return target


def vendored(dist: Path, path: Path) -> str:
    """``path`` (in ``dist``) named by its content, as the page links it: ``./vendor/...``
    (folders with a trailing slash)."""
    named = name_by_content(path)
    return f"./{named.relative_to(dist).as_posix()}" + ("/" if named.is_dir() else "")


def immutable_files(dist: Path) -> dict[str, str]:
    """Every file of the built site in ``dist`` that its _headers serves for good
    (``immutable``), with the SHA-256 of its content; the compressed copies aside."""
    headers = dist / "_headers"
    rules = header_rules(headers.read_text() if headers.is_file() else "")
    files = {}
    for path in sorted(dist.rglob("*")):
        rel = path.relative_to(dist).as_posix()
        if path.is_file() and path.suffix not in (".br", ".gz"):
            if "immutable" in headers_for(rules, "/" + rel).get("Cache-Control", ""):
                files[rel] = hashlib.sha256(path.read_bytes()).hexdigest()
    return files


def unnamed_immutable(dist: Path) -> list[str]:
    """The files served for good in ``dist`` whose path does not carry the hash of their
    content, or of their folder's: each is a URL whose content could change in a release."""
    hashes = functools.cache(content_hash)
    wrong = []
    for rel in immutable_files(dist):
        path = dist / rel
        named = [p for p in (path, *path.parents) if dist in p.parents and hashes(p) in p.name]
        if not named:
            wrong.append(rel)
    return wrong


class ImmutableChanged(Exception):
    """A build would serve other content under a URL that browsers keep for good."""


def changed_immutable(before: dict[str, str], after: dict[str, str]) -> list[str]:
    """The paths served for good in both builds (``immutable_files``) with other content."""
    return sorted(rel for rel in before.keys() & after.keys() if before[rel] != after[rel])


def boot_chunks(core: str, shipped: Path) -> list[str]:
    """The chunks PyScript's core (the text of core-*.js) imports as it boots, among those
    the site ships in ``shipped``: its plugins, each a small module fetched only once the core
    has run, unless the page preloads it."""
    imported = re.findall(r'import\("\./([\w-]+\.js)"\)', core)
    return sorted({name for name in imported if (shipped / name).is_file()})


def module_preloads(folder: str, names: list[str]) -> str:
    """``<link rel="modulepreload">`` lines for the modules ``names`` in ``folder`` (a URL
    ending in "/")."""
    return "\n".join(f'  <link rel="modulepreload" href="{folder}{name}">' for name in names)


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
        folder = dist / VENDOR / f"{npm_name}-{installed_version(npm_name)}"
        vendor_file(NODE_MODULES / npm_name / file, folder / Path(file).name)
        files[name] = vendored(dist, folder) + Path(file).name
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
    """Build the site into `dist` and return it; `test_hooks`: a test build; `ice_servers`,
    `peerjs`: the servers remote play may use (none by default). The site is made beside
    `dist` and replaces it only if it serves nothing new under a URL that the build there
    served for good (ImmutableChanged: the old build is kept)."""
    ensure_runtime()
    making = dist.with_name(f".{dist.name}.{os.getpid()}.part")
    if making.exists():
        shutil.rmtree(making)
    try:
        make_site(making, test_hooks, ice_servers or [], peerjs)
        if unnamed := unnamed_immutable(making):
            raise ImmutableChanged(f"served for good but not named by content: {unnamed}")
        if (dist / "index.html").is_file():
            if changed := changed_immutable(immutable_files(dist), immutable_files(making)):
                raise ImmutableChanged(
                    f"{dist} serves these for good with other content; browsers that kept "
                    f"them would mix two releases: {changed}"
                )
        if dist.exists():
            shutil.rmtree(dist)
        making.rename(dist)
    finally:
        if making.exists():
            shutil.rmtree(making)
    return dist


def make_site(
    dist: Path, test_hooks: bool, ice_servers: list[dict[str, object]], peerjs: str | None
) -> None:
    """Write the whole site into the new folder ``dist``."""
    versions = {name: installed_version(name) or "" for name in pinned_versions()}
    pyodide_src = NODE_MODULES / PYODIDE_PACKAGE
    pyscript_src = NODE_MODULES / PYSCRIPT_PACKAGE / "dist"
    vendor = dist / VENDOR
    pyodide_dir = vendor / f"pyodide-{versions[PYODIDE_PACKAGE]}"

    pyodide_dir.mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copyfile(pyodide_src / name, pyodide_dir / name)
    (vendor / LOCK_FILE).write_text(lock_without_packages(pyodide_src / LOCK_FILE))
    pyscript_dir = vendored(
        dist,
        Path(
            shutil.copytree(
                pyscript_src,
                vendor / f"pyscript-{versions[PYSCRIPT_PACKAGE]}",
                ignore=shutil.ignore_patterns("*.map", *PYSCRIPT_UNUSED),
            )
        ),
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
    (vendor / GAME_ZIP).write_bytes(game_zip_bytes(ROOT / GAME_PACKAGE))
    stdlib_build.build(
        pyodide_src,
        vendor / GAME_ZIP,
        vendor / STDLIB_ZIP,
        dist,
        pyscript,
        NODE_MODULES / ".cache" / "volcano-stdlib",
    )
    for name in (GAME_ZIP, STDLIB_ZIP):
        store_whole(vendor / name)
    # the runtime's files, named by content: ./vendor/...
    runtime = {
        "pyodide": vendored(dist, pyodide_dir),
        "stdlib": vendored(dist, vendor / STDLIB_ZIP),
        "lock": vendored(dist, vendor / LOCK_FILE),
        "zip": vendored(dist, vendor / GAME_ZIP),
    }
    downloads = [runtime["pyodide"] + name for name in PYODIDE_FILES]
    downloads += [runtime["stdlib"], runtime["lock"]]
    snapshot_inputs = [url.removeprefix("./") for url in (*downloads, runtime["zip"])]
    words = words_data()
    values = {
        **{f"{key}_url": url for key, url in runtime.items()},
        "pyscript_dir": pyscript_dir,
        "pyscript_preloads": module_preloads(
            pyscript_dir, [chunk.group(1), *boot_chunks(core, dist / pyscript_dir)]
        ),
        "snapshot_key": snapshot_key(dist, [*snapshot_inputs, *SNAPSHOT_CODE]),
        "test_hooks": TEST_HOOKS_TAG if test_hooks else "",
        "game_styles": game_styles(dist),
        # the start screen's games, counts, options and words, from the engines (start.js)
        "games": html.escape(json.dumps(games_data(), ensure_ascii=False), quote=True),
        "words": html.escape(json.dumps(words, ensure_ascii=False), quote=True),
        "tagline": html.escape(words["en"]["page.tagline"]),
        "net": html.escape(net_setup(dist, ice_servers, peerjs), quote=True),
        "description": html.escape(words["en"]["page.description"]),
        # file name -> size of the runtime's downloads: the progress bar weighs them by it
        "runtime_files": json.dumps(
            {url.rsplit("/", 1)[1]: (dist / url).stat().st_size for url in downloads},
            separators=(",", ":"),
        ),
        "build_id": BUILD_ID_MARK,
    }
    for name in TEMPLATES:
        text = bundle_styles(render((ROOT / name).read_text(), values), dist)
        text = fingerprint_static(text, dist)
        (dist / name).write_text(connect_sources(text, peerjs) if name == "index.html" else text)
    build_id = content_hash(dist)  # of the whole site, its pages without the id
    for name in TEMPLATES:
        (dist / name).write_text((dist / name).read_text().replace(BUILD_ID_MARK, build_id))
    pwa_build.add_pwa(dist)  # icons, manifest, service worker: after every other file
    compress_build.compress(dist, NODE_MODULES / ".cache" / "volcano-br")  # then their .br, .gz


BUILD_ID_MARK = "@@BUILD-ID@@"


DEFAULT_CACHE_CONTROL = "public, max-age=0, must-revalidate"  # Netlify's and Cloudflare's
HeaderRules = list[tuple[re.Pattern[str], list[tuple[str, str]]]]


def header_rules(text: str) -> HeaderRules:
    """The rules of a ``_headers`` file (Netlify, Cloudflare Pages): each path pattern (``*``
    matches anything) with its headers."""
    rules: HeaderRules = []
    for line in text.splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line[0].isspace():
            pattern = re.compile("".join(".*" if c == "*" else re.escape(c) for c in line.strip()))
            rules.append((pattern, []))
        elif rules and ":" in line:
            name, value = line.strip().split(":", 1)
            rules[-1][1].append((name.strip(), value.strip()))
    return rules


def headers_for(rules: HeaderRules, path: str) -> dict[str, str]:
    """The headers ``rules`` give ``path``: every matching rule applies, in order, a later
    one's value replacing an earlier one's (Netlify; Cloudflare Pages joins them, so the site's
    _headers never gives a file one header twice); a file no rule gives a Cache-Control is
    revalidated, the static hosts' default."""
    headers: dict[str, str] = {}
    for pattern, pairs in rules:
        if pattern.fullmatch(path):
            headers.update(pairs)
    headers.setdefault("Cache-Control", DEFAULT_CACHE_CONTROL)
    return headers


class SiteServer(http.server.ThreadingHTTPServer):
    """Serves the built site in ``folder`` with the headers of its own ``_headers`` file, as
    a static host does; ``folder`` may be replaced while it runs (a new release deployed at the
    same origin)."""

    quiet = False

    def __init__(self, folder: Path, port: int) -> None:
        self.folder = folder
        self._rules: tuple[tuple[Path, float], HeaderRules] | None = None
        super().__init__(("127.0.0.1", port), SiteHandler)

    def rules(self) -> HeaderRules:
        source = self.folder / "_headers"
        stamp = (source, source.stat().st_mtime if source.is_file() else 0.0)
        if self._rules is None or self._rules[0] != stamp:
            text = source.read_text() if source.is_file() else ""
            self._rules = (stamp, header_rules(text))
        return self._rules[1]

    def handle_error(self, request: object, client_address: object) -> None:
        if not (self.quiet and isinstance(sys.exc_info()[1], ConnectionError)):
            super().handle_error(request, client_address)  # type: ignore[arg-type]


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the right MIME types, their .br or .gz copy when the browser accepts
    one, and the headers of the site's ``_headers``."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    server: SiteServer

    def __init__(self, request: Any, client_address: Any, server: SiteServer) -> None:
        super().__init__(request, client_address, server, directory=str(server.folder))

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
        for name, value in headers_for(self.server.rules(), urlsplit(self.path).path).items():
            self.send_header(name, value)
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 (stdlib name)
        if not self.server.quiet:
            super().log_message(format, *args)


def make_server(directory: Path = DIST, port: int = 0, quiet: bool = False) -> SiteServer:
    """A threaded server for `directory` on 127.0.0.1:`port` (0: any free port); `quiet`:
    no request log, no tracebacks for connections the browser dropped."""
    server = SiteServer(directory, port)
    server.quiet = quiet
    return server


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
