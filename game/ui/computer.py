"""Computer players: what the computer is asked for a seat, and its answer (which seats it
plays: game/ui/seats.py).

Pure Python (no browser imports), used on both sides of the Web Worker:

- the page (game/ui/autoplay.py) builds a request with ``request_for(session, seat)``: the
  seat's own view (``G.view(state, seat)``: a computer never sees more than a person in its
  chair), the legal actions as notations, the level, a per-decision seed, the work budget and
  the time it may take at most;
- the worker (static/ai-worker.js) calls ``answer(request_json)`` and posts back the chosen
  notation; the page checks it against the legal actions before applying it.

The seed of each decision is derived from the game seed and the number of actions taken so
far, so a game with computers replays identically from its record.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from game.agents import make_agent
from game.agents.base import DEFAULT_ROLLOUTS
from game.core.registry import get_game

# Hard player's rollouts per decision and other player ("strong" thinks longer for a stronger
# game), and the time its search may take at most, on any device: a slow phone stops there
# with the best so far. The rest of a second goes to reading the request and choosing the
# candidates.
HARD_ROLLOUTS = {"normal": DEFAULT_ROLLOUTS, "strong": 3 * DEFAULT_ROLLOUTS}
HARD_BUDGET_MS = 800
SEED_BITS = 48  # stays exact as a JavaScript number


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
    return {
        "view": view,
        "legal": legal,
        "level": level,
        "seed": seed,
        "rollouts": rollouts,
        "budget_ms": HARD_BUDGET_MS,
    }


def request_for(
    session: Any, seat: int, level: str, think: str, legal: list[str] | None = None
) -> dict[str, Any]:
    """What the worker is asked for ``seat``'s decision in ``session``'s current state (among
    ``legal`` if given: the actions the screen accepts, a lesson's due one; game/ui/advice.py)."""
    return make_request(
        session.view(seat),
        session.legal() if legal is None else legal,
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
        float(request["budget_ms"]) if request.get("budget_ms") else None,
    )
    return str(agent.choose(request["view"], legal))


def answer(request_json: str) -> str:
    """The worker's entry point: request JSON in, ``{"action": notation}`` JSON out."""
    return json.dumps({"action": choose(json.loads(request_json))})
