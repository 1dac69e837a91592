#!/usr/bin/env python3
"""Input validator for groups. Exits 42 if stdin is valid, 43 (reason on stderr) otherwise.

Flag a_nonzero (test group 1): every equation has a != 0."""
import re
import sys

INT = rb'(0|-?[1-9][0-9]*)'


def fail(why):
    print(f'invalid input: {why}', file=sys.stderr)
    sys.exit(43)


a_nonzero = 'a_nonzero' in sys.argv[1:]
data = sys.stdin.buffer.read()
if not data.endswith(b'\n'):
    fail('the input must end with a newline')
lines = data[:-1].split(b'\n')
if not re.fullmatch(INT, lines[0]):
    fail('first line: expected the integer q')
q = int(lines[0])
if not 1 <= q <= 100:
    fail(f'q = {q} is out of range 1..100')
if len(lines) != q + 1:
    fail(f'expected {q} equation lines, found {len(lines) - 1}')
for k, line in enumerate(lines[1:], start=2):
    m = re.fullmatch(INT + b' ' + INT + b' ' + INT, line)
    if not m:
        fail(f'line {k}: expected three integers separated by single spaces')
    a, b, c = (int(g) for g in m.groups())
    if not all(-1000 <= v <= 1000 for v in (a, b, c)):
        fail(f'line {k}: a value is out of range -1000..1000')
    if a_nonzero and a == 0:
        fail(f'line {k}: a = 0, but this group requires a != 0')
sys.exit(42)
