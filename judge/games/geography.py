"""Undirected vertex geography on a board's graph (judge.games.geography_graphs): the first
player cuts any cell; from then on each cut is a neighbour of the last one, never a cell cut
before; a player who cannot cut loses.

The oracle is the matching rule. With G' the graph of the cells not yet cut plus the last cut
v, the player to move from v wins iff v is in every maximum matching of G', i.e. iff the
maximum matching of G' - v is smaller than that of G'. (If v is in every maximum matching M,
move to M(v) = u: M - vu is a maximum matching of G' - v missing u, so the opponent is in the
other case. If a maximum matching M misses v, every cut u from v is matched in M, and no
maximum matching N of G' - v misses u, else N + vu would beat M: the opponent is in the first
case. A player with no cut left is in the second. The proof in full: docs/games.md.) The
start: the first player wins iff the whole graph has no perfect matching, by cutting a vertex
some maximum matching misses.

A position is a node of the game's tree (its parent, the cell cut), so a move costs O(1) and
positions stay immutable. Every node of one game shares a tracker that holds the state of one
node, the one asked about last: the cells still uncut and a maximum matching of them. Going
to a child costs one augmenting-path search (the child's cut frees its partner, and one
search from that partner repairs the matching or proves it maximum, which is the child's
outcome); going back undoes the logged changes. Any other node is reached through their
common ancestor. The answers depend only on the nodes asked about.
"""

from __future__ import annotations

from judge.games.geography_graphs import (Board, augmenting_path, colours, maximum_matching,
                                          neighbours)


class Position:
    """A position: the board, the cells cut so far (the chain of parents) and the last cut
    (`vertex`, None before the first move). Compared by identity."""

    __slots__ = ("board", "parent", "vertex", "depth", "root", "tracker", "win", "reply")

    def __init__(self, board: Board, parent: Position | None = None, vertex: int | None = None):
        self.board, self.parent, self.vertex = board, parent, vertex
        self.depth = 0 if parent is None else parent.depth + 1
        self.root = self if parent is None else parent.root
        self.tracker = None  # the root's, made when first asked
        self.win = None  # memo: the player to move wins
        self.reply = None  # memo: a winning move, when win

    def cut(self) -> list[int]:
        """The cells cut, in order (O(depth))."""
        cells, node = [], self
        while node.parent is not None:
            cells.append(node.vertex)
            node = node.parent
        return cells[::-1]


def start(board: Board) -> Position:
    return Position(board)


def play(position: Position, vertex: int) -> Position:
    """The position after cutting `vertex` (legal: see illegal_reason)."""
    return Position(position.board, position, vertex)


def illegal_reason(position: Position, vertex: int) -> str | None:
    board = position.board
    if not 0 <= vertex < board.size:
        return "not a cell of the board"
    state = _state(position)
    if not state.alive[vertex]:
        return "that cell is already cut"
    last = position.vertex
    if last is not None and vertex not in neighbours(board)[last]:
        move = "a knight's jump" if board.kind == "knight" else "one step (up, down, left, right)"
        return f"not {move} from the last cut"
    return None


def moves(position: Position) -> list[int]:
    """The legal moves, in vertex order (every cell before the first cut)."""
    state = _state(position)
    alive = state.alive
    if position.vertex is None:
        return list(range(position.board.size))
    return sorted(u for u in neighbours(position.board)[position.vertex] if alive[u])


def alive(position: Position) -> list[bool]:
    """Which cells are not cut yet (the last cut included), as a list by vertex: the
    tracker's own, valid until the next question about another position; read only."""
    return _state(position).alive


def mover_wins(position: Position) -> bool:
    """The player to move wins (the matching rule)."""
    if position.win is None and position.parent is None:
        _decide_start(position)  # the whole board's matching decides it: no tracker yet
    if position.win is None:
        _state(position)
    return position.win


def _decide_start(root: Position) -> None:
    # No perfect matching: the first player cuts a cell a maximum matching misses.
    free = [v for v, w in enumerate(maximum_matching(root.board)) if w < 0]
    root.win, root.reply = bool(free), (free[0] if free else None)


def winning_move(position: Position) -> int | None:
    """A cell to cut that leaves the opponent lost, or None if the player to move loses."""
    return position.reply if mover_wins(position) else None


def _state(position: Position) -> _Tracker:
    root = position.root
    if root.tracker is None:
        root.tracker = _Tracker(root)
    root.tracker.goto(position)
    return root.tracker


class _Tracker:
    """The state of one node of a game's tree: `alive` (uncut cells, the node's last cut
    excluded), `mate` (a maximum matching of them; -1 free), `free` (free cells by colour);
    `stack` the nodes from the root to it, `logs` what each push changed."""

    def __init__(self, root: Position):
        board = root.board
        self.adj, self.colour = neighbours(board), colours(board)
        self.mate = list(maximum_matching(board))
        self.alive = [True] * board.size
        self.free = [0, 0]
        for v, w in enumerate(self.mate):
            if w < 0:
                self.free[self.colour[v]] += 1
        self.seen, self.stamp = [0] * board.size, 0
        self.stack, self.logs = [root], [None]
        if root.win is None:
            _decide_start(root)

    def goto(self, node: Position) -> None:
        """Make `node` the current one: back to the nearest ancestor on the stack, then down."""
        stack, path = self.stack, []
        while node.depth >= len(stack) or stack[node.depth] is not node:
            path.append(node)
            node = node.parent
        while len(stack) > node.depth + 1:
            self._pop()
        for child in reversed(path):
            self._push(child)

    def _push(self, child: Position) -> None:
        u, mate, colour, free = child.vertex, self.mate, self.colour, self.free
        log = [free[0], free[1]]  # then (vertex, its old mate) pairs
        self.alive[u] = False
        w = mate[u]
        if w < 0:  # a maximum matching misses u: the mover from u loses
            free[colour[u]] -= 1
            win, reply = False, None
        else:
            log += (u, w, w, u)
            mate[u] = mate[w] = -1
            free[colour[w]] += 1
            win = not self._augment(w, log)
            reply = w if win else None  # w, free now, is lost for the mover
        self.stack.append(child)
        self.logs.append(log)
        if child.win is None:
            child.win, child.reply = win, reply

    def _pop(self) -> None:
        node, log = self.stack.pop(), self.logs.pop()
        self.alive[node.vertex] = True
        mate = self.mate
        for i in range(len(log) - 2, 1, -2):
            mate[log[i]] = log[i + 1]
        self.free[0], self.free[1] = log[0], log[1]

    def _augment(self, w: int, log: list) -> bool:
        """Search an augmenting path from the free vertex w; flip it (logged) if found."""
        other = 1 - self.colour[w]
        if not self.free[other]:  # an augmenting path joins free vertices of both colours
            return False
        self.stamp += 1
        path = augmenting_path(self.adj, self.mate, self.alive, self.seen, self.stamp, w)
        if not path:
            return False
        mate = self.mate
        for a, b in zip(path[::2], path[1::2]):
            log += (a, mate[a], b, mate[b])
            mate[a], mate[b] = b, a
        self.free[other] -= 1
        self.free[1 - other] -= 1
        return True
