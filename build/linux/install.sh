#!/bin/sh
# Put Jolly Roger in this user's menu, or take it out again. No root needed.
#
#   ./install.sh                 copy the game to ~/.local/share/jolly-roger, add the menu
#                                entry, the icons, the AppStream file and ~/.local/bin/jolly-roger
#   ./install.sh --uninstall     remove all of that (uninstall.sh does the same)
#
# The player's saves, settings and statistics ("Jolly Roger" folders, docs/building.md) are
# never touched. Run it from the unpacked archive; the installed copy keeps this script, so
# ~/.local/share/jolly-roger/uninstall.sh removes the game later.
set -eu

ID=com.jollyrogerstudio.jollyroger
NAME=jolly-roger
MARK=.installed-by-jolly-roger

here=$(cd "$(dirname "$0")" && pwd -P)
case ${XDG_DATA_HOME:-} in
    /*) data=$XDG_DATA_HOME ;;
    *) data=$HOME/.local/share ;;    # unset, empty or relative: the spec's default
esac
app=$data/$NAME
bin=$HOME/.local/bin

say() { printf '%s\n' "$*"; }
die() { printf 'install.sh: %s\n' "$*" >&2; exit 1; }

# Exec= of a desktop entry: the path in double quotes with \ " ` $ escaped, then every \
# doubled (the file's own string escape), and % doubled (field codes).
exec_value() {
    printf '%s' "$1" | sed -e 's/[\\"`$]/\\&/g' -e 's/\\/\\\\/g' -e 's/%/%%/g'
}

# The other keys are plain strings: only \ is escaped.
string_value() {
    printf '%s' "$1" | sed -e 's/\\/\\\\/g'
}

uninstall() {
    rm -f "$data/applications/$ID.desktop" "$data/metainfo/$ID.metainfo.xml"
    for icon in "$data"/icons/hicolor/*/apps/"$ID".png; do
        if [ -e "$icon" ]; then
            rm -f "$icon"
            rmdir "$(dirname "$icon")" "$(dirname "$(dirname "$icon")")" 2>/dev/null || true
        fi
    done
    if [ -L "$bin/$NAME" ] && [ "$(readlink "$bin/$NAME")" = "$app/$NAME" ]; then
        rm -f "$bin/$NAME"
    fi
    if [ -f "$app/$MARK" ]; then
        rm -rf "$app"
    elif [ -e "$app" ]; then
        say "left $app alone: it was not installed by this script"
    fi
    refresh
    say "Jolly Roger is removed from the menu. Saves and settings are kept (docs/building.md)."
}

refresh() {
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$data/applications" 2>/dev/null || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$data/icons/hicolor/index.theme" ]; then
        gtk-update-icon-cache -q -t "$data/icons/hicolor" 2>/dev/null || true
    fi
}

install() {
    [ -x "$here/$NAME" ] && [ -d "$here/_internal" ] \
        || die "run this from the unpacked archive (no $NAME and _internal beside it)"
    case $app in
        *'
'*) die "the folder $app has a line break in its name" ;;
    esac
    if [ "$here" = "$app" ]; then
        say "Jolly Roger is already installed here ($app)."
        exit 0
    fi
    if [ -e "$app" ] && [ ! -f "$app/$MARK" ]; then
        die "$app exists and was not installed by this script: move it away first"
    fi

    # A fresh copy beside the old one, swapped in at the end: a failed copy leaves the old.
    mkdir -p "$data"
    rm -rf "$app.new"
    mkdir "$app.new"
    cp -R "$here/." "$app.new"
    : > "$app.new/$MARK"
    rm -rf "$app.old"
    if [ -e "$app" ]; then mv "$app" "$app.old"; fi
    mv "$app.new" "$app"
    rm -rf "$app.old"

    mkdir -p "$data/applications" "$data/metainfo"
    exec_path=$(exec_value "$app/$NAME")
    try_path=$(string_value "$app/$NAME")
    while IFS= read -r line; do
        case $line in
            Exec=*) printf 'Exec="%s"\n' "$exec_path" ;;
            TryExec=*) printf 'TryExec=%s\n' "$try_path" ;;
            *) printf '%s\n' "$line" ;;
        esac
    done < "$here/share/applications/$ID.desktop" > "$data/applications/$ID.desktop"
    cp "$here/share/metainfo/$ID.metainfo.xml" "$data/metainfo/"
    for icon in "$here"/share/icons/hicolor/*/apps/"$ID".png; do
        size=$(basename "$(dirname "$(dirname "$icon")")")
        mkdir -p "$data/icons/hicolor/$size/apps"
        cp "$icon" "$data/icons/hicolor/$size/apps/"
    done

    mkdir -p "$bin"
    if [ -L "$bin/$NAME" ] || [ ! -e "$bin/$NAME" ]; then
        ln -sfn "$app/$NAME" "$bin/$NAME"
    else
        say "left $bin/$NAME alone: it is not a link this script made"
    fi
    refresh
    say "Jolly Roger is installed in $app"
    say "Start it from your menu (Games), or with: $bin/$NAME"
    say "Remove it with: $app/uninstall.sh"
}

case ${1:-} in
    "") install ;;
    --uninstall) uninstall ;;
    -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//' ;;
    *) die "unknown option $1 (use --uninstall or --help)" ;;
esac
