"""The catalogues (the shell's game/ui/lang/, each front end's game/ui/<game>/lang/): every
language has English's keys and placeholders, every English key is used, every log line of the
engines renders in every language, and the plural rule of ``t``.

The checks run over the games of the front-end registry; what is truly one game's (its key
families, its rare events, Eruption's reasons and places) is in that game's section."""

from __future__ import annotations

import ast
import importlib
import random
import re
import string
from pathlib import Path
from typing import Any

import pytest

from game.agents import LEVELS
from game.core import registry
from game.core import undo as undo_reasons
from game.eruption.board import MATERIALS, VILLAGE_EDGES, VILLAGE_NAMES
from game.eruption.pieces import CARD_NAMES, LAVA_TILE_TYPES
from game.eruption.rules import (
    BLOCKER_REASONS,
    MAX_TEMP,
    PHASE_ACTIONS,
    REFUSALS,
    danger_zone,
)
from game.isola import ISOLA
from game.terremoto.cards import CARD_KEYS, SPECIALS
from game.ui import i18n, remote
from game.ui.eruption import places
from game.ui.eruption import text as eruption_text
from game.ui.frontend import FRONT_ENDS, package
from game.ui.i18n import (
    EN,
    LANGUAGES,
    PLURAL_FORMS,
    catalogue,
    plural_form,
    set_language,
    t,
    word_modules,
)
from game.ui.terremoto import controller as terremoto_controller

ROOT = Path(__file__).resolve().parent.parent
UI = ROOT / "game" / "ui"
OTHERS = [code for code in LANGUAGES if code != "en"]
FORMS = ("one", "other")
# Each front end's pure words module (game/ui/<game>/text.py): its log lines by event kind,
# ``LOG_KEYS``, ``log_key(event)``, ``log_params(event, names)``, ``log_text(event, names)``.
TEXT = {name: importlib.import_module(f"{package(name)}.text") for name in FRONT_ENDS}


def plural_bases(entries: dict[str, str]) -> set[str]:
    """The counted keys (``<base>.one`` / ``<base>.other``) of English, by base."""
    return {k.rsplit(".", 1)[0] for k in entries if k.endswith(".other")}


def expected_keys(code: str) -> set[str]:
    """English's keys, counted keys with the plural forms language ``code`` has."""
    bases = plural_bases(EN)
    plain = {k for k in EN if not (k.endswith(FORMS) and k.rsplit(".", 1)[0] in bases)}
    return plain | {f"{base}.{form}" for base in bases for form in PLURAL_FORMS[code]}


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


# ---- the catalogues ---------------------------------------------------------------------------


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_words_module_has_its_english_modules_keys_and_no_other_modules(code: str) -> None:
    """A game's words in a language are in its own folder: a key is in one module only, the
    same module as in English."""
    seen: set[str] = set()
    for name, english in zip(word_modules(code), word_modules("en"), strict=True):
        keys = set(importlib.import_module(name).CATALOGUE)
        assert not keys & seen, (name, sorted(keys & seen))
        seen |= keys
        bases = {k.rsplit(".", 1)[0] if k.endswith(FORMS) else k for k in keys}
        english_keys = set(importlib.import_module(english).CATALOGUE)
        assert bases == {k.rsplit(".", 1)[0] if k.endswith(FORMS) else k for k in english_keys}


def test_english_counted_keys_have_both_forms() -> None:
    for base in plural_bases(EN):
        assert f"{base}.one" in EN and base not in EN, base


@pytest.mark.parametrize("code", OTHERS)
def test_every_catalogue_has_exactly_englishs_keys(code: str) -> None:
    keys = set(catalogue(code))
    expected = expected_keys(code)
    assert not expected - keys, f"missing in {code}: {sorted(expected - keys)}"
    assert not keys - expected, f"not in English ({code}): {sorted(keys - expected)}"


