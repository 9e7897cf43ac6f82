"""The faces of the voyage's cards: destinations (requirements and prizes, the port's draw,
the island) and prizes (gold, rum, jewels, hostages), with the anchor and the palm that the
destination backs show too. Every fact comes from the catalogue; this module only draws.
"""

from __future__ import annotations

import math

import pygame

from game.core.i18n import _
from game.jolly_roger.cards import ATTACK_KINDS, SKILLS, Catalogue
from scenes.jolly_roger import cardtext as CT
from scenes.jolly_roger.cardbody import DEST_COLOURS, base, radius, tiny
from scenes.kit import paint as P


def destination_face(surf: pygame.Surface, cat: Catalogue, card: int) -> None:
    w, h = surf.get_size()
    kind = cat.dest_kind[card] or "fort"
    colour = DEST_COLOURS[kind]
    inner = base(surf, P.PARCHMENT, P.INK)
    band = pygame.Rect(inner.x, inner.y, inner.w, round(h * 0.2))
    pygame.draw.rect(
        surf, colour, band, border_top_left_radius=radius(w), border_top_right_radius=radius(w)
    )
    P.card_words(surf, CT.kind_name(kind), max(9, round(h * 0.11)), band.inflate(-6, 0),
                 P.ink_on(colour))
    if kind in ATTACK_KINDS:
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
        P.chest(surf, (w * 0.3, cy), row_h * 0.34)
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
        anchor(surf, (w / 2, h * 0.48), w * 0.22)
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
        palm(surf, (w / 2, h * 0.55), w * 0.3)


def anchor(
    surf: pygame.Surface, c: tuple[float, float], s: float, colour: P.Colour = P.INK
) -> None:
    cx, cy = c
    lw = max(2, round(s / 5))
    pygame.draw.line(surf, colour, (cx, cy - s), (cx, cy + s), lw)
    pygame.draw.circle(surf, colour, (cx, cy - s), s * 0.25, lw)
    pygame.draw.line(
        surf, colour, (cx - s * 0.55, cy - s * 0.45), (cx + s * 0.55, cy - s * 0.45), lw
    )
    pygame.draw.arc(
        surf, colour, pygame.Rect(cx - s, cy - s * 0.1, 2 * s, 1.1 * s), math.pi, 2 * math.pi, lw
    )


def palm(surf: pygame.Surface, c: tuple[float, float], s: float) -> None:
    cx, cy = c
    pygame.draw.ellipse(
        surf, (222, 196, 130), pygame.Rect(cx - s * 1.2, cy + s * 0.6, s * 2.4, s * 0.6)
    )
    pygame.draw.line(
        surf, (110, 70, 36), (cx, cy + s * 0.8), (cx + s * 0.2, cy - s * 0.6), max(2, round(s / 5))
    )
    for a in (-2.6, -2.0, -1.1, -0.5):
        pygame.draw.arc(
            surf,
            (40, 120, 60),
            pygame.Rect(
                cx + s * 0.2 - s * 0.8 + math.cos(a) * s * 0.3, cy - s * 0.9, s * 1.6, s * 0.9
            ),
            0.3,
            2.8,
            max(2, round(s / 6)),
        )
    for a, b in (((-0.25, 0.55), (0.05, 0.8)), ((-0.25, 0.8), (0.05, 0.55))):
        pygame.draw.line(
            surf,
            P.RED,
            (cx + s * (0.6 + a[0]), cy + s * a[1]),
            (cx + s * (0.6 + b[0]), cy + s * b[1]),
            max(2, round(s / 7)),
        )


def prize_face(surf: pygame.Surface, cat: Catalogue, card: int) -> None:
    w, h = surf.get_size()
    ptype = cat.prize_type[card] or "gold"
    fills = {
        "gold": (246, 214, 120),
        "rum": (214, 188, 150),
        "jewels": (200, 210, 236),
        "hostage": (222, 204, 190),
    }
    inner = base(surf, fills[ptype], P.GOLD_DARK if ptype == "gold" else P.INK)
    big = max(11, round(h * 0.42))
    if ptype == "gold":
        value = cat.gold[card]
        for i in range(value):
            P.coin(surf, (w * (0.3 + 0.2 * i), h * 0.78), w * 0.14)
        P.label(surf, str(value), big, P.INK, "center", (w // 2, round(h * 0.4)), bold=True)
        if not tiny(w):   # between the digit and the coins, if a line fits there
            room = pygame.Rect(inner.x, round(h * 0.58), inner.w, round(h * 0.78 - w * 0.14)
                               - round(h * 0.58))
            P.card_words(surf, _("gold"), max(9, round(h * 0.09)), room, P.GOLD_DARK)
        return
    if ptype == "rum":  # a bottle and its 0
        body = pygame.Rect(0, 0, w * 0.34, h * 0.36)
        body.midbottom = (round(w * 0.5), round(h * 0.9))
        pygame.draw.rect(surf, (92, 52, 26), body, border_radius=max(2, w // 12))
        pygame.draw.rect(surf, (92, 52, 26), pygame.Rect(w * 0.44, h * 0.44, w * 0.12, h * 0.14))
        pygame.draw.rect(surf, P.PARCHMENT, body.inflate(-w * 0.1, -h * 0.2))
    elif ptype == "jewels":
        gem = [(w * 0.5, h * 0.5), (w * 0.25, h * 0.68), (w * 0.5, h * 0.92), (w * 0.75, h * 0.68)]
        pygame.draw.polygon(
            surf,
            (40, 90, 200),
            [
                (w * 0.3, h * 0.55),
                (w * 0.7, h * 0.55),
                (w * 0.82, h * 0.66),
                (w * 0.5, h * 0.92),
                (w * 0.18, h * 0.66),
            ],
        )
        pygame.draw.polygon(surf, (150, 190, 255), gem, max(1, w // 30))
    else:  # hostage: a figure in ropes
        cx, cy = w * 0.5, h * 0.68
        pygame.draw.circle(surf, P.INK_SOFT, (cx, cy - h * 0.14), w * 0.1)
        pygame.draw.rect(
            surf,
            P.INK_SOFT,
            pygame.Rect(cx - w * 0.14, cy - h * 0.06, w * 0.28, h * 0.22),
            border_radius=max(2, w // 14),
        )
        pygame.draw.line(
            surf,
            (170, 130, 70),
            (cx - w * 0.2, cy + h * 0.02),
            (cx + w * 0.2, cy + h * 0.06),
            max(1, w // 20),
        )
    mark = {"rum": "0", "jewels": "?", "hostage": "1"}[ptype]  # its gold at the end (E3)
    P.label(surf, mark, max(10, round(h * 0.3)), P.INK, "center", (w // 2, round(h * 0.28)), True)
    if not tiny(w):   # a long name (Polish 'Zakładniczka') on a small card: the mark says it
        room = pygame.Rect(inner.x + 2, inner.top + 1, inner.w - 4,
                           round(h * 0.28 - h * 0.15) - inner.top - 1)
        P.card_words(surf, CT.card_name(cat, card), max(9, round(h * 0.09)), room, P.INK_SOFT)
