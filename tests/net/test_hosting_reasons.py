"""Why a room did not open is told in the player's language: the house rules, the PIN or
the port, by code, never the English text of the exception (Qt's, the system's, the rules
file's), which goes to the log. Everything listens on 127.0.0.1 only."""

from __future__ import annotations

import errno
import socket

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from uno_desktop.net.host import HostConfig, LanHost, PinTooLong
from uno_desktop.ui import lan as lan_module
from uno_desktop.ui.lan import LanController, hosting_reason

REASONS = {  # each language's own words for each reason: no English in the German one
    "de": {"port_in_use": "Netzwerk-Port", "no_port": "Netzwerk-Port",
           "pin": "PIN", "preset": "Hausregeln"},
    "sv": {"port_in_use": "nätverksport", "no_port": "nätverksport",
           "pin": "PIN", "preset": "husregler"},
}


@pytest.fixture(params=["en", "de", "sv"])
def language(request):
    from uno_desktop.i18n import Translations

    translations = Translations()
    translations.load(request.param)
    yield request.param
    translations.unload()


@pytest.fixture
def lan(qapp, tmp_path, monkeypatch):
    monkeypatch.setenv("UNO_LAN_INTERFACES", "127.0.0.1")
    monkeypatch.setenv("UNO_LAN_LISTEN", "127.0.0.1")
    controller = LanController(data_dir=tmp_path)
    yield controller
    controller.shutdown()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_a_port_taken_says_so_by_its_errno(qapp):
    """``LanHost.listen`` raises an ``OSError`` whose ``errno`` the UI words."""
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    host = LanHost(HostConfig(seats=2, bots=1, ping_ms=0))
    try:
        with pytest.raises(OSError) as caught:
            host.listen(taken.getsockname()[1], "127.0.0.1")
        assert caught.value.errno == errno.EADDRINUSE
    finally:
        host.close()
        taken.close()


def test_each_reason_is_in_the_players_language(qapp, language):
    qt_english = OSError(errno.EADDRINUSE, "The bound address is already in use")
    reasons = {"port_in_use": hosting_reason(qt_english),
               "no_port": hosting_reason(OSError(0, "Unknown error")),
               "pin": hosting_reason(PinTooLong("the PIN is longer than 64 characters")),
               "preset": hosting_reason(ValueError("could not convert string to float"))}
    english = ("already in use", "Unknown error", "longer than", "could not convert")
    for key, text in reasons.items():
        assert text and not any(e in text for e in english), (key, text)
        if language in REASONS:
            assert REASONS[language][key] in text, (language, key, text)
    assert reasons["port_in_use"] != reasons["no_port"]


def test_the_host_form_shows_a_translated_reason(qapp, lan, language, monkeypatch):
    """The screen's line: "This game cannot be hosted: " and the reason, never ``%1``
    filled with an exception's English."""
    def refuse(self, port=0, address=None):
        raise OSError(errno.EACCES, "The address is protected")

    monkeypatch.setattr(lan_module.LanHost, "listen", refuse)
    assert not lan.hostGame("Kitchen", "", "official", 2, 1)
    assert "protected" not in lan.status and "%1" not in lan.status
    assert hosting_reason(OSError(errno.EACCES, "")) in lan.status
    assert not lan.hostGame("Kitchen", "", "no such rules", 2, 1)
    assert "no such rules" in lan.status and "%1" not in lan.status  # the name it was given
