"""The HTML report in a real browser (headless Chromium driven by Selenium): made from a real
`judge grade` of two problems' submissions (AC, WA, TLE, RTE, CE, and a program that writes
`<script>`), its matrix, sorting, filtering, transcripts, escaping and feedback pages."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SOLUTIONS = ROOT / "solutions"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"

try:
    from selenium import webdriver
    from selenium.common.exceptions import NoAlertPresentException
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select
    missing = "" if CHROMIUM and Path(DRIVER).exists() else \
        "Chromium or chromedriver is not installed (Debian: apt-get install chromium chromium-driver)"
except ImportError:
    missing = "selenium is not installed (pip install selenium, or the project's test extra)"

pytestmark = [pytest.mark.slow, pytest.mark.skipif(bool(missing), reason=missing)]

# A program whose output, stderr and so the judge's message hold markup that would run.
INJECTOR = '''import sys
print('</pre><img src=x onerror="window.injected = 2">', file=sys.stderr, flush=True)
print("<script>window.injected = 1; alert(1)</script>", flush=True)
sys.stdin.readline()
'''
EXPECTED = {
    "nim": {"ana": "AC", "bob": "WA", "eva": "RTE", "fay": "CE"},
    "tziansitzi": {"ana": "AC", "bob": "WA", "cid": "TLE", "dan": "RTE", "gil": "PE"},
}


def _classroom(root: Path) -> dict[str, list[Path]]:
    nim, tz = root / "nim", root / "tziansitzi"
    nim.mkdir(parents=True)
    tz.mkdir()
    shutil.copy(SOLUTIONS / "nim" / "accepted" / "nim.c", nim / "ana.c")
    shutil.copy(SOLUTIONS / "nim" / "wrong_answer" / "parity.c", nim / "bob.c")
    (nim / "eva.c").write_text("int main(void) { int *p = 0; return *p; }\n")
    (nim / "fay.cpp").write_text("int main( {\n")
    shutil.copy(SOLUTIONS / "tziansitzi" / "accepted" / "wythoff.py", tz / "ana.py")
    shutil.copy(SOLUTIONS / "tziansitzi" / "wrong_answer" / "claims_one.c", tz / "bob.c")
    shutil.copy(SOLUTIONS / "tziansitzi" / "time_limit_exceeded" / "endless_loop.c", tz / "cid.c")
    shutil.copy(SOLUTIONS / "tziansitzi" / "run_time_error" / "crash_mid_game.c", tz / "dan.c")
    (tz / "gil.py").write_text(INJECTOR)
    return {"nim": sorted(nim.iterdir()), "tziansitzi": sorted(tz.iterdir())}


def _judge(cwd: Path, *args: str) -> subprocess.CompletedProcess:
    done = subprocess.run([sys.executable, "-m", "judge.cli", *args], cwd=cwd,
                          env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True,
                          text=True, timeout=240)
    assert done.returncode == 0, done.stdout + done.stderr
    return done


@pytest.fixture(scope="module")
def graded(tmp_path_factory):
    """One real grading of both problems into one store (and --json, --junit), the report
    and the feedback pages made from it."""
    root = tmp_path_factory.mktemp("report")
    store = root / "results.sqlite"
    for problem, submissions in _classroom(root / "class").items():
        # samples and the first secret group; a short CPU limit keeps TLE short
        _judge(root, "grade", str(ROOT / "problems" / problem),
               *(str(s.relative_to(root)) for s in submissions), "--store", str(store),
               "--jobs", "2", "--time-limit", "0.3", "--test", "s*/1*",
               "--json", f"{problem}.json", "--junit", f"{problem}.xml")
    _judge(root, "report", str(store), "-o", "report.html", "--title", "Class 1")
    _judge(root, "report", str(store), "--feedback", "feedback", "--hide-secret")
    return root


@pytest.fixture(scope="module")
def browser():
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-dev-shm-usage", "--window-size=1280,1900"):
        options.add_argument(argument)
    options.binary_location = CHROMIUM
    driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    driver.set_page_load_timeout(60)
    yield driver
    driver.quit()


def _open(browser, page: Path):
    browser.get(page.as_uri())
    return browser


def _rows(browser, problem: str):
    """(author, verdict, score, displayed) of each submission row of a problem's matrix."""
    section = browser.find_element(By.CSS_SELECTOR, f"section[data-problem='{problem}']")
    return [(sub.get_attribute("data-name"),
             sub.find_element(By.CSS_SELECTOR, "td.verdict").get_attribute("textContent"),
             float(sub.get_attribute("data-score")), sub.is_displayed())
            for sub in section.find_elements(By.CSS_SELECTOR, "tbody.sub")]


def _row(browser, problem: str, author: str):
    return browser.find_element(
        By.CSS_SELECTOR, f"section[data-problem='{problem}'] tbody.sub[data-name='{author}']")


