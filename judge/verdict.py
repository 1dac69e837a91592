"""Verdicts, ordered by severity: the worse of two is the larger."""

from __future__ import annotations

import enum


class Verdict(enum.Enum):
    # value = (order, long name); the order is the severity.
    AC = (0, "Accepted")
    PE = (1, "Presentation Error")
    WA = (2, "Wrong Answer")
    OLE = (3, "Output Limit Exceeded")
    MLE = (4, "Memory Limit Exceeded")
    ILE = (5, "Idleness Limit Exceeded")
    TLE = (6, "Time Limit Exceeded")
    RTE = (7, "Run-Time Error")
    CE = (8, "Compilation Error")
    JE = (9, "Judge Error")

    @property
    def severity(self) -> int:
        return self.value[0]

    def __lt__(self, other: Verdict) -> bool:
        return self.severity < other.severity

    def __str__(self) -> str:
        return self.name


# The folders of solutions/<problem>/ and of a package's submissions/, and the verdicts each
# accepts. The package format has no PE, so a format error counts as a wrong answer there.
EXPECTED_BY_FOLDER = {
    "accepted": frozenset({Verdict.AC}),
    # Scoring problems: accepted with less than the full score (judge.judging.verify checks the score).
    "partially_accepted": frozenset({Verdict.AC}),
    "wrong_answer": frozenset({Verdict.WA, Verdict.PE}),
    "presentation_error": frozenset({Verdict.PE}),
    "time_limit_exceeded": frozenset({Verdict.TLE, Verdict.ILE}),
    "idleness_limit_exceeded": frozenset({Verdict.ILE}),
    "memory_limit_exceeded": frozenset({Verdict.MLE}),
    "output_limit_exceeded": frozenset({Verdict.OLE}),
    "run_time_error": frozenset({Verdict.RTE}),
    "compile_error": frozenset({Verdict.CE}),
}
