"""The command line: `judge run`, `judge verify`, `judge grade`, `judge export`, `judge analyze`,
`judge table`. Arguments are parsed here and only here."""

from __future__ import annotations

import argparse
import importlib
import os
import signal
import sys
from dataclasses import replace
from pathlib import Path

from judge import report as render
from judge import sandbox
from judge.building import not_a_submission
from judge.problem import ProblemError, load
from judge.runner import Options, judge_submission
from judge.verdict import Verdict


class Terminated(BaseException):
    """SIGTERM: stop as for Ctrl-C (programs killed, folders and groups removed at exit)."""


def _terminate(signum, frame):
    raise Terminated()


def main(argv: list[str] | None = None) -> int:
    try:
        signal.signal(signal.SIGTERM, _terminate)
    except ValueError:  # not the main thread (main() called by a tool): SIGTERM as it was
        pass
    try:
        return _main(argv)
    except BrokenPipeError:  # `judge run ... | head`: the reader left; that is not an error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except KeyboardInterrupt:
        print("\njudge: interrupted", file=sys.stderr)
        return 130
    except Terminated:
        print("\njudge: terminated", file=sys.stderr)
        return 143


def _main(argv: list[str] | None) -> int:
    args = _parser().parse_args(argv)
    if args.command == "analyze":
        return _analyze(args)
    if args.command == "table":
        return _table(args)
    if args.command == "export":
        return _export(args)
    try:
        problem = load(args.problem)
    except ProblemError as err:
        print(f"judge: {err}", file=sys.stderr)
        return 2
    unusable = _before_judging(problem, args)
    if unusable:  # it may name a submission's file, as its author chose
        print(f"judge: {render.visible(unusable)}", file=sys.stderr)
        return 2
    try:
        box = sandbox.resolve(args.isolation)
    except sandbox.IsolationUnavailable as err:
        print(f"judge: {err}", file=sys.stderr)
        return 2
    options = Options(test_pattern=args.test, seed=args.seed,
                      transcript_dir=getattr(args, "transcript", None), pin_cpu=not args.no_pin,
                      isolation=box.mode)
    if args.time_limit is not None:
        problem = replace(problem, limits=problem.limits.with_cpu(args.time_limit),
                          time_policy=replace(problem.time_policy, given=True))
    for note in problem.notes:
        print(f"judge: note: {note}", file=sys.stderr)
    if args.command == "run":
        return _run(problem, args, options)
    if args.command == "grade":
        return _grade(problem, args, options)
    return _verify(problem, args, options)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="judge", description="Judge contest programs.")
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("run", help="judge one submission; exit 0 iff accepted")
    run.add_argument("problem", type=Path, help="a problem folder (with problem.yaml)")
    run.add_argument("submission", type=Path,
                     help="a source file (.py, .c, .cpp), an executable, or a folder holding one")
    verify_cmd = commands.add_parser(
        "verify", help="check that every solution of a problem gets its folder's verdict")
    verify_cmd.add_argument("problem", type=Path)
    verify_cmd.add_argument("--solutions", type=Path,
                            help="folder of <verdict>/ folders (default: the problem's)")
    grade_cmd = commands.add_parser(
        "grade", help="judge many submissions: a table as it goes, and JSON/CSV files")
    grade_cmd.add_argument("problem", type=Path)
    grade_cmd.add_argument("submissions", type=Path, nargs="+",
                           help="source files, executables, or folders holding one program")
    grade_cmd.add_argument("--jobs", type=_positive_int, default=1,
                           help="submissions judged at once")
    grade_cmd.add_argument("--json", type=Path, metavar="FILE", help="write the rows as JSON")
    grade_cmd.add_argument("--csv", type=Path, metavar="FILE", help="write the rows as CSV")
    grade_cmd.add_argument("--store", type=Path, metavar="FILE",
                           default=Path("judge-results.sqlite"),
                           help="the results store (SQLite): each row is saved there as it is "
                                "decided, and a rerun skips the submissions it has "
                                "(default: judge-results.sqlite in the current folder)")
    grade_cmd.add_argument("--no-store", action="store_true",
                           help="keep the rows in memory only: nothing saved, nothing resumed")
    grade_cmd.add_argument("--rerun", action="store_true",
                           help="judge every submission again, replacing its stored row")
    export_cmd = commands.add_parser(
        "export", help="write problems as ICPC/Kattis packages that verifyproblem accepts")
    export_cmd.add_argument("problems", type=Path, nargs="+", metavar="PROBLEM")
    export_cmd.add_argument("-o", "--out", type=Path,
                            help="the folder the packages go in, one each (default: a new "
                                 "temporary folder, printed)")
    analyze = commands.add_parser(
        "analyze", help="a game position: P (the player to move loses) or N, with a winning move")
    analyze.add_argument("game", choices=_Names("judge.analyze", "ANALYZERS"))
    analyze.add_argument("position", type=int, nargs="+", help="the pile sizes")
    analyze.add_argument("--a", type=int, default=1,
                         help="wythoff: generalized Wythoff's parameter (a = 1: Wythoff's game)")
    analyze.add_argument("--k", type=int, default=1,
                         help="bachet: most stones per move; moore: most piles per move")
    analyze.add_argument("--p", type=int, help="bachet: the threshold")
    analyze.add_argument("--k1", type=int, help="bachet: most per move above the threshold")
    analyze.add_argument("--k2", type=int, help="bachet: most per move at or below it")
    table = commands.add_parser("table", help="the P-positions (A_k, B_k) of a game, as CSV")
    table.add_argument("game", choices=["wythoff"])
    table.add_argument("--a", type=int, default=1, help="generalized Wythoff's parameter")
    table.add_argument("--n", type=int, required=True, help="how many rows")
    table.add_argument("--from", dest="start", type=int, default=0, metavar="K",
                       help="the first row's k (default 0)")
    table.add_argument("--strategy", choices=_Names("judge.games.gwythoff", "STRATEGIES"),
                       default="algebraic",
                       help="how the rows are computed (the thesis's strategies)")
    for sub in (run, verify_cmd):
        sub.add_argument("--json", action="store_true", help="print one JSON object on stdout")
        sub.add_argument("--transcript", type=Path, metavar="DIR",
                         help="write each test's full interaction to DIR/<test>.interaction")
    for sub in (run, verify_cmd, grade_cmd):
        sub.add_argument("--test", metavar="PATTERN",
                         help="only tests whose name matches (glob, or substring)")
        sub.add_argument("--seed", type=int, help="override the opponent's seed of every test")
        sub.add_argument("--no-pin", action="store_true",
                         help="do not pin a judging slot (judge and program) to one CPU")
        sub.add_argument("--time-limit", type=_seconds, metavar="SECONDS",
                         help="CPU time limit per test, instead of the problem's (or of the "
                              "one computed from a package's accepted submissions)")
        sub.add_argument("--isolation", choices=sandbox.MODES,
                         help="how programs are isolated (default: bwrap if it works here, "
                              "else uid as root, else none); fails if not available")
    return parser


