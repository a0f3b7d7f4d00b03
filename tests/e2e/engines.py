"""One way to drive a page in each browser engine the suite runs (issue 40): Chromium through
Playwright, Firefox ESR over WebDriver BiDi (npm puppeteer-core in a Node process,
tests/e2e/firefox.mjs, spoken to a JSON line at a time) and WebKitGTK through WebKitWebDriver
(Selenium; its MiniBrowser on an Xvfb screen of its own). Debian's packages only: nothing is
downloaded. A script is a JavaScript function's source, called with JSON arguments; what it
returns (awaited) comes back as JSON."""

from __future__ import annotations

import itertools
import json
import os
import subprocess
import time
import warnings
from abc import ABC, abstractmethod
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser
from selenium import webdriver
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.action_chains import ActionBuilder
from selenium.webdriver.common.by import By
from selenium.webdriver.support.select import Select

from .conftest import CONTEXT, guarded_page

HERE = Path(__file__).resolve().parent
FIREFOX = Path("/usr/bin/firefox-esr")
WEBKIT_DRIVER = Path("/usr/bin/WebKitWebDriver")
XVFB = Path("/usr/bin/Xvfb")
WIDTH, HEIGHT = CONTEXT["viewport"]["width"], CONTEXT["viewport"]["height"]
# the value of a script's call, awaited, as JSON text (undefined as null)
AS_JSON = (
    "(async () => {{ const v = await ({}); return JSON.stringify(v === undefined ? null : v); }})()"
)
# Where to click the element ``selector`` as a person would: it is there, enabled, brought to
# the middle of the window if something covers it (the start screen's sticky Start button
# does), the element under its centre is it, and it stays still for two frames; null if not
# yet. A click computed from a box that then moves would land on whatever comes under it.
CLICKABLE = """async (selector) => {
    const e = document.querySelector(selector);
    if (!e || e.disabled || !e.getClientRects().length) return null;
    const centre = () => {
        const r = e.getBoundingClientRect();
        const x = r.x + r.width / 2, y = r.y + r.height / 2;
        const under = document.elementFromPoint(x, y);
        return under && (under === e || e.contains(under)) ? [x, y] : null;
    };
    if (!centre()) e.scrollIntoView({ block: "center", inline: "center" });
    const before = centre();
    await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
    const after = centre();
    return before && after && before.join() === after.join() ? after : null;
}"""
# Why ``selector`` is not clickable: what is under its centre, and where it is.
UNCLICKABLE = """(selector) => {
    const e = document.querySelector(selector);
    if (!e) return "not in the page";
    if (e.disabled) return "disabled";
    const r = e.getBoundingClientRect();
    const under = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    const name = (n) => !n ? "nothing"
        : n.tagName.toLowerCase() + (n.id ? "#" + n.id : "") + " " + n.getAttribute("class");
    const box = [r.x, r.y, r.width, r.height].map(Math.round);
    return `box ${box}, under its centre ${name(under)} in ${name(under && under.parentElement)},`
        + ` hidden: ${e.closest("[hidden]") !== null}`;
}"""


class EngineError(RuntimeError):
    """The engine refused a request, or the page's script threw."""


def installed(path: Path) -> Path:
    if not path.exists():
        raise EngineError(f"{path} not found: `python test.py --prepare` installs it (Debian)")
    return path


def minibrowser() -> Path:
    """WebKitGTK's MiniBrowser (package webkit2gtk-driver's dependency), for any architecture."""
    found = sorted(Path("/usr/lib").glob("*/webkit2gtk-4.*/MiniBrowser"))
    if not found:
        raise EngineError("MiniBrowser not found: `python test.py --prepare` installs it")
    return found[-1]


