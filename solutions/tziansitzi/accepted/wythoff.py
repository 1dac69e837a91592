# Exact Wythoff strategy with integer arithmetic only (math.isqrt): claims
# correctly and always moves to a losing position. Expected: accepted.
import sys
from math import isqrt


def A(k):
    """A_k = floor(k * phi), exactly."""
    return (k + isqrt(5 * k * k)) // 2


def partner(x):
    """The y with (x, y) a losing position: x = A_j with j = floor(x / phi) + 1, or else
    x = B_i with i = ceil(x / phi^2); both floors are exact through isqrt."""
    r = isqrt(5 * x * x)
    j = (r - x) // 2 + 1
    if A(j) == x:
        return x + j
    return x - ((3 * x - r - 1) // 2 + 1)


def winning_move(n, m):
    """A move (p, c) from (n, m) to a losing position, or None if (n, m) is one. Prefers
    bringing the larger pile down to the smaller one's partner, else takes from both."""
    a, b = min(n, m), max(n, m)
    large = 2 if n <= m else 1
    if a == 0:
        return (large, b) if b else None
    ak = A(b - a)
    if a == ak:
        return None
    q = partner(a)
    if q < b:
        return large, b - q
    return 3, a - ak


def main():
    readline, write, flush = sys.stdin.readline, sys.stdout.write, sys.stdout.flush
    while True:
        n, m = map(int, (readline().split() or ["0", "0"]))
        if n == 0 and m == 0:  # end of the test set (or of input)
            return
        move = winning_move(n, m)
        if move is None:
            write("0\nDONE\n")
            flush()
            continue
        write("1\n")
        while True:
            p, c = move
            if p != 2:
                n -= c
            if p != 1:
                m -= c
            if n == 0 and m == 0:
                write(f"{p} {c}\nDONE\n")
                flush()
                break
            write(f"{p} {c}\n")
            flush()
            p, c = map(int, readline().split())
            if p != 2:
                n -= c
            if p != 1:
                m -= c
            move = winning_move(n, m)


main()
