"""Loading a problem folder, laid out after the ICPC/Kattis problem package format, into the
problem model (judge.package.model): reading files only. Every YAML file is checked against its schema
(judge.package.schema) first, so a bad value is one ProblemError line naming the file and the key.

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
2023-07 draft, 2025-09), judged with its own programs: the default output validator or the one
in output_validators/ (legacy) or output_validator/, which is the interactor of an interactive
problem; input_validators/; validator flags from problem.yaml (legacy `validator_flags`) and
testdata.yaml (`output_validator_flags`); its time limit given (`limits.time_limit`) or
computed from its accepted submissions (judge.judging.verify).

The interactor, checker and validators are only named here, by path: judge.judging.judges builds them.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from judge.launch.outcome import Limits
from judge.package.model import (FileIO, Problem, ProblemError, Programs, TestCase, TestGroup,
                         TimePolicy)
from judge.package.schema import PROBLEM_YAML, TESTDATA_YAML, VERSIONS, load_checked


def load(path: Path) -> Problem:
    path = Path(path).resolve()
    if not (path / "problem.yaml").is_file():
        raise ProblemError(f"{path} is not a problem folder: no problem.yaml")
    meta = load_checked(path, "problem.yaml", PROBLEM_YAML)
    if not _is_ours(path, meta):
        return _load_package(path, meta)
    legacy_interactive = "interactive" in str(meta.get("validation", ""))
    interactive = "interactive" in problem_types(meta) or legacy_interactive
    extra = meta.get("judge") or {}
    role, default = ("interactor", "interactor.py") if interactive else ("checker", "checker.py")
    module = path / extra.get(role, default)
    if not module.is_file():
        raise ProblemError(f"problem.yaml: judge.{role} names {extra.get(role, default)}, "
                           f"which is not a file" if role in extra else
                           f"{default}: missing (the problem's {role})")
    tests, folders = _tests(path)
    return Problem(
        path=path, short_name=path.name, name=_name(meta, path), interactive=interactive,
        limits=_limits(meta.get("limits") or {}, extra), tests=tuple(tests), folders=folders,
        programs=Programs(module=module),
        files=FileIO(extra.get("input_file"), extra.get("output_file")),
    )


def problem_types(meta: dict) -> set[str]:
    """problem.yaml's `type`: a list, or words in a string (pass-fail by default)."""
    types = meta.get("type", "pass-fail")
    return set(types if isinstance(types, list) else str(types).split())


def _is_ours(path: Path, meta: dict) -> bool:
    """Our own layout (Python interactor or checker) rather than a package's programs."""
    return "judge" in meta or (path / "interactor.py").is_file() or \
        (path / "checker.py").is_file()


def _load_package(path: Path, meta: dict) -> Problem:
    version = VERSIONS[str(meta.get("problem_format_version", "legacy"))]
    notes: list[str] = []
    legacy = version == "legacy"
    validation = str(meta.get("validation", "default")).split() if legacy else []
    types = problem_types(meta)
    interactive = "interactive" in (validation if legacy else types)
    if "submit-answer" in types or "submit_answer" in validation:
        raise ProblemError("problem.yaml: submit-answer problems are not supported yet")
    if "score" in validation or "custom-score" in str(meta.get("grading", "")):
        notes.append("scores written by the output validator (score.txt) are ignored: "
                     "tests score their group's accept_score")
    program = _output_validator(path, version, custom=not legacy or "custom" in validation)
    if interactive and program is None:
        raise ProblemError("output_validator/: missing: an interactive problem needs an "
                           "output validator (its interactor)")
    passes = _passes(meta, types, program)
    flags = tuple(_words(meta.get("validator_flags"))) if legacy else ()
    limits_meta = meta.get("limits") or {}
    policy, time_limit = _time_policy(path, limits_meta, legacy)
    limits = _limits({**limits_meta, "time_limit": time_limit,
                      "memory": limits_meta.get("memory", 1024),
                      "output": limits_meta.get("output", 8)}, {})
    inputs, skipped = _input_validators(path)
    notes += [f"input validator {name} is not supported (checktestdata/viva): not run"
              for name in skipped]
    defaults = {"on_reject": "break"}  # the format's default, unlike our own problems'
    tests, folders = _tests(path, defaults, flags)
    return Problem(
        path=path, short_name=path.name, name=_name(meta, path), interactive=interactive,
        limits=limits, tests=tuple(tests), folders=folders, format_version=version,
        programs=Programs(output_validator=program, input_validators=inputs),
        time_policy=policy, notes=tuple(notes), passes=passes)


def _passes(meta: dict, types: set[str], program: Path | None) -> int:
    """How many passes a test may take: 1, or a multi-pass problem's validation_passes (the
    format's default 2). Legacy packages have no multi-pass (problemtools' reading)."""
    if "multi-pass" not in types:
        return 1
    if program is None:
        raise ProblemError("output_validator/: missing: a multi-pass problem needs an output "
                           "validator (it writes nextpass.in)")
    return int((meta.get("limits") or {}).get("validation_passes", 2))


def _output_validator(path: Path, version: str, custom: bool) -> Path | None:
    """The source of the package's own output validator (a file, or a folder holding one
    program), or None for the default validator."""
    names = ("output_validators",) if version == "legacy" else \
        ("output_validator", "output_validators")
    for name in names:
        folder = path / name
        if custom and folder.is_dir():
            entries = [e for e in sorted(folder.iterdir()) if not e.name.startswith(".")]
            if len(entries) == 1 and entries[0].is_dir():  # output_validators/<name>/
                return entries[0]
            if entries:
                return folder if len(entries) > 1 else entries[0]
    return None


