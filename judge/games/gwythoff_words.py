"""The P-table of generalized Wythoff at memory speed, exactly: the first n pairs (A_k, B_k) as
NumPy arrays of integers, with no square root and no floating point (needs NumPy).

Why it is exact: A_k = floor(k alpha) with alpha = 1 + theta, theta = [0; a, a, a, ...], so
A_k = k + c_1 + ... + c_{k-1}, where c_i = floor((i + 1) theta) - floor(i theta) is the
characteristic Sturmian word of theta: the limit of the standard words s_0 = "0",
s_1 = "0"^(a-1) "1", s_j = s_{j-1}^a s_{j-2}, each a prefix of the next from s_1 on; their
lengths q_j and numbers of 1s p_j follow x_j = a x_{j-1} + x_{j-2} (the convergents p_j / q_j
of theta). For j >= 3, s_{j-2} is a prefix of s_{j-1}, so in s_j the letter rq + i is letter i,
for q = q_{j-1}, r = 1 .. a and 1 <= i <= q (i <= q_{j-2} when r = a). Summing, with p = p_{j-1}:
    A_{rq+m} = A_m + r (q + p),   B_{rq+m} = B_m + r ((a + 1) q + p)   (B_k = A_k + a k)
for the same r and m. So A_0 .. A_{q_2} come from the exact Beatty formula
(judge.games.gwythoff) and every later entry is an earlier one plus an integer: block copies
with an offset, each entry written once, no word, no cumulative sum, no temporary array.
tests/test_gwythoff.py checks it against the exact Beatty formula.

What is left is the first touch of the output's fresh memory, so big arrays get their own
anonymous mapping, populated at once (MAP_POPULATE) in 4 KiB pages: NumPy asks for huge pages,
and on a VM that hands freed memory back to its host (free page reporting), 2 MiB blocks come
back from the host at a second or more per 800 MB where 4 KiB pages take a few tenths.
"""

from __future__ import annotations

import mmap

import numpy as np

from judge.games import gwythoff


def _fresh(count: int, dtype: type) -> np.ndarray:
    """An array of count entries (contents unspecified): see the module's docstring."""
    size = count * np.dtype(dtype).itemsize
    if size < 2**22 or not hasattr(mmap, "MAP_POPULATE"):
        return np.empty(count, dtype)
    flags = mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS | mmap.MAP_POPULATE
    return np.frombuffer(mmap.mmap(-1, size, flags=flags), dtype)


def p_table(a: int, count: int) -> tuple[np.ndarray, np.ndarray]:
    """A_k and B_k for k = 0 .. count - 1, in 32-bit integers when B fits (half the memory
    traffic), else 64-bit; beyond 64 bits use judge.games.gwythoff."""
    largest = (a + 2) * count  # B_k < (alpha + a) k <= (a + 2) k
    if largest >= 2**63:
        raise OverflowError("B_k would not fit in 64 bits: use judge.games.gwythoff")
    dtype = np.int32 if largest < 2**31 else np.int64
    lower, upper = _fresh(count, dtype), _fresh(count, dtype)
    (q_before, p_before), (q, p) = (a, 1), (a * a + 1, a)  # |s_1|, |s_2| and their 1s
    seed = min(count, q + 1)
    lower[:seed] = [gwythoff.lower(a, k) for k in range(seed)]
    upper[:seed] = [gwythoff.upper(a, k) for k in range(seed)]
    while q + 1 < count:  # A_0 .. A_q are known, q = q_{j-1}: fill A_{q+1} .. A_{q_j}
        for r in range(1, a + 1):
            start = r * q + 1
            length = min(q if r < a else q_before, count - start)
            if length <= 0:
                break
            np.add(lower[1:1 + length], r * (q + p), out=lower[start:start + length])
            np.add(upper[1:1 + length], r * ((a + 1) * q + p), out=upper[start:start + length])
        (q_before, p_before), (q, p) = (q, p), (a * q + q_before, a * p + p_before)
    return lower, upper
