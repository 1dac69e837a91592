"""The programs of an exported package: the validators (our interactor or checker under the
format's validator protocol, with the judge modules they import, found by reading the
imports) and the submissions (a file-I/O problem's wrapped to its stdin/stdout twin).
judge.export.package puts them in the package."""

from __future__ import annotations

import ast
import re
import shutil
import sys
from pathlib import Path

import judge
from judge.judging.judges import judges
from judge.package.model import FileIO, Problem
from judge.judging.verify import programs, solutions_dir

TEMPLATES = Path(__file__).with_name("kattis")
JUDGE_ROOT = Path(judge.__file__).parent
# The submission folders problemtools knows (its LegacyPolicy); a submission elsewhere is an
# error for verifyproblem.
KNOWN_FOLDERS = ("accepted", "partially_accepted", "wrong_answer", "run_time_error",
                 "time_limit_exceeded")
FILE_NAME = re.compile(r"^[a-zA-Z0-9_][a-zA-Z0-9_.-]{0,254}$")  # its rule for every file
FORMAT = "2023-07-draft"
INPUT_VALIDATOR = Path("input_validators") / "validate"
OUTPUT_VALIDATOR = Path("output_validator") / "validator"
_C_SUFFIXES = {".c": ".c", ".cpp": ".cpp", ".cc": ".cpp", ".cxx": ".cpp", ".c++": ".cpp"}


def exported_name(program: Path, files: FileIO) -> str:
    """The name a solution gets under submissions/<folder>/: its own, or for a file-I/O
    problem the folder that wraps it (`nim.py` -> `nim_py`)."""
    if files.input_name is None and files.output_name is None:
        return program.name
    return program.stem + "_" + program.suffix.lstrip(".").replace("+", "p")


class ExportError(Exception):
    """The problem cannot be exported as asked; nothing usable was written."""


# -- validators -----------------------------------------------------------------------------

def _validators(problem: Problem, out: Path) -> list[str]:
    module_file = problem.module_path
    module = module_file.stem if module_file.stem not in ("main", "judge") \
        else f"problem_{module_file.stem}"
    out_settings = {"module": module, "interactive": problem.interactive,
                    "output_limit": problem.limits.output_mib * 2**20}
    written = {}
    for folder, template, settings in (
            (OUTPUT_VALIDATOR, "output_validator.py", out_settings),
            (INPUT_VALIDATOR, "input_validator.py", {"module": module})):
        target = out / folder
        target.mkdir(parents=True)
        main = _fill(TEMPLATES / template, settings)
        (target / "main.py").write_text(main)
        shutil.copy2(module_file, target / f"{module}.py")
        modules = judge_modules([module_file, TEMPLATES / template])
        for name in modules:
            source = _module_file(name)
            dest = target / source.relative_to(JUDGE_ROOT.parent)
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, dest)
        written[folder] = modules
    what = "interact(ctx) on fds 0 and 1, then reads the program's output to its end " \
           "(nothing more may come)" if problem.interactive else \
        "check(input, answer, the program's output)"
    carried = f"both carry {module_file.name} and " + _listing(written[OUTPUT_VALIDATOR]) \
        if written[OUTPUT_VALIDATOR] == written[INPUT_VALIDATOR] else \
        (f"they carry {module_file.name} and {_listing(written[OUTPUT_VALIDATOR])}, and "
         f"{_listing(written[INPUT_VALIDATOR])}")
    notes = [f"validators: {OUTPUT_VALIDATOR.as_posix()}/main.py runs {module_file.name}'s "
             f"{what} (exit 42 AC; 43 WA, the Violation in judgemessage.txt; 1 on any other "
             f"exception, a judge error); {INPUT_VALIDATOR.as_posix()}/main.py wraps its "
             f"validate(text); {carried} (found from the imports)",
             "validators: the output validator is output_validator/validator/, not "
             "output_validator/ itself as the format says: problemtools takes every entry "
             "of output_validator/ for a program"]
    if judges(problem).validate is None:
        notes.append(f"validators: {module_file.name} has no validate(text): the input "
                     f"validator accepts any UTF-8 text")
    return notes


