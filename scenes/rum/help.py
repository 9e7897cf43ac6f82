"""RUM's rules & cards, in our own words, and a glossary with each kind of card's picture
(drawn by scenes/rum/cards.py) beside its text. Numbers come from the catalogue
(`game.rum.cards`): the points targets, the clock's penalties, the colours and their bottle
shapes; the values the rules contract marks unverified (RU1–RU4) are flagged "provisional".

Opened over the current scene (a game below simply waits); Escape, F1 or Close goes back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame as pg

from game.core.i18n import N_, _, ngettext
from game.rum.words import word
from scenes import theme as T
from scenes.drawing import fit, panel, text, wrap
from scenes.manager import App
from scenes.menu import MenuScene
from scenes.rum.cards import CardArt, card_size
from scenes.widgets import Button

Block = tuple[str, str, str]  # (style, text, picture): "h1", "h2", "p", "bullet", "note", "card"

PROVISIONAL = {
    "colour_names": N_("the names of red, purple, orange and white"),
    "rum_pairs": N_("which colour sits on each card's double end"),
    "targets.2": N_("the target for 2 players"),
    "targets.3": N_("the target for 3 players"),
    "targets.4": N_("the target for 4 players"),
    "penalties": N_("how many cards the parrot takes at each clock value"),
}


def _b(style: str, words: str, pic: str = "") -> Block:
    return (style, words, pic)


def _penalty_words(cat: Any) -> str:
    runs: list[str] = []
    start = 1
    for clock in range(2, 10):
        if clock == 9 or cat.penalty(clock) != cat.penalty(start):
            runs.append(ngettext("clock {a}–{b}: {n} card", "clock {a}–{b}: {n} cards",
                                 cat.penalty(start)).format(a=start, b=clock - 1,
                                                            n=cat.penalty(start)))
            start = clock
    return "; ".join(runs)


def _how_to_play(cat: Any) -> list[Block]:
    return [
        _b("h1", _("How to play")),
        _b("p", _("Shipwrecked pirates dig bottles of rum out of a wreck and off the beach. "
                  "Lay bottles to win the seven captain cards: each is worth as many points "
                  "as the number on top of it. Reach the points target first — or hold the "
                  "most points when the castaway clock reaches the pirate ship — and you win.")),
        _b("h2", _("The table")),
        _b("bullet", _("The wreck: a face-down pile you draw from at random. Its size is "
                       "public.")),
        _b("bullet", _("The beach: three spots beside the wreck. Cards there lie single end "
                       "up, some face up, some face down.")),
        _b("bullet", _("The seven captain cards, one per colour, all starting at 1 in the "
                       "middle.")),
        _b("bullet", _("The castaway clock, starting at 1.")),
        _b("h2", _("Your turn")),
        _b("p", _("Do exactly one thing: take a beach card (a new face-down card from the "
                  "wreck fills its spot), take a random card from the wreck, or lay a set.")),
        _b("h2", _("Points targets")),
        _b("p", _("2 players: {a} points. 3 players: {b} points. 4 players: {c} points.").format(
            a=cat.target(2), b=cat.target(3), c=cat.target(4))),
    ]


def _sets(cat: Any) -> list[Block]:
    return [
        _b("h1", _("Sets and captures")),
        _b("p", _("Pick one or more rum cards from your hand and choose, for each, which end "
                  "is up: the single end counts one bottle, the double end two bottles of "
                  "its own colour. Every face-up beach card adds its single bottle too — "
                  "the beach belongs to everyone.")),
        _b("p", _("Count the bottles per colour. If you have more bottles of a colour than "
                  "that captain card's number, the card is yours — from the middle, from a "
                  "rival, or your own card raised — and its number becomes your bottle "
                  "count (8 at most).")),
        _b("h2", _("Rum trio")),
        _b("p", _("All three single bottles of one colour in a set (from your hand or the "
                  "beach) are a rum trio: it takes that colour's card whatever its number and "
                  "adds 2 (8 at most). If the count would give more, you get the higher "
                  "value.")),
        _b("h2", _("What is allowed")),
        _b("bullet", _("A set must take or raise at least one captain card, or it cannot be "
                       "laid.")),
        _b("bullet", _("Your own card at 8 cannot rise any more, so it does not count.")),
        _b("bullet", _("The cards you laid go back into the wreck; the beach cards stay.")),
        _b("note", _("The set builder shows the bottles, every capture and the new scores "
                     "before you confirm, and says why a set is not allowed.")),
    ]


def _beach_parrot_clock(cat: Any) -> list[Block]:
    return [
        _b("h1", _("Beach, parrot and clock")),
        _b("h2", _("The beach")),
        _b("p", _("A face-up card you take from the beach stays known to everyone while you "
                  "hold it; the table marks it by your name as a memory aid. A face-down "
                  "card is seen only by you — unless it is the parrot.")),
        _b("h2", _("The parrot")),
        _b("p", _("One parrot hides among the cards. Draw it and everyone sees it: you give "
                  "back cards of your choice to the wreck — the clock shows how many — then "
                  "the parrot flies back into the wreck and the clock moves on by one. "
                  "Drawing it was your turn.")),
        _b("p", _("Cards the parrot takes: {list}.").format(list=_penalty_words(cat))),
        _b("h2", _("Waves")),
        _b("p", _("When a turn ends with all three beach cards face down, a wave turns them "
                  "face up. A parrot among them makes every player give back cards, then it "
                  "goes into the wreck, the clock moves on, and its spot gets a new face-up "
                  "card. A rum trio on the beach washes back into the wreck and three new "
                  "face-up cards arrive.")),
        _b("h2", _("The empty wreck")),
        _b("p", _("The moment the wreck runs out, whoever holds the most cards puts the whole "
                  "hand back into it (all of them, if several tie) and the clock moves on.")),
        _b("h2", _("The end")),
        _b("p", _("The game ends at once when a set brings someone to the target, or when "
                  "the clock reaches 8, the pirate ship. Most points wins; on a tie, more "
                  "captain cards; then the single highest captain card; then the win is "
                  "shared.")),
    ]


def _cards(cat: Any) -> list[Block]:
    first = cat.card(0)
    out = [
        _b("h1", _("Cards")),
        _b("card", _("Rum card (21). One end shows a single bottle, the other a double "
                     "bottle of another colour. On the beach it lies single end up; in a set "
                     "you choose the end."), "rum:0"),
        _b("card", _("The same card laid double end up: two {colour} bottles.").format(
            colour=word(cat.colours[first.double].key)), "double:0"),
        _b("card", _("Captain card (7, one per colour). The number is its value and its "
                     "points, 1 to 8; the pips count up to it."), "captain:0:3"),
        _b("card", _("Castaway clock. The hand shows the clock, 8 is the pirate ship; the "
                     "little cards at the bottom are how many the parrot takes now."),
           "clock:3"),
        _b("card", _("The parrot. No bottles: whoever draws it gives back cards, and the "
                     "clock moves on."), "parrot"),
        _b("card", _("The back of every rum card and of the parrot."), "back"),
        _b("h2", _("Colours and bottle shapes")),
    ]
    for c in cat.colours:
        out.append(_b("card", _("{colour}: the {shape} bottle. Three cards show it on the "
                                "single end, three on the double end.").format(
            colour=word(c.key).capitalize(), shape=_(SHAPE_WORDS.get(c.shape, c.shape))),
            f"captain:{c.index}:1"))
    if cat.unverified:
        out.append(_b("h2", _("Provisional values")))
        out.append(_b("note", _("These are our best reading of a damaged rulebook, not yet "
                                "checked against a printed copy:")))
        for key in cat.unverified:
            out.append(_b("bullet", _(PROVISIONAL.get(key, key))))
    return out


SHAPE_WORDS = {"round": N_("round bottle"), "tall": N_("tall bottle"),
               "square": N_("square bottle"),
               "flask": N_("flask"), "jug": N_("jug"), "gourd": N_("gourd"),
               "demijohn": N_("demijohn")}


def _controls(cat: Any) -> list[Block]:
    return [
        _b("h1", _("Controls")),
        _b("bullet", _("Draw: click a beach card or the wreck, or drag it into your hand.")),
        _b("bullet", _("Build a set: click hand cards, or drag them onto Your set. Click a "
                       "card in the set to turn it round; drag it back to take it out.")),
        _b("bullet", _("Lay this set confirms; Cancel the set puts the cards back.")),
        _b("bullet", _("Giving back cards: click the cards, then Return.")),
        _b("bullet", _("Keyboard: Tab and the arrows move, Enter or Space acts, Delete takes "
                       "a card out of the set, Escape cancels, Ctrl+Z takes back a move.")),
        _b("bullet", _("Hot-seat: the screen hides every hand until the next pirate says it "
                       "is them.")),
        _b("bullet", _("Hint: press H or the Hint button to hear what a cunning AI pirate "
                       "would do in your place; a set it names is built for you to lay.")),
    ]


SECTIONS: list[tuple[str, Callable[[Any], list[Block]]]] = [
    (N_("How to play"), _how_to_play),
    (N_("Sets"), _sets),
    (N_("Beach & parrot"), _beach_parrot_clock),
    (N_("Cards"), _cards),
    (N_("Controls"), _controls),
]


def all_text(cat: Any) -> str:
    """Every line of the help, for tests and spell checks."""
    return "\n".join(words for _title, make in SECTIONS for _s, words, _p in make(cat))


class HelpScene(MenuScene):
    """The rule book over the current scene. Tabs on the left, the text scrolls; card blocks
    show the card's picture at the left of their text."""

    overlay = False

    def __init__(self, app: App, cat: Any, section: int = 0) -> None:
        self.cat = cat
        self.art = CardArt(cat)
        self.section = section
        self.scroll = 0
        self.lines: list[tuple[str, str, int, str]] = []  # (style, text, y, picture)
        self.content_h = 0
        super().__init__(app)

    def build(self) -> None:
        self.tabs = []
        for i, (title, _make) in enumerate(SECTIONS):
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

    def typeset(self) -> None:
        """Wrap the section's text to the page width (once per layout)."""
        width = self.page.width - self.px(44)
        y = 0
        self.lines = []
        for style, words, pic in SECTIONS[self.section][1](self.cat):
            font = self.style_font(style)
            indent = self.px(22) if style == "bullet" else 0
            if pic:
                indent = card_size(self.pic_h())[0] + self.px(18)
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

    def picture(self, pic: str) -> pg.Surface:
        """A card's picture for a glossary block, drawn by the table's own art."""
        h = self.pic_h()
        kind, _sep, rest = pic.partition(":")
        args = [int(a) for a in rest.split(":")] if rest else []
        if kind == "rum":
            return self.art.face(args[0], h)
        if kind == "double":
            return self.art.face_up(args[0], "double", h)
        if kind == "captain":
            return self.art.captain(args[0], args[1], h)
        if kind == "clock":
            return self.art.clock(args[0], self.cat.penalty(args[0]), h)
        if kind == "parrot":
            return self.art.face(self.cat.parrot, h)
        return self.art.back("rum", h)

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
                self.open((self.section + (1 if event.key == pg.K_RIGHT else -1)) % len(SECTIONS))
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
                x += card_size(self.pic_h())[0] + px(18)
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
