"""magic-wormhole's real mailbox server and transit relay on 127.0.0.1, for the tests.

Each is its own ``twistd`` process on a port the system chose (read back from its log),
stopped by its own pid; the mailbox keeps its database in the test's folder, so a
restarted server has what it had (as the public one does).
"""

from __future__ import annotations

import ctypes
import re
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

LOOPBACK = "127.0.0.1"
STARTED = re.compile(rb"(?:Site|Factory|factory) starting on (\d+)")


def die_with_parent() -> None:
    """Linux: the server goes when the test process goes, even one that crashed before
    its fixtures' teardown (PR_SET_PDEATHSIG)."""
    if sys.platform == "linux":
        ctypes.CDLL(None).prctl(1, 15)  # PR_SET_PDEATHSIG, SIGTERM


def twistd() -> str | None:
    beside = Path(sys.executable).parent / "twistd"
    return str(beside) if beside.exists() else shutil.which("twistd")


class Server:
    """One twistd server; :meth:`restart` brings it back on the same port."""

    def __init__(self, workdir: Path, name: str, plugin: list[str]) -> None:
        self.workdir, self.name, self.plugin = workdir, name, plugin
        self.port = 0
        self.proc: subprocess.Popen[bytes] | None = None
        self.runs = 0

    def start(self) -> Server:
        self.runs += 1
        log = self.workdir / f"{self.name}{self.runs}.log"
        port = self.port
        args = [str(twistd()), "-n", "--pidfile=", *self.plugin,
                f"--port=tcp:{port}:interface={LOOPBACK}"]
        self.proc = subprocess.Popen(args, stdout=open(log, "wb"), stderr=subprocess.STDOUT,
                                     cwd=self.workdir, preexec_fn=die_with_parent)
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            found = STARTED.search(log.read_bytes())
            if found:
                self.port = int(found.group(1))
                return self
            if self.proc.poll() is not None:
                break
            time.sleep(0.05)
        raise AssertionError(f"{self.name} did not start: {log.read_text(errors='replace')}")

    def stop(self, sig: int = signal.SIGTERM) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(sig)
            self.proc.wait(10)
        self.proc = None

    def restart(self) -> None:
        self.stop(signal.SIGKILL)
        self.start()


class Servers:
    """The pair a room needs, on loopback."""

    def __init__(self, workdir: Path) -> None:
        self.mailbox = Server(workdir, "mailbox", [
            "wormhole-mailbox", f"--channel-db={workdir / 'mailbox.sqlite'}"])
        self.relay = Server(workdir, "relay", ["transitrelay"])

    def start(self) -> Servers:
        self.mailbox.start()
        self.relay.start()
        return self

    @property
    def mailbox_url(self) -> str:
        return f"ws://{LOOPBACK}:{self.mailbox.port}/v1"

    @property
    def relay_url(self) -> str:
        return f"tcp:{LOOPBACK}:{self.relay.port}"

    def stop(self) -> None:
        self.mailbox.stop()
        self.relay.stop()
