# Guesses once, reads the reply, then divides by zero (ZeroDivisionError, exit status 1). Expected: RTE.
import sys

print(500, flush=True)
reply = sys.stdin.readline().strip()
count = 0
print(len(reply) // count, flush=True)
