"""A room's code: made to be read aloud and typed, in any of the game's languages. No Qt.

A code is digits only, ``7-492-8153``: the mailbox server's *nameplate* (``7``, one to a
few digits, the part the server sees), six secret digits (``492815``, the part only the
room's players know, the password of the key exchange) and one check digit (``3``). Digits
because a German, an English and a Swedish player each read them aloud in their own
language and the listener types the same keys on any keyboard layout (letters are
spelled differently in the three languages, and words would need one list per language);
the check digit (Damm's algorithm: it catches every single wrong digit and every swap of
two neighbours) tells a player with a typo at once, before it costs one of the room's
bounded online attempts. Separators, spaces, full-width digits and the link form
(:func:`link`) are all forgiven: only the digits count, the last seven are the secret and
the check, the ones before them the nameplate.
"""

from __future__ import annotations

import secrets
import unicodedata
from dataclasses import dataclass
from urllib.parse import parse_qs, quote, unquote, urlsplit

SECRET_DIGITS = 6
"""Secret digits in a code: a million codes per nameplate. The host refuses a code after
:data:`MAX_WRONG` wrong attempts, so a stranger who knows the nameplate gets in with one
chance in 100,000 at most."""
MAX_NAMEPLATE_DIGITS = 7
"""The server allocates the shortest free number (one to three digits, more only when a
thousand rooms wait at once); anything longer is a typo."""
MAX_WRONG = 10
"""Wrong attempts a room's code survives; the next one retires it (the host gets a new one)."""
LIFETIME_S = 2 * 60 * 60
"""A code admits new guests for two hours after it was made (then the host makes a new
one with one button); players already at the table come back without it."""
SCHEME = "uno-desktop"
"""The invitation link's URL scheme, which an installed game claims (``docs/internet.md``)."""

_DAMM = (
    (0, 3, 1, 7, 5, 9, 8, 6, 4, 2),
    (7, 0, 9, 2, 1, 5, 4, 8, 6, 3),
    (4, 2, 0, 6, 8, 7, 1, 3, 5, 9),
    (1, 7, 5, 0, 9, 8, 3, 4, 2, 6),
    (6, 1, 2, 3, 0, 4, 5, 9, 7, 8),
    (3, 6, 7, 4, 2, 0, 9, 5, 8, 1),
    (5, 8, 6, 9, 7, 2, 0, 1, 3, 4),
    (8, 9, 4, 5, 3, 6, 2, 0, 1, 7),
    (9, 4, 3, 8, 6, 1, 7, 2, 0, 5),
    (2, 5, 8, 1, 4, 3, 6, 7, 9, 0),
)
"""Damm's quasigroup of order 10 (H. M. Damm, 2004): one digit that catches all single
errors and all adjacent transpositions."""


def damm(digits: str) -> int:
    """The check digit of ``digits`` (a string of ASCII digits)."""
    interim = 0
    for ch in digits:
        interim = _DAMM[interim][ord(ch) - 48]
    return interim


class CodeError(ValueError):
    """A code that cannot be right, with a stable ``code`` the UI words:
    ``empty``, ``too_short``, ``too_long``, ``typo`` (the check digit does not match)."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


@dataclass(frozen=True)
class RoomCode:
    """A parsed code: the nameplate the server knows and the secret only players know."""

    nameplate: str
    secret: str

    @property
    def check(self) -> int:
        return damm(self.nameplate + self.secret)

    @property
    def password(self) -> bytes:
        """What the key exchange runs on: the nameplate and the secret, so a code's key is
        bound to the nameplate it was made for."""
        return f"{self.nameplate}-{self.secret}".encode("ascii")

    def __str__(self) -> str:
        """The code as shown and read aloud: ``7-492-8153``."""
        tail = f"{self.secret}{self.check}"
        return f"{self.nameplate}-{tail[:3]}-{tail[3:]}"

    def spoken(self) -> str:
        """The digits one by one, the groups apart: what a screen reader reads, so that
        ``492`` is never read as a number."""
        return ", ".join(" ".join(group) for group in str(self).split("-"))


def new_code(nameplate: str) -> RoomCode:
    """A fresh code for ``nameplate`` (as the server allocated it) with a random secret."""
    secret = "".join(str(secrets.randbelow(10)) for _ in range(SECRET_DIGITS))
    return RoomCode(nameplate=nameplate, secret=secret)


def _digits(text: str) -> str:
    """Every decimal digit in ``text``, in ASCII (``７`` and ``٧`` are 7); anything else
    (spaces, dashes, dots, slashes, letters) is a separator."""
    out = []
    for ch in unicodedata.normalize("NFKC", text):
        value = unicodedata.decimal(ch, None)
        if value is not None:
            out.append(str(value))
    return "".join(out)


def parse(text: str) -> RoomCode:
    """The code a player typed or pasted (or an invitation link). Raises
    :class:`CodeError` when it cannot be right, before anything goes on the network."""
    text = text.strip()
    if text.lower().startswith(f"{SCHEME}:"):
        return parse_link(text).code
    digits = _digits(text)
    if not digits:
        raise CodeError("empty")
    tail = SECRET_DIGITS + 1
    if len(digits) <= tail:
        raise CodeError("too_short")
    nameplate = digits[:-tail].lstrip("0")
    if not nameplate:
        raise CodeError("too_short")
    if len(nameplate) > MAX_NAMEPLATE_DIGITS:
        raise CodeError("too_long")
    secret, check = digits[-tail:-1], int(digits[-1])
    code = RoomCode(nameplate=nameplate, secret=secret)
    if code.check != check:
        raise CodeError("typo")
    return code


@dataclass(frozen=True)
class Invitation:
    """What an invitation link carries: the code, and the servers when the host uses its
    own (empty: the game's defaults)."""

    code: RoomCode
    mailbox: str = ""
    relay: str = ""


def link(invitation: Invitation) -> str:
    """``uno-desktop://join/7-492-8153`` (with ``?mailbox=…&relay=…`` for a host's own
    servers): what the invite screen copies and the OS hands to an installed game."""
    url = f"{SCHEME}://join/{invitation.code}"
    query = [f"{key}={quote(value, safe='')}" for key, value in
             (("mailbox", invitation.mailbox), ("relay", invitation.relay)) if value]
    return url + ("?" + "&".join(query) if query else "")


LINK_MAX_CHARS = 600
"""A link longer than this is not one of ours (a server address fits in far less)."""


def parse_link(text: str) -> Invitation:
    """An invitation link (:func:`link`); raises :class:`CodeError` (``not_a_link`` when it
    is not one of ours, or one of the code's reasons)."""
    text = text.strip()
    if len(text) > LINK_MAX_CHARS:
        raise CodeError("not_a_link")
    parts = urlsplit(text)
    if parts.scheme.lower() != SCHEME or parts.netloc.lower() != "join":
        raise CodeError("not_a_link")
    code = parse(unquote(parts.path.strip("/")))
    query = parse_qs(parts.query)
    mailbox = query.get("mailbox", [""])[0]
    relay = query.get("relay", [""])[0]
    if mailbox and not mailbox.lower().startswith(("ws://", "wss://")):
        raise CodeError("not_a_link")
    return Invitation(code=code, mailbox=mailbox, relay=relay)
