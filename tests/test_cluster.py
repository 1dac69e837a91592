"""Grading on a Dask cluster (judge.cluster): the same rows as `--jobs 1` on a local cluster
and on a scheduler with `judge worker` processes; a worker killed mid-grade; a scheduler that
cannot be reached; what cannot be shipped."""

from __future__ import annotations

import json
import sqlite3
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from judge.cli import _parser, main
from judge.cluster.executor import DaskExecutor
from judge.cluster import shipping
from judge.judging.grade import grade
from judge.judging.runner import Options
from judge.launch import slots
from judge.package.problem import load
from tests.conftest import survivors

distributed = pytest.importorskip("distributed")

ROOT = Path(__file__).resolve().parent.parent
SOLUTIONS = ROOT / "solutions"
LIMIT = "0.5"  # CPU seconds per test: the TLE submissions end soon
# Each problem, the test its submissions are judged on, and its submissions (name: source).
CLASSES = {
    "nim": ("5_max", {
        "ana.c": SOLUTIONS / "nim/accepted/nim.c",
        "bob.py": SOLUTIONS / "nim/accepted/nim.py",
        "cid.c": SOLUTIONS / "nim/wrong_answer/parity.c",
        "dan.c": SOLUTIONS / "nim/time_limit_exceeded/quadratic.c",
        "eva.c": "int main(void) { int *p = 0; return *p; }\n",
        "fay.cpp": "int main( {\n"}),
    "tziansitzi": ("1_small/01", {
        "gus.c": SOLUTIONS / "tziansitzi/accepted/wythoff.c",
        "hal.c": SOLUTIONS / "tziansitzi/wrong_answer/claims_one.c",
        "ida.c": SOLUTIONS / "tziansitzi/time_limit_exceeded/endless_loop.c",
        "jon.c": SOLUTIONS / "tziansitzi/run_time_error/crash_mid_game.c",
        "kim.c": "int main(void) { return x; }\n"}),
}
VERDICTS = {"ana.c": "AC", "bob.py": "AC", "cid.c": "WA", "dan.c": "TLE", "eva.c": "RTE",
            "fay.cpp": "CE", "gus.c": "AC", "hal.c": "WA", "ida.c": "TLE", "jon.c": "RTE",
            "kim.c": "CE"}


@pytest.fixture(scope="module")
def classes(tmp_path_factory) -> dict[str, list[Path]]:
    """Two problems' submissions, AC, WA, TLE, RTE and CE each, in a folder per problem."""
    base = tmp_path_factory.mktemp("classes")
    made = {}
    for problem, (_, sources) in CLASSES.items():
        (base / problem).mkdir()
        for name, source in sources.items():
            target = base / problem / name
            if isinstance(source, Path):
                shutil.copy(source, target)
            else:
                target.write_text(source)
        made[problem] = [base / problem / name for name in sources]
    return made


def _env(tmp: Path) -> dict:
    return {**os.environ, "PYTHONPATH": str(ROOT), "JUDGE_CACHE_DIR": str(tmp / "cache")}


ROW = ("submission", "language", "verdict", "score", "max_score", "first_failure", "reason")


def _fields(rows: list[dict]) -> list[dict]:
    """The rows' fields but their CPU times, which vary from run to run (a TLE's reason says
    it too)."""
    return [{k: re.sub(r"\d+\.\d+ s over", "T s over", row[k]) if k == "reason" else row[k]
             for k in ROW} for row in rows]


@pytest.fixture(scope="module")
def serial(classes) -> dict[str, list[dict]]:
    """Each problem's rows by `--jobs 1`, in this process."""
    rows = {}
    for problem, (test, _) in CLASSES.items():
        loaded = load(ROOT / "problems" / problem)
        limited = Options(test_pattern=test, limits=loaded.limits.with_cpu(float(LIMIT)))
        rows[problem] = _fields([r.to_json() for r in grade(loaded, classes[problem], limited)])
        assert {Path(r["submission"]).name: r["verdict"] for r in rows[problem]} == \
            {Path(s).name: VERDICTS[Path(s).name] for s in classes[problem]}
    return rows


