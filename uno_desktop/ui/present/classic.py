"""How the classic events look, sound and read on the table (every edition's base).

Each presenter returns how long the table's queue waits for it, in milliseconds at normal
speed. The cues go to ``Table.qml`` (scene ``table`` and its parts) or, for events an
edition shows differently, to that edition's presenter, which usually calls the classic
one here first.
"""

from __future__ import annotations

from rules.cards import DRAW_TWO, WILD_DRAW_FOUR
from rules.events import (
    CardPlayed,
    CardsDealt,
    CardsDrawn,
    CardsRevealed,
    ChallengeResolved,
    ColorChosen,
    DealerChosen,
    DirectionChanged,
    FirstCard,
    GameEnded,
    HandEnded,
    HandsRotated,
    HandsSwapped,
    HandStarted,
    PenaltyPending,
    Reshuffled,
    TurnSkipped,
    TurnStarted,
    TurnTimedOut,
    UnoCalled,
    UnoCaught,
    UnoMissed,
    WindowsClosed,
)
from uno_desktop.referee import FLIGHT_MS
from uno_desktop.ui import texts
from uno_desktop.ui.marks import mark as _T
from uno_desktop.ui.marks import mark_plural as _N
from uno_desktop.ui.present import presents
from uno_desktop.ui.present.stage import Lines, Stage

LOG = Lines("Log", {  # "code@field": the line when that field is the reader's own seat
    "hand_started": _T("Log", "Hand {number} — {dealer} deals."),
    "hand_started@dealer": _T("Log", "Hand {number} — you deal."),
    "first_card": _T("Log", "The first card is {card}."),
    "first_card_returned": _T("Log", "{card} goes back into the pile."),
    "card_played": _T("Log", "{seat} plays {card}."),
    "card_played@seat": _T("Log", "You play {card}."),
    "card_played_many": _T("Log", "{seat} plays {count} × {card}."),
    "card_played_many@seat": _T("Log", "You play {count} × {card}."),
    "card_jumped_in": _T("Log", "{seat} jumps in with {card}!"),
    "card_jumped_in@seat": _T("Log", "You jump in with {card}!"),
    "cards_drawn": _N("Log", "{seat} draws %n card(s).", None, 1),
    "cards_drawn@seat": _N("Log", "You draw %n card(s).", None, 1),
    "cards_drawn_penalty": _N("Log", "{seat} takes %n penalty card(s).", None, 1),
    "cards_drawn_penalty@seat": _N("Log", "You take %n penalty card(s).", None, 1),
    "cards_drawn_draw_card": _N("Log", "{seat} draws %n card(s) ({card}).", None, 1),
    "cards_drawn_draw_card@seat": _N("Log", "You draw %n card(s) ({card}).", None, 1),
    "cards_drawn_draw_cards": _N("Log", "{seat} draws %n card(s) for the draw cards played.",
                                 None, 1),
    "cards_drawn_draw_cards@seat": _N("Log", "You draw %n card(s) for the draw cards played.",
                                      None, 1),
    "cards_drawn_uno": _N("Log", "{seat} draws %n card(s) for a missed UNO.", None, 1),
    "cards_drawn_uno@seat": _N("Log", "You draw %n card(s) for a missed UNO.", None, 1),
    "reshuffled": _T("Log", "The discards are shuffled into a new pile."),
    "color_chosen": _T("Log", "{seat} chooses {color}."),
    "color_chosen@seat": _T("Log", "You choose {color}."),
    "turn_skipped": _T("Log", "{seat} is skipped."),
    "turn_skipped@seat": _T("Log", "You are skipped."),
    "direction_changed": _T("Log", "Direction reversed."),
    "penalty_pending": _T("Log", "{seat} faces +{total}."),
    "penalty_pending@seat": _T("Log", "You face +{total}."),
    "challenge_guilty": _T("Log", "{challenger} challenges {player}: bluff caught!"),
    "challenge_guilty@challenger": _T("Log", "You challenge {player}: bluff caught!"),
    "challenge_guilty@player": _T("Log", "{challenger} challenges you: bluff caught!"),
    "challenge_innocent": _T(
        "Log", "{challenger} challenges {player}: the Wild Draw Four was legal."),
    "challenge_innocent@challenger": _T(
        "Log", "You challenge {player}: the Wild Draw Four was legal."),
    "challenge_innocent@player": _T(
        "Log", "{challenger} challenges you: your Wild Draw Four was legal."),
    "uno_called": _T("Log", "{seat}: UNO!"),
    "uno_called@seat": _T("Log", "You call UNO!"),
    "uno_called_early": _T("Log", "{seat} calls UNO with two cards in hand."),
    "uno_called_early@seat": _T("Log", "You call UNO with two cards in hand."),
    "uno_caught": _T("Log", "{catcher} catches {target} without UNO!"),
    "uno_caught@catcher": _T("Log", "You catch {target} without UNO!"),
    "uno_caught@target": _T("Log", "{catcher} catches you without UNO!"),
    "uno_missed": _T("Log", "{seat} forgot to call UNO."),
    "uno_missed@seat": _T("Log", "You forgot to call UNO."),
    "hands_swapped": _T("Log", "{a} and {b} swap hands."),
    "hands_swapped@a": _T("Log", "You swap hands with {b}."),
    "hands_swapped@b": _T("Log", "{a} swaps hands with you."),
    "hands_rotated": _T("Log", "All hands move one seat."),
    "turn_timed_out": _T("Log", "{seat} ran out of time."),
    "turn_timed_out@seat": _T("Log", "You ran out of time."),
    "hand_ended": _N("Log", "{seat} wins the hand and scores %n point(s).", None, 1),
    "hand_ended@seat": _N("Log", "You win the hand and score %n point(s).", None, 1),
    "hand_ended_no_points": _T("Log", "{seat} wins the hand."),
    "hand_ended_no_points@seat": _T("Log", "You win the hand."),
    "game_ended": _T("Log", "{seat} wins the game!"),
    "game_ended@seat": _T("Log", "You win the game!"),
    "game_ended_team": _T("Log", "{team} wins the game!"),
    "game_ended_team@seat": _T("Log", "Your team wins the game!"),
    "cards_revealed": _N("Log", "{seat} shows %n card(s).", None, 1),
    "cards_revealed@seat": _N("Log", "You show %n card(s).", None, 1),
    "generic": _T("Log", "Event: {code}."),
})

