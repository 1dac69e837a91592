"""Grundy's game (the seeds' NIM variants): a move splits one heap into two non-empty heaps of
different sizes; whoever cannot move loses. There is no known closed form (the Grundy values
are conjectured to be eventually periodic): the oracle is the Sprague-Grundy value of each
heap by dynamic programming, O(N^2) for heaps up to N (N = 2000 here: 2 million steps, built
once per process), and a position is lost for the player to move iff the XOR of its heaps'
values is 0.
"""

from __future__ import annotations

from functools import lru_cache, reduce
from operator import xor

MAX_HEAP = 2000


@lru_cache(maxsize=1)
def _values(limit: int = MAX_HEAP) -> tuple[int, ...]:
    g = [0] * (limit + 1)
    for n in range(3, limit + 1):
        seen = {g[i] ^ g[n - i] for i in range(1, (n + 1) // 2)}
        mex = 0
        while mex in seen:
            mex += 1
        g[n] = mex
    return tuple(g)


def grundy(n: int) -> int:
    if not 0 <= n <= MAX_HEAP:
        raise ValueError(f"heaps of 0 to {MAX_HEAP} stones")
    return _values()[n]


def is_p(heaps) -> bool:
    return reduce(xor, (grundy(h) for h in heaps), 0) == 0


def winning_move(heaps) -> tuple[int, int] | None:
    """(heap index, size of one part), or None if the position is P."""
    heaps = list(heaps)
    total = reduce(xor, (grundy(h) for h in heaps), 0)
    if total == 0:
        return None
    for index, h in enumerate(heaps):
        want = grundy(h) ^ total
        for part in range(1, (h + 1) // 2):
            if grundy(part) ^ grundy(h - part) == want:
                return index, part
    raise AssertionError("a position with a non-zero XOR always has a winning move")
