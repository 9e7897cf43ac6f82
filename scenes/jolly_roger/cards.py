"""Original card art, drawn procedurally: crew and special faces (crewfaces.py), destination
and prize faces (voyagefaces.py) on the card body (cardbody.py), and the backs (here). Every
fact comes from the catalogue (`game.jolly_roger.cards`); these modules only draw.

Faces are rendered once per (card, size) and cached; the table blits the cached surfaces.
"""

from __future__ import annotations

import pygame

from game.core.i18n import _, ngettext
from game.jolly_roger.cards import ATTACK_KINDS, DEST_KINDS, SKILLS, Catalogue
from scenes.jolly_roger import cardtext as CT
from scenes.jolly_roger.cardbody import DEST_COLOURS, name_band, tiny
from scenes.jolly_roger.crewfaces import crew_face, special_face
from scenes.jolly_roger.voyagefaces import destination_face, prize_face
from scenes.kit import icons
from scenes.kit import paint as P

RATIO = 1.4  # height / width of every card
CREW_BACK = (120, 26, 26)
PRIZE_BACK = (70, 46, 24)


kind_name = CT.kind_name
title = CT.card_name


def full_text(cat: Catalogue, card: int) -> list[str]:
    """Every fact of the card in sentences, for the hover zoom."""
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

    def __init__(self, cat: Catalogue) -> None:
        self.cat = cat
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

    def back(self, kind: str, height: int, named: bool = True) -> pygame.Surface:
        """`kind`: "crew", "prize" or a destination kind; `named`: a destination's back
        carries its kind's name (the stacks name theirs on a plate of their own)."""
        key = (kind, height, named)
        surf = self._backs.get(key)
        if surf is None:
            surf = self._backs[key] = self._render_back(kind, height, named)
        return surf

    # --- faces -----------------------------------------------------------------------------------

    def _render_face(self, card: int, height: int) -> pygame.Surface:
        w, h = card_size(height)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        cat = self.cat
        kind = cat.category[card]
        if kind == "crew":
            if cat.special[card]:
                special_face(surf, cat, card)
            else:
                crew_face(surf, cat, card)
        elif kind == "destination":
            destination_face(surf, cat, card)
        elif kind == "prize":
            prize_face(surf, cat, card)
        else:
            P.card_body(surf, P.PARCHMENT, P.INK)
        return surf

    def _render_back(self, kind: str, height: int, named: bool = True) -> pygame.Surface:
        w, h = card_size(height)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        if kind == "crew":
            _crew_back(surf)
        elif kind == "prize":
            _prize_back(surf)
        elif kind in DEST_KINDS:
            _destination_back(surf, kind, named)
        else:
            P.card_body(surf, P.PARCHMENT_DARK, P.INK)
        return surf


# --- backs ---------------------------------------------------------------------------------------


def _framed_back(surf: pygame.Surface, fill: P.Colour, line: P.Colour) -> tuple[int, int]:
    """A back: the body in its colour with an inner frame line; returns the card size."""
    w, h = surf.get_size()
    inner = P.card_body(surf, fill, P.INK)
    frame = inner.inflate(-w // 8, -w // 8)
    pygame.draw.rect(surf, line, frame, max(1, w // 30), border_radius=P.card_radius(w) // 2)
    return w, h


def _crew_back(surf: pygame.Surface) -> None:
    w, h = _framed_back(surf, CREW_BACK, P.BRASS_DARK)
    icons.draw(surf, "marker.crew_deck", (w / 2, h * 0.46), w * 0.62, P.CREAM)


def _prize_back(surf: pygame.Surface) -> None:
    w, h = _framed_back(surf, PRIZE_BACK, P.GOLD_DARK)
    icons.draw(surf, "marker.prizes", (w / 2, h * 0.48), w * 0.56, P.GOLD, P.INK, 1)


def _destination_back(surf: pygame.Surface, kind: str, named: bool = True) -> None:
    """The kind's picture (game-icons.net, "destination.<kind>") on the kind's colour, and
    under it the kind's name on a darker band (never white on the white picture)."""
    colour = DEST_COLOURS[kind]
    w, h = _framed_back(surf, colour, P.mix(colour, P.WHITE, 0.35))
    ink = P.ink_on(colour)
    icons.draw(surf, f"destination.{kind}", (w / 2, h * 0.44), w * 0.6, ink)
    if named and not tiny(w):
        room = pygame.Rect(w // 12, round(h * 0.45 + w * 0.24 * 0.85), w - w // 6, 0)
        room.h = round(h * 0.96) - room.y   # under the picture, in one or two lines
        band = name_band(colour)
        pygame.draw.rect(surf, band, room.inflate(w // 24, 0), border_radius=max(2, w // 20))
        P.card_words(surf, kind_name(kind), max(9, round(h * 0.1)), room, P.ink_on(band))

