# Reads all of nim.in at once and XORs each configuration's piles; writes nim.out with
# "\n".join, i.e. WITHOUT a final newline. Expected: accepted (the judge must tolerate it).
from functools import reduce
from operator import xor

with open("nim.in") as f:
    data = f.read().split()
t = int(data[0])
pos = 1
answers = []
for _ in range(t):
    n = int(data[pos])
    pos += 1
    x = reduce(xor, map(int, data[pos:pos + n]), 0)
    pos += n
    answers.append("DA" if x else "NU")
with open("nim.out", "w") as f:
    f.write("\n".join(answers))
