"""The results store of `judge grade`: its rows, its schema, and the keys that decide reuse."""

import json
import os
import sqlite3

import pytest

from judge.judging import store
from judge.launch.process import Limits
from judge.judging.store import Key, Store, StoreError, options_key, tree_hash

ROW = {"submission": "class/ana.c", "language": "C", "verdict": "WA", "score": 0.0,
       "max_score": 10.0, "time_s": 0.25, "first_failure": "secret/1", "reason": "expected DA"}
REPORT = {"problem": "nim", "verdict": "WA", "tests": [{"name": "secret/1", "message": "m\nn"}]}


def test_round_trip_and_schema(tmp_path):
    """A row put is the row got, after reopening; the file is WAL, versioned and marked ours."""
    path = tmp_path / "results.sqlite"
    key = Key("p" * 64, "s" * 64, options_key(Limits(), "1_single", 7, "bwrap", False))
    with Store(path) as db:
        assert db.get(key) is None
        db.put(key, ROW, "nim", "problems/nim", 1700000000.25, 1700000001.5, REPORT)
    with Store(path) as db:
        got = db.get(key)
    assert {f: got[f] for f in ROW} == ROW
    assert json.loads(got["report"]) == REPORT
    assert (got["problem"], got["problem_path"]) == ("nim", "problems/nim")
    assert (got["started_at"], got["finished_at"]) == ("2023-11-14T22:13:20.250Z",
                                                       "2023-11-14T22:13:21.500Z")
    raw = sqlite3.connect(path)
    assert raw.execute("PRAGMA user_version").fetchone()[0] == store.SCHEMA == 1
    assert raw.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert raw.execute("PRAGMA application_id").fetchone()[0] == store.APPLICATION_ID
    columns = [c[1] for c in raw.execute("PRAGMA table_info(results)")]
    assert columns[:3] == ["problem_hash", "submission_hash", "options"]
    assert set(ROW) | {"started_at", "finished_at", "report"} <= set(columns)


def test_put_replaces_the_row_of_its_key(tmp_path):
    """Judging again (--rerun) replaces the row; another key is another row."""
    key = Key("p", "s", "{}")
    with Store(tmp_path / "r.sqlite") as db:
        db.put(key, ROW, "nim", "nim", 0.0, 1.0, None)
        db.put(key, {**ROW, "verdict": "AC", "score": 10.0}, "nim", "nim", 2.0, 3.0, REPORT)
        db.put(Key("p", "t", "{}"), ROW, "nim", "nim", 0.0, 1.0, None)
        assert (db.get(key)["verdict"], db.get(key)["score"]) == ("AC", 10.0)
        assert db._db.execute("SELECT count(*) FROM results").fetchone()[0] == 2


def test_foreign_and_newer_files_are_refused(tmp_path):
    """An SQLite file of someone else's, a newer schema, or not SQLite at all: StoreError."""
    other = tmp_path / "other.sqlite"
    sqlite3.connect(other).execute("CREATE TABLE t (x)")
    with pytest.raises(StoreError, match="not a results store"):
        Store(other)
    newer = tmp_path / "newer.sqlite"
    Store(newer).close()
    db = sqlite3.connect(newer)
    db.execute(f"PRAGMA user_version={store.SCHEMA + 1}")
    db.close()
    with pytest.raises(StoreError, match="newer than this judge's"):
        Store(newer)
    text = tmp_path / "text.sqlite"
    text.write_text("not a database, and long enough to look like a header of one\n" * 20)
    with pytest.raises(StoreError):
        Store(text)
    with pytest.raises(StoreError):
        Store(tmp_path / "missing" / "r.sqlite")


def test_content_hashes(tmp_path):
    """A submission's hash follows its content, its name and its executable bit, not where it
    is; a folder's follows its files' relative paths, without __pycache__."""
    a, b = tmp_path / "a", tmp_path / "b"
    for d in (a, b):
        (d / "sub").mkdir(parents=True)
        (d / "sub" / "main.c").write_text("int main(void) { return 0; }\n")
        (d / "x.py").write_text("print(1)\n")
    assert tree_hash(a) == tree_hash(b)
    (b / "__pycache__").mkdir()
    (b / "__pycache__" / "x.pyc").write_bytes(b"\0")
    assert tree_hash(a) == tree_hash(b)
    (b / "x.py").write_text("print(2)\n")
    assert tree_hash(a) != tree_hash(b)
    (b / "x.py").write_text("print(1)\n")
    (b / "sub" / "main.c").rename(b / "sub" / "other.c")
    assert tree_hash(a) != tree_hash(b)
    # a file alone: its name (the language comes from it) and content
    assert tree_hash(a / "x.py") == tree_hash(b / "x.py")
    (tmp_path / "x.c").write_text("print(1)\n")
    assert tree_hash(tmp_path / "x.c") != tree_hash(a / "x.py")
    os.chmod(b / "x.py", 0o755)
    assert tree_hash(a / "x.py") != tree_hash(b / "x.py")
    assert tree_hash(tmp_path / "missing.c") == tree_hash(tmp_path / "missing.c")
    assert tree_hash(tmp_path / "missing.c") != tree_hash(a)
    # a folder and the same bytes as a file are different submissions
    assert tree_hash(a / "sub") != tree_hash(a / "sub" / "main.c")


def test_options_key_is_canonical():
    """Equal options give the same key; each option that can change a verdict changes it."""
    base = options_key(Limits(), "1_single", None, "bwrap", False)
    assert base == options_key(Limits(), "1_single", None, "bwrap", False)
    assert json.loads(base)["limits"]["cpu_s"] == 2.0
    others = [options_key(Limits().with_cpu(1.0), "1_single", None, "bwrap", False),
              options_key(Limits(), None, None, "bwrap", False),
              options_key(Limits(), "1_single", 3, "bwrap", False),
              options_key(Limits(), "1_single", None, "uid", False),
              options_key(Limits(), "1_single", None, "bwrap", True)]
    assert len({base, *others}) == 6
    assert " " not in base and base == json.dumps(json.loads(base), sort_keys=True,
                                                  separators=(",", ":"))
