"""Setting sail: a new game made from a crew (autosaved from its first move), or a saved one,
shown at the table. The title, the New game form and the results start games here; and Quick
game's AI level per table (issue 14), with the row of levels the title and the chooser show;
and leaving: quitting asks first, saying what becomes of the game (issue 17).
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import Any

from game.core import registry
from game.core.i18n import N_, _
from game.core.session import HUMAN, GameSession, SeatConfig
from scenes import saves
from scenes import theme as T
from scenes.manager import App
from scenes.saves import start_autosave
from scenes.tables import ready
from scenes.widgets import UI, Choice, Widget

#: an AI level in words (the New game form's seat kinds add "Human")
LEVEL_WORDS = {"random": N_("AI random"), "easy": N_("AI easy"), "medium": N_("AI medium"),
               "hard": N_("AI hard"), "search": N_("AI cunning")}

PIRATE_NAMES = (N_("Anne"), N_("Jack"), N_("Mary"), N_("Grace"), N_("Edward"), N_("Ching"),
                N_("Henry"), N_("Jeanne"), N_("William"), N_("Sadie"))


def new_seed() -> int:
    return secrets.randbelow(999_999) + 1


def seed_words(seed: int) -> str:
    """The game's seed, short (a replay's banner): every deal follows from it (DA7)."""
    return _("Seed {seed}").format(seed=seed)


def seed_note(seed: int) -> str:
    """The game's seed and what it is for (the ship's menu, the results): shared, or typed in
    New game's Seed field, it deals the same game again."""
    return _("Seed {seed}: type it in New game to deal this game again").format(seed=seed)


def table_info(game_id: str = "") -> registry.GameInfo:
    """The table named, or the default one."""
    return registry.get(game_id) if game_id else registry.default()


def player_name(app: App | None) -> str:
    """The player's own seat's name (issue 28): the one chosen in Settings, else the first
    pirate name — a name, never "You" (the log's sentences take a name as their subject:
    "You offers", "You dobiera" were wrong in every language)."""
    name = app.settings.player_name.strip() if app is not None else ""
    return name if name and not T.undrawable(name) else _(PIRATE_NAMES[0])


def pirate_names(taken: str, n: int) -> list[str]:
    """`n` pirate names for the AI seats, none of them the player's `taken`."""
    names = [_(p) for p in PIRATE_NAMES[1:] + PIRATE_NAMES[:1]]
    return [name for name in names if name.casefold() != taken.casefold()][:n]


def quick_game_seats(game_id: str = "", level: str = "", name: str = "") -> list[SeatConfig]:
    """The title's Quick game: you (`name`, else `player_name`'s stand-in) and AI pirates of
    `level` (one the table offers; else its default level), as many as the table's
    `quick_seats` (Jolly Roger: five medium pirates)."""
    info = table_info(game_id)
    kind = level if level in info.offered else info.default_level
    mine = name or player_name(None)
    seats = [SeatConfig(mine, HUMAN, T.seat_colour(0))]
    seats += [SeatConfig(pirate, kind, T.seat_colour(i))
              for i, pirate in enumerate(pirate_names(mine, info.quick_seats - 1), 1)]
    return seats


def quick_level(app: App, game_id: str = "") -> str:
    """Quick game's AI level at this table (issue 14): the one last chosen if the table offers
    it (the setting is untrusted), else the table's default level."""
    info = table_info(game_id)
    levels = app.settings.quick_levels
    chosen = levels.get(info.id) if isinstance(levels, dict) else None
    return chosen if chosen in info.offered else info.default_level


def set_quick_level(app: App, game_id: str, level: str) -> None:
    """Remember Quick game's AI level for this table (a level it offers) in the settings."""
    info = table_info(game_id)
    if level not in info.offered:
        raise ValueError(f"{info.id} offers no AI level {level!r}")
    levels = app.settings.quick_levels if isinstance(app.settings.quick_levels, dict) else {}
    app.settings.quick_levels = {**levels, info.id: level}
    app.save_settings()


def option_defaults(app: App, game_id: str = "") -> dict[str, Any]:
    """A new game's options as the player last set them: a setting of the same name as an
    option (e.g. "reaction_prompts") is its default, checked like anything read from a file;
    the other options start at the table's defaults."""
    info = table_info(game_id)
    return {o.key: o.clean(getattr(app.settings, o.key, o.default)) for o in info.options}


def missing_table(game_id: str) -> str | None:
    """Why a game of this table cannot be played here (its scenes or its rules are not
    installed in this version: a table built in parts), or None if it can."""
    if ready(game_id):
        return None
    try:
        name = _(registry.get(game_id).name)
    except registry.UnknownGame:
        name = _("an unknown table")
    return _("This version cannot show a game of {table} yet: its table is not installed."
             ).format(table=name)


def open_table(app: App, session: GameSession) -> str | None:
    """Make `session` the app's game and show it at the table (the only scene then); or say
    why it cannot be shown, and leave everything as it was."""
    problem = missing_table(session.game_id)
    if problem:
        return problem
    app.session = session
    app.go("table", replace=True)
    return None


