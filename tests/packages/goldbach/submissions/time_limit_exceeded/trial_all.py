"""Trial division by every number below k, not only up to its square root: fine for small n,
far too slow for n near 10^9."""


def prime(k):
    return k >= 2 and all(k % d for d in range(2, k))


n = int(input())
p = next(p for p in range(2, n) if prime(p) and prime(n - p))
print(p, n - p)
