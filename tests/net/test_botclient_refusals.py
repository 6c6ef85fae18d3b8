"""The bot client (the benchmarks' and the NAT lab's guest) takes a host's message that
cannot be true as the app's client does: refused, said, and the game goes on."""

from __future__ import annotations

import dataclasses
import json

from rules import new_game, options_from_mapping
from uno_desktop.net import protocol as p
from uno_desktop.net.botclient import BotClient, parse_args


def test_a_view_that_cannot_be_true_is_refused_said_and_the_next_one_taken(tmp_path, capsys):
    log = tmp_path / "bot.jsonl"
    bot = BotClient(parse_args(["--port", "0", "--spectate", "--log", str(log)]))
    options = options_from_mapping({"edition": "cars"}, "cars")
    good = new_game(options, 2, 5).view(None)
    bad = dataclasses.replace(good, edition_state={"lap": [1, 2]})
    welcome = p.Welcome(v=p.PROTOCOL_VERSION, game_id="g" * 16, room="Den", seat=None,
                        token="", edition="cars", preset="official", seats=2, options=options)
    messages = [p.decode_host(p.encode_body(m)) for m in (
        welcome, p.Snapshot(view=bad, events=[]), p.Snapshot(view=good, events=[]))]
    assert bot.messages(messages) is None  # no exit code: it plays on
    assert bot.state.view == good
    assert bot.log is not None
    bot.log.close()
    refused = [e for e in map(json.loads, log.read_text().splitlines())
               if e["kind"] == "refused"]
    assert [e["code"] for e in refused] == ["bad_host_message"]
    assert "refused a host's message: bad_host_message" in capsys.readouterr().err
