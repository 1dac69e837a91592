"""Moore's Nim interactor: the "decide, then play" protocol of judge/engine/playing.py with the rules
of RULES["moore"] (judge/games/rules.py; the theory in judge/games/nim.py: is_p_moore,
winning_move_moore).

Who talks to whom: the judge writes to the program's stdin and reads its stdout. The program
plays the first player of every game, the judge the second, with a seeded opponent.

In what order, per test set (one run of the program):
  judge: G, the number of games; then for each game:
    judge: `k n p1 ... pn` (a move lowers 1 to k of the n piles)
    program: `1` (the player to move wins) or `0` (loses); after `0` the game is over
    after `1`, until every pile is empty:
      program: `n q1 ... qn`, the piles after its move
      judge: its move, `n q1 ... qn` likewise (only if a stone is left)
  After the last game the program exits by itself.

Who decides: the engine raises a Violation on the first broken rule; the runner's `decide`
makes it the verdict. PE: a claim that is not 0 or 1, a move line that is not n + 1 integers
(with the right n first). WA: a wrong claim; an illegal move (a pile below 0 or raised, none
or more than k piles lowered); a move after which the judge can force a win.

Test data: `seed N`, then one game per line, `k n p1 ... pn strategy` (random: 1 to k random
piles lowered by random amounts; stalling: one stone off a largest pile). The problem's own
limits, over the engine's (1 <= k <= 100, piles up to 10^18): at most 50 games, at most
100 piles (the engine allows 1000), and the stalling opponent (the longest games: one lasts
up to half its stones in rounds) only with at most 10^4 stones in all.
"""

from judge.games.rules import RULES as GAMES
from judge.engine.playing import parse_test_set, play_games

RULES = GAMES["moore"]  # the game, for the engine and for `judge play`

MAX_GAMES = 50
MAX_PILES = 100
MAX_STALLING_STONES = 10**4


def interact(ctx) -> None:
    play_games(ctx, RULES)


def validate(text: str) -> None:
    test_set = parse_test_set(text, RULES, max_games=MAX_GAMES)
    for number, game in enumerate(test_set.games, 1):
        k, piles = game.position
        if len(piles) > MAX_PILES:
            raise ValueError(f"game {number}: {len(piles)} piles, more than {MAX_PILES}")
        if game.strategy == "stalling" and sum(piles) > MAX_STALLING_STONES:
            raise ValueError(f"game {number}: a stalling game with more than "
                             f"{MAX_STALLING_STONES} stones")
