#!/usr/bin/env bash
# The system libraries Qt needs on a bare Debian/Ubuntu machine (see docs/architecture.md),
# a C compiler and the Python headers (pip install . compiles the rules core with them:
# setup.py), plus Xvfb and ImageMagick for tests and screenshots, and python3-venv for the
# virtual environment CONTRIBUTING.md sets up. Does nothing where apt-get is absent.
# apt-get shows its progress: a cold download takes a while.
set -euo pipefail
command -v apt-get >/dev/null || exit 0
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y --no-install-recommends \
  libgl1 libegl1 libfontconfig1 libdbus-1-3 libglib2.0-0 libxkbcommon0 libbrotli1 \
  libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0 \
  libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0 libpulse0 libxrandr2 \
  gcc libc6-dev python3-dev \
  xvfb xauth imagemagick binutils python3-venv
# The screen-reader stack the AT-SPI test plays a hand through (tests/a11y): D-Bus, the
# AT-SPI bus and registry, and pyatspi for the system Python that reads the game.
$SUDO apt-get install -y --no-install-recommends \
  dbus at-spi2-core python3-pyatspi
# The NAT lab the internet-room tests build in network namespaces (tests/net/internet/lab.py):
# ip netns and veth pairs (iproute2), the routers' masquerade (nftables).
$SUDO apt-get install -y --no-install-recommends iproute2 nftables