def _before_judging(problem, args) -> str:
    """What makes the command fail whatever the submissions do, said before any judging (a
    run that judges nothing, or cannot write its results at the end): why, or ""."""
    if args.command == "grade":
        files = [("--json", args.json), ("--csv", args.csv)]
        return _selection_error(problem, args.test) or _submissions_error(args.submissions) \
            or next((e for e in (_output_file_error(o, p) for o, p in files) if e), "")
    submissions = [args.submission] if args.command == "run" else []
    return _selection_error(problem, args.test) or _submissions_error(submissions) or \
        _transcript_error(args.transcript)


def _submissions_error(submissions: list[Path]) -> str:
    """Why some submissions cannot be judged at all (each named), or "": a submission is a
    regular file or a folder."""
    bad = [why for why in map(not_a_submission, submissions) if why]
    if len(bad) > 1:
        return f"{len(bad)} submissions cannot be judged: " + "; ".join(bad)
    return bad[0] if bad else ""


def _transcript_error(folder: Path | None) -> str:
    """--transcript's folder, created now: why it cannot be, or cannot be written; or ""."""
    if folder is None:
        return ""
    if folder.exists() and not folder.is_dir():
        return f"--transcript {folder}: is a file, not a folder"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as err:  # it, or a folder on the way, is a file; or no permission
        return f"--transcript {folder}: cannot create the folder ({err.strerror})"
    if not os.access(folder, os.W_OK | os.X_OK):
        return f"--transcript {folder}: cannot write in the folder"
    return ""


