"""Replays: the list of finished games (`ReplaysScene`) and the viewer (`ReplayScene`).

The viewer steps through a finished game event by event — forward, back, or playing — on the
real table, with every card shown (the game is over, nothing is secret any more) and the log
beside it. It reads the log with game/jolly_roger/gamelog.py, which trusts nothing (a replay
may come from anyone), and rebuilds each position from the events with the engine's public API
(the rulebook's `from_events`, per-seat views). It never changes a game.
"""

from __future__ import annotations

import dataclasses
import json
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame as pg

from game.core.gamelog import LogError, read_log
from game.core.i18n import _
from game.jolly_roger import events as E
from game.jolly_roger.engine import Game
from scenes import paths, saves
from scenes import theme as T
from scenes.drawing import panel, text
from scenes.launch import open_table
from scenes.manager import Scene
from scenes.menu import MenuScene, hint_line, title_block
from scenes.routes import route
from scenes.widgets import Button

if TYPE_CHECKING:
    from scenes.manager import App

#: events that only say whose turn it is: stepping passes over them
QUIET = (E.Ask, E.Suspend, E.Resume, E.WindowClosed)
PLAY_STEP_MS = 700       # one step while playing, at speed 1


# --- the list -----------------------------------------------------------------------------


@dataclasses.dataclass
class ReplayInfo:
    path: Path
    when: str
    names: list[str]
    winners: list[str]


