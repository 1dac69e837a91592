"""judge/games is pure game theory: no module there imports anything but judge.games itself,
the standard library, NumPy and SciPy (no channel, no I/O of the judge: the engine side does
that)."""

import ast
import sys
from pathlib import Path

import pytest

GAMES = Path(__file__).resolve().parent.parent / "judge" / "games"
# SciPy: its compiled Hopcroft-Karp is geography's whole-board matching (geography_graphs.py).
ALLOWED = set(sys.stdlib_module_names) | {"numpy", "scipy"}


def imported(path: Path) -> set[str]:
    """The absolute module names a file imports (relative imports stay in the package)."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and not node.level:
            names.add(node.module)
    return names


@pytest.mark.parametrize("path", sorted(GAMES.glob("*.py")), ids=lambda p: p.name)
def test_games_import_only_games_stdlib_and_numpy(path):
    """Every import of a judge/games module stays in judge.games, the stdlib, NumPy or SciPy."""
    outside = sorted(name for name in imported(path)
                     if not (name == "judge.games" or name.startswith("judge.games.")
                             or name.split(".")[0] in ALLOWED))
    assert outside == [], f"{path.name} imports {outside}"
