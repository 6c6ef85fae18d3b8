"""What a guest keeps about hosts (``TokenStore``) and what a host keeps about itself (its
identity key): by the host's key, never overwritten by another host, private to the
user, and a damaged file is one clear line and a fresh start, never a traceback."""

from __future__ import annotations

import json
import logging
import os
import stat
import subprocess
import sys

import pytest
from net_helpers import _env, start_host

from uno_desktop.net.identity import load_identity
from uno_desktop.net.secure import HostIdentity, Ticket
from uno_desktop.net.state import TokenStore

REAL = bytes(range(32))
FAKE = bytes(range(1, 33))
NESTED = b"[" * 100_000 + b"]" * 100_000


def _mode(path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_entries_are_kept_by_host_key_and_one_host_never_touches_anothers(tmp_path):
    store = TokenStore(tmp_path / "lan_tokens.json")
    ticket = Ticket(b"i" * 16, b"s" * 32)
    store.put(REAL, address="10.0.0.2:47777", room="Den", game_id="a1b2c3d4e5f60718",
              token="T" * 32, seat=1, ticket=ticket.to_hex())
    # a look-alike: the same room, the same game id, another key
    store.put(FAKE, address="10.0.0.2:47777", room="Den", game_id="a1b2c3d4e5f60718",
              token="F" * 32, seat=0)
    real = store.get(REAL)
    assert real is not None and (real.token, real.seat) == ("T" * 32, 1)
    assert Ticket.from_hex(real.ticket) == ticket
    fake = store.get(FAKE)
    assert fake is not None and fake.token == "F" * 32
    latest = store.latest("10.0.0.2:47777")
    assert latest is not None and latest[0] == FAKE  # a hint only: its key is checked
    store.put(REAL, seat=2)  # a change keeps the rest
    real = store.get(REAL)
    assert real is not None and (real.token, real.seat) == ("T" * 32, 2)
    store.forget(FAKE)
    assert store.get(FAKE) is None and store.get(REAL) is not None


def test_a_value_no_host_may_send_is_not_kept(tmp_path, caplog):
    store = TokenStore(tmp_path / "lan_tokens.json")
    with caplog.at_level(logging.WARNING):
        store.put(REAL, token="x" * 160)
    assert store.get(REAL) is None
    assert "not kept" in caplog.text


def test_the_file_is_private_to_the_user_and_written_whole(tmp_path):
    path = tmp_path / "lan_tokens.json"
    store = TokenStore(path)
    store.put(REAL, token="T" * 32)
    assert _mode(path) == 0o600
    assert not list(tmp_path.glob("*.tmp"))  # the temporary file was renamed into place
    path.chmod(0o644)  # as the version before wrote it
    assert store.get(REAL) is not None
    assert _mode(path) == 0o600


@pytest.mark.parametrize("damage", [NESTED, b"\xff\xfe not json", b'{"version": 2, "hosts":'
                                    b' {"zz": {}}}', b'{"version": 2, "hosts": {"' + b"a" * 64
                                    + b'": {"token": 5}}}'],
                         ids=["nested", "not_json", "bad_key", "bad_field"])
def test_a_damaged_file_is_one_line_and_a_fresh_start(tmp_path, caplog, damage):
    path = tmp_path / "lan_tokens.json"
    path.write_bytes(damage)
    store = TokenStore(path)
    with caplog.at_level(logging.INFO):
        assert store.get(REAL) is None
        store.put(REAL, token="T" * 32)
    lines = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(lines) == 1 and "damaged" in lines[0].getMessage()
    assert "\n" not in lines[0].getMessage() and lines[0].exc_info is None
    assert (tmp_path / "lan_tokens.json.damaged").read_bytes() == damage  # nothing lost
    assert store.get(REAL) is not None


def test_an_older_versions_file_starts_afresh_quietly(tmp_path, caplog):
    path = tmp_path / "lan_tokens.json"
    path.write_text(json.dumps({"127.0.0.1:47777": {"token": "t" * 32, "game_id": "g",
                                                    "seat": 0},
                                "game:abc": {"token": "t" * 32}}))
    with caplog.at_level(logging.INFO):
        assert TokenStore(path).get(REAL) is None
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert not (tmp_path / "lan_tokens.json.damaged").exists()


@pytest.mark.slow  # a host and a bot client, as processes
def test_a_bot_client_with_a_nested_token_file_says_so_once_and_plays(tmp_path, procs):
    """Issue 36: a deeply nested ``lan_tokens.json`` raised ``RecursionError``; the bot
    client died with a traceback."""
    tokens = tmp_path / "bot.tok"
    tokens.write_bytes(NESTED)
    _host, port = start_host(procs, tmp_path, "--seats", "2", "--bots", "1", "--no-announce",
                             "--bot-delay-ms", "0", "--next-hand-ms", "50",
                             "--set", 'scoring="single_hand"', "--exit-when-over")
    run = subprocess.run(
        [sys.executable, "-m", "uno_desktop.net.botclient", "--port", str(port),
         "--token-file", str(tokens)], cwd=tmp_path, env=_env(), capture_output=True,
        text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr
    lines = [line for line in run.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "damaged" in lines[0], run.stderr
    stored = json.loads(tokens.read_text())
    assert len(stored["hosts"]) == 1 and _mode(tokens) == 0o600


def test_the_host_key_is_made_once_kept_private_and_reused(tmp_path):
    path = tmp_path / "host_key"
    first = load_identity(path)
    assert _mode(path) == 0o600
    assert load_identity(path).public == first.public
    path.chmod(0o644)
    assert load_identity(path).public == first.public
    assert _mode(path) == 0o600


def test_a_damaged_host_key_is_set_aside_with_one_line(tmp_path, caplog):
    path = tmp_path / "host_key"
    path.write_bytes(b"not a key")
    with caplog.at_level(logging.WARNING):
        identity = load_identity(path)
    assert isinstance(identity, HostIdentity)
    assert len(caplog.records) == 1 and "damaged" in caplog.records[0].getMessage()
    assert (tmp_path / "host_key.damaged").read_bytes() == b"not a key"
    assert load_identity(path).public == identity.public  # the new one is kept


def test_nothing_here_is_readable_by_others_even_with_a_loose_umask(tmp_path):
    old = os.umask(0o000)
    try:
        TokenStore(tmp_path / "t.json").put(REAL, token="T" * 32)
        load_identity(tmp_path / "k")
    finally:
        os.umask(old)
    assert _mode(tmp_path / "t.json") == 0o600 and _mode(tmp_path / "k") == 0o600



def test_a_host_key_kept_by_an_earlier_version_still_loads(tmp_path):
    """The file holds RFC 8032's 32-byte private key, as the first versions (cryptography's
    Ed25519) wrote it: it loads unchanged, the same host to every guest that knows it."""
    path = tmp_path / "host_key"
    path.write_bytes(bytes.fromhex(
        "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60"))
    path.chmod(0o600)
    assert load_identity(path).public == bytes.fromhex(
        "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a")
    assert path.read_bytes().hex().startswith("9d61b19d")  # kept, not replaced
