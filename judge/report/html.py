"""The HTML report and the feedback pages, rendered from Jinja2 templates
(judge/report/templates/, autoescaped: whatever a program wrote is text on the page, never
markup). One self-contained file each: CSS, the script and the pictures inline, nothing
fetched. Python prepares the views (what goes in which table); the templates hold the markup."""

from __future__ import annotations

import base64
import functools
import hashlib
import re
from dataclasses import dataclass
from pathlib import PurePath

from judge.report import pictures
from judge.report.load import Graded
from judge.verdict import Verdict

# Controls but newline and tab, shown as \xNN, as on a terminal (judge.commands.render).
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


@dataclass(frozen=True)
class Entry:
    """A graded submission as the page shows it."""

    id: str  # its element's id
    author: str  # what tells it apart from the problem's other submissions
    graded: Graded
    cells: tuple  # per test of the problem: its TestRecord, or None (not run)


@dataclass(frozen=True)
class ProblemView:
    name: str
    tests: tuple[str, ...]
    entries: tuple[Entry, ...]
    histogram: pictures.Histogram
    cpu: pictures.CpuChart


@dataclass(frozen=True)
class Overview:
    """Authors x problems, when there are several problems."""

    problems: tuple[str, ...]
    rows: tuple[tuple[str, tuple], ...]  # (author, an Entry or None per problem)


def visible(text: str) -> str:
    return _CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}", str(text))


@functools.cache
def _environment():
    import jinja2  # only for reports: not on every command's start-up
    import markupsafe
    env = jinja2.Environment(loader=jinja2.PackageLoader("judge.report", "templates"),
                             autoescape=True, undefined=jinja2.StrictUndefined,
                             trim_blocks=True, lstrip_blocks=True)
    env.filters["visible"] = visible
    # The page's one script, allowed by its hash: a script anywhere else on the page (had
    # escaping failed) would not run.
    script = env.loader.get_source(env, "script.js")[0]
    env.globals["script"] = markupsafe.Markup(script)
    digest = base64.b64encode(hashlib.sha256(script.encode()).digest()).decode()
    env.globals["script_hash"] = f"sha256-{digest}"
    return env


def authors(paths: list[str]) -> list[str]:
    """What tells each path apart from the others: the first component where they differ,
    without its extension (class/ana.c, class/bob.py: ana, bob; class/ana/nim.c: ana)."""
    parts = [PurePath(p).parts for p in paths]
    if len(parts) < 2:
        return [PurePath(p).stem or p for p in paths]
    i = 0
    while all(len(p) > i + 1 for p in parts) and len({p[i] for p in parts}) == 1:
        i += 1
    return [PurePath(p[min(i, len(p) - 1)]).stem if p else "?" for p in parts]


def views(graded: list[Graded]) -> tuple[list[ProblemView], Overview | None]:
    by_problem: dict[str, list[Graded]] = {}
    for g in graded:
        by_problem.setdefault(g.problem, []).append(g)
    problems = []
    for p, (name, items) in enumerate(sorted(by_problem.items())):
        tests: list[str] = []
        for g in items:
            tests += [t.name for t in g.tests if t.name not in tests]
        names = authors([g.submission for g in items])
        entries = tuple(Entry(f"s{p}-{i}", names[i], g, _cells(g, tests))
                        for i, g in enumerate(items))
        problems.append(ProblemView(name, tuple(tests), entries, pictures.histogram(items),
                                    pictures.cpu_chart(items, tests)))
    return problems, _overview(problems) if len(problems) > 1 else None


def _cells(g: Graded, tests: list[str]) -> tuple:
    by_name = {t.name: t for t in g.tests}
    return tuple(by_name.get(name) for name in tests)


def _overview(problems: list[ProblemView]) -> Overview:
    table: dict[str, dict[str, Entry]] = {}
    for view in problems:
        for e in view.entries:
            table.setdefault(e.author, {})[view.name] = e
    names = tuple(v.name for v in problems)
    return Overview(names, tuple((a, tuple(table[a].get(n) for n in names))
                                 for a in sorted(table)))


def report_page(graded: list[Graded], title: str, hide_secret: bool = False) -> str:
    """The page of every graded submission; hide_secret: as on the feedback pages."""
    problems, overview = views(graded)
    return _environment().get_template("report.html.j2").render(
        title=title, problems=problems, overview=overview, count=len(graded),
        verdicts=[v.name for v in Verdict if any(g.verdict is v for g in graded)],
        hide_secret=hide_secret)


def feedback_pages(graded: list[Graded], hide_secret: bool) -> list[tuple[str, str]]:
    """(file name, page) per submission: its results only; hide_secret: without the secret
    tests' inputs, transcripts and stderr (the samples' stay)."""
    template = _environment().get_template("feedback.html.j2")
    pages, used = [], set()
    problems, _ = views(graded)
    for problem in problems:
        for entry in problem.entries:
            name = _file_name(f"{problem.name}-{entry.author}", used)
            pages.append((name, template.render(
                title=f"{problem.name}: {entry.graded.submission}", entry=entry,
                problem=problem, hide_secret=hide_secret)))
    return pages


def _file_name(stem: str, used: set[str]) -> str:
    """A file name of letters, digits, '.', '_' and '-', not used yet."""
    base = re.sub(r"[^A-Za-z0-9._-]+", "_", stem).strip("._") or "submission"
    name, n = f"{base}.html", 1
    while name in used:
        n += 1
        name = f"{base}-{n}.html"
    used.add(name)
    return name
