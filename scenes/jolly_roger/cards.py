"""Original card art, drawn procedurally: crew, special, destination and prize faces, and
the backs. Every fact comes from the catalogue (`game.jolly_roger.cards`); this module only draws.

Faces are rendered once per (card, size) and cached; the table blits the cached surfaces.
"""

from __future__ import annotations

import math

import pygame

from game.core.i18n import N_, _, ngettext
from game.jolly_roger.cards import ATTACK_KINDS, DEST_KINDS, SKILLS, Catalogue, catalogue
from scenes.jolly_roger import cardtext as CT
from scenes.kit import paint as P

RATIO = 1.4  # height / width of every card

DEST_COLOURS: dict[str, P.Colour] = {
    "fort": (104, 106, 116),
    "merchant": (150, 98, 52),
    "settlement": (84, 128, 62),
    "port": (44, 92, 146),
    "island": (206, 162, 70),
}
CREW_BACK = (120, 26, 26)
# The one-line timing printed at the foot of a special card (the full text is in cardtext).
SHORT_TIMING: dict[str, str] = {
    "captain": N_("Role card"),
    "quartermaster": N_("Role card"),
    "boatswain": N_("On the island"),
    "second_mate": N_("Any time"),
    "stowaways": N_("Any time"),
    "lookout": N_("After the course"),
    "old_sailor": N_("Treasure map"),
    "cook": N_("At the sharing"),
    "cabin_boy": N_("After burying"),
    "surgeon": N_("Any time"),
    "first_mate": N_("After the reveal"),
    "cutthroat": N_("In a mutiny"),
    "navigator": N_("After the reveal"),
    "sharpshooter": N_("After the reveal"),
    "cannon_fodder": N_("In a mutiny"),
    "carpenter": N_("After the sharing"),
    "old_salt": N_("In a mutiny"),
    "traitor": N_("After a reveal"),
}
PRIZE_BACK = (70, 46, 24)


kind_name = CT.kind_name
title = CT.card_name


def full_text(card: int, cat: Catalogue | None = None) -> list[str]:
    """Every fact of the card in sentences, for the hover zoom."""
    cat = cat or catalogue()
    kind = cat.category[card]
    out: list[str] = []
    if kind == "crew":
        out.append(_("Crew {n} in a mutiny.").format(n=cat.crew[card]))
        key = cat.special[card]
        if key:
            when, what = CT.SPECIAL_TEXT[key]
            out.append(_("{when}: {what}").format(when=_(when), what=_(what)))
            if key not in ("captain", "quartermaster"):
                out.append(_("Or play it as a plain 1-crew card in a mutiny."))
        else:
            out.append(_("Skills: {list}.").format(list=CT.skills_text(cat.skills[card])))
            if cat.multi[card]:
                out.append(_("In an attack it counts for ONE skill, chosen by the quartermaster."))
    elif kind == "destination":
        dk = cat.dest_kind[card] or "fort"
        if dk in ATTACK_KINDS:
            req = ", ".join(
                f"{CT.skill_name(s)} {v}" for s, v in zip(SKILLS, cat.require[card], strict=True)
            )
            out.append(_("Needs {list}.").format(list=req))
            out.append(ngettext("Wins {n} prize card.", "Wins {n} prize cards.",
                                cat.prizes[card]).format(n=cat.prizes[card]))
        elif dk == "port":
            out.append(ngettext("Every player draws {n} crew card.",
                                "Every player draws {n} crew cards.",
                                cat.draw[card]).format(n=cat.draw[card]))
            out.append(_("Trade one prize card for a crew card; ransom Hostages, sell Jewels."))
        else:
            out.append(_("Land with an Old Sailor's map, then bury your treasure."))
    elif kind == "prize":
        ptype = cat.prize_type[card]
        if ptype == "gold":
            out.append(ngettext("Worth {n} gold.", "Worth {n} gold.",
                                cat.gold[card]).format(n=cat.gold[card]))
        elif ptype == "rum":
            out.append(_("Worth no gold; breaks ties. Trade it at the Pirate Port."))
        elif ptype == "jewels":
            out.append(
                _(
                    "Sell at the Pirate Port for a prize card; at the end worth the "
                    "gold of a random prize card."
                )
            )
        else:
            out.append(_("Ransom at the Pirate Port for two prize cards; worth 1 at the end."))
    return out


