"""NIM and its variants from the seeds: normal NIM (the NIM problem), misère NIM (the last
stone loses), and Moore's index-k NIM (a move takes from up to k piles at once).

A position is a sequence of pile sizes. Moves are given as the piles after the move.
"""

from __future__ import annotations

from functools import reduce
from operator import xor


def nim_sum(piles) -> int:
    return reduce(xor, piles, 0)


def is_p(piles) -> bool:
    """Normal NIM (Bouton): the player to move loses iff the XOR of the piles is 0."""
    return nim_sum(piles) == 0


def is_p_misere(piles) -> bool:
    """Misère NIM: when every pile has at most one stone, the player to move loses iff the
    number of non-empty piles is odd; otherwise exactly as normal NIM."""
    if all(p <= 1 for p in piles):
        return sum(piles) % 2 == 1
    return nim_sum(piles) == 0


def winning_move(piles, misere: bool = False) -> tuple[int, int] | None:
    """(pile index, new size) of a winning move; None if the position is P, or over (misère:
    no stones left, the player to move has won). Misère play follows normal play, except the
    move that would leave only piles of one stone: it leaves an odd number of them."""
    piles = list(piles)
    if (is_p_misere if misere else is_p)(piles) or not any(piles):
        return None
    big = [i for i, p in enumerate(piles) if p > 1]
    if misere and len(big) == 1:
        i = big[0]
        ones = sum(1 for j, p in enumerate(piles) if j != i and p == 1)
        return i, (1 if ones % 2 == 0 else 0)  # leave an odd number of single stones
    if misere and not big:
        i = next(i for i, p in enumerate(piles) if p == 1)
        return i, 0
    s = nim_sum(piles)
    i = next(i for i, p in enumerate(piles) if p ^ s < p)
    return i, piles[i] ^ s


def is_p_moore(piles, k: int) -> bool:
    """Moore's NIM_k: the player to move loses iff, in every binary digit, the number of piles
    with that digit set is a multiple of k + 1."""
    top = max(piles, default=0).bit_length()
    return all(sum((p >> bit) & 1 for p in piles) % (k + 1) == 0 for bit in range(top))


def winning_move_moore(piles, k: int) -> tuple[int, ...] | None:
    """Moore's NIM_k: the piles after a winning move (at most k of them lowered), or None if
    the position is P. Column by column from the top: a pile lowered at a higher column is free
    below it, so a column is balanced by setting bits of those; when there are too few, the
    column's excess r < k + 1 of set bits among the others is cleared by lowering r of them
    (r plus the piles already lowered never exceeds k, or the free ones would have sufficed)."""
    piles = list(piles)
    if is_p_moore(piles, k):
        return None
    after = list(piles)
    lowered: list[int] = []
    for bit in reversed(range(max(piles).bit_length())):
        mask = 1 << bit
        free = list(lowered)
        others = [i for i in range(len(piles)) if i not in lowered and piles[i] & mask]
        r = len(others) % (k + 1)
        need = (k + 1 - r) % (k + 1)  # ones among the free piles that would balance it
        if need <= len(free):
            for j, i in enumerate(free):
                after[i] = after[i] | mask if j < need else after[i] & ~mask
        else:
            for i in free + others[:r]:  # the new ones go from 1 to 0 here: they are lowered
                after[i] &= ~mask
            lowered += others[:r]
    return tuple(after)
