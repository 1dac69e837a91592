#!/usr/bin/env python3
"""Input validator for twopass: exactly `1 a b\n`, |a|, |b| <= 10^9, no leading zeros."""
import re
import sys

LINE = re.compile(r'1 (0|-?[1-9][0-9]{0,9}) (0|-?[1-9][0-9]{0,9})\n')

text = sys.stdin.buffer.read().decode('ascii', 'replace')
match = LINE.fullmatch(text)
if not match or any(abs(int(v)) > 10**9 for v in match.groups()):
    print('expected one line "1 a b" with |a|, |b| <= 10^9')
    sys.exit(43)
sys.exit(42)
