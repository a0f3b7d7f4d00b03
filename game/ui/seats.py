"""The seat configuration: who plays each seat of a game, as its config says. A person at this
device (the default), the computer at a level (``"computer": "<level>"``), or a person at
another device (``"remote": true``); and the computer's thinking setting (``"think"``). A
hand-over changes it (a seat played from another device is given to the computer or to this
device); the saved game keeps it.

Pure Python (no browser imports).
"""

from __future__ import annotations

from typing import Any

from game.agents import LEVELS
from game.core.errors import ConfigError

THINK_SETTINGS = ("normal", "strong")


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
