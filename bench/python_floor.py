"""The floor of a judge written in Python, per round: a Python loop that writes a line to a
child and reads its answer (os.write, poll, os.read: what the judge's channel does on its hot
path, nothing more), against `cat` as the child, both pinned to one CPU; beside it, in the same
run, bench/pingpong.c doing the same in C. What the judge spends per round above this floor is
its own work (parsing, the game, the transcript).

Usage: python3 bench/python_floor.py [ROUNDS] [REPEATS]     (default 100006, 5)
"""

from __future__ import annotations

import os
import select
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def python_rounds(rounds: int, cpu: int) -> float:
    os.sched_setaffinity(0, {cpu})
    child = subprocess.Popen(["cat"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             preexec_fn=lambda: os.sched_setaffinity(0, {cpu}))
    w, r = child.stdin.fileno(), child.stdout.fileno()
    poll = select.poll()
    poll.register(r, select.POLLIN)
    line = b"12345 67890\n"
    started = time.perf_counter()
    for _ in range(rounds):
        os.write(w, line)
        poll.poll(1000)
        os.read(r, 65536)
    took = time.perf_counter() - started
    child.stdin.close()
    child.wait()
    return took


def main(rounds: int, repeats: int) -> None:
    cpu = min(os.sched_getaffinity(0))
    build = Path(tempfile.mkdtemp(prefix="bench-"))
    pingpong = build / "pingpong"
    subprocess.run(["gcc", "-O2", "-o", pingpong, ROOT / "bench/pingpong.c"], check=True)
    py, c = [], []
    for _ in range(repeats):
        py.append(python_rounds(rounds, cpu))
        started = time.perf_counter()
        subprocess.run([str(pingpong), str(rounds)], stdout=subprocess.DEVNULL, check=True,
                       preexec_fn=lambda: os.sched_setaffinity(0, {cpu}))
        c.append(time.perf_counter() - started)
    p, q = statistics.median(py), statistics.median(c)
    print(f"load average {os.getloadavg()[0]:.2f}; {rounds} rounds, {repeats} runs, medians")
    print(f"Python write/poll/read: {p:.3f} s ({p / rounds * 1e6:.1f} us per round)")
    print(f"C ping-pong, one CPU:   {q:.3f} s ({q / rounds * 1e6:.1f} us per round)")
    print(f"ratio:                  {p / q:.2f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 100006,
         int(sys.argv[2]) if len(sys.argv) > 2 else 5)
