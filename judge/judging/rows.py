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


def write_json(rows: list[Row], path: Path) -> None:
    _write_atomically(path, as_json([r.to_json() for r in rows]) + "\n")


def write_csv(rows: list[Row], path: Path) -> None:
    import csv  # here: it costs a short grading run's start-up otherwise
    import io
    text = io.StringIO(newline="")
    writer = csv.DictWriter(text, fieldnames=list(Row.__dataclass_fields__))
    writer.writeheader()
    for row in rows:
        writer.writerow(row.to_json())
    _write_atomically(path, text.getvalue())


def _write_atomically(path: Path, text: str) -> None:
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
