# Correct XOR logic, but writes "Da"/"Nu" instead of "DA"/"NU".
# Expected: wrong answer (unless the checker wrongly ignores case).
with open("nim.in") as f:
    data = f.read().split()
t = int(data[0])
pos = 1
answers = []
for _ in range(t):
    n = int(data[pos])
    pos += 1
    x = 0
    for v in data[pos:pos + n]:
        x ^= int(v)
    pos += n
    answers.append("Da" if x else "Nu")
with open("nim.out", "w") as f:
    f.write("\n".join(answers) + "\n")
