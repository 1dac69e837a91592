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

Any other folder with a problem.yaml is read as a package of the ICPC/Kattis format (legacy,
2023-07 draft, 2025-09), judged with its own programs (judge.validators): the default output
validator or the one in output_validators/ (legacy) or output_validator/, which is the
interactor of an interactive problem; input_validators/; validator flags from problem.yaml
(legacy `validator_flags`) and testdata.yaml (`output_validator_flags`); its time limit given
(`limits.time_limit`) or computed from its accepted submissions (judge.verify).
"""

from __future__ import annotations

import importlib.util
import sys
from fnmatch import fnmatchcase
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable

import yaml

from judge.batch import STDIO, FileIO
from judge.default_validator import DefaultValidator
from judge.process import Limits
from judge.validators import Checker, ProgramValidator, PythonChecker
from judge.verdict import Verdict


class ProblemError(Exception):
    """The problem folder itself is broken: a judge error, never the contestant's fault."""


@dataclass(frozen=True)
class TestGroup:
    name: str  # "sample", "secret/fp_traps"
    accept_score: float  # a test's score when accepted
    reject_score: float
    on_reject: str  # "continue" or "break"
    counts: bool  # whether it adds to the submission's score (samples do not)
    validator_flags: tuple[str, ...] = ()  # for the output validator (packages)
    grader_flags: tuple[str, ...] = ()  # see judge.grading
    # A rejected test here stops the tests under this folder ("" for all), when the group and
    # its ancestors up to it say `on_reject: break`; None: the next test runs.
    break_scope: str | None = None
    input_validator_flags: tuple[str, ...] = ()

    def score(self, verdict: Verdict) -> float:
        """A test's score in this group."""
        return self.accept_score if verdict is Verdict.AC else self.reject_score


@dataclass(frozen=True)
class TestCase:
    name: str  # "secret/fp_traps/02": the path under data/, without extension
    input_path: Path
    group: TestGroup

    @property
    def answer_path(self) -> Path:
        return self.input_path.with_suffix(".ans")


@dataclass(frozen=True)
class TimePolicy:
    """Where the time limit comes from. Given: the problem's `limits.time_limit`. Otherwise,
    as verifyproblem does: the slowest accepted submission times ac_to_time_limit, rounded up
    to the resolution; a submission that needs more than the limit but passes within
    limit x time_limit_to_tle is "OK with extra time" for verify."""

    given: bool = True
    ac_to_time_limit: float = 2.0
    time_limit_to_tle: float = 1.5
    resolution: float = 1.0


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
    format_version: str = "judge"  # "judge" (ours), "legacy", "2023-07-draft", "2025-09"
    checker: Checker | None = None  # batch problems: what judges an output
    interactor_program: ProgramValidator | None = None  # a package's interactor
    input_validators: tuple[ProgramValidator, ...] = ()
    time_policy: TimePolicy = TimePolicy()
    notes: tuple[str, ...] = ()  # what of the package the judge does not support
    module_path: Path | None = None  # ours: the interactor's or checker's file
    # Every folder of data/ by name ("" for data/ itself, "secret/g1"), for grading.
    folders: dict = field(default_factory=dict, compare=False, hash=False)

    def select(self, pattern: str | None) -> tuple[TestCase, ...]:
        """The tests whose name matches a glob, or contains the pattern when it has no glob."""
        if not pattern:
            return self.tests
        glob = pattern if any(c in pattern for c in "*?[") else f"*{pattern}*"
        return tuple(t for t in self.tests if fnmatchcase(t.name, glob))

    @property
    def ours(self) -> bool:
        """One of our own problems (a Python interactor or checker), not a package."""
        return self.format_version == "judge"

    @property
    def groups(self) -> tuple[TestGroup, ...]:
        return tuple(dict.fromkeys(t.group for t in self.tests))


def load(path: Path) -> Problem:
    path = Path(path).resolve()
    meta_path = path / "problem.yaml"
    if not meta_path.is_file():
        raise ProblemError(f"{path} is not a problem folder: no problem.yaml")
    meta = read_yaml(meta_path)
    if not _is_ours(path, meta):
        return _load_package(path, meta)
    legacy_interactive = "interactive" in str(meta.get("validation", ""))
    interactive = "interactive" in problem_types(meta) or legacy_interactive
    extra = meta.get("judge", {}) or {}
    tests, folders = _tests(path / "data")
    role, default = ("interactor", "interactor.py") if interactive else ("checker", "checker.py")
    module_path = path / extra.get(role, default)
    module = _load_module(module_path, path.name)
    entry = getattr(module, "interact" if interactive else "check", None)
    if entry is None:
        raise ProblemError(f"{module.__file__} has no function "
                           f"{'interact(ctx)' if interactive else 'check(input, answer, output)'}")
    return Problem(
        path=path, short_name=path.name, name=_name(meta, path), interactive=interactive,
        limits=_limits(meta.get("limits", {}) or {}, extra),
        tests=tuple(tests), folders=folders, interact=entry if interactive else None,
        validate=getattr(module, "validate", None), check=None if interactive else entry,
        files=FileIO(extra.get("input_file"), extra.get("output_file")),
        checker=None if interactive else PythonChecker(entry), module_path=module_path,
    )


