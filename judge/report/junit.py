"""JUnit XML, as CI systems read it: a <testsuite> per problem, a <testcase> per submission
(`judge grade`) or solution (`judge verify`). A testcase that did not get the verdict it should
have has a <failure> (a JE: an <error>, the judge's fault) whose text says what was expected,
what it got, and why (the first failing test's message, its last exchanges; or the
compiler's message)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from judge.report.load import Graded, TestRecord
from judge.verdict import Verdict

# What XML 1.0 cannot hold (a program may write it): shown as \xNN.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")


def _text(text: str) -> str:
    return _NOT_XML.sub(lambda m: f"\\x{ord(m.group()):02x}", text)


def grade_suites(graded: list[Graded]) -> ET.Element:
    """A testsuite per problem; each submission is expected to be accepted."""
    suites = ET.Element("testsuites", name="judge grade")
    by_problem: dict[str, list[Graded]] = {}
    for g in graded:
        by_problem.setdefault(g.problem, []).append(g)
    for problem, items in by_problem.items():
        suite = _suite(suites, problem)
        for g in items:
            _case(suite, problem, g.submission, g, frozenset({Verdict.AC}), g.verdict)
        _count(suite)
    _count(suites)
    return suites


def verify_suites(problem: str, checks, invalid_data: list[str], skips=()) -> ET.Element:
    """One testsuite: a testcase per solution (judge.judging.verify.Check), expected its
    folder's verdicts; a <skipped> one per submission not judged (judge.judging.expectations.
    Skipped: its toolchain missing, its folder unknown), saying why; and one for the test
    data, if the validators reject some."""
    suites = ET.Element("testsuites", name="judge verify")
    suite = _suite(suites, problem)
    for c in checks:
        _case(suite, problem, f"{c.folder}/{c.program.name}", _graded(c.report), c.expected,
              c.at_limit, failed=not c.ok)
    for skip in skips:
        case = ET.SubElement(suite, "testcase", name=_text(f"{skip.folder}/{skip.program.name}"),
                             classname=_text(problem), time="0")
        ET.SubElement(case, "skipped", message=_text(skip.reason))
    if invalid_data:
        case = ET.SubElement(suite, "testcase", name="test data", classname=problem, time="0")
        failure = ET.SubElement(case, "failure", type="invalid data",
                                message=_text(f"{len(invalid_data)} tests rejected by the "
                                              "validators"))
        failure.text = _text("\n".join(invalid_data))
    _count(suite)
    _count(suites)
    return suites


def write(root: ET.Element, path: Path) -> None:
    """The file, whole or not at all."""
    from judge.judging.rows import write_text
    ET.indent(root)
    write_text(path, ET.tostring(root, encoding="unicode", xml_declaration=True) + "\n")


def _suite(parent: ET.Element, problem: str) -> ET.Element:
    return ET.SubElement(parent, "testsuite", name=_text(problem))


def _graded(report) -> Graded:
    """A verify run (judge.judging.results.RunReport) as the report reads a graded one."""
    from judge.judging.rows import Row
    row = Row.of(report)
    return Graded(report.problem, report.submission, report.language, report.verdict,
                  report.score, report.max_score, row.time_s, row.first_failure, row.reason,
                  tuple(TestRecord.of(t.to_json()) for t in report.tests),
                  compile_message=report.compile_message, judge_error=report.judge_error)


def _case(suite: ET.Element, problem: str, name: str, g: Graded, expected: frozenset[Verdict],
          got: Verdict, failed: bool | None = None) -> None:
    """A testcase (its time: the tests' wall time), failing if it did not get its verdict."""
    case = ET.SubElement(suite, "testcase", name=_text(name), classname=_text(problem),
                         time=f"{sum(t.wall_s for t in g.tests):.3f}")
    if not (got not in expected if failed is None else failed):
        return
    wanted = "/".join(sorted(v.name for v in expected))
    summary = f"expected {wanted}, got {got.name}"
    where = f"{g.first_failure}: {g.reason}" if g.first_failure else g.reason
    element = ET.SubElement(case, "error" if got is Verdict.JE else "failure", type=got.name,
                            message=_text(f"{summary}: {where}" if where else summary))
    element.text = _text(f"{summary}\n{_why(g)}".rstrip())


def _why(g: Graded) -> str:
    """The reason, for a person reading CI's log: where it failed, the message, the last
    exchanges and stderr's tail; or the compiler's message; or the judge's failure."""
    if g.compile_message:
        return "the compiler's message:\n" + g.compile_message.rstrip()
    if g.judge_error:
        return "the judge failed: " + g.judge_error
    first = g.failing[0] if g.failing else None
    if first is None:
        return g.reason and f"{g.first_failure}: {g.reason}".lstrip(": ")
    lines = [f"{first.name}: {first.message}".rstrip(), f"program: {first.exit}, CPU "
             f"{first.time_s:.3f} s, wall {first.wall_s:.3f} s"]
    if first.last_exchanges:
        lines += ["last exchanges (< judge to program, > program to judge):",
                  *first.last_exchanges]
    if first.stderr.strip():
        lines += ["stderr (tail):", first.stderr.rstrip()]
    return "\n".join(lines)


def _count(element: ET.Element) -> None:
    """A suite's (or all suites') counts, as JUnit readers want them in the attributes."""
    cases = element.iter("testcase")
    tests = failures = errors = skipped = 0
    seconds = 0.0
    for case in cases:
        tests += 1
        failures += case.find("failure") is not None
        errors += case.find("error") is not None
        skipped += case.find("skipped") is not None
        seconds += float(case.get("time", "0"))
    element.set("tests", str(tests))
    element.set("failures", str(failures))
    element.set("errors", str(errors))
    element.set("skipped", str(skipped))
    element.set("time", f"{seconds:.3f}")
