"""Benchmark: the marginal cost of one more submission, on warm judges (issue 15).

Measures, side by side in one run, alternating, on the largest NIM test (5_max, 10 MiB of
input) and the compiled C reference (copies of one binary, each its own submission):
  scheduler  `judge grade --scheduler ADDRESS --test 5_max` of 30 copies, minus the same
             with 10 copies: 20 submissions more, on one `judge worker` started once (warm:
             the problem shipped and unpacked, its checker built)
  jobs 1     the same difference through `judge grade --jobs 1` (and --jobs 2)
  local:N    the same through `--cluster local:1` and `local:2` (each run starts its cluster;
             the difference leaves that out)
  by hand    the binary run 20 times, one after the other, in a folder holding that nim.in
             (bench/nim_grade.py's by_hand)
Every run judges every submission and stores its row (--rerun, a store of the benchmark's
own). Goal: scheduler / by hand <= 1.15.

Then, in the same run: Dask's own overhead per task (no-op tasks on the same worker, one at
a time and 200 at once), and where the judge's time per submission goes (cProfile of the
worker's task, judge.cluster.task.judge_remote, run in this process), and an estimate of the
workers a contest of 10,000 submissions x 20 tests needs to finish in 5 minutes.

Usage: python3 bench/cluster_marginal.py [REPEATS] [ISOLATION]
       (default 3, the machine's default mode)
"""

from __future__ import annotations

import cProfile
import io
import os
import pstats
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from nim_grade import by_hand, timed  # bench/nim_grade.py: the same measure by hand

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
SMALL, LARGE = 10, 30
TEST = "5_max"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_cluster(env: dict, cwd: Path) -> tuple[str, list[subprocess.Popen]]:
    """A scheduler on 127.0.0.1 and one `judge worker` process, warmed by one grading."""
    address = f"tcp://127.0.0.1:{free_port()}"
    quiet = dict(env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                 start_new_session=True)
    started = [subprocess.Popen([sys.executable, "-m", "distributed.cli.dask_scheduler",
                                 "--host", "127.0.0.1", "--port", address.rsplit(":", 1)[1],
                                 "--no-dashboard", "--idle-timeout", "600"], **quiet)]
    started.append(subprocess.Popen([sys.executable, "-m", "judge", "worker", address,
                                     "--death-timeout", "30"], **quiet))
    return address, started


def dask_overhead(address: str) -> tuple[float, float]:
    """Per no-op task on the worker, in ms: one at a time (submit, wait for its result), and
    200 submitted at once."""
    from distributed import Client
    with Client(address, set_as_default=False) as client:
        client.submit(int, 0, pure=False).result()
        started = time.perf_counter()
        for i in range(50):
            client.submit(int, i, pure=False).result()
        serial = (time.perf_counter() - started) / 50
        started = time.perf_counter()
        client.gather([client.submit(int, i, pure=False) for i in range(200)])
        batch = (time.perf_counter() - started) / 200
    return serial * 1000, batch * 1000


def profile_task(binary_copies: list[str], isolation: str | None) -> tuple[float, str]:
    """The worker's task run here on some copies: ms per submission, and where it goes."""
    from judge.cluster import shipping
    from judge.cluster.task import judge_remote
    from judge.judging.runner import Options
    from judge.package.problem import load
    problem = load(ROOT / "problems/nim")
    options = Options(test_pattern=TEST, limits=problem.limits, isolation=isolation)
    archive = shipping.pack(problem.path, "the problem")
    parcels = [shipping.pack(Path(c), "the submission") for c in binary_copies]
    judge_remote(archive, parcels[0], binary_copies[0], options)  # warm: unpack, checker
    profiler = cProfile.Profile()
    started = time.perf_counter()
    profiler.enable()
    for parcel, copy in zip(parcels, binary_copies):
        row, *_ = judge_remote(archive, parcel, copy, options)
        assert row.verdict.name == "AC", row
    profiler.disable()
    each = (time.perf_counter() - started) / len(parcels) * 1000
    text = io.StringIO()
    stats = pstats.Stats(profiler, stream=text)
    stats.sort_stats("cumulative").print_stats(r"judge/|problems/|subprocess|shutil|tarfile", 24)
    return each, text.getvalue()


