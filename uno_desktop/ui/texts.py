"""Where the core's codes become translated text.

The core speaks in stable codes (IllegalAction codes, decision kinds, actions, option names
and values, card kinds, editions, save and network errors). Every table below wraps its
strings in ``_T(context, text)`` (:mod:`uno_desktop.ui.marks`) so ``pyside6-lupdate``
finds them; the lookup functions translate at call time, so a language switch takes
effect at once. Codes nobody has written text for yet (a new edition's) fall back to a
readable form of the code itself, so the table never shows a blank. What each *event*
reads like in the log is said by its presenter, beside the rest of how it is shown
(:mod:`uno_desktop.ui.present`).
"""

from __future__ import annotations

import errno
import re
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, SupportsInt, cast

from PySide6.QtCore import QCoreApplication, QLocale

from rules.actions import Action, action_tag
from rules.cards import Card, Color
from uno_desktop.ui import kits
from uno_desktop.ui.marks import mark as _T

if TYPE_CHECKING:
    from rules.options import OptionSpec



ILLEGAL = {
    "not_your_turn": _T("Illegal", "It is not your turn."),
    "card_not_in_hand": _T("Illegal", "You do not hold that card."),
    "does_not_match": _T("Illegal", "That card does not match the colour, number or symbol."),
    "wild_draw_four_not_allowed": _T(
        "Illegal",
        "You may only play a Wild Draw Four when you hold no card of the active colour."),
    "no_such_seat": _T("Illegal", "There is no such seat."),
    "no_such_color": _T("Illegal", "There is no such colour."),
    "no_such_number": _T("Illegal", "There is no such number."),
    "no_such_direction": _T("Illegal", "The hands can only move one seat to the left or right."),
    "unknown_action": _T("Illegal", "The game does not know that move."),
    "game_over": _T("Illegal", "The game is over."),
    "host_only": _T("Illegal", "Only the host may do that."),
    "nothing_to_time_out": _T("Illegal", "Nothing is waiting for a time-out."),
    "hand_over": _T("Illegal", "The hand is over."),
    "cannot_catch_yourself": _T("Illegal", "You cannot catch yourself."),
    "nothing_to_catch": _T("Illegal", "Nobody can be caught right now."),
    "uno_not_needed": _T("Illegal", "You do not need to call UNO now."),
    "malformed_action": _T("Illegal", "That move is malformed."),
    "one_card_at_a_time": _T("Illegal", "Play one card at a time in this game."),
    "not_allowed_now": _T("Illegal", "That is not allowed right now."),
    "must_play_a_card": _T(
        "Illegal", "You must play a card; drawing is not allowed while you can play."),
    "only_the_drawn_card": _T("Illegal", "You may only play the card you just drew."),
    "choose_a_color": _T("Illegal", "Choose a colour first."),
    "nothing_to_challenge": _T("Illegal", "There is nothing to challenge."),
    "cannot_stack": _T("Illegal", "That card cannot be stacked on this penalty."),
    "stacking_off": _T("Illegal", "Stacking is off: take the cards."),
    "take_the_penalty": _T("Illegal", "Take the penalty cards first."),
    "not_a_swap_target": _T("Illegal", "You cannot swap with that seat."),
    "choose_swap": _T("Illegal", "Choose whom to swap hands with."),
    "stale_state": _T("Illegal", "The game moved on; try again."),
    "unknown_reaction": _T("Illegal", "There is no such reaction."),
    "no_such_pan": _T("Illegal", "There is no such pan."),
    "pan_blocked": _T("Illegal", "That pan is blocked by a stop card."),
    "choose_a_pan": _T("Illegal", "Choose a pan for your card."),
    "race_needs_next_number": _T("Illegal", "In the race you must play the next number."),
    "only_the_twin_card": _T("Illegal", "Only the identical twin card stops the wheel."),
    "discard_a_card": _T("Illegal", "Choose a card to discard."),
    "choose_an_opponent": _T("Illegal", "Choose an opponent for the penalty kick."),
}

