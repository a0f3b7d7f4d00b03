"""A seeded random generator whose algorithm the project owns (PCG32, XSH-RR variant).

Python's ``random`` may change its algorithms between versions; a game record must replay
identically on CPython 3.11 and Pyodide's 3.14, so dice and shuffles come from here. The whole
generator state is one integer, kept inside the game state.
"""

from __future__ import annotations

_MULT = 6364136223846793005
_INC = 1442695040888963407
_MASK64 = (1 << 64) - 1


def seed_state(seed: int) -> int:
    """Turn any integer seed into a generator state (SplitMix64 scrambling)."""
    z = (seed + 0x9E3779B97F4A7C15) & _MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
    return z ^ (z >> 31)


def next_u32(state: int) -> tuple[int, int]:
    """One 32-bit output and the next state."""
    new = (state * _MULT + _INC) & _MASK64
    xorshifted = (((state >> 18) ^ state) >> 27) & 0xFFFFFFFF
    rot = state >> 59
    out = ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & 0xFFFFFFFF
    return out, new


def below(state: int, n: int) -> tuple[int, int]:
    """A uniform integer in ``range(n)`` (unbiased, by rejection) and the next state."""
    if n <= 0:
        raise ValueError("n must be positive")
    threshold = (0x100000000 - n) % n
    while True:
        x, state = next_u32(state)
        if x >= threshold:
            return x % n, state


def shuffled(state: int, items: list) -> tuple[list, int]:
    """A Fisher-Yates shuffled copy of ``items`` and the next state."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j, state = below(state, i + 1)
        out[i], out[j] = out[j], out[i]
    return out, state


class Rng:
    """A mutable wrapper used while one transition is computed; write ``state`` back after."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)``."""
        v, self.state = below(self.state, n)
        return v

    def die(self) -> int:
        """A six-sided die."""
        return self.below(6) + 1

    def shuffle(self, items: list) -> list:
        """A shuffled copy."""
        out, self.state = shuffled(self.state, items)
        return out