def test_the_matrix_has_a_row_per_submission_with_its_verdict(graded, browser):
    """Each problem's matrix: one row per submission, with the verdict it got; a screenshot."""
    _open(browser, graded / "report.html")
    for problem, verdicts in EXPECTED.items():
        rows = _rows(browser, problem)
        assert {a: v for a, v, _, _ in rows} == verdicts and len(rows) == len(verdicts)
    assert browser.execute_script("return document.body.dataset.drawn") is not None
    bob = _row(browser, "tziansitzi", "bob")  # opened, for the screenshot
    bob.find_element(By.CSS_SELECTOR, "tr.row td.name").click()
    bob.find_element(By.CSS_SELECTOR, "details.test summary").click()
    browser.save_screenshot(str(graded / "report.png"))
    assert (graded / "report.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_sorting_by_score_reorders_the_rows(graded, browser):
    """A click on the score heading sorts by score, up; another, down; the name heading, by
    name."""
    _open(browser, graded / "report.html")
    section = browser.find_element(By.CSS_SELECTOR, "section[data-problem='tziansitzi']")
    before = [a for a, *_ in _rows(browser, "tziansitzi")]
    button = section.find_element(By.CSS_SELECTOR, "th[data-sort='score'] button")
    button.click()
    up = _rows(browser, "tziansitzi")
    assert [s for _, _, s, _ in up] == sorted(s for _, _, s, _ in up)
    button.click()
    down = _rows(browser, "tziansitzi")
    assert [s for _, _, s, _ in down] == sorted((s for _, _, s, _ in down), reverse=True)
    assert [a for a, *_ in down] != before or [a for a, *_ in up] != before
    assert down[0][0] == "ana"
    section.find_element(By.CSS_SELECTOR, "th[data-sort='name'] button").click()
    section.find_element(By.CSS_SELECTOR, "th[data-sort='name'] button").click()
    assert [a for a, *_ in _rows(browser, "tziansitzi")] == ["gil", "dan", "cid", "bob", "ana"]


def test_filtering_by_wa_hides_the_others(graded, browser):
    """Showing WA only: the WA rows stay, every other row is hidden."""
    _open(browser, graded / "report.html")
    Select(browser.find_element(By.ID, "filter")).select_by_value("WA")
    for problem in EXPECTED:
        shown = {a: v for a, v, _, displayed in _rows(browser, problem) if displayed}
        assert shown == {a: v for a, v in EXPECTED[problem].items() if v == "WA"}
    Select(browser.find_element(By.ID, "filter")).select_by_value("")
    assert all(d for _, _, _, d in _rows(browser, "nim"))


def test_clicking_a_failing_test_shows_its_transcript(graded, browser):
    """A click on a row opens its tests; a click on a failing test, its last exchanges."""
    _open(browser, graded / "report.html")
    sub = _row(browser, "tziansitzi", "bob")
    detail = sub.find_element(By.CSS_SELECTOR, "tr.detail")
    assert not detail.is_displayed()
    sub.find_element(By.CSS_SELECTOR, "tr.row td.name").click()
    assert detail.is_displayed()
    test = detail.find_element(By.CSS_SELECTOR, "details.test")
    transcript = test.find_element(By.CSS_SELECTOR, "pre.transcript")
    assert not transcript.is_displayed()
    test.find_element(By.TAG_NAME, "summary").click()
    assert transcript.is_displayed()
    assert transcript.text.split("\n")[:2] == ["<1 2", ">1"]


def test_a_programs_script_is_shown_as_text_and_runs_nothing(graded, browser):
    """The `<script>` a program wrote shows as text in its transcript, message and stderr;
    no script of it ran (window.injected unset, no alert)."""
    _open(browser, graded / "report.html")
    sub = _row(browser, "tziansitzi", "gil")
    sub.find_element(By.CSS_SELECTOR, "tr.row td.name").click()
    test = sub.find_element(By.CSS_SELECTOR, "details.test")
    test.find_element(By.TAG_NAME, "summary").click()
    shown = test.text
    assert "<script>window.injected = 1; alert(1)</script>" in shown
    assert '</pre><img src=x onerror="window.injected = 2">' in shown
    assert browser.execute_script("return typeof window.injected") == "undefined"
    assert browser.execute_script("return document.images.length") == 0
    with pytest.raises(NoAlertPresentException):
        browser.switch_to.alert.text


def test_a_feedback_page_shows_only_its_own_submission(graded, browser):
    """bob's page for TZIANSITZI: his row and tests, nobody else's; secret tests' transcripts
    left out (--hide-secret), the sample's shown."""
    pages = sorted(p.name for p in (graded / "feedback").iterdir())
    assert len(pages) == sum(len(v) for v in EXPECTED.values())
    _open(browser, graded / "feedback" / "tziansitzi-bob.html")
    subs = browser.find_elements(By.CSS_SELECTOR, "tbody.sub")
    assert len(subs) == 1 and "tziansitzi/bob.c" in subs[0].text
    body = browser.find_element(By.TAG_NAME, "body").get_attribute("textContent")
    assert not any(f"tziansitzi/{name}" in body for name in ("ana.py", "cid.c", "dan.c", "gil.py"))
    tests = browser.find_elements(By.CSS_SELECTOR, "details.test")
    samples = [t for t in tests if t.get_attribute("data-test").startswith("sample/")]
    assert samples and all(t.find_elements(By.CSS_SELECTOR, "pre.transcript") for t in samples)
    secret = [t for t in tests if t.get_attribute("data-test").startswith("secret/")]
    assert secret and not any(t.find_elements(By.CSS_SELECTOR, "pre.transcript, pre.input")
                              for t in secret)
    browser.save_screenshot(str(graded / "feedback.png"))


def test_the_junit_and_json_of_the_grading(graded):
    """--junit: a suite per grading, a case per submission, failures for all but AC; --json
    holds each row's report with its tests."""
    for problem, verdicts in EXPECTED.items():
        root = ET.parse(graded / f"{problem}.xml").getroot()
        assert root.get("tests") == str(len(verdicts))
        assert root.get("failures") == str(sum(v != "AC" for v in verdicts.values()))
        assert [s.get("name") for s in root] == [problem]
        rows = json.loads((graded / f"{problem}.json").read_text())
        assert all(r["problem"] == problem for r in rows)
        assert all(r["report"]["tests"] for r in rows if r["verdict"] != "CE")
