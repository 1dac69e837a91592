# As slower_second.py, but when the judge stops answering (the interactor rejected and closed
# its output) it crashes on the end of input (EOFError, exit status 1). The interactor decided
# first: WA, whichever of the two the machine got round to reaping first.
pass_number = int(input())
guess = 0
low, high = 1, 100
while True:
    guess = (low + high) // 2 if pass_number == 1 else guess + 1
    print(guess, flush=True)
    reply = input().strip()
    if reply == '=':
        break
    if reply == '<':
        high = guess - 1
    else:
        low = guess + 1
