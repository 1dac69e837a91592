"""Bachet's game (1612), from the Romanian text: one stack of n; a move takes 1..k stones;
whoever takes the last stone wins. And its variant with a threshold p: while the stack holds
more than p stones a move takes 1..k1, at or below p it takes 1..k2.

Plain Bachet: the first player loses iff n is a multiple of k + 1.

With a threshold (GAMES.md: the seed's closed form is wrong, e.g. p = 2, k1 = 1, k2 = 2: n = 3
is a loss). At or below p the game is plain Bachet with k2: the P-positions are the multiples
of k2 + 1; let L be the largest one <= p. Above p, n is P iff none of n - k1 .. n - 1 is P.
Every n in (p, L + k1] has L among those, so is N; the first P above p is therefore
f = max(p + 1, L + k1 + 1) (its window holds nothing <= L, and nothing above p is P before
it), and from f on the game is plain Bachet with k1 shifted by f: n > p is P iff n >= f and
(n - f) is a multiple of k1 + 1 (no window above f reaches back to L). Tests check this
against the definition on every small case.
"""

from __future__ import annotations


def is_p(n: int, k: int) -> bool:
    """Plain Bachet: True iff the player to move from n loses."""
    return n % (k + 1) == 0


def winning_take(n: int, k: int) -> int | None:
    """How many to take from n to leave a P-position, or None if n is P."""
    return n % (k + 1) or None


def first_p_above(p: int, k1: int, k2: int) -> int:
    """f: the smallest P-position above the threshold p."""
    last_below = p - p % (k2 + 1)
    return max(p + 1, last_below + k1 + 1)


def is_p_threshold(n: int, p: int, k1: int, k2: int) -> bool:
    """Bachet with a threshold: True iff the player to move from n loses."""
    if n <= p:
        return n % (k2 + 1) == 0
    f = first_p_above(p, k1, k2)
    return n >= f and (n - f) % (k1 + 1) == 0


def max_take(n: int, p: int, k1: int, k2: int) -> int:
    """The most a move may take from n (never more than n)."""
    return min(n, k1 if n > p else k2)


def winning_take_threshold(n: int, p: int, k1: int, k2: int) -> int | None:
    """A winning number of stones to take from n, or None if n is P. O(1): the only targets
    worth trying are the largest P-position below n above the threshold, and the largest at
    or below it."""
    if is_p_threshold(n, p, k1, k2):
        return None
    most = max_take(n, p, k1, k2)
    f = first_p_above(p, k1, k2)
    targets = []
    if n - 1 >= f:
        targets.append(n - 1 - (n - 1 - f) % (k1 + 1))
    below = min(p, n - 1)
    targets.append(below - below % (k2 + 1))
    for target in targets:
        if 1 <= n - target <= most:
            return n - target
    raise AssertionError("an N-position always has a move to a P-position")