def problem_types(meta: dict) -> set[str]:
    """problem.yaml's `type`: a list, or words in a string (pass-fail by default)."""
    types = meta.get("type", "pass-fail")
    return set(types if isinstance(types, list) else str(types).split())


def _is_ours(path: Path, meta: dict) -> bool:
    """Our own layout (Python interactor or checker) rather than a package's programs."""
    return "judge" in meta or (path / "interactor.py").is_file() or \
        (path / "checker.py").is_file()


_VERSIONS = {"legacy": "legacy", "2023-07-draft": "2023-07-draft", "2023-07": "2023-07-draft",
             "2025-09": "2025-09", "2025-09-draft": "2025-09"}


def _load_package(path: Path, meta: dict) -> Problem:
    version = _VERSIONS.get(str(meta.get("problem_format_version", "legacy")))
    if version is None:
        raise ProblemError(f"{path}: unknown problem_format_version "
                           f"{meta.get('problem_format_version')!r}")
    notes: list[str] = []
    legacy = version == "legacy"
    validation = str(meta.get("validation", "default")).split() if legacy else []
    types = problem_types(meta)
    interactive = "interactive" in (validation if legacy else types)
    for unsupported in ("multi-pass", "submit-answer"):
        if unsupported in types or unsupported.replace("-", "_") in validation:
            raise ProblemError(f"{path}: {unsupported} problems are not supported yet")
    if "score" in validation or "custom-score" in str(meta.get("grading", "")):
        notes.append("scores written by the output validator (score.txt) are ignored: "
                     "tests score their group's accept_score")
    program = _output_validator(path, version, custom=not legacy or "custom" in validation)
    if interactive and program is None:
        raise ProblemError(f"{path}: an interactive problem needs an output validator "
                           "(its interactor)")
    flags = tuple(str(meta.get("validator_flags", "")).split()) if legacy else ()
    limits_meta = meta.get("limits", {}) or {}
    policy, time_limit = _time_policy(path, limits_meta, legacy)
    limits = _limits({**limits_meta, "time_limit": time_limit,
                      "memory": limits_meta.get("memory", 1024),
                      "output": limits_meta.get("output", 8)}, {})
    inputs, skipped = _input_validators(path)
    notes += [f"input validator {name} is not supported (checktestdata/viva): not run"
              for name in skipped]
    defaults = {"on_reject": "break"}  # the format's default, unlike our own problems'
    tests, folders = _tests(path / "data", defaults, flags)
    return Problem(
        path=path, short_name=path.name, name=_name(meta, path), interactive=interactive,
        limits=limits, tests=tuple(tests), folders=folders,
        interact=None, validate=None, format_version=version,
        checker=None if interactive else (program or DefaultValidator()),
        interactor_program=program if interactive else None,
        input_validators=inputs, time_policy=policy, notes=tuple(notes))


def _output_validator(path: Path, version: str, custom: bool) -> ProgramValidator | None:
    names = ("output_validators",) if version == "legacy" else \
        ("output_validator", "output_validators")
    for name in names:
        folder = path / name
        if custom and folder.is_dir():
            entries = [e for e in sorted(folder.iterdir()) if not e.name.startswith(".")]
            if len(entries) == 1 and entries[0].is_dir():  # output_validators/<name>/
                return ProgramValidator(entries[0], "output validator")
            if entries:
                return ProgramValidator(folder if len(entries) > 1 else entries[0],
                                        "output validator")
    return None


def _input_validators(path: Path) -> tuple[tuple[ProgramValidator, ...], list[str]]:
    found, skipped = [], []
    for name in ("input_validators", "input_format_validators"):
        folder = path / name
        if not folder.is_dir():
            continue
        for entry in sorted(folder.iterdir()):
            if entry.name.startswith("."):
                continue
            if entry.suffix in (".ctd", ".viva"):
                skipped.append(entry.name)
            else:
                found.append(ProgramValidator(entry, "input validator"))
    return tuple(found), skipped


