"""Room codes: read aloud and typed in any language, forgiving, a typo caught offline."""

from __future__ import annotations

import itertools

import pytest

from uno_desktop.net.internet import codes
from uno_desktop.net.internet.codes import CodeError, Invitation, RoomCode


def test_a_new_code_reads_as_groups_of_digits():
    code = codes.new_code("7")
    text = str(code)
    nameplate, first, second = text.split("-")
    assert nameplate == "7" and len(first) == 3 and len(second) == 4
    assert text.replace("-", "").isdigit()
    assert codes.parse(text) == code


def test_codes_differ():
    assert len({codes.new_code("12").secret for _ in range(50)}) > 45


@pytest.mark.parametrize("typed", [
    "7-492-8153", "7 492 8153", "74928153", " 7.492.815 3 ", "7–492–8153", "7/492/8153",
    "７-４９２-８１５３", "07-492-8153", "code: 7-492-8153",
])
def test_separators_spaces_and_wide_digits_are_forgiven(typed):
    expected = RoomCode("7", "492815")
    assert str(expected) == "7-492-8153"
    assert codes.parse(typed) == expected


def test_a_longer_nameplate():
    code = RoomCode("4711", "000123")
    assert codes.parse(str(code)) == code
    assert codes.parse(str(code).replace("-", "")) == code


@pytest.mark.parametrize(("typed", "reason"), [
    ("", "empty"), ("  -- ", "empty"), ("4928153", "too_short"), ("0-492-8153", "too_short"),
    ("12345678-492-8153", "too_long"), ("7-492-8154", "typo"),
])
def test_codes_that_cannot_be_right_say_why(typed, reason):
    with pytest.raises(CodeError) as caught:
        codes.parse(typed)
    assert caught.value.code == reason


def test_every_single_typo_and_every_swap_of_neighbours_is_caught_offline():
    text = str(RoomCode("38", "905172")).replace("-", "")
    for i, digit in itertools.product(range(len(text)), "0123456789"):
        if digit != text[i]:
            wrong = text[:i] + digit + text[i + 1:]
            if wrong.lstrip("0") == text.lstrip("0"):
                continue  # a leading zero is no change
            with pytest.raises(CodeError):
                codes.parse(wrong)
    for i in range(len(text) - 1):
        if text[i] != text[i + 1]:
            swapped = text[:i] + text[i + 1] + text[i] + text[i + 2:]
            with pytest.raises(CodeError):
                codes.parse(swapped)


def test_the_password_binds_the_nameplate():
    assert RoomCode("7", "492815").password != RoomCode("8", "492815").password


def test_spoken_digit_by_digit():
    assert RoomCode("7", "492815").spoken() == "7, 4 9 2, 8 1 5 3"


def test_links_round_trip_with_and_without_own_servers():
    code = RoomCode("7", "492815")
    plain = codes.link(Invitation(code))
    assert plain == "uno-desktop://join/7-492-8153"
    assert codes.parse_link(plain) == Invitation(code)
    assert codes.parse(plain) == code
    own = Invitation(code, mailbox="ws://example.org:4000/v1", relay="tcp:example.org:4001")
    assert codes.parse_link(codes.link(own)) == own


@pytest.mark.parametrize("text", [
    "https://join/7-492-8153", "uno-desktop://other/7-492-8153",
    "uno-desktop://join/7-492-8153?mailbox=http://evil", "uno-desktop://join/" + "1" * 700,
])
def test_foreign_links_are_refused(text):
    with pytest.raises(CodeError):
        codes.parse_link(text)
