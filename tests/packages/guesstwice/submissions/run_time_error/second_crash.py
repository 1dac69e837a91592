# Binary search in the first pass; the second pass ends with exit status 1 at once.
import sys

if int(input()) != 1:
    sys.exit(1)
low, high = 1, 100
while True:
    guess = (low + high) // 2
    print(guess, flush=True)
    reply = input().strip()
    if reply == '=':
        break
    if reply == '<':
        high = guess - 1
    else:
        low = guess + 1
