"""The parity table of docs/parity.md: `judge verify --json` and problemtools' `verifyproblem`
on every package under tests/packages, submission by submission, and the warnings and errors
each gives the package.

    python3 bench/parity_table.py            # writes the table into docs/parity.md
    python3 bench/parity_table.py --print    # prints it only

Our verdict is put in the format's words by tests/kattis.py's kattis_verdict (no PE, ILE nor
MLE in the format: PE is its WA, ILE its TLE, MLE its RTE; OLE of an interactive program is
the interactor's WA), after the folder's own counting (judge.judging.expectations: MLE and OLE
in run_time_error/ count as RTE, OLE in time_limit_exceeded/ as TLE); a submission that needed the time limit's margin is compared by its
verdict with the margin, as verifyproblem's "OK with extra time" is. verifyproblem runs on
the parts config, validators, graders, data and submissions (the statement part needs pandoc
and LuaLaTeX, and judge verify does not render statements). The two run side by side, one
package at a time each.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from judge.judging.expectations import counted  # noqa: E402
from judge.verdict import Verdict  # noqa: E402
from tests.kattis import VERIFYPROBLEM, kattis_verdict, verifyproblem  # noqa: E402

PACKAGES = ROOT / "tests" / "packages"
DOC = ROOT / "docs" / "parity.md"
BEGIN, END = "<!-- parity table: begin -->", "<!-- parity table: end -->"
PARTS = ["config", "validators", "graders", "data", "submissions"]
_FINDING = re.compile(r"^(ERROR|WARNING) (.*)$", re.M)
# verifyproblem's own warning about its support of 2023-07, not about the package.
_ABOUT_ITSELF = "is very incomplete"


def ours(package: Path) -> dict:
    done = subprocess.run(
        [sys.executable, "-c", "import sys; from judge.cli import main; sys.exit(main())",
         "verify", str(package), "--json"], cwd=ROOT, stdout=subprocess.PIPE, text=True,
        timeout=1200)
    return json.loads(done.stdout)


def rows(package: Path, mine: dict, run) -> list[str]:
    theirs = run.outcomes()
    interactive = "interactive" in (package / "problem.yaml").read_text()
    out = []
    for s in mine["solutions"]:
        key = f"{s['folder']}/{Path(s['program']).name}"
        verdict = Verdict[s["verdict"] if s["extra_time"] else s["verdict_at_limit"]]
        # The folder's own counting first (MLE and OLE in run_time_error/ are its RTE, OLE in
        # time_limit_exceeded/ its TLE: judge.judging.expectations), then the format's words.
        said = kattis_verdict(counted(s["folder"], verdict, True), interactive)
        other = theirs.pop(key, None)
        mapped = f"{verdict.name} (as {said})" if said != verdict.name else said
        their = "-" if other is None else other.verdict + (" (extra time)"
                                                          if other.extra_time else "")
        same = other is not None and other.verdict == said
        out.append(f"| {package.name} | {key} | {mapped} | {their} | "
                   f"{'yes' if same else '**no**'} |")
    out += [f"| {package.name} | {key} | - | {o.verdict} | **no** |"
            for key, o in theirs.items()]
    return out


def our_errors(mine: dict) -> list[str]:
    """Our errors, a submission without its folder's verdict among them (as verifyproblem
    counts it)."""
    return mine["errors"] + [f"{s['folder']}/{Path(s['program']).name} got "
                             f"{s['verdict_at_limit']}" for s in mine["solutions"]
                             if not s["ok"]]


def findings(package: Path, mine: dict, run) -> str:
    said = [(level, text) for level, text in _FINDING.findall(run.output)
            if _ABOUT_ITSELF not in text]
    errors = sum(level == "ERROR" for level, _ in said)
    return (f"| {package.name} | {len(our_errors(mine))} / {len(mine['warnings'])} | "
            f"{errors} / {len(said) - errors} | "
            + "; ".join(f"{level.lower()}: {text}" for level, text in said) + " |")


ACCEPT_ALL = "import sys\nsys.stdin.buffer.read()\nsys.exit(42)\n"


def _replace(name: str, old: str, new: str):
    def change(root: Path) -> None:
        file = root / name
        file.write_text(file.read_text().replace(old, new))
    return change


def _write(name: str, text: str):
    def change(root: Path) -> None:
        (root / name).write_text(text)
    return change


# Copies of packages, each broken for some checks (tests/test_verify_checks.py has the same).
VARIANTS = {
    "twopass: input validator accepts anything":
        _write("input_validators/validate.py", ACCEPT_ALL),
    "twopass: output validator fails on bytes not UTF-8":
        _replace("output_validator/validate.py", "tokens = sys.stdin.buffer.read().split()",
                 "tokens = sys.stdin.buffer.read().decode('utf-8').encode().split()"),
    "twopass: output validator accepts anything":
        _write("output_validator/validate.py", ACCEPT_ALL),
    "twopass: no uuid, no license, an input twice":
        lambda root: (_replace("problem.yaml", "uuid:", "# uuid:")(root),
                      _replace("problem.yaml", "license:", "# license:")(root),
                      _write("data/secret/04_same.in", "1 -5 5\n")(root),
                      _write("data/secret/04_same.ans", "0\n")(root)),
    "twopass: no input validators, a second output validator":
        lambda root: (_write("output_validator/second.py", "import sys\nsys.exit(42)\n")(root),
                      [f.unlink() for f in (root / "input_validators").iterdir()],
                      (root / "input_validators").rmdir()),
    "anypair: answers its validator rejects, one without a final newline":
        lambda root: (_write("data/sample/1.ans", "1 1\n")(root),
                      _write("data/secret/01_single.ans", "1 1\n")(root),
                      _write("data/secret/02_two_answers.ans", "-1")(root)),
}


def variants(pool) -> list[str]:
    """Our findings and verifyproblem's on each broken copy of a package."""
    import shutil
    import tempfile
    lines = ["| package: changed | judge verify | verifyproblem |", "|---|---|---|"]
    with tempfile.TemporaryDirectory() as tmp:
        jobs = {}
        for i, (what, change) in enumerate(VARIANTS.items()):
            name, parent = what.split(":")[0], Path(tmp) / str(i)
            shutil.copytree(PACKAGES / name, parent / name)
            shutil.copy(PACKAGES / "languages.yaml", parent)  # verifyproblem reads it there
            change(parent / name)
            jobs[what] = (pool.submit(ours, parent / name),
                          pool.submit(verifyproblem, parent / name, PARTS))
        for what, (mine, theirs) in jobs.items():
            mine = mine.result()
            said = [f"{level.lower()}: {text}" for level, text in
                    _FINDING.findall(theirs.result().output) if _ABOUT_ITSELF not in text]
            ours_said = [f"error: {m}" for m in our_errors(mine)] + \
                [f"warning: {m}" for m in mine["warnings"]]
            lines.append(f"| {what} | {'<br>'.join(ours_said)} | {'<br>'.join(said)} |")
    return lines


