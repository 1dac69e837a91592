"""`judge export`: every problem's package passes problemtools' verifyproblem with no error, and
each exported submission gets there the verdict our own runner gives it on the original.

verifyproblem runs in the background, two jobs at a time, for the problems whose tests were
selected: the submissions part on a copy judged like `judge verify`, then the other parts on
the package as exported, then the statements (when pandoc and lualatex are here). In the copy
every group has `on_reject: break`, so that a failing submission stops at its first failing
test, and `time_limit_to_tle: 1`, so that it is judged at the problem's time limit only; with
the export's `first_error` grader flag a submission's verdict is its first failing test's
either way: the copy changes the cost, not the verdict. Python programs run there with the
Python our runner gives them (problemtools' own languages.yaml runs them with PyPy).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import yaml

from judge.export.package import STATEMENT_FAILS, export, package_name
from judge.export.programs import (KNOWN_FOLDERS, ExportError, exported_name,
                                           judge_modules)
from judge.package.problem import load
from judge.judging.verify import programs, solutions_dir
from tests.conftest import PYTHON
from tests.kattis import (STATEMENT_TOOLS, VERIFYPROBLEM, kattis_verdict, needs_verifyproblem,
                          verifyproblem)

pytestmark = pytest.mark.slow  # exports every problem and runs verifyproblem on it

ROOT = Path(__file__).resolve().parent.parent
PROBLEMS = sorted(p.parent for p in (ROOT / "problems").glob("*/problem.yaml"))
CHECKED_PARTS = ["config", "validators", "graders", "data"]
# problemtools' languages.yaml runs Python 3 with PyPy; a languages.yaml beside the packages
# overrides it (problemtools reads one from a problem's parent folder).
LANGUAGES = {"python3": {"compile": f"{PYTHON} -m py_compile {{files}}",
                         "run": f'{PYTHON} "{{mainfile}}"'}}


def _judged_like_verify(package: Path, copy: Path) -> None:
    """A copy of the package that stops a submission at its first failing test and judges at
    the time limit only: see the module's docstring."""
    shutil.copytree(package, copy)
    for settings in copy.glob("data/**/testdata.yaml"):
        data = yaml.safe_load(settings.read_text()) or {}
        if "on_reject" in data:
            data["on_reject"] = "break"
            settings.write_text(yaml.safe_dump(data, sort_keys=False))
    meta = yaml.safe_load((copy / "problem.yaml").read_text())
    meta["limits"].setdefault("time_multipliers", {})["time_limit_to_tle"] = 1
    (copy / "problem.yaml").write_text(yaml.safe_dump(meta, sort_keys=False, allow_unicode=True))


@pytest.fixture(scope="module")
def packages(request, tmp_path_factory):
    """Every problem exported (name -> package folder, notes), and the background runs of
    verifyproblem for the problems whose tests were selected (name -> part -> future): the
    submissions part on the copy judged like `judge verify`, the other parts on the package
    itself, the statements apart (when they can be compiled here)."""
    base = tmp_path_factory.mktemp("export")
    agreement = base / "agreement"
    agreement.mkdir()
    for folder in (base, agreement):
        (folder / "languages.yaml").write_text(yaml.safe_dump(LANGUAGES))
    exported = {}
    for path in PROBLEMS:
        package = base / package_name(path.name)
        exported[path.name] = (package, export(path, package))
        _judged_like_verify(package, agreement / package.name)
    selected = {item.callspec.params["path"].name for item in request.session.items
                if item.module is request.module and hasattr(item, "callspec")
                and "path" in item.callspec.params}
    runs = {}
    pool = ThreadPoolExecutor(max_workers=2) if VERIFYPROBLEM else None
    if pool:
        # In the order the tests wait for them: the agreement tests come first and judge
        # with our runner meanwhile.
        for part in ("submissions", "checked", "statement"):
            for name in sorted(selected):
                package = exported[name][0]
                if part == "submissions":
                    job = pool.submit(verifyproblem, agreement / package.name, [part])
                elif part == "checked":
                    job = pool.submit(verifyproblem, package, CHECKED_PARTS)
                else:
                    job = pool.submit(verifyproblem, package, [part]) if STATEMENT_TOOLS \
                        else None
                runs.setdefault(name, {})[part] = job
    yield exported, runs
    if pool:
        pool.shutdown(wait=True, cancel_futures=True)


@needs_verifyproblem
@pytest.mark.parametrize("path", PROBLEMS, ids=[p.name for p in PROBLEMS])
def test_verdicts_agree_with_verifyproblem(packages, path, solution_report):
    """Each exported submission's verdict under verifyproblem is ours on the original."""
    exported, runs = packages
    problem = load(path)
    ours = {}
    for folder, program in programs(solutions_dir(problem)):
        if folder in KNOWN_FOLDERS:
            report = solution_report(problem, program)
            name = f"{folder}/{exported_name(program, problem.files)}"
            ours[name] = kattis_verdict(report.verdict, problem.interactive)
    run = runs[path.name]["submissions"].result()
    theirs = {name: outcome.verdict for name, outcome in run.outcomes().items()}
    table = "\n".join(f"{name:45} ours {ours.get(name, '-'):4} verifyproblem "
                      f"{theirs.get(name, '-')}" for name in sorted(ours.keys() | theirs.keys()))
    assert ours == theirs, f"verdicts differ:\n{table}\n\n{run.output[-6000:]}"
    assert run.returncode == 0 and run.errors == 0, run.output[-6000:]


@needs_verifyproblem
@pytest.mark.parametrize("path", PROBLEMS, ids=[p.name for p in PROBLEMS])
def test_package_passes_verifyproblem(packages, path):
    """verifyproblem finds no error in the package (config, validators, graders, data)."""
    exported, runs = packages
    run = runs[path.name]["checked"].result()
    assert run.returncode == 0 and run.errors == 0, run.output[-6000:]


