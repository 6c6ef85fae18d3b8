"""The host's autosave: a full save plus an append-only journal; a torn last line (a crash
mid-write) is ignored, and resuming rebuilds exactly the same game."""

from __future__ import annotations

from rules.record import snapshot
from uno_desktop import saves
from uno_desktop.net.host import HostConfig, LanHost


def test_autosave_journal_and_resume(qapp, qtbot, tmp_path):
    path = tmp_path / "save.json"
    config = HostConfig(room="Saved", pin="77", seats=3, bots=3, bot_delay_ms=0,
                        next_hand_ms=0, seed=12, ping_ms=0, autosave=path)
    host = LanHost(config)
    host.start_game()
    # mid-hand: the full save at the end of a hand takes everything and empties the journal
    qtbot.waitUntil(lambda: len(host.session.game.actions) >= 40
                    and host.session.game.decision.kind != "hand_over", timeout=10000)
    host.relay.timer.stop()  # the referee's clock: nothing moves from here on
    game = host.session.game
    loaded = saves.load(path)
    record = loaded.record
    assert loaded.room is not None
    assert (loaded.room.name, loaded.room.pin, loaded.room.game_id) == ("Saved", "77",
                                                                        host.game_id)
    assert [(s.seat, s.action) for s in record.actions] == game.actions
    assert path.with_name("save.json.journal").stat().st_size > 0  # not all in the full save
    # a crash mid-append leaves half a line: ignored
    with open(path.with_name("save.json.journal"), "ab") as journal:
        journal.write(b'{"n": 99999, "seat": 1, "act')
    torn = saves.load(path).record
    assert torn.actions == record.actions
    resumed = LanHost.resume(path, HostConfig(bot_delay_ms=60_000, ping_ms=0))
    try:
        assert resumed.game_id == host.game_id and resumed.config.pin == "77"
        assert snapshot(resumed.session.game) == snapshot(game)
    finally:
        resumed.close()
        host.close()