NET_ERROR = {
    "connection_refused": _T("Network", "Nobody answers at that address."),
    "connection_lost": _T("Network", "The connection to the host was lost."),
    "unreachable": _T("Network", "The room could not be reached: is it still open, and on "
                                 "this network?"),
    "host_not_found": _T("Network", "That host could not be found."),
    "timeout": _T("Network", "The host did not answer in time."),
    "handshake_timeout": _T("Network", "The host did not hear from you in time."),
    "frame_too_large": _T("Network", "A message was too large and was refused."),
    "rate_limited": _T("Network", "Too many messages: slow down."),
    "too_many_errors": _T("Network", "Too many errors: the host closed the connection."),
    "hello_first": _T("Network", "The host expected a greeting first."),
    "already_joined": _T("Network", "You have already joined this game."),
    "version_mismatch": _T("Network", "The host runs another version of UNO Desktop."),
    "bad_pin": _T("Network", "Wrong PIN."),
    "pin_locked": _T("Network", "Too many wrong PINs: wait a while, then try again."),
    "pin_required": _T("Network", "This game needs a PIN: enter it to join."),
    "pin_not_needed": _T("Network", "This game needs no PIN."),
    "bad_ticket": _T("Network", "The host no longer knows this computer: enter the PIN "
                                "again."),
    "host_changed": _T("Network", "Another computer answers at this address, not the host of "
                                  "your game. Nothing was sent to it."),
    "busy": _T("Network", "The host is busy: trying again."),
    "handshake_failed": _T("Network", "The connection to the host could not be secured."),
    "link_broken": _T("Network", "The connection to the host was tampered with or broke."),
    "room_full": _T("Network", "The game is full."),
    "bad_name": _T("Network", "That name has nothing visible in it: choose another one."),
    "frame_timeout": _T("Network", "The connection stalled in the middle of a message."),
    "ping_timeout": _T("Network", "The connection stopped answering."),
    "replaced": _T("Network", "You joined this game from somewhere else."),
    "unknown_reaction": _T("Network", "The host does not know that reaction."),
    "spectator": _T("Network", "Spectators cannot play."),
    "not_your_seat": _T("Network", "That is not your seat."),
    "not_started": _T("Network", "The game has not started yet."),
    "stale_state": _T("Network", "The game moved on; try again."),
    "invalid_message": _T("Network", "The host received an invalid message."),
    "unknown_message": _T("Network", "The host received an unknown message."),
    "malformed": _T("Network", "The host received a damaged message."),
    "bad_action": _T("Network", "The host received a move it does not know."),
    "bad_event": _T("Network", "A game event from the host could not be read."),
    "bad_host_message": _T("Network", "The host sent a message that cannot be read or cannot "
                                      "be true: it was ignored."),
    "host_error": _T("Network", "The host could not handle a message."),
    "host_quit": _T("Network", "The host has closed the game."),
    "game_over": _T("Network", "The game is over."),
}

DECISION = {
    "turn": _T("Decision", "Play a card or draw"),
    "drawn": _T("Decision", "Play the drawn card or keep it"),
    "color": _T("Decision", "Choose a colour"),
    "penalty": _T("Decision", "Stack, challenge or take the cards"),
    "seven": _T("Decision", "Swap hands with someone (or not)"),
    "zero_swap": _T("Decision", "Choose whom to swap hands with"),
    "hand_over": _T("Decision", "The hand is over"),
    "game_over": _T("Decision", "The game is over"),
    "race": _T("Decision", "Play the next number or lose the race"),
    "captain": _T("Decision", "Captain: rotate the hands, swap two, or nothing"),
    "tilt_starter": _T("Decision", "Choose who starts filling the scale"),
    "tilt_place": _T("Decision", "Put the top card into a pan"),
    "lotso_name": _T("Decision", "Name a colour everyone must show"),
    "victory_lap": _T("Decision", "Keep this hand or pass the hands on"),
    "slap_race": _T("Decision", "SLAP! Hit your buzzer!"),
    "trade_hands": _T("Decision", "Choose whom to trade hands with"),
}

PROMPTS: dict[str, dict[tuple[str, ...], str]] = {
    # A decision's prompt by the answers legal now (sorted tags): it names only those
    # (issue 30: "Stack, challenge or take the cards" where only two were offered).
    "turn": {("draw", "play"): DECISION["turn"],
             ("play",): _T("Decision", "Play a card"),
             ("draw",): _T("Decision", "Draw a card")},
    "drawn": {("pass", "play"): DECISION["drawn"],
              ("play",): _T("Decision", "Play the drawn card"),
              ("pass",): _T("Decision", "Keep the drawn card")},
    "penalty": {("accept", "challenge", "play"): DECISION["penalty"],
                ("accept", "challenge"): _T("Decision", "Challenge or take the cards"),
                ("accept", "play"): _T("Decision", "Stack or take the cards"),
                ("accept",): _T("Decision", "Take the cards"),
                ("accept", "offside"): _T("Decision", "Play Offside or take the cards"),
                ("accept", "challenge", "offside"): _T(
                    "Decision", "Challenge, play Offside or take the cards"),
                ("accept", "offside", "play"): _T(
                    "Decision", "Stack, play Offside or take the cards"),
                ("accept", "challenge", "offside", "play"): _T(
                    "Decision", "Stack, challenge, play Offside or take the cards")},
    "seven": {("pass", "swap_hands"): DECISION["seven"],
              ("swap_hands",): _T("Decision", "Swap hands with someone")},
}


def answer_tags(legal: Iterable[Action]) -> set[str]:
    """The kinds of answer in ``legal``, as prompts name them: a play on a pan is a play,
    FIFA's Offside card its own answer."""
    tags = set()
    for action in legal:
        tag = action_tag(action)
        card = getattr(action, "card", None)
        if tag == "play_on_pan":
            tag = "play"
        if tag == "play" and isinstance(card, Card) and card.kind == "offside":
            tag = "offside"
        tags.add(tag)
    return tags