def start_session(app: App, seats: list[SeatConfig], options: dict[str, Any] | None = None,
                  seed: int | None = None, game_id: str = "") -> str | None:
    """Build a session from a finished form and open the table (None), or say what is wrong.
    `game_id`: the table (the registry's default when empty); `options`: its options."""
    problem = missing_table(table_info(game_id).id)
    if problem:
        return problem
    try:
        session = GameSession(seats, game_id=game_id, options=dict(options or {}),
                              seed=seed if seed is not None else new_seed(),
                              ai_delay_ms=app.settings.ai_delay_ms, think_aside=True,
                              iterations=app.ai_iterations)
    except ValueError as err:       # game.jolly_roger.setup.SetupError: an impossible table
        return _("This table cannot be set up: {reason}").format(reason=err)
    problem = start_autosave(session)      # from the first move on, every move is on disk
    open_table(app, session)               # its scenes are installed: checked above
    return problem


def start_quick_game(app: App, game_id: str = "", level: str = "") -> str | None:
    """The title's Quick game at this table: you against its AI pirates (`quick_seats`, of
    `level`, or else the level chosen for Quick game: `quick_level`), with the options as
    last set; or why it cannot start."""
    info = table_info(game_id)
    seats = quick_game_seats(info.id, level or quick_level(app, info.id), player_name(app))
    return start_session(app, seats, option_defaults(app, info.id), game_id=info.id)


def continue_words(info: registry.GameInfo, names: list[str], round_: int, turns: int) -> str:
    """"Jolly Roger · round 3 · You, Anne, Jack, Mary": the line under Continue."""
    parts = [_(info.name)]
    if round_:
        parts.append(_("round {k}").format(k=round_))
    elif turns:
        parts.append(_("turn {k}").format(k=turns))
    parts.append(", ".join(names))
    return " · ".join(parts)


def waiting_words(app: App, saved: GameSession | None) -> str:
    """What Continue brings back, in a line (`continue_words`): `saved`, the game in memory,
    else the newest save of a table this version shows ("" if none can be described)."""
    if saved is not None:
        game = saved.game
        names = [getattr(ev, "NAME", "") for ev in game.events]
        rounds = [getattr(ev, "round", 0) for ev, name in zip(game.events, names, strict=True)
                  if name == "round_started"]
        return continue_words(saved.info, list(game.names), rounds[-1] if rounds else 0,
                              names.count("turn_started"))
    for path in saves.unfinished()[:20]:
        info = saves.summary(path, unfinished=True)
        if info is not None and ready(info.game_id):
            return continue_words(registry.get(info.game_id), info.names,
                                  *saves.progress(path))
    return ""


def game_in_memory(app: Any) -> GameSession | None:
    """The game this run left for the title (ship's menu), if it is not over."""
    session = getattr(app, "session", None)
    if session is not None and not session.over and session.watching is None:
        return session
    return None


def ask_before_parking(app: App, start: Callable[[], None]) -> None:
    """A new game parks the unfinished one Continue would bring back (issue 28): say which,
    and `start` only if the player says so; with no game waiting, `start` at once."""
    saved = game_in_memory(app)
    if saved is None and not saves.unfinished():
        start()
        return
    line = waiting_words(app, saved)
    kept = _("It stays saved: continue it later with Continue or from Unfinished games.")
    app.go("confirm", _("Start a new game?"),
           (_("You have an unfinished game: {game}.").format(game=line) + " " if line else "")
           + kept, start, _("Start a new game"), _("Back"), kind="normal")


# --- Quick game's AI level, on the title and the table chooser (issue 14) ------------------

class LevelRow(Choice):
    """Quick game's AI level for one table: its offered levels as segments. Out of the focus
    order — a click chooses and gives the focus back to `owner` (the table's button), whose
    Left / Right work this row (`LevelKeys`)."""

    focusable = False

    def __init__(self, app: App, info: registry.GameInfo, owner: Widget | None = None) -> None:
        self.app, self.info, self.owner = app, info, owner
        super().__init__([(k, _(LEVEL_WORDS.get(k, k))) for k in info.offered],
                         quick_level(app, info.id), self.remember, name=f"level:{info.id}")

    def remember(self, level: str) -> None:
        set_quick_level(self.app, self.info.id, level)

    def press(self, pos: tuple[int, int], ui: UI) -> None:
        if self.owner is not None:
            ui.focus = self.owner


class LevelKeys:
    """For a button with a `LevelRow`: Left / Right choose the level while it has the focus."""

    levels: LevelRow | None = None

    def key(self, event: object, ui: UI) -> bool:
        if self.levels is not None and self.levels.live:
            return self.levels.key(event, ui)
        return False


# --- leaving (issue 17) ------------------------------------------------------------------------

def quit_note(app: App) -> str:
    """What quitting does to the game in progress (nothing to say without one)."""
    session = app.session
    if session is None or session.over:
        return _("Your unfinished game is saved: Continue brings it back next time.") \
            if saves.unfinished() else ""
    if session.log is None:
        return _("This game is not being saved: quitting ends it.")
    return _("Your game is saved: Continue on the title brings it back next time.")


def confirm_quit(app: App) -> None:
    """Ask before the app closes (the title's Escape, the ship's menu's Quit)."""
    app.go("confirm", _("Quit Jolly Roger?"), quit_note(app), app.quit, _("Quit"))
