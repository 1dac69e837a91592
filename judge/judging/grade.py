"""`judge grade`: many submissions to one problem, the teacher's command.

Each submission is judged on its own (`runner.judge_submission`) by an executor, which yields
the outcomes as they complete: in this process when jobs = 1, else in a pool of worker
processes (judge.judging.pool), forked from this one, each with a slot of its own
(judge.launch.slots), so its own uid and, when there are CPUs enough, its own CPU; or on the
worker processes of a Dask cluster (judge.cluster), each with a slot of its own on its machine.
This module consumes the outcomes the same way whichever judged them: the same rows, store,
progress and files. CPU time, measured by the kernel, decides TLE, so running submissions side by side changes their wall times but
not their verdicts. A submission that breaks the judge itself is a JE row; it never stops the
others.

Every row is committed to the results store (judge.judging.store) the moment it is decided; a
submission whose row is already there (same problem, same content, same options) is not
judged again unless rerun is asked for, and submissions with the same content are judged once.
The rows returned, in the order given, are read back from the store.

Stopping (local executors; judge.cluster says what a cluster does): SIGINT or SIGTERM to this
process (in its main thread) stops the grading at once:
no further submission starts, the running programs are killed, the workers end, and
Interrupted says how far it got; the rows decided are in the store. Workers ignore SIGINT
(a Ctrl-C at the terminal reaches them too: this process decides), end on SIGTERM with
their clean-up (the running programs' trees killed, control groups and folders removed), and
get SIGTERM when this process dies, however it dies. A worker that dies in the middle of a
submission costs that submission only: it is judged again on another worker, once; if that
worker dies too, the row is JE, saying so.
"""

from __future__ import annotations

import time
import traceback
from contextlib import closing
from dataclasses import replace
from pathlib import Path
from typing import Iterator, Protocol

from judge.judging import pool
from judge.launch import process, sandbox
from judge.package.model import Problem
from judge.judging.pool import Stop, stop_on_signals
from judge.judging.rows import Outcome, Row, judge_error, recorded
from judge.judging.runner import Options, judge_submission
from judge.judging.store import Key, Store, options_key, tree_hash


class Interrupted(Exception):
    """A signal stopped the grading: how far it got (the rows decided are in the store)."""

    def __init__(self, signum: int, done: int, stored: int, total: int):
        super().__init__(signum, done, stored, total)
        self.signum = signum
        self.done = done  # submissions with their row: judged now, or found in the store
        self.stored = stored  # of which found in the store
        self.total = total


def keys(problem: Problem, submissions: list[Path], options: Options) -> list[Key]:
    """Each submission's key in the store: the problem's and its content hashes, and the
    options that can change its verdict."""
    isolation = sandbox.choose_mode(options.isolation)
    settings = options_key(options.limits or problem.limits, options.test_pattern,
                           options.seed, isolation, options.stop_at_first_failure)
    problem_hash = tree_hash(problem.path)
    return [Key(problem_hash, tree_hash(s), settings) for s in submissions]


class Executor(Protocol):
    """Where submissions are judged: it judges those of `todo` (indices into `submissions`)
    and yields their outcomes as they complete, each once; closing the iterator early stops
    what is still under way or queued. In this process, in worker processes of this machine
    (judge.judging.pool.LocalPool), or on a Dask cluster (judge.cluster.executor)."""

    def outcomes(self, problem: Problem, submissions: list[Path], options: Options,
                 todo: list[int]) -> Iterator[Outcome]: ...


def grade(problem: Problem, submissions: list[Path], options: Options, jobs: int = 1,
          progress=None, store: Store | None = None, rerun: bool = False,
          executor: Executor | None = None) -> list[Row]:
    """The rows of these submissions, in the order given, as stored. progress(row, done,
    total, stored) follows each row (stored: found in the store, not judged now). Without a
    store, one in memory. Judged by the executor; without one, on this machine: in this
    process when jobs is 1, else by that many worker processes. Raises Interrupted on SIGINT
    or SIGTERM."""
    own = store is None
    if own:
        store = Store(None)
    if executor is None:
        executor = InProcess(_judge_one) if jobs <= 1 else pool.LocalPool(jobs, _judge_one)
    try:
        return _Grading(problem, submissions, options, store, progress).run(executor, rerun)
    finally:
        if own:
            store.close()


class _Grading:
    def __init__(self, problem: Problem, submissions: list[Path], options: Options,
                 store: Store, progress):
        self.problem = problem
        self.submissions = submissions
        self.options = options
        self.store = store
        self.progress = progress
        self.rows: dict[int, Row] = {}
        self.stored = 0
        self.owners: dict[Key, list[int]] = {}  # the submissions (indices) a key decides

    def run(self, executor: Executor, rerun: bool) -> list[Row]:
        total = len(self.submissions)
        with stop_on_signals():
            try:
                self.keys = keys(self.problem, self.submissions, self.options)
                todo = []
                for i, key in enumerate(self.keys):
                    found = None if rerun else self.store.get(key)
                    if found is not None:
                        self._show(i, Row.stored(found, self.submissions[i]), stored=True)
                    elif key in self.owners:  # the same content again: judged once
                        self.owners[key].append(i)
                    else:
                        self.owners[key] = [i]
                        todo.append(i)
                if todo:
                    # Closed at once when a signal stops us: what is under way is stopped.
                    with closing(executor.outcomes(self.problem, self.submissions,
                                                   self.options, todo)) as outcomes:
                        for outcome in outcomes:
                            self._decide(outcome)
            except Stop as stop:
                raise Interrupted(stop.signum, len(self.rows), self.stored, total) from None
        return [Row.stored(self.store.get(k), s) for k, s in zip(self.keys, self.submissions)]

    def _show(self, i: int, row: Row, stored: bool) -> None:
        self.rows[i] = row
        self.stored += stored
        if self.progress:
            self.progress(row, len(self.rows), len(self.submissions), stored)

    def _decide(self, outcome: Outcome) -> None:
        """A row is decided: stored (committed), then shown for every submission it is."""
        key = self.keys[outcome.index]
        row = outcome.row
        self.store.put(key, row.to_json(), self.problem.short_name, str(self.problem.path),
                       outcome.started, outcome.finished, outcome.report)
        for j in self.owners[key]:
            self._show(j, replace(row, submission=str(self.submissions[j])), stored=False)


class InProcess:
    """The executor of --jobs 1: each submission judged in this process, in turn."""

    def __init__(self, judge_one):
        self.judge_one = judge_one

    def outcomes(self, problem: Problem, submissions: list[Path], options: Options,
                 todo: list[int]) -> Iterator[Outcome]:
        for i in todo:
            started = time.time()
            row, report = self.judge_one(problem, submissions[i], options)
            yield Outcome(i, row, report, started, time.time())

def judge_one(problem: Problem, submission: Path, options: Options,
              shown_as: str | None = None) -> tuple[Row, dict | None]:
    """The row of one submission and its report (as JSON; None when the judge failed), under
    the name shown_as if given (a cluster's worker judges a copy of the client's file)."""
    name = str(submission) if shown_as is None else shown_as
    try:
        try:
            report = replace(judge_submission(problem, submission, options), submission=name)
            return Row.of(report), recorded(problem, report, options.limits or problem.limits)
        except Exception:  # the judge failed on this one: report it, grade the others
            return judge_error(name, traceback.format_exc(limit=-3).strip()
                                .splitlines()[-1]), None
    except BaseException:  # interrupted: its programs are stopped before this process goes
        process.stop_all()
        raise


_judge_one = judge_one  # the name the local executors are given at each grading (tests wrap it)
