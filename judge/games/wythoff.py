"""Wythoff's game (TZIANSITZI): two piles; take any positive number from one pile, or the
same positive number from both. Whoever takes the last stone wins.

The losing (P) positions are the pairs (A_k, B_k) and (B_k, A_k) with A_k = floor(k * phi),
B_k = A_k + k, phi = (1 + sqrt 5) / 2. Everything here is exact integer arithmetic: A_k is
(k + isqrt(5 k^2)) // 2, since floor(k * phi) = floor((k + sqrt(5 k^2)) / 2) and the floor of
a half-integer sum only needs the integer part of the root. O(1) big-int work per call.
"""

from __future__ import annotations

from math import isqrt
from typing import NamedTuple

# Pile selectors of the TZIANSITZI protocol.
PILE_1, PILE_2, BOTH = 1, 2, 3


class Move(NamedTuple):  # a NamedTuple, not a dataclass: the judge makes one per round
    pile: int  # PILE_1, PILE_2 or BOTH
    count: int  # stones taken (from each pile when pile == BOTH)

    def __str__(self) -> str:
        return f"{self.pile} {self.count}"


def lower(k: int) -> int:
    """A_k = floor(k * phi), the smaller pile of the k-th P-position."""
    return (k + isqrt(5 * k * k)) // 2


def upper(k: int) -> int:
    """B_k = A_k + k, the larger pile of the k-th P-position."""
    return lower(k) + k


def partner(x: int) -> int:
    """The unique y with (x, y) a P-position (Wythoff pairs partition the naturals)."""
    # x / phi = x (sqrt 5 - 1) / 2 is irrational for x > 0, so its ceiling is its floor + 1,
    # and floor((sqrt(5 x^2) - x) / 2) = (isqrt(5 x^2) - x) // 2. If x = A_j, that ceiling is j.
    root = isqrt(5 * x * x)
    j = (root - x) // 2 + 1
    if (j + isqrt(5 * j * j)) // 2 == x:
        return x + j
    # Otherwise x = B_i = floor(i phi^2), and i = ceil(x / phi^2) = ceil(x (3 - sqrt 5) / 2).
    i = (3 * x - root - 1) // 2 + 1
    return x - i


def is_p_position(a: int, b: int) -> bool:
    """True iff the player to move from (a, b) loses against perfect play."""
    if a > b:
        a, b = b, a
    return a == lower(b - a)


def apply_move(a: int, b: int, move: Move) -> tuple[int, int]:
    """The position after a legal move."""
    pile, count = move
    if pile == PILE_1:
        return a - count, b
    if pile == PILE_2:
        return a, b - count
    return a - count, b - count


def illegal_reason(a: int, b: int, move: Move) -> str | None:
    """Why a move is illegal in (a, b), or None if it is legal."""
    pile, count = move
    if pile == PILE_1:
        have, what = a, "pile 1 has"
    elif pile == PILE_2:
        have, what = b, "pile 2 has"
    elif pile == BOTH:
        have, what = min(a, b), "the smaller pile has"
    else:
        return f"pile must be 1, 2 or 3, not {pile}"
    if count < 1:
        return f"must take at least 1 stone, not {count}"
    if count > have:
        return f"takes {count} stones but {what} only {have}"
    return None


def winning_moves(a: int, b: int) -> list[Move]:
    """Every move from (a, b) to a P-position, in a fixed order; empty iff (a, b) is P."""
    moves = set()
    # Reduce one pile to the partner of the other.
    pa, pb = partner(a), partner(b)
    if pa < b:
        moves.add(Move(PILE_2, b - pa))
    if pb < a:
        moves.add(Move(PILE_1, a - pb))
    # Take from both: the difference is kept, so the target is the P-position of that difference.
    k = abs(b - a)
    target = lower(k)
    if min(a, b) > target:
        moves.add(Move(BOTH, min(a, b) - target))
    return sorted(moves)


def winning_move(a: int, b: int) -> Move | None:
    """A winning move, or None in a P-position. Where there are several, the one on a single
    pile comes first: the move the statement's example plays from (5, 6) is `2 3`."""
    if a > b:
        mirrored = winning_move(b, a)
        if mirrored is None or mirrored.pile == BOTH:
            return mirrored
        return Move(PILE_1 + PILE_2 - mirrored.pile, mirrored.count)
    if a == 0:
        return Move(PILE_2, b) if b else None
    target = lower(b - a)
    if a == target:
        return None
    # Bring the larger pile down to a's partner when it is above it. That is always possible
    # when a < A_k: a is A_j (j < k, so B_j = a + j < b) or B_j (partner A_j < a <= b).
    p = partner(a)
    if p < b:
        return Move(PILE_2, b - p)
    # Otherwise a > A_k: take from both down to (A_k, B_k), keeping the difference k.
    return Move(BOTH, a - target)


def legal_move_count(a: int, b: int) -> int:
    return a + b + min(a, b)


def nth_legal_move(a: int, b: int, i: int) -> Move:
    """The i-th legal move (0 <= i < legal_move_count): a bijection, for uniform sampling."""
    if i < a:
        return Move(PILE_1, i + 1)
    i -= a
    if i < b:
        return Move(PILE_2, i + 1)
    return Move(BOTH, i - b + 1)
