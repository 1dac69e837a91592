"""The results store of `judge grade`: one SQLite file (WAL mode), one row per judged
submission, committed the moment its verdict is decided, so that an interrupted grading
resumes where it stopped.

A row is keyed by what decides its verdict:
- the problem's content hash: SHA-256 over the problem folder's files (relative paths, sizes,
  executable bits and contents, in path order; __pycache__ skipped),
- the submission's content hash, likewise over a file (its name counts: the language comes
  from it) or a folder,
- the options that can change a verdict (the limits, the test pattern, the seed, the
  isolation, whether judging stops at the first failure), as canonical JSON.
It holds the grading row's fields (judge.judging.rows.Row), the path the submission was judged
under, when it was judged, and the whole report (judge.judging.results.RunReport.to_json(), as
JSON: tests, messages, exchanges) for later tools. The schema's version is PRAGMA
user_version; the file is the judge's if its PRAGMA application_id says so.

Only the grading process writes (its workers send it their rows); several gradings may share
one file (SQLite's locks, a busy timeout). A commit in WAL mode with synchronous=NORMAL
survives the judge's death (SIGKILL), not a power cut.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import stat
import time
from dataclasses import asdict, dataclass
from pathlib import Path

SCHEMA = 1
APPLICATION_ID = 0x6A756467  # "judg"
DEFAULT = Path("judge-results.sqlite")

_CREATE = """
CREATE TABLE results (
    problem_hash    TEXT NOT NULL,
    submission_hash TEXT NOT NULL,
    options         TEXT NOT NULL,  -- canonical JSON of the options that can change a verdict
    problem         TEXT NOT NULL,  -- the problem's short name
    problem_path    TEXT NOT NULL,
    submission      TEXT NOT NULL,  -- the path it was judged under
    language        TEXT NOT NULL,
    verdict         TEXT NOT NULL,
    score           REAL NOT NULL,
    max_score       REAL NOT NULL,
    time_s          REAL NOT NULL,  -- the largest CPU time of any test
    first_failure   TEXT NOT NULL,
    reason          TEXT NOT NULL,
    started_at      TEXT NOT NULL,  -- ISO 8601, UTC
    finished_at     TEXT NOT NULL,
    report          TEXT,           -- RunReport.to_json() as JSON; NULL when the judge failed
    PRIMARY KEY (problem_hash, submission_hash, options)
)
"""

# The fields of a grading row (judge.judging.rows.Row), in its order.
ROW_FIELDS = ("submission", "language", "verdict", "score", "max_score", "time_s",
              "first_failure", "reason")


class StoreError(RuntimeError):
    """The store cannot be opened or used (not a file of ours, a newer schema, unwritable)."""


@dataclass(frozen=True)
class Key:
    problem_hash: str
    submission_hash: str
    options: str


class Store:
    """An open results store."""

    def __init__(self, path: Path | None):
        """path None: a store in memory, gone with the process (grading without a file)."""
        self.path = path
        target = ":memory:" if path is None else str(path)
        try:
            self._db = sqlite3.connect(target, timeout=30, isolation_level=None,
                                       check_same_thread=False)
            self._set_up()
        except sqlite3.Error as err:
            raise StoreError(f"cannot use {path} as the results store: {err}") from None

    def _set_up(self) -> None:
        db = self._db
        if self.path is not None:
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
        db.execute("BEGIN IMMEDIATE")
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            app = db.execute("PRAGMA application_id").fetchone()[0]
            tables = db.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
            if version == 0 and app == 0 and tables == 0:
                db.execute(_CREATE)
                db.execute(f"PRAGMA application_id={APPLICATION_ID}")
                db.execute(f"PRAGMA user_version={SCHEMA}")
            elif app != APPLICATION_ID:
                raise StoreError(f"{self.path} is an SQLite file, but not a results store of "
                                 "the judge's")
            elif version > SCHEMA:
                raise StoreError(f"{self.path} has schema {version}, newer than this judge's "
                                 f"({SCHEMA})")
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise

    def get(self, key: Key) -> dict | None:
        """The stored row of this key (every column, by name), or None."""
        cursor = self._db.execute(
            "SELECT * FROM results WHERE problem_hash=? AND submission_hash=? AND options=?",
            (key.problem_hash, key.submission_hash, key.options))
        found = cursor.fetchone()
        if found is None:
            return None
        return dict(zip((c[0] for c in cursor.description), found))

    def put(self, key: Key, row: dict, problem: str, problem_path: str, started: float,
            finished: float, report: dict | None) -> None:
        """Store a decided row (its fields: judge.judging.rows.Row.to_json()), replacing any with
        the same key, and commit."""
        values = {"problem_hash": key.problem_hash, "submission_hash": key.submission_hash,
                  "options": key.options, "problem": problem, "problem_path": problem_path,
                  **{f: row[f] for f in ROW_FIELDS},
                  "started_at": timestamp(started), "finished_at": timestamp(finished),
                  "report": None if report is None else json.dumps(report, ensure_ascii=False)}
        names = ", ".join(values)
        marks = ", ".join("?" * len(values))
        # isolation_level=None: each statement commits on its own.
        self._db.execute(f"INSERT OR REPLACE INTO results ({names}) VALUES ({marks})",
                         tuple(values.values()))

    def rows(self) -> list[dict]:
        """Every stored row (every column, by name), oldest first."""
        cursor = self._db.execute("SELECT * FROM results ORDER BY finished_at")
        names = [c[0] for c in cursor.description]
        return [dict(zip(names, found)) for found in cursor]

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def timestamp(t: float) -> str:
    """Seconds since the epoch as ISO 8601 in UTC, to the millisecond."""
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(t)) + f".{int(t % 1 * 1000):03d}Z"


def tree_hash(path: Path, skip: tuple[str, ...] = ("__pycache__",)) -> str:
    """SHA-256 over a file or a folder: each file's path relative to the folder (a lone file:
    its name), size, executable bit and content, in path order. A missing path has a hash
    too (the submission is judged, and its row stored, as missing)."""
    digest = hashlib.sha256()
    path = Path(path)
    if path.is_dir():
        entries = []
        for root, dirs, files in os.walk(path):
            dirs[:] = [d for d in dirs if d not in skip]
            for name in files + [d for d in dirs if os.path.islink(os.path.join(root, d))]:
                full = os.path.join(root, name)
                entries.append((os.path.relpath(full, path).replace(os.sep, "/"), full))
        digest.update(b"folder\0")
        for relative, full in sorted(entries):
            _add(digest, relative, full)
    elif os.path.lexists(path):
        digest.update(b"file\0")
        _add(digest, path.name, str(path))
    else:
        digest.update(b"missing\0")
    return digest.hexdigest()


def _add(digest, relative: str, full: str) -> None:
    try:
        info = os.stat(full)
    except OSError as err:  # a dangling link
        digest.update(f"? {relative} {err.errno}\0".encode())
        return
    if os.path.islink(full) and stat.S_ISDIR(info.st_mode):  # a link to a folder: its target
        digest.update(f"L {relative} {os.readlink(full)}\0".encode())
        return
    if not stat.S_ISREG(info.st_mode):  # a fifo, a socket, a device: never read
        digest.update(f"S {relative} {stat.S_IFMT(info.st_mode)}\0".encode())
        return
    try:
        with open(full, "rb") as f:
            data = f.read()
    except OSError as err:
        digest.update(f"? {relative} {err.errno}\0".encode())
        return
    executable = 1 if info.st_mode & 0o111 else 0
    digest.update(f"F {relative} {len(data)} {executable}\0".encode())
    digest.update(data)


def options_key(limits, test_pattern: str | None, seed: int | None, isolation: str,
                stop_at_first_failure: bool) -> str:
    """The options that can change a verdict, as canonical JSON (sorted keys, no spaces)."""
    return json.dumps({"limits": asdict(limits), "test": test_pattern, "seed": seed,
                       "isolation": isolation, "stop_at_first_failure": stop_at_first_failure},
                      sort_keys=True, separators=(",", ":"))
