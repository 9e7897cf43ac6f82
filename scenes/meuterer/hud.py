"""Meuterer's words on the table: the one-line instruction of what to do now, the line while
another seat decides, and the hover zoom with a card's facts. The buttons, banner, notes,
thinking cue and log are the kit's (scenes/kit/hud.py)."""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.core.i18n import _, ngettext
from game.meuterer.words import side_word
from scenes import theme as T
from scenes.kit import hud as kit_hud
from scenes.kit import paint as P
from scenes.kit.redraw import Keep
from scenes.meuterer.cards import CardArt, good_word


def instruction(view: Any, p: Any, cat: Any) -> str:
    """What the viewer does now (CO1, OF2–OF6, MU3, SA3, DW3)."""
    step = p.step
    if step == "wage":
        return _("You are the captain: name the wage a loyal mate earns this round.")
    if step == "offer":
        if view.seat == view.captain:
            return ngettext(
                "Offer a card, or pass: the ship then sails {n} island on (one per card kept).",
                "Offer a card, or pass: the ship then sails {n} islands on (one per card kept).",
                len(view.hand)).format(n=len(view.hand))
        return _("Offer a card (drag it to your offers), or pass and pick a role.")
    if step == "pick_role":
        return _("Take one of the roles still in the middle. Nobody sees which until the "
                 "reveal.")
    if step == "mutiny":
        side = side_word(p.side)
        if p.count == 0:
            return _("Mutiny! You fight on {side}, with no sabre set aside: let it pass.").format(
                side=side)
        return ngettext("Mutiny! You fight on {side}: play sabres from your {n} set aside, or "
                        "none.", "Mutiny! You fight on {side}: play sabres from your {n} set "
                        "aside, or none.", p.count).format(side=side, n=p.count)
    if step == "allocate":
        return _("Sell your offers: choose where; every card that can be sold is sold.")
    if step == "use_extra":
        return _("Loadmaster: draw 3 extra cards and choose among them, or draw as usual?")
    if step == "keep":
        return ngettext("Keep {n} of the cards you drew; the rest go under the discard pile.",
                        "Keep {n} of the cards you drew; the rest go under the discard pile.",
                        p.count).format(n=p.count)
    return ""


def waiting_line(view: Any, seat: int, human: bool, step: str = "") -> str:
    name = view.names[seat]
    doing = {
        "wage": _("{name} is naming the wage."),
        "offer": _("{name} is offering."),
        "pick_role": _("{name} is picking a role in secret."),
        "mutiny": _("{name} is deciding whether to fight."),
        "allocate": _("{name} is choosing where to sell."),
        "use_extra": _("{name} is drawing."),
        "keep": _("{name} is choosing cards to keep."),
    }.get(step)
    if doing is not None:
        return doing.format(name=name)
    if human:
        return _("{name} is to play.").format(name=name)
    return _("{name} is thinking…").format(name=name)


def card_title(cat: Any, card: int) -> str:
    key = cat.good(card)
    if key == "conflict":
        return _("Sabre")
    return good_word(key).capitalize()


def card_text(cat: Any, card: int) -> list[str]:
    """Every fact of a goods card in sentences, for the zoom (C4, SA2, MU2)."""
    key = cat.good(card)
    count = next((g.count for g in cat.goods if g.key == key), 0)
    if key == "conflict":
        return [ngettext("A conflict card: {n} in the deck.", "A conflict card: {n} in the deck.",
                         count).format(n=count),
                _("Never sold. In a mutiny each sabre in front of a fighter counts 1 for their "
                  "side.")]
    buyers = [_(i.name) for i in cat.islands if i.buys in (key, "any")]
    return [ngettext("{good}: {n} card in the deck.", "{good}: {n} cards in the deck.",
                     count).format(good=good_word(key).capitalize(), n=count),
            _("Bought by {islands}.").format(islands=", ".join(buyers))]


def draw_zoom(surface: pygame.Surface, art: CardArt, card: int, area: Rect, near: Rect, u: float,
              keep: Keep) -> bool:
    """The card large with its facts, away from the pointer (the kit's zoom)."""
    img = art.face(card, min(round(240 * u), area.h // 2))
    kit_hud.draw_card_zoom(surface, img, card_title(art.cat, card), card_text(art.cat, card),
                           area, near, u, keep)
    return True


def draw_island_zoom(surface: pygame.Surface, art: CardArt, island: int, active: bool,
                     facts: list[str], area: Rect, near: Rect, u: float, keep: Keep) -> Rect:
    """An island large (light side up while it trades, SH3) with its facts
    (`markers.island_facts`), beside the ring, away from the pointer. Returns its box."""
    img = art.island(island, active, round(260 * u))
    size = max(12, round(17 * u))
    text_w = img.get_width()
    lines: list[str] = []
    for para in facts:
        lines += P.wrap(para, size, text_w)
    box = Rect(0, 0, text_w + round(24 * u),
               img.get_height() + round(24 * u) + len(lines) * round(size * 1.05))
    box.midleft = (near.right + round(12 * u), near.centery)
    if box.right > area.right:
        box.midright = (near.left - round(12 * u), near.centery)
    box.clamp_ip(area)
    keep(box.inflate(round(16 * u), round(16 * u)))
    P.draw_panel(surface, box, T.WOOD_DARK, T.BRASS, round(12 * u), 2, alpha=240,
                 shadow=round(6 * u))
    surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + round(10 * u))))
    y = box.y + round(14 * u) + img.get_height()
    for line in lines:
        P.label(surface, line, size, T.PARCHMENT, "midtop", (box.centerx, y))
        y += round(size * 1.05)
    return box
