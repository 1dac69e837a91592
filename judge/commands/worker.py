"""`judge worker ADDRESS`: Dask worker processes that judge for a scheduler.

It is `dask worker ADDRESS --nthreads 1 --nworkers N --preload judge.cluster.plugin`: Dask's
own command (its nanny restarts a worker process that dies; every worker closes, and the
command ends, when the scheduler goes away or cannot be reached for --death-timeout), with one
thread per process (a process judges one submission at a time, in its own slot) and the
judge's plugin (judge.cluster.plugin).
"""

from __future__ import annotations

import sys


def worker_command(args) -> int:
    from judge.cluster.executor import INSTALL
    try:
        from distributed.cli.dask_worker import main
    except ImportError:
        print(f"judge: judge worker needs Dask distributed, which is not installed here: "
              f"{INSTALL}", file=sys.stderr)
        return 2
    argv = [args.scheduler, "--nthreads", "1", "--nworkers", str(args.nworkers),
            "--preload", "judge.cluster.plugin", "--no-dashboard",
            "--death-timeout", f"{args.death_timeout:g}"]
    for option in ("tls_ca_file", "tls_cert", "tls_key"):
        if getattr(args, option):
            argv += ["--" + option.replace("_", "-"), getattr(args, option)]
    try:
        main.main(args=argv, prog_name="judge worker", standalone_mode=False)
    except KeyboardInterrupt:
        return 130
    return 0
