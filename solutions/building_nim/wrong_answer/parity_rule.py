# Building Nim by a parity rule that fits the smallest boards: an even number of piles is
# a second-player win (true: the second player pairs the piles), and with an odd number the
# first player wins iff p - n is odd (true for n = 1, false for n = 3, p = 6, where the
# second player wins, and elsewhere). It plays the search's moves when they exist, and any
# legal move otherwise. Expected: wrong answer.
import sys
from functools import lru_cache, reduce
from operator import xor

read = sys.stdin.readline


def placements(piles):
    empty = [i for i, s in enumerate(piles) if s == 0]
    return empty or list(range(len(piles)))


@lru_cache(maxsize=None)
def wins(piles, left):
    if left == 0:
        return reduce(xor, piles, 0) != 0
    return any(not wins(tuple(sorted(piles[:i] + (piles[i] + 1,) + piles[i + 1:])), left - 1)
               for i in placements(piles))


def best(piles, left):
    if left == 0:
        total = reduce(xor, piles, 0)
        for i, s in enumerate(piles):
            if s ^ total < s:
                return i, s ^ total
    for i in placements(piles):
        after = piles[:i] + (piles[i] + 1,) + piles[i + 1:]
        if not wins(tuple(sorted(after)), left - 1):
            return i, piles[i] + 1
    i = placements(piles)[0] if left else next(i for i, s in enumerate(piles) if s)
    return i, piles[i] + 1 if left else 0


def main():
    for _ in range(int(read())):
        n, p = map(int, read().split())
        piles, left = (0,) * n, p
        me = 0 if n % 2 and (p - n) % 2 else 1
        print("first" if me == 0 else "second", flush=True)
        turn = 0
        while left or any(piles):
            if turn == me:
                i, s = best(piles, left)
                print(i + 1, s, flush=True)
            else:
                i, s = map(int, read().split())
                i -= 1
            piles = piles[:i] + (s,) + piles[i + 1:]
            left = max(0, left - 1)
            turn = 1 - turn


main()
