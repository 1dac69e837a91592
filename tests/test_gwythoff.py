"""Generalized Wythoff (judge.games.gwythoff): exact against brute force on every small
position, against its own definition on huge ones, and the thesis's strategies agree."""

from __future__ import annotations

import functools
import itertools
from math import isqrt

import pytest
from hypothesis import given
from hypothesis import strategies as st

from judge.games.gwythoff import (STRATEGIES, Take, arithmetic_move, illegal_reason,
                                  is_p_position, lower, partner, upper, winning_move,
                                  winning_moves)
from tests.strategies import big_ints, gw_huge_indices, gw_params

SIDE = 36  # brute force on every position up to SIDE x SIDE


def all_moves(a, x, y):
    """Every legal move, by the rules as stated (the oracle does not use the module)."""
    for k in range(1, x + 1):
        yield k, 0
    for l in range(1, y + 1):
        yield 0, l
    for k in range(1, x + 1):
        for l in range(1, y + 1):
            if abs(k - l) < a:
                yield k, l


@functools.lru_cache(maxsize=None)
def brute_p(a, x, y):
    """Memoized search: P iff no move leads to a P-position."""
    return not any(brute_p(a, x - k, y - l) for k, l in all_moves(a, x, y))


@pytest.mark.parametrize("a", [1, 2, 3, 5])
def test_p_positions_match_brute_force(a):
    """is_p_position agrees with exhaustive search on every position up to 36 x 36."""
    for x, y in itertools.product(range(SIDE), repeat=2):
        assert is_p_position(a, x, y) == brute_p(a, x, y), (a, x, y)


@pytest.mark.parametrize("a", [1, 2, 4])
def test_winning_moves_are_exactly_the_brute_force_ones(a):
    """From every small N-position, winning_moves lists exactly the moves to P-positions."""
    for x, y in itertools.product(range(SIDE), repeat=2):
        expected = {m for m in all_moves(a, x, y) if brute_p(a, x - m[0], y - m[1])}
        got = winning_moves(a, x, y)
        assert set(got) == expected and len(got) == len(expected), (a, x, y)
        for take in got:
            assert illegal_reason(a, x, y, take) is None


@given(gw_params, gw_huge_indices)
def test_lower_is_the_floor_of_n_alpha(a, n):
    """A_n = floor(n alpha), checked by squaring: 2 A_n - n (2 - a) <= n sqrt(a^2 + 4) <
    2 A_n + 2 - n (2 - a), for n up to 10^30."""
    low = 2 * lower(a, n) - n * (2 - a)
    high = low + 2
    d = n * n * (a * a + 4)
    assert low < 0 or low * low <= d
    assert high > 0 and high * high > d


@given(gw_params, gw_huge_indices)
def test_partner_pairs_up_a_and_b(a, n):
    """partner maps A_n to B_n and back, for huge n."""
    assert partner(a, lower(a, n)) == upper(a, n)
    assert partner(a, upper(a, n)) == lower(a, n)


@given(gw_params, big_ints)
def test_partner_is_an_involution(a, x):
    """Every pile size has exactly one partner, and it is mutual."""
    assert partner(a, partner(a, x)) == x


@given(gw_params, big_ints, big_ints)
def test_a_winning_move_leads_to_a_p_position(a, x, y):
    """From a big N-position the winning move is legal and leaves a P-position; from a
    P-position there is none."""
    take = winning_move(a, x, y)
    if take is None:
        assert is_p_position(a, x, y)
    else:
        assert illegal_reason(a, x, y, take) is None
        assert is_p_position(a, x - take.first, y - take.second)


@pytest.mark.parametrize("a", [1, 2, 3, 7])
def test_strategies_agree(a):
    """The recursive (mex), algebraic (Beatty) and arithmetic (numeration systems) tables
    agree on the first 5000 pairs and on a window far out."""
    tables = {name: list(build(a, 5000)) for name, build in STRATEGIES.items()}
    assert len(set(map(tuple, tables.values()))) == 1
    far = {name: list(build(a, 50, 20_000)) for name, build in STRATEGIES.items()}
    assert len(set(map(tuple, far.values()))) == 1


def test_thesis_table_5_row():
    """GAMES.md: for a = 2 the first row the thesis's doubles get wrong is n = 87960930222080,
    exact A_n = 124395540479018."""
    assert lower(2, 87960930222080) == 124395540479018


def test_a_equals_one_is_wythoff():
    """a = 1 is Wythoff's game: the same P-positions as TZIANSITZI's module."""
    from judge.games import wythoff
    for n in range(2000):
        assert (lower(1, n), upper(1, n)) == (wythoff.lower(n), wythoff.upper(n))


