# TZIANSITZI's exact solution reused as is: the losing positions of Wythoff's game,
# (floor(k phi), floor(k phi) + k), and its moves (one pile, or the same number from both),
# whatever a is. Right for a = 1 only: for a >= 2 the losing positions are others.
# Expected: wrong answer (a wrong claim in the first game with a >= 2).
import sys
from math import isqrt


def A(k):
    return (k + isqrt(5 * k * k)) // 2


def partner(x):
    if x == 0:
        return 0
    r = isqrt(5 * x * x)
    j = (r - x) // 2 + 1
    if A(j) == x:
        return x + j
    return x - ((3 * x - r - 1) // 2 + 1)


def winning_move(x, y):
    if partner(x) < y:
        return 0, y - partner(x)
    if partner(y) < x:
        return x - partner(y), 0
    d = abs(x - y)
    t = min(x, y) - A(d)  # the same number from both piles, down to (A_d, B_d)
    return (t, t) if t > 0 else None


def main():
    read = sys.stdin.readline
    for _ in range(int(read())):
        a, x, y = map(int, read().split())
        move = winning_move(x, y)
        print(0 if move is None else 1, flush=True)
        while move is not None:
            k, l = move
            x, y = x - k, y - l
            print(k, l, flush=True)
            if x == 0 and y == 0:
                break
            k, l = map(int, read().split())
            x, y = x - k, y - l
            move = winning_move(x, y)
            if move is None:  # cannot happen if the theory were right: take one stone
                move = (1, 0) if x else (0, 1)


main()
