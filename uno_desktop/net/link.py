"""The seam between the host and whatever carries a peer's bytes: a *link*. No Qt.

A link is one peer's connection reduced to what the host needs of it: **frames in,
frames out, closed**. A frame is one message's body (``protocol.encode_body``, MessagePack,
without the length prefix): how frames are cut from a stream, sealed or relayed is the
link's own business. The host (:mod:`.peers`) never sees a socket, so every way of
reaching it is a thin provider beside the others under the same host and referee:

* :mod:`.tcp`: a TCP socket on the LAN (``TcpListener`` hands each new one to the host);
* a channel over a relay for rooms across the internet (another provider, calling
  :meth:`LinkHost.accept` for each guest that arrives);
* a wrapper that runs a handshake first and seals every frame (it takes a link and is
  one): the host sees the frames after it.

A provider calls ``LinkHost.accept(link)`` for each new peer; the host then calls
:meth:`Link.attach` once, and from then on the link delivers every frame it reads (in
order) to ``on_frames`` and says once, through ``on_closed``, that it is gone. The host
decides what to answer, when to hang up and which peer stalls; a link decides nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from uno_desktop.net.protocol import Oversize

Frames = Callable[[list["bytes | Oversize"]], None]
"""What a link hands the host: frames in the order they came (an ``Oversize`` stands for
a frame larger than the host accepts, skipped as it streamed past)."""


class Link(Protocol):
    """One peer, as the host sees it (see the module docstring)."""

    @property
    def address(self) -> str:
        """Who is at the other end, as the host's limits count peers (an IP address on
        the LAN; a relay's provider names its peer so that peers behind one relay differ)."""
        ...

    @property
    def closing(self) -> bool:
        """``close`` or ``abort`` was called, or the peer went: nothing more is sent."""
        ...

    def attach(self, on_frames: Frames, on_closed: Callable[[], None]) -> None:
        """Start delivering: every frame read from now on to ``on_frames``; once, after
        the link is gone (either side hung up), ``on_closed`` (called later from the event
        loop, never from inside :meth:`send`, :meth:`close` or :meth:`abort`)."""
        ...

    def send(self, frame: bytes) -> bool:
        """Queue one frame for the peer. ``False`` when the link gave up on the peer
        instead (it stopped reading and its queue passed the limit: the link aborted)."""
        ...

    def flush(self) -> None:
        """Push queued frames out now rather than on the event loop's next turn."""
        ...

    def close(self) -> None:
        """Hang up after what is queued has gone out."""
        ...

    def abort(self) -> None:
        """Hang up at once, dropping the queue (a peer that does not read is never
        waited for)."""
        ...

    def stalled_since(self) -> float:
        """When a frame began arriving that is not whole yet, on the host's clock (0: none
        is): the host hangs up on a peer that sends half a frame and stops."""
        ...


class LinkHost(Protocol):
    """What a link provider hands its new links to (the host's peers)."""

    def accept(self, link: Link) -> None:
        """A new peer: the host attaches to it and waits for its hello."""
        ...
