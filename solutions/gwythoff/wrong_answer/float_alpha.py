# The algebraic strategy in floating point: A_n = floor(n * alpha) with alpha a double.
# Right while n * alpha has enough bits (piles far below 2^53); with piles up to 10^18 a
# double cannot even hold every pile, and the P-positions come out wrong.
# Expected: wrong answer (on the group with piles up to 10^18).
import math
import sys


def alpha(a):
    return (2 - a + math.sqrt(a * a + 4)) / 2


def lower(a, n):
    return int(math.floor(n * alpha(a)))


def partner(a, x):
    if x == 0:
        return 0
    n = int(math.floor(x / alpha(a))) + 1  # x = A_n for this n, if x is an A at all
    if lower(a, n) == x:
        return x + a * n
    m = int(math.floor(x / (alpha(a) + a))) + 1  # else x = B_m
    return x - a * m


def winning_move(a, x, y):
    if partner(a, x) < y:
        return 0, y - partner(a, x)
    if partner(a, y) < x:
        return x - partner(a, y), 0
    for d, mirror in ((y - x, False), (x - y, True)):
        for j in (d // a, d // a + 1):
            if j < 0:
                continue
            u = lower(a, j)
            v = u + a * j
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
        move = winning_move(a, x, y)
        print(0 if move is None else 1, flush=True)
        while move is not None:
            k, l = move
            x, y = x - k, y - l
            print(k, l, flush=True)
            if x == 0 and y == 0:
                break
            k, l = map(int, read().split())
            x, y = x - k, y - l
            move = winning_move(a, x, y)
            if move is None:  # "cannot happen": take one stone
                move = (1, 0) if x else (0, 1)


main()
