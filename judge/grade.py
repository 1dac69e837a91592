"""`judge grade`: many submissions to one problem, the teacher's command.

Each submission is judged on its own (`runner.judge_submission`), in a pool of worker
processes when jobs > 1; every worker loads the problem itself and, when there are CPUs enough,
has a CPU of its own. CPU time, measured by the kernel, decides TLE, so running submissions
side by side changes their wall times but not their verdicts. A submission that breaks the
judge itself is a JE row; it never stops the others. Rows come back in the order given.
"""

from __future__ import annotations

import functools
import os
import traceback
from dataclasses import asdict, dataclass, replace
from pathlib import Path

from judge import cgroup, slots
from judge.problem import Problem, load
from judge.report import as_json
from judge.results import RunReport
from judge.runner import Options, judge_submission
from judge.sandbox import clean_up
from judge.verdict import Verdict


@dataclass(frozen=True)
class Row:
    submission: str
    language: str
    verdict: Verdict
    score: float
    max_score: float
    time_s: float  # the largest CPU time of any test
    first_failure: str  # the first failing test, or ""
    reason: str  # its message's first line (the compiler's for CE)

    @staticmethod
    def of(report: RunReport) -> Row:
        first = report.first_failure
        if report.verdict is Verdict.CE:
            where, why = "", report.compile_message
        elif report.judge_error:
            where, why = "", "the judge failed: " + report.judge_error
        else:
            where, why = (first.name, first.message) if first else ("", "")
        return Row(report.submission, report.language, report.verdict, report.score,
                   report.max_score, max((t.time_s for t in report.tests), default=0.0),
                   where, (why.splitlines() or [""])[0])

    def to_json(self) -> dict:
        return {**asdict(self), "verdict": self.verdict.name}


def grade(problem: Problem, submissions: list[Path], options: Options, jobs: int = 1,
          progress=None) -> list[Row]:
    rows: dict[int, Row] = {}
    if jobs <= 1:
        for i, submission in enumerate(submissions):
            rows[i] = _judge_one(problem, submission, options)
            if progress:
                progress(rows[i], len(rows), len(submissions))
    else:
        # Imported here: they cost a noticeable part of a short grading run's start-up.
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor, as_completed
        # Each worker takes a slot of its own (judge.slots): the parent, which judges nothing
        # now, gives its own back, so that the workers may have the first CPUs.
        cgroup.remove_idle()
        clean_up()
        slots.release()
        with ProcessPoolExecutor(max_workers=jobs, initializer=_init_worker) as pool:
            futures = {pool.submit(_grade_one, problem.path, s, options): i
                       for i, s in enumerate(submissions)}
            for future in as_completed(futures):
                i = futures[future]
                rows[i] = _row_or_error(future, submissions[i])
                if progress:
                    progress(rows[i], len(rows), len(submissions))
    return [rows[i] for i in range(len(submissions))]


def _init_worker() -> None:
    from multiprocessing import util
    # A worker ends without atexit's handlers: its control groups and directories are
    # removed this way.
    util.Finalize(None, cgroup.remove_idle, exitpriority=0)
    util.Finalize(None, clean_up, exitpriority=0)


def _grade_one(problem_path: Path, submission: Path, options: Options) -> Row:
    """In a worker: the problem as loaded by this worker."""
    try:
        problem = _problem(problem_path)
    except Exception:
        return _judge_error(submission, traceback.format_exc(limit=-3))
    return _judge_one(problem, submission, options)


def _judge_one(problem: Problem, submission: Path, options: Options) -> Row:
    try:
        return Row.of(judge_submission(problem, submission, options))
    except Exception:  # the judge failed on this one: report it, grade the others
        return _judge_error(submission, traceback.format_exc(limit=-3))


@functools.lru_cache(maxsize=4)
def _problem(path: Path):
    """The problem, loaded once per process (loading parses YAML and imports its checker)."""
    return load(path)


def _row_or_error(future, submission: Path) -> Row:
    try:
        return future.result()
    except Exception:  # the worker itself died
        return _judge_error(submission, traceback.format_exc(limit=-3))


def _judge_error(submission: Path, why: str) -> Row:
    return Row(str(submission), "?", Verdict.JE, 0.0, 0.0, 0.0, "",
               "the judge failed: " + why.strip().splitlines()[-1])


def write_json(rows: list[Row], path: Path) -> None:
    path.write_text(as_json([r.to_json() for r in rows]) + "\n")


def write_csv(rows: list[Row], path: Path) -> None:
    import csv  # here: it costs a short grading run's start-up otherwise
    with open(path, "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=list(Row.__dataclass_fields__))
        writer.writeheader()
        for row in rows:
            writer.writerow(row.to_json())
