"""Choose a table: the title's way to New game, Quick game and Rules & cards when the app has
more than one table. Each table is one large button with its name, its seat range and its
line from the registry (`GameInfo.blurb`); the last table chosen has the focus (a setting).
Up / Down or Tab move, Enter chooses, Escape goes back; the mouse works the same.

For Quick game each table has a row of its AI levels under it (issue 14): a click on one, or
Left / Right while the table has the focus, chooses the opponents' level, remembered per table
in the settings. The row is not in the focus order: Up / Down still go table to table.

Only tables whose scenes are installed are offered (scenes/tables.py `playable`).
"""

from __future__ import annotations

import pygame as pg

from game.core.i18n import _, ngettext
from game.core.registry import GameInfo
from scenes import stats
from scenes import theme as T
from scenes.drawing import fit, text, wrap
from scenes.launch import LevelKeys, LevelRow, ask_before_parking, start_quick_game
from scenes.manager import App
from scenes.menu import MenuScene, hint_line, title_block
from scenes.routes import route
from scenes.tables import playable, scenes_of
from scenes.widgets import UI, Button

#: what the chooser leads to: the new-game form, a quick game, the table's rules & cards, or
#: its guided first game (Learn to play: only the tables that have one)
PURPOSES = ("new", "quick", "rules", "learn")


def seat_words(info: GameInfo) -> str:
    """'3 to 10 players', or '2 players' for a table of one size."""
    low, high = info.seats
    if low == high:
        return ngettext("{n} player", "{n} players", high).format(n=high)
    return ngettext("{low} to {high} player", "{low} to {high} players", high).format(
        low=low, high=high)


def table_detail(info: GameInfo) -> str:
    """The chooser's second line for a table: its seats, then its own line if it has one."""
    seats = seat_words(info)
    return _("{seats} · {blurb}").format(seats=seats, blurb=_(info.blurb)) if info.blurb \
        else seats


class TableButton(LevelKeys, Button):
    """A table as a wide button: its name on the left, its seats and line under the name
    (two lines at most), and a chevron saying it leads on."""

    def draw_label(self, surface: pg.Surface, ui: UI, body: pg.Rect, face: T.Colour,
                   ink: T.Colour) -> None:
        pad = max(12, body.height // 4)
        room = body.width - 2 * pad - body.height // 2
        name = ui.font(0.32 * body.height, "display")
        small = ui.font(max(12, 0.18 * body.height), "body")
        lines = wrap(self.detail, small, room)[:2]
        lines[1:] = [fit(line, small, room) for line in lines[1:]]
        block = name.get_linesize() + len(lines) * small.get_linesize()
        y = body.centery - block // 2
        text(surface, fit(self.label, name, room), name, ink, (body.x + pad, y), room=room)
        y += name.get_linesize()
        for line in lines:
            text(surface, line, small, T.mix(ink, face, 0.25), (body.x + pad, y), room=room)
            y += small.get_linesize()
        chevron = ui.font(0.5 * body.height, "display")
        text(surface, "›", chevron, T.mix(ink, face, 0.35),
             (body.right - pad, body.centery), "midright")


@route("choose_table")
class ChooseTableScene(MenuScene):
    vertical = True

    def __init__(self, app: App, purpose: str = "new") -> None:
        self.purpose = purpose if purpose in PURPOSES else "new"
        super().__init__(app)

    def build(self) -> None:
        self.tables = playable()
        if self.purpose == "learn":
            self.tables = [i for i in self.tables if scenes_of(i.id).tutorial is not None]
        self.buttons: list[Button] = []
        self.levels: list[LevelRow] = []
        for info in self.tables:
            button = TableButton(_(info.name), lambda info=info: self.choose(info),
                                 detail=table_detail(info), name=f"table:{info.id}")
            self.buttons.append(self.ui.add(button))
            if self.purpose == "quick" and len(info.offered) > 1:
                button.levels = LevelRow(self.app, info, button)
                self.levels.append(self.ui.add(button.levels))
        self.back_button = self.ui.add(Button(_("Back"), self.back, name="back"))
        last = self.app.settings.last_table
        self.ui.focus = next((b for b, i in zip(self.buttons, self.tables, strict=True)
                              if i.id == last), self.buttons[0] if self.buttons
                             else self.back_button)

    def layout(self) -> None:
        w, h = self.size
        px = self.px
        width = min(w - px(80), px(720))
        x = (w - width) // 2
        level_h = px(34) if self.levels else 0   # Quick game: the AI level row under each
        row = min(px(104) + level_h, (h - px(150) - px(100)) // max(1, len(self.buttons)))
        y = px(150) + max(0, (h - px(250) - row * len(self.buttons)) // 3)
        for button in self.buttons:
            button.rect = pg.Rect(x, y, width, row - px(14) - level_h)
            levels = getattr(button, "levels", None)
            if levels is not None:
                levels.rect = pg.Rect(x + px(24), button.rect.bottom + px(6), width - px(48),
                                      level_h - px(6))
            y += row
        self.back_button.rect = pg.Rect(0, 0, px(200), px(50))
        self.back_button.rect.midbottom = (w // 2, h - px(20))

    def paint(self, surface: pg.Surface) -> None:
        subtitle = {"new": _("Which game do you set up?"),
                    "quick": _("Which game? You play against its AI pirates."),
                    "rules": _("Whose rules and cards do you read?"),
                    "learn": _("Which game do you learn? A guided game of about five "
                               "minutes.")}[self.purpose]
        title_block(self, surface, _("Choose a table"), self.px(16), 44, subtitle)
        if self.levels:
            hint_line(self, surface, _("Up/Down choose · Left/Right AI level · Enter opens · "
                                       "Esc goes back"))
        else:
            hint_line(self, surface, _("Up/Down choose · Enter opens · Esc goes back"))

    def choose(self, info: GameInfo) -> None:
        """Remember the table (the next visit starts on it) and go where the title meant."""
        self.app.settings.last_table = info.id
        self.app.save_settings()
        if self.purpose == "learn":
            self.app.go("tutorial", game_id=info.id, replace=True)
        elif self.purpose in ("new", "quick") and self.offer_tutorial(info):
            return
        else:
            self.go_on(info)

    def offer_tutorial(self, info: GameInfo) -> bool:
        """Issue 30: a table the player has never played, whose guided game was neither
        started nor turned down, offers it once before the game: "Learn to play" opens it,
        "No, thanks" turns it down for good and goes on as chosen."""
        tutorial = scenes_of(info.id).tutorial
        if tutorial is None or tutorial.offer(self.app) != "first" or stats.load().get(info.id):
            return False

        def no_thanks() -> None:
            tutorial.dismiss(self.app)
            self.go_on(info)

        self.app.go("confirm", _("New to {table}?").format(table=_(info.name)),
                    _("A short guided game teaches you how to play, in about five minutes."),
                    lambda: self.app.go("tutorial", game_id=info.id, replace=True),
                    _("Learn to play"), _("No, thanks"), "primary", no_thanks)
        return True

    def go_on(self, info: GameInfo) -> None:
        """Where the title meant: the new-game form, a quick game or the rules."""
        if self.purpose == "new":
            self.app.go("new_game", info.id)
        elif self.purpose == "rules":
            self.app.go("rules", game_id=info.id)
        else:
            def start() -> None:
                problem = start_quick_game(self.app, info.id)
                if problem:
                    self.say(problem)

            ask_before_parking(self.app, start)
