# Uses list.index() to find the partner, which raises ValueError when T - x is absent
# (uncaught: traceback on stderr, exit status 1). Passes sample/1, raises on sample/2. Expected: RTE.
import sys

data = sys.stdin.read().split()
n, target = int(data[0]), int(data[1])
a = [int(x) for x in data[2:2 + n]]
for i, x in enumerate(a):
    j = a.index(target - x)
    if j != i:
        print(i + 1, j + 1)
        break
else:
    print(-1)
