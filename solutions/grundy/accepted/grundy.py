# Grundy's game: a move splits one heap into two non-empty heaps of different sizes; a player
# who cannot move (every heap has 1 or 2 stones) loses. Sprague-Grundy: a heap of h stones
# has the value g(h) = mex { g(s) ^ g(h - s) : 1 <= s < h / 2 }, a position is lost for the
# player to move iff the XOR of its heaps' values is 0, and a winning move splits a heap h
# into s and h - s with g(s) ^ g(h - s) = g(h) ^ (the XOR of the position). The heaps are
# kept sorted, as the judge numbers them.
import sys
from bisect import bisect_left, insort

LIMIT = 2000
g = [0] * (LIMIT + 1)
for n in range(3, LIMIT + 1):
    seen = {g[s] ^ g[n - s] for s in range(1, (n + 1) // 2)}
    v = 0
    while v in seen:
        v += 1
    g[n] = v


def winning_move(heaps, total):
    """(heap number, part), heaps numbered from 1 in sorted order"""
    for h in sorted(set(heaps)):
        want = g[h] ^ total
        for s in range(1, (h + 1) // 2):
            if g[s] ^ g[h - s] == want:
                return bisect_left(heaps, h) + 1, s
    raise AssertionError("no winning move")


def split(heaps, i, s):
    h = heaps.pop(i - 1)
    insort(heaps, s)
    insort(heaps, h - s)
    return g[h] ^ g[s] ^ g[h - s]  # the change of the total


def main():
    read = sys.stdin.readline
    out = sys.stdout
    for _ in range(int(read())):
        heaps = sorted(map(int, read().split()[1:]))
        total = 0
        for h in heaps:
            total ^= g[h]
        if total == 0:
            out.write("0\n")
            out.flush()
            continue
        out.write("1\n")
        while True:
            i, s = winning_move(heaps, total)
            total ^= split(heaps, i, s)
            out.write(f"{i} {s}\n")
            out.flush()
            if heaps[-1] <= 2:
                break
            i, s = map(int, read().split())
            total ^= split(heaps, i, s)


main()
