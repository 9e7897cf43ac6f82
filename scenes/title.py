"""The title scene: the flag, the name, and the way into everything else.

Quick game (you against the table's AI pirates, at the level chosen for it), New game,
Continue (the newest unfinished game of any table, saved on every move), Unfinished games
(every one of them, to continue; a Quick game asks before it parks one), Replays,
Statistics, Rules & cards, Settings, Quit.
With more than one table, Quick game, New game and Rules & cards lead through the table
chooser ("choose_table"); with one, straight to it, and the row under Quick game chooses its
AI pirates' level (issue 14: a click, or Left / Right on Quick game). Up / Down or Tab move,
Enter chooses.
"""

from __future__ import annotations

import math
from typing import Any

import pygame as pg

from game.core.i18n import _, ngettext
from game.core.session import GameSession
from scenes import saves
from scenes import theme as T
from scenes.drawing import text
from scenes.launch import (
    PIRATE_NAMES,
    LevelKeys,
    LevelRow,
    ask_before_parking,
    confirm_quit,
    game_in_memory,
    open_table,
    start_quick_game,
    waiting_words,
)
from scenes.menu import MenuScene, hint_line
from scenes.routes import route
from scenes.settings_store import NAME_LENGTH
from scenes.tables import playable, ready, scenes_of, tutorial_for
from scenes.widgets import Button, TextInput


class QuickButton(LevelKeys, Button):
    """Quick game: with one table, Left / Right choose its AI level (the row under it)."""


def find_saved_game(app: Any = None) -> GameSession | None:
    """The game this run left for the title (ship's menu), if it is not over."""
    return game_in_memory(app)


