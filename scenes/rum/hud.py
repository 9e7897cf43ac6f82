"""RUM's words on the table: the one-line instruction of what to do now, whose turn it is, and
the hover zoom with a card's facts (the buttons, the banner, the notes, the thinking cue and
the log are the kit's, scenes/kit/hud.py)."""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.core.i18n import _, ngettext
from game.rum.words import word
from scenes.kit import hud as kit_hud
from scenes.kit.redraw import Keep
from scenes.rum.cards import CardArt
from scenes.rum.interaction import PSEUDO

# --- words ---------------------------------------------------------------------------------------


def instruction(view: Any, p: Any, laid: int) -> str:
    """What the viewer does now (T1, PA2, WV3)."""
    if p.step == "return":
        if p.cause == "wave":
            return ngettext("A parrot in the wave: choose {n} card to give back to the wreck.",
                            "A parrot in the wave: choose {n} cards to give back to the wreck.",
                            p.count).format(n=p.count)
        return ngettext("The parrot! Choose {n} card to give back to the wreck.",
                        "The parrot! Choose {n} cards to give back to the wreck.",
                        p.count).format(n=p.count)
    if laid:
        return _("Build your set, then lay it — or cancel it and draw instead.")
    return _("Your turn: draw from the beach or the wreck, or build a set.")


def waiting_line(view: Any, seat: int, human: bool) -> str:
    name = view.names[seat]
    p_wave = bool(view.waiting)
    if p_wave:
        return _("{name} is choosing the cards the wave takes.").format(name=name)
    if human:
        return _("{name} is to play.").format(name=name)
    return _("{name} is thinking…").format(name=name)


def card_title(cat: Any, card: int) -> str:
    if card == cat.parrot:
        return _("The parrot")
    return _("Rum card")


def card_text(cat: Any, card: int) -> list[str]:
    """Every fact of a card in sentences, for the zoom (C2, C7)."""
    if card == cat.parrot:
        return [_("No bottles. Whoever draws it gives back cards (the clock shows how many), "
                  "then it returns to the wreck and the clock moves on.")]
    c = cat.card(card)
    return [
        _("Single end: 1 {colour} bottle.").format(colour=word(cat.colours[c.single].key)),
        _("Double end: 2 {colour} bottles.").format(colour=word(cat.colours[c.double].key)),
        _("On the beach it lies single end up."),
    ]


# --- the zoom ------------------------------------------------------------------------------------


def draw_zoom(surface: pygame.Surface, art: CardArt, card: int, area: Rect, near: Rect, u: float,
              keep: Keep) -> bool:
    """The card large with its facts, away from the pointer. False for a pile (a back: no
    face to show)."""
    if card >= PSEUDO:
        return False
    img = art.face(card, min(round(260 * u), area.h // 2))
    kit_hud.draw_card_zoom(surface, img, card_title(art.cat, card), card_text(art.cat, card),
                           area, near, u, keep)
    return True
