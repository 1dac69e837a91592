"""`judge export`: one of our problems as a standalone package for problemtools' verifyproblem.

What goes where:
    problem.yaml            ours without the harness's `judge:` key; a uuid added if missing
    statement/, attachments/  copied (a file-I/O problem's statements get a note, see below)
    data/                   copied; testdata.yaml mapped to our semantics (see _map_settings)
    input_validators/validate/      main.py wraps the problem's validate(text)
    output_validator/validator/     main.py runs interact(ctx) or check(...) under the package
                            format's validator protocol (judge/export/kattis/output_validator.py)
    submissions/<folder>/   solutions/<problem>/<folder>/, for the folders problemtools knows

Both validators carry the problem's interactor or checker module and the judge modules it
imports (found by reading the imports, pure Python only) in a `judge/` folder beside their
main.py: problemtools copies a program's folder whole, subfolders too, and runs its main file
(`main.*`, in a folder of several) as `pypy3 <copy>/main.py` (its languages.yaml's python3),
so the copy is sys.path[0] whatever the working directory.

A file-I/O problem (nim: nim.in, nim.out) is exported as its stdin/stdout twin, since the
package format has no file I/O; its submissions run through a wrapper that plays the files
(judge/export/kattis/fileio_wrapper.py for Python, fileio_shim.c linked in for C and C++).
"""

from __future__ import annotations

import re
import shutil
import uuid
from pathlib import Path

import yaml

from judge.judging import grading
from judge.judging.judges import judges
from judge.package.model import Problem
from judge.package.problem import load, problem_types
from judge.package.schema import read_yaml
from judge.export.limits import with_fixed_limit
from judge.export.programs import (FORMAT, ExportError, _junk, _submissions,
                                           _validators)

SHORTNAME = re.compile(r"^[a-z0-9]+$")  # verifyproblem's rule for a package's folder name
PANDOC_COLUMNS = 72  # a pipe table with a longer line gets relative column widths
STATEMENT_FAILS = "verifyproblem cannot compile it to PDF"  # in the notes, for the tests
_SCORING_KEYS = ("accept_score", "reject_score", "range")
# What becomes of the keys under `judge:`, which verifyproblem rejects.
_JUDGE_KEY_FATE = {
    "interactor": "runs in output_validator/",
    "checker": "runs in output_validator/",
    "idle_limit": "not in the package: a stalled program runs to the contest system's limit",
    "wall_limit": "not in the package: the contest system's wall-time limit applies",
    "grace": "not in the package: a program that stays after the end runs to the contest "
             "system's limit",
    "input_file": "see the stdin/stdout twin",
    "output_file": "see the stdin/stdout twin",
}


def package_name(short_name: str) -> str:
    """A folder name verifyproblem accepts for a problem: `misere_nim` -> `miserenim`."""
    return re.sub(r"[^a-z0-9]", "", short_name.lower())


def export(problem_dir: Path, out_dir: Path) -> list[str]:
    """Write the package of problem_dir to out_dir (the package's own folder, named as
    verifyproblem requires: [a-z0-9]+, new or empty). The notes: what was changed or left
    out, one sentence each."""
    problem = load(Path(problem_dir))
    judges(problem)  # a broken interactor or checker stops the export before it writes
    out_dir = Path(out_dir)
    if not SHORTNAME.match(out_dir.name):
        raise ExportError(f"the package folder must be named [a-z0-9]+ (verifyproblem's rule), "
                          f"not {out_dir.name!r}: e.g. {package_name(problem.short_name)!r}")
    if out_dir.exists() and (not out_dir.is_dir() or any(out_dir.iterdir())):
        raise ExportError(f"{out_dir} exists and is not an empty folder")
    if not problem.ours:
        raise ExportError(f"{problem.path} is a package already: only our own problems "
                          "(a Python interactor or checker) are exported")
    meta = read_yaml(problem.path / "problem.yaml")
    if str(meta.get("problem_format_version")) not in (FORMAT, "2023-07"):
        raise ExportError(f"{problem.path}/problem.yaml: only problem_format_version {FORMAT} "
                          "is exported")
    created = not out_dir.exists()
    out_dir.mkdir(parents=True, exist_ok=True)
    try:
        notes = _problem_yaml(problem, meta, out_dir)
        notes += _statements(problem, out_dir)
        notes += _data(problem, meta, out_dir)
        notes += _validators(problem, out_dir)
        notes += _submissions(problem, out_dir)
        notes += _left_out(problem)
    except BaseException:
        if created:
            shutil.rmtree(out_dir, ignore_errors=True)
        else:
            for entry in out_dir.iterdir():
                shutil.rmtree(entry) if entry.is_dir() else entry.unlink()
        raise
    return notes


# -- problem.yaml ---------------------------------------------------------------------------

