"""What a run produces: one frozen record per test, and one for the whole submission."""

from __future__ import annotations

from dataclasses import asdict, dataclass

from judge.verdict import Verdict


@dataclass(frozen=True)
class TestResult:
    name: str  # the test's path under data/, without extension: "secret/fp_traps/02"
    verdict: Verdict
    message: str  # why, for anything but AC; for AC a short summary or ""
    time_s: float  # CPU time, user + system, from the kernel
    wall_s: float
    memory_kib: int  # peak resident memory; only an upper bound unless memory_measured
    rounds: int  # moves the program made (interactive problems)
    exit: str  # "exit status 0", "killed by SIGSEGV", ...
    stderr: str  # the tail of what the program wrote to stderr
    last_exchanges: tuple[str, ...] = ()  # `<` judge to program, `>` program to judge
    score: float = 0.0
    memory_measured: bool = True  # False: the peak was too small to tell (see ProcessOutcome)
    isolation: str = ""  # the sandbox the program ran in: bwrap, uid or none

    @staticmethod
    def of(name: str, verdict: Verdict, message: str, out, stderr: str, rounds: int = 0,
           last_exchanges: tuple[str, ...] = ()) -> TestResult:
        """The record of a test, from its verdict and the process's outcome."""
        return TestResult(
            name=name, verdict=verdict, message=message, time_s=round(out.cpu_s, 3),
            wall_s=round(out.wall_s, 3), memory_kib=out.peak_rss_kib,
            memory_measured=out.memory_measured, rounds=rounds, exit=out.describe(),
            stderr=stderr, last_exchanges=last_exchanges, isolation=out.isolation)

    def to_json(self) -> dict:
        data = asdict(self)
        data["verdict"] = self.verdict.name
        data["last_exchanges"] = list(self.last_exchanges)
        return data


@dataclass(frozen=True)
class RunReport:
    problem: str
    submission: str
    language: str
    verdict: Verdict
    score: float
    max_score: float
    tests: tuple[TestResult, ...] = ()
    compile_message: str = ""  # the compiler's output, for CE
    seed: int | None = None  # the --seed override, if any
    judge_error: str = ""  # for a JE outside any test: what failed on the judge's side

    @property
    def first_failure(self) -> TestResult | None:
        return next((t for t in self.tests if t.verdict is not Verdict.AC), None)

    def to_json(self) -> dict:
        return {
            "problem": self.problem,
            "submission": self.submission,
            "language": self.language,
            "verdict": self.verdict.name,
            "score": self.score,
            "max_score": self.max_score,
            "seed": self.seed,
            "compile_message": self.compile_message,
            "judge_error": self.judge_error,
            "tests": [t.to_json() for t in self.tests],
        }


def as_json(data) -> str:
    import json  # only for --json: not on every start
    return json.dumps(data, indent=2, ensure_ascii=False)
