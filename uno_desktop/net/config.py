"""What the host of a networked game decides (``HostConfig``): the room, its seats, the
rules and every time the host keeps. No Qt; the headless host builds one from its command
line, the LAN screens from their form."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from rules import RuleOptions, load_preset
from uno_desktop.net.admission import Limits
from uno_desktop.referee import FLIGHT_MS, Pacing

if TYPE_CHECKING:
    from uno_desktop.net.secure import HostIdentity


@dataclass
class HostConfig:
    """Everything the host decides; times in milliseconds (0 switches a timer off)."""

    room: str = "UNO"
    pin: str = ""
    preset: str = "official"
    options: RuleOptions | None = None
    seats: int = 4
    bots: int = 0
    bot_level: str = "normal"
    seed: int | None = None
    bot_delay_ms: int = 700
    next_hand_ms: int = 4000
    drop_grace_ms: int = 5000
    turn_ms: int = 0
    window_ms: int = 0
    race_window_ms: int = 2500
    ack_timeout_ms: int = 3000
    landing_ms: int = FLIGHT_MS  # a played card's flight on the clients' tables
    autostart: bool = False
    autosave: Path | None = None
    limits: Limits = field(default_factory=Limits)
    coach: bool = False  # players may ask the coach for a hint (off on the LAN by default)
    handshake_ms: int = 3000  # a client says hello at once; a bare socket goes soon
    ping_ms: int = 2000
    max_latency_allowance_ms: int = 500
    timings: bool = False  # keep, per client action, when it was read and every update written
    identity: HostIdentity | None = None  # the host's key (None: a new one for this room)
    room_key: bytes = b""  # the room's tickets' key (empty: a new room's)

    def rule_options(self) -> RuleOptions:
        return self.options if self.options is not None else load_preset(self.preset)

    def pacing(self) -> Pacing:
        """The referee's times: the same policy as a game on one computer."""
        return Pacing(bot_delay_ms=self.bot_delay_ms, next_hand_ms=self.next_hand_ms,
                      turn_ms=self.turn_ms, window_ms=self.window_ms,
                      race_window_ms=self.race_window_ms, ack_timeout_ms=self.ack_timeout_ms,
                      landing_ms=self.landing_ms,
                      max_latency_allowance_ms=self.max_latency_allowance_ms)
