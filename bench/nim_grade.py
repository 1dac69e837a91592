"""Benchmark: the judge's overhead on a batch problem (issue: NIM and judge grade).

Measures, side by side in one run, alternating:
  grade    the whole `judge grade problems/nim <20 copies of the compiled C reference>
           --test 5_max --jobs 1 --rerun` (Python start-up, a fresh directory and a copy of
           nim.in per run, launch under limits, the check, the row committed to a results
           store of the benchmark's own), and the same with --jobs 2
  one      the same command with one copy: the fixed cost (start-up), and by difference the
           cost of each further submission
  by hand  the same binary run 20 times, one after the other, in one directory holding the
           same nim.in (as a shell loop would)
  floor    what any judge written in Python that reads YAML pays before its first line: the
           interpreter's start-up (with this machine's site hooks), then importing PyYAML and
           the standard modules a judge launching programs needs
and prints the medians and the ratios. Goal: grade (--jobs 1) / by hand <= 1.3.

The judge's modules are byte-compiled first, as an installed package's are (pip compiles them
at install; with PYTHONDONTWRITEBYTECODE set, as on these machines, an editable install would
otherwise compile them from source at every start, about 80 ms).

Usage: python bench/nim_grade.py [REPEATS] [ISOLATION]    (default 5, the machine's default)
"""

from __future__ import annotations

import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COPIES = 20


def timed(argv, cwd=None) -> float:
    started = time.perf_counter()
    subprocess.run(argv, cwd=cwd, stdout=subprocess.DEVNULL, check=True)
    return time.perf_counter() - started


def by_hand(binary: Path, workdir: Path) -> float:
    started = time.perf_counter()
    for _ in range(COPIES):
        subprocess.run([str(binary)], cwd=workdir, check=True)
    return time.perf_counter() - started


def main(repeats: int, isolation: str | None) -> None:
    build = Path(tempfile.mkdtemp(prefix="bench-nim-"))
    binary = build / "nim"
    subprocess.run(["gcc", "-O2", "-o", binary, ROOT / "solutions/nim/accepted/nim.c"],
                   check=True)
    copies = []
    for i in range(COPIES):
        copy = build / f"student{i:02d}"
        shutil.copy(binary, copy)
        copies.append(str(copy))
    workdir = build / "work"
    workdir.mkdir()
    shutil.copy(ROOT / "problems/nim/data/secret/5_max/01.in", workdir / "nim.in")
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "judge")], check=True)
    command = [sys.executable, "-m", "judge.cli", "grade", str(ROOT / "problems/nim")]
    # Every submission judged and its row stored each time, as in a first grading.
    options = ["--test", "5_max", "--store", str(build / "results.sqlite"), "--rerun"] + (
        ["--isolation", isolation] if isolation else [])
    grade = command + copies + options
    one = command + copies[:1] + options + ["--jobs", "1"]
    timed(grade + ["--jobs", "1"])  # warm the page cache
    bare = [sys.executable, "-c", "pass"]
    floor = [sys.executable, "-c", "import argparse, dataclasses, shutil, subprocess, "
             "tempfile, yaml"]
    serial, parallel, single, hand, starts, floors = [], [], [], [], [], []
    for _ in range(repeats):
        serial.append(timed(grade + ["--jobs", "1"]))
        parallel.append(timed(grade + ["--jobs", "2"]))
        single.append(timed(one))
        hand.append(by_hand(binary, workdir))
        starts.append(timed(bare))
        floors.append(timed(floor))
    s, p, o, h, b, f = (statistics.median(x)
                        for x in (serial, parallel, single, hand, starts, floors))
    each = (s - o) / (COPIES - 1)
    print(f"{COPIES} runs of the C reference on the largest test ({repeats} repeats, medians, "
          f"isolation {isolation or 'default'})")
    print(f"judge grade --jobs 1:  {s:.3f} s   ({s / COPIES * 1000:.1f} ms per submission)")
    print(f"judge grade --jobs 2:  {p:.3f} s")
    print(f"judge grade, 1 copy:   {o:.3f} s   (each further submission: {each * 1000:.1f} ms)")
    print(f"by hand, one by one:   {h:.3f} s   ({h / COPIES * 1000:.1f} ms per run)")
    print(f"ratio grade --jobs 1 / by hand: {s / h:.2f}   (goal <= 1.3)")
    print(f"ratio grade --jobs 2 / by hand: {p / h:.2f}")
    print(f"ratio per further submission / per run by hand: {each / (h / COPIES):.2f}")
    print(f"floor: python -c pass {b * 1000:.0f} ms; with PyYAML and the standard modules "
          f"{f * 1000:.0f} ms; best possible ratio for a Python judge: {(h + f) / h:.2f}")
    shutil.rmtree(build)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5, sys.argv[2] if len(sys.argv) > 2 else None)
