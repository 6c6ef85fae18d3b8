"""What the table says in words: the status line, the screen reader's lines and answers."""

from __future__ import annotations

from PySide6.QtCore import Slot

from rules import (
    Draw,
    Play,
)
from uno_desktop.ui import table_texts, texts
from uno_desktop.ui.gameparts.parts import GameParts


def sentence(text: str) -> str:
    """``text`` as a line the voice says: a full stop where it ends without one (a prompt
    or a headline's parts are not sentences yet); empty stays empty."""
    return text + "." if text and text[-1] not in ".!?…" else text


class GameWords(GameParts):
    """The words of the table, worded in :mod:`uno_desktop.ui.table_texts`: the status line,
    the summary and the keys' answers a screen reader hears, one announcement per update."""

    def speak(self, text: str, weight: str = "move") -> None:
        """Part of what the update being shown says (:meth:`Stage.say`); ``weight`` is how
        much it matters (:data:`uno_desktop.ui.speech.WEIGHTS`)."""
        text = sentence(text.strip())
        # nothing twice: not the same line, nor one a line before already said in its
        # words ("Ben legt Gelb Richtungswechsel." then "Richtungswechsel."); but a race's
        # cue is said whole, even after the card that started it ("SLAP!" after "Cleo
        # plays red SLAP."): it goes first, and it is what the player races to
        core = text.rstrip(".!?… ")
        if text and (weight == "race" or all(core not in said for said, _w in self._spoken)):
            self._spoken.append((text, weight))

    def _aside(self, text: str) -> None:
        """A line beside the game's moves (a seat away or back, a reaction): heard through
        the voice like a move, but never counted as one when lines pile up."""
        self.announced.emit(text)
        self.voice.hear([(text, "aside")])

    def _top_line(self) -> str:
        """The top card, said after "Your turn." where the moves before it were not."""
        top = self.board.top
        return table_texts.WORDS("top_card", card=top) if top is not None else ""

    @Slot()
    def retranslate(self) -> None:
        """The language changed: rebuild the texts made in Python (QML re-translates itself)."""
        if self.transport is not None:  # a default name reads in the new language
            for i, p in enumerate(self.transport.players()):
                self.seats.update(i, name=texts.seat_name(p.name, i))
            if self.board.winner_seat >= 0:
                self.board.winner_name = (self.slot_name(self.board.winner_seat)
                                          if self.board.game_over
                                          else self.name_of(self.board.winner_seat))
            for row in self.board.hand_rows:
                row["name"] = self.name_of(row["seat"])
        self._status = self._status_text()
        if self._asked[0]:  # the same prompt in the new language: not asked anew
            self._asked = (self._asked[0], self._status)
        self.log.retranslate()
        self.reactions.retranslate()
        self.devices.changed.emit()
        self.stateChanged.emit()
        self.controlsChanged.emit()
        self.overlayChanged.emit()

    def _picked(self) -> None:
        """A hand card picked for a device (Tippo: a card that fits both pans) asks for
        what comes next on the status line, and a screen reader hears it (it heard
        nothing: the card only stayed lifted)."""
        status = self._status_text()
        if status != self._status:
            self._status = status
            self.stateChanged.emit()
            if status and self.devices.selected() >= 0:
                self.voice.now(sentence(status))
            if self._asked[0]:  # said here: not asked anew by the next update
                self._asked = (self._asked[0], status)

    def _status_text(self) -> str:
        v = self._view
        if v is None or self._turn_over:
            return ""
        return table_texts.status_line(v, self._seat, self._legal, self.devices.status_text(v),
                                       self.name_of)

    def table_summary(self) -> str:
        """The table as a screen reader says it (:func:`table_texts.summary`)."""
        return table_texts.summary(self._status, self.board, self, self.hand.cards,
                                   self._hand_hidden, lambda: self.devices.handles(Draw()),
                                   self.seats.rows)

    def waiting_for(self, seat: int) -> str:
        """The status line while another seat decides."""
        return table_texts.waiting_for(self.name_of(seat))

    @Slot(str)
    def tell(self, what: str) -> None:
        """Say at once what a key asks for (``hand``, ``pile``, ``turn``, ``seats``,
        ``recent``: the F1 list names the keys)."""
        self.voice.now(self.told(what))

    def told(self, what: str) -> str:
        """The text :meth:`tell` says for ``what``."""
        t = self.board
        if what == "hand":
            playable = {c for c in self.hand.cards if any(
                isinstance(a, Play) and a.card == c for a in self._legal)}
            return table_texts.hand_text(self.hand.cards, playable)
        if what == "pile":
            return table_texts.pile_text(t, self, self.devices.handles(Draw()))
        if what == "turn":
            v = self._view
            if self._status or v is None or v.decision not in ("hand_over", "game_over"):
                line = self._status
            else:
                line = texts.translate_code("decision", v.decision)
            return sentence(line)
        if what == "seats":
            return table_texts.seats_text(self.seats.rows, not t.single_hand, t.hand_number,
                                          self.target_score)
        if what == "recent":
            return table_texts.recent_text(self.voice.recent()[-5:])
        return ""

    @Slot(str)
    def sayNow(self, text: str) -> None:
        """Say ``text`` at once (the coach's hint as it is shown)."""
        self.voice.now(text)