@pytest.mark.parametrize("code", OTHERS)
def test_every_key_has_englishs_placeholders(code: str) -> None:
    for key, template in catalogue(code).items():
        assert isinstance(template, str) and template.strip(), (code, key)
        assert fields(template) == fields(EN[key]), (code, key, template)


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_key_formats_with_sample_values(code: str) -> None:
    for key, template in catalogue(code).items():
        names = fields(template)
        assert all(re.fullmatch(r"[A-Za-z_]\w*", name) for name in names), (code, key)
        out = template.format(**{name: 7 for name in names})
        assert "{" not in out and "}" not in out, (code, key, out)


def test_catalogues_are_not_english_copies() -> None:
    """A translation differs from English in most sentences (names and notation may not)."""
    for code in OTHERS:
        entries = catalogue(code)
        same = [k for k in entries if k in EN and entries[k] == EN[k] and len(EN[k]) > 12]
        assert len(same) < 10, (code, same)


# Italian and Spanish participles of being connected: they agree with a person's gender
# ("Carla non è ancora collegato") or number ("Non collegati: Bruno").
CONNECTED = re.compile(r"\b(s?collegat[oaie]|(des)?conectad[oa]s?)\b", re.IGNORECASE)
CONNECTION_STATES = (
    "remote.not_connected",
    "remote.connected",
    "remote.disconnected",
    "remote.connected_host",
    "remote.failed",
    "remote.away",
)


@pytest.mark.parametrize("code", ["it", "es"])
def test_connection_states_agree_with_no_person(code: str) -> None:
    """#41: a connection state says whose device is connected, or that a connection is
    made, with no participle that agrees with a person's gender or a plural for one person."""
    for key in CONNECTION_STATES:
        text = catalogue(code)[key]
        device = text.startswith(("Il dispositivo di {name}", "El dispositivo de {name}"))
        assert device or not CONNECTED.search(text), (code, key, text)


# ---- the plural rule --------------------------------------------------------------------------


def test_plural_forms_choose_by_count() -> None:
    assert plural_form("en", 1) == "one" and plural_form("en", 0) == "other"
    assert plural_form("it", 1) == "one" and plural_form("es", 2) == "other"
    assert plural_form("ja", 1) == "other"
    try:
        assert t("player.hand", count=1) == "1 card"
        assert t("player.hand", count=0) == "0 cards"
        assert t("terremoto.card.W", count=2) == "blue wizards"
        set_language("it")
        assert t("player.hand", count=1) == "1 carta"
        assert t("player.hand", count=3) == "3 carte"
        set_language("ja")
        assert t("player.hand", count=1) == catalogue("ja")["player.hand.other"].format(count=1)
    finally:
        set_language("en")


