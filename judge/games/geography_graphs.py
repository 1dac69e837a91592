"""The boards of grid and knight geography as graphs, and a maximum matching of a whole board.

A board is n x m cells; cell (r, c) (0-based here) is vertex r * m + c. The grid graph joins
cells one step apart (up, down, left, right), the knight graph cells a knight's jump apart.
Both are bipartite by the colour (r + c) mod 2: a grid step changes r + c by 1, a knight's
jump by 1 or 3. The maximum matching of a whole board is SciPy's Hopcroft-Karp
(`scipy.sparse.csgraph.maximum_bipartite_matching`, compiled; with the edges built by NumPy,
about 16 ms for a 200 x 200 board), computed once per board; a game then repairs it move by
move (judge.games.geography), with augmenting_path.

SciPy is optional: a problem exported as a package (judge export) carries this module to a
contest system that has only the standard library. There the same augmenting-path search,
run from every cell a greedy matching leaves free (Kuhn's algorithm), finds the maximum
matching instead: 0.03 to 0.06 s of CPU for a 200 x 200 board (tests/test_geography.py
compares them).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

try:  # optional: see above (judge export accepts an import guarded so)
    import numpy as np
    from scipy.sparse import csr_matrix
    from scipy.sparse.csgraph import maximum_bipartite_matching
except ImportError:
    maximum_bipartite_matching = None

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
    found = []
    for r in range(n):
        steps = [(dr * m + dc, dc) for dr, dc in STEPS[board.kind] if 0 <= r + dr < n]
        inner = [d for d, _ in steps]  # the columns far from both sides keep every step
        for c in range(m):
            v = r * m + c
            if 2 <= c < m - 2:
                found.append(tuple(map(v.__add__, inner)))
            else:
                found.append(tuple(v + d for d, dc in steps if 0 <= c + dc < m))
    return tuple(found)


@lru_cache(maxsize=16)
def colours(board: Board) -> tuple[int, ...]:
    return tuple((r + c) & 1 for r in range(board.n) for c in range(board.m))


@lru_cache(maxsize=16)
def maximum_matching(board: Board) -> tuple[int, ...]:
    """A maximum matching of the whole board: each vertex's partner, or -1 if it is free."""
    if maximum_bipartite_matching is None:
        return tuple(matching_by_search(board))
    n, m = board.n, board.m
    cells = np.arange(board.size)
    row, col = np.divmod(cells, m)
    colour = (row + col) & 1
    left, right = np.flatnonzero(colour == 0), np.flatnonzero(colour == 1)
    mate = [-1] * board.size
    if not len(left) or not len(right):
        return tuple(mate)
    rank = np.zeros(board.size, dtype=np.int64)  # a cell's index among those of its colour
    rank[left], rank[right] = np.arange(len(left)), np.arange(len(right))
    tails, heads = [], []
    for dr, dc in STEPS[board.kind]:  # every edge once, from its colour-0 end
        ok = (colour == 0) & (0 <= row + dr) & (row + dr < n) & (0 <= col + dc) & (col + dc < m)
        tails.append(cells[ok])
        heads.append(cells[ok] + dr * m + dc)
    tails, heads = np.concatenate(tails), np.concatenate(heads)
    graph = csr_matrix((np.ones(len(heads), dtype=np.int8), (rank[tails], rank[heads])),
                       shape=(len(left), len(right)))
    partner = maximum_bipartite_matching(graph, perm_type="column")
    for a, j in zip(left.tolist(), partner.tolist()):
        if j >= 0:
            b = int(right[j])
            mate[a], mate[b] = b, a
    return tuple(mate)


def matching_by_search(board: Board) -> list[int]:
    """A maximum matching without SciPy: greedy (the fewest neighbours first, on both sides),
    then one augmenting-path search from each cell of colour 0 left free. (A cell with no
    augmenting path now has none after later augmentations: Kuhn's algorithm is right.)"""
    adj, colour = neighbours(board), colours(board)
    mate = [-1] * board.size
    for a in sorted(range(board.size), key=lambda v: len(adj[v])):
        if mate[a] < 0:
            free = [b for b in adj[a] if mate[b] < 0]
            if free:
                b = min(free, key=lambda x: len(adj[x]))
                mate[a], mate[b] = b, a
    alive, seen = [True] * board.size, [0] * board.size
    for stamp, w in enumerate(range(board.size), 1):
        if mate[w] < 0 and colour[w] == 0:
            path = augmenting_path(adj, mate, alive, seen, stamp, w)
            for a, b in zip(path[::2], path[1::2]):
                mate[a], mate[b] = b, a
    return mate


def augmenting_path(adj, mate: list[int], alive: list[bool], seen: list[int], stamp: int,
                    w: int) -> list[int]:
    """The shortest augmenting path from the free vertex w among the alive vertices, as
    [w, b1, a1, b2, ..., bk] (bk free; flipping it pairs w-b1, a1-b2, ...), or [] if none.
    `seen` marks with `stamp` the vertices reached (a new stamp per search: no clearing)."""
    seen[w] = stamp
    came = {}
    queue = [w]
    for a in queue:
        for b in adj[a]:
            if not alive[b] or seen[b] == stamp:
                continue
            seen[b] = stamp
            came[b] = a
            a2 = mate[b]
            if a2 < 0:
                path = [b]
                while True:
                    a = came[b]
                    path.append(a)
                    if a == w:
                        return path[::-1]
                    b = mate[a]
                    path.append(b)
            if seen[a2] != stamp:
                seen[a2] = stamp
                queue.append(a2)
    return []


def deficiency(board: Board) -> int:
    """How many vertices a maximum matching of the whole board leaves free."""
    return maximum_matching(board).count(-1)
