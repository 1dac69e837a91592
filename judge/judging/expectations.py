"""What `judge verify` expects of a package's submissions beyond "the verdict its folder names",
as the package format and problemtools' verifyproblem count it:

- Verdicts the format does not have count as the one it gives: in `run_time_error/`, MLE and
  OLE are run-time errors (the format has no MLE; problemtools reports a program that exceeds
  the memory limit by the crash it causes, and one that writes past the output limit and then
  fails by its exit); in `time_limit_exceeded/`, OLE is TLE (problemtools caps no output while
  a program runs: one that writes without end runs to the time limit). The report says so:
  "MLE, counted as RTE by the format". `judge run` keeps the verdict itself.
- Submissions that are not judged are said, never dropped: a language whose compiler or runtime
  this machine lacks ("skipped: rustc not installed"), a folder the format does not define.
- Warnings, as verifyproblem's: an accepted submission below the full score (it belongs in
  partially_accepted/); a fixed time limit tighter than the one the accepted submissions give.

judge.judging.verify asks these; nothing here runs a program.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

from judge.judging.building import missing_tool
from judge.verdict import EXPECTED_BY_FOLDER, Verdict

# Folder -> {our verdict: the format's verdict it counts as}, for packages.
FORMAT_COUNTS = {"run_time_error": {Verdict.MLE: Verdict.RTE, Verdict.OLE: Verdict.RTE},
                 "time_limit_exceeded": {Verdict.OLE: Verdict.TLE}}


@dataclass(frozen=True)
class Skipped:
    """A program under the solutions folder that is not judged, and why."""

    program: Path
    folder: str
    reason: str

    def to_json(self) -> dict:
        return {"program": str(self.program), "folder": self.folder, "skipped": self.reason}


def counted(folder: str, verdict: Verdict, package: bool) -> Verdict:
    """The verdict as the format counts it in this folder (packages only)."""
    return FORMAT_COUNTS.get(folder, {}).get(verdict, verdict) if package else verdict


def counted_note(folder: str, verdict: Verdict, package: bool) -> str:
    """"MLE, counted as RTE by the format", or "" when the verdict counts as itself."""
    as_format = counted(folder, verdict, package)
    return "" if as_format is verdict else \
        f"{verdict.name}, counted as {as_format.name} by the format"


def skipped(program: Path, folder: str) -> Skipped | None:
    """Why a program found in the solutions folder is not judged, or None."""
    if folder not in EXPECTED_BY_FOLDER:
        return Skipped(program, folder, f"{folder}/ is not a submissions folder the judge "
                                        "knows (docs/packages.md lists them)")
    tool = missing_tool(program)
    return Skipped(program, folder, tool) if tool else None


def computed_limit(slowest_s: float, ac_to_time_limit: float, resolution: float) -> float:
    """verifyproblem's time limit: the slowest accepted CPU time x ac_to_time_limit, rounded
    up to the resolution, at least one step."""
    steps = max(1, math.ceil(slowest_s * ac_to_time_limit / resolution))
    return steps * resolution


def warnings(checks, limit, policy) -> list[str]:
    """verifyproblem's warnings about a package's submissions (judge.judging.verify's Check
    records, its TimeLimit, the problem's TimePolicy)."""
    found = []
    for check in checks:
        report = check.report
        if check.folder == "accepted" and report.verdict is Verdict.AC and \
                report.score < report.max_score:
            found.append(f"accepted/{check.program.name} scores {report.score:g} of "
                         f"{report.max_score:g}: move it to partially_accepted/")
    accepted = [t.time_s for c in checks if c.folder == "accepted" and c.ok
                for t in c.report.tests]
    if limit is not None and limit.given and accepted:
        slowest = max(accepted)
        computed = computed_limit(slowest, policy.ac_to_time_limit, policy.resolution)
        if slowest * policy.ac_to_time_limit > limit.seconds:
            found.append(f"the fixed time limit ({limit.seconds:g} s) is tighter than the "
                         f"computed one ({computed:g} s: slowest accepted {slowest:.2f} s x "
                         f"{policy.ac_to_time_limit:g})")
    return found
