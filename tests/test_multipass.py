"""Multi-pass packages (judge.judging.multipass): the validator's nextpass.in as the next pass's
input, the pass limit, problemtools' rules for the test's verdict, the transcript per pass.
The packages tests/packages/twopass (batch) and guesstwice (interactive) are verified, beside
verifyproblem, by tests/test_packages.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.judging.runner import Options, judge_submission
from judge.package.model import ProblemError
from judge.package.problem import load
from judge.verdict import Verdict

PACKAGES = Path(__file__).parent / "packages"
SOLVE = PACKAGES / "twopass" / "submissions" / "accepted" / "solve.py"


def _package(root: Path, validator: str, passes: int | None = None) -> Path:
    limits = f"  validation_passes: {passes}\n" if passes else ""
    files = {
        "problem.yaml": "problem_format_version: 2023-07-draft\ntype: multi-pass\n"
                        f"limits:\n  time_limit: 1\n{limits}",
        "output_validator/validate.py": validator,
        "data/secret/1.in": "1 2 3\n", "data/secret/1.ans": "10\n"}
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return root


ALWAYS_AGAIN = """import os, sys
sys.stdin.read()
open(os.path.join(sys.argv[3], 'nextpass.in'), 'w').write(open(sys.argv[1]).read())
sys.exit(42)
"""

AGAIN_BUT_REJECT = ALWAYS_AGAIN.replace("sys.exit(42)", "sys.exit(43)")

COUNT_PASSES = """import os, sys
sys.stdin.read()
words = open(sys.argv[1]).read().split()
if words[0] == '1':
    open(os.path.join(sys.argv[3], 'nextpass.in'), 'w').write('2 5\\n')
sys.exit(42)
"""


def test_the_pass_limit_is_validation_passes_with_the_formats_default():
    """type: multi-pass takes limits.validation_passes passes at most (2 by default); other
    packages take one."""
    assert load(PACKAGES / "twopass").passes == 2
    assert load(PACKAGES / "guesstwice").passes == 2
    assert load(PACKAGES / "anypair").passes == 1


def test_a_multi_pass_package_needs_an_output_validator(tmp_path):
    """Without an output validator nothing can ask for a pass: the package is refused."""
    root = _package(tmp_path / "p", "")
    (root / "output_validator" / "validate.py").unlink()
    (root / "output_validator").rmdir()
    with pytest.raises(ProblemError, match="multi-pass problem needs an output validator"):
        load(root)


@pytest.mark.parametrize("passes", [2, 3])
def test_a_validator_that_always_asks_again_is_a_judge_error(tmp_path, passes):
    """nextpass.in after the last allowed pass: JE, after exactly that many passes."""
    root = _package(tmp_path / "p", ALWAYS_AGAIN, passes)
    report = judge_submission(load(root), SOLVE, Options())
    test = report.tests[0]
    assert test.verdict is Verdict.JE, test
    assert f"no verdict within {passes} passes" in test.message
    assert test.message.startswith(f"pass {passes}:")


def test_nextpass_with_a_rejection_is_a_judge_error(tmp_path):
    """A validator that rejects the pass but writes nextpass.in contradicts itself: JE."""
    root = _package(tmp_path / "p", AGAIN_BUT_REJECT)
    test = judge_submission(load(root), SOLVE, Options()).tests[0]
    assert test.verdict is Verdict.JE and "nextpass.in" in test.message, test


def test_the_second_pass_reads_nextpass_in(tmp_path):
    """The second pass's program reads what the validator wrote (2 5: it prints 10), and
    the test is accepted when the validator stops asking."""
    root = _package(tmp_path / "p", COUNT_PASSES)
    printer = tmp_path / "printer.py"
    printer.write_text("import sys\nline = input()\nsys.stderr.write(line)\nprint(1)\n")
    test = judge_submission(load(root), printer, Options()).tests[0]
    assert test.verdict is Verdict.AC, test
    assert test.stderr.strip() == "2 5", test


def test_an_interactive_multi_pass_transcript_has_every_pass(tmp_path):
    """guesstwice: the transcript holds both passes, separated by `---`, each opening with
    its pass number."""
    problem = load(PACKAGES / "guesstwice")
    program = PACKAGES / "guesstwice" / "submissions" / "accepted" / "binsearch.py"
    report = judge_submission(problem, program, Options(test_pattern="sample",
                                                        transcript_dir=tmp_path))
    assert report.verdict is Verdict.AC, report
    lines = (tmp_path / "sample_1.interaction").read_text().splitlines()
    assert lines.count("---") == 1
    assert lines[0] == "<1" and lines[lines.index("---") + 1] == "<2"
    assert lines == (PACKAGES / "guesstwice" / "data" / "sample" / "1.interaction"
                     ).read_text().splitlines()
