"""The package format's default output validator (judge.judging.default_validator)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from judge.faults import Violation
from judge.judging.default_validator import DefaultValidator, FlagError, Options, compare
from judge.judging.validators import ValidatorFault
from tests.strategies import answer_tokens, whitespace_runs


def _rejects(answer: str, output: str, flags: tuple[str, ...] = ()) -> str:
    with pytest.raises(Violation) as caught:
        compare(answer.encode(), output.encode(), Options.parse(flags))
    return caught.value.message


def _accepts(answer: str, output: str, flags: tuple[str, ...] = ()) -> None:
    compare(answer.encode(), output.encode(), Options.parse(flags))


@given(answer_tokens, st.data())
def test_any_whitespace_layout_of_the_tokens_is_accepted(tokens, data):
    """By default any runs of whitespace between (and around) the tokens match."""
    gaps = [data.draw(whitespace_runs) for _ in range(len(tokens) + 1)]
    output = gaps[0] + "".join(t + g for t, g in zip(tokens, gaps[1:]))
    _accepts(" ".join(tokens) + "\n", output)


@given(answer_tokens, st.data())
def test_a_changed_token_is_rejected_and_located(tokens, data):
    """Changing one token (beyond its case) gives WA naming that token's position."""
    index = data.draw(st.integers(0, len(tokens) - 1))
    changed = list(tokens)
    changed[index] = tokens[index] + "x"
    message = _rejects(" ".join(tokens), " ".join(changed))
    assert f"token {index + 1}:" in message


def test_case_is_ignored_unless_case_sensitive():
    """Tokens compare case-insensitively by default, exactly with case_sensitive."""
    _accepts("Yes", "YES")
    assert "expected 'Yes', got 'YES'" in _rejects("Yes", "YES", ("case_sensitive",))


def test_space_change_sensitive_compares_whitespace_exactly():
    """With space_change_sensitive a different run of whitespace is wrong."""
    _accepts("1 2\n", "1  2\n")
    assert "whitespace" in _rejects("1 2\n", "1  2\n", ("space_change_sensitive",))
    _accepts("1 2\n", "1 2\n", ("space_change_sensitive",))


def test_missing_and_trailing_tokens_are_wrong():
    """Too few tokens and trailing output are both rejected, saying which."""
    assert "ends after 1 tokens" in _rejects("1 2", "1")
    assert "trailing output on line 2" in _rejects("1", "1\n2")


def test_float_tolerances():
    """Numbers compare within the absolute or relative tolerance, only when one is given."""
    _accepts("1.0", "1.0000005", ("float_tolerance", "1e-6"))
    assert "over the tolerance" in _rejects("1.0", "1.00001", ("float_tolerance", "1e-6"))
    _accepts("1000000", "1000000.5", ("float_relative_tolerance", "1e-6"))
    assert "over the tolerance" in _rejects("1000000", "1000000.5",
                                            ("float_absolute_tolerance", "1e-6"))
    assert "expected '1', got '1.0'" in _rejects("1", "1.0")  # no tolerance: text
    assert "expected a number" in _rejects("1.5", "abc", ("float_tolerance", "1e-6"))
    _accepts("word", "WORD", ("float_tolerance", "1e-6"))  # not a number: text


def test_unknown_flags_are_the_problems_fault(tmp_path):
    """A flag the validator does not know is a judge error, not the contestant's WA."""
    with pytest.raises(FlagError):
        Options.parse(("float_tolerance",))
    for name, text in (("in", ""), ("ans", "1\n"), ("out", "1\n")):
        (tmp_path / name).write_text(text)
    with pytest.raises(ValidatorFault, match="unknown flag"):
        DefaultValidator().check(tmp_path / "in", tmp_path / "ans", tmp_path / "out",
                                 ("case_insensitive",))


def test_whitespace_is_kattis_c_isspace():
    """As problemtools' default validator (C isspace): a vertical tab, a form feed and a CR
    separate tokens; other control characters are part of a token, which then differs."""
    _accepts("1 2\n", "1\x0b2\x0c\r\n")
    assert r"expected '1', got '1\x1c'" in _rejects("1 2\n", "1\x1c 2\n")