def test_a_missing_form_falls_back_to_english(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(i18n.CATALOGUES, "it", {"start.button": "Inizia"})
    try:
        set_language("it")
        assert t("player.hand", count=1) == "1 card"
        assert t("player.hand", count=2) == "2 cards"
    finally:
        set_language("en")


# ---- every English key is used ----------------------------------------------------------------


def _sources() -> list[Path]:
    return [p for p in UI.rglob("*.py") if "lang" not in p.parts and p.name != "i18n.py"]


def _parts() -> dict[str, list[Path]]:
    """The UI's Python by part: the shell's modules, then each front end's package."""
    folders = {name: ROOT.joinpath(*package(name).split(".")) for name in FRONT_ENDS}
    parts = {"shell": [p for p in _sources() if p.parent == UI]}
    for name, folder in folders.items():
        parts[name] = [p for p in _sources() if folder in p.parents]
    assert sorted(p for paths in parts.values() for p in paths) == sorted(_sources())
    return parts


def _pattern(node: ast.JoinedStr) -> str:
    return "".join(
        v.value if isinstance(v, ast.Constant) else "{}"
        for v in node.values
        if isinstance(v, ast.Constant | ast.FormattedValue)
    )


MODULES = ("game.ui.", "game.core.")  # module paths, not catalogue keys


def _literals_and_patterns(paths: list[Path]) -> tuple[set[str], set[str]]:
    """Every string constant in ``paths``, and every f-string that starts like a key."""
    heads = {key.split(".")[0] + "." for key in EN}
    literals: set[str] = set()
    patterns: set[str] = set()
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                literals.add(node.value)
            elif isinstance(node, ast.JoinedStr):
                pattern = _pattern(node)
                if pattern.startswith(tuple(heads)) and not pattern.startswith(MODULES):
                    patterns.add(pattern)
    return literals, patterns


def _options() -> list[tuple[str, str]]:
    games = [(name, registry.get_game(name)) for name in registry.names()]
    return [(name, o.name) for name, game in games for o in game.info.options]


def _shell_families() -> dict[str, set[str]]:
    """Each f-string key of the shell's Python and the keys it makes (front ends may use them
    too), from the constants it is made of."""
    return {
        "ai.level.{}": {f"ai.level.{level}" for level in LEVELS},
        "ai.speed.{}": {f"ai.speed.{s}" for s in ("slow", "normal", "fast")},  # autoplay.SPEEDS
        "game.{}.title": {f"game.{name}.title" for name in registry.names()},
        "game.{}.blurb": {f"game.{name}.blurb" for name in registry.names()},
        "replay.{}": {f"replay.{w}" for w in ("first", "prev", "next", "last")},
        "replay.{}_title": {f"replay.{w}_title" for w in ("first", "prev", "next", "last")},
        "share.bad_{}": {"share.bad_link", "share.bad_file"},  # games.open_record's sources
        "remote.refused.{}": {f"remote.refused.{reason}" for reason in remote.REASONS},
        "remote.error.{}": {f"remote.error.{code}" for code in (*remote.NET_ERRORS, "unknown")},
        "undo.{}": {
            f"undo.{r}"
            for r in (
                undo_reasons.NOTHING,
                undo_reasons.REVEALED,
                undo_reasons.OTHER_PLAYER,
                undo_reasons.OVER,
                undo_reasons.UNSUPPORTED,
                "hidden",  # share.py: the hand is not shown
                "watch",  # screen.py: nobody plays here
            )
        },
    }


def _families(part: str) -> dict[str, set[str]]:
    """The f-string key families of a part of the UI (its game's section below has them)."""
    return {"shell": _shell_families, **GAME_FAMILIES}.get(part, dict)()


# Keys of a game about to join the registry (none now).
COMING: set[str] = set()


def _page_keys() -> set[str]:
    """Keys the page uses before Python (index.html's data-i18n attributes, the words the
    start screen's scripts ask for by name)."""
    html = (ROOT / "index.html").read_text()
    keys = set(re.findall(r'data-(?:i18n|i18n-label|label-[a-z]+)="([a-z_.]+)"', html))
    for path in (ROOT / "static").glob("*.js"):
        keys |= {
            k for k in re.findall(r'"([a-z_]+(?:\.[a-z_0-9]+)+)"', path.read_text()) if k in EN
        }
    return keys


# start.js builds these keys from the games' data: the levels, each game's options.
START_KEYS = (
    {f"start.level.{level}" for level in LEVELS}
    | {f"option.{g}.{o}" for g, o in _options()}
    | {f"option.{g}.{o}.help" for g, o in _options()}
)
PAGE_KEYS = COMING | _page_keys() | START_KEYS


def _present(key: str) -> bool:
    return key in EN or f"{key}.other" in EN


@pytest.mark.parametrize("part", ["shell", *FRONT_ENDS])
def test_every_dynamic_key_family_is_enumerated(part: str) -> None:
    """Each part's f-string keys are its families (a front end may use the shell's)."""
    _, patterns = _literals_and_patterns(_parts()[part])
    families = _families(part)
    known = set(families) | set(_shell_families())
    assert patterns <= known, f"enumerate these keys ({part}): {patterns - known}"
    assert set(families) <= patterns, f"no longer in the code: {set(families) - patterns}"
    for pattern, keys in families.items():
        assert keys, pattern
        for key in keys:
            assert _present(key), f"{key} ({pattern}) is not in the catalogue"


def test_every_english_key_is_used() -> None:
    literals, _ = _literals_and_patterns(_sources())
    families = [_families(part) for part in ("shell", *FRONT_ENDS)]
    used = {k for k in literals if _present(k)}
    used |= {key for family in families for keys in family.values() for key in keys}
    used |= PAGE_KEYS
    assert all(key in EN for key in PAGE_KEYS)
    for key in EN:
        base = key.rsplit(".", 1)[0]
        if key.endswith(FORMS) and base in plural_bases(EN):
            key = base
        assert key in used, f"{key} is used nowhere"


def test_every_key_the_ui_asks_for_exists() -> None:
    """Literal first arguments of t() in the UI's Python are catalogue keys."""
    for path in _sources():
        for node in ast.walk(ast.parse(path.read_text())):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", "") == "t"
                and node.args
                and isinstance(node.args[0], ast.Constant)
            ):
                assert _present(node.args[0].value), (path.name, node.args[0].value)


