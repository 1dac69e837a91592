"""The strip game, interactor: the board variant of the "decide, then play" engine
(judge/engine/playing.py with judge/engine/protocol_boards.py) and the rules of
BOARD_RULES["strip"] (judge/games/board_rules.py; the theory in judge/games/strip.py).

Who talks to whom: the judge writes to the program's stdin and reads its stdout. The program
plays the side it claims, the judge the other, with a seeded opponent.

In what order, per test set (one run of the program):
  judge: G, the number of games; then for each game:
    judge: `n k` (a strip of n cells; a move shades k adjacent unshaded cells)
    program: `first` (the player who moves first wins) or `second`
    then, until no move is left, the two sides alternate moves `i` (shade cells i to
    i + k - 1), the program first after `first`, the judge first after `second`.
  After the last game the program exits by itself.

Who decides: the engine raises a Violation on the first broken rule; the runner's `decide`
makes it the verdict. PE: a claim other than `first`/`second`, a move that is not one integer.
WA: a wrong claim, an illegal move, a move after which the judge can force a win (every
position is decided exactly, by Grundy values).

Test data: `seed N`, then one game per line, `n k strategy` (random, centre, best), with
1 <= n, k <= 2000 of equal parity.
"""

from judge.games.board_rules import BOARD_RULES
from judge.engine.playing import parse_test_set, play_games
from judge.engine.protocol_boards import FirstOrSecond

RULES = BOARD_RULES["strip"]  # the game and its dialect: the engine, `judge play`
DIALECT = FirstOrSecond


def interact(ctx) -> None:
    play_games(ctx, RULES, DIALECT)


def validate(text: str) -> None:
    parse_test_set(text, RULES, DIALECT)
