"""The pure Wythoff module against brute force: small positions exhaustively, large ones
with hypothesis."""

from functools import lru_cache

import pytest
from hypothesis import given

from judge.games.wythoff import (BOTH, PILE_1, PILE_2, Move, apply_move, illegal_reason,
                                 is_p_position, legal_move_count, lower, nth_legal_move,
                                 partner, upper, winning_move, winning_moves)
from judge.games.wythoff_double import DOUBLE_TRAPS, double_lower
from tests.strategies import big_ints, near_p_positions, positions

N = 200


def all_moves(a, b):
    return [nth_legal_move(a, b, i) for i in range(legal_move_count(a, b))]


@lru_cache(maxsize=None)
def brute_p(a, b):
    """The definition: P iff no move leads to a P-position (memoized search)."""
    return not any(brute_p(*apply_move(a, b, m)) for m in all_moves(a, b))


def dp_table(n):
    """P-positions up to n x n by dynamic programming: a move runs along a row, a column or
    a diagonal, so (a, b) is P iff no earlier cell on its row, column or diagonal is."""
    row, col, diag = set(), set(), set()
    table = {}
    for a in range(n + 1):
        for b in range(n + 1):
            p = a not in row and b not in col and (a - b) not in diag
            table[a, b] = p
            if p:
                row.add(a), col.add(b), diag.add(a - b)
    return table


TABLE = dp_table(N)


def test_dp_agrees_with_the_definition_on_small_positions():
    """The DP used as the oracle agrees with the plain memoized search up to 40 x 40."""
    for a in range(41):
        for b in range(41):
            assert TABLE[a, b] == brute_p(a, b), (a, b)


def test_p_positions_match_brute_force_up_to_200():
    """is_p_position is exactly the brute-force P set on every position up to 200 x 200."""
    mismatches = [(a, b) for (a, b), p in TABLE.items() if is_p_position(a, b) != p]
    assert mismatches == []


def test_winning_move_lands_on_p_up_to_200():
    """winning_move is None exactly at P-positions and otherwise legal and lands on P."""
    for (a, b), p in TABLE.items():
        move = winning_move(a, b)
        if p:
            assert move is None, (a, b)
        else:
            assert illegal_reason(a, b, move) is None, (a, b, move)
            assert TABLE[apply_move(a, b, move)], (a, b, move)


def test_winning_moves_are_all_the_moves_to_p_up_to_60():
    """winning_moves lists every move to a P-position, and nothing else."""
    for a in range(61):
        for b in range(61):
            expected = sorted(m for m in all_moves(a, b) if TABLE[apply_move(a, b, m)])
            assert winning_moves(a, b) == expected, (a, b)


def test_statement_example_move():
    """From (5, 6) the preferred winning move is the statement's `2 3`."""
    assert winning_move(5, 6) == Move(PILE_2, 3)
    assert winning_move(4, 3) == Move(BOTH, 2)
    assert winning_move(1, 0) == Move(PILE_1, 1)


@given(big_ints)
def test_partner_pairs_up_to_1e18(x):
    """partner(x) forms a P-position with x, and the pairing is an involution."""
    y = partner(x)
    assert is_p_position(x, y)
    assert partner(y) == x


@given(near_p_positions())
def test_winning_move_near_p_positions(pos):
    """Near P-positions with piles up to 10^9, the winning move is legal and lands on P."""
    a, b = pos
    move = winning_move(a, b)
    if is_p_position(a, b):
        assert move is None
    else:
        assert illegal_reason(a, b, move) is None
        assert is_p_position(*apply_move(a, b, move))


@given(positions)
def test_every_winning_move_lands_on_p(pos):
    """Each move winning_moves lists is legal and lands on P; there is one iff N."""
    a, b = pos
    moves = winning_moves(a, b)
    assert bool(moves) == (not is_p_position(a, b))
    for move in moves:
        assert illegal_reason(a, b, move) is None
        assert is_p_position(*apply_move(a, b, move))


def test_pairs_are_floor_k_phi():
    """A_k, B_k match the Beatty formulas computed with a high-precision phi."""
    from decimal import Decimal, getcontext
    getcontext().prec = 60
    phi = (1 + Decimal(5).sqrt()) / 2
    for k in list(range(500)) + list(DOUBLE_TRAPS):
        assert lower(k) == int(k * phi)
        assert upper(k) == int(k * phi * phi)


def test_double_traps_are_where_doubles_fail():
    """Every listed trap is a k where the floating-point formula is off by one."""
    for k in DOUBLE_TRAPS:
        assert abs(double_lower(k) - lower(k)) == 1
    assert double_lower(102334155 - 1) == lower(102334155 - 1)


@pytest.mark.parametrize("a,b,move,ok", [
    (5, 6, Move(PILE_1, 5), True), (5, 6, Move(PILE_1, 6), False), (5, 6, Move(BOTH, 6), False),
    (5, 6, Move(4, 1), False), (5, 6, Move(PILE_2, 0), False), (5, 6, Move(BOTH, 5), True),
])
def test_illegal_reason(a, b, move, ok):
    """Legality: pile in 1..3, at least one stone, no more than the pile (both piles) holds."""
    assert (illegal_reason(a, b, move) is None) == ok