SHOUT = Lines("Table", {  # what flashes up over a seat
    "jump_in": _T("Table", "Jump-in!"),
    "skip": _T("Table", "Skip"),
    "uno": _T("Table", "UNO!"),
    "caught": _T("Table", "Caught!"),
    "bluff": _T("Table", "Bluff!"),
    "legal": _T("Table", "Legal!"),
    "hand_of": _T("Table", "{seat}'s hand"),
    "hand_of@seat": _T("Table", "Your hand"),
    "shows": _T("Table", "{seat} shows"),
    "shows@seat": _T("Table", "You show"),
})

MOMENT = Lines("Moment", {  # the table's headline over the piles (scene "banner")
    "caught": _T("Moment", "{seat} is caught without UNO!"),
    "caught@seat": _T("Moment", "You are caught without UNO!"),
    "draws": _N("Moment", "{seat} draws %n card(s)", None, 1),
    "draws@seat": _N("Moment", "You draw %n card(s)", None, 1),
    "bluff": _T("Moment", "Bluff! {challenger} caught {player}"),
    "bluff@challenger": _T("Moment", "Bluff! You caught {player}"),
    "bluff@player": _T("Moment", "Bluff! {challenger} caught you"),
    "legal": _T("Moment", "Legal! {player}'s Wild Draw Four stands"),
    "legal@player": _T("Moment", "Legal! Your Wild Draw Four stands"),
    "uno": _T("Moment", "UNO! {seat} has one card left"),
    "uno@seat": _T("Moment", "UNO! You have one card left"),
    "uno_early": _T("Moment", "{seat} calls UNO"),
    "uno_early@seat": _T("Moment", "You call UNO"),
    "skipped@seat": _T("Moment", "You are skipped!"),  # another seat's skip has no headline
    "hand_won": _T("Moment", "{seat} wins the hand!"),
    "hand_won@seat": _T("Moment", "You win the hand!"),
    "points": _N("Moment", "+%n point(s)", None, 1),
})
SAY = Lines("Announce", {  # what a screen reader says besides the log's lines and headlines
    "your_turn": _T("Announce", "Your turn."),
    "you_draw": _N("Announce", "You draw %n card(s): {cards}.", None, 1),
    "you_get": _T("Announce", "You get {cards}."),
    "you_face": _N("Announce", "You face %n penalty card(s).", None, 1),
})

