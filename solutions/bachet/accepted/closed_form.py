# Bachet with a threshold, the derived closed form (judge/games/bachet.py has the proof):
# at or below p the game is plain Bachet with k2, so n is lost iff n is a multiple of
# k2 + 1; with L the largest such multiple <= p, the first lost n above p is
# f = max(p + 1, L + k1 + 1), and above p, n is lost iff n >= f and n - f is a multiple of
# k1 + 1. A winning move goes to the largest lost position it can reach: the one below n in
# the lattice above p, or the largest multiple of k2 + 1 at or below min(p, n - 1).
# O(1) per move. Expected: accepted.
import sys


def first_lost_above(p, k1, k2):
    return max(p + 1, p - p % (k2 + 1) + k1 + 1)


def lost(n, p, k1, k2):
    if n <= p:
        return n % (k2 + 1) == 0
    f = first_lost_above(p, k1, k2)
    return n >= f and (n - f) % (k1 + 1) == 0


def winning_take(n, p, k1, k2):
    most = min(n, k1 if n > p else k2)
    f = first_lost_above(p, k1, k2)
    targets = []
    if n - 1 >= f:
        targets.append(n - 1 - (n - 1 - f) % (k1 + 1))
    below = min(p, n - 1)
    targets.append(below - below % (k2 + 1))
    for t in targets:
        if 1 <= n - t <= most:
            return n - t
    raise AssertionError("no winning move from a won position")


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
