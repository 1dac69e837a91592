"""The guide docs/new-problem.md works as written: its files, copied out of the page into a
fresh folder, make a problem that `judge verify` passes, and the commands it shows print what
it says they print (times, memory and the isolation mode aside).

A file of the guide is a line holding only its path in backquotes and a colon
(`problems/take134/problem.yaml`:), then a fenced block with its whole text. A command is a
line `$ judge ...` (or `$ cp ...`) in a fenced block; the lines after it, up to the next
command or the end of the block, are its output."""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path, PurePosixPath

import pytest

ROOT = Path(__file__).resolve().parent.parent
GUIDE = ROOT / "docs" / "new-problem.md"

_FILE_MARK = re.compile(r"^`([^`\s]+)`:\s*$")
_FENCE = re.compile(r"^(`{3,})(\S*)\s*$")


def fenced_blocks(text: str) -> list[tuple[str | None, str]]:
    """Every fenced block of a Markdown text, in order: (the file it is, or None; its text).
    A fence closes with a line of at least as many backquotes as opened it."""
    blocks, lines, i, marked = [], text.split("\n"), 0, None
    while i < len(lines):
        mark, fence = _FILE_MARK.match(lines[i]), _FENCE.match(lines[i])
        if mark:
            marked = mark.group(1)
        elif fence:
            ticks, body, i = fence.group(1), [], i + 1
            while i < len(lines) and not re.fullmatch(f"`{{{len(ticks)},}}\\s*", lines[i]):
                body.append(lines[i])
                i += 1
            if i == len(lines):
                raise ValueError(f"{GUIDE.name}: a block opened with {ticks} is never closed")
            blocks.append((marked, "\n".join(body) + "\n"))
            marked = None
        elif lines[i].strip():
            marked = None  # a path marks only the block right after it
        i += 1
    return blocks


def guide_files(text: str) -> dict[str, str]:
    files = {}
    for name, body in fenced_blocks(text):
        if name is None:
            continue
        path = PurePosixPath(name)
        assert not path.is_absolute() and ".." not in path.parts, f"unsafe path {name}"
        assert name not in files, f"{name} is given twice"
        files[name] = body
    return files


def guide_commands(text: str) -> list[tuple[str, list[str]]]:
    """The commands of the guide's blocks that start with one, in order, each with the
    output shown after it."""
    commands: list[tuple[str, list[str]]] = []
    for name, body in fenced_blocks(text):
        if name is not None or not body.startswith("$ "):
            continue
        for line in body.rstrip("\n").split("\n"):
            if line.startswith("$ "):
                commands.append((line[2:], []))
            else:
                commands[-1][1].append(line)
    return commands


def normalized(lines: list[str]) -> list[str]:
    """Output lines without what differs from run to run and machine to machine."""
    out = []
    for line in lines:
        line = re.sub(r"\d+\.\d+ s\b", "T s", line)
        line = re.sub(r"\d+(\.\d+)? MiB\b", "M MiB", line)
        line = re.sub(r"\(isolation: \w+\)", "(isolation: X)", line)
        line = re.sub(r"solutions in \S+", "solutions in PATH", line)
        out.append(" ".join(line.split()))
    return [line for line in out if line]


@pytest.fixture(scope="module")
def problem_tree(tmp_path_factory) -> tuple[Path, dict[str, str]]:
    """The guide's files, written out; the folder is readable by a sandboxed program."""
    files = guide_files(GUIDE.read_text())
    base = tmp_path_factory.mktemp("guide")
    base.chmod(0o755)
    for name, body in files.items():
        path = base / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(body)
    for folder in [base, *(p for p in base.rglob("*") if p.is_dir())]:
        folder.chmod(0o755)
    return base, files


def _judge(argv: list[str], cwd: Path) -> subprocess.CompletedProcess:
    """`judge ARGV...` as the guide runs it, with this checkout's judge package."""
    path = os.environ.get("PYTHONPATH")
    env = {**os.environ, "PYTHONPATH": str(ROOT) + (os.pathsep + path if path else "")}
    return subprocess.run([sys.executable, "-m", "judge.cli", *argv], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=120)


def test_the_guide_gives_a_whole_problem(problem_tree):
    """The page holds a problem (problem.yaml, interactor, statement, data) and solutions,
    among them an accepted one and a wrong one."""
    _, files = problem_tree
    problems = {PurePosixPath(n).parts[1] for n in files if n.startswith("problems/")}
    assert len(problems) == 1, problems
    name = problems.pop()
    for part in ("problem.yaml", "interactor.py", "statement/problem.en.md", "data/sample/1.in"):
        assert f"problems/{name}/{part}" in files
    folders = {PurePosixPath(n).parts[2] for n in files if n.startswith(f"solutions/{name}/")}
    assert {"accepted", "wrong_answer"} <= folders


def test_the_guides_commands_print_what_it_shows(problem_tree):
    """Each command of the guide, run in order in the guide's folder: it exits as a passing
    judge does (0, for verify and for an accepted run; 1 for a wrong one), and prints what the
    guide shows. `judge verify` says `ok` for every solution of the page."""
    base, files = problem_tree
    commands = guide_commands(GUIDE.read_text())
    assert any(c.startswith("judge verify ") for c, _ in commands)
    assert any(c.startswith("judge run ") and "/accepted/" in c for c, _ in commands)
    for command, shown in commands:
        argv = shlex.split(command)
        if argv[0] == "cp":
            subprocess.run(argv, cwd=base, check=True)
            continue
        assert argv[0] == "judge", f"the guide runs {command!r}: only judge and cp are run here"
        done = _judge(argv[1:], base)
        expected_status = 1 if "/wrong_answer/" in command else 0
        assert done.returncode == expected_status, (command, done.stdout, done.stderr)
        if shown:
            assert normalized(done.stdout.splitlines()) == normalized(shown), command
        if argv[1] == "verify":
            solutions = [n for n in files if n.startswith("solutions/")]
            oks = [line for line in done.stdout.splitlines() if line.startswith("ok ")]
            assert len(oks) == len(solutions) and f"{len(solutions)}/{len(solutions)} " \
                "solutions as expected" in done.stdout, done.stdout
        if argv[1] == "run" and "/accepted/" in command:
            assert re.search(r"^verdict: AC\b", done.stdout, re.M), done.stdout


def test_the_statements_example_is_the_judges_own(problem_tree):
    """The sample's .interaction, as the guide gives it, is what the judge's transcript of
    the accepted solution holds, and it is the statement's example."""
    base, files = problem_tree
    name = next(PurePosixPath(n).parts[1] for n in files if n.startswith("problems/"))
    accepted = next(n for n in files if n.startswith(f"solutions/{name}/accepted/"))
    out = base / "transcript-check"
    done = _judge(["run", f"problems/{name}", accepted, "--test", "sample/1",
                   "--transcript", str(out)], base)
    assert done.returncode == 0, done.stdout + done.stderr
    example = files[f"problems/{name}/data/sample/1.interaction"]
    assert (out / "sample_1.interaction").read_text() == example
    assert example in files[f"problems/{name}/statement/problem.en.md"]