def pick_prompt(variants: Mapping[tuple[str, ...], str],
                legal: Iterable[Action]) -> tuple[str, ...] | None:
    """The key of the variant that names exactly the legal answers it knows of."""
    named = {tag for key in variants for tag in key}
    key = tuple(sorted(answer_tags(legal) & named))
    return key if key in variants else None


def whole_turn(legal: Iterable[Action]) -> bool:
    """Whether a turn offers both a play and a draw: the turn's whole prompt ("Play a card
    or draw", an edition's own), which "Your turn." says; else its prompt names the one
    open ("Draw a card")."""
    return {"draw", "play"} <= answer_tags(legal)


def decision_prompt(decision: str, legal: Iterable[Action]) -> str:
    """The prompt for ``decision``, naming only what ``legal`` offers."""
    variants = PROMPTS.get(decision)
    key = pick_prompt(variants, legal) if variants else None
    if variants and key is not None:
        return translate("Decision", variants[key])
    return translate_code("decision", decision)


ACTION = {
    "play": _T("Action", "Play {card}"),
    "play_many": _T("Action", "Play {count} × {card}"),
    "draw": _T("Action", "Draw"),
    "pass": _T("Action", "Keep / pass"),
    "choose_color": _T("Action", "Choose {color}"),
    "challenge": _T("Action", "Challenge"),
    "accept": _T("Action", "Take the cards"),
    "swap_hands": _T("Action", "Swap with {target}"),
    "call_uno": _T("Action", "UNO!"),
    "catch_uno": _T("Action", "Catch {target}"),
    "choose_seat": _T("Action", "Choose {seat}"),
    "name_color": _T("Action", "Name {color}"),
    "name_number": _T("Action", "Name {number}"),
    "discard_card": _T("Action", "Discard {card}"),
    "keep_hand": _T("Action", "Keep this hand"),
    "pass_hands": _T("Action", "Pass the hands on"),
    "rotate_hands": _T("Action", "Rotate hands {direction}"),
    "swap_pair": _T("Action", "Swap {a} and {b}"),
    "call_uno_spin": _T("Action", "UNO Spin!"),
    "press_launcher": _T("Action", "Press the launcher"),
    "slap": _T("Action", "Slap!"),
    "play_on_pan": _T("Action", "Play {card} on pan {pan}"),  # a pan without a name
    "choose_pan": _T("Action", "Choose pan {pan}"),
    "play_on_pan_0": _T("Action", "Play {card} on the left pan"),  # Tippo: pan 0 is the left
    "play_on_pan_1": _T("Action", "Play {card} on the right pan"),
    "choose_pan_0": _T("Action", "Choose the left pan"),
    "choose_pan_1": _T("Action", "Choose the right pan"),
    "next_hand": _T("Action", "Next hand"),
    "timeout": _T("Action", "Time is up"),
    "turn_timeout": _T("Action", "Time is up for this turn"),
}

COLOR = {  # a colour's word on its own ("Active colour: red"): "{color}" in a line
    "red": _T("Color", "red"),
    "yellow": _T("Color", "yellow"),
    "green": _T("Color", "green"),
    "blue": _T("Color", "blue"),
    "black": _T("Color", "black"),
}

COLOR_FORMS = {  # the same colour as a line or a card's name may ask for it: "{color:noun}"
    # noun: a colour chosen, named, wanted or followed ("Ada chooses red": Rot, rött)
    # def: before a card's name, definite ("the red 5": röda 5:an)
    # f, n, m: before a card's name of that gender, as a subject (rote 5, rotes Aussetzen,
    #   roter Richtungswechsel); m acc: as an object (roten Richtungswechsel)
    "red": {"noun": _T("Color", "red", "noun"), "def": _T("Color", "red", "def"),
            "f": _T("Color", "red", "f"), "n": _T("Color", "red", "n"),
            "m": _T("Color", "red", "m"), "m acc": _T("Color", "red", "m acc")},
    "yellow": {"noun": _T("Color", "yellow", "noun"), "def": _T("Color", "yellow", "def"),
               "f": _T("Color", "yellow", "f"), "n": _T("Color", "yellow", "n"),
               "m": _T("Color", "yellow", "m"), "m acc": _T("Color", "yellow", "m acc")},
    "green": {"noun": _T("Color", "green", "noun"), "def": _T("Color", "green", "def"),
              "f": _T("Color", "green", "f"), "n": _T("Color", "green", "n"),
              "m": _T("Color", "green", "m"), "m acc": _T("Color", "green", "m acc")},
    "blue": {"noun": _T("Color", "blue", "noun"), "def": _T("Color", "blue", "def"),
             "f": _T("Color", "blue", "f"), "n": _T("Color", "blue", "n"),
             "m": _T("Color", "blue", "m"), "m acc": _T("Color", "blue", "m acc")},
}

CARD_NAME = {  # a coloured card's name: the translation picks its colour's form (f, n, def…)
    "number": _T("Card", "{color} {number}"),
    "skip": _T("Card", "{color} Skip"),
    "reverse": _T("Card", "{color} Reverse"),
    "draw_two": _T("Card", "{color} Draw Two"),
    "slap": _T("Card", "{color} SLAP"),
    "hit_two": _T("Card", "{color} Hit 2"),
    "discard_all": _T("Card", "{color} Discard All"),
    "trade_hands": _T("Card", "{color} Trade Hands"),
    "pass_hands": _T("Card", "{color} Pass Hands"),
}
COLORED_CARD = _T("Card", "{color} {card}")  # a coloured kind without a name of its own yet

