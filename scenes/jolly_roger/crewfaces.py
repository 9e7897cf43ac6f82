"""The faces of crew cards: plain crew with their skills (one of three for an all-rounder),
and special cards with their name, emblem and one-line timing (the full text is in cardtext).
Every fact comes from the catalogue; this module only draws.
"""

from __future__ import annotations

import pygame

from game.core.i18n import N_, _
from game.jolly_roger.cards import SKILLS, Catalogue
from scenes.jolly_roger import cardtext as CT
from scenes.jolly_roger.cardbody import tiny
from scenes.kit import icons
from scenes.kit import paint as P

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


def crew_face(surf: pygame.Surface, cat: Catalogue, card: int) -> None:
    w, h = surf.get_size()
    inner = P.card_body(surf, P.PARCHMENT, P.INK)
    skills = [(s, v) for s, v in zip(SKILLS, cat.skills[card], strict=True) if v]
    multi = cat.multi[card]
    main = P.BRASS_DARK if multi else P.SKILL_COLOURS[skills[0][0]]
    # a coloured frame and header band in the skill's colour
    pygame.draw.rect(surf, main, inner, max(2, w // 22), border_radius=P.card_radius(w))
    band = pygame.Rect(inner.x, inner.y, inner.w, round(h * 0.2))
    pygame.draw.rect(
        surf,
        P.mix(main, P.PARCHMENT, 0.78),
        band.inflate(-w // 11, -h // 50),
        border_radius=P.card_radius(w) // 2,
    )
    r_badge = max(5, w * 0.14)
    P.crew_badge(
        surf, (inner.x + r_badge + w * 0.06, inner.y + r_badge + h * 0.03), r_badge, cat.crew[card]
    )
    if multi:
        if not tiny(w):   # beside the crew badge, in the band (left off if it does not fit)
            left = round(inner.x + 2 * r_badge + w * 0.08)
            room = pygame.Rect(left, band.y, inner.right - round(w * 0.05) - left, band.h)
            P.card_words(surf, _("one of"), max(9, round(h * 0.085)), room, P.INK_SOFT)
        r = w * 0.14
        for i, (s, _v) in enumerate(skills):
            cy = h * 0.42 + i * h * 0.19
            P.skill_icon(surf, s, (w * 0.36, cy), r)
            if P.legible(h * 0.19):
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
    if P.legible(band.h):   # a card too small for the digit: its icons count the value
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
    if not tiny(w):   # under the icons: what is left of the card's height
        room = pygame.Rect(inner.x + 3, round(h * 0.82), inner.w - 6,
                           inner.bottom - round(h * 0.02) - round(h * 0.82))
        P.card_words(surf, CT.skill_name(skill).capitalize(), max(9, round(h * 0.085)), room,
                     P.INK_SOFT)


def special_face(surf: pygame.Surface, cat: Catalogue, card: int) -> None:
    w, h = surf.get_size()
    key = cat.special[card] or ""
    role = key in ("captain", "quartermaster")
    frame = (32, 30, 64) if role else P.RED_DARK
    inner = P.card_body(surf, P.PARCHMENT, P.INK)
    pygame.draw.rect(surf, frame, inner, max(2, w // 18), border_radius=P.card_radius(w))
    band = pygame.Rect(inner.x, inner.y, inner.w, round(h * 0.26))
    pygame.draw.rect(
        surf, frame, band, border_top_left_radius=P.card_radius(w),
        border_top_right_radius=P.card_radius(w)
    )
    name = CT.special_name(key)
    size = max(9, round(h * 0.105))
    room = inner.w - round(w * 0.3)
    if not all(P.fits(word, size, room, True, size) for word in name.split()):
        size = max(8, size - 2)       # a long word ('Zimmermann'): a little smaller
    # in the band beside the badge, in the lines the band holds; too small a card for the
    # name: the emblem and the zoom say it
    r_badge = max(5, w * 0.12)
    badge = (inner.x + r_badge + w * 0.04, band.centery)
    beside = pygame.Rect(inner.x + round(w * 0.28), band.y + 1, room, band.h - 2)
    whole = pygame.Rect(inner.x + 3, band.y + 1, inner.w - 6, band.h - 2)
    # a name too long for the room beside the badge ('Quartermaster' on a hand card): the whole
    # band is the name's, and the badge steps down into the parchment's corner (issue 17: a
    # hand never loses a card's title)
    if not P.card_words(surf, name, size, beside, P.GOLD, True, "left") and P.card_words(
            surf, name, size, whole, P.GOLD, True):
        badge = (inner.x + r_badge + 2, band.bottom + r_badge + 2)
    P.crew_badge(surf, badge, r_badge, cat.crew[card])
    _emblem(surf, cat, card, (w / 2, h * 0.58), w * 0.27, P.mix(frame, P.INK, 0.35))
    if not tiny(w):   # under the emblem, in the lines that fit there (else left off)
        top = round(h * 0.58 + w * 0.27) + 1
        P.card_words(surf, _(SHORT_TIMING.get(key, "")), max(9, round(h * 0.075)),
                     pygame.Rect(inner.x + 4, top, inner.w - 8, inner.bottom - 1 - top),
                     P.INK_SOFT, False)


def _emblem(surf: pygame.Surface, cat: Catalogue, card: int, center: tuple[float, float],
            r: float, ink: P.Colour) -> None:
    """A brass medallion holding the special card's picture (game-icons.net, key
    "special.<key>" in assets/icons/manifest.toml); a card that adds or takes one of a skill
    (its data row's `skill`) shows that skill's icon and "±1" instead."""
    cx, cy = center
    pygame.draw.circle(surf, P.mix(P.PARCHMENT_DARK, P.BRASS, 0.3), (cx, cy), r)
    pygame.draw.circle(surf, P.mix(P.PARCHMENT, P.BRASS_LIGHT, 0.5), (cx, cy), r * 0.84)
    pygame.draw.circle(surf, P.BRASS_DARK, (cx, cy), r, max(1, round(r / 10)))
    row = cat.special_row[card]
    if row is not None and row.choice == "plus_minus" and row.skill:
        s = r * 0.62
        P.skill_icon(surf, row.skill, (cx - s * 0.42, cy), s * 0.66)
        if P.legible(2 * s):   # too small a medallion for the words: the icon says it
            P.label(surf, "±1", max(10, round(s * 0.9)), P.INK, "midleft",
                    (round(cx + s * 0.3), round(cy)), bold=True)
        return
    icons.draw(surf, f"special.{cat.special[card] or ''}", (cx, cy), r * 1.5, ink)