def _grade(tmp: Path, problem: str, submissions: list[Path], *where: str,
           timeout: float = 90) -> tuple[subprocess.CompletedProcess, list[dict]]:
    """`judge grade` of a problem's submissions on a cluster: the command and its JSON rows."""
    out = tmp / f"{problem}-{abs(hash(where))}.json"
    done = subprocess.run(
        [sys.executable, "-m", "judge", "grade", str(ROOT / "problems" / problem),
         *map(str, submissions), "--test", CLASSES[problem][0], "--time-limit", LIMIT,
         "--no-store", "--json", str(out), *where],
        env=_env(tmp), cwd=tmp, capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, done.stderr
    return done, _fields(json.loads(out.read_text()))


@pytest.mark.slow
def test_a_local_cluster_gives_the_rows_of_jobs_1(classes, serial, tmp_path, monkeypatch):
    """A local cluster of 2 worker processes (--cluster local:2) grades both problems' AC, WA,
    TLE, RTE and CE submissions into the same rows, in the same order, as --jobs 1."""
    monkeypatch.setenv("JUDGE_CACHE_DIR", str(tmp_path / "cache"))  # the workers inherit it
    with DaskExecutor.local(2) as executor:
        assert executor.describe() == "on a local Dask cluster (2 workers now)"
        for problem, (test, _) in CLASSES.items():
            loaded = load(ROOT / "problems" / problem)
            limited = Options(test_pattern=test, limits=loaded.limits.with_cpu(float(LIMIT)))
            rows = grade(loaded, classes[problem], limited, executor=executor)
            assert _fields([r.to_json() for r in rows]) == serial[problem]


def test_cluster_option_is_local_n():
    """--cluster takes local:N, N at least 1."""
    assert _parser().parse_args(["grade", "p", "s", "--cluster", "local:3"]).cluster == 3
    for wrong in ("local", "local:0", "tcp://h:1", "local:x"):
        with pytest.raises(SystemExit):
            _parser().parse_args(["grade", "p", "s", "--cluster", wrong])


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _stop(proc: subprocess.Popen) -> None:
    """End a process we started (in a session of its own), its children too."""
    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)


@pytest.fixture(scope="module")
def scheduler(tmp_path_factory):
    """A Dask scheduler on 127.0.0.1 and two `judge worker` processes: (address, client,
    the workers' commands). They end with the module (and by themselves: the scheduler after
    60 s idle, the workers with it)."""
    tmp = tmp_path_factory.mktemp("cluster")
    address = f"tcp://127.0.0.1:{_free_port()}"
    started = [subprocess.Popen(
        [sys.executable, "-m", "distributed.cli.dask_scheduler", "--host", "127.0.0.1",
         "--port", address.rsplit(":", 1)[1], "--no-dashboard", "--idle-timeout", "60"],
        env=_env(tmp), cwd=tmp, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        start_new_session=True)]
    client = None
    try:
        for _ in range(2):
            started.append(subprocess.Popen(
                [sys.executable, "-m", "judge", "worker", address, "--death-timeout", "20"],
                env=_env(tmp), cwd=tmp, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                start_new_session=True))
        client = distributed.Client(address, timeout=20, set_as_default=False)
        client.wait_for_workers(2, timeout=40)
        yield address, client
    finally:
        if client is not None:
            client.close()
        for proc in reversed(started):
            _stop(proc)


@pytest.mark.slow
def test_judge_workers_give_the_rows_of_jobs_1(classes, serial, scheduler, tmp_path):
    """On a scheduler with two `judge worker` processes, both problems' rows are those of
    --jobs 1; the workers hold judging slots of their own."""
    address, client = scheduler
    for problem in CLASSES:
        _, rows = _grade(tmp_path, problem, classes[problem], "--scheduler", address)
        assert rows == serial[problem]
    held = client.run(slots.held).values()
    assert None not in held and len({slot.index for slot in held}) == 2


def _ancestors(pid: int) -> list[int]:
    found = []
    while pid > 1:
        try:
            pid = int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])
        except OSError:
            break
        found.append(pid)
    return found


@pytest.mark.slow
def test_a_worker_killed_mid_grade_costs_nothing(classes, serial, scheduler, tmp_path):
    """SIGKILL to the worker process judging a (slow) submission: every row still arrives,
    as --jobs 1 gives it, and the killed worker's program is gone within a few seconds."""
    address, client = scheduler
    token = f"slow{os.getpid()}"
    slow = tmp_path / f"{token}.py"
    slow.write_text("import time\ntime.sleep(3)\n" + (SOLUTIONS / "nim/accepted/nim.py")
                    .read_text())
    submissions = [slow] + classes["nim"]
    out = tmp_path / "rows.json"
    grading = subprocess.Popen(
        [sys.executable, "-m", "judge", "grade", str(ROOT / "problems/nim"),
         *map(str, submissions), "--test", "5_max", "--time-limit", LIMIT, "--no-store",
         "--json", str(out), "--scheduler", address],
        env=_env(tmp_path), cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True)
    try:
        workers = set(client.run(os.getpid).values())
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:  # its program, a worker's descendant
            programs = [p for p in survivors(token) if workers & set(_ancestors(p))]
            if programs:
                break
            time.sleep(0.05)
        assert programs, "the slow submission did not start"
        worker = next(p for p in _ancestors(programs[0]) if p in workers)
        os.kill(worker, signal.SIGKILL)
        deadline = time.monotonic() + 5
        while any(p in survivors(token) for p in programs) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not any(p in survivors(token) for p in programs)
        _, err = grading.communicate(timeout=90)
    finally:
        if grading.poll() is None:
            grading.kill()
            grading.wait()
    assert grading.returncode == 0, err
    rows = _fields(json.loads(out.read_text()))
    assert rows[0]["verdict"] == "AC" and rows[1:] == serial["nim"]


