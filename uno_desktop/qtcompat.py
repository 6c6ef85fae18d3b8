"""Work-arounds for the pinned Qt for Python, applied once per process.

**A reference-count bug.** PySide6 6.12.0 ships ``abi3`` binaries that, on CPython 3.11,
hand out ``None``, ``True`` and ``False`` without taking a reference (fine on 3.12+, where
those objects are immortal). Every void Qt call (``QTimer.start``, a slot invoked by a
timer) and every ``Signal.emit`` therefore drops one reference; after a few thousand calls
CPython aborts with ``none_dealloc``/``bool_dealloc``. :func:`apply` probes for the leak
and, only when it is there, does what 3.12 does: gives the three singletons a huge
reference count so they can never be freed.
Idempotent, and a no-op on a fixed PySide6 or a newer Python.

**Reading every module's source.** For each module imported after it, PySide6 reads the
module's whole source (``shibokensupport.feature._mod_uses_pyside``: ``inspect.getsource``,
to find the word "PySide6" and so whether its ``from __feature__ import …`` switches could
apply there): before the table's first frame that is ~55 of the game's modules and the
standard library's, ~5 ms, and all their lines kept in ``linecache``. The game uses no
``__feature__``; :func:`apply` answers for the modules whose answer is known without
reading them (the game's own, the rules core, the standard library), and asks PySide6's
own check for the rest.

**Compiling its own helpers on every start.** PySide6 carries the Python half of its
signature support (``signature_bootstrap`` and ``shibokensupport``, 14 modules, ~130 kB)
as source inside its binary and compiles it each time ``PySide6`` is imported: ~15-20 ms
of every start, before anything of the game's. :func:`apply` imports PySide6 with that
code taken from a cache of the compiled code objects (:func:`helpers_cache`), each kept
beside the source it was compiled from and used only where that is the very source
PySide6 hands over (compared whole: no digest, whose ``hashlib`` would load OpenSSL's
libcrypto, ~2 ms of every start), so a changed PySide6 or Python compiles anew; the cache
is written like Python's own bytecode (not under ``PYTHONDONTWRITEBYTECODE``), and one
that cannot be read or written is passed by.

**Stale wrappers of QML types' meta-objects.** PySide6 keeps one Python wrapper per C++
address, and a ``QMetaObject`` is no ``QObject``: it is never told when one is freed.
A QML type's meta-object (``ButtonBase_QMLTYPE_12``, an item's own ``…_QML_3``) is freed
with its item or engine, and its wrapper, kept alive by the item's (PySide6 holds what
``metaObject()`` returned), is then handed out for whatever is made at that address next:
``parentItem()`` returned a ``QMetaObject`` where an item was (the robot's whole matrix, 25
of 161 cells, after ~35 games in one process). :func:`class_name` and :func:`class_names`
read an object's classes and let go of those wrappers at once.

Call :func:`apply` before the first Qt call (``uno_desktop.app`` and ``transport`` do).
"""

from __future__ import annotations

import builtins
import marshal
import os
import sys
from pathlib import Path
from types import CodeType, ModuleType
from typing import Any

_applied = False
_BOOST = 1 << 40  # ~10^12 leaked calls before the count could reach zero again


def _leaks() -> bool:
    from PySide6.QtCore import QObject, Signal

    class Probe(QObject):
        ping = Signal()

    probe = Probe()
    before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(8):
        probe.ping.emit()
        probe.blockSignals(False)
    after = sys.getrefcount(None), sys.getrefcount(True)
    return after[0] < before[0] or after[1] < before[1]


def helpers_cache() -> Path:
    """Where the compiled code of PySide6's embedded helpers is kept: beside Python's own
    bytecode where it has a folder for it (``PYTHONPYCACHEPREFIX``), else in the user's
    cache folder; one file per Python build."""
    if sys.pycache_prefix:
        folder = Path(sys.pycache_prefix)
    elif sys.platform == "win32":
        folder = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local",
                      "uno-desktop", "cache")
    elif sys.platform == "darwin":
        folder = Path.home() / "Library" / "Caches" / "uno-desktop"
    else:
        folder = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache",
                      "uno-desktop")
    return folder / f"pyside6-helpers.{sys.implementation.cache_tag}-{sys.hexversion:x}.marshal"


