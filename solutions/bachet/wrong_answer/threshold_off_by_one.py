# The exact closed form for the claims and the targets, but the most a move may take is
# worked out with "n >= p" for "above the threshold": with exactly p stones it believes only
# k1 may be taken, where the rules allow k2. When k1 < k2 and the winning take from p is
# more than k1, it finds no winning take it thinks legal, and falls back on one stone.
# Right everywhere else (plain Bachet, k1 >= k2, stacks never at p).
# Expected: wrong answer (with k1 < k2, at a stack of exactly p).
import sys


def first_lost_above(p, k1, k2):
    return max(p + 1, p - p % (k2 + 1) + k1 + 1)


def lost(n, p, k1, k2):
    if n <= p:
        return n % (k2 + 1) == 0
    f = first_lost_above(p, k1, k2)
    return n >= f and (n - f) % (k1 + 1) == 0


def winning_take(n, p, k1, k2):
    most = min(n, k1 if n >= p else k2)  # the bug: n > p
    f = first_lost_above(p, k1, k2)
    targets = []
    if n - 1 >= f:
        targets.append(n - 1 - (n - 1 - f) % (k1 + 1))
    below = min(p, n - 1)
    targets.append(below - below % (k2 + 1))
    for t in targets:
        if 1 <= n - t <= most:
            return n - t
    return 1  # "cannot happen"


def main():
    read = sys.stdin.readline
    for _ in range(int(read())):
        n, p, k1, k2 = map(int, read().split())
        if lost(n, p, k1, k2):
            print(0, flush=True)
            continue
        print(1, flush=True)
        while True:
            c = winning_take(n, p, k1, k2)
            n -= c
            print(c, flush=True)
            if n == 0:
                break
            n -= int(read())


main()
