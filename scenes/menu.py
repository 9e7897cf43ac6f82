"""A base for menu-like scenes (`MenuScene`: widgets over the wooden table), with the title
and the key-hint line that every menu draws."""

from __future__ import annotations

from typing import Any

import pygame as pg

from scenes import theme as T
from scenes.drawing import fit, text, wrap
from scenes.manager import App, Scene
from scenes.widgets import UI


class MenuScene(Scene):
    """A scene made of widgets over the wooden table: subclasses build widgets in `build()`,
    place them in `layout()` and paint the rest in `paint()`. Escape calls `back()`.
    `message` is a one-line notice (errors for people, never a traceback)."""

    vertical = False
    #: a small line at the foot of the scene: the game's seed (issue 17), set by whoever
    #: opens the scene (the "results" route, the ship's menu)
    seed_note = ""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.ui = UI(vertical=self.vertical, on_sound=lambda name: app.emit("sound", name))
        self.message = ""
        self.message_ok = False
        self.size = app.size
        self.u = T.unit(self.size)
        self.generation = T.generation
        self.build()

    # hooks
    def build(self) -> None:
        """Create the widgets (called once, and again by `rebuild()`)."""

    def layout(self) -> None:
        """Give every widget its rectangle for `self.size` (`self.u` is the scale)."""

    def paint(self, surface: pg.Surface) -> None:
        """Draw everything that is not a widget (titles, panels, text)."""

    def back(self) -> None:
        self.app.pop()

    # helpers
    def px(self, value: float) -> int:
        """Pixels at this window size for `value` pixels at 1280x720."""
        return max(1, round(value * self.u))

    def font(self, points: float, role: str = "body", minimum: int = 12) -> pg.font.Font:
        return T.font(max(minimum, round(points * self.u)), role)

    def say(self, message: str, ok: bool = False) -> None:
        self.message = message
        self.message_ok = ok

    def refresh(self) -> None:
        """Build the widgets again if the words changed since (a new language): every label,
        and every text laid out in `layout()`, is made again in the language now active."""
        if self.generation != T.generation:
            self.generation = T.generation
            self.rebuild()

    def rebuild(self) -> None:
        focus_name = self.ui.focus.name if self.ui.focus is not None else None
        show = self.ui.show_focus
        self.ui.clear()
        self.build()
        self.layout()
        self.ui.show_focus = show
        if focus_name is not None:
            self.ui.focus = next((w for w in self.ui.widgets if w.name == focus_name), None)

    # Scene
    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.u = T.unit(size)
        self.ui.size = size
        self.layout()

    def enter(self) -> None:
        self.resize(self.app.size)

    def handle_event(self, event: Any) -> None:
        if self.ui.handle_event(event):
            return
        if event.type == pg.KEYDOWN and event.key == pg.K_ESCAPE:
            self.back()

    def update(self, dt_ms: int) -> None:
        self.ui.ticks += dt_ms

    def draw(self, surface: pg.Surface) -> None:
        self.refresh()
        if not self.overlay:
            surface.blit(T.table_background(surface.get_size()), (0, 0))
        self.paint(surface)
        if self.seed_note:
            self.draw_seed_note(surface)
        self.ui.draw(surface)
        if self.message:
            self.draw_message(surface)

    def seed_spot(self) -> tuple[int, int]:
        """Where the seed line's foot goes: the middle of the window's foot (between the
        buttons of a bottom row)."""
        w, h = self.size
        return w // 2, h - self.px(12)

    def draw_seed_note(self, surface: pg.Surface) -> None:
        font = self.font(15, "body", 11)
        room = self.size[0] // 2
        text(surface, fit(self.seed_note, font, room), font, T.HINT, self.seed_spot(),
             "midbottom")

    def draw_message(self, surface: pg.Surface) -> None:
        w, h = surface.get_size()
        font = self.font(19, "bold")
        words = fit(self.message, font, w - self.px(80))
        width, height = font.size(words)
        box = pg.Rect(0, 0, width + self.px(36), height + self.px(14))
        box.center = (w // 2, h - self.px(44))   # level with the bottom row of buttons
        colour = T.SUCCESS if self.message_ok else T.DANGER
        pg.draw.rect(surface, T.mix(colour, T.SHADOW, 0.35), box, border_radius=box.height // 2)
        pg.draw.rect(surface, T.mix(colour, T.PARCHMENT, 0.3), box, 2,
                     border_radius=box.height // 2)
        text(surface, words, font, T.PARCHMENT, box.center, "center")


def title_block(scene: MenuScene, surface: pg.Surface, words: str, y: int,
                points: float = 54, subtitle: str = "") -> int:
    """A scene title with a brass rule under it, centred; returns the y below it."""
    w = surface.get_width()
    font = scene.font(points, "display", 20)
    rect = text(surface, words, font, T.PARCHMENT, (w // 2, y), "midtop", shadow=scene.px(3),
                room=w - scene.px(32))
    rule_y = rect.bottom + scene.px(6)
    T.brass_rule(surface, w // 2, rule_y, scene.px(170), scene.px(6))
    bottom = rule_y + scene.px(10)
    if subtitle:   # long ones (German, a folder's path) get smaller, then take two lines
        points, room = 19.0, w - scene.px(32)
        small = scene.font(points, "body")
        while small.size(subtitle)[0] > room and points > 13:
            points -= 1
            small = scene.font(points, "body", 11)
        y = bottom + scene.px(4)
        for line in wrap(subtitle, small, room)[:2]:
            r = text(surface, line, small, T.HINT, (w // 2, y), "midtop", room=room)
            y = bottom = r.bottom
    return bottom


def hint_line(scene: MenuScene, surface: pg.Surface, words: str) -> None:
    """A small line of key hints at the bottom right, beside the bottom row of buttons: when
    it is longer than the room right of them (German, or many keys) it wraps upwards."""
    w, h = surface.get_size()
    px = scene.px
    font = scene.font(15, "body", 11)
    right = w - px(16)
    row = [wd.rect for wd in scene.ui.widgets
           if wd.visible and wd.rect.bottom > h - px(80) and wd.rect.right < right - px(60)]
    left = max((r.right for r in row), default=0) + px(16)
    lines = wrap(words, font, right - left) if font.size(words)[0] > right - left else [words]
    y = h - px(10)
    for line in reversed(lines):
        r = text(surface, line, font, T.HINT, (right, y), "bottomright", room=right - left)
        y = r.top

