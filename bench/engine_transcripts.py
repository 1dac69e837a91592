"""Record, then compare, what the game engine says to every solution: the proof that a change
of the engine (judge/engine/playing.py, its dialects, judge/games/) keeps every game as it was.

    python3 bench/engine_transcripts.py record OUT [PROBLEM ...]
    python3 bench/engine_transcripts.py compare BEFORE AFTER

`record` judges every program under solutions/<problem>/ on every test of the problem, once
with the seeds of the test data and once with each of --seed 1, 2, 3, keeping the full
transcripts (OUT/<problem>/<folder>/<program>/<seed>/*.interaction) and, per run, the
verdict, message, rounds and score of each test (results.json; times left out: they are not
the engine's). Problems: TZIANSITZI and every problem on the engine, unless named.

`compare` says how many transcripts and test results are byte for byte the same, and lists
the others. A run cut short by a resource limit (TLE, ILE) may stop at another line from one
run to the next, and a TLE message quotes the CPU time measured (how far the program got is
the machine's business, not the engine's): those differences are listed apart, a transcript
with whether one is a prefix of the other, results.json when only the CPU seconds differ.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from judge.package.problem import load  # noqa: E402
from judge.judging.runner import Options, judge_submission  # noqa: E402
from judge.judging.verify import programs, solutions_dir  # noqa: E402

PROBLEMS = ("tziansitzi", "gwythoff", "bachet", "misere_nim", "moore_nim", "greedy_nim",
            "grundy")
SEEDS = (None, 1, 2, 3)
TIMING = {"TLE", "ILE"}  # verdicts whose transcript may end anywhere


def record(out: Path, names: list[str]) -> None:
    for name in names:
        problem = load(ROOT / "problems" / name)
        for folder, program in programs(solutions_dir(problem)):
            for seed in SEEDS:
                where = out / name / folder / program.name / ("data" if seed is None
                                                               else f"seed{seed}")
                report = judge_submission(problem, program,
                                          Options(seed=seed, transcript_dir=where))
                results = [{"name": t.name, "verdict": t.verdict.name, "message": t.message,
                            "rounds": t.rounds, "score": t.score} for t in report.tests]
                where.mkdir(parents=True, exist_ok=True)
                (where / "results.json").write_text(json.dumps(
                    {"verdict": report.verdict.name, "score": report.score,
                     "compile_message": report.compile_message,
                     "judge_error": report.judge_error, "tests": results}, indent=1) + "\n")
                print(f"{name}/{folder}/{program.name} seed={seed}: {report.verdict.name} "
                      f"{report.score:g}/{report.max_score:g}", flush=True)


def compare(before: Path, after: Path) -> int:
    names = sorted({p.relative_to(before) for p in before.rglob("*") if p.is_file()} |
                   {p.relative_to(after) for p in after.rglob("*") if p.is_file()})
    same = {"interaction": 0, "results": 0}
    total = {"interaction": 0, "results": 0}
    differ, timing = [], []
    for rel in names:
        kind = "interaction" if rel.suffix == ".interaction" else "results"
        total[kind] += 1
        a, b = before / rel, after / rel
        if a.is_file() and b.is_file() and a.read_bytes() == b.read_bytes():
            same[kind] += 1
            continue
        if not (a.is_file() and b.is_file()):
            differ.append(f"{rel}: only in {'after' if b.is_file() else 'before'}")
            continue
        if kind == "results" and _measured(a) == _measured(b):
            timing.append(f"{rel}: the same but for the CPU seconds a TLE message measures")
            continue
        verdicts = _verdicts(before / rel.parent, rel.stem) | _verdicts(after / rel.parent,
                                                                         rel.stem)
        if kind == "interaction" and verdicts & TIMING:
            x, y = a.read_text(), b.read_text()
            prefix = x.startswith(y) or y.startswith(x)
            timing.append(f"{rel}: {sorted(verdicts)}, "
                          f"{'one is a prefix of the other' if prefix else 'NOT a prefix'}")
        else:
            differ.append(f"{rel}: differs")
    for kind in total:
        print(f"{kind:12} {same[kind]} of {total[kind]} identical")
    for line in timing:
        print("timing-dependent:", line)
    for line in differ:
        print("DIFFERENT:", line)
    return 1 if differ else 0


def _measured(path: Path) -> str:
    """A results.json with the CPU time a message measures (`CPU time 4.02 s`) masked."""
    return re.sub(r"CPU time [0-9.]+ s", "CPU time * s", path.read_text())


def _verdicts(run: Path, stem: str) -> set[str]:
    """The verdict of the test whose transcript is `stem`.interaction, from results.json."""
    path = run / "results.json"
    if not path.is_file():
        return set()
    return {t["verdict"] for t in json.loads(path.read_text())["tests"]
            if t["name"].replace("/", "_") == stem}


def main(argv: list[str]) -> int:
    if len(argv) >= 2 and argv[0] == "record":
        record(Path(argv[1]), argv[2:] or list(PROBLEMS))
        return 0
    if len(argv) == 3 and argv[0] == "compare":
        return compare(Path(argv[1]), Path(argv[2]))
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
