"""The report (judge/report/): results read back from the store and from JSON, the HTML page
and the feedback pages (escaped, self-contained, secret tests hidden on request), and JUnit."""

from __future__ import annotations

import base64
import hashlib
import json
import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path

import pytest

from judge.cli import main
from judge.judging.results import RunReport
from judge.judging.results import TestResult as Result
from judge.judging.rows import Row, recorded, write_json
from judge.judging.store import Key, Store
from judge.judging.verify import Check
from judge.launch.outcome import Limits
from judge.package.problem import load as load_problem
from judge.judging.expectations import Skipped
from judge.report import html, junit, pictures
from judge.report.load import ReportError, load
from judge.verdict import Verdict

ROOT = Path(__file__).resolve().parent.parent
NIM = ROOT / "problems" / "nim"
EVIL = '</pre><script>window.injected = 1</script><img src=x onerror="alert(1)">'


def _test(name, verdict=Verdict.AC, **fields) -> Result:
    base = dict(message="", time_s=0.01, wall_s=0.02, memory_kib=2048, rounds=3,
                exit="exit status 0", stderr="")
    return Result(name, verdict, **{**base, **fields})


def _report(submission, verdict, tests=(), **fields) -> RunReport:
    score = 10.0 * sum(t.verdict is Verdict.AC for t in tests if t.name.startswith("secret"))
    return RunReport("nim", submission, "C", verdict, score, 20.0, tuple(tests), **fields)


def _reports() -> list[RunReport]:
    wa = _test("secret/1_single/01", Verdict.WA, message=f"expected DA, got {EVIL}\x1b[2J",
               last_exchanges=("<1 2", ">" + EVIL), stderr=f"oops {EVIL}\n")
    return [
        _report("class/ana.c", Verdict.AC, [_test("sample/1"), _test("secret/1_single/01"),
                                            _test("secret/1_single/02")]),
        _report("class/bob.c", Verdict.WA, [_test("sample/1", Verdict.WA, message="sample no",
                                                  last_exchanges=("<sample in", ">bad")),
                                            wa, _test("secret/1_single/02")]),
        _report("class/cid.c", Verdict.CE, compile_message=f"cid.c:1: error {EVIL}\x1b[2J\x00"),
    ]


@pytest.fixture
def store(tmp_path) -> Path:
    """A results store holding what grade records of three submissions (AC, WA, CE) to NIM,
    and a JE row."""
    problem = load_problem(NIM)
    path = tmp_path / "results.sqlite"
    with Store(path) as db:
        for i, report in enumerate(_reports()):
            db.put(Key("p", str(i), "{}"), Row.of(report).to_json(), "nim", str(NIM), 1.0 + i,
                   2.0 + i, recorded(problem, report, Limits().with_cpu(1.5)))
        je = Row("class/dan.c", "?", Verdict.JE, 0, 0, 0, "", "the judge failed: boom")
        db.put(Key("p", "je", "{}"), je.to_json(), "nim", str(NIM), 5.0, 6.0, None)
    return path


class _Scripts(HTMLParser):
    """The page's elements that could run something: <script> tags and on* attributes."""

    def __init__(self):
        super().__init__()
        self.scripts, self.handlers, self.images = 0, [], 0

    def handle_starttag(self, tag, attrs):
        self.scripts += tag == "script"
        self.images += tag == "img"
        self.handlers += [name for name, _ in attrs if name.startswith("on")]


def test_grade_records_samples_inputs_and_the_limit():
    """What grade stores for the report: the CPU limit, and of each test whether it is a
    sample and its input's head."""
    data = recorded(load_problem(NIM), _reports()[1], Limits().with_cpu(1.5))
    assert data["cpu_limit_s"] == 1.5
    assert [t["sample"] for t in data["tests"]] == [True, False, False]
    assert data["tests"][0]["input"] == (NIM / "data" / "sample" / "1.in").read_text()[:2000]


def test_store_and_json_give_the_same_submissions(store, tmp_path):
    """The report reads the store and grade's --json alike: rows, tests, limits, samples."""
    from_store = load(store)
    with Store(store) as db:
        stored = db.rows()
    path = tmp_path / "r.json"
    write_json([Row.stored(r, r["submission"]) for r in stored], path, stored)
    assert load(path) == from_store
    assert [(g.submission, g.verdict.name) for g in from_store] == [
        ("class/ana.c", "AC"), ("class/bob.c", "WA"), ("class/cid.c", "CE"), ("class/dan.c", "JE")]
    bob = from_store[1]
    assert bob.cpu_limit_s == 1.5 and [t.sample for t in bob.tests] == [True, False, False]
    assert bob.tests[1].last_exchanges == ("<1 2", ">" + EVIL)


