# Red and blue pieces, the text's solution: Nim on the gaps inside each red-blue pair (the
# space between pairs only grows, and never matters). Claim `first` (the red side) iff the
# XOR of the pairs' gaps is not 0; each move lowers one gap so that the XOR is 0, red moving
# its piece right, blue left. Expected: accepted.
import sys
from functools import reduce
from operator import xor

read = sys.stdin.readline


def main():
    for _ in range(int(read())):
        numbers = list(map(int, read().split()))
        pieces = [numbers[2::2], numbers[3::2]]  # red, blue
        gaps = lambda: [b - r - 1 for r, b in zip(*pieces)]
        me = 0 if reduce(xor, gaps()) else 1
        print("first" if me == 0 else "second", flush=True)
        turn = 0
        while any(gaps()):
            if turn == me:
                i, x = choose(pieces, me, gaps())
                print(i + 1, x, flush=True)
            else:
                i, x = map(int, read().split())
                i -= 1
            pieces[turn][i] = x
            turn = 1 - turn


def choose(pieces, me, gaps):
    total = reduce(xor, gaps)
    for i, g in enumerate(gaps):
        if g ^ total < g:
            lower = g - (g ^ total)
            return i, pieces[me][i] + (lower if me == 0 else -lower)
    raise AssertionError("no winning move")


main()