CARD_KIND = {
    "skip": _T("Card", "Skip"),
    "reverse": _T("Card", "Reverse"),
    "draw_two": _T("Card", "Draw Two"),
    "wild": _T("Card", "Wild"),
    "wild_draw_four": _T("Card", "Wild Draw Four"),
    "downpour_draw_one": _T("Card", "Wild Downpour Draw One"),
    "downpour_draw_two": _T("Card", "Wild Downpour Draw Two"),
    "penalty_kick": _T("Card", "Penalty Kick"),
    "racer_x": _T("Card", "Racer X"),
    "captain": _T("Card", "Captain"),
    "offside": _T("Card", "Offside"),
    "tilt": _T("Card", "Tilt"),
    "lotso": _T("Card", "Lotso"),
    "victory_lap": _T("Card", "Victory Lap"),
    "slap": _T("Card", "SLAP"),
    "hit_two": _T("Card", "Hit 2"),
    "discard_all": _T("Card", "Discard All"),
    "trade_hands": _T("Card", "Trade Hands"),
    "pass_hands": _T("Card", "Pass Hands"),
    "wild_all_hit": _T("Card", "Wild All Hit"),
    "wild_hit_fire": _T("Card", "Wild Hit-Fire"),
    "wild_hit_one": _T("Card", "Wild Hit 1"),
}

# Each edition's name, rules and own rows come from its kit (uno_desktop/ui/editions/).
EDITION: dict[str, str] = {}

LEVEL = {
    "human": _T("Level", "Human"),
    "easy": _T("Level", "Easy bot"),
    "normal": _T("Level", "Normal bot"),
    "hard": _T("Level", "Hard bot"),
}

OPTION = {
    "hand_size": _T("Option", "Cards per hand"),
    "wild_points": _T("Option", "Points for a Wild"),
    "target_score": _T("Option", "Target score"),
    "scoring": _T("Option", "Scoring"),
    "draw_rule": _T("Option", "Drawing"),
    "draw_until_cap": _T("Option", "Most cards drawn until playable"),
    "voluntary_draw": _T("Option", "May draw while holding a playable card"),
    "first_wild": _T("Option", "Wild as first card"),
    "first_reverse_starter": _T("Option", "Reverse as first card: who starts"),
    "first_wd4": _T("Option", "Wild Draw Four as first card"),
    "stacking": _T("Option", "Stacking draw cards"),
    "wd4_mode": _T("Option", "Wild Draw Four"),
    "wd4_test": _T("Option", "Wild Draw Four is legal when"),
    "wd4_failed_challenge_extra": _T("Option", "Extra cards for a failed challenge"),
    "multi_play": _T("Option", "Play identical cards together"),
    "jump_in": _T("Option", "Jump-in"),
    "jump_in_black": _T("Option", "Jump-in with black cards"),
    "jump_in_own_card": _T("Option", "Jump-in on your own card"),
    "seven_card": _T("Option", "Seven"),
    "zero_card": _T("Option", "Zero"),
    "teams": _T("Option", "Teams"),
    "score_multipliers": _T("Option", "Score multipliers"),
    "two_wilds_multiplier": _T("Option", "Going out with two Wilds"),
    "zero_doubles": _T("Option", "A held zero doubles"),
    "uno_penalty": _T("Option", "Penalty for a missed UNO"),
    "uno_missed": _T("Option", "A missed UNO costs"),
    "going_out_needs_uno": _T("Option", "Going out needs an UNO call"),
    "penalty_closes_uno_window": _T("Option", "A drawn penalty ends the UNO catch"),
    "uno_penalty_closes_jump_in": _T("Option", "An UNO penalty ends jump-in"),
    "uno_grace_ms": _T("Option", "Time to catch a missed UNO (ms)"),
    "slap_includes_player": _T("Option", "SLAP player presses too"),
    "launcher_fire_chance": _T("Option", "Launcher fires per press (%)"),
    "hit_two_stacking": _T("Option", "Hit 2 on Hit 2"),
    "all_hit_extra_turn": _T("Option", "Extra turn after Wild All Hit"),
    "all_hit_includes_player": _T("Option", "Wild All Hit: the player presses too"),
    "downpour_on_paid_wd4": _T("Option", "Downpour on a paid Wild Draw Four"),
    "trade_hands": _T("Option", "Trade Hands"),
}

