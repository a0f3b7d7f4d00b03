"""No words on the page outside the catalogues (issue 12): the Python front ends, the HTML and
the scripts put text on screen only through ``t`` / ``say`` / ``data-i18n``. The scanners look
where text becomes visible (text nodes, textContent, title, aria-label, placeholder, alt,
canvas fillText, notices, button labels) and report any literal holding a word; each is first
shown to catch a planted English string."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORD = re.compile(r"[^\W\d_]{2,}")

# Not prose: key names in tooltips, the language names (each in its own language), and the
# two page texts start.js replaces before the page shows (the title, the Start button's
# progress).
ALLOWED = {"Esc", "Shift+R", "R", "English", "Italiano", "Español", "日本語"}
ALLOWED_HTML = {("title", "Volcano games"), ("button", "Loading… 0%")}

# where a call's argument becomes visible text: function name -> positional index
TEXT_ARGUMENT = {"el": 2, "button": 0, "notify": 0, "fillText": 0, "alert": 0, "confirm": 0}
TEXT_KEYWORDS = {"title", "aria_label", "placeholder", "alt"}
TEXT_PROPERTIES = {"textContent", "innerText", "innerHTML", "title", "placeholder", "ariaLabel"}
TEXT_ATTRIBUTES = ("title", "aria-label", "placeholder", "alt")


def literal_parts(node: ast.AST) -> Iterator[str]:
    """The literal pieces of an expression that ends up as text."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node.value
    elif isinstance(node, ast.JoinedStr):
        for value in node.values:
            yield from literal_parts(value)
    elif isinstance(node, ast.BinOp):
        yield from literal_parts(node.left)
        yield from literal_parts(node.right)
    elif isinstance(node, ast.IfExp):
        yield from literal_parts(node.body)
        yield from literal_parts(node.orelse)


def python_literals(source: str) -> list[tuple[int, str]]:
    """Visible literals in Python front-end code, with their line numbers."""
    found = []
    for node in ast.walk(ast.parse(source)):
        shown: list[ast.AST] = []
        if isinstance(node, ast.Call):
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            where = TEXT_ARGUMENT.get(name or "")
            if where is not None and len(node.args) > where:
                shown.append(node.args[where])
            first = node.args[0] if node.args else None
            if (
                name == "setAttribute"
                and len(node.args) == 2
                and isinstance(first, ast.Constant)
                and first.value in TEXT_ATTRIBUTES
            ):
                shown.append(node.args[1])
            shown += [k.value for k in node.keywords if k.arg in TEXT_KEYWORDS]
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Attribute) and target.attr in TEXT_PROPERTIES:
                    shown.append(node.value)
        for expression in shown:
            for part in literal_parts(expression):
                if WORD.search(part) and part.strip() not in ALLOWED:
                    found.append((getattr(expression, "lineno", 0), part))
    return found


JS_TEXT = re.compile(
    r"""(?:textContent|innerText|innerHTML|title|placeholder|ariaLabel)\s*[:=]\s*(["'`])(.*?)\1"""
    r"""|setAttribute\(\s*["'](?:title|aria-label|placeholder|alt)["']\s*,\s*(["'`])(.*?)\3"""
    r"""|\b(?:alert|confirm|prompt)\(\s*(["'`])(.*?)\5"""
)


def without_interpolations(source: str) -> str:
    """A script with every template literal's ``${...}`` removed (nested ones included)."""
    out, depth, i = [], 0, 0
    while i < len(source):
        if source.startswith("${", i):
            depth, i = depth + 1, i + 2
            continue
        if depth and source[i] == "{":
            depth += 1
        elif depth and source[i] == "}":
            depth -= 1
        elif not depth:
            out.append(source[i])
        i += 1
    return "".join(out)


def script_literals(source: str) -> list[str]:
    """Visible literals in a script (what ``${...}`` puts in a template is not a literal)."""
    found = []
    for match in JS_TEXT.finditer(without_interpolations(source)):
        text = next(g for g in (match.group(2), match.group(4), match.group(6)) if g is not None)
        if WORD.search(text) and text.strip() not in ALLOWED:
            found.append(text)
    return found


VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source"}


class PageText(HTMLParser):
    """Text nodes and text attributes of the page that no ``data-i18n*`` attribute names."""

    def __init__(self) -> None:
        super().__init__()
        self.open: list[tuple[str, dict[str, str | None]]] = []
        self.found: list[tuple[str, str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        named = dict(attrs)
        for attribute in TEXT_ATTRIBUTES:
            value = named.get(attribute) or ""
            if WORD.search(value) and not any(a.startswith("data-i18n-") for a in named):
                self.found.append((tag, value))
        if tag not in VOID:
            self.open.append((tag, named))

    def handle_endtag(self, tag: str) -> None:
        while self.open and self.open.pop()[0] != tag:
            pass

    def handle_data(self, data: str) -> None:
        text = data.strip()
        if not WORD.search(text) or text.startswith("{{"):  # build-time placeholders
            return
        if any(tag in ("script", "style") for tag, _ in self.open):
            return
        tag, attrs = self.open[-1] if self.open else ("", {})
        if "data-i18n" not in attrs and text not in ALLOWED and (tag, text) not in ALLOWED_HTML:
            self.found.append((tag, text))


def page_literals(source: str) -> list[tuple[str, str]]:
    parser = PageText()
    parser.feed(source)
    return parser.found


# ---- the scanners catch what they are for ----------------------------------------------------


def test_the_scanners_catch_a_planted_english_string() -> None:
    python = (
        'box.appendChild(el("p", "muted", "No moves left"))\n'
        'node.textContent = f"Turn {n} of the game"\n'
        'b = button(t("btn.play"), {}, "btn", title="Play this card")\n'
        'x = el("span", "die face", None)\n'
    )
    assert sorted(text for _, text in python_literals(python)) == [
        " of the game",
        "No moves left",
        "Play this card",
        "Turn ",
    ]
    script = 'node.textContent = "Saved";\nmake("b", { title: `Hi ${say(`k.${n}`)}` });\nsay("x");'
    assert script_literals(script) == ["Saved", "Hi "]
    page = '<p data-i18n="a">Hello</p><p>Goodbye now</p><b aria-label="Close it">x</b>'
    assert page_literals(page) == [("p", "Goodbye now"), ("b", "Close it")]


# ---- the site -------------------------------------------------------------------------------


def test_python_front_ends_show_no_literal_words() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{line}: {text!r}"
        for path in sorted((ROOT / "game" / "ui").rglob("*.py"))
        if "lang" not in path.relative_to(ROOT).parts
        for line, text in python_literals(path.read_text(encoding="utf-8"))
    ]
    assert not found, "\n".join(found)


def test_scripts_show_no_literal_words() -> None:
    scripts = sorted((ROOT / "static").glob("*.js"))
    assert scripts
    found = [
        f"{path.name}: {text!r}"
        for path in scripts
        for text in script_literals(path.read_text(encoding="utf-8"))
    ]
    assert not found, "\n".join(found)


def test_the_page_shows_no_words_without_a_catalogue_key() -> None:
    found = page_literals((ROOT / "index.html").read_text(encoding="utf-8"))
    assert not found, found
