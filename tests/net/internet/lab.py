"""The NAT lab: homes behind their own NAT routers and an "internet" between them.

Built from ``/work/shared/lab/nat-lab.sh`` as a fixture: network namespaces that the test
makes and removes (``ip netns``, veth pairs, nftables masquerade), nothing in the machine's
own namespace::

    pub   198.18.0.1/24 on a bridge: the "internet", where the servers run
    rX    198.18.0.1N (WAN) and 10.N.0.1 (LAN): a home router, masquerading, forwarding
          only what its home started (a drop-by-default forward chain)
    hX    10.N.0.2, default route via its router: a home (X = A, B, C; N = 1, 2, 3)

A server in ``pub`` sees a home as its router's address; a home cannot reach another home
(pub forwards nothing, so a private address is a black hole there, as on the internet). A
home's WAN link can go through :mod:`wire` (``impaired``): delay and loss that a test sets
and changes while a game runs. Every name carries a prefix of its own, so two runs never
meet, and everything is removed at the end, the processes first (each by its own pid).
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterable
from pathlib import Path

from loopback import die_with_parent

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]
PUB_IP = "198.18.0.1"
HOMES = {"A": 1, "B": 2, "C": 3}


def unavailable() -> str:
    """Why the lab cannot be built here ("" when it can)."""
    if sys.platform != "linux":
        return "the NAT lab needs Linux network namespaces"
    if os.geteuid() != 0:
        return "the NAT lab needs root (ip netns); CI runs as root"
    for tool in ("ip", "nft"):
        if shutil.which(tool) is None:
            return f"the NAT lab needs {tool} (scripts/system-deps.sh installs it)"
    if shutil.which("twistd") is None and not (Path(sys.executable).parent / "twistd").exists():
        return "the NAT lab needs the servers: pip install -e '.[test]' (internet-lab)"
    probe = f"unoprobe{secrets.token_hex(3)}"
    made = subprocess.run(["ip", "netns", "add", probe], capture_output=True)
    if made.returncode != 0:
        return f"ip netns add failed: {made.stderr.decode(errors='replace').strip()}"
    subprocess.run(["ip", "netns", "del", probe], capture_output=True)
    if not Path("/dev/net/tun").exists():
        return "the NAT lab's impaired wire needs /dev/net/tun"
    return ""


def _run(*args: str, stdin: str | None = None) -> None:
    done = subprocess.run(list(args), input=stdin, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(args)}: {done.stderr.strip()}")


class Proc:
    """A process inside one of the lab's namespaces (stopped only by its own pid)."""

    def __init__(self, ns: str, args: list[str], log: Path, env: dict[str, str]) -> None:
        self.log = log
        self.out = open(log, "wb")
        self.popen = subprocess.Popen(["ip", "netns", "exec", ns, *args], stdout=self.out,
                                      stderr=subprocess.STDOUT, env=env,
                                      preexec_fn=die_with_parent)

    def alive(self) -> bool:
        return self.popen.poll() is None

    def stop(self, sig: int = signal.SIGTERM, timeout: float = 5) -> int | None:
        if self.popen.poll() is None:
            self.popen.send_signal(sig)
            try:
                self.popen.wait(timeout)
            except subprocess.TimeoutExpired:
                self.popen.kill()
                self.popen.wait(5)
        self.out.close()
        return self.popen.returncode

    def text(self) -> str:
        self.out.flush()
        return self.log.read_text(errors="replace")

    def wait_for(self, needle: str, timeout: float = 20) -> str:
        """The first line of its output that holds ``needle`` (the process keeps running)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for line in self.text().splitlines():
                if needle in line:
                    return line
            if not self.alive():
                break
            time.sleep(0.05)
        raise AssertionError(f"{needle!r} not seen in {self.log.name}:\n{self.text()[-3000:]}")


class Lab:
    """The namespaces, the servers and the processes of one test run."""

    def __init__(self, workdir: Path, homes: Iterable[str] = ("A", "B", "C"),
                 impaired: Iterable[str] = (), apart: bool = False) -> None:
        self.workdir = workdir
        self.apart = apart
        """The internet's own processes (the wires, the relay, the mailbox server) run
        with real-time priority (``chrt -f``): each has a core the moment it has work, as
        the machines of the internet have, instead of waiting behind the homes' players
        on the same two cores (the benchmark's ``--apart``)."""
        self.prefix = f"u{secrets.token_hex(2)}"
        self.homes = list(homes)
        self.impaired = set(impaired)
        self.procs: list[Proc] = []
        self.wires: dict[str, Proc] = {}
        self.namespaces: list[str] = []
        self.mailbox: Proc | None = None
        self.relay: Proc | None = None
        self.mailbox_port = 4000
        self.relay_port = 4001
        self.env = dict(os.environ)
        self.env["PYTHONPATH"] = str(ROOT) + os.pathsep + self.env.get("PYTHONPATH", "")
        self.env["QT_QPA_PLATFORM"] = "offscreen"

    # ------------------------------------------------------------------ names

    def ns(self, name: str) -> str:
        """The namespace's full name: ``pub``, ``rA``, ``hA``…"""
        return f"{self.prefix}-{name}"

    def home(self, x: str) -> str:
        return self.ns(f"h{x}")

    @property
    def mailbox_url(self) -> str:
        return f"ws://{PUB_IP}:{self.mailbox_port}/v1"

    @property
    def relay_url(self) -> str:
        return f"tcp:{PUB_IP}:{self.relay_port}"

    # ------------------------------------------------------------------ building

    def up(self) -> Lab:
        pub = self.ns("pub")
        for name in ["pub", *(f"r{x}" for x in self.homes), *(f"h{x}" for x in self.homes)]:
            _run("ip", "netns", "add", self.ns(name))
            self.namespaces.append(self.ns(name))
            _run("ip", "-n", self.ns(name), "link", "set", "lo", "up")
        _run("ip", "-n", pub, "link", "add", "br0", "type", "bridge")
        _run("ip", "-n", pub, "addr", "add", f"{PUB_IP}/24", "dev", "br0")
        _run("ip", "-n", pub, "link", "set", "br0", "up")
        for x in self.homes:
            self._home(x)
        return self

    def _home(self, x: str) -> None:
        n = HOMES[x]
        pub, router, home = self.ns("pub"), self.ns(f"r{x}"), self.ns(f"h{x}")
        if x in self.impaired:  # router's WAN -> the wire process -> the bridge
            params = self.workdir / f"wire{x}.json"
            params.write_text(json.dumps({"delay_ms": 0, "loss": 0}))
            wire = Proc(pub, [*self._priority(), sys.executable, str(HERE / "wire.py"),
                              f"w{x}", f"p{x}", str(params)], self.workdir / f"wire{x}.log",
                        self.env)
            self.wires[x] = wire
            wire.wait_for("READY")
            _run("ip", "-n", pub, "link", "set", f"w{x}", "netns", router)
        else:
            _run("ip", "-n", pub, "link", "add", f"p{x}", "type", "veth",
                 "peer", "name", f"w{x}", "netns", router)
        _run("ip", "-n", pub, "link", "set", f"p{x}", "master", "br0")
        _run("ip", "-n", pub, "link", "set", f"p{x}", "up")
        _run("ip", "-n", router, "link", "set", f"w{x}", "name", "wan")
        _run("ip", "-n", router, "addr", "add", f"198.18.0.1{n}/24", "dev", "wan")
        _run("ip", "-n", router, "link", "set", "wan", "up")
        _run("ip", "-n", router, "link", "add", "lan", "type", "veth",
             "peer", "name", "eth0", "netns", home)
        _run("ip", "-n", router, "addr", "add", f"10.{n}.0.1/24", "dev", "lan")
        _run("ip", "-n", router, "link", "set", "lan", "up")
        _run("ip", "-n", home, "addr", "add", f"10.{n}.0.2/24", "dev", "eth0")
        _run("ip", "-n", home, "link", "set", "eth0", "up")
        _run("ip", "-n", home, "route", "add", "default", "via", f"10.{n}.0.1")
        _run("ip", "-n", router, "route", "add", "default", "via", PUB_IP)
        _run("ip", "netns", "exec", router, "sysctl", "-qw", "net.ipv4.ip_forward=1")
        _run("ip", "netns", "exec", router, "nft", "-f", "-", stdin="""
table ip nat {
  chain postrouting { type nat hook postrouting priority srcnat; oifname "wan" masquerade; }
}
table ip filter {
  chain forward { type filter hook forward priority 0; policy drop;
    ct state established,related accept
    iifname "lan" oifname "wan" accept
  }
}
""")

    def impair(self, x: str, delay_ms: float = 0, loss: float = 0) -> None:
        """Delay (one way, each direction) and loss on home ``x``'s WAN link, from now on."""
        params = self.workdir / f"wire{x}.json"
        tmp = params.with_suffix(".tmp")
        tmp.write_text(json.dumps({"delay_ms": delay_ms, "loss": loss}))
        os.replace(tmp, params)
        time.sleep(0.25)  # the wire looks at its file every 0.1 s

    def unplug(self, x: str) -> None:
        """Home ``x``'s network goes away (its cable is pulled: nothing in or out)."""
        _run("ip", "-n", self.ns(f"h{x}"), "link", "set", "eth0", "down")

    def plug(self, x: str) -> None:
        n = HOMES[x]
        home = self.ns(f"h{x}")
        _run("ip", "-n", home, "link", "set", "eth0", "up")
        subprocess.run(["ip", "-n", home, "route", "replace", "default", "via",
                        f"10.{n}.0.1"], capture_output=True)

    def relay_connections(self, x: str) -> list[int]:
        """The local ports of home ``x``'s connections to the relay (its host's waits and
        relayed links), as the home's kernel lists them."""
        out = subprocess.run(["ip", "netns", "exec", self.home(x), "ss", "-tnH", "state",
                              "established", "dst", PUB_IP, "dport", "=",
                              f":{self.relay_port}"], capture_output=True, text=True).stdout
        return [int(line.split()[2].rsplit(":", 1)[1]) for line in out.splitlines()
                if line.strip()]

    def forget(self, x: str, port: int) -> None:
        """Home ``x``'s router forgets the connection from its machine's ``port``: from now
        on its packets vanish there, both ways, and neither end hears a word (a NAT that
        dropped an idle mapping; a later connection from another port passes)."""
        n = HOMES[x]
        for way in (["ip", "saddr", f"10.{n}.0.2", "tcp", "sport", str(port)],
                    ["ip", "daddr", f"10.{n}.0.2", "tcp", "dport", str(port)]):
            _run("ip", "netns", "exec", self.ns(f"r{x}"), "nft", "insert", "rule", "ip",
                 "filter", "forward", *way, "drop")

    # ------------------------------------------------------------------ servers

    def _priority(self) -> list[str]:
        """What runs an internet process (see :attr:`apart`)."""
        return ["chrt", "-f", "10"] if self.apart else []

    def _twistd(self) -> str:
        beside = Path(sys.executable).parent / "twistd"
        return str(beside) if beside.exists() else str(shutil.which("twistd"))

    def start_mailbox(self) -> Proc:
        db = self.workdir / "mailbox.sqlite"
        self.mailbox = self.run("pub", [*self._priority(), self._twistd(), "-n", "--pidfile=",
                                        "wormhole-mailbox",
                                        f"--port=tcp:{self.mailbox_port}:interface={PUB_IP}",
                                        f"--channel-db={db}"], "mailbox")
        self.wait_listening("pub", self.mailbox_port)
        return self.mailbox

    def start_relay(self) -> Proc:
        self.relay = self.run("pub", [*self._priority(), self._twistd(), "-n", "--pidfile=",
                                      "transitrelay",
                                      f"--port=tcp:{self.relay_port}:interface={PUB_IP}"],
                              "relay")
        self.wait_listening("pub", self.relay_port)
        return self.relay

    def kill_relay(self) -> None:
        assert self.relay is not None
        self.relay.stop(signal.SIGKILL)
        self.procs.remove(self.relay)
        self.relay = None

    def wait_listening(self, where: str, port: int, timeout: float = 20) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            out = subprocess.run(["ip", "netns", "exec", self.ns(where), "ss", "-ltnH",
                                  f"sport = :{port}"], capture_output=True, text=True).stdout
            if out.strip():
                return
            time.sleep(0.1)
        raise AssertionError(f"nothing listens on {where}:{port}")

    # ------------------------------------------------------------------ processes

    def run(self, where: str, args: list[str], name: str) -> Proc:
        """Start ``args`` in namespace ``where`` (``pub``, ``hA``…), its output in a log."""
        proc = Proc(self.ns(where), args, self.workdir / f"{name}.log", self.env)
        self.procs.append(proc)
        return proc

    def python(self, where: str, args: list[str], name: str) -> Proc:
        return self.run(where, [sys.executable, *args], name)

    def down(self) -> None:
        for proc in reversed(self.procs):
            proc.stop()
        for wire in self.wires.values():
            wire.stop()
        for ns in reversed(self.namespaces):
            subprocess.run(["ip", "netns", "del", ns], capture_output=True)
        self.namespaces.clear()
