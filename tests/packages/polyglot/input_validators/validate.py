"""n (1..10^5) on a line, then n integers of at most 10^9 in absolute value, single spaces."""
import re
import sys

lines = sys.stdin.read().split("\n")
ok = len(lines) == 3 and lines[2] == "" and re.fullmatch(r"[1-9][0-9]*", lines[0])
values = lines[1].split(" ") if ok else []
ok = ok and int(lines[0]) <= 10**5 and len(values) == int(lines[0]) and all(
    re.fullmatch(r"-?(0|[1-9][0-9]{0,9})", v) and v != "-0" and abs(int(v)) <= 10**9
    for v in values)
sys.exit(42 if ok else 43)
