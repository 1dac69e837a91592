"""The table of hostile submissions in docs/isolation.md: behaviour, verdict and time to
verdict in each isolation mode this machine has (the cases are tests/test_hostile.py's).

Usage: python bench/hostile_table.py        (prints a Markdown table)
"""

from __future__ import annotations

import shutil
import socket
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from judge.launch import sandbox  # noqa: E402
from tests.test_hostile import ALL, CASES, judge_case, make_problems  # noqa: E402


def main() -> None:
    modes = []
    for mode in ALL:
        try:
            sandbox.resolve(mode)
            modes.append(mode)
        except sandbox.IsolationUnavailable as err:
            print(f"<!-- isolation {mode} not measured: {err} -->")
    private = Path(tempfile.mkdtemp(prefix="hostile-"))
    programs = Path(tempfile.mkdtemp(prefix="hostile-programs-"))
    programs.chmod(0o755)
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    try:
        problems = make_problems(private)
        answer = problems["secret"] / "data" / "secret" / "1.ans"
        fill = {"ANSWER": str(answer), "PORT": str(server.getsockname()[1])}
        print("| behaviour | " + " | ".join(f"{m}: verdict, time" for m in modes) + " |")
        print("|---|" + "---|" * len(modes))
        for case in CASES:
            cells = []
            for mode in modes:
                outcome = judge_case(case, mode, problems, programs, fill)
                note = "" if mode in case.verdict else " (not protected)"
                cells.append(f"{outcome.verdict.name}{note}, {outcome.seconds:.2f} s")
            print(f"| {case.behaviour} | " + " | ".join(cells) + " |")
    finally:
        server.close()
        shutil.rmtree(private, ignore_errors=True)
        shutil.rmtree(programs, ignore_errors=True)


if __name__ == "__main__":
    main()
