"""NIM checker and input validator.

Who talks to whom: nobody; this runs after the program, on three texts: the test's input, the
expected answer (written by the generator), and the program's nim.out.
Who decides: the batch runner, from what `check` raises: a Violation (WRONG) for any
difference, with the configuration it is in; nothing if nim.out is right. Tokens are compared
exactly (DA/NU, case-sensitive); spaces, tabs, newlines (a CR before a newline too) and a
missing final newline do not matter; any other control character in nim.out is WRONG.
"""

from __future__ import annotations

from judge.faults import Fault, Violation
from judge.judging.channel import shown, split_tokens

MAX_T, MAX_N, MAX_PILE = 100, 10_000, 2 * 10**9


def check(input_path, answer_text: str, output_text: str) -> None:
    """The input is not needed: the answers say it all."""
    # This problem has no PE: a control character in nim.out is a wrong answer.
    expected, got = answer_text.split(), split_tokens(output_text, "nim.out", Fault.WRONG)
    if len(got) != len(expected):
        raise Violation(Fault.WRONG, f"nim.out has {len(got)} answers, expected {len(expected)}")
    for number, (want, have) in enumerate(zip(expected, got), 1):
        if have != want:
            raise Violation(Fault.WRONG, f"configuration {number}: expected {want}, "
                                         f"got {shown(have)}")


def validate(text: str) -> None:
    """Raises ValueError unless the input is within the statement's limits, exactly formatted."""
    lines = text.split("\n")
    if lines[-1] != "":
        raise ValueError("the file must end with a newline")
    lines.pop()
    t = _number(lines[0] if lines else "", 1, MAX_T, "line 1: t")
    if len(lines) != 1 + 2 * t:
        raise ValueError(f"expected {1 + 2 * t} lines for t = {t}, got {len(lines)}")
    for i in range(t):
        n = _number(lines[1 + 2 * i], 1, MAX_N, f"line {2 + 2 * i}: n")
        piles = lines[2 + 2 * i].split(" ")
        if len(piles) != n:
            raise ValueError(f"line {3 + 2 * i}: expected {n} piles, got {len(piles)}")
        for pile in piles:
            _number(pile, 1, MAX_PILE, f"line {3 + 2 * i}: pile")


def _number(token: str, lo: int, hi: int, what: str) -> int:
    if not token.isdigit() or not token.isascii() or (token[0] == "0" and token != "0"):
        raise ValueError(f"{what}: {token!r} is not a number")
    value = int(token)
    if not lo <= value <= hi:
        raise ValueError(f"{what}: {value} is outside [{lo}, {hi}]")
    return value
