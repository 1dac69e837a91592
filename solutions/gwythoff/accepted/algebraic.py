# Generalized Wythoff, the algebraic strategy: the losing positions are (A_n, B_n) and
# (B_n, A_n) with A_n = floor(n alpha), alpha = (2 - a + sqrt(a^2 + 4)) / 2, B_n = A_n + a n,
# all computed exactly with math.isqrt (a^2 + 4 is never a square, so only the integer part
# of the root matters). O(1) big-int operations per move, any pile size.
# Expected: accepted.
import sys
from math import isqrt


def lower(a, n):
    """A_n = floor(n alpha), exactly."""
    return (n * (2 - a) + isqrt(n * n * (a * a + 4))) // 2


def partner(a, x):
    """The y with (x, y) a losing position."""
    if x == 0:
        return 0
    root = isqrt(x * x * (a * a + 4))
    n = (x * (a - 2) + root) // (2 * a) + 1  # if x = A_n, then n = floor(x / alpha) + 1
    if lower(a, n) == x:
        return x + a * n
    m = (x * (a + 2) - root - 1) // (2 * a) + 1  # else x = B_m, m = floor(x / beta) + 1
    return x - a * m


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
