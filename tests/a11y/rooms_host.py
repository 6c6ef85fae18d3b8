"""Another player's room by code, for the Orca rooms test: a host in a process of its own,
on the test's servers (127.0.0.1), told what to do on its standard input.

    python tests/a11y/rooms_host.py MAILBOX_URL RELAY_URL

Commands, one a line; each is answered with one line once done:

- ``open``: a room ("Kitchen table", four seats) gets a code: ``CODE <code>``;
- ``linked``: waits until a guest has a link to the room: ``LINKED <path>``;
- ``rekey``: the room answers with another host key from now on (what a guest meets when
  someone else answers where its host was) and cuts its guests' links: ``REKEYED``;
- ``close``: the room is gone (its code too): ``CLOSED``.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from PySide6.QtCore import QCoreApplication, QSocketNotifier, QTimer  # noqa: E402


class OtherHost:
    """The room and the commands that change it."""

    def __init__(self, mailbox: str, relay: str) -> None:
        self.mailbox, self.relay = mailbox, relay
        self.host: Any = None
        self.room: Any = None
        self.path = ""
        self._stdin = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
        self._stdin.activated.connect(self._command)

    def _answer(self, line: str) -> None:
        print(line, flush=True)

    def _command(self) -> None:
        line = sys.stdin.readline()
        if not line:
            QCoreApplication.quit()
            return
        command = line.strip()
        if command == "open":
            self._open()
        elif command == "linked":
            self._when(lambda: bool(self.path), lambda: f"LINKED {self.path}")
        elif command == "rekey":
            self._rekey()
        elif command == "close":
            self.room.close()
            self.host.close()
            self.room = self.host = None
            self._answer("CLOSED")

    def _when(self, ready: Any, answer: Any) -> None:
        """Answer once ``ready()`` holds (looked at every 50 ms)."""
        if ready():
            self._answer(answer())
        else:
            QTimer.singleShot(50, lambda: self._when(ready, answer))

    def _open(self) -> None:
        from uno_desktop.net.host import HostConfig, LanHost
        from uno_desktop.net.internet.room import InternetRoom
        from uno_desktop.net.internet.servers import Servers

        self.host = LanHost(HostConfig(room="Kitchen table", seats=4, ping_ms=1000))
        self.room = InternetRoom(self.host, Servers(self.mailbox, self.relay), direct=False)
        self.room.guestLinked.connect(lambda _who, path: setattr(self, "path", path))
        self.room.start()
        self._when(lambda: self.room.state == "waiting", lambda: f"CODE {self.room.code}")

    def _rekey(self) -> None:
        from uno_desktop.net import secure
        from uno_desktop.net.internet.links import SecureLink

        self.room.links.identity = secure.HostIdentity.generate()
        links = {*self.room.links.findChildren(SecureLink), *self.host.findChildren(SecureLink)}
        for link in links:
            link.abort()
        self._answer("REKEYED")


def main() -> int:
    app = QCoreApplication(sys.argv[:1])
    other = OtherHost(sys.argv[1], sys.argv[2])  # noqa: F841  (kept while the app runs)
    print("READY", flush=True)
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
