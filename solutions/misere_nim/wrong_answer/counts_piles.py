# Misère NIM with the right idea, but the endgame parity counts piles instead of single
# stones: with every pile at most 1 it takes n (empty piles included) for the number of
# stones, and with one big pile left it takes every other pile for a single stone. Right as
# long as no pile is empty when the endgame comes, which is not for long.
# Expected: wrong answer.
import sys


def lost(piles):
    if max(piles) <= 1:
        return len(piles) % 2 == 1  # the bug: empty piles are counted
    s = 0
    for p in piles:
        s ^= p
    return s == 0


def winning_move(piles):
    big = [i for i, p in enumerate(piles) if p > 1]
    if len(big) == 1:
        i = big[0]
        ones = len(piles) - 1  # the bug: "the others are the single stones"
        return i, piles[i] - (1 if ones % 2 == 0 else 0)
    if not big:
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
        while any(piles):
            i, c = winning_move(piles)
            piles[i] -= c
            print(i + 1, c, flush=True)
            if not any(piles):
                break
            i, c = map(int, read().split())
            piles[i - 1] -= c


main()
