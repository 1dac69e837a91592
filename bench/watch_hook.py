"""Benchmark: what `judge play`'s hooks cost a judging nobody watches (the channel's on_line
and the engine's ctx.observer: unused, they are looked at once per test and once per game,
never per move).

Side by side in one run, alternating: TZIANSITZI's long test (100,006 rounds, the C
reference) judged by this tree and by another commit of the repository without the hooks
(extracted with `git archive`), each test's own wall time (launch to reap) as the judge
measures it; prints the medians and their ratio, and the load average at the start.

Usage: python bench/watch_hook.py [REF] [REPEATS]    (default: boards 7; REF must have the
same engine otherwise, e.g. the branch the hooks were added on)
"""

from __future__ import annotations

import io
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def extract(ref: str, into: Path) -> Path:
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", ref], check=True,
                             capture_output=True).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into


def test_wall(tree: Path, solution: Path) -> float:
    done = subprocess.run([sys.executable, "-m", "judge.cli", "run", "problems/tziansitzi",
                           str(solution), "--test", "4_long", "--json"], cwd=tree,
                          capture_output=True, text=True, check=False, timeout=600)
    result = json.loads(done.stdout)
    assert result["verdict"] == "AC", result
    return max(t["wall_s"] for t in result["tests"])


def main(ref: str, repeats: int) -> None:
    print(f"load average at the start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    scratch = Path(tempfile.mkdtemp(prefix="bench-hook-"))
    other = extract(ref, scratch / "other")
    solution = scratch / "wythoff"
    subprocess.run(["gcc", "-O2", "-o", solution,
                    ROOT / "solutions/tziansitzi/accepted/wythoff.c", "-lm"], check=True)
    here_s, there_s = [], []
    for _ in range(repeats):
        here_s.append(test_wall(ROOT, solution))
        there_s.append(test_wall(other, solution))
    here, there = statistics.median(here_s), statistics.median(there_s)
    print(f"this tree (hooks, unused):  {here:.3f} s   ({repeats} runs, median)")
    print(f"{ref} (no hooks):{' ' * max(1, 12 - len(ref))}{there:.3f} s")
    print(f"ratio:                      {here / there:.3f}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "boards",
         int(sys.argv[2]) if len(sys.argv) > 2 else 7)
