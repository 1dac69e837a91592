"""Computing or waiting, on a loaded machine: what the judge measures of a program it stops at
the wall limit while CPU hogs share the program's CPU (judge.judging.decide, step 4).

    python3 bench/starved.py [HOGS] [RUNS]                  (default 3 hogs, 3 runs)
    JUDGE_NO_CGROUPS=1 python3 bench/starved.py             (the /proc measure, no groups)

For each isolation mode this machine has, RUNS runs of a spinner and of a program blocked on
a read, pinned (as the judge pins a slot's program) to a CPU that HOGS busy loops share, each
in a session of its own. Prints, per run: its CPU time, its measured wait for a CPU, and their
sum as a share of the wall limit (>= 80%: TLE, computing; less: ILE, waiting). Says what else
was running: the load average at the start.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from judge.judging.decide import COMPUTING_SHARE  # noqa: E402
from judge.launch import cgroup, sandbox  # noqa: E402
from judge.launch.process import Limits, RunningProgram  # noqa: E402
from judge.launch.session import workspace  # noqa: E402

LIMITS = Limits(cpu_s=1.5, wall_s=2.0)
HOG = ("import os, sys, time\nos.sched_setaffinity(0, {int(sys.argv[1])})\n"
       "end = time.monotonic() + 300\nwhile time.monotonic() < end: pass")
PROGRAMS = {"spin": "while True: pass",
            "read": "import os\nr, w = os.pipe()\nos.read(r, 1)"}


def measure(box, cpu: int, source: Path) -> tuple[float, float | None]:
    """The CPU time and wait for a CPU of one run stopped at the wall limit."""
    with workspace(box) as (tmp, work):
        program = RunningProgram([sandbox.program_python(), str(source)], box, work, LIMITS,
                                 tmp / "stderr", stdin=subprocess.DEVNULL,
                                 stdout=subprocess.DEVNULL, cpu=cpu,
                                 readable=(source.parent,))
        program.wait(LIMITS.wall_s)
        out = program.finish()
    return out.cpu_s, out.cpu_wait_s


def main() -> None:
    hogs = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    cpu = max(os.sched_getaffinity(0))
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs; {hogs} hogs on "
          f"CPU {cpu}; control groups: {cgroup.available() or 'none'}; limits "
          f"{LIMITS.cpu_s:g} s CPU, {LIMITS.wall_s:g} s wall")
    folder = Path(tempfile.mkdtemp(prefix="judge-starved-"))
    folder.chmod(0o755)
    procs = [subprocess.Popen([sys.executable, "-c", HOG, str(cpu)], start_new_session=True)
             for _ in range(hogs)]
    try:
        for mode in sandbox.MODES:
            try:
                box = sandbox.resolve(mode)
            except sandbox.IsolationUnavailable:
                continue
            for name, code in PROGRAMS.items():
                source = folder / f"{name}.py"
                source.write_text(code)
                for _ in range(runs):
                    used, waited = measure(box, cpu, source)
                    share = (used + (waited or 0.0)) / LIMITS.wall_s
                    verdict = "TLE" if share >= COMPUTING_SHARE or used > LIMITS.cpu_s else "ILE"
                    shown = "n/a" if waited is None else f"{waited:.2f}"
                    print(f"{mode:6} {name:5} cpu {used:.2f} s  wait {shown} s  "
                          f"share {share:4.0%}  {verdict}")
    finally:
        for proc in procs:
            proc.kill()
            proc.wait()
        for path in folder.iterdir():
            path.unlink()
        folder.rmdir()


if __name__ == "__main__":
    main()