def _problem_yaml(problem: Problem, meta: dict, out: Path) -> list[str]:
    notes = []
    text = (problem.path / "problem.yaml").read_text()
    kept = {k: v for k, v in meta.items() if k != "judge"}
    if "judge" in meta:
        text = _without_key(text, "judge", kept)
        dropped = meta["judge"] or {}
        fates = "; ".join(f"{k}: {v} ({_JUDGE_KEY_FATE.get(k, 'not in the package')})"
                          for k, v in dropped.items())
        notes.append(f"problem.yaml: dropped `judge:`, which verifyproblem rejects: "
                     f"{fates or 'empty'}")
    if "uuid" not in kept:
        made = uuid.uuid5(uuid.NAMESPACE_URL, f"judge-export:{problem.short_name}")
        text = text.rstrip("\n") + f"\n\n# Added by judge export (2023-07-draft requires one)." \
                                   f"\nuuid: {made}\n"
        notes.append(f"problem.yaml: added uuid {made}, which 2023-07-draft requires (derived "
                     f"from the short name, the same on every export; put it in "
                     f"{problem.short_name}/problem.yaml to make it the problem's own)")
    text, note = with_fixed_limit(text, kept)
    notes += [note] if note else []
    (out / "problem.yaml").write_text(text)
    return notes


def _without_key(text: str, key: str, expected: dict) -> str:
    """The YAML text without a top-level key's block and the comment lines just above it,
    comments elsewhere kept; re-dumped (comments lost) if that does not give `expected`."""
    lines = text.splitlines(keepends=True)
    start = next((i for i, line in enumerate(lines) if re.match(rf"{key}\s*:", line)), None)
    if start is not None:
        end = start + 1
        while end < len(lines) and (not lines[end].strip() or lines[end][0] in " \t"):
            end += 1
        first = start
        while first > 0 and lines[first - 1].startswith("#"):
            first -= 1
        cut = "".join(lines[:first]).rstrip("\n") + "\n"
        rest = "".join(lines[end:])
        candidate = cut + ("\n" + rest if rest.strip() else "")
        if (yaml.safe_load(candidate) or {}) == expected:
            return candidate
    return yaml.safe_dump(expected, sort_keys=False, allow_unicode=True)


# -- statements and file I/O ----------------------------------------------------------------

def _statements(problem: Problem, out: Path) -> list[str]:
    """Statements and attachments, copied, with what problemtools' LaTeX cannot take noted or
    mended; for a file-I/O problem, each statement gets a note on standard input and output."""
    notes = []
    for name in ("statement", "attachments"):
        if (problem.path / name).is_dir():
            shutil.copytree(problem.path / name, out / name, ignore=_junk)
    plain = [statement.name for statement in sorted((out / "statement").glob("problem.*.md"))
             if _plain_fences(statement)]
    if plain:
        notes.append(f"statement: code blocks lose their language tag in {', '.join(plain)} "
                     f"(problemtools' LaTeX template lacks the macros of pandoc's highlighting)")
    for statement in sorted((out / "statement").glob("problem.*.md")):
        wide = [number for number, line in enumerate(statement.read_text().splitlines(), 1)
                if line.lstrip().startswith("|") and len(line) > PANDOC_COLUMNS]
        if wide:
            notes.append(f"statement: {statement.name} has table lines over {PANDOC_COLUMNS} "
                         f"characters (line {', '.join(map(str, wide))}): pandoc then gives the "
                         f"table relative widths (\\real, of LaTeX's calc package), which "
                         f"problemtools' template does not load, so {STATEMENT_FAILS}; shorten "
                         f"them in {problem.short_name}/statement/{statement.name}")
    files = problem.files
    if files.input_name is None and files.output_name is None:
        return notes
    said = [f"reads standard input instead of the file `{files.input_name}`"
            if files.input_name else "",
            f"writes standard output instead of the file `{files.output_name}`"
            if files.output_name else ""]
    note = ("**In this package** the program " + " and ".join(s for s in said if s)
            + "; what this statement says about those files applies to standard input and "
              "output.")
    touched = []
    for statement in sorted((out / "statement").glob("problem.*")):
        if statement.suffix in (".md", ".tex"):
            _insert_note(statement, note)
            touched.append(statement.name)
    what = " and ".join(s for s in (f"reads {files.input_name}" if files.input_name else "",
                                    f"writes {files.output_name}" if files.output_name else "")
                        if s)
    notes.append(f"{problem.short_name} {what}: exported as its stdin/stdout twin (the package "
                 f"format has no file I/O); the statements ({', '.join(touched) or 'none'}) get "
                 f"a note in English saying so")
    return notes


def _plain_fences(statement: Path) -> bool:
    """Drop the info string of fenced code blocks (```cpp -> ```); whether there was one."""
    lines = statement.read_text().splitlines(keepends=True)
    fence, changed = None, False
    for i, line in enumerate(lines):
        found = re.match(r"^( {0,3})(`{3,}|~{3,})(.*)$", line.rstrip("\n"))
        if not found:
            continue
        indent, marks, info = found.groups()
        if fence is None:
            fence = marks
            if info.strip():
                lines[i] = f"{indent}{marks}\n"
                changed = True
        elif marks[0] == fence[0] and len(marks) >= len(fence) and not info.strip():
            fence = None
    if changed:
        statement.write_text("".join(lines))
    return changed


