"""Red and blue pieces, interactor: the board variant of the "decide, then play" engine
(judge/engine/playing.py with judge/engine/protocol_boards.py) and the rules of
BOARD_RULES["red_blue"] (judge/games/nim_board_rules.py; the theory in judge/games/gap_nim.py).

Who talks to whom: the judge writes to the program's stdin and reads its stdout. The program
plays the side it claims (first: red; second: blue), the judge the other, with a seeded
opponent.

In what order, per test set (one run of the program):
  judge: G, the number of games; then for each game:
    judge: `L n r1 b1 ... rn bn` (points 1 to L; red piece j at r_j, blue piece j at b_j)
    program: `first` or `second`
    then, until no piece can move, the two sides alternate moves `j x` (the mover's piece
    j to point x: red only right, blue only left), the program first after `first`.
  After the last game the program exits by itself.

Who decides: the engine raises a Violation on the first broken rule; the runner's `decide`
makes it the verdict. PE: a claim other than `first`/`second`, a move that is not two
integers. WA: a wrong claim, an illegal move, a move after which the judge can force a win
(every position is decided exactly: the XOR of the pairs' gaps).

Test data: `seed N`, then one game per line, `L n r1 b1 ... rn bn strategy` (random, best),
2 <= L <= 10^6, 1 <= n <= 100.
"""

from judge.games.board_rules import BOARD_RULES
from judge.engine.playing import parse_test_set, play_games
from judge.engine.protocol_boards import FirstOrSecond

RULES = BOARD_RULES["red_blue"]  # the game and its dialect: the engine, `judge play`
DIALECT = FirstOrSecond


def interact(ctx) -> None:
    play_games(ctx, RULES, DIALECT)


def validate(text: str) -> None:
    parse_test_set(text, RULES, DIALECT)
