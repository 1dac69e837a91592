"""The languages a submission may be in: a table (judge/package/languages.yaml, in the style of
problemtools'), which a user file can override key by key; and which language a file is in.
Building a submission with them is judge.judging.building's."""

from __future__ import annotations

import functools
import os
import re
import shlex
from collections.abc import Mapping
from dataclasses import dataclass
from fnmatch import fnmatchcase
from pathlib import Path

import yaml

from judge.package.schema import read_yaml

from judge.launch.sandbox import program_python

PACKAGED = Path(__file__).with_name("languages.yaml")
# {memlim} when the problem sets no memory limit: a JVM needs some maximum heap.
UNLIMITED_MEMLIM_MIB = 4096
EXECUTABLE = "executable"  # the language of an executable file no language claims
# The fields of a languages file, and their types (None: absent or null).
_FIELDS = {"name": str, "files": str, "run": str, "compile": (str, type(None)),
           "priority": int, "address_space": bool, "main_pattern": (str, type(None)),
           "syntax_check": (str, type(None))}


class LanguageError(ValueError):
    """A languages file that cannot be used: its path, the language and what is wrong."""


@dataclass(frozen=True)
class Language:
    key: str
    name: str
    files: tuple[str, ...]  # shell patterns of source file names
    run: str  # command templates: see languages.yaml for the placeholders
    compile: str | None = None
    priority: int = 0
    address_space: bool = True  # False: memory is judged on the resident peak alone (a JVM)
    main_pattern: str | None = None  # marks the main file among several in a folder
    syntax_check: str | None = None  # "python": the judge compiles the source first

    def matches(self, path: Path) -> bool:
        return any(fnmatchcase(path.name.lower(), p.lower()) for p in self.files)


def user_languages_file() -> Path | None:
    """The user's overrides: $JUDGE_LANGUAGES, else ~/.config/judge/package/languages.yaml if any."""
    named = os.environ.get("JUDGE_LANGUAGES")
    if named:
        return Path(named)
    config = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")
    default = config / "judge" / "languages.yaml"
    return default if default.is_file() else None


def load_languages(extra: Path | None = None) -> dict[str, Language]:
    """The packaged table with a user file merged over it, key by key: `extra`, or else the
    user's own file (user_languages_file). A key set to null removes the language."""
    extra = extra if extra is not None else user_languages_file()
    return dict(_merged(PACKAGED, _version(PACKAGED), extra, _version(extra)))


def _version(path: Path | None) -> tuple[int, int] | None:
    try:
        stat = path.stat() if path is not None else None
    except OSError:  # reported when it is read
        return None
    return (stat.st_mtime_ns, stat.st_size) if stat else None


@functools.lru_cache(maxsize=8)
def _merged(packaged: Path, _packaged_version, extra: Path | None,
            _extra_version) -> tuple[tuple[str, Language], ...]:
    """The merged table, built once per version of its files (grading prepares many
    submissions, and checking every template costs more than a launch)."""
    table = _read_table(packaged)
    if extra is not None:
        for key, entry in _read_table(extra).items():
            if entry is None:
                table.pop(key, None)
            else:
                table[key] = {**table.get(key, {}), **entry}
    return tuple((key, _language(key, entry, extra or packaged)) for key, entry in table.items())


def _read_table(path: Path) -> dict:
    try:
        data = read_yaml(path)
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as err:
        raise LanguageError(f"{path}: {err}") from err
    if not isinstance(data, dict) or not all(v is None or isinstance(v, dict)
                                             for v in data.values()):
        raise LanguageError(f"{path}: expected a mapping from language keys to mappings")
    return data


def _language(key: str, entry: dict, source: Path) -> Language:
    problem = _entry_problem(entry)
    if problem:
        raise LanguageError(f"{source}: language {key}: {problem}")
    lang = Language(key=key, **{**entry, "files": tuple(entry["files"].split())})
    for template in (lang.compile, lang.run):
        if template is not None:
            _check_template(lang, template, source)
    return lang


def _entry_problem(entry: dict) -> str:
    """What is wrong with one language's fields, or ""."""
    unknown = sorted(set(entry) - set(_FIELDS))
    if unknown:
        return "unknown field(s) " + ", ".join(unknown)
    missing = sorted({"name", "files", "run"} - set(entry))
    if missing:
        return "missing field(s) " + ", ".join(missing)
    wrong = sorted(k for k, v in entry.items() if not isinstance(v, _FIELDS[k]))
    if wrong:
        return "wrong type of " + ", ".join(wrong)
    if entry.get("syntax_check") not in (None, "python"):
        return "syntax_check can only be python"
    try:
        re.compile(entry.get("main_pattern") or "")
    except re.error as err:
        return f"main_pattern: {err}"
    return ""


def _check_template(lang: Language, template: str, source: Path) -> None:
    try:
        command(template, fill(Path("p"), Path("p/m"), 1), [])
    except (KeyError, IndexError, ValueError) as err:
        raise LanguageError(f"{source}: language {lang.key}: bad command {template!r}: "
                            f"{type(err).__name__} {err}") from err


def fill(path: Path, main: Path, memory_mib: int | None) -> dict[str, str]:
    """The blanks of a command template: the build folder, the main file, the memory."""
    return {"path": str(path), "mainfile": str(main), "mainclass": main.stem,
            "Mainclass": main.stem[:1].upper() + main.stem[1:],
            "binary": str(path / (main.stem + ".exe")), "python": program_python(),
            "memlim": str(memory_mib if memory_mib is not None else UNLIMITED_MEMLIM_MIB)}


def command(template: str, fill: dict[str, str], files: list[str]) -> list[str]:
    """The argv of a command template: split as a shell would, then filled in word by word
    ({files} alone is one word per file), so paths with spaces stay whole."""
    argv = []
    for word in shlex.split(template):
        if word == "{files}":
            argv += files
        else:
            argv.append(word.format(**fill, files=" ".join(files)))
    if not argv:
        raise ValueError("empty command")
    return argv


def language_of(path: Path, languages: Mapping[str, Language] | None = None) -> Language | None:
    """The language of a source file, by its name; of several, the highest priority."""
    table = load_languages() if languages is None else languages
    found = [lang for lang in table.values() if lang.matches(path)]
    return max(found, key=lambda lang: lang.priority, default=None)


# -- preparing a submission ------------------------------------------------------------------

