"""The smallest prime p with n - p prime, by trial division."""


def prime(k):
    if k < 2:
        return False
    i = 2
    while i * i <= k:
        if k % i == 0:
            return False
        i += 1
    return True


n = int(input())
p = next(p for p in range(2, n) if prime(p) and prime(n - p))
print(p, n - p)
