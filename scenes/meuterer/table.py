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

from dataclasses import dataclass
from typing import Any

import pygame
from pygame import Rect

from game.meuterer import events as E
from scenes import theme as T
from scenes.kit import hud as kit_hud
from scenes.kit import session_table
from scenes.kit.frame import Frame
from scenes.kit.plan import ButtonSpec, Command
from scenes.kit.redraw import Keep
from scenes.kit.session_table import SessionTable
from scenes.meuterer import board, flights, hud, interaction, logtext, markers
from scenes.meuterer.advice import hint_line
from scenes.meuterer.cards import CardArt
from scenes.meuterer.interaction import Picks, chosen_plan, command_for
from scenes.meuterer.layout import Layout


@dataclass
class Moment(session_table.Moment):
    proposal: tuple[Any, ...] = ()   # the sales plan being looked at (the allocation)


class TableScene(SessionTable):
    """The Meuterer table for `app.session`."""

    art: CardArt
    picks: Picks
    card_art, picks_type, layout_type, moment_type = CardArt, Picks, Layout, Moment
    interaction, words, zoom = interaction, logtext, hud
    moves = flights.MOVES
    #: the fight's totals (MU4) and each island's sales paid (SA4): their lines stay on screen
    outcomes = (E.MutinyEnded, E.IslandScored)
    target_order = ("card:", "role:", "island:", "offers", "fight", "hand", "seat:")
    held_back = "goods"

    # --- what the kit's session table asks of Meuterer -------------------------------------------

    def drop_command(self, target: str, cards: tuple[int, ...]) -> Command | None:
        return command_for(self.now.view, self.now.prompt, target, cards)

    def instruction(self, view: Any, p: Any) -> str:
        return hud.instruction(view, p, self.cat)

    def waiting_line(self, view: Any, seat: int) -> str:
        p = self.session.prompt()
        return hud.waiting_line(view, seat, self.session.seats[seat].human,
                                p.step if p is not None else "")

    def more(self, now: Moment) -> None:
        if now.prompt is not None and now.prompt.step == "allocate":
            now.proposal = chosen_plan(now.prompt, self.picks)

    def stage(self) -> flights.Places:
        # the view of the last frame drawn: where the ship, the captain and the offers were
        # before this batch of events
        return flights.Places(self.anim, self.speed(), self.app.emit, self.lay(),
                              self.seat_rect, self.now.view)

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

    def tip_view(self) -> Any:
        """The view a tooltip's words come from: the seat on screen's (with the sales plan it
        is looking at), else what anyone at the screen may know (no role before the reveal:
        DA2, DA8)."""
        now: Moment = self.now   # type: ignore[assignment]
        view = now.view
        if self.session.on_screen() != view.seat:
            return markers.public(view)
        if now.proposal:   # the sales plan being looked at counts where goods stand (DA5)
            plans = list(view.plans)
            plans[view.seat] = now.proposal
            view = view._replace(plans=tuple(plans))
        return view

    def tip_words(self, name: str) -> str:
        """A marker's tooltip (scenes/meuterer/markers.py)."""
        return markers.words(name, self.tip_view(), self.cat)

    def paint_tip(self, surface: pygame.Surface, name: str, rect: Rect, words: str,
                  keep: Keep) -> Rect:
        """An island's tooltip is the island itself, large, with its facts (C2)."""
        if not name.startswith("tip:island:"):
            return super().paint_tip(surface, name, rect, words, keep)
        island = int(name.rpartition(":")[2])
        lay = self.lay()
        view = self.tip_view()
        keep(rect.inflate(12, 12))
        pygame.draw.rect(surface, T.FOCUS, rect.inflate(6, 6), max(2, round(2 * lay.u)),
                         border_radius=round(6 * lay.u))
        return hud.draw_island_zoom(surface, self.art, island, island in view.active,
                                    markers.island_facts(view, self.cat, island),
                                    lay.table, rect, lay.u, keep)

    def take_hint(self, cmd: Command, view: Any, p: Any) -> None:
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

    def paint_board(self, surface: pygame.Surface, frame: Frame, lit: dict[str, str],
                    hover: str) -> None:
        now: Moment = self.now   # type: ignore[assignment]
        look = board.Look(**self.looks(lit, hover), prompt=now.prompt, proposal=now.proposal,
                          may_show=self.may_show)
        view = now.view
        if self.session.on_screen() != view.seat:   # DA2: no role before the reveal while
            view = view._replace(roles=markers.public(view).roles)   # anyone may be looking
        board.draw(surface, view, look, frame, self.art, self.cat)
        self.paint_hud(surface)

    def place_buttons(self, surface: pygame.Surface, specs: list[ButtonSpec],
                      keep: Keep) -> list[tuple[ButtonSpec, Rect]]:
        lay = self.lay()
        return kit_hud.grid_buttons(lay.buttons, specs, lay.u)

    def paint_extra(self, surface: pygame.Surface, keep: Keep) -> None:
        self._island_zoom(surface, keep)

    def _island_zoom(self, surface: pygame.Surface, keep: Keep) -> None:
        """An island under the pointer (or the keyboard's focus) shown large with its facts
        at once, before its tooltip's delay (then `paint_tip` draws it: not twice)."""
        if self.drag is not None or self.press is not None or self.tip_shown:
            return
        lay = self.lay()
        name = self.focus[7:] if self.focus.startswith("target:island:") else ""
        if not name:
            name = next((n for n, r in self.frame.targets.items()
                         if n.startswith("island:") and r.collidepoint(self.mouse)), "")
        if not name or name not in self.frame.targets:
            return
        island = int(name.partition(":")[2])
        view = self.tip_view()
        hud.draw_island_zoom(surface, self.art, island, island in view.active,
                             markers.island_facts(view, self.cat, island), lay.table,
                             self.frame.targets[name], lay.u, keep)
