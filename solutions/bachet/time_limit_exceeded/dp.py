# Bachet with a threshold by its definition: a table of every stack size up to n, each
# lost iff no take (1..k1 above p, 1..k2 at or below) reaches a lost one. Right, but each
# entry looks at up to k stacks: O(n * k) time, which is too slow for stacks of 10^6 with
# large k. Expected: time limit exceeded.
import sys


def main():
    read = sys.stdin.readline
    for _ in range(int(read())):
        n, p, k1, k2 = map(int, read().split())
        lost = bytearray(n + 1)
        lost[0] = 1
        for m in range(1, n + 1):
            most = min(m, k1 if m > p else k2)
            lost[m] = not any(lost[m - t] for t in range(1, most + 1))
        if lost[n]:
            print(0, flush=True)
            continue
        print(1, flush=True)
        while True:
            most = min(n, k1 if n > p else k2)
            c = next(t for t in range(1, most + 1) if lost[n - t])
            n -= c
            print(c, flush=True)
            if n == 0:
                break
            n -= int(read())


main()
