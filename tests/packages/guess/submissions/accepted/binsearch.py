# Binary search on [1, 1000]: at most 10 guesses. Expected: AC.
import sys

lo, hi = 1, 1000
while lo <= hi:
    mid = (lo + hi) // 2
    print(mid, flush=True)
    reply = sys.stdin.readline().strip()
    if reply == '=' or not reply:
        break
    if reply == '<':
        hi = mid - 1
    else:
        lo = mid + 1
