# Misère NIM, "decide, then play": whoever takes the last stone loses.
import sys
from functools import reduce
from operator import xor

def lost(piles):  # the player to move loses
    if all(p <= 1 for p in piles):
        return sum(piles) % 2 == 1
    return reduce(xor, piles) == 0

def move(piles):
    big = [i for i, p in enumerate(piles) if p > 1]
    if len(big) == 1:
        i = big[0]
        ones = sum(1 for j, p in enumerate(piles) if j != i and p == 1)
        return i, piles[i] - (1 if ones % 2 == 0 else 0)
    if not big:
        return next(i for i, p in enumerate(piles) if p), 1
    s = reduce(xor, piles)
    i = next(i for i, p in enumerate(piles) if p ^ s < p)
    return i, piles[i] - (piles[i] ^ s)

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
            if not any(piles):
                break

main()
