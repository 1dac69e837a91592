#!/usr/bin/env python3
"""Input validator for guesstwice: exactly `1 x\n` with 1 <= x <= 100, no leading zeros."""
import re
import sys

text = sys.stdin.buffer.read().decode('ascii', 'replace')
match = re.fullmatch(r'1 ([1-9][0-9]{0,2})\n', text)
if not match or not 1 <= int(match.group(1)) <= 100:
    print('expected one line "1 x" with 1 <= x <= 100')
    sys.exit(43)
sys.exit(42)
