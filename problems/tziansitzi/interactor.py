"""TZIANSITZI interactor: the judge's side of the protocol, run inside the judge.

Who talks to whom: this module writes to the program's stdin and reads its stdout through the
judge's Channel. The program plays the first player; the interactor checks it and plays the
second player with the opponent strategy the test data names.

In what order, per test set (one run of the program, at most 7 games):
  for each game: the judge writes `n m`; the program answers `1` or `0`. After `0` it owes a
  `DONE`. After `1` it writes a move `p c`, the judge answers with its move, and so on; right
  after its move that takes the last stone it owes a `DONE`. The judge writes the next `n m`
  (or the final `0 0`) as soon as a game is decided, and then reads the `DONE` it is owed: a
  program that forgot `DONE` therefore answers the next game instead, which is a WA, not a
  deadlock. After `0 0` and its `DONE`, the program must exit by itself (checked by the runner).

Who decides: this module raises a Violation on the first broken rule; the runner's `decide`
turns it into the verdict. PE: a line not of the form expected there (not integers, wrong
number of tokens, leading zeros, non-ASCII). WA: a well-formed line that breaks the rules (a
wrong claim; a pile other than 1, 2, 3; c < 1 or more stones than there are; a move that
does not leave a P-position; `DONE` missing or misplaced).

Test data (`.in`), for this interactor only:
    seed 12345                       the opponent's seed (overridden by `judge run --seed`)
    5 6 scripted 1:1 3:1             a game: piles, opponent strategy, script moves `p:c`
    1 2 random
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from judge.channel import Fault, Violation, parse_int, shown, split_tokens
from judge.games.wythoff import (Move, apply_move, illegal_reason, is_p_position,
                                 winning_move)
from judge.games.wythoff_opponent import STRATEGIES, Opponent, parse_script

MAX_PILE = 10**9
MAX_GAMES = 7


@dataclass(frozen=True)
class Game:
    n: int
    m: int
    strategy: str
    script: tuple[Move, ...] = ()


@dataclass(frozen=True)
class TestSet:
    seed: int
    games: tuple[Game, ...]


def parse(text: str) -> TestSet:
    """The test data; ValueError if it breaks the statement's limits or the format."""
    seed, games = None, []
    for number, raw in enumerate(text.splitlines(), 1):
        tokens = raw.split("#", 1)[0].split()
        if not tokens:
            continue
        if tokens[0] == "seed" and len(tokens) == 2 and seed is None and not games:
            seed = int(tokens[1])
            continue
        if len(tokens) < 3 or not tokens[0].isdigit() or not tokens[1].isdigit():
            raise ValueError(f"line {number}: expected `n m strategy [p:c ...]`")
        n, m, strategy = int(tokens[0]), int(tokens[1]), tokens[2]
        if not (1 <= n <= MAX_PILE and 1 <= m <= MAX_PILE):
            raise ValueError(f"line {number}: piles must be in [1, {MAX_PILE}]")
        if strategy not in STRATEGIES:
            raise ValueError(f"line {number}: unknown strategy {strategy!r}")
        if (strategy == "scripted") != (len(tokens) > 3):
            raise ValueError(f"line {number}: script moves go with `scripted` only")
        games.append(Game(n, m, strategy, parse_script(tokens[3:])))
    if seed is None:
        raise ValueError("no `seed N` line before the games")
    if not 1 <= len(games) <= MAX_GAMES:
        raise ValueError(f"a test set has 1 to {MAX_GAMES} games, not {len(games)}")
    return TestSet(seed, tuple(games))


def validate(text: str) -> None:
    parse(text)


