"""`judge verify --jobs N`: the submissions of a verification judged by N worker processes.

Who talks to whom: the verifying process forks the workers of `judge grade --jobs`
(judge.judging.pool: each takes a slot of its own, machine-wide, so N verifications and
gradings on one machine never share a CPU or a uid) and sends each, over its pipe, one
submission at a time; a worker judges it and sends back the report. The verifying process
gives its own slot back while they work (it judges nothing then) and decides everything:
it is told each report as it comes, and may stop the rest (`--bail`); a worker that dies
while judging makes that submission JE (verify, unlike grade, does not try again: a
problem setter wants to know). The scheduling is pool.LocalPool's, grade's own.
"""

from __future__ import annotations

from pathlib import Path
from typing import Callable

from judge.judging import pool
from judge.judging.results import RunReport
from judge.judging.runner import Options, judge_submission
from judge.package.model import Problem
from judge.verdict import Verdict

# Told each program's report as it is judged; False: judge no more.
Done = Callable[[Path, RunReport], bool]


def judge_all(problem: Problem, programs: list[Path], options: Options, jobs: int,
              done: Done) -> None:
    """Judge the programs, `jobs` at a time (in this process when 1), telling `done`."""
    if jobs <= 1 or len(programs) <= 1:
        for program in programs:
            if not done(program, judge_submission(problem, program, options)):
                return
        return
    workers = pool.LocalPool(jobs, _judge_one, attempts=1, name="verification")
    outcomes = workers.outcomes(problem, programs, options, list(range(len(programs))))
    try:
        for outcome in outcomes:
            program = programs[outcome.index]
            # A report, or, from a worker that died judging it, the JE row pool made for it.
            report = outcome.row if isinstance(outcome.row, RunReport) else \
                _lost(problem, program, outcome.row.reason)
            if not done(program, report):
                return
    finally:
        outcomes.close()  # the workers end, whether all were judged or --bail stopped them


def _judge_one(problem: Problem, program: Path, options: Options) -> tuple[RunReport, None]:
    """In a worker: the program's report (pool's workers send what this returns)."""
    return judge_submission(problem, program, options), None


def _lost(problem: Problem, program: Path, reason: str) -> RunReport:
    return RunReport(problem.short_name, str(program), "?", Verdict.JE, 0.0, 0.0,
                     judge_error=reason.removeprefix("the judge failed: "))
