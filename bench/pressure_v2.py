"""What a cgroup v2 group's cpu.pressure ("some total=") counts of a program starved of its
CPU, and of one blocked on a read with a helper thread waking every 50 ms beside it (as the
judge's launcher does in a run's group): the measure judge.launch.cgroup.RunGroup.cpu_wait_s
reads on v2 (docs/verdicts.md, "Computing or waiting"). Needs root and a cgroup2 mount (on a
v1 machine the unified one, /sys/fs/cgroup/unified, will do).

    sudo python3 bench/pressure_v2.py [HOGS]          (default 3 busy loops on the same CPU)

Each case runs 2 s in a group of its own, pinned to a CPU the hogs share (each hog in a
session of its own); prints its CPU time, the group's pressure over the run, and their sum as
a share of the run's wall time. Says the load average at the start.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

HOG = ("import os, sys, time\nos.sched_setaffinity(0, {int(sys.argv[1])})\n"
       "end = time.monotonic() + 60\nwhile time.monotonic() < end: pass")
CASES = {
    "spinner": "while True: pass",
    "blocked reader": "import os\nr, w = os.pipe()\nos.read(r, 1)",
    "blocked reader, 50 ms waker": (
        "import os, threading, time\n"
        "def wake():\n    while True: time.sleep(0.05)\n"
        "threading.Thread(target=wake, daemon=True).start()\n"
        "r, w = os.pipe()\nos.read(r, 1)"),
}
PINNED = "import os, sys\nos.sched_setaffinity(0, {int(sys.argv[1])})\nexec(sys.argv[2])"


def cgroup2_root() -> Path:
    for line in Path("/proc/mounts").read_text().splitlines():
        fields = line.split()
        if fields[2] == "cgroup2":
            return Path(fields[1])
    sys.exit("no cgroup2 mount here")


def pressure(group: Path) -> float:
    for line in (group / "cpu.pressure").read_text().splitlines():
        if line.startswith("some "):
            return int(line.split("total=")[1]) / 1e6
    raise RuntimeError("no 'some' line")


def run(group: Path, cpu: int, code: str) -> tuple[float, float, float]:
    """CPU time, pressure and wall time of the code run 2 s in the group."""
    group.mkdir()
    try:
        before = pressure(group)
        started = time.monotonic()
        proc = subprocess.Popen(
            [sys.executable, "-c", PINNED, str(cpu), code], start_new_session=True,
            preexec_fn=lambda: (group / "cgroup.procs").write_text(str(os.getpid())))
        time.sleep(2.0)
        waited = pressure(group) - before
        stat = Path(f"/proc/{proc.pid}/stat").read_text().rsplit(")", 1)[1].split()
        used = (int(stat[11]) + int(stat[12])) / os.sysconf("SC_CLK_TCK")
        wall = time.monotonic() - started
        proc.kill()
        proc.wait()
        return used, waited, wall
    finally:
        for _ in range(100):  # a group stays busy a moment after its last process ended
            try:
                group.rmdir()
                break
            except OSError:
                time.sleep(0.01)


def main() -> None:
    hogs = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    cpu = max(os.sched_getaffinity(0))
    root = cgroup2_root()
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} CPUs; {hogs} hogs on "
          f"CPU {cpu}; groups under {root}; kernel {os.uname().release}")
    procs = [subprocess.Popen([sys.executable, "-c", HOG, str(cpu)], start_new_session=True)
             for _ in range(hogs)]
    try:
        for name, code in CASES.items():
            used, waited, wall = run(root / f"judge-pressure-{os.getpid()}", cpu, code)
            print(f"{name:28} cpu {used:.2f} s  pressure {waited:.2f} s  wall {wall:.2f} s  "
                  f"share {(used + waited) / wall:4.0%}")
    finally:
        for proc in procs:
            proc.kill()
            proc.wait()


if __name__ == "__main__":
    main()
