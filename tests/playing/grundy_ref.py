# Grundy's game, "decide, then play": split a heap into two unequal heaps; no move loses.
import sys

LIMIT = 2000
g = [0] * (LIMIT + 1)
for n in range(3, LIMIT + 1):
    seen = {g[i] ^ g[n - i] for i in range(1, (n + 1) // 2)}
    mex = 0
    while mex in seen:
        mex += 1
    g[n] = mex

def total(heaps):
    t = 0
    for h in heaps:
        t ^= g[h]
    return t

def move(heaps):
    t = total(heaps)
    for i, h in enumerate(heaps):
        for part in range(1, (h + 1) // 2):
            if g[part] ^ g[h - part] == g[h] ^ t:
                return i, part

def split(heaps, i, part):
    h = heaps[i]
    return sorted(heaps[:i] + heaps[i + 1:] + [part, h - part])

def main():
    read = sys.stdin.readline
    for _ in range(int(read())):
        heaps = sorted(map(int, read().split()[1:]))
        if total(heaps) == 0:
            print(0, flush=True)
            continue
        print(1, flush=True)
        while True:
            i, part = move(heaps)
            heaps = split(heaps, i, part)
            print(i + 1, part, flush=True)
            if all(h <= 2 for h in heaps):
                break
            i, part = map(int, read().split())
            heaps = split(heaps, i - 1, part)

main()