# ---- every game's log lines -------------------------------------------------------------------


def _configs(name: str) -> list[tuple[int, list[str]]]:
    """Every player count of game ``name``, without options and with each one it allows."""
    info = registry.get_game(name).info
    out: list[tuple[int, list[str]]] = []
    for n in range(info.min_players, info.max_players + 1):
        out.append((n, []))
        out += [(n, [o.name]) for o in info.options if not o.players or n in o.players]
    return out


def _games(name: str, seeds: range) -> list[Any]:
    """Every event of random games of game ``name``, with the names of their players."""
    game, configs, out = registry.get_game(name), _configs(name), []
    for seed in seeds:
        n, options = configs[seed % len(configs)]
        names = [f"P{k}" for k in range(n)]
        rnd = random.Random(seed)
        state = game.new_game({"players": [{"name": x} for x in names], "options": options}, seed)
        out += [(e, names) for e in state.events]
        while not game.is_terminal(state):
            state = game.apply(state, rnd.choice(game.legal_actions(state)))
            out += [(e, names) for e in state.events]
    return out


@pytest.fixture(scope="module")
def events() -> dict[str, list[Any]]:
    """Each game's events: random games, and what its section below adds (rare events)."""
    return {name: _games(name, range(30)) + MORE_EVENTS.get(name, list)() for name in FRONT_ENDS}


def _line(code: str, key: str, values: dict[str, Any]) -> str:
    """The line in language ``code`` straight from its catalogue (no English fallback)."""
    entries = catalogue(code)
    template = entries.get(key)
    if template is None:
        assert "count" in values, f"{code} has no {key}"
        template = entries.get(f"{key}.{plural_form(code, values['count'])}")
        assert template is not None, f"{code} has no {key} for a count of {values['count']}"
    return template.format(**values)


@pytest.mark.parametrize("name", list(FRONT_ENDS))
def test_every_engine_event_kind_has_a_line(name: str) -> None:
    for code in LANGUAGES:
        keys = set(catalogue(code))
        for kind, kind_keys in TEXT[name].LOG_KEYS.items():
            for key in kind_keys:
                assert key in keys or f"{key}.other" in keys, (code, kind, key)


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("name", list(FRONT_ENDS))
def test_every_event_renders_in_every_language(
    name: str, code: str, events: dict[str, list[Any]]
) -> None:
    """Every event of the game's random games and samples has its line in the language's own
    catalogue (no English fallback); every kind and every variant of a line is seen."""
    text = TEXT[name]
    seen: set[str] = set()
    used: set[str] = set()
    set_language(code)
    try:
        for event, names in events[name]:
            seen.add(event["k"])
            key = text.log_key(event)
            assert key in text.LOG_KEYS[event["k"]], (event, key)
            used.add(key)
            line = _line(code, key, text.log_params(event, names))
            assert line and "{" not in line and "}" not in line, (code, event, line)
            assert text.log_text(event, names) == line
    finally:
        set_language("en")
    assert seen == set(text.LOG_KEYS)
    assert used == {k for keys in text.LOG_KEYS.values() for k in keys}


