"""The ONE place where the core's codes become translated text.

The core speaks in stable codes (IllegalAction codes, event types, decision kinds, option
names and values, card kinds). Every table below wraps its strings in
``QT_TRANSLATE_NOOP(context, text)`` so ``pyside6-lupdate`` finds them; the lookup
functions translate at call time, so a language switch takes effect at once.
Codes nobody has written text for yet (a new edition's) fall back to a readable form of
the code itself, so the table never shows a blank.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from rules.cards import Card

_T = QT_TRANSLATE_NOOP

ILLEGAL = {
    "not_your_turn": _T("Illegal", "It is not your turn."),
    "card_not_in_hand": _T("Illegal", "You do not hold that card."),
    "does_not_match": _T("Illegal", "That card does not match the colour, number or symbol."),
    "wild_draw_four_not_allowed": _T(
        "Illegal",
        "You may only play a Wild Draw Four when you hold no card of the active colour."),
    "no_such_seat": _T("Illegal", "There is no such seat."),
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
}

EVENT = {
    "hand_started": _T("Log", "Hand {number} — {dealer} deals."),
    "first_card": _T("Log", "The first card is {card}."),
    "first_card_returned": _T("Log", "{card} goes back into the pile."),
    "turn_started": _T("Log", "{seat}'s turn."),
    "card_played": _T("Log", "{seat} plays {card}."),
    "card_played_many": _T("Log", "{seat} plays {count} × {card}."),
    "card_jumped_in": _T("Log", "{seat} jumps in with {card}!"),
    "cards_drawn": _T("Log", "{seat} draws {count}."),
    "cards_drawn_penalty": _T("Log", "{seat} takes {count} penalty cards."),
    "cards_drawn_uno": _T("Log", "{seat} draws {count} for a missed UNO."),
    "reshuffled": _T("Log", "The discards are shuffled into a new pile."),
    "color_chosen": _T("Log", "{seat} chooses {color}."),
    "turn_skipped": _T("Log", "{seat} is skipped."),
    "direction_changed": _T("Log", "Direction reversed."),
    "penalty_pending": _T("Log", "{seat} faces +{total}."),
    "challenge_guilty": _T("Log", "{challenger} challenges {player}: bluff caught!"),
    "challenge_innocent": _T(
        "Log", "{challenger} challenges {player}: the Wild Draw Four was legal."),
    "uno_called": _T("Log", "{seat}: UNO!"),
    "uno_caught": _T("Log", "{catcher} catches {target} without UNO!"),
    "hands_swapped": _T("Log", "{a} and {b} swap hands."),
    "hands_rotated": _T("Log", "All hands move one seat."),
    "turn_timed_out": _T("Log", "{seat} ran out of time."),
    "hand_ended": _T("Log", "{seat} wins the hand and scores {points}."),
    "game_ended": _T("Log", "{seat} wins the game!"),
    "cards_revealed": _T("Log", "{seat} shows {count} cards."),
    "generic": _T("Log", "Event: {code}."),
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
}

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
    "spin_wheel": _T("Action", "Spin the wheel"),
    "call_uno_spin": _T("Action", "UNO Spin!"),
    "press_launcher": _T("Action", "Press the launcher"),
    "slap": _T("Action", "Slap!"),
    "play_on_pan": _T("Action", "Play {card} on pan {pan}"),
    "choose_pan": _T("Action", "Choose pan {pan}"),
}

COLOR = {
    "red": _T("Color", "red"),
    "yellow": _T("Color", "yellow"),
    "green": _T("Color", "green"),
    "blue": _T("Color", "blue"),
    "black": _T("Color", "black"),
}

CARD_KIND = {
    "skip": _T("Card", "Skip"),
    "reverse": _T("Card", "Reverse"),
    "draw_two": _T("Card", "Draw Two"),
    "wild": _T("Card", "Wild"),
    "wild_draw_four": _T("Card", "Wild Draw Four"),
}

EDITION = {
    "classic": _T("Edition", "Classic"),
    "h2o": _T("Edition", "H2O"),
    "spin": _T("Edition", "Spin"),
    "kick": _T("Edition", "Kick"),
    "speed_racer": _T("Edition", "Speed Racer"),
    "fc_bayern": _T("Edition", "FC Bayern"),
    "extreme": _T("Edition", "Extreme / Attack"),
    "flash": _T("Edition", "Flash"),
    "fifa2006": _T("Edition", "FIFA World Cup 2006"),
    "tippo": _T("Edition", "Tippo"),
    "toy_story3": _T("Edition", "Toy Story 3"),
    "cars": _T("Edition", "Cars"),
}

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
    "stacking": _T("Option", "Stacking draw cards"),
    "wd4_mode": _T("Option", "Wild Draw Four"),
    "wd4_test": _T("Option", "Wild Draw Four is legal when"),
    "wd4_failed_challenge_extra": _T("Option", "Extra cards for a failed challenge"),
    "multi_play": _T("Option", "Play identical cards together"),
    "jump_in": _T("Option", "Jump-in"),
    "jump_in_black": _T("Option", "Jump-in with black cards"),
    "seven_card": _T("Option", "Seven"),
    "zero_card": _T("Option", "Zero"),
    "teams": _T("Option", "Teams"),
    "score_multipliers": _T("Option", "Score multipliers"),
    "uno_penalty": _T("Option", "Penalty for a missed UNO"),
    "uno_grace_ms": _T("Option", "Time to catch a missed UNO (ms)"),
    "kick_opponent": _T("Option", "Penalty kick opponent"),
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
    "stacking": _T("OptionHelp", "Answer a draw card with another and pass the total on."),
    "wd4_mode": _T(
        "OptionHelp", "Bluffing allows an illegal Wild Draw Four that can be challenged."),
    "wd4_test": _T("OptionHelp", "What makes a Wild Draw Four legal."),
    "wd4_failed_challenge_extra": _T(
        "OptionHelp", "A wrong challenger draws this many on top of four."),
    "multi_play": _T("OptionHelp", "Lay several identical cards as one play."),
    "jump_in": _T("OptionHelp", "Play an identical card out of turn."),
    "jump_in_black": _T("OptionHelp", "Wilds may jump in on identical Wilds."),
    "seven_card": _T("OptionHelp", "After a 7 you may swap hands with anyone."),
    "zero_card": _T("OptionHelp", "After a 0 the hands move or swap."),
    "teams": _T("OptionHelp", "Partners sit opposite and share a score."),
    "score_multipliers": _T("OptionHelp", "Double points for black last cards and held zeros."),
    "uno_penalty": _T("OptionHelp", "Cards drawn when caught without calling UNO."),
    "uno_grace_ms": _T("OptionHelp", "The next player waits at least this long before moving."),
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
}

SAVE_ERROR = {
    "unreadable": _T("Save", "The saved game could not be read."),
    "malformed": _T("Save", "The saved game is damaged (incomplete or not a save file)."),
    "invalid": _T("Save", "The saved game contains data this version does not understand."),
    "tampered": _T("Save", "The saved game does not replay: it was changed or is corrupt."),
    "version": _T("Save", "The saved game comes from another version of UNO Desktop."),
    "bad_options": _T("Save", "The saved game has invalid rule options."),
}

TABLES: dict[str, tuple[str, dict[str, str]]] = {
    "illegal": ("Illegal", ILLEGAL),
    "event": ("Log", EVENT),
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
}


def humanize(code: str) -> str:
    """A readable stand-in for a code without text yet: ``spin_wheel`` → ``Spin wheel``."""
    text = str(code).replace("_", " ").strip()
    return text[:1].upper() + text[1:]


def translate_code(kind: str, code: object, **fields: object) -> str:
    """Translated text for ``code`` of ``kind`` (a key of :data:`TABLES`), with ``{fields}``
    filled in. Unknown codes give a humanized code, never an empty string."""
    context, table = TABLES[kind]
    key = str(code).lower() if isinstance(code, bool) else str(code)
    source = table.get(key)
    if source is None:
        if kind == "illegal":
            generic = QCoreApplication.translate("Illegal", "That move is not allowed ({code}).")
            return generic.format(code=key)
        return humanize(key)
    text = QCoreApplication.translate(context, source)
    if fields:
        try:
            text = text.format(**fields)
        except (KeyError, IndexError, ValueError):
            pass  # a translation with a broken placeholder still shows something
    return text


def card_name(card: Card | None) -> str:
    """``red 5``, ``blue Skip``, ``Wild Draw Four`` — translated."""
    if card is None:
        return ""
    if card.kind == "number":
        body = str(card.number)
    else:
        body = translate_code("card", card.kind)
    if card.color is None:
        return body
    return f"{translate_code('color', card.color.value)} {body}"


def option_value(value: object) -> str:
    """A translated label for an option value (numbers stay numbers)."""
    if isinstance(value, bool):
        return translate_code("value", value)
    if isinstance(value, int):
        return str(value)
    if value is None:
        return translate_code("value", "unlimited")
    return translate_code("value", value)
