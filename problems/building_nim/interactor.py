"""Building Nim, interactor: the board variant of the "decide, then play" engine
(judge/engine/playing.py with judge/engine/protocol_boards.py) and the rules of
BOARD_RULES["building_nim"] (judge/games/nim_board_rules.py; the theory in
judge/games/building_nim.py).

Who talks to whom: the judge writes to the program's stdin and reads its stdout. The program
plays the side it claims, the judge the other, with a seeded opponent.

In what order, per test set (one run of the program):
  judge: G, the number of games; then for each game:
    judge: `n p` (n empty piles, p tokens to place)
    program: `first` or `second`
    then, until the piles are empty, the two sides alternate moves `i s` (pile i becomes s:
    one more while tokens are left, on an empty pile while there is one; then fewer, Nim),
    the program first after `first`.
  After the last game the program exits by itself.

Who decides: the engine raises a Violation on the first broken rule; the runner's `decide`
makes it the verdict. PE: a claim other than `first`/`second`, a move that is not two
integers. WA: a wrong claim, an illegal move, a move after which the judge can force a win
(every position is decided exactly, by search in the placement phase).

Test data: `seed N`, then one game per line, `n p strategy` (random, best), 1 <= n <= 8,
n <= p <= 40.
"""

from judge.games.board_rules import BOARD_RULES
from judge.engine.playing import parse_test_set, play_games
from judge.engine.protocol_boards import FirstOrSecond

RULES = BOARD_RULES["building_nim"]  # the game and its dialect: the engine, `judge play`
DIALECT = FirstOrSecond


def interact(ctx) -> None:
    play_games(ctx, RULES, DIALECT)


def validate(text: str) -> None:
    parse_test_set(text, RULES, DIALECT)
