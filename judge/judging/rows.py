"""The rows of `judge grade`: one per submission, as the table, the store, JSON and CSV hold
them; and the JSON and CSV files, written whole or not at all."""

from __future__ import annotations

import os
from dataclasses import asdict, dataclass
from pathlib import Path

from judge.judging.results import as_json
from judge.judging.results import RunReport
from judge.verdict import Verdict


@dataclass(frozen=True)
class Row:
    submission: str
    language: str
    verdict: Verdict
    score: float
    max_score: float
    time_s: float  # the largest CPU time of any test
    first_failure: str  # the first failing test, or ""
    reason: str  # its message's first line (the compiler's for CE)

    @staticmethod
    def of(report: RunReport) -> Row:
        first = report.first_failure
        if report.verdict is Verdict.CE:
            where, why = "", report.compile_message
        elif report.judge_error:
            where, why = "", "the judge failed: " + report.judge_error
        else:
            where, why = (first.name, first.message) if first else ("", "")
        return Row(report.submission, report.language, report.verdict, report.score,
                   report.max_score, max((t.time_s for t in report.tests), default=0.0),
                   where, (why.splitlines() or [""])[0])

    @staticmethod
    def stored(fields: dict, submission: Path | str) -> Row:
        """A row from the store's columns, for the submission as given now."""
        return Row(str(submission), fields["language"], Verdict[fields["verdict"]],
                   fields["score"], fields["max_score"], fields["time_s"],
                   fields["first_failure"], fields["reason"])

    def to_json(self) -> dict:
        return {**asdict(self), "verdict": self.verdict.name}


# How much of a test's input the store keeps for the report (judge.report): its head.
INPUT_HEAD = 2000


def recorded(problem, report: RunReport, limits) -> dict:
    """The report as the store keeps it: RunReport.to_json(), with what a report page needs
    that the run does not say: the CPU limit, and of each test whether it is a sample and the
    head of its input."""
    data = report.to_json()
    data["cpu_limit_s"] = limits.cpu_s
    cases = {t.name: t for t in problem.tests}
    for test in data["tests"]:
        case = cases.get(test["name"])
        test["sample"] = case is not None and case.group.name.split("/")[0] == "sample"
        test["input"] = _head(case.input_path) if case is not None else ""
    return data


def _head(path: Path) -> str:
    try:
        with open(path, "rb") as f:
            data = f.read(INPUT_HEAD + 1)
    except OSError:
        return ""
    text = data[:INPUT_HEAD].decode("utf-8", "replace")
    return text + ("\n..." if len(data) > INPUT_HEAD else "")


@dataclass(frozen=True)
class Outcome:
    """A submission judged (by whichever executor): its index in the grading, its row, its
    report (RunReport.to_json(); None when the judge failed), when it started and ended."""
    index: int
    row: Row
    report: dict | None
    started: float
    finished: float


def judge_error(submission: Path | str, why: str) -> Row:
    return Row(str(submission), "?", Verdict.JE, 0.0, 0.0, 0.0, "", "the judge failed: " + why)


def _temporary(path: Path) -> tuple[int, Path]:
    import tempfile
    fd, name = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    return fd, Path(name)


def write_json(rows: list[Row], path: Path, stored: list[dict | None] | None = None) -> None:
    """The rows as JSON; with the store's rows (in the same order), each also holds its
    problem, options, times and whole report, as the store does (for `judge report`)."""
    objects = [r.to_json() for r in rows]
    for obj, found in zip(objects, stored or ()):
        if found is not None:
            obj.update(_details(found))
    write_text(path, as_json(objects) + "\n")


def _details(found: dict) -> dict:
    import json
    return {"problem": found["problem"], "options": json.loads(found["options"]),
            "started_at": found["started_at"], "finished_at": found["finished_at"],
            "report": None if found["report"] is None else json.loads(found["report"])}


def write_csv(rows: list[Row], path: Path) -> None:
    import csv  # here: it costs a short grading run's start-up otherwise
    import io
    text = io.StringIO(newline="")
    writer = csv.DictWriter(text, fieldnames=list(Row.__dataclass_fields__))
    writer.writeheader()
    for row in rows:
        writer.writerow(row.to_json())
    write_text(path, text.getvalue())


def write_text(path: Path, text: str) -> None:
    """Write a file whole or not at all: a temporary file in the same folder, then renamed
    over it (a reader sees the old file or the new one, never a part)."""
    fd, temporary = _temporary(path)
    try:
        with os.fdopen(fd, "w", newline="") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(temporary, 0o666 & ~umask)  # as a plain open() would have made it
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
