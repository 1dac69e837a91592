"""The verdict precedence of every kind of test, in the one place that decides it
(judge.judging.decide): each kind says how its interaction ended, the kernel how the program did."""

import signal
from types import SimpleNamespace

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


WALL = Limits(cpu_s=1.0, wall_s=3.0)


def stopped(cpu, waited):
    """A program the judge stopped after 3 s, with this CPU time and wait for a CPU."""
    return ProcessOutcome(exit_code=None, signal=signal.SIGKILL, cpu_s=cpu, wall_s=3.02,
                          peak_rss_kib=1000, killed_by_judge=True, cpu_wait_s=waited)


@pytest.mark.parametrize("at_wall,cpu,waited,expected", [
    (True, 0.6, 2.3, Verdict.TLE),  # starved: it wanted the CPU all along
    (True, 0.6, 1.85, Verdict.TLE),  # just over COMPUTING_SHARE (0.8) of the wall limit
    (True, 0.6, 1.75, Verdict.ILE),  # just under it
    (True, 0.02, 0.1, Verdict.ILE),  # blocked on a read: next to no wait
    (True, 0.6, None, Verdict.ILE),  # the wait not measured: its CPU time alone decides
    (True, 2.5, None, Verdict.ILE),  # over the CPU limit: step 3 comes first
    (False, 0.6, 2.3, Verdict.ILE),  # the idle limit, not the wall's: unchanged
])
def test_the_wall_limit_tells_starved_from_waiting(at_wall, cpu, waited, expected):
    """At the wall limit (step 4), CPU time plus the wait for a CPU covering 80% of the limit
    is TLE; less is ILE, as is anything at the idle limit."""
    if cpu > WALL.cpu_s:
        expected = Verdict.TLE
    interaction = Interaction(idle="waited", at_wall=at_wall)
    verdict, message = decide_interaction(interaction, stopped(cpu, waited), WALL, "")
    assert verdict is expected
    if expected is Verdict.ILE:
        assert message == "waited"


def test_the_starved_programs_message_says_why():
    """TLE at the wall limit says what it used and waited, and what a quiet machine gives."""
    verdict, message = decide_interaction(Interaction(idle="waited", at_wall=True),
                                          stopped(0.61, 2.3), WALL, "")
    assert verdict is Verdict.TLE
    assert message == ("over the wall-time limit of 3 s while computing: 0.61 s of CPU, "
                       "2.30 s waiting for a CPU held by other work on the machine; on a quiet "
                       "machine it would have used its CPU limit of 1 s")


def test_cpu_time_alone_can_show_computing():
    """Where the wait is not measured, CPU time over 80% of the wall limit still is TLE (a
    wall limit close to the CPU limit), and the message says the wait is unknown."""
    limits = Limits(cpu_s=3.0, wall_s=3.0)
    verdict, message = decide_interaction(Interaction(idle="waited", at_wall=True),
                                          stopped(2.5, None), limits, "")
    assert verdict is Verdict.TLE
    assert "not measured" in message


@pytest.mark.parametrize("kind", ["relay", "batch", "interactive"])
def test_every_kind_marks_its_wall_limit(kind, tmp_path):
    """Each kind of test tells decide when the judge stopped the program at the wall limit,
    so that a starved program is TLE whichever kind it is."""
    out = stopped(0.6, 2.3)
    if kind == "relay":
        from judge.judging import relay
        ending = relay.Ending(interactor_first=False, timed_out=True, overflow=False)
        checker = ProcessOutcome(exit_code=None, signal=signal.SIGKILL, cpu_s=0.0, wall_s=3.0,
                                 peak_rss_kib=0, killed_by_judge=True)
        interaction = relay.interaction_of(ending, checker, WALL, None, "", "", out)
    elif kind == "batch":
        from judge.judging.batch import BatchTest
        interaction = BatchTest.conclude(SimpleNamespace(limits=WALL), True, out)
    else:
        interaction = interaction_of(Violation(Fault.SILENT, "wall-time limit reached"), out,
                                     at_wall=True)
    assert decide_interaction(interaction, out, WALL, "")[0] is Verdict.TLE
