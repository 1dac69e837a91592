"""The board games' pure theory (judge.games.strip, judge.games.cram) against exhaustive search
on small boards, and GAMES.md's facts: the strip (first wins iff n >= k, n and k of equal
parity), Cram (even x even: second; even x odd: first; odd x odd: by search, where the
seed's rule fails)."""

from __future__ import annotations

import random
from functools import lru_cache

from hypothesis import given, settings, strategies as st

from judge.games import cram, strip
from judge.games.board_rules import BOARD_RULES
from tests.strategies import cram_positions, cram_symmetric_positions, strip_positions


@lru_cache(maxsize=None)
def strip_wins(n: int, k: int, shaded: int) -> bool:
    """Brute force: the player to move on the strip wins."""
    block = (1 << k) - 1
    return any(not strip_wins(n, k, shaded | block << i) for i in range(n - k + 1)
               if not shaded & block << i)


@lru_cache(maxsize=None)
def cram_wins(n: int, m: int, shaded: int) -> bool:
    """Brute force: the player to move at Cram wins."""
    return any(not cram_wins(n, m, cram.shade(m, shaded, d)) for d in cram.dominoes(n, m, shaded))


@settings(max_examples=300, deadline=None)
@given(strip_positions())
def test_strip_grundy_agrees_with_search(position):
    """The Sprague-Grundy oracle says what exhaustive search says, and its move wins."""
    n, k, shaded = position
    assert strip.is_p(n, k, shaded) == (not strip_wins(n, k, shaded))
    move = strip.winning_move(n, k, shaded)
    if move is not None:
        block = ((1 << k) - 1) << move
        assert not shaded & block and not strip_wins(n, k, shaded | block)


@settings(max_examples=200, deadline=None)
@given(strip_positions(), st.integers(0, 2**32))
def test_strip_centre_opponent_plays_nearest_the_centre(position, seed):
    """The `centre` opponent's move is legal and no legal move is nearer the centre."""
    rules = BOARD_RULES["strip"]
    n, k, _ = position
    if rules.is_over(position):
        return
    move = rules.opponent_move(position, "centre", random.Random(seed))
    assert rules.illegal_reason(position, move) is None
    assert abs(2 * (move - 1) + k - n) == min(abs(2 * (i - 1) + k - n)
                                               for i in rules.moves(position))


