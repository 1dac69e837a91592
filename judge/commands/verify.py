"""`judge verify`: every solution of a problem against the verdict its folder names, and the
test data against the validators."""

from __future__ import annotations

import sys

from judge.commands import render
from judge.judging.runner import Options
from judge.verdict import Verdict


def verify_command(problem, args, options: Options) -> int:
    from judge.judging.expectations import warnings
    from judge.judging.verify import data_errors, solutions_dir, verify
    bad_data = data_errors(problem)
    root = args.solutions or solutions_dir(problem)
    if not root.is_dir():
        print(f"judge: no solutions folder {root}", file=sys.stderr)
        return 2

    def progress(check):
        if args.json:
            return
        mark = "ok  " if check.ok else "FAIL"
        expected = "/".join(sorted(v.name for v in check.expected))
        with_margin = check.counted_note or check.report.verdict.name
        got = f"{check.at_limit.name} (with extra time: {with_margin})" if check.extra_time \
            else check.counted_note or check.at_limit.name
        report = check.report
        if report.verdict is Verdict.AC and report.score < report.max_score:
            got += f", score {report.score:g}/{report.max_score:g}"
        name = render.visible(check.folder + "/" + check.program.name)
        print(f"{mark} {name:<50} expected {expected:<7} got {got}", flush=True)
        if not check.ok:
            first = check.report.first_failure
            detail = first.message if first else check.report.compile_message
            for line in render.visible_lines(detail or "")[:6]:
                print(f"       {line}")

    if not args.json:
        print(f"{problem.name}: {len(problem.tests)} tests, solutions in {root}")
        for error in bad_data:
            print(f"FAIL invalid test data: {error}")
    skips, limits = [], []

    def on_skipped(skip):
        skips.append(skip)
        if not args.json:
            name = render.visible(skip.folder + "/" + skip.program.name)
            print(f"skip {name:<50} skipped: {render.visible(skip.reason)}", flush=True)

    def on_time_limit(limit):
        limits.append(limit)
        if args.json:
            return
        how = "given" if limit.given else (
            f"slowest accepted {limit.slowest_s:.2f} s x "
            f"{problem.time_policy.ac_to_time_limit:g}, rounded up")
        print(f"time limit {limit.seconds:g} s ({how}); submissions run with "
              f"{limit.margin_s:g} s to tell OK with extra time", flush=True)

    checks = verify(problem, root, options, progress, on_time_limit, on_skipped)
    limit = limits[0] if limits else None
    warned = warnings(checks, limit, problem.time_policy) if not problem.ours else []
    good = not bad_data and bool(checks) and all(c.ok for c in checks)
    if args.junit:
        from judge.commands.report import verify_junit
        verify_junit(problem, checks, bad_data, args.junit)
    if args.json:
        print(render.as_json({
            "problem": problem.short_name, "ok": good, "invalid_data": bad_data,
            "time_limit": _limit_json(limit), "warnings": warned,
            "skipped": [s.to_json() for s in skips],
            "solutions": [{"program": str(c.program), "folder": c.folder, "ok": c.ok,
                           "expected": sorted(v.name for v in c.expected),
                           **c.report.to_json(), "verdict_at_limit": c.at_limit.name,
                           "counted_as": c.counted_note or None,
                           "extra_time": c.extra_time} for c in checks]}))
    else:
        for warning in warned:
            print(f"warning: {render.visible(warning)}")
        failed = sum(not c.ok for c in checks)
        print(f"{len(checks) - failed}/{len(checks)} solutions as expected"
              + (f", {len(skips)} not judged" if skips else "")
              + ("" if checks else " (none found)"))
    return 0 if good else 1


def _limit_json(limit) -> dict | None:
    """The time limit verify judged with (a package's), for --json."""
    if limit is None:
        return None
    return {"seconds": limit.seconds, "with_margin_s": limit.margin_s, "given": limit.given,
            "slowest_accepted_s": limit.slowest_s}
