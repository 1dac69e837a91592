"""Keeps 16 MiB blocks until the memory runs out (MemoryError)."""
n = int(input())
blocks = []
while True:
    blocks.append(bytearray(16 << 20))
