"""Bachet with a threshold, interactor: the "decide, then play" protocol of judge/engine/playing.py
with the rules of RULES["bachet"] (judge/games/rules.py; the theory in judge/games/bachet.py).

Who talks to whom: the judge writes to the program's stdin and reads its stdout. The program
plays the first player of every game, the judge the second, with a seeded opponent.

In what order, per test set (one run of the program):
  judge: G, the number of games; then for each game:
    judge: `n p k1 k2` (the stack; above p a move takes 1..k1 stones, at or below p 1..k2)
    program: `1` (the player to move wins) or `0` (loses); after `0` the game is over
    after `1`, until the stack is empty:
      program: `c`, the stones it takes
      judge: its move `c` (only if a stone is left)
  After the last game the program exits by itself.

Who decides: the engine raises a Violation on the first broken rule; the runner's `decide`
makes it the verdict. PE: a line that is not one integer. WA: a wrong claim, an illegal
take, a take after which the judge can force a win.

Test data: `seed N`, then one game per line, `n p k1 k2 strategy` (random, stalling). The
problem's own limit, over the engine's (1 <= n <= 10^6; p, k1, k2 <= 10^18): over a test
set, the sum of the games' lengths is at most 10^5, a game's length being
(n - p) // (k1 + 1) + p // (k2 + 1) with p capped to [0, n]. A right program makes at most
its length + 2 moves in a game: after its first move it is always on a losing position, and
consecutive losing positions are at least k1 + 1 apart above p and k2 + 1 at or below it.
"""

from judge.games.rules import RULES as GAMES
from judge.engine.playing import parse_test_set, play_games

RULES = GAMES["bachet"]  # the game, for the engine and for `judge play`

MAX_LENGTH = 10**5


def length(n: int, p: int, k1: int, k2: int) -> int:
    below = min(n, p)
    return (n - below) // (k1 + 1) + below // (k2 + 1)


def interact(ctx) -> None:
    play_games(ctx, RULES)


def validate(text: str) -> None:
    test_set = parse_test_set(text, RULES)
    total = sum(length(*game.position) for game in test_set.games)
    if total > MAX_LENGTH:
        raise ValueError(f"the games' lengths add up to {total}, above {MAX_LENGTH}")