# ---- Eruption ---------------------------------------------------------------------------------

# Why Eruption's engine says a temperature changed, a wall came or went, a card was drawn:
# the reasons with words (a card's reason is its name, ``card.<name>``).
WHY = ("flows", "wall_lost", "eruption", "rain", "resource", "trade", "lava", "around")
WHY += ("aftershock", "sinkhole", "quake", "bomb", "contact", "danger")


def _eruption_families() -> dict[str, set[str]]:
    """Each f-string key of Eruption's front end and the keys it makes, from the engine's
    constants or the front end's own where the front end chooses."""
    pass_phases = [p for p, kinds in PHASE_ACTIONS.items() if "pass" in kinds]
    zones = {danger_zone(temp) for temp in range(MAX_TEMP + 1)}
    # EruptionFront.prompt: the phases and controller modes with a guide line of their own
    guided = ("place", "quake", "pick", "extra", "over")
    modes = (
        "relocate_src",
        "relocate_dst",
        "aftershock",
        "aftershock_rot",
        "sinkhole",
        "bomb",
        "reinforce",
        "move_src",
        "move_dst",
    )
    stats_rows = ("tiles", "built", "lost", "flows", "played", "traded", "heat")
    log_keys = {key for keys in eruption_text.LOG_KEYS.values() for key in keys}
    why = {k for k in WHY if k not in CARD_NAMES}
    return {
        "card.{}": {f"card.{c}" for c in CARD_NAMES},
        "effect.{}": {f"effect.{c}" for c in CARD_NAMES},
        "material.{}": {f"material.{m}" for m in MATERIALS},
        "place.material.{}": {f"place.material.{m}" for m in MATERIALS},
        "colour.{}": {f"colour.{c}" for c in VILLAGE_NAMES},
        "village.{}": {f"village.{c}" for c in VILLAGE_NAMES},
        "place.colour.{}": {f"place.colour.{c}" for c in VILLAGE_NAMES},
        "place.dir.{}": {f"place.dir.{d}" for d in places.COMPASS},
        "place.side.{}": {f"place.side.{d}" for d in places.SIDES},
        "player.zone{}": {f"player.zone{z}" for z in zones},
        "game.phase.{}": {f"game.phase.{p}" for p in PHASE_ACTIONS},
        "game.step.{}": {f"game.step.{o}" for o in eruption_text.STEP_ORIGINS},
        "guide.{}": {f"guide.{k}" for k in (*guided, *modes)},
        "btn.pass.{}": {f"btn.pass.{p}" for p in pass_phases},
        "blocked.{}": {f"blocked.{r}" for r in BLOCKER_REASONS},
        "refuse.{}.{}": {f"refuse.{p}.{r}" for p, rs in REFUSALS.items() for r in rs},
        "rules.{}": {f"rules.{k}" for k in ("goal", "turn", "dice", "zones", "controls")},
        "stats.{}": {f"stats.{k}" for k in stats_rows},
        "tile.{}": {eruption_text.tile_key(name) for _, _, name in LAVA_TILE_TYPES},
        "log.{}": log_keys - {k for k in log_keys if k.count(".") > 1},
        "log.pass.{}": {f"log.pass.{p}" for p in pass_phases},
        "log.why.{}": {f"log.why.{w}" for w in why},
    }


