"""Translations: every visible string the Python side produces goes through `t`.

    t("start.default_name", n=3)  ->  "Player 3"

Catalogues live in game/ui/lang/<code>.py (``CATALOGUE``), English first; only the language
in use is imported. Lookup order: the current language, then English, then the key itself
(so a missing string shows up as its key instead of breaking the page). Parameters are filled
in with `str.format`. Pure Python: no browser imports, testable under CPython.
"""

from __future__ import annotations

import importlib

from .lang.en import EN

LANGUAGE_NAMES = {"en": "English", "it": "Italiano", "es": "Español", "ja": "日本語"}
LANGUAGES = tuple(LANGUAGE_NAMES)
DEFAULT_LANGUAGE = "en"
CATALOGUES: dict[str, dict[str, str]] = {"en": EN}

_language = DEFAULT_LANGUAGE


def catalogue(code: str) -> dict[str, str]:
    """The catalogue of language ``code`` (imported when first asked for)."""
    if code not in CATALOGUES:
        module = importlib.import_module(f"game.ui.lang.{code}")
        CATALOGUES[code] = module.CATALOGUE
    return CATALOGUES[code]


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
    _language = supported(code) or DEFAULT_LANGUAGE
    catalogue(_language)
    return _language


def get_language() -> str:
    return _language


def t(key: str, **params: object) -> str:
    """The text for `key` in the current language, with `params` filled in."""
    template = CATALOGUES[_language].get(key) or EN.get(key)
    if template is None:
        return key
    return template.format(**params) if params else template


_added: set[tuple[str, int]] = set()


def add_templates(prefix: str, templates: dict[str, str]) -> None:
    """Make a game's English templates ``<prefix>.<key>`` entries of the catalogue (once;
    at the first use, so start-up imports no engine)."""
    if (prefix, id(templates)) in _added:
        return
    for key, template in templates.items():
        EN.setdefault(f"{prefix}.{key}", template)
    _added.add((prefix, id(templates)))
