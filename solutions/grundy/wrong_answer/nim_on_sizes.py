# WRONG: treats Grundy's game as NIM on the heap sizes: claims 1 iff the XOR of the sizes is
# non-zero, and splits a heap so that the XOR of the sizes becomes 0 (or, if no split does,
# splits one stone off the largest heap). A heap of 4 (XOR 4) is lost (4 splits only into
# 1 + 3, from which 3 -> 1 + 2 ends the game), and heaps 1 2 (XOR 3) have no move at all.
import sys
from bisect import bisect_left, insort


def move(heaps):
    t = 0
    for h in heaps:
        t ^= h
    for h in sorted(set(heaps)):
        for s in range(1, (h + 1) // 2):
            if t ^ h ^ s ^ (h - s) == 0:
                return bisect_left(heaps, h) + 1, s
    return len(heaps), 1


def split(heaps, i, s):
    h = heaps.pop(i - 1)
    insort(heaps, s)
    insort(heaps, h - s)


def main():
    read = sys.stdin.readline
    for _ in range(int(read())):
        heaps = sorted(map(int, read().split()[1:]))
        t = 0
        for h in heaps:
            t ^= h
        if t == 0:
            print(0, flush=True)
            continue
        print(1, flush=True)
        while True:
            i, s = move(heaps)
            split(heaps, i, s)
            print(i, s, flush=True)
            if heaps[-1] <= 2:
                break
            i, s = map(int, read().split())
            split(heaps, i, s)


main()
