# WRONG: plays plain NIM (Bouton): claims 1 iff the XOR of the piles is non-zero, and moves
# one pile to make the XOR 0. Right for k = 1; for k >= 2 the claim is often wrong (three
# piles of 1 with k = 2: XOR 1, but the position is lost, each column holds 3 ones) and a
# NIM move leaves a position the judge wins.
import sys
from functools import reduce
from operator import xor


def main():
    read = sys.stdin.readline
    for _ in range(int(read())):
        k, n, *piles = map(int, read().split())
        if reduce(xor, piles, 0) == 0:
            print(0, flush=True)
            continue
        print(1, flush=True)
        while True:
            s = reduce(xor, piles, 0)
            i = next(i for i, p in enumerate(piles) if p ^ s < p)
            piles[i] ^= s
            print(n, *piles, flush=True)
            if not any(piles):
                break
            piles = list(map(int, read().split()))[1:]


main()