def test_the_latest_grading_of_a_submission_is_shown(store):
    """A submission graded twice (say, with other options) is shown once: its latest row."""
    again = _report("class/ana.c", Verdict.WA, [_test("sample/1", Verdict.WA)])
    with Store(store) as db:
        db.put(Key("p", "again", "{}"), Row.of(again).to_json(), "nim", str(NIM), 9.0, 10.0,
               again.to_json())
    ana = [g for g in load(store) if g.submission == "class/ana.c"]
    assert [g.verdict.name for g in ana] == ["WA"]


def test_files_that_are_not_results_are_refused(tmp_path):
    """A JSON file that is not grade's rows, or text that is not JSON: ReportError."""
    (tmp_path / "a.json").write_text('{"verdict": "AC"}')
    (tmp_path / "b.txt").write_text("hello")
    for name in ("a.json", "b.txt"):
        with pytest.raises(ReportError):
            load(tmp_path / name)
    assert main(["report", str(tmp_path / "missing.sqlite")]) == 2


def test_program_text_is_escaped_and_the_page_runs_only_its_own_script(store):
    """Whatever a program wrote is text: no tag nor handler of it reaches the page; its one
    script is allowed by its hash in the page's CSP, and nothing is fetched."""
    page = html.report_page(load(store), "class <b>1</b>")
    found = _Scripts()
    found.feed(page)
    assert (found.scripts, found.handlers, found.images) == (1, [], 0)
    assert "&lt;script&gt;window.injected = 1&lt;/script&gt;" in page
    assert "class &lt;b&gt;1&lt;/b&gt;" in page and r"\x1b[2J" in page and "\x1b" not in page
    script = re.search(r"<script>(.*)</script>", page, re.S).group(1)
    digest = base64.b64encode(hashlib.sha256(script.encode()).digest()).decode()
    assert f"script-src 'sha256-{digest}'" in page and "default-src 'none'" in page
    assert not re.search(r"""(src|href)=["']?(https?:)?//""", page)


def test_the_page_shows_tests_transcripts_and_pictures(store):
    """A row per submission, a cell per test, the failing tests' transcripts, the CE's
    message, the JE's reason; a histogram and the CPU chart with its limit."""
    page = html.report_page(load(store), "t")
    assert page.count('<tbody class="sub" id=') == 4
    assert page.count('<td class="cell v-') == 6
    assert page.count('<details class="test') == 2  # bob's sample and secret failures
    assert "&gt;bad" in page and "cid.c:1: error" in page and "the judge failed: boom" in page
    assert page.count('<rect class="bar"') == pictures.BINS
    assert page.count("<circle") == 6 and "limit 1.5 s" in page


def test_histogram_counts_scores_by_tenths():
    """Each submission is in the bar of its share of the full score; full marks in the last."""
    graded = [g for g in load_fixture_scores([0, 5, 10, 19.9, 20, 20])]
    counts = [b.count for b in pictures.histogram(graded).bars]
    assert counts == [1, 0, 1, 0, 0, 1, 0, 0, 0, 3]


def load_fixture_scores(scores):
    from judge.report.load import Graded
    return [Graded("p", f"s{i}", "C", Verdict.AC, s, 20.0, 0.0, "", "")
            for i, s in enumerate(scores)]


def test_authors_are_what_tells_submissions_apart():
    """The first path component where a problem's submissions differ, without extension."""
    assert html.authors(["class/ana.c", "class/bob.py"]) == ["ana", "bob"]
    assert html.authors(["c/ana/nim.c", "c/bob/nim.py"]) == ["ana", "bob"]
    assert html.authors(["one/x.c"]) == ["x"]


def test_feedback_pages_hold_only_their_submission(store, tmp_path):
    """`judge report --feedback DIR`: a page per submission, with its results only."""
    assert main(["report", str(store), "--feedback", str(tmp_path / "fb")]) == 0
    pages = {p.name: p.read_text() for p in (tmp_path / "fb").iterdir()}
    assert sorted(pages) == ["nim-ana.html", "nim-bob.html", "nim-cid.html", "nim-dan.html"]
    for name, page in pages.items():
        others = {"ana", "bob", "cid", "dan"} - {name[4:7]}
        assert f"class/{name[4:7]}" in page
        assert not any(f"class/{o}" in page for o in others), name
    assert "&lt;script&gt;window.injected" in pages["nim-bob.html"]


def test_hide_secret_leaves_out_secret_inputs_and_transcripts(store, tmp_path):
    """--hide-secret: a secret test keeps its verdict and message, not its input, exchanges
    or stderr; a sample keeps all."""
    assert main(["report", str(store), "--feedback", str(tmp_path / "fb"),
                 "--hide-secret"]) == 0
    page = (tmp_path / "fb" / "nim-bob.html").read_text()
    assert "&gt;bad" in page and page.count('<pre class="input">') == 1  # the sample's
    assert page.count('<pre class="transcript">') == 1 and "oops" not in page
    assert "A secret test: its input" in page and "expected DA, got" in page
    shown = tmp_path / "fb2"
    assert main(["report", str(store), "--feedback", str(shown)]) == 0
    page = (shown / "nim-bob.html").read_text()
    assert page.count('<pre class="input">') == page.count('<pre class="transcript">') == 2
    assert "oops" in page


