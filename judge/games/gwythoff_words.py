"""The P-table of generalized Wythoff at memory speed, exactly: the first n pairs (A_k, B_k) as
NumPy arrays, with no square root at all (needs NumPy).

Why it is exact: A_k = floor(k alpha) with alpha = 1 + theta, theta = [0; a, a, a, ...]. The
steps floor((i + 1) theta) - floor(i theta), i >= 1, form the characteristic Sturmian word of
theta, which is the limit of the standard words s_{-1} = "1", s_0 = "0",
s_1 = s_0^(a-1) s_{-1}, s_j = s_{j-1}^a s_{j-2}: the continued fraction spelled out as
concatenations (the same structure as the thesis's numeration systems). So
A_k = k + (sum of the first k - 1 letters), B_k = A_k + a k, built by repeated concatenation
and one cumulative sum. tests/test_gwythoff.py checks it against the exact Beatty formula.
"""

from __future__ import annotations

import numpy as np


def characteristic_word(a: int, length: int) -> np.ndarray:
    """The first `length` letters (0/1, uint8) of the characteristic word of [0; a, a, ...]."""
    before, word = np.ones(1, np.uint8), np.zeros(1, np.uint8)  # s_{-1}, s_0
    repeats = a - 1
    while len(word) < length:
        before, word = word, np.concatenate([np.tile(word, repeats), before])
        repeats = a
    return word[:length]


def p_table(a: int, count: int) -> tuple[np.ndarray, np.ndarray]:
    """A_k and B_k for k = 0 .. count - 1, in 32-bit integers when B fits (half the memory
    traffic), else 64-bit; beyond 64 bits use judge.games.gwythoff."""
    largest = (a + 2) * count  # B_k < (alpha + a) k <= (a + 2) k
    if largest >= 2**63:
        raise OverflowError("B_k would not fit in 64 bits: use judge.games.gwythoff")
    dtype = np.int32 if largest < 2**31 else np.int64
    lower = np.zeros(count, dtype=dtype)
    if count > 2:
        np.cumsum(characteristic_word(a, count - 2), dtype=dtype, out=lower[2:])
    k = np.arange(count, dtype=dtype)
    lower += k  # A_k = k + floor(k theta)
    k *= a
    k += lower  # B_k = A_k + a k
    return lower, k