def test_strip_first_wins_iff_n_at_least_k():
    """GAMES.md: with n and k of equal parity, the first player wins iff n >= k; the middle
    cells leave a lost position and so does every mirror answer after them."""
    for n in range(1, 60):
        for k in range(1, 60):
            if (n - k) % 2 == 0:
                assert strip.is_p(n, k) == (n < k), (n, k)
                if n >= k:
                    assert strip.is_p(n, k, ((1 << k) - 1) << (n - k) // 2)


@settings(max_examples=200, deadline=None)
@given(strip_positions())
def test_strip_mirror_answers_leave_lost_positions(position):
    """After the middle cells, a move's mirror image is free and leaves a lost position."""
    n, k, choices = position
    n += k % 2 != n % 2
    block = (1 << k) - 1
    shaded = block << (n - k) // 2 if n >= k else 0
    while n >= k:
        free = [i for i in range(n - k + 1) if not shaded & block << i]
        if not free:
            break
        theirs = free[choices % len(free)]
        choices //= 3
        shaded |= block << theirs
        answer = strip.mirror(n, k, theirs)
        assert not shaded & block << answer
        shaded |= block << answer
        assert strip.is_p(n, k, shaded)


# OEIS A002187 (Dawson's chess), a(0) to a(103); Dawson's Kayles, our k = 2, has values a(n-1).
A002187 = [0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
           5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0,
           2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3,
           0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1]


def test_strip_k2_is_dawsons_kayles():
    """k = 2 is Dawson's Kayles: OEIS A002187 shifted by one, and, as OEIS says, of period 34
    from a(52) on (checked to 600 cells)."""
    assert [strip.grundy(n, 2) for n in range(1, len(A002187) + 1)] == A002187
    values = [strip.grundy(n + 1, 2) for n in range(600)]
    assert all(values[n] == values[n + 34] for n in range(52, 600 - 34))


@settings(max_examples=300, deadline=None)
@given(cram_positions())
def test_cram_grundy_agrees_with_search(position):
    """Cram's region-by-region Grundy search says what plain search says, and its move wins."""
    n, m, shaded = position
    assert (cram.value(n, m, shaded) == 0) == (not cram_wins(n, m, shaded))
    move = cram.winning_move(n, m, shaded)
    if move is not None:
        assert move in set(cram.dominoes(n, m, shaded))
        assert not cram_wins(n, m, cram.shade(m, shaded, move))


@settings(max_examples=200, deadline=None)
@given(cram_positions())
def test_cram_mirror_answers_are_right(position):
    """Wherever the mirror strategies speak, search agrees, and their winning move wins."""
    n, m, shaded = position
    lost, move = cram.mirror_answer(n, m, shaded)
    if lost is not None:
        assert lost == (not cram_wins(n, m, shaded))
    if move is not None:
        assert not cram_wins(n, m, cram.shade(m, shaded, move))


@settings(max_examples=100, deadline=None)
@given(cram_symmetric_positions())
def test_cram_symmetric_positions_are_lost(position):
    """A position built of dominoes and their images (the central one included, if any) is
    lost for the player to move, by search too (boards up to 16 cells)."""
    n, m, seed = position
    shaded = cram.shade(m, 0, cram.central_domino(n, m)) if cram.central_domino(n, m) else 0
    for step in range(seed % 5):
        free = list(cram.dominoes(n, m, shaded))
        if not free:
            break
        move = free[(seed >> (3 * step)) % len(free)]
        after = cram.shade(m, shaded, move)
        twin = cram.image(n, m, move)
        if after >> (twin[0] * m + twin[1]) & 1 or after >> (twin[2] * m + twin[3]) & 1:
            continue
        shaded = cram.shade(m, after, twin)
    assert cram.mirror_answer(n, m, shaded) == (True, None)
    if n * m <= 16:
        assert not cram_wins(n, m, shaded)


@settings(max_examples=100, deadline=None)
@given(cram_symmetric_positions())
def test_cram_one_domino_from_symmetry_is_won_by_its_image(position):
    """One domino more than a lost symmetric position: won, by the domino's image (or, on an
    even x odd board with the central domino free, by the central domino)."""
    n, m, seed = position
    shaded = 0
    for step in range(seed % 4):
        free = [d for d in cram.dominoes(n, m, shaded)
                if cram.image(n, m, d) in set(cram.dominoes(n, m, cram.shade(m, shaded, d)))]
        if not free:
            break
        d = free[(seed >> (3 * step)) % len(free)]
        shaded = cram.shade(m, cram.shade(m, shaded, d), cram.image(n, m, d))
    centre = cram.central_domino(n, m)
    if centre and not shaded & cram.shade(m, 0, centre):
        assert cram.mirror_answer(n, m, shaded) == (False, centre)
        shaded = cram.shade(m, shaded, centre)
    extra = [d for d in cram.dominoes(n, m, shaded)
             if cram.image(n, m, d) in set(cram.dominoes(n, m, cram.shade(m, shaded, d)))]
    if not extra:
        return
    d = extra[seed % len(extra)]
    after = cram.shade(m, shaded, d)
    assert cram.mirror_answer(n, m, after) == (False, cram.image(n, m, d))
    if n * m <= 16:
        assert cram_wins(n, m, after)


def test_cram_facts_of_games_md():
    """Even x even: second wins; even x odd: first wins; odd x odd: the seed says first, and
    search finds second-player wins among them (1 x 1, 1 x 5, 3 x 3)."""
    for n in range(1, 5):
        for m in range(1, 5):
            first = cram.value(n, m) != 0
            if n % 2 == 0 and m % 2 == 0:
                assert not first, (n, m)
            elif n % 2 == 0 or m % 2 == 0:
                assert first, (n, m)
    odd = {(n, m): cram.value(n, m) != 0 for n, m in ((1, 1), (1, 3), (1, 5), (3, 3), (3, 5))}
    assert odd == {(1, 1): False, (1, 3): True, (1, 5): False, (3, 3): False, (3, 5): True}


def test_cram_one_row_is_the_strip_with_k_2():
    """A 1 x m board is the strip with dominoes: the same Grundy values."""
    assert [cram.value(1, m) for m in range(1, 30)] == [strip.grundy(m, 2) for m in range(1, 30)]
