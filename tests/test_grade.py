"""`judge grade`: a class of submissions, good and bad, graded alike in serial and parallel."""

import csv
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from judge import cgroup
from judge.cli import main
from judge.grade import grade
from judge.problem import load
from judge.runner import Options

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
    mine = f"judge-{os.getpid()}-"
    return {d.name for p in parents[1].values() for d in p.iterdir()
            if d.name.startswith("judge-") and not d.name.startswith(mine)}


@pytest.mark.skipif(not cgroup.available(), reason="runs are not in control groups here")
def test_parallel_grading_leaves_no_control_group(classroom):
    """The workers of --jobs 2 remove their control groups when they end."""
    before = foreign_groups()
    rows = grade(load(PROBLEM), classroom[:2], Options(test_pattern="1_single"), jobs=2)
    assert [r.verdict.name for r in rows] == ["AC", "AC"]
    assert foreign_groups() - before == set()


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
                           *map(str, submissions), "--jobs", jobs],
                          env={**os.environ, "TMPDIR": str(temp)}, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert "1/2 accepted" in done.stdout
    assert sorted(p.name for p in temp.iterdir()) == []


def test_grade_command_writes_json_and_csv(classroom, tmp_path, capsys):
    """The command prints a row per submission and writes the same rows as JSON and CSV."""
    code = main(["grade", str(PROBLEM), *map(str, classroom), "--jobs", "2", "--test", "1_single",
                 "--json", str(tmp_path / "r.json"), "--csv", str(tmp_path / "r.csv")])
    out = capsys.readouterr().out
    assert code == 0 and "3/7 accepted" in out
    rows = json.loads((tmp_path / "r.json").read_text())
    with open(tmp_path / "r.csv") as f:
        table = list(csv.DictReader(f))
    assert [Path(r["submission"]).name for r in rows] == list(EXPECTED)
    assert [r["verdict"] for r in rows] == [r["verdict"] for r in table] == list(EXPECTED.values())
    ce = next(r for r in rows if r["verdict"] == "CE")
    assert "error" in ce["reason"]
