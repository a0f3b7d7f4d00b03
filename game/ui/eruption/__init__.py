"""Eruption's front end: ``front.py`` (the browser part) and pure modules tested under
CPython: ``controller`` (pointing -> legal actions), ``layout`` (hexes <-> pixels), ``render``
(the board as draw operations), ``text`` (log lines)."""
