"""`judge verify`: every solution of a problem against the verdict its folder names, the test
data against the validators, and (packages) what else verifyproblem checks: the package's
lint, its validators fuzzed, submissions sensitive to the time limit, submissions not judged
(a folder the judge does not know: an error; a toolchain missing here: a warning) and
verifyproblem's warnings about submissions (judge.judging.expectations). Errors make the exit
status 1; warnings too with --werror; --bail stops at the first error."""

from __future__ import annotations

import sys

from judge.commands import render
from judge.judging.results import as_json
from judge.judging.runner import Options
from judge.package.lint import Finding
from judge.verdict import EXPECTED_BY_FOLDER, Verdict


def verify_command(problem, args, options: Options) -> int:
    from judge.judging.expectations import warnings as submission_warnings
    from judge.judging.verify import Selection, data_errors, solutions_dir, verify
    root = args.solutions or solutions_dir(problem)
    if not root.is_dir():
        print(f"judge: no solutions folder {root}", file=sys.stderr)
        return 2
    if not args.json:
        print(f"{problem.name}: {len(problem.tests)} tests, solutions in {root}")
    findings = _package_findings(problem, args)
    bad_data = data_errors(problem)
    if not args.json:
        for error in bad_data:
            print(f"FAIL invalid test data: {error}")
    before = bool(bad_data) or any(f.error for f in findings)
    skips, limits = [], []
    checks = [] if args.bail and before else verify(
        problem, root, options, _progress(args), _time_limit_said(problem, args, limits),
        Selection(args.submission_filter, args.jobs, args.bail), _skip_said(args, skips))
    findings += [_skip_finding(skip) for skip in skips]
    findings += _sensitive(checks, args)
    limit = limits[0] if limits else None
    if not problem.ours:
        more = [Finding(False, w) for w in submission_warnings(checks, limit,
                                                              problem.time_policy)]
        _say(more, args)
        findings += more
    errors = sum(f.error for f in findings)
    warnings = len(findings) - errors
    good = not bad_data and bool(checks) and all(c.ok for c in checks) and not errors \
        and not (args.werror and warnings)
    if args.junit:
        from judge.commands.report import verify_junit
        verify_junit(problem, checks, bad_data, args.junit, skips)
    if args.json:
        print(as_json({
            "problem": problem.short_name, "ok": good, "invalid_data": bad_data,
            "errors": [f.message for f in findings if f.error],
            "warnings": [f.message for f in findings if not f.error],
            "time_limit": _limit_json(limit), "skipped": [s.to_json() for s in skips],
            "solutions": [{"program": str(c.program), "folder": c.folder, "ok": c.ok,
                           "expected": sorted(v.name for v in c.expected),
                           **c.report.to_json(), "verdict_at_limit": c.at_limit.name,
                           "counted_as": c.counted_note or None,
                           "extra_time": c.extra_time, "sensitive": c.sensitive}
                          for c in checks]}))
    else:
        failed = sum(not c.ok for c in checks)
        print(f"{len(checks) - failed}/{len(checks)} solutions as expected"
              + (f", {len(skips)} not judged" if skips else "")
              + ("" if checks else " (none found)")
              + ("" if problem.ours and not findings
                 else f"; {errors} error(s), {warnings} warning(s)")
              + (" (--werror: warnings are errors)" if args.werror and warnings else ""))
    return 0 if good else 1


def _package_findings(problem, args) -> list[Finding]:
    """A package's lint, its answer files through its output validator, its validators
    fuzzed (said as found; with --bail, up to the first error); none for ours."""
    if problem.ours:
        return []
    from judge.judging.answers import check_answers
    from judge.judging.fuzz import fuzz
    from judge.package.lint import lint
    found: list[Finding] = []
    for check in (lambda: lint(problem.path, problem.format_version),
                  lambda: check_answers(problem), lambda: fuzz(problem)):
        more = check()
        _say(more, args)
        found += more
        if args.bail and any(f.error for f in found):
            break
    return found


def _sensitive(checks, args) -> list[Finding]:
    found = [Finding(False, f"{c.folder}/{c.program.name} sensitive to time limit: "
                            f"{c.at_limit.name} at the limit, {c.report.verdict.name} with "
                            f"its margin" + (", with another score" if c.score_changes
                                             else "")) for c in checks if c.sensitive]
    _say(found, args)
    return found


def _say(findings: list[Finding], args) -> None:
    if not args.json:
        for finding in findings:
            print(render.visible(str(finding)), flush=True)


def _progress(args):
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
            detail = first.message if first else (check.report.compile_message
                                                  or check.report.judge_error)
            for line in render.visible_lines(detail or "")[:6]:
                print(f"       {line}")
    return progress


def _skip_said(args, skips: list):
    def on_skipped(skip):
        skips.append(skip)
        _say([_skip_finding(skip)], args)
    return on_skipped


def _skip_finding(skip) -> Finding:
    """A folder the judge does not know is an error (as verifyproblem's); a toolchain missing
    here, a warning."""
    return Finding(skip.folder not in EXPECTED_BY_FOLDER,
                   f"{skip.folder}/{skip.program.name} skipped: {skip.reason}")


def _limit_json(limit) -> dict | None:
    """The time limit verify judged with (a package's), for --json."""
    if limit is None:
        return None
    return {"seconds": limit.seconds, "with_margin_s": limit.margin_s, "given": limit.given,
            "slowest_accepted_s": limit.slowest_s}


def _time_limit_said(problem, args, limits: list):
    def on_time_limit(limit):
        limits.append(limit)
        if args.json:
            return
        how = "given" if limit.given else (
            f"slowest accepted {limit.slowest_s:.2f} s x "
            f"{problem.time_policy.ac_to_time_limit:g}, rounded up")
        print(f"time limit {limit.seconds:g} s ({how}); submissions run with "
              f"{limit.margin_s:g} s to tell OK with extra time", flush=True)
    return on_time_limit
