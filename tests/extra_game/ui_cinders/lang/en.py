"""Cinders' words in English."""

from __future__ import annotations

CATALOGUE: dict[str, str] = {
    "game.cinders.title": "Cinders",
    "game.cinders.blurb": "Take 1, 2 or 3 cinders; who takes the last wins.",
    "option.cinders.short": "Short heap",
    "option.cinders.short.help": "9 cinders instead of 15.",
    "cinders.heap.one": "1 cinder left",
    "cinders.heap.other": "{count} cinders left",
    "cinders.take.one": "Take 1",
    "cinders.take.other": "Take {count}",
    "cinders.prompt": "Take 1, 2 or 3 cinders.",
    "cinders.log.setup": "A heap of {count} cinders.",
    "cinders.log.take.one": "{player} takes 1 cinder.",
    "cinders.log.take.other": "{player} takes {count} cinders.",
    "cinders.log.won": "{player} takes the last cinder and wins.",
    "cinders.rules": "In turn, take 1, 2 or 3 cinders. Who takes the last wins.",
}
