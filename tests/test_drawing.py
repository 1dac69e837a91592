"""How the number games draw a position for a person (rules.draw, judge.games.plugin.draw_piles):
the protocol's line first, then the piles as rows of stones, big piles and many piles cut
short."""

from __future__ import annotations

import pytest

from judge.games.plugin import PILES_DRAWN, STONES_DRAWN, draw_piles
from judge.games.rules import RULES

STARTS = {"wythoff": ["2", "5", "6"], "misere": ["3", "1", "0", "4"],
          "bachet": ["10", "4", "3", "2"], "moore": ["2", "3", "1", "1", "1"],
          "greedy": ["2", "5", "5"], "grundy": ["2", "3", "7"]}


@pytest.mark.parametrize("game", sorted(STARTS))
def test_a_drawing_opens_with_the_position_as_the_protocol_writes_it(game):
    """The first line is format_position (what a program reads); rows of stones follow."""
    rules = RULES[game]
    position = rules.parse_position(STARTS[game])
    lines = rules.draw(position).split("\n")
    assert lines[0] == rules.format_position(position) == " ".join(STARTS[game])
    assert len(lines) > 1 and all(lines)


def test_piles_are_rows_of_stones_cut_short_when_big():
    """`pile i: ooo  3`; an empty pile is its 0; a pile over STONES_DRAWN is its number alone."""
    assert draw_piles((3, 0, STONES_DRAWN + 1)) == [
        "pile 1: ooo  3", "pile 2: 0", f"pile 3: {STONES_DRAWN + 1}"]
    assert draw_piles((STONES_DRAWN,), "heap") == [f"heap 1: {'o' * STONES_DRAWN}  {STONES_DRAWN}"]


def test_many_piles_are_counted_past_the_first():
    """Past PILES_DRAWN piles, one line counts the rest."""
    rows = draw_piles((1,) * (PILES_DRAWN + 5))
    assert len(rows) == PILES_DRAWN + 1 and rows[-1] == "... and 5 more piles"
