"""The engine of the "decide, then play" family: every number game (generalized Wythoff, misère
NIM, Bachet, ...), TZIANSITZI and the board games (strip, Cram, ...) are played by this one
loop, each game plugged in as a rules object (judge.games.plugin: pure, no I/O) and each
protocol as a dialect (judge.engine.protocol: the standard one; judge.engine.protocol_boards:
the board games' `first`/`second`; judge.engine.protocol_tziansitzi: TZIANSITZI's historical
one).

Who talks to whom: the judge (this engine, inside the problem's interactor) writes to the
program's stdin and reads its stdout through the typed Channel, in the dialect's words. In the
number games the program plays the first player of every game it claims; in the board games
(a dialect with `second_plays`) it plays whichever side it claims, and the judge the other,
with a seeded opponent (the rules' strategy the test data names).

In what order, per test set (one run of the program): the dialect opens the session; for
each game the judge announces the position and the program claims which side wins (`1`/`0`,
or `first`/`second`); after a claim that the first player wins, the program and the judge
alternate moves until no move is left, the program first; after a claim that the second
wins, the game is over in the number games, and in the board games the same alternation
follows with the judge first. The dialect closes each game and then the session.

Who decides: this engine raises a Violation on the first broken rule and the runner's
`decide` makes it the verdict. PE: a line not of the form the dialect reads there. WA: a
wrong claim; an illegal move (the rules say why); a move after which the judge can force a
win, wherever the rules decide the position exactly (is_p not None: a winning program
always leaves a position where the player to move loses); losing the game (the judge made
the last move), where they do not. The start of every game must be decided exactly (test
data that is not is refused). The opponent's replies come from
random.Random(f"{seed}/{game}"): the recorded seed (or `--seed`) decides every one of them,
so the same program and seed give the same transcript. Someone watching (ctx.observer:
`judge play PROBLEM SUBMISSION`) is told each game's start and each move with the position
after it; it never changes the game.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path

from judge.faults import Fault, Violation
from judge.engine.protocol import DecideThenPlay, GameSpec, short

__all__ = ["GameSpec", "TestSet", "parse_test_set", "play_games", "write_test_data"]


@dataclass(frozen=True)
class TestSet:
    seed: int
    games: tuple[GameSpec, ...]


def parse_test_set(text: str, rules, dialect=DecideThenPlay,
                   max_games: int | None = None) -> TestSet:
    """Test data: `seed N`, then one game per line as the dialect reads it (`# ...` comments
    allowed); at most max_games games (the dialect's own limit by default). ValueError if
    anything is out of the limits."""
    max_games = dialect.max_games if max_games is None else max_games
    seed, games = None, []
    for number, raw in enumerate(text.splitlines(), 1):
        tokens = raw.split("#", 1)[0].split()
        if not tokens:
            continue
        if tokens[0] == "seed" and len(tokens) == 2 and seed is None and not games:
            seed = int(tokens[1])
            continue
        try:
            games.append(_decided(rules, dialect.parse_game(rules, tokens)))
        except ValueError as err:
            raise ValueError(f"line {number}: {err}") from None
    if seed is None:
        raise ValueError("no `seed N` line before the games")
    if not 1 <= len(games) <= max_games:
        raise ValueError(f"a test set has 1 to {max_games} games, not {len(games)}")
    return TestSet(seed, tuple(games))


def _decided(rules, spec: GameSpec) -> GameSpec:
    # A wrong claim must be a certainty: a start the rules cannot decide is not test data.
    if rules.is_p(spec.position) is None:
        raise ValueError(f"the start {short(rules.format_position(spec.position))} is not "
                         "decided exactly by the rules")
    return spec


def play_games(ctx, rules, dialect=DecideThenPlay) -> None:
    """The whole test: every game of the test data, against the program."""
    test_set = parse_test_set(ctx.input, rules, dialect)
    seed = test_set.seed if ctx.seed is None else ctx.seed
    talk = dialect(ctx.ch, rules)
    games = len(test_set.games)
    talk.begin(games)
    for index, spec in enumerate(test_set.games, 1):
        label = f"game {index} of {games} (start {short(rules.format_position(spec.position))})"
        if ctx.observer is not None:
            ctx.observer.game(index, games, spec.position)
        talk.start_game(spec.position, label)
        claim = talk.read_claim(label)
        first_wins = not rules.is_p(spec.position)
        if claim != int(first_wins):
            raise Violation(Fault.WRONG, f"{label}: claimed {talk.show_claim(claim)}, but "
                                         f"{talk.outcome(spec.position)}")
        plays = first_wins or talk.second_plays
        if plays:
            rng = random.Random(f"{seed}/{index}")  # the recorded seed decides every reply
            _play(ctx, rules, talk, label, spec.position,
                  rules.opponent(spec.strategy, rng, spec.script), first_wins)
        talk.end_game(label, plays)
    talk.finish()


def _play(ctx, rules, talk, label: str, position, reply, program_first: bool) -> None:
    """One game from a position the program wins, to the end: its move, the judge's, ...;
    when it plays the second player, the judge's move first."""
    # The hot loop of a long game (100,000 rounds): the common case is kept lean, and a
    # message (which writes out the position) is only put together when there is something
    # to report.
    read_move, write_move = talk.read_move, talk.write_move
    illegal_reason, is_p, is_over = rules.illegal_reason, rules.is_p, rules.is_over
    # Someone watching (judge play) is told of each move by the apply of its side; nobody
    # watching costs the loop nothing.
    program_moves = judge_moves = rules.apply
    if ctx.observer is not None:
        program_moves, judge_moves = _observed(rules.apply, ctx.observer)
    rounds = 0
    if not program_first:
        if is_over(position):
            return
        answer = reply(position)
        write_move(answer)
        position = judge_moves(position, answer)
        if is_over(position):
            return _judge_ended(rules, talk, label, 1, position, answer)
    while True:
        rounds += 1
        move, line = read_move(position, label, rounds)
        ctx.moves += 1
        reason = illegal_reason(position, move)
        if reason is not None:
            raise Violation(Fault.WRONG, f"{_where(talk, label, rounds, position)}: illegal "
                                         f"move {talk.quote(move, line)}: {reason}")
        after = program_moves(position, move)
        lost = is_p(after)
        if lost is not None and not lost:  # None: not decided exactly here, play on
            raise Violation(Fault.WRONG, _not_winning(rules, talk, label, rounds, position,
                                                      talk.quote(move, line), after))
        if is_over(after):
            return
        answer = reply(after)
        write_move(answer)
        position = judge_moves(after, answer)
        if is_over(position):
            return _judge_ended(rules, talk, label, rounds + 1, position, answer)


def _observed(apply, observer):
    """apply for the program's moves and for the judge's, each telling the observer."""
    def side(who: str):
        def applied(position, move):
            after = apply(position, move)
            observer.moved(who, move, after)
            return after
        return applied
    return side("program"), side("judge")


def _judge_ended(rules, talk, label: str, rounds: int, position, answer) -> None:
    """The judge's move ended the game: the program won if the player to move wins there
    (misère), and lost otherwise, which only a rules object that does not decide every
    position lets happen."""
    if rules.is_p(position):
        raise Violation(Fault.WRONG, f"{_where(talk, label, rounds, position)}: the judge's "
                                     f"move {short(rules.format_move(answer))} left no move: "
                                     "the program lost")


def _where(talk, label: str, rounds: int, position) -> str:
    return f"{label}, round {rounds}, position {talk.show_position(position)}"


def _not_winning(rules, talk, label, rounds, position, quoted, after) -> str:
    reply = rules.winning_move(after)
    how = f"with {short(rules.format_move(reply))}" if reply is not None else \
        "the game is over: the program lost"
    return (f"{_where(talk, label, rounds, position)}: move {quoted} leaves "
            f"{talk.show_position(after)}, from which {talk.WINNER} wins ({how})")


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