def table() -> str:
    names = sorted(p for p in PACKAGES.iterdir() if (p / "problem.yaml").is_file())
    with ThreadPoolExecutor(2) as pool:
        mine = {p: pool.submit(ours, p) for p in names}
        theirs = {p: pool.submit(verifyproblem, p, PARTS) for p in names}
        results = {p: (mine[p].result(), theirs[p].result()) for p in names}
        broken = variants(pool)
    lines = ["| package | submission | judge verify | verifyproblem | same |",
             "|---|---|---|---|---|"]
    for p in names:
        lines += rows(p, *results[p])
    lines += ["", "| package | ours: errors / warnings | verifyproblem: errors / warnings "
                  "| what verifyproblem said |", "|---|---|---|---|"]
    lines += [findings(p, *results[p]) for p in names]
    lines += [""] + broken
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--print", action="store_true", help="print, do not write the doc")
    args = parser.parse_args()
    if VERIFYPROBLEM is None:
        print("verifyproblem is not installed (pip install problemtools)", file=sys.stderr)
        return 2
    text = table()
    if args.print:
        print(text)
        return 0
    doc = DOC.read_text()
    start, end = doc.index(BEGIN) + len(BEGIN), doc.index(END)
    DOC.write_text(doc[:start] + "\n" + text + doc[end:])
    print(f"wrote {DOC.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
