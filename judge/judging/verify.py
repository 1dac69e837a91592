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

from dataclasses import dataclass, replace
from pathlib import Path

from judge.judging import grading
from judge.judging.expectations import computed_limit, counted, counted_note, skipped
from judge.package.languages import language_of
from judge.judging.judges import judges
from judge.package.model import Problem
from judge.judging.results import RunReport
from judge.judging.runner import Options, judge_submission
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
    if not report.tests:  # it did not compile, or no test was selected
        return report.verdict
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
    return grading.grade(problem.folders, tests, verdicts, problem.ours).verdict


def solutions_dir(problem: Problem) -> Path:
    own = problem.path / "submissions"
    if own.is_dir():
        return own
    return problem.path.parent.parent / "solutions" / problem.path.name


def programs(root: Path, every_folder: bool = False) -> list[tuple[str, Path]]:
    """(folder name, program) under root: in the folders that name a verdict, or in every
    folder."""
    found = []
    for folder in sorted(p for p in root.iterdir() if p.is_dir()):
        if folder.name not in EXPECTED_BY_FOLDER and not every_folder:
            continue
        for entry in sorted(folder.iterdir()):
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


def verify(problem: Problem, root: Path, options: Options, progress=None,
           on_time_limit=None, on_skipped=None) -> list[Check]:
    """Judge every program under root; `on_time_limit(TimeLimit)` is told the time limit
    of a package before the other submissions run, `on_skipped(Skipped)` of each program
    that is not judged (an unknown folder, a toolchain missing here), first."""
    found = []
    for folder, program in programs(root, every_folder=True):
        skip = skipped(program, folder)
        if skip is None:
            found.append((folder, program))
        elif on_skipped:
            on_skipped(skip)
    if problem.ours:  # our own problems: their limit, no margin
        options = replace(options, stop_at_first_failure=True)
        return [_check(problem, program, folder, options, None, progress)
                for folder, program in found]
    # Packages: as far as their groups' on_reject says (by default, the first failure).
    options = replace(options, stop_at_first_failure=False)
    limit, done = time_limit(problem, root, options)
    if on_time_limit:
        on_time_limit(limit)
    margin = replace(options, limits=problem.limits.with_cpu(limit.margin_s))
    return [_check(problem, program, folder, margin, limit, progress, done.get(program))
            for folder, program in found]


def time_limit(problem: Problem, root: Path,
               options: Options) -> tuple[TimeLimit, dict[Path, RunReport]]:
    """A package's time limit: its own, or computed from the accepted submissions under
    root, which then run first (their reports, by program, come with it)."""
    if problem.time_policy.given:
        return compute_time_limit(problem, []), {}
    accepted = [p for f, p in programs(root) if f == "accepted" and skipped(p, f) is None] \
        if root.is_dir() else []
    probe = replace(options, limits=problem.limits.with_cpu(PROBE_LIMIT_S))
    reports = {p: judge_submission(problem, p, probe) for p in accepted}
    return compute_time_limit(problem, list(reports.values())), reports


def _check(problem: Problem, program: Path, folder: str, options: Options,
           limit: TimeLimit | None, progress, report: RunReport | None = None) -> Check:
    if report is None:
        report = judge_submission(problem, program, options)
    at_limit = verdict_at(problem, report, limit.seconds) if limit is not None else None
    check = Check(program, folder, EXPECTED_BY_FOLDER[folder], report, at_limit,
                  package=not problem.ours)
    if progress:
        progress(check)
    return check
