"""`judge grade`: a class of submissions, good and bad, graded alike in serial and parallel."""

import csv
import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

from judge.launch import cgroup
from judge.judging import grade as grade_module
from judge.judging import rows
from judge.cli import main
from judge.judging.grade import grade
from judge.package.problem import load
from judge.judging.runner import Options
from judge.judging.store import Store
from tests.conftest import survivors

ROOT = Path(__file__).resolve().parent.parent
PROBLEM = ROOT / "problems" / "nim"
NIM = ROOT / "solutions" / "nim"


@pytest.fixture(scope="module")
def classroom(tmp_path_factory):
    """A folder mixing accepted, wrong, crashing and non-compiling programs, and a folder
    submission."""
    room = tmp_path_factory.mktemp("class")
    shutil.copy(NIM / "accepted" / "nim.c", room / "ana.c")
    shutil.copy(NIM / "accepted" / "nim.py", room / "bob.py")
    shutil.copy(NIM / "wrong_answer" / "parity.c", room / "cid.c")
    shutil.copy(NIM / "wrong_answer" / "stdout_only.c", room / "dan.c")
    (room / "eva.c").write_text("int main(void) { int *p = 0; return *p; }\n")
    (room / "fay.cpp").write_text("int main( {\n")
    (room / "gus").mkdir()
    shutil.copy(NIM / "accepted" / "nim.cpp", room / "gus" / "main.cpp")
    return sorted(room.iterdir())


EXPECTED = {"ana.c": "AC", "bob.py": "AC", "cid.c": "WA", "dan.c": "WA", "eva.c": "RTE",
            "fay.cpp": "CE", "gus": "AC"}


def outcome(rows):
    return [(Path(r.submission).name, r.verdict.name, r.score, r.first_failure) for r in rows]


@pytest.mark.slow
def test_grade_serial_and_parallel_agree(classroom):
    """Every submission gets its verdict, and --jobs 2 gives the same rows as --jobs 1."""
    options = Options(test_pattern="1_single")
    serial = grade(load(PROBLEM), classroom, options, jobs=1)
    parallel = grade(load(PROBLEM), classroom, options, jobs=2)
    assert {Path(r.submission).name: r.verdict.name for r in serial} == EXPECTED
    assert outcome(serial) == outcome(parallel)
    dan = next(r for r in serial if r.submission.endswith("dan.c"))
    assert "it must write nim.out" in dan.reason


def foreign_groups() -> set[str]:
    """The judge's control groups that are not this process's own."""
    parents = cgroup._parents()
    if parents is None:
        return set()
    return {d.name for p in parents[1].values() for d in p.iterdir()
            if d.name.startswith("judge-") and _owner(d.name) != os.getpid()}


def _owner(group: str) -> int | None:
    """The judge process that made a group (judge-u<uid>-s<slot>-<pid>-<n>: judge.launch.cgroup)."""
    pid = group.split("-")[-2]
    return int(pid) if pid.isdigit() else None


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def orphaned(groups: set[str]) -> set[str]:
    """Those of the groups whose judge process (judge-PID-...) has ended: another judge still
    running on the machine keeps its own groups, and they are not ours to count."""
    return {g for g in groups if _owner(g) is None or not _alive(_owner(g))}


@pytest.mark.skipif(not cgroup.available(), reason="runs are not in control groups here")
def test_parallel_grading_leaves_no_control_group(classroom):
    """The workers of --jobs 2 remove their control groups when they end."""
    before = foreign_groups()
    rows = grade(load(PROBLEM), classroom[:2], Options(test_pattern="1_single"), jobs=2)
    assert [r.verdict.name for r in rows] == ["AC", "AC"]
    assert orphaned(foreign_groups() - before) == set()


