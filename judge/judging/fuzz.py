"""A package's validators fuzzed, as problemtools' verifyproblem does it (its
checks/validators.py): the same junk files and the same mutations of the test data.

Who talks to whom: the judge writes each junk file into a scratch folder and runs the
package's own programs on it, as they run on a test (judge.judging.validators): the input
validators with each group's flags, the output validator (or interactor) with a test's input
and answer and the junk as the submission's output. Nothing of the contestant's runs.

Who decides: the findings are made here, with verifyproblem's levels.
- Input validators: a junk file (empty, random bytes, printable ASCII) that every validator
  accepts with some group's flags is a warning; so is a mutation of a test's input (spaces
  added, spaces at the end of a line, newlines doubled, leading zeros, trailing zeros in
  decimals, junk at the end) that they all accept, tried on the first test it applies to.
- Output validator: a junk output that it accepts on every test is a warning; a junk output
  on which it fails (a crash, an exit status other than 42 or 43: a judge error) is an
  error. The crash cases (-1, 2^31, 2^63, NaN, `\\x80`, ...) are tried on the first three
  tests, as verifyproblem does.

Where it differs: random choices come from a fixed seed (verifyproblem draws the junk it
appends at random), and a junk output is tried until one test rejects it rather than on
every test (the same warning, for a fraction of the runs).
"""

from __future__ import annotations

import random
import re
import string
from pathlib import Path
from typing import Callable

from judge.faults import Violation
from judge.judging.judges import judges
from judge.judging.validators import ValidatorFault
from judge.launch import session
from judge.package.lint import Finding
from judge.package.model import Problem

SEED = 42  # verifyproblem's for its random junk files

JUNK: list[tuple[str, bytes]] = [
    ("an empty file", b""),
    ("a binary file with random bytes", random.Random(SEED).randbytes(1024)),
    ("a text file with the ASCII characters 32 up to 127", bytes(range(32, 127))),
    ("a random text file with printable ASCII characters",
     bytes(random.Random(SEED).choices(string.printable.encode(), k=200))),
]

CRASH: list[tuple[str, bytes]] = [(f"a file with the contents {c!r}", c) for c in (
    b"-1", b"2147483647", b"2147483648", b"9223372036854775808", b"0", b"1", b"1.0", b"a",
    b"2\n-1 1", b"2\n1", b"1\n-1 1", b"1\na", b"(()", b"1-", b"1/0", b"2\n<", b"NaN", b"inf",
    b"\x00", b"\x80")]


def _sub(pattern: str, replacement) -> tuple[Callable[[str], bool], Callable[[str], str]]:
    compiled = re.compile(pattern)
    return (lambda text: compiled.search(text) is not None,
            lambda text: compiled.sub(replacement, text))


def _junk_tail(text: str) -> str:
    return text + "".join(random.Random(SEED).choices(string.printable, k=200))


MUTATIONS = [
    ("spaces added where there already is whitespace", *_sub(r"\s", lambda m: m[0] + " ")),
    ("spaces added to the end of a line", *_sub(r"\n", lambda m: m[0] + " ")),
    ("newlines added where there already are newlines", *_sub("\n", lambda m: "\n\n")),
    ("leading zeros added to integers", *_sub(r"(^|[^.]\b)([0-9]+)\b", r"\g<1>0000000000\g<2>")),
    ("trailing zeros added to real number decimal portion",
     *_sub(r"\.[0-9]+\b", r"\g<0>0000000000")),
    ("random junk added to the end of the file", lambda text: True, _junk_tail),
]


def fuzz(problem: Problem) -> list[Finding]:
    """Every finding of the package's validators' fuzzing (none for our own problems)."""
    if problem.ours:
        return []
    judging = judges(problem)
    with session.current().folders.scratch("fuzz-") as folder:
        found = fuzz_inputs(problem, judging.input_validators, folder / "junk.in")
        found += fuzz_outputs(problem, judging.interactor or judging.checker,
                              folder / "junk.out")
    return found


def _flag_sets(problem: Problem, validators) -> list[tuple[tuple[str, ...], ...]]:
    """The flags each validator gets, for every group that has tests (each set once)."""
    sets = [tuple(g.input_flags(v.source) for v in validators) for g in problem.groups]
    return list(dict.fromkeys(sets))


def _all_accept(validators, flag_sets, file: Path) -> tuple[bool, str]:
    """Whether every validator accepts the file with some set of flags (and which)."""
    for flags in flag_sets:
        try:
            if not any(v.validate_input(file, f) for v, f in zip(validators, flags)):
                return True, " ".join(flags[0]) if flags else ""
        except ValidatorFault:
            continue
    return False, ""


def fuzz_inputs(problem: Problem, validators, file: Path) -> list[Finding]:
    if not validators:
        return []
    flag_sets = _flag_sets(problem, validators)
    found = []
    for what, junk in JUNK:
        file.write_bytes(junk)
        accepted, flags = _all_accept(validators, flag_sets, file)
        if accepted:
            found.append(Finding(False, f"no input validator rejects {what}"
                                        + (f' with flags "{flags}"' if flags else "")))
    for what, applies, mutate in MUTATIONS:
        text = next((t for t in map(_text, problem.tests) if t is not None and applies(t)),
                    None)
        if text is None:
            continue
        file.write_bytes(mutate(text).encode())
        if _all_accept(validators, flag_sets, file)[0]:
            found.append(Finding(False, f"no input validator rejects {what}"))
    return found


def _text(test) -> str | None:
    try:
        return test.input_path.read_bytes().decode()
    except UnicodeDecodeError:
        return None


def fuzz_outputs(problem: Problem, checker, file: Path) -> list[Finding]:
    try:
        if hasattr(checker, "argv"):  # a program: built once, before any junk
            checker.argv()
    except ValidatorFault as fault:  # said once, not once per junk file
        return [Finding(True, str(fault).splitlines()[0] + " (not fuzzed)")]
    found = []
    for what, junk in JUNK:
        file.write_bytes(junk)
        rejected, crashed = _judged(checker, problem.tests, file, what)
        found += crashed
        if not rejected and not crashed:
            found.append(Finding(False, f"{what} as output gets AC"))
    for what, junk in CRASH:
        file.write_bytes(junk)
        found += _judged(checker, problem.tests[:3], file, what)[1]
    return found


def _judged(checker, tests, file: Path, what: str) -> tuple[bool, list[Finding]]:
    """Whether some test rejects the file as output (trying them in order until one does),
    and the judge error it gave, if it failed on it."""
    for test in tests:
        try:
            checker.check(test.input_path, test.answer_path, file, test.group.validator_flags)
        except Violation:
            return True, []
        except ValidatorFault as fault:
            return False, [Finding(True, f"{what} as output on test {test.name} is a judge "
                                         f"error: {str(fault).splitlines()[0]}")]
        except Exception as err:  # the format's default validator (ours) failed
            return False, [Finding(True, f"{what} as output on test {test.name} is a judge "
                                         f"error: {err!r}")]
    return False, []
