"""Benchmark: `judge report` on a class of 300 submissions x 10 tests: how long writing the
page takes, and how long Chromium takes to open it until the matrix is drawn.

The submissions are synthetic but of realistic size, stored through the same store, loader
and renderer as a real grading's (judge.judging.store, judge.report.load, judge.report.html):
a mix of verdicts; each failing test with 16 last exchanges, a 10-line stderr tail, a message
and a 300-character input head (what judge.judging.rows.recorded keeps).

  written  `judge report STORE -o report.html` as a command (a fresh interpreter: its start-up,
           reading the store, rendering, writing), the median of REPEATS runs
  opened   headless Chromium (Selenium, /usr/bin/chromedriver) loads the file until the
           page's script has seen its first frame drawn after the matrix was built
           (body.dataset.drawn, set in a requestAnimationFrame): the time the browser gives for
           it from the navigation's start (performance.now()), and the wall time around
           driver.get() until then; the median of REPEATS loads

Prints the figures, the page's size and the load average before and after.
Usage: python bench/report_speed.py [REPEATS]     (default 5)
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from judge.judging.store import Key, Store  # noqa: E402

SUBMISSIONS, TESTS = 300, 10
VERDICTS = ["AC"] * 5 + ["WA", "WA", "TLE", "RTE", "PE"]


def _test(rng: random.Random, i: int, verdict: str) -> dict:
    failing = verdict != "AC"
    exchanges = [f"<{rng.randrange(10**9)} {rng.randrange(10**9)}" if k % 2 == 0 else
                 f">{rng.randrange(3) + 1} {rng.randrange(10**9)}" for k in range(16)]
    return {
        "name": "sample/1" if i == 0 else f"secret/{i // 3 + 1}_group/{i % 3 + 1:02d}",
        "verdict": verdict, "score": 0.0 if failing else 10.0,
        "message": (f"game {rng.randrange(7) + 1} of 7 (start {rng.randrange(10**9)} "
                    f"{rng.randrange(10**9)}): claimed 1, but it is a losing position")
        if failing else "",
        "time_s": round(rng.uniform(0.001, 1.2 if verdict == "TLE" else 0.4), 3),
        "wall_s": round(rng.uniform(0.01, 1.5), 3), "memory_kib": rng.randrange(2000, 90000),
        "memory_measured": True, "rounds": rng.randrange(200), "exit": "exit status 0",
        "stderr": "".join(f"debug line {k}: value {rng.randrange(10**6)}\n" for k in range(10))
        if failing else "",
        "last_exchanges": exchanges if failing else [], "isolation": "bwrap",
        "sample": i == 0, "input": "\n".join(f"{rng.randrange(10**9)} {rng.randrange(10**9)} random"
                                             for _ in range(12)),
    }


def make_store(path: Path) -> None:
    rng = random.Random(1)
    with Store(path) as store:
        for s in range(SUBMISSIONS):
            tests = [_test(rng, i, rng.choice(VERDICTS) if rng.random() < 0.3 else "AC")
                     for i in range(TESTS)]
            worst = next((t for t in tests if t["verdict"] != "AC"), None)
            score = sum(t["score"] for t in tests[1:])
            report = {"problem": "tziansitzi", "submission": f"class/student{s:03d}.c",
                      "language": "C", "verdict": worst["verdict"] if worst else "AC",
                      "score": score, "max_score": 90.0, "seed": None, "compile_message": "",
                      "judge_error": "", "tests": tests, "cpu_limit_s": 1.0}
            row = {"submission": report["submission"], "language": "C",
                   "verdict": report["verdict"], "score": score, "max_score": 90.0,
                   "time_s": max(t["time_s"] for t in tests),
                   "first_failure": worst["name"] if worst else "",
                   "reason": worst["message"] if worst else ""}
            store.put(Key("p", str(s), "{}"), row, "tziansitzi", "problems/tziansitzi",
                      time.time(), time.time(), report)


def write_times(store: Path, out: Path, repeats: int) -> list[float]:
    times = []
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for _ in range(repeats):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-m", "judge.cli", "report", str(store), "-o", str(out)],
                       check=True, env=env, stdout=subprocess.DEVNULL, timeout=120)
        times.append(time.perf_counter() - start)
    return times


def open_times(page: Path, repeats: int) -> tuple[list[float], list[float]]:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1280,1000"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    browser, wall = [], []
    try:
        for _ in range(repeats):
            driver.get("about:blank")
            start = time.perf_counter()
            driver.get(page.as_uri())
            drawn = None
            while drawn is None:
                drawn = driver.execute_script("return document.body.dataset.drawn || null")
            wall.append(time.perf_counter() - start)
            browser.append(float(drawn) / 1000)
            rows = driver.execute_script("return document.querySelectorAll('tbody.sub').length")
            assert rows == SUBMISSIONS, rows
    finally:
        driver.quit()
    return browser, wall


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    with tempfile.TemporaryDirectory() as folder:
        store, page = Path(folder) / "results.sqlite", Path(folder) / "report.html"
        make_store(store)
        written = write_times(store, page, repeats)
        browser, wall = open_times(page, repeats)
        size = page.stat().st_size
    print(f"{SUBMISSIONS} submissions x {TESTS} tests, page {size / 1e6:.1f} MB")
    print(f"written (judge report, a command): median {statistics.median(written):.2f} s "
          f"(runs: {', '.join(f'{t:.2f}' for t in written)})")
    print(f"opened in Chromium to the matrix drawn: median {statistics.median(browser):.2f} s "
          f"by the browser's clock, {statistics.median(wall):.2f} s wall around driver.get "
          f"(runs: {', '.join(f'{t:.2f}' for t in browser)})")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
