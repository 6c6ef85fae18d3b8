"""Cards, colours and the classic 108-card deck.

A card is a value: two red fives are equal, and conservation is checked on multisets.
Card kinds are plain strings so an edition can add its own without touching this module.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from random import Random


class Color(StrEnum):
    """The four playable colours; a black card has ``color=None``."""

    RED = "red"
    YELLOW = "yellow"
    GREEN = "green"
    BLUE = "blue"


COLORS: tuple[Color, ...] = (Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE)

# Classic kinds. Editions define their own kind strings in their modules.
NUMBER = "number"
SKIP = "skip"
REVERSE = "reverse"
DRAW_TWO = "draw_two"
WILD = "wild"
WILD_DRAW_FOUR = "wild_draw_four"

DRAW_KINDS = frozenset({DRAW_TWO, WILD_DRAW_FOUR})


class _Derived:
    """Slots outside the dataclass fields, computed once per card: its hash, and its
    ``face``, the symbol that decides matching (the digit for numbers, the kind
    otherwise), an attribute rather than a property: the legal-play test reads it for
    every card of a hand."""

    __slots__ = ("_hash", "face")
    _hash: int
    face: str

    def _derive(self, hash_value: int, face: str) -> None:
        # here, not in Card: mypyc fails on object.__setattr__ of an inherited attribute
        object.__setattr__(self, "_hash", hash_value)
        object.__setattr__(self, "face", face)


@dataclass(frozen=True, slots=True, repr=False, eq=False)
class Card(_Derived):
    """One physical card face: its kind, printed colour (None = black), number and mark.

    ``mark`` is an edition decoration that changes rules but not matching, such as the
    Spin swirl (``"spin"``) or the Tippo stop octagon (``"stop"``).
    """

    kind: str
    color: Color | None = None
    number: int | None = None
    mark: str | None = None

    def __eq__(self, other: object) -> bool:
        # Decks repeat one object per face, so identity settles most comparisons.
        if self is other:
            return True
        if other.__class__ is not Card:
            return NotImplemented
        # the cached hashes first: they tell most unequal cards apart at once (list.remove
        # and count ask this of every card before the one they look for)
        return self._hash == other._hash and bool(
            self.kind == other.kind and self.color == other.color
            and self.number == other.number and self.mark == other.mark)

    def __lt__(self, other: Card) -> bool:
        """A stable order for sorting hands and card sets (black and unmarked cards first)."""
        return self._order() < other._order()

    def _order(self) -> tuple[str, str, int, str]:
        return (self.kind, self.color or "", -1 if self.number is None else self.number,
                self.mark or "")

    def __post_init__(self) -> None:
        # On building, not on first use: msgspec builds a decoded card without running its
        # __init__ (then calls this), and a compiled card's unset slot would read as 0.
        self._derive(hash((self.kind, self.color, self.number, self.mark)),
                     str(self.number) if self.kind == NUMBER else self.kind)

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[type[Card], tuple[str, Color | None, int | None, str | None]]:
        # copy and pickle rebuild a card from its fields (a compiled class has no slots to copy)
        return Card, (self.kind, self.color, self.number, self.mark)

    @property
    def is_black(self) -> bool:
        return self.color is None

    @property
    def code(self) -> str:
        """Stable name, also the sprite file stem: ``red_5``, ``blue_skip``, ``black_wild``."""
        parts = [self.color.value if self.color else "black", self.face]
        if self.mark:
            parts.append(self.mark)
        return "_".join(parts)

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"card({self.code!r})"


def number(color: Color, value: int, mark: str | None = None) -> Card:
    return Card(NUMBER, color, value, mark)


def action(kind: str, color: Color | None = None) -> Card:
    return Card(kind, color)


def card(code: str) -> Card:
    """Shorthand for tests and tools: ``card("red_5")``."""
    return parse_card(code)


def parse_card(code: str) -> Card:
    """Inverse of :attr:`Card.code`, for tests and tools (``"red_5"``, ``"black_wild"``)."""
    head, _, rest = code.partition("_")
    color = None if head == "black" else Color(head)
    mark = None
    for candidate in ("spin", "stop"):
        if rest.endswith("_" + candidate):
            rest, mark = rest[: -len(candidate) - 1], candidate
    if rest.isdigit():
        if color is None:
            raise ValueError(f"a number card needs a colour: {code!r}")
        return Card(NUMBER, color, int(rest), mark)
    return Card(rest, color, None, mark)


def classic_deck() -> list[Card]:
    """The 108 cards of docs/rules.md §1.1, in a fixed order (a new list of shared faces:
    one object per face lets most card comparisons settle on identity)."""
    return list(_CLASSIC_DECK)


def _build_classic_deck() -> tuple[Card, ...]:
    cards: list[Card] = []
    for color in COLORS:
        cards.append(number(color, 0))
        for value in range(1, 10):
            cards += [number(color, value)] * 2
        for kind in (SKIP, REVERSE, DRAW_TWO):
            cards += [action(kind, color)] * 2
    cards += [action(WILD)] * 4
    cards += [action(WILD_DRAW_FOUR)] * 4
    return tuple(cards)


_CLASSIC_DECK = _build_classic_deck()


def _steps(size: int) -> tuple[tuple[int, int, int], ...]:
    """The Fisher-Yates steps of a list of ``size``: (index, choices, their bit width)."""
    return tuple((i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1))


_MOST = 512  # cards: more than any deck holds
_STEPS = _steps(_MOST)  # a shorter list's steps are its tail


def shuffle(rng: Random, cards: list[Card]) -> None:
    """``rng.shuffle(cards)``: the same order from the same state, by the same algorithm
    (CPython's, which seeded games and their tests depend on), but compiled with the core,
    where ``random.shuffle`` would run interpreted (each hand shuffles the deck); each
    step's figures come from a table, not from arithmetic and a method call per card."""
    getrandbits = rng.getrandbits
    size = len(cards)
    for i, n, bits in _STEPS[_MOST - size:] if size <= _MOST else _steps(size):
        j = getrandbits(bits)
        while j >= n:  # uniform in 0..i
            j = getrandbits(bits)
        cards[i], cards[j] = cards[j], cards[i]


def matches(card: Card, top: Card, active: Color | None) -> bool:
    """Colour, number or symbol match (docs/rules.md §1.3); black cards are handled by callers."""
    if card.color is not None and card.color == active:
        return True
    if card.kind == NUMBER:
        return top.kind == NUMBER and card.number == top.number
    return card.kind == top.kind and not top.is_black


def identical(a: Card, b: Card) -> bool:
    """Same colour and same number or symbol: what jump-in and multi-play need (§2.2, §2.3)."""
    return a.kind == b.kind and a.color == b.color and a.number == b.number
