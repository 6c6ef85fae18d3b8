"""Extreme / Attack's kit: what the app adds to :mod:`rules.editions.extreme`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules import Accept, Draw, Play
from uno_desktop.ui.kits import DeviceBehaviour, DeviceControls, Kit, register
from uno_desktop.ui.marks import mark as _T
from uno_desktop.ui.marks import mark_plural as _N

STATUS: dict[str, str] = {
    "trade_hands": _T("Devices", "Choose whom to trade hands with"),
    "extreme_turn": _T("Devices", "Play a card or press the launcher"),
    "extreme_penalty": _N("Devices", "Press the launcher %n time(s)", None, 1),
    "extreme_penalty_stack": _N("Devices", "Press the launcher %n time(s), or pass it on with "
                                "your Hit 2", None, 1),
}

PROMPTS: dict[str, dict[tuple[str, ...], str]] = {
    "extreme_turn": {("draw", "play"): STATUS["extreme_turn"],
                     ("play",): _T("Devices", "Play a card"),
                     ("draw",): _T("Devices", "Nothing fits: press the launcher")},
}

OPTION: dict[str, str] = {
    "extreme_deck": _T("Option", "Deck"),
}

OPTION_HELP: dict[str, str] = {
    "extreme_deck": _T("OptionHelp", "Which published card list is used."),
}

VALUE: dict[str, str] = {
    "extreme_de": _T("Value", "UNO Extreme (German)"),
    "extreme_de_old": _T("Value", "UNO Extreme (German, first edition)"),
}

if TYPE_CHECKING:
    from rules import PlayerView
    from rules.actions import Action


class Launcher(DeviceBehaviour):
    """Drawing is pressing the card launcher: its button is the draw and a penalty's
    presses, so neither gets a generic button."""

    def status(self, ctl: DeviceControls, view: PlayerView) -> str | None:
        if not ctl.is_mine():
            return None
        if view.decision == "turn":
            return ctl.prompt("extreme_turn")
        if view.decision == "penalty":
            key = "extreme_penalty_stack" if ctl.legal_has(Play) else "extreme_penalty"
            return ctl.status(key, view.pending)
        return None

    def handles(self, ctl: DeviceControls, action: Action) -> bool:
        return isinstance(action, Accept | Draw)  # the launcher's button

    def can_press(self, ctl: DeviceControls) -> bool:
        return ctl.is_mine() and (ctl.legal_has(Draw) or ctl.legal_has(Accept))

KIT = register(Kit(
    "extreme",
    name=_T("Edition", "Extreme / Attack"),
    rules=_T("EditionRules", "Drawing means pressing the card launcher: it fires a random "
                  "number of cards, often none. Hit 2: the next player presses twice (it "
                  "cannot be challenged). Wild Hit-Fire: press until cards come out. Wild All "
                  "Hit: everyone presses once, the player last. Discard All: discard every card "
                  "of that colour. Trade Hands: swap hands with another player."),
    texts={"option": OPTION, "option_help": OPTION_HELP, "value": VALUE},
    status=STATUS,
    prompts=PROMPTS,
    device_decisions=frozenset({"trade_hands"}),
    device_tags=frozenset({"press_launcher"}),
    device=Launcher(),
    scenes=("Launcher.qml",),
))
