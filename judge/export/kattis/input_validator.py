"""Input validator of a package written by `judge export`: the problem's own validate(text).

Reads a test's input on stdin. Exit 42: valid; 43: invalid, with the reason on stderr (a
ValueError of validate, or text that is not UTF-8); anything else (a traceback, status 1): the
validator itself failed. The judge modules the problem needs are in judge/ beside this file.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

SETTINGS = {}  # @SETTINGS@ (written by judge export: module)


def main() -> int:
    data = sys.stdin.buffer.read()
    module = __import__(SETTINGS["module"])
    validate = getattr(module, "validate", None)
    try:
        text = data.decode("utf-8")
        if validate is not None:
            validate(text)
    except ValueError as err:  # UnicodeDecodeError too
        print(f"invalid input: {err}", file=sys.stderr)
        return 43
    return 42


if __name__ == "__main__":
    try:
        sys.exit(main())
    except SystemExit:
        raise
    except BaseException:
        import traceback
        traceback.print_exc()
        sys.exit(1)
