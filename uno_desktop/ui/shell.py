"""The application's state above the table: which screen shows, starting and resuming
games, autosave, settings, the rules text. QML sees it as the ``App`` context object.

:class:`AppController` is stacked from parts with one job each (:mod:`uno_desktop.ui.shellparts`:
the screens, the games, the files and other screens' controllers); this module adds the
settings, the keys and the rules text.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Slot

from rules import RuleOptions, option_specs
from uno_desktop.i18n import Translations
from uno_desktop.qttypes import Property
from uno_desktop.settings import Settings
from uno_desktop.ui import texts
from uno_desktop.ui.controller import GameController
from uno_desktop.ui.shellparts.files import ShellFiles
from uno_desktop.ui.shellparts.screens import (  # noqa: F401  (the first window is the shell's)
    FIRST_WINDOW_SHARE,
    SMALLEST_WINDOW,
    ShellScreens,
    first_window,
)
from uno_desktop.ui.sound import Sounds

if TYPE_CHECKING:
    pass

log = logging.getLogger(__name__)


class AppController(ShellFiles, QObject):
    """QML's ``App``: the parts below (:mod:`uno_desktop.ui.shellparts`) stacked, the
    settings applied to the table, the list of keys and the rules text, quitting."""

    def __init__(self, settings: Settings, translations: Translations, sounds: Sounds,
                 parent: QObject | None = None, *, autosave: bool = True) -> None:
        super().__init__(parent)
        self.settings = settings
        self.translations = translations
        self.sounds = sounds
        self.game = GameController(sounds, self)
        self._setup = None  # built when first asked for (setup)
        self._made = None  # the live game's, made by _run
        self._screen = "menu"
        self._previous = "menu"
        self._message = ""
        self._help = False
        self._rejoin_asked = False  # the menu's Rejoin opened the LAN screens
        self._autosave_enabled = autosave
        self.session = None
        self.bot_grace = 1.0  # tests set 0 so bots never wait for a human's catch
        self.game.finished.connect(lambda: self.showScreen("menu"))
        self.game.lost.connect(self._on_lost)
        self.game.ended.connect(self._on_game_ended)
        self._replays = None
        self._stats = None
        self._coach = None
        self._tutorial = None
        self._pending_link = ""  # an invitation link the rooms screen has not taken
        self._last_kept = None  # the game just finished, kept to watch again
        settings.animationSpeedChanged.connect(self._apply_settings)
        settings.colorBlindChanged.connect(self._apply_settings)
        settings.volumeChanged.connect(self._apply_settings)
        settings.musicVolumeChanged.connect(self._apply_settings)
        settings.mutedChanged.connect(self._apply_settings)
        settings.verbosityChanged.connect(self._apply_settings)
        settings.tutorialOfferedChanged.connect(self.tutorialOfferChanged)
        translations.languageChanged.connect(self.rulesChanged)
        translations.languageChanged.connect(self.helpChanged)
        translations.languageChanged.connect(self.game.retranslate)
        self._apply_settings()

    def _apply_settings(self) -> None:
        self.game.set_speed(self.settings.animationSpeed)
        self.game.set_colour_blind(self.settings.colorBlind)
        self.game.voice.set_level(self.settings.verbosity)
        self.sounds.volume = self.settings.volume
        self.sounds.musicVolume = self.settings.musicVolume
        self.sounds.muted = self.settings.muted
        self.sounds.speed = self.settings.animationSpeed

    # ------------------------------------------------------------ keys

    @Slot()
    def showHelp(self) -> None:
        """The list of keys over any screen (F1 or ?)."""
        if not self._help:
            self._help = True
            self.helpChanged.emit()

    @Slot()
    def hideHelp(self) -> None:
        if self._help:
            self._help = False
            self.helpChanged.emit()

    def key_help(self) -> list[dict[str, str]]:
        """Every key of the game and what it does: the help overlay, the rules screen and
        the README (tests/ui/test_keys.py holds the README to this list, and every
        decision of every edition to a key in it)."""
        return [
            {"keys": self.tr("← →"),
             "what": self.tr("Pick a card in your hand (the screen reader says it; the first "
                             "and the last card say so)")},
            {"keys": self.tr("Home, End"), "what": self.tr("The first or the last card")},
            {"keys": self.tr("↑ ↓"), "what": self.tr("The previous or the next colour")},
            {"keys": self.tr("Enter, Space"),
             "what": self.tr("Play the picked card (Spin: discard it) or press the button in "
                             "focus; on the pass screen: show your cards; Flash: hit the SLAP "
                             "buzzer")},
            {"keys": "D", "what": self.tr("Draw a card (Extreme: press the launcher; Racer X: "
                                          "give up and draw)")},
            {"keys": "U", "what": self.tr("Call UNO (Spin: call UNO Spin)")},
            {"keys": "X", "what": self.tr("Catch a player who did not call UNO")},
            {"keys": "C", "what": self.tr("Challenge a Wild Draw Four")},
            {"keys": "T", "what": self.tr("Take the penalty cards")},
            {"keys": self.tr("P, K"),
             "what": self.tr("Play or keep the card you just drew (Cars: pass the hands on or "
                             "keep this hand)")},
            {"keys": self.tr("R, Y, G, B or 1–4"),
             "what": self.tr("Choose or name red, yellow, green or blue (or the arrows, then "
                             "Enter)")},
            {"keys": "S", "what": self.tr("Spin the wheel (Spin)")},
            {"keys": self.tr("0–9"), "what": self.tr("Name the number to discard (Spin)")},
            {"keys": self.tr("1, 2"),
             "what": self.tr("Choose the left or the right pan (Tippo: for the picked card, "
                             "or after a Tilt)")},
            {"keys": "N", "what": self.tr("Next hand")},
            {"keys": "H", "what": self.tr("A hint from the coach (where the game allows it)")},
            {"keys": "Q", "what": self.tr("A quick reaction at your seat (thumbs up, Good game…)")},
            {"keys": self.tr("Tab, Shift+Tab"),
             "what": self.tr("Move between the buttons (a pending decision's come first: "
                             "a player to choose, the captain's exchange); Enter or Space "
                             "presses the one in focus")},
            {"keys": "A", "what": self.tr("Say your hand, the playable cards first")},
            {"keys": "I", "what": self.tr("Say the top card, the colour and any penalty")},
            {"keys": "W", "what": self.tr("Say whose turn it is")},
            {"keys": "E", "what": self.tr("Say every player's cards and points")},
            {"keys": "L", "what": self.tr("Say the last moves again")},
            {"keys": self.tr("Esc"), "what": self.tr("Leave the table (it asks first) or go back")},
            {"keys": self.tr("F1, ?"), "what": self.tr("This list of keys")},
        ]

    def replay_key_help(self) -> list[dict[str, str]]:
        """The keys of a game watched again (ReplayScreen.qml): F1 lists these there, as the
        table's keys do nothing in a replay; README's replay table is held to it too."""
        return [
            {"keys": self.tr("Space, Enter"), "what": self.tr("Play or pause the replay")},
            {"keys": self.tr("← →"), "what": self.tr("One move back or forward")},
            {"keys": self.tr("Page Up, Page Down"),
             "what": self.tr("To the previous or the next hand")},
            {"keys": self.tr("Home, End"), "what": self.tr("To the start or the end of the game")},
            {"keys": self.tr("+, −"), "what": self.tr("Faster or slower")},
            {"keys": "O", "what": self.tr("Open all hands (once the game is over)")},
            {"keys": self.tr("Esc"), "what": self.tr("Close the replay")},
            {"keys": self.tr("F1, ?"), "what": self.tr("This list of keys")},
        ]

    def _shown_key_help(self) -> list[dict[str, str]]:
        """F1's list where it is opened: the replay's own keys on the replay screen."""
        return self.replay_key_help() if self._screen == "replay" else self.key_help()

    # ------------------------------------------------------------ rules text

    def _rules_options(self) -> RuleOptions:
        """The running game's options at the table and on the rules opened from it (a
        resumed or LAN game need not be what the new-game form holds), else the form's."""
        at_table = self._screen == "table" or (self._screen == "rules"
                                               and self._previous == "table")
        if self.session is not None and at_table:
            return self.session.game.options
        return self.setup.rule_options()

    def _scoring_text(self, o: RuleOptions) -> str:
        """How a hand is scored and who wins the game, for each scoring mode."""
        if o.scoring == "single_hand":
            return self.tr("The first player out of cards wins the hand, and that one hand "
                           "decides the game: nobody scores points.")
        if o.scoring == "low_score_wins":
            return self.tr("When a player goes out, everyone scores the cards left in their own "
                           "hand: numbers at face value, action cards 20, Wilds {wild}, Wild "
                           "Draw Four 50. Once someone reaches {target} points, the lowest "
                           "score wins the game.").format(wild=o.wild_points,
                                                          target=o.target_score)
        return self.tr("The first player out of cards wins the hand and scores the cards "
                       "left in the other hands: numbers at face value, action cards 20, "
                       "Wilds {wild}, Wild Draw Four 50. The game ends at {target} points.") \
            .format(wild=o.wild_points, target=o.target_score)

    def _get_rules_text(self) -> str:
        """The rules of the selected edition and options, as simple HTML."""
        import html  # only for the rules screen: not on the way to the first frame

        o = self._rules_options()
        parts = [
            "<h2>" + self.tr("How to play") + "</h2>",
            "<p>" + self.tr("Everyone is dealt {n} cards. On your turn, play a card that matches "
                            "the top card of the discard pile by colour, number or symbol, or "
                            "play a Wild. If you cannot or do not want to play, draw a card.")
            .format(n=o.hand_size) + "</p>",
            "<p>" + self.tr("Skip: the next player loses a turn. Reverse: the direction changes. "
                            "Draw Two: the next player draws two and loses a turn. Wild: choose "
                            "the colour. Wild Draw Four: choose the colour; the next player draws "
                            "four and loses a turn, but may challenge it if they think you held a "
                            "card of the active colour.") + "</p>",
            "<p>" + self.tr("When you play your second-to-last card, press UNO! Anyone who "
                            "catches you before the next player moves makes you draw {n} cards.")
            .format(n=o.uno_penalty) + "</p>",
            "<p>" + self._scoring_text(o) + "</p>",
            "<h2>" + self.tr("Edition: {name}").format(
                name=texts.translate_code("edition", o.edition)) + "</h2>",
            "<p>" + texts.translate_code("edition_rules", o.edition) + "</p>",
            "<h2>" + self.tr("Rules of this game") + "</h2><ul>",
        ]
        for spec in option_specs(o.edition):
            value = getattr(o, spec.name) if hasattr(o, spec.name) else o.edition_option(
                spec.name)
            help_text = (texts.translate_code("option_help", spec.name)
                         if spec.name in texts.table("option_help")[1] else "")
            parts.append(f"<li><b>{texts.translate_code('option', spec.name)}:</b> "
                         f"{texts.option_value(value)}"
                         + (f" — <i>{help_text}</i>" if help_text else "") + "</li>")
        parts.append("</ul>")
        parts.append("<h2>" + self.tr("Keys") + "</h2><table cellspacing='4'>")
        for entry in self.key_help():
            parts.append(f"<tr><td><b>{html.escape(entry['keys'])}</b>&nbsp;&nbsp;</td>"
                         f"<td>{html.escape(entry['what'])}</td></tr>")
        parts.append("</table>")
        return "".join(parts)

    rulesText = Property(str, _get_rules_text, notify=ShellScreens.rulesChanged)
    helpShown = Property(bool, lambda self: self._help, notify=ShellScreens.helpChanged)
    keyHelp = Property("QVariantList", _shown_key_help, notify=ShellScreens.helpChanged)
    keyHelpIsReplay = Property(bool, lambda self: self._screen == "replay",
                               notify=ShellScreens.helpChanged)

    @Slot()
    def quit(self) -> None:
        from PySide6.QtCore import QCoreApplication

        self.stop_tables()
        self.settings.sync()
        QCoreApplication.quit()