@pytest.mark.slow
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_grading_leaves_no_directory(shared, jobs):
    """When `judge grade` ends, serial or parallel, every directory it made is gone: the
    tests' workspaces, the submissions' builds, and the validator programs' builds."""
    temp = shared / f"tmpdir-{jobs}"  # where the programs, under their own uid, may go
    temp.mkdir(mode=0o755)
    package = ROOT / "tests" / "packages" / "anypair" / "submissions"
    submissions = [package / "accepted" / "two_pointers.c",
                   package / "wrong_answer" / "same_index.cpp"]
    done = subprocess.run([sys.executable, "-m", "judge.cli", "grade", str(package.parent),
                           *map(str, submissions), "--jobs", jobs, "--no-store"],
                          env={**os.environ, "TMPDIR": str(temp), "PYTHONPATH": str(ROOT)},
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "1/2 accepted" in done.stdout
    assert sorted(p.name for p in temp.iterdir()) == []


def test_grade_command_writes_json_and_csv(classroom, tmp_path, capsys):
    """The command prints a row per submission and writes the same rows as JSON and CSV."""
    code = main(["grade", str(PROBLEM), *map(str, classroom), "--jobs", "2", "--test", "1_single",
                 "--json", str(tmp_path / "r.json"), "--csv", str(tmp_path / "r.csv"),
                 "--store", str(tmp_path / "store.sqlite")])
    out = capsys.readouterr().out
    assert code == 0 and "3/7 accepted" in out
    rows = json.loads((tmp_path / "r.json").read_text())
    with open(tmp_path / "r.csv") as f:
        table = list(csv.DictReader(f))
    assert [Path(r["submission"]).name for r in rows] == list(EXPECTED)
    assert [r["verdict"] for r in rows] == [r["verdict"] for r in table] == list(EXPECTED.values())
    ce = next(r for r in rows if r["verdict"] == "CE")
    assert "error" in ce["reason"]


def _counting(monkeypatch) -> list[str]:
    """The names of the submissions judged from now on (in this process: jobs=1)."""
    judged = []
    real = grade_module._judge_one

    def judge_one(problem, submission, options):
        judged.append(Path(submission).name)
        return real(problem, submission, options)
    monkeypatch.setattr(grade_module, "_judge_one", judge_one)
    return judged


def test_resume_judges_only_what_the_store_has_not(classroom, tmp_path, monkeypatch):
    """A second grading of the same submissions judges none of them and shows them as stored,
    with the same rows; a changed submission, or other options, is judged again."""
    judged = _counting(monkeypatch)
    shown = []
    progress = lambda row, done, total, stored: shown.append((Path(row.submission).name, stored))
    copy = tmp_path / "hal.c"
    shutil.copy(NIM / "accepted" / "nim.c", copy)
    submissions = [*classroom[:3], copy]
    options = Options(test_pattern="1_single")
    with Store(tmp_path / "results.sqlite") as store:
        first = grade(load(PROBLEM), submissions, options, 1, progress, store)
        assert judged == ["ana.c", "bob.py", "cid.c", "hal.c"]
        assert [stored for _, stored in shown] == [False] * 4
        judged.clear(), shown.clear()
        again = grade(load(PROBLEM), submissions, options, 1, progress, store)
        assert judged == [] and shown == [(n, True) for n in ["ana.c", "bob.py", "cid.c", "hal.c"]]
        assert again == first
        copy.write_text(copy.read_text() + "/* changed */\n")
        judged.clear()
        grade(load(PROBLEM), submissions, options, 1, None, store)
        assert judged == ["hal.c"]
        judged.clear()
        grade(load(PROBLEM), submissions, Options(test_pattern="1_single", seed=5), 1, None, store)
        assert judged == ["ana.c", "bob.py", "cid.c", "hal.c"]


def test_rerun_judges_again_and_same_content_is_judged_once(classroom, tmp_path, monkeypatch):
    """--rerun judges every submission again, replacing its row; two submissions with the same
    content (and name) are judged once and both get the row."""
    judged = _counting(monkeypatch)
    twin = tmp_path / "twin"
    twin.mkdir()
    shutil.copy(classroom[0], twin / classroom[0].name)
    submissions = [classroom[0], classroom[2], twin / classroom[0].name]
    options = Options(test_pattern="1_single")
    with Store(tmp_path / "results.sqlite") as store:
        rows = grade(load(PROBLEM), submissions, options, 1, None, store)
        assert judged == ["ana.c", "cid.c"]
        assert [r.submission for r in rows] == list(map(str, submissions))
        assert [r.verdict.name for r in rows] == ["AC", "WA", "AC"]
        before = store._db.execute("SELECT finished_at FROM results ORDER BY 1").fetchall()
        judged.clear()
        grade(load(PROBLEM), submissions, options, 1, None, store, rerun=True)
        assert judged == ["ana.c", "cid.c"]
        after = store._db.execute("SELECT finished_at FROM results ORDER BY 1").fetchall()
        assert len(after) == 2 and all(a > b for (a,), (b,) in zip(after, before))


@pytest.mark.slow
def test_a_dead_worker_costs_only_its_own_submission(classroom, tmp_path, monkeypatch):
    """A worker killed (SIGKILL) in the middle of a submission: that one is judged again on
    another worker, and is JE saying so if that one dies too; every other is judged as usual."""
    real = grade_module._judge_one
    once = tmp_path / "cid-died-once"

    def judge_one(problem, submission, options):  # runs in the (forked) workers
        name = Path(submission).name
        if name == "cid.c" and not once.exists():
            once.touch()
            os.kill(os.getpid(), signal.SIGKILL)
        if name == "eva.c":
            os.kill(os.getpid(), signal.SIGKILL)
        return real(problem, submission, options)
    monkeypatch.setattr(grade_module, "_judge_one", judge_one)
    rows = grade(load(PROBLEM), classroom, Options(test_pattern="1_single"), jobs=2)
    got = {Path(r.submission).name: r for r in rows}
    assert once.exists()  # cid.c's first worker died: it got its verdict on another
    assert got["eva.c"].verdict.name == "JE"
    assert got["eva.c"].reason == ("the judge failed: its grading worker died while judging it, "
                                   "2 times (the last: killed by SIGKILL)")
    assert {n: r.verdict.name for n, r in got.items()} == {**EXPECTED, "eva.c": "JE"}


def test_json_and_csv_come_from_the_store_written_whole(classroom, tmp_path, capsys,
                                                        monkeypatch):
    """The files are renamed into place (a reader never sees half of one) from the store's
    rows: a rerun that judges nothing writes the same files anew; a failed write leaves the
    old file and no temporary one."""
    out = tmp_path / "out"
    out.mkdir()
    json_path, csv_path = out / "r.json", out / "r.csv"
    command = ["grade", str(PROBLEM), *map(str, classroom[:3]), "--test", "1_single",
               "--json", str(json_path), "--csv", str(csv_path),
               "--store", str(tmp_path / "results.sqlite")]
    assert main(command) == 0
    first_json, first_csv = json_path.read_text(), csv_path.read_text()
    capsys.readouterr()
    os.link(json_path, tmp_path / "old.json")  # the old file, as a reader holding it sees it
    json_path.write_text("stale")
    assert main(command) == 0
    assert capsys.readouterr().out.count("(stored)") == 3
    assert json_path.read_text() == first_json and csv_path.read_text() == first_csv
    assert (tmp_path / "old.json").read_text() == "stale"  # replaced, not written over
    db = sqlite3.connect(tmp_path / "results.sqlite")
    stored = dict(db.execute("SELECT submission, verdict FROM results").fetchall())
    assert {r["submission"]: r["verdict"] for r in json.loads(first_json)} == stored

    def fail(fd):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "fsync", fail)
    with pytest.raises(OSError):
        rows.write_json([], json_path)
    assert json_path.read_text() == first_json
    assert sorted(p.name for p in out.iterdir()) == ["r.csv", "r.json"]


