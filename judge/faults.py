"""Whose fault: the contestant's (a Violation of the protocol, with its Fault) or the judge's
(an EnvironmentFailure). The bottom layer: it imports nothing of the judge's, and everything
that reads a program's output or judges it raises these.

A Violation is what a program did wrong on the protocol: raised by the channel and the
interactors, it becomes a verdict in one place (judge.judging.decide): PE for MALFORMED, WA for
WRONG, OLE for OUTPUT_LIMIT; EOF and SILENT are weighed against the program's own end.

A fault of the judge's environment (a launcher or spawner that fails, a fork refused for want
of resources, a compiler that could not even start for that reason) is raised as
`EnvironmentFailure`, and the runner makes it the submission's JE, with its message: never
the contestant's CE or RTE, and never a traceback.
"""

import enum


class Fault(enum.Enum):
    MALFORMED = "malformed"  # a line not of the form expected there: Presentation Error
    WRONG = "wrong"  # a well-formed line that breaks the rules: Wrong Answer
    EOF = "eof"  # the program closed its output (or its input) before the protocol ended
    SILENT = "silent"  # no line within the idle limit, or the program stopped reading
    OUTPUT_LIMIT = "output limit"  # the program wrote more than it may


class Violation(Exception):
    def __init__(self, fault: Fault, message: str):
        super().__init__(message)
        self.fault = fault
        self.message = message


class EnvironmentFailure(RuntimeError):
    """The judge's environment failed while judging: JE, with this message."""
