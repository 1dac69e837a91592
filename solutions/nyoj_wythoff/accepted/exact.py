# Reads all lines `a b` at once; prints 0 for a P-position of Wythoff's game, else 1.
# Exact: A_k = floor(k phi) = (k + isqrt(5 k^2)) // 2 in Python's big integers, no floats.
# Expected: accepted.
import sys
from math import isqrt


def main():
    data = sys.stdin.buffer.read().split()
    out = []
    for i in range(0, len(data) - 1, 2):
        a, b = int(data[i]), int(data[i + 1])
        if a > b:
            a, b = b, a
        k = b - a
        out.append("0" if a == (k + isqrt(5 * k * k)) // 2 else "1")
    sys.stdout.write("\n".join(out) + "\n")


main()