@pytest.mark.parametrize("option,path", [("--json", "/nonexistent/x.json"),
                                         ("--csv", "{tmp}/file/x.csv"),
                                         ("--json", "{tmp}")])
def test_unwritable_output_is_exit_2_before_grading(tmp_path, capsys, option, path):
    """An output file that cannot be written is said in one line, exit status 2, before
    anything is judged or stored."""
    (tmp_path / "file").write_text("a file, not a folder")
    store_path = tmp_path / "results.sqlite"
    code = main(["grade", str(PROBLEM), str(NIM / "accepted" / "nim.c"), "--test", "1_single",
                 option, path.format(tmp=tmp_path), "--store", str(store_path)])
    captured = capsys.readouterr()
    assert code == 2
    assert captured.out == ""
    assert len(captured.err.splitlines()) == 1 and captured.err.startswith("judge: ")
    assert not store_path.exists()


QUICK = (NIM / "accepted" / "nim.py").read_text()
WRONG = (NIM / "wrong_answer" / "first_only.py").read_text()


CLASS_SIZE, CLASS_WRONG = 30, (5, 11, 23)


@pytest.fixture(scope="module")
def lesson(shared):
    """A class of 30 Python submissions (each different: a comment), 3 wrong and 4 slow (they
    sleep 0.7 s per test), in a folder that also holds the grading's private TMPDIR."""
    def make(name: str) -> tuple[Path, list[Path]]:
        base = shared / f"{name}-{uuid.uuid4().hex[:8]}"
        (base / "class").mkdir(parents=True)
        (base / "tmp").mkdir()
        for d in (base, base / "tmp"):
            d.chmod(0o711)  # the programs' uid passes through to its folders
        submissions = []
        for i in range(CLASS_SIZE):
            text = WRONG if i in CLASS_WRONG else QUICK
            if i in (2, 8, 17, 26):
                text = "import time\ntime.sleep(0.7)\n" + text
            path = base / "class" / f"s{i:02d}.py"
            path.write_text(f"# student {i}\n" + text)
            submissions.append(path)
        return base, submissions
    return make


