"""Random values built from a seed, for the property tests whose examples are large trees.

NOTE: hypothesis draws a tree value by value and records every choice it makes (to shrink a failing
example). For trees of tens to hundreds of values that drawing cost those tests 80 to 98% of their
time, their checks the rest. Those tests let hypothesis draw a seed (``SEEDS``, beside their small
arguments) and build the tree from ``random.Random(seed)`` with the generators below, which draw
the classes of values the strategies drew, and the edges of each class often, as hypothesis does:
other examples, the same classes, in trees of the same shapes (sizes and depths as
``st.recursive`` makes them). A failure shows the seed (hypothesis prints the arguments), and the
tests note the tree they built from it.
"""

from __future__ import annotations

import math
import random
import struct
from collections.abc import Callable, Sequence
from typing import Any

from hypothesis import strategies as st

#: What hypothesis draws for a test built on this module: the seed of its tree.
SEEDS = st.integers(0, 2**32 - 1)

Gen = Callable[[random.Random], Any]
Branch = Callable[[random.Random, Callable[[], Any]], Any]

_POWERS = (7, 8, 15, 16, 31, 32, 53, 63, 64)
_EDGE_FLOATS = (0.0, -0.0, 0.1, 0.5, 1.5, 1 / 3, 1e-7, 1e-6, 1e15, 1e16, 1e17, 1e21, 1e22, 2.0**53, 2.0**63,
                2.0**64, 123456789012345678.0, 5e-324, -5e-324, 2.225073858507201e-308,
                2.2250738585072014e-308, 1.7976931348623157e308, -1.7976931348623157e308)
_NON_FINITE = (math.inf, -math.inf, math.nan, -math.nan,
               struct.unpack("<d", struct.pack("<Q", 0x7FF0000000000001))[0])  # a NaN with a payload
_SPECIAL_CHARS = ("\u2028", "\u2029", "\ufeff", "\uffff", '"', "\\", "/", "\x7f", "\x1f", "\U0010ffff")


def size(rnd: random.Random, most: int, least: int = 0) -> int:
    """A collection's size between ``least`` and ``most``, as hypothesis draws them: on average
    ``least`` and then as many again as its st.lists would add (5 at most, half the range at most;
    geometrically), and sometimes the largest allowed."""
    if rnd.random() < 0.05:
        return most
    extra = min(max(least, 5), (most - least) / 2)
    n = least
    while n < most and rnd.random() < extra / (extra + 1):
        n += 1
    return n


def integer(rnd: random.Random, low: int, high: int) -> int:
    """st.integers(low, high): the bounds, zero and the edges of 8 to 64 bits often."""
    pick = rnd.random()
    if pick < 0.35:
        edge = rnd.choice((low, high, 0, 1, *(2**k for k in _POWERS)))
        value = edge * rnd.choice((1, -1)) + rnd.randint(-2, 2)
    elif pick < 0.65:
        value = rnd.getrandbits(rnd.randint(0, max(high.bit_length(), (-low).bit_length()) + 1)) * rnd.choice((1, -1))
    else:
        value = rnd.randint(low, high)
    return min(max(value, low), high)


def floating(rnd: random.Random, *, nan: bool = True, low: float | None = None, high: float | None = None) -> float:
    """st.floats(): any bits, with NaN and the infinities (``nan``) or without them; with bounds, the
    finite values between them (st.floats(low, high))."""
    pick = rnd.random()
    if low is not None and high is not None:
        if pick < 0.25:
            return min(max(rnd.choice((0.0, -0.0, low, high, 0.5, 0.1, 1e-300, 5e-324)), low), high)
        if pick < 0.5:
            return float(rnd.randint(math.ceil(low), math.floor(high)))
        return rnd.uniform(low, high)
    if nan and pick < 0.1:
        return rnd.choice(_NON_FINITE)
    if pick < 0.35:
        return rnd.choice(_EDGE_FLOATS)
    if pick < 0.7:
        value = float(struct.unpack("<d", rnd.getrandbits(64).to_bytes(8, "little"))[0])
        if nan or math.isfinite(value):
            return value
    return rnd.uniform(-1, 1) * 10.0 ** rnd.randint(-30, 30)


