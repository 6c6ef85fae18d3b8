#!/bin/sh
# Put UNO Desktop into the application menu: links the game into PREFIX/bin and copies the
# desktop entry, AppStream metainfo and icons into PREFIX/share. PREFIX defaults to
# ~/.local (no root needed); `sudo ./install.sh /usr/local` installs for everyone.
# The game stays in this folder: move the folder first, then run this again.
#   ./install.sh [PREFIX]        ./install.sh --uninstall [PREFIX]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
app_id=org.unodesktop.UnoDesktop
uninstall=0
if [ "${1:-}" = "--uninstall" ]; then uninstall=1; shift; fi
prefix=${1:-${HOME}/.local}

apps=$prefix/share/applications
icons=$prefix/share/icons/hicolor

if [ "$uninstall" = 1 ]; then
  rm -f "$prefix/bin/uno-desktop" "$apps/$app_id.desktop" \
        "$prefix/share/metainfo/$app_id.metainfo.xml"
  find "$icons" -name "$app_id.*" -delete 2>/dev/null || true
  # The caches installing refreshed: refreshed again for the entries and icons that are
  # left, or removed with the folders this script made when nothing is left.
  if [ -n "$(find "$apps" -name '*.desktop' 2>/dev/null | head -n 1)" ]; then
    command -v update-desktop-database >/dev/null 2>&1 &&
      update-desktop-database -q "$apps" || true
  else
    rm -f "$apps/mimeinfo.cache"
  fi
  if [ -n "$(find "$icons" -type f ! -name icon-theme.cache ! -name index.theme \
             2>/dev/null | head -n 1)" ]; then
    command -v gtk-update-icon-cache >/dev/null 2>&1 &&
      gtk-update-icon-cache -q -t "$icons" || true
  else
    rm -f "$icons/icon-theme.cache"
  fi
  find "$apps" "$prefix/share/metainfo" "$icons" -depth -type d -empty -delete \
    2>/dev/null || true
  echo "UNO Desktop removed from $prefix (this folder is left as it is)"
  exit 0
fi

mkdir -p "$prefix/bin" "$prefix/share"
ln -sf "$here/uno-desktop" "$prefix/bin/uno-desktop"
cp -R "$here/share/." "$prefix/share/"
# The entry runs the game by its full path, so it works without PREFIX/bin on PATH.
sed -i "s|^Exec=uno-desktop|Exec=\"$here/uno-desktop\"|" "$apps/$app_id.desktop"
command -v update-desktop-database >/dev/null 2>&1 &&
  update-desktop-database -q "$apps" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 &&
  gtk-update-icon-cache -q -t "$icons" || true
echo "UNO Desktop installed: menu entry in $prefix/share/applications, command $prefix/bin/uno-desktop"