def _command(base: Path, submissions: list[Path], jobs: str, *more: str) -> list[str]:
    return [sys.executable, "-m", "judge.cli", "grade", str(PROBLEM), *map(str, submissions),
            "--test", "1_single", "--jobs", jobs, "--store", str(base / "results.sqlite"),
            *more]


def _env(base: Path) -> dict:
    return {**os.environ, "TMPDIR": str(base / "tmp"), "PYTHONPATH": str(ROOT)}


def _rows_printed(lines: list[str]) -> dict[str, str]:
    """submission -> verdict, from the table's lines."""
    return {line.split()[0]: line.split()[1] for line in lines if line.startswith("/")}


def _stored(base: Path) -> dict[str, tuple[str, float]]:
    with sqlite3.connect(base / "results.sqlite") as db:
        return {s: (v, score) for s, v, score in
                db.execute("SELECT submission, verdict, score FROM results")}


def _nothing_left(base: Path, within: float = 0.0) -> None:
    """No process of this grading (its command line names the folder) and no judge's folder
    in its TMPDIR, within so many seconds."""
    deadline = time.monotonic() + within
    while survivors(str(base)) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert survivors(str(base)) == []
    assert [p.name for p in (base / "tmp").iterdir()] == []


def _start(command: list[str], base: Path) -> subprocess.Popen:
    return subprocess.Popen(command, env=_env(base), cwd=base, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)


def _read_rows(proc: subprocess.Popen, count: int) -> list[str]:
    """The lines the grading printed, up to its count-th row."""
    lines = []
    while len(_rows_printed(lines)) < count:
        line = proc.stdout.readline()
        assert line, "the grading ended early"
        lines.append(line)
    return lines