def float32(rnd: random.Random) -> float:
    """st.floats(width=32, allow_nan=False, allow_infinity=False): finite float32 values."""
    pick = rnd.random()
    if pick < 0.3:
        return rnd.choice((0.0, -0.0, 1.0, -1.5, 0.10000000149011612, 16777216.0, 3.4028234663852886e38,
                           -3.4028234663852886e38, 1.1754943508222875e-38, 1.401298464324817e-45))
    if pick < 0.65:
        bits = rnd.getrandbits(32)
        if bits & 0x7F800000 != 0x7F800000:  # not NaN nor infinite
            return float(struct.unpack("<f", bits.to_bytes(4, "little"))[0])
    return float(struct.unpack("<f", struct.pack("<f", rnd.uniform(-1, 1) * 10.0 ** rnd.randint(-30, 30)))[0])


def character(rnd: random.Random) -> str:
    """A character as st.text() draws them: any code point but the surrogates."""
    pick = rnd.random()
    if pick < 0.3:
        return chr(rnd.randint(32, 126))
    if pick < 0.5:
        return chr(rnd.choice((rnd.randint(0, 31), rnd.randint(127, 159))))
    if pick < 0.7:
        return chr(rnd.choice((rnd.randint(160, 0xD7FF), rnd.randint(0xE000, 0xFFFF))))
    if pick < 0.8:
        return chr(rnd.randint(0x10000, 0x10FFFF))
    return rnd.choice(_SPECIAL_CHARS)


def text(rnd: random.Random, alphabet: str | None = None, max_size: int = 10, min_size: int = 0) -> str:
    """st.text(alphabet, min_size, max_size); any character (``character``) without an alphabet."""
    n = size(rnd, max_size, min_size)
    if alphabet is None:
        return "".join(character(rnd) for _ in range(n))
    return "".join(rnd.choice(alphabet) for _ in range(n))


def one_of(*gens: Gen) -> Gen:
    """st.one_of: each generator as likely."""
    return lambda rnd: rnd.choice(gens)(rnd)


def lists(element: Gen, max_size: int, min_size: int = 0) -> Gen:
    return lambda rnd: [element(rnd) for _ in range(size(rnd, max_size, min_size))]


def list_branch(max_size: int) -> Branch:
    """st.lists(inner, max_size=max_size) as a branch of ``tree``."""
    return lambda rnd, child: [child() for _ in range(size(rnd, max_size))]


def dict_branch(key: Gen, max_size: int) -> Branch:
    """st.dictionaries(key, inner, max_size=max_size) as a branch of ``tree`` (keys drawn twice are
    one key, as in hypothesis's dictionaries)."""
    return lambda rnd, child: {key(rnd): child() for _ in range(size(rnd, max_size))}


def tree(rnd: random.Random, leaf: Gen, branches: Sequence[Branch], max_leaves: int) -> Any:
    """st.recursive(leaf, lambda inner: one of the branches over inner, max_leaves): a leaf, or a
    branch of trees, less often deeper down; no more than ``max_leaves`` leaves drawn from ``leaf``
    (as in hypothesis, values a branch draws itself, as a list of scalars, are not counted)."""
    left = [max_leaves]

    def node(depth: int) -> Any:
        if left[0] <= 0 or rnd.random() < 0.2 + 0.1 * depth:
            left[0] -= 1
            return leaf(rnd)
        return rnd.choice(branches)(rnd, lambda: node(depth + 1))

    return node(0)


class Str(str):
    """A subclass of str: readers and callers may hand one where a document holds text."""


class Int(int):
    """A subclass of int, as Str."""


class Dict(dict):  # type: ignore[type-arg]
    """A subclass of dict, as Str."""
