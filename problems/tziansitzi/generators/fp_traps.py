"""Recompute DOUBLE_TRAPS: every k <= 10^9 where floor(k * phi) in doubles is not A_k.

Usage: python problems/tziansitzi/generators/fp_traps.py [LIMIT]   (about 35 s for 10^9)
Vectorised with NumPy in exact uint64 arithmetic: 5 k^2 <= 5 * 10^18 < 2^64.
"""

import sys

import numpy as np

from judge.games.wythoff_double import PHI_DOUBLE


def traps(limit: int, chunk: int = 10**7) -> list[int]:
    found = []
    for start in range(1, limit + 1, chunk):
        k = np.arange(start, min(start + chunk, limit + 1), dtype=np.uint64)
        guess = np.floor(k.astype(np.float64) * PHI_DOUBLE).astype(np.uint64)
        # guess == A_k = (k + s) // 2 with s = isqrt(5 k^2)  <=>  t = 2 guess - k is s or s - 1
        # (t has the parity of k), i.e. t^2 <= 5 k^2 < (t + 2)^2.
        t = 2 * guess - k
        five_k2 = 5 * k * k
        exact = (t * t <= five_k2) & ((t + 2) * (t + 2) > five_k2)
        found.extend(int(x) for x in k[~exact])
    return found


if __name__ == "__main__":
    print(traps(int(sys.argv[1]) if len(sys.argv) > 1 else 10**9))