HAND_WON_MS = 1600
"""How long "… wins the hand!" stands before the end-of-hand panel comes up."""


def upcoming_draw(stage: Stage, seat: int, reason: str) -> int | None:
    """How many cards ``seat`` is about to draw for ``reason`` (the next events say)."""
    for event in stage.upcoming():
        if isinstance(event, CardsDrawn) and event.seat == seat and event.reason == reason:
            return event.count
        if isinstance(event, TurnStarted | HandEnded):
            return None
    return None


def _draws_text(stage: Stage, seat: int, count: int | None) -> str:
    if count is None:
        return ""
    return stage.line(MOMENT, "draws", seat=stage.who(seat), count=count)


DRAW_LOG = {"penalty": "cards_drawn_draw_cards", "challenge": "cards_drawn_penalty",
            "uno_penalty": "cards_drawn_uno"}
"""Why cards were drawn → the log line (every other reason reads as a plain draw). A Draw
Two's or Wild Draw Four's cards are no penalty: the UNO penalty is (issue 30)."""
DRAWS_OF = {DRAW_TWO: 2, WILD_DRAW_FOUR: 4}
"""The cards one draw card makes the next seat take."""


def draw_log(stage: Stage, event: CardsDrawn) -> tuple[str, dict[str, object]]:
    """The log line of a draw: a draw card's cards name the card when it alone made them
    (the top card), else the draw cards played (a stack, several at once)."""
    code = DRAW_LOG.get(event.reason, "cards_drawn")
    top = stage.board.top
    if code == "cards_drawn_draw_cards" and top is not None and (
            DRAWS_OF.get(top.kind) == event.count):
        return "cards_drawn_draw_card", {"card": top}
    return code, {}


@presents("dealer_chosen")
def dealer_chosen(event: DealerChosen, stage: Stage) -> int:
    return 0  # the hand_started line names the dealer


@presents("windows_closed")
def windows_closed(event: WindowsClosed, stage: Stage) -> int:
    return 0  # the catch buttons simply go away with the next view


@presents("hand_started")
def hand_started(event: HandStarted, stage: Stage) -> int:
    t = stage.board
    t.hand_number = event.hand_number
    t.hand_over = False
    t.show(top=None, color="", pending=0, direction=1)
    stage.hand.clear()
    for row in stage.seats.rows:
        stage.seats.update(row.seat, count=0, catchable=False, uno_called=False)
    stage.overlays_changed()
    stage.log(LOG, "hand_started", "info", number=event.hand_number,
              dealer=stage.who(event.dealer))
    stage.devices.new_hand()
    stage.sound("shuffle")
    stage.cue("stage", "reset")
    return 250


@presents("cards_dealt")
def cards_dealt(event: CardsDealt, stage: Stage) -> int:
    stage.seats.update(event.seat, count=event.count)
    if event.seat == stage.me and event.cards:
        stage.hand.sync(event.cards)
    stage.cue("table", "dealCard", seat=event.seat)
    return 110


@presents("first_card")
def first_card(event: FirstCard, stage: Stage) -> int:
    if event.returned:
        stage.log(LOG, "first_card_returned", card=event.card)
    else:
        stage.log(LOG, "first_card", card=event.card)
        stage.say(LOG, "first_card", card=event.card)
        stage.lay(event.card)
        stage.sound("play")
    stage.cue("table", "turnFirstCard", card=stage.url(event.card), returned=event.returned)
    return 380


@presents("turn_started")
def turn_started(event: TurnStarted, stage: Stage) -> int:
    stage.show_turn(event.seat)
    if event.seat == stage.me:
        stage.sound("turn")
        stage.say(SAY, "your_turn")
    return 0


