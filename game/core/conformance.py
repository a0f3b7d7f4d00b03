"""The protocol's promises, checked by random play: every registered game must pass these.

``check_random_game(game, config, seed)`` plays one game with random legal actions and raises
``ConformanceError`` at the first broken promise:

- a game not over has a seat to move, whose turn it is, and a legal action; a game over has
  none of these and ranks every player from 1;
- every legal action's notation round-trips (``parse_action(str(a)) == a``) and applies;
- ``apply`` leaves the given state unchanged;
- the same config and seed give the same state; the record replays to the same hash;
- ``view(p)`` is JSON-able with the keys every game promises, shows ``p`` only the log
  entries meant for them, and, for a game with hidden information that can be searched, is
  unchanged when everything ``p`` cannot know is drawn again (``sample_state``): so the view
  holds nothing of what is hidden from ``p``;
- the game ends within ``max_actions`` actions.

Pure standard library, so the same checks can run inside Pyodide.
"""

from __future__ import annotations

import json
from typing import Any

from .errors import GameError, NotationError
from .protocol import Explains, Game, Searchable, state_hash, visible_to
from .record import Record, replay
from .rng import Rng, seed_state

VIEW_KEYS = ("game", "viewer", "players", "events")


class ConformanceError(AssertionError):
    """A game broke a promise of the protocol."""


def _fail(message: str) -> None:
    raise ConformanceError(message)


def check_state(game: Game[Any, Any], state: Any) -> list[Any]:
    """The promises about one state; returns its legal actions."""
    over = game.is_terminal(state)
    legal = list(game.legal_actions(state))
    seat, active = game.to_move(state), game.active(state)
    n = len(game.view(state, None)["players"])
    if over:
        if legal or seat is not None or active is not None:
            _fail("a finished game still has a player to move or legal actions")
        ranks = game.ranking(state)
        if len(ranks) != n or not all(1 <= r <= n for r in ranks) or 1 not in ranks:
            _fail(f"the ranking {ranks} does not rank {n} players from 1")
    else:
        if not legal:
            _fail("a game not over has no legal action")
        if seat is None or not 0 <= seat < n or active is None or not 0 <= active < n:
            _fail(f"a game not over must name the seats to move ({seat}) and active ({active})")
    return legal


def check_notation(game: Game[Any, Any], action: Any) -> None:
    """An action's text reads back as the same action."""
    text = str(action)
    again = game.parse_action(text)
    if again != action or str(again) != text:
        _fail(f"notation does not round-trip: {action!r} -> {text!r} -> {again!r}")


def check_view(game: Game[Any, Any], state: Any, player: int | None, seed: int) -> None:
    """The view's shape and, where the game can be searched, that it hides what it must."""
    view = game.view(state, player)
    try:
        text = json.dumps(view, sort_keys=True)
    except (TypeError, ValueError) as exc:
        raise ConformanceError(f"view({player}) is not JSON-able: {exc}") from exc
    if json.loads(text) != view:
        _fail(f"view({player}) does not survive a JSON round trip (tuples or non-str keys?)")
    missing = [k for k in VIEW_KEYS if k not in view]
    if missing:
        _fail(f"view({player}) lacks {missing}")
    if view["viewer"] != player:
        _fail(f"view({player}) names viewer {view['viewer']}")
    if any(not visible_to(e, player) for e in view["events"]):
        _fail(f"view({player}) shows a log entry meant for someone else")
    if player is None or not game.info.hidden_information or not isinstance(game, Searchable):
        return
    without_log = {k: v for k, v in view.items() if k != "events"}
    for k in range(2):
        sampled = game.sample_state(view, seed * 2 + k)
        again = {k: v for k, v in game.view(sampled, player).items() if k != "events"}
        if again != without_log:
            diff = sorted(k for k in without_log if again.get(k) != without_log[k])
            _fail(f"view({player}) changes when the hidden parts are drawn again: {diff}")


def check_refusals(game: Game[Any, Any], state: Any) -> None:
    """Explains: only the seat deciding is told why, in reason keys (non-empty text)."""
    if not isinstance(game, Explains):
        return
    seat = game.to_move(state)
    n = len(game.view(state, None)["players"])
    for player in range(n):
        why = game.refusals(state, player)
        if player != seat and why:
            _fail(f"refusals({player}) explains a decision that is seat {seat}'s")
        bad = [k for k, v in why.items() if not (isinstance(k, str) and isinstance(v, str) and v)]
        if bad:
            _fail(f"refusals({player}) has choices without a reason key: {bad[:3]}")


def check_random_game(
    game: Game[Any, Any],
    config: dict[str, Any],
    seed: int,
    *,
    chooser: int | None = None,
    max_actions: int = 20_000,
    every: int = 1,
) -> tuple[Any, list[str]]:
    """Play one random game checking the protocol's promises; the final state and actions.

    ``every``: check views, notation and immutability at every ``every``-th state only (the
    state-level promises are checked at every state).
    """
    state = game.new_game(config, seed)
    if state_hash(game, state) != state_hash(game, game.new_game(config, seed)):
        _fail("the same config and seed give different states")
    rng = Rng(seed_state(seed if chooser is None else chooser))
    n = len(config["players"])
    actions: list[str] = []
    step = 0
    while True:
        legal = check_state(game, state)
        thorough = step % every == 0
        if thorough:
            for player in [None, *range(n)]:
                check_view(game, state, player, seed + step)
            check_refusals(game, state)
        if game.is_terminal(state):
            break
        if len(actions) >= max_actions:
            _fail(f"the game has not ended after {max_actions} actions")
        action = legal[rng.below(len(legal))]
        if thorough:
            for a in legal:
                check_notation(game, a)
            before = state_hash(game, state)
        try:
            after = game.apply(state, action)
        except GameError as exc:
            raise ConformanceError(f"the legal action {action} does not apply: {exc}") from exc
        if thorough and state_hash(game, state) != before:
            _fail(f"apply({action}) changed the state it was given")
        actions.append(str(action))
        state = after
        step += 1
    again = replay(game, Record(game.name, config, seed, actions))
    if state_hash(game, again) != state_hash(game, state):
        _fail("the record does not replay to the same state")
    return state, actions


def check_rejects_nonsense(game: Game[Any, Any], config: dict[str, Any], seed: int) -> None:
    """Garbage notation is a NotationError; a parsed action not legal now is refused."""
    for text in ("", "??", "x" * 300, "\x00", "pass pass pass 1 2 3"):
        try:
            game.parse_action(text)
        except NotationError:
            continue
        except GameError:
            continue
        state = game.new_game(config, seed)
        legal = {str(a) for a in game.legal_actions(state)}
        if text not in legal:
            try:
                game.apply(state, game.parse_action(text))
            except GameError:
                continue
            _fail(f"{text!r} is not legal at the start but was applied")


def sample_configs(game: Game[Any, Any]) -> list[dict[str, Any]]:
    """Configs covering every player count and every option (each alone, and all that
    combine), read from the game's ``info``."""
    info = game.info
    out = []
    for n in range(info.min_players, info.max_players + 1):
        players = [{"name": f"P{k + 1}"} for k in range(n)]
        allowed = [o for o in info.options if o.allowed(n)]
        sets: list[list[str]] = [[]] + [[o.name] for o in allowed]
        together: list[str] = []
        for o in allowed:
            if not any(x in together for x in o.excludes) and not any(
                o.name in (info.option(x) or o).excludes for x in together
            ):
                together.append(o.name)
        if len(together) > 1:
            sets.append(together)
        out += [{"players": players, "options": s} for s in sets]
    return out
