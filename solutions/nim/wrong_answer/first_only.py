# Correct XOR logic, but writes only the answer of the first configuration.
# Expected: wrong answer (too few lines whenever t > 1).
with open("nim.in") as f:
    data = f.read().split()
n = int(data[1])
x = 0
for v in data[2:2 + n]:
    x ^= int(v)
with open("nim.out", "w") as f:
    f.write(("DA" if x else "NU") + "\n")
