# Binary search in both passes: the same guesses, so never more in the second.
input()
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
