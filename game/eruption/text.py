"""The game log in English: one template per event the engine writes, and the reasons a
temperature or a wall changes.

The UI's translation function looks events up by key (``log.<key>``) in its catalogue, so
other languages only add templates (tests/test_i18n.py checks the keys against these).
"""

from __future__ import annotations

TEMPLATES: dict[str, str] = {
    "setup": "A game of Eruption for {players} players begins.",
    "first_roll": "{player} rolls {roll} for first player.",
    "turn": "— {player}'s turn {final}—",
    "temp": "{player}'s village: {delta_text} ({why_text}), now {temp}°.",
    "gain": "{player} takes a {material} wall{substitute} ({why_text}).",
    "gain_none": "No wall is left in the supply for {player}.",
    "wall_off": "The {material} wall at {edge} goes back to the supply ({why_text}).",
    "reshuffle": "The discards are shuffled into a new deck of {count} cards.",
    "no_card": "No card is left to draw for {player}.",
    "draw_card": "{player} draws a card ({why_text}).",
    "drew": "You drew {card}.",
    "roll": "{Material} wall ({wall}+{bonus}) {outcome} the lava ({lava}).",
    "pick": "{player} takes {a_tile} from Lava Forecast pile {pile}.",
    "extra": "{player} takes an extra tile (Danger Zone 3).",
    "pass": "{player} ends the {phase_text}.",
    "trade": "{player} trades {card} for a {material} wall.",
    "trade2": "{player} trades {cards} for an extra tile.",
    "give_wall": "{player} gives a {material} wall to {partner}.",
    "give_card": "{player} gives a card to {partner}.",
    "gave": "{player} gave {card} to {partner}.",
    "build": "{player} builds a {material} wall at {edge}.",
    "move": "{player} moves a wall from {src} to {dst}.",
    "play": "{player} plays {card}.",
    "rotate": "{player} turns the tile on {hex}.",
    "sink": "The {tile} on {hex} sinks and leaves the game.",
    "placed": "{player} places {a_tile} on {hex}.",
    "closed": "The walls hold: {hex} is closed for this tile.",
    "tile_lost": "Walls hold everywhere the tile could go: it leaves the game.",
    "replace": "{player} replaces the {old} on {hex} with {a_tile}.",
    "draw_tile": "{player} draws {a_tile}.",
    "aside": "The {tile} fits nowhere and is set aside.",
    "aside_back": "{count} set-aside tile(s) are shuffled back into the pile.",
    "quake_nothing": "No tile in the pile fits: the Quake has no effect.",
    "aside_lost": "No tile in the pile can be placed: {count} tile(s) leave the game.",
    "no_pick": "No Lava Forecast tile can be placed: the placement is skipped.",
    "no_tiles": "No lava tiles are left: the placement is skipped.",
    "new_pile": "The {count} tiles that left the game form a new pile.",
    "last_tile": "The last lava tile has been drawn: the end is near.",
    "stalled": "A full round without a tile to place or a change of temperature: "
    "the Lava Forecast piles count as exhausted.",
    "claim": "{player} claims eruption tile {number}.",
    "eruption_lost": "Eruption tile {number} fits nowhere and is discarded.",
    "burned": "{player}'s village burns up!",
    "final_round": "Final round: every other player has one more turn.",
    "game_over": "The game is over.",
}

WHY = {
    "flows": "lava flows",
    "wall_lost": "a wall fell",
    "eruption": "an eruption",
    "rain": "Rain",
    "resource": "resource hex",
    "trade": "card trade",
    "lava": "the lava won",
    "around": "the lava went around it",
    "aftershock": "Aftershock",
    "sinkhole": "Sinkhole",
    "quake": "Quake",
    "bomb": "Volcanic Bomb",
    "contact": "lava reached a village",
    "danger": "Danger Zone 2",
    "tile": "",
    "village": "",
}
