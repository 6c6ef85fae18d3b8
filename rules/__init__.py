"""The UNO rules core: a pure, deterministic decision engine (standard library only).

    game = new_game(load_preset("official"), seats=4, seed=1)
    for action in game.legal_actions(game.decision.seat): ...
    events = game.apply(seat, action)   # or IllegalAction(code)
    view = game.view(seat)              # what that seat may know
"""

from rules.actions import (
    ACTION_TYPES,
    Accept,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    Draw,
    NextHand,
    Pass,
    Play,
    SwapHands,
    Timeout,
    TurnTimeout,
    action_tag,
)
from rules.cards import COLORS, Card, Color, classic_deck, parse_card
from rules.events import EVENT_TYPES, event_tag, redact
from rules.game import Decision, Game, IllegalAction
from rules.newgame import SetupError, new_game, setup_problem
from rules.options import (
    OptionError,
    OptionSpec,
    RuleOptions,
    load_options_file,
    load_preset,
    option_specs,
    options_from_mapping,
    options_to_mapping,
    preset_names,
    with_options,
)
from rules.record import GameRecord, RecordedAction, ReplayError, record_of, replay
from rules.records import restore_annotations
from rules.views import PlayerView

restore_annotations()  # in the compiled core, the records keep their field types

__all__ = [
    "ACTION_TYPES",
    "COLORS",
    "EVENT_TYPES",
    "Accept",
    "CallUno",
    "Card",
    "CatchUno",
    "Challenge",
    "ChooseColor",
    "Color",
    "Decision",
    "Draw",
    "Game",
    "GameRecord",
    "IllegalAction",
    "NextHand",
    "OptionError",
    "OptionSpec",
    "Pass",
    "Play",
    "PlayerView",
    "RecordedAction",
    "ReplayError",
    "RuleOptions",
    "SetupError",
    "SwapHands",
    "Timeout",
    "TurnTimeout",
    "action_tag",
    "classic_deck",
    "event_tag",
    "load_options_file",
    "load_preset",
    "new_game",
    "option_specs",
    "options_from_mapping",
    "options_to_mapping",
    "parse_card",
    "preset_names",
    "record_of",
    "redact",
    "replay",
    "setup_problem",
    "with_options",
]
