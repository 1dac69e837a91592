"""Grid and knight geography as rules of the board engine (judge.engine.playing with the dialect
judge.engine.protocol_boards; the contract is in judge.games.plugin). The theory, and the
tracker that makes each move's oracle one augmenting search, are in judge.games.geography.

A start is written `n m` (grid) or `n` (knight, n x n); a move is a cell `r c`, 1-based. The
first move cuts any cell, every later one a neighbour of the last cut that is not cut yet.
Positions are judge.games.geography.Position nodes: one game's positions share a tracker, so
the engine's line of play (and a message's look at a sibling) costs a search per move.
"""

from __future__ import annotations

import random

from judge.games import geography
from judge.games.geography_graphs import Board, neighbours
from judge.games.plugin import Rules, ints

MAX_SIDE = 200  # the problems' largest board
WINDOW = 40  # the most cells a side `judge play` draws


class GridGeography(Rules):
    """Undirected vertex geography on the n x m grid (steps up, down, left, right)."""

    kind = "grid"
    shape = "`n m`"
    # Every opponent plays a winning move when it has one; otherwise `random` cuts a random
    # legal cell, `stalling` the one with the fewest onward moves (Warnsdorff's rule: long
    # games), `centre` the one nearest the centre (the first cut, too).
    strategies = ("random", "stalling", "centre")
    move_format = "r c"

    def parse_position(self, tokens):
        n, m = ints(tokens, 2, self.shape)
        return geography.start(self._board(n, m))

    def _board(self, n: int, m: int) -> Board:
        if not (1 <= n <= MAX_SIDE and 1 <= m <= MAX_SIDE):
            raise ValueError(f"need 1 <= n, m <= {MAX_SIDE}")
        return Board(self.kind, n, m)

    def format_position(self, position):
        board = position.board
        start = self._start_text(board)
        if position.vertex is None:
            return start
        r, c = board.cell(position.vertex)
        return f"{start}, {position.depth} cut, the last {r + 1} {c + 1}"

    def _start_text(self, board: Board) -> str:
        return f"{board.n} {board.m}"

    def draw(self, position):
        """The board: `#` a cut cell, `@` the last cut, `.` a cell still free; a board over
        WINDOW cells a side only around the last cut (or its top left corner), under a line
        that says which part it is."""
        board, cut = position.board, set(position.cut())
        rows, cols = self._window(board.n, position, 0), self._window(board.m, position, 1)
        lines = ["".join("@" if v == position.vertex else "#" if v in cut else "."
                         for v in (r * board.m + c for c in cols)) for r in rows]
        if len(rows) < board.n or len(cols) < board.m:
            lines.insert(0, f"rows {rows[0] + 1}-{rows[-1] + 1}, columns {cols[0] + 1}-"
                            f"{cols[-1] + 1} of {board.n} x {board.m}:")
        return "\n".join(lines)

    @staticmethod
    def _window(side: int, position, axis: int) -> range:
        if side <= WINDOW:
            return range(side)
        centre = 0 if position.vertex is None else position.board.cell(position.vertex)[axis]
        first = min(max(0, centre - WINDOW // 2), side - WINDOW)
        return range(first, first + WINDOW)

    def move_from(self, values):
        return tuple(values)

    def format_move(self, move):
        return f"{move[0]} {move[1]}"

    def _vertex(self, position, move) -> int | None:
        board, (r, c) = position.board, move
        return board.vertex(r - 1, c - 1) if 1 <= r <= board.n and 1 <= c <= board.m else None

    def _move(self, position, vertex: int):
        r, c = position.board.cell(vertex)
        return (r + 1, c + 1)

    def illegal_reason(self, position, move):
        vertex = self._vertex(position, move)
        if vertex is None:
            board = position.board
            return f"({move[0]}, {move[1]}) is not a cell of the {board.n} x {board.m} board"
        return geography.illegal_reason(position, vertex)

    def apply(self, position, move):
        return geography.play(position, self._vertex(position, move))

    def is_p(self, position):
        return not geography.mover_wins(position)

    def is_over(self, position):
        return not geography.moves(position)

    def winning_move(self, position):
        vertex = geography.winning_move(position)
        return None if vertex is None else self._move(position, vertex)

    def opponent_move(self, position, strategy, rng: random.Random):
        return self._move(position, self.opponent_vertex(position, strategy, rng))

    def opponent_vertex(self, position, strategy: str, rng: random.Random) -> int:
        best = geography.winning_move(position)
        if best is not None:
            return best
        moves = geography.moves(position)
        if strategy == "stalling":
            adj, alive = neighbours(position.board), geography.alive(position)

            def onward(u):  # the cells u leads on to: fewest first, ties at random
                return (sum(1 for x in adj[u] if alive[x]), rng.random())
            return min(moves, key=onward)
        if strategy == "centre":
            board = position.board

            def off_centre(u):
                r, c = board.cell(u)
                return ((2 * r - board.n + 1) ** 2 + (2 * c - board.m + 1) ** 2, rng.random())
            return min(moves, key=off_centre)
        return rng.choice(moves)


class KnightGeography(GridGeography):
    """Undirected vertex geography on the n x n knight graph (each cut a knight's jump from
    the last)."""

    kind = "knight"
    shape = "`n`"

    def parse_position(self, tokens):
        (n,) = ints(tokens, 1, self.shape)
        return geography.start(self._board(n, n))

    def _start_text(self, board: Board) -> str:
        return str(board.n)


GEOGRAPHY_RULES = {"grid_geography": GridGeography(), "knight_geography": KnightGeography()}
