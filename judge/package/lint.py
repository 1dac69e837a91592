"""A package's lint: what problemtools' verifyproblem says of a package's files and keys
before it runs anything (its checks/problem_package.py, config.py and testdata.py), as
warnings and errors of `judge verify`. Reading files only.

Each finding is an error where verifyproblem's is an error, a warning where its is a
warning: invalid file and folder names, symlinks out of the package, folders the format
version does not know, a short name (the package's folder) not [a-z0-9]+, keys of
problem.yaml (an error: problemtools' models forbid unknown keys) and of testdata.yaml (a
warning) it does not know, a missing uuid (an error from 2023-07 on, a warning in the legacy
format), a license that is missing or `unknown`, no secret data (an error) or no sample (a
warning), identical test inputs, an input without its answer file or an answer without its
input; the validators' files (input validators there are, one output validator in C, C++
or Python 3, none with `validation: default`); and of each test's files (verifyproblem's data part): not UTF-8, `\r` line breaks,
no final newline (warnings), over 100 MiB (a warning) or 1000 MiB (an error), an answer over
the output limit (an error) or over half of it (a warning).
"""

from __future__ import annotations

import difflib
import hashlib
import os
import re
from dataclasses import dataclass
from pathlib import Path

from judge.package.schema import read_yaml

NAME = re.compile(r"^[a-zA-Z0-9_][a-zA-Z0-9_.-]{0,254}$")  # problemtools' _NAME_REGEX

_ROOT_LEGACY = {"problem_statement", "attachments", "data", "include", "submissions",
                "input_validators", "output_validators"}
_ROOT_2023 = {"statement", "attachments", "solution", "data", "generators", "include",
              "submissions", "input_validators", "static_validator", "output_validator",
              "input_visualizer", "output_visualizer"}
_KEYS_LEGACY = {"problem_format_version", "type", "name", "uuid", "author", "source",
                "source_url", "license", "rights_owner", "limits", "validation",
                "validator_flags", "grading", "keywords"}
_KEYS_2023 = {"problem_format_version", "name", "uuid", "type", "version", "credits",
              "source", "license", "rights_owner", "embargo_until", "limits", "keywords",
              "languages", "allow_file_writing", "constants"}
_TESTDATA_KEYS = {"accept_score", "grader_flags", "grading", "input_validator_flags",
                  "on_reject", "output_validator_flags", "range", "reject_score"}
# 2025-09's names (problemtools does not read 2025-09 yet: these are the format's).
_TESTDATA_KEYS_2025 = _TESTDATA_KEYS | {"output_validator_args", "input_validator_args",
                                        "static_validation", "full_feedback", "scoring",
                                        "max_score", "args"}
_LICENSES = {"unknown", "public domain", "cc0", "cc by", "cc by-sa", "educational",
             "permission"}


@dataclass(frozen=True)
class Finding:
    """A warning or an error of `judge verify`, said as verifyproblem says it."""

    error: bool
    message: str

    def __str__(self) -> str:
        return ("ERROR " if self.error else "WARNING ") + self.message


def lint(path: Path, version: str) -> list[Finding]:
    """Every finding of the package at path, read as the given format version."""
    path = Path(path)
    meta = read_yaml(path / "problem.yaml")
    found: list[Finding] = []
    if not re.fullmatch("[a-z0-9]+", path.name):
        found.append(Finding(True, f"invalid short name {path.name!r} (must be [a-z0-9]+)"))
    found += _names(path)
    found += _root_folders(path, version)
    found += _config(meta, version)
    found += _data(path, version)
    found += _validators(path, meta, version)
    output_mib = float((meta.get("limits") or {}).get("output", 8))
    for file in sorted((path / "data").rglob("*")) if (path / "data").is_dir() else ():
        if file.suffix in (".in", ".ans") and file.is_file():
            found += _test_file(path, file, output_mib)
    return found