def _insert_note(statement: Path, note: str) -> None:
    lines = statement.read_text().splitlines(keepends=True)
    if statement.suffix == ".md":
        at = 1 if lines and lines[0].startswith("# ") else 0
        block = ["\n", f"> {note}\n", "\n"]
    else:
        at = next((i + 1 for i, line in enumerate(lines) if "\\problemname" in line), 0)
        block = ["\n", note.replace("**In this package**", "\\textbf{In this package}")
                 .replace("`", "") + "\n", "\n"]
    statement.write_text("".join(lines[:at] + block + lines[at:]))


# -- data -----------------------------------------------------------------------------------

def _data(problem: Problem, meta: dict, out: Path) -> list[str]:
    notes = []
    src, dst = problem.path / "data", out / "data"
    scoring = "scoring" in problem_types(meta)
    made_ans, dropped, mixed = [], set(), []
    for folder in sorted([src, *(p for p in src.rglob("*") if p.is_dir())]):
        if folder.name == "__pycache__":
            continue
        target = dst / folder.relative_to(src)
        target.mkdir(parents=True, exist_ok=True)
        for entry in sorted(folder.iterdir()):
            if entry.is_file() and entry.name != "testdata.yaml":
                shutil.copy2(entry, target / entry.name)
                answer = entry.with_suffix(".ans")
                if entry.suffix == ".in" and not answer.exists() and problem.interactive:
                    (target / answer.name).write_text("")
                    made_ans.append(answer.relative_to(src).as_posix())
        mine = folder / "testdata.yaml"
        own = read_yaml(mine) if mine.is_file() else {}
        settings = _map_settings(own, folder == src, folder == src / "sample", scoring, dropped)
        if folder == src and scoring:
            settings.setdefault("range", f"0 {_max_score(problem):g}")
        if settings:
            comments = "".join(line + "\n" for line in
                               (mine.read_text().splitlines() if mine.is_file() else [])
                               if line.startswith("#"))
            (target / "testdata.yaml").write_text(
                comments + yaml.safe_dump(settings, sort_keys=False, allow_unicode=True))
        has_tests = any(e.suffix == ".in" for e in folder.iterdir())
        if has_tests and any(e.is_dir() for e in folder.iterdir()):
            mixed.append(folder.relative_to(src).as_posix() or ".")
    notes.append("data: testdata.yaml gets grader_flags `first_error` beside the score's "
                 "`sum`/`min` (here a submission's verdict is its first failing test's; "
                 "problemtools' default is the worst), data/testdata.yaml `on_reject: "
                 "continue` (here the default; the format's is break)"
                 + (f" and `range: 0 {_max_score(problem):g}` (the full score here), and "
                    f"data/sample accept_score 0 (samples do not count here)" if scoring else ""))
    if made_ans:
        notes.append(f"data: empty .ans files added, which problemtools requires for every "
                     f"test: {', '.join(made_ans)}")
    if dropped:
        notes.append(f"data: testdata.yaml keys left out (no meaning here or there): "
                     f"{', '.join(sorted(dropped))}")
    if mixed:
        notes.append(f"data: {', '.join(mixed)} hold tests and groups side by side: here the "
                     f"tests come first, in problemtools by name, so the first failing test "
                     f"(the verdict) may differ")
    return notes


def _max_score(problem: Problem) -> float:
    """The full score, as our runner counts it."""
    return grading.max_score(problem.folders, problem.tests, problem.ours)


def _map_settings(own: dict, root: bool, sample: bool, scoring: bool,
                  dropped: set[str]) -> dict:
    """Our testdata.yaml keys as problemtools reads them. Ours: accept_score, reject_score,
    grader_flags (min, else sum), on_reject (default continue); a sample never counts."""
    settings: dict = {}
    for key, value in own.items():
        if key in _SCORING_KEYS:
            if scoring:
                settings[key] = value
            else:
                dropped.add(key)
        elif key == "on_reject":
            settings[key] = value
        elif key == "grader_flags":
            settings[key] = _grader_flags(value)
        else:
            dropped.add(key)
    if root:
        settings.setdefault("on_reject", "continue")
        settings.setdefault("grader_flags", _grader_flags(""))
    if sample and scoring:
        settings["accept_score"] = settings["reject_score"] = 0
    return settings


def _grader_flags(ours) -> str:
    return "first_error " + ("min" if "min" in str(ours or "").split() else "sum")


# -- the rest -------------------------------------------------------------------------------

def _left_out(problem: Problem) -> list[str]:
    used = {"problem.yaml", "statement", "attachments", "data",
            problem.module_path.relative_to(problem.path).as_posix()}
    rest = sorted(e.name for e in problem.path.iterdir()
                  if e.name not in used and not e.name.startswith(".") and e.name != "__pycache__")
    if not rest:
        return []
    why = {"generators": "generators/ (its scripts import the judge package, which the "
                         "package does not carry; the data they wrote is exported)"}
    return [f"left out: {', '.join(why.get(name, name) for name in rest)}"]
