"""Replays: the lists of saved games (`ReplaysScene`: finished ones to watch;
`UnfinishedScene`: unfinished ones to continue) and `open_replay`, which reads a game log
with game/core/gamelog.py — trusting nothing: a replay may come from anyone — and opens
the viewer of the log's table ("replay", see scenes/tables.py). Any table's logs are
listed; the viewer is the table's own.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame as pg

from game.core import registry
from game.core.gamelog import LogError, read_log
from game.core.i18n import _, ngettext
from game.core.session import HUMAN
from scenes import paths, saves
from scenes import theme as T
from scenes.drawing import panel, text
from scenes.launch import LEVEL_WORDS, continue_words, missing_table, open_table
from scenes.menu import MenuScene, hint_line, title_block
from scenes.routes import route
from scenes.saves import ReplayInfo, summary
from scenes.widgets import Button

if TYPE_CHECKING:
    from scenes.manager import App

# --- the list -----------------------------------------------------------------------------

@route("replays")
class ReplaysScene(MenuScene):
    """Finished games, newest first; choosing one opens the viewer. The unfinished games have
    their own list (`UnfinishedScene`, reachable from the title and from here)."""

    PAGE = 8
    unfinished = False

    def __init__(self, app: App) -> None:
        self.infos = self._infos()
        self.page = 0
        super().__init__(app)

    def _files(self) -> list[Path]:
        return saves.replays()

    def _infos(self) -> list[ReplayInfo]:
        return [i for i in (summary(p, self.unfinished) for p in self._files()[:200])
                if i is not None]

    def switch(self) -> None:
        """The other list: the unfinished games from the replays, and back."""
        if self.unfinished:
            self.back()
        else:
            self.app.go("unfinished")

    def row_words(self, info: ReplayInfo) -> tuple[str, str]:
        """A row's line and its detail."""
        players = ", ".join(info.names)
        if len(registry.games()) > 1:
            words = _("{when} · {table} · {players}").format(
                when=info.when, table=_(registry.get(info.game_id).name), players=players)
        else:
            words = _("{when} · {players}").format(when=info.when, players=players)
        detail = _("Won by {names}").format(names=", ".join(info.winners)) \
            if info.winners else ""
        return words, detail

    def build(self) -> None:
        self.rows: list[Button] = []
        start = self.page * self.PAGE
        for info in self.infos[start:start + self.PAGE]:
            words, detail = self.row_words(info)
            self.rows.append(self.ui.add(Button(words, lambda info=info: self.open(info.path),
                                                detail=detail, name=f"replay:{info.path.name}")))
        pages = max(1, -(-len(self.infos) // self.PAGE))
        self.prev = self.ui.add(Button(_("Newer"), lambda: self.turn(-1), name="newer",
                                       enabled=self.page > 0))
        self.next = self.ui.add(Button(_("Older"), lambda: self.turn(1), name="older",
                                       enabled=self.page + 1 < pages))
        self.back_button = self.ui.add(Button(_("Back"), self.back, kind="primary", name="back"))
        other = len(saves.replays()) if self.unfinished else len(saves.unfinished())
        label = (_("Finished games ({count})") if self.unfinished
                 else _("Unfinished games ({count})")).format(count=other)
        self.other = self.ui.add(Button(label, self.switch, name="switch",
                                        enabled=other > 0))
        self.ui.focus = self.rows[0] if self.rows else self.back_button

    def turn(self, by: int) -> None:
        self.page += by
        self.rebuild()

    def layout(self) -> None:
        w, h = self.size
        px = self.px
        width = min(w - px(80), px(900))
        x = (w - width) // 2
        y = px(130)
        row = min(px(58), (h - px(130) - px(110)) // self.PAGE)
        for button in self.rows:
            button.rect = pg.Rect(x, y, width, row - px(8))
            y += row
        bh = px(50)
        self.back_button.rect = pg.Rect(0, 0, px(200), bh)
        self.back_button.rect.midbottom = (w // 2, h - px(20))
        self.prev.rect = pg.Rect(0, 0, px(150), bh)
        self.prev.rect.bottomright = (self.back_button.rect.x - px(16), h - px(20))
        self.next.rect = pg.Rect(0, 0, px(150), bh)
        self.next.rect.bottomleft = (self.back_button.rect.right + px(16), h - px(20))
        self.other.rect = pg.Rect(0, 0, min(px(300), self.prev.rect.x - px(40)), bh)
        self.other.rect.bottomleft = (px(20), h - px(20))

    def heading(self) -> tuple[str, str, str]:
        """The title, the line under it, and what an empty list says."""
        return (_("Replays"),
                _("Finished games, newest first. A replay someone sent you goes in "
                  "{folder}").format(folder=paths.replays_dir()),
                _("No finished games yet: every game you finish is kept here."))

    def paint(self, surface: pg.Surface) -> None:
        title, under, empty = self.heading()
        title_block(self, surface, title, self.px(16), 44, under)
        if not self.infos:
            w, h = self.size
            box = pg.Rect(0, 0, min(w - self.px(80), self.px(700)), self.px(120))
            box.center = (w // 2, h // 2)
            panel(surface, box)
            text(surface, empty, self.font(20, "body"), T.PARCHMENT, box.center, "center")
        hint_line(self, surface, self.hint())

    def hint(self) -> str:
        return _("Enter opens · in a replay: Left/Right step, Space plays, PgUp/PgDn rounds, "
                 "Up/Down speed, Tab whose hand")

    def open(self, path: Path) -> None:
        problem = open_replay(self.app, path)
        if problem:
            self.say(problem)


@route("unfinished")
class UnfinishedScene(ReplaysScene):
    """The unfinished games (saved on every move), newest first: each row says the table, how
    far the game came, its crew, its AI pirates' level and when it was last played; choosing
    one continues it (Continue on the title takes the newest)."""

    unfinished = True

    def _files(self) -> list[Path]:
        return saves.unfinished()

    def row_words(self, info: ReplayInfo) -> tuple[str, str]:
        return (continue_words(registry.get(info.game_id), info.names,
                               *saves.progress(info.path)),
                unfinished_detail(info))

    def heading(self) -> tuple[str, str, str]:
        return (_("Unfinished games"),
                _("Saved on every move, newest first. Choose one to continue it."),
                _("No unfinished games."))

    def hint(self) -> str:
        return _("Enter continues the game · Esc goes back")

    def open(self, path: Path) -> None:
        self.go_on(path)

    def go_on(self, path: Path) -> None:
        """Continue an unfinished game from its file."""
        current = self.app.session      # the game left for the title: it is writing that file
        if current is not None and current.log is not None and current.log.path == path:
            open_table(self.app, current)
            return
        tag = saves.table_of(path)
        problem = missing_table(tag) if tag is not None else None
        if problem:     # left in its file, untouched, for a version that can show it
            self.say(problem)
            return
        found = saves.resume_file(path, self.app.settings.ai_delay_ms, self.app.ai_iterations)
        if found.session is None:
            self.infos = self._infos()
            self.rebuild()
            self.say(" ".join(found.notes) or _("This game cannot be continued."))
            return
        open_table(self.app, found.session)
        if found.notes:
            self.app.notice(" ".join(found.notes))


def unfinished_detail(info: ReplayInfo) -> str:
    """"AI medium · 6 seats, 1 human · last played 2026-12-02 00:31": a row's second line."""
    levels = list(dict.fromkeys(k for k in info.kinds if k and k != HUMAN))
    humans = info.kinds.count(HUMAN)
    parts = [", ".join(_(LEVEL_WORDS.get(k, k)) for k in levels)] if levels else []
    seats = ngettext("{n} seat", "{n} seats", len(info.names)).format(n=len(info.names))
    if humans:
        seats = ngettext("{seats}, {k} human", "{seats}, {k} humans", humans).format(
            seats=seats, k=humans)
    parts.append(seats)
    parts.append(_("last played {when}").format(when=info.when))
    return " · ".join(parts)


def open_replay(app: App, path: Path) -> str | None:
    """Show the viewer for the replay at `path`; a reason for the player if it cannot. Only
    a finished game is shown: the viewer shows every hand face up, and an unfinished game's
    hands are still secret (it is continued from the title, never watched)."""
    tag = saves.table_of(path)
    problem = missing_table(tag) if tag is not None else None
    if problem:
        return problem
    try:
        loaded = read_log(path)
    except LogError as err:
        return _("This replay cannot be shown: {reason}").format(reason=err)
    if not loaded.game.over:
        return _("This game is not finished, so it cannot be watched: the replay shows every "
                 "hand. Continue it from the title screen (Continue, or Unfinished games).")
    if loaded.lost:
        app.notice(_("Part of this replay was damaged; it is shown up to the damage ({problem})."
                     ).format(problem=loaded.problem))
    app.go("replay", loaded.rulebook, loaded.events(), loaded.meta)
    return None
