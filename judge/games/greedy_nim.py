"""Greedy NIM (GAMES.md: "take only from a largest pile"; the seeds give no rule): a move
takes any positive number of stones from a pile of the largest size.

Rule (found by search, proved here, checked in tests against search on every position of up
to 5 piles of up to 6): the player to move loses iff every pile is empty or the number of
largest piles is even. Proof: from an even count c >= 2 of largest piles, any move leaves
c - 1 largest piles, an odd count. From an odd count c >= 3, taking one stone from a largest
pile leaves c - 1, even. From c = 1 (largest m, next size s with multiplicity t, or nothing
else), cut the largest pile to s if t is odd (t + 1 piles of size s) or below s if t is even
and t > 0 (t piles of size s), or to 0 if every other pile is empty.
"""

from __future__ import annotations


def is_p(piles) -> bool:
    piles = list(piles)
    if not any(piles):
        return True
    return piles.count(max(piles)) % 2 == 0


def winning_move(piles) -> tuple[int, int] | None:
    """(pile index, new size), or None if the position is P."""
    piles = list(piles)
    if is_p(piles):
        return None
    m = max(piles)
    i = piles.index(m)
    if piles.count(m) >= 3:
        return i, m - 1
    rest = [p for j, p in enumerate(piles) if j != i and p]
    if not rest:
        return i, 0
    s = max(rest)
    return (i, s) if rest.count(s) % 2 == 1 else (i, s - 1)
