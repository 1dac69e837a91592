"""1 and n - 1: the sum is right, but 1 is not prime."""
n = int(input())
print(1, n - 1)
