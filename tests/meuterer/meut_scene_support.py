"""Driving Meuterer's table headlessly (SDL dummy driver) as a player would: clicks, drags and
keys at the places the table drew, and the face check of every frame (DA8)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.core.session import GameSession, SeatConfig  # noqa: E402
from game.meuterer import GAME  # noqa: E402
from scenes.app import register_scenes  # noqa: E402
from scenes.manager import App  # noqa: E402
from scenes.meuterer.table import TableScene  # noqa: E402
from scenes.settings_store import Settings  # noqa: E402

NAMES = ["Anna", "Ben", "Cleo", "Dan"]
AI = "medium"


class Player:
    """Drives the app by events only. `style` cycles how each command is given: by click, by
    drag (where the step has a drop), or by keyboard."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.errors: list[str] = []
        self.faces: list[int] = []
        self.on_faces: list[Any] = []
        self.turn = 0
        app.listeners.append(self._listen)

    def _listen(self, kind: str, data: Any) -> None:
        if kind == "card_face":
            self.faces.append(data)
        elif kind == "rule_error":
            self.errors.append(data)

    def frame(self, *events: Any) -> None:
        self.faces = []
        self.app.step(16, list(events))
        for check in self.on_faces:
            check(self.faces)

    @property
    def table(self) -> TableScene:
        return [s for s in self.app.stack if isinstance(s, TableScene)][-1]

    def where(self, what: str) -> tuple[int, int]:
        pos = self.table.point_of(what)
        assert pos is not None, f"{what} is not on screen; buttons: {self.table.button_keys()}"
        return pos

    def click(self, what: str) -> None:
        pos = self.where(what)
        self.frame(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        )
        self.frame(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))

    def drag(self, card: int, target: str) -> None:
        a = self.where(f"card:{card}")
        self.frame(
            pygame.event.Event(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1),
        )
        b = self.where(target)
        mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
        self.frame(pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0)))
        assert self.table.drag is not None, f"card {card} was not picked up"
        self.frame(pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(1, 1), buttons=(1, 0, 0)))
        self.frame(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))

    def key(self, key: int, mod: int = 0) -> None:
        self.frame(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))

    def tab_to(self, focus: str) -> None:
        for _ in range(80):
            if self.table.focus == focus:
                return
            self.key(pygame.K_TAB)
        raise AssertionError(f"Tab never reached {focus}: {self.table.focusables()}")

    def press(self, focus: str) -> None:
        self.tab_to(focus)
        self.key(pygame.K_RETURN)

    def use(self, what: str, style: str) -> None:
        """A button or target, by mouse or by keys."""
        if style == "keys":
            self.press(what)
        else:
            self.click(what)

    # --- one engine command, done the way a player does it ------------------------------------

    def perform(self, cmd: Any, p: Any) -> str:
        """Carry out `cmd` (what a bot chose for the human seat) with the mouse or the keys;
        returns the gesture used."""
        self.turn += 1
        style = ("click", "drag", "keys")[self.turn % 3]
        name = type(cmd).__name__
        if name == "SetWage":
            style = "keys" if style == "drag" else style
            self.use(f"button:wage:{cmd.wage}", style)
        elif name == "Offer":
            if style == "drag":
                self.drag(cmd.card, "offers")
            else:
                self.use(f"card:{cmd.card}", style)
                self.use("button:offer", style)
        elif name == "Pass":
            style = "keys" if style == "drag" else style
            self.use("button:pass", style)
        elif name == "PickRole":
            if style == "keys":
                self.press(f"button:role:{cmd.role}")
            else:   # the role card itself
                self.click(f"role:{cmd.role}")
                style = "click"
        elif name == "Sabres":
            view = self.app.session.game.view(p.seat)
            sabres = [c for c in view.aside if view_good(c) == "conflict"]
            if style == "drag" and cmd.count:
                for c in sabres[1:cmd.count]:
                    self.click(f"card:{c}")
                self.drag(sabres[0], "fight")
            else:
                style = "keys" if style == "drag" else style
                self.use(f"button:sabres:{cmd.count}", style)
        elif name == "Allocate":
            style = "keys" if style == "drag" else style
            plans = [tuple(x) for x in p.allocations]
            want = plans.index(tuple(cmd.plan))
            for _ in range(len(plans) + 1):
                table = self.table
                now = tuple(table.now.proposal)
                if now == tuple(cmd.plan):
                    break
                if tuple(p.best) == tuple(cmd.plan):
                    self.use("button:plan:best", style)
                else:
                    self.use("button:plan:next", style)
            assert tuple(self.table.now.proposal) == tuple(cmd.plan), (want, cmd.plan)
            self.use("button:sell", style)
        elif name == "UseExtra":
            style = "keys" if style == "drag" else style
            self.use("button:extra:yes" if cmd.use else "button:extra:no", style)
        elif name == "Keep":
            style = "keys" if style == "drag" else style
            for c in cmd.cards:
                self.use(f"card:{c}", style)
            self.use("button:keep", style)
        else:
            raise AssertionError(f"no gesture for {cmd}")
        return style


def view_good(card: int) -> str:
    return GAME.rulebook().cat.good(card)


def make_table(kinds: list[str], seed: int, size: tuple[int, int] = (1280, 720),
               speed: float = 0, ai_delay: int = 0) -> tuple[App, GameSession, Player]:
    from scenes import theme as T

    settings = Settings(window_size=size, animation_speed=speed, ai_delay_ms=ai_delay)
    register_scenes()
    app = App(settings, headless=True)
    seats = [SeatConfig(NAMES[i], k, T.seat_colour(i)) for i, k in enumerate(kinds)]
    session = GameSession(seats, game_id=GAME.id, seed=seed)
    app.session = session
    app.go("table")
    player = Player(app)
    player.frame()
    return app, session, player


def public_ids(game: Any, n: int) -> set[int]:
    """What anyone at the table may see (DA8): the cards every seat's view shows."""
    return set.intersection(*(set(game.view(i).card_ids()) for i in range(n)))


def no_hidden_faces(session: GameSession) -> Any:
    """DA8 for every frame: each card face drawn is one the screen may show now — the
    viewer's view's `card_ids()` while their hand may be shown, else only what every seat
    sees (anyone may be looking); never a card of another hand or set-aside cards."""
    seen_own: list[int] = []

    def check(faces: list[int]) -> None:
        real = set(faces)
        game = session.game
        public = public_ids(game, session.n)
        shown = session.viewer if session.hand_visible() else None
        allowed = public | (set(game.view(shown).card_ids()) if shown is not None else set())
        assert real <= allowed, f"frame drew {sorted(real - allowed)} (viewer {shown})"
        for seat in range(session.n):
            v = game.view(seat)
            private = (set(v.hand) | set(v.aside)) & real
            if seat == shown:
                seen_own.extend(private)
                continue
            assert private <= public, f"frame drew {sorted(private - public)} of seat {seat}"

    check.seen_own = seen_own  # type: ignore[attr-defined]
    return check


def human_turns(session: GameSession, player: Player, limit: int = 4000) -> Iterator[Any]:
    for _ in range(limit):
        session.run_ai()
        player.frame()
        if session.over:
            return
        p = session.prompt()
        if session.seats[p.seat].human:
            yield p
    raise AssertionError("the game did not end")
