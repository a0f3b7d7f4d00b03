"""Translations: every visible string the Python side produces goes through `t`.

    t("start.default_name", n=3)  ->  "Player 3"

Lookup order: the current language's catalogue, then English, then the key itself (so a
missing string shows up as its key instead of breaking the page). Parameters are filled in
with `str.format`. Pure Python: no browser imports, testable under CPython.
"""

from __future__ import annotations

EN: dict[str, str] = {
    # start screen
    "start.button": "Start game",
    "start.default_name": "Player {n}",
    # loading progress
    "progress.ready": "Ready",
    # boot messages
    "boot.no_app": (
        "The game screen is not part of this build yet (game.ui.app is missing), "
        "so no game can be started."
    ),
    "boot.start_failed": "The game could not start: {error}",
}

CATALOGUES: dict[str, dict[str, str]] = {"en": EN}
DEFAULT_LANGUAGE = "en"

_language = DEFAULT_LANGUAGE


def set_language(code: str) -> str:
    """Use the catalogue for `code` (e.g. "it" or "it-IT"); unknown languages fall back to
    English. Returns the language code now in use."""
    global _language
    primary = code.strip().lower().replace("_", "-").split("-")[0]
    _language = primary if primary in CATALOGUES else DEFAULT_LANGUAGE
    return _language


def get_language() -> str:
    return _language


def t(key: str, **params: object) -> str:
    """The text for `key` in the current language, with `params` filled in."""
    template = CATALOGUES[_language].get(key) or EN.get(key)
    if template is None:
        return key
    return template.format(**params) if params else template
