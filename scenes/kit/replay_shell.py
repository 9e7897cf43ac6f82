"""The replay viewer's shell, whatever the table: it steps through a finished game event by
event — forward, back, or playing at a chosen speed — rebuilding each position with the
rulebook's `from_events`, and draws the banner (step n of N and what happened), the log and
the buttons. It never changes a game. A table's viewer subclasses `ReplayShell` and paints
the position (`paint_table`); it names its card art (`card_art`) and its log text module
(`words`), or says its events in words itself (`say`, `log_lines`). It may name its own
painter (`hud`, as a session table's), the events that begin a round (`rounds`: Page Up and
Page Down jump to them), ask for a seek bar under the banner (`seek_bar`: a click there
jumps), word the banner's position its own way (`heading`), place the buttons (`place_buttons`)
and draw over it all (`paint_over`).

Keys: Left/Right step, Space plays, Home/End, Page Up/Down a round, Up/Down change the speed,
Tab changes whose hand is at the bottom, Esc goes back. The wheel steps too.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame as pg

from game.core.i18n import _
from scenes import theme as T
from scenes.kit import hud
from scenes.kit.frame import Frame
from scenes.kit.plan import ButtonSpec
from scenes.launch import seed_words
from scenes.manager import Scene

if TYPE_CHECKING:
    from scenes.manager import App

PLAY_STEP_MS = 700


class ReplayShell(Scene):
    """One game, step by step."""

    #: events that only say whose turn it is: stepping passes over them
    quiet: tuple[type, ...] = ()
    #: the table's card art, made from the catalogue (`self.art`)
    card_art: Callable[[Any], Any] | None = None
    #: the table's game in words: a module with `line(event, names, cat)` and
    #: `log_lines(events, names, cat)`, whose lines have `text` and `header`
    words: Any = None
    #: the painter of the banner, the log and the buttons (scenes/kit/hud.py's functions)
    hud: Any = hud
    #: events that begin a round: Page Up and Page Down jump to the round's start
    rounds: tuple[type, ...] = ()
    #: a bar under the banner shows how far the replay is, and a click on it jumps there
    seek_bar = False
    #: the rulebook rebuilds a game after any of its events (every stop stands: none is tried)
    any_prefix_stands = False

    def __init__(self, app: App, rulebook: Any, events: list[Any],
                 meta: dict[str, Any] | None = None) -> None:
        super().__init__(app)
        first = events[0]
        self.events = events
        self.names: tuple[str, ...] = tuple(first.names)
        self.n = len(self.names)
        self.colours = colours(meta or {}, self.n)
        self.humans = list(getattr(first, "humans", [False] * self.n))
        self.rulebook = rulebook
        self.cat = rulebook.cat
        self.stops = [i + 1 for i, ev in enumerate(events) if not isinstance(ev, self.quiet)
                      and (self.any_prefix_stands or self._stands(i + 1))]
        self.at = 0
        self.bottom = 0
        self.playing = False
        self.speed = 1.0
        self._since = 0
        self._cache: tuple[int, Any] | None = None
        self._lines: tuple[Any, list[tuple[str, bool]]] = (None, [])
        self.buttons: list[tuple[ButtonSpec, pg.Rect]] = []
        self._u = 1.0
        self.mouse = (0, 0)
        self.size = app.size
        self.frame = Frame()
        self.banner = pg.Rect(0, 0, 0, 0)   # where the banner was drawn (the seek bar under it)
        self.art: Any = self.card_art(self.cat) if self.card_art is not None else None

    # --- what a table provides ----------------------------------------------------------------

    @abstractmethod
    def paint_table(self, surface: pg.Surface,
                    game: Any) -> tuple[pg.Rect, pg.Rect, pg.Rect, float]:
        """Paint the position of `game` (every hand shown: the game is over), recording the
        faces drawn in `self.frame`; return where the banner, the log and the buttons go, and
        the scale."""

    def say(self, event: Any) -> str | None:
        """One event in words (for the banner), or None."""
        said = self.words.line(event, self.names, self.cat)
        return said.text if said is not None else None

    def log_lines(self, events: list[Any]) -> list[tuple[str, bool]]:
        """The log of these events: (text, is a heading)."""
        return [(ln.text, ln.header) for ln in self.words.log_lines(events, self.names, self.cat)]

    def heading(self, game: Any) -> str:
        """Where the replay is, for the banner."""
        return _("Replay · step {step} of {total}").format(step=self.at + 1,
                                                          total=len(self.stops))

    def place_buttons(self, area: pg.Rect, specs: list[ButtonSpec],
                      u: float) -> list[tuple[ButtonSpec, pg.Rect]]:
        """Where the buttons go in the area `paint_table` gave (by default a grid)."""
        return grid(area, specs, u)

    def paint_over(self, surface: pg.Surface, game: Any, u: float) -> None:
        """What the table draws over the banner, the log and the buttons (a final score)."""

    # --- position -----------------------------------------------------------------------------

    def _stands(self, upto: int) -> bool:
        """Whether the game can be rebuilt after `upto` events: a position in the middle of
        one command's events may be one the engine cannot ask a prompt of; it is skipped."""
        try:
            self.rulebook.from_events(self.events[:upto])
        except (IndexError, ValueError, KeyError):
            return False
        return True

    @property
    def upto(self) -> int:
        return self.stops[self.at] if self.stops else len(self.events)

    def game(self) -> Any:
        if self._cache is None or self._cache[0] != self.upto:
            self._cache = (self.upto, self.rulebook.from_events(self.events[: self.upto]))
        return self._cache[1]

    def go(self, at: int) -> None:
        self.at = max(0, min(len(self.stops) - 1, at))
        if self.at == len(self.stops) - 1:
            self.playing = False

    def step(self, by: int) -> None:
        self.playing = False
        self.go(self.at + by)

    def toggle_play(self) -> None:
        if self.at >= len(self.stops) - 1:
            self.go(0)
        self.playing = not self.playing
        self._since = 0

    def next_round(self, by: int) -> None:
        """Jump to the start of the next (or this / the previous) round."""
        if not self.rounds:
            return
        self.playing = False
        starts = [k for k, stop in enumerate(self.stops)
                  if isinstance(self.events[stop - 1], self.rounds)]
        if by > 0:
            later = [k for k in starts if k > self.at]
            self.go(later[0] if later else len(self.stops) - 1)
        else:
            earlier = [k for k in starts if k < self.at]
            self.go(earlier[-1] if earlier else 0)

    def bar(self) -> pg.Rect:
        """The seek bar, under the banner last drawn."""
        banner, u = self.banner, self._u
        return pg.Rect(banner.x + round(12 * u), banner.bottom + round(10 * u),
                       banner.w - round(24 * u), max(6, round(8 * u)))

    def next_seat(self) -> None:
        self.bottom = (self.bottom + 1) % self.n

    def faster(self) -> None:
        self.speed = min(8.0, self.speed * 2)

    def slower(self) -> None:
        self.speed = max(0.25, self.speed / 2)

    # --- scene --------------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size

    def update(self, dt_ms: int) -> None:
        if not self.playing:
            return
        self._since += dt_ms
        every = PLAY_STEP_MS / self.speed
        while self._since >= every and self.playing:
            self._since -= every
            self.go(self.at + 1)

    def handle_event(self, event: pg.event.Event) -> None:
        if event.type == pg.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pg.MOUSEBUTTONDOWN and event.button == 1:
            for spec, rect in self.buttons:
                if rect.collidepoint(event.pos) and callable(spec.action):
                    spec.action()
                    return
            bar = self.bar()
            if self.seek_bar and bar.inflate(0, 16).collidepoint(event.pos) and self.stops:
                self.playing = False
                self.go(round((event.pos[0] - bar.x) / max(1, bar.w) * (len(self.stops) - 1)))
        elif event.type == pg.MOUSEWHEEL:
            self.step(-event.y)
        elif event.type == pg.KEYDOWN:
            keys = {pg.K_RIGHT: lambda: self.step(1), pg.K_LEFT: lambda: self.step(-1),
                    pg.K_SPACE: self.toggle_play, pg.K_HOME: lambda: self.go(0),
                    pg.K_END: lambda: self.go(len(self.stops) - 1),
                    pg.K_PAGEDOWN: lambda: self.next_round(1),
                    pg.K_PAGEUP: lambda: self.next_round(-1),
                    pg.K_TAB: self.next_seat, pg.K_ESCAPE: self.app.pop,
                    pg.K_UP: self.faster, pg.K_DOWN: self.slower}
            if event.key in keys:
                keys[event.key]()

    # --- drawing ------------------------------------------------------------------------------

    def draw(self, surface: pg.Surface) -> None:
        self.frame = Frame()
        game = self.game()
        banner, log, area, u = self.paint_table(surface, game)
        self.banner, self._u = banner, u
        total = len(self.stops)
        words = self.heading(game)
        words += " · " + seed_words(self.rulebook.start_facts(self.events)[2])   # issue 17
        said = self.say(self.events[self.upto - 1])
        if said:
            words += " — " + said
        self.hud.draw_banner(surface, banner, words, u, True)
        if self.seek_bar:
            bar = self.bar()
            pg.draw.rect(surface, T.WOOD_DARK, bar, border_radius=bar.h // 2)
            done = bar.copy()
            done.w = round(bar.w * (self.at / max(1, total - 1)))
            pg.draw.rect(surface, T.BRASS, done, border_radius=bar.h // 2)
        key = (self.upto, T.generation)   # the log of this position, in this language
        if self._lines[0] != key:
            self._lines = (key, self.log_lines(self.events[: self.upto]))
        self.hud.draw_log(surface, log, self._lines[1], 0, u)
        specs = [
            ButtonSpec("start", _("« Start"), lambda: self.go(0)),
            ButtonSpec("back", _("‹ Back"), lambda: self.step(-1)),
            ButtonSpec("play", (_("Pause") if self.playing else _("Play"))
                       + f" ×{self.speed:g}", self.toggle_play, "primary"),
            ButtonSpec("forward", _("Forward ›"), lambda: self.step(1)),
            ButtonSpec("end", _("End »"), lambda: self.go(total - 1)),
            ButtonSpec("seat", _("Hand: {name}").format(name=self.names[self.bottom]),
                       self.next_seat),
            ButtonSpec("close", _("Close"), self.app.pop),
        ]
        self.buttons = self.place_buttons(area, specs, u)
        for spec, rect in self.buttons:
            self.hud.draw_button(surface, spec, rect, rect.collidepoint(self.mouse), False, u)
        self.paint_over(surface, game, u)
        for card in self.frame.faces:
            self.app.emit("card_face", card)

    def button_keys(self) -> list[str]:
        return [spec.key for spec, _r in self.buttons]


def grid(area: pg.Rect, specs: list[ButtonSpec], u: float,
         per_row: int = 0) -> list[tuple[ButtonSpec, pg.Rect]]:
    """The replay's buttons in rows inside `area`: four to a row where each gets room for its
    words at the text floor, else three (a narrow window: 1024×768)."""
    if per_row <= 0:
        per_row = 4 if area.w >= 4 * round(112 * u) else 3
    rows = (len(specs) + per_row - 1) // per_row
    gap = round(6 * u)
    h = min(round(38 * u), (area.h - gap * (rows - 1)) // rows)
    w = (area.w - gap * (per_row - 1)) // per_row
    out = []
    for i, spec in enumerate(specs):
        r, c = divmod(i, per_row)
        out.append((spec, pg.Rect(area.x + c * (w + gap), area.y + r * (h + gap), w, h)))
    return out


def colours(meta: dict[str, Any], n: int) -> list[tuple[int, int, int]]:
    """The seats' colours from a saved game's meta (untrusted), else the theme's."""
    seats = meta.get("seats") if isinstance(meta.get("seats"), list) else []
    out = []
    for i in range(n):
        d = seats[i] if i < len(seats) and isinstance(seats[i], dict) else {}
        c = d.get("colour")
        ok = isinstance(c, list) and len(c) == 3 and all(
            isinstance(x, int) and 0 <= x <= 255 for x in c)
        out.append(tuple(c) if ok else T.seat_colour(i))  # type: ignore[arg-type]
    return out
