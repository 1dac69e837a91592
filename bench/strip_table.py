"""The strip game's Grundy table (judge.games.strip): the array version the judge uses (with NumPy)
against the plain double loop (without it), side by side in one run, on the tables a test set needs
(one per k, to 2000 cells). Both must give the same values.

Usage: python3 bench/strip_table.py [REPEATS]     (default 3)
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from judge.games import strip  # noqa: E402

KS = range(1, 9)


def timed(build) -> float:
    started = time.perf_counter()
    for k in KS:
        build(k)
    return time.perf_counter() - started


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    for k in KS:
        assert strip._table(k) == strip.plain_table(k), k
    arrays, loops = [], []
    for _ in range(repeats):
        strip._table.cache_clear()
        arrays.append(timed(strip._table))
        loops.append(timed(strip.plain_table))
    a, p = statistics.median(arrays), statistics.median(loops)
    print(f"load average {os.getloadavg()[0]:.1f}; tables for k = 1..8 to {strip.MAX_N} cells, "
          f"medians of {repeats}")
    print(f"plain double loop: {p:.3f} s   arrays: {a:.3f} s   ratio {p / a:.1f}x")


if __name__ == "__main__":
    main()
