"""Errors raised at the engine's boundary. Every one is a ``ValueError``."""


class GameError(ValueError):
    """Base of every error the engines raise for bad input."""


class IllegalAction(GameError):
    """The action is well formed but not legal in this state."""


class NotationError(GameError):
    """The text is not an action of this game."""


class ConfigError(GameError):
    """The game configuration is invalid."""


class RecordError(GameError):
    """A game record is malformed, tampered with, or of an unknown version."""
