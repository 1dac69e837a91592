# WRONG, at one edge: the right claim (an odd number of largest piles wins), but from a
# single largest pile it always cuts it down to the second-largest size s, "to make a pair".
# That leaves t + 1 piles of size s, where t is how many there were: a loss for the judge
# when t is odd (the usual case), a win when t is even (5 3 3 -> 3 3 3). Right otherwise.
import sys


def lost(piles):
    m = max(piles)
    return m == 0 or piles.count(m) % 2 == 0


def winning_move(piles):
    m = max(piles)
    i = piles.index(m)
    if piles.count(m) >= 3:
        return i, 1
    s = max((p for p in piles if p < m), default=0)
    return i, m - s


def main():
    read = sys.stdin.readline
    for _ in range(int(read())):
        piles = list(map(int, read().split()))[1:]
        if lost(piles):
            print(0, flush=True)
            continue
        print(1, flush=True)
        while True:
            i, c = winning_move(piles)
            piles[i] -= c
            print(i + 1, c, flush=True)
            if not any(piles):
                break
            i, c = map(int, read().split())
            piles[i - 1] -= c


main()
