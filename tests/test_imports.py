"""The judge's modules import each other without a cycle: the layers show (model, loading,
judging, the command line), and no module needs another half-imported."""

from __future__ import annotations

import ast
from pathlib import Path

JUDGE = Path(__file__).resolve().parent.parent / "judge"
KNOWN_CYCLE_EDGES: set = set()  # none


def _module_name(file: Path) -> str:
    parts = file.relative_to(JUDGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imported(node: ast.AST, module: str, is_package: bool, known: set[str]) -> list[str]:
    """The judge modules an import statement imports (a `from a import b` imports a.b when
    that is a module, and a itself)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if not isinstance(node, ast.ImportFrom):
        return []
    base = node.module or ""
    if node.level:  # relative: from the module's package
        package = module.split(".") if is_package else module.split(".")[:-1]
        package = package[:len(package) - node.level + 1]
        base = ".".join(package + ([base] if base else []))
    return [base] + [f"{base}.{alias.name}" for alias in node.names
                     if f"{base}.{alias.name}" in known]


def import_graph() -> dict[str, set[str]]:
    """Every module of judge/ -> the judge modules it imports, at any level of the file
    (inside functions too), with the packages they are in."""
    files = {_module_name(f): f for f in JUDGE.rglob("*.py")}
    known = set(files)
    graph: dict[str, set[str]] = {}
    for module, file in files.items():
        targets = set()
        for node in ast.walk(ast.parse(file.read_text(), str(file))):
            for name in _imported(node, module, file.name == "__init__.py", known):
                parts = name.split(".")
                targets |= {".".join(parts[:i]) for i in range(1, len(parts) + 1)} & known
        graph[module] = targets - {module}
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """A cycle of the graph as the modules along it (the first one again at the end), or
    None."""
    state: dict[str, int] = {}  # 1: on the path being explored, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for target in sorted(graph.get(node, ())):
            if state.get(target) == 1:
                return path[path.index(target):] + [target]
            if target not in state:
                found = visit(target)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_the_graph_is_read():
    """The graph has the modules and their imports, those inside functions too."""
    graph = import_graph()
    assert "judge.package.problem" in graph["judge.commands.common"]
    assert "judge.games" in graph["judge.commands.analyses"]
    assert "judge.judging.relay" in graph["judge.judging.runner"]  # imported inside a function
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]


def test_no_module_of_the_judge_imports_itself_back():
    """No module of judge/ imports one that imports it, directly or through others (but for
    the known cycles, which are still there: once one is gone, its exclusion goes too)."""
    graph = import_graph()
    for source, target in KNOWN_CYCLE_EDGES:
        assert target in graph[source], f"{source} -> {target} is gone: drop its exclusion"
        graph[source].discard(target)
    cycle = find_cycle(graph)
    assert cycle is None, "import cycle: " + " -> ".join(cycle)
