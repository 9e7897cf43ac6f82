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

from dataclasses import dataclass
from typing import Any

import pygame

from game.rum import commands as K
from game.rum import events as E
from scenes.kit import session_table
from scenes.kit.frame import Frame
from scenes.kit.plan import Command
from scenes.kit.session_table import SessionTable
from scenes.manager import App
from scenes.rum import board, flights, hud, interaction, logtext, markers
from scenes.rum.advice import hint_line
from scenes.rum.cards import CardArt
from scenes.rum.interaction import Picks, command_for, is_pseudo, preview
from scenes.rum.layout import Layout


@dataclass
class Moment(session_table.Moment):
    outcome: Any = None   # what the set built so far would do (the set builder's preview, DA2)


class TableScene(SessionTable):
    """The RUM table for `app.session`."""

    art: CardArt
    picks: Picks
    card_art, picks_type, layout_type, moment_type = CardArt, Picks, Layout, Moment
    interaction, words, zoom = interaction, logtext, hud
    moves = flights.MOVES
    #: a set that captures (PL3) and the parrot's wave (WV1): their lines stay on screen
    outcomes = (E.SetLaid, E.WaveCame, E.ReturnAsked)

    def is_outcome(self, event: Any) -> bool:
        if isinstance(event, E.SetLaid):
            return bool(event.captures)
        if isinstance(event, E.ReturnAsked):
            return bool(event.cause == "wave")
        return isinstance(event, self.outcomes)
    target_order = ("card:", "lay", "hand", "wreck", "spot:", "seat:")
    held_back = "rum"

    def __init__(self, app: App) -> None:
        assert app.session is not None, "the table needs app.session"
        self.open_faces = app.session.rulebook.open_faces   # PA1: the parrot, shown to all
        super().__init__(app)

    # --- what the kit's session table asks of RUM ------------------------------------------------

    def hidden_id(self, card: int) -> bool:
        return is_pseudo(card)

    def drop_command(self, target: str, cards: tuple[int, ...]) -> Command | None:
        viewer = self.session.viewer
        return command_for(self.now.view, viewer if viewer is not None else -1, target, cards)

    def instruction(self, view: Any, p: Any) -> str:
        return hud.instruction(view, p, len(self.picks.laid))

    def waiting_line(self, view: Any, seat: int) -> str:
        return hud.waiting_line(view, seat, self.session.seats[seat].human)

    def more(self, now: Moment) -> None:
        if now.prompt is not None and self.picks.laid:
            now.outcome = preview(self.cat, now.view, self.picks)

    def stage(self) -> flights.Places:
        return flights.Places(self.anim, self.speed(), self.app.emit, self.lay(),
                              self.seat_rect, self.cat.parrot, self.cat.penalty)

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

    def tip_words(self, name: str) -> str:
        """A marker's tooltip (scenes/rum/markers.py): public facts only, from the view on
        screen; while anyone may be looking, said of nobody in particular (no "your")."""
        view = self.now.view
        if self.session.on_screen() != view.seat:
            view = view._replace(seat=-1, hand=())
        return markers.words(name, view, self.cat)

    def take_hint(self, cmd: Command, view: Any, p: Any) -> None:
        """A set the hint would lay is built in the set area (DA2), cards it would give back
        are selected (PA2, WV3)."""
        if isinstance(cmd, K.LaySet):
            self.picks.cards = []
            self.picks.laid[:] = list(cmd.laid)
        elif isinstance(cmd, K.ReturnCards):
            self.picks.cards = list(cmd.cards)

    # --- drawing ---------------------------------------------------------------------------------

    def paint_board(self, surface: pygame.Surface, frame: Frame, lit: dict[str, str],
                    hover: str) -> None:
        now: Moment = self.now   # type: ignore[assignment]
        look = board.Look(
            **self.looks(lit, hover),
            laid=list(self.picks.laid),
            outcome=now.outcome,
            building=now.prompt is not None and now.prompt.step == "turn",
        )
        board.draw(surface, now.view, look, frame, self.art, self.cat)
        self.paint_hud(surface)
