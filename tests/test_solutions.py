"""Every program in solutions/<problem>/<verdict>/ gets a verdict its folder accepts."""

from pathlib import Path

import pytest

from judge.package.problem import load
from judge.verdict import EXPECTED_BY_FOLDER
from judge.judging.verify import programs, solutions_dir

pytestmark = pytest.mark.slow  # judges every solution of every problem

ROOT = Path(__file__).resolve().parent.parent
PROBLEMS = sorted(p.parent for p in (ROOT / "problems").glob("*/problem.yaml"))


def cases():
    for path in PROBLEMS:
        problem = load(path)
        for folder, program in programs(solutions_dir(problem)):
            yield pytest.param(problem, folder, program,
                               id=f"{path.name}/{folder}/{program.name}")


@pytest.mark.parametrize("problem,folder,program", list(cases()))
def test_solution_gets_its_folders_verdict(problem, folder, program, solution_report):
    """Judged until its first failure, the program's verdict is one its folder expects."""
    report = solution_report(problem, program)
    first = report.first_failure
    assert report.verdict in EXPECTED_BY_FOLDER[folder], (
        report.verdict, first.name if first else None, first.message if first else "")
    if report.verdict.name != "AC":
        assert first.message, "a failing verdict must explain itself"
