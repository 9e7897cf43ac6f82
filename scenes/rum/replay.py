"""The replay viewer of a finished RUM game: it steps through the game event by event —
forward, back, or playing — on the real table, with every card shown (the game is over,
nothing is secret any more: every hand, and the face-down beach cards marked as such) and the
log beside it. Each position is rebuilt from the events with the rulebook's `from_events`.
It never changes a game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame as pg

from game.core.i18n import _
from game.rum import events as E
from scenes import theme as T
from scenes.kit.frame import Frame
from scenes.kit.plan import ButtonSpec
from scenes.launch import seed_words
from scenes.manager import Scene
from scenes.rum import board, hud, logtext
from scenes.rum.cards import CardArt
from scenes.rum.layout import Layout

if TYPE_CHECKING:
    from scenes.manager import App

#: events that only say whose turn it is: stepping passes over them
QUIET = (E.TurnStarted, E.ReturnChosen)
PLAY_STEP_MS = 700


class ReplayScene(Scene):
    """One game, step by step. Left/Right step, Space plays, Home/End, Tab changes whose
    hand is at the bottom, Esc goes back."""

    def __init__(self, app: App, rulebook: Any, events: list[Any],
                 meta: dict[str, Any] | None = None) -> None:
        super().__init__(app)
        first = events[0]
        self.events = events
        self.names: tuple[str, ...] = first.names
        self.n = len(self.names)
        self.colours = _colours(meta or {}, self.n)
        self.humans = list(first.humans)
        self.rulebook = rulebook
        self.cat = rulebook.cat
        self.art = CardArt(self.cat)
        self.stops = [i + 1 for i, ev in enumerate(events)
                      if not isinstance(ev, QUIET) and self._stands(i + 1)]
        self.at = 0
        self.bottom = 0
        self.playing = False
        self.speed = 1.0
        self._since = 0
        self._cache: tuple[int, Any] | None = None
        self._lines: tuple[Any, list[tuple[str, bool]]] = (None, [])
        self.buttons: list[tuple[ButtonSpec, pg.Rect]] = []
        self.mouse = (0, 0)
        self.size = app.size
        self.frame = Frame()

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
        elif event.type == pg.MOUSEWHEEL:
            self.step(-event.y)
        elif event.type == pg.KEYDOWN:
            keys = {pg.K_RIGHT: lambda: self.step(1), pg.K_LEFT: lambda: self.step(-1),
                    pg.K_SPACE: self.toggle_play, pg.K_HOME: lambda: self.go(0),
                    pg.K_END: lambda: self.go(len(self.stops) - 1),
                    pg.K_TAB: self.next_seat, pg.K_ESCAPE: self.app.pop,
                    pg.K_UP: self.faster, pg.K_DOWN: self.slower}
            if event.key in keys:
                keys[event.key]()

    # --- drawing ------------------------------------------------------------------------------

    def full_view(self, game: Any) -> Any:
        """The bottom seat's view with every other hand shown as known cards: the game is
        over, nothing is secret any more."""
        views = [game.view(s) for s in range(self.n)]
        mine = views[self.bottom]
        known = tuple(views[s].hand for s in range(self.n))
        return mine._replace(known=known, maybe=tuple(() for _s in range(self.n)))

    def face_down(self, view: Any) -> dict[int, int]:
        """The cards lying face down on the beach at this position, read from the game's own
        events (the replay has every event whole): spot -> card."""
        spots = [-1, -1, -1]
        for ev in self.events[: self.upto]:
            t = type(ev)
            if t is E.GameStarted:
                spots = list(ev.beach)
            elif t is E.Refilled:
                spots[ev.spot] = ev.card
            elif (t is E.ParrotBack or t is E.Drawn and ev.source == "beach") \
                    and 0 <= ev.spot < 3:   # the spot emptied (a refill follows)
                spots[ev.spot] = -1
        return {k: spots[k] for k, s in enumerate(view.beach)
                if s.card is not None and not s.face_up and spots[k] >= 0}

    def draw(self, surface: pg.Surface) -> None:
        lay = Layout(self.size, self.n, self.bottom)
        u = lay.u
        view = self.full_view(self.game())
        look = board.Look(layout=lay, colours=self.colours, humans=self.humans,
                          hand_shown=True, deciding=view.turn if not view.over else -1,
                          replay=True, open_beach=self.face_down(view))
        self.frame = Frame()
        board.draw(surface, view, look, self.frame, self.art, self.cat)
        total = len(self.stops)
        words = _("Replay · step {step} of {total}").format(step=self.at + 1, total=total)
        words += " · " + seed_words(self.rulebook.start_facts(self.events)[2])   # issue 17
        said = logtext.line(self.events[self.upto - 1], self.names, self.cat)
        if said is not None:
            words += " — " + said.text
        hud.draw_banner(surface, lay.banner, words, u, True)
        key = (self.upto, T.generation)
        if self._lines[0] != key:
            self._lines = (key, [(ln.text, ln.header) for ln in logtext.log_lines(
                self.events[: self.upto], self.names, self.cat)])
        hud.draw_log(surface, lay.log, self._lines[1], 0, u)
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
        self.buttons = _grid(lay.preview.inflate(-round(12 * u), -round(12 * u)), specs, u)
        for spec, rect in self.buttons:
            hud.draw_button(surface, spec, rect, rect.collidepoint(self.mouse), False, u)
        for card in self.frame.faces:
            self.app.emit("card_face", card)

    def button_keys(self) -> list[str]:
        return [spec.key for spec, _r in self.buttons]


def _grid(area: pg.Rect, specs: list[ButtonSpec], u: float) -> list[tuple[ButtonSpec, pg.Rect]]:
    """The replay's buttons in rows of three or four inside `area` (the preview's place)."""
    per_row = 4
    rows = (len(specs) + per_row - 1) // per_row
    gap = round(6 * u)
    h = min(round(38 * u), (area.h - gap * (rows - 1)) // rows)
    w = (area.w - gap * (per_row - 1)) // per_row
    out = []
    for i, spec in enumerate(specs):
        r, c = divmod(i, per_row)
        out.append((spec, pg.Rect(area.x + c * (w + gap), area.y + r * (h + gap), w, h)))
    return out


def _colours(meta: dict[str, Any], n: int) -> list[tuple[int, int, int]]:
    seats = meta.get("seats") if isinstance(meta.get("seats"), list) else []
    out = []
    for i in range(n):
        d = seats[i] if i < len(seats) and isinstance(seats[i], dict) else {}
        c = d.get("colour")
        ok = isinstance(c, list) and len(c) == 3 and all(
            isinstance(x, int) and 0 <= x <= 255 for x in c)
        out.append(tuple(c) if ok else T.seat_colour(i))  # type: ignore[arg-type]
    return out
