"""Python's garbage collector in the game's processes: after start-up it is frozen, and its
collections run on the Qt thread only, where nobody waits: the host's after every seat's
update is written (a full save due goes out behind it too), a bot guest's after an update
it did not answer, and a Qt timer's. A Python-owned Qt object collected on another thread
(zeroconf's, the autosave's) crashes Qt: shown below, and cured."""

from __future__ import annotations

import gc
import subprocess
import sys
import textwrap

from uno_desktop import collector, saves
from uno_desktop.net.host import HostConfig, LanHost


def _run(body: str, qt: bool = False, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    """``body`` in a fresh Python (``qt``: with a QCoreApplication, ``app``): the collector's
    state is the process's, and a test process full of other tests' objects (and their
    threads freeing some) would blur the counts. One that hangs is killed after
    ``timeout`` seconds (return code ``None``)."""
    script = "import gc\nfrom uno_desktop import collector\n"
    if qt:
        script += "from PySide6.QtCore import QCoreApplication\napp = QCoreApplication([])\n"
    command = [sys.executable, "-X", "faulthandler", "-c", script + textwrap.dedent(body)]
    try:
        return subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired as hung:
        return subprocess.CompletedProcess(command, None, str(hung.stdout), str(hung.stderr))


def _passes(body: str, qt: bool = False) -> str:
    done = _run(body, qt)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_settle_freezes_start_up_and_hands_the_collections_to_idle():
    _passes("""
        default = gc.get_threshold()
        collector.hold()  # the app's start-up: Python's collector, rarely
        assert gc.isenabled() and not collector.settled()
        assert gc.get_threshold() == (collector.START_UP_THRESHOLD, *default[1:])
        collector.settle()
        assert collector.settled() and gc.get_freeze_count() > 0
        assert not gc.isenabled() and gc.get_threshold() == default
        collector.settle()  # again (a bot that reconnects): the same
        assert not gc.isenabled() and gc.get_threshold() == default
        """)


def test_a_qt_process_collects_on_its_timer():
    """The window between moves, a host in a burst: no idle point, the timer's instead."""
    out = _passes("""
        from PySide6.QtCore import QTimer
        collector.settle(app)
        collector.settle(app)  # one timer, however often it settles
        timers = app.findChildren(QTimer)
        assert len(timers) == 1 and timers[0].interval() == collector.EVERY_MS, timers
        runs = []
        gc.callbacks.append(lambda phase, info: phase == "stop" and runs.append(info))
        kept = [[[i] for i in range(gc.get_threshold()[0] + 50)]]
        QTimer.singleShot(2 * collector.EVERY_MS + 500, app.quit)  # whole seconds
        app.exec()
        print(len(runs))
        """, qt=True)
    assert out.split() == ["1"], out


# Python-owned Qt objects in a reference cycle (a signal connected to their own method,
# as a closed room's server and sockets are), dropped on the Qt thread while another
# thread makes objects: where that thread's 700th new object sets off the collection, the
# cycle's QTimer and QTcpSocket are deleted off their thread.
_QT_GARBAGE = """
    import threading, time
    from PySide6.QtCore import QTimer
    from PySide6.QtNetwork import QHostAddress, QTcpServer, QTcpSocket

    server = QTcpServer()
    assert server.listen(QHostAddress.SpecialAddress.LocalHost)
    accepted = []
    server.newConnection.connect(lambda: accepted.append(server.nextPendingConnection()))
    threads = set()
    gc.callbacks.append(lambda phase, info: threads.add(threading.current_thread().name))

    class Room:
        def __init__(self):
            self.socket = QTcpSocket()
            self.timer = QTimer()
            self.timer.timeout.connect(self.tick)
            self.timer.start(5)
            self.socket.readyRead.connect(self.tick)
            self.socket.connectToHost(QHostAddress.SpecialAddress.LocalHost,
                                      server.serverPort())
            self.me = self

        def tick(self):
            pass

    stop = threading.Event()

    def busy():  # zeroconf's thread, say: it makes objects, and so collects
        while not stop.is_set():
            junk = [[] for _ in range(100)]
            time.sleep(0.0005)

    worker = threading.Thread(target=busy, name="worker")
    worker.start()
    deadline = time.monotonic() + 3
    for _ in range(300):  # each holds a connection until it is collected
        Room()
        for _ in range(10):
            app.processEvents()
            for peer in accepted[-5:]:
                peer.write(b"x")
        if time.monotonic() > deadline:
            break
    stop.set()
    worker.join()
    for _ in range(20):
        app.processEvents()
    gc.collect()
    print(" ".join(sorted(threads)), sum(isinstance(o, Room) for o in gc.get_objects()))
    """


def test_python_owned_qt_garbage_freed_off_the_qt_thread_crashes_qt():
    """Python's own collector, as every process had it before it settled: the worker
    thread collects the rooms, and Qt crashes, hangs or, the odd time, only warns."""
    done = _run(_QT_GARBAGE, qt=True, timeout=20)
    assert (done.returncode != 0
            or "cannot be stopped from another thread" in done.stderr), done


def test_a_settled_process_frees_qt_garbage_on_the_qt_thread_only():
    done = _run("collector.settle(app)\n" + textwrap.dedent(_QT_GARBAGE), qt=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["MainThread", "0"], done.stdout  # all freed, there
    assert "another thread" not in done.stderr, done.stderr


def test_idle_collects_by_pythons_thresholds_once_settled():
    _passes("""
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
    _passes("""
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
        gc.collect()  # its Qt objects, here: not in a later test's event loop
    per_action = "".join({"applied": "a", "written": "w", "full save": "s",
                          "collector": "c"}[step] for step in steps).split("a")[1:]
    assert per_action, steps
    for told in per_action[:-1]:  # the last may be cut short by the stop
        assert told.startswith("w") and "c" in told, steps  # written first, the rest after
    assert any("s" in told for told in per_action)
    assert saves.load(tmp_path / "save.json").record.actions  # the saves are whole
