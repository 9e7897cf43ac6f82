"""The rules & cards book's shell, whatever the table: tabs on the left, the page's text
scrolling on parchment, a card's picture at the left of its glossary entry. A table's help
subclasses `HelpShell` with its `sections` (its `Pages`: title, blocks of its own words) and
its `card_art`, and draws the pictures it names (`picture`, `pic_w`, `pic_h`); it may set its
own type (`fonts`), let a picture's words run on beside it (`entries`), show the scenes below
through a veil (`veiled`), a scroll bar (`scroll_bar`), and ornaments of its own (`ornament`).

Opened over the current scene (a game below simply waits); Escape, F1 or Close goes back.
Wheel, Up/Down and Page Up/Down scroll, Home/End go to the page's top and foot, Left/Right
turn the page.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import pygame as pg

from game.core.i18n import _
from scenes import theme as T
from scenes.drawing import fit, panel, text, wrap
from scenes.manager import App
from scenes.menu import MenuScene
from scenes.widgets import Button

#: (style, text) or (style, text, picture): the style "h1", "h2", "p", "bullet", "note" or a
#: table's own ("card"), the picture's name for the table's `picture`
Block = tuple[str, str] | tuple[str, str, str]
Section = tuple[str, Callable[[Any], list[Block]]]


def block(style: str, words: str, pic: str = "") -> Block:
    return (style, words, pic)


F = TypeVar("F", bound=Callable[[Any], list[Block]])


class Pages(list[Section]):
    """A table's pages in their order, each declared on the function that makes its blocks
    from the catalogue: `@PAGES.page(N_("How to play"))`."""

    def page(self, title: str) -> Callable[[F], F]:
        def put(make: F) -> F:
            self.append((title, make))
            return make
        return put

    def text(self, cat: Any) -> str:
        """Every line of the book, for tests and spell checks."""
        return "\n".join(b[1] for _title, make in self for b in make(cat))


#: each style's font: (points, role, smallest)
FONTS = {"h1": (32, "display", 18), "h2": (22, "display", 15), "note": (16, "bold", 12),
         "p": (18, "body", 13)}


class HelpShell(MenuScene):
    """The rule book over the current scene. Tabs on the left, the text scrolls; a block with
    a picture shows it at the left of its text."""

    #: the pages: (title marked N_, the blocks of a page from the catalogue)
    sections: Sequence[Section] = []
    #: the table's card art, made from the catalogue (`self.art`, for `picture`)
    card_art: Callable[[Any], Any] | None = None
    #: the type of each block style (a style not named here is set as "p")
    fonts: dict[str, tuple[int, str, int]] = FONTS
    #: the room between a picture and its words
    pic_gap = 18
    #: a picture's words run on beside it: the blocks after its own, down to the next heading
    #: or picture (an entry: a card's name, then what it does), else only its own block
    entries = False
    #: the scenes below show through a dark veil (painted once, again on a resize)
    veiled = False
    #: a scroll bar at the page's right edge while the page is longer than the window
    scroll_bar = False

    overlay = False

    def __init__(self, app: App, cat: Any, section: int = 0) -> None:
        self.cat = cat
        self.art: Any = self.card_art(cat) if self.card_art is not None else None
        self.section = max(0, min(section, len(self.sections) - 1))
        self.scroll = 0
        #: (style, text, y, picture, indent): a block's first line is `style`, the others
        #: `style+`; the picture stands beside the first line of its block
        self.lines: list[tuple[str, str, int, str, int]] = []
        self.content_h = 0
        self.backdrop: pg.Surface | None = None
        super().__init__(app)

    def build(self) -> None:
        self.tabs = []
        for i, (title, _make) in enumerate(self.sections):
            button = Button(_(title), lambda i=i: self.open(i), name=f"tab{i}",
                            kind="primary" if i == self.section else "normal")
            self.tabs.append(self.ui.add(button))
        self.close = self.ui.add(Button(_("Close"), self.back, name="close"))
        self.learn: Button | None = None
        self.ui.focus = self.tabs[self.section]

    def offer_tutorial(self, game_id: str, tutorial: Any) -> None:
        """Issue 30: the table's guided first game from its rules — "Learn to play", or
        "Play the tutorial again" once it was told to its end (from its first lesson)."""
        done = tutorial.completed()
        label = _("Play the tutorial again") if done else _("Learn to play")
        self.learn = self.ui.add(Button(label, lambda: self.app.go(
            "tutorial", 0 if done else None, game_id=game_id, replace=True), name="learn"))
        self.layout()

    def open(self, index: int) -> None:
        self.section = index
        self.scroll = 0
        for i, tab in enumerate(self.tabs):
            tab.kind = "primary" if i == index else "normal"
        self.layout()

    def layout(self) -> None:
        self.backdrop = None
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
        if getattr(self, "learn", None) is not None:
            self.learn.rect = self.close.rect.move(0, -th - px(10))
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
        """Wrap the section's text to the page width (once per layout, not per frame)."""
        width = self.page.width - self.px(44)
        y = 0
        beside = bottom = 0   # the indent of the words beside a picture, and the picture's foot
        self.lines = []
        for style, words, *more in self.sections[self.section][1](self.cat):
            pic = more[0] if more else ""
            font = self.style_font(style)
            if beside and (pic or style in ("h1", "h2")):   # the next entry: under the picture
                y, beside = max(y, bottom + self.px(10)), 0
            if style in ("h1", "h2") and y:
                y += self.px(14 if style == "h1" else 8)
            if pic:
                beside, bottom = self.pic_w() + self.px(self.pic_gap), y + self.pic_h()
            indent = (self.px(22) if style == "bullet" else 0) + beside
            for k, line in enumerate(wrap(words, font, width - indent)):
                self.lines.append((style if k == 0 else f"{style}+", line, y,
                                   pic if k == 0 else "", indent))
                y += font.get_linesize()
            if pic and not self.entries:   # only its own block beside the picture
                y, beside = max(y, bottom) + self.px(10), 0
            else:
                y += self.px(6) if style in ("p", "bullet", "note") else self.px(3)
        if beside:
            y = max(y, bottom + self.px(6))
        self.content_h = y
        self.scroll = max(0, min(self.scroll, self.max_scroll))

    @property
    def pictures(self) -> list[tuple[str, int]]:
        """The page's pictures and where they stand (y on the page)."""
        return [(pic, y) for _s, _l, y, pic, _i in self.lines if pic]

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_h - (self.page.height - self.px(40)))

    def style_font(self, style: str) -> pg.font.Font:
        return self.font(*self.fonts.get(style.rstrip("+"), self.fonts["p"]))

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
            if event.key in (pg.K_HOME, pg.K_END):
                self.scroll = 0 if event.key == pg.K_HOME else self.max_scroll
                return
            if event.key in (pg.K_LEFT, pg.K_RIGHT):
                turn = 1 if event.key == pg.K_RIGHT else -1
                self.open((self.section + turn) % len(self.sections))
                self.ui.focus = self.tabs[self.section]
                return
        super().handle_event(event)

    def draw(self, surface: pg.Surface) -> None:
        self.refresh()
        if not self.veiled:
            surface.blit(T.table_background(surface.get_size()), (0, 0))
        else:
            if self.backdrop is None or self.backdrop.get_size() != surface.get_size():
                self.backdrop = self.paint_backdrop()
            surface.blit(self.backdrop, (0, 0))
        self.paint(surface)
        self.ui.draw(surface)

    def paint_backdrop(self) -> pg.Surface:
        """The scenes below, as they look now, under a dark veil."""
        below = self.app.stack[:-1] if self.app.top is self else list(self.app.stack)
        start = len(below) - 1
        while start > 0 and below[start].overlay:
            start -= 1
        sheet = pg.Surface(self.size)
        sheet.blit(T.table_background(self.size), (0, 0))
        for scene in below[max(0, start):]:
            scene.draw(sheet)
        sheet.blit(T.veil(self.size, (6, 8, 10, 170)), (0, 0))
        return sheet

    def ornament(self, surface: pg.Surface, style: str, x: int, y: int,
                 font: pg.font.Font, page: pg.Rect) -> None:
        """A table's own marks on a line of `style` drawn at (x, y) within `page` (a rule under
        a title)."""

    def paint(self, surface: pg.Surface) -> None:
        px = self.px
        panel(surface, self.book, "wood", px(18))
        title = self.font(34, "display", 18)
        room = self.page.x - self.tabs[0].rect.x - px(4)   # the tabs' column, up to the page
        text(surface, fit(_("Rules & cards"), title, room), title, T.PARCHMENT,
             (self.tabs[0].rect.x, self.book.y + px(28)), "topleft", shadow=px(2))
        panel(surface, self.page, "parchment", px(12))
        clip = self.page.inflate(-px(28), -px(28))
        old = surface.get_clip()
        surface.set_clip(clip)
        x0 = self.page.x + px(22)
        top = self.page.y + px(20) - self.scroll
        for style, line, y, pic, indent in self.lines:
            sy = top + y
            if pic and sy + self.pic_h() >= clip.y and sy <= clip.bottom:
                surface.blit(self.picture(pic), (x0, sy))
                self.app.emit("glossary_picture", pic)
            font = self.style_font(style)
            if sy + font.get_linesize() < clip.y or sy > clip.bottom:
                continue
            base = style.rstrip("+")
            if style == "bullet":
                pg.draw.circle(surface, T.BRASS_DARK, (x0 + px(8), sy + font.get_height() // 2),
                               max(2, px(4)))
            colour = {"h2": T.mix(T.DANGER, T.INK, 0.35),
                      "note": T.mix(T.SEA_BOTTOM, T.INK, 0.2)}.get(base, T.INK)
            text(surface, line, font, colour, (x0 + indent, sy))
            self.ornament(surface, style, x0 + indent, sy, font, clip)
        surface.set_clip(old)
        if self.scroll_bar and self.max_scroll:
            self.paint_scroll_bar(surface, clip)
        small = self.font(14, "body", 12)
        hint = _("Wheel or Up/Down scrolls. Left/Right turns the page. Esc or F1 closes.")
        foot = self.learn.rect if self.learn is not None else self.close.rect
        y = foot.y - px(10)
        for line in reversed(wrap(hint, small, self.close.rect.width)):
            r = text(surface, line, small, T.HINT, (self.close.rect.x, y), "bottomleft")
            y = r.y

    def paint_scroll_bar(self, surface: pg.Surface, clip: pg.Rect) -> None:
        """The track at the page's right edge, and the knob where the page is scrolled to."""
        px = self.px
        track = pg.Rect(self.page.right - px(14), clip.y, px(5), clip.height)
        pg.draw.rect(surface, T.PARCHMENT_DARK, track, border_radius=3)
        share = clip.height / (clip.height + self.max_scroll)
        knob = track.copy()
        knob.height = max(px(30), round(track.height * share))
        knob.y = track.y + round((track.height - knob.height) * self.scroll / self.max_scroll)
        pg.draw.rect(surface, T.BRASS_DARK, knob, border_radius=3)
