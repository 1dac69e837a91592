# Normal NIM's strategy (Bouton: leave a XOR of 0), as in the NIM problem, played in misère
# NIM: right while some two piles have more than one stone, wrong at the end. It claims 0
# for two single stones (a win: take one) and, with one big pile left, empties it or leaves
# it as the XOR says, whatever the number of single stones. Expected: wrong answer.
import sys


def xor(piles):
    s = 0
    for p in piles:
        s ^= p
    return s


def main():
    read = sys.stdin.readline
    for _ in range(int(read())):
        piles = list(map(int, read().split()))[1:]
        if xor(piles) == 0:
            print(0, flush=True)
            continue
        print(1, flush=True)
        while True:
            s = xor(piles)
            if s:
                i = next(i for i, p in enumerate(piles) if p ^ s < p)
                c = piles[i] - (piles[i] ^ s)
            else:  # "cannot happen": take a stone from the first non-empty pile
                i, c = next(i for i, p in enumerate(piles) if p), 1
            piles[i] -= c
            print(i + 1, c, flush=True)
            if not any(piles):
                break
            i, c = map(int, read().split())
            piles[i - 1] -= c
            if not any(piles):
                break


main()
