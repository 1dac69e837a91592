# Red and blue pieces as Nim on every gap between neighbours: the pairs' gaps and also the
# spaces between a blue piece and the next red one, which no move can lower (they only grow).
# Its claim and moves follow a wrong XOR. Expected: wrong answer.
import sys
from functools import reduce
from operator import xor

read = sys.stdin.readline


def main():
    for _ in range(int(read())):
        numbers = list(map(int, read().split()))
        pieces = [numbers[2::2], numbers[3::2]]  # red, blue
        gaps = lambda: [b - r - 1 for r, b in zip(*pieces)]
        between = lambda: [r - b - 1 for b, r in zip(pieces[1], pieces[0][1:])]
        me = 0 if reduce(xor, gaps() + between(), 0) else 1
        print("first" if me == 0 else "second", flush=True)
        turn = 0
        while any(gaps()):
            if turn == me:
                i, x = choose(pieces, me, gaps(), reduce(xor, between(), 0))
                print(i + 1, x, flush=True)
            else:
                i, x = map(int, read().split())
                i -= 1
            pieces[turn][i] = x
            turn = 1 - turn


def choose(pieces, me, gaps, extra):
    total = reduce(xor, gaps) ^ extra
    for i, g in enumerate(gaps):
        if g ^ total < g:
            lower = g - (g ^ total)
            return i, pieces[me][i] + (lower if me == 0 else -lower)
    i = next(i for i, g in enumerate(gaps) if g)  # "lost": any move
    return i, pieces[me][i] + (1 if me == 0 else -1)


main()
