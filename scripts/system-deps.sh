#!/usr/bin/env bash
# The system libraries Qt needs on a bare Debian/Ubuntu machine (see docs/architecture.md),
# a C compiler and the Python headers (pip install . compiles the rules core with them:
# setup.py), plus Xvfb and ImageMagick for tests and screenshots, and python3-venv for the
# virtual environment CONTRIBUTING.md sets up. Does nothing where apt-get is absent.
# apt-get shows its progress: a cold download takes a while.
#
#   bash scripts/system-deps.sh          everything, for CI and a developer
#   bash scripts/system-deps.sh --game   what the game needs to run and to compile its
#                                        rules core (scripts/play.sh): only the packages
#                                        missing, and nothing at all (no root, no network)
#                                        where every one is installed
set -euo pipefail
command -v apt-get >/dev/null || exit 0
# Qt's libraries for a window and sound (libpulse0: QtMultimedia's sound server client; the
# game plays silently without it), and what compiles the rules core.
GAME=(libgl1 libegl1 libfontconfig1 libdbus-1-3 libglib2.0-0 libxkbcommon0 libbrotli1
      libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-render-util0
      libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0 libpulse0 libxrandr2
      gcc libc6-dev python3-dev
)
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
if [ "${1:-}" = "--game" ]; then
  installed=" $(dpkg-query -W -f='${db:Status-Status}:${Package} ' "${GAME[@]}" 2>/dev/null |
                tr ' ' '\n' | sed -n 's/^installed://p' | tr '\n' ' ')"
  missing=()
  for package in "${GAME[@]}"; do
    [[ "$installed" == *" $package "* ]] || missing+=("$package")
  done
  [ "${#missing[@]}" -eq 0 ] && exit 0
  echo "system-deps.sh: installing what the game needs: ${missing[*]}"
  $SUDO apt-get update
  $SUDO apt-get install -y --no-install-recommends "${missing[@]}"
  exit 0
fi
$SUDO apt-get update
$SUDO apt-get install -y --no-install-recommends "${GAME[@]}" \
  xvfb xauth imagemagick binutils python3-venv
# The screen-reader stack the blind-play tests play hands through (tests/a11y): D-Bus, the
# AT-SPI bus and registry, pyatspi for the system Python, and Orca itself (43.1 in Debian
# 12) with its speech: speech-dispatcher and espeak-ng, sent to ALSA's null device by the
# test (its own speechd.conf and .asoundrc), and xdotool, which types the player's keys.
$SUDO apt-get install -y --no-install-recommends \
  dbus at-spi2-core python3-pyatspi \
  orca python3-speechd speech-dispatcher speech-dispatcher-espeak-ng espeak-ng \
  libasound2 xdotool
# The NAT lab the internet-room tests build in network namespaces (tests/net/internet/lab.py):
# ip netns and veth pairs (iproute2), the routers' masquerade (nftables).
$SUDO apt-get install -y --no-install-recommends iproute2 nftables
