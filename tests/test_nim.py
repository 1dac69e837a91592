"""NIM, the batch problem: file I/O in a fresh directory, the checker's messages, the data."""

from pathlib import Path

import pytest

from judge.judging.batch import run_test
from judge.faults import Violation
from judge.judging.judges import judges
from judge.package.problem import load
from judge.verdict import Verdict
from judge.launch import sandbox
from tests.conftest import PYTHON, generated_as_committed, modes_here

ROOT = Path(__file__).resolve().parent.parent
PROBLEM = ROOT / "problems" / "nim"
SAMPLE = PROBLEM / "data" / "sample" / "1.in"  # answers NU, DA


@pytest.fixture(scope="module")
def problem():
    return load(PROBLEM)


def judge_python(problem, box, code, limits=None):
    return run_test([PYTHON, "-c", code], judges(problem).checker, "sample/1", SAMPLE,
                    SAMPLE.with_suffix(".ans"), limits or problem.limits, box, problem.files)


@pytest.mark.parametrize("output,message", [
    ("NU\nNU\n", "configuration 2: expected DA, got 'NU'"),
    ("NU\n", "nim.out has 1 answers, expected 2"),
    ("NU\nDA\nDA\n", "nim.out has 3 answers, expected 2"),
    ("Nu\nDa\n", "configuration 1: expected NU, got 'Nu'"),
    ("", "nim.out has 0 answers, expected 2"),
    ("NU\x0b\nDA\n", r"nim.out: control character \x0b in 'NU\x0b'"),
    ("NU\x1cDA\n", r"nim.out: control character \x1c in 'NU\x1cDA'"),
])
def test_checker_explains(problem, output, message):
    """Every wrong nim.out is rejected with the configuration, or the count, that is wrong."""
    with pytest.raises(Violation) as info:
        judges(problem).checker.function(SAMPLE, "NU\nDA\n", output)
    assert info.value.message == message


@pytest.mark.parametrize("output", ["NU\nDA\n", "NU\nDA", "  NU   DA  \n\n", "NU\r\nDA\r\n"])
def test_checker_ignores_whitespace(problem, output):
    """Whitespace differences and a missing final newline do not matter."""
    judges(problem).checker.function(SAMPLE, "NU\nDA\n", output)


def test_runs_alone_with_nim_in(problem, box):
    """The program's working directory holds nim.in and nothing else, and nim.out is graded."""
    result = judge_python(problem, box,
                          "import os\nok = sorted(os.listdir()) == ['nim.in']\n"
                          "open('nim.out', 'w').write('NU\\nDA\\n' if ok else 'XX\\n')\n")
    assert result.verdict is Verdict.AC, result.message


def test_stdout_instead_of_nim_out(problem, box):
    """Writing the answers to stdout is WA, and the message says where they should go."""
    result = judge_python(problem, box, "print('NU'); print('DA')\n")
    assert result.verdict is Verdict.WA
    assert result.message == ("no file nim.out (the program wrote 6 bytes to stdout: "
                              "it must write nim.out)")


def test_nim_out_as_a_symlink(problem, box):
    """nim.out must be a regular file: a symlink (say, to the answers) is refused."""
    result = judge_python(problem, box, "import os\nos.symlink('/etc/hostname', 'nim.out')\n")
    assert result.verdict is Verdict.WA and "not a regular file" in result.message


def test_crash_before_writing_is_rte(problem, box):
    """A crash is RTE even if nim.out is right: run-time verdicts come before the check."""
    result = judge_python(problem, box,
                          "open('nim.out', 'w').write('NU\\nDA\\n')\nraise SystemExit(4)\n")
    assert result.verdict is Verdict.RTE and "exit status 4" in result.message


def test_sleeping_program_is_ile(problem, box):
    """A program that waits past the wall limit without computing is ILE, in bounded time."""
    from dataclasses import replace
    result = judge_python(problem, box, "import time\ntime.sleep(60)\n",
                          replace(problem.limits, wall_s=1.0))
    assert result.verdict is Verdict.ILE and result.wall_s < 5


def test_generator_is_deterministic(tmp_path):
    """The generator rewrites data/secret/ (inputs, answers, group settings) byte for byte."""
    generated_as_committed(PROBLEM, tmp_path, PROBLEM / "data" / "secret")


def test_all_data_is_valid_and_answers_match(problem):
    """Every input passes the validator, and every answer has one line per configuration."""
    for test in problem.tests:
        text = test.input_path.read_text()
        judges(problem).validate(text)
        assert len(test.answer_path.read_text().split()) == int(text.split("\n", 1)[0])


def test_the_largest_test_is_there(problem):
    """One test has 100 configurations of 10000 piles."""
    sizes = [test.input_path.read_text().split("\n")[1:-1:2] for test in problem.tests]
    assert any(len(s) == 100 and all(n == "10000" for n in s) for s in sizes)


@pytest.mark.parametrize("text", [
    "0\n", "101\n" + "1\n1\n" * 101, "1\n0\n\n", "1\n10001\n" + " ".join(["1"] * 10001) + "\n",
    "1\n1\n0\n", "1\n1\n2000000001\n", "1\n2\n1 2 3\n", "1\n1\n1", "1\n1\n01\n", "1\n1\n1  \n",
    "2\n1\n1\n",
])
def test_validator_rejects(problem, text):
    """The input validator rejects anything outside the statement's limits or format."""
    with pytest.raises(ValueError):
        judges(problem).validate(text)


@pytest.mark.parametrize("mode", modes_here())
def test_program_cannot_change_the_input(problem, mode):
    """nim.in is the program's to read, not to change, whatever the isolation: the test's
    data stays as it was (a copy, a hard link or a read-only mount, by mode)."""
    before = SAMPLE.read_bytes()
    code = ("import os\nharm = []\n"
            "for attempt in (lambda: open('nim.in', 'r+').write('9'),\n"
            "                lambda: os.chmod('nim.in', 0o666)):\n"
            "    try:\n        attempt(); harm.append(1)\n    except OSError:\n        pass\n"
            "open('nim.out', 'w').write('XX\\n' if harm else 'NU\\nDA\\n')\n")
    result = judge_python(problem, sandbox.resolve(mode), code)
    assert SAMPLE.read_bytes() == before
    assert result.verdict is Verdict.AC, result.message
