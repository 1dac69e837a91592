# Generalized Wythoff, "decide, then play": exact (isqrt), plays the first player.
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

def move(a, x, y):
    if partner(a, x) < y:
        return 0, y - partner(a, x)
    if partner(a, y) < x:
        return x - partner(a, y), 0
    for d, swap in ((y - x, False), (x - y, True)):
        for j in (d // a, d // a + 1):
            if j < 0:
                continue
            u, v = lower(a, j), lower(a, j) + a * j
            if swap:
                u, v = v, u
            k, l = x - u, y - v
            if k >= 1 and l >= 1 and abs(k - l) < a:
                return k, l
    return None

def main():
    read = sys.stdin.readline
    for _ in range(int(read())):
        a, x, y = map(int, read().split())
        if partner(a, x) == y:
            print(0, flush=True)
            continue
        print(1, flush=True)
        while True:
            k, l = move(a, x, y)
            x, y = x - k, y - l
            print(k, l, flush=True)
            if x == y == 0:
                break
            k, l = map(int, read().split())
            x, y = x - k, y - l

main()
