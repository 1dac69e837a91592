"""A package's answer files through its output validator, as verifyproblem's data part checks
them (its checks/testdata.py, _check_answers).

Who talks to whom: the judge runs the output validator (judge.judging.validators, or the
format's default validator) on each test's input and answer, with the answer file as the
submission's output. Nothing of the contestant's runs. Interactive and multi-pass problems
are left out, as verifyproblem leaves them (their answer file is no output).

Who decides: the findings are made here, with verifyproblem's levels: a sample's answer that
is not accepted, and a judge error on any answer, are errors; secret answers of which some
are accepted and some not are a warning (answers in another format than the output are
fine when none is accepted: verifyproblem only says so, and we say nothing).
"""

from __future__ import annotations

from judge.faults import Violation
from judge.judging.judges import judges
from judge.judging.validators import ValidatorFault
from judge.package.lint import Finding
from judge.package.model import Problem


def check_answers(problem: Problem) -> list[Finding]:
    if problem.ours or problem.interactive or problem.passes > 1:
        return []
    checker = judges(problem).checker
    found: list[Finding] = []
    rejected, accepted = [], 0
    for test in problem.tests:
        verdict, why = _judged(checker, test)
        sample = test.name.startswith("sample/")
        if verdict == "JE" or (sample and verdict != "AC"):
            found.append(Finding(True, f"the answer file of {test.name} as output: {verdict}"
                                       + (f" ({why})" if why else "")))
        elif not sample and verdict == "AC":
            accepted += 1
        elif not sample:
            rejected.append(test.name)
    if rejected and accepted:
        found.append(Finding(False, f"the output validator rejects the answer file as output "
                                    f"on {len(rejected)}/{len(rejected) + accepted} secret "
                                    f"tests (e.g. {rejected[0]}), and accepts the others"))
    return found


def _judged(checker, test) -> tuple[str, str]:
    try:
        checker.check(test.input_path, test.answer_path, test.answer_path,
                      test.group.validator_flags)
    except Violation as violation:
        return "WA", violation.message.splitlines()[0] if violation.message else ""
    except ValidatorFault as fault:
        return "JE", str(fault).splitlines()[0]
    except Exception as err:  # the format's default validator (ours) failed
        return "JE", repr(err)
    return "AC", ""
