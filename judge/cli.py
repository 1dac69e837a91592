"""The command line: `judge run`, `judge verify`, `judge grade`, `judge worker`, `judge report`,
`judge export`, `judge analyze`, `judge table`, `judge play`. Arguments are parsed here and
only here."""

from __future__ import annotations

import argparse
import importlib
import os
import signal
import sys
from pathlib import Path

from judge.launch import sandbox


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
    args = _parse(_parser(), argv)
    if args.command == "analyze":
        from judge.commands.analyze import analyze_command
        return analyze_command(args)
    if args.command == "table":
        from judge.commands.table import table_command
        return table_command(args)
    if args.command == "export":
        from judge.commands.export import export_command
        return export_command(args)
    if args.command == "worker":
        from judge.commands.worker import worker_command
        return worker_command(args)
    if args.command == "play":
        from judge.commands.play import play_command
        return play_command(args)
    if args.command == "report":
        from judge.commands.report import report_command
        return report_command(args)
    from judge.commands.common import Refused, prepare
    try:
        problem, options = prepare(args)
    except Refused as refused:
        print(f"judge: {refused}", file=sys.stderr)
        return 2
    if args.command == "run":
        from judge.commands.run import run
        return run(problem, args, options)
    if args.command == "grade":
        from judge.commands.grade import grade_command
        return grade_command(problem, args, options)
    from judge.commands.verify import verify_command
    return verify_command(problem, args, options)


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
    verify_cmd.add_argument("-s", "--submission", type=_regex, metavar="REGEX",
                            dest="submission_filter",
                            help="only the submissions whose folder/name this regular "
                                 "expression matches (searched, as verifyproblem's -s)")
    verify_cmd.add_argument("-e", "--werror", action="store_true",
                            help="warnings are errors: exit status 1 if there is one")
    verify_cmd.add_argument("-b", "--bail", action="store_true",
                            help="stop at the first error")
    verify_cmd.add_argument("-j", "--jobs", type=_positive_int, default=1,
                            help="submissions judged at once (each worker takes a slot)")
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
    grade_cmd.add_argument("--junit", type=Path, metavar="FILE",
                           help="write JUnit XML: a testcase per submission, failing unless AC")
    where = grade_cmd.add_mutually_exclusive_group()
    where.add_argument("--scheduler", metavar="ADDRESS",
                       help="judge on the workers of the Dask cluster whose scheduler is at "
                            "ADDRESS (tcp://HOST:PORT; docs/cluster.md)")
    where.add_argument("--cluster", type=_local_cluster, metavar="local:N",
                       help="judge on a Dask cluster of N worker processes started on this "
                            "machine for the grading")
    report = commands.add_parser(
        "report", help="the results of judge grade as one HTML page, or a page per submission")
    report.add_argument("store", type=Path,
                        help="the results store of judge grade (SQLite), or its --json file")
    report.add_argument("-o", "--output", type=Path, metavar="FILE",
                        help="the HTML file to write (default: report.html, unless "
                             "--feedback is given)")
    report.add_argument("--title", help="the page's title")
    report.add_argument("--feedback", type=Path, metavar="DIR",
                        help="instead, write a page per submission into DIR, with only its "
                             "results, for its author")
    report.add_argument("--hide-secret", action="store_true",
                        help="leave out secret tests' inputs, transcripts and stderr (the "
                             "samples' stay)")
    worker = commands.add_parser(
        "worker", help="run Dask worker processes that judge for the scheduler at ADDRESS")
    worker.add_argument("scheduler", metavar="ADDRESS", help="the scheduler: tcp://HOST:PORT")
    worker.add_argument("--nworkers", type=_positive_int, default=1,
                        help="worker processes, one submission at a time each (default 1)")
    worker.add_argument("--death-timeout", type=_seconds, default=60.0, metavar="SECONDS",
                        help="give up if the scheduler cannot be reached for this long "
                             "(default 60)")
    for option in ("--tls-ca-file", "--tls-cert", "--tls-key"):
        worker.add_argument(option, metavar="FILE", help="TLS, as for `dask worker`")
    export_cmd = commands.add_parser(
        "export", help="write problems as ICPC/Kattis packages that verifyproblem accepts")
    export_cmd.add_argument("problems", type=Path, nargs="+", metavar="PROBLEM")
    export_cmd.add_argument("-o", "--out", type=Path,
                            help="the folder the packages go in, one each (default: a new "
                                 "temporary folder, printed)")
    analyze = commands.add_parser(
        "analyze", help="a game position: P (the player to move loses) or N, with a winning "
                        "move; a board: `first` or `second` wins, with a winning first move")
    # A metavar, so that building the parser does not list the choices (importing the games,
    # SciPy among them, for every command); the help lists them when it is shown.
    analyze.add_argument("game", choices=_Names("judge.commands.analyses", "ANALYZERS"),
                         metavar="GAME", help="one of: %(choices)s")
    analyze.add_argument("position", type=int, nargs="*",
                         help="the pile sizes; pawns: the rows w1 b1 ... (default: the text's "
                              "start); red-blue: the points r1 b1 ...")
    analyze.add_argument("--a", type=int, default=1,
                         help="wythoff: generalized Wythoff's parameter (a = 1: Wythoff's game)")
    analyze.add_argument("--k", type=int,
                         help="bachet: most stones per move (default 1); moore: most piles per "
                              "move (default 1); strip: cells shaded per move (required)")
    analyze.add_argument("--p", type=int,
                         help="bachet: the threshold; building-nim: the tokens")
    analyze.add_argument("--k1", type=int, help="bachet: most per move above the threshold")
    analyze.add_argument("--k2", type=int, help="bachet: most per move at or below it")
    analyze.add_argument("--n", type=int,
                         help="the board games: rows (strip: cells; knight geography: the side)")
    analyze.add_argument("--m", type=int, help="the board games: columns")
    table = commands.add_parser("table", help="the P-positions (A_k, B_k) of a game, as CSV")
    table.add_argument("game", choices=["wythoff"])
    table.add_argument("--a", type=int, default=1, help="generalized Wythoff's parameter")
    table.add_argument("--n", type=int, required=True, help="how many rows")
    table.add_argument("--from", dest="start", type=int, default=0, metavar="K",
                       help="the first row's k (default 0)")
    table.add_argument("--strategy", choices=_Names("judge.games.gwythoff", "STRATEGIES"),
                       metavar="STRATEGY", default="algebraic",
                       help="how the rows are computed (the thesis's strategies: %(choices)s)")
    play = commands.add_parser(
        "play", help="play a game problem against the judge, or watch a program play it")
    play.add_argument("problem", type=Path, help="a problem on the game engine")
    play.add_argument("submission", type=Path, nargs="?",
                      help="a program to watch (judged as `judge run` judges it); without "
                           "it, you play")
    play.add_argument("--test", metavar="NAME",
                      help="the test whose games are played (default: the first sample)")
    play.add_argument("--seed", type=int, help="the opponent's seed, instead of the test's")
    play.add_argument("--hint", action="store_true",
                      help="`?` or `hint` at a prompt shows a winning move")
    play.add_argument("--isolation", choices=sandbox.MODES,
                      help="watching: how the program is isolated (as for `judge run`)")
    for sub in (run, verify_cmd):
        sub.add_argument("--json", action="store_true", help="print one JSON object on stdout")
        sub.add_argument("--transcript", type=Path, metavar="DIR",
                         help="write each test's full interaction to DIR/<test>.interaction")
    verify_cmd.add_argument("--junit", type=Path, metavar="FILE",
                            help="write JUnit XML: a testcase per solution, failing unless it "
                                 "gets its folder's verdict")
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


def _regex(text: str):
    import re
    try:
        return re.compile(text)
    except re.error as err:
        raise argparse.ArgumentTypeError(f"not a regular expression: {err}") from None


def _positive_int(text: str) -> int:
    """--jobs: an integer of at least 1."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r}: must be at least 1")
    return value


def _local_cluster(text: str) -> int:
    """--cluster: local:N, N worker processes (at least 1)."""
    kind, _, count = text.partition(":")
    if kind != "local" or not count:
        raise argparse.ArgumentTypeError(f"{text!r}: say local:N (N worker processes)")
    return _positive_int(count)


def _parse(parser: argparse.ArgumentParser, argv: list[str] | None) -> argparse.Namespace:
    """parse_args, but `judge analyze GAME --a 2 4 10` keeps its piles after the options
    (an optional positional list stops at the first option, and argparse leaves the rest)."""
    args, extra = parser.parse_known_args(argv)
    if extra and args.command == "analyze" and all(x.lstrip("-").isdigit() for x in extra) \
            and not args.position:
        args.position = [int(x) for x in extra]
    elif extra:
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    return args


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


if __name__ == "__main__":
    sys.exit(main())
