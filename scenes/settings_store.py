"""The settings file: `settings.toml` in the user config dir, typed, validated and versioned.

Every value is checked on load; one that is missing, of the wrong type or out of range falls
back to its default, and the reason goes to the log (`jolly_roger.settings`) — the player's
other settings are kept. A file that is not TOML at all, is too large, or is not a regular
file (a pipe would block the start) is set aside (renamed) and the defaults are used. Written
atomically (a temporary file renamed over it) whenever a setting changes. No pygame here.

Version 2 (issue 17) has a volume 0 … 100 and a mute for each channel (music, effects,
interface) where version 1 had one `volume` 0 … 1; a version-1 file is migrated on load
(`migrate`): its volume becomes the level of all three channels.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import re
import tomllib
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from game.core.i18n import default_language
from game.core.untrusted import file_name, open_fresh, read_regular, shown
from scenes import paths
from scenes.files import set_aside

VERSION = 2
FILE_NAME = "settings.toml"
MAX_BYTES = 64 * 1024
LANGUAGES = ("en", "pl", "de")
REACTION_PROMPTS = ("all", "holders")
LOG_PANEL = ("auto", "open", "closed")
TABLE_ID = re.compile(r"(?:[a-z0-9][a-z0-9-]{0,39})?")
LEVEL = re.compile(r"[a-z][a-z0-9_-]{0,19}")   # an AI level's key (GameInfo.levels)
MAX_TABLES = 32
#: the sound channels, each with a volume 0 … 100 and a mute (scenes/audio.py plays them)
CHANNELS = ("music", "effects", "interface")
#: every sound of the effects and interface channels, each with its own switch
SOUND_NAMES = ("deal", "play", "mutiny", "success", "failure", "click", "refused")
UI_SCALE = (0.9, 2.0)   # the UI scale's range (issue 17)
NAME_LENGTH = 14        # the longest name a seat may have (New game's fields, the settings)
log = logging.getLogger("jolly_roger.settings")


@dataclass
class Settings:
    """What the settings scene edits; stored in settings.toml by this module."""

    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    ai_delay_ms: int = 700          # AI speed: thinking time per decision
    animation_speed: float = 1.0    # 0.5 slow … 2.0 fast; 0 turns animations off
    music_volume: int = 50          # 0 … 100, each channel (CHANNELS) with its own mute
    music_muted: bool = False
    effects_volume: int = 70
    effects_muted: bool = False
    interface_volume: int = 60
    interface_muted: bool = False
    sounds: dict[str, bool] = field(default_factory=lambda: dict.fromkeys(SOUND_NAMES, True))
    language: str = field(default_factory=default_language)  # en / pl / de
    reaction_prompts: str = "all"   # DA4 default for new games: "all" or "holders"
    log_panel: str = "auto"         # the table's log: "auto" (when wide enough), "open", "closed"
    last_table: str = ""            # the table last chosen on the title (a registry id)
    # Quick game's AI level per table (registry id → level); a table not named, or a level
    # it does not offer (checked where used: scenes/launch.py), plays its default level
    quick_levels: dict[str, str] = field(default_factory=dict)
    # Issue 17, the look: the size of everything drawn (high-DPI screens; as far as the window
    # holds it, scenes/manager.py), and the hand sorted by kind and value or in dealt order.
    # New keys with defaults: a file without them (any version 1) reads as before.
    ui_scale: float = 1.0           # UI_SCALE[0] … UI_SCALE[1]
    sort_hand: bool = True
    # Issue 28: the name the player's own seat has in a Quick game, the tutorial and New game
    # ("": not chosen yet — the first pirate name stands in; never "You", which the log's
    # sentences in three languages cannot take as their subject)
    player_name: str = ""


def settings_path() -> Path:
    return paths.config_dir() / FILE_NAME


def defaults() -> Settings:
    """The defaults, in the system's language if we speak it."""
    settings = Settings()
    language = default_language()
    settings.language = language if language in LANGUAGES else "en"
    return settings


def load() -> tuple[Settings, list[str]]:
    """The stored settings (defaults where a value is unusable) and what fell back, and why."""
    path = settings_path()
    settings = defaults()
    if not os.path.lexists(path):
        return settings, []
    try:
        data = tomllib.loads(read_regular(path, MAX_BYTES).decode("utf-8"))
    except (OSError, ValueError, UnicodeDecodeError, RecursionError) as err:
        moved = set_aside(path)
        note = f"settings file unreadable ({shown(err)}); defaults used, the file was set " \
               f"aside as {file_name(moved or path)}"
        log.warning(note)
        return settings, [note]
    notes = apply(settings, data)
    for note in notes:
        log.warning("settings: %s", note)
    return settings, notes


