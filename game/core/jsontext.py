"""JSON from outside (links, files, saves, messages), read with a bound on nesting.

``json.loads`` recurses once per level of nesting. CPython turns a deep document into a
RecursionError, but inside Pyodide the WebAssembly stack can overflow first and kill the
interpreter. So the depth is measured first, without recursion, and the same limit applies
on every Python.
"""

from __future__ import annotations

import json
import re
from itertools import accumulate
from typing import Any

MAX_DEPTH = 24  # records and saves nest 6 levels deep; settings and messages fewer
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}  # (a lookup per bracket: no Python call for each)


class TooDeep(ValueError):
    """The JSON text nests deeper than allowed."""


def depth(text: str) -> int:
    """How deeply the arrays and objects of ``text`` nest (0 for a scalar)."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    if not brackets:
        return 0
    return max(0, max(accumulate(map(_STEP.__getitem__, brackets))))


def loads(text: str, max_depth: int = MAX_DEPTH) -> Any:
    """``json.loads`` for untrusted text: ValueError (TooDeep included) on anything bad."""
    if depth(text) > max_depth:
        raise TooDeep(f"nested more than {max_depth} levels deep")
    try:
        return json.loads(text)
    except RecursionError as exc:  # cannot happen under the bound; kept as a safety net
        raise TooDeep("nested too deeply") from exc
