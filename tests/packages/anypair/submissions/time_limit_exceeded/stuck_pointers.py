# Two pointers over the sorted values, but the left pointer never moves: whenever the sum
# is too small the loop spins forever (CPU-bound). Passes sample/1, loops on sample/2. Expected: TLE.
import sys

data = sys.stdin.read().split()
n, target = int(data[0]), int(data[1])
a = [int(x) for x in data[2:2 + n]]
order = sorted(range(n), key=lambda k: a[k])
i, j = 0, n - 1
while i < j:
    s = a[order[i]] + a[order[j]]
    if s == target:
        print(order[i] + 1, order[j] + 1)
        break
    if s > target:
        j -= 1
    # bug: no "else: i += 1"
else:
    print(-1)