def _input_validators(path: Path) -> tuple[tuple[Path, ...], list[str]]:
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
                found.append(entry)
    return tuple(found), skipped


def _time_policy(path: Path, limits: dict, legacy: bool) -> tuple[TimePolicy, float]:
    """The time limit's policy, and the limit (a placeholder when it is to be computed)."""
    if legacy:
        policy = TimePolicy(False, float(limits.get("time_multiplier", 5.0)),
                            float(limits.get("time_safety_margin", 2.0)))
        given = path / ".timelimit"  # DOMjudge's file for a fixed limit
        if given.is_file():
            return replace(policy, given=True), _timelimit_file(given)
        return policy, Limits.cpu_s
    multipliers = limits.get("time_multipliers") or {}
    policy = TimePolicy("time_limit" in limits,
                        float(multipliers.get("ac_to_time_limit", 2.0)),
                        float(multipliers.get("time_limit_to_tle", 1.5)),
                        float(limits.get("time_resolution", 1.0)))
    return policy, float(limits.get("time_limit", Limits.cpu_s))


def _timelimit_file(file: Path) -> float:
    """DOMjudge's .timelimit: a number of seconds."""
    try:
        text = file.read_bytes().decode("utf-8", "replace").strip()
    except OSError as err:
        raise ProblemError(f".timelimit: cannot be read: {err.strerror}") from None
    try:
        seconds = float(text.split()[0])
    except (ValueError, IndexError):
        seconds = 0.0
    if not 0 < seconds < float("inf"):
        raise ProblemError(f".timelimit must hold a positive number of seconds, got "
                           f"{text[:40]!r}")
    return seconds


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


def _tests(path: Path, defaults: dict | None = None,
           flags: tuple[str, ...] = ()) -> tuple[list[TestCase], dict[str, TestGroup]]:
    """The tests in order, and every folder's group ("" for data/ itself); a ProblemError
    when there is none."""
    data = path / "data"
    tests: list[TestCase] = []
    if not data.is_dir():
        raise ProblemError(f"{data}: no tests")
    settings = _settings(path, data, defaults or {})
    folders = {"": _group("", settings, None, flags)}
    for top in ("sample", "secret"):
        if (data / top).is_dir():
            _collect(path, data / top, settings, folders[""], flags, tests, folders)
    if not tests:  # every submission would pass an empty judging
        raise ProblemError(f"{data}: no tests")
    return tests, folders


def _settings(path: Path, folder: Path, inherited: dict) -> dict:
    """testdata.yaml (or the 2025-09 test_group.yaml) of the folder over what it inherits
    from its parent (the defaults, for data/ itself)."""
    merged = dict(inherited)
    for name in ("testdata.yaml", "test_group.yaml"):
        if (folder / name).is_file():
            relative = (folder / name).relative_to(path).as_posix()
            merged.update(load_checked(path, relative, TESTDATA_YAML))
    return merged


def _words(value) -> tuple[str, ...]:
    """Flags written as a string (legacy, 2023-07) or a list (2025-09)."""
    if isinstance(value, (list, tuple)):
        return tuple(str(v) for v in value)
    return tuple(str(value if value is not None else "").split())


def _collect(path: Path, folder: Path, inherited: dict, parent: TestGroup,
             flags: tuple[str, ...], out: list[TestCase], folders: dict[str, TestGroup]) -> None:
    data = path / "data"
    settings = _settings(path, folder, inherited)
    group = _group(folder.relative_to(data).as_posix(), settings, parent, flags)
    folders[group.name] = group
    for entry in sorted(folder.iterdir()):
        if entry.is_file() and entry.suffix == ".in":
            out.append(TestCase(entry.relative_to(data).with_suffix("").as_posix(), entry, group))
    for sub in sorted(p for p in folder.iterdir() if p.is_dir()):
        _collect(path, sub, settings, group, flags, out, folders)


def _group(name: str, settings: dict, parent: TestGroup | None,
           flags: tuple[str, ...]) -> TestGroup:
    on_reject = settings.get("on_reject", "continue")
    # A rejection stops the outermost folder up to which every folder breaks (as
    # verifyproblem does: a group that breaks is rejected as a whole, and so on upwards).
    if on_reject != "break":
        scope = None
    elif parent is not None and parent.break_scope is not None:
        scope = parent.break_scope
    else:
        scope = name
    inputs = settings.get("input_validator_flags", settings.get("input_validator_args"))
    return TestGroup(
        name=name,
        accept_score=float(settings.get("accept_score", 1)),
        reject_score=float(settings.get("reject_score", 0)),
        on_reject=on_reject,
        counts=not name.startswith("sample"),
        validator_flags=flags + _words(settings.get("output_validator_flags",
                                                    settings.get("output_validator_args"))),
        input_validator_flags=() if isinstance(inputs, dict) else _words(inputs),
        input_validator_args=tuple((str(k), _words(v)) for k, v in inputs.items())
        if isinstance(inputs, dict) else (),
        break_scope=scope,
        grader_flags=_words(settings.get("grader_flags")),
    )
