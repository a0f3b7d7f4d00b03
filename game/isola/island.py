"""The random island of the advanced setup (I13.3-I13.6), drawn from the game's generator.

``random_island(rng)`` lays the 22 tiles of the standard board (each with its shape and volcano
hex, turned in 60 degree steps, never flipped) into a new island, places 31 geysers on 26 edges so
that the island still cuts into blocks of at most 2 volcanoes (I13.4), picks 4 landing bays
(I13.6), and returns the island in ``board.json``'s shape, so ``Board`` reads it like the
standard one (tests/isola_board_checks.py checks it).

Only integers (and exact fractions) decide anything here: the same generator state gives the
same island on CPython and Pyodide. Sets are never iterated unsorted.

Speed (rejection sampling made smarter, not longer): tiles 1-5 are laid compactly and redrawn
alone until they form a hole-free group; every later tile is chosen among placements that cover
the still exposed sides of tiles 1-5 while any remain, and placements that would close a lake or
bury a coastal volcano tile (6-8) are never chosen. What is left to reject is the rare layout
whose walking area is cut by a volcano, whose cut needs more than 26 edges, or that lacks 4 bays.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..core.hexgrid import Hex, edge_key, neighbour
from ..core.rng import Rng
from .board import (
    COASTAL_VOLCANO_AREAS,
    CRACK_TILES,
    INNER_AREAS,
    LAVA_TILES,
    PRAYER_TOKENS,
    VOLCANO_TOKENS,
    setup_lava,
)
from .board_data import BOARD

# Hexes are coded as integers (q + OFF) * W + (r + OFF) while the island is laid out.
W = 128
OFF = 64
STEP = (-1, W - 1, W, 1, -W + 1, -W)  # N, NE, SE, S, SW, NW
EXTRA_GEYSERS = 5  # I13.4 step 4: 31 geysers on 26 edges, as on the standard board
MAX_ATTEMPTS = 400  # whole-map redraws before giving up (never reached in tests)
PHASE1_ATTEMPTS = 50
PARTITION_RUNS = 12  # randomised merges tried per layout (I13.4 step 1)


def _code(q: int, r: int) -> int:
    return (q + OFF) * W + (r + OFF)


def _qr(c: int) -> Hex:
    return (c // W - OFF, c % W - OFF)


def _rot(q: int, r: int, k: int) -> tuple[int, int]:
    """Turn an offset clockwise by ``k`` sixths: (q, r) -> (-r, q + r) per step (I13.2)."""
    for _ in range(k % 6):
        q, r = -r, q + r
    return q, r


class Tile:
    """One area tile of the standard board: its hexes relative to its first hex, its volcano
    (index into the hexes or -1) and printed coast sides, in each of its distinct turns."""

    def __init__(self, area: dict[str, Any]) -> None:
        self.id: int = area["id"]
        self.kind: str = area["kind"]
        base = [(h[0], h[1]) for h in area["hexes"]]
        vol = (area["volcano"][0], area["volcano"][1]) if area.get("volcano") else None
        # the volcano hex first, as in the spec's list
        if vol is not None:
            base.remove(vol)
            base.insert(0, vol)
        self.has_volcano = vol is not None
        q0, r0 = base[0]
        rel = [(q - q0, r - r0) for q, r in base]
        sea = [(h[0] - q0, h[1] - r0, h[2]) for h in area.get("sea_edges", [])]
        variants: list[tuple[tuple[int, ...], int]] = []  # (offset codes, rotation)
        seen: set[tuple[int, ...]] = set()
        for k in range(6):
            offs = [_rot(q, r, k) for q, r in rel]
            # key: the shape with the volcano marked, up to translation
            mq = min(q for q, _ in offs)
            mr = min(r for _, r in offs)
            key = tuple(
                sorted((q - mq) * W + (r - mr) for q, r in offs)
                + ([(offs[0][0] - mq) * W + (offs[0][1] - mr)] if self.has_volcano else [])
            )
            if key in seen:
                continue
            seen.add(key)
            variants.append((tuple(q * W + r for q, r in offs), k))
        self.variants = variants
        self.rel = rel
        self.sea = sea

    def placed(self, anchor: int, k: int) -> list[Hex]:
        """The coordinates of the tile turned by ``k`` with its first hex at code ``anchor``."""
        q0, r0 = _qr(anchor)
        return [(q0 + dq, r0 + dr) for dq, dr in (_rot(q, r, k) for q, r in self.rel)]

    def sea_edges(self, anchor: int, k: int) -> list[list[int]]:
        """The printed coast sides, turned with the tile."""
        q0, r0 = _qr(anchor)
        out = []
        for q, r, e in self.sea:
            dq, dr = _rot(q, r, k)
            out.append([q0 + dq, r0 + dr, (e + k) % 6])
        return out


TILES: dict[int, Tile] = {a["id"]: Tile(a) for a in BOARD["areas"]}


class Layout:
    """Tiles laid so far: hex code -> area id, volcano hex codes, and each tile's placement."""

    def __init__(self) -> None:
        self.area: dict[int, int] = {}
        self.volcano: set[int] = set()
        self.placement: dict[int, tuple[int, int]] = {}  # area id -> (anchor code, rotation)

    def put(self, tile: Tile, cells: tuple[int, ...], k: int) -> None:
        for c in cells:
            self.area[c] = tile.id
        if tile.has_volcano:
            self.volcano.add(cells[0])
        self.placement[tile.id] = (cells[0], k)

    def remove(self, tile: Tile, cells: tuple[int, ...]) -> None:
        for c in cells:
            del self.area[c]
        if tile.has_volcano:
            self.volcano.discard(cells[0])
        del self.placement[tile.id]


