"""Turning a submission (source files, or an executable) into a command line to run.

A submission is a file or a folder; its language comes from the table (judge.package.languages).
Compilers run in the program's sandbox, under the compile limits, in a fresh folder that only
they can write; what they leave there is copied into the build folder, which the program can
read and not write. A failed compilation is a CE with the compiler's message, never an
exception; a compiler this machine lacks, or one the machine refused a process, is the judge's
failure (EnvironmentFailure: JE).
"""

from __future__ import annotations

import os
import re
import shutil
import stat
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path

from judge.faults import EnvironmentFailure
from judge.judging import buildrun
from judge.judging.compiling import (COMPILE_LIMITS, Prepared, compile_failure, compile_space,
                                     copy_results, install, install_any, run_compiler)
from judge.package.languages import EXECUTABLE, Language, command, fill, language_of, load_languages
from judge.launch.sandbox import PROGRAM_PATH, Sandbox

_compile_failure = compile_failure  # the tests' name for it


@dataclass(frozen=True)
class _Program:
    language: Language | None  # None: an executable no language claims
    files: tuple[Path, ...]
    main: Path
    # The other files of its folder (headers, data): beside the sources when it is built
    # and when it runs, as in the package format.
    extras: tuple[Path, ...] = ()


# -- the table -------------------------------------------------------------------------------

def prepare(submission: Path, build_dir: Path, box: Sandbox, memory_mib: int | None = None,
            languages: Mapping[str, Language] | None = None) -> Prepared:
    """Compile if needed, into build_dir; the argv that runs the program (with the problem's
    memory limit, `memory_mib`, in its {memlim}), or the reason it cannot run."""
    table = load_languages() if languages is None else languages
    if buildrun.is_build_run(Path(submission)):
        return buildrun.prepare(Path(submission).resolve(), build_dir, box)
    program = _find_program(Path(submission).resolve(), table)
    if isinstance(program, str):
        return Prepared("?", None, program)
    lang = program.language
    if lang is None:
        copy = build_dir / program.main.name
        install(program.main, copy, 0o755)
        return Prepared(EXECUTABLE, (str(copy),))
    blanks = fill(build_dir, build_dir / program.main.name, memory_mib)
    run = command(lang.run, blanks, [str(build_dir / f.name) for f in program.files])
    # The runtime is checked here (an optional toolchain), unless it is the program itself.
    if not Path(run[0]).is_relative_to(build_dir):
        _check_tool(lang, run, "runtime")
    if lang.syntax_check == "python":
        error = _python_syntax_error(program.main)
        if error:
            return Prepared(lang.name, None, error)
    if lang.compile is None:
        for source in program.files + program.extras:
            install_any(source, build_dir / source.name)
        return Prepared(lang.name, tuple(run), address_space=lang.address_space)
    failure = _compile(lang, program, box, build_dir, memory_mib)
    if failure:
        return Prepared(lang.name, None, failure)
    return Prepared(lang.name, tuple(run), "", lang.address_space)


def missing_tool(submission: Path, languages: Mapping[str, Language] | None = None) -> str:
    """"<compiler> not installed" when the submission's language needs a compiler or a
    runtime this machine lacks, else "" (also when it is no program at all: judging says why)."""
    table = load_languages() if languages is None else languages
    if buildrun.is_build_run(Path(submission)):
        return ""
    program = _find_program(Path(submission).resolve(), table)
    if isinstance(program, str) or program.language is None:
        return ""
    lang = program.language
    blanks = fill(Path("p"), Path("p") / program.main.name, None)
    for template in (lang.compile, lang.run):
        tool = command(template, blanks, ["f"])[0] if template else ""
        if tool and "{" not in template.split()[0] and \
                not shutil.which(tool, path=PROGRAM_PATH):
            return f"{tool} not installed"
    return ""


