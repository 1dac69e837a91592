# Correct claims and winning play, except that on its 2nd move of a game (or an earlier
# move that would take the last stone) it makes a legal move to a winning position
# for the opponent, whenever one exists. Expected: wrong answer (non-winning move).
import sys
from math import isqrt

PHI = (1 + 5 ** 0.5) / 2


def A(k):
    """A_k = floor(k * phi), exactly."""
    return (k + isqrt(5 * k * k)) // 2


def winning_move(n, m):
    """A move (p, c) from (n, m) to a losing position, or None if (n, m) is one."""
    a, b = min(n, m), max(n, m)
    large = 2 if n <= m else 1
    if a == 0:
        return large, b
    if a == b:
        return 3, a
    k = b - a
    ak = A(k)
    if a > ak:
        return 3, a - ak
    if a == ak:
        return None
    j = int(a / PHI)  # a = A_i (i < k): go to (A_i, B_i)
    for i in range(max(j - 1, 1), j + 2):
        if A(i) == a:
            return large, b - a - i
    j = int(a / (PHI + 1))  # otherwise a = B_i: go to (B_i, A_i)
    for i in range(max(j - 1, 1), j + 2):
        if A(i) + i == a:
            return large, b - A(i)
    raise AssertionError("unreachable")


def losing_move(n, m):
    """A legal move (p, c) from (n, m) that is not winning, or None if there is none."""
    for p, c in ((1, 1), (2, 1), (3, 1), (1, 2), (2, 2)):
        x, y = n - c * (p != 2), m - c * (p != 1)
        if x >= 0 and y >= 0 and (x, y) != (0, 0) and winning_move(x, y) is not None:
            return p, c
    return None


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
        moves = 0
        while True:
            moves += 1
            p, c = move
            x, y = n - c * (p != 2), m - c * (p != 1)
            if moves == 2 or x == y == 0:
                p, c = losing_move(n, m) or move
                x, y = n - c * (p != 2), m - c * (p != 1)
            n, m = x, y
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
            if n == 0 and m == 0:  # the opponent took the last stone
                break
            move = winning_move(n, m) or (1 if n else 2, 1)


main()
