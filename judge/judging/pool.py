"""The worker processes of `judge grade --jobs N`: who talks to whom, and who stops whom.

The grading process (judge.judging.grade) forks N workers and sends each, over its own pipe, one
submission at a time; a worker judges it (in its own slot: judge.launch.slots) and sends back the
row. The grading process decides everything: a worker ignores SIGINT (a Ctrl-C at the
terminal reaches it too), ends on SIGTERM with its clean-up (its running programs' trees
killed, its session's groups and folders removed), and gets SIGTERM when the grading process
dies, however it dies.
"""

from __future__ import annotations

import os
import signal
import threading
import time
from collections import deque
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from judge.launch import process, session, slots
from judge.package.model import Problem
from judge.judging.rows import Outcome, judge_error
from judge.judging.runner import Options

ATTEMPTS = 2  # how many workers may die judging one submission before it is JE


class Stop(BaseException):
    """A signal to stop grading, raised in the main thread where it happens to be (not an
    Exception: no submission's `except Exception` turns it into a row)."""

    def __init__(self, signum: int):
        super().__init__(signum)
        self.signum = signum


@contextmanager
def stop_on_signals():
    """SIGINT and SIGTERM raise Stop, once (further signals are ignored while stopping)."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    stopping = False

    def handler(signum, frame):
        nonlocal stopping
        if not stopping:
            stopping = True
            raise Stop(signum)

    saved = {s: signal.signal(s, handler) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for s, previous in saved.items():
            signal.signal(s, previous)


class LocalPool:
    """The executor of --jobs N: N worker processes forked from this one, a submission at a
    time each. Not a concurrent.futures.ProcessPoolExecutor: there one dead worker breaks the
    whole pool (BrokenProcessPool), where here it costs its own submission only (judged again
    on another worker, then JE), and its workers could not be made to ignore SIGINT, end
    with their clean-up on SIGTERM and die with this process."""

    def __init__(self, jobs: int, judge_one, attempts: int = ATTEMPTS, name: str = "grading"):
        self.jobs = jobs
        self.judge_one = judge_one
        self.attempts = attempts  # workers that may die judging one submission before its JE
        self.name = name  # whose workers, as the JE says it

    def outcomes(self, problem: Problem, submissions: list[Path], options: Options,
                 todo: list[int]) -> Iterator[Outcome]:
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
        workers: list[Worker] = []
        try:
            while queue or any(w.task is not None for w in workers):
                for worker in workers:
                    if worker.task is None and queue:
                        _give(worker, queue, submissions)
                while queue and len(workers) < self.jobs:
                    worker = Worker(context, self.judge_one, problem, options)
                    workers.append(worker)  # first: an interrupted start still ends it
                    worker.start()
                    _give(worker, queue, submissions)
                ready = set(wait([w.conn for w in workers if w.task is not None] +
                                 [w.process.sentinel for w in workers]))
                for worker in list(workers):
                    dead = worker.process.sentinel in ready
                    if worker.task is not None and (worker.conn in ready or dead):
                        result = worker.result()
                        if result is not None:
                            yield Outcome(*result)
                        elif not dead:  # it is dying: its sentinel says so next time
                            worker.process.kill()
                    if dead:
                        workers.remove(worker)
                        if worker.task is not None:
                            lost = self._lost(worker, queue, deaths, submissions)
                            if lost is not None:
                                yield lost
        finally:
            try:
                end(workers)
            except Stop:  # a signal while the workers were being ended: end them all
                end(workers)
                raise


    def _lost(self, worker: Worker, queue: deque, deaths: dict[int, int],
              submissions: list[Path]) -> Outcome | None:
        """A worker died judging a submission: again on another worker, or its JE outcome."""
        i, started = worker.task, worker.given
        deaths[i] = deaths.get(i, 0) + 1
        if deaths[i] < self.attempts:
            queue.appendleft(i)
            return None
        # Its pipe closed as it died: it is reaped a moment later.
        worker.process.join(5)
        code = worker.process.exitcode
        how = (f"killed by {signal_name(-code)}" if code is not None and code < 0
               else f"exit status {code}")
        times = f", {deaths[i]} times (the last: {how})" if deaths[i] > 1 else f" ({how})"
        row = judge_error(submissions[i], f"its {self.name} worker died while judging it{times}")
        return Outcome(i, row, None, started, time.time())


def _give(worker: Worker, queue: deque, submissions: list[Path]) -> None:
    i = queue.popleft()
    try:
        worker.conn.send((i, submissions[i]))
    except OSError:  # it died idle: the submission waits for another worker
        queue.appendleft(i)
        return
    worker.task, worker.given = i, time.time()


def signal_name(number: int) -> str:
    try:
        return signal.Signals(number).name
    except ValueError:
        return f"signal {number}"


class Worker:
    """A worker process, our end of its pipe, and the submission it is judging."""

    def __init__(self, context, judge_one, problem: Problem, options: Options):
        ours, theirs = context.Pipe()
        self.conn, self._theirs = ours, theirs
        self.process = context.Process(
            target=_work, args=(theirs, judge_one, problem, options, os.getpid()), daemon=True)
        self.task: int | None = None
        self.given = 0.0

    def start(self) -> None:
        # Forked with SIGINT and SIGTERM blocked: the worker installs its own handlers before
        # it takes either (it would otherwise run ours for a moment).
        stops = {signal.SIGINT, signal.SIGTERM}
        signal.pthread_sigmask(signal.SIG_BLOCK, stops)
        try:
            self.process.start()
        finally:
            self._theirs.close()
            signal.pthread_sigmask(signal.SIG_UNBLOCK, stops)

    def result(self):
        """The worker's row, once it has sent it (the worker is idle again); None if it
        died first (or while sending it)."""
        try:
            result = self.conn.recv()
        except Exception:
            return None
        self.task = None
        return result


def end(workers: list[Worker]) -> None:
    """End the workers: those judging are told to stop (SIGTERM: they kill their programs and
    clean up), the idle ones to leave; each is waited for (killed if it will not go)."""
    for worker in workers:
        if worker.process.pid is None:
            continue
        if worker.task is not None:
            worker.process.terminate()
        else:
            try:
                worker.conn.send(None)
            except OSError:
                pass
    deadline = time.monotonic() + process.LAUNCHER_GRACE_S + 3
    for worker in workers:
        if worker.process.pid is None:
            continue
        worker.process.join(max(0.0, deadline - time.monotonic()))
        if worker.process.exitcode is None:
            worker.process.kill()
            worker.process.join()
        worker.conn.close()


def _work(conn, judge_one, problem: Problem, options: Options, parent: int) -> None:
    """A worker: judges the submissions it is sent, one at a time, until told to leave."""
    _init_worker(parent)
    while True:
        try:
            task = conn.recv()
        except EOFError:  # the grading process is gone
            return
        if task is None:
            return
        i, submission = task
        started = time.time()
        row, report = judge_one(problem, submission, options)
        conn.send((i, row, report, started, time.time()))


def _init_worker(parent: int) -> None:
    from multiprocessing import util
    # A worker ends without atexit's handlers: its control groups and directories are
    # removed this way.
    util.Finalize(None, session.close, exitpriority=0)
    # Not SIG_IGN, which the programs it starts would inherit: a handler of Python's own,
    # reset to the default in every program.
    signal.signal(signal.SIGINT, _ignore)
    signal.signal(signal.SIGTERM, _leave)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT, signal.SIGTERM})
    # SIGTERM when the grading process dies, however it dies (checked once by hand: it may
    # have died before this line).
    import ctypes
    PR_SET_PDEATHSIG = 1
    ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)
    if os.getppid() != parent:
        raise SystemExit(128 + signal.SIGTERM)


def _ignore(signum, frame) -> None:
    """SIGINT in a worker: the grading process decides."""


_leaving = False


def _leave(signum, frame) -> None:
    """SIGTERM in a worker: leave, through SystemExit, so that the running programs are
    stopped (see _judge_one) and the finalizers run; once."""
    global _leaving
    if not _leaving:
        _leaving = True
        raise SystemExit(128 + signum)


