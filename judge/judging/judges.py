"""What judges a problem, built from its model (judge.package.model names them by path): the output
checker of a batch problem, the interactor of an interactive one, and the input validators.

- Ours: the module interactor.py or checker.py, imported here; its interact(ctx), or its
  check(...) wrapped as a PythonChecker; its validate(text) if it has one.
- A package's: its output validator program (ProgramValidator), which is the interactor of an
  interactive problem; or else the format's DefaultValidator, with each group's flags; its
  input validator programs.

Built once per process and problem (a package's programs are compiled once, on first use): a
grading worker, forked after the command built them, has them already. The command line
builds them right after loading the problem, so that a broken interactor.py or checker.py is
one ProblemError line before any judging.
"""

from __future__ import annotations

import functools
import importlib.util
import sys
from pathlib import Path
from typing import Callable, NamedTuple

from judge.judging.default_validator import DefaultValidator
from judge.package.model import Problem, ProblemError, Programs
from judge.judging.validators import Checker, ProgramValidator, PythonChecker


class Judges(NamedTuple):  # not a dataclass: a tenth of the cost at start-up
    checker: Checker | None = None  # batch problems: what judges an output
    interact: Callable | None = None  # ours, interactive: interact(ctx)
    interactor: ProgramValidator | None = None  # a package's, interactive
    validate: Callable[[str], None] | None = None  # ours: raises ValueError for bad data
    input_validators: tuple[ProgramValidator, ...] = ()  # a package's
    module: object = None  # ours: the interactor or checker module (`judge play` finds RULES there)


def judges(problem: Problem) -> Judges:
    """The problem's judges (ProblemError if ours cannot be imported)."""
    return _build(problem.path, problem.interactive, problem.programs)


@functools.lru_cache(maxsize=None)
def _build(path: Path, interactive: bool, programs: Programs) -> Judges:
    if programs.module is not None:
        return _ours(path, interactive, programs.module)
    inputs = tuple(ProgramValidator(p, "input validator") for p in programs.input_validators)
    own = programs.output_validator
    if interactive:
        return Judges(interactor=ProgramValidator(own, "output validator"),
                      input_validators=inputs)
    checker = ProgramValidator(own, "output validator") if own else DefaultValidator()
    return Judges(checker=checker, input_validators=inputs)


def _ours(path: Path, interactive: bool, file: Path) -> Judges:
    module = _import(file, path)
    name = "interact" if interactive else "check"
    entry = getattr(module, name, None)
    if not callable(entry):
        shown = "interact(ctx)" if interactive else "check(input_path, answer, output)"
        raise ProblemError(f"{_relative(file, path)}: no function {shown}")
    validate = getattr(module, "validate", None)
    if interactive:
        return Judges(interact=entry, validate=validate, module=module)
    return Judges(checker=PythonChecker(entry), validate=validate, module=module)


def _import(file: Path, path: Path):
    spec = importlib.util.spec_from_file_location(f"judge_problem_{path.name}_{file.stem}", file)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    try:
        spec.loader.exec_module(module)
    except Exception as err:
        del sys.modules[spec.name]
        raise ProblemError(f"{_relative(file, path)} failed to load: {err!r}") from err
    return module


def _relative(file: Path, path: Path) -> str:
    try:
        return file.relative_to(path).as_posix()
    except ValueError:
        return str(file)