def _test_file(path: Path, file: Path, output_mib: float) -> list[Finding]:
    """A test's file: UTF-8, `\n` line breaks, a final newline, an installable size; an
    answer within the output limit (verifyproblem's _check_newlines, _check_size_limits)."""
    name, mib = file.relative_to(path).as_posix(), file.stat().st_size / (1 << 20)
    found = []
    if mib > 1000:
        found.append(Finding(True, f"{name} ({mib:.1f} MiB) is over 1000 MiB: it cannot be "
                                   "installed"))
    elif mib > 100:
        found.append(Finding(False, f"{name} ({mib:.1f} MiB) is over 100 MiB"))
    if file.suffix == ".ans" and mib > output_mib:
        found.append(Finding(True, f"{name} ({mib:.1f} MiB) is over the output limit "
                                   f"({output_mib:g} MiB)"))
    elif file.suffix == ".ans" and 2 * mib > output_mib:
        found.append(Finding(False, f"{name} ({mib:.1f} MiB) is within 50% of the output "
                                    f"limit ({output_mib:g} MiB)"))
    if mib > 100:
        return found
    try:
        text = file.read_bytes().decode("utf-8")
    except UnicodeDecodeError:
        return found + [Finding(False, f"{name} is not UTF-8")]
    if "\r" in text:
        found.append(Finding(False, f"{name} has line breaks other than \\n"))
    if text and not text.endswith("\n"):
        found.append(Finding(False, f"{name} does not end with a newline"))
    return found


def _names(path: Path) -> list[Finding]:
    found = []
    for root, dirs, files in os.walk(path):
        at_root = Path(root) == path
        where = os.path.relpath(root, path.parent)
        for name in files:
            if not NAME.match(name) and name != ".gitignore" and not (
                    at_root and name == ".timelimit"):
                found.append(Finding(True, f"invalid file name {name!r} in {where}"))
        for name in dirs:
            if not NAME.match(name) and not (at_root and name == ".git"):
                found.append(Finding(True, f"invalid folder name {name!r} in {where}"))
        for name in dirs + files:
            found += _symlink(path, Path(root) / name)
        dirs[:] = [d for d in dirs if d != ".git"]
    return found


def _symlink(path: Path, link: Path) -> list[Finding]:
    if not link.is_symlink():
        return []
    target, said = Path(os.path.realpath(link)), os.readlink(link)
    relative = link.relative_to(path)
    if os.path.isabs(said):
        return [Finding(True, f"symlink {relative} links to {said}, an absolute path")]
    if not target.exists():
        return [Finding(True, f"symlink {relative} links to {said}, which does not exist")]
    if os.path.commonpath([os.path.realpath(path), target]) != os.path.realpath(path):
        return [Finding(True, f"symlink {relative} links to {said}, outside the package")]
    return []


def _root_folders(path: Path, version: str) -> list[Finding]:
    known = _ROOT_LEGACY if version == "legacy" else _ROOT_2023
    other = (_ROOT_LEGACY | _ROOT_2023) - known
    found = []
    for name in sorted(e.name for e in path.iterdir() if e.is_dir() and NAME.match(e.name)):
        if name in known or name == ".git":
            continue
        if name == "input_format_validators":
            found.append(Finding(False, "input_format_validators is a deprecated name: "
                                        "use input_validators"))
        elif name in other:
            found.append(Finding(False, f'folder "{name}" is not part of format version '
                                        f"{version}"))
        else:
            close = difflib.get_close_matches(name, sorted(known), n=1, cutoff=0.75)
            found.append(Finding(False, f'unknown folder "{name}"'
                                        + (f' (a typo of "{close[0]}"?)' if close else "")))
    return found


