"""Rendering results for a person (text) or a program (JSON). No judging happens here.

Text a program controls (its output, its stderr, messages that quote them, compiler messages,
file names) is shown with its control characters escaped (`visible`): a program must not be
able to clear the screen and print a verdict of its own. JSON escapes them itself."""

from __future__ import annotations

import re

from judge.judging.channel import escaped
from judge.judging.results import RunReport, TestResult
from judge.verdict import Verdict

INDENT = "    "
# What a terminal may act on: the C0 controls but tab (ESC starts every escape sequence),
# DEL, and the C1 controls (0x9b is a CSI on its own).
_CONTROL = re.compile("[\x00-\x08\x0a-\x1f\x7f-\x9f]")


def visible(text: str) -> str:
    """Text for a terminal: every control character but tab shown as \\xNN."""
    return _CONTROL.sub(lambda m: escaped(m.group()), text)


def visible_lines(text: str) -> list[str]:
    """The lines of a text, each visible: split at newlines only (str.splitlines would obey a
    lone CR, a form feed or a \\x1c, which are shown instead); a CR ending a line is dropped."""
    if not text:
        return []
    return [visible(line) for line in
            text.replace("\r\n", "\n").removesuffix("\n").split("\n")]


def test_header(interactive: bool = True) -> str:
    rounds = "   rounds" if interactive else ""
    return (f"  {'test':<34} {'':<4} {'CPU':>8} {'wall':>8} {'memory':>10}{rounds}  "
            f"exit")


def test_line(result: TestResult, interactive: bool = True) -> str:
    memory = f"{'<=' if not result.memory_measured else ''}{result.memory_kib / 1024:.1f} MiB"
    rounds = f" {result.rounds:8d}" if interactive else ""
    return (f"  {visible(result.name):<34} {result.verdict.name:<4} {result.time_s:6.2f} s "
            f"{result.wall_s:6.2f} s {memory:>10}{rounds}  {result.exit}")


def grade_header(width: int) -> str:
    return f"{'submission':<{width}}  verdict  score      time  first failure"


def grade_line(row, width: int, stored: bool = False) -> str:
    """A row of `judge grade`'s table; stored: found in the results store, not judged now."""
    failure = visible(f"{row.first_failure}: {row.reason}" if row.first_failure else row.reason)
    failure = ("(stored) " if stored else "") + failure
    return (f"{visible(row.submission):<{width}}  {row.verdict.name:<7}  "
            f"{row.score:>5g}/{row.max_score:<4g}{row.time_s:6.2f} s  {failure[:100]}")


def progress_bar(done: int, total: int, width: int = 30) -> str:
    filled = width * done // max(total, 1)
    return f"[{'#' * filled}{'.' * (width - filled)}] {done}/{total}"


def failure_details(result: TestResult) -> list[str]:
    if result.verdict is Verdict.AC:
        return []
    lines = [INDENT + line for line in visible_lines(result.message)]
    memory = f"{'' if result.memory_measured else '<= '}{result.memory_kib // 1024} MiB"
    lines.append(f"{INDENT}program: {result.exit}, CPU {result.time_s:.2f} s, "
                 f"wall {result.wall_s:.2f} s, peak memory {memory}")
    if result.last_exchanges:
        lines.append(f"{INDENT}last exchanges (< judge to program, > program to judge):")
        lines += [f"{INDENT}  {visible(line)}" for line in result.last_exchanges]
    if result.stderr.strip():
        lines.append(f"{INDENT}stderr (tail):")
        lines += [f"{INDENT}  {line}" for line in visible_lines(result.stderr.rstrip())[-10:]]
    return lines


def summary(report: RunReport) -> str:
    if report.verdict is Verdict.CE:
        return "verdict: CE (compilation error)\n" + "\n".join(
            INDENT + line for line in visible_lines(report.compile_message))
    if report.judge_error:
        return "verdict: JE (the judge failed, not the submission)\n" + "\n".join(
            INDENT + line for line in visible_lines(report.judge_error))
    first = report.first_failure
    where = f" (first failure: {first.name})" if first else ""
    seed = f", seed {report.seed}" if report.seed is not None else ""
    return (f"verdict: {report.verdict.name}{where}   score: {report.score:g}/"
            f"{report.max_score:g}   tests: {len(report.tests)}{seed}")
