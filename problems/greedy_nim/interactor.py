"""Greedy Nim interactor: the "decide, then play" protocol of judge/engine/playing.py with the rules
of RULES["greedy"] (judge/games/rules.py; the theory, proved, in judge/games/greedy_nim.py:
the player to move loses iff the number of largest piles is even, or every pile is empty).

Who talks to whom: the judge writes to the program's stdin and reads its stdout. The program
plays the first player of every game, the judge the second, with a seeded opponent.

In what order, per test set (one run of the program):
  judge: G, the number of games; then for each game:
    judge: `n p1 ... pn` (the piles; a move takes from a largest one only)
    program: `1` (the player to move wins) or `0` (loses); after `0` the game is over
    after `1`, until every pile is empty:
      program: `i c`, c stones from pile i (numbered from 1)
      judge: its move `i c` (only if a stone is left)
  After the last game the program exits by itself.

Who decides: the engine raises a Violation on the first broken rule; the runner's `decide`
makes it the verdict. PE: a line that is not two integers (or, for the claim, one). WA: a
wrong claim; an illegal move (no pile i, c < 1, more than the pile holds, a pile that is not
a largest one); a move after which the judge can force a win.

Test data: `seed N`, then one game per line, `n p1 ... pn strategy` (random: a random number
of stones off the first largest pile; stalling: one stone off it). The problem's own limits,
over the engine's (piles up to 10^18, not all empty): at most 50 games, at most 100 piles
(the engine allows 1000), and the stalling opponent (the longest games: one lasts up to half
its stones in rounds) only with at most 10^4 stones in all.
"""

from judge.games.rules import RULES as GAMES
from judge.engine.playing import parse_test_set, play_games

RULES = GAMES["greedy"]  # the game, for the engine and for `judge play`

MAX_GAMES = 50
MAX_PILES = 100
MAX_STALLING_STONES = 10**4


def interact(ctx) -> None:
    play_games(ctx, RULES)


def validate(text: str) -> None:
    test_set = parse_test_set(text, RULES, max_games=MAX_GAMES)
    for number, game in enumerate(test_set.games, 1):
        piles = game.position
        if len(piles) > MAX_PILES:
            raise ValueError(f"game {number}: {len(piles)} piles, more than {MAX_PILES}")
        if game.strategy == "stalling" and sum(piles) > MAX_STALLING_STONES:
            raise ValueError(f"game {number}: a stalling game with more than "
                             f"{MAX_STALLING_STONES} stones")
