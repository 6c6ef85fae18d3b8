"""Replays in the real app: a finished game is kept, listed and watched through the table's
own presentation path; stepping back then forward gives the same table; a seat's view never
shows another seat's hand before the game ends; record files open from the menu, the
command line and a drop, and a damaged one is refused with a translated message."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QCoreApplication, QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from ui_helpers import find, named_item

from rules import load_preset, record_of, with_options
from rules import recordfile as rf
from rules.events import CardsDealt, CardsDrawn, ChallengeResolved
from uno_desktop import saves
from uno_desktop.library import GameLibrary
from uno_desktop.qtcompat import class_name
from uno_desktop.session import SeatInfo
from uno_desktop.ui import texts

SEATS = [SeatInfo("You"), SeatInfo("Ada", "bot", "normal"), SeatInfo("Ben", "bot", "normal")]


def finish_a_game(ui, qtbot, seed: int = 3) -> None:
    """One hand to the end, the human's seat played by a bot."""
    app = ui.controller
    assert app.start_game(with_options(load_preset("official"), scoring="single_hand"),
                          list(SEATS), seed)
    app.session.set_bot(0, "normal")
    qtbot.waitUntil(lambda: app.game.gameOver, timeout=60_000)


def visual(ui, name: str):
    return named_item(ui.window.contentItem(), name)


def table_state(game) -> tuple:
    """What the replay's table shows (models, piles, decision, log)."""
    t = game.board
    seats = tuple((r.seat, r.count, r.is_turn, r.uno_called, r.score) for r in game.seats.rows)
    return (tuple(game.hand.cards), seats, t.top, t.color, t.direction, t.pending,
            t.draw_pile, tuple(t.scores), t.hand_over, t.game_over, game.view.state_id,
            game.view.decision, tuple(game.log.lines))


@pytest.mark.slow  # over 2 s
def test_a_finished_game_is_kept_listed_and_watched_through_the_same_path(ui, qtbot,
                                                                         config_dir):
    finish_a_game(ui, qtbot)
    app = ui.controller
    kept = list((config_dir / "games").glob("*.unorec"))
    assert len(kept) == 1 and app.canWatchLast
    r = app.replays
    r.refresh()
    (row,) = r.games
    edition = texts.translate_code("edition", "classic")
    assert row["title"] in {f"{edition} · won by {name}" for name in ("You", "Ada", "Ben")}
    assert row["players"] == "You, Ada, Ben" and not row["saved"]
    assert row["when"].endswith(" · 1 hand") and row["forms"][-1] == "You, Ada, Ben"
    assert r.watch(0)
    assert app.screen == "replay"
    qtbot.waitUntil(lambda: find(ui, "replayBar") is not None)
    r.setRateIndex(r.rateCount - 1)  # 8×
    qtbot.waitUntil(lambda: r.atEnd and not r.game.busy(), timeout=60_000)
    # the same presenters gave the same log, line for line, as the live table showed
    assert r.game.log.lines == app.game.log.lines
    assert r.game.board.game_over and r.game.board.winner_name == app.game.board.winner_name
    r.close()
    assert app.screen == "replays"