def _output_file_error(option: str, path: Path | None) -> str:
    """Why grade could not write a results file once it has judged, or "". The file itself
    is written at the end only: an interrupted grading leaves the previous one as it was."""
    if path is None:
        return ""
    if path.is_dir():
        return f"{option} {path}: is a folder"
    if path.exists():
        return "" if os.access(path, os.W_OK) else f"{option} {path}: cannot write the file"
    if not path.parent.is_dir():
        return f"{option} {path}: no folder {path.parent}"
    if not os.access(path.parent, os.W_OK | os.X_OK):
        return f"{option} {path}: cannot write in the folder {path.parent}"
    return ""


def _selection_error(problem, pattern: str | None) -> str:
    """Why --test selects no test (naming a few of those there are), or ""."""
    if problem.select(pattern):
        return ""
    names = [t.name for t in problem.tests]
    some = ", ".join(names[:_SHOWN_TESTS]) + (", ..." if len(names) > _SHOWN_TESTS else "")
    return (f"--test {pattern!r} selects none of the {len(names)} tests of {problem.path} "
            f"({some})")


_SHOWN_TESTS = 6  # test names an error message lists


# The largest --time-limit: an hour per test. More is a typo, and its wall limit (ten
# times as long) would overflow the judge's waits.
MAX_TIME_LIMIT_S = 3600


def _seconds(text: str) -> float:
    """--time-limit: a number of seconds, more than 0 and at most MAX_TIME_LIMIT_S."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not 0 < value <= MAX_TIME_LIMIT_S:  # NaN fails this too
        raise argparse.ArgumentTypeError(
            f"{text!r}: must be more than 0 and at most {MAX_TIME_LIMIT_S} seconds")
    return value


def _positive_int(text: str) -> int:
    """--jobs: an integer of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r}: must be at least 1")
    return value


def _grade(problem, args, options: Options) -> int:
    from judge.grade import Interrupted, grade
    from judge.rows import write_csv, write_json
    from judge.store import Store, StoreError
    try:
        store = Store(None if args.no_store else args.store)
    except StoreError as err:
        print(f"judge: {err} (--store FILE puts it elsewhere; --no-store keeps no file)",
              file=sys.stderr)
        return 2
    with store:
        if not problem.time_policy.given:
            try:
                problem = _computed_time_limit(problem, options, quiet=False)
            except KeyboardInterrupt:
                from judge.process import stop_all
                stop_all()
                print("judge: interrupted (SIGINT) while computing the time limit: nothing "
                      "judged", file=sys.stderr)
                return 128 + signal.SIGINT
        # The workers load the problem themselves: the limits go with the options.
        options = replace(options, limits=problem.limits)
        width = max(len(render.visible(str(s))) for s in args.submissions)
        print(f"{problem.name}: {len(args.submissions)} submissions, {args.jobs} at a time "
              f"(isolation: {options.isolation})")
        print(render.grade_header(width))

        def progress(row, done, total, stored):
            print(render.grade_line(row, width, stored))
            if sys.stderr.isatty():
                print(render.progress_bar(done, total), end="\r", file=sys.stderr, flush=True)
            sys.stdout.flush()

        try:
            rows = grade(problem, args.submissions, options, args.jobs, progress, store,
                         args.rerun)
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
        if args.json:
            write_json(rows, args.json)
        if args.csv:
            write_csv(rows, args.csv)
        accepted = sum(r.verdict is Verdict.AC for r in rows)
        print(f"{accepted}/{len(rows)} accepted")
        return 0


class _Names:
    """The keys of a table in a module that is imported only when argparse asks (when the
    command is used, or its help shown): the games stay off every other command's start-up."""

    def __init__(self, module: str, table: str):
        self.module, self.table = module, table

    def _keys(self) -> list[str]:
        return sorted(getattr(importlib.import_module(self.module), self.table))

    def __iter__(self):
        return iter(self._keys())

    def __contains__(self, name) -> bool:
        return name in self._keys()


def _export(args) -> int:
    from judge.export import ExportError, export, package_name
    out = args.out
    if out is None:  # never into the current folder unasked: a temporary one, said below
        import tempfile
        out = Path(tempfile.mkdtemp(prefix="judge-export-"))
        print(f"packages in {out} (-o FOLDER puts them elsewhere)")
    written = []
    for path in args.problems:
        try:
            target = out / package_name(load(path).short_name)
            notes = export(path, target)
        except (ProblemError, ExportError) as err:
            print(f"judge: {err}", file=sys.stderr)
            return 2
        written.append(target)
        print(f"{path} -> {target}")
        for note in notes:
            print(f"  - {note}")
    print("check with: " + "; ".join(f"verifyproblem {t}" for t in written))
    return 0


