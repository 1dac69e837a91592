"""`judge export`: our problems as ICPC/Kattis packages that verifyproblem accepts."""

from __future__ import annotations

import sys
from pathlib import Path

from judge.package.model import ProblemError
from judge.package.problem import load


def export_command(args) -> int:
    from judge.export.package import ExportError, export, package_name
    out = args.out
    if out is None:  # never into the current folder unasked: a temporary one, said below
        import tempfile
        out = Path(tempfile.mkdtemp(prefix="judge-export-"))
        print(f"packages in {out} (-o FOLDER puts them elsewhere)")
    written = []
    for path in args.problems:
        try:
            target = out / package_name(load(path).short_name)
            notes = export(path, target)
        except (ProblemError, ExportError) as err:
            print(f"judge: {err}", file=sys.stderr)
            return 2
        written.append(target)
        print(f"{path} -> {target}")
        for note in notes:
            print(f"  - {note}")
    print("check with: " + "; ".join(f"verifyproblem {t}" for t in written))
    return 0


