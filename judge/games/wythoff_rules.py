"""The Wythoff family as rules of the "decide, then play" engine (the contract is in
judge.games.plugin): generalized Wythoff in the engine's own notation, and Wythoff's game
(a = 1) in TZIANSITZI's, with that problem's opponents. One theory under both:
judge.games.gwythoff.
"""

from __future__ import annotations

import random

from judge.games import gwythoff, wythoff
from judge.games.plugin import BIG, Rules, draw_piles, ints
from judge.games.wythoff_opponent import STRATEGIES, Opponent


class GeneralizedWythoff(Rules):
    """Position (a, x, y), written `a x y`; a move `k l`: k stones from the first pile, l from
    the second."""

    strategies = ("random", "single", "diagonal", "stalling")
    move_format = "k l"

    def parse_position(self, tokens):
        a, x, y = ints(tokens, 3, "`a x y`")
        if not (1 <= a <= 10**6 and 0 <= min(x, y) and max(x, y) <= BIG):
            raise ValueError(f"need 1 <= a <= 10^6 and piles in [0, {BIG}]")
        return (a, x, y)

    def format_position(self, position):
        return " ".join(map(str, position))

    def draw(self, position):
        return "\n".join([self.format_position(position), *draw_piles(position[1:])])

    def move_from(self, values):
        return gwythoff.Take(*values)

    def format_move(self, move):
        return f"{move[0]} {move[1]}"

    def illegal_reason(self, position, move):
        return gwythoff.illegal_reason(*position, move)

    def apply(self, position, move):
        a, x, y = position
        return (a, x - move[0], y - move[1])

    def is_p(self, position):
        return gwythoff.is_p_position(*position)

    def is_over(self, position):
        return position[1] == position[2] == 0

    def winning_move(self, position):
        return gwythoff.winning_move(*position)

    def opponent_move(self, position, strategy, rng: random.Random):
        a, x, y = position
        if strategy == "stalling":  # one stone from the larger pile: the longest games
            return gwythoff.Take(1, 0) if x >= y else gwythoff.Take(0, 1)
        single = strategy == "single" or (strategy == "random" and rng.random() < 0.5)
        if single or min(x, y) == 0:
            if (rng.random() < 0.5 and x) or not y:
                return gwythoff.Take(rng.randint(1, x), 0)
            return gwythoff.Take(0, rng.randint(1, y))
        k = rng.randint(1, min(x, y))
        l = min(y, max(1, k + rng.randint(-(a - 1), a - 1)))  # |k - l| < a, within the piles
        return gwythoff.Take(k, l)


class ClassicWythoff(Rules):
    """Wythoff's game (a = 1) as TZIANSITZI writes it. Position (x, y), written `x y`; a move
    `p c` (judge.games.wythoff.Move): c stones from pile p, or from both when p = 3. The
    opponents are judge.games.wythoff_opponent's (a `scripted` one replays the test's moves).
    Positions come from TZIANSITZI's own test data (judge.engine.protocol_tziansitzi), so there is
    no parse_position."""

    strategies = STRATEGIES
    move_format = "p c"

    def format_position(self, position):
        return f"{position[0]} {position[1]}"

    def draw(self, position):
        return "\n".join([self.format_position(position), *draw_piles(position)])

    def move_from(self, values):
        return wythoff.Move(*values)

    def format_move(self, move):
        return f"{move[0]} {move[1]}"

    # These run once or twice a round of a game of 100,000 rounds: the functions themselves,
    # no call in between.
    illegal_reason = staticmethod(wythoff.illegal)
    apply = staticmethod(wythoff.apply)
    is_p = staticmethod(wythoff.is_p)
    is_over = staticmethod(wythoff.is_over)

    def winning_move(self, position):
        return wythoff.winning_move(*position)

    def opponent(self, strategy, rng, script=()):
        # An Opponent keeps state (the script still to replay), so one is made per game.
        reply = Opponent(strategy, rng, script).reply
        return lambda position: reply(*position)
