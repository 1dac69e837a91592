"""Misère NIM interactor: the "decide, then play" protocol of judge/engine/playing.py with the rules
of RULES["misere"] (judge/games/rules.py; the theory in judge/games/nim.py).

Who talks to whom: the judge writes to the program's stdin and reads its stdout. The program
plays the first player of every game, the judge the second, with a seeded opponent.

In what order, per test set (one run of the program):
  judge: G, the number of games; then for each game:
    judge: `n p1 ... pn` (the number of piles, then the piles)
    program: `1` (the player to move wins) or `0` (loses); after `0` the game is over
    after `1`, until no stone is left:
      program: `i c`, c stones from pile i (1-based)
      judge: its move `i c` (only if a stone is left)
  Whoever takes the last stone loses, so a game the program wins ends with the judge's move.
  After the last game the program exits by itself.

Who decides: the engine raises a Violation on the first broken rule; the runner's `decide`
makes it the verdict. PE: a line that is not two integers (or, for the claim, one). WA: a
wrong claim, an illegal move, a move after which the judge can force a win.

Test data: `seed N`, then one game per line, `n p1 ... pn strategy` (random, stalling). The
problem's own limits, over the engine's (1 to 1000 piles up to 10^18, not all empty): at most
10^4 piles in a test set; a game of more than 20 piles has piles of at most 1000 stones; the
stalling opponent (one stone off the largest pile) only with at most 10^5 stones in all.
"""

from judge.games.rules import RULES as GAMES
from judge.engine.playing import parse_test_set, play_games

RULES = GAMES["misere"]  # the game, for the engine and for `judge play`

MAX_PILES_PER_SET = 10**4
FEW_PILES, MANY_PILES_MAX = 20, 1000
MAX_STALLING_STONES = 10**5


def interact(ctx) -> None:
    play_games(ctx, RULES)


def validate(text: str) -> None:
    test_set = parse_test_set(text, RULES)
    total = sum(len(game.position) for game in test_set.games)
    if total > MAX_PILES_PER_SET:
        raise ValueError(f"{total} piles in the test set, more than {MAX_PILES_PER_SET}")
    for number, game in enumerate(test_set.games, 1):
        piles = game.position
        if len(piles) > FEW_PILES and max(piles) > MANY_PILES_MAX:
            raise ValueError(f"game {number}: {len(piles)} piles, and one above "
                             f"{MANY_PILES_MAX}")
        if game.strategy == "stalling" and sum(piles) > MAX_STALLING_STONES:
            raise ValueError(f"game {number}: a stalling game with more than "
                             f"{MAX_STALLING_STONES} stones")
