"""The board games as rules of the "decide, then play" engine (judge.engine.playing, with the
board dialect judge.engine.protocol_boards; the contract is in judge.games.plugin): how each
writes its board and moves, what is legal, who wins, and the opponent's moves. The theory
lives in the games' own modules. BOARD_RULES names every board game the engine's problems use.
"""

from __future__ import annotations

import random

from judge.games import strip
from judge.games.plugin import Rules, ints


class Strip(Rules):
    """A strip of n cells; a move shades k adjacent unshaded cells. Position (n, k, shaded),
    shaded a bitmask of cells 0 to n-1; written `n k` (a start is unshaded). A move `i`: shade
    cells i to i + k - 1 (1-based)."""

    strategies = ("random", "centre", "best")
    move_format = "i"

    def parse_position(self, tokens):
        n, k = ints(tokens, 2, "`n k`")
        if not (1 <= n <= strip.MAX_N and 1 <= k <= strip.MAX_N and (n - k) % 2 == 0):
            raise ValueError(f"need 1 <= n, k <= {strip.MAX_N}, n and k of equal parity")
        return (n, k, 0)

    def format_position(self, position):
        n, k, shaded = position
        if not shaded:
            return f"{n} {k}"
        runs = [f"{s + 1}-{s + length}" for s, length in strip.segments(n, ~shaded & ((1 << n) - 1))]
        return f"{n} {k}, shaded {' '.join(runs)}"

    def draw(self, position):
        n, _, shaded = position
        return "".join("#" if shaded >> cell & 1 else "." for cell in range(n))

    def move_from(self, values):
        return values[0]

    def format_move(self, move):
        return str(move)

    def illegal_reason(self, position, move):
        n, k, shaded = position
        if not 1 <= move <= n - k + 1:
            return f"cells {move} to {move + k - 1} are not all on the strip (cells 1 to {n})"
        if shaded >> (move - 1) & ((1 << k) - 1):
            return f"cells {move} to {move + k - 1} are not all unshaded"
        return None

    def apply(self, position, move):
        n, k, shaded = position
        return (n, k, shaded | ((1 << k) - 1) << (move - 1))

    def is_p(self, position):
        return strip.is_p(*position)

    def is_over(self, position):
        n, k, shaded = position
        return all(length < k for _, length in strip.segments(n, shaded))

    def winning_move(self, position):
        cell = strip.winning_move(*position)
        return None if cell is None else cell + 1

    def moves(self, position):
        n, k, shaded = position
        return [s + left + 1 for s, length in strip.segments(n, shaded)
                for left in range(length - k + 1)]

    def opponent_move(self, position, strategy, rng: random.Random):
        moves = self.moves(position)
        if strategy == "best":  # a winning move if there is one: punishes any slip
            best = self.winning_move(position)
            if best is not None:
                return best
        if strategy == "centre":  # nearest the centre: where a mirror off by one collides
            n, k, _ = position
            return min(moves, key=lambda i: (abs(2 * (i - 1) + k - n), rng.random()))
        return rng.choice(moves)


BOARD_RULES = {"strip": Strip()}
