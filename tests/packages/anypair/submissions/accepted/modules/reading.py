def read_problem(stream):
    data = stream.read().split()
    n, target = int(data[0]), int(data[1])
    return n, target, [int(x) for x in data[2:2 + n]]
