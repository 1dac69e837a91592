# Pawns as plain Nim bookkeeping: the gaps are piles, read once at the start, and each of
# the opponent's moves is taken as stones removed, its distance subtracted from the pile.
# That is right for advances; a retreat is read as a new Nim move too, so the piles drift
# from the board after the first one and the program's "winning" moves stop winning (or go
# off the board). Expected: wrong answer.
import sys
from functools import reduce
from operator import xor

read = sys.stdin.readline


def main():
    for _ in range(int(read())):
        numbers = list(map(int, read().split()))
        m = numbers[1]
        rows = [numbers[2::2], numbers[3::2]]  # rows[0]: white pawns, rows[1]: black
        global M  # the board's height, for the fallback move
        M = m
        piles = [b - w - 1 for w, b in zip(*rows)]
        gaps = lambda: list(piles)
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
                last = None  # every move is a Nim move here
                piles[i - 1] = max(0, piles[i - 1] - abs(r - rows[turn][i - 1]))
                rows[turn][i - 1] = r
            else:
                if not has_move(me):
                    break  # cannot happen: the program is never left without a move
                i, r = choose(rows, me, last, gaps())
                piles[i] -= abs(r - rows[me][i])
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
    # "Lost" by its piles: any legal move, on the board.
    for i, (w, b) in enumerate(zip(*rows)):
        if b - w > 1:
            return i, rows[me][i] + (1 if me == 0 else -1)
    i = next(i for i, r in enumerate(rows[me]) if r != (1 if me == 0 else M))
    return i, rows[me][i] + (-1 if me == 0 else 1)


main()
