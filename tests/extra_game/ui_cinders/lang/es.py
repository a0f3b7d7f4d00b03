"""Cinders' words in Spanish."""

from __future__ import annotations

CATALOGUE: dict[str, str] = {
    "game.cinders.title": "Brasas",
    "game.cinders.blurb": "Toma 1, 2 o 3 brasas; quien toma la última gana.",
    "option.cinders.short": "Montón corto",
    "option.cinders.short.help": "9 brasas en vez de 15.",
    "cinders.heap.one": "Queda 1 brasa",
    "cinders.heap.other": "Quedan {count} brasas",
    "cinders.take.one": "Toma 1",
    "cinders.take.other": "Toma {count}",
    "cinders.prompt": "Toma 1, 2 o 3 brasas.",
    "cinders.log.setup": "Un montón de {count} brasas.",
    "cinders.log.take.one": "{player} toma 1 brasa.",
    "cinders.log.take.other": "{player} toma {count} brasas.",
    "cinders.log.won": "{player} toma la última brasa y gana.",
    "cinders.rules": "Por turnos, toma 1, 2 o 3 brasas. Quien toma la última gana.",
}
