"""The layout shows the architecture: the subpackages of judge/ are its parts, each module
short, and the parts depend on each other in one direction only."""

from __future__ import annotations

import ast
from pathlib import Path

JUDGE = Path(__file__).resolve().parent.parent / "judge"
MAX_LINES = 350
PARTS = {"launch", "judging", "engine", "package", "export", "report", "commands", "games",
         "cluster"}
# Who may import whom: a part imports only parts below it (and judge.faults and
# judge.verdict, the bottom: the vocabulary of whose fault and which verdict).
BELOW = {
    "games": set(),
    "launch": set(),
    "package": {"launch"},
    "judging": {"launch", "package", "games"},
    "engine": {"judging", "games"},
    "export": {"judging", "package", "engine", "launch", "games"},
    # report: reads what judging recorded (results, the store's rows); commands call it.
    "report": {"judging", "package", "launch", "games"},
    # Grading on a Dask cluster: a grading's executor, above the judging it ships to workers.
    "cluster": {"judging", "package", "launch"},
    "commands": {"export", "report", "package", "judging", "launch", "engine", "games",
                 "cluster"},
}


def _modules():
    return sorted(p for p in JUDGE.rglob("*.py") if "bin" not in p.parts)


def test_the_parts_are_the_folders():
    """judge/ holds the parts as subpackages, and only cli.py (and __main__.py, which runs it)
    and the bottom layer (faults.py, verdict.py) beside them."""
    folders = {p.name for p in JUDGE.iterdir() if p.is_dir() and p.name != "__pycache__"}
    assert folders == PARTS
    loose = {p.name for p in JUDGE.glob("*.py")}
    assert loose == {"__init__.py", "__main__.py", "cli.py", "faults.py", "verdict.py"}


def test_no_module_is_long():
    """No module of judge/ is over 350 lines."""
    long = {str(p.relative_to(JUDGE)): n for p in _modules()
            if (n := len(p.read_text().splitlines())) > MAX_LINES}
    assert long == {}


def _imported_parts(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        names = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
        for name in names:
            parts = name.split(".")
            if parts[0] == "judge" and len(parts) > 1 and parts[1] in PARTS:
                found.add(parts[1])
    return found


def test_parts_import_only_parts_below_them():
    """games and launch import no other part; the problem package (data) builds on launch;
    judging on those and games; the engine on judging; export on all but commands."""
    wrong = {}
    for path in _modules():
        rel = path.relative_to(JUDGE).parts
        if len(rel) < 2 or rel[0] not in PARTS:
            continue
        bad = _imported_parts(path) - BELOW[rel[0]] - {rel[0]}
        if bad:
            wrong[str(path.relative_to(JUDGE))] = sorted(bad)
    assert wrong == {}
