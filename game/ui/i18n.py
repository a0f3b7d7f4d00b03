"""Translations: every visible string the Python side produces goes through `t`.

    t("start.default_name", n=3)  ->  "Player 3"

A language's catalogue is the shell's words, game/ui/lang/<code>.py, and every front end's,
game/ui/<game>/lang/<code>.py (each a ``CATALOGUE``; no key in two of them), English first;
only the language in use is imported. Lookup order: the current language, then English, then
the key itself (so a missing string shows up as its key instead of breaking the page).
Parameters are filled in with `str.format`. Pure Python: no browser imports, testable under CPython.

Plurals: where a count changes the words, the catalogue has ``<key>.one``, ``<key>.other``
(the forms ``PLURAL_FORMS`` lists for the language; Japanese has only ``.other``) instead of
``<key>``, and ``t(key, count=n)`` chooses the form for ``n``:

    t("player.hand", count=1)  ->  "1 card"
"""

from __future__ import annotations

import importlib

from .frontend import FRONT_ENDS, package

LANGUAGE_NAMES = {"en": "English", "it": "Italiano", "es": "Español", "ja": "日本語"}
LANGUAGES = tuple(LANGUAGE_NAMES)
DEFAULT_LANGUAGE = "en"
CATALOGUES: dict[str, dict[str, str]] = {}

_language = DEFAULT_LANGUAGE

# The plural forms each language's catalogue holds for a counted key, and which one a count
# takes (the CLDR cardinal categories for whole numbers).
PLURAL_FORMS: dict[str, tuple[str, ...]] = {
    "en": ("one", "other"),
    "it": ("one", "other"),
    "es": ("one", "other"),
    "ja": ("other",),
}


def plural_form(code: str, count: object) -> str:
    """The plural form ("one" or "other") that ``count`` takes in language ``code``."""
    if "one" in PLURAL_FORMS.get(code, ("one", "other")) and count == 1:
        return "one"
    return "other"


def word_modules(code: str) -> list[str]:
    """The modules holding language ``code``'s words: the shell's, then each front end's."""
    return [f"game.ui.lang.{code}", *(f"{package(name)}.lang.{code}" for name in FRONT_ENDS)]


def catalogue(code: str) -> dict[str, str]:
    """The catalogue of language ``code`` (imported when first asked for)."""
    if code not in CATALOGUES:
        entries: dict[str, str] = {}
        for name in word_modules(code):
            entries.update(importlib.import_module(name).CATALOGUE)
        CATALOGUES[code] = entries
    return CATALOGUES[code]


EN = catalogue(DEFAULT_LANGUAGE)


def supported(code: object) -> str | None:
    """The site's language for ``code`` ("it", "it-IT", "IT_ch"...), or None."""
    if not isinstance(code, str):
        return None
    primary = code.strip().lower().replace("_", "-").split("-")[0]
    return primary if primary in LANGUAGES else None


def set_language(code: str) -> str:
    """Use the catalogue for `code`; unknown languages fall back to English. Returns the
    language code now in use."""
    global _language
    language = supported(code) or DEFAULT_LANGUAGE
    catalogue(language)  # loaded before it is used
    _language = language
    return _language


def get_language() -> str:
    return _language


def _template(code: str, key: str, params: dict[str, object]) -> str | None:
    entries = CATALOGUES[code]
    template = entries.get(key)
    if template is None and "count" in params:
        template = entries.get(f"{key}.{plural_form(code, params['count'])}")
    return template


def t(key: str, **params: object) -> str:
    """The text for `key` in the current language, with `params` filled in; with a ``count``
    parameter, a counted key's plural form for that count."""
    template = _template(_language, key, params) or _template(DEFAULT_LANGUAGE, key, params)
    if template is None:
        return key
    return template.format(**params) if params else template


def default_name(seat: int, computer: bool = False) -> str:
    """The name of seat number ``seat`` (from 1) left blank, in the current language: a
    person's ("Player 2") or a computer's ("Computer 2")."""
    return t("start.computer_name" if computer else "start.default_name", n=seat)