def main(repeats: int, isolation: str | None) -> None:
    print(f"load average at the start: {os.getloadavg()}, {os.cpu_count()} CPUs")
    build = Path(tempfile.mkdtemp(prefix="bench-cluster-"))
    # Every process of the benchmark (gradings, scheduler, worker) runs this checkout's judge.
    os.environ.update(PYTHONPATH=str(ROOT), JUDGE_CACHE_DIR=str(build / "cache"))
    env = dict(os.environ)
    binary = build / "nim"
    compile_started = time.perf_counter()
    subprocess.run(["gcc", "-O2", "-o", binary, ROOT / "solutions/nim/accepted/nim.c"],
                   check=True)
    compile_s = time.perf_counter() - compile_started
    copies = []
    for i in range(LARGE):
        copies.append(str(build / f"student{i:02d}"))
        shutil.copy(binary, copies[-1])
    workdir = build / "work"
    workdir.mkdir()
    shutil.copy(ROOT / f"problems/nim/data/secret/{TEST}/01.in", workdir / "nim.in")
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "judge")], check=True)
    address, started = start_cluster(env, build)
    try:
        command = [sys.executable, "-m", "judge", "grade", str(ROOT / "problems/nim"),
                   "--test", TEST, "--store", str(build / "results.sqlite"), "--rerun"] + (
                       ["--isolation", isolation] if isolation else [])
        modes = {"scheduler": ["--scheduler", address], "jobs 1": ["--jobs", "1"],
                 "jobs 2": ["--jobs", "2"], "local:1": ["--cluster", "local:1"],
                 "local:2": ["--cluster", "local:2"]}
        deadline = time.monotonic() + 60
        while True:  # the worker is up once a grading on it succeeds: then it is warm
            done = subprocess.run(command + copies[:1] + modes["scheduler"], env=env,
                                  cwd=build, capture_output=True)
            if done.returncode == 0 or time.monotonic() > deadline:
                break
            time.sleep(1)
        assert done.returncode == 0, done.stderr
        # Each difference is divided by the by-hand runs made between its two gradings: the
        # machine's load, which other work changes from second to second, is then the same
        # for the three.
        ratios = {m: [] for m in modes}
        marginals = {m: [] for m in modes}
        hand = []
        for _ in range(repeats):
            for mode, where in modes.items():
                large = timed(command + copies + where, cwd=build)
                hand.append(by_hand(binary, workdir))
                small = timed(command + copies[:SMALL] + where, cwd=build)
                marginals[mode].append((large - small) / 20)
                ratios[mode].append((large - small) / hand[-1])
        h = statistics.median(hand) / 20
        print(f"\n{LARGE} minus {SMALL} copies of the C reference on {TEST} ({repeats} repeats; "
              f"by hand, 20 runs between the two gradings: median {h * 1000:.1f} ms per run); "
              f"isolation {isolation or 'default'}")
        print(f"{'mode':10} {'per submission':>15} {'/ by hand (median, min-max)':>30}"
              f" {'submissions/s':>14}")
        for mode in modes:
            m, r = statistics.median(marginals[mode]), ratios[mode]
            print(f"{mode:10} {m * 1000:12.1f} ms {statistics.median(r):12.2f} "
                  f"({min(r):.2f}-{max(r):.2f}) {1 / m:19.1f}")
        serial_ms, batch_ms = dask_overhead(address)
        print(f"\nDask per no-op task on the worker: {serial_ms:.1f} ms one at a time "
              f"(submit, result), {batch_ms:.1f} ms each of 200 at once")
        marginal = statistics.median(marginals["scheduler"]) * 1000
        overhead = marginal - h * 1000
        print(f"judge's own overhead per submission through the scheduler: {overhead:.1f} ms "
              f"(marginal {marginal:.1f} ms - by hand {h * 1000:.1f} ms)")
        each, profile = profile_task(copies[:10], isolation)
        print(f"\nthe worker's task run in this process: {each:.1f} ms per submission; "
              f"where it goes (cumulative, the judge's functions):\n{profile}")
        estimate(overhead, marginal, compile_s, h * 1000, batch_ms)
    finally:
        for proc in reversed(started):
            if proc.poll() is None:
                os.killpg(proc.pid, 15)
                proc.wait(timeout=30)
        print(f"load average at the end: {os.getloadavg()}")
        shutil.rmtree(build, ignore_errors=True)


def estimate(overhead_ms: float, marginal_ms: float, compile_s: float, run_ms: float,
             dask_ms: float) -> None:
    """Workers for 10,000 submissions x 20 tests in 5 minutes, on paper, from these figures."""
    per_test = run_ms + overhead_ms  # a test like this one: the program, then the judge's part
    per_submission_s = compile_s + 20 * per_test / 1000 + dask_ms / 1000
    workers = 10_000 * per_submission_s / 300
    print(f"\nestimate: a submission = compile {compile_s:.2f} s + 20 tests x "
          f"({run_ms:.0f} ms program + {overhead_ms:.0f} ms judge) + {dask_ms:.0f} ms Dask = "
          f"{per_submission_s:.2f} s of a worker; 10,000 in 300 s: {workers:.0f} worker "
          f"processes (one CPU each)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3, sys.argv[2] if len(sys.argv) > 2 else None)