OPTION_HELP = {
    "hand_size": _T("OptionHelp", "Each player is dealt this many cards."),
    "wild_points": _T("OptionHelp", "What a plain Wild left in a hand is worth."),
    "target_score": _T("OptionHelp", "The game ends when a score reaches this."),
    "scoring": _T("OptionHelp", "Who scores at the end of a hand."),
    "draw_rule": _T("OptionHelp", "What happens when you draw on your turn."),
    "draw_until_cap": _T("OptionHelp", "With draw-until-playable, stop after this many cards."),
    "voluntary_draw": _T("OptionHelp", "You may draw even when you could play."),
    "first_wild": _T("OptionHelp", "What a Wild turned as the first card does."),
    "first_reverse_starter": _T("OptionHelp", "Who starts when the first card is a Reverse."),
    "first_wd4": _T("OptionHelp", "What a Wild Draw Four turned first does."),
    "stacking": _T("OptionHelp", "Answer a draw card with another and pass the total on."),
    "wd4_mode": _T("OptionHelp", "Bluff: an illegal Wild Draw Four may be challenged."),
    "wd4_test": _T("OptionHelp", "What makes a Wild Draw Four legal."),
    "wd4_failed_challenge_extra": _T(
        "OptionHelp", "A wrong challenger draws this many on top of four."),
    "multi_play": _T("OptionHelp", "Lay several identical cards as one play."),
    "jump_in": _T("OptionHelp", "Play an identical card out of turn."),
    "jump_in_black": _T("OptionHelp", "Wilds may jump in on identical Wilds."),
    "jump_in_own_card": _T("OptionHelp", "Whoever laid the card may jump in on it too."),
    "seven_card": _T("OptionHelp", "After a 7 you may swap hands with anyone."),
    "zero_card": _T("OptionHelp", "After a 0 the hands move or swap."),
    "teams": _T("OptionHelp", "Partners sit opposite and share a score."),
    "score_multipliers": _T("OptionHelp", "Double points for black last cards and held zeros."),
    "two_wilds_multiplier": _T("OptionHelp", "With score multipliers: ×4 or ×8."),
    "zero_doubles": _T("OptionHelp", "With score multipliers: what a held 0 doubles."),
    "uno_penalty": _T("OptionHelp", "Cards drawn when caught without calling UNO."),
    "uno_missed": _T("OptionHelp", "Whether someone must catch the player."),
    "going_out_needs_uno": _T("OptionHelp", "Without the call the last card costs a penalty."),
    "penalty_closes_uno_window": _T("OptionHelp", "Once the next player has drawn, too late."),
    "uno_penalty_closes_jump_in": _T("OptionHelp", "Cards drawn for a missed UNO end jump-in."),
    "uno_grace_ms": _T("OptionHelp", "The next player waits at least this long before moving."),
    "slap_includes_player": _T("OptionHelp", "Whoever plays SLAP must hit the buzzer too."),
    "launcher_fire_chance": _T("OptionHelp", "How likely one press makes the launcher fire."),
    "hit_two_stacking": _T("OptionHelp", "Answer Hit 2 with Hit 2 and pass the presses on."),
    "all_hit_extra_turn": _T("OptionHelp", "The player of Wild All Hit plays again afterwards."),
    "all_hit_includes_player": _T("OptionHelp", "Everyone presses in turn, the player last."),
    "downpour_on_paid_wd4": _T("OptionHelp", "Otherwise no +1 or +2 goes on a +4."),
    "trade_hands": _T("OptionHelp", "Whom Trade Hands swaps with."),
}

VALUE = {
    "winner_collects": _T("Value", "Winner collects"),
    "low_score_wins": _T("Value", "Lowest score wins"),
    "single_hand": _T("Value", "Single hand"),
    "draw_one_may_play": _T("Value", "Draw one, may play it"),
    "draw_one_end_turn": _T("Value", "Draw one, turn ends"),
    "draw_until_playable": _T("Value", "Draw until playable"),
    "first_player_chooses": _T("Value", "First player chooses the colour"),
    "redraw": _T("Value", "Turn a new card"),
    "redeal": _T("Value", "Deal again"),
    "reshuffle": _T("Value", "Shuffle it back, turn a new card"),
    "set_aside": _T("Value", "Leave it, turn a new card"),
    "hand_value": _T("Value", "The hand's points"),
    "running_score": _T("Value", "The running score"),
    "caught": _T("Value", "Only when caught"),
    "automatic": _T("Value", "Always"),
    "dealer": _T("Value", "The dealer"),
    "dealer_right": _T("Value", "The dealer's right"),
    "off": _T("Value", "Off"),
    "same_type": _T("Value", "Same type only"),
    "seed001": _T("Value", "+2 and +4 on +2, +4 on +4"),
    "seed000": _T("Value", "On"),
    "bluff": _T("Value", "Bluff and challenge"),
    "enforce": _T("Value", "Enforced"),
    "no_current_colour": _T("Value", "No card of the active colour"),
    "no_playable_card": _T("Value", "No other playable card"),
    "none": _T("Value", "Nothing special"),
    "swap_chosen": _T("Value", "Swap with a chosen player"),
    "rotate_all": _T("Value", "All hands rotate"),
    "swap_fewest": _T("Value", "Swap with the fewest cards"),
    "alternate_seats": _T("Value", "Alternate seats"),
    "unlimited": _T("Value", "Unlimited"),
    "chosen": _T("Value", "Chosen by the player"),
    "next": _T("Value", "The next player"),
    "true": _T("Value", "On"),
    "false": _T("Value", "Off"),
    "cancel": _T("Value", "Cancels the spin"),
    "pass_on": _T("Value", "Passes the spin on"),
    "uniform": _T("Value", "All segments equally likely"),
    "generous": _T("Value", "Generous"),
    "punishing": _T("Value", "Punishing"),
    "either": _T("Value", "Either pan"),
    "tilt_pan": _T("Value", "The Tilt card's pan"),
    "3_and_7": _T("Value", "One 3 and one 7 per colour"),
    "uniform_all": _T("Value", "Anyone at random"),
    "uniform_others": _T("Value", "Anyone else at random"),
    "clockwise": _T("Value", "Clockwise"),
    "random_4_8": _T("Value", "4 to 8 seconds, at random"),
    "4": _T("Value", "4 seconds"),
    "6": _T("Value", "6 seconds"),
    "infinite": _T("Value", "No limit"),
    "attack_us": _T("Value", "UNO Attack (US)"),
}

