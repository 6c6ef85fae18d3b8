"""UNO Extreme on the table: the card launcher (drawing is a press; a penalty is several),
its wild cards' banners and Discard All. Scene: ``devices/Launcher.qml``."""

from __future__ import annotations

from rules.editions.common import CardsDiscarded, LauncherFired
from rules.events import CardPlayed, CardsDrawn, PenaltyPending
from uno_desktop.ui.marks import mark as _T
from uno_desktop.ui.marks import mark_plural as _N
from uno_desktop.ui.present import classic, common, presents
from uno_desktop.ui.present.stage import Lines, Stage

EDITION = "extreme"
SHOT_MS = 90
"""Each further card the launcher shoots adds this much to its animation."""

LOG = Lines("Devices", {
    "launcher_empty": _T("Devices", "{seat} presses the launcher: nothing happens."),
    "launcher_empty@seat": _T("Devices", "You press the launcher: nothing happens."),
})
FIRED = Lines("Log", {
    "launcher_fired": _N("Log", "The launcher fires %n card(s) at {seat}!", None, 1),
    "launcher_fired@seat": _N("Log", "The launcher fires %n card(s) at you!", None, 1),
    "presses_due": _N("Log", "{seat} must press the launcher %n time(s).", None, 1),
    "presses_due@seat": _N("Log", "You must press the launcher %n time(s).", None, 1),
})
STAGE = Lines("DeviceStage", {
    "all_hit": _T("DeviceStage", "All Hit!"),
    "all_hit_text": _T("DeviceStage", "Everyone else presses the launcher in turn"),
    "hit_fire": _T("DeviceStage", "Hit-Fire!"),
    "hit_fire_text": _T("DeviceStage", "The next player presses until cards fly"),
    "hit_two": _T("DeviceStage", "Hit 2!"),
    "hit_two_text": _T("DeviceStage", "Two presses for the next player"),
    "hit_one": _T("DeviceStage", "Hit 1!"),
    "hit_one_text": _T("DeviceStage", "One press for the next player"),
    "discard_all": _T("DeviceStage", "Discard All!"),
    "discard_all_text": _N("DeviceStage", "{seat} drops %n card(s) of the colour", None, 1),
    "discard_all_text@seat": _N("DeviceStage", "You drop %n card(s) of the colour", None, 1),
})
BANNERS = {  # card kind → (banner, text, how long at normal speed)
    "wild_all_hit": ("all_hit", 1800),
    "wild_hit_fire": ("hit_fire", 1800),
    "hit_two": ("hit_two", 1200),
    "wild_hit_one": ("hit_one", 1200),
}


@presents("launcher_fired", edition=EDITION)
def launcher_fired(event: LauncherFired, stage: Stage) -> int:
    cards: list[str] = []
    if event.count and event.seat == stage.me:  # the cards it shoots at us, face up
        shot = next((e for e in stage.upcoming() if isinstance(e, CardsDrawn)), None)
        if shot is not None and shot.cards:
            cards = [stage.url(c) for c in shot.cards]
    if stage.devices.presses_due > 0:
        def pressed() -> None:  # the counter steps down once this press has landed
            stage.devices.presses_due = max(0, stage.devices.presses_due - 1)

        stage.later(pressed)
    if event.count:  # logged once the cards have flown out
        stage.tell(FIRED, "launcher_fired", "warn", seat=stage.who(event.seat),
                   count=event.count)
    else:
        stage.tell(LOG, "launcher_empty", seat=stage.who(event.seat))
    stage.sound("launcher_fire" if event.count else "launcher_empty")
    stage.cue("launcher", "fire", seat=event.seat, count=event.count, cards=cards)
    return 650 + SHOT_MS * max(0, event.count - 1)


@presents("cards_drawn", edition=EDITION)
def cards_drawn(event: CardsDrawn, stage: Stage) -> int:
    """The launcher has already shot these cards at the presser: only the bookkeeping."""
    if event.reason != "launcher":
        return classic.cards_drawn(event, stage)
    stage.add_count(event.seat, event.count)
    stage.hand.add_cards(stage.mine(event.cards, event.seat))
    stage.sound("draw")
    return 0


@presents("penalty_pending", edition=EDITION)
def penalty_pending(event: PenaltyPending, stage: Stage) -> int:
    """A penalty here is presses of the launcher, not cards (the launcher counts them)."""
    stage.devices.presses_due = event.total
    stage.board.show(pending=event.total, pending_target=event.target)
    stage.tell(FIRED, "presses_due", "warn", seat=stage.who(event.target), count=event.total)
    stage.cue("launcher", "owed", seat=event.target, count=event.total)
    return 300


@presents("card_played", edition=EDITION)
def card_played(event: CardPlayed, stage: Stage) -> int:
    duration = classic.card_played(event, stage)
    shown = BANNERS.get(event.card.kind)
    if shown is not None:
        code, ms = shown
        stage.banner(STAGE(code), STAGE(code + "_text"), ms)
    return duration


@presents("cards_discarded", edition=EDITION)
def cards_discarded(event: CardsDiscarded, stage: Stage) -> int:
    duration = common.cards_discarded(event, stage)
    if event.reason == "discard_all":
        stage.banner(STAGE("discard_all"), stage.line(
            STAGE, "discard_all_text", seat=stage.who(event.seat), count=len(event.cards)),
            duration)
    return duration
