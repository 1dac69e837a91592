"""Grading on a Dask cluster: the executor of `judge grade --scheduler/--cluster`, the worker
plugin that gives each worker process a judge's slot, shipping problems and submissions, and
the task that judges one submission on a worker (docs/cluster.md)."""