class Engine(ABC):
    """A page in one browser engine."""

    name: str

    @abstractmethod
    def _run(self, expression: str) -> str:
        """The string an expression evaluates to in the page (a promise awaited)."""

    @abstractmethod
    def open(self, url: str) -> None:
        """Navigate to ``url`` and wait for its load event."""

    @abstractmethod
    def reload(self) -> None: ...

    @abstractmethod
    def click_at(self, x: float, y: float) -> None:
        """A mouse click at a point of the window (CSS pixels)."""

    @abstractmethod
    def fill(self, selector: str, text: str) -> None:
        """Type ``text`` into a text box, replacing what it held."""

    @abstractmethod
    def select(self, selector: str, value: str) -> None:
        """Choose the option ``value`` of a <select>."""

    @abstractmethod
    def screenshot(self, path: Path) -> None: ...

    @abstractmethod
    def close(self) -> None: ...

    def problems(self) -> list[str]:
        """Console errors, uncaught errors and requests leaving 127.0.0.1 since the last
        call (where the engine's driver reports them)."""
        return []

    def evaluate(self, function: str, *args: Any) -> Any:
        """Call the JavaScript function ``function`` with ``args``; its value, awaited."""
        return json.loads(self._run(AS_JSON.format(f"({function})(...{json.dumps(args)})")))

    def wait(self, function: str, *args: Any, timeout: float = 30) -> Any:
        """Call ``function`` until it returns something truthy (through navigations and
        reloads, which interrupt a call); that value."""
        deadline = time.monotonic() + timeout
        last = ""
        while True:
            try:
                value = self.evaluate(function, *args)
                if value:
                    return value
                last = f"last value {value!r}"
            except EngineError as error:
                last = str(error)
            if time.monotonic() > deadline:
                raise TimeoutError(f"{self.name}: not within {timeout} s: {function} ({last})")
            time.sleep(0.05)

    def click(self, selector: str, timeout: float = 30) -> None:
        """Click the element ``selector`` at its centre, as a person would (``CLICKABLE``)."""
        try:
            x, y = self.wait(CLICKABLE, selector, timeout=timeout)
        except TimeoutError as error:
            raise TimeoutError(f"{error}: {self.evaluate(UNCLICKABLE, selector)}") from None
        self.click_at(x, y)

    def call(self, name: str, *args: Any) -> Any:
        """The test build's hook ``name`` (``window.volcanoTest.call``)."""
        return self.evaluate("(n, a) => window.volcanoTest.call(n, ...a)", name, list(args))


class Chromium(Engine):
    """A fresh Playwright context of the session's Chromium (conftest.guarded_page)."""

    name = "chromium"

    def __init__(self, browser: Browser, **options: Any) -> None:
        self.context, self.page, self._outside, self._errors = guarded_page(browser, **options)

    def _run(self, expression: str) -> str:
        try:
            return str(self.page.evaluate(f"() => {expression}"))
        except Exception as error:
            raise EngineError(str(error)) from error

    def open(self, url: str) -> None:
        self.page.goto(url)

    def reload(self) -> None:
        self.page.reload()

    def click_at(self, x: float, y: float) -> None:
        self.page.mouse.click(x, y)

    def fill(self, selector: str, text: str) -> None:
        self.page.fill(selector, text)

    def select(self, selector: str, value: str) -> None:
        self.page.select_option(selector, value)

    def screenshot(self, path: Path) -> None:
        self.page.screenshot(path=str(path), full_page=True)

    def problems(self) -> list[str]:
        seen = self._errors + [f"outside: {url}" for url in self._outside]
        self._errors.clear()
        self._outside.clear()
        return seen

    def close(self) -> None:
        self.context.close()


