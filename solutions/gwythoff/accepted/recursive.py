# Generalized Wythoff, the recursive strategy: the definition itself, A_n = mex{A_i, B_i :
# i < n}, B_n = A_n + a n, read as a recursion. The A's are the positive integers that are not
# B's, so A_n = n + c, where c counts the B_i (i >= 1) below A_n; B_c < A_n < B_{c+1} gives
# c = max{i : A_i + (a - 1) i < n}: a question about smaller indices (c is about n / 1.6 for
# a = 1, n / 2.4 for a = 2), answered by the same recursion. Memoized, an A_n costs a few calls
# per level over about log(n) levels, not a table of n rows (the thesis's recursive strategy,
# its O(n^2) table made logarithmic per query, so piles of 10^18 are in reach). The continued
# fraction [a; a, a, ...] of alpha + a - 1 only guesses c; the recursion decides it. Integers
# only, no square roots.
# Expected: accepted.
import sys
from functools import lru_cache

sys.setrecursionlimit(10000)


def convergent(first, a, bound):
    """P / Q, a convergent of [first; a, a, ...] with Q > bound."""
    p0, q0, p1, q1 = 1, 0, first, 1
    while q1 <= bound:
        p0, q0, p1, q1 = p1, q1, a * p1 + p0, a * q1 + q0
    return p1, q1


_lower = {}


def lower(a, n):
    """A_n, by the recursion."""
    if a not in _lower:
        @lru_cache(maxsize=None)
        def rec(n):
            if n == 0:
                return 0
            p, q = convergent(a, a, n)  # alpha + a - 1 = [a; a, a, ...] ~ p / q
            c = n * q // p
            # g(i) = A_i + (a - 1) i grows with i and g(i) >= i: c < n, so no call on n.
            while c > 0 and rec(c) + (a - 1) * c >= n:
                c -= 1
            while c + 1 < n and rec(c + 1) + (a - 1) * (c + 1) < n:
                c += 1
            return n + c
        _lower[a] = rec
    return _lower[a](n)


def partner(a, x):
    """The y with (x, y) a losing position: x is A_n (partner B_n) or B_m (partner A_m)."""
    if x == 0:
        return 0
    # d = the number of B_i (i >= 1) below x, so that x = A_{x - d} if x is an A.
    p, q = convergent(a + 1, a, x)  # alpha + a = [a + 1; a, a, ...]
    d = x * q // p
    while d > 0 and lower(a, d) + a * d >= x:
        d -= 1
    while d + 1 < x and lower(a, d + 1) + a * (d + 1) < x:
        d += 1
    n = x - d
    if lower(a, n) == x:
        return x + a * n
    return lower(a, d + 1)  # x = B_{d+1}


def winning_move(a, x, y):
    """(k, l): stones taken from the first and the second pile; None if (x, y) is lost."""
    if partner(a, x) < y:
        return 0, y - partner(a, x)
    if partner(a, y) < x:
        return x - partner(a, y), 0
    # From both piles: the target (A_j, B_j) (or its mirror) must keep |k - l| < a, which
    # leaves j within one of |y - x| / a.
    for d, mirror in ((y - x, False), (x - y, True)):
        for j in (d // a, d // a + 1):
            if j < 0:
                continue
            u = lower(a, j)
            v = u + a * j
            if mirror:
                u, v = v, u
            k, l = x - u, y - v
            if k >= 1 and l >= 1 and abs(k - l) < a:
                return k, l
    return None


def main():
    read = sys.stdin.readline
    for _ in range(int(read())):
        a, x, y = map(int, read().split())
        if partner(a, x) == y:
            print(0, flush=True)
            continue
        print(1, flush=True)
        while True:
            k, l = winning_move(a, x, y)
            x, y = x - k, y - l
            print(k, l, flush=True)
            if x == 0 and y == 0:
                break
            k, l = map(int, read().split())
            x, y = x - k, y - l


main()
