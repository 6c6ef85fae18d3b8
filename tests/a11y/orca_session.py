"""A desktop of its own with Orca listening: what a blind player's machine is, for a test.

:class:`OrcaDesk` starts, each in a temporary home of its own (nothing is shared with the
machine's user or with another test running at the same time):

- an X server (Xvfb) and a D-Bus session bus;
- the AT-SPI bus, through which Orca and the game's Qt talk;
- Orca itself (:mod:`orca_speech`, the system Python's Orca 43 in Debian 12), whose
  speech goes through speech-dispatcher and espeak-ng to ALSA's null device (a
  ``speechd.conf`` and an ``.asoundrc`` of its own: with speech-dispatcher's default
  PulseAudio output and no sound server Orca's speech thread blocks), and every line it
  speaks is read back from the log :mod:`orca_speech` writes;
- the game (``atspi_game.py``: the real application, its "Start game" dealing the stacked
  hand of :mod:`scenario`), whose window is given the X input focus as a window manager
  would (without one, Orca never sees it become active).

Keys go to the X server as a keyboard's do (``xdotool key``: XTest), never through AT-SPI.
The test waits on what Orca said (:meth:`OrcaDesk.wait_said`), never on the clock alone;
every wait has a generous limit and a failure says what was heard meanwhile.

Where Orca's event log shows that Orca dropped the focus event of the item a wait is for
(the game, on a busy machine, answered Orca's call too late: :func:`orca_events.focus_dropped`),
Orca stays silent until the focus moves again, and a wait given the keys for it (an
:class:`Away`) does what a player does when the reader says nothing after a key: goes
away and back. Each time is counted by the wait's name (:attr:`OrcaDesk.again`,
:func:`report_again`); more than :data:`AGAIN_MOST` in one test fail it.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import warnings
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import orca_events

HERE = Path(__file__).resolve().parent
SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")
SPEECHD_MODULES = ("/usr/lib/speech-dispatcher-modules", "/usr/lib/x86_64-linux-gnu/"
                   "speech-dispatcher-modules", "/usr/lib/aarch64-linux-gnu/"
                   "speech-dispatcher-modules")
SAID = re.compile(r"^SPEECH OUTPUT: '(.*)'(?: voice=\w+)?$")

SPEECHD_CONF = """\
# speech-dispatcher for a test: espeak-ng to ALSA's null device, its log here
AudioOutputMethod "alsa"
AudioALSADevice "null"
AddModule "espeak-ng" "sd_espeak-ng" ""
DefaultModule espeak-ng
LogDir "{logs}"
LogLevel 2
Timeout 0
"""
ASOUNDRC = "pcm.!default { type null }\nctl.!default { type hw card 0 }\n"


AGAIN_MOST = 3
"""At most this many times a test goes away and back after Orca dropped a focus event
unread; one more fails it (Orca, or the game, far too slow for a player)."""
AWAY_WAIT = 120  # seconds: the limit for Orca to meet the focus moved away


class Unheard(AssertionError):
    """Orca did not say what the test waited for (the message says what it said)."""


@dataclass(frozen=True)
class Away:
    """The keys that take the focus away from the item a wait is for (``there``) and
    back to it, or to a way of hearing it again (``back``: the table's L says its last
    lines again); ``hear_away``: whether what Orca says on the way away may answer the
    wait (a dialog's name, said as Orca first meets a control in it) or not (the card
    before is not the card)."""

    there: str
    back: str
    hear_away: bool = True


Back = Away | Callable[[str], Away]
"""A wait's way back: its keys, or the keys for the item whose focus Orca dropped (its
"role|name" as Orca last read it: a card of the hand, a button)."""


def missing() -> str:
    """What of the stack this machine lacks ('' when it has it all)."""
    for tool in ("Xvfb", "dbus-daemon", "xdotool", "speech-dispatcher"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed (scripts/system-deps.sh installs it)"
    if not any(os.path.exists(p) for p in BUS_LAUNCHERS):
        return "at-spi2-core is not installed (scripts/system-deps.sh installs it)"
    if not any(os.path.exists(os.path.join(d, "sd_espeak-ng")) for d in SPEECHD_MODULES):
        return "speech-dispatcher-espeak-ng is not installed (scripts/system-deps.sh installs it)"
    if not os.path.exists(SYSTEM_PYTHON) or subprocess.run(
            [SYSTEM_PYTHON, "-c", "import orca.orca_platform, pyatspi"],
            capture_output=True).returncode:
        return "orca is not installed for the system Python (scripts/system-deps.sh installs it)"
    return ""


def orca_version() -> str:
    out = subprocess.run([SYSTEM_PYTHON, "-c",
                          "from orca.orca_platform import version; print(version)"],
                         capture_output=True, text=True)
    return out.stdout.strip()


class OrcaDesk:
    """See the module docstring. Use as a context manager; :meth:`start_game` starts the
    game in ``language``."""

    def __init__(self, workdir: Path) -> None:
        self.dir = workdir
        self.home = workdir / "home"
        # The desk's sockets (speech-dispatcher's, the AT-SPI bus's, any its programs make
        # in their temporary folder) must have paths of at most 107 bytes: pytest's tmp_path
        # under xdist is longer (speechd's socket came out as "speechd.": no desk)
        self._runtime = tempfile.TemporaryDirectory(prefix="uno-desk-")  # 0700, removed
        self.runtime = Path(self._runtime.name)  # by close
        self.tmp = self.runtime / "tmp"
        for d in (self.home, self.tmp, self.home / ".config" / "speech-dispatcher",
                  workdir / "logs", workdir / "orca-prefs"):
            d.mkdir(parents=True, exist_ok=True)
        self.speech_log = workdir / "speech.log"
        self.speech_log.write_text("", encoding="utf-8")
        self.event_log = workdir / "events.log"  # what Orca met, event by event
        self.key_log = workdir / "keys.log"  # every key the test pressed, when
        self.procs: list[tuple[str, subprocess.Popen[bytes]]] = []
        self.env: dict[str, str] = {}
        self.game: subprocess.Popen[bytes] | None = None
        self.game_started = 0.0  # when the game was started (the monotonic clock)
        self._read = 0  # lines of the speech log already handed to a wait
        self.window = ""
        self.again: Counter[str] = Counter()  # a wait's name → times it went away and back
        self._events_from = 0  # Orca's event log from the last key on (a dropped focus)
        self._events_seen = -1  # its length at a wait's last turn
        self._events_judged = -1  # its length when a wait last looked for a dropped focus

    # ------------------------------------------------------------ the desktop

    def __enter__(self) -> OrcaDesk:
        # a test run stopped from outside (SIGTERM) still takes its desk down
        self._old_term = signal.signal(signal.SIGTERM, self._terminated)
        try:
            self._start()
        except BaseException:
            self.close()
            raise
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
        signal.signal(signal.SIGTERM, self._old_term)

    def _terminated(self, signum: int, frame: object) -> None:
        self.close()
        signal.signal(signum, signal.SIG_DFL)  # then end as the signal asked
        os.kill(os.getpid(), signum)

    def _spawn(self, name: str, argv: Sequence[str], **kw: object) -> subprocess.Popen[bytes]:
        log = open(self.dir / "logs" / f"{name}.log", "wb")
        proc = subprocess.Popen(list(argv), env=self.env, stdout=log, stderr=subprocess.STDOUT,
                                start_new_session=True, **kw)  # type: ignore[call-overload]
        self.procs.append((name, proc))
        return proc

    def _start(self) -> None:
        base = {k: v for k, v in os.environ.items()
                if not k.startswith(("QT_", "DBUS_", "AT_SPI", "XDG_", "DISPLAY", "WAYLAND",
                                     "SPEECHD", "UNO_ORCA_DEBUG"))}
        # TMPDIR: what the desk's programs put in a temporary folder (the game's settings)
        # goes with the desk, whatever signal stops them
        base.update(HOME=str(self.home), XDG_RUNTIME_DIR=str(self.runtime), TMPDIR=str(self.tmp),
                    XDG_CONFIG_HOME=str(self.home / ".config"), LANG="C.UTF-8",
                    NO_AT_BRIDGE="0", GTK_MODULES="")
        self.env = base
        (self.home / ".asoundrc").write_text(ASOUNDRC, encoding="utf-8")
        (self.home / ".config" / "speech-dispatcher" / "speechd.conf").write_text(
            SPEECHD_CONF.format(logs=self.dir / "logs"), encoding="utf-8")
        # the X server: it says its display number once it listens
        read, write = os.pipe()
        xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0",
                                 "1280x800x24", "-nolisten", "tcp"], pass_fds=(write,),
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                                start_new_session=True)
        self.procs.append(("Xvfb", xvfb))
        os.close(write)
        display = b""
        with os.fdopen(read, "rb") as pipe:
            display = pipe.readline().strip()
        if not display:
            raise RuntimeError("Xvfb did not start")
        self.env["DISPLAY"] = ":" + display.decode()
        # the session bus
        bus = subprocess.run(["dbus-daemon", "--session", "--fork", "--print-address=1",
                              "--print-pid=1"], env=self.env, capture_output=True, text=True,
                             timeout=30, check=True)
        address, pid = bus.stdout.split("\n")[:2]
        self._bus_pid = int(pid)
        self.env["DBUS_SESSION_BUS_ADDRESS"] = address.strip()
        launcher = next(p for p in BUS_LAUNCHERS if os.path.exists(p))
        self._spawn("at-spi-bus", [launcher, "--launch-immediately"])
        speechd = shutil.which("speech-dispatcher") or "speech-dispatcher"
        self._spawn("speech-dispatcher", [speechd, "--run-single", "--timeout", "0",
                                          "--config-dir", str(self.home / ".config" /
                                                              "speech-dispatcher")])
        # Orca connects to this speech-dispatcher once it listens (else its client would
        # start one of its own, outside this desk)
        socket = self.runtime / "speech-dispatcher" / "speechd.sock"
        self.env["SPEECHD_ADDRESS"] = f"unix_socket:{socket}"
        end = time.monotonic() + 60
        while not socket.exists():
            if time.monotonic() > end or self.procs[-1][1].poll() is not None:
                raise RuntimeError("speech-dispatcher did not start: " + (
                    self.dir / "logs" / "speech-dispatcher.log").read_text(errors="replace"))
            time.sleep(0.1)
        if os.environ.get("UNO_ORCA_DEBUG"):  # Orca's debug log beside the speech log
            self.env["UNO_ORCA_DEBUG"] = str(self.dir / "logs" / "orca-debug.log")
        self._spawn("orca", [SYSTEM_PYTHON, str(HERE / "orca_speech.py"), str(self.speech_log),
                             str(self.dir / "orca-prefs"), str(self.event_log)])
        # Orca greets when its speech works ("Screen reader on.")
        self.wait_said(lambda line: True, 90, "Orca's greeting")
        self.env.pop("UNO_ORCA_DEBUG", None)

    def close(self) -> None:
        for _name, proc in reversed(self.procs):
            if proc.poll() is None:
                try:
                    os.killpg(proc.pid, signal.SIGTERM)
                except ProcessLookupError:
                    pass
        for _name, proc in reversed(self.procs):
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(10)
        if getattr(self, "_bus_pid", 0):
            try:
                os.kill(self._bus_pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
        for pid in self._strays():  # what they started in a session of its own (speechd's
            try:  # synthesis module, a bus launcher's registry)
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        self.procs.clear()
        self._runtime.cleanup()

    def _strays(self) -> list[int]:
        """Processes still running with this desk's home: this desk's, nobody else's."""
        mine = f"HOME={self.home}".encode()
        found = []
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit() or int(entry.name) == os.getpid():
                continue
            try:
                env = (entry / "environ").read_bytes().split(b"\0")
            except OSError:
                continue
            if mine in env:
                found.append(int(entry.name))
        return found

    # ------------------------------------------------------------ the game

    def start_game(self, language: str, extra: Sequence[str] = (),
                   script: str = "atspi_game.py") -> None:
        """The game (``script``, beside this module: ``atspi_game.py``) in ``language``;
        once its window is mapped, the X input focus goes to it, as a window manager would
        give it."""
        env = dict(self.env, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb",
                   QT_ACCESSIBILITY="1")
        saved, self.env = self.env, env
        self.game_started = time.monotonic()
        try:
            self.game = self._spawn("game", [sys.executable, str(HERE / script),
                                             language, *extra])
        finally:
            self.env = saved
        end = time.monotonic() + 120
        while time.monotonic() < end:
            self.check_game()
            found = self.xdotool("search", "--onlyvisible", "--pid", str(self.game.pid),
                                 check=False).split()
            if found:
                self.window = found[0]
                break
            time.sleep(0.2)
        else:
            raise Unheard("the game's window never appeared" + self.game_log())
        self.xdotool("windowfocus", "--sync", self.window, check=False)

    def check_game(self) -> None:
        if self.game is not None and self.game.poll() is not None:
            raise Unheard(f"the game exited ({self.game.returncode})" + self.game_log())

    def game_log(self) -> str:
        path = self.dir / "logs" / "game.log"
        text = path.read_text(encoding="utf-8", errors="replace") if path.exists() else ""
        lines = [ln for ln in text.splitlines() if "fd limit" not in ln]
        return (": " + " | ".join(lines[-8:])) if lines else ""

    def xdotool(self, *args: str, check: bool = True) -> str:
        out = subprocess.run(["xdotool", *args], env=self.env, capture_output=True, text=True,
                             timeout=30)
        if check and out.returncode:
            raise RuntimeError(f"xdotool {' '.join(args)}: {out.stderr.strip()}")
        return out.stdout

    def key(self, *keys: str) -> None:
        """Press ``keys`` one after the other on the keyboard (XTest), into the game; each
        press goes to :attr:`key_log` on the clock of Orca's event log (the machine's
        monotonic clock, in ms), which shows a failure's keys beside what Orca met."""
        self.check_game()
        self._events_from = self._event_count()
        with self.key_log.open("a", encoding="utf-8") as log:
            log.write(f"{time.monotonic() * 1000:.0f}\t{' '.join(keys)}\n")
        self.xdotool("key", "--clearmodifiers", "--delay", "60", *keys)

    def _event_count(self) -> int:
        try:
            with self.event_log.open("rb") as log:
                return sum(1 for _ in log)
        except FileNotFoundError:
            return 0

    # ------------------------------------------------------------ what Orca said

    def said(self) -> list[str]:
        """Every line Orca has spoken so far, in order."""
        text = self.speech_log.read_text(encoding="utf-8", errors="replace")
        out = []
        for raw in text.splitlines():
            m = SAID.match(raw)
            if m:
                out.append(m.group(1))
        return out

    def mark(self) -> int:
        """Where the next wait starts reading (lines said before are not looked at)."""
        self._read = len(self.said())
        return self._read

    def since(self, mark: int) -> list[str]:
        return self.said()[mark:]

    def wait_until(self, condition: Callable[[], bool], timeout: float, what: str,
                   again: Back | None = None) -> None:
        """Wait for ``condition`` (the game must stay up meanwhile); ``again``: as
        :meth:`wait_said`."""
        end = time.monotonic() + timeout
        while not condition():
            self.check_game()
            if time.monotonic() > end:
                raise Unheard(f"never came: {what}; Orca's last lines: {self.said()[-10:]}"
                              + self._dropped_note())
            self._go_again(again, what)
            time.sleep(0.1)

    def wait_said(self, match: Callable[[str], bool] | str, timeout: float = 60,
                  what: str = "", again: Back | None = None) -> str:
        """The first line from the last :meth:`mark` on that ``match`` accepts (a string:
        a line that contains it); afterwards the next wait starts after it. ``again``: the
        keys that go away and back where Orca dropped the focus event of the item waited
        for (:meth:`_go_again`); without them such a wait fails at its limit, saying so."""
        test = (lambda line: match in line) if isinstance(match, str) else match
        end = time.monotonic() + timeout
        name = what or str(match)
        while True:
            lines = self.said()
            for i in range(self._read, len(lines)):
                if test(lines[i]):
                    self._read = i + 1
                    return lines[i]
            if time.monotonic() > end:
                heard = lines[max(0, len(lines) - 12):]
                raise Unheard(f"Orca never said {name!r}; its last lines: {heard}"
                              + self._dropped_note() + self.game_log())
            self.check_game()
            self._go_again(again, name)
            time.sleep(0.1)

    def wait_read(self, match: Callable[[str], bool], timeout: float = 60, what: str = "",
                  again: Back | None = None) -> str:
        """The first line ``match`` accepts that Orca said reading a control the focus came
        to *after the last key* (:meth:`key`): the line's cause, by Orca's event log, is a
        focus event that reached Orca since. A reading Orca was still to say of an earlier
        focus is not the key's answer: a question's first control, read after its title
        in an utterance of its own (heard with Orca, on a busy machine: "Stay push
        button." came 11-71 ms after "Leave the room? dialog", the walk took it for its
        Shift+Tab's answer and pressed Shift+Tab again, from Leave back to Stay).
        ``again``: as :meth:`wait_said`. The next :meth:`wait_said` starts after the
        lines said so far."""
        end = time.monotonic() + timeout
        name = what or "a control read after the key"
        while True:
            events = orca_events.read(self.event_log)
            for said in orca_events.utterances(events):
                if said.cause is not None and said.cause.type in orca_events.FOCUS \
                        and said.queued is not None and said.queued.n >= self._events_from \
                        and match(said.text):
                    self._read = len(self.said())
                    return said.text
            if time.monotonic() > end:
                heard = self.said()[-12:]
                raise Unheard(f"Orca never said {name!r}; its last lines: {heard}"
                              + self._dropped_note() + self.game_log())
            self.check_game()
            self._go_again(again, name)
            time.sleep(0.1)

    def _go_again(self, back: Back | None, what: str) -> None:
        """Go away and back (``back``'s keys, or those it gives for the dropped item) when
        Orca's event log shows that the last focus event it met since the last key it
        dropped unread, the game too slow to answer its call, and Orca has nothing left to
        do (nothing new reached it since the last look either): Orca would say nothing
        more until the focus moves. Counted in :attr:`again` under ``what``; past
        :data:`AGAIN_MOST` in all, the test fails."""
        if back is None:
            return
        count = self._event_count()
        seen, self._events_seen = self._events_seen, count
        if count != seen or count == self._events_judged:  # something new reached Orca
            return  # (look at the next turn), or nothing since the last look
        self._events_judged = count
        events = orca_events.read(self.event_log)
        drop = orca_events.focus_dropped(events, self._events_from)
        if drop is None:
            return
        self.again[what] += 1
        total = sum(self.again.values())
        if total > AGAIN_MOST:
            raise Unheard(f"Orca dropped a focus event unread {total} times, more than "
                          f"{AGAIN_MOST}: {orca_events.unreadable_because(events, drop)}; "
                          f"went away and back: {dict(self.again)}")
        away = back if isinstance(back, Away) else back(
            orca_events.named(events).get(drop.path, drop.source))
        start = len(events)
        self.key(away.there)

        def met() -> bool:
            """Orca met the focus moved away, worked through all it got, and said the item
            (or lost it, or has said nothing for a second): a reading of the item away
            said after the wait ended (48 ms after its focus was taken up, under load)
            would be taken for the item waited for, back."""
            now = orca_events.read(self.event_log)
            arrivals = [e for e in now[start:] if e.type == orca_events.FOCUSED
                        and e.detail == "1" and e.phase in "IPXF"]
            if not arrivals or not orca_events.idle(now):
                return False
            return (any(e.phase == "S" and e.n > arrivals[0].n for e in now)
                    or arrivals[-1].phase in "IXF"
                    or time.monotonic() * 1000 - now[-1].ms > 1000)

        self.wait_until(met, AWAY_WAIT, f"Orca to meet the focus {away.there} moved away, "
                                        f"Orca having dropped the focus of {what!r}")
        if not away.hear_away:
            self._read = len(self.said())
        self._events_seen = -1
        self.key(away.back)

    def _dropped_note(self) -> str:
        """Why Orca is silent, where its event log shows a dropped focus ('' otherwise)."""
        try:
            events = orca_events.read(self.event_log)
        except OSError:
            return ""
        drop = orca_events.focus_dropped(events, self._events_from)
        return f" ({orca_events.unreadable_because(events, drop)})" if drop else ""


def report_again(desk: OrcaDesk) -> None:
    """A warning for each wait where the player went away and back, and how often."""
    if desk.again:
        warnings.warn(f"Orca dropped a focus event unread (the game too slow to answer its "
                      f"call): the player went away and back {sum(desk.again.values())} "
                      f"times: {dict(desk.again)}", stacklevel=2)


class ScriptedDesk(OrcaDesk):
    """A desk with no X server and no Orca: its keys write what Orca would log and say."""

    def __init__(self, workdir: Path, answers: dict[str, list[list[str]]]) -> None:
        super().__init__(workdir)
        self.event_log.write_text("", encoding="utf-8")
        self.answers = answers  # a key → the event-log rows Orca writes after it
        self.pressed: list[str] = []

    def log(self, *rows: list[str]) -> None:
        with self.event_log.open("a", encoding="utf-8") as out:
            out.writelines("\t".join(r) + "\n" for r in rows)
        with self.speech_log.open("a", encoding="utf-8") as out:
            out.writelines(f"{r[2]}\n" for r in rows if r[1] == "S")

    def xdotool(self, *args: str, check: bool = True) -> str:
        key = args[-1]
        self.pressed.append(key)
        self.log(*self.answers.get(key, []))
        return ""
