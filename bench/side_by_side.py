"""Independent judges side by side: the same program judged alone, then as N copies started
together, in one run. The verdicts must not change with what else runs (issue: many judges on
one machine); the times show what sharing the CPUs costs.

    python3 bench/side_by_side.py [COPIES]         (default 8: the program and 7 copies)

Cases: TZIANSITZI's endless loop on one small test (TLE alone, at 4 s of CPU), and the
accepted Python program on the long tests (AC). Says what else was running: the load average
and the number of processes at the start.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CASES = (
    ("endless_loop.c, 1_small/01", "solutions/tziansitzi/time_limit_exceeded/endless_loop.c",
     "1_small/01"),
    ("accepted/wythoff.py, 4_long", "solutions/tziansitzi/accepted/wythoff.py", "4_long"),
)


def judge(program: str, test: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "judge.cli", "run", "problems/tziansitzi",
                             program, "--test", test], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)


def verdict(output: str) -> str:
    lines = [line for line in output.splitlines() if line.startswith("verdict:")]
    return lines[-1].split()[1] if lines else "?"


def run(program: str, test: str, copies: int) -> tuple[list[str], float]:
    started = time.monotonic()
    procs = [judge(program, test) for _ in range(copies)]
    verdicts = [verdict(p.communicate()[0]) for p in procs]
    return verdicts, time.monotonic() - started


def main() -> None:
    copies = int(sys.argv[1]) if len(sys.argv) > 1 else 8
    load = os.getloadavg()
    processes = sum(1 for p in os.listdir("/proc") if p.isdigit())
    print(f"{os.cpu_count()} CPUs; at the start: load average {load[0]:.2f} {load[1]:.2f} "
          f"{load[2]:.2f}, {processes} processes")
    for name, program, test in CASES:
        alone, alone_s = run(program, test, 1)
        together, together_s = run(program, test, copies)
        counts = ", ".join(f"{n} x {v}" for v, n in sorted(Counter(together).items()))
        print(f"{name}: alone {alone[0]} ({alone_s:.1f} s); {copies} at once: {counts} "
              f"({together_s:.1f} s)")


if __name__ == "__main__":
    main()
