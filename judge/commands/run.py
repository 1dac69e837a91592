"""`judge run`: one submission on one problem; exit status 0 iff it is accepted."""

from __future__ import annotations

import sys

from judge.commands import render
from judge.commands.common import computed_time_limit
from judge.judging.results import as_json
from judge.judging.runner import Options, judge_submission
from judge.verdict import Verdict


def run(problem, args, options: Options) -> int:
    def progress(result):
        print(render.test_line(result, problem.interactive))
        for line in render.failure_details(result):
            print(line)
        sys.stdout.flush()

    if not problem.time_policy.given:
        problem = computed_time_limit(problem, options, quiet=args.json)
    if not args.json:
        print(f"{problem.name}: {render.visible(str(args.submission))}   "
              f"(isolation: {options.isolation})")
        print(render.test_header(problem.interactive))
    result = judge_submission(problem, args.submission, options,
                              None if args.json else progress)
    if args.json:
        print(as_json(result.to_json()))
    else:
        print(render.summary(result))
    return 0 if result.verdict is Verdict.AC else 1


