"""The problem's YAML files, read and checked against their schema: the tables PROBLEM_YAML and
TESTDATA_YAML below, each key's rule written once, as data.

A file that breaks a rule is one ProblemError line naming the file (relative to the problem
folder) and the key: `problem.yaml: limits.time_limit must be a positive number, got 'fast'`.
Unknown keys are the package format's business (it has many the judge does not use) and are
let through, except under our own `judge:` key, where one is an error: a misspelt
`idle_limt` would otherwise be silently ignored.

Why tables of our own rather than jsonschema or pydantic: importing them took at least 63 and
50 ms here (python3 -X importtime), a large part of a `judge run`'s start-up (about 0.2 s);
this module takes about 0.5 ms, and its messages say what a problem setter needs.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Callable, NamedTuple

import yaml

from judge.package.model import ProblemError


def read_yaml(path: Path):
    """A YAML file's data ({} when empty), with libyaml's parser when PyYAML has it. Raises
    OSError, UnicodeDecodeError or yaml.YAMLError."""
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    return yaml.load(path.read_bytes().decode("utf-8"), Loader=loader) or {}


# NamedTuples rather than frozen dataclasses: as immutable, and a tenth of the cost to define
# (0.05 ms against 0.5 ms each), which every start-up of the judge pays.
class Rule(NamedTuple):
    """What a value must be (said in the error), and the test of it."""

    must_be: str
    test: Callable[[object], bool]


class Keys(NamedTuple):
    """A mapping: the rules of its known keys (a Rule, or Keys for a mapping under it); closed:
    any other key is an error. An empty value (`judge:` alone) is an empty mapping."""

    rules: dict
    closed: bool = False


def _number(v) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)


def _integer(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _text(v) -> bool:
    return isinstance(v, str)


def _words(v) -> bool:
    """Flags: words in a string (legacy, 2023-07), or a list (2025-09); nothing is none."""
    return v is None or isinstance(v, (str, int, float)) and not isinstance(v, bool) or \
        isinstance(v, list) and all(isinstance(w, (str, int, float)) for w in v)


def _file_name(v) -> bool:
    return _text(v) and v not in ("", ".", "..") and "/" not in v and "\0" not in v


def _module_file(v) -> bool:
    parts = Path(v).parts if _text(v) else ()
    return bool(parts) and v.endswith(".py") and not v.startswith("/") and ".." not in parts


PROBLEM_TYPES = ("pass-fail", "scoring", "interactive", "multi-pass", "submit-answer")
# problem_format_version as written -> the version the judge reads it as.
VERSIONS = {"legacy": "legacy", "2023-07-draft": "2023-07-draft", "2023-07": "2023-07-draft",
            "2025-09": "2025-09", "2025-09-draft": "2025-09"}

POSITIVE = Rule("a positive number", lambda v: _number(v) and v > 0)
NON_NEGATIVE = Rule("a number of at least 0", lambda v: _number(v) and v >= 0)
NUMBER = Rule("a number", _number)
POSITIVE_INTEGER = Rule("a positive integer", lambda v: _integer(v) and v > 0)
TEXT = Rule("a string", _text)
WORDS = Rule("a string or a list of strings", _words)
NAME = Rule("a string, or a mapping of language codes to strings",
            lambda v: isinstance(v, (str, int, float)) and not isinstance(v, bool) or
            isinstance(v, dict) and bool(v) and all(_text(s) for s in v.values()))
TYPE = Rule(f"one of {', '.join(PROBLEM_TYPES)}, or a list of them",
            lambda v: _text(v) and all(w in PROBLEM_TYPES for w in v.split()) or
            isinstance(v, list) and all(w in PROBLEM_TYPES for w in v))
VERSION = Rule(f"one of {', '.join(VERSIONS)}", lambda v: str(v) in VERSIONS)
FILE_NAME = Rule("a file name (no folder)", _file_name)
MODULE_FILE = Rule("the path of a .py file in the problem folder", _module_file)
ON_REJECT = Rule("break or continue", lambda v: v in ("break", "continue"))
# 2025-09: also a mapping of input validator names to their own arguments.
VALIDATOR_ARGS = Rule("a string, a list of strings, or a mapping of input validator names to "
                      "those", lambda v: _words(v) or isinstance(v, dict) and
                      all(_text(k) and _words(a) for k, a in v.items()))

PROBLEM_YAML = Keys({
    "problem_format_version": VERSION,
    "name": NAME,
    "type": TYPE,
    "validation": TEXT,  # legacy: default or custom, then score and interactive
    "validator_flags": WORDS,  # legacy: for the output validator, on every test
    "limits": Keys({
        "time_limit": POSITIVE,  # CPU seconds per test
        "memory": POSITIVE_INTEGER,  # MiB
        "output": POSITIVE_INTEGER,  # MiB
        "code": POSITIVE_INTEGER,
        "compilation_time": POSITIVE,
        "compilation_memory": POSITIVE_INTEGER,
        "validation_time": POSITIVE,
        "validation_memory": POSITIVE_INTEGER,
        "validation_output": POSITIVE_INTEGER,
        "validation_passes": POSITIVE_INTEGER,
        "time_multiplier": POSITIVE,  # legacy
        "time_safety_margin": POSITIVE,  # legacy
        "time_resolution": POSITIVE,
        "time_multipliers": Keys({"ac_to_time_limit": POSITIVE,
                                  "time_limit_to_tle": POSITIVE}),
    }),
    # This harness's settings, which the format has no key for: every key is ours.
    "judge": Keys({
        "interactor": MODULE_FILE,  # interact(ctx) and validate(text)
        "checker": MODULE_FILE,  # check(input_path, answer, output) and validate(text)
        "input_file": FILE_NAME,  # file I/O: what the program reads...
        "output_file": FILE_NAME,  # ...and writes, in its working folder
        "wall_limit": POSITIVE,  # seconds
        "idle_limit": POSITIVE,  # seconds
        "grace": NON_NEGATIVE,  # seconds
        "processes": POSITIVE_INTEGER,
        "open_files": POSITIVE_INTEGER,
        "disk_limit": POSITIVE_INTEGER,  # MiB
    }, closed=True),
})

# testdata.yaml (legacy, 2023-07) and test_group.yaml (2025-09), in any folder of data/.
TESTDATA_YAML = Keys({
    "on_reject": ON_REJECT,
    "accept_score": NUMBER,
    "reject_score": NUMBER,
    "grader_flags": WORDS,
    "output_validator_flags": WORDS,
    "output_validator_args": WORDS,  # 2025-09's name
    "input_validator_flags": VALIDATOR_ARGS,
    "input_validator_args": VALIDATOR_ARGS,  # 2025-09's name
    "range": WORDS,
})


def load_checked(folder: Path, relative: str, schema: Keys) -> dict:
    """The data of folder/relative, a mapping that follows the schema; else ProblemError
    naming the file (as relative) and the key."""
    try:
        data = read_yaml(folder / relative)
    except UnicodeDecodeError as err:
        raise ProblemError(f"{relative}: not UTF-8 text: byte 0x{err.object[err.start]:02x} "
                           f"at offset {err.start}") from None
    except yaml.YAMLError as err:
        raise ProblemError(f"{relative}: not valid YAML: {_yaml_error(err)}") from None
    except OSError as err:
        raise ProblemError(f"{relative}: cannot be read: {err.strerror}") from None
    if not isinstance(data, dict):
        raise ProblemError(f"{relative} must be a mapping of keys to values, got {_shown(data)}")
    check(data, schema, relative)
    return data


def check(data: dict, schema: Keys, file: str, above: str = "") -> None:
    """ProblemError for the first value (in the file's order) that breaks its rule."""
    for key, value in data.items():
        where = f"{above}{key}"
        rule = schema.rules.get(key) if isinstance(key, str) else None
        if rule is None:
            if schema.closed:
                known = ", ".join(sorted(schema.rules))
                raise ProblemError(f"{file}: {where} is not a key of ours: {above.rstrip('.')} "
                                   f"takes {known}")
        elif isinstance(rule, Keys):
            if value is None:
                continue
            if not isinstance(value, dict):
                raise ProblemError(f"{file}: {where} must be a mapping, got {_shown(value)}")
            check(value, rule, file, where + ".")
        elif not rule.test(value):
            raise ProblemError(f"{file}: {where} must be {rule.must_be}, got {_shown(value)}")


def _shown(value, most: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= most else text[:most - 3] + "..."


def _yaml_error(err: yaml.YAMLError) -> str:
    """PyYAML's error in one line: where, and what."""
    mark = getattr(err, "problem_mark", None)
    what = getattr(err, "problem", None) or str(err).splitlines()[0]
    where = f"line {mark.line + 1}, column {mark.column + 1}: " if mark is not None else ""
    return where + " ".join(what.split())