def migrate(data: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    """A version-1 file's values as version 2 says them, and what could not be carried over:
    its one `volume` (0 … 1) becomes the volume of music, effects and interface (0 … 100).
    Other versions pass unchanged."""
    if data.get("version") != 1:
        return data, []
    new = {k: v for k, v in data.items() if k != "volume"}
    new["version"] = VERSION
    notes: list[str] = []
    if "volume" in data:
        volume = data["volume"]
        if _number(volume) and 0 <= volume <= 1:
            for channel in CHANNELS:
                new.setdefault(f"{channel}_volume", round(volume * 100))
        else:
            notes.append("volume (version 1): expected a number 0 … 1; the defaults are used")
    log.info("settings of version 1 read as version %d", VERSION)
    return new, notes


def apply(settings: Settings, data: dict[str, Any]) -> list[str]:
    """Copy every valid value of `data` (migrated from an older version) into `settings`;
    the reasons for what was refused."""
    data, notes = migrate(data)
    version = data.get("version")
    if version != VERSION:
        notes.append(f"version {version!r} is not {VERSION}; reading the values that fit")
    known = {f.name for f in fields(Settings)} | {"version"}
    for key in sorted(set(data) - known):
        notes.append(f"unknown setting {key!r} ignored")
    for f in fields(Settings):
        if f.name not in data:
            continue
        value = data[f.name]
        problem = _check(f.name, value)
        if problem:
            notes.append(f"{f.name}: {problem}; the default is used")
            continue
        if f.name == "window_size":
            value = (int(value[0]), int(value[1]))
        elif f.name == "sounds":
            value = dict(settings.sounds, **value)
        elif f.name == "quick_levels":
            value = dict(value)
        elif f.name == "animation_speed" or f.name == "ui_scale":
            value = float(value)
            value = float(value)
        setattr(settings, f.name, value)
    return notes


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _check(name: str, value: Any) -> str | None:
    """None if `value` is valid for setting `name`, else why not."""
    if name == "window_size":
        ok = (isinstance(value, list) and len(value) == 2 and all(
            isinstance(v, int) and not isinstance(v, bool) for v in value)
            and 640 <= value[0] <= 7680 and 480 <= value[1] <= 4320)
        return None if ok else "expected [width, height] within 640×480 … 7680×4320"
    if name == "fullscreen":
        return None if isinstance(value, bool) else "expected true or false"
    if name == "ai_delay_ms":
        ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 10_000
        return None if ok else "expected a whole number of milliseconds, 0 … 10000"
    if name == "animation_speed":
        return None if _number(value) and 0 <= value <= 4 else "expected a number 0 … 4"
    if name.endswith("_volume"):
        ok = isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 100
        return None if ok else "expected a whole number 0 … 100"
    if name.endswith("_muted"):
        return None if isinstance(value, bool) else "expected true or false"
    if name == "sounds":
        ok = isinstance(value, dict) and all(
            k in Settings().sounds and isinstance(v, bool) for k, v in value.items())
        return None if ok else "expected true/false for known sounds"
    if name == "language":
        return None if value in LANGUAGES else f"expected one of {', '.join(LANGUAGES)}"
    if name == "reaction_prompts":
        return None if value in REACTION_PROMPTS else "expected all or holders"
    if name == "log_panel":
        return None if value in LOG_PANEL else "expected auto, open or closed"
    if name == "last_table":   # an id of a table that may not be installed: checked where used
        ok = isinstance(value, str) and TABLE_ID.fullmatch(value) is not None
        return None if ok else "expected a table's id (a-z, 0-9 and -, at most 40)"
    if name == "quick_levels":   # ids and levels of tables that may not be installed
        ok = isinstance(value, dict) and len(value) <= MAX_TABLES and all(
            isinstance(k, str) and k and TABLE_ID.fullmatch(k) is not None
            and isinstance(v, str) and LEVEL.fullmatch(v) is not None
            for k, v in value.items())
        return None if ok else "expected table id = AI level pairs (a-z, 0-9 and -)"
    if name == "ui_scale":
        ok = _number(value) and UI_SCALE[0] <= value <= UI_SCALE[1]
        return None if ok else f"expected a number {UI_SCALE[0]} … {UI_SCALE[1]}"
    if name == "sort_hand":
        return None if isinstance(value, bool) else "expected true or false"
    if name == "player_name":
        ok = isinstance(value, str) and len(value) <= NAME_LENGTH and value.isprintable()
        return None if ok else f"expected a name of at most {NAME_LENGTH} letters"
    return "unknown setting"


def to_toml(settings: Settings) -> str:
    """The file's text: flat keys (`quick_levels` an inline table), then the [sounds] table
    (strings and table ids are JSON-quoted, which TOML's basic strings and quoted keys
    accept)."""
    lines = ["# Jolly Roger settings. Edit with care: invalid values fall back to defaults.",
             f"version = {VERSION}"]
    data = asdict(settings)
    sounds = data.pop("sounds")
    for key, value in data.items():
        lines.append(f"{key} = {_value(value)}")
    lines.append("")
    lines.append("[sounds]")
    for key, value in sounds.items():
        lines.append(f"{key} = {_value(value)}")
    return "\n".join(lines) + "\n"


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{_value(str(k))} = {_value(v)}"
                               for k, v in sorted(value.items())) + "}"
    return json.dumps(str(value), ensure_ascii=False)


def save(settings: Settings) -> bool:
    """Write the settings; False (and a log line) if the folder cannot be written."""
    path = settings_path()
    tmp = path.with_name(path.name + ".tmp")
    try:
        with open_fresh(tmp, newline="\n") as f:
            f.write(to_toml(settings))
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except OSError as err:
        log.warning("settings not saved: %s", err)
        with contextlib.suppress(OSError):
            tmp.unlink()              # a full disk leaves no half-written .tmp behind
        return False
    return True
