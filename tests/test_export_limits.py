"""The time limit an exported package states (judge.export.limits): the problem's own, with
`ac_to_time_limit: 1`, so that verifyproblem accepts it where the accepted solutions meet it."""

from __future__ import annotations

import yaml

from judge.export.limits import with_fixed_limit

TEXT = """name: X
limits:
  time_limit: 4   # CPU seconds
  memory: 256     # MiB
"""


def test_the_limit_is_kept_with_a_multiplier_of_one_and_comments_stay():
    """time_limit kept, time_multipliers.ac_to_time_limit 1 added, the comments kept."""
    text, note = with_fixed_limit(TEXT, yaml.safe_load(TEXT))
    limits = yaml.safe_load(text)["limits"]
    assert limits == {"time_limit": 4, "memory": 256,
                      "time_multipliers": {"ac_to_time_limit": 1}}
    assert "# CPU seconds" in text and "# MiB" in text
    assert "limits.time_limit 4 kept" in note and "ac_to_time_limit 1" in note


def test_a_problems_own_multipliers_and_a_missing_limit_are_left_alone():
    """Nothing is added without a time limit, or where the problem sets its multipliers."""
    own = TEXT + "  time_multipliers:\n    ac_to_time_limit: 3\n"
    assert with_fixed_limit(own, yaml.safe_load(own)) == (own, "")
    bare = "name: X\nlimits:\n  memory: 256\n"
    assert with_fixed_limit(bare, yaml.safe_load(bare)) == (bare, "")


def test_a_limit_written_inline_is_re_dumped():
    """A flow-style limits mapping cannot take an inserted line: the YAML is re-dumped."""
    inline = "name: X\nlimits: {time_limit: 2, memory: 64}\n"
    text, note = with_fixed_limit(inline, yaml.safe_load(inline))
    assert yaml.safe_load(text)["limits"]["time_multipliers"] == {"ac_to_time_limit": 1}
    assert note
