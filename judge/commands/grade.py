"""`judge grade`: many submissions to one problem, with the results store; the table as it
goes, JSON and CSV at the end; on this machine (--jobs N) or on a Dask cluster (--scheduler,
--cluster local:N: judge.cluster)."""

from __future__ import annotations

import signal
import sys
from contextlib import nullcontext
from dataclasses import replace

from judge.commands import render
from judge.commands.common import computed_time_limit
from judge.judging.runner import Options
from judge.verdict import Verdict


def grade_command(problem, args, options: Options) -> int:
    from judge.judging.store import Store, StoreError
    try:
        executor = _executor(problem, args)
    except _Refused as refused:
        print(f"judge: {refused}", file=sys.stderr)
        return 2
    try:
        store = Store(None if args.no_store else args.store)
    except StoreError as err:
        print(f"judge: {err} (--store FILE puts it elsewhere; --no-store keeps no file)",
              file=sys.stderr)
        return 2
    with store, (executor or nullcontext()):
        return _grade(problem, args, options, store, executor)


class _Refused(Exception):
    """The cluster asked for cannot be used: one line, exit status 2, nothing judged."""


def _executor(problem, args):
    """The Dask executor that --scheduler or --cluster asks for (judge.cluster), or None: on
    this machine. What cannot be sent to a cluster is refused before it is reached."""
    if args.scheduler is None and args.cluster is None:
        return None
    try:
        from judge.cluster import shipping
        from judge.cluster.executor import ClusterUnavailable, DaskExecutor
    except ImportError as err:  # distributed is imported by name only when used
        raise _Refused(str(err)) from None
    errors = [shipping.size_error(problem.path, "the problem")] + \
        [shipping.size_error(s, "the submission") for s in args.submissions]
    if any(errors):
        raise _Refused(next(e for e in errors if e))
    try:
        if args.scheduler is not None:
            return DaskExecutor.connect(args.scheduler)
        return DaskExecutor.local(args.cluster)
    except ClusterUnavailable as err:
        raise _Refused(str(err)) from None


def _grade(problem, args, options: Options, store, executor) -> int:
    from judge.judging.grade import Interrupted, grade
    from judge.judging.rows import write_csv, write_json
    if not problem.time_policy.given:
        try:
            problem = computed_time_limit(problem, options, quiet=False)
        except KeyboardInterrupt:
            from judge.launch.process import stop_all
            stop_all()
            print("judge: interrupted (SIGINT) while computing the time limit: nothing "
                  "judged", file=sys.stderr)
            return 128 + signal.SIGINT
    # The workers load the problem themselves: the limits go with the options.
    options = replace(options, limits=problem.limits)
    width = max(len(render.visible(str(s))) for s in args.submissions)
    where = executor.describe() if executor else f"{args.jobs} at a time"
    print(f"{problem.name}: {len(args.submissions)} submissions, {where} "
          f"(isolation: {options.isolation})")
    print(render.grade_header(width))

    def progress(row, done, total, stored):
        print(render.grade_line(row, width, stored))
        if sys.stderr.isatty():
            print(render.progress_bar(done, total), end="\r", file=sys.stderr, flush=True)
        sys.stdout.flush()

    try:
        rows = grade(problem, args.submissions, options, args.jobs, progress, store,
                     args.rerun, executor)
    except Interrupted as stop:
        for s in (signal.SIGINT, signal.SIGTERM):  # the process is leaving: let it
            signal.signal(s, signal.SIG_IGN)
        if sys.stderr.isatty():
            print(" " * 60, end="\r", file=sys.stderr)
        sys.stdout.flush()
        files = " and write " + " and ".join(str(p) for p in (args.json, args.csv) if p) \
            if args.json or args.csv else ""
        then = ("nothing was saved (--no-store)" if args.no_store else
                f"rerun the same command to judge them{files} (the rows are in {args.store})")
        print(f"judge: interrupted ({signal.Signals(stop.signum).name}): {stop.done} of "
              f"{stop.total} submissions have their row ({stop.done - stop.stored} judged "
              f"now, {stop.stored} from the store), {stop.total - stop.done} not judged; "
              f"{then}", file=sys.stderr)
        return 128 + stop.signum
    if sys.stderr.isatty():
        print(" " * 60, end="\r", file=sys.stderr)
    stored = _stored(store, problem, args, options) if args.json or args.junit else None
    if args.json:
        write_json(rows, args.json, stored)
    if args.junit:
        from judge.commands.report import grade_junit
        grade_junit(stored, args.junit)
    if args.csv:
        write_csv(rows, args.csv)
    accepted = sum(r.verdict is Verdict.AC for r in rows)
    print(f"{accepted}/{len(rows)} accepted")
    return 0


def _stored(store, problem, args, options: Options) -> list[dict | None]:
    """The store's rows of the submissions, in the order given (with their reports)."""
    from judge.judging.grade import keys
    return [store.get(k) for k in keys(problem, args.submissions, options)]
