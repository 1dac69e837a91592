"""Bachet (plain and with a threshold), NIM, misère NIM and Moore's NIM_k: each closed form
against the definition (memoized search over every small position)."""

from __future__ import annotations

import functools
import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from judge.games import bachet, nim


@functools.lru_cache(maxsize=None)
def bachet_threshold_brute(n, p, k1, k2):
    """P iff no move leads to a P-position (the rules as stated)."""
    most = min(n, k1 if n > p else k2)
    return not any(bachet_threshold_brute(n - t, p, k1, k2) for t in range(1, most + 1))


def test_plain_bachet():
    """n is a loss iff it is a multiple of k + 1, and the winning take leaves one."""
    for k in range(1, 9):
        for n in range(200):
            assert bachet.is_p(n, k) == bachet_threshold_brute(n, 10**9, 1, k)
            take = bachet.winning_take(n, k)
            assert take is None or (1 <= take <= k and bachet.is_p(n - take, k))


def test_threshold_closed_form_matches_search():
    """The derived closed form agrees with the definition for every p <= 12, k1, k2 <= 6,
    n <= 120 (the seed's form fails: see the next test)."""
    for p, k1, k2 in itertools.product(range(13), range(1, 7), range(1, 7)):
        for n in range(121):
            assert bachet.is_p_threshold(n, p, k1, k2) == bachet_threshold_brute(n, p, k1, k2), \
                (n, p, k1, k2)
            take = bachet.winning_take_threshold(n, p, k1, k2)
            if take is not None:
                assert 1 <= take <= bachet.max_take(n, p, k1, k2)
                assert bachet.is_p_threshold(n - take, p, k1, k2)


def test_seed_counterexample():
    """GAMES.md: p = 2, k1 = 1, k2 = 2: n = 3 is a loss for the first player."""
    assert bachet.is_p_threshold(3, 2, 1, 2)


@given(st.integers(0, 10**18), st.integers(0, 10**18), st.integers(1, 10**6),
       st.integers(1, 10**6))
def test_threshold_winning_take_for_huge_stacks(n, p, k1, k2):
    """For any sizes, a winning take exists exactly from N-positions and leaves a P one."""
    take = bachet.winning_take_threshold(n, p, k1, k2)
    if take is None:
        assert bachet.is_p_threshold(n, p, k1, k2)
    else:
        assert bachet.is_p_threshold(n - take, p, k1, k2)


def positions(count, most):
    return itertools.product(range(most + 1), repeat=count)


@functools.lru_cache(maxsize=None)
def nim_brute(piles, misere, k=1):
    """Search: a move lowers between 1 and k piles; with no move left, normal play loses and
    misère play wins."""
    children = []
    for chosen in itertools.chain.from_iterable(
            itertools.combinations(range(len(piles)), r) for r in range(1, k + 1)):
        for sizes in itertools.product(*(range(piles[i]) for i in chosen)):
            after = list(piles)
            for i, s in zip(chosen, sizes):
                after[i] = s
            children.append(tuple(after))
    if not children:
        return not misere
    return not any(nim_brute(c, misere, k) for c in children)


@pytest.mark.parametrize("misere", [False, True])
def test_nim_and_misere(misere):
    """Bouton's rule and the misère rule agree with search on 3 piles of up to 6; the winning
    move leads to a P-position."""
    test = nim.is_p_misere if misere else nim.is_p
    for piles in positions(3, 6):
        assert test(piles) == nim_brute(piles, misere), piles
        move = nim.winning_move(piles, misere)
        if move is not None:
            i, size = move
            after = list(piles)
            assert size < after[i]
            after[i] = size
            assert test(after)


@pytest.mark.parametrize("k", [1, 2, 3])
def test_moore(k):
    """Moore's rule agrees with search on 4 piles of up to 4 (k = 1 is NIM), and its winning
    move lowers 1 to k piles and leaves a P-position."""
    for piles in positions(4, 4):
        assert nim.is_p_moore(piles, k) == nim_brute(piles, False, k), (piles, k)
        after = nim.winning_move_moore(piles, k)
        if after is not None:
            changed = [i for i in range(4) if after[i] != piles[i]]
            assert 1 <= len(changed) <= k and all(after[i] < piles[i] for i in changed)
            assert nim.is_p_moore(after, k)


@given(st.lists(st.integers(0, 10**18), min_size=1, max_size=12), st.integers(1, 6))
def test_moore_winning_move_on_huge_piles(piles, k):
    """Moore's winning move is legal and winning for piles up to 10^18."""
    after = nim.winning_move_moore(piles, k)
    if after is None:
        assert nim.is_p_moore(piles, k)
    else:
        changed = [i for i in range(len(piles)) if after[i] != piles[i]]
        assert 1 <= len(changed) <= k and all(after[i] < piles[i] for i in changed)
        assert nim.is_p_moore(after, k)


@functools.lru_cache(maxsize=None)
def greedy_brute(piles):
    """Search: a move lowers one largest pile."""
    if not any(piles):
        return True
    m = max(piles)
    i = piles.index(m)
    return not any(greedy_brute(tuple(sorted(piles[:i] + (m - c,) + piles[i + 1:])))
                   for c in range(1, m + 1))


def test_greedy_nim_rule_and_moves():
    """Greedy NIM's rule (an even number of largest piles) agrees with search on every
    position of up to 5 piles of up to 6, and its winning move is legal and leads to P."""
    from judge.games import greedy_nim
    for count in range(1, 6):
        for piles in itertools.combinations_with_replacement(range(7), count):
            assert greedy_nim.is_p(piles) == greedy_brute(piles), piles
            move = greedy_nim.winning_move(piles)
            if move is not None:
                i, size = move
                assert piles[i] == max(piles) and size < piles[i]
                assert greedy_nim.is_p(piles[:i] + (size,) + piles[i + 1:])


@functools.lru_cache(maxsize=None)
def grundy_brute(heaps):
    """Search: a move splits a heap into two unequal non-empty heaps."""
    children = []
    for i, h in enumerate(heaps):
        for part in range(1, (h + 1) // 2):
            children.append(tuple(sorted(heaps[:i] + heaps[i + 1:] + (part, h - part))))
    return not any(grundy_brute(c) for c in children)


def test_grundy_game_oracle():
    """The Sprague-Grundy oracle agrees with search on positions of up to 3 heaps of up to 9,
    and its winning split leads to a P-position."""
    from judge.games import grundy_game
    for count in range(1, 4):
        for heaps in itertools.combinations_with_replacement(range(1, 10), count):
            assert grundy_game.is_p(heaps) == grundy_brute(heaps), heaps
            move = grundy_game.winning_move(heaps)
            if move is not None:
                i, part = move
                after = heaps[:i] + heaps[i + 1:] + (part, heaps[i] - part)
                assert part != heaps[i] - part and grundy_game.is_p(after)


def test_grundy_values_start_as_known():
    """The first Grundy values of Grundy's game (OEIS A002188)."""
    from judge.games import grundy_game
    assert [grundy_game.grundy(n) for n in range(1, 21)] == \
        [0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0]
