# The exact algebraic strategy, but the move from both piles is looked for as in Wythoff's
# game only: the same number from each (k = l), down to the (A_j, B_j) on the same diagonal.
# The claims are all right, and so is every move that one pile, or k = l, can make; but for
# a >= 2 some positions are won only by k != l (e.g. a = 2, (2, 5): only 1 and 2, to (1, 3)),
# and there it has no winning move. Expected: wrong answer.
import sys
from math import isqrt


def lower(a, n):
    return (n * (2 - a) + isqrt(n * n * (a * a + 4))) // 2


def partner(a, x):
    if x == 0:
        return 0
    root = isqrt(x * x * (a * a + 4))
    n = (x * (a - 2) + root) // (2 * a) + 1
    if lower(a, n) == x:
        return x + a * n
    m = (x * (a + 2) - root - 1) // (2 * a) + 1
    return x - a * m


def winning_move(a, x, y):
    if partner(a, x) < y:
        return 0, y - partner(a, x)
    if partner(a, y) < x:
        return x - partner(a, y), 0
    if partner(a, x) == y:
        return None
    d = abs(y - x)
    if d % a == 0:  # the same number from both keeps the difference: B_j - A_j = a j = d
        t = min(x, y) - lower(a, d // a)
        if t > 0:
            return t, t
    return (1, 0) if x else (0, 1)  # no winning move found: "cannot happen"; take one


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


main()