@pytest.fixture(scope="module")
def uninterrupted(lesson):
    """The rows (submission name -> verdict, score) of the lesson, graded without a stop."""
    base, submissions = lesson("whole")
    done = subprocess.run(_command(base, submissions, "2", "--no-store", "--json",
                                   str(base / "rows.json")),
                          env=_env(base), cwd=base, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    rows = {Path(r["submission"]).name: (r["verdict"], r["score"])
            for r in json.loads((base / "rows.json").read_text())}
    assert sorted(v for v, _ in rows.values()).count("WA") == len(CLASS_WRONG)
    return rows


@pytest.mark.parametrize("jobs,signum", [("2", signal.SIGINT), ("1", signal.SIGINT),
                                         ("2", signal.SIGTERM)])
@pytest.mark.slow
def test_a_signal_stops_grading_at_once_and_a_rerun_finishes(lesson, uninterrupted, jobs, signum):
    """SIGINT or SIGTERM at a random point: exit 128 + the signal within seconds, no traceback,
    one line saying how far it got; every row printed is stored; nothing of the grading left
    running or on disk; the same command again finishes, with the rows of a grading that was
    never stopped."""
    base, submissions = lesson(f"stop-{jobs}-{signum}")
    rng = random.Random(f"{jobs} {signum}")
    proc = _start(_command(base, submissions, jobs, "--json", str(base / "rows.json")), base)
    try:
        lines = _read_rows(proc, rng.randint(1, 9))
        time.sleep(rng.uniform(0, 0.5))
        signalled = time.monotonic()
        proc.send_signal(signum)
        rest, err = proc.communicate(timeout=30)
    finally:
        proc.kill()
    elapsed = time.monotonic() - signalled
    assert proc.returncode == 128 + signum, err
    assert elapsed < 5
    assert "Traceback" not in err and len(err.splitlines()) == 1, err
    assert err.startswith(f"judge: interrupted ({signal.Signals(signum).name}): ")
    assert "rerun the same command" in err
    printed = _rows_printed(lines + rest.splitlines())
    stored = _stored(base)
    assert {s: stored[s][0] for s in printed} == printed
    assert len(stored) < len(submissions)
    assert not (base / "rows.json").exists()
    _nothing_left(base, within=1.0)
    done = subprocess.run(_command(base, submissions, jobs, "--json", str(base / "rows.json")),
                          env=_env(base), cwd=base, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("(stored)") == len(stored)
    rows = {Path(r["submission"]).name: (r["verdict"], r["score"])
            for r in json.loads((base / "rows.json").read_text())}
    assert rows == uninterrupted
    _nothing_left(base)


@pytest.mark.slow
def test_the_workers_die_with_the_grading(lesson):
    """SIGKILL to the grading process (its clean-up never runs): its workers and their
    programs end within seconds, even one in the middle of a long test, and the same command
    again finishes the grading."""
    base, submissions = lesson("killed")
    # The first sleeps until 8 s from now, far longer than the workers may outlive their parent.
    submissions[0].write_text(f"import time\ntime.sleep(max(0, {time.time() + 8} - time.time()))\n"
                              + QUICK)
    proc = _start(_command(base, submissions, "2"), base)
    try:
        lines = _read_rows(proc, 3)
        assert "s00.py" not in "".join(lines)
        proc.kill()
        proc.wait(10)
    finally:
        proc.kill()
    _nothing_left(base, within=3.0)
    printed = _rows_printed(lines)
    assert {s: v for s, (v, _) in _stored(base).items() if s in printed} == printed
    done = subprocess.run(_command(base, submissions, "2", "--json", str(base / "rows.json")),
                          env=_env(base), cwd=base, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("(stored)") >= 3
    rows = [r["verdict"] for r in json.loads((base / "rows.json").read_text())]
    assert rows == ["WA" if i in CLASS_WRONG else "AC" for i in range(CLASS_SIZE)]
    _nothing_left(base)


@pytest.mark.slow
def test_a_worker_killed_from_outside_costs_nothing(lesson, uninterrupted):
    """SIGKILL to one worker in the middle of the grading: its submission is judged again,
    and every row is what it is in a grading where no worker died."""
    base, submissions = lesson("worker")
    proc = _start(_command(base, submissions, "2", "--json", str(base / "rows.json")), base)
    try:
        _read_rows(proc, 1)
        time.sleep(0.1)
        workers = Path(f"/proc/{proc.pid}/task/{proc.pid}/children").read_text().split()
        assert workers
        os.kill(int(random.Random(1).choice(workers)), signal.SIGKILL)
        out, err = proc.communicate(timeout=60)
    finally:
        proc.kill()
    assert proc.returncode == 0, err
    rows = {Path(r["submission"]).name: (r["verdict"], r["score"])
            for r in json.loads((base / "rows.json").read_text())}
    assert rows == uninterrupted
    _nothing_left(base, within=1.0)
