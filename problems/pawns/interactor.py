"""Pawns, interactor: the board variant of the "decide, then play" engine
(judge/engine/playing.py with judge/engine/protocol_boards.py) and the rules of
BOARD_RULES["pawns"] (judge/games/nim_board_rules.py; the theory in judge/games/gap_nim.py).

Who talks to whom: the judge writes to the program's stdin and reads its stdout. The program
plays the side it claims (first: the white pawns; second: the black), the judge the other,
with a seeded opponent.

In what order, per test set (one run of the program):
  judge: G, the number of games; then for each game:
    judge: `n m w1 b1 ... wn bn` (n columns, m rows; column i: white pawn on row w_i, black
           on row b_i)
    program: `first` or `second`
    then, until the player to move has no move, the two sides alternate moves `i r` (the
    mover's pawn of column i to row r), the program first after `first`.
  After the last game the program exits by itself.

Who decides: the engine raises a Violation on the first broken rule; the runner's `decide`
makes it the verdict. PE: a claim other than `first`/`second`, a move that is not two
integers. WA: a wrong claim, an illegal move, a move after which the judge can force a win
(every position is decided exactly: the gaps' XOR), a game longer than 4 n m moves (a
winning side that answers each retreat by advancing the same distance ends it sooner).

Test data: `seed N`, then one game per line, `n m w1 b1 ... wn bn strategy` (random,
retreat, best), 1 <= n <= 30, 2 <= m <= 100.
"""

from judge.games.board_rules import BOARD_RULES
from judge.engine.playing import parse_test_set, play_games
from judge.engine.protocol_boards import FirstOrSecond

RULES = BOARD_RULES["pawns"]  # the game and its dialect: the engine, `judge play`
DIALECT = FirstOrSecond


def interact(ctx) -> None:
    play_games(ctx, RULES, DIALECT)


def validate(text: str) -> None:
    parse_test_set(text, RULES, DIALECT)
