def find_pair(values, target):
    """1-based positions (i, j), i < j, of the first pair found scanning j upwards, or None."""
    seen = {}
    for j, x in enumerate(values):
        if target - x in seen:
            return seen[target - x] + 1, j + 1
        seen.setdefault(x, j)
    return None
