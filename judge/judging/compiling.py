"""Where compilers and build scripts run, and what they leave: shared by
judge.judging.building (a submission in a language of the table) and judge.judging.buildrun (a
folder with its own `build` script).

A compiler runs in the program's sandbox, under the compile limits, in a fresh folder that only
it can write (`work`), its stdout and stderr in a private one (`tmp`); what it leaves in `work`
is copied into the build folder as the judge's files, which the program can read and not
write. Why a build failed is the compiler's own words (CE), except that a machine that refused
the compiler a process or memory is the judge's failure (EnvironmentFailure: JE).
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import stat
import tempfile
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from judge.faults import EnvironmentFailure
from judge.launch.folders import folder_prefix
from judge.launch.process import Limits, ProcessOutcome, RunningProgram
from judge.launch.sandbox import Sandbox

MESSAGE_LIMIT = 4000
# What a compiler may use. The address-space cap applies only to languages that allow one
# (not javac); for the others the CPU and wall limits bound what they can grab. Files: the
# largest binary; open files: a JVM's class path.
COMPILE_LIMITS = Limits(cpu_s=60, wall_s=90, memory_mib=2048, output_mib=64, processes=64,
                        open_files=256)


@dataclass(frozen=True)
class Prepared:
    language: str
    argv: tuple[str, ...] | None  # None when compilation failed
    compile_message: str = ""
    address_space: bool = True  # False: run without an address-space limit (a JVM)


def run_compiler(argv: list[str], box: Sandbox, tmp: Path, work: Path,
                 limits: Limits) -> str:
    """Run a compiler (or a build script) in `work`; why it failed, or "" if it did not."""
    with open(os.devnull, "rb") as stdin, open(tmp / "stdout", "wb") as stdout:
        compiler = RunningProgram(argv, box, work, limits, tmp / "stderr", stdin=stdin,
                                  stdout=stdout)
    compiler.wait(limits.wall_s)
    return compile_failure(compiler.finish(), limits, tmp)


@contextmanager
def compile_space(box: Sandbox):
    """Like judge.launch.folders.workspace, a private folder for the compiler's output (`tmp`) and one
    only the compiler can write (`work`); but `work` is not inside the private one: a JVM
    (javac) opens every file by its full path, so every parent must let the compiler through
    (and bwrap makes any parent it must create 0700). `work` sits in a folder of the judge's
    (0755) in the temporary directory, not right in it: under isolation uid whatever the
    program's uid owns in /tmp is removed when a process of it ends (judge.launch.slots), and
    that would take the compiler's output with it."""
    with tempfile.TemporaryDirectory(prefix=folder_prefix("compiler-")) as tmp, \
            tempfile.TemporaryDirectory(prefix=folder_prefix("compile-")) as outer:
        Path(outer).chmod(0o755)
        work = Path(outer) / "work"
        work.mkdir()
        if box.uid is not None:
            os.chown(work, box.uid, box.uid)
        yield Path(tmp), work


_RESOURCE_FAILURE = re.compile(
    r"(v?fork|posix_spawn|pthread_create|clone|execvp?)[^\n]{0,40}: "
    r"(Resource temporarily unavailable|Cannot allocate memory)")


def compile_failure(out: ProcessOutcome, limits: Limits, tmp: Path) -> str:
    """Why the compilation failed, with the compiler's own words; "" if it did not."""
    if out.exec_error:
        return f"the compiler could not be started: {out.exec_error}"
    if out.cpu_s > limits.cpu_s or out.signal == signal.SIGXCPU:
        return f"compilation exceeded {limits.cpu_s:g} s of CPU time"
    if out.killed_by_judge:
        return f"compilation exceeded {limits.wall_s:g} s of wall time"
    if out.exit_code == 0:
        return ""
    said = (tmp / "stdout").read_bytes() + (tmp / "stderr").read_bytes()
    message = said.decode("utf-8", "replace").strip()
    if _RESOURCE_FAILURE.search(message):
        # The machine refused the compiler a process or memory: not the submission's fault.
        raise EnvironmentFailure("the compiler could not get the resources it needs: "
                                 + _RESOURCE_FAILURE.search(message).group(0))
    if len(message) > MESSAGE_LIMIT:
        message = "..." + message[-MESSAGE_LIMIT:]
    return message or f"the compiler failed: {out.describe()}"


def copy_results(work: Path, build_dir: Path) -> None:
    """Copy what the compiler left into build_dir, as the judge's own files: regular files
    and folders only (a link or a fifo planted by the compilation is not followed)."""
    for root, dirs, files in os.walk(work):
        target = build_dir / Path(root).relative_to(work)
        for name in dirs:
            if not os.path.islink(os.path.join(root, name)):
                (target / name).mkdir(exist_ok=True)
                (target / name).chmod(0o755)
        for name in files:
            source = Path(root, name)
            mode = source.lstat().st_mode
            if stat.S_ISREG(mode):
                install(source, target / name, 0o755 if mode & 0o100 else 0o644)


def install(source: Path, target: Path, mode: int) -> None:
    """Copy a file for the program to read (0644) or run (0755), not to write."""
    shutil.copyfile(source, target, follow_symlinks=False)
    target.chmod(mode)


def install_any(source: Path, target: Path, modes: bool = False) -> None:
    """A source file, or a folder of them (a package's subpackage), without its links;
    `modes`: executable files stay executable (a build script and what it calls)."""
    if not source.is_dir():
        runs = modes and source.stat().st_mode & 0o100
        install(source, target, 0o755 if runs else 0o644)
        return
    target.mkdir(mode=0o755)
    target.chmod(0o755)
    for entry in sorted(source.iterdir()):
        if not entry.is_symlink() and (entry.is_file() or entry.is_dir()):
            install_any(entry, target / entry.name, modes)
