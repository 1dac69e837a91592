"""Broken problem files: each is one line naming the file and the key, from the loader
(ProblemError) and from the command line (`judge: ...`, exit status 2, no traceback)."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.cli import main
from judge.judging.judges import judges
from judge.package.model import ProblemError
from judge.package.problem import load

PROBLEM_YAML = ("name: Double\ntype: pass-fail\nlimits:\n  time_limit: 1\n"
                "judge:\n  checker: checker.py\n")
CHECKER = "def check(input_path, answer, output):\n    pass\n"


def _problem(root: Path, files: dict[str, str | bytes | None]) -> Path:
    """A batch problem of ours in root, with files replaced (None: removed)."""
    base = {"problem.yaml": PROBLEM_YAML, "checker.py": CHECKER,
            "data/sample/1.in": "1\n", "data/sample/1.ans": "2\n",
            "data/secret/1.in": "2\n", "data/secret/1.ans": "4\n"}
    for name, content in {**base, **files}.items():
        path = root / name
        if content is None:
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content if isinstance(content, bytes) else content.encode())
    return root


# Each broken file, and the error it is: the same from the loader and, after `judge: `, the CLI.
CASES = {
    "yaml syntax": ({"problem.yaml": "name: Double\nlimits: [1, 2\n"},
                    "problem.yaml: not valid YAML: line 3, column 1: did not find expected "
                    "',' or ']'"),
    "problem.yaml a list": ({"problem.yaml": "- name\n- limits\n"},
                            "problem.yaml must be a mapping of keys to values, got "
                            "['name', 'limits']"),
    "time_limit a word": ({"problem.yaml": "limits: {time_limit: fast}\njudge: {}\n"},
                          "problem.yaml: limits.time_limit must be a positive number, "
                          "got 'fast'"),
    "time_limit negative": ({"problem.yaml": "limits:\n  time_limit: -1\njudge:\n"},
                            "problem.yaml: limits.time_limit must be a positive number, "
                            "got -1"),
    "memory zero": ({"problem.yaml": "limits:\n  memory: 0\njudge:\n"},
                    "problem.yaml: limits.memory must be a positive integer, got 0"),
    "testdata.yaml a list": ({"data/secret/testdata.yaml": "- accept_score: 10\n"},
                             "data/secret/testdata.yaml must be a mapping of keys to values, "
                             "got [{'accept_score': 10}]"),
    "not utf-8": ({"problem.yaml": b"name: Dou\xffble\njudge:\n"},
                  "problem.yaml: not UTF-8 text: byte 0xff at offset 9"),
    "unknown key of ours": ({"problem.yaml": "judge:\n  idle_limt: 5\n"},
                            "problem.yaml: judge.idle_limt is not a key of ours: judge takes "
                            "checker, disk_limit, grace, idle_limit, input_file, interactor, "
                            "open_files, output_file, processes, wall_limit"),
    "on_reject a word": ({"data/secret/testdata.yaml": "on_reject: stop\n"},
                         "data/secret/testdata.yaml: on_reject must be break or continue, "
                         "got 'stop'"),
    "a file in a folder": ({"problem.yaml": "judge: {input_file: in/nim.in}\n"},
                           "problem.yaml: judge.input_file must be a file name (no folder), "
                           "got 'in/nim.in'"),
    "a nested key": ({"problem.yaml": "limits:\n  time_multipliers:\n    ac_to_time_limit: "
                                      "none\njudge:\n"},
                     "problem.yaml: limits.time_multipliers.ac_to_time_limit must be a "
                     "positive number, got 'none'"),
    "checker.py that cannot be imported": ({"checker.py": "import no_such_module\n"},
                                           "checker.py failed to load: ModuleNotFoundError("
                                           "\"No module named 'no_such_module'\")"),
    "checker.py without check": ({"checker.py": "def validate(text):\n    pass\n"},
                                 "checker.py: no function check(input_path, answer, output)"),
}


@pytest.mark.parametrize("case", CASES)
def test_the_loader_says_which_file_and_key(tmp_path, case):
    """Loading a broken problem raises ProblemError with one line naming the file and key."""
    files, message = CASES[case]
    root = _problem(tmp_path / "double", files)
    with pytest.raises(ProblemError) as info:
        judges(load(root))
    assert str(info.value) == message


@pytest.mark.parametrize("case", CASES)
def test_the_command_line_says_it_in_one_line(tmp_path, capsys, case):
    """`judge run` on a broken problem prints `judge: ` and the loader's line, exit 2."""
    files, message = CASES[case]
    root = _problem(tmp_path / "double", files)
    submission = tmp_path / "double.py"
    submission.write_text("print(2 * int(input()))\n")
    assert main(["run", str(root), str(submission)]) == 2
    captured = capsys.readouterr()
    assert captured.err == f"judge: {message}\n" and captured.out == ""


def test_missing_data_folder(tmp_path, capsys):
    """A problem without data/ is `<problem>/data: no tests`, from the loader and the CLI."""
    root = _problem(tmp_path / "double", {})
    for name in ("data/sample/1.in", "data/sample/1.ans", "data/secret/1.in",
                 "data/secret/1.ans"):
        (root / name).unlink()
    for folder in ("data/sample", "data/secret", "data"):
        (root / folder).rmdir()
    with pytest.raises(ProblemError, match=f"^{root}/data: no tests$"):
        load(root)
    assert main(["run", str(root), str(root / "checker.py")]) == 2
    assert capsys.readouterr().err == f"judge: {root}/data: no tests\n"


def test_every_problem_here_follows_the_schema():
    """Our problems and the test packages all load, and their judges build."""
    root = Path(__file__).resolve().parent.parent
    folders = [p.parent for p in [*(root / "problems").glob("*/problem.yaml"),
                                  *(root / "tests" / "packages").glob("*/problem.yaml")]]
    assert len(folders) >= 12
    for folder in folders:
        judges(load(folder))


def test_package_keys_the_judge_does_not_use_are_let_through(tmp_path):
    """Keys of the package format unknown to the judge (and their values) are not errors."""
    root = _problem(tmp_path / "p", {"problem.yaml": "problem_format_version: 2023-07-draft\n"
                                                     "keywords: [a, b]\nlimits:\n  code: 64\n"
                                                     "  some_future_limit: x\n",
                                     "checker.py": None,
                                     "data/secret/testdata.yaml": "static_validation: {}\n"})
    problem = load(root)
    assert problem.format_version == "2023-07-draft" and len(problem.tests) == 2


def test_input_validator_args_by_validator(tmp_path):
    """2025-09's input_validator_args mapping gives each input validator its own arguments."""
    root = _problem(tmp_path / "p", {"problem.yaml": "problem_format_version: 2025-09\n",
                                     "data/secret/test_group.yaml":
                                         "input_validator_args:\n  small: [--max, '10']\n",
                                     "input_validators/small.py": "",
                                     "input_validators/other.py": "",
                                     "checker.py": None})
    group = next(t.group for t in load(root).tests if t.name == "secret/1")
    assert group.input_flags(root / "input_validators" / "small.py") == ("--max", "10")
    assert group.input_flags(root / "input_validators" / "other.py") == ()
