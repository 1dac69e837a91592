"""One line with an even integer n, 4 <= n <= 10^9, no leading zeros."""
import re
import sys

text = sys.stdin.read()
if not re.fullmatch(r"[1-9][0-9]{0,9}\n", text):
    print("expected one integer on one line")
    sys.exit(43)
n = int(text)
sys.exit(42 if 4 <= n <= 10**9 and n % 2 == 0 else 43)
