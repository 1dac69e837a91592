"""A problem as data: what judge.package.problem reads from a problem folder, and all the judging side
(judge.judging.judges, judge.judging.runner, judge.judging.verify) needs to know of it.

Nothing here runs or imports the problem's own code: its interactor, checker and validators
are named by their paths (`Programs`), and judge.judging.judges builds them. So loading a problem is
reading files, and this module imports nothing of the judge but data (limits, verdicts).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fnmatch import fnmatchcase
from pathlib import Path
from typing import NamedTuple

from judge.launch.outcome import Limits
from judge.verdict import Verdict


class ProblemError(Exception):
    """The problem folder itself is broken: a judge error, never the contestant's fault. Its
    message is one line, naming the file (relative to the problem folder) and the key."""


@dataclass(frozen=True)
class FileIO:
    input_name: str | None  # the input file the program reads, or None for stdin
    output_name: str | None  # the output file that is graded, or None for stdout


STDIO = FileIO(None, None)


@dataclass(frozen=True)
class TestGroup:
    name: str  # "sample", "secret/fp_traps"
    accept_score: float  # a test's score when accepted
    reject_score: float
    on_reject: str  # "continue" or "break"
    counts: bool  # whether it adds to the submission's score (samples do not)
    validator_flags: tuple[str, ...] = ()  # for the output validator (packages)
    grader_flags: tuple[str, ...] = ()  # see judge.judging.grading
    # A rejected test here stops the tests under this folder ("" for all), when the group and
    # its ancestors up to it say `on_reject: break`; None: the next test runs.
    break_scope: str | None = None
    input_validator_flags: tuple[str, ...] = ()
    # 2025-09: arguments of each input validator by name (its file's stem, or its folder's
    # name), instead of input_validator_flags.
    input_validator_args: tuple[tuple[str, tuple[str, ...]], ...] = ()

    def input_flags(self, validator: Path) -> tuple[str, ...]:
        """What the input validator at this path gets for this group's tests."""
        return dict(self.input_validator_args).get(validator.stem, self.input_validator_flags)

    def score(self, verdict: Verdict) -> float:
        """A test's score in this group."""
        return self.accept_score if verdict is Verdict.AC else self.reject_score


@dataclass(frozen=True)
class TestCase:
    name: str  # "secret/fp_traps/02": the path under data/, without extension
    input_path: Path
    group: TestGroup

    @property
    def answer_path(self) -> Path:
        return self.input_path.with_suffix(".ans")


@dataclass(frozen=True)
class TimePolicy:
    """Where the time limit comes from. Given: the problem's `limits.time_limit`. Otherwise,
    as verifyproblem does: the slowest accepted submission times ac_to_time_limit, rounded up
    to the resolution; a submission that needs more than the limit but passes within
    limit x time_limit_to_tle is "OK with extra time" for verify."""

    given: bool = True
    ac_to_time_limit: float = 2.0
    time_limit_to_tle: float = 1.5
    resolution: float = 1.0


class Programs(NamedTuple):  # not a dataclass: a tenth of the cost at start-up
    """What judges the problem, by path (judge.judging.judges builds them). Ours: `module`, the
    interactor.py (interact, validate) or checker.py (check, validate). A package's: its output
    validator, which is the interactor of an interactive problem (None: the format's default
    validator, with each group's validator_flags), and its input validators."""

    module: Path | None = None
    output_validator: Path | None = None
    input_validators: tuple[Path, ...] = ()


@dataclass(frozen=True)
class Problem:
    path: Path
    short_name: str
    name: str
    interactive: bool
    limits: Limits
    tests: tuple[TestCase, ...]
    programs: Programs = Programs()
    files: FileIO = STDIO
    format_version: str = "judge"  # "judge" (ours), "legacy", "2023-07-draft", "2025-09"
    time_policy: TimePolicy = TimePolicy()
    notes: tuple[str, ...] = ()  # what of the package the judge does not support
    # Multi-pass (2023-07 `type: multi-pass`): the output validator (or interactor) may ask
    # for another pass by writing nextpass.in, up to `passes` in all (limits.validation_passes).
    passes: int = 1
    # Every folder of data/ by name ("" for data/ itself, "secret/g1"), for grading.
    folders: dict = field(default_factory=dict, compare=False, hash=False)

    def select(self, pattern: str | None) -> tuple[TestCase, ...]:
        """The tests whose name matches a glob, or contains the pattern when it has no glob."""
        if not pattern:
            return self.tests
        glob = pattern if any(c in pattern for c in "*?[") else f"*{pattern}*"
        return tuple(t for t in self.tests if fnmatchcase(t.name, glob))

    @property
    def ours(self) -> bool:
        """One of our own problems (a Python interactor or checker), not a package."""
        return self.format_version == "judge"

    @property
    def module_path(self) -> Path | None:
        """Ours: the interactor's or checker's file."""
        return self.programs.module

    @property
    def groups(self) -> tuple[TestGroup, ...]:
        return tuple(dict.fromkeys(t.group for t in self.tests))
