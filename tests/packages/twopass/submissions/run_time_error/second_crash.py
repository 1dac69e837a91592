# Right in the first pass; the second pass ends with exit status 1.
import sys

words = input().split()
if words[0] != '1':
    sys.exit(1)
print(int(words[1]) + int(words[2]))
