"""Graded submissions, read back from what `judge grade` wrote: its results store (SQLite,
judge.judging.store) or its `--json` file. Both hold, per submission, the row and the whole
report (judge.judging.rows.recorded: every test's verdict, times, message, last exchanges,
stderr tail, whether it is a sample, its input's head); a JSON file written before the report
was added to it has the rows only (no tests)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from judge.verdict import Verdict


class ReportError(Exception):
    """The file is not results of `judge grade`: one line, saying why."""


@dataclass(frozen=True)
class TestRecord:
    name: str
    verdict: Verdict
    message: str
    time_s: float  # CPU
    wall_s: float
    memory_kib: int
    memory_measured: bool
    rounds: int
    exit: str
    stderr: str  # its tail
    last_exchanges: tuple[str, ...]  # `<` judge to program, `>` program to judge
    sample: bool
    input: str  # its head ("" if not recorded)

    @staticmethod
    def of(data: dict) -> TestRecord:
        name = data["name"]
        return TestRecord(
            name, Verdict[data["verdict"]], data.get("message", ""), data.get("time_s", 0.0),
            data.get("wall_s", 0.0), data.get("memory_kib", 0),
            data.get("memory_measured", True), data.get("rounds", 0), data.get("exit", ""),
            data.get("stderr", ""), tuple(data.get("last_exchanges", ())),
            data.get("sample", name.split("/")[0] == "sample"), data.get("input", ""))


@dataclass(frozen=True)
class Graded:
    """One graded submission to one problem."""

    problem: str
    submission: str
    language: str
    verdict: Verdict
    score: float
    max_score: float
    time_s: float  # the largest CPU time of any test
    first_failure: str
    reason: str
    tests: tuple[TestRecord, ...] = ()
    cpu_limit_s: float | None = None
    compile_message: str = ""
    judge_error: str = ""
    finished_at: str = ""

    @property
    def failing(self) -> tuple[TestRecord, ...]:
        return tuple(t for t in self.tests if t.verdict is not Verdict.AC)


def load(path: Path) -> list[Graded]:
    """The graded submissions in a results store or a `judge grade --json` file: for each
    problem and submission path, its latest grading; by problem, then path."""
    try:
        with open(path, "rb") as f:
            head = f.read(16)
    except OSError as err:
        raise ReportError(f"cannot read {path}: {err.strerror}") from None
    graded = _from_store(path) if head == b"SQLite format 3\0" else _from_json(path)
    latest: dict[tuple[str, str], Graded] = {}
    for g in sorted(graded, key=lambda g: g.finished_at):
        latest[g.problem, g.submission] = g
    return sorted(latest.values(), key=lambda g: (g.problem, g.submission))


def _from_store(path: Path) -> list[Graded]:
    from judge.judging.store import Store, StoreError
    try:
        with Store(path) as store:
            return from_rows(store.rows())
    except StoreError as err:
        raise ReportError(str(err)) from None


def from_rows(rows: list[dict]) -> list[Graded]:
    """Graded submissions from the store's rows (judge.judging.store.Store.get), as given."""
    return [_graded(row, _json(row["report"]), json.loads(row["options"])) for row in rows]


def _from_json(path: Path) -> list[Graded]:
    try:
        rows = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as err:
        raise ReportError(f"{path} is neither a results store nor JSON: {err}") from None
    if not isinstance(rows, list) or not all(isinstance(r, dict) and "verdict" in r
                                             for r in rows):
        raise ReportError(f"{path} is not the JSON of `judge grade --json` (a list of rows)")
    return [_graded(r, r.get("report"), r.get("options") or {}) for r in rows]


def _json(text: str | None):
    return None if text is None else json.loads(text)


def _graded(row: dict, report: dict | None, options: dict) -> Graded:
    report = report or {}
    limit = report.get("cpu_limit_s", (options.get("limits") or {}).get("cpu_s"))
    return Graded(
        problem=row.get("problem") or report.get("problem") or "?",
        submission=row["submission"], language=row["language"],
        verdict=Verdict[row["verdict"]], score=row["score"], max_score=row["max_score"],
        time_s=row["time_s"], first_failure=row["first_failure"], reason=row["reason"],
        tests=tuple(TestRecord.of(t) for t in report.get("tests", ())), cpu_limit_s=limit,
        compile_message=report.get("compile_message", ""),
        judge_error=report.get("judge_error", ""), finished_at=row.get("finished_at") or "")
