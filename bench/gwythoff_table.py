"""Benchmark: the first 10^8 P-positions of generalized Wythoff for a = 2, exactly, in memory
(issue: the number games of the seeds), against the thesis's code 2 in C++ (doubles, not
exact; bench/algebraic_doubles.cpp, g++ -O2), for the same n, in one run, alternating.

Both sides time only the building of the two arrays (their own clocks; no process start, no
output). The exact side is judge.games.gwythoff_words (block copies with an integer offset, from
the standard words of the Sturmian word); its rows are then spot-checked against the exact
Beatty formula.

Usage: python bench/gwythoff_table.py [REPEATS] [N]      (default 5, 10^8)
"""

from __future__ import annotations

import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from judge.games.gwythoff import lower, upper  # noqa: E402
from judge.games.gwythoff_words import p_table  # noqa: E402

A = 2


def exact_side(n: int) -> float:
    started = time.perf_counter()
    low, up = p_table(A, n)
    elapsed = time.perf_counter() - started
    pick = random.Random(n).sample(range(n), 1000) + [n - 1]  # a recorded seed
    assert all((int(low[k]), int(up[k])) == (lower(A, k), upper(A, k)) for k in pick)
    return elapsed


def main(repeats: int, n: int) -> None:
    binary = Path(tempfile.mkdtemp(prefix="bench-gw-")) / "algebraic_doubles"
    subprocess.run(["g++", "-O2", "-o", str(binary), str(ROOT / "bench/algebraic_doubles.cpp")],
                   check=True)
    exact, doubles = [], []
    for _ in range(repeats):
        exact.append(exact_side(n))
        out = subprocess.run([str(binary), str(n), str(A)], capture_output=True, text=True,
                             check=True).stdout
        doubles.append(float(out.split()[0]))
    e, d = statistics.median(exact), statistics.median(doubles)
    print(f"first {n:,} pairs, a = {A}, medians of {repeats}")
    print(f"exact (NumPy, Sturmian blocks):    {e:.3f} s")
    print(f"C++ -O2, doubles (thesis code 2):  {d:.3f} s")
    print(f"ratio exact / C++: {e / d:.2f}   (goal <= 1.0)")
    print("each run: exact " + " ".join(f"{x:.3f}" for x in exact)
          + "; C++ " + " ".join(f"{x:.3f}" for x in doubles))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5,
         int(float(sys.argv[2])) if len(sys.argv) > 2 else 10**8)
