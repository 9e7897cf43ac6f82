"""The RUM table: draws the game from the viewer's view and turns mouse and keyboard into
engine commands, submitted through the session (the scene never changes game state itself).
Input, focus, the redraw cache, flights and the refusal line are the table shell's
(scenes/kit/table_shell.py), the session's glue (hot-seat, AI pacing, log, undo, hints) the
kit's session table (scenes/kit/session_table.py); this scene adds RUM's board, plan (with
the set builder, DA2), moves and words.

Hot-seat (DA6): a hand is drawn only when `session.hand_visible()` allows it; whenever the
next decision belongs to another human — a turn, or a wave's private return (DA3) — the
curtain comes first. Every card face drawn is reported with `app.emit("card_face", id)`.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

import pygame
from pygame import Rect

from game.core.i18n import _
from game.rum import commands as K
from scenes.kit.frame import Frame
from scenes.kit.plan import ButtonSpec, Command, Plan
from scenes.kit.redraw import Keep
from scenes.kit.session_table import SessionTable
from scenes.manager import App
from scenes.rum import board, flights, hud, logtext
from scenes.rum.advice import hint_line
from scenes.rum.cards import CardArt, card_size
from scenes.rum.interaction import (
    Picks,
    command_for,
    is_pseudo,
    plan,
    preview,
    prompt_key,
)
from scenes.rum.layout import Layout


@dataclass
class Moment:
    """What one frame shows, worked out once (`compose`) for the board, the key and the HUD."""

    view: Any
    prompt: Any
    hand_shown: bool
    buttons: list[ButtonSpec] = field(default_factory=list)
    words: str = ""
    mine: bool = False
    outcome: Any = None


class TableScene(SessionTable):
    """The RUM table for `app.session`."""

    art: CardArt
    picks: Picks
    moves = flights.MOVES
    target_order = ("card:", "lay", "hand", "wreck", "spot:", "seat:")
    held_back = "rum"

    def __init__(self, app: App) -> None:
        session = app.session
        assert session is not None, "the table needs app.session"
        self.cat = session.rulebook.cat
        self.open_faces = session.rulebook.open_faces   # PA1: the parrot, shown to all
        super().__init__(app, CardArt(self.cat), Picks())
        self.now = Moment(session.view(), None, False)

    def lay(self) -> Layout:
        if self.layout is None or self.layout.size != self.size \
                or self.layout.bottom != self.bottom:
            self.layout = Layout(self.size, self.session.n, self.bottom)
        return self.layout

    # --- what the kit's session table asks of RUM ------------------------------------------------

    def hidden_id(self, card: int) -> bool:
        return is_pseudo(card)

    def drop_command(self, target: str, cards: tuple[int, ...]) -> Command | None:
        viewer = self.session.viewer
        return command_for(self.now.view, viewer if viewer is not None else -1, target, cards)

    def log_lines(self, events: list[Any]) -> list[tuple[str, bool]]:
        return [(line.text, line.header)
                for line in logtext.log_lines(events, self.session.names, self.cat)]

    def _seat_rect(self, seat: int, card_h: int) -> Rect:
        lay = self.lay()
        r = lay.hand if seat == lay.bottom else lay.seats.get(seat, lay.middle)
        w, h = card_size(card_h)
        return Rect(r.centerx - w // 2, r.centery - h // 2, w, h)

    def stage(self) -> flights.Places:
        return flights.Places(self.anim, self.speed(), self.app.emit, self.lay(),
                              self._seat_rect, self.cat.parrot, self.cat.penalty)

    def held_card(self) -> tuple[int, float]:
        lay = self.lay()
        return lay.hand_h, lay.u

    # --- the player's own keys -------------------------------------------------------------------

    def on_table_key(self, event: pygame.event.Event) -> None:
        """Delete takes the focused laid card out of the set (Ctrl+Z and H are the kit's;
        Enter on a laid card turns it, the shell's)."""
        if event.key in (pygame.K_DELETE, pygame.K_BACKSPACE) and self.focus.startswith("card:"):
            card = int(self.focus[5:])
            if card in self.picks.laid_ids():
                self.picks.laid[:] = [(c, e) for c, e in self.picks.laid if c != card]
                self.focus = ""

    def hint_words(self, cmd: Command, view: Any, p: Any) -> str:
        return hint_line(cmd, view, self.cat)

    def take_hint(self, cmd: Command, p: Any) -> None:
        """A set the hint would lay is built in the set area (DA2), cards it would give back
        are selected (PA2, WV3)."""
        if isinstance(cmd, K.LaySet):
            self.picks.cards = []
            self.picks.laid[:] = list(cmd.laid)
        elif isinstance(cmd, K.ReturnCards):
            self.picks.cards = list(cmd.cards)

    # --- drawing ---------------------------------------------------------------------------------

    def compose(self) -> Plan | None:
        s = self.session
        if s.viewer is not None and not s.needs_curtain():
            self.bottom = s.viewer
        view, p, hand_shown = self.current()
        key = prompt_key(p)
        if key != self.picks.key:
            self.picks.clear()
            self.picks.key = key
        plan_ = plan(view, p, self.picks, self.cat) if p is not None else None
        now = self.now = Moment(view, p, hand_shown)
        undo = [ButtonSpec("undo", _("Undo (Ctrl+Z)"), self.undo)] if s.can_undo() else []
        if p is not None and plan_ is not None:
            now.buttons = plan_.buttons + undo + [ButtonSpec("hint", _("Hint (H)"),
                                                             self.show_hint)]
            now.words = hud.instruction(view, p, len(self.picks.laid))
            now.mine = True
            if self.picks.laid:
                now.outcome = preview(self.cat, view, self.picks)
        elif view.over or s.over:
            now.words = _("The game is over.")
        else:
            seat = s.deciding()
            now.buttons = undo
            now.words = hud.waiting_line(view, seat, s.seats[seat].human) \
                if seat is not None else ""
        return plan_

    def board_key(self) -> Hashable:
        s = self.session
        now = self.now
        return (self.bottom, self.log_scroll, len(self.log), s.event_count, s.viewer,
                now.hand_shown, now.words, now.mine, s.deciding())

    def paint_board(self, surface: pygame.Surface, frame: Frame, lit: dict[str, str],
                    hover: str) -> None:
        s = self.session
        now = self.now
        deciding = s.deciding()
        look = board.Look(
            layout=self.lay(),
            colours=[tuple(seat.colour) for seat in s.seats],  # type: ignore[misc]
            humans=[seat.human for seat in s.seats],
            hand_shown=now.hand_shown,
            laid=list(self.picks.laid),
            selected=set(self.picks.cards),
            lit=lit,
            hover=hover,
            focus=self.focus,
            deciding=deciding if deciding is not None else -1,
            hidden=self.anim.landing(),
            dragging=set(self.drag.cards) if self.drag else set(),
            outcome=now.outcome,
            building=now.prompt is not None and now.prompt.step == "turn",
        )
        board.draw(surface, now.view, look, frame, self.art, self.cat)
        self.paint_hud(surface)

    def paint_zoom(self, surface: pygame.Surface, card: int, near: Rect, keep: Keep) -> bool:
        if is_pseudo(card):
            return False   # a pile: no face to enlarge
        lay = self.lay()
        hud.draw_zoom(surface, self.art, card, lay.table, near, lay.u, keep)
        return True

