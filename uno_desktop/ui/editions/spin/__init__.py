"""Spin's kit: what the app adds to :mod:`rules.editions.spin`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.actions import CallUno
from rules.editions.common import CallUnoSpin, DiscardCard
from uno_desktop.ui.kits import DeviceBehaviour, DeviceControls, Kit, register
from uno_desktop.ui.marks import mark as _T
from uno_desktop.ui.marks import mark_plural as _N

if TYPE_CHECKING:
    from rules import PlayerView
    from rules.actions import Action

STATUS: dict[str, str] = {
    "spin": _T("Devices", "Your spin! Spin the wheel"),
    # the count changes with each discard, and a screen reader hears it (the prompt said
    # as it changes; the panel's count was only seen)
    "spin_discard": _N("Devices", "Almost UNO: discard until two are left (%n more)", None, 3),
    "spin_number": _T("Devices", "Name a number to discard"),
    "spin_color": _T("Devices", "Name a colour to discard"),
    "spin_race": _T("Devices", "UNO Spin! Be the first to call it"),
    "spin_uno_discard": _T("Devices", "You won the race: discard one card"),
}

PROMPTS: dict[str, dict[tuple[str, ...], str]] = {
    # the spin's line by its answers (texts.pick_prompt): the twin card only where it is in
    # hand (the wheel's panel said it to the eye alone)
    "spin": {("spin_wheel",): STATUS["spin"],
             ("play", "spin_wheel"): _T("Devices", "Your spin! Spin the wheel, or play your "
                                                    "twin card to cancel it")},
}

ILLEGAL: dict[str, str] = {
    "spin_the_wheel": _T("Illegal", "Spin the wheel first."),
}

DECISION: dict[str, str] = {
    "spin": _T("Decision", "Spin the wheel, or play the twin card"),
    "spin_color": _T("Decision", "Name a colour to discard"),
    "spin_number": _T("Decision", "Name a number to discard"),
    "spin_discard": _T("Decision", "Discard down to two cards"),
    "spin_race": _T("Decision", "Call UNO Spin first!"),
    "spin_uno_discard": _T("Decision", "Discard one card of your choice"),
}

ACTION: dict[str, str] = {
    "spin_wheel": _T("Action", "Spin the wheel"),
}

OPTION: dict[str, str] = {
    "spin_deflect": _T("Option", "Twin card against a spin"),
    "spin_weights": _T("Option", "Wheel"),
    "spin_draw_stops_on_black": _T("Option", "Drawing for a colour stops at black"),
}

OPTION_HELP: dict[str, str] = {
    "spin_deflect": _T("OptionHelp", "If the next player lays the Spin card's twin."),
    "spin_weights": _T("OptionHelp", "How often each segment of the wheel comes up."),
    "spin_draw_stops_on_black": _T("OptionHelp", "Otherwise only the colour itself stops it."),
}

DISCARDING = ("spin_discard", "spin_uno_discard")


class Wheel(DeviceBehaviour):
    """The wheel: its segments in the rules' order, named as the log names them; a click on
    a hand card while the wheel asks for discards discards it; UNO Spin's race."""

    def on_view(self, ctl: DeviceControls, view: PlayerView, legal: list[Action]) -> None:
        if view.decision != "spin_race" and ctl.scene_state.race_kind == "uno_spin":
            ctl.scene_state.race_kind = ""
        if ctl.is_mine() and view.decision in DISCARDING:
            ctl.game.hand.set_flags({a.card for a in legal if isinstance(a, DiscardCard)},
                                     set())

    def status(self, ctl: DeviceControls, view: PlayerView) -> str | None:
        if (not ctl.is_mine() and view.decision == "spin_race"
                and ctl.legal_has(CallUnoSpin)):
            return ctl.status("spin_race")
        if ctl.is_mine() and view.decision == "spin_discard" and view.hand is not None:
            return ctl.status("spin_discard", max(0, len(view.hand) - 2))
        return None

    def intercept_play(self, ctl: DeviceControls, index: int) -> bool:
        card = ctl.game.hand.card_at(index)
        if card is None or ctl.decision_now() not in DISCARDING:
            return False
        ctl.game.send(DiscardCard(card))
        return True

    def calls_uno(self, ctl: DeviceControls) -> bool:
        """U calls UNO Spin whenever the core takes the call: in its race, and while the
        wheel shows another segment, where it costs a card (the rules' [000 r7]; the hub
        is no such trap for the mouse); a player who must call UNO calls that first."""
        return ctl.legal_has(CallUnoSpin) and (ctl.decision_now() == "spin_race"
                                               or not ctl.legal_has(CallUno))

    def segments(self) -> list[str]:
        from rules.editions.spin import SEGMENTS

        return list(SEGMENTS)

    def segment_label(self, code: str) -> str:
        from uno_desktop.ui.editions.spin.presenters import segment_label

        return segment_label(code)


KIT = register(Kit(
    "spin",
    name=_T("Edition", "Spin"),
    rules=_T("EditionRules", "Some cards from 1 to 5 carry a swirl. After a swirl card the "
               "next player spins the wheel instead of playing, unless they hold the identical "
               "card and play it. The wheel decides: Almost UNO, discard a number or a colour, "
               "draw until red or blue, show your hand, trade hands, Battle or UNO Spin."),
    texts={"illegal": ILLEGAL, "decision": DECISION, "action": ACTION, "option": OPTION,
           "option_help": OPTION_HELP},
    status=STATUS,
    prompts=PROMPTS,
    device_decisions=frozenset({"spin", "spin_discard", "spin_number", "spin_color", "spin_race",
                                "spin_uno_discard"}),
    device_tags=frozenset({"spin_wheel", "call_uno_spin", "discard_card", "name_number",
                           "name_color"}),
    device=Wheel(),
    scenes=("SpinStation.qml",),
    hand_decisions=frozenset(DISCARDING),
))
