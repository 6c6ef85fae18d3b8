"""The ``uno-desktop:`` scheme claimed where the system lets an installed game claim it.

An invitation link (``uno-desktop://join/7-492-8153``) opens the installed game's join
page. Each system learns that its own way:

* Linux: the desktop entry (``packaging/linux``: ``MimeType=x-scheme-handler/uno-desktop``,
  ``Exec=uno-desktop %u``): the link comes on the command line.
* Windows: a per-user entry under ``HKCU\\Software\\Classes\\uno-desktop``
  (:func:`register_windows`), written when the installed game starts and finds it missing
  or pointing at another copy of the game (a moved or updated install); a checkout run
  from source writes none unless asked (``uno-desktop --register-links``). The link comes
  on the command line.
* macOS: the bundle's ``Info.plist`` declares the scheme (``CFBundleURLTypes``); the
  system hands the link to the running app as an open-URL event (:class:`OpenUrlEvents`).

However it comes, the app takes it the same way (``UnoApp.open_link``), and a second
start hands it to the game already running (:mod:`.handoff`).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent

SCHEME = "uno-desktop"
"""The invitation links' scheme (``net.internet.codes.SCHEME``, not imported here: the
network stack waits until the rooms open)."""
CLASSES = rf"Software\Classes\{SCHEME}"
"""Under HKEY_CURRENT_USER: the player's own claim, no administrator needed."""


def launch_command() -> list[str]:
    """How the system starts this game with a link: the installed executable, else this
    Python running the game's module."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, "-m", "uno_desktop"]


def windows_command(program: list[str]) -> str:
    """The ``shell\\open\\command`` line: the program, then the link (``%1``), each quoted."""
    return " ".join(f'"{part}"' for part in [*program, "%1"])


def register_windows(program: list[str] | None = None, registry: Any = None) -> bool:
    """Claim the scheme for this user, unless it is claimed for this very program already:
    ``True`` when the entry was written. ``registry``: the ``winreg`` module (tests hand
    in a stand-in)."""
    if registry is None:
        import winreg as registry  # type: ignore[import-not-found,no-redef,unused-ignore]
    program = program or launch_command()
    command = windows_command(program)
    if _read(registry, CLASSES + r"\shell\open\command") == command:
        return False
    hive = registry.HKEY_CURRENT_USER
    with registry.CreateKey(hive, CLASSES) as key:
        registry.SetValueEx(key, "", 0, registry.REG_SZ, "URL:UNO Desktop invitation")
        registry.SetValueEx(key, "URL Protocol", 0, registry.REG_SZ, "")
    with registry.CreateKey(hive, CLASSES + r"\DefaultIcon") as key:
        registry.SetValueEx(key, "", 0, registry.REG_SZ, f'"{program[0]}",0')
    with registry.CreateKey(hive, CLASSES + r"\shell\open\command") as key:
        registry.SetValueEx(key, "", 0, registry.REG_SZ, command)
    return True


def _read(registry: Any, path: str) -> str | None:
    try:
        with registry.OpenKey(registry.HKEY_CURRENT_USER, path) as key:
            value, _kind = registry.QueryValueEx(key, "")
    except OSError:  # no such key (FileNotFoundError), or not readable
        return None
    return value if isinstance(value, str) else None


def claim_at_start() -> None:
    """The installed game on Windows claims the scheme (a quick look when it has it)."""
    if sys.platform == "win32" and getattr(sys, "frozen", False):
        try:
            register_windows()
        except OSError as exc:  # a locked-down registry: links are pasted instead
            import logging

            logging.getLogger(__name__).warning("could not claim %s: links: %s", SCHEME, exc)


class OpenUrlEvents(QObject):
    """macOS hands the app a link it was asked to open as an open-URL event on the
    application object: ``on_link`` gets each invitation link (other files are left to
    whoever else listens)."""

    def __init__(self, on_link: Callable[[str], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.on_link = on_link

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.FileOpen or not isinstance(event, QFileOpenEvent):
            return False
        url = event.url()
        if url.scheme().lower() != SCHEME:
            return False
        self.on_link(url.toString())
        return True
