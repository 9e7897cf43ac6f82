"""The game's version: written into every saved game and every crash log. No pygame here."""

from __future__ import annotations

from importlib import metadata


def version() -> str:
    """The installed version of the project (pyproject.toml is the only place it is written)."""
    try:
        return metadata.version("jolly-roger")
    except metadata.PackageNotFoundError:
        return "0+unknown"