def _candidates(
    lay: Layout, tile: Tile, anchors: list[int], min_contact: int
) -> list[tuple[int, tuple[int, ...], int]]:
    """(contact, cells, rotation) of every placement of ``tile`` with one hex on one of
    ``anchors`` (empty hexes), no overlap, no volcano next to a volcano (I13.3), and at least
    ``min_contact`` hex edges against the island. Deterministic order."""
    area = lay.area
    volcano = lay.volcano
    out = []
    seen: set[tuple[int, ...]] = set()
    for offs, k in tile.variants:
        for o in offs:
            for f in anchors:
                t = f - o
                cells = tuple(t + x for x in offs)
                if cells in seen:
                    continue
                seen.add(cells)
                if any(c in area for c in cells):
                    continue
                if tile.has_volcano and any(cells[0] + s in volcano for s in STEP):
                    continue
                contact = 0
                for c in cells:
                    for s in STEP:
                        if c + s in area:
                            contact += 1
                if contact >= min_contact:
                    out.append((contact, cells, k))
    return out


def _pick(rng: Rng, weighted: list[tuple[int, Any]]) -> int:
    """Index of an entry chosen with probability proportional to its (integer) weight."""
    total = sum(w for w, _ in weighted)
    x = rng.below(total)
    for i, (w, _) in enumerate(weighted):
        if x < w:
            return i
        x -= w
    raise AssertionError("weights")


def _frontier(lay: Layout) -> list[int]:
    return sorted({c + s for c in lay.area for s in STEP} - lay.area.keys())


def _enclosed(lay: Layout, start: int, box: tuple[int, int, int, int]) -> bool:
    """Whether the empty hex ``start`` lies in a sea region that cannot reach the open sea
    (searched within the island's bounding box grown by 1, ``box`` = q0, q1, r0, r1 codes)."""
    area = lay.area
    q0, q1, r0, r1 = box
    seen = {start}
    stack = [start]
    while stack:
        c = stack.pop()
        q, r = c // W, c % W
        if q <= q0 or q >= q1 or r <= r0 or r >= r1:
            return False
        for s in STEP:
            n = c + s
            if n not in area and n not in seen:
                seen.add(n)
                stack.append(n)
    return True


