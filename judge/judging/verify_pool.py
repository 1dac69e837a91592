"""`judge verify --jobs N`: the submissions of a verification judged by N worker processes.

Who talks to whom: the verifying process forks the workers of `judge grade --jobs`
(judge.judging.pool: each takes a slot of its own, machine-wide, so N verifications and
gradings on one machine never share a CPU or a uid) and sends each, over its pipe, one
submission at a time; a worker judges it and sends back the report. The verifying process
gives its own slot back while they work (it judges nothing then) and decides everything:
it is told each report as it comes, and may stop the rest (`--bail`); a worker that dies
while judging makes that submission JE (verify, unlike grade, does not try again: a
problem setter wants to know).
"""

from __future__ import annotations

from collections import deque
from pathlib import Path
from typing import Callable

from judge.judging import pool
from judge.judging.results import RunReport
from judge.judging.runner import Options, judge_submission
from judge.launch import session, slots
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
    import multiprocessing
    from multiprocessing.connection import wait
    context = multiprocessing.get_context("fork")
    session.close()
    slots.release()
    queue = deque(range(len(programs)))
    workers: list[pool.Worker] = []
    try:
        while queue or any(w.task is not None for w in workers):
            while queue and len(workers) < jobs:
                worker = pool.Worker(context, _judge_one, problem, options)
                workers.append(worker)  # first: an interrupted start still ends it
                worker.start()
            for worker in workers:
                if worker.task is None and queue:
                    _give(worker, queue, programs)
            ready = set(wait([w.conn for w in workers if w.task is not None] +
                             [w.process.sentinel for w in workers]))
            for worker in list(workers):
                dead = worker.process.sentinel in ready
                if worker.task is not None and (worker.conn in ready or dead):
                    program = programs[worker.task]
                    result = worker.result()
                    report = result[1] if result is not None else _lost(problem, program)
                    if result is None:
                        worker.task = None
                    if not done(program, report):
                        return
                if dead:
                    workers.remove(worker)
    finally:
        pool.end(workers)


def _give(worker: pool.Worker, queue: deque, programs: list[Path]) -> None:
    i = queue.popleft()
    try:
        worker.conn.send((i, programs[i]))
    except OSError:  # it died idle: the program waits for another worker
        queue.appendleft(i)
        return
    worker.task = i


def _judge_one(problem: Problem, program: Path, options: Options) -> tuple[RunReport, None]:
    """In a worker: the program's report (pool's workers send what this returns)."""
    return judge_submission(problem, program, options), None


def _lost(problem: Problem, program: Path) -> RunReport:
    return RunReport(problem.short_name, str(program), "?", Verdict.JE, 0.0, 0.0,
                     judge_error="its verification worker died while judging it")
