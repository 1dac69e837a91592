# Prints IMPOSSIBLE whenever a = 0, forgetting the ANY case. Group 1 (a != 0) passes,
# group 2 fails. Expected: AC with 30 of 100 points (partially_accepted).
import sys

data = sys.stdin.read().split()
q = int(data[0])
for k in range(q):
    a, b, c = (int(v) for v in data[1 + 3 * k:4 + 3 * k])
    print('IMPOSSIBLE' if a == 0 else f'{(c - b) / a:.10f}')
