"""The faces of the voyage's cards: destinations (requirements and prizes, the port's draw,
the island) and prizes (gold, rum, jewels, hostages), each with its game-icons.net picture
(scenes/kit/icons.py) in our own frames and colours. Every fact comes from the catalogue;
this module only draws.
"""

from __future__ import annotations

import pygame

from game.core.i18n import _
from game.jolly_roger.cards import ATTACK_KINDS, SKILLS, Catalogue
from scenes.jolly_roger import cardtext as CT
from scenes.jolly_roger.cardbody import DEST_COLOURS, tiny
from scenes.kit import icons
from scenes.kit import paint as P


def destination_face(surf: pygame.Surface, cat: Catalogue, card: int) -> None:
    w, h = surf.get_size()
    kind = cat.dest_kind[card] or "fort"
    colour = DEST_COLOURS[kind]
    inner = P.card_body(surf, P.PARCHMENT, P.INK)
    band = pygame.Rect(inner.x, inner.y, inner.w, round(h * 0.2))
    pygame.draw.rect(
        surf, colour, band, border_top_left_radius=P.card_radius(w),
        border_top_right_radius=P.card_radius(w)
    )
    P.card_words(surf, CT.kind_name(kind), max(9, round(h * 0.11)), band.inflate(-6, 0),
                 P.ink_on(colour))
    if kind in ATTACK_KINDS:
        # the destination's picture, pale, behind its demands (game-icons.net)
        icons.draw(surf, f"destination.{kind}", (w * 0.62, band.bottom + (inner.bottom
                   - band.bottom) * 0.45), w * 0.62, P.mix(colour, P.PARCHMENT, 0.8))
        row_h = h * 0.165
        for i, skill in enumerate(SKILLS):
            cy = band.bottom + row_h * (i + 0.62)
            P.skill_icon(surf, skill, (w * 0.3, cy), row_h * 0.36)
            P.label(
                surf,
                str(cat.require[card][i]),
                max(10, round(row_h * 0.8)),
                P.INK,
                "midleft",
                (round(w * 0.52), round(cy)),
                bold=True,
            )
        cy = h * 0.87
        icons.draw(surf, "marker.prizes", (w * 0.3, cy), row_h * 0.8, P.GOLD_DARK)
        P.label(
            surf,
            str(cat.prizes[card]),
            max(10, round(row_h * 0.8)),
            P.GOLD_DARK,
            "midleft",
            (round(w * 0.52), round(cy)),
            bold=True,
        )
    elif kind == "port":
        emblem(surf, kind, (w / 2, h * 0.47), w * 0.3)
        P.label(
            surf,
            "+" + str(cat.draw[card]),
            max(10, round(h * 0.18)),
            P.INK,
            "center",
            (w // 2, round(h * 0.8)),
            bold=True,
        )
    else:
        emblem(surf, kind, (w / 2, h * 0.57), w * 0.36)


def emblem(surf: pygame.Surface, kind: str, c: tuple[float, float], r: float,
           ring: P.Colour | None = None) -> None:
    """A destination kind's picture (game-icons.net, "destination.<kind>") on a disc of its
    colour: the port's dock, the island's palms."""
    colour = DEST_COLOURS[kind]
    pygame.draw.circle(surf, P.mix(colour, P.PARCHMENT, 0.55), c, r)
    pygame.draw.circle(surf, ring or P.mix(colour, P.INK, 0.3), c, r, max(1, round(r / 12)))
    icons.draw(surf, f"destination.{kind}", c, r * 1.45, P.mix(colour, P.INK, 0.55))


PRIZE_INK: dict[str, P.Colour] = {     # the colour of each prize type's picture
    "gold": P.GOLD_DARK,
    "rum": (92, 52, 26),
    "jewels": (40, 90, 200),
    "hostage": P.INK_SOFT,
}


def prize_face(surf: pygame.Surface, cat: Catalogue, card: int) -> None:
    w, h = surf.get_size()
    ptype = cat.prize_type[card] or "gold"
    fills = {
        "gold": (246, 214, 120),
        "rum": (214, 188, 150),
        "jewels": (200, 210, 236),
        "hostage": (222, 204, 190),
    }
    inner = P.card_body(surf, fills[ptype], P.GOLD_DARK if ptype == "gold" else P.INK)
    big = max(11, round(h * 0.42))
    picture = (w * 0.5, h * 0.72)
    if ptype == "gold":
        value = cat.gold[card]
        icons.draw(surf, "prize.gold", (w * 0.5, h * 0.8), w * 0.4, P.GOLD, P.GOLD_DARK, 1)
        P.label(surf, str(value), big, P.INK, "center", (w // 2, round(h * 0.4)), bold=True)
        if not tiny(w):   # between the digit and the coins, if a line fits there
            room = pygame.Rect(inner.x, round(h * 0.58), inner.w, round(h * 0.78 - w * 0.14)
                               - round(h * 0.58))
            P.card_words(surf, _("gold"), max(9, round(h * 0.09)), room, P.GOLD_DARK)
        return
    pygame.draw.circle(surf, P.mix(fills[ptype], P.WHITE, 0.45), picture, w * 0.3)
    icons.draw(surf, f"prize.{ptype}", picture, w * 0.48, PRIZE_INK[ptype])
    mark = {"rum": "0", "jewels": "?", "hostage": "1"}[ptype]  # its gold at the end (E3)
    P.label(surf, mark, max(10, round(h * 0.3)), P.INK, "center", (w // 2, round(h * 0.28)), True)
    if not tiny(w):   # a long name (Polish 'Zakładniczka') on a small card: the mark says it
        room = pygame.Rect(inner.x + 2, inner.top + 1, inner.w - 4,
                           round(h * 0.28 - h * 0.15) - inner.top - 1)
        P.card_words(surf, CT.card_name(cat, card), max(9, round(h * 0.09)), room, P.INK_SOFT)
