"""A deterministic corpus of hostile game and settings links, and what opening each one gives.

The same corpus is opened on CPython (tests/test_link_corpus.py) and inside Pyodide under
Node (tests/pyodide_links.mjs): every input must give the same outcome on both. Standard
library only: this file is copied into Pyodide's file system. A link is opened as the site
opens it (``game.ui.session.Session``), and every link that opens must survive Copy link:
encoded again, decoded, the same game (state hash) or the same settings.
"""

from __future__ import annotations

import base64
import json
import random
import zlib
from typing import Any

from game.core import links
from game.core.errors import RecordError
from game.core.record import Record
from game.core.registry import get_game
from game.ui.session import Session

JUNK: list[Any] = [
    None,
    True,
    -1,
    0,
    2**64,
    10**400,
    1e300,
    "",
    "x" * 500,
    "\ud800",
    "\u202e\u200b",
    [],
    {},
    [[[[[]]]]],
    {"a": {"b": {"c": {}}}},
]
RAW_JUNK = ["Infinity", "-Infinity", "NaN", "1e400", "9" * 400, '"\\ud800"', "[" * 50 + "]" * 50]


def base_records() -> list[Record]:
    """Real games, each cut at some point, for every player count of Eruption."""
    game = get_game("eruption")
    out = []
    rng = random.Random(7)
    for n, options in ((2, []), (3, ["forecast"]), (4, ["clans"]), (5, ["annihilation"]), (6, [])):
        config = {"players": [{"name": f"P{k}"} for k in range(n)], "options": options}
        state = game.new_game(config, 100 + n)
        actions: list[str] = []
        for _ in range(rng.randrange(10, 60)):
            if game.is_terminal(state):
                break
            legal = game.legal_actions(state)
            action = legal[rng.randrange(len(legal))]
            actions.append(str(action))
            state = game.apply(state, action)
        out.append(Record("eruption", config, 100 + n, actions))
    return out


def _mutate_data(data: dict[str, Any], rng: random.Random) -> str:
    """The record's JSON with one part replaced by junk (or raw junk text)."""
    data = json.loads(json.dumps(data))
    targets = ["format", "version", "game", "seed", "config", "actions", "players", "name", "opt"]
    targets += ["extra", "seat"]  # keys the rules ignore, on the config or a player
    where = rng.choice(targets)
    junk = rng.choice(JUNK)
    config = data.get("config")
    if where == "extra" and isinstance(config, dict):
        config[rng.choice(["think", "note", "x\ud800"])] = junk
    elif where == "seat" and isinstance(config, dict) and config.get("players"):
        player = rng.choice(config["players"])
        if isinstance(player, dict):
            player[rng.choice(["computer", "note", "\udc00"])] = junk
    elif where == "players" and isinstance(config, dict):
        config["players"] = junk
    elif where == "name" and isinstance(config, dict) and config.get("players"):
        config["players"][rng.randrange(len(config["players"]))] = {"name": junk}
    elif where == "opt" and isinstance(config, dict):
        config["options"] = [junk]
    elif where == "actions" and data.get("actions") and rng.random() < 0.6:
        data["actions"][rng.randrange(len(data["actions"]))] = junk
    else:
        data[where] = junk
    text = json.dumps(data, ensure_ascii=rng.random() < 0.5)
    if rng.random() < 0.3:  # raw text JSON allows but json.dumps never writes
        key = rng.choice(['"seed":', '"version":', '"turn":'])
        if key in text:
            head, _, tail = text.partition(key)
            value_end = min((tail.find(c) for c in ",}" if c in tail), default=len(tail))
            text = head + key + rng.choice(RAW_JUNK) + tail[value_end:]
    if rng.random() < 0.1:  # deep nesting somewhere inside
        depth = rng.choice([30, 1000, 100_000])
        text = text.replace('"options":', '"options":' + "[" * depth, 1) + "]" * depth
    return text


def _pack(text: str) -> str:
    """``links.pack``, but lone surrogates go in as the bytes a broken encoder would write."""
    raw = zlib.compress(text.encode("utf-8", "surrogatepass"), 9)
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def corpus(seed: int, count: int) -> list[str]:
    """``count`` fragments: real links, damaged links, links to tampered records, settings
    links, and random text."""
    rng = random.Random(seed)
    records = base_records()
    out: list[str] = []
    specials = [
        "game=" + links.pack("[" * 400_000),
        "game=" + links.pack('{"a":' * 150_000),
        "new=" + links.pack("[" * 300_000),
        "new="
        + links.pack(
            json.dumps(
                {
                    "format": "volcano-settings",
                    "version": 1,
                    "game": "eruption",
                    "config": {"players": ["a", "b"]},
                }
            )
        ),
        "game=",
        "new=",
        "game=" + "A" * 1000,
    ]
    out += specials
    while len(out) < count:
        record = rng.choice(records)
        kind = rng.random()
        if kind < 0.15:
            out.append(links.game_fragment(record))
        elif kind < 0.35:
            fragment = links.game_fragment(record)
            cut = rng.randrange(5, len(fragment))
            if rng.random() < 0.5:
                out.append(fragment[:cut])
            else:
                chars = "ABCxyz019-_=+/ %\u00e9"
                out.append(fragment[:cut] + rng.choice(chars) + fragment[cut + 1 :])
        elif kind < 0.8:
            out.append("game=" + _pack(_mutate_data(record.to_data(), rng)))
        elif kind < 0.9:
            data = links.settings_data("eruption", record.config)
            out.append("new=" + _pack(_mutate_data(data, rng)))
        else:
            length = rng.randrange(0, 80)
            out.append("".join(chr(rng.randrange(32, 0x3000)) for _ in range(length)))
    return out


def outcome(fragment: str) -> str:
    """What opening ``fragment`` gives: the game's state hash, the settings, or the error; an
    accepted link whose Copy link gives another game or other settings is UNEXPECTED."""
    try:
        kind, value = links.decode_fragment(fragment)
        if kind == "game":
            session = Session.from_record(value)
            _, copied = links.decode_fragment(links.game_fragment(session.record))
            if Session.from_record(copied).hash() != session.hash():
                return "UNEXPECTED Copy link gives another game"
            return "game " + session.hash()
        if kind == "new":
            name, config = value
            try:
                session = Session(config, 1, name)
            except ValueError as error:
                return f"settings refused: {type(error).__name__}: {error}"
            config = session.record.config
            _, (_, copied) = links.decode_fragment(links.settings_fragment(name, config))
            if copied != config:
                return "UNEXPECTED Copy settings link gives other settings"
            return "settings " + json.dumps(config, sort_keys=True, ensure_ascii=True)[:200]
        return kind
    except RecordError as error:
        return f"RecordError: {error}"
    except Exception as error:  # noqa: BLE001 (any other error is a finding: report it)
        return f"UNEXPECTED {type(error).__name__}: {error}"


def main(seed: int, count: int) -> str:
    """JSON list of the outcome of every fragment of the corpus (run on both Pythons)."""
    return json.dumps([outcome(f) for f in corpus(seed, count)])