def _analyze(args) -> int:
    from judge.analyze import BadPosition, Params, analyze
    params = Params(a=args.a, k=args.k, p=args.p, k1=args.k1, k2=args.k2)
    try:
        lines = analyze(args.game, args.position, params)
    except BadPosition as err:
        print(f"judge: {err}", file=sys.stderr)
        return 2
    print("\n".join(lines))
    return 0


def _table(args) -> int:
    if args.a < 1 or args.n < 0 or args.start < 0:
        print("judge: table needs --a >= 1, --n >= 0, --from >= 0", file=sys.stderr)
        return 2
    from judge.games import gwythoff
    if args.strategy in gwythoff.FROM_ZERO and args.start + args.n > gwythoff.FROM_ZERO_LIMIT:
        anywhere = sorted(set(gwythoff.STRATEGIES) - gwythoff.FROM_ZERO)
        print(f"judge: --strategy {args.strategy} builds every row from k = 0: it needs "
              f"--from + --n <= {gwythoff.FROM_ZERO_LIMIT}; {' and '.join(anywhere)} start "
              f"at any k", file=sys.stderr)
        return 2
    out = sys.stdout
    out.write("k,A_k,B_k\n")
    build = gwythoff.STRATEGIES[args.strategy]
    for k, (a_k, b_k) in enumerate(build(args.a, args.n, args.start), args.start):
        out.write(f"{k},{a_k},{b_k}\n")
    return 0


def _run(problem, args, options: Options) -> int:
    def progress(result):
        print(render.test_line(result, problem.interactive))
        for line in render.failure_details(result):
            print(line)
        sys.stdout.flush()

    if not problem.time_policy.given:
        problem = _computed_time_limit(problem, options, quiet=args.json)
    if not args.json:
        print(f"{problem.name}: {render.visible(str(args.submission))}   "
              f"(isolation: {options.isolation})")
        print(render.test_header(problem.interactive))
    result = judge_submission(problem, args.submission, options,
                              None if args.json else progress)
    if args.json:
        print(render.as_json(result.to_json()))
    else:
        print(render.summary(result))
    return 0 if result.verdict is Verdict.AC else 1


def _computed_time_limit(problem, options: Options, quiet: bool):
    """A package without a time limit, for `judge run` and `judge grade`: the limit its
    accepted submissions give, as verify computes it."""
    from judge.verify import solutions_dir, time_limit
    limit, reports = time_limit(problem, solutions_dir(problem),
                                replace(options, test_pattern=None, stop_at_first_failure=True))
    if not quiet:
        source = (f"from {len(reports)} accepted submission(s), slowest {limit.slowest_s:.2f} s"
                  if reports else "no accepted submissions to compute it from: the default")
        print(f"time limit {limit.seconds:g} s ({source}; --time-limit sets one)")
    return replace(problem, limits=problem.limits.with_cpu(limit.seconds))


def _verify(problem, args, options: Options) -> int:
    from judge.verify import data_errors, solutions_dir, verify
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
        got = check.at_limit.name + (f" (with extra time: {check.report.verdict.name})"
                                     if check.extra_time else "")
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
    def on_time_limit(limit):
        if args.json:
            return
        how = "given" if limit.given else (
            f"slowest accepted {limit.slowest_s:.2f} s x "
            f"{problem.time_policy.ac_to_time_limit:g}, rounded up")
        print(f"time limit {limit.seconds:g} s ({how}); submissions run with "
              f"{limit.margin_s:g} s to tell OK with extra time", flush=True)

    checks = verify(problem, root, options, progress, on_time_limit)
    good = not bad_data and bool(checks) and all(c.ok for c in checks)
    if args.json:
        print(render.as_json({
            "problem": problem.short_name, "ok": good, "invalid_data": bad_data,
            "solutions": [{"program": str(c.program), "folder": c.folder, "ok": c.ok,
                           "expected": sorted(v.name for v in c.expected),
                           **c.report.to_json(), "verdict_at_limit": c.at_limit.name,
                           "extra_time": c.extra_time} for c in checks]}))
    else:
        failed = sum(not c.ok for c in checks)
        print(f"{len(checks) - failed}/{len(checks)} solutions as expected"
              + ("" if checks else " (none found)"))
    return 0 if good else 1


if __name__ == "__main__":
    sys.exit(main())
