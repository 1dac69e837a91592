"""Benchmark: what each isolation mode adds to launching a program (issue: untrusted programs).

Measures, side by side in one run, in blocks of launches that take turns, the time from launch to a reaped process with
its report, for a C program that exits at once and for a Python hello world:
  bare      subprocess.run of the program (no limits, the judge's own uid)
  limits    the judge's launcher with the rlimits, same uid (isolation none's cost)
  uid       the launcher with the rlimits and a dropped uid (isolation uid; root only)
  bwrap     bubblewrap around the launcher, with exact CPU, memory and exit status
Prints the medians and what each mode adds to bare. Goals: uid adds <= 3 ms, bwrap <= 12 ms.

Usage: python bench/launch.py [N]      (default 60 launches per program and mode)
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from judge.launch import sandbox, session  # noqa: E402
from judge.launch.process import Limits, RunningProgram  # noqa: E402

LIMITS = Limits(cpu_s=2, memory_mib=256)
ROUNDS = 10


def modes() -> dict[str, sandbox.Sandbox | None]:
    found = {"bare": None}
    if os.geteuid() != 0:  # as root, a program never runs without a dropped uid
        found["limits"] = sandbox.Sandbox("none", None, sandbox.launcher())
    for mode in ("uid", "bwrap"):
        try:
            found[mode] = sandbox.resolve(mode)
        except sandbox.IsolationUnavailable as err:
            print(f"isolation {mode} not measured: {err}")
    return found


def launch(box: sandbox.Sandbox | None, argv: list[str], readable: Path) -> float:
    started = time.perf_counter()
    if box is None:
        subprocess.run(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, check=True)
        return time.perf_counter() - started
    with session.workspace(box) as (tmp, work):
        started = time.perf_counter()
        program = RunningProgram(argv, box, work, LIMITS, tmp / "stderr",
                                 stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                 readable=(readable,))
        out = program.wait(None)
        elapsed = time.perf_counter() - started
    assert out.exit_code == 0, out
    return elapsed


def main(n: int) -> None:
    folder = Path(tempfile.mkdtemp(prefix="bench-launch-"))
    folder.chmod(0o755)
    (folder / "exit.c").write_text("int main(void) { return 0; }\n")
    subprocess.run(["gcc", "-O2", "-o", str(folder / "exit"), str(folder / "exit.c")], check=True)
    (folder / "hello.py").write_text("print('hello')\n")
    programs = {"C, exits at once": [str(folder / "exit")],
                "Python hello world": [sandbox.program_python(), str(folder / "hello.py")]}
    boxes = modes()
    for label, argv in programs.items():
        times = {mode: [] for mode in boxes}
        for _ in range(3):  # warm-up
            for box in boxes.values():
                launch(box, argv, folder)
        # Blocks of launches of one mode, the modes taking turns: each mode sees the same
        # moments of a shared, noisy machine, and a mode's runs follow each other as in
        # grading.
        for _ in range(ROUNDS):
            for mode, box in boxes.items():
                times[mode] += [launch(box, argv, folder) for _ in range(n // ROUNDS)]
        bare = statistics.median(times["bare"])
        print(f"{label} ({n} launches each, medians):")
        for mode, values in times.items():
            median = statistics.median(values)
            extra = "" if mode == "bare" else f"   adds {(median - bare) * 1000:6.2f} ms"
            print(f"  {mode:<7} {median * 1000:7.2f} ms{extra}")
    subprocess.run(["rm", "-rf", str(folder)])


if __name__ == "__main__":
    if os.geteuid() != 0:
        print("(not root: the uid mode is not measured)")
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 60)
