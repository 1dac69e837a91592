words = input().split()
if words[0] == '1':
    print(int(words[1]) + int(words[2]))
else:
    print(2 * int(words[1]))
