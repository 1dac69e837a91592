"""The "decide, then play" protocol family: one interactor engine for every number game whose
rules module plugs in (generalized Wythoff, misère NIM, Bachet, ...). TZIANSITZI keeps its own
historical protocol (problems/tziansitzi/interactor.py).

Who talks to whom: the judge (this engine, inside the problem's interactor) writes to the
program's stdin and reads its stdout through the typed Channel. The program plays the first
player of every game; the judge plays the second, with a seeded opponent.

In what order, per test set (one run of the program):
  judge:   G                        the number of games
  for each game:
    judge:   the position           one line, written by the game (e.g. `2 5 6` for a = 2)
    program: 1 or 0                 1 iff the player to move (the program) can force a win
    after 1, until the game is over (no legal move left):
      program: its move             one line, in the game's format
      judge:   its move             (only if the game is not over after the program's move)
  After the last game the program exits by itself (checked by the runner). Both sides know
  when a game is over from the moves themselves: there is no end marker.

Who decides: this engine raises a Violation on the first broken rule and the runner's
`decide` makes it the verdict. PE: a line not of the form the game reads there (the game's
`read_move`, and the claim). WA: a wrong claim; an illegal move; a move after which the judge
can force a win (a winning program always leaves a position where the player to move loses).

A game plugs in as a `Rules` object (see judge.games.rules): it writes positions and moves,
reads a move through the channel, and knows legality, the outcome (`is_p`: the player to move
loses), when a game is over, a winning move (for the messages) and the opponent's moves.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path

from judge.channel import Fault, Violation, shown


@dataclass(frozen=True)
class GameSpec:
    position: object  # the game's own value
    strategy: str  # the opponent's strategy, one the game's rules know


@dataclass(frozen=True)
class TestSet:
    seed: int
    games: tuple[GameSpec, ...]


def parse_test_set(text: str, rules, max_games: int = 100) -> TestSet:
    """Test data: `seed N`, then one game per line: the position's tokens, then the opponent's
    strategy (`# ...` comments allowed). ValueError if anything is out of the rules' limits."""
    seed, games = None, []
    for number, raw in enumerate(text.splitlines(), 1):
        tokens = raw.split("#", 1)[0].split()
        if not tokens:
            continue
        if tokens[0] == "seed" and len(tokens) == 2 and seed is None and not games:
            seed = int(tokens[1])
            continue
        if tokens[-1] not in rules.strategies:
            raise ValueError(f"line {number}: the last token must be an opponent strategy "
                             f"({', '.join(rules.strategies)})")
        try:
            position = rules.parse_position(tokens[:-1])
        except ValueError as err:
            raise ValueError(f"line {number}: {err}") from None
        games.append(GameSpec(position, tokens[-1]))
    if seed is None:
        raise ValueError("no `seed N` line before the games")
    if not 1 <= len(games) <= max_games:
        raise ValueError(f"a test set has 1 to {max_games} games, not {len(games)}")
    return TestSet(seed, tuple(games))


def play_games(ctx, rules) -> None:
    """The whole test: every game of the test data, against the program."""
    test_set = parse_test_set(ctx.input, rules)
    seed = test_set.seed if ctx.seed is None else ctx.seed
    ch = ctx.ch
    ch.write_line(str(len(test_set.games)))
    for index, spec in enumerate(test_set.games, 1):
        start = rules.format_position(spec.position)
        label = f"game {index} of {len(test_set.games)} (start {_short(start)})"
        ch.write_line(start)
        claim = ch.read_int(0, 1, f"{label}: the claim")
        wins = not rules.is_p(spec.position)
        if claim != int(wins):
            raise Violation(Fault.WRONG, f"{label}: claimed {claim}, but "
                                         f"{_outcome(rules, spec.position)}")
        if wins:
            rng = random.Random(f"{seed}/{index}")  # the recorded seed decides every reply
            _play(ctx, rules, label, spec, rng)


def _play(ctx, rules, label: str, spec: GameSpec, rng: random.Random) -> None:
    # The hot loop of a long game: messages (which write out the position) are only put
    # together when there is something to report.
    position = spec.position
    rounds = 0
    while True:
        rounds += 1
        move = rules.read_move(ctx.ch, position, f"{label}, round {rounds}")
        ctx.moves += 1
        reason = rules.illegal_reason(position, move)
        if reason is not None:
            raise Violation(Fault.WRONG, f"{_where(rules, label, rounds, position)}: illegal "
                                         f"move {shown(rules.format_move(move))}: {reason}")
        after = rules.apply(position, move)
        if not rules.is_p(after):
            reply = rules.winning_move(after)
            how = f"with {_short(rules.format_move(reply))}" if reply is not None else \
                "the game is over: the program lost"
            raise Violation(Fault.WRONG, f"{_where(rules, label, rounds, position)}: move "
                                         f"{shown(rules.format_move(move))} leaves "
                                         f"{_short(rules.format_position(after))}, from which "
                                         f"the judge wins ({how})")
        if rules.is_over(after):
            return
        reply = rules.opponent_move(after, spec.strategy, rng)
        ctx.ch.write_line(rules.format_move(reply))
        position = rules.apply(after, reply)
        if rules.is_over(position):
            return


def _where(rules, label: str, rounds: int, position) -> str:
    return f"{label}, round {rounds}, position {_short(rules.format_position(position))}"


def _short(text: str, width: int = 120) -> str:
    """A position or move as shown in a message: a game of 1000 piles stays one short line."""
    return text if len(text) <= width else f"{text[:width - 20]} ... ({len(text)} characters)"


def _outcome(rules, position) -> str:
    move = rules.winning_move(position)
    shown_position = _short(rules.format_position(position))
    if move is None:
        return f"{shown_position} is lost for the player to move"
    return (f"the player to move wins from {shown_position}, "
            f"e.g. with {_short(rules.format_move(move))}")


def write_test_data(out: Path, master_seed: int, groups: dict[str, tuple[int, str]], sample,
                    test_sets, render) -> list[Path]:
    """Write a problem's data/ in this protocol's format, deterministically: `sample` is
    (comment, seed, games), `groups` maps a secret group to (points per test set, comment),
    `test_sets(rng)` maps "group/NN" to games, `render(name, comment, games, seed)` writes one
    `.in`. Each test set's seed is drawn, in order, from `master_seed`. The paths written."""
    rng = random.Random(master_seed)
    written = []

    def write(path: Path, text: str) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        written.append(path)

    comment, seed, games = sample
    write(out / "sample" / "1.in", render("sample/1", comment, games, seed))
    write(out / "sample" / "1.ans", "")
    for group, (points, group_comment) in groups.items():
        write(out / "secret" / group / "testdata.yaml", _testdata(points, group_comment))
    for name, games in test_sets(rng).items():
        group = name.split("/")[0]
        write(out / "secret" / f"{name}.in",
              render(f"secret/{name}", groups[group][1], games, rng.randrange(10**9)))
        write(out / "secret" / f"{name}.ans", "")
    return written


def _testdata(points: int, comment: str) -> str:
    return (f"# {comment}\n# {points} points per test set (one run of the program), which "
            f"scores only if every game in it is played right\naccept_score: {points}\n"
            f"grader_flags: sum\non_reject: continue\n")
