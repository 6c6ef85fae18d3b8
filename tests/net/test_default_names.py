"""A player who chose no name (issue 39): the host gets none, and each computer names the
seat in its own language ("Spieler 2" on a German host, "Spelare 2" on the Swedish guest
sitting there), never in the guest's. docs/translating.md, "The default name"."""

from __future__ import annotations

import json
import queue
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from lan_app import close_app, open_app, open_lan, shot  # first: the app stays on loopback
from net_helpers import RawClient, _env, start_host

from uno_desktop.net import protocol as p

QUIET = ["--no-announce", "--ping-ms", "0"]
GUEST_APP = Path(__file__).with_name("lan_guest_app.py")


def test_no_name_travels_as_none_and_is_never_numbered(tmp_path, procs):
    """Two nameless players are both "": each client numbers them by seat, so the host has
    nothing to make distinct; a nameless spectator's chat line comes without a name."""
    _host, port = start_host(procs, tmp_path, "--seats", "3", *QUIET)
    a, b, fan = RawClient(port), RawClient(port), RawClient(port)
    a.hello("")
    b.hello("")
    fan.hello("", spectate=True)
    lobby = fan.expect(p.Lobby, where=lambda m: sum(s.kind == "human" for s in m.seats) == 2)
    assert [(s.name, s.kind) for s in lobby.seats] == [("", "human"), ("", "human"),
                                                       ("", "empty")]
    b.send(p.Say(text="hej"))
    assert (chat := a.expect(p.Chat)).seat == 1 and chat.name == ""
    fan.send(p.Say(text="hallo"))
    assert (chat := a.expect(p.Chat, where=lambda m: m.text == "hallo")).seat is None
    assert chat.name == ""
    for c in (a, b, fan):
        c.close()


@pytest.mark.slow
@pytest.mark.qt_log_level_fail("WARNING")
def test_a_german_host_and_a_swedish_guest_each_read_their_own_default(
        qapp, qtbot, tmp_path, monkeypatch):
    ui, window = open_app(tmp_path / "host", monkeypatch, "de", (1024, 640))
    guest = None
    try:
        lan = open_lan(ui, qtbot)
        assert lan.playerName == "Spieler"
        lan.setPlayerName(lan.playerName)  # the start screen's field left as it is
        assert lan.chosen_name() == ""
        assert lan.hostGame("Küche", "", "official", 3, 1)
        qtbot.waitUntil(lambda: lan.screen == "lobby" and len(lan.seats) == 3, timeout=5000)
        env = {**_env(), "UNO_DESKTOP_CONFIG_DIR": str(tmp_path / "guest")}
        guest = subprocess.Popen([sys.executable, str(GUEST_APP), "sv", str(lan.host.port)],
                                 stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                 stderr=open(tmp_path / "guest.err", "wb"), env=env, text=True)
        shown: queue.Queue[dict] = queue.Queue()
        threading.Thread(target=lambda: [shown.put(json.loads(line)) for line in guest.stdout],
                         daemon=True).start()
        qtbot.waitUntil(lambda: len(lan.chat) == 1  # the guest's "Hej!", and its seat
                        and [s["kind"] for s in lan.seats] == ["human", "human", "bot"],
                        timeout=60_000)
        assert [r.name for r in lan.host.seats][:2] == ["", ""]  # no language's word travels
        lan.say("Hallo!")
        qtbot.waitUntil(lambda: not shown.empty(), timeout=30_000)
        bot = lan.seats[2]["name"]
        assert [s["name"] for s in lan.seats] == ["Spieler", "Spieler 2", bot]
        assert [c["name"] for c in lan.chat] == ["Spieler 2", "Spieler"]
        assert shown.get() == {"what": "lobby", "seats": ["Spelare", "Spelare 2", bot],
                               "chat": ["Spelare 2", "Spelare"]}
        shot(window, "host_lobby_de")
        qtbot.waitUntil(lambda: lan.seats[1]["ready"], timeout=10_000)
        lan.startGame()
        qtbot.waitUntil(lambda: ui.controller.screen == "table"
                        and not ui.controller.game.busy(), timeout=10_000)
        assert [r.name for r in ui.controller.game.seats.rows] == ["Spieler", "Spieler 2", bot]
        qtbot.waitUntil(lambda: not shown.empty(), timeout=30_000)
        assert shown.get() == {"what": "table", "seats": ["Spelare", "Spelare 2", bot]}
        shot(window, "host_table_de")
    finally:
        if guest is not None:
            guest.stdin.close()
            try:
                guest.wait(timeout=30)
            except subprocess.TimeoutExpired:
                guest.kill()  # our own child, by its pid
                guest.wait()
        ui.settings.language = "en"
        close_app(ui, qapp)
