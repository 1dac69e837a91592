"""Generalized Wythoff interactor: the "decide, then play" protocol of judge/engine/playing.py with
the rules of RULES["wythoff"] (judge/games/wythoff_rules.py; the theory in
judge/games/gwythoff.py).

Who talks to whom: the judge writes to the program's stdin and reads its stdout. The program
plays the first player of every game, the judge the second, with a seeded opponent.

In what order, per test set (one run of the program):
  judge: G, the number of games; then for each game:
    judge: `a x y` (the parameter and the two piles)
    program: `1` (the player to move wins) or `0` (loses); after `0` the game is over
    after `1`, until both piles are empty:
      program: `k l`, k stones from the first pile and l from the second
      judge: its move `k l` (only if a stone is left)
  After the last game the program exits by itself.

Who decides: the engine raises a Violation on the first broken rule; the runner's `decide`
makes it the verdict. PE: a line that is not two integers (or, for the claim, one). WA: a
wrong claim, an illegal move, a move after which the judge can force a win.

Test data: `seed N`, then one game per line, `a x y strategy` (random, single, diagonal,
stalling). The problem's own limits, over the engine's: 1 <= a <= 50; the stalling opponent
(one stone off the larger pile, the longest games) only with piles up to 10^5.
"""

from judge.games.rules import RULES as GAMES
from judge.engine.playing import parse_test_set, play_games

RULES = GAMES["wythoff"]  # the game, for the engine and for `judge play`

MAX_A = 50
MAX_STALLING_PILE = 10**5


def interact(ctx) -> None:
    play_games(ctx, RULES)


def validate(text: str) -> None:
    test_set = parse_test_set(text, RULES)
    for number, game in enumerate(test_set.games, 1):
        a, x, y = game.position
        if a > MAX_A:
            raise ValueError(f"game {number}: a = {a} is above {MAX_A}")
        if game.strategy == "stalling" and max(x, y) > MAX_STALLING_PILE:
            raise ValueError(f"game {number}: a stalling game with a pile above "
                             f"{MAX_STALLING_PILE}")