def _makes_lake(lay: Layout, cells: tuple[int, ...]) -> bool:
    """Whether the tile just put on ``cells`` closes a lake (I13.3: the island has no lake)."""
    qs = [c // W for c in lay.area]
    rs = [c % W for c in lay.area]
    box = (min(qs) - 1, max(qs) + 1, min(rs) - 1, max(rs) + 1)
    area = lay.area
    checked: set[int] = set()
    for c in cells:
        for s in STEP:
            n = c + s
            if n not in area and n not in checked:
                checked.add(n)
                if _enclosed(lay, n, box):
                    return True
    return False


def _buries_coast(lay: Layout) -> bool:
    """Whether a coastal volcano tile (6-8) has no empty hex left beside it."""
    for a in COASTAL_VOLCANO_AREAS:
        if a not in lay.placement:
            continue
        if not any(
            c + s not in lay.area for c, area in lay.area.items() if area == a for s in STEP
        ):
            return True
    return False


def _exposed_inner(lay: Layout) -> list[int]:
    """Empty hexes next to tiles 1-5: each must be covered by the end (I13.3)."""
    return sorted(
        {c + s for c, a in lay.area.items() if a in INNER_AREAS for s in STEP} - lay.area.keys()
    )


def _phase1(rng: Rng) -> Layout | None:
    """Fase 1: tiles 1-5, each touching the group; each touches 2 of the others, no hole."""
    for _ in range(PHASE1_ATTEMPTS):
        lay = Layout()
        order = rng.shuffle(list(INNER_AREAS))
        first = TILES[order[0]]
        offs, k = first.variants[rng.below(len(first.variants))]
        lay.put(first, tuple(_code(0, 0) + o for o in offs), k)
        ok = True
        for a in order[1:]:
            tile = TILES[a]
            cands = _candidates(lay, tile, _frontier(lay), 1)
            if not cands:
                ok = False
                break
            # compact: weight grows fast with contact
            contact, cells, k = cands[_pick(rng, [(1 << (2 * c), c) for c, _, _ in cands])]
            lay.put(tile, cells, k)
        if not ok:
            continue
        if _makes_lake(lay, tuple(lay.area)) or not _inner_touch_ok(lay):
            continue
        return lay
    return None


def _inner_touch_ok(lay: Layout) -> bool:
    for a in INNER_AREAS:
        others = {
            lay.area[c + s]
            for c, x in lay.area.items()
            if x == a
            for s in STEP
            if c + s in lay.area and lay.area[c + s] in INNER_AREAS
        } - {a}
        if len(others) < 2:
            return False
    return True


def _place_outer(rng: Rng, lay: Layout, tile: Tile) -> bool:
    """Fase 2/3: one tile touching the island along at least 2 hex edges (I13.3)."""
    must = _exposed_inner(lay)
    anchors = must if must else _frontier(lay)
    cands = _candidates(lay, tile, anchors, 2)
    if not cands:
        return False
    must_set = set(must)
    weighted = []
    for contact, cells, k in cands:
        covered = sum(1 for c in cells if c in must_set)
        weighted.append(((contact * contact) * (1 + 3 * covered), (cells, k)))
    while weighted:
        i = _pick(rng, weighted)
        cells, k = weighted.pop(i)[1]
        lay.put(tile, cells, k)
        if not _makes_lake(lay, cells) and not _buries_coast(lay):
            return True
        lay.remove(tile, cells)
    return False


def _layout(rng: Rng) -> Layout | None:
    lay = _phase1(rng)
    if lay is None:
        return None
    for a in rng.shuffle(list(COASTAL_VOLCANO_AREAS)):  # Fase 2
        if not _place_outer(rng, lay, TILES[a]):
            return None
    for a in rng.shuffle(list(range(9, 23))):  # Fase 3
        if not _place_outer(rng, lay, TILES[a]):
            return None
    if _exposed_inner(lay):
        return None
    walk = sorted(c for c in lay.area if c not in lay.volcano)
    seen = {walk[0]}
    stack = [walk[0]]
    while stack:
        c = stack.pop()
        for s in STEP:
            n = c + s
            if n in lay.area and n not in lay.volcano and n not in seen:
                seen.add(n)
                stack.append(n)
    if len(seen) != len(walk):
        return None  # a volcano cuts the walking area
    return lay


# ---- I13.4: geysers --------------------------------------------------------------------------


def _area_graph(lay: Layout) -> tuple[dict[tuple[int, int], list[tuple[int, int]]], list[int]]:
    """Edges (as (hex code, direction) from the lower code) between hexes of different areas,
    grouped by area pair; and the area ids."""
    pairs: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for c in sorted(lay.area):
        a = lay.area[c]
        for d, s in enumerate(STEP):
            n = c + s
            if n in lay.area and n > c and lay.area[n] != a:
                key = (min(a, lay.area[n]), max(a, lay.area[n]))
                pairs.setdefault(key, []).append((c, d))
    return pairs, sorted(set(lay.area.values()))


def _partition(rng: Rng, lay: Layout) -> list[int] | None:
    """I13.4 step 1: block of each area (list indexed by area id), joining neighbouring areas
    into connected blocks with at most 2 volcanoes and fewer than half of the hexes each, with
    as few edges between blocks as randomised greedy merging finds; None if over 26."""
    pairs, areas = _area_graph(lay)
    total = len(lay.area)
    size0 = {a: 0 for a in areas}
    for a in lay.area.values():
        size0[a] += 1
    vol0 = {a: (1 if TILES[a].has_volcano else 0) for a in areas}
    best: tuple[int, list[int]] | None = None
    for _ in range(PARTITION_RUNS):
        block = {a: a for a in areas}
        size = dict(size0)
        vols = dict(vol0)
        weight = {k: len(v) for k, v in pairs.items()}
        while True:
            options = []
            for (a, b), w in weight.items():
                if vols[a] + vols[b] <= 2 and 2 * (size[a] + size[b]) < total:
                    options.append((w, (a, b)))
            if not options:
                break
            top = max(w for w, _ in options)
            # mostly the heaviest join, sometimes a lighter one
            pool = [(1 << (3 * (w - top + 3)) if w > top - 3 else 1, p) for w, p in options]
            a, b = pool[_pick(rng, pool)][1]
            # merge b into a
            size[a] += size.pop(b)
            vols[a] += vols.pop(b)
            for x in block:
                if block[x] == b:
                    block[x] = a
            merged: dict[tuple[int, int], int] = {}
            for (x, y), w in weight.items():
                x2, y2 = (a if x == b else x), (a if y == b else y)
                if x2 == y2:
                    continue
                k = (min(x2, y2), max(x2, y2))
                merged[k] = merged.get(k, 0) + w
            weight = merged
        _refine(block, pairs, size0, vol0, total)
        cut = sum(len(v) for (a, b), v in pairs.items() if block[a] != block[b])
        if best is None or cut < best[0]:
            best = (cut, [block.get(a, 0) for a in range(23)])
    if best is None or best[0] > CRACK_TILES:
        return None
    return best[1]


def _refine(
    block: dict[int, int],
    pairs: dict[tuple[int, int], list[tuple[int, int]]],
    size0: dict[int, int],
    vol0: dict[int, int],
    total: int,
) -> None:
    """Move single areas to a neighbouring block while that shortens the cut and keeps every
    block connected, with at most 2 volcanoes and fewer than half of the hexes."""
    aw: dict[int, dict[int, int]] = {a: {} for a in size0}
    for (a, b), edges in pairs.items():
        aw[a][b] = len(edges)
        aw[b][a] = len(edges)
    bsize: dict[int, int] = {}
    bvol: dict[int, int] = {}
    for a, b in block.items():
        bsize[b] = bsize.get(b, 0) + size0[a]
        bvol[b] = bvol.get(b, 0) + vol0[a]
    improved = True
    while improved:
        improved = False
        for x in sorted(block):
            a = block[x]
            toward: dict[int, int] = {}
            for y, w in aw[x].items():
                toward[block[y]] = toward.get(block[y], 0) + w
            inside = toward.get(a, 0)
            for b, w in sorted(toward.items()):
                if b == a or w <= inside:
                    continue
                if bvol[b] + vol0[x] > 2 or 2 * (bsize[b] + size0[x]) >= total:
                    continue
                rest = [y for y in sorted(block) if block[y] == a and y != x]
                if rest:
                    seen = {rest[0]}
                    stack = [rest[0]]
                    while stack:
                        y = stack.pop()
                        for z in aw[y]:
                            if z != x and block[z] == a and z not in seen:
                                seen.add(z)
                                stack.append(z)
                    if len(seen) != len(rest):
                        continue
                block[x] = b
                bsize[a] -= size0[x]
                bvol[a] -= vol0[x]
                bsize[b] += size0[x]
                bvol[b] += vol0[x]
                improved = True
                break


def _geysers(rng: Rng, lay: Layout, block: list[int]) -> list[tuple[int, int]] | None:
    """I13.4 steps 2-4: geysers as (hex code, direction), 26 distinct edges, 31 geysers."""
    pairs, _ = _area_graph(lay)
    cut: list[tuple[int, int]] = []
    inner: list[tuple[int, int]] = []
    for (a, b), edges in sorted(pairs.items()):
        (cut if block[a] != block[b] else inner).extend(edges)
    volcano = lay.volcano

    def side(c: int, d: int) -> tuple[int, int]:
        n = c + STEP[d]
        if c in volcano:
            return (n, (d + 3) % 6)
        if n in volcano:
            return (c, d)
        return (c, d) if rng.below(2) == 0 else (n, (d + 3) % 6)

    geysers = [side(c, d) for c, d in sorted(cut)]
    extra = CRACK_TILES - len(cut)
    if extra > len(inner):
        return None
    for c, d in rng.shuffle(sorted(inner))[:extra]:
        geysers.append(side(c, d))
    both = [
        (c, d) for c, d in geysers if c not in volcano and c + STEP[d] not in volcano
    ]  # every geyser edge is listed once so far
    for c, d in rng.shuffle(both)[:EXTRA_GEYSERS]:
        geysers.append((c + STEP[d], (d + 3) % 6))
    return sorted(geysers)


# ---- I13.6: bays ------------------------------------------------------------------------------


def _angle_key(u: tuple[int, int], w: tuple[int, int]) -> tuple[int, Fraction]:
    """An exact key ordering the turn from ``u`` to ``w`` (vectors (a, b) meaning
    (a, sqrt(3) b) in pixels, y down) in [0, 360) degrees, clockwise on screen."""
    dot = u[0] * w[0] + 3 * u[1] * w[1]
    cross = u[0] * w[1] - u[1] * w[0]
    if cross > 0:
        return (1, Fraction(-dot, cross))
    if cross == 0:
        return (0, Fraction(0)) if dot > 0 else (2, Fraction(0))
    return (3, Fraction(-dot, cross))


def _bays(rng: Rng, lay: Layout) -> list[tuple[int, tuple[int, int, int]]] | None:
    """Four bays (sea hex code, its 3 hexes) as far apart in angle around the island's centre
    as possible (the smallest gap largest), sharing no hex, clockwise from north; or None."""
    area, volcano = lay.area, lay.volcano
    n = len(area)
    sq = sum(c // W - OFF for c in area)
    sy = sum(2 * (c % W - OFF) + (c // W - OFF) for c in area)
    cands: list[tuple[int, tuple[int, int], list[tuple[int, int, int]]]] = []
    for s in sorted({c + d for c in area for d in STEP} - area.keys()):
        around = [s + d for d in STEP]  # clockwise around the sea hex
        ok = [c in area and c not in volcano for c in around]
        if sum(ok) < 3:
            continue
        q, r = s // W - OFF, s % W - OFF
        vec = (3 * (q * n - sq), (2 * r + q) * n - sy)
        if vec == (0, 0):
            continue
        # triples: 3 neighbours in a row first, then any 3
        runs = [
            tuple(sorted(around[(i + j) % 6] for j in range(3)))
            for i in range(6)
            if all(ok[(i + j) % 6] for j in range(3))
        ]
        free = [around[i] for i in range(6) if ok[i]]
        others = [
            (a, b, c)
            for x, a in enumerate(free)
            for y, b in enumerate(free[x + 1 :], x + 1)
            for c in free[y + 1 :]
            if tuple(sorted((a, b, c))) not in runs
        ]
        triples = [(t[0], t[1], t[2]) for t in runs] + [
            (t[0], t[1], t[2]) for t in (tuple(sorted(o)) for o in others)
        ]
        cands.append((s, vec, triples))
    if len(cands) < 4:
        return None
    north = (0, -1)
    cands.sort(key=lambda x: _angle_key(north, x[1]))
    m = len(cands)
    # rank every ordered pair's clockwise gap, so combinations compare integers
    keys = sorted({_angle_key(cands[i][1], cands[j][1]) for i in range(m) for j in range(m)})
    rank = {k: x for x, k in enumerate(keys)}
    gap = [[rank[_angle_key(cands[i][1], cands[j][1])] for j in range(m)] for i in range(m)]
    scored = []
    for i in range(m):
        for j in range(i + 1, m):
            gij = gap[i][j]
            for k in range(j + 1, m):
                gjk = min(gij, gap[j][k])
                for x in range(k + 1, m):
                    scored.append((min(gjk, gap[k][x], gap[x][i]), (i, j, k, x)))
    scored.sort(key=lambda t: -t[0])
    level = None
    best: list[list[tuple[int, tuple[int, int, int]]]] = []
    for score, combo in scored:
        if level is not None and score < level:
            break
        chosen = _disjoint([cands[c] for c in combo])
        if chosen is not None:
            level = score
            best.append(chosen)
    if not best:
        return None
    return best[rng.below(len(best))]


def _disjoint(
    cands: list[tuple[int, tuple[int, int], list[tuple[int, int, int]]]],
) -> list[tuple[int, tuple[int, int, int]]] | None:
    """The first choice of one triple per bay (in the listed order) sharing no hex."""
    out: list[tuple[int, tuple[int, int, int]]] = []
    used: set[int] = set()
    pos = [0] * len(cands)
    i = 0
    while 0 <= i < len(cands):
        triples = cands[i][2]
        while pos[i] < len(triples) and used & set(triples[pos[i]]):
            pos[i] += 1
        if pos[i] == len(triples):
            pos[i] = 0
            i -= 1
            if i >= 0:
                used -= set(out.pop()[1])
                pos[i] += 1
            continue
        out.append((cands[i][0], triples[pos[i]]))
        used |= set(triples[pos[i]])
        i += 1
    return out if i == len(cands) else None


# ---- the whole island --------------------------------------------------------------------------


def random_island(rng: Rng) -> dict[str, Any]:
    """A random island (I13.3-I13.6) in board.json's shape, drawn from ``rng``."""
    for _ in range(MAX_ATTEMPTS):
        lay = _layout(rng)
        if lay is None:
            continue
        block = _partition(rng, lay)
        if block is None:
            continue
        geysers = _geysers(rng, lay, block)
        if geysers is None:
            continue
        bays = _bays(rng, lay)
        if bays is None:
            continue
        return _describe(lay, geysers, bays)
    raise RuntimeError("no random island found")  # pragma: no cover


def _describe(
    lay: Layout,
    geysers: list[tuple[int, int]],
    bays: list[tuple[int, tuple[int, int, int]]],
) -> dict[str, Any]:
    n = len(lay.area)
    # centre the island on (0, 0)
    mq = (sum(c // W - OFF for c in lay.area) * 2 + n) // (2 * n)
    mr = (sum(c % W - OFF for c in lay.area) * 2 + n) // (2 * n)
    shift = mq * W + mr

    def xy(c: int) -> list[int]:
        q, r = _qr(c - shift)
        return [q, r]

    areas: list[dict[str, Any]] = []
    for a in sorted(lay.placement):
        tile = TILES[a]
        anchor, k = lay.placement[a]
        cells = [_code(q, r) for q, r in tile.placed(anchor, k)]
        sea = tile.sea_edges(anchor - shift, k)
        areas.append(
            {
                "id": a,
                "kind": tile.kind,
                "hexes": [xy(c) for c in cells],
                "volcano": xy(cells[0]) if tile.has_volcano else None,
                "sea_edges": sea,
            }
        )
    amap = {(h[0], h[1]): a["id"] for a in areas for h in a["hexes"]}
    gs: list[dict[str, Any]] = []
    for k, (c, d) in enumerate(geysers, 1):
        h = xy(c)
        f = neighbour((h[0], h[1]), d)
        gs.append(
            {
                "id": k,
                "hex": h,
                "edge": d,
                "area": amap[(h[0], h[1])],
                "faces_hex": [f[0], f[1]],
                "faces_area": amap[f],
            }
        )
    faults = sorted({edge_key((g["hex"][0], g["hex"][1]), g["edge"]) for g in gs})
    bay_list = [
        {"name": "ABCD"[i], "sea": xy(s), "hexes": [xy(c) for c in hexes]}
        for i, (s, hexes) in enumerate(bays)
    ]
    data: dict[str, Any] = {
        "name": "random island",
        "components": {
            "lava_tiles": LAVA_TILES,
            "crack_tiles": CRACK_TILES,
            "prayer_tokens": PRAYER_TOKENS,
            "volcano_tokens": VOLCANO_TOKENS,
        },
        "hex_count": n,
        "areas": areas,
        "volcanoes": [
            {"id": a["id"], "area": a["id"], "hex": a["volcano"]} for a in areas if a["volcano"]
        ],
        "geysers": gs,
        "fault_edges": [list(e) for e in faults],
        "landing_bay": bay_list[0],
        "advanced_bays": bay_list,
    }
    lava = setup_lava(data)
    data["setup"] = {
        "initial_lava": [list(h) for h in lava],
        "lava_on_board": len(lava),
        "lava_in_reserve": LAVA_TILES - len(lava),
    }
    return data
