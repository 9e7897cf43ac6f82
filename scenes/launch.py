"""Setting sail: a new game made from a crew (autosaved from its first move), or a saved one,
shown at the table. The title, the New game form and the results start games here.
"""

from __future__ import annotations

import secrets
from typing import Any

from game.core import registry
from game.core.i18n import N_, _
from scenes import theme as T
from scenes.manager import App
from scenes.saves import start_autosave
from scenes.session import HUMAN, GameSession, SeatConfig

PIRATE_NAMES = (N_("Anne"), N_("Jack"), N_("Mary"), N_("Grace"), N_("Edward"), N_("Ching"),
                N_("Henry"), N_("Jeanne"), N_("William"), N_("Sadie"))


def new_seed() -> int:
    return secrets.randbelow(999_999) + 1


def table_info(game_id: str = "") -> registry.GameInfo:
    """The table named, or the default one."""
    return registry.get(game_id) if game_id else registry.default()


def quick_game_seats(game_id: str = "", level: str = "") -> list[SeatConfig]:
    """The title's Quick game: you and AI pirates of `level` (one the table offers; else its
    default level), as many as the table's `quick_seats` (Jolly Roger: five medium pirates)."""
    info = table_info(game_id)
    kind = level if level in info.offered else info.default_level
    seats = [SeatConfig(_("You"), HUMAN, T.seat_colour(0))]
    seats += [SeatConfig(_(PIRATE_NAMES[i]), kind, T.seat_colour(i))
              for i in range(1, info.quick_seats)]
    return seats


def option_defaults(app: App, game_id: str = "") -> dict[str, Any]:
    """A new game's options as the player last set them: a setting of the same name as an
    option (e.g. "reaction_prompts") is its default, checked like anything read from a file;
    the other options start at the table's defaults."""
    info = table_info(game_id)
    return {o.key: o.clean(getattr(app.settings, o.key, o.default)) for o in info.options}


def open_table(app: App, session: GameSession) -> None:
    """Make `session` the app's game and show it at the table (the only scene then)."""
    app.session = session
    app.go("table", replace=True)


def start_session(app: App, seats: list[SeatConfig], options: dict[str, Any] | None = None,
                  seed: int | None = None, game_id: str = "") -> str | None:
    """Build a session from a finished form and open the table (None), or say what is wrong.
    `game_id`: the table (the registry's default when empty); `options`: its options."""
    try:
        session = GameSession(seats, game_id=game_id, options=dict(options or {}),
                              seed=seed if seed is not None else new_seed(),
                              ai_delay_ms=app.settings.ai_delay_ms)
    except ValueError as err:       # game.jolly_roger.setup.SetupError: an impossible table
        return _("This table cannot be set up: {reason}").format(reason=err)
    problem = start_autosave(session)      # from the first move on, every move is on disk
    open_table(app, session)
    return problem