def interact(ctx) -> None:
    test_set = parse(ctx.input)
    seed = test_set.seed if ctx.seed is None else ctx.seed
    ch = ctx.ch
    owed = None  # where the program owes a DONE, once the next line has been sent
    for index, game in enumerate(test_set.games, 1):
        label = f"game {index} of {len(test_set.games)} (start {game.n} {game.m})"
        ch.write_line(f"{game.n} {game.m}")
        if owed:
            _expect_done(ch, owed)
        claim = ch.read_int(0, 1, f"{label}: the claim")
        wins = not is_p_position(game.n, game.m)
        if claim != int(wins):
            raise Violation(Fault.WRONG, f"{label}: claimed {claim}, but {_outcome(game.n, game.m)}")
        if wins:
            opponent = Opponent(game.strategy, random.Random(f"{seed}/{index}"), game.script)
            _play(ctx, label, game, opponent)
            owed = f"{label}: after the move that took the last stone"
        else:
            owed = f"{label}: after the claim 0"
    ch.write_line("0 0")
    _expect_done(ch, owed)


def _play(ctx, label: str, game: Game, opponent: Opponent) -> None:
    # The judge's hot loop (a game can last 100,000 rounds): the common case is kept lean,
    # and a message is only put together when there is something to report.
    read_line, write_line, reply = ctx.ch.read_line, ctx.ch.write_line, opponent.reply
    expecting = f"a move in {label}"
    a, b = game.n, game.m
    rounds = 0
    while True:
        rounds += 1
        line = read_line(expecting)
        tokens = split_tokens(line, expecting)
        if len(tokens) == 2 and tokens[0] in _PILES and tokens[1].isdigit() \
                and tokens[1][0] != "0" and len(tokens[1]) < 12:
            move = Move(_PILES[tokens[0]], int(tokens[1]))
        else:
            move = _parse_move(line, _where(label, rounds, a, b))
        ctx.moves += 1
        if illegal_reason(a, b, move) is not None:
            raise Violation(Fault.WRONG, f"{_where(label, rounds, a, b)}: illegal move "
                                         f"{shown(line)}: {illegal_reason(a, b, move)}")
        x, y = apply_move(a, b, move)
        if not is_p_position(x, y):
            raise Violation(Fault.WRONG,
                            f"{_where(label, rounds, a, b)}: move {shown(line)} leaves ({x}, {y}),"
                            f" from which the opponent wins (with {winning_move(x, y)})")
        if x == 0 and y == 0:
            return
        move = reply(x, y)
        write_line(f"{move[0]} {move[1]}")
        a, b = apply_move(x, y, move)


_PILES = {"1": 1, "2": 2, "3": 3}


def _parse_move(line: str, where: str) -> Move:
    """A move line the fast path did not take: parsed in full, or the reason it is wrong."""
    tokens = split_tokens(line, where)
    if len(tokens) != 2:
        if tokens == ["DONE"]:
            raise Violation(Fault.WRONG, f"{where}: DONE before the game was over")
        raise Violation(Fault.MALFORMED, f"{where}: expected a move `p c`, got {shown(line)}")
    return Move(parse_int(tokens[0], -MAX_PILE, MAX_PILE, f"{where}: pile"),
                parse_int(tokens[1], -2 * MAX_PILE, 2 * MAX_PILE, f"{where}: count"))


def _where(label: str, rounds: int, a: int, b: int) -> str:
    return f"{label}, round {rounds}, position ({a}, {b})"


def _expect_done(ch, where: str) -> None:
    line = ch.read_line(f"DONE ({where})")
    tokens = split_tokens(line, where)
    if tokens == ["DONE"]:
        return
    if tokens and all(t.lstrip("-").isdigit() for t in tokens):
        raise Violation(Fault.WRONG, f"{where}: expected DONE, got {shown(line)}")
    raise Violation(Fault.MALFORMED, f"{where}: expected DONE, got {shown(line)}")


def _outcome(n: int, m: int) -> str:
    move = winning_move(n, m)
    if move is None:
        return f"({n}, {m}) is a losing position for the first player"
    return f"the first player wins from ({n}, {m}), e.g. with {move}"
