"""Wythoff's game in TZIANSITZI's notation: two piles; take any positive number from one pile,
or the same positive number from both; whoever takes the last stone wins. It is generalized
Wythoff with a = 1, whose theory (judge.games.gwythoff: the P-positions (A_k, B_k),
A_k = floor(k phi), B_k = A_k + k, exactly, in O(1) big-int operations) this module only
writes in the notation of the problem: a move `p c` takes c stones from pile p (1 or 2) or,
with p = 3, from both. Here: the moves in that notation, their legality, the winning move a
message shows, and an enumeration of the legal moves (for the opponent's uniform choice).
"""

from __future__ import annotations

from typing import NamedTuple

from judge.games import gwythoff

# Pile selectors of the TZIANSITZI protocol.
PILE_1, PILE_2, BOTH = 1, 2, 3


class Move(NamedTuple):  # a NamedTuple, not a dataclass: the judge makes one per round
    pile: int  # PILE_1, PILE_2 or BOTH
    count: int  # stones taken (from each pile when pile == BOTH)

    def __str__(self) -> str:
        return f"{self.pile} {self.count}"


def lower(k: int) -> int:
    """A_k = floor(k * phi), the smaller pile of the k-th P-position."""
    return gwythoff.lower(1, k)


def upper(k: int) -> int:
    """B_k = A_k + k, the larger pile of the k-th P-position."""
    return gwythoff.upper(1, k)


def partner(x: int) -> int:
    """The unique y with (x, y) a P-position (Wythoff pairs partition the naturals)."""
    return gwythoff.partner(1, x)


def is_p_position(a: int, b: int) -> bool:
    """True iff the player to move from (a, b) loses against perfect play."""
    return gwythoff.is_p_position(1, a, b)


def apply_move(a: int, b: int, move: Move) -> tuple[int, int]:
    """The position after a legal move."""
    return apply((a, b), move)


def illegal_reason(a: int, b: int, move: Move) -> str | None:
    """Why a move is illegal in (a, b), or None if it is legal."""
    return illegal((a, b), move)


# The same on a position (a, b) as one tuple, as the engine holds it: ClassicWythoff's rules
# are these functions themselves, one call each in the judge's hot loop.

def is_p(position: tuple[int, int]) -> bool:
    a, b = position
    if a > b:
        a, b = b, a
    return a == gwythoff.lower(1, b - a)  # with a = 1, (A_d, A_d + d) is the P-position


def is_over(position: tuple[int, int]) -> bool:
    return position == (0, 0)


def apply(position: tuple[int, int], move: Move) -> tuple[int, int]:
    a, b = position
    pile, count = move
    if pile == PILE_1:
        return a - count, b
    if pile == PILE_2:
        return a, b - count
    return a - count, b - count


def illegal(position: tuple[int, int], move: Move) -> str | None:
    a, b = position
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
    """Every move from (a, b) to a P-position, sorted; empty iff (a, b) is P."""
    return sorted(_from_take(take) for take in gwythoff.winning_moves(1, a, b))


def winning_move(a: int, b: int) -> Move | None:
    """A winning move, or None in a P-position. Of several (at most one of each kind), the
    one that takes from the larger pile (the second on a tie) comes first, then the one from
    both: the move the statement's example plays from (5, 6) is `2 3`."""
    larger = PILE_2 if a <= b else PILE_1
    rank = {larger: 0, BOTH: 1, PILE_1 + PILE_2 - larger: 2}
    return min(winning_moves(a, b), key=lambda move: rank[move.pile], default=None)


def _from_take(take: gwythoff.Take) -> Move:
    # With a = 1 a move from both piles takes as many from each.
    if take.first and take.second:
        return Move(BOTH, take.first)
    return Move(PILE_1, take.first) if take.first else Move(PILE_2, take.second)


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