def _helper(filename: object) -> bool:
    return isinstance(filename, str) and (filename == "signature_bootstrap.py"
                                          or filename.startswith("shibokensupport/"))


def _import_pyside() -> None:
    """``import PySide6``, its embedded helpers' code from :func:`helpers_cache` where
    their source is the one it was compiled from (see the module's docstring)."""
    if "PySide6" in sys.modules:
        return
    path = helpers_cache()
    cached: dict[str, tuple[bytes, CodeType]] = {}
    try:
        loaded = marshal.loads(path.read_bytes())
        if isinstance(loaded, dict):
            cached = loaded
    except (OSError, EOFError, ValueError, TypeError):
        pass  # none yet, or unreadable: compiled as PySide6 does
    used: dict[str, tuple[bytes, CodeType]] = {}
    compile_source = builtins.compile

    def compile_once(source: Any, filename: Any, mode: str, *args: Any, **kwargs: Any) -> Any:
        if args or kwargs or mode != "exec" or not isinstance(source, bytes) or not _helper(
                filename):
            return compile_source(source, filename, mode, *args, **kwargs)
        hit = cached.get(filename)
        code = (hit[1] if hit is not None and hit[0] == source and isinstance(hit[1], CodeType)
                else compile_source(source, filename, mode))
        used[filename] = (source, code)
        return code

    builtins.compile = compile_once
    try:
        import PySide6  # noqa: F401 - loads shibokensupport
    finally:
        builtins.compile = compile_source
    if used == cached or not used or sys.dont_write_bytecode:
        return
    try:  # as Python writes bytecode: whole or not at all, by a rename
        path.parent.mkdir(parents=True, exist_ok=True)
        part = path.with_name(f"{path.name}.{os.getpid()}")
        part.write_bytes(marshal.dumps(used))
        os.replace(part, path)
    except OSError:
        pass


def _known_modules_unread() -> None:
    """PySide6's "does this module use PySide6?" answered without its source where known."""
    _import_pyside()

    feature = sys.modules.get("shibokensupport.feature")
    reads_source = getattr(feature, "_mod_uses_pyside", None)
    if reads_source is None:
        return  # a PySide6 that no longer reads them

    def uses_pyside(module: ModuleType) -> bool:
        top = module.__name__.partition(".")[0]
        if top == "uno_desktop":
            return True
        if top == "rules" or top in sys.stdlib_module_names:
            return False  # the core is standard library only
        return bool(reads_source(module))

    setattr(feature, "_mod_uses_pyside", uses_pyside)  # noqa: B010


def _name_of(meta: Any) -> str:
    """``meta``'s class name, its wrapper let go of if it is a QML type's meta-object
    (see the module's docstring); a C++ class's is static and kept."""
    import shiboken6

    name: str = meta.className()
    if "_QML" in name:
        shiboken6.invalidate(meta)
    return name


def class_name(obj: Any) -> str:
    """The class name of ``obj``'s meta-object (a QML type's as Qt names it,
    ``ButtonBase_QMLTYPE_12``)."""
    return _name_of(obj.metaObject())


def class_names(obj: Any) -> list[str]:
    """The class names of ``obj``'s meta-object and its bases, most derived first."""
    names = []
    meta = obj.metaObject()
    while meta is not None:
        base = meta.superClass()
        names.append(_name_of(meta))
        meta = base
    return names


def apply() -> bool:
    """Make ``None``/``True``/``False`` effectively immortal if PySide6 leaks them.

    Returns whether the work-around was needed.
    """
    global _applied
    if _applied:
        return False
    _applied = True
    _known_modules_unread()
    if sys.version_info >= (3, 12) or not _leaks():
        return False
    # ctypes' own C module, not the package: the package's start-up (its ~50 types, the
    # process's libc and libpython) cost ~1 ms before the first frame; a reference count
    # is one Py_ssize_t, and there it is 64 or 32 bits wide as a pointer is.
    from _ctypes import _SimpleCData

    class RefCount(_SimpleCData):  # type: ignore[type-arg]  # generic in the stubs only
        _type_ = "q" if sys.maxsize > 2**32 else "i"

    for obj in (None, True, False):
        RefCount.from_address(id(obj)).value += _BOOST
    return True