ERUPTION_SAMPLES = [  # events random games rarely show
    {"k": "aside", "tile": 5},
    {"k": "aside", "tile": 41},
    {"k": "aside_back", "count": 1},
    {"k": "aside_back", "count": 3},
    {"k": "aside_lost", "count": 1},
    {"k": "aside_lost", "count": 2},
    {"k": "gain_none", "seat": 0, "asked": "wood", "why": "resource"},
    {"k": "gain", "seat": 1, "material": "straw", "asked": "stone", "why": "trade"},
    {"k": "no_card", "seat": 1},
    {"k": "quake_nothing", "seat": 0, "count": 2},
    {"k": "stalled", "seat": 0},
    {"k": "eruption_lost", "seat": 0, "number": 3},
    {"k": "tile_lost", "seat": 0, "tile": 12},
    {"k": "no_pick", "seat": 1},
    {"k": "new_pile", "count": 1},
    {"k": "new_pile", "count": 4},
    {"k": "reshuffle", "count": 1},
    {"k": "give_wall", "seat": 0, "to_seat": 1, "material": "stone"},
    {"k": "give_card", "seat": 0, "to_seat": 1},
    {"k": "gave", "seat": 0, "to_seat": 1, "card": "rain", "to": [0, 1]},
    {"k": "turn", "seat": 1, "turn": 9, "final": True},
] + [{"k": "temp", "seat": 0, "delta": 20, "temp": 40, "why": w} for w in WHY]


def test_log_phrases_exist_for_every_tile_reason_and_place() -> None:
    for code in LANGUAGES:
        entries = catalogue(code)
        for _, _, name in LAVA_TILE_TYPES:
            assert eruption_text.tile_key(name) in entries, (code, name)
        for why in WHY:
            key = f"card.{why}" if why in CARD_NAMES else f"log.why.{why}"
            assert key in entries, (code, why)


def test_english_lines_read_as_before() -> None:
    """English output keeps its words: a few lines of the engine's kinds, whole."""
    names = ["Ada", "Bruno"]
    line = eruption_text.log_text
    assert line({"k": "turn", "seat": 0, "turn": 3, "final": False}, names) == "— Ada's turn —"
    assert line({"k": "turn", "seat": 1, "turn": 9, "final": True}, names) == (
        "— Bruno's final turn —"
    )
    assert line({"k": "pick", "seat": 0, "pile": 2, "tile": 0}, names) == (
        "Ada takes a dead-end tile from Lava Forecast pile 2."
    )
    assert line({"k": "placed", "seat": 1, "tile": 41, "hex": "0,-3"}, names).startswith(
        "Bruno places eruption tile 2 on the "
    )
    assert line({"k": "pass", "seat": 0, "phase": "relocate"}, names) == (
        "Ada is done relocating walls."
    )
    assert line({"k": "aside_back", "count": 1}, names) == (
        "The set-aside tile is shuffled back into the pile."
    )
    roll = {"k": "roll", "material": "wood", "wall": 4, "bonus": 1, "lava": 6, "holds": False}
    assert line(roll, names) == (
        "Dice: the wood wall's 4+1 does not beat the lava's 6: the wall falls."
    )
    assert line({"k": "temp", "seat": 0, "delta": -30, "temp": 10, "why": "rain"}, names) == (
        "Ada's village: -30° (Rain), now 10°."
    )
    assert line({"k": "trade2", "seat": 0, "cards": ["rain", "bomb"]}, names) == (
        "Ada trades Rain and Volcanic Bomb for an extra tile."
    )


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_village_edge_has_its_own_name(code: str) -> None:
    """A Relocate line ("moves a wall from ... to ...") names two different edges of one
    village: each of a village's seven edges is numbered, clockwise around the island."""
    set_language(code)
    try:
        for edges in VILLAGE_EDGES:
            names = {places.edge_place(h[0], h[1], d) for h, d in edges}
            assert len(names) == len(edges), names
    finally:
        set_language("en")
    north = VILLAGE_EDGES[0]  # the orange village: numbered west to east
    assert places.edge_place(*north[0][0], north[0][1]) == "the orange village's edge 1 of 7"
    assert places.edge_place(*north[-1][0], north[-1][1]) == "the orange village's edge 7 of 7"


