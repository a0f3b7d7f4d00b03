"""Cinders' words in Italian."""

from __future__ import annotations

CATALOGUE: dict[str, str] = {
    "game.cinders.title": "Braci",
    "game.cinders.blurb": "Prendi 1, 2 o 3 braci; chi prende l'ultima vince.",
    "option.cinders.short": "Mucchio corto",
    "option.cinders.short.help": "9 braci invece di 15.",
    "cinders.heap.one": "Resta 1 brace",
    "cinders.heap.other": "Restano {count} braci",
    "cinders.take.one": "Prendi 1",
    "cinders.take.other": "Prendi {count}",
    "cinders.prompt": "Prendi 1, 2 o 3 braci.",
    "cinders.log.setup": "Un mucchio di {count} braci.",
    "cinders.log.take.one": "{player} prende 1 brace.",
    "cinders.log.take.other": "{player} prende {count} braci.",
    "cinders.log.won": "{player} prende l'ultima brace e vince.",
    "cinders.rules": "A turno, prendi 1, 2 o 3 braci. Chi prende l'ultima vince.",
}
