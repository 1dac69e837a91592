"""The verdict precedence of every kind of test, in the one place that decides it
(judge.judging.decide): each kind says how its interaction ended, the kernel how the program did."""

import signal

import pytest

from judge.faults import Fault, Violation
from judge.judging.decide import Interaction, JudgeFault
from judge.judging.decide import decide as decide_interaction
from judge.judging.interactive import interaction_of
from judge.launch.process import Limits, ProcessOutcome
from judge.verdict import Verdict

LIMITS = Limits(cpu_s=1.0, memory_mib=64)


def outcome(exit_code=0, sig=None, cpu=0.1, rss_kib=1000, killed=False):
    return ProcessOutcome(exit_code=exit_code, signal=sig, cpu_s=cpu, wall_s=cpu,
                          peak_rss_kib=rss_kib, killed_by_judge=killed)


KILLED = dict(exit_code=None, sig=signal.SIGKILL, killed=True)


def decide(end, out, limits, stderr):
    """An interactive test's verdict: its ending, as interactive.py reports it, decided."""
    return decide_interaction(interaction_of(end, out), out, limits, stderr)


@pytest.mark.parametrize("end,out,expected", [
    (None, outcome(), Verdict.AC),
    (JudgeFault("boom"), outcome(exit_code=None, sig=signal.SIGSEGV), Verdict.JE),
    (Violation(Fault.WRONG, "bad move"), outcome(cpu=5.0, **KILLED), Verdict.WA),
    (Violation(Fault.MALFORMED, "not a number"), outcome(**KILLED), Verdict.PE),
    (Violation(Fault.OUTPUT_LIMIT, "too much"), outcome(**KILLED), Verdict.OLE),
    (Violation(Fault.SILENT, "idle"), outcome(cpu=1.5, **KILLED), Verdict.TLE),
    (Violation(Fault.SILENT, "idle"), outcome(cpu=0.01, **KILLED), Verdict.ILE),
    (Violation(Fault.EOF, "closed"), outcome(exit_code=None, sig=signal.SIGXCPU, cpu=1.9),
     Verdict.TLE),
    (Violation(Fault.EOF, "closed"), outcome(exit_code=None, sig=signal.SIGSEGV), Verdict.RTE),
    (Violation(Fault.EOF, "closed"), outcome(exit_code=1), Verdict.RTE),
    (Violation(Fault.EOF, "closed"), outcome(exit_code=0), Verdict.WA),
    (Violation(Fault.EOF, "closed"), outcome(exit_code=None, sig=signal.SIGXFSZ), Verdict.OLE),
    (Violation(Fault.EOF, "closed"), outcome(exit_code=None, sig=signal.SIGSEGV,
                                             rss_kib=60 * 1024), Verdict.MLE),
    (None, outcome(cpu=1.01), Verdict.TLE),
    (None, outcome(exit_code=2), Verdict.RTE),
])
def test_precedence(end, out, expected):
    """Each combination of how the protocol ended and how the process ended."""
    verdict, message = decide(end, out, LIMITS, stderr="")
    assert verdict is expected
    assert expected is Verdict.AC or message


def test_memory_error_on_stderr_is_mle():
    """A program that reports a failed allocation on stderr gets MLE, not RTE."""
    verdict, _ = decide(Violation(Fault.EOF, "closed"), outcome(exit_code=1), LIMITS,
                        stderr="Traceback ...\nMemoryError\n")
    assert verdict is Verdict.MLE


def test_signal_named_in_rte_message():
    """An RTE message names the signal."""
    _, message = decide(Violation(Fault.EOF, "closed"), outcome(exit_code=None, sig=signal.SIGABRT),
                        LIMITS, stderr="")
    assert "SIGABRT" in message


def test_severity_order():
    """Verdicts compare by severity, AC lowest and JE highest."""
    assert max(Verdict) is Verdict.JE and min(Verdict) is Verdict.AC
    assert Verdict.WA > Verdict.PE and Verdict.TLE > Verdict.ILE


def test_the_checker_is_asked_only_when_the_program_ended_well():
    """A batch test's checker (the interaction's later verdict) is not run for a program that
    crashed or ran out of time: its fate comes first."""
    asked = []

    def checker():
        asked.append(1)
        return Violation(Fault.WRONG, "wrong")
    later = Interaction(later=checker)
    assert decide_interaction(later, outcome(exit_code=None, sig=signal.SIGSEGV), LIMITS,
                              "")[0] is Verdict.RTE
    assert decide_interaction(later, outcome(cpu=5.0), LIMITS, "")[0] is Verdict.TLE
    assert asked == []
    assert decide_interaction(later, outcome(), LIMITS, "") == (Verdict.WA, "wrong")


@pytest.mark.parametrize("interaction,out,expected", [
    (Interaction(judge_fault="interactor crashed"), outcome(exit_code=1), Verdict.JE),
    (Interaction(violation=Violation(Fault.WRONG, "rejected first")), outcome(cpu=5.0),
     Verdict.WA),
    (Interaction(violation=Violation(Fault.OUTPUT_LIMIT, "flood")), outcome(**KILLED),
     Verdict.OLE),
    (Interaction(idle="waited"), outcome(**KILLED), Verdict.ILE),
    (Interaction(idle="waited"), outcome(cpu=2.0, **KILLED), Verdict.TLE),
    (Interaction(later=lambda: JudgeFault("no end")), outcome(), Verdict.JE),
    (Interaction(later=lambda: Violation(Fault.MALFORMED, "bad")), outcome(), Verdict.PE),
    (Interaction(later=lambda: "fine"), outcome(), Verdict.AC),
])
def test_precedence_of_every_kind(interaction, out, expected):
    """The table holds for relayed and batch tests too: JE of the judge's side, then a
    standing violation, then the program's fate, then ILE, then the later verdict."""
    assert decide_interaction(interaction, out, LIMITS, "")[0] is expected
