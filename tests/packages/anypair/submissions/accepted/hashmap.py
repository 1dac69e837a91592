# One pass with a dict of values seen so far: O(n). Expected: AC.
import sys


def main():
    data = sys.stdin.read().split()
    n, target = int(data[0]), int(data[1])
    seen = {}
    for j in range(n):
        x = int(data[2 + j])
        if target - x in seen:
            print(seen[target - x] + 1, j + 1)
            return
        seen.setdefault(x, j)
    print(-1)


main()
