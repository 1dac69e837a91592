# WRONG: the Sprague-Grundy DP off by one: its split loop runs s = 1 .. h // 2, so an even
# heap may also split into two equal halves. That gives a heap of 2 the value 1 (1 + 1), and
# then every even heap the value 1 and every odd heap 0 (a parity rule): the claims are wrong
# (heaps 1 2 "win", a heap of 4 "wins"), and its moves may split a heap of 2 into 1 + 1,
# which is illegal.
import sys
from bisect import bisect_left, insort

LIMIT = 2000
g = [0] * (LIMIT + 1)
for n in range(2, LIMIT + 1):
    seen = {g[s] ^ g[n - s] for s in range(1, n // 2 + 1)}
    v = 0
    while v in seen:
        v += 1
    g[n] = v


def move(heaps, total):
    for h in sorted(set(heaps)):
        for s in range(1, h // 2 + 1):
            if g[s] ^ g[h - s] == g[h] ^ total:
                return bisect_left(heaps, h) + 1, s
    return len(heaps), 1


def split(heaps, i, s):
    h = heaps.pop(i - 1)
    insort(heaps, s)
    insort(heaps, h - s)
    return g[h] ^ g[s] ^ g[h - s]


def main():
    read = sys.stdin.readline
    for _ in range(int(read())):
        heaps = sorted(map(int, read().split()[1:]))
        total = 0
        for h in heaps:
            total ^= g[h]
        if total == 0:
            print(0, flush=True)
            continue
        print(1, flush=True)
        while True:
            i, s = move(heaps, total)
            total ^= split(heaps, i, s)
            print(i, s, flush=True)
            if heaps[-1] <= 2:
                break
            i, s = map(int, read().split())
            total ^= split(heaps, i, s)


main()
