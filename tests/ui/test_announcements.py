"""What a screen reader announces while the player waits (``GameController.announced``, which
Table.qml hands to ``Accessible.announce``): the seeded hand of the AT-SPI test
(tests/a11y/scenario.py), played here through the table's slots, announces the bots'
plays and draws, a bot caught without UNO, the colour chosen, your UNO call, the verdict
and your turn, in order, at most once per action, in the player's language; your own
catch names the cards it cost."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "a11y"))

import scenario
from scenes import Scenes

from rules import CallUno, CatchUno, Challenge, Play
from uno_desktop.session import SeatInfo

EXPECTED = [
    "The first card is red 5. Your turn.",
    "You draw 1 card: red 0.",
    "Ada draws 1 card.",
    "Ada plays red 1.",
    "Ben draws 1 card.",
    "Ben plays red 1.",
    "Cleo plays red 9. Your turn.",
    "Ada draws 1 card.",
    "Ada plays red 2.",
    "Ben plays yellow 2.",
    "Cleo plays red 2. Your turn.",
    "Ada plays blue 8.",
    "Ben plays blue 4.",
    "Cleo plays blue 5. Your turn.",
    "Ada plays green 7.",
    "Ben plays green 9.",
    "Cleo plays green 8. Your turn.",
    "Ada plays green 6.",
    "Ben plays green 4.",
    "Cleo plays green 2. Your turn.",
    "Ada plays yellow 6.",
    "Ben plays yellow 8.",
    "Cleo plays Wild Draw Four.",
    "Cleo is caught without UNO! Cleo draws 2 cards.",
    "Cleo chooses red. You face 4 penalty cards.",
    "Bluff! You caught Cleo. Cleo draws 4 cards. Your turn.",
    "You call UNO.",
    "Ada plays yellow 1.",
    "Ben draws 1 card.",
    "Cleo plays yellow 5. Your turn.",
    "You win the hand! +44 points.",
]


def play_the_hand(scenes: Scenes) -> list[str]:
    """The scenario's hand with the AT-SPI player's own choices; what was announced."""
    gc, said = scenes.gc, []
    gc.announced.connect(said.append)
    infos = [SeatInfo(name) if seat == 0 else SeatInfo(name, "bot", "normal")
             for seat, name in enumerate(scenario.NAMES)]
    scenes.run(scenario.stacked_game(None, 4, 0), infos)
    drew = False
    for _ in range(100):
        scenes.wait(lambda: not gc.busy() and (gc.myTurn or gc.handOver or gc.canUno))
        if gc.handOver:
            break
        game = scenes.session.game
        legal, view = game.legal_actions(0), game.view(0)
        playable = [c for c in gc.hand.cards if Play(c, 1) in legal]
        playable.sort(key=lambda c: c.color is None)  # a Wild last
        if CallUno() in legal and playable:
            gc.callUno()
            scenes.wait(lambda: CallUno() not in scenes.session.game.legal_actions(0))
        elif any(isinstance(a, Challenge) for a in legal):
            gc.challenge()
        elif view.decision == "color":
            gc.chooseColor(scenario.colour_for([c.code for c in gc.hand.cards]))
        elif view.decision == "drawn":
            gc.playDrawn()
        elif not drew:
            drew = True
            gc.draw()
        else:
            gc.playCard(gc.hand.index_of(playable[0]))
        scenes.wait(lambda: not gc.busy())
    scenes.idle()
    gc.announced.disconnect(said.append)
    return said


def test_a_seeded_hand_announces_what_happened_in_order(ui):
    from uno_desktop.reactions import REACTIONS
    from uno_desktop.ui.reactions import LABELS

    scenes = Scenes(ui)
    said = play_the_hand(scenes)
    # the bots' quick reactions are heard too, beside the game (tests/ui/test_reactions_ui.py)
    reactions = [s for s in said if any(s.endswith(": " + LABELS(r)) for r in REACTIONS)]
    assert [s for s in said if s not in reactions] == EXPECTED
    actions = scenes.session.game.state_id  # every action applied, the deal's included
    assert len(said) - len(reactions) <= actions


@pytest.mark.parametrize(("language", "words", "english"), [
    ("de", ["Du bist dran.", "Cleo legt gelbe 5.", "Du gewinnst die Runde!"], "plays"),
    ("sv", ["Din tur.", "Cleo lägger gula 5:an.", "Du vinner given!"], "plays"),
])
def test_the_announcements_are_in_the_players_language(ui, language, words, english):
    ui.settings.language = language
    said = " ".join(play_the_hand(Scenes(ui)))
    ui.settings.language = "en"
    for word in words:
        assert word in said, (word, said)
    assert english not in said


def test_being_caught_without_uno_is_announced_with_the_cards_drawn(ui):
    scenes = Scenes(ui)
    said: list[str] = []
    scenes.gc.announced.connect(said.append)
    hands = [["red_8", "blue_1"], ["green_7", "blue_8"], ["green_4", "blue_4"],
             ["yellow_7", "blue_6"]]
    scenes.stacked("classic", hands, "red_5", hand_size=2, draws=["green_2", "yellow_9"])
    scenes.play("red_8")  # one card left and no UNO called
    scenes.session.submit(1, CatchUno(0))
    scenes.idle()
    assert said[:2] == ["The first card is red 5. Your turn.",  # your own play: nothing
                        "You are caught without UNO! You draw 2 cards. You get green 2, "
                        "yellow 9."]
