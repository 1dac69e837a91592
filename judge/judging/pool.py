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
import time

from judge.launch import process, session
from judge.package.model import Problem
from judge.judging.runner import Options


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