def _time_policy(path: Path, limits: dict, legacy: bool) -> tuple[TimePolicy, float]:
    """The time limit's policy, and the limit (a placeholder when it is to be computed)."""
    if legacy:
        policy = TimePolicy(False, float(limits.get("time_multiplier", 5.0)),
                            float(limits.get("time_safety_margin", 2.0)))
        given = path / ".timelimit"  # DOMjudge's file for a fixed limit
        if given.is_file():
            return replace(policy, given=True), float(given.read_text().split()[0])
        return policy, Limits.cpu_s
    multipliers = limits.get("time_multipliers", {}) or {}
    policy = TimePolicy("time_limit" in limits,
                        float(multipliers.get("ac_to_time_limit", 2.0)),
                        float(multipliers.get("time_limit_to_tle", 1.5)),
                        float(limits.get("time_resolution", 1.0)))
    return policy, float(limits.get("time_limit", Limits.cpu_s))


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
    output_mib = int(limits.get("output", Limits.output_mib))
    derived = Limits(
        memory_mib=int(limits.get("memory", Limits.memory_mib)),
        output_mib=output_mib,
        # What a test's files may hold in all: never less than two files at the output cap.
        disk_mib=int(extra.get("disk_limit", max(Limits.disk_mib, 2 * output_mib))),
        grace_s=float(extra.get("grace", Limits.grace_s)),
        processes=int(extra.get("processes", Limits.processes)),
        open_files=int(extra.get("open_files", Limits.open_files)),
    ).with_cpu(float(limits.get("time_limit", Limits.cpu_s)))
    return replace(derived, wall_s=float(extra.get("wall_limit", derived.wall_s)),
                   idle_s=float(extra.get("idle_limit", derived.idle_s)))


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


def _tests(data: Path, defaults: dict | None = None,
           flags: tuple[str, ...] = ()) -> tuple[list[TestCase], dict[str, TestGroup]]:
    """The tests in order, and every folder's group ("" for data/ itself); a ProblemError
    when there is none."""
    tests: list[TestCase] = []
    if not data.is_dir():
        raise ProblemError(f"{data}: no tests")
    settings = _settings(data, defaults or {})
    folders = {"": _group("", settings, None, flags)}
    for top in ("sample", "secret"):
        if (data / top).is_dir():
            _collect(data, data / top, settings, folders[""], flags, tests, folders)
    if not tests:  # every submission would pass an empty judging
        raise ProblemError(f"{data}: no tests")
    return tests, folders


def _settings(folder: Path, inherited: dict) -> dict:
    """testdata.yaml (or the 2025-09 test_group.yaml) of the folder over what it inherits
    from its parent (the defaults, for data/ itself)."""
    merged = dict(inherited)
    for name in ("testdata.yaml", "test_group.yaml"):
        if (folder / name).is_file():
            merged.update(read_yaml(folder / name))
    return merged


def _words(value) -> tuple[str, ...]:
    """Flags written as a string (legacy, 2023-07) or a list (2025-09)."""
    if isinstance(value, (list, tuple)):
        return tuple(str(v) for v in value)
    return tuple(str(value or "").split())


def _collect(data: Path, folder: Path, inherited: dict, parent: TestGroup,
             flags: tuple[str, ...], out: list[TestCase], folders: dict[str, TestGroup]) -> None:
    settings = _settings(folder, inherited)
    group = _group(folder.relative_to(data).as_posix(), settings, parent, flags)
    folders[group.name] = group
    for entry in sorted(folder.iterdir()):
        if entry.is_file() and entry.suffix == ".in":
            out.append(TestCase(entry.relative_to(data).with_suffix("").as_posix(), entry, group))
    for sub in sorted(p for p in folder.iterdir() if p.is_dir()):
        _collect(data, sub, settings, group, flags, out, folders)


def _group(name: str, settings: dict, parent: TestGroup | None,
           flags: tuple[str, ...]) -> TestGroup:
    on_reject = str(settings.get("on_reject", "continue"))
    # A rejection stops the outermost folder up to which every folder breaks (as
    # verifyproblem does: a group that breaks is rejected as a whole, and so on upwards).
    if on_reject != "break":
        scope = None
    elif parent is not None and parent.break_scope is not None:
        scope = parent.break_scope
    else:
        scope = name
    return TestGroup(
        name=name,
        accept_score=float(settings.get("accept_score", 1)),
        reject_score=float(settings.get("reject_score", 0)),
        on_reject=on_reject,
        counts=not name.startswith("sample"),
        validator_flags=flags + _words(settings.get("output_validator_flags",
                                                    settings.get("output_validator_args"))),
        input_validator_flags=_words(settings.get("input_validator_flags",
                                                  settings.get("input_validator_args"))),
        break_scope=scope,
        grader_flags=_words(settings.get("grader_flags")),
    )
