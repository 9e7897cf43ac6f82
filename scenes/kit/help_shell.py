"""The rules & cards book's shell, whatever the table: tabs on the left, the page's text
scrolling on parchment, a card's picture at the left of its glossary entry. A table's help
subclasses `HelpShell` with its `sections` (title, blocks of its own words) and draws the
pictures it names (`picture`).

Opened over the current scene (a game below simply waits); Escape, F1 or Close goes back.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable
from typing import Any

import pygame as pg

from game.core.i18n import _
from scenes import theme as T
from scenes.drawing import fit, panel, text, wrap
from scenes.manager import App
from scenes.menu import MenuScene
from scenes.widgets import Button

Block = tuple[str, str, str]  # (style, text, picture): "h1", "h2", "p", "bullet", "note", "card"
Section = tuple[str, Callable[[Any], list[Block]]]


def block(style: str, words: str, pic: str = "") -> Block:
    return (style, words, pic)


def all_text(sections: list[Section], cat: Any) -> str:
    """Every line of a help book, for tests and spell checks."""
    return "\n".join(words for _title, make in sections for _s, words, _p in make(cat))


class HelpShell(MenuScene):
    """The rule book over the current scene. Tabs on the left, the text scrolls; card blocks
    show the card's picture at the left of their text."""

    #: the pages: (title marked N_, the blocks of a page from the catalogue)
    sections: list[Section] = []

    overlay = False

    def __init__(self, app: App, cat: Any, section: int = 0) -> None:
        self.cat = cat
        self.section = max(0, min(section, len(self.sections) - 1))
        self.scroll = 0
        self.lines: list[tuple[str, str, int, str]] = []  # (style, text, y, picture)
        self.content_h = 0
        super().__init__(app)

    def build(self) -> None:
        self.tabs = []
        for i, (title, _make) in enumerate(self.sections):
            button = Button(_(title), lambda i=i: self.open(i), name=f"tab{i}",
                            kind="primary" if i == self.section else "normal")
            self.tabs.append(self.ui.add(button))
        self.close = self.ui.add(Button(_("Close"), self.back, name="close"))
        self.ui.focus = self.tabs[self.section]

    def open(self, index: int) -> None:
        self.section = index
        self.scroll = 0
        for i, tab in enumerate(self.tabs):
            tab.kind = "primary" if i == index else "normal"
        self.layout()

    def layout(self) -> None:
        w, h = self.size
        px = self.px
        self.book = pg.Rect(0, 0, min(w - px(60), px(1160)), h - px(60))
        self.book.center = (w // 2, h // 2)
        tab_w = min(px(250), self.book.width // 4)
        x, y, th = self.book.x + px(24), self.book.y + px(96), px(46)
        for tab in self.tabs:
            tab.rect = pg.Rect(x, y, tab_w, th)
            y += th + px(10)
        self.close.rect = pg.Rect(x, self.book.bottom - px(24) - th, tab_w, th)
        self.page = pg.Rect(x + tab_w + px(24), self.book.y + px(24),
                            self.book.right - px(48) - x - tab_w, self.book.height - px(48))
        self.typeset()

    def pic_h(self) -> int:
        return self.px(130)

    @abstractmethod
    def pic_w(self) -> int:
        """The width of a glossary picture (its height is `pic_h`)."""

    @abstractmethod
    def picture(self, pic: str) -> pg.Surface:
        """A card's picture for a glossary block, drawn by the table's own art."""

    def typeset(self) -> None:
        """Wrap the section's text to the page width (once per layout)."""
        width = self.page.width - self.px(44)
        y = 0
        self.lines = []
        for style, words, pic in self.sections[self.section][1](self.cat):
            font = self.style_font(style)
            indent = self.px(22) if style == "bullet" else 0
            if pic:
                indent = self.pic_w() + self.px(18)
            if style in ("h1", "h2") and y:
                y += self.px(14 if style == "h1" else 8)
            top = y
            for k, line in enumerate(wrap(words, font, width - indent)):
                self.lines.append((style if k == 0 else f"{style}+", line, y,
                                   pic if k == 0 else ""))
                y += font.get_linesize()
            if pic:
                y = max(y, top + self.pic_h())
            y += self.px(10) if pic else self.px(6) if style in ("p", "bullet", "note") \
                else self.px(3)
        self.content_h = y
        self.scroll = max(0, min(self.scroll, self.max_scroll))

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_h - (self.page.height - self.px(40)))

    def style_font(self, style: str) -> pg.font.Font:
        style = style.rstrip("+")
        if style == "h1":
            return self.font(32, "display", 18)
        if style == "h2":
            return self.font(22, "display", 15)
        if style == "note":
            return self.font(16, "bold", 12)
        return self.font(18, "body", 13)

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + dy))

    def handle_event(self, event: Any) -> None:
        if event.type == pg.MOUSEWHEEL:
            self.scroll_by(-event.y * self.px(48))
            return
        if event.type == pg.KEYDOWN:
            step = {pg.K_DOWN: 1, pg.K_UP: -1, pg.K_PAGEDOWN: 8, pg.K_PAGEUP: -8}.get(event.key)
            if step is not None:
                self.scroll_by(step * self.px(40))
                return
            if event.key in (pg.K_LEFT, pg.K_RIGHT):
                turn = 1 if event.key == pg.K_RIGHT else -1
                self.open((self.section + turn) % len(self.sections))
                self.ui.focus = self.tabs[self.section]
                return
        super().handle_event(event)

    def draw(self, surface: pg.Surface) -> None:
        self.refresh()
        surface.blit(T.table_background(surface.get_size()), (0, 0))
        self.paint(surface)
        self.ui.draw(surface)

    def paint(self, surface: pg.Surface) -> None:
        px = self.px
        panel(surface, self.book, "wood", px(18))
        title = self.font(34, "display", 18)
        text(surface, fit(_("Rules & cards"), title, self.tabs[0].rect.w + px(10)), title,
             T.PARCHMENT, (self.tabs[0].rect.x, self.book.y + px(28)), "topleft", shadow=px(2))
        panel(surface, self.page, "parchment", px(12))
        clip = self.page.inflate(-px(28), -px(28))
        old = surface.get_clip()
        surface.set_clip(clip)
        x0 = self.page.x + px(22)
        top = self.page.y + px(20) - self.scroll
        for style, line, y, pic in self.lines:
            sy = top + y
            font = self.style_font(style)
            base = style.rstrip("+")
            x = x0
            if base == "bullet":
                x += px(22)
                if style == "bullet":
                    pg.draw.circle(surface, T.BRASS_DARK, (x0 + px(8), sy + font.get_height() // 2),
                                   max(2, px(4)))
            if base == "card":
                x += self.pic_w() + px(18)
                if pic and sy + self.pic_h() >= clip.y and sy <= clip.bottom:
                    surface.blit(self.picture(pic), (x0, sy))
            if sy + font.get_linesize() < clip.y or sy > clip.bottom:
                continue
            colour = {"h2": T.mix(T.DANGER, T.INK, 0.35),
                      "note": T.mix(T.SEA_BOTTOM, T.INK, 0.2)}.get(base, T.INK)
            text(surface, line, font, colour, (x, sy))
        surface.set_clip(old)
        small = self.font(14, "body", 12)
        hint = _("Wheel or Up/Down scrolls. Left/Right turns the page. Esc or F1 closes.")
        y = self.close.rect.y - px(10)
        for line in reversed(wrap(hint, small, self.close.rect.width)):
            r = text(surface, line, small, T.HINT, (self.close.rect.x, y), "bottomleft")
            y = r.y
