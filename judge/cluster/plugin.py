"""The judge's Dask worker plugin: a worker process of a cluster is a judge, with a slot.

Who does what: `judge worker` and `--cluster local:N` start their Dask worker processes with
this module as a preload (`dask worker ADDRESS --nthreads 1 --preload judge.cluster.plugin`
does the same), which adds JudgeSlot to the worker as it starts. Its setup takes the process's
judging slot (judge.launch.slots: the programs' uid and the CPU it pins to; the leftovers of a
dead holder of that slot, a killed worker's among them, removed), as a `--jobs N` worker takes
its own. Its teardown, when the worker closes, stops the programs still running, ends the
judging session (its control groups and folders) and gives the slot back, sweeping what its
uid left. A worker process killed outright (SIGKILL) runs no teardown: the kernel frees its
slot, its spawners see their sockets close and their launchers kill the programs' trees, and
the next holder of the slot (the worker its nanny starts again) removes the rest.

A worker process without the plugin (a plain `dask worker`) still judges: its slot is taken
at its first program, and freed when it dies.
"""

from __future__ import annotations

from distributed import WorkerPlugin

from judge.launch import process, session, slots


class JudgeSlot(WorkerPlugin):
    name = "judge-slot"

    def setup(self, worker) -> None:
        slots.current()

    def teardown(self, worker) -> None:
        process.stop_all()
        session.close()
        slots.release(sweep=True)


async def dask_setup(worker) -> None:
    """The preload's entry point: Dask calls it in every worker process as it starts."""
    await worker.plugin_add(JudgeSlot(), name=JudgeSlot.name)