class Firefox(Engine):
    """Firefox ESR in a Node process running puppeteer-core over WebDriver BiDi."""

    name = "firefox"

    def __init__(self) -> None:
        script = HERE / "firefox.mjs"
        command = ["node", str(script), str(installed(FIREFOX)), str(WIDTH), str(HEIGHT)]
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        self._ids = itertools.count()

    def _ask(self, op: str, **fields: Any) -> Any:
        assert self.process.stdin and self.process.stdout
        request = {"id": next(self._ids), "op": op, **fields}
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise EngineError(f"firefox.mjs ended (exit code {self.process.wait()})")
        answer = json.loads(line)
        assert answer["id"] == request["id"], (answer, request)
        if "error" in answer:
            raise EngineError(f"firefox: {op}: {answer['error']}")
        return answer["value"]

    def _run(self, expression: str) -> str:
        return str(self._ask("run", expression=expression))

    def open(self, url: str) -> None:
        self._ask("open", url=url)

    def reload(self) -> None:
        self._ask("reload")

    def click_at(self, x: float, y: float) -> None:
        self._ask("mouse", x=x, y=y)

    def fill(self, selector: str, text: str) -> None:
        self._ask("fill", selector=selector, text=text)

    def select(self, selector: str, value: str) -> None:
        self._ask("select", selector=selector, value=value)

    def screenshot(self, path: Path) -> None:
        self._ask("screenshot", path=str(path))

    def problems(self) -> list[str]:
        return list(self._ask("problems"))

    def close(self) -> None:
        if self.process.poll() is None:
            try:
                self._ask("close")
            finally:
                self.process.wait(timeout=30)


class WebKit(Engine):
    """WebKitGTK's MiniBrowser through WebKitWebDriver (Selenium), on an Xvfb screen that it
    starts (each session a fresh profile)."""

    name = "webkit"

    def __init__(self) -> None:
        screen = f"{WIDTH + 100}x{HEIGHT + 100}x24"
        self.xvfb = subprocess.Popen(
            [str(installed(XVFB)), "-displayfd", "1", "-screen", "0", screen, "-nolisten", "tcp"],
            stdout=subprocess.PIPE,
            text=True,
        )
        assert self.xvfb.stdout
        display = self.xvfb.stdout.readline().strip()
        if not display:
            raise EngineError(f"Xvfb did not start (exit code {self.xvfb.wait()})")
        options = webdriver.WebKitGTKOptions()
        options.binary_location = str(minibrowser())
        options.add_argument("--automation")
        # an explicit driver: Selenium Manager never looks for one to download
        driver = str(installed(WEBKIT_DRIVER))
        display_env = {**os.environ, "DISPLAY": f":{display}"}
        service = webdriver.WebKitGTKService(executable_path=driver, env=display_env)
        try:
            with warnings.catch_warnings():  # (Selenium's own call of a deprecated setting)
                warnings.filterwarnings("ignore", "setting remote_server_addr", DeprecationWarning)
                self.driver = webdriver.WebKitGTK(options=options, service=service)
        except BaseException:
            self.xvfb.kill()
            raise
        self.driver.set_script_timeout(120)
        self.driver.set_window_size(WIDTH, HEIGHT)

    def _run(self, expression: str) -> str:
        script = (
            "const done = arguments[arguments.length - 1];"
            f"({expression}).then(done, (e) => done({{error: String(e && e.stack || e)}}));"
        )
        try:
            value = self.driver.execute_async_script(script)
        except WebDriverException as error:
            raise EngineError(f"webkit: {error.msg}") from error
        if isinstance(value, dict):
            raise EngineError(f"webkit: {value['error']}")
        return str(value)

    def open(self, url: str) -> None:
        self.driver.get(url)

    def reload(self) -> None:
        self.driver.refresh()

    def click_at(self, x: float, y: float) -> None:
        actions = ActionBuilder(self.driver)
        actions.pointer_action.move_to_location(round(x), round(y)).click()
        actions.perform()

    def fill(self, selector: str, text: str) -> None:
        box = self.driver.find_element(By.CSS_SELECTOR, selector)
        box.clear()
        box.send_keys(text)

    def select(self, selector: str, value: str) -> None:
        Select(self.driver.find_element(By.CSS_SELECTOR, selector)).select_by_value(value)

    def screenshot(self, path: Path) -> None:
        self.driver.save_screenshot(str(path))

    def close(self) -> None:
        try:
            self.driver.quit()
        finally:
            self.xvfb.terminate()
            self.xvfb.wait(timeout=10)


def launch(name: str, chromium: Browser | None = None) -> Engine:
    """A page in engine ``name`` (Chromium: a new context of ``chromium``)."""
    if name == "chromium":
        assert chromium is not None
        return Chromium(chromium)
    return Firefox() if name == "firefox" else WebKit()
