"""The island as data (I2): hexes, areas, volcanoes, geysers, bays.

A board is described by a dict shaped like ``shared/rules/isola/board.json`` (the standard board
is ``board_data.BOARD``; a random island, I13, is built in that shape by ``island.py``), and
``Board`` turns it into the indexed tables the rules use. The rules never look at coordinates
except through a ``Board``, so any island can be swapped in (I2.4).

Coordinates are flat-top axial (q, r); directions 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW
(``game.core.hexgrid``). Hexes are indices into ``Board.hexes`` (sorted coordinates).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ..core.hexgrid import Edge, Hex, edge_key, neighbour
from .board_data import BOARD

LAVA_TILES = 47  # I1.4
CRACK_TILES = 26  # I1.6
PRAYER_TOKENS = 12  # I1.7
VOLCANO_TOKENS = 8  # I1.8
INNER_AREAS = (1, 2, 3, 4, 5)  # I1.1: straight sides only
COASTAL_VOLCANO_AREAS = (6, 7, 8)


class Bay(NamedTuple):
    """A landing bay: a sea hex and the 3 island hexes in front of it (hex indices)."""

    name: str
    sea: Hex
    hexes: tuple[int, ...]


class Board:
    """Indexed tables of one island. Immutable once built; states share it."""

    def __init__(self, data: dict[str, Any], standard: bool = False) -> None:
        self.data = data
        self.standard = standard
        self.name: str = data.get("name", "")
        coords: dict[Hex, int] = {}
        for area in data["areas"]:
            for h in area["hexes"]:
                coords[(h[0], h[1])] = area["id"]
        self.hexes: tuple[Hex, ...] = tuple(sorted(coords))
        self.index: dict[Hex, int] = {h: i for i, h in enumerate(self.hexes)}
        self.size = len(self.hexes)
        self.area_of: tuple[int, ...] = tuple(coords[h] for h in self.hexes)
        self.area_ids: tuple[int, ...] = tuple(sorted(a["id"] for a in data["areas"]))
        self.area_hexes: dict[int, tuple[int, ...]] = {
            a["id"]: tuple(self.index[(h[0], h[1])] for h in a["hexes"]) for a in data["areas"]
        }
        volcano_at = [0] * self.size
        self.volcano_hex: dict[int, int] = {}
        for a in data["areas"]:
            if a.get("volcano"):
                i = self.index[(a["volcano"][0], a["volcano"][1])]
                volcano_at[i] = a["id"]
                self.volcano_hex[a["id"]] = i
        self.volcano_at: tuple[int, ...] = tuple(volcano_at)
        self.volcanoes: tuple[int, ...] = tuple(sorted(self.volcano_hex))
        self.nbr: tuple[tuple[int, ...], ...] = tuple(
            tuple(self.index.get(neighbour(h, d), -1) for d in range(6)) for h in self.hexes
        )
        # inner edges (between two hexes of the board), canonical keys, by id
        edges: list[Edge] = []
        edge_id: dict[Edge, int] = {}
        for i, h in enumerate(self.hexes):
            for d in range(6):
                if self.nbr[i][d] >= 0:
                    k = edge_key(h, d)
                    if k not in edge_id:
                        edge_id[k] = len(edges)
                        edges.append(k)
        self.edges: tuple[Edge, ...] = tuple(edges)
        self.edge_id = edge_id
        self.edge_of: tuple[tuple[int, ...], ...] = tuple(
            tuple(edge_id[edge_key(h, d)] if self.nbr[i][d] >= 0 else -1 for d in range(6))
            for i, h in enumerate(self.hexes)
        )
        # (neighbour, edge) pairs of each hex, for fast walks
        self.links: tuple[tuple[tuple[int, int], ...], ...] = tuple(
            tuple((self.nbr[i][d], self.edge_of[i][d]) for d in range(6) if self.nbr[i][d] >= 0)
            for i in range(self.size)
        )
        # the same without volcano hexes (colonists never enter them, I3.2)
        self.walk_links: tuple[tuple[tuple[int, int], ...], ...] = tuple(
            tuple((j, e) for j, e in self.links[i] if not self.volcano_at[j])
            for i in range(self.size)
        )
        # the hexes in a straight line from each volcano, by direction (I8.3)
        self.lines: dict[int, tuple[tuple[int, ...], ...]] = {}
        for v, h in self.volcano_hex.items():
            rays = []
            for d in range(6):
                ray = []
                i = self.nbr[h][d]
                while i >= 0:
                    ray.append(i)
                    i = self.nbr[i][d]
                rays.append(tuple(ray))
            self.lines[v] = tuple(rays)
        self.edge_ends: tuple[tuple[int, int], ...] = tuple(
            (self.index[(e[0], e[1])], self.index[neighbour((e[0], e[1]), e[2])]) for e in edges
        )
        geysers: list[tuple[int, int]] = []
        for g in data["geysers"]:
            geysers.append((self.index[(g["hex"][0], g["hex"][1])], int(g["edge"])))
        self.geysers: tuple[tuple[int, int], ...] = tuple(geysers)
        self.geyser_id: dict[tuple[int, int], int] = {g: k for k, g in enumerate(geysers)}
        self.geyser_edge: tuple[int, ...] = tuple(self.edge_of[i][d] for i, d in geysers)
        at: list[list[int]] = [[] for _ in range(self.size)]
        for gid, (i, _) in enumerate(geysers):
            at[i].append(gid)
        self.geysers_at: tuple[tuple[int, ...], ...] = tuple(tuple(x) for x in at)
        self.bays: tuple[Bay, ...] = tuple(self._bay(b) for b in data.get("advanced_bays", []))
        self.landing: Bay = self._bay(data["landing_bay"])
        self.initial_lava: tuple[int, ...] = tuple(
            sorted(self.index[(h[0], h[1])] for h in data["setup"]["initial_lava"])
        )
        comp = data.get("components", {})
        self.lava_tiles: int = comp.get("lava_tiles", LAVA_TILES)
        self.crack_tiles: int = comp.get("crack_tiles", CRACK_TILES)
        self.prayer_tokens: int = comp.get("prayer_tokens", PRAYER_TOKENS)

    def _bay(self, b: dict[str, Any]) -> Bay:
        return Bay(
            str(b["name"]),
            (b["sea"][0], b["sea"][1]),
            tuple(self.index[(h[0], h[1])] for h in b["hexes"]),
        )

    def hex_text(self, i: int) -> str:
        """``q,r`` of hex ``i``."""
        q, r = self.hexes[i]
        return f"{q},{r}"

    def to_data(self) -> dict[str, Any]:
        """The board's description (board.json's shape)."""
        return self.data


def setup_lava(data: dict[str, Any]) -> list[Hex]:
    """I4.2: every hex next to a volcano and every hex of areas 9-22, never a volcano hex."""
    amap = {(h[0], h[1]): a["id"] for a in data["areas"] for h in a["hexes"]}
    vol = {(a["volcano"][0], a["volcano"][1]) for a in data["areas"] if a.get("volcano")}
    return sorted(
        h
        for h in amap
        if h not in vol and (amap[h] > 8 or any(neighbour(h, d) in vol for d in range(6)))
    )


STANDARD = Board(BOARD, standard=True)
