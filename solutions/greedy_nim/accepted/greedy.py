# Greedy NIM: a move takes any positive number of stones from a largest pile; whoever takes
# the last stone wins. The player to move loses iff every pile is empty or the number of
# largest piles is even. Winning moves: with c >= 3 (odd) largest piles, one stone off one
# of them leaves c - 1; with a single largest pile m, the next size s and its count t:
# cut m down to s if t is odd (t + 1 piles of size s), to s - 1 if t is even (t piles of
# size s), to 0 if every other pile is empty.
import sys


def lost(piles):
    m = max(piles)
    return m == 0 or piles.count(m) % 2 == 0


def winning_move(piles):
    """(pile index, stones taken)"""
    m = max(piles)
    i = piles.index(m)
    if piles.count(m) >= 3:
        return i, 1
    s = max((p for p in piles if p < m), default=0)
    if s == 0:
        return i, m
    t = piles.count(s)
    return (i, m - s) if t % 2 == 1 else (i, m - s + 1)


def main():
    read = sys.stdin.readline
    out = sys.stdout
    for _ in range(int(read())):
        piles = list(map(int, read().split()))[1:]
        if lost(piles):
            out.write("0\n")
            out.flush()
            continue
        out.write("1\n")
        while True:
            i, c = winning_move(piles)
            piles[i] -= c
            out.write(f"{i + 1} {c}\n")
            out.flush()
            if not any(piles):
                break
            i, c = map(int, read().split())
            piles[i - 1] -= c


main()
