#!/usr/bin/env python3
"""Interactor for guesstwice (interactive, multi-pass).

Invoked as: interactor.py input_file answer_file feedback_dir, the program's output on stdin,
its input on stdout. The input file is `1 x` (pass 1) or `2 x limit` (pass 2, the
nextpass.in this interactor wrote). It writes the pass number, then answers each guess
with <, > or =. Pass 1 allows 10 guesses; once x is found it writes `2 x used` to
feedback_dir/nextpass.in and accepts (42). Pass 2 allows `used` guesses, then accepts.
Exits 43 with the reason in feedback_dir/judgemessage.txt otherwise.
"""
import os
import re
import signal
import sys

signal.signal(signal.SIGPIPE, signal.SIG_DFL)
GUESS = re.compile(r'[1-9][0-9]{0,2}')


def reject(feedback, message):
    with open(os.path.join(feedback, 'judgemessage.txt'), 'w') as f:
        f.write(message + '\n')
    sys.exit(43)


def say(text):
    try:
        sys.stdout.write(text + '\n')
        sys.stdout.flush()
    except BrokenPipeError:
        pass


def main():
    input_file, _answer, feedback = sys.argv[1:4]
    words = open(input_file).read().split()
    pass_number, secret = int(words[0]), int(words[1])
    allowed = 10 if pass_number == 1 else int(words[2])
    say(str(pass_number))
    used = 0
    while True:
        line = sys.stdin.readline()
        if not line:
            reject(feedback, f'pass {pass_number}: end of output after {used} guesses')
        guess = line.strip()
        if not GUESS.fullmatch(guess) or int(guess) > 100:
            reject(feedback, f'pass {pass_number}: not a guess in 1..100: {guess[:20]!r}')
        used += 1
        if int(guess) == secret:
            say('=')
            break
        if used == allowed:
            reject(feedback, f'pass {pass_number}: {allowed} wrong guesses')
        say('<' if secret < int(guess) else '>')
    if sys.stdin.read(1):
        reject(feedback, f'pass {pass_number}: output after the secret was found')
    if pass_number == 1:
        with open(os.path.join(feedback, 'nextpass.in'), 'w') as f:
            f.write(f'2 {secret} {used}\n')
    sys.exit(42)


main()
