"""The game's own file chooser (FileChooser.qml over ui/files.py), which took Qt Quick
Dialogs' place (4.9 MB of the bundle): a record file opened and one exported with the keys
a player presses, folders entered and left, the filter switched, a name that is there
already asked about before it is replaced, a folder that cannot be read and a file that is
no game (or gone) said so."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from ui_helpers import click, find

from rules import load_preset, new_game, record_of, with_options
from rules import recordfile as rf
from uno_desktop import saves
from uno_desktop.session import SeatInfo
from uno_desktop.ui import texts
from uno_desktop.ui.files import Folders
from uno_desktop.ui.replay import local_path

SEATS = [SeatInfo("You"), SeatInfo("Ada", "bot", "normal"), SeatInfo("Ben", "bot", "normal")]


def record_bytes(seed: int = 6) -> bytes:
    """A finished single-hand game's record file."""
    game = new_game(with_options(load_preset("official"), scoring="single_hand"), 3, seed)
    while not game.over:
        seat = game.decision.seat
        game.apply(seat, game.legal_actions(seat)[0])
    return saves.encode_record_file(record_of(game), SEATS, game)


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A home folder of the test's own: Documents with a folder, a record file, a saved
    game, a text file and a hidden record file."""
    home = tmp_path / "home"
    documents = home / "Documents"
    (documents / "Old games").mkdir(parents=True)
    (home / "Desktop").mkdir()
    (documents / "Friday night.unorec").write_bytes(record_bytes())
    (documents / "save.json").write_text("{}")
    (documents / "notes.txt").write_text("notes")
    (documents / ".hidden.unorec").write_bytes(b"")
    monkeypatch.setenv("HOME", str(home))
    for name in ("XDG_DOCUMENTS_DIR", "XDG_DESKTOP_DIR", "XDG_DOWNLOAD_DIR", "XDG_CONFIG_HOME"):
        monkeypatch.delenv(name, raising=False)
    return home


def key(ui, which) -> None:
    QTest.keyClick(ui.window, which, Qt.KeyboardModifier.NoModifier)
    QCoreApplication.processEvents()


def type_in(ui, text: str) -> None:
    """``text`` typed, a key a character."""
    for ch in text:
        QTest.keyClick(ui.window, ch)
    QCoreApplication.processEvents()


def focused(ui) -> str:
    item = ui.window.activeFocusItem()
    return item.objectName() if item is not None else ""


def rows(ui) -> list[str]:
    view = find(ui, "fileRows")
    return [e["name"] for e in view.property("rows")]


def chooser_open(ui) -> bool:
    found = find(ui, "fileChooser")
    return found is not None and found.isVisible()


def open_games_screen(ui, qtbot) -> None:
    ui.controller.showScreen("replays")
    qtbot.waitUntil(lambda: find(ui, "openFileButton") is not None
                    and find(ui, "openFileButton").isVisible())


# ---------------------------------------------------------------- the folders (no window)


def test_a_listing_is_folders_then_matching_files_by_name_hidden_ones_left_out(qapp, home):
    folders = Folders()
    documents = home / "Documents"
    (documents / "b games").mkdir()
    (documents / "A.UNOREC").write_bytes(b"")
    seen = folders.listing(str(documents), ["*.unorec"])
    assert seen["error"] == "" and seen["folder"] == str(documents)
    assert seen["parent"] == str(home)
    assert [(e["name"], e["folder"]) for e in seen["entries"]] == [
        ("b games", True), ("Old games", True), ("A.UNOREC", False),
        ("Friday night.unorec", False)]
    assert seen["entries"][1]["path"] == str(documents / "Old games")
    everything = folders.listing(str(documents), [])
    assert {"notes.txt", "save.json"} <= {e["name"] for e in everything["entries"]}
    assert ".hidden.unorec" not in {e["name"] for e in everything["entries"]}
    assert folders.listing("/", [])["parent"] == ""


def test_a_folder_that_cannot_be_read_lists_nothing_and_says_why(qapp, home):
    seen = Folders().listing(str(home / "gone"), [])
    assert seen["entries"] == []
    assert seen["error"] == "This folder cannot be read: it is not there any more."
    (home / "a file").write_text("")
    seen = Folders().listing(str(home / "a file"), [])
    assert seen["error"] == "This folder cannot be read: it is a file."


def test_a_chooser_starts_where_the_last_file_was_chosen_else_in_the_documents(qapp, home):
    folders = Folders()
    assert folders.start() == str(home / "Documents")
    folders.remember(str(home / "Documents" / "Old games"))
    assert folders.start() == str(home / "Documents" / "Old games")
    (home / "Documents" / "Old games").rmdir()
    assert folders.start() == str(home / "Documents")
    places = folders.places()
    assert [p["key"] for p in places] == ["home", "documents", "desktop"]  # no Downloads here
    assert places[1]["path"] == str(home / "Documents")


def test_the_name_to_save_under_gets_the_suffix_and_is_checked(qapp, home):
    folders = Folders()
    documents = str(home / "Documents")
    new = folders.target(documents, "  Saturday ", "unorec")
    assert new["error"] == "" and not new["exists"] and new["name"] == "Saturday.unorec"
    assert local_path(new["url"]) == home / "Documents" / "Saturday.unorec"
    there = folders.target(documents, "Friday night", "unorec")
    assert there["exists"] and there["name"] == "Friday night.unorec"
    assert folders.target(documents, "game.json", "unorec")["name"] == "game.json"
    assert folders.target(documents, "", "unorec")["error"] == "Type a name for the file."
    assert "is a folder" in folders.target(documents, "Old games", "")["error"]
    assert "does not exist" in folders.target(documents, "nowhere/game", "unorec")["error"]
    inside = folders.target(documents, "Old games/kept", "unorec")
    assert inside["error"] == ""
    assert local_path(inside["url"]) == home / "Documents" / "Old games" / "kept.unorec"


# ---------------------------------------------------------------- played with the keys


def test_a_record_file_is_opened_with_the_keys(ui, qtbot, home):
    open_games_screen(ui, qtbot)
    click(qtbot, ui, "openFileButton")
    qtbot.waitUntil(lambda: chooser_open(ui))
    assert find(ui, "fileFolder").property("text") == str(home / "Documents")
    assert rows(ui) == ["Old games", "Friday night.unorec"]  # records only, nothing hidden
    qtbot.waitUntil(lambda: focused(ui) == "fileRow0")
    assert not find(ui, "fileAcceptButton").isEnabled()  # a folder is no file to open
    key(ui, Qt.Key.Key_Down)
    assert focused(ui) == "fileRow1" and find(ui, "fileAcceptButton").isEnabled()
    key(ui, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ui.controller.screen == "replay")
    assert not chooser_open(ui)
    ui.controller.replays.close()


def test_folders_are_entered_with_enter_and_left_with_backspace_and_esc_gives_the_focus_back(
        ui, qtbot, home):
    open_games_screen(ui, qtbot)
    find(ui, "openFileButton").forceActiveFocus(Qt.FocusReason.TabFocusReason)
    key(ui, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: chooser_open(ui) and focused(ui) == "fileRow0")
    key(ui, Qt.Key.Key_Return)  # into "Old games"
    qtbot.waitUntil(lambda: find(ui, "fileFolder").property("text")
                    == str(home / "Documents" / "Old games"))
    assert rows(ui) == [] and find(ui, "fileListNote").isVisible()
    key(ui, Qt.Key.Key_Backspace)
    qtbot.waitUntil(lambda: find(ui, "fileFolder").property("text") == str(home / "Documents"))
    key(ui, Qt.Key.Key_Backspace)
    qtbot.waitUntil(lambda: find(ui, "fileFolder").property("text") == str(home))
    assert rows(ui) == ["Desktop", "Documents"]
    key(ui, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not chooser_open(ui))
    assert focused(ui) == "openFileButton" and ui.controller.screen == "replays"


def test_the_filter_shows_saved_games_or_every_file(ui, qtbot, home):
    open_games_screen(ui, qtbot)
    click(qtbot, ui, "openFileButton")
    qtbot.waitUntil(lambda: chooser_open(ui) and focused(ui) == "fileRow0")
    while focused(ui) != "fileFilter":  # Tab round the chooser's controls to the filter
        key(ui, Qt.Key.Key_Tab)
    key(ui, Qt.Key.Key_Space)  # open it, the next one, take it
    key(ui, Qt.Key.Key_Down)
    key(ui, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: rows(ui) == ["Old games", "save.json"])
    key(ui, Qt.Key.Key_Space)
    key(ui, Qt.Key.Key_Down)
    key(ui, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: rows(ui) == ["Old games", "Friday night.unorec", "notes.txt",
                                         "save.json"])
    qtbot.waitUntil(lambda: not find(ui, "fileFilter").property("down"))  # its list gone
    key(ui, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not chooser_open(ui))


def test_a_game_is_exported_by_name_and_a_name_there_already_is_asked_about(
        ui, qtbot, home, config_dir):
    library = ui.controller.replays.library
    (library.folder).mkdir(parents=True, exist_ok=True)
    (library.folder / "20240101-120000-kept.unorec").write_bytes(record_bytes(seed=9))
    open_games_screen(ui, qtbot)
    ui.controller.replays.refresh()
    qtbot.waitUntil(lambda: find(ui, "exportButton0") is not None)
    find(ui, "exportButton0").forceActiveFocus(Qt.FocusReason.TabFocusReason)  # as Tab does
    key(ui, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: chooser_open(ui) and focused(ui) == "fileName")
    field = find(ui, "fileName")
    assert field.property("text") == "UNO game.unorec"
    assert field.property("selectedText") == "UNO game"  # typing replaces the name only
    type_in(ui, "Saturday")
    key(ui, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not chooser_open(ui))
    written = home / "Documents" / "Saturday.unorec"
    assert saves.format_of(written) == rf.FORMAT
    assert focused(ui) == "exportButton0"

    written.write_bytes(b"kept by the player")
    key(ui, Qt.Key.Key_Return)  # the export button again
    qtbot.waitUntil(lambda: chooser_open(ui) and focused(ui) == "fileName")
    assert find(ui, "fileFolder").property("text") == str(home / "Documents")  # as last time
    type_in(ui, "Saturday")
    key(ui, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: find(ui, "fileReplaceDialog").isVisible())
    assert focused(ui) == "cancelButton"  # Enter does not replace by accident
    key(ui, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not find(ui, "fileReplaceDialog").isVisible())
    assert focused(ui) == "fileName" and written.read_bytes() == b"kept by the player"
    key(ui, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: find(ui, "fileReplaceDialog").isVisible())
    key(ui, Qt.Key.Key_Tab)
    assert focused(ui) == "confirmButton"
    key(ui, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not chooser_open(ui))
    assert saves.format_of(written) == rf.FORMAT


def test_a_folder_gone_before_it_is_entered_says_so(ui, qtbot, home):
    open_games_screen(ui, qtbot)
    click(qtbot, ui, "openFileButton")
    qtbot.waitUntil(lambda: chooser_open(ui) and focused(ui) == "fileRow0")
    (home / "Documents" / "Old games").rmdir()
    key(ui, Qt.Key.Key_Return)
    note = find(ui, "fileListNote")
    qtbot.waitUntil(lambda: note.isVisible()
                    and note.property("text").startswith("This folder cannot be read"))
    key(ui, Qt.Key.Key_Backspace)  # and back where it was, the rest still there
    qtbot.waitUntil(lambda: rows(ui) == ["Friday night.unorec"])
    key(ui, Qt.Key.Key_Escape)


def test_a_file_that_is_no_game_or_is_gone_when_chosen_says_why_and_nothing_is_lost(
        ui, qtbot, home):
    """The chooser hands the file to where every opened file lands (AppController.open_file):
    a file that is no game, and one deleted between the listing and Enter, each get the
    record reader's own translated message, and the games screen stays as it was."""
    def expected(path) -> str:
        with pytest.raises(saves.SaveError) as caught:
            saves.open_game(path)
        return texts.translate_code("record", caught.value.code)

    notes, friday = home / "Documents" / "notes.txt", home / "Documents" / "Friday night.unorec"
    open_games_screen(ui, qtbot)
    click(qtbot, ui, "openFileButton")
    qtbot.waitUntil(lambda: chooser_open(ui) and focused(ui) == "fileRow0")
    while focused(ui) != "fileFilter":
        key(ui, Qt.Key.Key_Tab)
    for which in (Qt.Key.Key_Space, Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Return):
        key(ui, which)  # All files
    qtbot.waitUntil(lambda: "notes.txt" in rows(ui))
    find(ui, f"fileRow{rows(ui).index('notes.txt')}").forceActiveFocus(
        Qt.FocusReason.TabFocusReason)  # as the arrows do
    key(ui, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not chooser_open(ui))
    assert ui.controller.message == expected(notes) and ui.controller.screen == "replays"
    assert notes.read_text() == "notes"

    key(ui, Qt.Key.Key_Return)  # the message's OK
    qtbot.waitUntil(lambda: ui.controller.message == "")
    click(qtbot, ui, "openFileButton")
    qtbot.waitUntil(lambda: chooser_open(ui) and focused(ui) == "fileRow0")
    key(ui, Qt.Key.Key_Down)
    assert focused(ui) == "fileRow1"  # Friday night.unorec, picked
    friday.unlink()
    key(ui, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not chooser_open(ui))
    assert ui.controller.message == expected(friday) and ui.controller.screen == "replays"
