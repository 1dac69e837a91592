"""`judge verify`: every program in a problem's solution folders gets its folder's verdict.

Solutions are looked up in the problem's own `submissions/` (the package format's place) or
else in `solutions/<problem>/` next to the `problems/` folder. A folder's name says which
verdicts it expects (`judge.verdict.EXPECTED_BY_FOLDER`); a program is judged until its first
failing test, as the package format's verifyproblem does.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from judge.languages import language_of
from judge.problem import Problem
from judge.results import RunReport
from judge.runner import Options, judge_submission
from judge.verdict import EXPECTED_BY_FOLDER, Verdict


@dataclass(frozen=True)
class Check:
    program: Path
    folder: str
    expected: frozenset[Verdict]
    report: RunReport

    @property
    def ok(self) -> bool:
        return self.report.verdict in self.expected


def solutions_dir(problem: Problem) -> Path:
    own = problem.path / "submissions"
    if own.is_dir():
        return own
    return problem.path.parent.parent / "solutions" / problem.path.name


def programs(root: Path) -> list[tuple[str, Path]]:
    found = []
    for folder in sorted(p for p in root.iterdir() if p.is_dir()):
        if folder.name not in EXPECTED_BY_FOLDER:
            continue
        for entry in sorted(folder.iterdir()):
            if entry.is_dir() or language_of(entry) or entry.stat().st_mode & 0o111:
                found.append((folder.name, entry))
    return found


def data_errors(problem: Problem) -> list[str]:
    """Tests whose data the problem's own validator rejects."""
    errors = []
    for test in problem.tests:
        try:
            if problem.validate:
                problem.validate(test.input_path.read_text())
        except ValueError as err:
            errors.append(f"{test.name}: {err}")
    return errors


def verify(problem: Problem, root: Path, options: Options, progress=None) -> list[Check]:
    checks = []
    for folder, program in programs(root):
        report = judge_submission(problem, program,
                                  replace(options, stop_at_first_failure=True))
        check = Check(program, folder, EXPECTED_BY_FOLDER[folder], report)
        checks.append(check)
        if progress:
            progress(check)
    return checks