def test_junit_of_grade_counts_and_says_why(store, tmp_path):
    """A testsuite per problem, a testcase per submission; WA and CE are failures (expected
    vs got, and why), JE an error; what XML cannot hold is escaped."""
    path = tmp_path / "g.xml"
    junit.write(junit.grade_suites(load(store)), path)
    root = ET.parse(path).getroot()
    suite = root.find("testsuite")
    assert (root.get("tests"), root.get("failures"), root.get("errors")) == ("4", "2", "1")
    assert suite.get("name") == "nim" and len(suite.findall("testcase")) == 4
    bob = next(c for c in suite if c.get("name") == "class/bob.c")
    failure = bob.find("failure")
    assert failure.get("type") == "WA"
    assert failure.get("message").startswith("expected AC, got WA: sample/1: sample no")
    assert failure.text.endswith("last exchanges (< judge to program, > program to judge):"
                                 "\n<sample in\n>bad")
    cid = next(c for c in suite if c.get("name") == "class/cid.c").find("failure")
    assert cid.get("type") == "CE" and f"cid.c:1: error {EVIL}\\x1b[2J\\x00" in cid.text
    assert next(c for c in suite if c.get("name") == "class/dan.c").find("error") is not None


def test_junit_of_verify_expects_each_folders_verdict(tmp_path):
    """verify: a solution failing its folder's verdict is a failure; invalid data a case."""
    ac, wa, _ = _reports()
    checks = [Check(Path("accepted/ana.c"), "accepted", frozenset({Verdict.AC}), ac),
              Check(Path("wrong_answer/bob.c"), "wrong_answer", frozenset({Verdict.WA}), wa),
              Check(Path("accepted/bob.c"), "accepted", frozenset({Verdict.AC}), wa)]
    path = tmp_path / "v.xml"
    junit.write(junit.verify_suites("nim", checks, ["secret/1: too big"]), path)
    root = ET.parse(path).getroot()
    assert (root.get("tests"), root.get("failures"), root.get("errors")) == ("4", "2", "0")
    failing = [c.get("name") for c in root.iter("testcase") if c.find("failure") is not None]
    assert failing == ["accepted/bob.c", "test data"]
    message = root.find(".//testcase[@name='accepted/bob.c']/failure").get("message")
    assert message.startswith("expected AC, got WA: sample/1")


def test_junit_of_verify_lists_what_it_skipped(tmp_path):
    """verify: a submission not judged (its toolchain missing) is a <skipped> case saying why,
    counted in the suite's `skipped`, not dropped."""
    ac, _, _ = _reports()
    checks = [Check(Path("accepted/ana.c"), "accepted", frozenset({Verdict.AC}), ac)]
    skips = [Skipped(Path("accepted/sum.kt"), "accepted", "kotlinc not installed")]
    path = tmp_path / "v.xml"
    junit.write(junit.verify_suites("nim", checks, [], skips), path)
    root = ET.parse(path).getroot()
    assert (root.get("tests"), root.get("failures"), root.get("skipped")) == ("2", "0", "1")
    assert root.find(".//testcase[@name='accepted/sum.kt']/skipped").get("message") == \
        "kotlinc not installed"


def test_grade_json_without_reports_still_makes_a_page(tmp_path):
    """A --json file of rows only (no report): a row per submission, no tests."""
    rows = [Row("a.c", "C", Verdict.WA, 0, 10, 0.5, "secret/1", "no").to_json()]
    (tmp_path / "r.json").write_text(json.dumps(rows))
    assert main(["report", str(tmp_path / "r.json"), "-o", str(tmp_path / "r.html")]) == 0
    page = (tmp_path / "r.html").read_text()
    assert page.count('<tbody class="sub" id=') == 1 and "No tests recorded: no" in page


@pytest.mark.slow
def test_verify_junit_matches_what_verify_prints(tmp_path, capsys):
    """`judge verify --junit`: a testcase per solution, failing exactly where verify says FAIL
    (NIM's sample alone: some wrong answers pass it)."""
    path = tmp_path / "verify.xml"
    code = main(["verify", str(NIM), "--test", "sample", "--junit", str(path)])
    printed = capsys.readouterr().out.splitlines()
    failed = [line.split()[1] for line in printed if line.startswith("FAIL ")]
    root = ET.parse(path).getroot()
    cases = list(root.iter("testcase"))
    assert code == 1 and failed and len(cases) == sum(line[:4] in ("ok  ", "FAIL")
                                                      for line in printed)
    assert [c.get("name") for c in cases if c.find("failure") is not None] == failed
    assert root.get("failures") == str(len(failed))
    assert all(re.fullmatch(r"expected [A-Z/]+, got AC", c.find("failure").get("message"))
               for c in cases if c.find("failure") is not None)
