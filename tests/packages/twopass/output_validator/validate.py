#!/usr/bin/env python3
"""Output validator for twopass (multi-pass).

Invoked as: validate.py input_file answer_file feedback_dir < submission_output.
Pass 1 (input `1 a b`): the output must be a + b; then it writes `2 a+b` to
feedback_dir/nextpass.in, asking for a second pass, and accepts (42).
Pass 2 (input `2 s`): the output must be 2s, which the answer file holds; accepts.
Otherwise exits 43 with the reason in feedback_dir/judgemessage.txt.
"""
import os
import re
import sys

INTEGER = re.compile(rb'-?[0-9]{1,20}')


def reject(feedback, message):
    with open(os.path.join(feedback, 'judgemessage.txt'), 'w') as f:
        f.write(message + '\n')
    sys.exit(43)


def main():
    input_file, answer_file, feedback = sys.argv[1:4]
    words = open(input_file).read().split()
    tokens = sys.stdin.buffer.read().split()
    if len(tokens) != 1 or not INTEGER.fullmatch(tokens[0]):
        reject(feedback, f'expected one integer, got {len(tokens)} token(s)')
    got = int(tokens[0])
    if words[0] == '1':
        expected = int(words[1]) + int(words[2])
        if got != expected:
            reject(feedback, f'pass 1: expected {expected}, got {got}')
        with open(os.path.join(feedback, 'nextpass.in'), 'w') as f:
            f.write(f'2 {got}\n')
        sys.exit(42)
    expected = int(open(answer_file).read())
    if got != expected:
        reject(feedback, f'pass 2: expected {expected}, got {got}')
    sys.exit(42)


main()
