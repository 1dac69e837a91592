"""`judge play PROBLEM`: a person plays a problem on the "decide, then play" engine against the
judge, in the terminal (the game's loop: judge.engine.person). `judge play PROBLEM SUBMISSION`:
a person watches a program play the judge, each exchange and the position after each move
shown as it happens (Enter steps; without a terminal on stdin it runs through), then the
verdict: the submission is judged by the runner as `judge run` judges it (built, launched
under the problem's limits and isolation, the same interactor), with someone watching.

The game is found in the problem's interactor (RULES, and DIALECT if not the standard one);
the games in a test's data (`--test NAME`, by default the first sample), the seed in it
(or `--seed`), printed first so that the same game can be played again.
"""

from __future__ import annotations

import queue
import sys
import threading
from dataclasses import replace

from judge.commands import render
from judge.commands.common import Refused
from judge.engine import person
from judge.engine.playing import parse_test_set
from judge.engine.protocol import DecideThenPlay
from judge.judging.building import not_a_submission
from judge.judging.judges import judges
from judge.judging.runner import Options, judge_submission
from judge.launch import sandbox
from judge.package.model import ProblemError
from judge.package.problem import load
from judge.verdict import Verdict


class Game:
    """What `judge play` plays: the problem, its rules and dialect, the test, its games and
    the seed."""

    def __init__(self, args):
        try:
            self.problem = load(args.problem)
            module = judges(self.problem).module
        except ProblemError as err:
            raise Refused(str(err)) from None
        self.rules = getattr(module, "RULES", None)
        if self.rules is None or not self.problem.interactive:
            raise Refused(f"{self.problem.name} is not a game on the engine (its interactor "
                          "names no RULES): `judge play` plays the engine's problems")
        self.dialect = getattr(module, "DIALECT", DecideThenPlay)
        self.test = _test(self.problem, args.test)
        try:
            self.games = parse_test_set(self.test.input_path.read_text(), self.rules,
                                        self.dialect)
        except ValueError as err:
            raise Refused(f"{self.test.name}: {err}") from None
        self.seed = self.games.seed if args.seed is None else args.seed

    def header(self, against: str) -> str:
        count = len(self.games.games)
        return (f"{self.problem.name}, test {self.test.name}: {count} game"
                f"{'s' if count > 1 else ''}, {against}\n"
                f"seed {self.seed} (`--seed {self.seed}` plays the same game again)")


def play_command(args) -> int:
    try:
        game = Game(args)
        if args.submission is not None:
            return _watch(game, args)
    except Refused as refused:
        print(f"judge: {render.visible(str(refused))}", file=sys.stderr)
        return 2
    print(game.header("you against the judge"))
    print(f"Type a claim or a move as a program writes it (a move: `{game.rules.move_format}`); "
          f"{'`?` or `hint` shows a winning move; ' if args.hint else ''}`quit` stops.")
    results = person.play(game.rules, game.dialect, game.games, game.seed,
                          person.Console(_ask, _say), hint=args.hint)
    every = len(results) == len(game.games.games) and all(r.won for r in results)
    return 0 if every else 1


def _test(problem, name: str | None):
    """The test named (exactly), or the first sample (else the first test)."""
    tests = problem.tests
    if name is None:
        return next((t for t in tests if t.name.startswith("sample")), tests[0])
    for test in tests:
        if test.name == name:
            return test
    some = ", ".join(t.name for t in tests[:6]) + (", ..." if len(tests) > 6 else "")
    raise Refused(f"--test {name!r}: no such test in {problem.path} ({some})")


def _ask(prompt: str) -> str | None:
    try:
        return input(prompt)
    except EOFError:
        print()
        return None


def _say(text: str) -> None:
    print(text, flush=True)


# -- watching a program ---------------------------------------------------------------------

def _watch(game: Game, args) -> int:
    why = not_a_submission(args.submission)
    if why:
        raise Refused(why)
    try:
        box = sandbox.resolve(args.isolation)
    except sandbox.IsolationUnavailable as err:
        raise Refused(str(err)) from None
    print(game.header(f"{render.visible(str(args.submission))} against the judge "
                      f"(isolation: {box.mode})"))
    stepping = sys.stdin.isatty()
    if stepping:
        print("Enter shows the next move (the judging does not wait: it runs under its "
              "limits, and the moves wait here); Ctrl-D runs through.")
    watcher = Watcher(game.rules, stepping)
    exact = f"{game.test.name[:-1]}[{game.test.name[-1]}]"  # a glob: this test, no other
    options = Options(test_pattern=exact, seed=game.seed, isolation=box.mode, observer=watcher)
    report = judge_submission(game.problem, args.submission, options)
    watcher.finish()
    print(render.test_header(True))
    for result in report.tests:
        print(render.test_line(result, True))
        for line in render.failure_details(replace(result, last_exchanges=())):  # shown above
            print(line)
    print(render.summary(report))
    return 0 if report.verdict is Verdict.AC else 1


DRAWN = " " * 6  # a drawn position's indent, under the exchanges' `  judge:` and `  program:`


class Watcher:
    """The observer of a judged game (interactive.Context.observer): it queues what happens,
    and a thread of its own shows it, stepping on Enter when asked to, so that the judging
    never waits for a person (its limits would count that time)."""

    def __init__(self, rules, stepping: bool):
        self.rules, self.stepping = rules, stepping
        self._events: queue.Queue = queue.Queue()
        self._shower = threading.Thread(target=self._show, daemon=True)
        self._shower.start()

    # -- called by the judging, in its thread --------------------------------------------------
    def line(self, text: str) -> None:
        who = "judge:  " if text[:1] == "<" else "program:"
        self._events.put((f"  {who} {render.visible(text[1:])}", False))

    def game(self, index: int, games: int, position) -> None:
        start = person.drawn(self.rules, position, DRAWN)
        self._events.put((f"game {index} of {games}, the start:\n{start}", False))

    def moved(self, who: str, move, position) -> None:
        self._events.put((person.drawn(self.rules, position, DRAWN), True))

    # -- shown here ------------------------------------------------------------------------
    def finish(self) -> None:
        """Once the judging is over: the rest shown (stepped through), then return."""
        self._events.put(None)
        self._shower.join()

    def _show(self) -> None:
        while (event := self._events.get()) is not None:
            text, step = event
            print(text, flush=True)
            if step and self.stepping:
                self.stepping = _ask("") is not None
