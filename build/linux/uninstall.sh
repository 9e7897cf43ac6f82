#!/bin/sh
# Remove Jolly Roger from this user's menu and ~/.local (saves and settings are kept).
exec "$(dirname "$0")/install.sh" --uninstall
