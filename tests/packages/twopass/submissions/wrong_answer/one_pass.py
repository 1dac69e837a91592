# Right in the first pass; in the second it repeats s instead of doubling it.
words = input().split()
if words[0] == '1':
    print(int(words[1]) + int(words[2]))
else:
    print(int(words[1]))
