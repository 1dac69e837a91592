"""`judge table`: the P-positions (A_k, B_k) of generalized Wythoff, as CSV."""

from __future__ import annotations

import sys


def table_command(args) -> int:
    if args.a < 1 or args.n < 0 or args.start < 0:
        print("judge: table needs --a >= 1, --n >= 0, --from >= 0", file=sys.stderr)
        return 2
    from judge.games import gwythoff
    if args.strategy in gwythoff.FROM_ZERO and args.start + args.n > gwythoff.FROM_ZERO_LIMIT:
        anywhere = sorted(set(gwythoff.STRATEGIES) - gwythoff.FROM_ZERO)
        print(f"judge: --strategy {args.strategy} builds every row from k = 0: it needs "
              f"--from + --n <= {gwythoff.FROM_ZERO_LIMIT}; {' and '.join(anywhere)} start "
              f"at any k", file=sys.stderr)
        return 2
    out = sys.stdout
    out.write("k,A_k,B_k\n")
    build = gwythoff.STRATEGIES[args.strategy]
    for k, (a_k, b_k) in enumerate(build(args.a, args.n, args.start), args.start):
        out.write(f"{k},{a_k},{b_k}\n")
    return 0


