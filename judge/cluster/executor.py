"""Judging on a Dask cluster: the client's side of `judge grade --scheduler/--cluster`.

Who talks to whom: this process (the client) connects to a Dask scheduler (`--scheduler
ADDRESS`), or starts a cluster of its own on this machine (`--cluster local:N`: N worker
processes of one thread each, on 127.0.0.1, with the judge's plugin). For a grading it packs
the problem once (judge.cluster.shipping) and submits it as a task of its own, then one task
per submission (judge.cluster.task.judge_remote), in the order given, and yields each outcome
as its future completes; the grader (judge.judging.grade) stores and shows it as it does a
local one. The worker decides the verdict; this process only stores it.

Faults: a worker process that dies in the middle of a task (killed, its machine gone) is seen
by the scheduler, which runs the task again on another worker; when the workers that ran it
have died `allowed-failures` + 1 times (Dask's scheduler setting, 3 by default) Dask gives up
(KilledWorker) and the row is JE, saying so. An exception of the task itself (an archive it
could not unpack) is retried RETRIES times, then is a JE row. Stopping: when the grader closes
our iterator (SIGINT, SIGTERM) the queued tasks are cancelled; those running end on their
workers, and their rows are dropped. A scheduler that cannot be reached within
CONNECT_TIMEOUT_S is ClusterUnavailable.
"""

from __future__ import annotations

import logging
import time
import uuid
import warnings
from pathlib import Path
from typing import Iterator

from judge.cluster import shipping
from judge.judging.rows import Outcome, judge_error
from judge.judging.runner import Options
from judge.package.model import Problem

CONNECT_TIMEOUT_S = 5
RETRIES = 1  # of a task that raised (one that its worker died running: Dask's own count)
INSTALL = "pip install 'judge[cluster]' (or: pip install distributed)"


class ClusterUnavailable(Exception):
    """Dask is not installed, the scheduler cannot be reached, or the cluster cannot start."""


def _first_line(err: Exception) -> str:
    return f"{type(err).__name__}: {str(err).splitlines()[0]}" if str(err) else \
        type(err).__name__


def _distributed():
    try:
        import distributed
    except ImportError:
        raise ClusterUnavailable("grading on a cluster needs Dask distributed, which is not "
                                 f"installed here: {INSTALL}") from None
    return distributed


class DaskExecutor:
    """A grading's executor on a Dask cluster (judge.judging.grade.Executor); a context
    manager, which closes the client (and a local cluster) at its end."""

    def __init__(self, client, cluster=None):
        self.client = client
        self.cluster = cluster

    @staticmethod
    def connect(address: str, timeout: float = CONNECT_TIMEOUT_S) -> DaskExecutor:
        """A client of the scheduler at this address (tcp://HOST:PORT, tls://...; the
        security settings are Dask's configuration's)."""
        distributed = _distributed()
        import dask
        if address.startswith("tls://") and not dask.config.get("distributed.comm.tls.ca-file",
                                                                None):
            raise ClusterUnavailable(f"{address} is a TLS address, but Dask's TLS settings "
                                     "are not set (distributed.comm.tls: docs/cluster.md)")
        try:
            client = distributed.Client(address, timeout=timeout, set_as_default=False)
        except OSError as err:  # TimeoutError is one
            raise ClusterUnavailable(f"cannot reach the Dask scheduler at {address} within "
                                     f"{timeout:g} s: {_first_line(err)}") from None
        except Exception as err:  # a wrong address, TLS settings Dask rejects...
            raise ClusterUnavailable(f"cannot connect to the Dask scheduler at {address}: "
                                     f"{_first_line(err)} (docs/cluster.md)") from None
        return DaskExecutor(client)

    @staticmethod
    def local(workers: int) -> DaskExecutor:
        """A cluster of this machine: `workers` processes of one thread each, on 127.0.0.1,
        each a judge with a slot of its own (judge.cluster.plugin)."""
        distributed = _distributed()
        try:
            cluster = distributed.LocalCluster(
                n_workers=workers, threads_per_worker=1, processes=True, host="127.0.0.1",
                dashboard_address=None, silence_logs=logging.ERROR,
                # Its HTTP server (health, metrics) serves anyway: on a free port, not 8787.
                scheduler_kwargs={"dashboard_address": "127.0.0.1:0"},
                preload=["judge.cluster.plugin"])
        except Exception as err:  # any: Dask says why in its own words
            raise ClusterUnavailable(f"cannot start a local Dask cluster: {err}") from None
        return DaskExecutor(distributed.Client(cluster, set_as_default=False), cluster)

    def describe(self) -> str:
        workers = len(self.client.nthreads())
        where = "a local Dask cluster" if self.cluster else \
            f"the Dask cluster at {self.client.scheduler.address}"
        return f"on {where} ({workers} worker{'s' * (workers != 1)} now)"

    def outcomes(self, problem: Problem, submissions: list[Path], options: Options,
                 todo: list[int]) -> Iterator[Outcome]:
        from distributed import as_completed

        from judge.cluster.task import judge_remote, received
        archive = shipping.pack(problem.path, "the problem")
        with warnings.catch_warnings():  # a large task, sent once: as meant
            warnings.filterwarnings("ignore", "Sending large graph", UserWarning)
            shipped = self.client.submit(received, archive, pure=False, retries=RETRIES,
                                         key=f"judge-problem-{archive.sha256}")
        futures = {}
        grading = uuid.uuid4().hex[:12]  # keys of its own: never another grading's result
        try:
            for i in todo:
                parcel = shipping.pack(submissions[i], "the submission")
                future = self.client.submit(judge_remote, shipped, parcel, str(submissions[i]),
                                            options, pure=False, retries=RETRIES,
                                            key=f"judge-{grading}-{i}")
                futures[future] = i
            for future in as_completed(futures, loop=self.client.loop):
                yield self._outcome(future, futures[future], submissions)
        finally:
            pending = [f for f in futures if not f.done()]
            if pending:
                self.client.cancel(pending)
            shipped.release()

    def _outcome(self, future, i: int, submissions: list[Path]) -> Outcome:
        from distributed import KilledWorker
        try:
            row, report, started, finished = future.result()
        except KilledWorker:
            row = judge_error(submissions[i], "its grading worker died while judging it, "
                                              "on every worker Dask allowed (KilledWorker)")
            return Outcome(i, row, None, time.time(), time.time())
        except Exception as err:  # the task failed RETRIES + 1 times
            row = judge_error(submissions[i], f"on the cluster: {_first_line(err)}")
            return Outcome(i, row, None, time.time(), time.time())
        finally:
            future.release()
        return Outcome(i, row, report, started, finished)

    def close(self) -> None:
        self.client.close(timeout=10)
        if self.cluster is not None:
            self.cluster.close(timeout=10)

    def __enter__(self) -> DaskExecutor:
        return self

    def __exit__(self, *exc) -> None:
        self.close()
