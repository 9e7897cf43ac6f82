"""The New game scene: who sits at the table, the variants, and the Start button.

3–10 seats, each Human or AI (easy or medium) with a name and a colour; the variants Hidden
Treasure (VH) and Captain's Gold (VG); reaction prompts to every human or to card holders
only (DA4); an optional seed. Start builds a `GameSession` and opens the table.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame as pg

from game.core.i18n import N_, _, ngettext
from scenes import theme as T
from scenes.drawing import panel, text, wrap
from scenes.launch import PIRATE_NAMES, start_session
from scenes.manager import App
from scenes.menu import MenuScene, title_block
from scenes.routes import route
from scenes.session import HUMAN, SeatConfig
from scenes.widgets import Button, Choice, TextInput, Toggle

MIN_SEATS, MAX_SEATS = 3, 10
NAME_LENGTH = 14
KINDS = ((HUMAN, N_("Human")), ("easy", N_("AI easy")), ("medium", N_("AI medium")))


@dataclass
class SeatDraft:
    """One seat as the form holds it (becomes a SeatConfig on Start)."""

    name: str
    kind: str
    colour: T.Colour


@route("new_game")
class NewGameScene(MenuScene):
    """The form. Every control works by mouse and by keyboard (Tab, arrows, Enter)."""

    def __init__(self, app: App) -> None:
        self.seats = [SeatDraft(_(PIRATE_NAMES[0]), HUMAN, T.seat_colour(0))]
        self.seats += [SeatDraft(_(PIRATE_NAMES[i]), "medium", T.seat_colour(i))
                       for i in range(1, 4)]
        self.variants: set[str] = set()
        self.reaction_prompts = app.settings.reaction_prompts
        self.seed_text = ""
        super().__init__(app)

    def enter(self) -> None:
        super().enter()
        pg.key.start_text_input()   # names and the seed are typed (TEXTINPUT events)

    # --- widgets --------------------------------------------------------------------------

    def build(self) -> None:
        ui = self.ui
        self.rows: list[tuple[Button, TextInput, Choice, Button]] = []
        for i, seat in enumerate(self.seats):
            swatch = Button("", lambda i=i: self.next_colour(i), name=f"colour{i}",
                            tooltip=_("Change colour"),
                            icon=lambda surface, r, i=i: T.draw_emblem(
                                surface, self.seats[i].colour, r.center, max(5, r.height // 4)))
            name = TextInput(seat.name, lambda v, i=i: self.set_name(i, v), max_len=NAME_LENGTH,
                             placeholder=_("Name"), name=f"name{i}")
            kind = Choice([(k, _(label)) for k, label in KINDS], seat.kind,
                          lambda v, i=i: self.set_kind(i, v), name=f"kind{i}")
            remove = Button("×", lambda i=i: self.remove_seat(i), name=f"remove{i}",
                            enabled=len(self.seats) > MIN_SEATS)
            for widget in (swatch, name, kind, remove):
                ui.add(widget)
            self.rows.append((swatch, name, kind, remove))
        self.add_button = ui.add(Button(_("+ Add a seat"), self.add_seat, name="add",
                                        enabled=len(self.seats) < MAX_SEATS))
        self.vh = ui.add(Toggle(_("Hidden Treasure"), "VH" in self.variants,
                                lambda v: self.set_variant("VH", v), name="VH",
                                detail=_("Prize cards stay face down until the end")))
        self.vg = ui.add(Toggle(_("Captain's Gold"), "VG" in self.variants,
                                lambda v: self.set_variant("VG", v), name="VG",
                                detail=_("When the captain trades at port, all draw a card")))
        self.reactions = ui.add(Choice([("all", _("Every human")), ("holders", _("Holders only"))],
                                       self.reaction_prompts, self.set_reactions,
                                       name="reactions"))
        self.seed_input = ui.add(TextInput(self.seed_text, self.set_seed, max_len=9,
                                           placeholder=_("random"), allow=str.isdigit,
                                           name="seed"))
        self.back_button = ui.add(Button(_("Back"), self.back, name="back"))
        self.start_button = ui.add(Button(_("Start the voyage"), self.start, kind="primary",
                                          name="start"))

    def layout(self) -> None:
        w, h = self.size
        px = self.px
        margin = px(36)
        top = px(118)
        bottom = h - px(84)
        left = pg.Rect(margin, top, round(w * 0.60) - margin, bottom - top)
        right = pg.Rect(left.right + px(24), top, w - margin - left.right - px(24), bottom - top)
        self.left_panel, self.right_panel = left, right
        inner = left.inflate(-2 * px(18), 0)
        header = px(34)
        row_h = min(px(44), (left.height - header - px(70)) // MAX_SEATS)
        self.row_h = row_h
        y = left.y + px(14) + header
        gap = max(2, row_h // 8)
        for swatch, name, kind, remove in self.rows:
            bar = row_h - gap
            swatch.rect = pg.Rect(inner.x, y, bar, bar)
            remove.rect = pg.Rect(inner.right - bar, y, bar, bar)
            kind_w = round(inner.width * 0.44)
            kind.rect = pg.Rect(remove.rect.x - px(10) - kind_w, y, kind_w, bar)
            name.rect = pg.Rect(swatch.rect.right + px(10), y,
                                kind.rect.x - px(10) - swatch.rect.right - px(10), bar)
            y += row_h
        add_y = min(y + px(8), left.bottom - px(14) - px(40))
        self.add_button.rect = pg.Rect(inner.x, add_y, px(190), px(40))
        # options
        ri = right.inflate(-2 * px(20), 0)
        y = right.y + px(52)
        self.vh.rect = pg.Rect(ri.x, y, ri.width, px(52))
        self.vg.rect = pg.Rect(ri.x, y + px(58), ri.width, px(52))
        self.reactions_label_y = y + px(130)
        self.reactions.rect = pg.Rect(ri.x, self.reactions_label_y + px(28), ri.width, px(38))
        self.seed_label_y = self.reactions.rect.bottom + px(58)
        self.seed_input.rect = pg.Rect(ri.x, self.seed_label_y + px(28), min(ri.width, px(200)),
                                       px(38))
        # bottom row
        bh = px(52)
        self.back_button.rect = pg.Rect(margin, h - px(18) - bh, px(170), bh)
        self.start_button.rect = pg.Rect(w - margin - px(270), h - px(18) - bh, px(270), bh)

    def paint(self, surface: pg.Surface) -> None:
        px = self.px
        title_block(self, surface, _("New game"), px(16), 44,
                    _("Who sails tonight? 3 to 10 pirates, human or AI."))
        panel(surface, self.left_panel)
        panel(surface, self.right_panel)
        head = self.font(17, "bold")
        label_colour = T.BRASS_LIGHT
        first = self.rows[0]
        y = self.left_panel.y + px(16)
        text(surface, ngettext("Crew: {n} pirate", "Crew: {n} pirates",
                               len(self.seats)).format(n=len(self.seats)), head, label_colour,
             (first[0].rect.x, y), room=first[2].rect.x - first[0].rect.x - px(8))
        text(surface, _("Played by"), head, label_colour, (first[2].rect.x, y),
             room=self.left_panel.right - first[2].rect.x - px(8))
        ri = self.right_panel
        room = ri.right - self.vh.rect.x - px(12)
        text(surface, _("Variants"), head, label_colour, (self.vh.rect.x, ri.y + px(16)),
             room=room)
        text(surface, _("Reaction prompts"), head, label_colour,
             (self.reactions.rect.x, self.reactions_label_y), room=room)
        small = self.font(14, "body", 11)
        note = (_("Every human is asked at every reaction moment: no one learns who holds what.")
                if self.reaction_prompts == "all" else
                _("Only holders of a fitting card are asked: faster, but it hints who holds one."))
        y = self.reactions.rect.bottom + px(6)
        for line in wrap(note, small, self.reactions.rect.width)[:2]:
            text(surface, line, small, T.HINT, (self.reactions.rect.x, y))
            y += small.get_linesize()
        text(surface, _("Seed (for a deal you can replay)"), head, label_colour,
             (self.seed_input.rect.x, self.seed_label_y), room=room)
        humans = sum(s.kind == HUMAN for s in self.seats)
        if humans > 1:
            note = ngettext("Hot-seat: {k} human shares this computer; a curtain hides each "
                            "hand until its owner takes over.",
                            "Hot-seat: {k} humans share this computer; a curtain hides each "
                            "hand until its owner takes over.", humans).format(k=humans)
        elif humans == 0:
            note = _("No human seat: you will watch the AI pirates play.")
        else:
            note = ""
        lines = wrap(note, small, self.right_panel.width - px(40)) if note else []
        y = self.right_panel.bottom - px(14) - len(lines) * small.get_linesize()
        for line in lines:
            text(surface, line, small, T.FOAM, (self.seed_input.rect.x, y))
            y += small.get_linesize()

    # --- the form -------------------------------------------------------------------------

    def set_name(self, i: int, value: str) -> None:
        self.seats[i].name = value
        self.message = ""

    def set_kind(self, i: int, kind: str) -> None:
        self.seats[i].kind = kind

    def next_colour(self, i: int) -> None:
        """Cycle seat i to the next colour nobody else uses."""
        used = {s.colour for j, s in enumerate(self.seats) if j != i}
        start = T.SEAT_COLOURS.index(self.seats[i].colour) if \
            self.seats[i].colour in T.SEAT_COLOURS else -1
        for step in range(1, len(T.SEAT_COLOURS) + 1):
            colour = T.SEAT_COLOURS[(start + step) % len(T.SEAT_COLOURS)]
            if colour not in used:
                self.seats[i].colour = colour
                return

    def add_seat(self) -> None:
        if len(self.seats) >= MAX_SEATS:
            return
        used_names = {s.name for s in self.seats}
        used_colours = {s.colour for s in self.seats}
        name = next((_(n) for n in PIRATE_NAMES if _(n) not in used_names),
                    _("Pirate {k}").format(k=len(self.seats) + 1))
        colour = next(c for c in T.SEAT_COLOURS if c not in used_colours)
        self.seats.append(SeatDraft(name, "medium", colour))
        self.rebuild()
        if not self.add_button.enabled:
            self.ui.focus = self.rows[-1][1]

    def remove_seat(self, i: int) -> None:
        if len(self.seats) <= MIN_SEATS:
            return
        del self.seats[i]
        self.rebuild()
        if self.ui.focus is None or not self.ui.focus.live:
            self.ui.focus = self.add_button

    def set_variant(self, key: str, on: bool) -> None:
        if on:
            self.variants.add(key)
        else:
            self.variants.discard(key)

    def set_reactions(self, value: str) -> None:
        self.reaction_prompts = value

    def set_seed(self, value: str) -> None:
        self.seed_text = value

    def problem(self) -> str | None:
        """What stops the voyage, in one line (None: ready)."""
        names = [s.name.strip() for s in self.seats]
        for i, name in enumerate(names):
            if not name:
                return _("Seat {k} needs a name.").format(k=i + 1)
        seen: set[str] = set()
        for name in names:
            if name.casefold() in seen:
                return _("Two pirates are called {name}: give each one their own name.").format(
                    name=name)
            seen.add(name.casefold())
        return None

    def configs(self) -> list[SeatConfig]:
        return [SeatConfig(s.name.strip(), s.kind, s.colour) for s in self.seats]

    def start(self) -> None:
        problem = self.problem()
        if problem:
            self.say(problem)
            return
        seed = int(self.seed_text) if self.seed_text else None
        problem = start_session(self.app, self.configs(),
                                {"variants": tuple(sorted(self.variants)),
                                 "reaction_prompts": self.reaction_prompts}, seed)
        if problem:
            self.say(problem)
