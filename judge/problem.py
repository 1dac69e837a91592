"""Loading a problem folder, laid out after the ICPC/Kattis problem package format.

    problem.yaml          name, type, limits; harness-only settings under the key `judge`
    statement/            problem.<lang>.md
    data/sample/*.in      tests shown in the statement (with .ans, and .interaction samples)
    data/secret/**/*.in   secret tests; every folder is a test group, configured by the
                          testdata.yaml in it or in its nearest ancestor
    interactor.py         interactive problems: `interact(ctx)` plays the judge's side, and
                          `validate(text)` checks a test's data (raises ValueError)
    checker.py            batch problems: `check(input_path, answer, output)` raises a Violation
                          for a wrong output; `validate(text)` checks a test's input.
                          problem.yaml's `judge: {input_file, output_file}` name the files of
                          a file-I/O problem (nim.in, nim.out); without them, stdin/stdout.
"""

from __future__ import annotations

import importlib.util
import sys
from fnmatch import fnmatchcase
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import yaml

from judge.batch import STDIO, FileIO
from judge.process import Limits


class ProblemError(Exception):
    """The problem folder itself is broken: a judge error, never the contestant's fault."""


@dataclass(frozen=True)
class TestGroup:
    name: str  # "sample", "secret/fp_traps"
    accept_score: float  # a test's score when accepted
    reject_score: float
    aggregation: str  # "sum" or "min" of the tests' scores (legacy grader_flags)
    on_reject: str  # "continue" or "break"
    counts: bool  # whether it adds to the submission's score (samples do not)


@dataclass(frozen=True)
class TestCase:
    name: str  # "secret/fp_traps/02": the path under data/, without extension
    input_path: Path
    group: TestGroup

    @property
    def answer_path(self) -> Path:
        return self.input_path.with_suffix(".ans")


@dataclass(frozen=True)
class Problem:
    path: Path
    short_name: str
    name: str
    interactive: bool
    limits: Limits
    tests: tuple[TestCase, ...]
    interact: Callable | None
    validate: Callable[[str], None] | None
    check: Callable[[Path, str, str], None] | None = None
    files: FileIO = STDIO

    def select(self, pattern: str | None) -> tuple[TestCase, ...]:
        """The tests whose name matches a glob, or contains the pattern when it has no glob."""
        if not pattern:
            return self.tests
        glob = pattern if any(c in pattern for c in "*?[") else f"*{pattern}*"
        return tuple(t for t in self.tests if fnmatchcase(t.name, glob))

    @property
    def groups(self) -> tuple[TestGroup, ...]:
        return tuple(dict.fromkeys(t.group for t in self.tests))


def load(path: Path) -> Problem:
    path = Path(path).resolve()
    meta_path = path / "problem.yaml"
    if not meta_path.is_file():
        raise ProblemError(f"{path} is not a problem folder: no problem.yaml")
    meta = read_yaml(meta_path)
    types = meta.get("type", "pass-fail")
    types = set(types if isinstance(types, list) else types.split())
    legacy_interactive = "interactive" in str(meta.get("validation", ""))
    interactive = "interactive" in types or legacy_interactive
    extra = meta.get("judge", {}) or {}
    role, default = ("interactor", "interactor.py") if interactive else ("checker", "checker.py")
    module = _load_module(path / extra.get(role, default), path.name)
    entry = getattr(module, "interact" if interactive else "check", None)
    if entry is None:
        raise ProblemError(f"{module.__file__} has no function "
                           f"{'interact(ctx)' if interactive else 'check(input, answer, output)'}")
    return Problem(
        path=path, short_name=path.name, name=_name(meta, path), interactive=interactive,
        limits=_limits(meta.get("limits", {}) or {}, extra),
        tests=tuple(_tests(path / "data")), interact=entry if interactive else None,
        validate=getattr(module, "validate", None), check=None if interactive else entry,
        files=FileIO(extra.get("input_file"), extra.get("output_file")),
    )


def read_yaml(path: Path):
    """A YAML file's data ({} when empty), with libyaml's parser when PyYAML has it."""
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return yaml.load(path.read_text(), Loader=loader) or {}


def _name(meta: dict, path: Path) -> str:
    name = meta.get("name", path.name)
    if isinstance(name, dict):
        name = name.get("en") or next(iter(name.values()))
    return str(name)


def _limits(limits: dict, extra: dict) -> Limits:
    cpu = float(limits.get("time_limit", Limits.cpu_s))
    return Limits(
        cpu_s=cpu,
        wall_s=float(extra.get("wall_limit", max(Limits.wall_s, 4 * cpu))),
        idle_s=float(extra.get("idle_limit", max(Limits.idle_s, cpu + 1))),
        memory_mib=int(limits.get("memory", Limits.memory_mib)),
        output_mib=int(limits.get("output", Limits.output_mib)),
        grace_s=float(extra.get("grace", Limits.grace_s)),
        processes=int(extra.get("processes", Limits.processes)),
        open_files=int(extra.get("open_files", Limits.open_files)),
    )


def _load_module(file: Path, problem: str):
    if not file.is_file():
        raise ProblemError(f"no {file}: the problem's interactor or checker")
    spec = importlib.util.spec_from_file_location(f"judge_problem_{problem}_{file.stem}", file)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    try:
        spec.loader.exec_module(module)
    except Exception as err:
        del sys.modules[spec.name]
        raise ProblemError(f"{file} failed to load: {err!r}") from err
    return module


def _tests(data: Path) -> list[TestCase]:
    tests: list[TestCase] = []
    for top in ("sample", "secret"):
        if (data / top).is_dir():
            _collect(data, data / top, _settings(data, data / top), tests)
    return tests


def _settings(data: Path, folder: Path) -> dict:
    """testdata.yaml of the folder merged over its ancestors' (nearest wins)."""
    merged: dict = {}
    chain = [folder, *folder.parents]
    for d in reversed(chain[: chain.index(data) + 1]):
        f = d / "testdata.yaml"
        if f.is_file():
            merged.update(read_yaml(f))
    return merged


def _collect(data: Path, folder: Path, settings: dict, out: list[TestCase]) -> None:
    name = folder.relative_to(data).as_posix()
    group = TestGroup(
        name=name,
        accept_score=float(settings.get("accept_score", 1)),
        reject_score=float(settings.get("reject_score", 0)),
        aggregation="min" if "min" in str(settings.get("grader_flags", "")).split() else "sum",
        on_reject=str(settings.get("on_reject", "continue")),
        counts=not name.startswith("sample"),
    )
    for entry in sorted(folder.iterdir()):
        if entry.is_file() and entry.suffix == ".in":
            out.append(TestCase(entry.relative_to(data).with_suffix("").as_posix(), entry, group))
    for sub in sorted(p for p in folder.iterdir() if p.is_dir()):
        _collect(data, sub, _settings(data, sub), out)
