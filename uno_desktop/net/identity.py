"""The host's long-term identity key on disk: one per computer (or per headless host's
``--identity`` file), private to the user like the autosave.

Guests keep their seat tokens and tickets by this key (:class:`~.state.TokenStore`) and
expect it when they come back, so it must outlive a room: a new key reads to them as
another host. A file that is damaged (not one key) gets one line in the log, is set aside
(``.damaged``) and a new key takes its place: hosting never fails on it.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from uno_desktop.net.secure import HostIdentity
from uno_desktop.net.state import make_private

FILE_NAME = "host_key"
"""The identity's file in the app's data folder."""

log = logging.getLogger(__name__)


def load_identity(path: Path) -> HostIdentity:
    """The identity kept in ``path``, or a new one written there (0600, atomically)."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raw = None
    except OSError as exc:
        log.warning("the host key %s cannot be read (%s): this room gets a new one", path,
                    exc.strerror or exc)
        return HostIdentity.generate()
    if raw is not None:
        try:
            identity = HostIdentity.from_bytes(raw)
        except ValueError:
            aside = path.with_name(path.name + ".damaged")
            try:
                os.replace(path, aside)
            except OSError:
                aside = path
            log.warning("the host key %s is damaged: set aside as %s; guests will see a new "
                        "host", path, aside.name)
        else:
            make_private(path)
            return identity
    identity = HostIdentity.generate()
    from uno_desktop.saves import write_atomically  # 0600: mkstemp's own mode

    try:
        write_atomically(path, identity.to_bytes())
    except OSError as exc:
        log.warning("the host key could not be kept in %s (%s): guests will see a new host "
                    "next time", path, exc.strerror or exc)
    return identity

