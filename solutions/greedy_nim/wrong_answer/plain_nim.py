# WRONG: plays plain NIM: claims 1 iff the XOR of the piles is non-zero and takes from the
# pile that makes the XOR 0, largest or not. The claim is often wrong (1 2 3: XOR 0, a loss
# in NIM, but a single largest pile here, a win; 2 2 1: XOR 1, but two largest piles, a
# loss), and the pile it takes from is often not a largest one (an illegal move).
import sys
from functools import reduce
from operator import xor


def main():
    read = sys.stdin.readline
    for _ in range(int(read())):
        piles = list(map(int, read().split()))[1:]
        if reduce(xor, piles, 0) == 0:
            print(0, flush=True)
            continue
        print(1, flush=True)
        while True:
            s = reduce(xor, piles, 0)
            i = next(i for i, p in enumerate(piles) if p ^ s < p)
            c = piles[i] - (piles[i] ^ s)
            piles[i] -= c
            print(i + 1, c, flush=True)
            if not any(piles):
                break
            i, c = map(int, read().split())
            piles[i - 1] -= c


main()
