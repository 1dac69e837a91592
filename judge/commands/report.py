"""`judge report`: the results `judge grade` recorded (its store, or its --json file) as one
HTML page, or as a page per submission for its author (--feedback DIR); and the JUnit files of
`judge grade --junit` and `judge verify --junit`."""

from __future__ import annotations

import sys
from pathlib import Path

from judge.judging.rows import write_text


def report_command(args) -> int:
    from judge.report.load import ReportError, load
    if not args.store.exists():
        print(f"judge: no results at {args.store} (`judge grade --store FILE` writes them)",
              file=sys.stderr)
        return 2
    try:
        graded = load(args.store)
    except ReportError as err:
        print(f"judge: {err}", file=sys.stderr)
        return 2
    import importlib.util
    if importlib.util.find_spec("jinja2") is None:  # the report's one dependency
        print("judge: judge report needs Jinja2: pip install 'judge[report]' (or jinja2)",
              file=sys.stderr)
        return 2
    if args.feedback is not None:
        code = _feedback(graded, args.feedback, args.hide_secret)
        if code or args.output is None:
            return code
    from judge.report.html import report_page
    out = args.output or Path("report.html")
    title = args.title or f"Results: {args.store.name}"
    try:
        write_text(out, report_page(graded, title, args.hide_secret))
    except OSError as err:
        print(f"judge: cannot write {out}: {err.strerror}", file=sys.stderr)
        return 2
    print(f"{out}: {len(graded)} submissions")
    return 0


def _feedback(graded, folder: Path, hide_secret: bool) -> int:
    from judge.report.html import feedback_pages
    try:
        folder.mkdir(parents=True, exist_ok=True)
        pages = feedback_pages(graded, hide_secret)
        for name, page in pages:
            write_text(folder / name, page)
    except OSError as err:
        print(f"judge: cannot write the feedback pages in {folder}: {err.strerror}",
              file=sys.stderr)
        return 2
    print(f"{folder}: {len(pages)} feedback pages"
          + (" (secret tests without inputs and transcripts)" if hide_secret else ""))
    return 0


def grade_junit(stored: list[dict | None], path: Path) -> None:
    """`judge grade --junit FILE`: the graded submissions (the store's rows) as JUnit."""
    from judge.report import junit
    from judge.report.load import from_rows
    junit.write(junit.grade_suites(from_rows([r for r in stored if r is not None])), path)


def verify_junit(problem, checks, invalid_data: list[str], path: Path, skips=()) -> None:
    from judge.report import junit
    junit.write(junit.verify_suites(problem.short_name, checks, invalid_data, skips), path)
