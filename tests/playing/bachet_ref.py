# Bachet with a threshold, "decide, then play": above p take 1..k1, at or below p take 1..k2.
import sys

def lost(n, p, k1, k2):
    if n <= p:
        return n % (k2 + 1) == 0
    f = max(p + 1, p - p % (k2 + 1) + k1 + 1)
    return n >= f and (n - f) % (k1 + 1) == 0

def move(n, p, k1, k2):
    most = min(n, k1 if n > p else k2)
    f = max(p + 1, p - p % (k2 + 1) + k1 + 1)
    targets = [n - 1 - (n - 1 - f) % (k1 + 1)] if n - 1 >= f else []
    below = min(p, n - 1)
    targets.append(below - below % (k2 + 1))
    return next(n - t for t in targets if 1 <= n - t <= most)

def main():
    read = sys.stdin.readline
    for _ in range(int(read())):
        n, p, k1, k2 = map(int, read().split())
        if lost(n, p, k1, k2):
            print(0, flush=True)
            continue
        print(1, flush=True)
        while True:
            c = move(n, p, k1, k2)
            n -= c
            print(c, flush=True)
            if n == 0:
                break
            n -= int(read())

main()
