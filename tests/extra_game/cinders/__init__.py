"""Cinders: a heap of cinders; each turn a player takes 1, 2 or 3; who takes the last wins."""

from .rules import CINDERS

__all__ = ["CINDERS"]
