"""Building Nim (the thesis's list of Nim variants): n piles, empty at first, and p >= n tokens.
Phase 1: the players take turns placing one token on a pile, on an empty pile as long as there
is one, until all p are placed. Phase 2: Nim on the piles, the turn passing on as before (so
the player to move when phase 2 starts is the first player if p is even). Whoever takes the
last token wins; a player to move in phase 2 with every pile empty has lost. Pure, exact.

No closed form is known to us: phase 1 is decided by exhaustive search over the placements,
memoised on (the sorted piles, the tokens left), which ends in Nim's rule (the player to move
loses iff the XOR of the piles is 0). The states number the partitions of at most p tokens
into at most n parts, which MAX_TOKENS and MAX_PILES keep to a few thousand.
"""

from __future__ import annotations

from functools import lru_cache, reduce
from operator import xor

MAX_PILES = 8
MAX_TOKENS = 40


def _placements(piles: tuple[int, ...]) -> list[int]:
    """The piles (indices) a token may go on: an empty one while there is one."""
    empty = [i for i, size in enumerate(piles) if size == 0]
    return empty or list(range(len(piles)))


@lru_cache(maxsize=None)
def _wins(piles: tuple[int, ...], left: int) -> bool:
    if left == 0:
        return reduce(xor, piles, 0) != 0
    sizes = {piles[i] for i in _placements(piles)}
    return any(not _wins(_place(piles, piles.index(s)), left - 1) for s in sizes)


def _place(piles: tuple[int, ...], i: int) -> tuple[int, ...]:
    return tuple(sorted(piles[:i] + (piles[i] + 1,) + piles[i + 1:]))


def is_p(piles, left: int) -> bool:
    """The player to move loses (piles in any order; left tokens still to place)."""
    return not _wins(tuple(sorted(piles)), left)


def winning_move(piles, left: int) -> tuple[int, int] | None:
    """(pile index, its new size): a placement (one more) in phase 1, a Nim move in phase 2,
    to a position lost for the player to move; None if there is none."""
    piles = tuple(piles)
    if left == 0:
        total = reduce(xor, piles, 0)
        for i, size in enumerate(piles):
            if total and size ^ total < size:
                return i, size ^ total
        return None
    for i in _placements(piles):
        after = piles[:i] + (piles[i] + 1,) + piles[i + 1:]
        if is_p(after, left - 1):
            return i, piles[i] + 1
    return None
