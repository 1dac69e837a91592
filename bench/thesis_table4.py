"""Benchmark: the thesis's table 4 and figures 5 to 9, again: the time to build the table of
the first n P-positions of generalized Wythoff (a = 2), per strategy, n doubling; printed as a
table and drawn as a log-log plot (PNG).

Strategies: recursive (the definition, mex; linear here, O(n^2) in the thesis), algebraic (the
exact Beatty formula, one isqrt per row; doubles in the thesis), arithmetic (the thesis's p- and
q-numeration systems: A_n read from the q-representation of n), words (judge's NumPy table: the
continued fraction spelled out as a Sturmian word). Each size is timed once per strategy, in one run;
a strategy stops doubling once one size takes more than LIMIT_S.

Usage: python bench/thesis_table4.py [OUT.png]      (needs: pip install -e '.[bench]')
"""

from __future__ import annotations

import sys
import time
from collections import deque
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from judge.games.gwythoff import (table_algebraic, table_arithmetic,  # noqa: E402
                                  table_recursive)
from judge.games.gwythoff_words import p_table  # noqa: E402

A = 2
LIMIT_S = 2.0
START, STOP = 2**10, 2**27


def build_python(strategy):
    def build(n: int) -> None:
        deque(strategy(A, n), maxlen=0)  # build every row, keep none: a table's time
    return build


STRATEGIES = {"recursive (mex, linear)": build_python(table_recursive),
              "algebraic (exact isqrt)": build_python(table_algebraic),
              "arithmetic (p/q systems)": build_python(table_arithmetic),
              "words (NumPy, exact)": lambda n: p_table(A, n)}


def measure() -> dict[str, list[tuple[int, float]]]:
    results = {name: [] for name in STRATEGIES}
    n = START
    while n <= STOP:
        for name, build in STRATEGIES.items():
            if results[name] and results[name][-1][1] > LIMIT_S:
                continue
            started = time.perf_counter()
            build(n)
            results[name].append((n, time.perf_counter() - started))
        n *= 2
    return results


def main(out: Path) -> None:
    results = measure()
    sizes = sorted({n for rows in results.values() for n, _ in rows})
    print("n," + ",".join(results))
    for n in sizes:
        cells = [next((f"{t * 1000:.2f} ms" for m, t in rows if m == n), "")
                 for rows in results.values()]
        print(f"{n}," + ",".join(cells))
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(7, 4.5))
    for name, rows in results.items():
        ax.loglog([n for n, _ in rows], [t for _, t in rows], marker="o", label=name)
    ax.set_xlabel("n (pairs built)")
    ax.set_ylabel("seconds")
    ax.set_title(f"Generalized Wythoff, a = {A}: time to build the P-table")
    ax.grid(True, which="both", alpha=0.3)
    ax.legend()
    fig.tight_layout()
    fig.savefig(out, dpi=100)
    print(f"plot: {out}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("thesis_table4.png"))
