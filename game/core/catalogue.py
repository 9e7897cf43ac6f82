"""What every table's card data shares: reading its TOML file."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any


def read_toml(path: Path | str | None, default: Path,
              error: type[Exception]) -> tuple[dict[str, Any], str]:
    """The data of the file at `path` (or the table's own `default`) and the file's name;
    `error` (the table's CatalogueError) with a clear message when it cannot be read or is
    not TOML."""
    p = Path(path) if path is not None else default
    try:
        with open(p, "rb") as fh:
            return tomllib.load(fh), p.name
    except OSError as exc:
        raise error(f"{p.name}: cannot read the card data ({exc.strerror})") from None
    except tomllib.TOMLDecodeError as exc:
        raise error(f"{p.name}: not valid TOML ({exc})") from None