@pytest.mark.slow  # over 1 s of CPU
def test_stepping_back_then_forward_gives_the_same_table(ui, qtbot):
    finish_a_game(ui, qtbot, seed=5)
    r = ui.controller.replays
    r.refresh()
    r.watch(0)
    r.togglePlay()  # pause
    n = r.length
    for k in sorted({1, 2, n // 3, n // 2, n - 1, n}):
        r.seek(k)
        qtbot.waitUntil(lambda k=k: r.position == k and not r.game.busy())
        direct = table_state(r.game)
        r.stepBack()
        qtbot.waitUntil(lambda k=k: r.position == k - 1 and not r.game.busy())
        r.stepForward()
        qtbot.waitUntil(lambda k=k: r.position == k and not r.game.busy())
        assert table_state(r.game) == direct, k


def _hidden_from(seat: int, event: object) -> bool:
    """Whether ``event`` shows ``seat`` a card of another seat the core keeps secret."""
    if isinstance(event, CardsDrawn | CardsDealt):
        return event.seat != seat and event.cards is not None
    if isinstance(event, ChallengeResolved):
        return event.challenger != seat and event.hand is not None
    return False


def test_a_seats_view_never_shows_another_seats_hand_before_the_end(ui, qtbot, config_dir):
    app = ui.controller
    app.start_game(load_preset("official"), list(SEATS), 9)
    app.session.set_bot(0, "normal")
    qtbot.waitUntil(lambda: len(app.session.game.actions) >= 25, timeout=30_000)
    app.session.set_bot(0, None)  # the game goes on: a save of a game still running
    qtbot.waitUntil(lambda: not app.game.busy())
    r = app.replays
    r.refresh()
    saved = [g for g in r.games if g["saved"]]
    assert len(saved) == 1
    r.watch(saved[0]["index"])
    r.togglePlay()
    assert [c["seat"] for c in r.seatChoices] == [0]  # never from a bot's seat
    assert not r.canOpenHands
    r.setSeat(1)
    assert r.seat == 0
    r.setOpenHands(True)
    assert not r.openHands and r.openHandCards == []
    with pytest.raises(PermissionError):
        r.replay.hands(0)
    seen = []
    r.seek(0)  # a new transport at the deal; stepping on keeps it
    r.transport.updated.connect(lambda u: seen.append(u))
    for k in range(r.length):
        before = len(seen)
        r.stepForward()
        qtbot.waitUntil(lambda k=k: r.position == k + 1 and not r.game.busy())
        assert len(seen) > before
        view = r.replay.view(0, k + 1)
        assert sorted(r.game.hand.cards, key=repr) == sorted(view.hand, key=repr)
    for update in seen:
        assert update.view.seat == 0 and update.legal == ()
        assert not any(_hidden_from(0, e) for e in update.events)


@pytest.mark.slow  # over 1 s of CPU
def test_open_hands_only_after_the_game(ui, qtbot):
    finish_a_game(ui, qtbot, seed=4)
    r = ui.controller.replays
    r.refresh()
    r.watch(0)
    r.togglePlay()
    assert r.canOpenHands and len(r.seatChoices) == 3
    r.seek(5)
    qtbot.waitUntil(lambda: r.position == 5 and not r.game.busy())
    r.setOpenHands(True)
    hands = {h["seat"]: h["cards"] for h in r.openHandCards}
    assert set(hands) == {1, 2}
    for seat, urls in hands.items():
        assert len(urls) == len(r.replay.hands(5)[seat])
    qtbot.waitUntil(lambda: visual(ui, "openHand1") is not None)
    assert visual(ui, "openHand0") is None  # the seat watched from shows its own hand
    r.setSeat(2)
    qtbot.waitUntil(lambda: r.seat == 2 and not r.game.busy())
    assert {h["seat"] for h in r.openHandCards} == {0, 1}


def test_a_replay_prompts_no_one_and_its_end_stays_clear_of_its_bar(ui, qtbot):
    """Nobody plays a replay: no "Play a card or draw" under the pile; at its end the
    end-of-game panel stands beside the replay's bar, the open hands not over it."""
    from layout import scene_rect

    finish_a_game(ui, qtbot, seed=4)
    r = ui.controller.replays
    r.refresh()
    r.watch(0)
    r.seek(5)
    qtbot.waitUntil(lambda: r.position == 5 and not r.game.busy())
    assert r.game.statusText  # the words are there for a screen reader …
    assert not visual(ui, "statusLine").isVisible()  # … but not on the table
    r.setOpenHands(True)
    r.toEnd()
    qtbot.waitUntil(lambda: r.game.gameOver and not r.game.busy())
    for size in ((1024, 640), (1920, 1080)):
        ui.window.resize(*size)
        qtbot.waitUntil(lambda: visual(ui, "gameOverPanel") is not None)
        panel = next(c for c in visual(ui, "gameOverPanel").childItems()
                     if class_name(c).startswith("Panel"))
        bar = visual(ui, "replayBar")
        qtbot.waitUntil(lambda bar=bar, panel=panel:
                        not scene_rect(panel).intersects(scene_rect(bar)))
        assert not any(visual(ui, f"openHand{s}").isVisible() for s in (1, 2))
    r.close()


def _record_file(tmp_path, seed: int = 6, to_the_end: bool = False, hand: int = 0):
    """A single-hand game's record file: 30 actions into it, or played ``to_the_end``, or
    until your seat holds ``hand`` cards (it draws, accepts and passes; the others play
    what they can)."""
    from rules import Play, new_game

    game = new_game(with_options(load_preset("official"), scoring="single_hand"), 3, seed)
    for _ in range(0 if hand else 10_000 if to_the_end else 30):
        if game.over:
            break
        seat = game.decision.seat
        game.apply(seat, game.legal_actions(seat)[0])
    while len(game.hands[0]) < hand:
        seat = game.decision.seat
        legal = game.legal_actions(seat)
        game.apply(seat, next((a for a in legal if isinstance(a, Play) != (seat == 0)), legal[0]))
    path = tmp_path / "shared.unorec"
    path.write_bytes(saves.encode_record_file(record_of(game), SEATS, game))
    return path


@pytest.mark.slow  # about 2 s: three window sizes, 4K among them, twice
def test_the_replays_controls_leave_every_card_of_the_hand_clear(ui, qtbot, tmp_path):
    """At 1024×640 the replay's bar lay on the last cards of the hand (the fan was laid out
    for the live table's narrower Draw and UNO column). Now the fan keeps clear of the bar
    and of the log, its turned outer cards too, at 1024×640, 1920×1080 and 3840×2160, with
    7 cards and with 20: no replay control on a card, nothing on a card's corner number."""
    from layout import _shown, hand_corners_covered, scene_rect
    from ui_helpers import drawn

    app = ui.controller
    assert app.open_file(_record_file(tmp_path, hand=20))
    r = app.replays
    if r.playing:
        r.togglePlay()
    found = []
    for position, cards in ((0, 7), (r.length, 20)):
        r.seek(position)
        qtbot.waitUntil(lambda position=position, cards=cards: r.position == position
                        and not r.game.busy() and r.game.hand.rowCount() == cards)
        for width, height in ((1024, 640), (1920, 1080), (3840, 2160)):
            ui.window.resize(width, height)
            drawn(qtbot, ui.window)
            where = f"{width}×{height}, {cards} cards"
            shown = list(_shown(ui.window.contentItem()))
            hand = [i for i in shown if i.objectName() == "handCard"]
            assert len(hand) == cards, where
            controls = [visual(ui, "replayBar"), visual(ui, "closeReplayButton"),
                        visual(ui, "logView").parentItem()]
            for control in controls:
                for n, card in enumerate(hand):
                    overlap = scene_rect(control).intersected(scene_rect(card))
                    if overlap.width() > 1 and overlap.height() > 1:
                        found.append(f"{where}: {control.objectName() or 'the log'} on card "
                                     f"{n + 1}")
            found += [f"{where}: {p}" for p in hand_corners_covered(ui.window)]
    assert not found, "\n".join(found)


@pytest.mark.filterwarnings("ignore::DeprecationWarning")  # Qt 6 still takes QPoint here
def test_a_record_file_opens_from_the_menu_the_command_line_and_a_drop(ui, qtbot, tmp_path):
    app = ui.controller
    path = _record_file(tmp_path)
    assert app.openFile(QUrl.fromLocalFile(str(path)).toString())  # the file dialog's URL
    assert app.screen == "replay" and app.replays.length == 30
    app.replays.close()
    assert app.screen == "menu"
    assert app.open_file(path)  # uno-desktop FILE (tests/ui/test_cli.py: the path gets here)
    assert app.screen == "replay"
    app.replays.close()
    qtbot.waitUntil(lambda: find(ui, "newGameButton") is not None)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    where = QPointF(200, 200)
    for event in (QDragEnterEvent(where.toPoint(), Qt.DropAction.CopyAction, mime,
                                  Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier),
                  QDragMoveEvent(where.toPoint(), Qt.DropAction.CopyAction, mime,
                                 Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier),
                  QDropEvent(where, Qt.DropAction.CopyAction, mime, Qt.MouseButton.NoButton,
                             Qt.KeyboardModifier.NoModifier)):
        QCoreApplication.sendEvent(ui.window, event)
    qtbot.waitUntil(lambda: app.screen == "replay")


@pytest.mark.parametrize("language", ["de", "sv"])
def test_a_damaged_record_file_is_refused_with_a_translated_message(ui, qtbot, tmp_path,
                                                                    language):
    ui.settings.language = language
    app = ui.controller
    path = _record_file(tmp_path)
    doc = json.loads(path.read_bytes())
    doc["seats"][0]["name"] = "Mallory"  # edited after it was written
    tampered = tmp_path / "tampered.unorec"
    tampered.write_text(json.dumps(doc))
    newer = tmp_path / "newer.unorec"
    doc["version"] = rf.VERSION + 1
    newer.write_text(json.dumps(doc))
    truncated = tmp_path / "truncated.unorec"
    truncated.write_bytes(path.read_bytes()[:300])
    for bad, code in ((tampered, "tampered"), (newer, "version"), (truncated, "malformed")):
        app.clearMessage()
        assert not app.openFile(str(bad))
        assert app.screen == "menu"
        assert app.message == texts.translate_code("record", code)
        assert app.message != texts.RECORD_ERROR[code]  # in the player's language


@pytest.mark.slow  # over 1 s of CPU
def test_export_writes_a_record_file_the_rules_core_replays(ui, qtbot, tmp_path):
    finish_a_game(ui, qtbot, seed=2)
    r = ui.controller.replays
    r.refresh()
    target = tmp_path / "exported"
    assert r.exportGame(0, QUrl.fromLocalFile(str(target)).toString())
    read = rf.read((tmp_path / "exported.unorec").read_bytes())
    assert read.outcome.over and read.record == ui.controller.session.record()


def test_the_last_fifty_games_are_kept(tmp_path):
    from rules import new_game

    library = GameLibrary(tmp_path / "games")
    game = new_game(load_preset("official"), 3, 1)
    paths = [library.add(record_of(game), SEATS, game) for _ in range(53)]
    kept = library.paths()
    assert len(kept) == 50 and set(kept) <= set(paths)
    assert sorted(p.name for p in paths)[-50:] == sorted(p.name for p in kept)
    (tmp_path / "games" / "zzz-broken.unorec").write_text("{")
    assert len(library.entries()) == 50  # a file that does not read is left out


def test_a_lan_game_this_computer_hosted_is_kept(qapp, tmp_path):
    from rules import new_game
    from uno_desktop.net.host import HostConfig, LanHost
    from uno_desktop.ui.lan import LanController

    game = new_game(with_options(load_preset("official"), scoring="single_hand"), 2, 4)
    while not game.over:
        seat = game.decision.seat
        game.apply(seat, game.legal_actions(seat)[0])
    lan = LanController(data_dir=tmp_path)
    host = LanHost(HostConfig(seats=2, bots=1))
    host.start_game(game)
    lan._keep_finished(host)
    (entry,) = GameLibrary(tmp_path / "games").entries()
    assert entry.over and entry.hands == 1
    host.close()


@pytest.mark.slow  # plays a recorded game to the middle first (about 4 s)
def test_the_replay_answers_its_keys_with_the_focus_where_it_starts(ui, qtbot):
    """Walked with the keyboard: the replay's table took every key and did nothing with it
    (Right, Left, Home, Page Down, Space and + went nowhere; only End got through). Now each
    key of the replay moves it, Enter plays and pauses as Space does, Esc closes it."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from scenes import Scenes

    Scenes(ui).show("replay")
    ui.window.requestActivate()
    r = ui.controller._replays
    qtbot.waitUntil(lambda: 1 < r.position < r.length - 1)

    def press(key) -> None:
        QTest.keyClick(ui.window, key)
        QCoreApplication.processEvents()  # what the key posted

    at = r.position
    press(Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: r.position == at + 1)
    press(Qt.Key.Key_Left)
    qtbot.waitUntil(lambda: r.position == at)
    press(Qt.Key.Key_End)
    qtbot.waitUntil(lambda: r.position == r.length)
    press(Qt.Key.Key_Home)
    qtbot.waitUntil(lambda: r.position == 0)
    rate = r.rateIndex
    press(Qt.Key.Key_Plus if rate < r.rateCount - 1 else Qt.Key.Key_Minus)
    assert r.rateIndex != rate
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Return):
        playing = r.playing
        press(key)
        qtbot.waitUntil(lambda playing=playing: r.playing != playing)
    press(Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: ui.controller.screen == "replays")
