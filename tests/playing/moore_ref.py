# Moore's NIM_k, "decide, then play": lower 1 to k piles per move; the last stone wins.
import sys

def lost(piles, k):
    top = max(piles).bit_length()
    return all(sum((p >> b) & 1 for p in piles) % (k + 1) == 0 for b in range(top))

def move(piles, k):
    after, lowered = list(piles), []
    for bit in reversed(range(max(piles).bit_length())):
        mask = 1 << bit
        free = list(lowered)
        others = [i for i in range(len(piles)) if i not in lowered and piles[i] & mask]
        r = len(others) % (k + 1)
        need = (k + 1 - r) % (k + 1)
        if need <= len(free):
            for j, i in enumerate(free):
                after[i] = after[i] | mask if j < need else after[i] & ~mask
        else:
            for i in free + others[:r]:
                after[i] &= ~mask
            lowered += others[:r]
    return after

def main():
    read = sys.stdin.readline
    for _ in range(int(read())):
        k, n, *piles = map(int, read().split())
        if lost(piles, k):
            print(0, flush=True)
            continue
        print(1, flush=True)
        while True:
            piles = move(piles, k)
            print(len(piles), *piles, flush=True)
            if not any(piles):
                break
            piles = list(map(int, read().split()))[1:]

main()
