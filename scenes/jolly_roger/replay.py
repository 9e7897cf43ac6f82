"""The replay viewer of a finished Jolly Roger game: it steps through the game event by event —
forward, back, or playing — on the real table, with every card shown (the game is over,
nothing is secret any more) and the log beside it. Each position is rebuilt from the events
with the rulebook's `from_events` and per-seat views. It never changes a game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame as pg

from game.core.i18n import _
from game.jolly_roger import events as E
from game.jolly_roger.engine import Game
from scenes import theme as T
from scenes.drawing import text
from scenes.jolly_roger import hud, logtext
from scenes.jolly_roger.board import Board, sorted_hand
from scenes.jolly_roger.canvas import Look
from scenes.jolly_roger.cards import CardArt
from scenes.jolly_roger.layout import Layout
from scenes.kit.frame import Frame
from scenes.kit.plan import ButtonSpec
from scenes.launch import seed_words
from scenes.manager import Scene

if TYPE_CHECKING:
    from scenes.manager import App

#: events that only say whose turn it is: stepping passes over them
QUIET = (E.Ask, E.Suspend, E.Resume, E.WindowClosed)
PLAY_STEP_MS = 700       # one step while playing, at speed 1


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
        self.game0 = rulebook.from_events(events[:1])
        self.art = CardArt(self.game0.catalogue)
        self.board = Board(self.art)
        # the positions a step can stop at: after every event that is not only bookkeeping
        self.stops = [i + 1 for i, ev in enumerate(events) if not isinstance(ev, QUIET)]
        self.at = 0                      # index into self.stops
        self.bottom = 0                  # whose hand is drawn at the bottom
        self.playing = False
        self.speed = 1.0
        self._since = 0
        self._cache: tuple[int, Game] | None = None
        self._lines: tuple[Any, list[tuple[str, bool]]] = (None, [])
        self.buttons: list[tuple[Any, pg.Rect]] = []
        self.mouse = (0, 0)
        self.size = app.size
        self.layout: Any = None

    # --- position ---------------------------------------------------------------------------

    @property
    def upto(self) -> int:
        """How many events have happened at this position."""
        return self.stops[self.at] if self.stops else len(self.events)

    def game(self) -> Game:
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
        self.playing = False
        rounds = [k for k, stop in enumerate(self.stops)
                  if isinstance(self.events[stop - 1], E.RoundStarted)]
        if by > 0:
            later = [k for k in rounds if k > self.at]
            self.go(later[0] if later else len(self.stops) - 1)
        else:
            earlier = [k for k in rounds if k < self.at]
            self.go(earlier[-1] if earlier else 0)

    # --- scene --------------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.layout = None

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
                if rect.collidepoint(event.pos) and spec.action is not None:
                    spec.action()
                    return
            bar = self._bar()
            if bar.inflate(0, 16).collidepoint(event.pos) and self.stops:
                self.playing = False
                self.go(round((event.pos[0] - bar.x) / max(1, bar.w) * (len(self.stops) - 1)))
        elif event.type == pg.MOUSEWHEEL:
            self.step(-event.y)
        elif event.type == pg.KEYDOWN:
            key = event.key
            keys = {pg.K_RIGHT: lambda: self.step(1), pg.K_LEFT: lambda: self.step(-1),
                    pg.K_SPACE: self.toggle_play, pg.K_HOME: lambda: self.go(0),
                    pg.K_END: lambda: self.go(len(self.stops) - 1),
                    pg.K_PAGEDOWN: lambda: self.next_round(1),
                    pg.K_PAGEUP: lambda: self.next_round(-1),
                    pg.K_TAB: self.next_seat, pg.K_ESCAPE: self.app.pop,
                    pg.K_UP: self.faster, pg.K_DOWN: self.slower}
            if key in keys:
                keys[key]()

    def next_seat(self) -> None:
        self.bottom = (self.bottom + 1) % self.n

    def faster(self) -> None:
        self.speed = min(8.0, self.speed * 2)

    def slower(self) -> None:
        self.speed = max(0.25, self.speed / 2)

    # --- drawing ------------------------------------------------------------------------------

    def _lay(self) -> Any:

        if self.layout is None or self.layout.size != self.size:
            self.layout = Layout(self.size, self.n, self.bottom, True)
        if self.layout.bottom != self.bottom:
            self.layout = Layout(self.size, self.n, self.bottom, True)
        return self.layout

    def _bar(self) -> pg.Rect:
        lay = self._lay()
        banner = lay.banner
        return pg.Rect(banner.x + round(12 * lay.u), banner.bottom + round(10 * lay.u),
                       banner.w - round(24 * lay.u), max(6, round(8 * lay.u)))

    def full_view(self, game: Game) -> Any:
        """The bottom seat's view with every seat's prize cards and buried treasure filled in
        from each seat's own view: the game is over, nothing is secret any more."""
        views = [game.view(s) for s in range(self.n)]
        mine = views[self.bottom]
        prizes = tuple(views[s].prizes[s] for s in range(self.n))
        return mine._replace(prizes=prizes), views

    def draw(self, surface: pg.Surface) -> None:

        lay = self._lay()
        game = self.game()
        view, views = self.full_view(game)
        hand = list(view.hand)
        if self.app.settings.sort_hand:   # as on the table (issue 17)
            hand = sorted_hand(self.rulebook.cat, hand)
        look = Look(
            layout=lay, colours=self.colours, humans=self.humans, hand_shown=True,
            hand=hand, selectable={}, selected=set(), lit={}, deciding=-1,
            thinking=-1, hidden=set(), dragging=set(), hover_target="", focus="", plan=None,
            allocation={}, skill_picks={}, now_ms=self.app.ticks_ms, show_loot_faces=True,
            show_prize_faces_of=set(range(self.n)), show_buried_of=self.bottom,
            open_hands={s: views[s].hand for s in range(self.n) if s != self.bottom},
        )
        self.frame = Frame()
        self.board.draw(surface, view, look, self.frame)
        u = lay.u
        total = len(self.stops)
        rnd = view.round
        words = _("Replay · round {round} · step {step} of {total}").format(
            round=rnd, step=self.at + 1, total=total)
        words += " · " + seed_words(self.rulebook.start_facts(self.events)[2])   # issue 17
        last = self.events[self.upto - 1]

        said = logtext.describe(last, self.names, self.rulebook.cat)
        if said is not None:
            words += " — " + said.text
        hud.draw_banner(surface, lay.banner, words, u, True)
        bar = self._bar()
        pg.draw.rect(surface, T.WOOD_DARK, bar, border_radius=bar.h // 2)
        done = bar.copy()
        done.w = round(bar.w * (self.at / max(1, total - 1)))
        pg.draw.rect(surface, T.BRASS, done, border_radius=bar.h // 2)
        if lay.log is not None:
            key = (self.upto, T.generation)   # the log of this position, in this language
            if self._lines[0] != key:
                self._lines = (key, [(line.text, line.round_header) for line in
                                     logtext.log_lines(self.events[: self.upto], self.names,
                                                       self.rulebook.cat)])
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
        self.buttons = hud.layout_buttons(lay.buttons, specs, u, lay.centre.area.top)
        for spec, rect in self.buttons:
            hud.draw_button(surface, spec, rect, rect.collidepoint(self.mouse), False, u)
        if view.over and self.at == total - 1:
            scores = ", ".join(f"{self.names[s]} {view.scores[s][0]}" for s in range(self.n))
            text(surface, _("Final gold: {scores}").format(scores=scores),
                 T.font(max(12, round(17 * u)), "bold"), T.PARCHMENT,
                 (lay.table.centerx, lay.banner.y - round(8 * u)), "midbottom")


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
