# A program in a folder: main.py (the entry point, chosen by its name) imports a sibling
# module (reading.py) and a subpackage (pairs/, a namespace package: no __init__.py, whose
# name the package format would not allow). Expected: AC.
import sys

from reading import read_problem
from pairs.search import find_pair

n, target, values = read_problem(sys.stdin)
pair = find_pair(values, target)
print(-1 if pair is None else f'{pair[0]} {pair[1]}')
