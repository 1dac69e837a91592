"""Benchmark: the judge's cost per round against the pipe itself (issue: judge core).

Measures, side by side in one run, alternating to spread the machine's noise evenly:
  judge     the whole `judge run problems/tziansitzi <C reference> --test 4_long` (wall time,
            from launching the command to its exit: Python start-up, loading, judging)
  pingpong  bench/pingpong.c exchanging the same number of lines over a pipe (one line each
            way per round, as many rounds as the judged game had), scheduled as the OS likes
  pinned    the same ping-pong with both processes on one CPU, as the judge runs a test
  test      the long test's own wall time inside that run (its `wall_s`: launch to reap)
and prints the medians and the ratios. Goals (issues): judge / pingpong <= 1.5, and the
test's own wall time / the pinned ping-pong <= 1.5 (the per-round path, start-up aside). The pinned
ratio is printed too because the judge pins itself and the program to one CPU, which halves
the cost of a pipe round trip here: it says how much of the judge's time is its own work.

Usage: python bench/long_game.py [REPEATS]    (default 7)
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def timed(argv: list[str], cpu: int | None = None) -> tuple[float, bytes]:
    pin = (lambda: os.sched_setaffinity(0, {cpu})) if cpu is not None else None
    started = time.perf_counter()
    done = subprocess.run(argv, stdout=subprocess.PIPE, check=False, preexec_fn=pin)
    return time.perf_counter() - started, done.stdout


def main(repeats: int) -> None:
    build = Path(tempfile.mkdtemp(prefix="bench-"))
    solution, pingpong = build / "wythoff", build / "pingpong"
    subprocess.run(["gcc", "-O2", "-o", solution,
                    ROOT / "solutions/tziansitzi/accepted/wythoff.c", "-lm"], check=True)
    subprocess.run(["gcc", "-O2", "-o", pingpong, ROOT / "bench/pingpong.c"], check=True)
    judge = [sys.executable, "-m", "judge.cli", "run", str(ROOT / "problems/tziansitzi"),
             str(solution), "--test", "4_long", "--json"]
    _, out = timed(judge)
    result = json.loads(out)
    assert result["verdict"] == "AC", result
    rounds = result["tests"][0]["rounds"]
    cpu = min(os.sched_getaffinity(0))
    judge_s, pingpong_s, pinned_s, test_s = [], [], [], []
    for _ in range(repeats):
        took, out = timed(judge)
        judge_s.append(took)
        # The long test's own wall time, as the judge measured it: launch to reap.
        test_s.append(max(t["wall_s"] for t in json.loads(out)["tests"]))
        pingpong_s.append(timed([str(pingpong), str(rounds)])[0])
        pinned_s.append(timed([str(pingpong), str(rounds)], cpu)[0])
    j, p, q, t = (statistics.median(x) for x in (judge_s, pingpong_s, pinned_s, test_s))
    print(f"rounds per run:             {rounds}   ({repeats} runs of each, medians)")
    print(f"judge run, all in:          {j:.3f} s   ({j / rounds * 1e6:.1f} us per round)")
    print(f"C ping-pong:                {p:.3f} s   ({p / rounds * 1e6:.1f} us per round trip)")
    print(f"C ping-pong on one CPU:     {q:.3f} s   ({q / rounds * 1e6:.1f} us per round trip)")
    print(f"ratio judge / ping-pong:    {j / p:.2f}   (goal <= 1.5)")
    print(f"ratio judge / pinned:       {j / q:.2f}")
    print(f"the test's own wall time:   {t:.3f} s   ({t / rounds * 1e6:.1f} us per round)")
    print(f"ratio test / pinned:        {t / q:.2f}   (goal <= 1.5)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
