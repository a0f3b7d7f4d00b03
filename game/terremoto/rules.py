"""The rules of Terremoto (``../shared/rules/terremoto.md``), rule ids cited as T#.

Transitions mutate a fresh copy of the state; ``TerremotoGame.apply`` makes the copy. After
every decision the engine runs the automatic steps (the end of the plays, drawing, the next
turn's discarding, turns with an empty hand) in a loop until someone must decide again.
"""

from __future__ import annotations

from typing import Any

from ..core.engine import PlainStateGame
from ..core.errors import IllegalAction
from ..core.protocol import GameInfo, Option
from ..core.rng import Rng, seed_state
from .actions import END, PLAYS, Action, group
from .cards import (
    CARD_KEYS,
    CLONE,
    EARTHQUAKE,
    HAND_SIZE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    N_KINDS,
    N_SUITS,
    OPPORTUNITY,
    OPPORTUNITY_DRAW,
    PLAYS_PER_TURN,
    PROSPER,
    PROSPER_POINTS,
    ROUND_LIMIT,
    SPECIAL_NAMES,
    SUIT_NAMES,
    SUITS,
    TIME_WARP,
    UNOFFICIAL_PLAYERS,
    deck_counts,
    decks_for,
    target_for,
)
from .heuristics import playout
from .scoring import ranking, tally
from .state import State

SPECIAL_KINDS = (EARTHQUAKE, OPPORTUNITY, PROSPER, TIME_WARP)
TWO_DECK_COUNTS = (5, 6, 7, 8)


def _log(s: State, key: str, to: list[int] | None = None, **params: Any) -> None:
    event: dict[str, Any] = {"k": key, **params}
    if to is not None:
        event["to"] = to
    s.events.append(event)


def can_end(s: State) -> bool:
    """T5.3: the plays may be ended by choice after Time Warp and two plays."""
    return not s.over and s.warp and s.plays >= PLAYS_PER_TURN


# ---- legal actions (T8.2) ----------------------------------------------------------------


def _legal(s: State) -> list[Action]:
    if s.over:
        return []
    hand = s.hands[s.seat]
    clones = hand[CLONE]
    out: list[Action] = []
    for suit in range(N_SUITS):
        for cards in range(hand[suit] + 1):
            for c in range(0 if cards else 1, clones + 1):
                out.append(group(suit, cards, c))
    for k in SPECIAL_KINDS:
        if hand[k]:
            out.append(PLAYS[k])
    if can_end(s):
        out.append(END)
    return out


def _why_illegal(s: State, a: Action) -> str:
    if s.over:
        return "the game is over"
    hand = s.hands[s.seat]
    if a.kind == "group":
        if not 0 <= a.card < N_SUITS:
            return "a group is made of one suit"
        if a.cards < 0 or a.clones < 0 or a.cards + a.clones == 0:
            return "a group has at least one card"
        if a.cards > hand[a.card]:
            name = SUIT_NAMES[SUITS[a.card]]
            return f"you hold {hand[a.card]} {name}, not {a.cards}"
        if a.clones > hand[CLONE]:
            return f"you hold {hand[CLONE]} clone(s), not {a.clones}"
    elif a.kind == "play":
        if a.card not in SPECIAL_KINDS:
            return "only a special card is played alone"
        if not hand[a.card]:
            return f"you hold no {SPECIAL_NAMES[CARD_KEYS[a.card]]}"
    elif a.kind == "end":
        if not s.warp:
            return "you must make two plays; only Time Warp lets you stop after that (T5.3)"
        if s.plays < PLAYS_PER_TURN:
            return "you must make two plays before ending (T5.3)"
    return f"{a} is not a legal action here"


# ---- transitions -------------------------------------------------------------------------


def _discard_group(s: State, g: tuple[int, int, int, int]) -> None:
    """A group leaves the table; its clones lose their declared suit (T4.2)."""
    _, suit, cards, clones = g
    s.discard.extend([suit] * cards)
    s.discard.extend([CLONE] * clones)