# ---- Terremoto --------------------------------------------------------------------------------


def _terremoto_families() -> dict[str, set[str]]:
    """Each f-string key of Terremoto's front end and the keys it makes."""
    reasons = (
        terremoto_controller.EMPTY,
        terremoto_controller.MIXED,
        terremoto_controller.ALONE,
        terremoto_controller.DECLARE,
        terremoto_controller.ILLEGAL,
    )
    return {
        "terremoto.card.{}": {f"terremoto.card.{k}" for k in CARD_KEYS},
        "terremoto.face.{}": {f"terremoto.face.{k}" for k in CARD_KEYS},
        "terremoto.letter.{}": {f"terremoto.letter.{k}" for k in CARD_KEYS},
        "terremoto.effect.{}": {f"terremoto.effect.{k}" for k in ("suit", "clone", *SPECIALS)},
        "terremoto.rules.{}": {
            f"terremoto.rules.{k}"
            for k in ("goal", "turn", "scoring", "specials", "end", "controls")
        },
        "terremoto.why.{}": {f"terremoto.why.{r}" for r in reasons},
        "terremoto.preview.{}": {
            f"terremoto.preview.{k}" for k in ("group", "clones", "group_clones")
        },
        "terremoto.log.{}": {k for keys in TEXT["terremoto"].LOG_KEYS.values() for k in keys},
    }


TERREMOTO_SAMPLES = [
    {"k": "limit", "rounds": 100, "seats": [0], "score": 90},
    {"k": "limit", "rounds": 100, "seats": [0, 1, 2], "score": 90},
    {"k": "piles_empty", "seat": 1},
    {"k": "empty_hand", "seat": 0},
    {"k": "setup", "players": 3, "decks": 1, "target": 100},
    {"k": "setup", "players": 6, "decks": 2, "target": 150},
    {"k": "drew", "seat": 0, "cards": [], "to": [0]},
    {"k": "reshuffle", "count": 1},
]


# ---- L'Isola dei Vulcani ----------------------------------------------------------------------


ISOLA_SAMPLES = [  # events random games rarely show, and each variant of a line
    {"k": "setup", "players": 3, "island": "random"},
    {"k": "turn", "seat": 1, "turn": 30, "round": 15, "final": True},
    {"k": "end", "seat": 0, "ap": 1},
    {"k": "take", "seat": 1, "cost": 1, "held": 1},
    {"k": "take", "seat": 1, "cost": 3, "held": 3},
    {"k": "move", "seat": 0, "src": [0, 0], "dst": [1, -1]},  # within area 1
    {"k": "carry", "seat": 0, "src": [0, 0], "dst": [1, -1]},
    {"k": "carry", "seat": 1, "src": [1, -2], "dst": [1, -1]},
    {"k": "erect", "seat": 0, "hex": [1, 0], "edge": 5, "area": 2, "villages": 0, "moai": 1}
    | {"points": 1},
    {"k": "erect", "seat": 0, "hex": [1, 0], "edge": 5, "area": 2, "villages": 1, "moai": 1}
    | {"points": 1},
    {"k": "erect", "seat": 1, "hex": [1, 0], "edge": 5, "area": 2, "villages": 2, "moai": 3}
    | {"points": 6},
    {"k": "no_crack_supply", "edge": [1, -2, 2], "hex": [1, -2], "other": [2, -2]},
    {
        "k": "split_volcanoes",
        "sizes": [12, 12],
        "volcanoes": [[1], [2, 3]],
        "drawn": None,
        "sinks": [[0, 0]],
        "areas": [1, 2, 9],
    },
    {
        "k": "split_draw",
        "sizes": [12, 12],
        "volcanoes": [[1], [2]],
        "drawn": 2,
        "sinks": [[0, 0]],
        "areas": [2],
    },
    {
        "k": "split_draw",
        "sizes": [2, 2],
        "volcanoes": [[], []],
        "drawn": None,
        "sinks": [[4, -4]],
        "areas": [12],
    },
    {"k": "rescue", "seat": 1, "count": 1, "hex": [-2, 4]},
    {"k": "sink", "hexes": [[4, -4]], "areas": [12], "cracks": 2},
    {"k": "lost", "seat": 0, "colonists": 1, "villages": 0, "moai": 0},
    {"k": "lost", "seat": 1, "colonists": 2, "villages": 1, "moai": 3},
    {"k": "end_triggered", "volcanoes": 1, "last": 1, "seat": 0},
    {"k": "end_triggered", "volcanoes": 2, "last": 0, "seat": 0},
    {"k": "no_volcano"},
    {"k": "double", "seat": 0, "volcanoes": [7]},
    {"k": "double", "seat": 0, "volcanoes": [2, 7]},
    {"k": "flow_dry", "volcano": 3, "dir": 4, "hex": [0, 3]},
    {"k": "no_prayer_village", "seat": 1, "hex": [0, 3], "volcano": 3},
    {"k": "no_prayer_moai", "seat": 0, "hex": [0, 3], "volcano": 3},
    {"k": "destroyed_moai", "seat": 0, "hex": [0, 3], "count": 1},
    {"k": "destroyed_moai", "seat": 0, "hex": [0, 3], "count": 2},
    {"k": "ending_volcanoes", "rounds": 9},
    {"k": "ending_geysers", "rounds": 12},
    {"k": "game_over", "why": "geysers", "ranking": [1, 1, 3], "scores": [50, 50, 20]},
]


