# Greedy NIM, "decide, then play": take only from a largest pile; the last stone wins.
import sys

def lost(piles):
    return not any(piles) or piles.count(max(piles)) % 2 == 0

def move(piles):
    m = max(piles)
    i = piles.index(m)
    if piles.count(m) >= 3:
        return i, 1
    rest = [p for j, p in enumerate(piles) if j != i and p]
    if not rest:
        return i, m
    s = max(rest)
    return (i, m - s) if rest.count(s) % 2 == 1 else (i, m - s + 1)

def main():
    read = sys.stdin.readline
    for _ in range(int(read())):
        piles = list(map(int, read().split()))[1:]
        if lost(piles):
            print(0, flush=True)
            continue
        print(1, flush=True)
        while True:
            i, c = move(piles)
            piles[i] -= c
            print(i + 1, c, flush=True)
            if not any(piles):
                break
            i, c = map(int, read().split())
            piles[i - 1] -= c

main()
