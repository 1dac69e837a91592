"""Writes without end: OLE here, at the output cap; TLE for problemtools, which caps no output
while a program runs (the format counts it as TLE)."""
import sys

while True:
    sys.stdout.write("2 " * 512 + "\n")
