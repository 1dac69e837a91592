"""Nim in disguise as rules of the board engine (judge.engine.playing with
judge.engine.protocol_boards; the contract in judge.games.plugin): pawns, red and blue pieces
(judge.games.gap_nim) and Building Nim (judge.games.building_nim). The first player moves the
white pawns and the red pieces, the second the black and the blue: a position says whose turn
it is, since the two sides move different pieces."""

from __future__ import annotations

import random

from judge.games import building_nim, gap_nim
from judge.games.plugin import Rules, ints


class _Pairs(Rules):
    """Pairs closing a gap (low, high), the first player moving the low pieces. Position
    (size, lows, highs, turn, played): turn 0 for the first player; played, the moves so far.
    A move `i x`: the mover's piece of pair i (1-based) to coordinate x."""

    strategies = ("random", "retreat", "best")
    move_format = "i x"

    def move_from(self, values):
        return tuple(values)

    def format_move(self, move):
        return f"{move[0]} {move[1]}"

    def apply(self, position, move):
        size, lows, highs, turn, played = position
        i, x = move[0] - 1, move[1]
        if turn == 0:
            lows = lows[:i] + (x,) + lows[i + 1:]
        else:
            highs = highs[:i] + (x,) + highs[i + 1:]
        return (size, lows, highs, 1 - turn, played + 1)

    def is_p(self, position):
        return gap_nim.is_p(position[1], position[2])

    def winning_move(self, position):
        _, lows, highs, turn, _ = position
        found = gap_nim.winning_advance(lows, highs, turn == 0)
        return None if found is None else (found[0] + 1, found[1])

    def targets(self, position, i: int) -> range:
        """Where the mover's piece of pair i (0-based) may go (its own coordinate too)."""
        size, lows, highs, turn, _ = position
        if turn == 0:
            return range(self.lowest(position, i), highs[i])
        return range(lows[i] + 1, self.highest(position, i) + 1)

    def lowest(self, position, i):
        return position[1][i]  # no retreat: a low piece only moves up

    def highest(self, position, i):
        return position[2][i]

    def illegal_reason(self, position, move):
        _, lows, highs, turn, _ = position
        i, x = move
        if not 1 <= i <= len(lows):
            return f"there is no pair {i} (1 to {len(lows)})"
        allowed = self.targets(position, i - 1)
        now = (lows if turn == 0 else highs)[i - 1]
        if x == now or x not in allowed:
            return (f"{self.PIECES[turn]} {i} (at {now}) may move to {allowed.start} .. "
                    f"{allowed.stop - 1}, not to {x} (and must move)")
        return None

    def is_over(self, position):
        return not any(len(self.targets(position, i)) > 1 for i in range(len(position[1])))

    def opponent_move(self, position, strategy, rng: random.Random):
        _, lows, highs, turn, _ = position
        if strategy == "best":
            best = self.winning_move(position)
            if best is not None:
                return best
        movable = [i for i in range(len(lows)) if len(self.targets(position, i)) > 1]
        own = lows if turn == 0 else highs
        if strategy == "retreat":  # one step back where it can: the longest games
            back = [i for i in movable if own[i] - (1 if turn == 0 else -1)
                    in self.targets(position, i)]
            if back:
                i = rng.choice(back)
                return (i + 1, own[i] - 1 if turn == 0 else own[i] + 1)
        i = rng.choice(movable)
        return (i + 1, rng.choice([x for x in self.targets(position, i) if x != own[i]]))


class Pawns(_Pairs):
    """n columns of an n x m board (m rows); in column i a white pawn on row w_i, a black one
    on row b_i > w_i. Written `n m w1 b1 ... wn bn`; a move `i r`: the mover's pawn of column
    i to row r, up or down. A game that lasts past MOVES_PER_CELL * n * m moves is the
    program's loss: a winning side that answers each retreat by advancing the same distance
    ends it well within that (gap_nim's bound: two moves lower the sum of the gaps and the
    losing side's room, at most 2 n m)."""

    PIECES = ("white pawn", "black pawn")
    MOVES_PER_CELL = 4
    MAX_N, MAX_M = 30, 100

    def parse_position(self, tokens):
        if len(tokens) < 2 or not all(t.isdigit() for t in tokens[:2]):
            raise ValueError("expected `n m w1 b1 ... wn bn`")
        n, m = int(tokens[0]), int(tokens[1])
        if not (1 <= n <= self.MAX_N and 2 <= m <= self.MAX_M):
            raise ValueError(f"need 1 <= n <= {self.MAX_N}, 2 <= m <= {self.MAX_M}")
        rows = ints(tokens[2:], 2 * n, "the pawns' rows")
        lows, highs = tuple(rows[0::2]), tuple(rows[1::2])
        if not all(1 <= w < b <= m for w, b in zip(lows, highs)):
            raise ValueError("each column needs 1 <= w < b <= m")
        return (m, lows, highs, 0, 0)

    def format_position(self, position):
        m, lows, highs, _, _ = position
        return " ".join(map(str, (len(lows), m, *(x for pair in zip(lows, highs) for x in pair))))

    def draw(self, position):
        m, lows, highs, _, _ = position
        return "\n".join("".join("W" if w == row else "B" if b == row else "."
                                 for w, b in zip(lows, highs)) for row in range(m, 0, -1))

    def lowest(self, position, i):
        return 1

    def highest(self, position, i):
        return position[0]

    def illegal_reason(self, position, move):
        m, lows, _, _, played = position
        if played >= self.MOVES_PER_CELL * len(lows) * m:
            return (f"the game has lasted {played} moves, the most a winning side needs "
                    "(answer a retreat by advancing the same distance)")
        return super().illegal_reason(position, move)


