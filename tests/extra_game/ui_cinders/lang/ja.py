"""Cinders' words in Japanese."""

from __future__ import annotations

CATALOGUE: dict[str, str] = {
    "game.cinders.title": "燃えさし",
    "game.cinders.blurb": "燃えさしを1〜3個取り、最後の1個を取った人の勝ち。",
    "option.cinders.short": "短い山",
    "option.cinders.short.help": "15個ではなく9個。",
    "cinders.heap.other": "残り{count}個",
    "cinders.take.other": "{count}個取る",
    "cinders.prompt": "燃えさしを1〜3個取ってください。",
    "cinders.log.setup": "燃えさし{count}個の山。",
    "cinders.log.take.other": "{player}が{count}個取りました。",
    "cinders.log.won": "{player}が最後の燃えさしを取って勝ちました。",
    "cinders.rules": "順番に燃えさしを1〜3個取ります。最後の1個を取った人の勝ちです。",
}
