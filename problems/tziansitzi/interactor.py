"""TZIANSITZI interactor: Wythoff's game (judge.games' ClassicWythoff rules, a = 1) played by
the "decide, then play" engine (judge.engine.playing) in TZIANSITZI's own dialect
(judge.engine.protocol_tziansitzi: `n m`, the claim, moves `p c`, `DONE`, the final `0 0`).

Who talks to whom: the judge writes to the program's stdin and reads its stdout. The program
plays the first player of every game, the judge the second, with the opponent the test data
names (random, stalling, diagonal, traps, mixed, scripted: judge.games.wythoff_opponent).

Who decides: the engine raises a Violation on the first broken rule; the runner's `decide`
makes it the verdict (the statement's "Notes for this judge" list them).

Test data: `seed N`, then one game per line, `n m strategy [p:c ...]` (piles 1 to 10^9, at
most 7 games; script moves with `scripted` only).
"""

from judge.games.wythoff_rules import ClassicWythoff
from judge.engine.playing import parse_test_set, play_games
from judge.engine.protocol_tziansitzi import Tziansitzi

RULES = ClassicWythoff()  # the game and its dialect: the engine, `judge play`
DIALECT = Tziansitzi


def interact(ctx) -> None:
    play_games(ctx, RULES, DIALECT)


def validate(text: str) -> None:
    parse_test_set(text, RULES, DIALECT)
