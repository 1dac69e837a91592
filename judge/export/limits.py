"""The time limit an exported package states (judge export).

Our problems have a fixed time limit, which an accepted solution need only meet: `judge
verify` judges them at it, without a margin. The package format's verifyproblem also asks of a
fixed limit that it be at least the slowest accepted submission's CPU time times
`ac_to_time_limit` (2 by default), or it is an error (issue 18 saw "fixed time limit (4) is
tighter than the auto-computed limit (5)" for TZIANSITZI, whose test then cost 2.3 s). The export
keeps the problem's limit and says that rule of ours in the package's own terms:
`time_multipliers: ac_to_time_limit: 1`, so that verifyproblem accepts the package wherever
the accepted solutions meet the limit, which is what `judge verify` checks. A problem.yaml
that sets time_multipliers itself is left as it is.
"""

from __future__ import annotations

import re

import yaml

MULTIPLIER = 1  # ac_to_time_limit: an accepted solution need only meet the limit


def with_fixed_limit(text: str, meta: dict) -> tuple[str, str]:
    """problem.yaml's text with `ac_to_time_limit: 1` beside its time_limit (comments kept
    where the text allows), and the export's note; the text unchanged and "" when there is
    no time limit or the problem sets its own multipliers."""
    limits = meta.get("limits") or {}
    if "time_limit" not in limits or "time_multipliers" in limits:
        return text, ""
    note = (f"problem.yaml: limits.time_limit {limits['time_limit']} kept (CPU seconds per "
            f"test, as here), with time_multipliers.ac_to_time_limit {MULTIPLIER}: here an "
            f"accepted solution need only meet the limit (verifyproblem's default asks for "
            f"twice its time)")
    found = re.search(r"^([ \t]+)time_limit[ \t]*:.*$", text, re.M)
    if found:
        indent = found.group(1)
        added = (f"\n{indent}# Added by judge export: accepted solutions need only meet the "
                 f"limit.\n{indent}time_multipliers:\n{indent}  ac_to_time_limit: {MULTIPLIER}")
        edited = text[:found.end()] + added + text[found.end():]
        if _multiplier(edited) == MULTIPLIER:
            return edited, note
    whole = {**meta, "limits": {**limits, "time_multipliers": {"ac_to_time_limit": MULTIPLIER}}}
    return yaml.safe_dump(whole, sort_keys=False, allow_unicode=True), note


def _multiplier(text: str):
    try:
        data = yaml.safe_load(text) or {}
    except yaml.YAMLError:
        return None
    return ((data.get("limits") or {}).get("time_multipliers") or {}).get("ac_to_time_limit")
