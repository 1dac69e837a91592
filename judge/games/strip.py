"""The strip game (the Romanian text's symmetry example): a strip of n cells; a move shades k
adjacent unshaded cells; a player with no move loses. Pure, exact integers.

The theory: a position is a set of free segments (maximal runs of unshaded cells), a sum of
independent games, so the player to move loses iff the XOR of the segments' Grundy values is
0 (Sprague-Grundy). A segment of length L has the Grundy value
g(L) = mex{ g(a) XOR g(b) : a + b = L - k }, a move leaving a cells on its left and b on its
right; g(L) = 0 for L < k. No closed form is known for every k, so the values are computed
(memoised per k, and only as far as a position asks: a table to length L costs O(L^2 / 4)
XORs, so an interactor that judges strips of at most 100 cells does not pay for 2,000). The text's fact: with n and k of equal
parity the first player wins iff n >= k: shade the k middle cells (n - k is even, so they
exist), then answer every move by its mirror image through the centre.
"""

from __future__ import annotations

import re
from functools import reduce
from operator import xor


_FREE = re.compile("0+")
MAX_N = 2000  # the Grundy table's size, per k


_TABLES: dict[int, list[int]] = {}  # k -> g(0), g(1), ... as far as asked so far


def _table(k: int, upto: int) -> list[int]:
    """g(0) .. g(upto) (at least) for moves of k (0 below k: no move), by the definition. Plain
    Python: the exported packages' interactors may import nothing beyond the standard
    library. Extended on demand: every run of an interactor starts anew."""
    values = _TABLES.setdefault(k, [])
    for length in range(len(values), upto + 1):
        rest = length - k
        seen = {values[a] ^ values[rest - a] for a in range(rest // 2 + 1)} if rest >= 0 else ()
        g = 0
        while g in seen:
            g += 1
        values.append(g)
    return values


def grundy(length: int, k: int) -> int:
    """The Grundy value of a free segment of `length` cells, moves shading k."""
    if not (k >= 1 and 0 <= length <= MAX_N):
        raise ValueError(f"need k >= 1 and 0 <= length <= {MAX_N}")
    return _table(k, length)[length] if length >= k else 0


def cells(n: int, shaded: int) -> str:
    """The strip as text, cell 0 first: "1" shaded, "0" free (bit n is a wall)."""
    return format(shaded | 1 << n, "b")[:0:-1]


def segments(n: int, shaded: int) -> list[tuple[int, int]]:
    """The free segments (first cell, length), cells 0 to n-1, `shaded` a bitmask."""
    return [(run.start(), run.end() - run.start()) for run in _FREE.finditer(cells(n, shaded))]


def value(n: int, k: int, shaded: int) -> int:
    """The Grundy value of the whole position (the judge's per-move oracle: text and table
    lookups, no loop in Python over the cells)."""
    if not (k >= 1 and n <= MAX_N):
        raise ValueError(f"need k >= 1 and n <= {MAX_N}")
    table = _table(k, n)
    return reduce(xor, map(table.__getitem__, map(len, _FREE.findall(cells(n, shaded)))), 0)


def has_move(n: int, k: int, shaded: int) -> bool:
    return "0" * k in cells(n, shaded)


def is_p(n: int, k: int, shaded: int = 0) -> bool:
    return value(n, k, shaded) == 0


def winning_move(n: int, k: int, shaded: int = 0) -> int | None:
    """A first cell (0-based) of k cells to shade that leaves a P-position, or None."""
    total = value(n, k, shaded)
    if total == 0:
        return None
    for start, length in segments(n, shaded):
        target = total ^ grundy(length, k)
        for left in range(length - k + 1):
            if grundy(left, k) ^ grundy(length - k - left, k) == target:
                return start + left
    raise AssertionError("a non-zero Grundy value without a move to 0")


def mirror(n: int, k: int, cell: int) -> int:
    """The first cell of the mirror image, through the strip's centre, of the k cells from
    `cell` (0-based)."""
    return n - k - cell


def first_wins(n: int, k: int) -> bool:
    """The text's rule (n, k of equal parity): the first player wins iff n >= k."""
    return n >= k