@presents("card_played")
def card_played(event: CardPlayed, stage: Stage) -> int:
    seat, card, count = event.seat, event.card, event.count
    mine = seat == stage.me
    stage.cue("table", "playCard", seat=seat, card=stage.url(card), count=count,
              fromIndex=stage.hand.index_of(card) if mine else -1, mine=mine)
    if event.jump_in:
        stage.cue("table", "shout", text=SHOUT("jump_in"), seat=seat, tint="yellow",
                  duration=2 * FLIGHT_MS * stage.factor)
    if mine:
        stage.hand.remove_card(card, count)
    stage.add_count(seat, -count)
    code = "card_jumped_in" if event.jump_in else "card_played_many" if count > 1 \
        else "card_played"
    stage.log(LOG, code, "hot" if event.jump_in else "", seat=stage.who(seat), card=card,
              count=count)
    if not mine:
        stage.say(LOG, code, seat=stage.who(seat), card=card, count=count)
    stage.sound("play")
    stage.lay(card)
    return FLIGHT_MS


@presents("cards_drawn")
def cards_drawn(event: CardsDrawn, stage: Stage) -> int:
    seat, count = event.seat, event.count
    stage.add_count(seat, count)
    code, fields = draw_log(stage, event)
    stage.log(LOG, code, "warn" if code != "cards_drawn" else "",
              tally=(code, seat, event.reason),  # drawing until a colour comes: one line
              seat=stage.who(seat), count=count, **fields)
    stage.sound("draw")
    cards = stage.mine(event.cards, seat)
    headline = event.reason in ("challenge", "uno_penalty")  # its banner said the count
    if cards:
        names = ", ".join(map(texts.card_name, cards))
        stage.say(SAY, "you_get" if headline else "you_draw", count=count, cards=names)
    elif seat != stage.me and not headline and not _draws_on(stage, event):
        total = count + stage.tallied((code, seat, event.reason))  # the run's, as logged
        stage.say(LOG, code, seat=stage.who(seat), count=total, **fields)
    if cards:
        def land() -> None:
            stage.hand.add_cards(cards)

        stage.later(land)
    if count == 0:
        return 0
    stage.cue("table", "drawCards", seat=seat, count=count,
              cards=[stage.url(c) for c in cards])
    return 320 + min(count - 1, 5) * 60


def _draws_on(stage: Stage, event: CardsDrawn) -> bool:
    """Whether the same seat draws again for the same reason next (drawing until a colour
    comes): the run is said once, at its end, with its total."""
    after = stage.upcoming()
    return bool(after) and isinstance(after[0], CardsDrawn) and after[0].seat == event.seat \
        and after[0].reason == event.reason


@presents("reshuffled")
def reshuffled(event: Reshuffled, stage: Stage) -> int:
    stage.tell(LOG, "reshuffled")
    stage.sound("shuffle")
    stage.cue("drawPile", "shuffle")
    return 600


@presents("color_chosen")
def color_chosen(event: ColorChosen, stage: Stage) -> int:
    stage.board.show(color=event.color.value)
    stage.log(LOG, "color_chosen", seat=stage.who(event.seat), color=event.color)
    if event.seat != stage.me:
        stage.say(LOG, "color_chosen", seat=stage.who(event.seat), color=event.color)
    stage.cue("colorRing", "pulse", color=event.color.value)
    return 380


@presents("turn_skipped")
def turn_skipped(event: TurnSkipped, stage: Stage) -> int:
    stage.log(LOG, "turn_skipped", seat=stage.who(event.seat))
    stage.later(lambda: stage.turn_passed(event.seat))  # no "Waiting for …" a skipped seat
    stage.cue("table", "shout", text="⊘ " + SHOUT("skip"), seat=event.seat, tint="blue")
    if event.seat == stage.me:
        stage.sound("skipped")
        stage.banner(stage.line(MOMENT, "skipped@seat"), ms=1100, tint="blue")
        return 900
    stage.say(LOG, "turn_skipped", seat=stage.who(event.seat))
    return 450


@presents("direction_changed")
def direction_changed(event: DirectionChanged, stage: Stage) -> int:
    stage.board.show(direction=event.direction)
    stage.tell(LOG, "direction_changed")
    stage.cue("directionRing", "flip")
    return 500


@presents("penalty_pending")
def penalty_pending(event: PenaltyPending, stage: Stage) -> int:
    stage.board.show(pending=event.total, pending_target=event.target)
    stage.log(LOG, "penalty_pending", "warn", seat=stage.who(event.target), total=event.total)
    if event.target == stage.me:
        stage.say(SAY, "you_face", count=event.total)
    stage.cue("pendingBadge", "bounce")
    return 300