def _draw(s: State, seat: int, count: int, rng: Rng, reshuffle: bool) -> int:
    """Draw up to ``count`` cards for ``seat``; T3.4 reshuffles the discards if allowed."""
    hand = s.hands[seat]
    drawn: list[int] = []
    while len(drawn) < count:
        if not s.deck:
            if not reshuffle or not s.discard:
                break
            # T9.3: the discards in canonical order (kind order), then the seeded shuffle
            s.deck = rng.shuffle(sorted(s.discard))
            s.discard = []
            s.reveals += 1
            _log(s, "reshuffle", count=len(s.deck))
        card = s.deck.pop()
        hand[card] += 1
        drawn.append(card)
    if drawn:
        s.reveals += 1
        drawn.sort()
        _log(s, "draw", seat=seat, count=len(drawn))
        _log(s, "drew", to=[seat], seat=seat, cards=[CARD_KEYS[k] for k in drawn])
    return len(drawn)


def _score(s: State, seat: int, points: int) -> None:
    s.scores[seat] += points
    if s.scores[seat] >= s.target:  # T6.1: the game stops at once
        s.over = True
        s.winners = [seat]
        s.ending = "target"
        _log(s, "win", seat=seat, score=s.scores[seat], target=s.target)


def _play_group(s: State, a: Action) -> None:
    """T4.1: (cards in the group) x (cards of its suit on the table, the group included)."""
    seat, suit = s.seat, a.card
    hand = s.hands[seat]
    hand[suit] -= a.cards
    hand[CLONE] -= a.clones
    s.table.append((seat, suit, a.cards, a.clones))
    size = a.cards + a.clones
    on_table = tally(s)[suit]
    points = size * on_table
    kind = "group" if not a.clones else "clones" if not a.cards else "group_clones"
    _log(
        s,
        kind,
        seat=seat,
        suit=SUITS[suit],
        cards=a.cards,
        clones=a.clones,
        size=size,
        tally=on_table,
        points=points,
        score=s.scores[seat] + points,
    )
    _score(s, seat, points)


def _play_special(s: State, card: int, rng: Rng) -> None:
    """T5: the special goes to the discard pile at once, then acts."""
    seat = s.seat
    s.hands[seat][card] -= 1
    s.discard.append(card)
    if card == EARTHQUAKE:  # T5.1
        count = sum(cards + clones for _, _, cards, clones in s.table)
        for g in s.table:
            _discard_group(s, g)
        s.table = []
        _log(s, "earthquake", seat=seat, count=count)
    elif card == OPPORTUNITY:  # T5.4: from the draw pile only, never a reshuffle
        s.opportunity = True
        _log(s, "opportunity", seat=seat)  # (the draw's own entry counts the cards)
        _draw(s, seat, OPPORTUNITY_DRAW, rng, reshuffle=False)
    elif card == PROSPER:  # T5.2
        _log(s, "prosper", seat=seat, points=PROSPER_POINTS, score=s.scores[seat] + PROSPER_POINTS)
        _score(s, seat, PROSPER_POINTS)
    else:  # T5.3
        s.warp = True
        _log(s, "time_warp", seat=seat)


def _begin_turn(s: State, seat: int) -> None:
    """T3 step 1: the new active player discards what they laid on their previous turn."""
    s.seat = seat
    s.turn += 1
    s.plays = 0
    s.warp = False
    s.opportunity = False
    _log(s, "turn", seat=seat, turn=s.turn)
    own = [g for g in s.table if g[0] == seat]
    if own:
        for g in own:
            _discard_group(s, g)
        s.table = [g for g in s.table if g[0] != seat]
        _log(s, "discard_table", seat=seat, count=sum(g[2] + g[3] for g in own))


def _plays_over(s: State) -> bool:
    """T3.2, T5.3: two plays made without Time Warp, or an empty hand."""
    return not any(s.hands[s.seat]) or (s.plays >= PLAYS_PER_TURN and not s.warp)


