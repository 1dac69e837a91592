"""The command line, as a user meets it: exit codes, the JSON shape, the human report."""

import json
import os
import shutil
import signal
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path

import pexpect
import pytest

from judge.cli import main
from judge.package.problem import load
from judge.judging.runner import judge_submission
from judge.verdict import Verdict

ROOT = Path(__file__).resolve().parent.parent
PROBLEM = str(ROOT / "problems" / "tziansitzi")
SOLUTIONS = ROOT / "solutions" / "tziansitzi"


def test_run_json_accepted(capsys):
    """--json prints one object with the verdict and per-test fields; exit 0 on AC."""
    code = main(["run", PROBLEM, str(SOLUTIONS / "accepted" / "wythoff.py"), "--json",
                 "--test", "1_small"])
    data = json.loads(capsys.readouterr().out)
    assert code == 0 and data["verdict"] == "AC"
    assert [t["name"] for t in data["tests"]] == [f"secret/1_small/0{i}" for i in (1, 2, 3)]
    for test in data["tests"]:
        assert {"name", "verdict", "time_s", "rounds", "message", "stderr"} <= test.keys()
    assert data["score"] == data["max_score"] == 30


def test_run_wrong_answer_explains(capsys):
    """A failing run exits 1 and names the test, the game, the line and the exchanges."""
    code = main(["run", PROBLEM, str(SOLUTIONS / "wrong_answer" / "float_phi.py"), "--test",
                 "3_fp_traps/01"])
    out = capsys.readouterr().out
    assert code == 1
    assert "secret/3_fp_traps/01" in out and "WA" in out
    assert "game 1 of 7 (start 165580140 267914295): claimed 1" in out
    assert "<165580140 267914295" in out and ">1" in out


def test_compile_error(tmp_path, capsys):
    """A source that does not compile gets CE with the compiler's message."""
    bad = tmp_path / "bad.c"
    bad.write_text("int main( { return 0; }\n")
    code = main(["run", PROBLEM, str(bad), "--json"])
    data = json.loads(capsys.readouterr().out)
    assert code == 1 and data["verdict"] == "CE" and "error" in data["compile_message"]


def test_python_syntax_error_is_ce(tmp_path, capsys):
    """A Python file with a syntax error gets CE, not RTE."""
    bad = tmp_path / "bad.py"
    bad.write_text("def f(:\n")
    assert main(["run", PROBLEM, str(bad), "--json"]) == 1
    assert json.loads(capsys.readouterr().out)["verdict"] == "CE"


def test_transcript_dir(tmp_path, capsys):
    """--transcript writes one .interaction file per test, in the < / > convention."""
    main(["run", PROBLEM, str(SOLUTIONS / "accepted" / "wythoff.py"), "--test", "sample",
          "--transcript", str(tmp_path)])
    capsys.readouterr()
    text = (tmp_path / "sample_1.interaction").read_text()
    assert text.startswith("<1 2\n>0\n") and text.endswith("<0 0\n>DONE\n")


def test_verify_reports_a_misfiled_solution(tmp_path, capsys):
    """verify exits 1 when a program is in the wrong folder, and 0 when all match."""
    for folder, name in (("accepted", "wythoff.py"), ("wrong_answer", "claims_one.c")):
        (tmp_path / folder).mkdir()
        shutil.copy(SOLUTIONS / folder / name, tmp_path / folder / name)
    args = ["verify", PROBLEM, "--solutions", str(tmp_path), "--test", "1_small/01"]
    assert main(args) == 0
    shutil.copy(SOLUTIONS / "wrong_answer" / "claims_one.c", tmp_path / "accepted")
    assert main(args) == 1
    assert "FAIL accepted/claims_one.c" in capsys.readouterr().out


def test_not_a_problem(tmp_path, capsys):
    """A folder without problem.yaml is a usage error (exit 2), not a traceback."""
    assert main(["run", str(tmp_path), "x.py"]) == 2
    assert "no problem.yaml" in capsys.readouterr().err


def test_terminal_session():
    """In a terminal, `judge run` shows a line per test as it goes, then the verdict."""
    if shutil.which("judge") is None:
        pytest.skip("the judge command is not installed (pip install -e .)")
    child = pexpect.spawn("judge", ["run", PROBLEM, str(SOLUTIONS / "wrong_answer" /
                                                          "forgets_done.c"), "--test", "sample"],
                          encoding="utf-8", timeout=60)
    child.expect(r"sample/1\s+WA")
    child.expect("expected DONE")
    child.expect("last exchanges")
    child.expect(r"verdict: WA \(first failure: sample/1\)")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 1


