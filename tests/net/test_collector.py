"""Python's garbage collector in the networked game's processes (issue 41's slowest actions):
after start-up it is frozen and its collections wait for the points where nobody waits, the
host's after every seat's update is written, and a full save due goes out behind it too."""

from __future__ import annotations

import subprocess
import sys
import textwrap

from uno_desktop import saves
from uno_desktop.net import collector
from uno_desktop.net.host import HostConfig, LanHost


def _run(body: str) -> None:
    """``body`` in a fresh Python: the collector's state is the process's, and a test
    process full of other tests' objects (and their threads freeing some) would blur the
    counts."""
    script = "import gc\nfrom uno_desktop.net import collector\n" + textwrap.dedent(body)
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr


def test_settle_freezes_start_up_and_leaves_only_a_safety_net():
    _run("""
        default = gc.get_threshold()
        collector.settle()
        assert gc.get_freeze_count() > 0
        assert gc.get_threshold() == (collector.SAFETY_THRESHOLD, *default[1:])
        assert gc.isenabled()
        collector.settle()  # again (a bot that reconnects): the same thresholds
        assert gc.get_threshold() == (collector.SAFETY_THRESHOLD, *default[1:])
        """)


def test_idle_collects_by_pythons_thresholds_once_settled():
    _run("""
        young, middle, old = gc.get_threshold()
        collector.settle()
        assert gc.get_count()[0] <= young and collector.idle() == -1  # nothing due
        kept, generations = [], []
        while 2 not in generations:
            kept.append([[i] for i in range(young + 50)])
            generations.append(collector.idle())
            assert len(generations) <= (middle + 2) * (old + 2), generations
        # a young collection each time, the middle generation once it ran ``middle`` of
        # them, the whole heap once the middle one ran ``old`` times: Python's own rhythm,
        # at the idle points
        assert -1 not in generations, generations
        assert generations[:middle + 1] == [0] * (middle + 1), generations
        assert generations[middle + 1] == 1, generations
        assert generations.count(1) >= old, generations
        """)


def test_idle_never_runs_a_full_collection_where_the_process_did_not_settle():
    """The app's own process (a player hosting from the window) keeps its own collector
    set-up; the host's idle points only take the young collections Python would run."""
    _run("""
        thresholds = gc.get_threshold()
        young, middle, old = thresholds
        kept, runs = [], []
        for _ in range(2 * middle * old):
            kept.append([[i] for i in range(young // 2)])
            runs.append(collector.idle())
        assert 2 not in runs, runs
        assert gc.get_threshold() == thresholds and gc.get_freeze_count() == 0
        gc.disable()  # a process that switched its collector off keeps it off
        kept.append([[i] for i in range(2 * young)])
        assert collector.idle() == -1
        """)


def test_the_host_collects_and_saves_only_once_every_update_is_out(
        qapp, qtbot, tmp_path, monkeypatch):
    config = HostConfig(room="Paced", seats=3, bots=3, bot_delay_ms=0, next_hand_ms=0,
                        seed=5, ping_ms=0, autosave=tmp_path / "save.json")
    monkeypatch.setattr(saves, "JOURNAL_LIMIT", 12)  # a full save due soon, mid-hand
    host = LanHost(config)
    steps: list[str] = []
    flush = host.peers.flush
    encode = saves.encode
    idle = collector.idle

    def flushed() -> None:
        steps.append("written")
        flush()

    def encoded(*args, **kwargs):
        steps.append("full save")
        return encode(*args, **kwargs)

    def collected() -> int:
        steps.append("collector")
        return idle()

    monkeypatch.setattr(host.peers, "flush", flushed)
    monkeypatch.setattr(saves, "encode", encoded)
    monkeypatch.setattr(collector, "idle", collected)
    try:
        host.start_game()
        host.session.on_applied.insert(0, lambda: steps.append("applied"))
        qtbot.waitUntil(lambda: steps.count("full save") >= 2, timeout=20000)
        host.relay.timer.stop()
    finally:
        host.close()
    per_action = "".join({"applied": "a", "written": "w", "full save": "s",
                          "collector": "c"}[step] for step in steps).split("a")[1:]
    assert per_action, steps
    for told in per_action[:-1]:  # the last may be cut short by the stop
        assert told.startswith("w") and "c" in told, steps  # written first, the rest after
    assert any("s" in told for told in per_action)
    assert saves.load(tmp_path / "save.json").record.actions  # the saves are whole
