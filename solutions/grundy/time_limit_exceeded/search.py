# TOO SLOW: plain game-tree search over whole positions (memoized on the sorted heaps, heaps
# of 1 and 2 dropped), without the Sprague-Grundy values. The positions reachable from one
# heap of h are the partitions of h: fine for the example, hopeless for heaps in the hundreds.
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


def moves(heaps):
    for i, h in enumerate(heaps):
        if i and heaps[i - 1] == h:
            continue
        for s in range(1, (h + 1) // 2):
            rest = heaps[:i] + heaps[i + 1:] + (s, h - s)
            yield i, s, tuple(sorted(x for x in rest if x > 2))


@lru_cache(maxsize=None)
def wins(heaps):
    return any(not wins(after) for _, _, after in moves(heaps))


def main():
    read = sys.stdin.readline
    for _ in range(int(read())):
        heaps = sorted(map(int, read().split()[1:]))
        if not wins(tuple(h for h in heaps if h > 2)):
            print(0, flush=True)
            continue
        print(1, flush=True)
        while True:
            big = tuple(h for h in heaps if h > 2)
            small = len(heaps) - len(big)  # heaps of 1 and 2 come first in sorted order
            i, s = next((i, s) for i, s, after in moves(big) if not wins(after))
            h = heaps.pop(small + i)
            heaps = sorted(heaps + [s, h - s])
            print(small + i + 1, s, flush=True)
            if heaps[-1] <= 2:
                break
            i, s = map(int, read().split())
            h = heaps.pop(i - 1)
            heaps = sorted(heaps + [s, h - s])


main()
