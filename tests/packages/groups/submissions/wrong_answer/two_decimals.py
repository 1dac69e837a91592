# Right method, but prints x with two decimals: outside float_tolerance 1e-6 on
# every group's first test (e.g. x = 1/7, x = 1/3). Expected: WA, 0 points.
import sys

data = sys.stdin.read().split()
q = int(data[0])
for k in range(q):
    a, b, c = (int(v) for v in data[1 + 3 * k:4 + 3 * k])
    if a == 0:
        print('ANY' if b == c else 'IMPOSSIBLE')
    else:
        print(f'{(c - b) / a:.2f}')