class RedBlue(_Pairs):
    """2n pieces at integer points 1 to L of a line, alternating red, blue, ...: red j at r_j,
    blue j at b_j, r_1 < b_1 < r_2 < ... Written `L n r1 b1 ... rn bn`; a move `j x`: the
    mover's piece j to x (red only right, blue only left, never onto or past another)."""

    PIECES = ("red piece", "blue piece")
    strategies = ("random", "best")
    MAX_L = 10**6

    def parse_position(self, tokens):
        if len(tokens) < 2 or not all(t.isdigit() for t in tokens[:2]):
            raise ValueError("expected `L n r1 b1 ... rn bn`")
        size, n = int(tokens[0]), int(tokens[1])
        if not (2 <= size <= self.MAX_L and 1 <= n <= 100):
            raise ValueError(f"need 2 <= L <= {self.MAX_L}, 1 <= n <= 100")
        points = ints(tokens[2:], 2 * n, "the pieces' points")
        if not (all(a < b for a, b in zip(points, points[1:])) and 1 <= points[0]
                and points[-1] <= size):
            raise ValueError("the points must increase, within 1 .. L")
        return (size, tuple(points[0::2]), tuple(points[1::2]), 0, 0)

    def format_position(self, position):
        size, lows, highs, _, _ = position
        return " ".join(map(str, (size, len(lows),
                                  *(x for pair in zip(lows, highs) for x in pair))))

    def draw(self, position):
        size, lows, highs, _, _ = position
        cells = ["."] * size
        for r, b in zip(lows, highs):
            cells[r - 1], cells[b - 1] = "R", "B"
        return "".join(cells) if size <= 200 else self.format_position(position)


class BuildingNim(Rules):
    """Building Nim: n piles, p tokens (building_nim). Position (piles, left), written `n p` (a
    start is empty). A move `i s`: pile i (1-based) to size s: one more, while tokens are
    left (on an empty pile while there is one); fewer, in the Nim phase."""

    strategies = ("random", "best")
    move_format = "i s"

    def parse_position(self, tokens):
        n, p = ints(tokens, 2, "`n p`")
        if not (1 <= n <= building_nim.MAX_PILES and n <= p <= building_nim.MAX_TOKENS):
            raise ValueError(f"need 1 <= n <= {building_nim.MAX_PILES}, "
                             f"n <= p <= {building_nim.MAX_TOKENS}")
        return ((0,) * n, p)

    def format_position(self, position):
        piles, left = position
        if not any(piles):
            return f"{len(piles)} {left}"
        return f"{len(piles)} {left}, piles {' '.join(map(str, piles))}, {left} to place"

    def draw(self, position):
        piles, left = position
        rows = [f"pile {i + 1}: {'o' * size} ({size})" for i, size in enumerate(piles)]
        return "\n".join(rows + [f"{left} tokens to place"] if left else rows)

    def move_from(self, values):
        return tuple(values)

    def format_move(self, move):
        return f"{move[0]} {move[1]}"

    def illegal_reason(self, position, move):
        piles, left = position
        i, size = move
        if not 1 <= i <= len(piles):
            return f"there is no pile {i} (1 to {len(piles)})"
        now = piles[i - 1]
        if left:
            if size != now + 1:
                return f"{left} tokens are still to place: pile {i} may only become {now + 1}"
            if now and 0 in piles:
                return f"pile {piles.index(0) + 1} is empty: a token goes on an empty pile first"
        elif not 0 <= size < now:
            return f"pile {i} has {now}: it may become 0 to {now - 1}, not {size}"
        return None

    def apply(self, position, move):
        piles, left = position
        i, size = move[0] - 1, move[1]
        return (piles[:i] + (size,) + piles[i + 1:], left - 1 if left else 0)

    def is_p(self, position):
        return building_nim.is_p(*position)

    def is_over(self, position):
        piles, left = position
        return not left and not any(piles)

    def winning_move(self, position):
        found = building_nim.winning_move(*position)
        return None if found is None else (found[0] + 1, found[1])

    def opponent_move(self, position, strategy, rng: random.Random):
        piles, left = position
        if strategy == "best":
            best = self.winning_move(position)
            if best is not None:
                return best
        if left:
            i = rng.choice([j for j, s in enumerate(piles) if s == 0] or range(len(piles)))
            return (i + 1, piles[i] + 1)
        i = rng.choice([j for j, s in enumerate(piles) if s])
        return (i + 1, rng.randrange(piles[i]))