_KINDS = ((stat.S_ISFIFO, "a FIFO"), (stat.S_ISSOCK, "a socket"),
          (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"))


def not_a_submission(path: Path) -> str:
    """Why a path cannot be a submission, or "": it must be a regular file or a folder (a FIFO
    or a device would block the judge reading it)."""
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        return f"{path}: no such file or folder"
    except OSError as err:
        return f"{path}: {err.strerror}"
    if stat.S_ISREG(mode) or stat.S_ISDIR(mode):
        return ""
    kind = next((name for test, name in _KINDS if test(mode)), "not a regular file")
    return f"{path} is {kind}, not a regular file or a folder"


def _find_program(submission: Path, table: Mapping[str, Language]) -> _Program | str:
    """The files of the program, or why there is none."""
    unusable = not_a_submission(submission)
    if unusable:
        return unusable
    if not submission.is_dir():
        lang = language_of(submission, table)
        if lang is None and not _executable(submission):
            return f"{submission.name}: unknown language and not executable"
        return _Program(lang, (submission,), submission)
    found = [p for p in sorted(submission.iterdir())
             if p.is_file() and (language_of(p, table) or _executable(p))]
    extras = tuple(p for p in sorted(submission.iterdir())
                   if not p.is_symlink() and p not in found and (p.is_file() or p.is_dir()))
    if len(found) == 1:
        single = _find_program(found[0], table)
        return single if isinstance(single, str) else replace(single, extras=extras)
    return _program_of_several(submission, found, extras, table)


def _program_of_several(folder: Path, found: list[Path], extras: tuple[Path, ...],
                        table: Mapping[str, Language]) -> _Program | str:
    """The program in a folder of several candidate files (sources, executables), or why it
    cannot be told. The package format's rule: the file named main.<ext> is the main file,
    and the files of its language are the program (any others stay beside it). Without one:
    files of one language whose commands never name the main file (C, C++: all compiled
    together) are one program; Java's main class is the one file matching its main_pattern;
    anything else (two Python files, say) would be judged by a guess, so it is not judged."""
    if not found:
        return f"{folder} holds no program: no source file of a known language, no executable"
    named = [p for p in found if p.stem.lower() == "main"]
    if len(named) == 1:
        return _named_main(named[0], found, extras, table)
    langs = {language_of(p, table) for p in found}
    lang = langs.pop() if len(langs) == 1 else None
    if lang is not None and lang.main_pattern is not None:
        return _marked_main(folder, lang, found, extras)
    if lang is not None and not _names_main(lang):
        return _Program(lang, tuple(found), found[0], extras)
    names = ", ".join(p.name for p in found)
    return (f"{folder} holds several files that could each be the program ({names}) and "
            f"none is named main: name the main file main.<ext> (the package format's rule)")


def _named_main(main: Path, found: list[Path], extras: tuple[Path, ...],
                table: Mapping[str, Language]) -> _Program:
    """The program whose main file is `main`: the files of its language (an executable: itself
    alone); the other candidates, but links, are beside it like any other file."""
    lang = language_of(main, table)
    own = tuple(p for p in found if p == main or
                (lang is not None and language_of(p, table) == lang))
    others = tuple(p for p in found if p not in own and not p.is_symlink())
    return _Program(lang, own, main, tuple(sorted(extras + others)))


def _names_main(lang: Language) -> bool:
    """Whether the language's commands name the main file (so that which one it is matters)."""
    return any("{mainfile" in t or "{mainclass" in t for t in (lang.compile or "", lang.run))


def _marked_main(folder: Path, lang: Language, found: list[Path],
                 extras: tuple[Path, ...]) -> _Program | str:
    """Several files of one language are one program: the main file is the one marked so
    (Java: the class with main())."""
    mains = [p for p in found
             if re.search(lang.main_pattern, p.read_text(errors="replace"))]
    if len(mains) != 1:
        names = ", ".join(p.name for p in found)
        return (f"{folder}: {len(mains)} of its {lang.name} files ({names}) match "
                f"{lang.main_pattern!r}: exactly one must be the main file")
    return _Program(lang, tuple(found), mains[0], extras)


def _check_tool(lang: Language, argv: list[str], role: str) -> None:
    """A toolchain this machine lacks (an optional one) is the judge's failure, not the
    submission's: EnvironmentFailure."""
    if not shutil.which(argv[0], path=PROGRAM_PATH):
        raise EnvironmentFailure(f"no {role} for {lang.name} on this machine: {argv[0]} "
                                 "is not installed")


def _compile(lang: Language, program: _Program, box: Sandbox, build_dir: Path,
             memory_mib: int | None) -> str:
    """Compile in the sandbox; copy the results into build_dir. The failure, "" if none."""
    with compile_space(box) as (tmp, work):
        for source in program.files + program.extras:
            install_any(source, work / source.name)
        # Paths relative to the compiler's working directory: messages read `p.c:3:1: error`.
        blanks = fill(Path("."), Path(program.main.name), memory_mib)
        argv = command(lang.compile, blanks, [f.name for f in program.files])
        _check_tool(lang, argv, "compiler")
        limits = replace(COMPILE_LIMITS, address_space=lang.address_space)
        failure = run_compiler(argv, box, tmp, work, limits)
        if not failure:
            copy_results(work, build_dir)
    return failure


def _executable(path: Path) -> bool:
    return path.is_file() and os.access(path, os.X_OK)


def _python_syntax_error(path: Path) -> str:
    try:
        compile(path.read_bytes(), str(path.name), "exec", dont_inherit=True)
    except (SyntaxError, ValueError) as err:
        return f"{type(err).__name__}: {err}"
    return ""