PRESET = {
    "official": _T("Preset", "Official rules"),
    "party": _T("Preset", "Party (house rules)"),
    "seed000": _T("Preset", "House rules: doubles, jump-in, 0 swaps"),
    "seed001": _T("Preset", "House rules: stacking, drawing ends the turn"),
    "seed002": _T("Preset", "House rules: stacking, 7-0, teams"),
}

EDITION_RULES: dict[str, str] = {}

SAVE_ERROR = {
    "unreadable": _T("Save", "The saved game could not be read."),
    "malformed": _T("Save", "The saved game is damaged (incomplete or not a save file)."),
    "invalid": _T("Save", "The saved game contains data this version does not understand."),
    "tampered": _T("Save", "The saved game does not replay: it was changed or is corrupt."),
    "version": _T("Save", "The saved game comes from another version of UNO Desktop."),
    "bad_options": _T("Save", "The saved game has invalid rule options."),
}

RECORD_ERROR = {  # a record file (or a save) opened to watch, by its saves.SaveError code
    "unreadable": _T("Record", "The file could not be read."),
    "malformed": _T("Record", "The file is damaged: it is incomplete or not a UNO Desktop game."),
    "invalid": _T("Record", "The file holds data this version of UNO Desktop does not understand."),
    "version": _T("Record", "The file was made by a newer version of UNO Desktop. Update the "
                            "game to watch it."),
    "bad_options": _T("Record", "The file has rule options this version does not allow."),
    "tampered": _T("Record", "The file was changed after it was written, or it is corrupt, so "
                             "it cannot be watched."),
    "diverged": _T("Record", "The game in this file plays differently under this version's "
                             "rules, so it cannot be watched exactly."),
}

OPTION_ERROR = {
    "unknown_key": _T("OptionError", "{source}: there is no option “{key}”."),
    "bad_value": _T("OptionError", "{source}: that value is not allowed for “{key}” ({allowed})."),
    "unreadable": _T("OptionError", "{source}: the rules file cannot be read."),
    "bad_toml": _T("OptionError", "{source}: the rules file is damaged."),
    "unknown_edition": _T("OptionError", "{source}: there is no edition “{key}”."),
    "unknown_preset": _T("OptionError", "There are no house rules called “{key}”."),
    "unusable": _T("OptionError", "These house rules cannot be used."),  # any other error
    # rules.SetupError: valid rules that cannot be dealt to this many players
    "teams_need_even_seats": _T("OptionError",
                                "Team play needs an even number of players, at least 4."),
    "hands_too_big": _T("OptionError", "{seats} hands of {hand_size} cards do not fit in the "
                                       "deck: with {seats} players, at most {most} cards each."),
}
UNNAMED_RULES = _T("OptionError", "The rules")  # {source} of options not read from a file

HOST_ERROR = {  # why a game on the network cannot be hosted, after "cannot be hosted: "
    "pin_too_long": _T("HostError", "a PIN has at most {max} characters."),
    "port_in_use": _T("HostError", "another program uses the network port."),
    "port_denied": _T("HostError", "this computer does not let the game open a network port."),
    "no_port": _T("HostError", "no network port can be opened on this computer."),
}

FILE_ERROR = {  # why a file could not be written, as a player can act on it
    "disk_full": _T("FileError", "the disk is full."),
    "read_only": _T("FileError", "the game's folder cannot be written to."),
    "not_written": _T("FileError", "the file could not be written."),
}

ALLOWED = {  # what an option accepts, by OptionSpec.type
    "bool": _T("OptionError", "on or off"),
    "int": _T("OptionError", "a whole number from {low} to {high}"),
    "int_or_unlimited": _T("OptionError", "a whole number from {low} to {high}, or unlimited"),
    "choice": _T("OptionError", "one of: {values}"),
}

