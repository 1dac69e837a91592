"""Knight geography, interactor: the board variant of the "decide, then play" engine
(judge/engine/playing.py with the dialect judge/engine/protocol_boards.py) with the rules of
judge/games/geography_rules.py (the oracle, the matching rule, in judge/games/geography.py).

Who talks to whom: the judge writes to the program's stdin and reads its stdout. The program
plays the side it claims, the judge the other, with a seeded opponent.

In what order, per test set (one run of the program):
  judge: G, the number of games; then for each game:
    judge: `n` (the board: n x n squares, none cut)
    program: `first` (the player who cuts first wins) or `second`
    then, the program first after `first` and the judge first after `second`, the two
    alternate cuts `r c` (row, column, 1-based): the first cut any square, every later one a
    square a knight's jump from the last cut, not cut before; until the player to
    move has no square to cut (that player has lost).
  After the last game the program exits by itself.

Who decides: the engine raises a Violation on the first broken rule; the runner's `decide`
makes it the verdict. PE: a claim that is not `first` or `second`, a move that is not two
integers. WA: a wrong claim, an illegal cut, a cut after which the judge can force a win
(every position is decided exactly, by the matching rule).

Test data: `seed N`, then one game per line, `n strategy` (random, stalling, centre), with
1 <= n <= 200; over a test set the boards have at most 200,000 squares in all.
"""

from judge.engine.playing import parse_test_set, play_games
from judge.engine.protocol_boards import FirstOrSecond
from judge.games.geography_rules import GEOGRAPHY_RULES

# The game and its dialect, for the engine and for `judge play`.
RULES = GEOGRAPHY_RULES["knight_geography"]
DIALECT = FirstOrSecond

MAX_CELLS = 200_000


def interact(ctx) -> None:
    play_games(ctx, RULES, DIALECT)


def validate(text: str) -> None:
    test_set = parse_test_set(text, RULES, DIALECT)
    cells = sum(game.position.board.size for game in test_set.games)
    if cells > MAX_CELLS:
        raise ValueError(f"the boards have {cells} squares in all, above {MAX_CELLS}")