@pytest.mark.slow
def test_an_unreachable_scheduler_is_exit_2_at_once(tmp_path):
    """A scheduler nobody listens at: one line saying so, within a few seconds, exit 2."""
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "judge", "grade", str(ROOT / "problems/nim"),
         str(SOLUTIONS / "nim/accepted/nim.c"), "--no-store",
         "--scheduler", f"tcp://127.0.0.1:{_free_port()}"],
        env=_env(tmp_path), cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2
    assert re.fullmatch(r"judge: cannot reach the Dask scheduler at tcp://127\.0\.0\.1:\d+ "
                        r"within 5 s: .*\n", done.stderr), done.stderr
    assert done.stdout == "" and time.monotonic() - started < 15


@pytest.mark.parametrize("where", [["--scheduler", "tcp://127.0.0.1:1"],
                                   ["--cluster", "local:1"], None],
                         ids=["scheduler", "cluster", "worker"])
def test_without_dask_the_cluster_options_say_how_to_install_it(monkeypatch, capsys, where):
    """With distributed missing, --scheduler, --cluster and `judge worker` are exit 2 and
    name the extra to install."""
    monkeypatch.setitem(sys.modules, "distributed", None)
    monkeypatch.setitem(sys.modules, "distributed.cli.dask_worker", None)
    argv = ["worker", "tcp://127.0.0.1:1"] if where is None else \
        ["grade", str(ROOT / "problems/nim"), str(SOLUTIONS / "nim/accepted/nim.c"),
         "--no-store", *where]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("judge: ") and "pip install 'judge[cluster]'" in err


def test_too_large_is_refused_before_grading(tmp_path, capsys):
    """A submission over 64 MiB is exit 2, saying so, before any cluster is reached."""
    big = tmp_path / "big.py"
    with open(big, "wb") as f:
        f.truncate(65 << 20)  # sparse: its size is what counts
    code = main(["grade", str(ROOT / "problems/nim"), str(big), "--no-store",
                 "--scheduler", "tcp://127.0.0.1:1"])
    err = capsys.readouterr().err
    assert code == 2
    assert err == (f"judge: the submission {big} holds 65.0 MiB: over the 64 MiB that grading "
                   "on a cluster sends with a task (grade it on this machine, with --jobs)\n")


def test_archives_are_content_addressed_and_cached_once(tmp_path, monkeypatch):
    """The same folder packs to the same archive wherever it is; a worker unpacks a problem
    once, under its hash, with its files and their executable bits."""
    monkeypatch.setenv("JUDGE_CACHE_DIR", str(tmp_path / "cache"))
    copy = tmp_path / "elsewhere" / "nim"
    shutil.copytree(ROOT / "problems/nim", copy)
    first, second = shipping.pack(ROOT / "problems/nim", "p"), shipping.pack(copy, "p")
    assert first.sha256 == second.sha256 and first.data == second.data
    folder = shipping.cached_problem(first)
    assert folder == tmp_path / "cache" / "problems" / first.sha256 / "nim"
    assert (folder / "problem.yaml").read_bytes() == (copy / "problem.yaml").read_bytes()
    (folder / "marker").write_text("kept")
    assert shipping.cached_problem(first) == folder and (folder / "marker").exists()


def _scheduler_tasks(dask_scheduler) -> list[str]:
    return [str(key) for key in dask_scheduler.tasks if str(key).startswith("judge-")]


@pytest.mark.slow
def test_sigint_cancels_what_is_queued_and_keeps_the_rows(scheduler, tmp_path):
    """SIGINT to a grading on a cluster: exit 130, the rows decided are in the store, the
    queued tasks are gone from the scheduler within a few seconds, and the same command
    again judges only the rest."""
    address, client = scheduler
    submissions = []
    for i in range(8):
        path = tmp_path / f"s{i}.py"
        path.write_text(f"# {i}\nimport time\ntime.sleep(1)\n" +
                        (SOLUTIONS / "nim/accepted/nim.py").read_text())
        submissions.append(path)
    command = [sys.executable, "-m", "judge", "grade", str(ROOT / "problems/nim"),
               *map(str, submissions), "--test", "1_single/01", "--store",
               str(tmp_path / "results.sqlite"), "--scheduler", address]
    grading = subprocess.Popen(command, env=_env(tmp_path), cwd=tmp_path, text=True,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        shown = 0
        while shown < 2:
            line = grading.stdout.readline()
            assert line, grading.stderr.read()
            shown += line.startswith(str(tmp_path))
        grading.send_signal(signal.SIGINT)
        out, err = grading.communicate(timeout=30)
    finally:
        if grading.poll() is None:
            grading.kill()
            grading.wait()
    assert grading.returncode == 130 and "judge: interrupted (SIGINT)" in err
    with sqlite3.connect(tmp_path / "results.sqlite") as db:
        stored = db.execute("SELECT count(*) FROM results").fetchone()[0]
    assert 2 <= stored < len(submissions)
    deadline = time.monotonic() + 10
    while client.run_on_scheduler(_scheduler_tasks) and time.monotonic() < deadline:
        time.sleep(0.2)
    assert client.run_on_scheduler(_scheduler_tasks) == []
    again = subprocess.run(command, env=_env(tmp_path), cwd=tmp_path, capture_output=True,
                           text=True, timeout=90)
    assert again.returncode == 0 and again.stdout.count("(stored)") == stored
    assert f"{len(submissions)}/{len(submissions)} accepted" in again.stdout