@route("title")
class TitleScene(MenuScene):
    vertical = True

    def build(self) -> None:
        ui = self.ui
        self.tables = playable()
        if len(self.tables) == 1:
            rivals = self.tables[0].quick_seats - 1
            quick = ngettext("Me against {k} AI pirate", "Me against {k} AI pirates",
                             rivals).format(k=rivals)
        else:
            quick = _("Me against AI pirates, at the table you choose")
        self.quick = ui.add(QuickButton(_("Quick game"), self.quick_game, kind="primary",
                                        detail=quick, name="quick"))
        self.levels: LevelRow | None = None
        if len(self.tables) == 1 and len(self.tables[0].offered) > 1:
            self.levels = self.quick.levels = ui.add(LevelRow(self.app, self.tables[0],
                                                              self.quick))
        self.new = ui.add(Button(_("New game"), self.new_game, name="new"))
        self.saved = find_saved_game(self.app)
        waiting = self.saved is not None or bool(saves.unfinished())
        what = self.continues() if waiting else ""
        self.cont = ui.add(Button(_("Continue"), self.continue_game, name="continue",
                                  enabled=waiting, detail=what,
                                  kind="primary" if waiting else "normal",
                                  tooltip="" if waiting else _("No unfinished game yet")))
        count = len(saves.unfinished())
        self.unfinished = ui.add(Button(
            _("Unfinished games ({count})").format(count=count), self.open_unfinished,
            name="unfinished", enabled=count > 0,
            tooltip="" if count else _("No unfinished game yet")))
        self.replays = ui.add(Button(_("Replays"), self.open_replays, name="replays"))
        self.stats = ui.add(Button(_("Statistics"), self.open_stats, name="stats"))
        self.rules = ui.add(Button(_("Rules & cards"), self.open_rules, name="rules"))
        self._tutorial_buttons()
        self.settings = ui.add(Button(_("Settings"), self.open_settings, name="settings"))
        self.credits = ui.add(Button(_("About & credits"), lambda: self.app.go("credits"),
                                     name="credits"))
        self.quit_button = ui.add(Button(_("Quit"), self.quit, name="quit"))
        if self.offer == "first":   # first launch: an invitation on the sea (issue 15)
            self.invite = ui.add(Button(_("Learn to play"), self.invited, kind="primary",
                                        name="learn_invite"))
            self.no_thanks = ui.add(Button(_("No, thanks"), self.no_tutorial, name="no_thanks"))
            # ... and the player's name, asked once (issue 28; Settings changes it later)
            self.name_field = ui.add(TextInput(self.app.settings.player_name,
                                               self.set_player_name, max_len=NAME_LENGTH,
                                               allow=T.drawable, placeholder=_(PIRATE_NAMES[0]),
                                               name="player_name"))
        if waiting:   # a game to go back to: Continue is the default (issue 17)
            self.quick.kind = "normal"
        self.ui.focus = self.cont if waiting else self.quick

    def continues(self) -> str:
        """What Continue brings back, in a line: the table, how far it came, the crew. The
        game in memory, else the newest save of a table this version shows ("" if none can
        be described: Continue still tries, and says why not)."""
        return waiting_words(self.app, self.saved)

    # --- Learn to play (issue 15): offered until completed or turned down -----------------------

    def _tutorial_buttons(self) -> None:
        """The tutorial of the last table chosen (else of the first table that has one), if
        any: its `offer` says "first", "pending" or ""."""
        found = tutorial_for(self.app.settings.last_table)
        self.offer = found[1].offer(self.app) if found else ""
        self.learn_button = None
        if self.offer:
            self.learn_button = self.ui.add(Button(_("Learn to play"), self.learn, name="learn"))

    def learn(self) -> None:
        """Learn to play: with several tables that have a guided game, the chooser lists them
        all (issue 30); with one, it opens."""
        if self.chooses() and sum(scenes_of(i.id).tutorial is not None for i in self.tables) > 1:
            self.app.go("choose_table", "learn")
        else:
            self.app.go("tutorial", replace=True)

    def invited(self) -> None:
        """The first launch's invitation: the guided game of the table it names."""
        self.app.go("tutorial", replace=True)

    def no_tutorial(self) -> None:
        found = tutorial_for(self.app.settings.last_table)
        if found is not None:
            found[1].dismiss(self.app)
        self.app.go("title", replace=True)

    def enter(self) -> None:
        super().enter()
        if self.offer == "first":
            pg.key.start_text_input()   # the player's name is typed (TEXTINPUT events)

    def set_player_name(self, name: str) -> None:
        """The first launch's name field: the player's seat's name from now on (Settings
        changes it later)."""
        self.app.settings.player_name = name
        self.app.save_settings()

    def _name_box(self) -> pg.Rect:
        """The first launch's question of the player's name: a note at the top of the sea."""
        sea = self.sea
        box = pg.Rect(0, 0, min(sea.w - self.px(40), self.px(460)), self.px(58))
        box.midtop = (sea.centerx, sea.y + self.px(14))
        return box

    def _invitation(self) -> pg.Rect:
        """The first launch's invitation: a note at the foot of the sea."""
        sea = self.sea
        box = pg.Rect(0, 0, min(sea.w - self.px(40), self.px(560)), self.px(92))
        box.midbottom = (sea.centerx, sea.bottom - self.px(12))
        return box

    def layout(self) -> None:
        w, h = self.size
        px = self.px
        self.sea = pg.Rect(px(40), px(40), round(w * 0.60) - px(40), h - px(80))
        menu_w = min(px(360), w - self.sea.right - px(80))
        x = self.sea.right + (w - self.sea.right - menu_w) // 2
        rest = (self.new, self.cont, self.unfinished, self.replays, self.stats, self.rules,
                *((self.learn_button,) if self.learn_button is not None else ()),
                self.settings, self.credits, self.quit_button)
        bh, gap = px(50), px(11)
        quick_h = px(72)
        level_h = px(32) if self.levels is not None else 0
        tall = quick_h // 3 if self.cont.detail else 0   # Continue says what it continues
        total = level_h + quick_h + tall + len(rest) * bh + (len(rest) + 1) * gap + px(10)
        if total > h - px(40):   # the Learn to play button as well: a little tighter
            bh, gap = px(44), px(8)
            total = level_h + quick_h + tall + len(rest) * bh + (len(rest) + 1) * gap + px(10)
        y = (h - total) // 2
        self.quick.rect = pg.Rect(x, y, menu_w, quick_h)
        y += quick_h + gap
        if self.levels is not None:
            self.levels.rect = pg.Rect(x + px(16), y - px(4), menu_w - px(32), level_h - px(4))
            y += level_h
        y += px(10)
        for button in rest:
            button.rect = pg.Rect(x, y, menu_w, bh + (tall if button is self.cont else 0))
            y += button.rect.h + gap
        if self.offer == "first":
            box = self._invitation()
            bw = (box.w - px(36)) // 2
            self.invite.rect = pg.Rect(box.x + px(12), box.bottom - px(50), bw, px(40))
            self.no_thanks.rect = pg.Rect(box.right - px(12) - bw, box.bottom - px(50), bw, px(40))
            names = self._name_box()
            self.name_field.rect = pg.Rect(names.x + names.w * 2 // 5, names.y + px(10),
                                           names.w * 3 // 5 - px(12), names.h - px(20))

    def paint(self, surface: pg.Surface) -> None:
        T.draw_sea(surface, self.sea)
        sea = self.sea
        flag = pg.Rect(0, 0, round(sea.height * 0.36), round(sea.height * 0.24))
        flag.midbottom = (sea.centerx, sea.y + round(sea.height * 0.45))
        draw_flag(surface, flag, self.ui.ticks)
        title = self.font(118, "display", 30)
        while title.size(_("Jolly Roger"))[0] > sea.width - self.px(40) and title.get_height() > 20:
            title = T.font(title.get_height() - 6, "display")
        y = flag.bottom + self.px(18)
        rect = text(surface, _("Jolly Roger"), title, T.PARCHMENT, (sea.centerx, y), "midtop",
                    shadow=self.px(4))
        rule_y = rect.bottom + self.px(4)
        T.brass_rule(surface, sea.centerx, rule_y, round(sea.width * 0.3), self.px(7))
        if len(self.tables) == 1:   # the table's own line, once its declaration has one
            blurb = self.tables[0].blurb
            words = _(blurb) if blurb else ""
        else:
            words = _("Pirate card games: {tables}").format(
                tables=" · ".join(_(info.name) for info in self.tables))
        points = 22.0
        tag = self.font(points, "body")
        while tag.size(words)[0] > sea.width - self.px(40) and points > 14:
            points -= 1   # longer in German: smaller rather than over the sea's frame
            tag = self.font(points, "body")
        text(surface, words, tag, T.FOAM, (sea.centerx, rule_y + self.px(20)), "midtop",
             shadow=self.px(2), room=sea.width - self.px(40))
        if self.levels is not None:
            hint_line(self, surface, _("Left/Right AI level  ·  F1 rules & cards  ·  "
                                       "F11 full screen  ·  Esc quits"))
        else:
            hint_line(self, surface, _("F1 rules & cards  ·  F11 full screen  ·  Esc quits"))
        if self.offer == "first":
            box = self._invitation()
            pg.draw.rect(surface, T.PARCHMENT, box, border_radius=self.px(12))
            pg.draw.rect(surface, T.BRASS_DARK, box, max(2, self.px(2)), border_radius=self.px(12))
            words = _("New aboard? A short guided game teaches you how to play.")
            font = self.font(19, "body")
            while font.size(words)[0] > box.w - self.px(24) and font.get_height() > 12:
                font = T.font(font.get_height() - 2, "body")
            text(surface, words, font, T.INK, (box.centerx, box.y + self.px(12)), "midtop",
                 room=box.w - self.px(24))
            names = self._name_box()
            pg.draw.rect(surface, T.PARCHMENT, names, border_radius=self.px(12))
            pg.draw.rect(surface, T.BRASS_DARK, names, max(2, self.px(2)),
                         border_radius=self.px(12))
            field = self.name_field.rect
            text(surface, _("Your name"), self.font(19, "bold"), T.INK,
                 (names.x + self.px(14), field.centery), "midleft",
                 room=field.x - names.x - self.px(24))

    def back(self) -> None:
        """Escape asks first: one key never closes the app (issue 17)."""
        confirm_quit(self.app)

    def quit(self) -> None:
        """Quit: asked first while a game is in progress (it is saved: the question says so)."""
        if self.saved is not None:
            confirm_quit(self.app)
        else:
            self.app.quit()

    # --- actions --------------------------------------------------------------------------

    def chooses(self) -> bool:
        """With several tables, New game, Quick game and Rules lead through the chooser."""
        return len(self.tables) > 1

    def quick_game(self) -> None:
        if self.chooses():
            self.app.go("choose_table", "quick")
            return
        def start() -> None:
            problem = start_quick_game(self.app, self.tables[0].id)   # at the row's level
            if problem:
                self.say(problem)

        ask_before_parking(self.app, start)

    def new_game(self) -> None:
        if self.chooses():
            self.app.go("choose_table", "new")
        else:
            self.app.go("new_game", self.tables[0].id)

    def continue_game(self) -> None:
        session = self.saved
        notes: list[str] = []
        if session is None:
            found = saves.resume_latest(self.app.settings.ai_delay_ms, showable=ready,
                                        iterations=self.app.ai_iterations)
            session, notes = found.session, found.notes
            if session is None and found.held is not None:
                self.offer_to_watch(found.held)
                return
        if session is None:
            self.cont.enabled = False
            self.say(" ".join(notes) or _("No unfinished game to continue."))
            return
        problem = open_table(self.app, session)
        if problem:
            self.say(problem)
            return
        if notes:
            self.app.notice(" ".join(notes))

    def offer_to_watch(self, path: Any) -> None:
        """The newest game is open in another window, which plays and saves it (issue 29):
        watch it here — only what every player may see — or stay and start another."""
        def watch() -> None:
            session, problem = saves.watch_file(path)
            if session is None:
                self.say(problem)
                return
            session.ai_delay_ms = self.app.settings.ai_delay_ms
            problem = open_table(self.app, session)
            if problem:
                self.say(problem)

        self.app.go("confirm", _("This game is open in another window"),
                    _("It is played and saved there. Watch it here (you see only what every "
                      "player may see), or go back and start a new game."), watch,
                    _("Watch it"), _("Back"), kind="normal")

    def open_replays(self) -> None:
        self.app.go("replays")

    def open_unfinished(self) -> None:
        self.app.go("unfinished")

    def open_stats(self) -> None:
        self.app.go("stats")

    def open_rules(self) -> None:
        if self.chooses():
            self.app.go("choose_table", "rules")
        else:
            self.app.go("rules", game_id=self.tables[0].id)

    def open_settings(self) -> None:
        self.app.go("settings")


def draw_flag(surface: pg.Surface, rect: pg.Rect, ticks: int) -> None:
    """The Jolly Roger: a black flag with a skull and crossed bones, on a brass pole."""
    pole_x = rect.x - max(3, rect.width // 30)
    pg.draw.line(surface, T.BRASS_DARK, (pole_x, rect.y - rect.height // 6),
                 (pole_x, rect.bottom + rect.height // 5), max(3, rect.width // 28))
    pg.draw.circle(surface, T.BRASS, (pole_x, rect.y - rect.height // 6), max(3, rect.width // 30))
    phase = ticks / 700.0
    wave = rect.height * 0.05
    top = [(rect.x + rect.width * k / 12,
            rect.y + wave * math.sin(phase + k * 0.6) * k / 12) for k in range(13)]
    bottom = [(x, y + rect.height) for x, y in reversed(top)]
    points = top + bottom
    pg.draw.polygon(surface, (20, 18, 20), points)
    pg.draw.aalines(surface, (60, 56, 58), True, points)
    cx = rect.x + rect.width // 2
    cy = rect.y + rect.height // 2 + round(wave * math.sin(phase + 3.6) / 2)
    bone = T.mix(T.PARCHMENT, (255, 255, 255), 0.4)
    r = rect.height // 5
    arm = round(r * 1.9)
    for dx in (-1, 1):  # crossed bones behind the skull
        a = (cx - arm, cy + dx * arm * 0.75 + r * 0.45)
        b = (cx + arm, cy - dx * arm * 0.75 + r * 0.45)
        pg.draw.line(surface, bone, a, b, max(3, r // 3))
        for end in (a, b):
            pg.draw.circle(surface, bone, end, max(2, r // 4))
    pg.draw.circle(surface, bone, (cx, cy - r // 4), r)
    jaw = pg.Rect(0, 0, round(r * 1.1), round(r * 0.7))
    jaw.midtop = (cx, cy + r // 2)
    pg.draw.rect(surface, bone, jaw, border_radius=max(2, r // 5))
    for ex in (-1, 1):
        pg.draw.circle(surface, (20, 18, 20), (cx + ex * round(r * 0.42), cy - r // 5),
                       max(2, round(r * 0.28)))
    nose = [(cx, cy + r // 5), (cx - r // 7, cy + r * 0.42), (cx + r // 7, cy + r * 0.42)]
    pg.draw.polygon(surface, (20, 18, 20), nose)
    for tx in (-1, 0, 1):
        x = cx + tx * round(r * 0.3)
        pg.draw.line(surface, (20, 18, 20), (x, jaw.y + jaw.height // 3), (x, jaw.bottom - 1),
                     max(1, r // 10))
