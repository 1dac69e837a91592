"""Grid and knight geography (judge.games.geography): the matching rule with its incremental
repair, against exhaustive search over every small board, and GAMES.md's facts on large ones."""

from __future__ import annotations

import functools

import pytest
from hypothesis import given, settings

from judge.games import geography
from judge.games.geography_graphs import Board, deficiency, neighbours

from tests.strategies import geography_steps, small_geography_boards


@functools.lru_cache(maxsize=None)
def brute_wins(board: Board, cut: int, last: int) -> bool:
    """The player to move from `last`, the cells of the bitmask `cut` gone, can force a win."""
    return any(not brute_wins(board, cut | 1 << u, u)
               for u in neighbours(board)[last] if not cut >> u & 1)


def brute_first_wins(board: Board) -> bool:
    return any(not brute_wins(board, 1 << v, v) for v in range(board.size))


def mask(position) -> int:
    return sum(1 << v for v in position.cut())


def brute_position(position) -> bool:
    if position.vertex is None:
        return brute_first_wins(position.board)
    return brute_wins(position.board, mask(position), position.vertex)


def check(position) -> None:
    board = position.board
    cut = mask(position)
    if position.vertex is None:
        legal = list(range(board.size))
    else:
        legal = sorted(u for u in neighbours(board)[position.vertex] if not cut >> u & 1)
    assert geography.moves(position) == legal
    assert geography.mover_wins(position) == brute_position(position), position.cut()
    move = geography.winning_move(position)
    if move is not None:
        assert move in legal
        assert not brute_position(geography.play(position, move))


@settings(max_examples=300, deadline=None)
@given(small_geography_boards(), geography_steps)
def test_matching_rule_agrees_with_exhaustive_search(board, steps):
    """Along any walk through a small board's game tree, moves forward and back, every
    position's outcome, legal moves and winning move agree with exhaustive search."""
    position = geography.start(board)
    check(position)
    for step in steps:
        if isinstance(step, tuple):
            for _ in range(step[1]):
                position = position.parent or position
        else:
            legal = geography.moves(position)
            if not legal:
                continue
            position = geography.play(position, legal[step % len(legal)])
        check(position)


def test_every_first_move_on_small_boards():
    """From every first cut on every board of up to 12 cells, the rule agrees with search,
    asked in an order that makes the tracker jump between siblings."""
    boards = [Board("grid", n, m) for n in range(1, 4) for m in range(1, 13 // n)] + \
        [Board("knight", n, n) for n in range(1, 4)]
    for board in boards:
        root = geography.start(board)
        for v in reversed(range(board.size)):
            child = geography.play(root, v)
            check(child)
            for u in geography.moves(child):
                check(geography.play(child, u))


def test_illegal_moves_are_explained():
    """A cell off the board, a cell cut before, and a cell not adjacent are refused, saying so."""
    board = Board("grid", 3, 3)
    position = geography.play(geography.play(geography.start(board), 4), 5)
    assert geography.illegal_reason(position, 9) == "not a cell of the board"
    assert geography.illegal_reason(position, 4) == "that cell is already cut"
    assert "one step" in geography.illegal_reason(position, 0)
    assert geography.illegal_reason(position, 8) is None
    knight = geography.play(geography.start(Board("knight", 3, 3)), 0)
    assert "knight's jump" in geography.illegal_reason(knight, 1)
    assert geography.illegal_reason(knight, 5) is None


@pytest.mark.parametrize("n,m", [(1, 1), (1, 2), (2, 2), (3, 3), (4, 5), (7, 9), (199, 199),
                                 (200, 200), (199, 200), (1, 200)])
def test_grid_first_wins_iff_area_is_odd(n, m):
    """GAMES.md: on the n x m grid the first player wins iff n*m is odd."""
    board = Board("grid", n, m)
    assert geography.mover_wins(geography.start(board)) == (n * m % 2 == 1)


def test_grid_rule_on_every_board_up_to_30():
    """The grid has a perfect matching iff n*m is even, for every n, m <= 30."""
    for n in range(1, 31):
        for m in range(1, 31):
            assert (deficiency(Board("grid", n, m)) == 0) == (n * m % 2 == 0), (n, m)


def knight_first_wins(n: int) -> bool:
    return geography.mover_wins(geography.start(Board("knight", n, n)))


def test_knight_first_wins_iff_no_perfect_matching():
    """GAMES.md: on the n x n knight graph the first player wins iff it has no perfect
    matching: iff n is odd or n = 2 (here n <= 40 and 199, 200). The seed's "n even: the
    second player wins" is wrong at n = 2 (four cells, no jump between them)."""
    for n in [*range(1, 41), 199, 200]:
        assert knight_first_wins(n) == (n % 2 == 1 or n == 2), n
    assert brute_first_wins(Board("knight", 2, 2))
    assert all(not neighbours(Board("knight", 2, 2))[v] for v in range(4))


@pytest.mark.slow
def test_knight_rule_for_every_side_up_to_200():
    """The knight's rule (first wins iff n is odd or n = 2) holds for every n <= 200."""
    assert [n for n in range(1, 201) if knight_first_wins(n) != (n % 2 == 1 or n == 2)] == []


def test_winning_first_cut_is_missed_by_a_maximum_matching():
    """Where the first player wins, the winning first cut leaves the second player lost."""
    for board in (Board("grid", 5, 7), Board("knight", 5, 5), Board("knight", 199, 199)):
        root = geography.start(board)
        first = geography.winning_move(root)
        assert first is not None and not geography.mover_wins(geography.play(root, first))


def test_matching_without_scipy_is_maximum():
    """Without SciPy (an exported validator), greedy plus one search per free cell finds a
    matching as large as SciPy's, every edge on the board, on every small board and big ones."""
    from judge.games.geography_graphs import matching_by_search, maximum_matching
    boards = [Board("grid", n, m) for n in range(1, 9) for m in range(1, 9)] + \
        [Board("knight", n, n) for n in range(1, 25)] + \
        [Board("grid", 199, 200), Board("knight", 199, 199), Board("knight", 200, 200)]
    for board in boards:
        mate = matching_by_search(board)
        adj = neighbours(board)
        assert all(mate[v] < 0 or (mate[mate[v]] == v and mate[v] in adj[v])
                   for v in range(board.size))
        assert mate.count(-1) == maximum_matching(board).count(-1), board


def test_the_oracle_works_without_scipy(monkeypatch):
    """With SciPy missing, the whole-board matching comes from the search, and the oracle
    still agrees with exhaustive search."""
    from judge.games import geography_graphs
    monkeypatch.setattr(geography_graphs, "maximum_bipartite_matching", None)
    geography_graphs.maximum_matching.cache_clear()
    try:
        for board in (Board("grid", 3, 4), Board("knight", 4, 4), Board("grid", 3, 3)):
            root = geography.start(board)
            check(root)
            for v in range(board.size):
                check(geography.play(root, v))
    finally:
        geography_graphs.maximum_matching.cache_clear()
