"""`judge analyze`: a game position, P or N, with a winning move; a board game's empty board,
`first` or `second`, with a winning first move."""

from __future__ import annotations

import sys


def analyze_command(args) -> int:
    from judge.commands.analyses import BadPosition, Params, analyze
    params = Params(a=args.a, k=args.k, p=args.p, k1=args.k1, k2=args.k2, n=args.n, m=args.m)
    try:
        lines = analyze(args.game, args.position, params)
    except BadPosition as err:
        print(f"judge: {err}", file=sys.stderr)
        return 2
    print("\n".join(lines))
    return 0