def _isola_games() -> list[Any]:
    """Every event of lively random games of L'Isola dei Vulcani (Moai get erected, land
    sinks, prayers and rescues are asked), on the standard and random islands."""
    from isola_support import NAMES, random_play

    out = []
    for seed, (n, options) in enumerate([(2, ()), (3, ("random",)), (4, ("separate_bays",))]):
        _, actions = random_play(n, options, seed=seed + 1, check=False)
        state = ISOLA.new_game(
            {"players": [{"name": x} for x in NAMES[:n]], "options": list(options)}, seed + 1
        )
        out += [(e, list(NAMES[:n])) for e in state.events]
        for a in actions:
            state = ISOLA.apply(state, ISOLA.parse_action(a))
            out += [(e, list(NAMES[:n])) for e in state.events]
    return out


# What each game adds to the test of the whole UI: its key families and its rare events.
GAME_FAMILIES = {"eruption": _eruption_families, "terremoto": _terremoto_families}
MORE_EVENTS: dict[str, Any] = {
    "eruption": lambda: [(e, ["Ada", "Bruno", "Cleo"]) for e in ERUPTION_SAMPLES],
    "terremoto": lambda: [(e, ["Ada", "Bruno", "Cleo"]) for e in TERREMOTO_SAMPLES],
    "isola": lambda: _isola_games() + [(e, ["Ada", "Bruno", "Cleo"]) for e in ISOLA_SAMPLES],
}


# ---- start-up ---------------------------------------------------------------------------------


@pytest.mark.parametrize("code", ["it", "ja"])
def test_start_up_imports_only_the_chosen_catalogue_and_no_engine(code: str) -> None:
    """#12: the cold start pays for one language (and English, the fallback), not four."""
    import subprocess
    import sys

    probe = (
        f"import sys, game.ui.boot as b, game.ui.i18n as i; i.set_language({code!r}); "
        "print(' '.join(sorted(m for m in sys.modules if m.startswith('game.'))))"
    )
    root = Path(__file__).resolve().parents[1]
    out = subprocess.run(
        [sys.executable, "-c", probe], cwd=root, capture_output=True, text=True, check=True
    ).stdout.split()
    assert {m for m in out if ".lang." in m} == {*word_modules("en"), *word_modules(code)}
    assert not [m for m in out if m.split(".")[1] in registry.GAMES], out
