"""Rendering results for a person (text) or a program (JSON). No judging happens here."""

from __future__ import annotations


from judge.results import RunReport, TestResult
from judge.verdict import Verdict

INDENT = "    "


def test_header(interactive: bool = True) -> str:
    rounds = "   rounds" if interactive else ""
    return (f"  {'test':<34} {'':<4} {'CPU':>8} {'wall':>8} {'memory':>10}{rounds}  "
            f"exit")


def test_line(result: TestResult, interactive: bool = True) -> str:
    memory = f"{'<=' if not result.memory_measured else ''}{result.memory_kib / 1024:.1f} MiB"
    rounds = f" {result.rounds:8d}" if interactive else ""
    return (f"  {result.name:<34} {result.verdict.name:<4} {result.time_s:6.2f} s "
            f"{result.wall_s:6.2f} s {memory:>10}{rounds}  {result.exit}")


def grade_header(width: int) -> str:
    return f"{'submission':<{width}}  verdict  score      time  first failure"


def grade_line(row, width: int, stored: bool = False) -> str:
    """A row of `judge grade`'s table; stored: found in the results store, not judged now."""
    failure = f"{row.first_failure}: {row.reason}" if row.first_failure else row.reason
    failure = ("(stored) " if stored else "") + failure
    return (f"{row.submission:<{width}}  {row.verdict.name:<7}  {row.score:>5g}/{row.max_score:<4g}"
            f"{row.time_s:6.2f} s  {failure[:100]}")


def progress_bar(done: int, total: int, width: int = 30) -> str:
    filled = width * done // max(total, 1)
    return f"[{'#' * filled}{'.' * (width - filled)}] {done}/{total}"


def failure_details(result: TestResult) -> list[str]:
    if result.verdict is Verdict.AC:
        return []
    lines = [INDENT + line for line in result.message.splitlines()]
    memory = f"{'' if result.memory_measured else '<= '}{result.memory_kib // 1024} MiB"
    lines.append(f"{INDENT}program: {result.exit}, CPU {result.time_s:.2f} s, "
                 f"wall {result.wall_s:.2f} s, peak memory {memory}")
    if result.last_exchanges:
        lines.append(f"{INDENT}last exchanges (< judge to program, > program to judge):")
        lines += [f"{INDENT}  {line}" for line in result.last_exchanges]
    if result.stderr.strip():
        lines.append(f"{INDENT}stderr (tail):")
        lines += [f"{INDENT}  {line}" for line in result.stderr.rstrip().splitlines()[-10:]]
    return lines


def summary(report: RunReport) -> str:
    if report.verdict is Verdict.CE:
        return "verdict: CE (compilation error)\n" + "\n".join(
            INDENT + line for line in report.compile_message.splitlines())
    first = report.first_failure
    where = f" (first failure: {first.name})" if first else ""
    seed = f", seed {report.seed}" if report.seed is not None else ""
    return (f"verdict: {report.verdict.name}{where}   score: {report.score:g}/"
            f"{report.max_score:g}   tests: {len(report.tests)}{seed}")


def text(report: RunReport, interactive: bool = True) -> str:
    lines = []
    for result in report.tests:
        lines.append(test_line(result, interactive))
        lines += failure_details(result)
    lines.append(summary(report))
    return "\n".join(lines)


def as_json(data) -> str:
    import json  # only for --json: not on every start
    return json.dumps(data, indent=2, ensure_ascii=False)