def _config(meta: dict, version: str) -> list[Finding]:
    known = _KEYS_LEGACY if version == "legacy" else _KEYS_2023
    found = [Finding(True, f"problem.yaml: unknown key {key!r}")
             for key in meta if key not in known]
    if not meta.get("uuid"):
        found.append(Finding(version != "legacy", "problem.yaml: no uuid"))
    license = str(meta.get("license", "unknown")).lower()
    if license not in _LICENSES:
        found.append(Finding(True, f"problem.yaml: unknown license {license!r}"))
    elif license == "unknown":
        found.append(Finding(False, "problem.yaml: license is 'unknown'"
                                    + ("" if "license" in meta else " (none given)")))
    return found


_STANDARD = {".c", ".cpp", ".cc", ".cxx", ".c++", ".py"}  # C, C++, Python 3


def _entries(folder: Path) -> list[Path]:
    return sorted(e for e in folder.iterdir() if not e.name.startswith(".")) \
        if folder.is_dir() else []


def _validators(path: Path, meta: dict, version: str) -> list[Finding]:
    """verifyproblem's checks of the validators' files: input validators there are; one
    output validator, in a standard language (C, C++, Python 3), and none with
    `validation: default` (legacy). Errors from 2023-07 on, some warnings in legacy."""
    legacy = version == "legacy"
    found = []
    if not any(_entries(path / n) for n in ("input_validators", "input_format_validators")):
        found.append(Finding(True, "no input validators"))
    programs = _entries(path / ("output_validators" if legacy else "output_validator"))
    if any(p.name in ("build", "run") for p in programs):
        return found  # one program built by its scripts
    if legacy and programs and str(meta.get("validation", "default")).split()[0] == "default":
        found.append(Finding(True, "output validators, but problem.yaml says validation: "
                                   "default"))
    if len(programs) > 1:
        found.append(Finding(not legacy, f"{len(programs)} output validators: only one is "
                                         f"used ({programs[0].name})"))
    if programs and not _standard(programs[0]):
        found.append(Finding(not legacy, f"the output validator {programs[0].name} is not in "
                                         "C, C++ or Python 3, the format's standard languages"))
    return found


def _standard(program: Path) -> bool:
    files = [program] if program.is_file() else list(program.rglob("*"))
    return any(f.suffix in _STANDARD for f in files)


def _data(path: Path, version: str) -> list[Finding]:
    data = path / "data"
    if not data.is_dir():
        return [Finding(True, "no data/ folder")]
    found = []
    if not (data / "secret").is_dir():
        found.append(Finding(True, "no secret data (data/secret/)"))
    if not (data / "sample").is_dir():
        found.append(Finding(False, "no sample data (data/sample/)"))
    keys = _TESTDATA_KEYS if version != "2025-09" else _TESTDATA_KEYS_2025
    by_hash: dict[bytes, list[str]] = {}
    for root, _dirs, files in sorted(os.walk(data)):
        folder = Path(root)
        for name in ("testdata.yaml", "test_group.yaml"):
            if name in files:
                settings = read_yaml(folder / name)
                found += [Finding(False, f"unknown key {key!r} in "
                                         f"{(folder / name).relative_to(path)}")
                          for key in settings if key not in keys]
        found += _pairs(path, folder, set(files))
        for name in sorted(files):
            file = folder / name
            if name.endswith(".in") and not file.is_symlink():
                digest = hashlib.md5(file.read_bytes(), usedforsecurity=False).digest()
                by_hash.setdefault(digest, []).append(file.relative_to(path).as_posix())
    found += [Finding(False, f"identical input files: {', '.join(names)}")
              for names in by_hash.values() if len(names) > 1]
    return found


def _pairs(path: Path, folder: Path, files: set[str]) -> list[Finding]:
    found = []
    for name in sorted(files):
        stem, suffix = os.path.splitext(name)
        other = {".in": ".ans", ".ans": ".in"}.get(suffix)
        if other and stem + other not in files:
            what = "answer" if other == ".ans" else "input"
            found.append(Finding(True, f"{(folder / name).relative_to(path)}: no {what} file"))
    return found
