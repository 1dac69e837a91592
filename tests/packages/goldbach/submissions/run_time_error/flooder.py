"""Writes 12 MiB of output, past the 8 MiB limit, then fails."""
import sys

line = "2 " * 511 + "2\n"
try:
    for _ in range(12 * 1024):
        sys.stdout.write(line)
    sys.stdout.flush()
finally:
    sys.exit(3)
