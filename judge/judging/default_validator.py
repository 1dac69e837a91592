"""The package format's default output validator: the output's tokens against the answer's.

Flags (problem.yaml's `validator_flags`, testdata.yaml's `output_validator_flags`), as in the
format's specification and Kattis's default_validator:
    case_sensitive              tokens compare case-sensitively (by default they do not)
    space_change_sensitive      whitespace must match exactly (by default any run of
                                whitespace matches any other)
Whitespace is C's isspace() (space, tab, newline, CR, vertical tab, form feed), as in
problemtools' default_validator.cc; any other byte is part of a token.
    float_absolute_tolerance e  a number in the answer accepts any number within e of it
    float_relative_tolerance e  ... within e times its magnitude
    float_tolerance e           both
Numbers are compared as numbers only where a tolerance is given and the answer's token is a
number; everything else compares as text. Tolerances are not game logic: floats are right here.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from pathlib import Path

from judge.faults import Fault, Violation
from judge.judging.channel import C_WHITESPACE, pieces, shown

_FLOAT = re.compile(r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?|[+-]?(inf|infinity|nan)",
                    re.IGNORECASE)


class FlagError(ValueError):
    """Flags the default validator does not know: the problem's fault."""


@dataclass(frozen=True)
class Options:
    case_sensitive: bool = False
    space_change_sensitive: bool = False
    absolute: float | None = None
    relative: float | None = None

    @staticmethod
    def parse(flags: tuple[str, ...]) -> Options:
        found: dict = {}
        words = list(flags)
        while words:
            word = words.pop(0)
            if word in ("case_sensitive", "space_change_sensitive"):
                found[word] = True
            elif word in ("float_tolerance", "float_absolute_tolerance",
                          "float_relative_tolerance"):
                if not words:
                    raise FlagError(f"{word} needs a value")
                try:
                    value = float(words.pop(0))
                except ValueError as err:
                    raise FlagError(f"{word}: {err}") from None
                if word != "float_relative_tolerance":
                    found["absolute"] = value
                if word != "float_absolute_tolerance":
                    found["relative"] = value
            else:
                raise FlagError(f"unknown flag {word!r} for the default output validator")
        return Options(**found)


class DefaultValidator:
    """The validator of a package without one of its own."""

    role = "default output validator"

    def check(self, input_path: Path, answer_path: Path, output_path: Path,
              flags: tuple[str, ...] = ()) -> str:
        try:
            options = Options.parse(tuple(flags))
        except FlagError as err:
            from judge.judging.validators import ValidatorFault
            raise ValidatorFault(f"the problem's validator flags: {err}") from None
        compare(answer_path.read_bytes(), output_path.read_bytes(), options)
        return ""


def compare(answer: bytes, output: bytes, options: Options = Options()) -> None:
    """Raise a Violation (wrong answer) where the output departs from the answer."""
    # Kattis's whitespace, not ours (judge.judging.channel.SEPARATORS): a vertical tab or a form feed
    # separates tokens here, as in problemtools' default_validator.cc.
    spaces = options.space_change_sensitive
    expected = [(m.group(), answer.count(b"\n", 0, m.start()) + 1)
                for m in pieces(answer, C_WHITESPACE, spaces)]
    got = pieces(output, C_WHITESPACE, spaces)
    for index, (want, _) in enumerate(expected, 1):
        match = next(got, None)
        if match is None:
            raise Violation(Fault.WRONG, f"the output ends after {index - 1} tokens; the "
                                         f"answer has {len(expected)} (next: {_text(want)})")
        line = output.count(b"\n", 0, match.start()) + 1
        problem = _differs(want, match.group(), options)
        if problem:
            raise Violation(Fault.WRONG, f"line {line} of the output, token {index}: {problem}")
    extra = next(got, None)
    if extra is not None:
        line = output.count(b"\n", 0, extra.start()) + 1
        raise Violation(Fault.WRONG, f"trailing output on line {line}: {_text(extra.group())}")


def _differs(want: bytes, got: bytes, options: Options) -> str:
    """Why the output's token does not match the answer's, or "" when it does."""
    a, b = want.decode("utf-8", "replace"), got.decode("utf-8", "replace")
    if want.isspace() or got.isspace():
        return "" if want == got else f"whitespace {b!r} where the answer has {a!r}"
    tolerant = options.absolute is not None or options.relative is not None
    if tolerant and _FLOAT.fullmatch(a):
        if not _FLOAT.fullmatch(b):
            return f"expected a number near {shown(a)}, got {shown(b)}"
        x, y = float(a), float(b)
        if _close(x, y, options):
            return ""
        return f"expected {shown(a)}, got {shown(b)}: a difference of {abs(x - y):.6g}, " \
               f"over the tolerance"
    same = a == b if options.case_sensitive else a.casefold() == b.casefold()
    return "" if same else f"expected {shown(a)}, got {shown(b)}"


def _close(x: float, y: float, options: Options) -> bool:
    if math.isnan(x) or math.isnan(y):
        return math.isnan(x) and math.isnan(y)
    if math.isinf(x) or math.isinf(y):
        return x == y
    diff = abs(x - y)
    return (options.absolute is not None and diff <= options.absolute) or \
        (options.relative is not None and diff <= options.relative * abs(x))


def _text(token: bytes) -> str:
    return shown(token.decode("utf-8", "replace"))
