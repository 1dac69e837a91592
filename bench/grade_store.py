"""Benchmark: what the results store costs `judge grade`, and what resuming saves.

Measures, side by side in one run, alternating:
  store     `judge grade problems/nim <30 copies of the compiled C reference> --test 5_max`
            with a fresh store file each time (every submission judged and committed: the
            hashes of the problem and of each submission, one commit per row)
  no store  the same command with --no-store (the rows in memory only)
  resume    the same command with the store, killed (SIGKILL) once half the rows are printed,
            then the same command again, timed to its end: the second run judges only what the
            first did not finish
  stored    the same command once every row is stored (nothing judged: start-up, hashes,
            lookups)
  before    (with a third argument, a copy of the judge from before the store, e.g. made with
            `git archive ef84ad9 | tar -x -C /tmp/before`) the same command run by that judge
and prints the medians and the ratios. The copies are different files (their names differ),
so none is judged once for another. On a shared machine the whole commands vary by more than
the store costs, so the store's own work is also timed in this process, where it is steady:
importing judge.judging.store (in a fresh interpreter), hashing the problem folder (12 MB for NIM),
hashing one submission, and looking up and committing one row with a real report.

Usage: python bench/grade_store.py [REPEATS] [JOBS] [BEFORE]    (default 5 repeats, --jobs 1)
"""

from __future__ import annotations

import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COPIES = 30


def timed(argv, env) -> float:
    """Seconds to run argv, from a folder of its own (python -m looks in the current folder
    first: the judge must be the one PYTHONPATH names)."""
    started = time.perf_counter()
    subprocess.run(argv, env=env, cwd=tempfile.gettempdir(), stdout=subprocess.DEVNULL,
                   check=True)
    return time.perf_counter() - started


def killed_half_way(argv, env) -> int:
    """Run argv, SIGKILL it once half the rows are printed; the rows it printed."""
    proc = subprocess.Popen(argv, env=env, cwd=tempfile.gettempdir(), stdout=subprocess.PIPE,
                            text=True)
    rows = 0
    for line in proc.stdout:
        if line.split()[1:2] in (["AC"], ["WA"], ["CE"], ["RTE"], ["TLE"], ["JE"]):
            rows += 1
            if rows == COPIES // 2:
                proc.send_signal(signal.SIGKILL)
                break
    proc.wait()
    proc.stdout.close()
    return rows


def per_call(function, count: int) -> float:
    """The median time of one call, in ms, over count calls."""
    times = []
    for _ in range(count):
        started = time.perf_counter()
        function()
        times.append(time.perf_counter() - started)
    return statistics.median(times) * 1000


def import_ms(env) -> float:
    """What importing judge.judging.store (sqlite3, hashlib, json) adds to the command's start-up, from
    python -X importtime, after the modules the command imports before it."""
    done = subprocess.run([sys.executable, "-X", "importtime", "-c",
                           "import judge.cli, judge.judging.store"], env=env, cwd=tempfile.gettempdir(),
                          capture_output=True, text=True, check=True)
    line = next(x for x in done.stderr.splitlines() if x.rstrip().endswith("| judge.judging.store"))
    return int(line.split("|")[1]) / 1000


def in_process(copy: Path, build: Path, env) -> None:
    sys.path.insert(0, str(ROOT))
    from judge.judging.rows import Row
    from judge.package.problem import load
    from judge.judging.runner import Options, judge_submission
    from judge.judging.store import Key, Store, tree_hash
    importing = statistics.median(import_ms(env) for _ in range(7))
    problem = load(ROOT / "problems/nim")
    report = judge_submission(problem, copy, Options(test_pattern="5_max"))
    row = Row.of(report).to_json()
    data = report.to_json()
    problem_ms = per_call(lambda: tree_hash(problem.path), 20)
    submission_ms = per_call(lambda: tree_hash(copy), 200)
    path = build / "in-process.sqlite"
    with Store(path) as db:
        keys = iter(range(10**6))
        put_ms = per_call(lambda: db.put(Key("p", str(next(keys)), "{}"), row, "nim", "nim",
                                          0.0, 1.0, data), 300)
        get_ms = per_call(lambda: db.get(Key("p", "150", "{}")), 300)
    opening = per_call(lambda: Store(path).close(), 20)
    print(f"in process: importing judge.judging.store {importing:.1f} ms (python -X importtime), opening the store "
          f"{opening:.2f} ms, hashing the problem {problem_ms:.1f} ms (once per command); per "
          f"row: hashing the submission {submission_ms:.3f} ms, looking it up {get_ms:.3f} ms, "
          f"committing it with its report ({len(str(data))} characters) {put_ms:.3f} ms")


def main(repeats: int, jobs: int, before: Path | None) -> None:
    build = Path(tempfile.mkdtemp(prefix="bench-store-"))
    binary = build / "nim"
    subprocess.run(["gcc", "-O2", "-o", binary, ROOT / "solutions/nim/accepted/nim.c"],
                   check=True)
    copies = []
    for i in range(COPIES):
        copy = build / f"student{i:02d}"
        shutil.copy(binary, copy)
        copies.append(str(copy))
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "judge")], check=True)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    store = build / "results.sqlite"
    grade = [sys.executable, "-m", "judge.cli", "grade", str(ROOT / "problems/nim"), *copies,
             "--test", "5_max", "--jobs", str(jobs), "--store", str(store)]

    def fresh() -> None:
        for suffix in ("", "-wal", "-shm"):
            Path(f"{store}{suffix}").unlink(missing_ok=True)

    timed(grade + ["--no-store"], env)  # warm the page cache
    old = grade[:grade.index("--store")]
    old_env = {**env, "PYTHONPATH": str(before)} if before else None
    if before:
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(before / "judge")],
                       check=True)
        timed(old, old_env)
    in_process(Path(copies[0]), build, env)
    with_store, without, resumed, stored, judged_first, olds = [], [], [], [], [], []
    for _ in range(repeats):
        fresh()
        with_store.append(timed(grade, env))
        stored.append(timed(grade, env))
        without.append(timed(grade + ["--no-store"], env))
        if before:
            olds.append(timed(old, old_env))
        fresh()
        judged_first.append(killed_half_way(grade, env))
        resumed.append(timed(grade, env))
    s, n, r, k = (statistics.median(x) for x in (with_store, without, resumed, stored))
    print(f"judge grade of {COPIES} copies of the C reference, --test 5_max, --jobs {jobs} "
          f"({repeats} repeats, medians)")
    print(f"with the store (fresh file): {s:.3f} s")
    print(f"without (--no-store):        {n:.3f} s")
    print(f"ratio store / no store:      {s / n:.3f}   (the store's cost per row: "
          f"{(s - n) / COPIES * 1000:.2f} ms)")
    print(f"resume after SIGKILL at {statistics.median(judged_first):g} rows: {r:.3f} s to "
          f"the end, against {s:.3f} s for the whole (ratio {r / s:.2f})")
    print(f"everything stored, nothing judged: {k:.3f} s")
    if before:
        o = statistics.median(olds)
        print(f"the judge from before the store ({before}): {o:.3f} s; ratio store / "
              f"before: {s / o:.3f}")
    for name, values in (("store", with_store), ("no store", without), ("resume", resumed),
                         ("stored", stored), ("before", olds)):
        print(f"  {name:<9} " + " ".join(f"{v:.3f}" for v in values))
    shutil.rmtree(build)


if __name__ == "__main__":
    args = sys.argv[1:]
    main(int(args[0]) if args else 5, int(args[1]) if len(args) > 1 else 1,
         Path(args[2]).resolve() if len(args) > 2 else None)