def _finish_turns(s: State, rng: Rng) -> None:
    """Step 4, the T6.2 safety net, and the next turns until a player must decide.

    A loop, not recursion: turns begun with an empty hand (T3.2) are played out here.
    """
    while True:
        seat = s.seat
        if s.opportunity:  # T5.4: step 4 is skipped
            _log(s, "no_draw", seat=seat)
        else:
            need = HAND_SIZE - sum(s.hands[seat])
            if need > 0 and _draw(s, seat, need, rng, reshuffle=True) < need:
                _log(s, "piles_empty", seat=seat)  # T3.4 Decision
        if s.turn >= ROUND_LIMIT * s.n:  # T6.2
            top = max(s.scores)
            s.over = True
            s.winners = [p for p in range(s.n) if s.scores[p] == top]
            s.ending = "limit"
            _log(s, "limit", seats=list(s.winners), score=top, rounds=ROUND_LIMIT)
            return
        _begin_turn(s, (seat + 1) % s.n)  # T2.2, T8.3
        if any(s.hands[s.seat]):
            return
        _log(s, "empty_hand", seat=s.seat)  # T3.2 Decision: the plays are skipped


def _do(s: State, a: Action, rng: Rng) -> None:
    if a.kind == "end":
        _log(s, "end_plays", seat=s.seat, plays=s.plays)
        _finish_turns(s, rng)
    else:
        s.plays += 1
        if a.kind == "group":
            _play_group(s, a)
        else:
            _play_special(s, a.card, rng)
        if not s.over and _plays_over(s):
            _finish_turns(s, rng)
    s.cache = None


# ---- the game ------------------------------------------------------------------------------


class TerremotoGame(PlainStateGame):
    """Terremoto (Earthquake, Wizards of the Coast) for 3 to 8 players, 2 unofficially."""

    package = "game.terremoto"

    name = "terremoto"
    info = GameInfo(
        name="terremoto",
        title="Terremoto",
        min_players=MIN_PLAYERS,
        max_players=MAX_PLAYERS,
        options=(  # T1.4
            Option("target200", players=TWO_DECK_COUNTS, excludes=("target100",)),
            Option("target100", players=TWO_DECK_COUNTS, excludes=("target200",)),
        ),
        hidden_information=True,  # T9.1
        unofficial_players=UNOFFICIAL_PLAYERS,
    )

    # ---- protocol ----
    def _legal_now(self, state: State) -> list[Action]:
        return _legal(state)

    def new_game(self, config: dict[str, Any], seed: int) -> State:
        """Set up a game (T2) from ``{"players": [{"name": ...}], "options": [...]}``."""
        names, options = self.info.check_config(config, seed)
        n = len(names)
        decks = decks_for(n)
        s = State(names, options, decks, target_for(n, options), seed_state(seed))
        rng = Rng(s.rng)
        counts = deck_counts(decks)
        s.deck = rng.shuffle([k for k in range(N_KINDS) for _ in range(counts[k])])  # T2.1
        s.hands = [[0] * N_KINDS for _ in range(n)]
        for _ in range(HAND_SIZE):
            for seat in range(n):
                s.hands[seat][s.deck.pop()] += 1
        s.scores = [0] * n
        _log(s, "setup", players=n, decks=decks, target=s.target, options=list(options))
        for seat in range(n):
            cards = [CARD_KEYS[k] for k in range(N_KINDS) for _ in range(s.hands[seat][k])]
            _log(s, "drew", to=[seat], seat=seat, cards=cards)
        first = rng.below(n)  # T2.2
        _log(s, "first", seat=first)
        s.seat = (first - 1) % n
        _begin_turn(s, first)
        s.rng = rng.state
        return s

    def to_move(self, state: State) -> int | None:
        """The seat deciding now (always the active player, T8.1), or None when over."""
        return None if state.over else state.seat

    def active(self, state: State) -> int | None:
        """The seat whose turn it is."""
        return None if state.over else state.seat

    def apply(self, state: State, action: Action) -> State:
        """The state after ``action`` (the given state is not changed)."""
        if not isinstance(action, Action):
            raise IllegalAction(f"{action!r} is not a Terremoto action")
        if action not in self.legal_actions(state):
            raise IllegalAction(_why_illegal(state, action))
        s = state.clone()
        rng = Rng(s.rng)
        _do(s, action, rng)
        s.rng = rng.state
        return s

    def ranking(self, state: State) -> list[int]:
        """Rank of each seat by score (1 best; T6.2 ties share the win)."""
        return ranking(state)

    # ---- Playout (game/agents/search.py): the hard player's rollouts go on ----
    def playout(self, state: State, player: int) -> State:
        """The other players' turns played by a fast policy, up to ``player``'s next turn."""
        return playout(self, state, player)


TERREMOTO = TerremotoGame()
