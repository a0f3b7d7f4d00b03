"""Every way from the browser into Python goes through here, so no error reaches the page as
a traceback: an unexpected exception is written to the console (with its traceback) and the
player gets a short message; the current game is kept.

``proxy(fn)``: a JS-callable that never raises (kept alive for the page's lifetime);
``once(fn)``: the same for a callback called once (a promise's ``then``, a timer);
``spawn(coro)``: run a coroutine (``await`` on JS promises) with the same protection.
"""

from __future__ import annotations

import asyncio
import traceback
from collections.abc import Callable, Coroutine
from typing import Any

import js
from pyodide.ffi import create_once_callable, create_proxy, to_js

_alive: list[Any] = []
_tasks: set[Any] = set()
_on_error: list[Callable[[str], None]] = []


def on_error(show: Callable[[str], None]) -> None:
    """Set how an unexpected error is shown to the player (a short message)."""
    _on_error[:] = [show]


def report(error: BaseException) -> None:
    """Details to the console, a short message to the player."""
    details = "".join(traceback.format_exception(error))
    js.console.error(f"Unexpected error (the game is kept):\n{details}")
    for show in _on_error:
        try:
            show(f"{type(error).__name__}: {str(error)[:200]}")
        except Exception as again:  # the message itself failed: the console has both
            js.console.error(f"... and showing it failed: {again!r}")


def safely(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``fn`` made to report instead of raising."""

    def run(*args: Any) -> Any:
        try:
            return fn(*args)
        except Exception as error:
            report(error)
            return None

    return run


def proxy(fn: Callable[..., Any]) -> Any:
    """A JS-callable for ``fn`` that never raises, kept alive."""
    p = create_proxy(safely(fn))
    _alive.append(p)
    return p


def once(fn: Callable[..., Any]) -> Any:
    """A JS-callable for one call of ``fn`` that never raises."""
    return create_once_callable(safely(fn))


async def idle(timeout_ms: int = 1000) -> None:
    """Until the browser is idle (at most ``timeout_ms``; a short wait in a browser that
    cannot tell, such as Safari)."""
    future: asyncio.Future[None] = asyncio.get_event_loop().create_future()

    def done(*_: Any) -> None:
        if not future.done():
            future.set_result(None)

    if hasattr(js.window, "requestIdleCallback"):
        options = to_js({"timeout": timeout_ms}, dict_converter=js.Object.fromEntries)
        js.window.requestIdleCallback(once(done), options)
    else:
        js.setTimeout(once(done), 50)
    await future


def spawn(coro: Coroutine[Any, Any, Any]) -> None:
    """Run ``coro`` in the page's event loop; an exception is reported, never raised."""

    async def guarded() -> None:
        try:
            await coro
        except Exception as error:
            report(error)

    task = asyncio.ensure_future(guarded())
    _tasks.add(task)
    task.add_done_callback(_tasks.discard)
