"""The board games as rules of the "decide, then play" engine (judge.engine.playing, with the
board dialect judge.engine.protocol_boards; the contract is in judge.games.plugin): how each
writes its board and moves, what is legal, who wins, and the opponent's moves. The theory
lives in the games' own modules. BOARD_RULES names every board game the engine's problems use.
"""

from __future__ import annotations

import random

from judge.games import cram, strip
from judge.games.nim_board_rules import BuildingNim, Pawns, RedBlue
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
        unshaded = ~shaded & ((1 << n) - 1)  # its free segments are the shaded runs
        runs = [f"{s + 1}-{s + length}" for s, length in strip.segments(n, unshaded)]
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
        return not strip.has_move(*position)

    def winning_move(self, position):
        cell = strip.winning_move(*position)
        return None if cell is None else cell + 1

    def moves(self, position):
        n, k, shaded = position
        return [s + left + 1 for s, length in strip.segments(n, shaded)
                for left in range(length - k + 1)]

    def opponent_move(self, position, strategy, rng: random.Random):
        if strategy == "best":  # a winning move if there is one: punishes any slip
            best = self.winning_move(position)
            if best is not None:
                return best
        if strategy == "centre":  # nearest the centre: where a mirror off by one collides
            return self._nearest_centre(position, rng)
        return rng.choice(self.moves(position))

    def _nearest_centre(self, position, rng: random.Random) -> int:
        """The legal move whose cells are nearest the strip's centre (a tie: either side)."""
        n, k, shaded = position
        cells, free, middle = strip.cells(n, shaded), "0" * k, (n - k) // 2
        right = cells.find(free, middle)  # 0-based first cells, searched in C
        left = cells.rfind(free, 0, middle + k - 1)
        found = [i for i in (left, right) if i >= 0]
        best = min(abs(2 * i + k - n) for i in found)
        return rng.choice(sorted({i + 1 for i in found if abs(2 * i + k - n) == best}))


class Cram(Rules):
    """Cram on an n x m board. Position (n, m, shaded), shaded a bitmask (bit r * m + c, 0-based);
    written `n m` (a start is empty). A move `r1 c1 r2 c2`: the domino on those two cells
    (1-based, sharing a side, in either order). Decided exactly by search on boards of at most
    EXACT_CELLS cells; on bigger ones (a side even) by the mirror strategies where they speak
    (cram.mirror_answer), and not at all elsewhere."""

    EXACT_CELLS = 18  # a 3 x 6 board's first search: under a second
    MAX_SIDE = 40

    strategies = ("random", "centre", "best")
    move_format = "r1 c1 r2 c2"

    def parse_position(self, tokens):
        n, m = ints(tokens, 2, "`n m`")
        if not (1 <= n <= self.MAX_SIDE and 1 <= m <= self.MAX_SIDE):
            raise ValueError(f"need 1 <= n, m <= {self.MAX_SIDE}")
        return (n, m, 0)

    def format_position(self, position):
        n, m, shaded = position
        if not shaded:
            return f"{n} {m}"
        cells = [f"{i // m + 1} {i % m + 1}" for i in range(n * m) if shaded >> i & 1]
        return f"{n} {m}, shaded {', '.join(cells)}"

    def draw(self, position):
        n, m, shaded = position
        return "\n".join("".join("#" if shaded >> (r * m + c) & 1 else "." for c in range(m))
                         for r in range(n))

    def move_from(self, values):
        r1, c1, r2, c2 = values
        return (r1, c1, r2, c2) if (r1, c1) <= (r2, c2) else (r2, c2, r1, c1)

    def format_move(self, move):
        return " ".join(map(str, move))

    def illegal_reason(self, position, move):
        n, m, shaded = position
        r1, c1, r2, c2 = move
        for r, c in ((r1, c1), (r2, c2)):
            if not (1 <= r <= n and 1 <= c <= m):
                return f"cell ({r}, {c}) is not on the {n} x {m} board"
            if shaded >> ((r - 1) * m + c - 1) & 1:
                return f"cell ({r}, {c}) is shaded already"
        if abs(r1 - r2) + abs(c1 - c2) != 1:
            return f"cells ({r1}, {c1}) and ({r2}, {c2}) do not share a side"
        return None

    def apply(self, position, move):
        n, m, shaded = position
        r1, c1, r2, c2 = move
        return (n, m, cram.shade(m, shaded, (r1 - 1, c1 - 1, r2 - 1, c2 - 1)))

    def is_p(self, position):
        n, m, shaded = position
        if n * m <= self.EXACT_CELLS:
            return cram.value(n, m, shaded) == 0
        if not cram.has_move(n, m, shaded):
            return True
        return cram.mirror_answer(n, m, shaded)[0]

    def is_over(self, position):
        return not cram.has_move(*position)

    def winning_move(self, position):
        n, m, shaded = position
        if n * m <= self.EXACT_CELLS:
            move = cram.winning_move(n, m, shaded)
        else:
            move = cram.mirror_answer(n, m, shaded)[1]
        return None if move is None else tuple(x + 1 for x in move)

    def opponent_move(self, position, strategy, rng: random.Random):
        n, m, shaded = position
        if strategy == "best":  # a winning move where one is known: punishes any slip
            best = self.winning_move(position)
            if best is not None:
                return best
        moves = cram.moves(n, m, shaded)
        if strategy == "centre":  # nearest the centre: where a wrong mirror collides
            def distance(d):
                return abs(d[0] + d[2] + 1 - n) + abs(d[1] + d[3] + 1 - m)
            move = min(moves, key=lambda d: (distance(d), rng.random()))
        else:
            move = rng.choice(moves)
        return tuple(x + 1 for x in move)


BOARD_RULES = {"strip": Strip(), "cram": Cram(), "pawns": Pawns(), "red_blue": RedBlue(),
               "building_nim": BuildingNim()}
