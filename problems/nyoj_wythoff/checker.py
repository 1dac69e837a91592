"""取石子（四） (NYOJ, Wythoff's game): checker and input validator.

Who talks to whom: nobody; this runs after the program, on three texts: the test's input
(lines `a b`), the expected answer (written by the generator from the exact oracle
judge.games.wythoff.is_p_position) and what the program wrote to stdout.
Who decides: the batch runner, from what `check` raises: a Violation (WRONG) for any
difference, naming the line and its position; nothing if the output is right. Tokens are
compared exactly (`1`/`0`); spaces, tabs, newlines (a CR before a newline too) and a missing
final newline do not matter; any other control character in the output is WRONG.
"""

from __future__ import annotations

from judge.faults import Fault, Violation
from judge.judging.channel import shown, split_tokens

MAX_PILE = 10**9
MAX_LINES = 100_000  # the statement gives no bound ("若干行"); this judge's, documented in it


def check(input_path, answer_text: str, output_text: str) -> None:
    # This problem has no PE: a control character in the output is a wrong answer.
    expected, got = answer_text.split(), split_tokens(output_text, "the output", Fault.WRONG)
    if len(got) != len(expected):
        message = f"the output has {len(got)} answers, expected {len(expected)}"
        if len(got) < len(expected):  # where it stopped, if it answered in order
            message += f": it ends before line {len(got) + 1} " \
                       f"({_position(input_path, len(got) + 1)})"
        raise Violation(Fault.WRONG, message)
    for number, (want, have) in enumerate(zip(expected, got), 1):
        if have != want:
            shown_have = have if have in ("0", "1") else shown(have)
            raise Violation(Fault.WRONG, f"line {number} ({_position(input_path, number)}): "
                                         f"expected {want}, got {shown_have}")


def _position(input_path, number: int) -> str:
    """`a b = 165580140 267914295`: the input line the wrong answer is for."""
    with open(input_path) as f:
        for i, line in enumerate(f, 1):
            if i == number:
                return f"a b = {line.strip()}"
    return "no such input line"


def validate(text: str) -> None:
    """Raises ValueError unless every line is `a b`, 0 <= a, b <= 10^9, exactly formatted
    (no sign, no leading zeros, one space, a final newline), 1 to MAX_LINES lines."""
    if not text.endswith("\n"):
        raise ValueError("the file must end with a newline")
    lines = text[:-1].split("\n")
    if len(lines) > MAX_LINES:
        raise ValueError(f"{len(lines)} lines, at most {MAX_LINES} allowed")
    for number, line in enumerate(lines, 1):
        piles = line.split(" ")
        if len(piles) != 2:
            raise ValueError(f"line {number}: expected `a b`, got {line[:60]!r}")
        for pile in piles:
            _number(pile, 0, MAX_PILE, f"line {number}: pile")


def _number(token: str, lo: int, hi: int, what: str) -> int:
    if not token.isdigit() or not token.isascii() or (token[0] == "0" and token != "0"):
        raise ValueError(f"{what}: {token[:60]!r} is not a number")
    value = int(token)
    if not lo <= value <= hi:
        raise ValueError(f"{what}: {value} is outside [{lo}, {hi}]")
    return value
