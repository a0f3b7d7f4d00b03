"""Tiles (E3) and action cards (E1.4) as data."""

from __future__ import annotations

from ..core.hexgrid import mask_of, rotate_mask
from .board import STONE, STRAW, WOOD

# E3.2: (flow edges at rotation 0, count, name)
LAVA_TILE_TYPES: tuple[tuple[tuple[int, ...], int, str], ...] = (
    ((3,), 1, "dead end"),
    ((0, 3), 1, "straight"),
    ((3, 4), 2, "sharp bend"),
    ((3, 5), 2, "wide bend"),
    ((0, 2, 4), 3, "Y"),
    ((1, 2, 3), 3, "fan"),
    ((0, 3, 5), 4, "fork"),
    ((0, 1, 3), 4, "fork"),
    ((0, 1, 3, 4), 4, "four-way"),
    ((0, 1, 2, 3), 4, "four-way"),
    ((0, 1, 3, 5), 6, "four-way"),
    ((0, 1, 2, 3, 5), 6, "five-way"),
)
N_LAVA = 40
ERUPTION_TILES = (40, 41, 42)  # eruption tiles 1, 2, 3
# TILE_TYPE[t]: index into LAVA_TILE_TYPES, or -1 for an eruption tile.
TILE_TYPE: tuple[int, ...] = tuple(
    [k for k, (_, count, _) in enumerate(LAVA_TILE_TYPES) for _ in range(count)] + [-1, -1, -1]
)
TILE_MASK: tuple[int, ...] = tuple(
    mask_of(LAVA_TILE_TYPES[k][0]) if k >= 0 else 0x3F for k in TILE_TYPE
)


def _distinct_rotations(mask: int) -> tuple[tuple[int, int], ...]:
    seen: dict[int, int] = {}
    for rot in range(6):
        seen.setdefault(rotate_mask(mask, rot), rot)
    return tuple((rot, m) for m, rot in seen.items())


# ROTATIONS[t]: (rotation, flow mask) for each distinct orientation, lowest rotation first.
ROTATIONS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    _distinct_rotations(m) for m in TILE_MASK
)
# CANONICAL_ROT[t][rot]: the lowest rotation giving the same flows.
CANONICAL_ROT: tuple[tuple[int, ...], ...] = tuple(
    tuple(min(r for r in range(6) if rotate_mask(m, r) == rotate_mask(m, rot)) for rot in range(6))
    for m in TILE_MASK
)


def eruption_number(tile: int) -> int:
    """1, 2 or 3 for an eruption tile, 0 for a lava tile."""
    return tile - 39 if tile >= 40 else 0


# E1.4: the action cards, in a fixed order; name, count, trade material.
AFTERSHOCK, LAVA_FLOW, RELOCATE, SINKHOLE, QUAKE, RAIN, REINFORCE, BOMB = range(8)
CARD_NAMES = (
    "aftershock",
    "lavaflow",
    "relocate",
    "sinkhole",
    "quake",
    "rain",
    "reinforce",
    "bomb",
)
CARD_TITLES = (
    "Aftershock",
    "Lava Flow",
    "Relocate",
    "Sinkhole",
    "Quake",
    "Rain",
    "Reinforce",
    "Volcanic Bomb",
)
CARD_COUNTS = (5, 3, 5, 4, 5, 4, 6, 4)
CARD_MATERIAL = (STONE, STRAW, STRAW, WOOD, STONE, WOOD, STRAW, WOOD)
CARD_INDEX = {n: i for i, n in enumerate(CARD_NAMES)}
WALL_COUNTS = (18, 15, 15)  # E1.3 straw, wood, stone
