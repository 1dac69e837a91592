"""`judge analyze grid-geography --n N --m M` and `judge analyze knight-geography --n N`: who
wins geography on a whole board, why, and how. Pure: the CLI parses and prints. The first
word is the side that wins, `first` (the player who cuts first) or `second`; the other board
games' analyses are in judge.commands.board_analyses.

The grid is decided by its closed form for any size (dominoes tile it iff n*m is even; an odd
one is tiled but for a corner); the knight's board by a maximum matching
(judge.games.geography), up to MAX_KNIGHT, past which the command refuses.
"""

from __future__ import annotations

from judge.commands.board_analyses import BoardRefused
from judge.games import geography
from judge.games.geography_graphs import Board, maximum_matching

MAX_SIDE = 10**9  # the grid's closed form needs no board
MAX_KNIGHT = 1000  # a matching of a million squares: 1 to 3 s here (SciPy)


def grid(params) -> list[str]:
    n, m = params.n, params.m
    if n is None or m is None or not (1 <= n <= MAX_SIDE and 1 <= m <= MAX_SIDE):
        raise BoardRefused(f"grid-geography needs --n and --m, each 1 to {MAX_SIDE}")
    if n * m % 2:
        return [f"first: the {n} x {m} grid has an odd number of cells, so no perfect matching; "
                "dominoes cover every cell but the corner (1, 1); a winning first cut: 1 1, "
                "then answer each cut with the other half of its domino"]
    (r, c), how = ((1, 2), "side by side") if m % 2 == 0 else ((2, 1), "one above the other")
    return [f"second: the {n} x {m} grid has an even number of cells, so dominoes cover it "
            f"(a perfect matching; here dominoes {how}); whatever the first cut, answer each "
            f"cut with the other half of its domino (e.g. the first cut 1 1 with {r} {c})"]


def knight(params) -> list[str]:
    n, m = params.n, params.m
    if m is not None and m != n:
        raise BoardRefused("knight-geography is played on n x n boards: give --n only")
    if n is None or not 1 <= n <= MAX_KNIGHT:
        raise BoardRefused(f"knight-geography needs --n from 1 to {MAX_KNIGHT} (a maximum matching "
                       "of n*n squares decides it; past that it takes too long)")
    board = Board("knight", n, n)
    root = geography.start(board)
    mate = maximum_matching(board)
    free = mate.count(-1)
    if geography.mover_wins(root):
        r, c = board.cell(geography.winning_move(root))
        note = " (the seed's rule, \"n even: the second player wins\", is wrong here)" \
            if n % 2 == 0 else ""
        return [f"first: the {n} x {n} knight graph has no perfect matching (a maximum "
                f"matching leaves {free} of {n * n} squares free){note}; a winning first cut: "
                f"{r + 1} {c + 1}, a square a maximum matching misses, then answer each cut "
                "with its partner"]
    partner = board.cell(mate[0])
    return [f"second: the {n} x {n} knight graph has a perfect matching; whatever the first "
            f"cut, answer each cut with its partner in it (e.g. the first cut 1 1 with "
            f"{partner[0] + 1} {partner[1] + 1})"]


GEOGRAPHY_ANALYZERS = {"grid-geography": grid, "knight-geography": knight}