@presents("challenge_resolved")
def challenge_resolved(event: ChallengeResolved, stage: Stage) -> int:
    challenger, player = stage.who(event.challenger), stage.who(event.player)
    stage.log(LOG, "challenge_guilty" if event.guilty else "challenge_innocent", "hot",
              challenger=challenger, player=player)
    loser = event.player if event.guilty else event.challenger
    stage.sound("verdict")
    title = stage.line(MOMENT, "bluff" if event.guilty else "legal", challenger=challenger,
                       player=player)
    stage.banner(title, _draws_text(stage, loser, upcoming_draw(stage, loser, "challenge")),
                 ms=2200, tint="red" if event.guilty else "green")
    if event.hand:
        stage.cue("reveal", "show", cards=[stage.url(c) for c in event.hand],
                  title=stage.line(SHOUT, "hand_of", seat=stage.who(event.player)))
        return 2200
    return 1100


@presents("uno_called")
def uno_called(event: UnoCalled, stage: Stage) -> int:
    stage.seats.update(event.seat, uno_called=True, catchable=False)
    early = stage.count(event.seat) != 1  # declared before laying the second-to-last card
    stage.log(LOG, "uno_called_early" if early else "uno_called", "hot",
              seat=stage.who(event.seat))
    stage.sound("uno")
    stage.cue("table", "shout", text=SHOUT("uno"), seat=event.seat, tint="red")
    stage.banner(stage.line(MOMENT, "uno_early" if early else "uno", seat=stage.who(event.seat)),
                 ms=1000, tint="red")
    if event.seat == stage.me:
        stage.cue("myUno", "pop")
    return 650


@presents("uno_caught")
def uno_caught(event: UnoCaught, stage: Stage) -> int:
    stage.seats.update(event.target, catchable=False)
    stage.log(LOG, "uno_caught", "hot", catcher=stage.who(event.catcher),
              target=stage.who(event.target))
    stage.sound("catch")
    stage.cue("table", "shout", text=SHOUT("caught"), seat=event.target, tint="yellow")
    title = stage.line(MOMENT, "caught", seat=stage.who(event.target))
    drawn = upcoming_draw(stage, event.target, "uno_penalty")
    stage.banner(title, _draws_text(stage, event.target, drawn), ms=1600, tint="yellow")
    return 1100


@presents("uno_missed")
def uno_missed(event: UnoMissed, stage: Stage) -> int:
    """A missed call pays with nobody catching it (``uno_missed``, ``going_out_needs_uno``)."""
    stage.seats.update(event.seat, catchable=False)
    stage.tell(LOG, "uno_missed", "hot", seat=stage.who(event.seat))
    stage.sound("catch")
    stage.cue("table", "shout", text=SHOUT("caught"), seat=event.seat, tint="yellow")
    return 750


def _counts(stage: Stage) -> list[int]:
    """Every hand's size before the move: each travels with its hand in the slide."""
    return [row.count for row in stage.seats.rows]


@presents("hands_swapped")
def hands_swapped(event: HandsSwapped, stage: Stage) -> int:
    stage.tell(LOG, "hands_swapped", a=stage.who(event.a), b=stage.who(event.b))
    for seat in (event.a, event.b):
        stage.cue("table", "shout", text="⇆", seat=seat, tint="blue")
    counts = _counts(stage)
    stage.cue("slide", "swapped", a=event.a, b=event.b, counts=counts)

    def moved() -> None:  # each count goes with its hand once the slide has played
        stage.seats.update(event.a, count=counts[event.b])
        stage.seats.update(event.b, count=counts[event.a])

    stage.later(moved)
    return 550


@presents("hands_rotated")
def hands_rotated(event: HandsRotated, stage: Stage) -> int:
    stage.tell(LOG, "hands_rotated")
    stage.cue("table", "announce", text="⟳")
    counts, n = _counts(stage), len(stage.seats.rows)
    stage.cue("slide", "rotated", direction=event.direction, seats=n, counts=counts)

    def moved() -> None:  # the hand of s goes to s + direction (Game.rotate_hands)
        for seat in range(n):
            stage.seats.update(seat, count=counts[(seat - event.direction) % n])

    stage.later(moved)
    return 550


@presents("turn_timed_out")
def turn_timed_out(event: TurnTimedOut, stage: Stage) -> int:
    stage.tell(LOG, "turn_timed_out", seat=stage.who(event.seat))
    stage.sound("buzzer")
    stage.cue("table", "shout", text="⏱", seat=event.seat, tint="red")
    return 300