def test_executable_that_cannot_start(tmp_path, capsys):
    """An executable file the kernel cannot run is the submission's RTE, not a judge crash."""
    junk = tmp_path / "junk"
    junk.write_text("not a program\n")
    junk.chmod(0o755)
    assert main(["run", PROBLEM, str(junk), "--json", "--test", "sample"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data["verdict"] == "RTE" and "could not be started" in data["tests"][0]["message"]


def test_analyze_p_and_n(capsys):
    """judge analyze tells P from N and lists every winning move with where it leads."""
    assert main(["analyze", "wythoff", "--a", "2", "4", "10"]) == 0
    assert capsys.readouterr().out.startswith("(4, 10): P")
    assert main(["analyze", "wythoff", "5", "6"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("(5, 6): N") and "0 3  -> (5, 3)" in out and "4 4  -> (1, 2)" in out


def test_table_is_csv_of_the_p_positions(capsys):
    """judge table prints k, A_k, B_k as CSV, the same by every strategy, from any k."""
    outputs = []
    for strategy in ("recursive", "algebraic"):
        assert main(["table", "wythoff", "--a", "2", "--n", "6", "--strategy", strategy]) == 0
        outputs.append(capsys.readouterr().out)
    assert outputs[0] == outputs[1]
    assert outputs[0].splitlines()[:5] == ["k,A_k,B_k", "0,0,0", "1,1,3", "2,2,6", "3,4,10"]
    assert main(["table", "wythoff", "--a", "2", "--n", "1", "--from", "87960930222080"]) == 0
    assert capsys.readouterr().out.splitlines()[1] == "87960930222080,124395540479018," \
                                                      "300317400923178"


@pytest.mark.parametrize("argv,first", [
    (["bachet", "--k", "3", "10"], "10: N, the player to move wins (take 1..3): take 2  -> 8"),
    (["bachet", "--p", "2", "--k1", "1", "--k2", "2", "3"], "3: P"),
    (["nim", "3", "4", "5"], "3 4 5: N, the player to move wins (NIM): pile 1 from 3 to 1"),
    (["misere", "1", "1", "2"], "1 1 2: N, the player to move wins (misère NIM): pile 3 from 2 to 1"),
    (["moore", "--k", "2", "1", "1", "1"], "1 1 1: P"),
    (["greedy", "3", "5", "5", "5"], "3 5 5 5: N, the player to move wins (greedy NIM): pile 2"),
    (["grundy", "7", "5"], "7 5: N, the player to move wins (Grundy's game): split heap"),
])
def test_analyze_every_game(capsys, argv, first):
    """judge analyze answers for each number game, with a winning move where it has one."""
    assert main(["analyze", *argv]) == 0
    assert capsys.readouterr().out.startswith(first)


def test_analyze_rejects_a_bad_position(capsys):
    """A negative pile, or the wrong number of piles, is a usage error (exit 2), not a crash."""
    assert main(["analyze", "wythoff", "1", "2", "3"]) == 2
    assert "two pile sizes" in capsys.readouterr().err


NIM = str(ROOT / "problems" / "nim")
NIM_AC = str(ROOT / "solutions" / "nim" / "accepted" / "nim.c")


def usage_error(capsys, argv) -> str:
    """main(argv)'s one line on stderr, after checking it failed with status 2, judging none."""
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.startswith("judge: ")
    assert captured.err.count("\n") == 1 and "Traceback" not in captured.err
    return captured.err


@pytest.mark.parametrize("argv", [
    ["run", NIM, NIM_AC, "--test", "zzz"],
    ["grade", NIM, NIM_AC, "--test", "1_small/0[12]"],
    ["verify", NIM, "--test", "zzz"],
])
def test_a_pattern_that_selects_no_test_is_an_error(capsys, argv):
    """--test selecting nothing is an error naming the pattern and some tests, not AC 0/0."""
    err = usage_error(capsys, argv)
    assert repr(argv[-1]) in err and "sample/1, secret/1_single/01" in err


@pytest.mark.parametrize("data", ["empty", "missing"])
def test_a_problem_without_tests_is_an_error(tmp_path, capsys, data):
    """A problem whose data/ holds no test, or that has no data/, is an error on load."""
    problem = tmp_path / "nim"
    shutil.copytree(NIM, problem, ignore=shutil.ignore_patterns("data"))
    if data == "empty":
        (problem / "data" / "secret").mkdir(parents=True)
    err = usage_error(capsys, ["run", str(problem), NIM_AC])
    assert err == f"judge: {problem}/data: no tests\n"


@pytest.mark.parametrize("option,value", [
    ("--time-limit", "nan"), ("--time-limit", "inf"), ("--time-limit", "-1"),
    ("--time-limit", "0"), ("--time-limit", "1e7"), ("--jobs", "0"), ("--jobs", "-1"),
])
def test_bad_numbers_are_usage_errors(capsys, option, value):
    """A time limit that is not a number of seconds in (0, 3600], or --jobs below 1, is
    argparse's usage error (exit 2) naming the option, before any judging."""
    with pytest.raises(SystemExit) as info:
        main(["grade", NIM, NIM_AC, option, value])
    captured = capsys.readouterr()
    assert info.value.code == 2 and captured.out == ""
    assert f"error: argument {option}: {value!r}" in captured.err


def test_a_negative_seed_is_accepted(capsys):
    """--seed takes any integer, negative too: the opponents seed with it as a string."""
    code = main(["run", PROBLEM, str(SOLUTIONS / "accepted" / "wythoff.py"), "--seed", "-5",
                 "--test", "1_small/01", "--json"])
    assert code == 0 and json.loads(capsys.readouterr().out)["seed"] == -5


def test_transcript_folder_that_cannot_be_made(tmp_path, capsys):
    """--transcript naming a file, or a folder under a file, is an error before judging."""
    afile = tmp_path / "afile"
    afile.write_text("")
    for folder, why in ((afile, "is a file, not a folder"), (afile / "sub", "Not a directory")):
        err = usage_error(capsys, ["run", NIM, NIM_AC, "--transcript", str(folder)])
        assert str(folder) in err and why in err


def test_transcript_folder_is_created(tmp_path, capsys):
    """--transcript creates its folder, parents included, before judging."""
    folder = tmp_path / "a" / "b"
    assert main(["run", PROBLEM, str(SOLUTIONS / "accepted" / "wythoff.py"), "--test",
                 "sample", "--transcript", str(folder)]) == 0
    capsys.readouterr()
    assert (folder / "sample_1.interaction").is_file()


@pytest.mark.parametrize("option", ["--json", "--csv"])
def test_grade_results_file_that_cannot_be_written(tmp_path, capsys, option):
    """grade --json/--csv into a missing folder, or onto a folder, is an error before
    grading; nothing is written early."""
    err = usage_error(capsys, ["grade", NIM, NIM_AC, option, "/nonexistent/x.json"])
    assert f"{option} /nonexistent/x.json: no folder /nonexistent" in err
    err = usage_error(capsys, ["grade", NIM, NIM_AC, option, str(tmp_path)])
    assert "is a folder" in err
    assert list(tmp_path.iterdir()) == []


@contextmanager
def deadline(seconds: int):
    """Fail, rather than hang, if the block takes longer than `seconds`."""
    def expire(signum, frame):
        raise TimeoutError(f"still running after {seconds} s")
    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def test_a_fifo_submission_is_an_error(tmp_path, capsys):
    """A FIFO (or a device) given as the submission is an error before judging, not a hang;
    grade names every such submission."""
    fifo = tmp_path / "sub.py"
    os.mkfifo(fifo)
    with deadline(30):
        err = usage_error(capsys, ["run", NIM, str(fifo)])
        assert err == f"judge: {fifo} is a FIFO, not a regular file or a folder\n"
        err = usage_error(capsys, ["grade", NIM, NIM_AC, str(fifo), "/dev/null"])
        assert "2 submissions cannot be judged" in err and str(fifo) in err
        assert "/dev/null is a character device" in err


def test_a_fifo_is_ce_for_the_library(tmp_path):
    """judge_submission itself does not open a FIFO: CE, saying what it is."""
    fifo = tmp_path / "sub.py"
    os.mkfifo(fifo)
    with deadline(30):
        report = judge_submission(load(NIM), fifo)
    assert report.verdict is Verdict.CE and "is a FIFO" in report.compile_message


def test_table_from_far_needs_a_strategy_that_starts_anywhere(capsys):
    """--strategy recursive, which builds every row from 0, refuses a --from beyond its
    bound (it ran for ever) and names the strategies that start anywhere."""
    with deadline(30):
        err = usage_error(capsys, ["table", "wythoff", "--a", "2", "--n", "1", "--from",
                                   "1000000000000", "--strategy", "recursive"])
    assert "--strategy recursive" in err and "algebraic and arithmetic start at any k" in err
    assert main(["table", "wythoff", "--a", "2", "--n", "1", "--from", "1000000000000",
                 "--strategy", "arithmetic"]) == 0
    assert capsys.readouterr().out.startswith("k,A_k,B_k\n1000000000000,")


def test_program_text_cannot_fake_the_report(tmp_path, capsys):
    """A program printing "\\x1b[2J\\x1b[Hverdict: AC" on stderr and stdout gets PE, and the
    report shows both escaped: no escape sequence reaches the terminal."""
    program = tmp_path / "fake.py"
    # stderr first: the judge stops the program as soon as it reads the bad line.
    program.write_text("import sys\nsys.stdin.readline()\n"
                       "print('\\x1b[2J\\x1b[Hverdict: AC', file=sys.stderr, flush=True)\n"
                       "print('\\x1b[2J\\x1b[Hverdict: AC', flush=True)\n")
    assert main(["run", PROBLEM, str(program), "--test", "sample"]) == 1
    out = capsys.readouterr().out
    assert "\x1b" not in out and "verdict: PE" in out
    assert r"control character \x1b in '\x1b[2J\x1b[Hverdict:'" in out
    assert out.count(r"\x1b[2J\x1b[Hverdict: AC") == 2  # the last exchanges and stderr


def test_parsing_a_command_imports_no_game():
    """Building the parser and parsing `judge run` imports none of the games (the choices of
    `judge analyze` are listed only when that command is used or its help shown): SciPy,
    which the geography games use, cost every command a quarter of a second at start-up."""
    code = ("import sys; from judge.cli import _parser; "
            "_parser().parse_args(['run', 'problems/bachet', 'x.py']); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('numpy', 'scipy') "
            "or m.startswith('judge.games') or m.startswith('judge.commands.analys')))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"
