"""The New game scene: who sits at the table, the table's options, and the Start button.

Everything the form offers comes from the table's declaration (game/core/registry.py): its
seat range, the AI levels it offers, and its options — each "flags" option a row of toggles
(Jolly Roger: the variants Hidden Treasure and Captain's Gold), each "choice" option a choice
with the chosen value's words below it (Jolly Roger: reaction prompts, DA4). Each seat is a
human or an AI with a name and a colour; an optional seed. Start builds a `GameSession` and
opens the table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame as pg

from game.core.i18n import N_, _, ngettext
from game.core.session import HUMAN, SeatConfig
from scenes import theme as T
from scenes.drawing import panel, text, wrap
from scenes.launch import (
    LEVEL_WORDS,
    PIRATE_NAMES,
    option_defaults,
    pirate_names,
    player_name,
    start_session,
    table_info,
)
from scenes.manager import App
from scenes.menu import MenuScene, title_block
from scenes.routes import route
from scenes.settings_store import NAME_LENGTH
from scenes.tables import playable
from scenes.widgets import Button, Choice, TextInput, Toggle

FIRST_SEATS = 4      # a new form's crew, within the table's range
#: Words for who plays a seat: a human, or an AI level (a table offers some of these).
KIND_WORDS = {HUMAN: N_("Human"), **LEVEL_WORDS}


drawable = T.drawable


@dataclass
class SeatDraft:
    """One seat as the form holds it (becomes a SeatConfig on Start)."""

    name: str
    kind: str
    colour: T.Colour


@route("new_game")
class NewGameScene(MenuScene):
    """The form. Every control works by mouse and by keyboard (Tab, arrows, Enter)."""

    def __init__(self, app: App, game_id: str = "") -> None:
        self.info = table_info(game_id)
        self.min_seats, self.max_seats = self.info.seats
        level = self.info.default_level
        first = min(self.max_seats, max(self.min_seats, FIRST_SEATS))
        mine = player_name(app)
        self.seats = [SeatDraft(mine, HUMAN, T.seat_colour(0))]
        self.seats += [SeatDraft(name, level, T.seat_colour(i))
                       for i, name in enumerate(pirate_names(mine, first - 1), 1)]
        self.options: dict[str, Any] = option_defaults(app, self.info.id)
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
                             placeholder=_("Name"), allow=drawable,
                             on_refused=self.refuse_letters, on_full=self.name_full,
                             name=f"name{i}")
            kind = Choice([(k, _(KIND_WORDS.get(k, k))) for k in (HUMAN, *self.info.offered)],
                          seat.kind, lambda v, i=i: self.set_kind(i, v), name=f"kind{i}")
            remove = Button("×", lambda i=i: self.remove_seat(i), name=f"remove{i}",
                            enabled=len(self.seats) > self.min_seats)
            for widget in (swatch, name, kind, remove):
                ui.add(widget)
            self.rows.append((swatch, name, kind, remove))
        self.add_button = ui.add(Button(_("+ Add a seat"), self.add_seat, name="add",
                                        enabled=len(self.seats) < self.max_seats))
        # the table's options: (option, its widgets) — a toggle per flag, or one choice
        self.option_widgets: list[tuple[Any, list[Any]]] = []
        for option in self.info.options:
            value = self.options[option.key]
            if option.kind == "flags":
                widgets: list[Any] = [ui.add(Toggle(
                    _(c.label), c.key in value,
                    lambda on, o=option.key, k=c.key: self.set_flag(o, k, on),
                    name=c.key, detail=_(c.detail))) for c in option.choices]
            else:
                widgets = [ui.add(Choice([(c.key, _(c.label)) for c in option.choices], value,
                                         lambda v, o=option.key: self.set_option(o, v),
                                         name=option.key))]
            self.option_widgets.append((option, widgets))
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
        row_h = min(px(44), (left.height - header - px(70)) // self.max_seats)
        self.row_h = row_h
        y = left.y + px(14) + header
        gap = max(2, row_h // 8)
        # who plays: wider when the table offers more AI levels (the name takes the rest)
        kind_share = min(0.6, 0.44 + 0.12 * max(0, len(self.info.offered) - 2))
        for swatch, name, kind, remove in self.rows:
            bar = row_h - gap
            swatch.rect = pg.Rect(inner.x, y, bar, bar)
            remove.rect = pg.Rect(inner.right - bar, y, bar, bar)
            kind_w = round(inner.width * kind_share)
            kind.rect = pg.Rect(remove.rect.x - px(10) - kind_w, y, kind_w, bar)
            name.rect = pg.Rect(swatch.rect.right + px(10), y,
                                kind.rect.x - px(10) - swatch.rect.right - px(10), bar)
            y += row_h
        add_y = min(y + px(8), left.bottom - px(14) - px(40))
        self.add_button.rect = pg.Rect(inner.x, add_y, px(190), px(40))
        # options: each under its heading, stacked
        ri = right.inflate(-2 * px(20), 0)
        self.option_label_y: list[int] = []
        y = right.y + px(16)
        for option, widgets in self.option_widgets:
            self.option_label_y.append(y)
            y += px(36)
            for widget in widgets:
                if option.kind == "flags":
                    widget.rect = pg.Rect(ri.x, y, ri.width, px(52))
                    y += px(58)
                else:
                    widget.rect = pg.Rect(ri.x, y - px(8), ri.width, px(38))
                    y += px(38) + px(50)   # room for two lines about the chosen value
            y += px(8)
        self.seed_label_y = y
        self.seed_input.rect = pg.Rect(ri.x, self.seed_label_y + px(28), min(ri.width, px(200)),
                                       px(38))
        # bottom row
        bh = px(52)
        self.back_button.rect = pg.Rect(margin, h - px(18) - bh, px(170), bh)
        self.start_button.rect = pg.Rect(w - margin - px(270), h - px(18) - bh, px(270), bh)

    def paint(self, surface: pg.Surface) -> None:
        px = self.px
        low, high = self.info.seats
        heading = _("New game: {table}").format(table=_(self.info.name)) \
            if len(playable()) > 1 else _("New game")
        title_block(self, surface, heading, px(16), 44,
                    _("Who sails tonight? {low} to {high} pirates, human or AI.").format(
                        low=low, high=high))
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
        x = self.seed_input.rect.x
        room = ri.right - x - px(12)
        small = self.font(14, "body", 11)
        for (option, widgets), label_y in zip(self.option_widgets, self.option_label_y,
                                              strict=True):
            text(surface, _(option.label), head, label_colour, (x, label_y), room=room)
            if option.kind == "choice":
                chosen = next(c for c in option.choices if c.key == self.options[option.key])
                y = widgets[0].rect.bottom + px(6)
                for line in wrap(_(chosen.detail), small, widgets[0].rect.width)[:2]:
                    text(surface, line, small, T.HINT, (x, y))
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
        rule = self.info.seat_notes.get(len(self.seats), "")
        if rule:
            note = f"{_(rule)} {note}".strip()
        lines = wrap(note, small, self.right_panel.width - px(40)) if note else []
        y = self.right_panel.bottom - px(14) - len(lines) * small.get_linesize()
        for line in lines:
            text(surface, line, small, T.FOAM, (self.seed_input.rect.x, y))
            y += small.get_linesize()

    # --- the form -------------------------------------------------------------------------

    def set_name(self, i: int, value: str) -> None:
        self.seats[i].name = value
        self.message = ""

    def refuse_letters(self, refused: str) -> None:
        """Typed characters the game's fonts cannot draw were kept out of a name: say why
        (issue 17: a name must never show as empty boxes, on this machine or another)."""
        if not any(ch.isprintable() for ch in refused):
            return   # only control characters: nothing a player meant to type
        self.say(_("The game's lettering cannot draw some of those characters (such as "
                   "Chinese letters or emoji): please use Latin letters; accents are fine."))

    def name_full(self, most: int) -> None:
        """A name was typed past its length: say so rather than drop letters unseen."""
        self.say(ngettext("A name has at most {n} character: the rest was left out.",
                          "A name has at most {n} characters: the rest was left out.",
                          most).format(n=most))

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
        if len(self.seats) >= self.max_seats:
            return
        used_names = {s.name for s in self.seats}
        used_colours = {s.colour for s in self.seats}
        name = next((_(n) for n in PIRATE_NAMES if _(n) not in used_names),
                    _("Pirate {k}").format(k=len(self.seats) + 1))
        colour = next(c for c in T.SEAT_COLOURS if c not in used_colours)
        self.seats.append(SeatDraft(name, self.info.default_level, colour))
        self.rebuild()
        if not self.add_button.enabled:
            self.ui.focus = self.rows[-1][1]

    def remove_seat(self, i: int) -> None:
        if len(self.seats) <= self.min_seats:
            return
        del self.seats[i]
        self.rebuild()
        if self.ui.focus is None or not self.ui.focus.live:
            self.ui.focus = self.add_button

    def set_flag(self, option: str, key: str, on: bool) -> None:
        """A "flags" option's choice on or off (kept in the option's own order)."""
        chosen = set(self.options[option]) - {key} | ({key} if on else set())
        self.options[option] = next(o for o in self.info.options if o.key == option).clean(
            list(chosen))

    def set_option(self, option: str, value: str) -> None:
        self.options[option] = value

    def set_seed(self, value: str) -> None:
        self.seed_text = value

    def problem(self) -> str | None:
        """What stops the voyage, in one line (None: ready)."""
        names = [s.name.strip() for s in self.seats]
        for i, name in enumerate(names):
            if not name:
                return _("Seat {k} needs a name.").format(k=i + 1)
            if not all(drawable(ch) for ch in name):
                return _("Seat {k}'s name has characters the game's lettering cannot draw: "
                         "please use Latin letters; accents are fine.").format(k=i + 1)
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
        problem = start_session(self.app, self.configs(), dict(self.options), seed,
                                game_id=self.info.id)
        if problem:
            self.say(problem)