@presents("cards_revealed")
def cards_revealed(event: CardsRevealed, stage: Stage) -> int:
    """The log line, and the cards over the piles for a moment."""
    reveal_logged(event, stage)
    stage.cue("reveal", "show", cards=[stage.url(c) for c in event.cards],
              title=stage.line(SHOUT, "shows", seat=stage.who(event.seat)))
    return REVEAL_MS


REVEAL_MS = 900
"""How long shown cards stand, at normal speed."""


def reveal_logged(event: CardsRevealed, stage: Stage) -> None:
    """The line of shown cards (an edition whose own scene shows them tells only this)."""
    stage.tell(LOG, "cards_revealed", seat=stage.who(event.seat), count=len(event.cards))


@presents("hand_ended")
def hand_ended(event: HandEnded, stage: Stage) -> int:
    """"… wins the hand!" over the piles; the end-of-hand panel once it has stood."""
    t = stage.board
    points = event.points[event.winner % 2 if t.teams else event.winner]
    stage.end_turns()
    stage.sound("win")
    stage.banner(stage.line(MOMENT, "hand_won", seat=stage.who(event.winner)),
                 MOMENT("points", count=points) if points else "",  # a single hand: none
                 ms=HAND_WON_MS)
    stage.later(lambda: show_hand_end(event, stage))
    return HAND_WON_MS


def show_hand_end(event: HandEnded, stage: Stage) -> None:
    """The end-of-hand panel: every seat's cards left and points, the scores so far.
    (Also what a resumed game shows when it was saved on that panel.)"""
    t = stage.board
    t.show(scores=list(event.scores))
    if not t.single_hand:  # a single hand scores nothing: no chart
        if not t.score_history:  # the chart starts at nothing
            t.score_history.append([0] * len(event.scores))
        t.score_history.append(list(event.scores))
    rows = []
    for seat, value in enumerate(event.hand_values):
        slot = seat % 2 if t.teams else seat
        left = event.hands[seat] if seat < len(event.hands) else ()
        count = len(left) if left else stage.count(seat)
        rows.append({
            "seat": seat,
            "name": stage.name(seat),
            "cards": count,
            # The cards left are shown face up for the count; older saves lack them.
            "faces": [stage.url(c) for c in left[:8]]
            if left else [stage.back_url()] * min(count, 6),
            "value": value,
            "points": event.points[slot] if slot < len(event.points) else 0,
            "total": event.scores[slot] if slot < len(event.scores) else 0,
            "winner": seat == event.winner,
            "me": any(row.is_me for row in stage.seats.rows if row.seat == seat),  # "You: …"
        })
    t.hand_rows = rows
    t.winner_name = stage.name(event.winner)
    t.winner_seat = event.winner
    t.hand_over = True
    points = event.points[event.winner % 2 if t.teams else event.winner]
    stage.log(LOG, "hand_ended" if points else "hand_ended_no_points", "hot",
              seat=stage.who(event.winner), points=points)
    for row in stage.seats.rows:
        slot = row.seat % 2 if t.teams else row.seat
        stage.seats.update(row.seat, score=event.scores[slot])
    stage.overlays_changed()


@presents("game_ended")
def game_ended(event: GameEnded, stage: Stage) -> int:
    t = stage.board
    t.game_over = True
    t.winner_name = stage.slot_name(event.winner)
    t.winner_seat = event.winner  # a team's slot in team play: its seats are slot, slot + 2
    code, seat = "game_ended", stage.who(event.winner)
    if t.teams:  # "your team" to either seat of the winning team ("Team 2 wins" to others)
        me = stage.me
        ours = me is not None and me % 2 == event.winner
        code, seat = "game_ended_team", stage.who(me if ours and me is not None else -1)
    stage.tell(LOG, code, "hot", seat=seat, team=t.winner_name)
    stage.sound("fanfare")
    stage.overlays_changed()
    return 0


def unknown(tag: str, stage: Stage) -> int:
    """An event nobody has written a presenter for (a new edition's, mid-way): a plain log
    line and a pause, so the table never falls silent or skips it."""
    stage.log(LOG, "generic", code=tag.replace("_", " "))
    stage.cue("table", "announce", text=tag.replace("_", " "))
    return 250
