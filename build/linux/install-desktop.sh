#!/bin/sh
# Put Coyote's Table in your desktop's menu, for you only (nothing outside your home).
#   ./install-desktop.sh             add the menu entry and the icon
#   ./install-desktop.sh --uninstall take them away again
# The entry starts the coyotes-table program that sits beside this script, so keep
# the folder where it is (or run this again after moving it). Deleting the folder and
# running --uninstall first removes every trace; saves and settings stay in your
# data folders (see README.md, "Where things are kept").
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
entry="$data/applications/coyotes-table.desktop"
icon_dir="$data/icons/hicolor/256x256/apps"
if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$entry" "$icon_dir/coyotes-table.png"
    echo "removed $entry and the icon"
else
    mkdir -p "$data/applications" "$icon_dir"
    cp "$here/coyotes-table.png" "$icon_dir/coyotes-table.png"
    # Exec and Icon point at this folder's program and the installed icon.
    sed -e "s|^Exec=.*|Exec=\"$here/coyotes-table\"|" \
        -e "s|^Icon=.*|Icon=coyotes-table|" \
        -e "s|^\(Name=.*\)|\1\nPath=$here|" \
        "$here/coyotes-table.desktop" > "$entry"
    chmod 644 "$entry"
    echo "installed $entry (starts $here/coyotes-table)"
fi
command -v update-desktop-database >/dev/null 2>&1 \
    && update-desktop-database "$data/applications" >/dev/null 2>&1 || true
