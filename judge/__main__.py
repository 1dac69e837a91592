"""`python -m judge`: the command line (judge.cli)."""

import sys

from judge.cli import main

if __name__ == "__main__":
    sys.exit(main())
