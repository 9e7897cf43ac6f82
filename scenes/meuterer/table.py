"""The Meuterer table: draws the game from the viewer's view (DA8) and turns mouse and keyboard
into engine commands, submitted through the session (the scene never changes game state
itself). Input, focus, the redraw cache, flights and the refusal line are the table shell's
(scenes/kit/table_shell.py), the session's glue (hot-seat, AI pacing, log, undo, hints) the
kit's session table (scenes/kit/session_table.py); this scene adds Meuterer's board, plans,
moves and words.

Hot-seat (DA2): a hand, the set-aside cards and a role pick are drawn only when
`session.hand_visible()` allows it; whenever the next decision belongs to another human the
curtain comes first — so the secret role pick, which follows the picker's own pass, always
happens behind the curtain raised for that seat. Every card face drawn is reported with
`app.emit("card_face", id)`.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

import pygame
from pygame import Rect

from game.core.i18n import _
from scenes.kit import hud as kit_hud
from scenes.kit.frame import Frame
from scenes.kit.plan import ButtonSpec, Command, Plan
from scenes.kit.redraw import Keep
from scenes.kit.session_table import SessionTable
from scenes.manager import App
from scenes.meuterer import board, flights, hud, logtext
from scenes.meuterer.advice import hint_line
from scenes.meuterer.cards import CardArt, card_size
from scenes.meuterer.interaction import Picks, chosen_plan, command_for, plan, prompt_key
from scenes.meuterer.layout import Layout


@dataclass
class Moment:
    """What one frame shows, worked out once (`compose`) for the board, the key and the HUD."""

    view: Any
    prompt: Any
    hand_shown: bool
    buttons: list[ButtonSpec] = field(default_factory=list)
    words: str = ""
    mine: bool = False
    proposal: tuple[Any, ...] = ()


class TableScene(SessionTable):
    """The Meuterer table for `app.session`."""

    art: CardArt
    picks: Picks
    moves = flights.MOVES
    target_order = ("card:", "role:", "island:", "offers", "fight", "hand", "seat:")
    held_back = "goods"

    def __init__(self, app: App) -> None:
        session = app.session
        assert session is not None, "the table needs app.session"
        self.cat = session.rulebook.cat
        super().__init__(app, CardArt(self.cat), Picks())
        self.now = Moment(session.view(), None, False)

    def lay(self) -> Layout:
        if self.layout is None or self.layout.size != self.size \
                or self.layout.bottom != self.bottom:
            self.layout = Layout(self.size, self.session.n, self.bottom)
        return self.layout

    # --- what the kit's session table asks of Meuterer -------------------------------------------

    def drop_command(self, target: str, cards: tuple[int, ...]) -> Command | None:
        return command_for(self.now.view, self.now.prompt, target, cards)

    def log_lines(self, events: list[Any]) -> list[tuple[str, bool]]:
        return [(line.text, line.header)
                for line in logtext.log_lines(events, self.session.names, self.cat)]

    def _seat_rect(self, seat: int, card_h: int) -> Rect:
        lay = self.lay()
        r = lay.hand if seat == lay.bottom else lay.seats.get(seat, lay.middle)
        w, h = card_size(card_h)
        return Rect(r.centerx - w // 2, r.centery - h // 2, w, h)

    def stage(self) -> flights.Places:
        # the view of the last frame drawn: where the ship, the captain and the offers were
        # before this batch of events
        return flights.Places(self.anim, self.speed(), self.app.emit, self.lay(),
                              self._seat_rect, self.now.view)

    def held_card(self) -> tuple[int, float]:
        lay = self.lay()
        return lay.hand_h, lay.u

    # --- the player's own keys -------------------------------------------------------------------

    def on_table_key(self, event: pygame.event.Event) -> None:
        """Digits answer a chooser: a wage, a number of sabres (Ctrl+Z and H are the kit's)."""
        key = event.key
        if pygame.K_0 <= key <= pygame.K_9 and self.now.prompt is not None:
            digit = key - pygame.K_0
            step = self.now.prompt.step
            name = {"wage": f"wage:{digit}", "mutiny": f"sabres:{digit}"}.get(step)
            if name is not None:
                self.activate("button:" + name)

    def hint_words(self, cmd: Command, view: Any, p: Any) -> str:
        return hint_line(cmd, view, p, self.cat)

    def take_hint(self, cmd: Command, p: Any) -> None:
        """A card the hint would offer or keep is selected; a sales plan is shown."""
        name = type(cmd).__name__
        if name == "Offer":
            self.picks.cards = [cmd.card]
        elif name == "Keep":
            self.picks.cards = list(cmd.cards)
        elif name == "Allocate":
            plans = [tuple(x) for x in p.allocations]
            if tuple(cmd.plan) in plans:
                self.picks.choice = plans.index(tuple(cmd.plan))

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
            now.words = hud.instruction(view, p, self.cat)
            now.mine = True
            if p.step == "allocate":
                now.proposal = chosen_plan(p, self.picks)
        elif view.over or s.over:
            now.words = _("The game is over.")
        else:
            seat = s.deciding()
            now.buttons = undo
            step = s.prompt().step if s.prompt() is not None else ""
            now.words = hud.waiting_line(view, seat, s.seats[seat].human, step) \
                if seat is not None else ""
        return plan_

    def board_key(self) -> Hashable:
        s = self.session
        now = self.now
        return (self.bottom, self.log_scroll, len(self.log), s.event_count, s.viewer,
                now.hand_shown, now.words, now.mine, s.deciding(), now.proposal)

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
            prompt=now.prompt,
            selected=set(self.picks.cards),
            lit=lit,
            hover=hover,
            focus=self.focus,
            deciding=deciding if deciding is not None else -1,
            hidden=self.anim.landing(),
            dragging=set(self.drag.cards) if self.drag else set(),
            proposal=now.proposal,
            may_show=self.may_show,
        )
        board.draw(surface, now.view, look, frame, self.art, self.cat)
        self.paint_hud(surface)

    def place_buttons(self, area: Rect, specs: list[ButtonSpec],
                      u: float) -> list[tuple[ButtonSpec, Rect]]:
        return kit_hud.grid_buttons(area, specs, u)

    def paint_extra(self, surface: pygame.Surface, keep: Keep) -> None:
        self._island_zoom(surface, keep)

    def _island_zoom(self, surface: pygame.Surface, keep: Keep) -> None:
        """An island under the pointer (or the keyboard's focus) shown large with its facts."""
        if self.drag is not None or self.press is not None:
            return
        lay = self.lay()
        view = self.now.view
        name = self.focus[7:] if self.focus.startswith("target:island:") else ""
        if not name:
            name = next((n for n, r in self.frame.targets.items()
                         if n.startswith("island:") and r.collidepoint(self.mouse)), "")
        if not name or name not in self.frame.targets:
            return
        island = int(name.partition(":")[2])
        hud.draw_island_zoom(surface, self.art, island, island in view.active, lay.table,
                             self.frame.targets[name], lay.u, keep)

    def paint_zoom(self, surface: pygame.Surface, card: int, near: Rect, keep: Keep) -> bool:
        lay = self.lay()
        return hud.draw_zoom(surface, self.art, card, lay.table, near, lay.u, keep)
