"""The Autosaver writes its full saves behind the game (issue 41: a sync on the host's
thread held every player's update for milliseconds) and still never lets the disk lack
an action anybody was told of: at every step, the save and its journal as a crash would
leave them load to the whole game."""

from __future__ import annotations

import logging
import threading

import pytest

from rules import load_preset, new_game
from uno_desktop import saves
from uno_desktop.session import HostSession, SeatInfo

SEATS = [SeatInfo("Ann"), SeatInfo("Bob", "bot", "hard"), SeatInfo("Cy", "bot", "easy")]
LIMIT = 12


class Table:
    """A three-seat game whose every action is autosaved write-ahead, as the host does."""

    def __init__(self, path, monkeypatch) -> None:
        monkeypatch.setattr(saves, "JOURNAL_LIMIT", LIMIT)
        self.path = path
        self.session = HostSession(new_game(load_preset("party"), 3, 21), SEATS)
        self.saver = saves.Autosaver(path, self.session)
        self.session.on_applied.append(self.saver.saved_action)
        self.session.on_told.append(self.saver.told)
        self.saver.save()

    def step(self) -> None:
        game = self.session.game
        for seat in (game.decision.seat, None, *range(game.n)):
            legal = game.legal_actions(seat)
            if legal:
                self.session.submit(seat, legal[0])
                return
        raise AssertionError("nobody can act")

    def on_disk(self) -> list:
        return [(a.seat, a.action) for a in saves.load(self.path).record.actions]

    def journal_starts_at(self) -> int:
        first = saves.journal_path(self.path).read_bytes().split(b"\n", 1)[0]
        return saves.JSON.decode(first, saves.JournalEntry).n


def _writers() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == "autosave"]


@pytest.fixture
def held(monkeypatch):
    """Full saves written behind wait for the gate: the test looks at the disk meanwhile."""
    gate = threading.Event()
    real = saves.write_atomically

    def write(path, data):
        if threading.current_thread() is not threading.main_thread():
            assert gate.wait(10)
        real(path, data)

    monkeypatch.setattr(saves, "write_atomically", write)
    yield gate
    gate.set()


def test_the_game_goes_on_while_a_full_save_is_written_and_the_disk_lacks_nothing(
        tmp_path, monkeypatch, held):
    table = Table(tmp_path / "save.json", monkeypatch)
    while not _writers():
        table.step()
        assert table.on_disk() == table.session.game.actions
    behind = len(table.session.game.actions)
    assert behind >= LIMIT
    for _ in range(5):  # the save is stuck on the worker thread; the game is not
        table.step()
        assert table.on_disk() == table.session.game.actions
    held.set()
    for writer in _writers():
        writer.join(10)
    assert table.on_disk() == table.session.game.actions  # the new save, the old journal
    assert table.journal_starts_at() < behind
    table.step()  # the next action finds the save in place: the journal starts after it
    assert table.on_disk() == table.session.game.actions
    assert table.journal_starts_at() == behind
    assert not saves.journal_path(table.path).with_suffix(".journal.tmp").exists()


def test_a_failed_full_save_keeps_the_journal_and_is_tried_again_when_due(
        tmp_path, monkeypatch, caplog):
    table = Table(tmp_path / "save.json", monkeypatch)
    real = saves.write_atomically
    failing = [True]

    def write(path, data):
        if failing[0] and threading.current_thread() is not threading.main_thread():
            raise OSError(28, "No space left on device")
        real(path, data)

    monkeypatch.setattr(saves, "write_atomically", write)
    with caplog.at_level(logging.WARNING, logger="uno_desktop.saves"):
        for _ in range(LIMIT + 3):
            table.step()
            for writer in _writers():
                writer.join(10)
        assert "No space left on device" in caplog.text
    assert table.on_disk() == table.session.game.actions
    assert table.journal_starts_at() == 0  # still the whole game since the first save
    failing[0] = False
    for _ in range(LIMIT + 1):
        table.step()
        for writer in _writers():
            writer.join(10)
    table.step()
    assert table.journal_starts_at() > 0
    assert table.on_disk() == table.session.game.actions


def test_closing_waits_for_the_save_behind_and_discarding_leaves_nothing(
        tmp_path, monkeypatch, held):
    table = Table(tmp_path / "save.json", monkeypatch)
    while not _writers():
        table.step()
    threading.Timer(0.05, held.set).start()
    table.saver.close()  # waits for the worker
    assert not _writers()
    assert table.on_disk() == table.session.game.actions
    held.clear()
    table.saver.save()
    while not _writers():
        table.step()
    threading.Timer(0.05, held.set).start()
    table.saver.discard()
    assert not table.path.exists() and not saves.journal_path(table.path).exists()
    assert not list(tmp_path.iterdir())


def test_a_journal_that_cannot_start_again_goes_on_whole(tmp_path, monkeypatch, caplog):
    """The old journal is closed before the fresh one replaces it (Windows replaces no open
    file); when the replacing fails, the old one is appended to again, nothing lost."""
    table = Table(tmp_path / "save.json", monkeypatch)
    real = saves.os.replace

    def replace(src, dst):
        if str(dst).endswith(".journal"):
            raise PermissionError(13, "in use")
        real(src, dst)

    monkeypatch.setattr(saves.os, "replace", replace)
    with caplog.at_level(logging.WARNING, logger="uno_desktop.saves"):
        for _ in range(LIMIT + 4):
            table.step()
            for writer in _writers():
                writer.join(10)
            assert table.on_disk() == table.session.game.actions
    assert "could not start again" in caplog.text
    assert table.journal_starts_at() == 0
    assert not list(tmp_path.glob("*.tmp"))


def test_a_full_save_due_waits_until_everybody_was_told(tmp_path, monkeypatch):
    """The action that makes a full save due (here the journal's limit) is journaled before
    anybody hears of it, and the whole game is encoded only once everybody has: encoding
    it (a millisecond or two at a hand's end) no longer holds every player's update."""
    table = Table(tmp_path / "save.json", monkeypatch)
    encoded: list[bool] = []  # per full save encoded: had everybody been told of it?
    told = [True]
    real = saves.encode

    def encode(*args, **kwargs):
        encoded.append(told[0])
        return real(*args, **kwargs)

    monkeypatch.setattr(saves, "encode", encode)

    table.session.on_applied.insert(0, lambda: told.__setitem__(0, False))
    table.session.on_told.insert(0, lambda: told.__setitem__(0, True))
    while not encoded:
        table.step()
        for writer in _writers():
            writer.join(10)
    assert encoded == [True]
    assert table.on_disk() == table.session.game.actions


def test_a_full_save_is_the_whole_record_without_building_it_again(tmp_path, monkeypatch):
    """The full save takes the actions already tagged and the record's setup alone: the
    same bytes as encoding the whole record (its time of saving aside)."""
    table = Table(tmp_path / "save.json", monkeypatch)
    for _ in range(30):
        table.step()
    monkeypatch.setattr(saves.time, "time", lambda: 1234.5)
    session = table.session
    assert table.saver._encode() == saves.encode(session.record(), session.seats,
                                                 session.bot_seed)
