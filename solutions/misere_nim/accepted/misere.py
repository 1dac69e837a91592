# Misère NIM, exact: play as in normal NIM (leave a XOR of 0), except for the move that
# would leave only piles of at most one stone: then leave an odd number of single stones.
# The player to move loses iff every pile has at most one stone and their number is odd, or
# some pile has more and the XOR is 0. Expected: accepted.
import sys


def lost(piles):
    if max(piles) <= 1:
        return sum(piles) % 2 == 1
    s = 0
    for p in piles:
        s ^= p
    return s == 0


def winning_move(piles):
    """(i, c): take c stones from pile i (0-based), from a position that is not lost."""
    big = [i for i, p in enumerate(piles) if p > 1]
    if len(big) == 1:  # the last big pile: leave an odd number of single stones
        i = big[0]
        ones = sum(1 for j, p in enumerate(piles) if j != i and p == 1)
        return i, piles[i] - (1 if ones % 2 == 0 else 0)
    if not big:  # only single stones, an even number of them: take one
        return next(i for i, p in enumerate(piles) if p), 1
    s = 0
    for p in piles:
        s ^= p
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
        left = sum(piles)
        while left:
            i, c = winning_move(piles)
            piles[i] -= c
            left -= c
            print(i + 1, c, flush=True)
            i, c = map(int, read().split())  # a winning move never takes the last stone
            piles[i - 1] -= c
            left -= c


main()
