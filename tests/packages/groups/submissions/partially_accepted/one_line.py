# Correct answers, but all on one line separated by spaces. Group 1 ignores whitespace
# changes and passes; group 2 adds space_change_sensitive and fails.
# Expected: AC with 30 of 100 points (partially_accepted).
import sys

data = sys.stdin.read().split()
q = int(data[0])
out = []
for k in range(q):
    a, b, c = (int(v) for v in data[1 + 3 * k:4 + 3 * k])
    if a == 0:
        out.append('ANY' if b == c else 'IMPOSSIBLE')
    else:
        out.append(f'{(c - b) / a:.10f}')
print(' '.join(out))