@given(gw_huge_indices, st.integers(-2, 2), st.integers(-2, 2))
def test_a_equals_one_has_wythoffs_p_positions(k, dx, dy):
    """a = 1, which TZIANSITZI plays (judge.games.wythoff is only its notation), against
    Wythoff's own closed form A_k = (k + isqrt(5 k^2)) // 2, B_k = A_k + k, independent of
    the module, near its P-positions up to 10^30."""
    a_k = (k + isqrt(5 * k * k)) // 2
    x, y = max(0, a_k + dx), max(0, a_k + k + dy)
    d = abs(x - y)
    assert is_p_position(1, x, y) == (min(x, y) == (d + isqrt(5 * d * d)) // 2)
    assert is_p_position(1, y, x) == is_p_position(1, x, y)


@pytest.mark.parametrize("take,words", [
    (Take(0, 0), "at least 1"), (Take(-1, 2), "negative"), (Take(9, 0), "first pile has only 5"),
    (Take(0, 9), "second pile has only 6"), (Take(4, 1), "differ by less than 2"),
])
def test_illegal_moves_are_explained(take, words):
    """Each illegal move gets its reason."""
    assert words in illegal_reason(2, 5, 6, take)


@given(gw_params, st.integers(0, 10**6))
def test_single_pile_move_comes_first(a, x):
    """When a single-pile move wins, winning_move picks it."""
    y = partner(a, x) + 5
    take = winning_move(a, x, y)
    assert take == Take(0, 5)


@pytest.mark.parametrize("a", [1, 2, 3, 6])
def test_word_table_is_exact(a):
    """The NumPy table (a Sturmian word, no square roots) equals the exact Beatty formula on
    the first 20,000 rows and on rows spread over the first 3 million."""
    from judge.games.gwythoff_words import p_table
    low, up = p_table(a, 3_000_000)
    rows = list(range(20_000)) + list(range(20_000, 3_000_000, 9973)) + [2_999_999]
    assert [(int(low[k]), int(up[k])) for k in rows] == [(lower(a, k), upper(a, k))
                                                          for k in rows]


@given(st.integers(1, 6), st.integers(0, 3000))
def test_word_table_every_row(a, count):
    """Every row of a short table equals the exact Beatty formula, in int32."""
    from judge.games.gwythoff_words import p_table
    low, up = p_table(a, count)
    assert low.dtype == up.dtype == "int32" and len(low) == len(up) == count
    assert list(zip(low.tolist(), up.tolist())) == [(lower(a, k), upper(a, k))
                                                    for k in range(count)]


@pytest.mark.parametrize("a,count,dtype", [(1, 30_000_000, "int32"), (2, 30_000_000, "int32"),
                                           (7, 30_000_000, "int32"),
                                           (1000, 2_200_000, "int64")])  # (a + 2) count > 2^31
def test_word_table_spot_checks_at_large_count(a, count, dtype):
    """Far rows of a big table: random ones (a recorded seed), the last ones, and those around
    every block boundary q_j (the lengths of the standard words) equal the Beatty formula."""
    import random
    from judge.games.gwythoff_words import p_table
    low, up = p_table(a, count)
    assert low.dtype == up.dtype == dtype
    boundaries, q_before, q = [], 1, a
    while q < count:
        boundaries += [k for k in range(q - 2, q + 3) if 0 <= k < count]
        q_before, q = q, a * q + q_before
    rows = boundaries + random.Random(count + a).sample(range(count), 2000) + \
        list(range(count - 100, count))
    assert [(int(low[k]), int(up[k])) for k in rows] == [(lower(a, k), upper(a, k))
                                                          for k in rows]


@pytest.mark.parametrize("a", [1, 2, 3, 5])
def test_thesis_move_rule_wins_on_every_small_position(a):
    """The thesis's move rule (p- and q-systems) finds a winning move from every N-position
    0 < x <= y < 70, and none from P-positions."""
    for x in range(1, 70):
        for y in range(x, 70):
            move, good = arithmetic_move(a, x, y), winning_moves(a, x, y)
            assert (move is None and not good) or move in good, (a, x, y, move)


@given(gw_params, big_ints, big_ints)
def test_thesis_move_rule_on_huge_positions(a, x, y):
    """The thesis's move rule is right for piles up to 10^18 too."""
    x, y = sorted((x + 1, y + 1))
    move = arithmetic_move(a, x, y)
    if move is None:
        assert is_p_position(a, x, y)
    else:
        assert illegal_reason(a, x, y, move) is None
        assert is_p_position(a, x - move.first, y - move.second)
