"""What one player may know (T9), as JSON-able data for the UI and computer players."""

from __future__ import annotations

from typing import Any

from ..core.protocol import visible_to
from .cards import CARD_KEYS, N_KINDS, PROSPER, PROSPER_POINTS, SUITS
from .state import State


def legal_points(s: State) -> dict[str, int]:
    """The points each legal scoring play would make now (T4.1, T5.2), by its notation.

    Groups and Prosper only; the other plays score nothing (T4.4). Empty when the game is over.
    """
    from .rules import TERREMOTO
    from .scoring import tally

    if s.over:
        return {}
    on_table = tally(s)
    out: dict[str, int] = {}
    for a in TERREMOTO.legal_actions(s):
        if a.kind == "group":
            size = a.cards + a.clones
            out[str(a)] = size * (on_table[a.card] + size)
        elif a.kind == "play" and a.card == PROSPER:
            out[str(a)] = PROSPER_POINTS
    return out


def view(s: State, player: int | None) -> dict[str, Any]:
    """The view of ``player`` (None: a spectator, who sees no hand). Keys:

    - ``game`` "terremoto"; ``viewer`` the seat asked for; ``options`` chosen options;
    - ``players``: per seat ``name``, ``score``, ``hand_size``, ``on_table`` (cards laid);
    - ``scores``: the scores by seat (T9.2); ``target``: points to win (T1.4);
      ``decks``: 1 or 2 (T1.2);
    - ``seat``: the active player (None when over); ``turn``: turns begun so far;
      ``round``: the active player's round number (1-based, T6.2 ends after ``round_limit``);
    - ``hand``: the viewer's cards as keys in canonical order (e.g. ``["W", "W", "C", "TW"]``),
      None for a spectator; ``hand_counts``: the same as ``{key: count}`` for all 10 keys;
    - ``draw_pile``: cards in the draw pile (its order is secret, T9.1);
    - ``discard``: the discard pile's cards as keys, oldest first (the last is on top; public,
      T9.2); ``discard_counts``: ``{key: count}`` for all 10 keys;
    - ``table``: the groups on the table in the order laid, each ``{"owner", "suit", "cards",
      "clones", "size"}`` (clones are declared as the group's suit, T4.2);
      ``tally``: ``{suit: cards on the table}`` for the 5 suits, clones included (T4.1);
    - ``plays``: plays made this turn; ``warp`` / ``opportunity``: whether Time Warp /
      Opportunity was played this turn; ``can_end``: whether ``end`` is legal (T5.3);
    - ``points``: for the viewer when they are to move, ``{notation: points}`` of each legal
      group and Prosper (``legal_points``); otherwise ``{}``;
    - ``over``; ``winners``: seats that won (when over); ``ending``: "target" (T6.1),
      "limit" (T6.2) or "";
    - ``reveals``: draws and shuffles so far (the undo policy's counter);
    - ``events``: the last transition's log entries the viewer may see.
    """
    from .rules import can_end
    from .scoring import tally

    n = s.n
    on_table = [0] * n
    for owner, _, cards, clones in s.table:
        on_table[owner] += cards + clones
    players = [
        {
            "name": s.names[p],
            "score": s.scores[p],
            "hand_size": sum(s.hands[p]),
            "on_table": on_table[p],
        }
        for p in range(n)
    ]
    hand = hand_counts = None
    if player is not None and 0 <= player < n:
        h = s.hands[player]
        hand = [CARD_KEYS[k] for k in range(N_KINDS) for _ in range(h[k])]
        hand_counts = dict(zip(CARD_KEYS, h, strict=True))
    discard_counts = [0] * N_KINDS
    for k in s.discard:
        discard_counts[k] += 1
    counts = tally(s)
    return {
        "game": "terremoto",
        "viewer": player,
        "options": list(s.options),
        "players": players,
        "scores": list(s.scores),
        "target": s.target,
        "decks": s.decks,
        "seat": None if s.over else s.seat,
        "turn": s.turn,
        "round": (s.turn - 1) // n + 1 if s.turn else 0,
        "hand": hand,
        "hand_counts": hand_counts,
        "draw_pile": len(s.deck),
        "discard": [CARD_KEYS[k] for k in s.discard],
        "discard_counts": dict(zip(CARD_KEYS, discard_counts, strict=True)),
        "table": [
            {"owner": o, "suit": SUITS[suit], "cards": c, "clones": k, "size": c + k}
            for o, suit, c, k in s.table
        ],
        "tally": dict(zip(SUITS, counts, strict=True)),
        "plays": s.plays,
        "warp": s.warp,
        "opportunity": s.opportunity,
        "can_end": can_end(s),
        "points": legal_points(s) if player == s.seat and not s.over else {},
        "over": s.over,
        "winners": list(s.winners),
        "ending": s.ending,
        "reveals": s.reveals,
        "events": [e for e in s.events if visible_to(e, player)],
    }


__all__ = ["legal_points", "view"]
