"""Running problemtools' verifyproblem, the reference tool of the package format, and reading
what it says of each submission."""

from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

from judge.verdict import Verdict

VERIFYPROBLEM = shutil.which("verifyproblem")
needs_verifyproblem = pytest.mark.skipif(
    VERIFYPROBLEM is None, reason="verifyproblem is not installed (pip install problemtools)")
# problemtools renders statements with pandoc (Markdown) and LuaLaTeX (the PDF).
STATEMENT_TOOLS = bool(shutil.which("pandoc") and shutil.which("lualatex"))
FOLDERS = ("accepted", "partially_accepted", "wrong_answer", "time_limit_exceeded",
           "run_time_error")
# `accepted/x.py (Python 3) OK: AC (100) [...]`, `... OK with extra time: TLE ...`,
# `... got WA [...]`, or `Compile error for accepted/x.c (C)`.
# A build/run program has no language in parentheses.
_RESULT = re.compile(r"(?P<folder>" + "|".join(FOLDERS) + r")/(?P<name>\S+)(?: \(.+?\))? "
                     r"(?P<how>OK: |OK with extra time: |got )(?P<verdict>[A-Z]+)")
_COMPILE_ERROR = re.compile(r"Compile error for (?P<folder>\w+)/(?P<name>\S+) \(")
_SUMMARY = re.compile(r"^(\S+) tested: (\d+) errors?, (\d+) warnings?$", re.M)


@dataclass(frozen=True)
class Outcome:
    verdict: str  # in the format's words: AC, WA, TLE, RTE, OLE, JE, CE
    extra_time: bool  # "OK with extra time": the verdict is the one with the margin


@dataclass(frozen=True)
class Run:
    returncode: int
    output: str

    @property
    def errors(self) -> int | None:
        found = _SUMMARY.search(self.output)
        return int(found.group(2)) if found else None

    def outcomes(self) -> dict[str, Outcome]:
        """What it said of each submission, by `folder/name`."""
        found = {f"{m['folder']}/{m['name']}": Outcome(m["verdict"], "extra" in m["how"])
                 for m in _RESULT.finditer(self.output)}
        for m in _COMPILE_ERROR.finditer(self.output):
            found[f"{m['folder']}/{m['name']}"] = Outcome("CE", False)
        return found


def verifyproblem(package: Path, parts: list[str], timeout_s: float = 900) -> Run:
    """verifyproblem on a package, on the parts given (config, data, validators, graders,
    statement, submissions)."""
    done = subprocess.run([VERIFYPROBLEM, str(package), "-p", *parts],
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                          timeout=timeout_s)
    return Run(done.returncode, done.stdout)


def kattis_verdict(verdict: Verdict, interactive: bool) -> str:
    """Our verdict in the package format's words: it has no PE, ILE nor MLE; problemtools
    reports an output over the limit as OLE for a batch program (before the validator runs)
    and as the interactive validator's WA."""
    return {Verdict.PE: "WA", Verdict.ILE: "TLE", Verdict.MLE: "RTE",
            Verdict.OLE: "WA" if interactive else "OLE"}.get(verdict, verdict.name)
