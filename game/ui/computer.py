"""Computer seats: which seats the computer plays, what it is asked, and the answer; and which
seats are played from another device (``"remote": true``).

Pure Python (no browser imports), used on both sides of the Web Worker:

- the page (game/ui/autoplay.py) builds a request with ``request_for(session, seat)``: the
  seat's own view (``G.view(state, seat)``: a computer never sees more than a person in its
  chair), the legal actions as notations, the level, a per-decision seed and the work budget;
- the worker (static/ai-worker.js) calls ``answer(request_json)`` and posts back the chosen
  notation; the page checks it against the legal actions before applying it.

The seed of each decision is derived from the game seed and the number of actions taken so
far, so a game with computers replays identically from its record.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from game.agents import LEVELS, make_agent
from game.agents.base import DEFAULT_ROLLOUTS
from game.core.errors import ConfigError
from game.core.registry import get_game

THINK_SETTINGS = ("normal", "strong")
# Hard player's rollouts per decision. Normal keeps a decision under ~1 s in the browser
# (Pyodide runs ~2x slower than CPython); "strong" thinks longer for a stronger game.
HARD_ROLLOUTS = {"normal": DEFAULT_ROLLOUTS, "strong": 3 * DEFAULT_ROLLOUTS}
SEED_BITS = 48  # stays exact as a JavaScript number


def check_seats(config: Any) -> None:
    """ConfigError if a seat names a computer level, or the config a thinking setting, that
    this site does not have (the engines ignore both; the shell would play such a seat as a
    person), or a seat is marked both a computer's and remote (``"remote": true``: a person
    plays it from another device)."""
    if not isinstance(config, dict):
        return  # (the game's own check refuses it)
    players = config.get("players")
    for player in players if isinstance(players, list) else []:
        if not isinstance(player, dict):
            continue
        level = player.get("computer")
        if level is not None and level not in LEVELS:
            raise ConfigError(f"unknown computer level {str(level)[:20]!r}")
        remote = player.get("remote")
        if remote is not None and not isinstance(remote, bool):
            raise ConfigError("a seat's remote mark must be true or false")
        if remote and level is not None:
            raise ConfigError("a seat cannot be both the computer's and remote")
    if "think" in config and config["think"] not in THINK_SETTINGS:
        raise ConfigError(f"unknown thinking setting {str(config['think'])[:20]!r}")


def computer_seats(config: dict[str, Any]) -> dict[int, str]:
    """seat -> level of every computer seat in ``config`` (unknown levels are ignored)."""
    seats: dict[int, str] = {}
    for seat, player in enumerate(config.get("players") or []):
        level = player.get("computer") if isinstance(player, dict) else None
        if level in LEVELS:
            seats[seat] = level
    return seats


def remote_seats(config: dict[str, Any]) -> list[int]:
    """The seats of ``config`` that a person plays from another device."""
    players = config.get("players") or []
    return [k for k, p in enumerate(players) if isinstance(p, dict) and p.get("remote") is True]


def handed_over(config: dict[str, Any], seat: int, level: str | None) -> dict[str, Any]:
    """``config`` with ``seat`` no longer played from another device: by the computer at
    ``level``, or (None) by a person at this device."""
    players = [dict(p) if isinstance(p, dict) else p for p in config.get("players") or []]
    player = {k: v for k, v in players[seat].items() if k not in ("remote", "computer")}
    players[seat] = {**player, "computer": level} if level is not None else player
    return {**config, "players": players}


def think_setting(config: dict[str, Any]) -> str:
    think = config.get("think")
    return think if think in THINK_SETTINGS else "normal"


def rollouts_for(level: str, think: str) -> int:
    """The work budget for one decision (only the hard player uses it)."""
    return HARD_ROLLOUTS.get(think, DEFAULT_ROLLOUTS) if level == "hard" else DEFAULT_ROLLOUTS


def decision_seed(game_seed: int, actions_taken: int) -> int:
    """The agent's seed for the decision after ``actions_taken`` actions of the game."""
    digest = hashlib.sha256(f"computer/{game_seed}/{actions_taken}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> (64 - SEED_BITS)


def make_request(
    view: dict[str, Any], legal: list[str], level: str, seed: int, rollouts: int
) -> dict[str, Any]:
    """A request for one decision (the game is named by the view)."""
    return {"view": view, "legal": legal, "level": level, "seed": seed, "rollouts": rollouts}


def request_for(session: Any, seat: int, level: str, think: str) -> dict[str, Any]:
    """What the worker is asked for ``seat``'s decision in ``session``'s current state."""
    return make_request(
        session.view(seat),
        session.legal(),
        level,
        decision_seed(session.record.seed, len(session.record.actions)),
        rollouts_for(level, think),
    )


def choose(request: dict[str, Any]) -> str:
    """The notation of the action the computer picks (runs in the worker, or in CPython)."""
    G = get_game(request["view"]["game"])
    legal = [G.parse_action(str(n)) for n in request["legal"]]
    if not legal:
        raise ValueError("no legal action to choose from")
    agent = make_agent(
        str(request["level"]),
        G,
        int(request["seed"]),
        int(request.get("rollouts") or DEFAULT_ROLLOUTS),
    )
    return str(agent.choose(request["view"], legal))


def answer(request_json: str) -> str:
    """The worker's entry point: request JSON in, ``{"action": notation}`` JSON out."""
    return json.dumps({"action": choose(json.loads(request_json))})
