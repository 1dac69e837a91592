# Building Nim by exhaustive search: a state is (the sorted piles, the tokens left), the
# player to move wins iff some placement (on an empty pile while there is one) leads to a
# state the opponent loses; with no token left it is Nim (the mover wins iff the XOR is not
# 0). Memoised: a few thousand states for n <= 8, p <= 40. Expected: accepted.
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
    raise AssertionError("no winning move")


def main():
    for _ in range(int(read())):
        n, p = map(int, read().split())
        piles, left = (0,) * n, p
        me = 0 if wins(piles, left) else 1
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
