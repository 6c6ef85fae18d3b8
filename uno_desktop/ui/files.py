"""What the game's own file chooser (``FileChooser.qml``) shows: a folder's subfolders and
the files that match a filter, the folders a player starts from, and the file a name typed
to save under becomes.

The game draws this chooser as it draws every overlay instead of using Qt Quick Dialogs:
on Linux, where no desktop portal is chosen (any desktop but a Flatpak's or a Snap's), that
module shows its own Qt-drawn dialog, and the library drawing it is 4.4 MB of the bundle's
4.9 MB for opening and exporting a record file (docs/performance.md, "Bundle size").

Paths travel to QML as plain strings, and the chosen file back as a ``file:`` URL, which
``ui.replay.local_path`` reads. Nothing here touches a file but to list a folder.
"""

from __future__ import annotations

import fnmatch
import os
from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths, QUrl, Slot

Location = QStandardPaths.StandardLocation


def _shown(name: str) -> bool:
    """A hidden entry (``.config``) is left out, as the desktop's own dialogs do."""
    return not name.startswith(".")


def _matches(name: str, patterns: list[str]) -> bool:
    folded = name.casefold()
    return not patterns or any(fnmatch.fnmatchcase(folded, p.casefold()) for p in patterns)


class Folders(QObject):
    """The file chooser's view of the disk (``App.files``): stateless but for the folder a
    file was last chosen in, where the next chooser opens."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._last: Path | None = None

    @Slot(result=str)
    def start(self) -> str:
        """Where a chooser opens: the folder of the last file chosen, else the player's
        documents, else their home folder."""
        if self._last is not None and self._last.is_dir():
            return str(self._last)
        documents = QStandardPaths.writableLocation(Location.DocumentsLocation)
        if documents and Path(documents).is_dir():
            return documents
        return str(Path.home())

    @Slot(str)
    def remember(self, folder: str) -> None:
        """A file was chosen in ``folder``: the next chooser starts there."""
        self._last = Path(folder)

    @Slot(result="QVariantList")
    def places(self) -> list[dict[str, str]]:
        """The folders a player jumps to, those that exist, each once: ``{"key", "path"}``
        with ``key`` one of ``home``, ``documents``, ``desktop``, ``downloads`` (the chooser
        names them, in the language of the moment)."""
        found: list[dict[str, str]] = []
        seen: set[Path] = set()
        for key, location in (("home", Location.HomeLocation),
                              ("documents", Location.DocumentsLocation),
                              ("desktop", Location.DesktopLocation),
                              ("downloads", Location.DownloadLocation)):
            path = QStandardPaths.writableLocation(location)
            if path and Path(path).is_dir() and Path(path) not in seen:
                seen.add(Path(path))
                found.append({"key": key, "path": path})
        return found

    @Slot(str, "QVariantList", result="QVariantMap")
    def listing(self, folder: str, patterns: list[str]) -> dict[str, object]:
        """``folder``'s subfolders, then its files that match one of ``patterns``
        (``*.unorec``; none: every file), each sorted by name, hidden ones left out:
        ``{"folder", "parent" ('' at the root), "entries": [{"name", "path", "folder"}],
        "error"}``. A folder that cannot be read lists nothing and says why."""
        path = Path(folder).expanduser()
        if not path.is_absolute():
            path = Path.home() / path
        parent = str(path.parent) if path.parent != path else ""
        folders: list[str] = []
        files: list[str] = []
        try:
            with os.scandir(path) as entries:
                for entry in entries:
                    if not _shown(entry.name):
                        continue
                    try:
                        if entry.is_dir():
                            folders.append(entry.name)
                        elif entry.is_file() and _matches(entry.name, patterns):
                            files.append(entry.name)
                    except OSError:  # gone while listed, or a link to nowhere
                        continue
        except OSError as exc:
            return {"folder": str(path), "parent": parent, "entries": [],
                    "error": self._unreadable(exc)}
        rows = [{"name": n, "path": str(path / n), "folder": True}
                for n in sorted(folders, key=str.casefold)]
        rows += [{"name": n, "path": str(path / n), "folder": False}
                 for n in sorted(files, key=str.casefold)]
        return {"folder": str(path), "parent": parent, "entries": rows, "error": ""}

    def _unreadable(self, exc: OSError) -> str:
        """Why a folder cannot be listed, in the player's language (the system's own
        message, ``strerror``, would be in English)."""
        if isinstance(exc, FileNotFoundError):
            return self.tr("This folder cannot be read: it is not there any more.")
        if isinstance(exc, PermissionError):
            return self.tr("This folder cannot be read: you may not open it.")
        if isinstance(exc, NotADirectoryError):
            return self.tr("This folder cannot be read: it is a file.")
        return self.tr("This folder cannot be read.")

    @Slot(str, str, result=str)
    def url(self, folder: str, name: str) -> str:
        """The ``file:`` URL of ``name`` in ``folder``."""
        return QUrl.fromLocalFile(str(Path(folder) / name)).toString()

    @Slot(str, str, str, result="QVariantMap")
    def target(self, folder: str, name: str, suffix: str) -> dict[str, object]:
        """The file that saving under ``name`` (a name, or a path from ``folder`` or from
        the root) in ``folder`` writes, ``.suffix`` added when the name has none:
        ``{"url", "name", "exists", "error"}``; ``error`` says why there is none."""
        name = name.strip()
        if not name:
            return {"url": "", "name": "", "exists": False,
                    "error": self.tr("Type a name for the file.")}
        path = Path(folder) / Path(name).expanduser()
        if suffix and not path.suffix:
            path = path.with_name(f"{path.name}.{suffix}")
        if path.is_dir():
            return {"url": "", "name": path.name, "exists": True,
                    "error": self.tr("{name} is a folder: choose another name.").format(
                        name=path.name)}
        if not path.parent.is_dir():
            return {"url": "", "name": path.name, "exists": False,
                    "error": self.tr("The folder {folder} does not exist.").format(
                        folder=path.parent)}
        return {"url": QUrl.fromLocalFile(str(path)).toString(), "name": path.name,
                "exists": path.exists(), "error": ""}