def _listing(modules: list[str]) -> str:
    return ", ".join(_module_file(m).relative_to(JUDGE_ROOT.parent).as_posix() for m in modules)


def _fill(template: Path, settings: dict) -> str:
    text = template.read_text()
    marker = re.compile(r"^SETTINGS = \{\}  # @SETTINGS@.*$", re.M)
    if not marker.search(text):
        raise ExportError(f"{template}: no SETTINGS line to fill")
    return marker.sub(lambda _: f"SETTINGS = {settings!r}  # written by judge export", text)


def judge_modules(files: list[Path]) -> list[str]:
    """The judge modules (with their packages) that files import, transitively, sorted.
    ExportError if any of them imports something outside the judge package and the standard
    library (but in a `try` that catches ImportError): the validators run on a contest system
    that has neither."""
    found: set[str] = set()
    foreign: dict[str, set[str]] = {}
    pending = [(f, None) for f in files]
    while pending:
        file, name = pending.pop()
        for target in _imports(file, name, foreign):
            for module in _with_packages(target):
                if module not in found:
                    found.add(module)
                    pending.append((_module_file(module), module))
    if foreign:
        raise ExportError("the validators would need modules beyond the standard library: "
                          + "; ".join(f"{f} imports {', '.join(sorted(m))}"
                                      for f, m in sorted(foreign.items())))
    return sorted(found)


