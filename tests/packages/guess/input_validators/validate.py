#!/usr/bin/env python3
"""Input validator for guess: the input is the secret, one integer 1..1000 on its own line.

Exits 42 if the input on stdin is valid, 43 (with a reason on stderr) otherwise."""
import re
import sys

data = sys.stdin.buffer.read()
m = re.fullmatch(rb'([1-9][0-9]{0,3})\n', data)
if not m:
    print('expected exactly one line holding an integer without sign or leading zeros', file=sys.stderr)
    sys.exit(43)
if not 1 <= int(m.group(1)) <= 1000:
    print(f'secret {int(m.group(1))} is out of range 1..1000', file=sys.stderr)
    sys.exit(43)
sys.exit(42)
