"""The Merchants & Marauders table: draws the game from the viewer's view on our chart of the
Caribbean and turns mouse and keyboard into engine commands, submitted through the session
(the scene never changes game state itself). Input, focus, the redraw cache and the tooltips
are the table shell's (scenes/kit/table_shell.py); hot-seat, AI pacing, the log, undo (DA15)
and hints (the medium bot, H) the kit's session table (scenes/kit/session_table.py); this
scene adds the chart, the captain's board, the plan of each decision and their words.

Hot-seat (DA4, DA6): the captain's private parts are drawn only when `session.hand_visible()`
allows and the view is that seat's own; the curtain comes before each human's decision
whenever more than one human plays. Every card face drawn is reported with
`app.emit("card_face", id)`.
"""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.core.i18n import _
from game.merchants import commands as C
from scenes.kit import hud as kit_hud
from scenes.kit import paint as P
from scenes.kit.frame import Frame
from scenes.kit.plan import ButtonSpec, Command
from scenes.kit.redraw import Keep
from scenes.kit.session_table import SessionTable
from scenes.manager import App
from scenes.merchants import board, flights, hud, interaction, logtext, say
from scenes.merchants.art import CardArt
from scenes.merchants.interaction import SHIP, Picks
from scenes.merchants.layout import Layout

#: the steps whose prompt's cards lie in the offer strip (not in the captain's own hold)
OFFERED = ("market", "keep_cargo", "keep_rumour", "raid_spend", "plunder")


def offer_of(view: Any, p: Any) -> tuple[tuple[int, ...], dict[int, int]]:
    """The cards the decision offers, and the market's prices."""
    if p is not None and p.step in OFFERED:
        prices = dict(zip(p.cards, p.prices, strict=False)) if p.step == "market" else {}
        return tuple(p.cards), prices
    if p is not None and p.step == "port" and p.missions:
        return tuple(p.missions), {}
    if view.raid is not None:
        return tuple(view.raid.cards), {}
    return (), {}


class TableScene(SessionTable):
    """The Merchants & Marauders table for `app.session`."""

    art: CardArt
    picks: Picks
    card_art, picks_type, layout_type = CardArt, Picks, Layout
    interaction, words, zoom = interaction, logtext, hud
    moves = flights.MOVES
    target_order = ("card:", "zone:", "tip:", "seat:")
    held_back = "ship"

    def __init__(self, app: App) -> None:
        assert app.session is not None, "the table needs app.session"
        super().__init__(app)

    # --- what the kit's session table asks ----------------------------------------------------

    def drop_command(self, target: str, cards: tuple[int, ...]) -> Command | None:
        return None

    def instruction(self, view: Any, p: Any) -> str:
        return say.instruction(view, p, self.cat)

    def waiting_line(self, view: Any, seat: int) -> str:
        return say.waiting_line(view, seat, self.session.seats[seat].human)

    def hint_words(self, cmd: Command, view: Any, p: Any) -> str:
        """The hint in the words of the button (or the zone) that does it."""
        plan_ = self.interaction.plan(view, p, Picks(), self.cat)
        for spec in plan_.buttons:
            if spec.action == cmd:
                return _("Hint: {what}.").format(what=spec.label)
        if isinstance(cmd, C.Move):
            return _("Hint: sail to {zone}.").format(zone=say.zone_name(self.cat, cmd.zone))
        cards = getattr(cmd, "cards", None)
        if isinstance(cards, tuple):
            if not cards:
                return _("Hint: pick no card, then confirm.")
            return _("Hint: pick {cards}, then confirm.").format(
                cards=", ".join(say.card_name(self.cat, c) for c in cards))
        if isinstance(cmd, C.PlayGlory):
            return _("Hint: play {card}.").format(card=say.card_name(self.cat, cmd.card))
        return _("Hint: take the highlighted choice.")

    def take_hint(self, cmd: Command, view: Any, p: Any) -> None:
        cards = getattr(cmd, "cards", None)
        if isinstance(cards, tuple):
            self.picks.cards = [c for c in cards]
            over = getattr(cmd, "overboard", ())
            self.picks.cards += [c for c in over if c not in self.picks.cards]

    def hidden_id(self, card: int) -> bool:
        return card < 0 or card == SHIP   # the ship held: drawn as the ship, not a card

    # --- the chart's zones are polygons ---------------------------------------------------------

    def shaped_target(self, pos: tuple[int, int]) -> str:
        """A point in a sea zone is that zone (its polygon, not its rect): a click there sails
        to it, a ship dropped there goes there."""
        lay = self.lay()
        z = lay.zone_at(pos) if lay.map.collidepoint(pos) else -1
        return f"zone:{z}" if z >= 0 else ""

    def tip_words(self, name: str) -> str:
        return hud.tip(name, self.now.view, self.cat)

    # --- drawing ----------------------------------------------------------------------------------

    def place_buttons(self, surface: pygame.Surface, specs: list[ButtonSpec],
                      keep: Keep) -> list[tuple[ButtonSpec, Rect]]:
        """Two buttons a row, a long label on a row of its own (a chooser's title above)."""
        lay = self.lay()
        u = lay.u
        for spec in specs:
            if not spec.group and len(spec.label) > 18:
                spec.group = "wide"
        area = lay.buttons
        chooser = self.plan_now.chooser if self.plan_now is not None else ""
        if chooser:
            img = P.fit(chooser, max(12, round(18 * u)), area.w, P.BRASS_LIGHT,
                              True)
            P.blit_text(surface, img, "topleft", area.topleft)
            area = Rect(area.x, area.y + img.get_height() + round(4 * u), area.w,
                        area.h - img.get_height() - round(4 * u))
        return kit_hud.grid_buttons(area, specs, u, per_row=2, top=True)

    def paint_board(self, surface: pygame.Surface, frame: Frame, lit: dict[str, str],
                    hover: str) -> None:
        now = self.now
        offer, prices = offer_of(now.view, now.prompt)
        p = now.prompt
        look = board.Look(**self.looks(lit, hover), offer=offer, prices=prices,
                          placed=tuple(self.picks.placed),
                          sailing=p.seat if p is not None and p.step == "actions" else -1)
        board.draw(surface, now.view, look, frame, self.art, self.cat)
        self.paint_hud(surface)
