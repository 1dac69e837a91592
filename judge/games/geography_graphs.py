"""The boards of grid and knight geography as graphs, and a maximum matching of a whole board.

A board is n x m cells; cell (r, c) (0-based here) is vertex r * m + c. The grid graph joins
cells one step apart (up, down, left, right), the knight graph cells a knight's jump apart.
Both are bipartite by the colour (r + c) mod 2: a grid step changes r + c by 1, a knight's
jump by 1 or 3. The maximum matching of a whole board is SciPy's Hopcroft-Karp
(`scipy.sparse.csgraph.maximum_bipartite_matching`, compiled: about 20 ms for a 200 x 200
knight board), computed once per board; a game then repairs it move by move
(judge.games.geography).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np

KINDS = ("grid", "knight")
STEPS = {
    "grid": ((1, 0), (-1, 0), (0, 1), (0, -1)),
    "knight": ((1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)),
}
MAX_SIDE = 1000  # far above the problems' 200: what analysis and the pure module accept


@dataclass(frozen=True)
class Board:
    """An n x m board (the knight's is n x n) and the graph its kind makes of it."""
    kind: str
    n: int
    m: int

    def __post_init__(self):
        if self.kind not in KINDS:
            raise ValueError(f"a board is one of {', '.join(KINDS)}, not {self.kind!r}")
        if not (1 <= self.n <= MAX_SIDE and 1 <= self.m <= MAX_SIDE):
            raise ValueError(f"a board's sides are 1 to {MAX_SIDE}, not {self.n} x {self.m}")
        if self.kind == "knight" and self.n != self.m:
            # The game is n x n; and SciPy's matching takes 35 s on the 200 x 199 knight graph
            # (3 ms with the sides of the bipartition swapped), a case no problem needs.
            raise ValueError(f"a knight's board is square, not {self.n} x {self.m}")

    @property
    def size(self) -> int:
        return self.n * self.m

    def vertex(self, row: int, col: int) -> int:
        """The vertex of cell (row, col), 0-based."""
        return row * self.m + col

    def cell(self, vertex: int) -> tuple[int, int]:
        return divmod(vertex, self.m)

    def colour(self, vertex: int) -> int:
        return sum(divmod(vertex, self.m)) & 1


@lru_cache(maxsize=16)
def neighbours(board: Board) -> tuple[tuple[int, ...], ...]:
    """Each vertex's neighbours, in the order of STEPS."""
    n, m = board.n, board.m
    return tuple(tuple((r + dr) * m + c + dc for dr, dc in STEPS[board.kind]
                       if 0 <= r + dr < n and 0 <= c + dc < m)
                 for r in range(n) for c in range(m))


@lru_cache(maxsize=16)
def colours(board: Board) -> tuple[int, ...]:
    return tuple((r + c) & 1 for r in range(board.n) for c in range(board.m))


@lru_cache(maxsize=16)
def maximum_matching(board: Board) -> tuple[int, ...]:
    """A maximum matching of the whole board: each vertex's partner, or -1 if it is free."""
    from scipy.sparse import csr_matrix
    from scipy.sparse.csgraph import maximum_bipartite_matching

    colour = np.array(colours(board))
    left, right = np.flatnonzero(colour == 0), np.flatnonzero(colour == 1)
    mate = [-1] * board.size
    if not len(left) or not len(right):
        return tuple(mate)
    column = np.zeros(board.size, dtype=np.int64)
    column[right] = np.arange(len(right))
    adjacency = neighbours(board)
    rows = np.repeat(np.arange(len(left)), [len(adjacency[a]) for a in left])
    heads = np.fromiter((b for a in left for b in adjacency[a]), dtype=np.int64)
    graph = csr_matrix((np.ones(len(heads), dtype=np.int8), (rows, column[heads])),
                       shape=(len(left), len(right)))
    partner = maximum_bipartite_matching(graph, perm_type="column")
    for i, j in enumerate(partner.tolist()):
        if j >= 0:
            a, b = int(left[i]), int(right[j])
            mate[a], mate[b] = b, a
    return tuple(mate)


def deficiency(board: Board) -> int:
    """How many vertices a maximum matching of the whole board leaves free."""
    return maximum_matching(board).count(-1)