TABLES: dict[str, tuple[str, dict[str, str]]] = {
    "illegal": ("Illegal", ILLEGAL),
    "decision": ("Decision", DECISION),
    "action": ("Action", ACTION),
    "color": ("Color", COLOR),
    "card": ("Card", CARD_KIND),
    "edition": ("Edition", EDITION),
    "level": ("Level", LEVEL),
    "option": ("Option", OPTION),
    "option_help": ("OptionHelp", OPTION_HELP),
    "value": ("Value", VALUE),
    "save": ("Save", SAVE_ERROR),
    "record": ("Record", RECORD_ERROR),
    "net": ("Network", NET_ERROR),
    "preset": ("Preset", PRESET),
    "edition_rules": ("EditionRules", EDITION_RULES),
    "option_error": ("OptionError", OPTION_ERROR),
    "host_error": ("HostError", HOST_ERROR),
    "file_error": ("FileError", FILE_ERROR),
}


_kits_added = False


def _add_kits() -> None:
    """Every edition's name, rules and rows from its kit, into the tables above: once, on
    the first look-up the tables' own rows do not answer (not at import: a classic table's
    first frame needs no themed edition's kit)."""
    global _kits_added
    if _kits_added:
        return
    _kits_added = True
    for kit in kits.all_kits():
        if kit.name:
            EDITION[kit.edition] = kit.name
        if kit.rules:
            EDITION_RULES[kit.edition] = kit.rules
        for kind, rows in kit.texts.items():
            TABLES[kind][1].update(rows)  # KeyError: a kit's rows for a table there is not


def table(kind: str) -> tuple[str, dict[str, str]]:
    """The context and the rows of table ``kind`` (a key of :data:`TABLES`), every kit's
    rows among them."""
    _add_kits()
    return TABLES[kind]


def humanize(code: str) -> str:
    """A readable stand-in for a code without text yet: ``spin_wheel`` → ``Spin wheel``."""
    text = str(code).replace("_", " ").strip()
    return text[:1].upper() + text[1:]


def translate_code(kind: str, code: object, /, **fields: object) -> str:
    """Translated text for ``code`` of ``kind`` (a key of :data:`TABLES`), with ``{fields}``
    filled in. Unknown codes give a humanized code, never an empty string."""
    context, rows = TABLES[kind]
    key = str(code).lower() if isinstance(code, bool) else str(code)
    source = rows.get(key)
    if source is None and not _kits_added:
        context, rows = table(kind)
        source = rows.get(key)
    if source is None and kind == "illegal" and key in NET_ERROR:  # a LAN host's refusal
        context, source = "Network", NET_ERROR[key]
    if source is None:
        if kind == "illegal":
            generic = QCoreApplication.translate("Illegal", "That move is not allowed ({code}).")
            return generic.format(code=key)
        return humanize(key)
    return translate(context, source, **fields)


def translate(context: str, source: str, /, **fields: object) -> str:
    """``source`` of ``context`` in the current language with ``{fields}`` filled in:
    ``%n`` and the numerus form from ``count`` (or ``points``), numbers in the language's
    format, cards and colours by name in the form the translation asks (``{card:acc}``,
    ``{color:noun}``: :class:`Word`). A translation with a broken placeholder still shows
    something."""
    if "%n" in source:
        n = fields.get("count", fields.get("points", 0))
        # a count field is an int (or a number's text); the fields are typed loosely
        text = QCoreApplication.translate(context, source, None, int(cast(SupportsInt, n)))
    else:
        text = QCoreApplication.translate(context, source)
    if fields:
        try:
            text = text.format(**{k: word(v) for k, v in fields.items()})
        except (KeyError, IndexError, ValueError):
            pass
    return text


class Word:
    """A field of a translated line, in the form the translation asks for with a format
    spec: ``{color:noun}`` says the colour as a noun ("rött"), ``{card:acc}`` names a card
    as an object ("roten Richtungswechsel"). Each form is a text of its own for translators
    (:data:`COLOR_FORMS`); a word without forms ignores the spec."""

    __slots__ = ("text",)

    def __init__(self, text: str = "") -> None:
        self.text = text

    def form(self, spec: str) -> str:
        return self.text

    def __format__(self, spec: str) -> str:
        return self.form(spec)

    def __str__(self) -> str:
        return self.form("")


class ColorWord(Word):
    """A colour: ``{color}`` on its own, ``{color:noun}``, ``{color:f}``…
    (:data:`COLOR_FORMS`). ``case`` is the case of the card's name it stands in."""

    __slots__ = ("case", "code")

    def __init__(self, code: str, case: str = "") -> None:
        super().__init__()
        self.code, self.case = code, case

    def form(self, spec: str) -> str:
        forms = COLOR_FORMS.get(self.code, {})
        spec = spec.strip()
        if self.case and f"{spec} {self.case}" in forms:
            spec = f"{spec} {self.case}"
        if spec in forms:
            return QCoreApplication.translate("Color", forms[spec], spec)
        return translate_code("color", self.code)


class CardWord(Word):
    """A card: ``{card}`` names it as a subject, ``{card:acc}`` as an object."""

    __slots__ = ("card",)

    def __init__(self, card: Card) -> None:
        super().__init__()
        self.card = card

    def form(self, spec: str) -> str:
        return card_name(self.card, spec.strip())


