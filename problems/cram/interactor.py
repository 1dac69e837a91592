"""Cram, interactor: the board variant of the "decide, then play" engine
(judge/engine/playing.py with judge/engine/protocol_boards.py) and the rules of
BOARD_RULES["cram"] (judge/games/board_rules.py; the theory in judge/games/cram.py).

Who talks to whom: the judge writes to the program's stdin and reads its stdout. The program
plays the side it claims, the judge the other, with a seeded opponent.

In what order, per test set (one run of the program):
  judge: G, the number of games; then for each game:
    judge: `n m` (an empty board of n rows and m columns; a move shades a domino: two
           unshaded cells that share a side)
    program: `first` (the player who moves first wins) or `second`
    then, until no move is left, the two sides alternate moves `r1 c1 r2 c2` (the domino
    on cells (r1, c1) and (r2, c2), 1-based), the program first after `first`, the judge
    first after `second`.
  After the last game the program exits by itself.

Who decides: the engine raises a Violation on the first broken rule; the runner's `decide`
makes it the verdict. PE: a claim other than `first`/`second`, a move that is not four integers.
WA: a wrong claim, an illegal move; on boards of at most 18 cells (decided exactly by
search) a move after which the judge can force a win; on bigger ones (a side even) a move
that leaves a position the mirror strategies prove lost for the program, or losing the game.

Test data: `seed N`, then one game per line, `n m strategy` (random, centre, best), with
1 <= n, m <= 40, and n * m <= 18 if both are odd (the start must be decided exactly).
"""

from judge.games.board_rules import BOARD_RULES
from judge.engine.playing import parse_test_set, play_games
from judge.engine.protocol_boards import FirstOrSecond

RULES = BOARD_RULES["cram"]  # the game and its dialect: the engine, `judge play`
DIALECT = FirstOrSecond


def interact(ctx) -> None:
    play_games(ctx, RULES, DIALECT)


def validate(text: str) -> None:
    parse_test_set(text, RULES, DIALECT)
