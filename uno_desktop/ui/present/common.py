"""Presenters the themed editions share (their events live in ``rules/editions/common.py``):
races, duels, cancelled effects, named colours and numbers, discarded cards, banners.

Nothing here is registered by itself: each edition's module registers what it uses, so
the registry says which edition shows which event how.
"""

from __future__ import annotations

from rules.cards import Card
from rules.editions.common import (
    CardsDiscarded,
    DuelRound,
    EffectCancelled,
    Named,
    RaceEnded,
    RaceStarted,
)
from uno_desktop.ui.marks import mark as _T
from uno_desktop.ui.marks import mark_plural as _N
from uno_desktop.ui.present.stage import Lines, Stage

LOG = Lines("Devices", {  # "code@field": the line when that field is the reader's seat
    "race_lost": _T("Devices", "{seat} loses the race."),
    "race_lost@seat": _T("Devices", "You lose the race."),
    "race_won": _T("Devices", "{seat} wins the race."),
    "race_won@seat": _T("Devices", "You win the race."),
    "race_none": _T("Devices", "Nobody won the race."),
    "duel_round": _T("Devices", "Duel: {cards}."),
    "duel_card": _T("Devices", "{seat} {card}"),  # one seat's card in a duel's round
    "duel_card@seat": _T("Devices", "you {card}"),
    "duel_result": _T("Devices", "{winner} wins the duel, {loser} takes the cards."),
    "duel_result@winner": _T("Devices", "You win the duel, {loser} takes the cards."),
    "duel_result@loser": _T("Devices", "{winner} wins the duel, you take the cards."),
    "duel_lost": _T("Devices", "{loser} loses the duel and takes the cards."),
    "duel_lost@loser": _T("Devices", "You lose the duel and take the cards."),
    "effect_cancelled_penalty": _T("Devices", "{seat} is offside: nobody draws."),
    "effect_cancelled_penalty@seat": _T("Devices", "You are offside: nobody draws."),
    "effect_cancelled_spin": _T("Devices", "{seat} plays the twin: no spin."),
    "effect_cancelled_spin@seat": _T("Devices", "You play the twin: no spin."),
    "named": _T("Devices", "{seat} names {value}."),
    "named@seat": _T("Devices", "You name {value}."),
})
DISCARDED = Lines("Log", {
    "cards_discarded": _N("Log", "{seat} discards %n card(s).", None, 1),
    "cards_discarded@seat": _N("Log", "You discard %n card(s).", None, 1),
})


def race_started(event: RaceStarted, stage: Stage, lines: Lines, code: str) -> None:
    """Any race's start: the device scenes learn which race runs, the log says so."""
    stage.devices.race_kind = event.kind
    stage.devices.race_chain = 0
    stage.log(lines, code, "hot", value=event.value)


def race_ended(event: RaceEnded, stage: Stage) -> int:
    """The line of any race's end, logged and said (who was last is what a blind player
    raced for), and the device state it leaves."""
    if event.loser >= 0:
        code, tone, fields = "race_lost", "warn", {"seat": stage.who(event.loser)}
    elif event.winner >= 0:
        code, tone, fields = "race_won", "hot", {"seat": stage.who(event.winner)}
    else:
        code, tone, fields = "race_none", "", {}
    stage.tell(LOG, code, tone, **fields)
    stage.devices.race_kind = ""
    return 1100


def duel_round(event: DuelRound, stage: Stage) -> int:
    """A round of a duel (Kick's penalty kick, Spin's Battle): the cards each laid."""

    def shown() -> str:
        return ", ".join(stage.line(LOG, "duel_card", seat=stage.who(s),
                                    card=c if c.color else "—")
                         for s, c in zip(event.seats, event.cards, strict=False))

    stage.tell(LOG, "duel_round", cards=shown)
    stage.sound("whistle")
    laid = stage.devices.duel_laid
    laid += zip(event.seats, event.cards, strict=False)
    if event.loser >= 0:  # told once the duel's cards are shown
        stage.devices.duel_laid = []
        stage.later(lambda: _duel_lost(stage, event.loser, laid))
        if event.winner >= 0:
            stage.tell(LOG, "duel_result", "hot", loser=stage.who(event.loser),
                       winner=stage.who(event.winner))
        else:  # a Battle of several: nobody alone wins it
            stage.tell(LOG, "duel_lost", "hot", loser=stage.who(event.loser))
    stage.cue("duel", "add", kind=event.kind, seats=list(event.seats),
              cards=[stage.url(c) if c.color else "" for c in event.cards],
              numbers=[-1 if c.number is None else c.number for c in event.cards],
              winner=event.winner, loser=event.loser)
    return 1500


def _duel_lost(stage: Stage, loser: int, laid: list[tuple[int, Card]]) -> None:
    """Every card the others laid goes to the loser's hand (stand-ins for nothing stay
    nothing): the counts move when the result is shown, not with the next view."""
    for seat, card in laid:
        if seat == loser or card.color is None:
            continue
        stage.add_count(seat, -1)
        stage.add_count(loser, 1)
        if seat == stage.me:
            stage.hand.remove_card(card, 1)
        elif loser == stage.me:
            stage.hand.add_card(card)


def effect_cancelled(event: EffectCancelled, stage: Stage) -> int:
    """An effect stopped by a card (FIFA's Offside, Spin's twin card)."""
    kind = event.kind if event.kind in ("penalty", "spin") else "penalty"
    stage.log(LOG, "effect_cancelled_" + kind, "hot", seat=stage.who(event.seat))
    stage.cue("offside", "show", seat=event.seat, kind=event.kind)
    return 1100


def named(event: Named, stage: Stage) -> str:
    """Log a named colour or number; returns what was named, as the player reads it (a
    colour as a noun: "Lotso wants red", "Lotso vill ha rött")."""
    from uno_desktop.ui import texts

    value = texts.ColorWord(str(event.value)) if event.what == "color" \
        else texts.word(event.value)
    stage.tell(LOG, "named", seat=stage.who(event.seat), value=value)
    return value.form("noun")


def cards_discarded(event: CardsDiscarded, stage: Stage) -> int:
    """Cards leave a hand to go under the top card (the wheel, Discard All)."""
    seat, cards = event.seat, list(event.cards)
    mine = seat == stage.me
    stage.tell(DISCARDED, "cards_discarded", seat=stage.who(seat), count=len(cards))
    stage.sound("play")
    stage.cue("discard", "run", seat=seat, reason=event.reason,
              cards=[stage.url(c) for c in cards],
              fromIndex=[stage.hand.index_of(c) for c in cards] if mine else [])
    if mine:
        for c in cards:
            stage.hand.remove_card(c, 1)
    stage.add_count(seat, -len(cards))
    return 650 + 60 * min(len(cards), 8)