def card_size(height: int) -> tuple[int, int]:
    return max(8, round(height / RATIO)), max(10, height)


class CardArt:
    """Renders and caches card faces and backs per size."""

    def __init__(self, cat: Catalogue | None = None) -> None:
        self.cat = cat or catalogue()
        self._faces: dict[tuple[int, int], pygame.Surface] = {}
        self._backs: dict[tuple[str, int], pygame.Surface] = {}

    def forget(self) -> None:
        """Drop every rendered face and back (their words are in the old language)."""
        self._faces.clear()
        self._backs.clear()

    def face(self, card: int, height: int) -> pygame.Surface:
        key = (card, height)
        surf = self._faces.get(key)
        if surf is None:
            if len(self._faces) > 3000:
                self._faces.clear()
            surf = self._faces[key] = self._render_face(card, height)
        return surf

    def back(self, kind: str, height: int) -> pygame.Surface:
        """`kind`: "crew", "prize" or a destination kind."""
        key = (kind, height)
        surf = self._backs.get(key)
        if surf is None:
            surf = self._backs[key] = self._render_back(kind, height)
        return surf

    # --- faces -----------------------------------------------------------------------------------

    def _render_face(self, card: int, height: int) -> pygame.Surface:
        w, h = card_size(height)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        cat = self.cat
        kind = cat.category[card]
        if kind == "crew":
            if cat.special[card]:
                _special_face(surf, cat, card)
            else:
                _crew_face(surf, cat, card)
        elif kind == "destination":
            _destination_face(surf, cat, card)
        elif kind == "prize":
            _prize_face(surf, cat, card)
        else:
            _base(surf, P.PARCHMENT, P.INK)
        return surf

    def _render_back(self, kind: str, height: int) -> pygame.Surface:
        w, h = card_size(height)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        if kind == "crew":
            _crew_back(surf)
        elif kind == "prize":
            _prize_back(surf)
        elif kind in DEST_KINDS:
            _destination_back(surf, kind)
        else:
            _base(surf, P.PARCHMENT_DARK, P.INK)
        return surf


# --- drawing helpers -----------------------------------------------------------------------------


def _radius(w: int) -> int:
    return max(2, round(w * 0.08))


