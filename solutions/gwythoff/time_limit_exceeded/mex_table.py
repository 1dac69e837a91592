# Generalized Wythoff, the recursive strategy as a table (the thesis's, made linear): the losing
# positions by their definition,
# A_n = mex{A_i, B_i : i < n}, B_n = A_n + a n, built in linear time (the mex only moves
# forward, skipping the B's, which increase) up to the largest pile of the game, and kept
# per a from game to game. Right for every position it can tabulate; but a table up to a pile
# of 10^18 never ends. Expected: time limit exceeded (full points on every group but the
# one with piles up to 10^18).
import sys
from array import array
from bisect import bisect_left

tables = {}  # a -> array of A_0, A_1, ... (B_n = A_n + a n is not stored)


def table(a, limit):
    """The A's of a, grown until every number up to limit is an A or a B in the table."""
    A = tables.setdefault(a, array("q", [0]))
    n = len(A)
    j = 1  # the smallest index whose B has not been skipped yet
    while A[n - 1] <= limit:
        c = A[n - 1] + 1  # the mex: the next number that is not a B
        while j < n and A[j] + a * j < c:
            j += 1
        if j < n and A[j] + a * j == c:
            c += 1
            j += 1
        A.append(c)
        n += 1
    return A


def partner(a, x, A):
    if x == 0:
        return 0
    n = bisect_left(A, x)
    if n < len(A) and A[n] == x:
        return x + a * n
    # x is a B: B_m = A_m + a m increases with m; find it by bisection
    lo, hi = 1, len(A) - 1
    while lo < hi:
        m = (lo + hi) // 2
        if A[m] + a * m < x:
            lo = m + 1
        else:
            hi = m
    return A[lo]


def winning_move(a, x, y, A):
    px, py = partner(a, x, A), partner(a, y, A)
    if px < y:
        return 0, y - px
    if py < x:
        return x - py, 0
    for d, mirror in ((y - x, False), (x - y, True)):
        for j in (d // a, d // a + 1):
            if j < 0 or j >= len(A):
                continue
            u, v = A[j], A[j] + a * j
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
        A = table(a, max(x, y))
        move = winning_move(a, x, y, A)
        print(0 if move is None else 1, flush=True)
        while move is not None:
            k, l = move
            x, y = x - k, y - l
            print(k, l, flush=True)
            if x == 0 and y == 0:
                break
            k, l = map(int, read().split())
            x, y = x - k, y - l
            move = winning_move(a, x, y, A)


main()
