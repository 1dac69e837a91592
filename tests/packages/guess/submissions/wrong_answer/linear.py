# Guesses 1, 2, 3, ... in turn: the tenth wrong guess ends it. Expected: WA (too many guesses).
import sys

for g in range(1, 1001):
    print(g, flush=True)
    if sys.stdin.readline().strip() == '=':
        break
