"""The same verdict in every sandbox and language: what decides it is what the judge measured
(the program's streams, the sizes of its files, its memory less page cache), not how a
sandbox or a runtime happens to react; and a program leaves nothing in the shared folders."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from judge.launch import cgroup
from judge.package.problem import load
from judge.judging.runner import Options, judge_submission
from judge.verdict import Verdict
from tests.conftest import PYTHON, modes_here

CHECKER = '''
from judge.faults import Fault, Violation

def check(input_path, answer, output):
    if output.split() != ["ok"]:
        raise Violation(Fault.WRONG, "expected ok")
'''

INTERACTOR = '''
def interact(ctx):
    ctx.ch.write_line("hello")
    ctx.ch.read_token("the answer")
'''


def make_problem(root: Path, memory: int = 256, output: int = 16,
                 interactive: bool = False) -> Path:
    (root / "data" / "secret").mkdir(parents=True)
    kind = "type: interactive\n" if interactive else ""
    part = "interactor: interactor.py" if interactive else "checker: checker.py"
    (root / "problem.yaml").write_text(
        f"name: Parity\n{kind}limits:\n  time_limit: 1\n  memory: {memory}\n"
        f"  output: {output}\njudge:\n  {part}\n  idle_limit: 2\n  wall_limit: 6\n")
    (root / ("interactor.py" if interactive else "checker.py")).write_text(
        INTERACTOR if interactive else CHECKER)
    (root / "data" / "secret" / "1.in").write_text("\n")
    (root / "data" / "secret" / "1.ans").write_text("ok\n")
    return root


def program(shared: Path, name: str, text: str) -> Path:
    """A submission in a folder the program's uid can read: C compiled here, Python as is."""
    folder = shared / name.replace(".", "_")
    folder.mkdir(exist_ok=True)
    source = folder / name
    source.write_text(text)
    if name.endswith(".c"):
        if shutil.which("gcc") is None:
            pytest.skip("gcc is not installed")
        subprocess.run(["gcc", "-O1", "-o", str(folder / "main"), str(source)], check=True)
        source.unlink()
        return folder / "main"
    return source


def judge(problem: Path, submission: Path, mode: str):
    report = judge_submission(load(problem), submission, Options(isolation=mode))
    return report.tests[0]


@pytest.mark.parametrize("mode", modes_here())
def test_closing_stdout_and_staying_alive_is_the_same_everywhere(tmp_path, shared, mode):
    """A program that closes its stdout and sleeps is WA as soon as it closed it, in every
    sandbox (bwrap's own processes used to hold the pipe open: ILE at the idle limit)."""
    problem = make_problem(tmp_path / "p", interactive=True)
    source = program(shared, "close_stay.c",
                     "#include <unistd.h>\nint main(void) { close(1); sleep(30); return 0; }\n")
    result = judge(problem, source, mode)
    assert result.verdict is Verdict.WA, result
    assert "closed its output" in result.message
    assert result.wall_s < 2.0, result


PY_OVER_CAP = '''
import sys
try:
    for _ in range(3 * 1024):
        sys.stdout.write("x" * 1023 + "\\n")
    sys.stdout.flush()
except OSError:
    pass  # the file-size cap refused the rest: swallowed
try:
    sys.stdout.close()
except OSError:
    pass
'''

C_OVER_CAP = '''
#include <stdio.h>
int main(void) { for (int i = 0; i < 3 * 1024 * 1024; i++) putchar('x'); return 0; }
'''


@pytest.mark.parametrize("mode", modes_here())
@pytest.mark.parametrize("name, text", [("over_cap.py", PY_OVER_CAP), ("over_cap.c", C_OVER_CAP)])
def test_writing_past_the_output_cap_is_ole_in_every_language(tmp_path, shared, mode, name,
                                                               text):
    """Over the output cap is OLE for C (SIGXFSZ) and for Python, which ignores that signal
    and may even swallow the error and exit 0."""
    problem = make_problem(tmp_path / "p", output=2)
    result = judge(problem, program(shared, name, text), mode)
    assert result.verdict is Verdict.OLE, result
    assert "grew past 2 MiB" in result.message


MANY_FILES = '''
#include <stdio.h>
#include <string.h>
int main(void) {
    static char block[1 << 20];
    memset(block, 'a', sizeof block);
    for (int k = 0; k < %d; k++) {
        char name[32];
        sprintf(name, "f%%d", k);
        FILE *f = fopen(name, "wb");
        if (!f) return 3;
        for (int i = 0; i < 15; i++) fwrite(block, 1, sizeof block, f);
        fclose(f);
    }
    puts("ok");
    return 0;
}
'''


@pytest.mark.parametrize("mode", modes_here())
def test_total_written_to_disk_is_capped(tmp_path, shared, mode):
    """Files under the per-file cap but over the test's disk limit in all are OLE (40 files of
    15 MiB against 256 MiB), and the program is stopped near the limit, not at the end."""
    problem = make_problem(tmp_path / "p")
    result = judge(problem, program(shared, "many_files.c", MANY_FILES % 40), mode)
    assert result.verdict is Verdict.OLE, result
    assert "held more than 256 MiB" in result.message


def test_page_cache_of_written_files_is_not_memory(tmp_path, shared):
    """Files a program wrote (150 MiB, under a 64 MiB memory limit) are not its memory: the
    kernel's page cache of them is not counted, so a program resident in 1 MiB is not MLE."""
    if not cgroup.available():
        pytest.skip("memory is counted by control groups only as root")
    problem = make_problem(tmp_path / "p", memory=64)
    result = judge(problem, program(shared, "cache.c", MANY_FILES % 10), None)
    assert result.verdict is Verdict.AC, result
    assert result.memory_kib < 16 * 1024, result


LITTER = '''
for folder in ("/tmp", "/var/tmp", "/dev/shm"):
    with open(f"{folder}/judge-litter-@TOKEN@", "w") as f:
        f.write("left behind")
print("ok")
'''


@pytest.mark.skipif(os.geteuid() != 0, reason="isolation uid needs root")
def test_uid_programs_leave_nothing_in_shared_temporary_folders(tmp_path, shared):
    """Under isolation uid, what a program writes to /tmp, /var/tmp and /dev/shm is removed
    when it ends (under bwrap those folders are the sandbox's own)."""
    token = f"{os.getpid()}-{tmp_path.name}"
    problem = make_problem(tmp_path / "p")
    source = program(shared, "litter.py", LITTER.replace("@TOKEN@", token))
    result = judge(problem, source, "uid")
    assert result.verdict is Verdict.AC, result
    left = [f"{d}/judge-litter-{token}" for d in ("/tmp", "/var/tmp", "/dev/shm")]
    assert [p for p in left if os.path.exists(p)] == []


def test_python_is_run_with_the_programs_python():
    """The Python the programs run with is one every uid may execute (a check of the fixture
    this module's Python submissions rely on)."""
    assert os.access(PYTHON, os.X_OK)
