# Moore's Nim (index-k Nim): a move lowers 1 to k piles; whoever takes the last stone wins.
# The player to move loses iff, in every binary digit, the number of piles with that digit
# set is a multiple of k + 1. A winning move, column by column from the top: a pile already
# lowered at a higher digit is free below it (any bits will do), so a column is balanced by
# giving ones to free piles when there are enough of them; otherwise the column's excess r
# (< k + 1) of ones is cleared in r piles not lowered yet, which become free. The number of
# lowered piles never exceeds k: it only grows when the free piles did not suffice.
import sys


def lost(piles, k):
    for bit in range(max(piles).bit_length()):
        if sum((p >> bit) & 1 for p in piles) % (k + 1):
            return False
    return True


def winning_move(piles, k):
    after = list(piles)
    free = []  # indices of the piles lowered so far
    is_free = [False] * len(piles)
    for bit in reversed(range(max(piles).bit_length())):
        mask = 1 << bit
        ones = [i for i, p in enumerate(piles) if p & mask and not is_free[i]]
        r = len(ones) % (k + 1)
        need = (k + 1 - r) % (k + 1)  # ones the free piles must hold in this column
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
    out = sys.stdout
    for _ in range(int(read())):
        k, n, *piles = map(int, read().split())
        if lost(piles, k):
            out.write("0\n")
            out.flush()
            continue
        out.write("1\n")
        while True:
            piles = winning_move(piles, k)
            out.write(f"{n} {' '.join(map(str, piles))}\n")
            out.flush()
            if not any(piles):
                break
            piles = list(map(int, read().split()))[1:]


main()