@needs_verifyproblem
@pytest.mark.skipif(not STATEMENT_TOOLS, reason="statements not checked: verifyproblem needs "
                                                "pandoc and lualatex to compile Markdown")
@pytest.mark.parametrize("path", PROBLEMS, ids=[p.name for p in PROBLEMS])
def test_statements_compile(packages, path):
    """verifyproblem compiles the statements, except where the export's notes say it cannot."""
    exported, runs = packages
    run = runs[path.name]["statement"].result()
    predicted = [note for note in exported[path.name][1] if STATEMENT_FAILS in note]
    if predicted:
        assert run.errors, f"the export predicted a failure that did not come: {predicted}"
        pytest.xfail(predicted[0])
    assert run.returncode == 0 and run.errors == 0, run.output[-6000:]


def test_vendored_modules_are_found_from_the_imports():
    """The validators carry the judge modules the interactor imports, and only those."""
    modules = judge_modules([ROOT / "problems/tziansitzi/interactor.py"])
    assert "judge.games.wythoff_double" in modules  # through judge.games.wythoff_opponent
    assert "judge.games" in modules and "judge" in modules
    assert {"judge.engine.playing", "judge.engine.protocol_tziansitzi"} <= set(modules)  # the engine's dialect
    assert not {"judge.judging.interactive", "judge.games.gwythoff_words"} & set(modules)
    assert "judge.engine.playing" in judge_modules([ROOT / "problems/bachet/interactor.py"])


def test_foreign_imports_are_refused(tmp_path):
    """A checker that needs a package beyond the standard library cannot be exported."""
    checker = tmp_path / "checker.py"
    checker.write_text("import numpy\nfrom judge.judging.channel import Violation\n")
    with pytest.raises(ExportError, match="numpy"):
        judge_modules([checker])


def test_optional_imports_are_not_carried(tmp_path):
    """An import in a `try` that catches ImportError is optional (geography's SciPy): the
    export accepts it and carries nothing for it; the same import outside is refused."""
    checker = tmp_path / "checker.py"
    checker.write_text("try:\n    import numpy\n    from scipy import sparse\n"
                       "except (ValueError, ImportError):\n    numpy = None\n"
                       "from judge.judging.channel import Violation\n")
    assert "judge.judging.channel" in judge_modules([checker])
    assert "judge.games.geography_graphs" in \
        judge_modules([ROOT / "problems/knight_geography/interactor.py"])
    checker.write_text("try:\n    import numpy\nexcept KeyError:\n    pass\n")
    with pytest.raises(ExportError, match="numpy"):
        judge_modules([checker])


def test_export_needs_a_package_name_verifyproblem_accepts(tmp_path):
    """The package folder must be named [a-z0-9]+ and be new or empty."""
    with pytest.raises(ExportError, match="miserenim"):
        export(ROOT / "problems/misere_nim", tmp_path / "misere_nim")
    (tmp_path / "nim").mkdir()
    (tmp_path / "nim" / "x").write_text("")
    with pytest.raises(ExportError, match="not an empty folder"):
        export(ROOT / "problems/nim", tmp_path / "nim")


def _validate(package: Path, test: str, output: bytes, tmp_path: Path):
    feedback = tmp_path / "feedback"
    feedback.mkdir(exist_ok=True)
    data = package / "data" / test
    done = subprocess.run([sys.executable, str(package / "output_validator/validator/main.py"),
                           f"{data}.in", f"{data}.ans", f"{feedback}/"], input=output,
                          capture_output=True)
    message = feedback / "judgemessage.txt"
    return done.returncode, message.read_text() if message.exists() else "", done.stderr


def test_exported_validators_follow_the_protocol(tmp_path):
    """Exported validators: 42 accepted, 43 with the Violation in judgemessage.txt."""
    nim = tmp_path / "nim"
    export(ROOT / "problems/nim", nim)
    answer = (nim / "data/sample/1.ans").read_bytes()
    assert _validate(nim, "sample/1", answer, tmp_path)[0] == 42
    code, message, _ = _validate(nim, "sample/1", b"DA\nDA\n", tmp_path)
    assert code == 43 and "configuration 1: expected NU" in message
    tz = tmp_path / "tziansitzi"
    export(ROOT / "problems/tziansitzi", tz)
    code, message, _ = _validate(tz, "sample/1", b"x\n", tmp_path)
    assert code == 43 and message.startswith("presentation error:")
    valid = subprocess.run([sys.executable, str(tz / "input_validators/validate/main.py")],
                           input=(tz / "data/sample/1.in").read_bytes(), capture_output=True)
    invalid = subprocess.run([sys.executable, str(tz / "input_validators/validate/main.py")],
                             input=b"1 2 random\n", capture_output=True)
    assert (valid.returncode, invalid.returncode) == (42, 43), invalid.stderr


def test_file_io_wrapper_plays_the_files(tmp_path):
    """A nim submission's wrapper feeds nim.in from stdin and copies nim.out to stdout."""
    nim = tmp_path / "nim"
    export(ROOT / "problems/nim", nim)
    wrapper = nim / "submissions/accepted/nim_py/main.py"
    (wrapper.parent / "nim.py").write_text(
        "print('to stderr')\nopen('nim.out', 'w').write(open('nim.in').read().upper())\n")
    done = subprocess.run([sys.executable, str(wrapper)], input=b"da nu\n",
                          capture_output=True, cwd=tmp_path)
    assert (done.returncode, done.stdout, done.stderr) == (0, b"DA NU\n", b"to stderr\n")