def _base(surf: pygame.Surface, fill: P.Colour, edge: P.Colour) -> pygame.Rect:
    """The card body with a dark edge; returns the inner area."""
    w, h = surf.get_size()
    r = _radius(w)
    rect = surf.get_rect()
    pygame.draw.rect(surf, edge, rect, border_radius=r)
    inner = rect.inflate(-max(2, w // 30) * 2, -max(2, w // 30) * 2)
    pygame.draw.rect(surf, fill, inner, border_radius=max(1, r - 1))
    return inner


def _tiny(w: int) -> bool:
    return w < 40


def _crew_face(surf: pygame.Surface, cat: Catalogue, card: int) -> None:
    w, h = surf.get_size()
    inner = _base(surf, P.PARCHMENT, P.INK)
    skills = [(s, v) for s, v in zip(SKILLS, cat.skills[card], strict=True) if v]
    multi = cat.multi[card]
    main = P.BRASS_DARK if multi else P.SKILL_COLOURS[skills[0][0]]
    # a coloured frame and header band in the skill's colour
    pygame.draw.rect(surf, main, inner, max(2, w // 22), border_radius=_radius(w))
    band = pygame.Rect(inner.x, inner.y, inner.w, round(h * 0.2))
    pygame.draw.rect(
        surf,
        P.mix(main, P.PARCHMENT, 0.78),
        band.inflate(-w // 11, -h // 50),
        border_radius=_radius(w) // 2,
    )
    r_badge = max(5, w * 0.14)
    P.crew_badge(
        surf, (inner.x + r_badge + w * 0.06, inner.y + r_badge + h * 0.03), r_badge, cat.crew[card]
    )
    if multi:
        if not _tiny(w):
            P.label(
                surf,
                _("one of"),
                max(9, round(h * 0.085)),
                P.INK_SOFT,
                "midright",
                (inner.right - round(w * 0.07), band.centery),
                bold=True,
            )
        r = w * 0.14
        for i, (s, _v) in enumerate(skills):
            cy = h * 0.42 + i * h * 0.19
            P.skill_icon(surf, s, (w * 0.36, cy), r)
            P.label(
                surf,
                "1",
                max(10, round(h * 0.17)),
                P.SKILL_COLOURS[s],
                "midleft",
                (round(w * 0.58), round(cy + h * 0.01)),
                bold=True,
            )
        return
    skill, value = skills[0]
    P.label(
        surf,
        str(value),
        max(10, round(h * 0.2)),
        main,
        "midright",
        (inner.right - round(w * 0.08), band.centery + round(h * 0.01)),
        bold=True,
    )
    r = w * (0.2 if value == 1 else 0.16 if value == 2 else 0.14)
    spots = {
        1: [(0.5, 0.55)],
        2: [(0.5, 0.44), (0.5, 0.7)],
        3: [(0.5, 0.38), (0.3, 0.66), (0.7, 0.66)],
    }[value]
    for fx, fy in spots:
        P.skill_icon(surf, skill, (w * fx, h * fy), r)
    if not _tiny(w):
        P.card_label(surf, CT.skill_name(skill).capitalize(), max(9, round(h * 0.085)),
                     inner.w - 6, P.INK_SOFT, "midbottom",
                     (w // 2, inner.bottom - round(h * 0.025)))


def _special_face(surf: pygame.Surface, cat: Catalogue, card: int) -> None:
    w, h = surf.get_size()
    key = cat.special[card] or ""
    role = key in ("captain", "quartermaster")
    frame = (32, 30, 64) if role else P.RED_DARK
    inner = _base(surf, P.PARCHMENT, P.INK)
    pygame.draw.rect(surf, frame, inner, max(2, w // 18), border_radius=_radius(w))
    band = pygame.Rect(inner.x, inner.y, inner.w, round(h * 0.26))
    pygame.draw.rect(
        surf, frame, band, border_top_left_radius=_radius(w), border_top_right_radius=_radius(w)
    )
    name = CT.special_name(key)
    size = max(9, round(h * 0.105))
    room = inner.w - round(w * 0.3)
    if not all(P.fits(word, size, room, True, size) for word in name.split()):
        size = max(8, size - 2)       # a long word ('Zimmermann'): a little smaller
    lines = []                        # too small a card for the name: the emblem and zoom say it
    if all(P.fits(word, size, room, True, size) for word in name.split()):
        lines = P.wrap(name, size, room, bold=True)
    if len(lines) > 2:
        lines = []
    for i, line in enumerate(lines):
        y = band.centery + round((i - (len(lines) - 1) / 2) * size * 0.8)
        P.card_label(surf, line, size, room, P.GOLD, "midleft", (inner.x + round(w * 0.28), y))
    r_badge = max(5, w * 0.12)
    P.crew_badge(surf, (inner.x + r_badge + w * 0.04, band.centery), r_badge, cat.crew[card])
    _emblem(surf, key, (w / 2, h * 0.58), w * 0.27)
    if not _tiny(w):
        size = max(9, round(h * 0.075))
        lines = P.wrap(_(SHORT_TIMING.get(key, "")), size, inner.w - 8)[:2]
        for i, line in enumerate(reversed(lines)):
            P.blit_text(
                surf,
                P.fit(line, size, inner.w - 6, P.INK_SOFT),
                "midbottom",
                (w // 2, inner.bottom - round(h * 0.02) - i * round(size * 0.8)),
            )


def _emblem(surf: pygame.Surface, key: str, center: tuple[float, float], r: float) -> None:
    """A medallion with a small original picture per special card."""
    cx, cy = center
    pygame.draw.circle(surf, P.mix(P.PARCHMENT_DARK, P.BRASS, 0.3), (cx, cy), r)
    pygame.draw.circle(surf, P.BRASS_DARK, (cx, cy), r, max(1, round(r / 10)))
    ink = P.INK
    lw = max(2, round(r / 7))
    s = r * 0.62
    if key == "captain":
        P.captain_hat(surf, (cx, cy), s * 1.1)
    elif key == "quartermaster":
        P.key_icon(surf, (cx, cy), s * 1.05, P.INK)
    elif key == "boatswain":  # an anchor
        pygame.draw.line(surf, ink, (cx, cy - s), (cx, cy + s), lw)
        pygame.draw.circle(surf, ink, (cx, cy - s), s * 0.22, lw)
        pygame.draw.line(surf, ink, (cx - s * 0.5, cy - s * 0.5), (cx + s * 0.5, cy - s * 0.5), lw)
        pygame.draw.arc(
            surf, ink, pygame.Rect(cx - s, cy - s * 0.2, 2 * s, 1.2 * s), math.pi, 2 * math.pi, lw
        )
    elif key == "second_mate":  # two grabbing arrows
        for sign in (-1, 1):
            y = cy + sign * s * 0.4
            pygame.draw.line(surf, ink, (cx - s * sign, y), (cx + s * sign * 0.6, y), lw)
            tip = cx + s * sign * 0.9
            pygame.draw.polygon(
                surf,
                ink,
                [
                    (tip, y),
                    (tip - sign * s * 0.4, y - s * 0.3),
                    (tip - sign * s * 0.4, y + s * 0.3),
                ],
            )
    elif key == "stowaways":  # a barrel
        body = pygame.Rect(0, 0, s * 1.3, s * 1.8)
        body.center = (round(cx), round(cy))
        pygame.draw.ellipse(surf, (130, 82, 40), body)
        pygame.draw.ellipse(surf, ink, body, lw)
        for f in (0.3, 0.7):
            y = body.top + body.h * f
            pygame.draw.line(surf, ink, (body.left + s * 0.1, y), (body.right - s * 0.1, y), lw)
    elif key == "lookout":  # a telescope
        pts = [
            (cx - s, cy + s * 0.5),
            (cx + s, cy - s * 0.35),
            (cx + s * 1.05, cy - s * 0.05),
            (cx - s * 0.9, cy + s * 0.8),
        ]
        pygame.draw.polygon(surf, P.BRASS_DARK, pts)
        pygame.draw.polygon(surf, ink, pts, lw)
        pygame.draw.line(surf, ink, (cx - s * 0.1, cy + s * 0.25), (cx, cy + s * 0.5), lw)
    elif key == "old_sailor":  # a treasure map with its X
        rect = pygame.Rect(0, 0, s * 1.9, s * 1.4)
        rect.center = (round(cx), round(cy))
        pygame.draw.rect(surf, P.PARCHMENT, rect)
        pygame.draw.rect(surf, ink, rect, lw)
        for a, b in (((-0.3, -0.3), (0.3, 0.3)), ((-0.3, 0.3), (0.3, -0.3))):
            pygame.draw.line(
                surf, P.RED, (cx + s * a[0], cy + s * a[1]), (cx + s * b[0], cy + s * b[1]), lw + 1
            )
    elif key == "cook":  # a pot
        pot = pygame.Rect(0, 0, s * 1.6, s * 1.2)
        pot.center = (round(cx), round(cy + s * 0.2))
        pygame.draw.ellipse(surf, (60, 56, 52), pot)
        pygame.draw.line(
            surf,
            ink,
            (pot.left - s * 0.2, pot.top + s * 0.2),
            (pot.right + s * 0.2, pot.top + s * 0.2),
            lw,
        )
        for dx in (-0.3, 0.1, 0.5):
            pygame.draw.arc(
                surf,
                P.INK_SOFT,
                pygame.Rect(cx + s * dx - s * 0.2, cy - s * 1.0, s * 0.3, s * 0.6),
                1.2,
                4.5,
                2,
            )
    elif key == "cabin_boy":  # a shovel
        pygame.draw.line(
            surf, (110, 70, 36), (cx - s * 0.7, cy - s * 0.9), (cx + s * 0.2, cy + s * 0.1), lw + 1
        )
        blade = [
            (cx + s * 0.05, cy + s * 0.05),
            (cx + s * 0.45, cy - s * 0.2),
            (cx + s * 0.95, cy + s * 0.6),
            (cx + s * 0.5, cy + s * 0.95),
        ]
        pygame.draw.polygon(surf, (120, 124, 130), blade)
        pygame.draw.polygon(surf, ink, blade, max(1, lw // 2))
    elif key == "surgeon":  # a cross
        pygame.draw.rect(surf, P.RED, pygame.Rect(cx - s * 0.28, cy - s * 0.9, s * 0.56, s * 1.8))
        pygame.draw.rect(surf, P.RED, pygame.Rect(cx - s * 0.9, cy - s * 0.28, s * 1.8, s * 0.56))
    elif key in ("first_mate", "navigator", "sharpshooter"):
        skill = {"first_mate": "sabers", "navigator": "navigation", "sharpshooter": "cannons"}[key]
        P.skill_icon(surf, skill, (cx - s * 0.25, cy), s * 0.8)
        P.label(
            surf,
            "±1",
            max(10, round(s * 0.9)),
            ink,
            "midleft",
            (round(cx + s * 0.35), round(cy)),
            bold=True,
        )
    elif key == "cutthroat":  # a dagger
        blade = [(cx, cy - s * 1.0), (cx + s * 0.22, cy + s * 0.2), (cx - s * 0.22, cy + s * 0.2)]
        pygame.draw.polygon(surf, (170, 176, 184), blade)
        pygame.draw.polygon(surf, ink, blade, max(1, lw // 2))
        pygame.draw.line(
            surf, ink, (cx - s * 0.5, cy + s * 0.25), (cx + s * 0.5, cy + s * 0.25), lw
        )
        pygame.draw.line(surf, (90, 50, 26), (cx, cy + s * 0.3), (cx, cy + s * 0.9), lw + 1)
    elif key == "cannon_fodder":  # a pile of cannonballs
        for dx, dy in ((-0.45, 0.35), (0.45, 0.35), (0, -0.35)):
            P.skill_icon(surf, "cannons", (cx + s * dx, cy + s * dy), s * 0.5, (70, 70, 74))
    elif key == "carpenter":  # a hammer
        pygame.draw.line(
            surf, (110, 70, 36), (cx - s * 0.6, cy + s * 0.9), (cx + s * 0.3, cy - s * 0.3), lw + 1
        )
        head = [
            (cx - s * 0.05, cy - s * 0.75),
            (cx + s * 0.75, cy + s * 0.05),
            (cx + s * 0.5, cy + s * 0.3),
            (cx - s * 0.3, cy - s * 0.5),
        ]
        pygame.draw.polygon(surf, (80, 82, 88), head)
    elif key == "old_salt":  # waves
        for i in range(3):
            y = cy - s * 0.5 + i * s * 0.5
            pts = [(cx - s + t * s / 6, y + s * 0.15 * math.sin(t * 1.1)) for t in range(13)]
            pygame.draw.lines(surf, P.SKILL_COLOURS["navigation"], False, pts, lw)
    elif key == "traitor":  # a two-faced mask: half light, half dark
        pygame.draw.circle(surf, P.WHITE, (cx, cy), s * 0.9)
        pygame.draw.rect(surf, ink, pygame.Rect(cx, cy - s * 0.9, s * 0.9, s * 1.8))
        pygame.draw.circle(surf, ink, (cx - s * 0.35, cy - s * 0.15), s * 0.16)
        pygame.draw.circle(surf, P.WHITE, (cx + s * 0.35, cy - s * 0.15), s * 0.16)
        pygame.draw.circle(surf, ink, (cx, cy), s * 0.9, lw)


def _destination_face(surf: pygame.Surface, cat: Catalogue, card: int) -> None:
    w, h = surf.get_size()
    kind = cat.dest_kind[card] or "fort"
    colour = DEST_COLOURS[kind]
    inner = _base(surf, P.PARCHMENT, P.INK)
    band = pygame.Rect(inner.x, inner.y, inner.w, round(h * 0.2))
    pygame.draw.rect(
        surf, colour, band, border_top_left_radius=_radius(w), border_top_right_radius=_radius(w)
    )
    P.card_label(surf, kind_name(kind), max(9, round(h * 0.11)), inner.w - 6,
                 P.ink_on(colour), "center", band.center)
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
        _anchor(surf, (w / 2, h * 0.48), w * 0.22)
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
        _palm(surf, (w / 2, h * 0.55), w * 0.3)


def _anchor(
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


def _palm(surf: pygame.Surface, c: tuple[float, float], s: float) -> None:
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


def _prize_face(surf: pygame.Surface, cat: Catalogue, card: int) -> None:
    w, h = surf.get_size()
    ptype = cat.prize_type[card] or "gold"
    fills = {
        "gold": (246, 214, 120),
        "rum": (214, 188, 150),
        "jewels": (200, 210, 236),
        "hostage": (222, 204, 190),
    }
    inner = _base(surf, fills[ptype], P.GOLD_DARK if ptype == "gold" else P.INK)
    big = max(11, round(h * 0.42))
    if ptype == "gold":
        value = cat.gold[card]
        for i in range(value):
            P.coin(surf, (w * (0.3 + 0.2 * i), h * 0.78), w * 0.14)
        P.label(surf, str(value), big, P.INK, "center", (w // 2, round(h * 0.4)), bold=True)
        if not _tiny(w):
            P.label(
                surf,
                _("gold"),
                max(9, round(h * 0.09)),
                P.GOLD_DARK,
                "midtop",
                (w // 2, round(h * 0.58)),
                bold=True,
            )
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
    if not _tiny(w):   # a long name (Polish 'Zakładniczka') on a small card: the mark says it
        P.card_label(surf, CT.card_name(card), max(9, round(h * 0.09)), inner.w - 4, P.INK_SOFT,
                     "midtop", (w // 2, inner.top + 2))


# --- backs ---------------------------------------------------------------------------------------


def _framed_back(surf: pygame.Surface, fill: P.Colour, line: P.Colour) -> tuple[int, int]:
    """A back: the body in its colour with an inner frame line; returns the card size."""
    w, h = surf.get_size()
    inner = _base(surf, fill, P.INK)
    frame = inner.inflate(-w // 8, -w // 8)
    pygame.draw.rect(surf, line, frame, max(1, w // 30), border_radius=_radius(w) // 2)
    return w, h


def _crew_back(surf: pygame.Surface) -> None:
    w, h = _framed_back(surf, CREW_BACK, P.BRASS_DARK)
    P.skull(surf, (w / 2, h * 0.42), w * 0.18, P.CREAM, bones=True)


def _prize_back(surf: pygame.Surface) -> None:
    w, h = _framed_back(surf, PRIZE_BACK, P.GOLD_DARK)
    P.chest(surf, (w / 2, h * 0.5), w * 0.22)


def _destination_back(surf: pygame.Surface, kind: str) -> None:
    colour = DEST_COLOURS[kind]
    w, h = _framed_back(surf, colour, P.mix(colour, P.WHITE, 0.35))
    ink = P.ink_on(colour)
    cx, cy, s = w / 2, h * 0.45, w * 0.24
    if kind == "fort":  # battlements
        body = pygame.Rect(cx - s, cy - s * 0.5, 2 * s, 1.3 * s)
        pygame.draw.rect(surf, ink, body)
        for i in range(3):
            pygame.draw.rect(
                surf, ink, pygame.Rect(cx - s + i * s * 0.8, cy - s * 0.9, s * 0.4, s * 0.5)
            )
        pygame.draw.rect(
            surf,
            colour,
            pygame.Rect(cx - s * 0.25, cy + s * 0.2, s * 0.5, s * 0.6),
            border_top_left_radius=round(s / 4),
            border_top_right_radius=round(s / 4),
        )
    elif kind == "merchant":  # a ship: hull and sail
        hull = [
            (cx - s * 1.1, cy + s * 0.3),
            (cx + s * 1.1, cy + s * 0.3),
            (cx + s * 0.7, cy + s * 0.8),
            (cx - s * 0.7, cy + s * 0.8),
        ]
        pygame.draw.polygon(surf, ink, hull)
        pygame.draw.line(surf, ink, (cx, cy + s * 0.3), (cx, cy - s), max(2, round(s / 8)))
        pygame.draw.polygon(
            surf,
            ink,
            [
                (cx + s * 0.1, cy - s * 0.9),
                (cx + s * 0.8, cy + s * 0.15),
                (cx + s * 0.1, cy + s * 0.15),
            ],
        )
    elif kind == "settlement":  # two houses
        for dx in (-0.55, 0.55):
            x = cx + s * dx
            pygame.draw.rect(surf, ink, pygame.Rect(x - s * 0.4, cy, s * 0.8, s * 0.7))
            pygame.draw.polygon(
                surf, ink, [(x - s * 0.5, cy), (x, cy - s * 0.5), (x + s * 0.5, cy)]
            )
    elif kind == "port":
        _anchor(surf, (cx, cy), s, ink)
    else:
        _palm(surf, (cx, cy), s)
    if not _tiny(w):
        P.card_label(surf, kind_name(kind), max(9, round(h * 0.1)), w - w // 6, ink, "center",
                     (w // 2, round(h * 0.82)))
