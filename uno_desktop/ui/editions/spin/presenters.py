"""UNO Spin on the table: the wheel (its segments, in the rules' order, with one label
each), the UNO Spin race, Battle's duel, the twin card, named numbers and colours, and
the wheel's discards. Scene: ``devices/SpinStation.qml``."""

from __future__ import annotations

from rules.editions.common import (
    CardsDiscarded,
    DuelRound,
    EffectCancelled,
    Named,
    RaceEnded,
    RaceStarted,
    WheelSpun,
)
from rules.editions.spin import SEGMENTS
from rules.events import CardsDrawn
from uno_desktop.ui import texts
from uno_desktop.ui.marks import mark as _T
from uno_desktop.ui.present import classic, common, presents
from uno_desktop.ui.present.stage import Lines, Stage

EDITION = "spin"

SEGMENT = Lines("Devices", {  # the wheel's nine segments, as the wheel and the log name them
    "almost_uno": _T("Devices", "Almost UNO"),
    "discard_number": _T("Devices", "Discard number"),
    "discard_color": _T("Devices", "Discard colour"),
    "draw_red": _T("Devices", "Draw red"),
    "draw_blue": _T("Devices", "Draw blue"),
    "show_hand": _T("Devices", "Show hand"),
    "battle": _T("Devices", "Battle"),
    "uno_spin": _T("Devices", "UNO Spin"),
})
AS_CARD = {"trade_hands"}
"""Segments that do what a card of the same name does: they read as the card (one name
per thing, in every language: the German wheel says "Tauschen" as the card does)."""
assert set(SEGMENT.sources) | AS_CARD == set(SEGMENTS), "a wheel segment without a label"

LOG = Lines("Devices", {
    "wheel_spun": _T("Devices", "{seat} spins the wheel: {segment}."),
    "wheel_spun@seat": _T("Devices", "You spin the wheel: {segment}."),
    "race_uno_spin": _T("Devices", "UNO Spin! The first to call it discards a card."),
})
STAGE = Lines("DeviceStage", {
    "uno_spin": _T("DeviceStage", "UNO Spin!"),
    "uno_spin_text": _T("DeviceStage", "The first to call it discards a card"),
    "was_first": _T("DeviceStage", "{seat} was first!"),
    "was_first@seat": _T("DeviceStage", "You were first!"),
    "nobody": _T("DeviceStage", "Nobody called it"),
    "names": _T("DeviceStage", "{seat} names {value}"),
    "names@seat": _T("DeviceStage", "You name {value}"),
    "false_call": _T("DeviceStage", "{seat} calls UNO Spin: wrong segment!"),
    "false_call@seat": _T("DeviceStage", "You call UNO Spin: wrong segment!"),
})


def segment_label(code: str) -> str:
    if code in AS_CARD:
        return texts.translate_code("card", code)
    return SEGMENT(code) if code in SEGMENT.sources else code.replace("_", " ")


@presents("wheel_spun", edition=EDITION)
def wheel_spun(event: WheelSpun, stage: Stage) -> int:
    segment = event.segment
    stage.log(LOG, "wheel_spun", "hot", seat=stage.who(event.seat),
              segment=lambda: segment_label(segment))  # told once the wheel has stopped
    stage.say(LOG, "wheel_spun", seat=stage.who(event.seat), segment=segment_label(segment))
    stage.sound("wheel")  # its ticks slow with the wheel, to the stop
    stage.cue("spinStation", "play", seat=event.seat, segment=segment,
              index=SEGMENTS.index(segment) if segment in SEGMENTS else 0)
    return 2900


@presents("race_started", edition=EDITION)
def race_started(event: RaceStarted, stage: Stage) -> int:
    """The UNO Spin race is open from the moment the wheel shows it: no wait."""
    common.race_started(event, stage, LOG, "race_uno_spin")
    stage.banner(STAGE("uno_spin"), STAGE("uno_spin_text"), 900)
    return 0


@presents("race_ended", edition=EDITION)
def race_ended(event: RaceEnded, stage: Stage) -> int:
    duration = common.race_ended(event, stage)
    stage.banner(stage.line(STAGE, "was_first", seat=stage.who(event.winner))
                 if event.winner >= 0 else STAGE("nobody"))
    return duration


@presents("cards_drawn", edition=EDITION)
def cards_drawn(event: CardsDrawn, stage: Stage) -> int:
    """A call of UNO Spin while the wheel shows another segment costs a card: said and
    shown as that (the headline, a line in the log), then drawn as any card."""
    if event.reason == "false_uno_spin":
        line = stage.line(STAGE, "false_call", seat=stage.who(event.seat))
        stage.log(STAGE, "false_call", "warn", seat=stage.who(event.seat))
        stage.banner(line, ms=1400, tint="red")
    return classic.cards_drawn(event, stage)


@presents("named", edition=EDITION)
def named(event: Named, stage: Stage) -> int:
    common.named(event, stage)
    value = texts.ColorWord(str(event.value)) if event.what == "color" else event.value
    stage.banner(stage.line(STAGE, "names", seat=stage.who(event.seat), value=value))
    return 900


@presents("duel_round", edition=EDITION)
def duel_round(event: DuelRound, stage: Stage) -> int:
    return common.duel_round(event, stage)


@presents("effect_cancelled", edition=EDITION)
def effect_cancelled(event: EffectCancelled, stage: Stage) -> int:
    return common.effect_cancelled(event, stage)


@presents("cards_discarded", edition=EDITION)
def cards_discarded(event: CardsDiscarded, stage: Stage) -> int:
    return common.cards_discarded(event, stage)
