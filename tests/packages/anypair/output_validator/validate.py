#!/usr/bin/env python3
"""Output validator for anypair (several correct answers).

Invoked as: validate.py input_file answer_file feedback_dir < submission_output
Exit 42: accepted. Exit 43: wrong answer, the reason in feedback_dir/judgemessage.txt.
Exit 1: judge error (the answer file says -1 but the submission found a valid pair),
the reason in feedback_dir/judgeerror.txt.

Whitespace in the submission's output is free (any amount, any kind, between tokens).
"""
import os
import re
import sys

INTEGER = re.compile(rb'-?[0-9]+')


def finish(code, filename, message):
    with open(os.path.join(FEEDBACK_DIR, filename), 'w') as f:
        f.write(message + '\n')
    sys.exit(code)


def reject(message):
    finish(43, 'judgemessage.txt', message)


def show(token):
    text = token[:20].decode('ascii', 'backslashreplace')
    return text + ('...' if len(token) > 20 else '')


infile, ansfile, FEEDBACK_DIR = sys.argv[1:4]

with open(infile) as f:
    n, target = map(int, f.readline().split())
    values = list(map(int, f.readline().split()))
assert len(values) == n, 'input file does not hold n values'

with open(ansfile) as f:
    answer = f.read().split()
pair_exists = answer != ['-1']

tokens = sys.stdin.buffer.read().split()
if not tokens:
    reject('empty output: expected two indices or -1')
for token in tokens:
    if not INTEGER.fullmatch(token):
        reject(f"'{show(token)}' is not an integer")
if len(tokens) > 2:
    reject(f'expected two indices or -1, got {len(tokens)} tokens')

if len(tokens) == 1:
    if tokens[0] != b'-1':
        reject(f"expected two indices or -1, got the single number {show(tokens[0])}")
    if pair_exists:
        reject(f'printed -1, but a pair exists (e.g. indices {" ".join(answer)})')
    finish(42, 'judgemessage.txt', 'correctly printed -1')

i, j = int(tokens[0]), int(tokens[1])
for k in (i, j):
    if not 1 <= k <= n:
        reject(f'index {k} is out of range 1..{n}')
if i == j:
    reject(f'the two indices must be different, got {i} twice')
total = values[i - 1] + values[j - 1]
if total != target:
    reject(f'a_{i} + a_{j} = {values[i - 1]} + {values[j - 1]} = {total}, not T = {target}')
if not pair_exists:
    finish(1, 'judgeerror.txt', f'answer file says -1, but a_{i} + a_{j} = {target}')
finish(42, 'judgemessage.txt', f'a_{i} + a_{j} = {target}')
