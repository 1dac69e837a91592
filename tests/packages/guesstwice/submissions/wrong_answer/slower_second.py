# Binary search in the first pass; in the second it counts up from 1, using more guesses
# than before on every secret over 7 (binary search needs at most 7). When the judge stops
# answering it exits quietly (a crash there would race with the interactor's rejection:
# RTE or WA by which of the two ended first).
import sys

pass_number = int(input())
guess = 0
low, high = 1, 100
while True:
    guess = (low + high) // 2 if pass_number == 1 else guess + 1
    print(guess, flush=True)
    reply = sys.stdin.readline().strip()
    if not reply:
        break
    if reply == '=':
        break
    if reply == '<':
        high = guess - 1
    else:
        low = guess + 1
