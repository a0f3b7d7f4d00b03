"""Small DOM helpers shared by the game screen's modules: elements are built with text, never
with HTML, so names and other data from players or links are always shown as text."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import js


def el(tag: str, cls: str | None = None, text: str | None = None, **attrs: Any) -> Any:
    """A new element with a class, text content and attributes (``data_cmd`` -> data-cmd)."""
    node = js.document.createElement(tag)
    if cls:
        node.className = cls
    if text is not None:
        node.textContent = text
    for key, value in attrs.items():
        if value is None or value is False:
            continue
        node.setAttribute(key.rstrip("_").replace("_", "-"), "" if value is True else str(value))
    return node


def button(
    label: str,
    cmd: dict[str, Any],
    cls: str = "btn",
    disabled: bool = False,
    title: str | None = None,
    **attrs: Any,
) -> Any:
    """A button whose click the screen's delegated handler reads from its data-cmd JSON."""
    b = el("button", cls, label, type="button", data_cmd=json.dumps(cmd), title=title, **attrs)
    b.disabled = disabled
    return b


def clicked(event: Any) -> dict[str, Any]:
    """The data-cmd of the enabled ``button`` a click ``event`` is on ({} if none)."""
    node = event.target.closest("[data-cmd]")
    return json.loads(str(node.dataset.cmd)) if node and not node.disabled else {}


_PICTURES: dict[tuple[Any, ...], Any] = {}


def copied(make: Callable[..., Any], *args: Any) -> Any:
    """A copy of the element ``make(*args)``, which is made once: panels are redrawn after
    every move, and a picture built element by element costs dozens of calls into the page,
    a copy one. (Listeners are not copied.)"""
    key = (make, *args)
    picture = _PICTURES.get(key)
    if picture is None:
        picture = _PICTURES[key] = make(*args)
    return picture.cloneNode(True)


def clear(node: Any) -> None:
    """Remove every child of ``node``."""
    node.replaceChildren()


def remove(*node_ids: str) -> None:
    """Take the elements ``node_ids`` off the page (those that are on it)."""
    for node_id in node_ids:
        node = js.document.getElementById(node_id)
        if node:
            node.remove()


def focus(selector: str) -> None:
    """Focus the first element matching ``selector``, if there is one."""
    node = js.document.querySelector(selector)
    if node:
        node.focus()


def js_object(data: dict[str, Any]) -> Any:
    """``data`` as a JavaScript object (the options of a browser call)."""
    from pyodide.ffi import to_js  # (here: the CPython tests import this module without it)

    return to_js(data, dict_converter=js.Object.fromEntries)


def focus_in_place(node: Any) -> None:
    """Focus ``node`` without scrolling the page to it."""
    node.focus(js_object({"preventScroll": True}))