def summary(path: Path, unfinished: bool = False) -> ReplayInfo | None:
    """What the list shows of a replay, from its first and last lines only (the whole file is
    checked when it is opened). None if it does not look like a finished game log."""
    try:
        with open(path, "rb") as f:
            head = f.read(256 * 1024).split(b"\n", 2)     # the header and the start
            f.seek(max(0, f.seek(0, 2) - 64 * 1024))
            tail = f.read().rstrip(b"\n").rsplit(b"\n", 1)[-1]   # the last move
        start = json.loads(head[1])["start"][0]
        last = json.loads(tail)["events"][-1] if not unfinished else {"winners": []}
        names = [str(n)[:40] for n in start["names"]][:10]
        winners = [names[w] for w in last["winners"] if isinstance(w, int) and 0 <= w < len(names)]
    except (OSError, ValueError, KeyError, IndexError, TypeError, RecursionError):
        return None
    when = datetime.fromtimestamp(path.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
    return ReplayInfo(path, when, names, winners)


@route("replays")
class ReplaysScene(MenuScene):
    """Finished games, newest first; choosing one opens the viewer. The other list holds the
    unfinished games (Continue on the title takes the newest): choosing one continues it."""

    PAGE = 8

    def __init__(self, app: App, unfinished: bool = False) -> None:
        self.unfinished = unfinished
        self.infos = self._infos()
        self.page = 0
        super().__init__(app)

    def _infos(self) -> list[ReplayInfo]:
        files = saves.unfinished() if self.unfinished else saves.replays()
        return [i for i in (summary(p, self.unfinished) for p in files[:200]) if i is not None]

    def switch(self) -> None:
        self.unfinished = not self.unfinished
        self.infos = self._infos()
        self.page = 0
        self.message = ""
        self.rebuild()

    def build(self) -> None:
        self.rows: list[Button] = []
        start = self.page * self.PAGE
        for info in self.infos[start:start + self.PAGE]:
            words = _("{when} · {players}").format(when=info.when, players=", ".join(info.names))
            detail = _("Won by {names}").format(names=", ".join(info.winners)) \
                if info.winners else _("Unfinished: choose it to continue") \
                if self.unfinished else ""
            self.rows.append(self.ui.add(Button(words, lambda info=info: self.open(info.path),
                                                detail=detail, name=f"replay:{info.path.name}")))
        pages = max(1, -(-len(self.infos) // self.PAGE))
        self.prev = self.ui.add(Button(_("Newer"), lambda: self.turn(-1), name="newer",
                                       enabled=self.page > 0))
        self.next = self.ui.add(Button(_("Older"), lambda: self.turn(1), name="older",
                                       enabled=self.page + 1 < pages))
        self.back_button = self.ui.add(Button(_("Back"), self.back, kind="primary", name="back"))
        other = len(saves.replays()) if self.unfinished else len(saves.unfinished())
        label = (_("Finished games ({count})") if self.unfinished
                 else _("Unfinished games ({count})")).format(count=other)
        self.other = self.ui.add(Button(label, self.switch, name="switch",
                                        enabled=other > 0))
        self.ui.focus = self.rows[0] if self.rows else self.back_button

    def turn(self, by: int) -> None:
        self.page += by
        self.rebuild()

    def layout(self) -> None:
        w, h = self.size
        px = self.px
        width = min(w - px(80), px(900))
        x = (w - width) // 2
        y = px(130)
        row = min(px(58), (h - px(130) - px(110)) // self.PAGE)
        for button in self.rows:
            button.rect = pg.Rect(x, y, width, row - px(8))
            y += row
        bh = px(50)
        self.back_button.rect = pg.Rect(0, 0, px(200), bh)
        self.back_button.rect.midbottom = (w // 2, h - px(20))
        self.prev.rect = pg.Rect(0, 0, px(150), bh)
        self.prev.rect.bottomright = (self.back_button.rect.x - px(16), h - px(20))
        self.next.rect = pg.Rect(0, 0, px(150), bh)
        self.next.rect.bottomleft = (self.back_button.rect.right + px(16), h - px(20))
        self.other.rect = pg.Rect(0, 0, min(px(300), self.prev.rect.x - px(40)), bh)
        self.other.rect.bottomleft = (px(20), h - px(20))

    def paint(self, surface: pg.Surface) -> None:
        if self.unfinished:
            title_block(self, surface, _("Unfinished games"), self.px(16), 44,
                        _("Saved on every move, newest first. Choose one to continue it."))
        else:
            title_block(self, surface, _("Replays"), self.px(16), 44,
                        _("Finished games, newest first. A replay someone sent you goes in "
                          "{folder}").format(folder=paths.replays_dir()))
        if not self.infos:
            w, h = self.size
            box = pg.Rect(0, 0, min(w - self.px(80), self.px(700)), self.px(120))
            box.center = (w // 2, h // 2)
            panel(surface, box)
            words = _("No unfinished games.") if self.unfinished else \
                _("No finished games yet: every game you finish is kept here.")
            text(surface, words, self.font(20, "body"), T.PARCHMENT, box.center, "center")
        hint_line(self, surface, _("Enter opens · in a replay: Left/Right step, Space plays, "
                                   "PgUp/PgDn rounds, Up/Down speed, Tab whose hand"))

    def open(self, path: Path) -> None:
        if self.unfinished:
            self.go_on(path)
            return
        problem = open_replay(self.app, path)
        if problem:
            self.say(problem)

    def go_on(self, path: Path) -> None:
        """Continue an unfinished game from its file."""
        current = self.app.session      # the game left for the title: it is writing that file
        if current is not None and current.log is not None and current.log.path == path:
            open_table(self.app, current)
            return
        found = saves.resume_file(path, self.app.settings.ai_delay_ms)
        if found.session is None:
            self.infos = self._infos()
            self.rebuild()
            self.say(" ".join(found.notes) or _("This game cannot be continued."))
            return
        open_table(self.app, found.session)
        if found.notes:
            self.app.notice(" ".join(found.notes))


def open_replay(app: App, path: Path) -> str | None:
    """Show the viewer for the replay at `path`; a reason for the player if it cannot."""
    try:
        loaded = read_log(path)
    except LogError as err:
        return _("This replay cannot be shown: {reason}").format(reason=err)
    if loaded.lost:
        app.notice(_("Part of this replay was damaged; it is shown up to the damage ({problem})."
                     ).format(problem=loaded.problem))
    app.go("replay", loaded.rulebook, loaded.events(), loaded.meta)
    return None


# --- the viewer ---------------------------------------------------------------------------


@route("replay")
class ReplayScene(Scene):
    """One game, step by step. Left/Right step, Space plays, Home/End, Tab changes whose
    hand is at the bottom, Esc goes back."""

    def __init__(self, app: App, rulebook: Any, events: list[Any],
                 meta: dict[str, Any] | None = None) -> None:
        super().__init__(app)
        from scenes.jolly_roger.board import Board
        from scenes.jolly_roger.cards import CardArt

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
        from scenes.jolly_roger.layout import Layout

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
        from scenes.jolly_roger import hud
        from scenes.jolly_roger.board import Frame, Look
        from scenes.jolly_roger.interaction import ButtonSpec

        lay = self._lay()
        game = self.game()
        view, views = self.full_view(game)
        look = Look(
            layout=lay, colours=self.colours, humans=self.humans, hand_shown=True,
            hand=list(view.hand), selectable={}, selected=set(), lit={}, deciding=-1,
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
        last = self.events[self.upto - 1]
        from scenes.jolly_roger import logtext

        said = logtext.describe(last, self.names)
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
                                     logtext.log_lines(self.events[: self.upto], self.names)])
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
