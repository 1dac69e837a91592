"""`judge verify`: every program in a problem's solution folders gets its folder's verdict.

Solutions are looked up in the problem's own `submissions/` (the package format's place) or
else in `solutions/<problem>/` next to the `problems/` folder. A folder's name says which
verdicts it expects (`judge.verdict.EXPECTED_BY_FOLDER`); a program is judged until its first
failing test, as the package format's verifyproblem does.

Packages are verified as verifyproblem does it: the time limit is the problem's, or else the
slowest accepted submission's CPU time times ac_to_time_limit (rounded up); every submission
runs with the limit times time_limit_to_tle, and gets the verdict it would have had at the
limit itself. One that gets its folder's verdict only with that extra time is "OK with extra
time": accepted by verify, and said.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from pathlib import Path

from judge.judging import grading
from judge.judging.expectations import computed_limit, counted, counted_note, skipped
from judge.package.languages import language_of
from judge.judging.judges import judges
from judge.package.model import Problem
from judge.judging.results import RunReport
from judge.judging.runner import Options
from judge.judging.verify_pool import judge_all
from judge.judging.validators import ValidatorFault
from judge.verdict import EXPECTED_BY_FOLDER, Verdict


@dataclass(frozen=True)
class Check:
    program: Path
    folder: str
    expected: frozenset[Verdict]
    report: RunReport  # the run (for packages: with the time limit's margin)
    verdict: Verdict | None = None  # at the time limit itself; None: the report's
    package: bool = False  # verdicts count as the package format counts them (expectations)
    # Whether the score at the time limit differs from the score with the margin.
    score_changes: bool = False

    @property
    def at_limit(self) -> Verdict:
        return self.report.verdict if self.verdict is None else self.verdict

    @property
    def ok(self) -> bool:
        return (self._as_expected(self.at_limit) or self.extra_time) and \
            self._score_as_expected

    @property
    def extra_time(self) -> bool:
        """Its folder's verdict only with the time limit's margin."""
        return not self._as_expected(self.at_limit) and self._as_expected(self.report.verdict)

    @property
    def counted_note(self) -> str:
        """"MLE, counted as RTE by the format", or ""."""
        verdict = self.report.verdict if self.extra_time else self.at_limit
        return counted_note(self.folder, verdict, self.package)

    def _as_expected(self, verdict: Verdict) -> bool:
        return counted(self.folder, verdict, self.package) in self.expected

    @property
    def sensitive(self) -> bool:
        """A package's verdict that changes between the time limit and the limit with its
        margin (verifyproblem's "sensitive to time limit")."""
        return self.verdict is not None and (self.verdict is not self.report.verdict
                                             or self.score_changes)

    @property
    def _score_as_expected(self) -> bool:
        # partially_accepted: accepted, with some score but not the full one
        return self.folder != "partially_accepted" or \
            self.report.score < self.report.max_score


@dataclass(frozen=True)
class TimeLimit:
    seconds: float
    margin_s: float  # what submissions run with in verify: seconds x time_limit_to_tle
    slowest_s: float | None  # the slowest accepted submission's CPU time, when computed
    given: bool


# A package without a time limit: its accepted submissions run with this one first.
PROBE_LIMIT_S = 30.0


def compute_time_limit(problem: Problem, accepted_reports: list[RunReport]) -> TimeLimit:
    """The time limit of a package, as verifyproblem computes it."""
    policy = problem.time_policy
    if policy.given or not accepted_reports:
        seconds = problem.limits.cpu_s
        return TimeLimit(seconds, seconds * policy.time_limit_to_tle, None, policy.given)
    slowest = max((t.time_s for r in accepted_reports for t in r.tests), default=0.0)
    seconds = computed_limit(slowest, policy.ac_to_time_limit, policy.resolution)
    return TimeLimit(seconds, seconds * policy.time_limit_to_tle, slowest, False)


def verdict_at(problem: Problem, report: RunReport, seconds: float) -> Verdict:
    """The verdict a run with a larger time limit would have had with this one: a test that
    needed more CPU time than `seconds` is TLE, and stops what its rejection stops."""
    return graded_at(problem, report, seconds).verdict


def graded_at(problem: Problem, report: RunReport, seconds: float) -> grading.Graded:
    """The verdict and score a run with a larger time limit would have had with this one."""
    if not report.tests:  # it did not compile, or no test was selected
        return grading.Graded(report.verdict, report.score)
    by_name = {t.name: t for t in problem.tests}
    verdicts: dict[str, Verdict] = {}
    stops = grading.Stops()
    for result in report.tests:
        test = by_name[result.name]
        if stops.skips(test):
            continue
        verdict = result.verdict
        if result.time_s > seconds and verdict is not Verdict.JE:
            verdict = Verdict.TLE
        verdicts[test.name] = verdict
        stops.note(test, verdict)
    tests = [t for t in problem.tests if t.name in verdicts]
    return grading.grade(problem.folders, tests, verdicts, problem.ours)


def solutions_dir(problem: Problem) -> Path:
    own = problem.path / "submissions"
    if own.is_dir():
        return own
    return problem.path.parent.parent / "solutions" / problem.path.name


def programs(root: Path, only=None, every_folder: bool = False) -> list[tuple[str, Path]]:
    """The programs under root's verdict folders (or every folder), as (folder, path); only:
    a compiled regular expression searched in `folder/name` (verifyproblem's -s)."""
    found = []
    for folder in sorted(p for p in root.iterdir() if p.is_dir()):
        if folder.name not in EXPECTED_BY_FOLDER and not every_folder:
            continue
        for entry in sorted(folder.iterdir()):
            if only is not None and not only.search(f"{folder.name}/{entry.name}"):
                continue
            if entry.is_dir() or language_of(entry) or entry.stat().st_mode & 0o111:
                found.append((folder.name, entry))
    return found


def data_errors(problem: Problem) -> list[str]:
    """Tests whose data the problem's own validators reject."""
    errors = []
    judging = judges(problem)
    for test in problem.tests:
        try:
            if judging.validate:
                judging.validate(test.input_path.read_text())
        except ValueError as err:
            errors.append(f"{test.name}: {err}")
        for validator in judging.input_validators:
            try:
                why = validator.validate_input(test.input_path,
                                               test.group.input_flags(validator.source))
            except ValidatorFault as fault:
                why = str(fault)
            if why:
                errors.append(f"{test.name}: {why}")
    return errors


@dataclass(frozen=True)
class Selection:
    """Which submissions, how many at once, and whether to stop at the first failure."""

    only: object = None  # a compiled regular expression (verifyproblem's -s)
    jobs: int = 1
    bail: bool = False


def verify(problem: Problem, root: Path, options: Options, progress=None,
           on_time_limit=None, selection: Selection = Selection(),
           on_skipped=None) -> list[Check]:
    """Judge every program under root; `on_time_limit(TimeLimit)` is told the time limit
    of a package before the other submissions run, `on_skipped(Skipped)` of each program
    that is not judged (an unknown folder, a toolchain missing here), first."""
    found = []
    for folder, program in programs(root, selection.only, every_folder=True):
        skip = skipped(program, folder)
        if skip is None:
            found.append((folder, program))
        elif on_skipped:
            on_skipped(skip)
    if problem.ours:  # our own problems: their limit, no margin
        options = replace(options, stop_at_first_failure=True)
        return _checks(problem, found, options, None, progress, {}, selection)
    # Packages: as far as their groups' on_reject says (by default, the first failure).
    options = replace(options, stop_at_first_failure=False)
    limit, done = time_limit(problem, root, options, selection)
    if on_time_limit:
        on_time_limit(limit)
    margin = replace(options, limits=problem.limits.with_cpu(limit.margin_s))
    return _checks(problem, found, margin, limit, progress, done, selection)


def time_limit(problem: Problem, root: Path, options: Options,
               selection: Selection = Selection()) -> tuple[TimeLimit, dict[Path, RunReport]]:
    """A package's time limit: its own, or computed from the accepted submissions under
    root (those selected), which then run first (their reports, by program, come with it)."""
    if problem.time_policy.given:
        return compute_time_limit(problem, []), {}
    accepted = [p for f, p in programs(root, selection.only)
                if f == "accepted" and skipped(p, f) is None] \
        if root.is_dir() else []
    probe = replace(options, limits=problem.limits.with_cpu(PROBE_LIMIT_S))
    reports: dict[Path, RunReport] = {}
    judge_all(problem, accepted, probe, selection.jobs,
              lambda p, r: reports.setdefault(p, r) is r)
    return compute_time_limit(problem, list(reports.values())), reports


def _checks(problem: Problem, found: list[tuple[str, Path]], options: Options,
            limit: TimeLimit | None, progress, done: dict[Path, RunReport],
            selection: Selection) -> list[Check]:
    """Every program's check, in the order found; with bail, up to the first that fails."""
    folders = dict((p, f) for f, p in found)
    checks: dict[Path, Check] = {}

    def judged(program: Path, report: RunReport) -> bool:
        check = _check(problem, program, folders[program], limit, report)
        checks[program] = check
        if progress:
            progress(check)
        return check.ok or not selection.bail

    for program in [p for _, p in found if p in done]:  # the accepted ones, run first
        if not judged(program, done[program]):
            return list(checks.values())
    todo = [p for _, p in found if p not in done]
    judge_all(problem, todo, options, selection.jobs, judged)
    return [checks[p] for _, p in found if p in checks]


def _check(problem: Problem, program: Path, folder: str, limit: TimeLimit | None,
           report: RunReport) -> Check:
    package = not problem.ours
    if limit is None:
        return Check(program, folder, EXPECTED_BY_FOLDER[folder], report, package=package)
    at_limit = graded_at(problem, report, limit.seconds)
    with_margin = graded_at(problem, report, math.inf)
    return Check(program, folder, EXPECTED_BY_FOLDER[folder], report, at_limit.verdict,
                 package, at_limit.score != with_margin.score)
