"""`judge grade`: many submissions to one problem, the teacher's command.

Each submission is judged on its own (`runner.judge_submission`): in this process when
jobs = 1, else in a pool of worker processes, forked from this one, each with a slot of its own
(judge.launch.slots), so its own uid and, when there are CPUs enough, its own CPU. CPU time, measured
by the kernel, decides TLE, so running submissions side by side changes their wall times but
not their verdicts. A submission that breaks the judge itself is a JE row; it never stops the
others.

Every row is committed to the results store (judge.judging.store) the moment it is decided; a
submission whose row is already there (same problem, same content, same options) is not
judged again unless rerun is asked for, and submissions with the same content are judged once.
The rows returned, in the order given, are read back from the store.

Stopping: SIGINT or SIGTERM to this process (in its main thread) stops the grading at once:
no further submission starts, the running programs are killed, the workers end, and
Interrupted says how far it got; the rows decided are in the store. Workers ignore SIGINT
(a Ctrl-C at the terminal reaches them too: this process decides), end on SIGTERM with
their clean-up (the running programs' trees killed, control groups and folders removed), and
get SIGTERM when this process dies, however it dies. A worker that dies in the middle of a
submission costs that submission only: it is judged again on another worker, once; if that
worker dies too, the row is JE, saying so.
"""

from __future__ import annotations

import signal
import threading
import time
import traceback
from collections import deque
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

from judge.judging import pool
from judge.launch import process, sandbox, session, slots
from judge.package.model import Problem
from judge.judging.rows import Row, judge_error, recorded
from judge.judging.runner import Options, judge_submission
from judge.judging.store import Key, Store, options_key, tree_hash

ATTEMPTS = 2  # how many workers may die judging one submission before it is JE


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


def grade(problem: Problem, submissions: list[Path], options: Options, jobs: int = 1,
          progress=None, store: Store | None = None, rerun: bool = False) -> list[Row]:
    """The rows of these submissions, in the order given, as stored. progress(row, done,
    total, stored) follows each row (stored: found in the store, not judged now). Without a
    store, one in memory. Raises Interrupted on SIGINT or SIGTERM."""
    own = store is None
    if own:
        store = Store(None)
    try:
        return _Grading(problem, submissions, options, store, progress).run(jobs, rerun)
    finally:
        if own:
            store.close()


class _Stop(BaseException):
    """A signal to stop grading, raised in the main thread where it happens to be (not an
    Exception: no submission's `except Exception` turns it into a row)."""

    def __init__(self, signum: int):
        super().__init__(signum)
        self.signum = signum


@contextmanager
def _stop_on_signals():
    """SIGINT and SIGTERM raise _Stop, once (further signals are ignored while stopping)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    stopping = False

    def handler(signum, frame):
        nonlocal stopping
        if not stopping:
            stopping = True
            raise _Stop(signum)

    saved = {s: signal.signal(s, handler) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for s, previous in saved.items():
            signal.signal(s, previous)


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

    def run(self, jobs: int, rerun: bool) -> list[Row]:
        total = len(self.submissions)
        with _stop_on_signals():
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
                if todo and jobs <= 1:
                    self._in_process(todo)
                elif todo:
                    self._in_pool(todo, jobs)
            except _Stop as stop:
                raise Interrupted(stop.signum, len(self.rows), self.stored, total) from None
        return [Row.stored(self.store.get(k), s) for k, s in zip(self.keys, self.submissions)]

    def _show(self, i: int, row: Row, stored: bool) -> None:
        self.rows[i] = row
        self.stored += stored
        if self.progress:
            self.progress(row, len(self.rows), len(self.submissions), stored)

    def _decide(self, i: int, row: Row, report: dict | None, started: float,
                finished: float) -> None:
        """A row is decided: stored (committed), then shown for every submission it is."""
        key = self.keys[i]
        self.store.put(key, row.to_json(), self.problem.short_name, str(self.problem.path),
                       started, finished, report)
        for j in self.owners[key]:
            self._show(j, replace(row, submission=str(self.submissions[j])), stored=False)

    def _in_process(self, todo: list[int]) -> None:
        for i in todo:
            started = time.time()
            row, report = _judge_one(self.problem, self.submissions[i], self.options)
            self._decide(i, row, report, started, time.time())

    def _in_pool(self, todo: list[int], jobs: int) -> None:
        # Imported here: they cost a noticeable part of a short grading run's start-up.
        import multiprocessing
        from multiprocessing.connection import wait
        context = multiprocessing.get_context("fork")
        # Each worker takes a slot of its own (judge.launch.slots): this process, which judges
        # nothing now, gives its own back, so that the workers may have the first CPUs.
        session.close()
        slots.release()
        queue = deque(todo)
        deaths: dict[int, int] = {}
        workers: list[pool.Worker] = []
        try:
            while queue or any(w.task is not None for w in workers):
                for worker in workers:
                    if worker.task is None and queue:
                        self._give(worker, queue)
                while queue and len(workers) < jobs:
                    worker = pool.Worker(context, _judge_one, self.problem, self.options)
                    workers.append(worker)  # first: an interrupted start still ends it
                    worker.start()
                    self._give(worker, queue)
                ready = set(wait([w.conn for w in workers if w.task is not None] +
                                 [w.process.sentinel for w in workers]))
                for worker in list(workers):
                    dead = worker.process.sentinel in ready
                    if worker.task is not None and (worker.conn in ready or dead):
                        result = worker.result()
                        if result is not None:
                            self._decide(*result)
                        elif not dead:  # it is dying: its sentinel says so next time
                            worker.process.kill()
                    if dead:
                        workers.remove(worker)
                        if worker.task is not None:
                            self._lost(worker, queue, deaths)
        finally:
            try:
                pool.end(workers)
            except _Stop:  # a signal while the workers were being ended: end them all
                pool.end(workers)
                raise

    def _give(self, worker: pool.Worker, queue: deque) -> None:
        i = queue.popleft()
        try:
            worker.conn.send((i, self.submissions[i]))
        except OSError:  # it died idle: the submission waits for another worker
            queue.appendleft(i)
            return
        worker.task, worker.given = i, time.time()

    def _lost(self, worker: pool.Worker, queue: deque, deaths: dict[int, int]) -> None:
        """A worker died judging a submission: again on another worker, or JE."""
        i, started = worker.task, worker.given
        deaths[i] = deaths.get(i, 0) + 1
        if deaths[i] < ATTEMPTS:
            queue.appendleft(i)
            return
        # Its pipe closed as it died: it is reaped a moment later.
        worker.process.join(5)
        code = worker.process.exitcode
        how = (f"killed by {pool.signal_name(-code)}" if code is not None and code < 0
               else f"exit status {code}")
        row = judge_error(self.submissions[i], f"its grading worker died while judging it, "
                                                f"{deaths[i]} times (the last: {how})")
        self._decide(i, row, None, started, time.time())


def _judge_one(problem: Problem, submission: Path, options: Options) -> tuple[Row, dict | None]:
    """The row of one submission and its report (as JSON; None when the judge failed)."""
    try:
        try:
            report = judge_submission(problem, submission, options)
            return Row.of(report), recorded(problem, report, options.limits or problem.limits)
        except Exception:  # the judge failed on this one: report it, grade the others
            return judge_error(submission, traceback.format_exc(limit=-3).strip()
                                .splitlines()[-1]), None
    except BaseException:  # interrupted: its programs are stopped before this process goes
        process.stop_all()
        raise


