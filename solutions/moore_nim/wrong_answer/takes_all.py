# WRONG, at one edge: a shortcut for k >= n (every pile may be lowered at once, so the
# player to move takes every stone and wins) that forgets the start where every pile is
# already empty: it claims 1 there, and that position is lost (no move is left). Otherwise
# exact (the column rule and its winning move, as in accepted/moore.py).
import sys


def lost(piles, k):
    for bit in range(max(piles).bit_length()):
        if sum((p >> bit) & 1 for p in piles) % (k + 1):
            return False
    return True


def winning_move(piles, k):
    after = list(piles)
    free = []
    is_free = [False] * len(piles)
    for bit in reversed(range(max(piles).bit_length())):
        mask = 1 << bit
        ones = [i for i, p in enumerate(piles) if p & mask and not is_free[i]]
        r = len(ones) % (k + 1)
        need = (k + 1 - r) % (k + 1)
        if need <= len(free):
            for j, i in enumerate(free):
                after[i] = after[i] | mask if j < need else after[i] & ~mask
        else:
            for i in free:
                after[i] &= ~mask
            for i in ones[:r]:
                after[i] &= ~mask
                is_free[i] = True
                free.append(i)
    return after


def main():
    read = sys.stdin.readline
    for _ in range(int(read())):
        k, n, *piles = map(int, read().split())
        if k >= n:  # take everything
            print(1, flush=True)
            print(n, *([0] * n), flush=True)
            continue
        if lost(piles, k):
            print(0, flush=True)
            continue
        print(1, flush=True)
        while True:
            piles = winning_move(piles, k)
            print(n, *piles, flush=True)
            if not any(piles):
                break
            piles = list(map(int, read().split()))[1:]


main()
