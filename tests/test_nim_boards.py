"""Nim in disguise on boards (judge.games.gap_nim, judge.games.building_nim) against exhaustive
search: pawns with retreats (a game graph with cycles: retrograde analysis finds no draw, and
the losses are the XOR-0 positions), red and blue pieces, Building Nim's placement phase."""

from __future__ import annotations

import itertools
from functools import lru_cache

import pytest
from hypothesis import given, settings, strategies as st

from judge.games import building_nim, gap_nim
from judge.games.board_rules import BOARD_RULES


def pawn_moves(m: int, state):
    """Every move from (whites, blacks, turn): the states after it."""
    whites, blacks, turn = state
    for i, (w, b) in enumerate(zip(whites, blacks)):
        rows = range(1, b) if turn == 0 else range(w + 1, m + 1)
        for r in rows:
            if r != (w if turn == 0 else b):
                if turn == 0:
                    yield (whites[:i] + (r,) + whites[i + 1:], blacks, 1)
                else:
                    yield (whites, blacks[:i] + (r,) + blacks[i + 1:], 0)


def retrograde(n: int, m: int) -> dict:
    """Win (True) or loss (False) for the player to move in every state that has one, by
    retrograde analysis; states left out are draws."""
    columns = [(w, b) for w in range(1, m + 1) for b in range(w + 1, m + 1)]
    states = [(tuple(c[0] for c in cs), tuple(c[1] for c in cs), t)
              for cs in itertools.product(columns, repeat=n) for t in (0, 1)]
    successors = {s: list(pawn_moves(m, s)) for s in states}
    predecessors = {s: [] for s in states}
    for s, after in successors.items():
        for a in after:
            predecessors[a].append(s)
    left = {s: len(a) for s, a in successors.items()}
    result = {s: False for s, a in successors.items() if not a}
    queue = list(result)
    while queue:
        s = queue.pop()
        for p in predecessors[s]:
            if p in result:
                continue
            if not result[s]:
                result[p] = True
                queue.append(p)
            else:
                left[p] -= 1
                if left[p] == 0:
                    result[p] = False
                    queue.append(p)
    return result


@pytest.mark.parametrize("n,m", [(1, 6), (2, 5), (3, 4)])
def test_pawns_losses_are_xor_zero_and_nothing_is_drawn(n, m):
    """With retreats the game graph has cycles; still every state is decided, and the player
    to move loses exactly where the gaps' XOR is 0."""
    result = retrograde(n, m)
    columns = m * (m - 1) // 2
    assert len(result) == 2 * columns ** n
    for (whites, blacks, _), wins in result.items():
        assert wins == (not gap_nim.is_p(whites, blacks))


def test_pawns_retreat_answered_by_the_same_advance():
    """From an XOR-0 position, a retreat of d answered by advancing d restores XOR 0."""
    rules = BOARD_RULES["pawns"]
    position = rules.parse_position("3 8 1 8 2 5 3 7".split())  # gaps 6, 2, 3: XOR 7
    position = rules.apply(position, rules.winning_move(position))  # white wins: black to move
    assert rules.is_p(position) and position[3] == 1
    black = position[2][1]
    after = rules.apply(position, (2, black + 2))  # black retreats two rows in column 2
    assert not rules.is_p(after)
    answer = (2, position[1][1] + 2)  # white advances its pawn of column 2 two rows
    assert rules.illegal_reason(after, answer) is None and rules.is_p(rules.apply(after, answer))


@lru_cache(maxsize=None)
def red_blue_wins(points: tuple[int, ...], turn: int) -> bool:
    """Plain search on the red/blue line, red moving the even-indexed pieces right."""
    for j in range(turn, len(points), 2):
        lo = points[j - 1] + 1 if j else 0
        hi = points[j + 1] - 1 if j + 1 < len(points) else 99
        step = range(points[j] + 1, points[j + 1]) if turn == 0 else \
            range(points[j - 1] + 1, points[j])
        for x in step:
            assert lo <= x <= hi
            after = points[:j] + (x,) + points[j + 1:]
            if not red_blue_wins(after, 1 - turn):
                return True
    return False


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(1, 4), min_size=2, max_size=6), st.integers(0, 1))
def test_red_blue_is_nim_on_the_pairs(steps, turn):
    """The player to move loses iff the XOR of the red-blue pairs' gaps is 0, either side."""
    points = tuple(itertools.accumulate(steps[: len(steps) // 2 * 2]))
    assert red_blue_wins(points, turn) == (not gap_nim.is_p(points[0::2], points[1::2]))


@lru_cache(maxsize=None)
def building_wins(piles: tuple[int, ...], left: int) -> bool:
    """Plain search over every ordered placement, then every Nim move."""
    if left == 0:
        return any(not building_wins(piles[:i] + (s,) + piles[i + 1:], 0)
                   for i, p in enumerate(piles) for s in range(p))
    empty = [i for i, p in enumerate(piles) if p == 0] or range(len(piles))
    return any(not building_wins(piles[:i] + (piles[i] + 1,) + piles[i + 1:], left - 1)
               for i in empty)


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 4), st.integers(0, 7), st.data())
def test_building_nim_agrees_with_search(n, extra, data):
    """Placement search then Nim's rule says what plain search says, from any point of the
    placement phase, and its move wins."""
    p = n + extra
    placed = data.draw(st.integers(0, p))
    piles = [0] * n
    for k in range(placed):
        empty = [i for i in range(n) if piles[i] == 0]
        piles[data.draw(st.sampled_from(empty or range(n)), label=f"pile {k}")] += 1
    piles, left = tuple(piles), p - placed
    assert building_nim.is_p(piles, left) == (not building_wins(piles, left))
    move = building_nim.winning_move(piles, left)
    if move is not None:
        i, size = move
        after = piles[:i] + (size,) + piles[i + 1:]
        assert not building_wins(after, left - 1 if left else 0)


def test_building_nim_facts():
    """An even number of piles: the second player wins (it mirrors pile by pile); odd
    numbers follow no parity rule (n = 3: p = 4 is a first-player win, p = 6 is not)."""
    for n in (2, 4, 6):
        assert all(building_nim.is_p((0,) * n, p) for p in range(n, 25))
    assert not building_nim.is_p((0, 0, 0), 4) and building_nim.is_p((0, 0, 0), 6)