def _imports(file: Path, name: str | None, foreign: dict[str, set[str]]) -> list[str]:
    """The judge modules a file imports (a `from judge.x import y` counts judge.x.y when
    that is a module). Anything else outside the standard library goes into foreign."""
    tree = ast.parse(file.read_text(), str(file))
    package = None
    if name is not None:
        package = name if file.name == "__init__.py" else name.rpartition(".")[0]
    found = []
    optional = _optional_imports(tree)
    for node in ast.walk(tree):
        if id(node) in optional:
            continue
        if isinstance(node, ast.Import):
            bases = [(alias.name, []) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                if package is None:
                    foreign.setdefault(str(file), set()).add("." * node.level + base)
                    continue
                parts = package.split(".")
                parts = parts[:len(parts) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            bases = [(base, [alias.name for alias in node.names])]
        else:
            continue
        for base, names in bases:
            top = base.split(".")[0]
            if top == "judge":
                if _module_file(base, missing_ok=True) is None:
                    raise ExportError(f"{file} imports {base}, which is not a judge module")
                found.append(base)
                found += [f"{base}.{n}" for n in names
                          if _module_file(f"{base}.{n}", missing_ok=True) is not None]
            elif top not in sys.stdlib_module_names and top != "__future__":
                foreign.setdefault(str(file), set()).add(base)
    return found


def _optional_imports(tree: ast.AST) -> set[int]:
    """The import statements in the body of a `try` that catches ImportError: the module
    works without them (judge.games.geography_graphs and SciPy), so they are not carried."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Try) and any(_catches_import_error(h) for h in node.handlers):
            found |= {id(n) for stmt in node.body for n in ast.walk(stmt)
                      if isinstance(n, (ast.Import, ast.ImportFrom))}
    return found


def _catches_import_error(handler: ast.ExceptHandler) -> bool:
    kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return any(isinstance(k, ast.Name) and k.id in ("ImportError", "ModuleNotFoundError")
               for k in kinds)


def _with_packages(module: str) -> list[str]:
    parts = module.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts) + 1)]


def _module_file(module: str, missing_ok: bool = False) -> Path | None:
    path = JUDGE_ROOT.parent.joinpath(*module.split("."))
    for candidate in (path.with_suffix(".py"), path / "__init__.py"):
        if candidate.is_file():
            return candidate
    if missing_ok:
        return None
    raise ExportError(f"no source for the module {module}")


# -- submissions ----------------------------------------------------------------------------

def _submissions(problem: Problem, out: Path) -> list[str]:
    root = solutions_dir(problem)
    if not root.is_dir():
        return [f"submissions: none ({root} does not exist); verifyproblem requires an "
                f"accepted one"]
    files = problem.files
    file_io = files.input_name is not None or files.output_name is not None
    copied: dict[str, list[str]] = {}
    skipped_folders = sorted({folder for folder, _ in programs(root)} - set(KNOWN_FOLDERS))
    left_out = []
    for folder, program in programs(root):
        if folder not in KNOWN_FOLDERS:
            continue
        name = exported_name(program, files)
        target = out / "submissions" / folder / name
        if not FILE_NAME.match(name):
            left_out.append(f"{folder}/{program.name} (a file name verifyproblem rejects)")
            continue
        if file_io:
            reason = _wrap(program, target, files)
            if reason:
                left_out.append(f"{folder}/{program.name} ({reason})")
                continue
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            if program.is_dir():
                shutil.copytree(program, target, ignore=_junk)
            else:
                shutil.copy2(program, target)
        copied.setdefault(folder, []).append(name)
    shown = "; ".join(f"{folder}: {', '.join(names)}" for folder, names in copied.items())
    notes = [f"submissions: from {_relative(root)}: {shown or 'none'}"]
    if file_io:
        notes.append("submissions: each runs through a wrapper that copies stdin to "
                     f"{files.input_name or '(stdin kept)'} in a fresh directory, runs the "
                     f"unchanged program there and copies {files.output_name or '(stdout kept)'}"
                     " to stdout, the program's own stdout going to stderr (ours ignores it): "
                     "Python via main.py (runpy, in the same process), C and C++ via "
                     "kattis_fileio.c/.cpp linked in (a constructor and an atexit handler)")
    if skipped_folders:
        notes.append(f"submissions: folders problemtools does not know, left out: "
                     f"{', '.join(skipped_folders)}")
    if left_out:
        notes.append(f"submissions: left out: {'; '.join(left_out)}")
    if "accepted" not in copied:
        notes.append("submissions: no accepted one exported; verifyproblem requires one")
    return notes


def _wrap(program: Path, target: Path, files: FileIO) -> str | None:
    """A file-I/O solution as a folder submission with its wrapper; the reason if it cannot."""
    if program.is_dir():
        return "a folder: only single-file Python, C and C++ programs are wrapped"
    suffix = program.suffix.lower()
    if suffix == ".py":
        target.mkdir(parents=True)
        original = program.name if program.name != "main.py" else "_original_main.py"
        shutil.copy2(program, target / original)
        (target / "main.py").write_text(_fill(TEMPLATES / "fileio_wrapper.py", {
            "program": original, "input_file": files.input_name,
            "output_file": files.output_name}))
        return None
    if suffix in _C_SUFFIXES:
        target.mkdir(parents=True)
        shutil.copy2(program, target / program.name)
        define = ''.join(f'#define JUDGE_FILEIO_{what} {_c_string(name)}\n'
                         for what, name in (("INPUT", files.input_name),
                                            ("OUTPUT", files.output_name)))
        shim = (TEMPLATES / "fileio_shim.c").read_text()
        (target / f"kattis_fileio{_C_SUFFIXES[suffix]}").write_text(
            "/* Written by judge export. */\n" + define + shim)
        return None
    return "only Python, C and C++ programs are wrapped for file I/O"


def _c_string(name: str | None) -> str:
    if name is None:
        return "0"
    return '"' + name.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _junk(directory, names):
    return [n for n in names if n == "__pycache__" or n.endswith(".pyc")]


def _relative(path: Path) -> str:
    try:
        return path.resolve().relative_to(Path.cwd().resolve()).as_posix()
    except ValueError:
        return str(path)
