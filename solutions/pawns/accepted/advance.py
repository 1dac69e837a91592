# Pawns, the text's solution: Nim on the gaps between the two pawns of each column. Claim
# `first` iff the gaps' XOR is not 0. Answer a retreat by advancing the same distance in the
# same column (the gaps are as before it), anything else by a Nim move (lower one gap so the
# XOR is 0). Each answer leaves XOR 0, and the game ends: each round lowers the sum of the
# gaps plus the room behind the losing side's pawns. Expected: accepted.
import sys
from functools import reduce
from operator import xor

read = sys.stdin.readline


def main():
    for _ in range(int(read())):
        numbers = list(map(int, read().split()))
        m = numbers[1]
        rows = [numbers[2::2], numbers[3::2]]  # rows[0]: white pawns, rows[1]: black
        gaps = lambda: [b - w - 1 for w, b in zip(*rows)]
        first = reduce(xor, gaps()) != 0
        print("first" if first else "second", flush=True)
        me = 0 if first else 1
        last = None  # the opponent's last move: (column, its pawn's old row, new row)

        def has_move(side):
            own = rows[side]
            edge = 1 if side == 0 else m
            return any(g > 0 for g in gaps()) or any(r != edge for r in own)

        turn = 0
        while True:
            if turn != me:
                if not has_move(turn):
                    break
                i, r = map(int, read().split())
                last = (i - 1, rows[turn][i - 1], r)
                rows[turn][i - 1] = r
            else:
                if not has_move(me):
                    break  # cannot happen: the program is never left without a move
                i, r = choose(rows, me, last, gaps())
                rows[me][i] = r
                print(i + 1, r, flush=True)
            turn = 1 - turn


def choose(rows, me, last, gaps):
    if last is not None:
        i, old, new = last
        retreat = new < old if me == 1 else new > old  # the opponent moved away from my pawn
        if retreat:
            step = abs(new - old)
            return i, rows[me][i] + (step if me == 0 else -step)
    total = reduce(xor, gaps)
    for i, g in enumerate(gaps):
        if g ^ total < g:
            lower = g - (g ^ total)
            return i, rows[me][i] + (lower if me == 0 else -lower)
    raise AssertionError("no winning move")


main()
