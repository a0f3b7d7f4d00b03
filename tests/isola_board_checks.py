"""The board checks of ``shared/rules/isola/check_board.py`` (I2.2, I13.3-I13.6), ported to run
on a board description (``board.json``'s shape): the standard board and random islands must
pass them. Tests only: the site never runs them, so they do not ship in game.zip."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

from game.core.hexgrid import Edge, Hex, edge_key, neighbour
from game.core.rng import Rng, seed_state
from game.isola.board import COASTAL_VOLCANO_AREAS, CRACK_TILES, INNER_AREAS, LAVA_TILES, setup_lava


def _components(nodes: Iterable[Hex], adj: Callable[[Hex], Iterable[Hex]]) -> list[set[Hex]]:
    todo = set(nodes)
    out = []
    for s in sorted(todo):
        if s not in todo:
            continue
        comp = {s}
        todo.discard(s)
        stack = [s]
        while stack:
            x = stack.pop()
            for y in adj(x):
                if y in todo:
                    todo.discard(y)
                    comp.add(y)
                    stack.append(y)
        out.append(comp)
    return out


def _ends(k: Edge) -> tuple[Hex, Hex]:
    h = (k[0], k[1])
    return h, neighbour(h, k[2])


def _all_nbrs(h: Hex) -> list[Hex]:
    return [neighbour(h, d) for d in range(6)]


def crack_everything(
    land: set[Hex], vol: set[Hex], geyser_edges: set[Edge], rng: Rng
) -> tuple[int, int, int | None]:
    """Crack every geyser edge in random order with the sinking rule (I9); returns (sinkings,
    volcanoes left, volcanoes left when the end condition of I11.1 first held or None)."""
    cells = sorted(land)
    at = {h: i for i, h in enumerate(cells)}
    nbrs = [[at.get(neighbour(h, d), -1) for d in range(6)] for h in cells]
    alive = [True] * len(cells)
    is_vol = [h in vol for h in cells]
    vols = sum(is_vol)
    cracked: set[tuple[int, int]] = set()
    order = rng.shuffle(sorted(geyser_edges))
    sinkings = 0
    end_at = None
    for k in order:
        ha, hb = _ends(k)
        a, b = at.get(ha, -1), at.get(hb, -1)
        if a < 0 or b < 0 or not alive[a] or not alive[b]:
            continue
        cracked.add((a, b))
        cracked.add((b, a))
        seen = {a}
        stack = [a]
        while stack:
            x = stack.pop()
            for y in nbrs[x]:
                if y >= 0 and alive[y] and y not in seen and (x, y) not in cracked:
                    seen.add(y)
                    stack.append(y)
        if b in seen:
            continue
        other = [i for i in range(len(cells)) if alive[i] and i not in seen]
        part_a = sorted(seen)
        ka = (len(part_a), sum(is_vol[i] for i in part_a), rng.below(1 << 30))
        kb = (len(other), sum(is_vol[i] for i in other), rng.below(1 << 30))
        sink = part_a if ka < kb else other
        for i in sink:
            alive[i] = False
            vols -= is_vol[i]
        sinkings += 1
        if end_at is None and vols <= 2:
            end_at = vols
    return sinkings, vols, end_at


def check_board(data: dict[str, Any], simulations: int = 2000) -> list[tuple[bool, str]]:
    """Every check of ``check_board.py`` on a board description: (passed, what) pairs.

    ``simulations`` random crack orders test that the end (I11.1) is always reached.
    """
    out: list[tuple[bool, str]] = []

    def check(ok: bool, msg: str) -> None:
        out.append((bool(ok), msg))

    areas = {a["id"]: a for a in data["areas"]}
    amap: dict[Hex, int] = {}
    dup = False
    for a in data["areas"]:
        for h in a["hexes"]:
            key = (h[0], h[1])
            dup = dup or key in amap
            amap[key] = a["id"]
    land = set(amap)
    vol = {(a["volcano"][0], a["volcano"][1]): a["id"] for a in data["areas"] if a.get("volcano")}
    coast = {h for h in land if any(neighbour(h, i) not in land for i in range(6))}
    # geometry
    check(not dup, "no hex belongs to two areas")
    check(48 <= len(land) <= 54, f"48-54 land hexes ({len(land)})")
    check(sorted(areas) == list(range(1, 23)), "areas are numbered 1..22")
    check(all(1 <= len(a["hexes"]) <= 3 for a in data["areas"]), "every area has 1-3 hexes")
    check(
        all(
            len(_components({(h[0], h[1]) for h in a["hexes"]}, _all_nbrs)) == 1
            for a in data["areas"]
        ),
        "every area is connected",
    )
    check(len(_components(land, _all_nbrs)) == 1, "the island is one piece")
    check(not lakes(land), "no lakes: all sea around the island is open sea")
    # volcanoes
    check(
        len(vol) == 8 and sorted(vol.values()) == list(range(1, 9)),
        "one volcano in each of areas 1..8, none elsewhere",
    )
    check(
        all(
            (areas[i]["volcano"][0], areas[i]["volcano"][1])
            in {(h[0], h[1]) for h in areas[i]["hexes"]}
            for i in range(1, 9)
            if i in areas and areas[i].get("volcano")
        ),
        "each volcano hex lies in its own area",
    )
    check(
        all(not any((h[0], h[1]) in coast for h in areas[i]["hexes"]) for i in INNER_AREAS),
        "areas 1-5 have no sea edge",
    )
    touch = {}
    for i in INNER_AREAS:
        hs = {(h[0], h[1]) for h in areas[i]["hexes"]}
        touch[i] = {
            amap[neighbour(h, k)]
            for h in hs
            for k in range(6)
            if neighbour(h, k) in land and amap[neighbour(h, k)] in INNER_AREAS
        } - {i}
    check(all(len(t) >= 2 for t in touch.values()), "each of areas 1-5 touches 2 of the others")
    check(
        all(any((h[0], h[1]) in coast for h in areas[i]["hexes"]) for i in COASTAL_VOLCANO_AREAS),
        "areas 6-8 touch the sea",
    )
    check(
        all(len(areas[i]["hexes"]) >= 2 for i in range(1, 9)),
        "each volcano area has room beside its volcano",
    )
    check(
        not any(neighbour(h, k) in vol for h in vol for k in range(6)),
        "no two volcanoes are adjacent",
    )
    check(
        len(_components(land - set(vol), _all_nbrs)) == 1,
        "the hexes without a volcano form one connected walking area",
    )
    # lava
    lava = setup_lava(data)
    check(
        sorted((h[0], h[1]) for h in data["setup"]["initial_lava"]) == lava,
        "setup.initial_lava matches the setup rule",
    )
    check(len(lava) < LAVA_TILES, f"initial lava {len(lava)} of {LAVA_TILES} tiles")
    # geysers and faults
    geysers = data["geysers"]
    gkeys = [edge_key((g["hex"][0], g["hex"][1]), g["edge"]) for g in geysers]
    edges = set(gkeys)

    def ghex(g: dict[str, Any]) -> Hex:
        return (g["hex"][0], g["hex"][1])

    check(
        all(ghex(g) in land and neighbour(ghex(g), g["edge"]) in land for g in geysers),
        "every geyser faces an edge between two land hexes",
    )
    check(
        all(amap.get(ghex(g)) != amap.get(neighbour(ghex(g), g["edge"])) for g in geysers),
        "every geyser edge lies on a border between two different areas",
    )
    check(all(ghex(g) not in vol for g in geysers), "no geyser is on a volcano hex")
    check(
        len({(ghex(g), g["edge"]) for g in geysers}) == len(geysers),
        "no two geysers share hex and edge",
    )
    check(
        all(
            tuple(g["faces_hex"]) == neighbour(ghex(g), g["edge"])
            and g["faces_area"] == amap.get(tuple(g["faces_hex"]))
            and g["area"] == amap.get(ghex(g))
            for g in geysers
        ),
        "geyser faces_hex / area / faces_area fields are consistent",
    )
    check(len(edges) >= CRACK_TILES, f"geysers on {len(edges)} distinct edges (>= 26 cracks)")
    fault = {edge_key((e[0], e[1]), e[2]) for e in data.get("fault_edges", [])}
    check(fault == edges, "fault_edges lists exactly the geyser edges")
    on_fault = {amap[h] for k in edges for h in _ends(k) if h in amap}
    blocks = _components(
        land, lambda h: [neighbour(h, i) for i in range(6) if edge_key(h, i) not in edges]
    )
    check(
        all(all(amap[h] in {amap[x] for x in b} for h in b) for b in blocks)
        and sum(len({amap[h] for h in b}) for b in blocks) == len(areas),
        "blocks are unions of whole areas",
    )
    check(
        all(len(b & set(vol)) <= 2 for b in blocks),
        "every block holds at most 2 volcanoes (so cracking everything always ends the game)",
    )
    check(
        all(2 * len(b) < len(land) for b in blocks),
        "every block is smaller than the rest of the island (every area can be cut off)",
    )
    check(all(any(amap[h] in on_fault for h in b) for b in blocks), "every block borders a fault")
    rng = Rng(seed_state(1))
    res = [crack_everything(land, set(vol), edges, rng) for _ in range(simulations)]
    ended = sum(1 for r in res if r[2] is not None)
    check(ended == len(res), f"random crack orders reach the end in {ended}/{len(res)} games")
    # bays

    def bay_ok(b: dict[str, Any]) -> bool:
        s = (b["sea"][0], b["sea"][1])
        hs = [(h[0], h[1]) for h in b["hexes"]]
        return (
            s not in land
            and len(hs) == 3
            and len(set(hs)) == 3
            and all(h in land and h not in vol and s in _all_nbrs(h) for h in hs)
        )

    check(bay_ok(data["landing_bay"]), "the landing bay is the sea in front of 3 coastal hexes")
    ab = data["advanced_bays"]
    check(
        len(ab) == 4 and all(bay_ok(b) for b in ab),
        "4 advanced bays, each the sea in front of 3 coastal non-volcano hexes",
    )
    check(
        len({(h[0], h[1]) for b in ab for h in b["hexes"]}) == 12, "the advanced bays share no hex"
    )
    return out


def board_problems(data: dict[str, Any], simulations: int = 2000) -> list[str]:
    """The checks of ``check_board`` that fail (empty: the board is valid)."""
    return [msg for ok, msg in check_board(data, simulations) if not ok]


def lakes(land: set[Hex]) -> list[set[Hex]]:
    """Sea regions next to the island that cannot reach the open sea (I13.3 "no lake")."""
    if not land:
        return []
    qs = [h[0] for h in land]
    rs = [h[1] for h in land]
    q0, q1, r0, r1 = min(qs) - 1, max(qs) + 1, min(rs) - 1, max(rs) + 1
    box = {(q, r) for q in range(q0, q1 + 1) for r in range(r0, r1 + 1)} - land
    return [
        c
        for c in _components(box, _all_nbrs)
        if not any(h[0] in (q0, q1) or h[1] in (r0, r1) for h in c)
    ]


def geyser_counts(data: dict[str, Any]) -> Counter[Edge]:
    """How many geysers face each edge (canonical keys)."""
    return Counter(edge_key((g["hex"][0], g["hex"][1]), g["edge"]) for g in data["geysers"])
