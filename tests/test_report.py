"""The human report: text a program controls never reaches the terminal raw."""

from judge.commands import render as report
from judge.judging.rows import Row
from judge.judging.results import RunReport
from judge.judging.results import TestResult as Result
from judge.verdict import Verdict

FAKE = "\x1b[2J\x1b[Hverdict: AC"  # clear the screen, go home, claim a verdict
SHOWN = r"\x1b[2J\x1b[Hverdict: AC"


def _result(**fields) -> Result:
    base = dict(name="secret/1", verdict=Verdict.WA, message="", time_s=0.0, wall_s=0.0,
                memory_kib=1024, rounds=1, exit="exit status 0", stderr="")
    return Result(**{**base, **fields})


def _raw(lines) -> bool:
    """Whether any line holds a control character other than tab."""
    return any(ord(c) < 0x20 and c != "\t" or 0x7f <= ord(c) <= 0x9f
               for line in lines for c in line)


def test_failure_details_escape_program_text():
    """The message, the last exchanges and the stderr tail show ESC, DEL, C1 and lone CRs
    escaped, line by line as the program wrote them."""
    result = _result(message=f"got {FAKE}\nsecond line", last_exchanges=("<1 2", ">" + FAKE),
                     stderr=f"{FAKE}\nbell\x07 del\x7f csi\x9b cr\r ff\x0c end\r\n")
    lines = report.failure_details(result)
    assert not _raw(lines)
    assert f"    got {SHOWN}" in lines and "    second line" in lines
    assert f"      >{SHOWN}" in lines
    assert f"      {SHOWN}" in lines
    assert r"      bell\x07 del\x7f csi\x9b cr\x0d ff\x0c end" in lines


def test_grade_line_and_summary_escape_program_text():
    """A grade row's submission name and reason, and a CE summary's compiler message, are
    shown escaped."""
    row = Row(f"class/{FAKE}.py", "Python 3", Verdict.WA, 0, 10, 0.1, "secret/1", FAKE)
    line = report.grade_line(row, 20)
    assert not _raw([line]) and line.count(SHOWN) == 2
    ce = RunReport("p", "s.c", "C", Verdict.CE, 0, 10, compile_message=f"s.c:1: {FAKE}\n")
    text = report.summary(ce)
    assert not _raw(text.split("\n")) and text.endswith(f"    s.c:1: {SHOWN}")
