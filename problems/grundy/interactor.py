"""Grundy's game interactor: the "decide, then play" protocol of judge/engine/playing.py with the
rules of RULES["grundy"] (judge/games/rules.py; the Sprague-Grundy values, by dynamic
programming up to heaps of 2000, in judge/games/grundy_game.py).

Who talks to whom: the judge writes to the program's stdin and reads its stdout. The program
plays the first player of every game, the judge the second, with a seeded opponent.

In what order, per test set (one run of the program):
  judge: G, the number of games; then for each game:
    judge: `n h1 ... hn`, the heaps in non-decreasing order
    program: `1` (the player to move wins) or `0` (loses); after `0` the game is over
    after `1`, until every heap has 1 or 2 stones:
      program: `i s`, heap i (numbered from 1 in non-decreasing order) split into s and
               h_i - s; the heaps are then sorted again
      judge: its move `i s` (only if a heap of 3 or more is left)
  After the last game the program exits by itself.

Who decides: the engine raises a Violation on the first broken rule; the runner's `decide`
makes it the verdict. PE: a line that is not two integers (or, for the claim, one). WA: a
wrong claim; an illegal move (no heap i, s not in 1..h_i - 1, or s = h_i - s); a move after
which the judge can force a win.

Test data: `seed N`, then one game per line, `n h1 ... hn strategy` (random: a random heap
split at random; stalling: one stone split off the largest heap). The problem's own limits,
over the engine's (1 to 100 heaps of 1 to 2000): at most 20 games, the heaps written in
non-decreasing order (as the program sees them), and at most 4000 stones in a game (a game
ends with at least half as many heaps as stones, and every round the judge checks the whole
position).
"""

from judge.games.rules import RULES as GAMES
from judge.engine.playing import parse_test_set, play_games

RULES = GAMES["grundy"]  # the game, for the engine and for `judge play`

MAX_GAMES = 20
MAX_STONES = 4000


def interact(ctx) -> None:
    play_games(ctx, RULES)


def validate(text: str) -> None:
    test_set = parse_test_set(text, RULES, max_games=MAX_GAMES)
    games = iter(test_set.games)
    for number, raw in enumerate(text.splitlines(), 1):
        tokens = raw.split("#", 1)[0].split()
        if not tokens or tokens[0] == "seed":
            continue
        heaps = [int(t) for t in tokens[1:-1]]
        if heaps != sorted(heaps):
            raise ValueError(f"line {number}: the heaps must be in non-decreasing order")
        if sum(next(games).position) > MAX_STONES:
            raise ValueError(f"line {number}: more than {MAX_STONES} stones")
