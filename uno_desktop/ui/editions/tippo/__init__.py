"""Tippo's kit: what the app adds to :mod:`rules.editions.tippo`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.editions.common import PlayOnPan
from uno_desktop.ui.kits import DeviceBehaviour, DeviceControls, Kit, register
from uno_desktop.ui.marks import mark as _T
from uno_desktop.ui.marks import mark_plural as _N

STATUS: dict[str, str] = {
    "tilt_starter": _T("Devices", "Tilt: choose who starts filling the pans"),
    "tilt_place": _T("Devices", "Tilt: choose a pan for the top card"),
    # After a Tilt card each seat in turn puts the top card of the draw pile into a pan
    "tilt_place_other": _T("Devices", "{name} played a Tilt card: put the top card of the draw "
                                      "pile into a pan"),
    "tilt_place_own": _T("Devices", "Your Tilt card: put the top card of the draw pile into a "
                                    "pan"),
    "tilt_place_other_pan": _T("Devices", "{name} played a Tilt card: put the top card of the draw "
                                          "pile into its pan"),
    "tilt_place_own_pan": _T("Devices", "Your Tilt card: put the top card of the draw pile into "
                                        "its pan"),
    "tippo_turn": _T("Devices", "Play a card on a pan (card, then pan) or draw"),
    "tippo_start_color": _T("Devices", "Choose the colour of the black start card"),
    "tippo_pick": _T("Devices", "Now pick a pan: 1 left, 2 right"),  # a card fits both
    "tilt_risk": _N("Devices", "Whoever tips the scale draws %n card(s); a card on the lighter "
                               "pan never tips it", None, 5),
    "tilt_risk_pan": _N("Devices", "Whoever tips the scale draws %n card(s)", None, 5),
}

PROMPTS: dict[str, dict[tuple[str, ...], str]] = {
    "tippo_turn": {("draw", "play"): STATUS["tippo_turn"],
                   ("play",): _T("Devices", "Play a card on a pan (card, then pan)"),
                   ("draw",): _T("Devices", "No card fits a pan: draw")},
}

DECISION: dict[str, str] = {
    "tippo_start_color": _T("Decision", "Choose the colour of a starting pan"),
}

OPTION: dict[str, str] = {
    "tippo_penalty": _T("Option", "Cards for tipping the scale (Tilt)"),
    "tippo_tip_penalty": _T("Option", "Cards for tipping the scale (normal play)"),
    "tippo_pan": _T("Option", "Tilt cards go into"),
    "tippo_tip_free": _T("Option", "Difference the scale always holds"),
    "tippo_tip_step": _T("Option", "Tipping chance per extra card (%)"),
    "tippo_stop_cards": _T("Option", "Stop cards"),
}

OPTION_HELP: dict[str, str] = {
    "tippo_penalty": _T("OptionHelp", "Drawn by whoever tips the scale after a Tilt card."),
    "tippo_tip_penalty": _T("OptionHelp", "Drawn by whoever tips the scale with a normal play."),
    "tippo_pan": _T("OptionHelp", "Where the cards go after a Tilt card."),
    "tippo_tip_free": _T("OptionHelp", "Up to this difference between the pans, nothing tips."),
    "tippo_tip_step": _T("OptionHelp", "Each card beyond that makes tipping this much likelier."),
    "tippo_stop_cards": _T("OptionHelp", "Number cards that block a pan."),
}

if TYPE_CHECKING:
    from rules import PlayerView
    from rules.actions import Action


class Scale(DeviceBehaviour):
    """The scale's two pans are the discard piles: a card is played on a pan (picked, then
    the pan; or at once where only one pan takes it), and a Tilt fills the pans."""

    def on_view(self, ctl: DeviceControls, view: PlayerView, legal: list[Action]) -> None:
        if ctl.is_mine() and view.decision in ("turn", "drawn"):
            playable = {a.card for a in legal if isinstance(a, PlayOnPan)}
            ctl.game.hand.set_flags(playable, set())

    def status(self, ctl: DeviceControls, view: PlayerView) -> str | None:
        if not ctl.is_mine():
            return None
        if view.decision in ("turn", "drawn") and ctl.selected() >= 0:
            return ctl.status("tippo_pick")
        if view.decision == "turn":
            return ctl.prompt("tippo_turn")
        if view.decision == "tippo_start_color":
            return ctl.status("tippo_start_color")
        if view.decision == "tilt_place" and isinstance(ctl.state_now().get("tilt"), dict):
            return self._tilt_prompt(ctl)
        return None

    def _tilt_prompt(self, ctl: DeviceControls) -> str:
        """Why a pan is asked for: whose Tilt card it was and what the pan takes."""
        player = int(ctl.state_now()["tilt"].get("player", -1))
        own = player == ctl.game.seat
        key = "tilt_place_own" if own else "tilt_place_other"
        if self._one_pan(ctl):
            key += "_pan"
        what = ctl.status(key).format(name=ctl.game.name_of(player))
        return what + "\n" + self._tilt_risk(ctl)

    def _one_pan(self, ctl: DeviceControls) -> bool:
        return ctl.game.edition_option("tippo_pan") == "tilt_pan"

    def _tilt_risk(self, ctl: DeviceControls) -> str:
        """The Tilt prompt's second line: what tipping the scale costs (and how not to)."""
        penalty = ctl.game.edition_option("tippo_penalty", 5)
        count = penalty if isinstance(penalty, int) else 5
        return ctl.status("tilt_risk_pan" if self._one_pan(ctl) else "tilt_risk", count)

    def intercept_play(self, ctl: DeviceControls, index: int) -> bool:
        if ctl.decision_now() not in ("turn", "drawn"):
            return False
        card = ctl.game.hand.card_at(index)
        if card is None:
            return False
        pans = ctl.pans_for(index)
        if not pans:
            # Not playable anywhere: let the host say why (on the first open pan).
            free = ctl.state_now().get("open_pans") or [0]
            ctl.game.send(PlayOnPan(card, int(free[0])))
            ctl.select(-1)
        elif len(pans) == 1 and ctl.selected() != index:
            ctl.play_on(card, pans[0])
        else:
            ctl.select(-1 if ctl.selected() == index else index)
        return True

    def intercept_play_drawn(self, ctl: DeviceControls) -> bool:
        """"Play it" after a draw needs a pan."""
        view = ctl.game.view
        if view is None or view.drawn_card is None:
            return False
        index = ctl.game.hand.index_of(view.drawn_card)
        if index >= 0:
            return ctl.intercept_play(index)
        return False

KIT = register(Kit(
    "tippo",
    name=_T("Edition", "Tippo"),
    rules=_T("EditionRules", "Two pans of a scale are the discard piles; play on either. Stop "
                "cards block a pan. Tilt: from the player you choose, everyone puts the top card "
                "of the draw pile into a pan until the scale tips; whoever tips it draws "
                "penalty cards."),
    texts={"decision": DECISION, "option": OPTION, "option_help": OPTION_HELP},
    status=STATUS,
    prompts=PROMPTS,
    device_decisions=frozenset({"tilt_starter", "tilt_place"}),
    device_tags=frozenset({"play_on_pan", "choose_pan", "choose_seat"}),
    device=Scale(),
    scenes=("TippoScale.qml",),
    hides_pile=True,
    lifts_pick=True,
))
