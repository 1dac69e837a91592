"""Turning a submission (a source file or an executable) into a command line to run.

Compilers run with a wall-clock limit; a failed compilation is a CE with the compiler's
message, never an exception.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

from judge.sandbox import program_python

COMPILE_TIMEOUT_S = 60
MESSAGE_LIMIT = 4000


@dataclass(frozen=True)
class Language:
    name: str
    extensions: tuple[str, ...]
    compile: tuple[str, ...] | None  # {src} and {exe} are filled in
    run: tuple[str, ...]


LANGUAGES = (
    Language("C", (".c",), ("gcc", "-O2", "-std=gnu17", "-o", "{exe}", "{src}", "-lm"),
             ("{exe}",)),
    Language("C++", (".cpp", ".cc", ".cxx"),
             ("g++", "-O2", "-std=gnu++17", "-o", "{exe}", "{src}"), ("{exe}",)),
    Language("Python 3", (".py",), None, ("{python}", "{src}")),
)


@dataclass(frozen=True)
class Prepared:
    language: str
    argv: tuple[str, ...] | None  # None when compilation failed
    compile_message: str = ""
    compile_s: float = 0.0


def language_of(path: Path) -> Language | None:
    return next((lang for lang in LANGUAGES if path.suffix.lower() in lang.extensions), None)


def prepare(submission: Path, build_dir: Path) -> Prepared:
    """Compile if needed; the argv that runs the program, or the reason it cannot run."""
    submission = submission.resolve()
    if submission.is_dir():
        found = [p for p in sorted(submission.iterdir()) if language_of(p) or _executable(p)]
        if len(found) != 1:
            names = ", ".join(p.name for p in found) or "none"
            return Prepared("?", None, f"{submission} must hold exactly one program ({names})")
        submission = found[0]
    lang = language_of(submission)
    if lang is None and not _executable(submission):
        return Prepared("?", None, f"{submission.name}: unknown language and not executable")
    # The program runs from the build directory, the only place of the judge's it can see.
    copy = build_dir / submission.name
    shutil.copyfile(submission, copy)
    copy.chmod(0o755 if lang is None else 0o644)
    if lang is None:
        return Prepared("executable", (str(copy),))
    fill = {"src": str(copy), "exe": str(build_dir / (submission.stem + ".exe")),
            "python": program_python()}
    if lang.compile is None:
        error = _python_syntax_error(submission) if lang.name.startswith("Python") else ""
        if error:
            return Prepared(lang.name, None, error)
        return Prepared(lang.name, tuple(a.format(**fill) for a in lang.run))
    started = time.monotonic()
    try:
        done = subprocess.run([a.format(**fill) for a in lang.compile], capture_output=True,
                              timeout=COMPILE_TIMEOUT_S, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        return Prepared(lang.name, None, f"compilation took over {COMPILE_TIMEOUT_S} s")
    except FileNotFoundError as err:
        return Prepared(lang.name, None, f"no compiler for {lang.name}: {err.filename}")
    elapsed = time.monotonic() - started
    if done.returncode != 0:
        message = (done.stderr + done.stdout).decode("utf-8", "replace")[-MESSAGE_LIMIT:]
        return Prepared(lang.name, None, message.strip() or f"exit status {done.returncode}",
                        elapsed)
    return Prepared(lang.name, tuple(a.format(**fill) for a in lang.run), "", elapsed)


def _executable(path: Path) -> bool:
    return path.is_file() and os.access(path, os.X_OK)


def _python_syntax_error(path: Path) -> str:
    try:
        compile(path.read_bytes(), str(path), "exec", dont_inherit=True)
    except (SyntaxError, ValueError) as err:
        return f"{type(err).__name__}: {err}"
    return ""
