"""One submission judged on a worker of a Dask cluster: the task the client submits.

Who talks to whom: the client (judge.cluster.executor) submits judge_remote with the problem's
archive (the result of a task of its own, shared by every judging task: it reaches each
worker once), the submission's archive, the path the client knows it by, and the options. A
worker process runs it in its one thread: the problem is unpacked into this machine's cache
(judge.cluster.shipping) and loaded once per process, its checkers and validators built once
per process too; the submission is unpacked in a scratch folder of the worker's judging
session; then it is judged as `judge grade --jobs 1` judges it (judge.judging.grade.judge_one),
in the worker's slot (judge.cluster.plugin), and the row and the report go back, named by the
client's path.

Who decides the verdict: judge.judging.decide, on the worker, as everywhere; the client only
stores it.
"""

from __future__ import annotations

import time

from judge.cluster import shipping
from judge.judging.grade import judge_one
from judge.judging.judges import judges
from judge.judging.rows import Row
from judge.judging.runner import Options
from judge.launch import session
from judge.package.model import Problem
from judge.package.problem import load

_problems: dict[str, Problem] = {}  # this worker process's problems, by their archive's hash


def received(archive: shipping.Archive) -> shipping.Archive:
    """The problem's archive as a task's result: sent once to the cluster, fetched by each
    worker once, and computed again from the scheduler's copy if the workers holding it die."""
    return archive


def judge_remote(problem: shipping.Archive, submission: shipping.Archive, given: str,
                 options: Options) -> tuple[Row, dict | None, float, float]:
    """The row and report of one submission (as judge_one), when it started and ended."""
    started = time.time()
    loaded = _problem(problem)
    with session.current().folders.scratch("upload-") as folder:
        folder.chmod(0o755)
        path = shipping.unpack(submission, folder)
        row, report = judge_one(loaded, path, options, shown_as=given)
    return row, report, started, time.time()


def _problem(archive: shipping.Archive) -> Problem:
    if archive.sha256 not in _problems:
        problem = load(shipping.cached_problem(archive))
        judges(problem)  # its checker and validators, built once per worker process
        _problems[archive.sha256] = problem
    return _problems[archive.sha256]
