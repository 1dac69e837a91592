"""Batch problems on stdin/stdout: the same runner, with the file names absent."""

import pytest

from judge.package.problem import load
from judge.judging.runner import Options, judge_submission
from judge.verdict import Verdict
from tests.conftest import PYTHON

CHECKER = '''
from judge.faults import Fault, Violation

def check(input_path, answer, output):
    if output.split() != answer.split():
        raise Violation(Fault.WRONG, f"expected {answer.split()}, got {output.split()}")
'''


@pytest.fixture
def doubling(tmp_path):
    """A stdin/stdout problem: print twice the number read."""
    root = tmp_path / "problems" / "double"
    (root / "data" / "secret").mkdir(parents=True)
    (root / "problem.yaml").write_text("name: Double\ntype: pass-fail\nlimits:\n"
                                       "  time_limit: 1\n")
    (root / "checker.py").write_text(CHECKER)
    for i, n in enumerate((1, 21, 10**12)):
        (root / "data" / "secret" / f"{i}.in").write_text(f"{n}\n")
        (root / "data" / "secret" / f"{i}.ans").write_text(f"{2 * n}\n")
    return load(root)


def program(tmp_path, code):
    path = tmp_path / "p.py"
    path.write_text(code)
    return path


def test_stdio_problem_accepts(doubling, tmp_path):
    """Input comes on stdin and stdout is graded when the problem names no files."""
    report = judge_submission(doubling, program(tmp_path, "print(2 * int(input()))\n"))
    assert report.verdict is Verdict.AC and report.score == report.max_score == 3


def test_stdio_problem_rejects(doubling, tmp_path):
    """A wrong stdout is WA, with the checker's message, on the first failing test."""
    report = judge_submission(doubling, program(tmp_path, "print(int(input()) + 2)\n"),
                              Options(stop_at_first_failure=True))
    assert report.verdict is Verdict.WA
    assert report.first_failure.name == "secret/0"
    assert report.first_failure.message == "expected ['2'], got ['3']"


def test_broken_checker_is_je(doubling, tmp_path):
    """A checker that raises anything but a Violation is a judge error, not the program's."""
    (doubling.path / "checker.py").write_text("def check(i, a, o):\n    return 1 / 0\n")
    report = judge_submission(load(doubling.path), program(tmp_path, "print(2)\n"))
    assert report.verdict is Verdict.JE and "ZeroDivisionError" in report.tests[0].message


def test_python_runs_with_the_program_interpreter(doubling, tmp_path):
    """Python submissions run with the system's Python 3, in a clean environment."""
    report = judge_submission(doubling, program(
        tmp_path, f"import os, sys\nassert sys.executable == {PYTHON!r}, sys.executable\n"
                  "assert os.environ['PATH'] == '/usr/local/bin:/usr/bin:/bin'\n"
                  "print(2 * int(input()))\n"))
    assert report.verdict is Verdict.AC
