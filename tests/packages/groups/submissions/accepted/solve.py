# Full solution; writes the words in lower case (the default validator ignores case). Expected: AC, 100 points.
import sys

data = sys.stdin.read().split()
q = int(data[0])
out = []
for k in range(q):
    a, b, c = (int(v) for v in data[1 + 3 * k:4 + 3 * k])
    if a == 0:
        out.append('any' if b == c else 'impossible')
    else:
        out.append(f'{(c - b) / a:.10f}')
print('\n'.join(out))