def word(value: object) -> Word:
    """A line's field as a :class:`Word`: cards and colours by name, numbers in the
    language's format, anything else as its text."""
    if isinstance(value, Word):
        return value
    if isinstance(value, Card):
        return CardWord(value)
    if isinstance(value, Color):
        return ColorWord(value.value)
    if isinstance(value, int) and not isinstance(value, bool):
        return Word(number(value))
    return Word(str(value))


def option_error(exc: Exception) -> str:
    """A translated message for a ``rules.OptionError`` or ``rules.SetupError`` (any other
    error: that the house rules cannot be used); the exception's English is for the log."""
    code = getattr(exc, "code", None)
    if code not in OPTION_ERROR:
        return translate_code("option_error", "unusable")
    key = str(getattr(exc, "key", ""))
    spec = getattr(exc, "spec", None)
    source = str(getattr(exc, "source", ""))
    if source == "options":  # the core's name for options not read from a file: English
        source = translate("OptionError", UNNAMED_RULES)
    return translate_code("option_error", code, source=source,
                          key=translate_code("option", key) if key in table("option")[1] else key,
                          allowed=allowed_values(spec) if spec else getattr(exc, "allowed", ""),
                          seats=getattr(exc, "seats", 0), hand_size=getattr(exc, "hand_size", 0),
                          most=getattr(exc, "most", 0))


def file_error(exc: OSError) -> str:
    """Why a file could not be written, in the player's words (never the system's)."""
    if exc.errno == errno.ENOSPC:
        return translate_code("file_error", "disk_full")
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return translate_code("file_error", "read_only")
    return translate_code("file_error", "not_written")


def allowed_values(spec: OptionSpec) -> str:
    """What an option accepts, in the player's language (the core's wording is English)."""
    source = ALLOWED.get(spec.type)
    if source is None:
        return ""
    values = ", ".join(translate_code("value", c) for c in spec.choices)
    return QCoreApplication.translate("OptionError", source).format(
        low=number(spec.minimum or 0), high=number(spec.maximum or 0), values=values)


DEFAULT_NAME = {  # a seat whose player typed no name: stored as "", read in the current language
    "player": _T("Seat", "Player"),
    "numbered": _T("Seat", "Player {n}"),
}
DEFAULT_NAME_WORDS = re.compile(r"(?:Player|Spieler|Spelare)(?: (\d+))?")
"""The default name as each shipped language words it (``tests/i18n`` holds it to the
catalogues). A name that reads so is the default, not a name someone chose: older saves,
records and kept games stored the word of the language they were started in, and a setup
screen shows it until the player types another; both read in the current language."""


def seat_name(stored: str, seat: int) -> str:
    """A seat's name as the table shows it: the name its player typed, else the current
    language's default ("Player" for the first seat, "Player 3" for the third), also after
    a language switch mid-game."""
    legacy = DEFAULT_NAME_WORDS.fullmatch(stored.strip())
    if legacy:
        number = legacy.group(1)
        if number is None:
            return translate("Seat", DEFAULT_NAME["player"])
        return translate("Seat", DEFAULT_NAME["numbered"], n=int(number))
    if stored.strip():
        return stored
    if seat == 0:
        return translate("Seat", DEFAULT_NAME["player"])
    return translate("Seat", DEFAULT_NAME["numbered"], n=seat + 1)


def default_name(seat: int) -> str:
    """The name a setup screen offers for ``seat`` (stored as ``""`` if left as it is)."""
    return seat_name("", seat)


def stored_name(typed: str) -> str:
    """What a game stores for a name typed (or left) in a setup: ``""`` for the default in
    any language, so it reads in the language of the moment wherever it is shown."""
    typed = typed.strip()
    return "" if DEFAULT_NAME_WORDS.fullmatch(typed) else typed


def card_name(card: Card | None, case: str = "") -> str:
    """``red 5``, ``blue Skip``, ``Wild Draw Four``, translated, its colour in the form the
    card's name asks for (``röda 5:an``, ``rotes Aussetzen``); ``case`` ``acc``: as an
    object (``roten Richtungswechsel``)."""
    if card is None:
        return ""
    body = str(card.number) if card.kind == "number" else translate_code("card", card.kind)
    if card.color is None:
        return body
    color = ColorWord(card.color.value, case)
    if card.kind in CARD_NAME:
        return translate("Card", CARD_NAME[card.kind], color=color, number=card.number)
    return translate("Card", COLORED_CARD, color=color, card=body)


def card_title(card: Card | None) -> str:
    """A card's name on its own, as a hand card's button says it: ``Red 5``, ``Röd 5``."""
    name = card_name(card)
    return name[:1].upper() + name[1:]


def number(value: int | float) -> str:
    """A score, count or time in the current language's format (``1,500`` / ``1.500``)."""
    return QLocale().toString(value)


def option_value(value: object) -> str:
    """A translated label for an option value (numbers stay numbers)."""
    if isinstance(value, bool):
        return translate_code("value", value)
    if isinstance(value, int):
        return number(value)
    if value is None:
        return translate_code("value", "unlimited")
    return translate_code("value", value)
