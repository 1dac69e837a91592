"""Nim in disguise on boards (the Romanian text's "Probleme similare" 1 and 2): pawns on a
chessboard, and red and blue pieces on a line. Pure, exact integers.

Pawns: an n x m board (n columns, m rows); in column i a white pawn on row w_i and a black
pawn on row b_i > w_i. White moves a white pawn, black a black one, any positive number of
rows up or down, on the board and never onto or past the other pawn of its column. The
player with no move loses. The gap g_i = b_i - w_i - 1 is a Nim pile: an advance lowers it to
any smaller value; a retreat raises it (the only difference from Nim). The player to move
loses iff the XOR of the gaps is 0: from XOR 0, a lowering move is answered as in Nim, and a
retreat of d rows by advancing the same distance in the same column, which restores the gaps;
each such round lowers (sum of the gaps + the losing side's room behind its pawns), so the
game ends, with the losing side out of moves. From XOR != 0 a Nim move wins.

Red and blue pieces: 2n pieces on a line at integer points, alternating red, blue, red, ...;
red moves a red piece right, blue a blue one left, any positive distance, never onto or past
another piece. A red piece and the blue one to its right close a gap g_j = b_j - r_j - 1 from
both sides, and nothing else changes a pair's gap (the space between pairs only grows): Nim on
the pairs' gaps, with no retreats at all.
"""

from __future__ import annotations

from functools import reduce
from operator import xor


def gaps(lows, highs) -> list[int]:
    """The gaps between each pair (a pawn's column, a red-blue pair): cells strictly between."""
    return [high - low - 1 for low, high in zip(lows, highs)]


def is_p(lows, highs) -> bool:
    return reduce(xor, gaps(lows, highs), 0) == 0


def nim_target(lows, highs) -> tuple[int, int] | None:
    """A pair index (0-based) and the smaller gap to leave there so the XOR is 0; None if the
    XOR is 0 already."""
    values = gaps(lows, highs)
    total = reduce(xor, values, 0)
    if total == 0:
        return None
    for i, g in enumerate(values):
        if g ^ total < g:
            return i, g ^ total
    raise AssertionError("a non-zero XOR without a pile to lower")


def winning_advance(lows, highs, low_side: bool) -> tuple[int, int] | None:
    """The winning move of the side that moves the lower pieces (white, red) if low_side, else
    of the other: (pair index, the piece's new coordinate), or None from a P-position."""
    found = nim_target(lows, highs)
    if found is None:
        return None
    i, gap = found
    return (i, highs[i] - 1 - gap) if low_side else (i, lows[i] + 1 + gap)
