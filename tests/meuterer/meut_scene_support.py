"""Driving Meuterer's table headlessly (SDL dummy driver) as a player would: clicks, drags and
keys at the places the table drew, and the face check of every frame (DA8)."""

from __future__ import annotations

import os
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


from game.core.session import GameSession  # noqa: E402
from game.meuterer import GAME  # noqa: E402
from scenes.manager import App  # noqa: E402
from scenes.meuterer.table import TableScene  # noqa: E402
from tests import ui_support  # noqa: E402
from tests.ui_support import Hands  # noqa: E402

NAMES = ["Anna", "Ben", "Cleo", "Dan"]
AI = "medium"


class Player(Hands):
    """Meuterer's gestures (tests/ui_support.py drives the app). `style` cycles how each
    command is given: by click, by drag (where the step has a drop), or by keyboard."""

    scene = TableScene

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
    return ui_support.make_table(Player, GAME.id, kinds, seed, size, speed, ai_delay)


def public_ids(game: Any, n: int) -> set[int]:
    """What anyone at the table may see (DA8): the cards every seat's view shows."""
    return set.intersection(*(set(game.view(i).card_ids()) for i in range(n)))


def no_hidden_faces(session: GameSession) -> Any:
    """DA8 for every frame: each card face drawn is one the screen may show now — the
    viewer's view's `card_ids()` while their hand may be shown, else only what every seat
    sees (anyone may be looking); never a card of another hand or set-aside cards."""
    return ui_support.no_hidden_faces(session, lambda game: public_ids(game, session.n),
                                      lambda view: set(view.hand) | set(view.aside))
