"""Hypothesis strategies shared by the tests."""

from hypothesis import strategies as st

from judge.games.wythoff import lower, upper

MAX_PILE = 10**9

piles = st.integers(min_value=0, max_value=MAX_PILE)
small_piles = st.integers(min_value=0, max_value=200)
big_ints = st.integers(min_value=0, max_value=10**18)
positions = st.tuples(piles, piles).filter(lambda p: p != (0, 0))
p_indices = st.integers(min_value=0, max_value=381_966_011)  # B_k <= 10^9


@st.composite
def near_p_positions(draw):
    """A position a few stones away from a P-position: where the winning moves are subtle."""
    k = draw(p_indices)
    a, b = lower(k), upper(k)
    da, db = draw(st.integers(-3, 3)), draw(st.integers(-3, 3))
    a, b = max(0, a + da), max(0, b + db)
    if (a, b) == (0, 0):
        b = 1
    return (b, a) if draw(st.booleans()) else (a, b)


# Generalized Wythoff: the parameter a, and indices of P-positions far beyond any table.
gw_params = st.integers(min_value=1, max_value=50)
gw_huge_indices = st.integers(min_value=0, max_value=10**30)


# What a contestant's program may write: protocol-shaped lines, and anything at all.
protocol_lines = st.one_of(
    st.sampled_from(["1", "0", "DONE", "2 3", "3 4", "1 1", "3 2", "", " ", "1 1 1",
                     "01", "-1", "+1", "4 1", "1 0", "1 -5", "done", "1\r", "\x00",
                     "9" * 5000, "2 99999999999999999999"]),
    st.text(alphabet=st.characters(codec="utf-8"), max_size=30),
    st.from_regex(r"[0-9]{1,3} [0-9]{1,3}", fullmatch=True),
)
program_outputs = st.one_of(
    st.lists(protocol_lines, max_size=8).map(lambda ls: "\n".join(ls).encode("utf-8", "replace")),
    st.binary(max_size=300),
)


# The package format's default output validator: answers as lists of tokens, and the ways an
# output may lay the same tokens out.
answer_tokens = st.lists(
    st.one_of(st.integers(-10**12, 10**12).map(str),
              st.text("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_", min_size=1,
                      max_size=8)),
    min_size=1, max_size=20)
whitespace_runs = st.text(" \t\n\r", min_size=1, max_size=4)


# Geography: a small board (exhaustive search can still decide every position on it), and a
# walk through its game tree: each step picks a legal move by index, or goes back some moves.
@st.composite
def small_geography_boards(draw):
    from judge.games.geography_graphs import Board
    if draw(st.booleans()):
        n = draw(st.integers(1, 4))
        return Board("knight", n, n)
    n = draw(st.integers(1, 4))
    return Board("grid", n, draw(st.integers(1, 16 // n)))


geography_steps = st.lists(st.one_of(st.integers(0, 15), st.tuples(st.just("back"),
                                                                    st.integers(1, 4))),
                           max_size=20)


# Board games: small boards and positions on them, for exhaustive search.
@st.composite
def strip_positions(draw):
    """(n, k, shaded): a strip of up to 14 cells with some cells shaded."""
    n = draw(st.integers(1, 14))
    k = draw(st.integers(1, 5))
    return n, k, draw(st.integers(0, (1 << n) - 1))


@st.composite
def cram_positions(draw):
    """(n, m, shaded): a board of up to 12 cells with some cells shaded."""
    n = draw(st.integers(1, 4))
    m = draw(st.integers(1, 12 // n))
    return n, m, draw(st.integers(0, (1 << n * m) - 1))


@st.composite
def cram_symmetric_positions(draw):
    """(n, m, choices): an even-sided board up to 6 x 6, and a number whose digits choose a
    few dominoes, each shaded with its image under the half turn (the test builds them)."""
    n = draw(st.integers(1, 3)) * 2
    m = draw(st.integers(1, 6))
    if draw(st.booleans()):
        n, m = m, n
    return n, m, draw(st.integers(0, 2**32))
