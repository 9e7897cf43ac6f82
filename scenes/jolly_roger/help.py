"""Rules & cards: how to play in our own words, and a glossary of every card, grouped by kind,
each entry with its picture: the table's own card face (scenes/jolly_roger/cards.py) beside
its words (issue 15).

Opened from the title or with F1 from anywhere; it lies over the current scene (a game below
simply waits) and Escape, F1 or Close goes back. Card numbers (skills, crew, gold, how many
of each, the destinations' ranges) come from `game.jolly_roger.cards`; the words for what
special cards do come from `scenes.jolly_roger.cardtext`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pygame as pg

from game.core.i18n import N_, _, ngettext
from game.jolly_roger.cards import ATTACK_KINDS, Catalogue
from scenes import theme as T
from scenes.drawing import panel, text, wrap
from scenes.jolly_roger.cardtext import (
    SPECIAL_TEXT,
    kind_name,
    skill_name,
    skills_text,
    special_name,
)
from scenes.manager import App
from scenes.menu import MenuScene
from scenes.widgets import Button

#: (style, text) — "h1", "h2", "p", "bullet", "card", "note" — or ("card", text, card id): a
#: glossary entry shown beside the picture of that card
Block = tuple[str, str] | tuple[str, str, int]


def _how_to_play(cat: Catalogue) -> list[Block]:
    return [
        ("h1", _("How to play")),
        ("p", _("You are pirates sharing one ship. Over at most ten voyages the crew raids forts, "
                "merchant ships and settlements, calls at pirate ports and digs on treasure "
                "islands. Whoever holds the most gold at the end wins; if pirates tie, the one "
                "with more Rum wins, and a tie after that is shared.")),
        ("h2", _("Your cards")),
        ("p", _("Your hand holds crew cards. Each normal crew card shows one skill — navigation, "
                "cannons or sabers — and a crew number, which only matters in a mutiny. Strong "
                "fighters tend to be weak in a mutiny and the other way round. Special crew "
                "cards do something unusual at their moment (see Cards).")),
        ("p", _("Prize cards are your loot. They lie face up in front of you, so everyone can "
                "see who is getting rich.")),
        ("h2", _("A round")),
        ("bullet", _("Appointment: the captain names a quartermaster.")),
        ("bullet", _("Voyage: the captain picks where the ship goes. Each kind of destination "
                     "has its own stack; the captain draws the top card face down.")),
        ("bullet", _("Punishment: the captain may have the quartermaster throw away a random "
                     "card from another pirate's hand.")),
        ("p", _("After each of the captain's three decisions, anyone but the captain may call "
                "a mutiny — but only once per round.")),
        ("h2", _("Hand limit")),
        ("p", _("Whenever you hold more crew cards than the limit for your table size, you "
                "throw away the extra ones of your choice at once.")),
    ]


def _voyages(cat: Catalogue) -> list[Block]:
    return [
        ("h1", _("Voyages")),
        ("h2", _("Attacking a Fort, Merchant Ship or Settlement")),
        ("p", _("The quartermaster leads: they must play the first crew card (if they have "
                "one). Then, going round the table, everyone may add crew cards or pass; a pass "
                "is not final. The round of plays ends when a full lap passes without a card, "
                "or when the quartermaster decides to reveal the target.")),
        ("p", _("The target card then shows what it needs. Add up the played cards skill by "
                "skill: the attack succeeds only if every skill reaches its number. An "
                "all-rounder card counts for one skill of the quartermaster's choice. Played "
                "cards are gone either way.")),
        ("h2", _("Sharing the loot")),
        ("p", _("On success the quartermaster draws the prize cards shown on the target. The "
                "captain picks one first; the quartermaster hands out the rest as evenly as "
                "the count allows — nobody gets a second card while someone has none.")),
        ("h2", _("Pirate Port")),
        ("p", _("No fight. Everyone draws the crew cards shown on the port card. Then each "
                "pirate may trade one prize card for an extra crew card, ransom Hostages (two "
                "new prize cards each) and sell Jewels (one new prize card each).")),
        ("h2", _("Treasure Island")),
        ("p", _("Someone must play an Old Sailor (the map) or the ship cannot land and the "
                "captain picks another course. Once ashore, everyone may bury face-up prize "
                "cards: buried cards are safe from mutinies but no longer on show. Jewels and "
                "Hostages cannot be buried; Rum can, as a bluff.")),
        ("h1", _("Mutiny")),
        ("p", _("Call “Mutiny!” by playing one crew card: you become the First Mutineer. Then, "
                "going round, everyone may back the captain or the mutineers with crew cards — "
                "always the same side — or stay out. Each side counts the crew numbers of its "
                "cards; the totals are public. The mutineers need more crew than the captain "
                "to win.")),
        ("p", _("If the mutineers win, the First Mutineer becomes captain. Either way the "
                "captain appoints a quartermaster, who collects every face-up prize card of "
                "the losing side and shares them out again (the captain first). The crew cards "
                "of the mutiny are shuffled and dealt round.")),
        ("p", _("A mutiny after the punishment decision cancels the punishment and ends the "
                "round.")),
        ("h1", _("Bribes and promises")),
        ("p", _("At your own decisions you may offer another pirate a crew card or a face-up "
                "prize card. They may take it or leave it. Promises go into the log and bind "
                "nobody — as befits pirates.")),
        ("h1", _("The end")),
        ("p", _("The game ends after the round of the tenth voyage, or the round in which the "
                "last prize card was drawn. All prize cards are turned up. Gold cards count "
                "their value, each Hostage 1, and each unsold Jewel is worth the gold of a "
                "prize card drawn for it.")),
    ]


def _crew_cards(cat: Catalogue) -> list[Block]:
    blocks: list[Block] = [("h1", _("Crew cards")),
                           ("p", _("Normal crew: skill points for attacks, a crew number for "
                                   "mutinies."))]
    normal = Counter((cat.skills[c], cat.multi[c], cat.crew[c])
                     for c in cat.crew_ids if cat.special[c] is None)
    picture: dict[tuple[tuple[int, int, int], bool], int] = {}   # each group's first card
    for c in cat.crew_ids:
        if cat.special[c] is None:
            picture.setdefault((cat.skills[c], cat.multi[c]), c)
    groups: dict[tuple[tuple[int, int, int], bool], list[str]] = {}
    for (skills, multi, crew), count in sorted(normal.items(), key=lambda kv: -kv[0][2]):
        groups.setdefault((skills, multi), []).append(
            _("crew {crew} ×{k}").format(crew=crew, k=count))
    for (skills, multi), variants in sorted(groups.items(),
                                            key=lambda kv: (kv[0][1], kv[0][0][::-1])):
        if multi:
            what = _("All-rounder: {skills}").format(skills=skills_text(skills, " / "))
        else:
            what = skills_text(skills).capitalize()
        blocks.append(("card", _("{what}  —  {variants}").format(what=what,
                                                                variants=", ".join(variants)),
                       picture[(skills, multi)]))
    blocks.append(("note", _("An all-rounder counts for only one of its skills in an attack, "
                             "chosen by the quartermaster.")))
    blocks.append(("h2", _("Special crew")))
    blocks.append(("p", _("Each special card does its trick at its moment and is then "
                          "discarded. In a mutiny any special card may instead be played "
                          "as plain crew.")))
    counts = Counter(cat.special[c] for c in cat.crew_ids if cat.special[c])
    first = {}   # each special kind's first card, in the data file's order
    for c in cat.crew_ids:
        if cat.special[c] and cat.special[c] not in first:
            first[cat.special[c]] = c
    for key, card in first.items():
        row = cat.special_row[card]
        assert row is not None
        when, effect = SPECIAL_TEXT[row.text]
        blocks.append(("card", _("{name} · crew {crew} · {k}×").format(
            name=special_name(row.text), crew=cat.crew[card], k=counts[key]), card))
        if row.role:
            blocks.append(("note", _("A role card: it never goes into the crew deck.")))
        else:
            blocks.append(("note", _("When: {when}.").format(when=_(when))))
        blocks.append(("p", _(effect)))
    return blocks


def _destinations_and_prizes(cat: Catalogue) -> list[Block]:
    blocks: list[Block] = [("h1", _("Destinations")),
                           ("p", _("Each kind has its own face-down stack. The backs show the "
                                   "range each skill can need, so the captain can judge the "
                                   "risk. Some cards are only used at smaller or larger "
                                   "tables."))]
    kinds = Counter(cat.dest_kind[c] for c in cat.destination_ids)
    shown: dict[str, int] = {}   # each kind's picture: its first card
    for c in cat.destination_ids:
        shown.setdefault(cat.dest_kind[c] or "", c)
    for kind in ATTACK_KINDS:
        ranges = cat.ranges(kind)
        needs = ", ".join(_("{skill} {lo}–{hi}").format(skill=skill_name(s), lo=lo, hi=hi)
                          if lo != hi else f"{skill_name(s)} {lo}"
                          for s, (lo, hi) in ranges.items() if s != "prizes")
        lo, hi = ranges["prizes"]
        blocks.append(("card", _kind_count(kind, kinds[kind]), shown[kind]))
        blocks.append(("p", ngettext("Needs {needs}; wins {lo}–{hi} prize card.",
                                     "Needs {needs}; wins {lo}–{hi} prize cards.", hi).format(
            needs=needs, lo=lo, hi=hi)))
    lo, hi = cat.ranges("port")["draw"]
    blocks.append(("card", _kind_count("port", kinds["port"]), shown["port"]))
    blocks.append(("p", ngettext("Everyone draws {lo}–{hi} crew card; then trades and ransoms.",
                                 "Everyone draws {lo}–{hi} crew cards; then trades and ransoms.",
                                 hi).format(lo=lo, hi=hi)))
    blocks.append(("card", _kind_count("island", kinds["island"]), shown["island"]))
    blocks.append(("p", _("Land with an Old Sailor's map and bury your prize cards.")))
    blocks.append(("h1", _("Prize cards")))
    prizes = Counter((cat.prize_type[c], cat.gold[c]) for c in cat.prize_ids)
    first = {}
    for c in cat.prize_ids:
        first.setdefault((cat.prize_type[c], cat.gold[c]), c)
    for (ptype, gold), count in sorted(prizes.items(), key=lambda kv: (str(kv[0][0]), kv[0][1])):
        if ptype == "gold":
            name = ngettext("{gold} gold", "{gold} gold", gold).format(gold=gold)
            effect = _("Worth {gold} at the end.").format(gold=gold)
        else:
            name, effect = PRIZE_WORDS[ptype or ""]
            name, effect = _(name), _(effect)
        blocks.append(("card", _("{name} · {k}×").format(name=name, k=count), first[(ptype, gold)]))
        blocks.append(("p", effect))
    return blocks


def _kind_count(kind: str, k: int) -> str:
    return ngettext("{kind} · {k} card", "{kind} · {k} cards", k).format(kind=kind_name(kind), k=k)


PRIZE_WORDS = {
    "rum": (N_("Rum"), N_("Worth nothing, but trades at a port like any prize and breaks ties "
                          "at the end.")),
    "jewels": (N_("Jewels"), N_("Sell them at a port for a new prize card, or keep them: at the "
                                "end they are worth the gold of a prize card drawn for them.")),
    "hostage": (N_("Hostage"), N_("Ransom at a port for two new prize cards, or keep: worth 1 "
                                  "gold at the end.")),
}


def _controls(cat: Catalogue) -> list[Block]:
    return [
        ("h1", _("Controls")),
        ("bullet", _("Drag a card onto where it should go; legal places light up. Or click a "
                     "card, then click the place.")),
        ("bullet", _("Hover a card (or move to it with the keyboard) to see it large.")),
        ("bullet", _("Tab and the arrow keys move between buttons and cards; Enter or Space "
                     "chooses.")),
        ("bullet", _("H (or the Hint button) shows what a seasoned AI pirate would do in "
                     "your place. It judges from what you can see, never from hidden cards.")),
        ("bullet", _("Ctrl+Z takes back your last move while no one else has acted, when you "
                     "play alone against AI pirates.")),
        ("bullet", _("L opens and closes the ship's log.")),
        ("bullet", _("F1 opens these rules from anywhere; the game waits underneath.")),
        ("bullet", _("F11 switches full screen on and off.")),
        ("bullet", _("Escape goes back or closes what is open.")),
        ("h2", _("Playing together on one computer")),
        ("p", _("When it is another human's turn, a curtain asks you to pass the computer. "
                "Nobody's cards show until the named pirate clicks. Mutiny calls are asked on "
                "the shared screen, with one button per human, without showing any hand.")),
    ]


SECTIONS: tuple[tuple[str, Callable[[Catalogue], list[Block]]], ...] = (
    (N_("How to play"), _how_to_play),
    (N_("Voyages & mutiny"), _voyages),
    (N_("Crew cards"), _crew_cards),
    (N_("Destinations & prizes"), _destinations_and_prizes),
    (N_("Controls"), _controls),
)


def all_text(cat: Catalogue) -> str:
    """Every line of the help, for tests and spell checks."""
    return "\n".join(block[1] for _title, make in SECTIONS for block in make(cat))


class HelpScene(MenuScene):
    """The rule book over the current scene. Tabs on the left, the text scrolls.

    What lies below is painted once into a dimmed backdrop (again on a resize), so the scene
    below neither moves nor costs a frame while the rules are open."""

    overlay = False

    def __init__(self, app: App, cat: Catalogue, section: int = 0) -> None:
        self.cat = cat
        self.section = section
        self.scroll = 0
        self.lines: list[tuple[str, str, int]] = []   # (style, text, y)
        self.pictures: list[tuple[int, int, int]] = []   # (card, x, y) beside their entries
        self.art: Any = None   # the table's card art, made when first needed
        self.indents: dict[int, int] = {}   # line index -> room left for a picture
        self.content_h = 0
        self.backdrop: pg.Surface | None = None
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

    def paint_backdrop(self) -> None:
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
        self.backdrop = sheet

    def layout(self) -> None:
        self.backdrop = None
        w, h = self.size
        px = self.px
        self.book = pg.Rect(0, 0, min(w - px(60), px(1160)), h - px(60))
        self.book.center = (w // 2, h // 2)
        tab_w = min(px(250), self.book.width // 4)
        x = self.book.x + px(24)
        y = self.book.y + px(96)
        th = px(46)
        for tab in self.tabs:
            tab.rect = pg.Rect(x, y, tab_w, th)
            y += th + px(10)
        self.close.rect = pg.Rect(x, self.book.bottom - px(24) - th, tab_w, th)
        self.page = pg.Rect(x + tab_w + px(24), self.book.y + px(24),
                            self.book.right - px(24) - (x + tab_w + px(24)),
                            self.book.height - px(48))
        self.typeset()

    def picture_size(self) -> tuple[int, int]:
        """A glossary picture's width and height (the table's card proportions)."""
        from scenes.jolly_roger.cards import RATIO

        h = self.px(96)
        return round(h / RATIO), h

    def typeset(self) -> None:
        """Wrap the section's text to the page width (once per layout, not per frame). A
        glossary entry's words go right of its card's picture, down to its foot."""
        width = self.page.width - self.px(44)
        pic_w, pic_h = self.picture_size()
        y = 0
        beside = 0          # the indent of words beside a picture
        bottom = 0          # where the last picture ends
        self.lines = []
        self.pictures = []
        self.indents = {}
        for block in SECTIONS[self.section][1](self.cat):
            style, words = block[0], block[1]
            font = self.style_font(style)
            if style in ("h1", "h2", "card") and beside:
                y = max(y, bottom + self.px(10))   # the next entry starts under the picture
                beside = 0
            if style in ("h1", "h2") and y:
                y += self.px(14 if style == "h1" else 8)
            if len(block) == 3:
                self.pictures.append((block[2], 0, y))   # type: ignore[misc]
                beside, bottom = pic_w + self.px(16), y + pic_h
            indent = (self.px(22) if style == "bullet" else 0) + beside
            for k, line in enumerate(wrap(words, font, width - indent)):
                self.lines.append((style if k == 0 else f"{style}+", line, y))
                self.indents[len(self.lines) - 1] = beside
                y += font.get_linesize()
            y += self.px(6) if style in ("p", "bullet", "note") else self.px(3)
        if beside:
            y = max(y, bottom + self.px(6))
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
        if style == "card":
            return self.font(19, "bold", 13)
        if style == "note":
            return self.font(16, "bold", 12)
        return self.font(18, "body", 13)

    def draw_pictures(self, surface: pg.Surface, x0: int, top: int, clip: pg.Rect) -> None:
        """The glossary's pictures on screen: the table's own card faces."""
        if not self.pictures:
            return
        if self.art is None:
            from scenes.jolly_roger.cards import CardArt

            self.art = CardArt(self.cat)
        _w, h = self.picture_size()
        for card, x, y in self.pictures:
            sy = top + y
            if sy + h < clip.y or sy > clip.bottom:
                continue
            surface.blit(self.art.face(card, h), (x0 + x, sy))
            self.app.emit("glossary_picture", card)

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
            if event.key == pg.K_HOME:
                self.scroll = 0
                return
            if event.key == pg.K_END:
                self.scroll = self.max_scroll
                return
            if event.key in (pg.K_LEFT, pg.K_RIGHT):
                self.open((self.section + (1 if event.key == pg.K_RIGHT else -1)) % len(SECTIONS))
                self.ui.focus = self.tabs[self.section]
                return
        super().handle_event(event)

    def draw(self, surface: pg.Surface) -> None:
        self.refresh()
        if self.backdrop is None or self.backdrop.get_size() != surface.get_size():
            self.paint_backdrop()
        assert self.backdrop is not None
        surface.blit(self.backdrop, (0, 0))
        self.paint(surface)
        self.ui.draw(surface)

    def paint(self, surface: pg.Surface) -> None:
        px = self.px
        panel(surface, self.book, "wood", px(18))
        title = self.font(34, "display", 18)
        text(surface, _("Rules & cards"), title, T.PARCHMENT,
             (self.tabs[0].rect.x, self.book.y + px(28)), "topleft", shadow=px(2))
        panel(surface, self.page, "parchment", px(12))
        clip = self.page.inflate(-px(28), -px(28))
        old = surface.get_clip()
        surface.set_clip(clip)
        x0 = self.page.x + px(22)
        top = self.page.y + px(20) - self.scroll
        self.draw_pictures(surface, x0, top, clip)
        for index, (style, line, y) in enumerate(self.lines):
            sy = top + y
            font = self.style_font(style)
            if sy + font.get_linesize() < clip.y or sy > clip.bottom:
                continue
            base = style.rstrip("+")
            colour = {"h1": T.INK, "h2": T.mix(T.DANGER, T.INK, 0.35), "card": T.INK,
                      "note": T.mix(T.SEA_BOTTOM, T.INK, 0.2)}.get(base, T.INK)
            x = x0 + self.indents.get(index, 0)
            if base == "bullet":
                x += px(22)
                if style == "bullet":
                    pg.draw.circle(surface, T.BRASS_DARK, (x0 + px(8), sy + font.get_height() // 2),
                                   max(2, px(4)))
            if style == "card":
                mark = pg.Rect(x - px(10), sy + px(3), px(4), font.get_height() - px(4))
                pg.draw.rect(surface, T.BRASS, mark)
            text(surface, line, font, colour, (x, sy))
            if style == "h1":
                rule_y = sy + font.get_height() + px(1)
                pg.draw.line(surface, T.BRASS_DARK, (x0, rule_y), (clip.right - px(8), rule_y), 1)
        surface.set_clip(old)
        if self.max_scroll:
            track = pg.Rect(self.page.right - px(14), clip.y, px(5), clip.height)
            pg.draw.rect(surface, T.PARCHMENT_DARK, track, border_radius=3)
            share = clip.height / (clip.height + self.max_scroll)
            knob = track.copy()
            knob.height = max(px(30), round(track.height * share))
            knob.y = track.y + round((track.height - knob.height) * self.scroll / self.max_scroll)
            pg.draw.rect(surface, T.BRASS_DARK, knob, border_radius=3)
        small = self.font(14, "body", 11)
        y = self.close.rect.y - px(10)
        hint = _("Wheel or Up/Down scrolls. Left/Right turns the page. Esc or F1 closes.")
        lines = wrap(hint, small, self.close.rect.width)
        for line in reversed(lines):
            r = text(surface, line, small, T.HINT, (self.close.rect.x, y), "bottomleft")
            y = r.y
