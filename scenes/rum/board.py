"""Painting RUM's table from one seat's view: the seats, the wreck, the beach, the clock, the
captain cards, the set area with its preview, and the hand. Every card drawn goes into the
frame (face up: its id, recorded in `frame.faces`; face down: -1 or a pile's pseudo id), so
the shell can hit-test it and a test can prove no hidden face is ever drawn (DA5).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame
from pygame import Rect

from game.core.i18n import _, ngettext
from game.rum.words import word
from scenes import theme as T
from scenes.kit import look as kit_look
from scenes.kit import paint as P
from scenes.kit import sprites
from scenes.kit.frame import Frame
from scenes.rum.cards import CardArt, bottle
from scenes.rum.interaction import SPOT, WRECK
from scenes.rum.layout import Layout, card_w


@dataclass
class Look(kit_look.Look):
    """How to draw the view this frame (from the scene: who looks, what is picked)."""

    layout: Layout
    laid: list[tuple[int, str]] = field(default_factory=list)
    outcome: Any = None                                # the set builder's preview (DA2)
    building: bool = False
    open_beach: dict[int, int] = field(default_factory=dict)  # replay: face-down spot -> card


def colour_name(cat: Any, index: int) -> str:
    return word(cat.colours[index].key)


def face(surface: pygame.Surface, frame: Frame, img: pygame.Surface, rect: Rect, card: int,
         zone: str, owner: int = -1) -> None:
    """A card face drawn and recorded (DA5: the test reads `frame.faces`)."""
    sprites.face(surface, frame, img, rect, card, zone, owner)


def back(surface: pygame.Surface, frame: Frame, art: CardArt, rect: Rect, zone: str,
         card: int = -1, owner: int = -1) -> None:
    sprites.back(surface, frame, art.back("rum", rect.h), rect, zone, card, owner, "rum")


def draw(surface: pygame.Surface, view: Any, look: Look, frame: Frame, art: CardArt,
         cat: Any) -> None:
    surface.blit(T.table_background(look.layout.size), (0, 0))
    for seat, rect in look.layout.seats.items():
        _seat(surface, view, look, frame, art, cat, seat, rect)
    _middle(surface, view, look, frame, art, cat)
    _set_area(surface, view, look, frame, art, cat)
    _hand(surface, view, look, frame, art)


# --- seats ---------------------------------------------------------------------------------------


def _seat(surface: pygame.Surface, view: Any, look: Look, frame: Frame, art: CardArt, cat: Any,
          seat: int, rect: Rect) -> None:
    """A seat's panel: emblem, name, hand size, score; its captain cards; the cards known
    (taken face up from the beach) or maybe still held (DA5), as a memory aid."""
    u = look.layout.u
    active = seat == look.deciding or (look.deciding < 0 and seat == view.turn and not view.over)
    P.draw_panel(surface, rect, P.WOOD_DARK, P.LIGHT if active else P.BRASS_DARK,
                 round(10 * u), max(2, round((3 if active else 1) * u)), alpha=215)
    if active:
        P.draw_glow(surface, rect, P.LIGHT, round(10 * u), round(8 * u))
    pad = round(8 * u)
    size = max(14, round(20 * u))
    T.draw_emblem(surface, look.colours[seat], (rect.x + pad + round(8 * u),
                                                rect.y + pad + size // 2), round(7 * u))
    x = rect.x + pad + round(22 * u)
    right = ngettext("{n} card", "{n} cards", view.hand_sizes[seat]).format(
        n=view.hand_sizes[seat])
    score = _("{score}/{target} pts").format(score=view.scores[seat], target=view.target)
    info = f"{right} · {score}"
    info_img = P.text(info, max(12, round(17 * u)), P.CREAM)
    name_w = rect.right - pad - x - info_img.get_width() - pad
    frame.marks[f"name:{seat}"] = P.blit_text(
        surface, P.fit(view.names[seat], size, max(20, name_w), P.WHITE, True), "midleft",
        (x, rect.y + pad + size // 2))   # a name nothing may cover (the probe, the notes)
    frame.tip(f"score:{seat}", P.blit_text(
        surface, info_img, "midright", (rect.right - pad, rect.y + pad + size // 2)))
    frame.targets[f"seat:{seat}"] = rect
    y = rect.y + pad * 2 + size
    h = min(look.layout.small_h, rect.bottom - y - pad)
    if h < 20:
        return
    x = rect.x + pad
    owned = [c for c in view.captains if c.owner == seat]
    w = card_w(h)
    for cap in owned:
        surface.blit(art.captain(cap.colour, cap.value, h), (x, y))
        frame.targets[f"captain:{cap.colour}"] = Rect(x, y, w, h)
        frame.tip(f"captain:{cap.colour}", Rect(x, y, w, h), readable=False)
        x += w + round(4 * u)
    if seat == view.seat:
        return
    kh = max(20, round(h * 0.8))
    kw = card_w(kh)
    marks = [(c, "known") for c in view.known[seat]] + [
        (c, "maybe") for c in view.maybe[seat] if c not in view.known[seat]]
    if not marks:
        return
    x += round(6 * u)
    room = rect.right - pad - x
    step = min(kw + round(3 * u), max(6, (room - kw) // max(1, len(marks) - 1))) \
        if len(marks) > 1 else kw
    if room < kw:
        return
    for card, kind in marks:
        r = Rect(x, y + (h - kh), kw, kh)
        face(surface, frame, art.face(card, kh), r, card, "known", seat)
        if kind == "maybe":
            veil = pygame.Surface(r.size, pygame.SRCALPHA)
            veil.fill((20, 12, 8, 120))
            surface.blit(veil, r.topleft)
            P.label(surface, "?", round(kh * 0.45), P.WHITE, "center", r.center, bold=True)
        x += step


# --- the middle: wreck, beach, clock, unowned captain cards --------------------------------------


def _middle(surface: pygame.Surface, view: Any, look: Look, frame: Frame, art: CardArt,
            cat: Any) -> None:
    lay = look.layout
    u = lay.u
    P.draw_panel(surface, lay.middle, P.FELT_DARK, P.FELT_LINE, round(12 * u), 1, alpha=170)
    small = max(12, round(16 * u))
    # the wreck
    w = lay.wreck
    if view.wreck:
        for k in range(min(3, view.wreck - 1), 0, -1):
            surface.blit(art.back("rum", w.h), (w.x + k * 2, w.y - k * 2))
        back(surface, frame, art, w, "wreck", WRECK)
    else:
        P.dashed_rect(surface, w, P.FELT_LINE, max(1, round(2 * u)), round(8 * u))
    look.glow(surface, "wreck", w)
    frame.targets["wreck"] = w
    label = P.blit_text(surface, P.fit(ngettext("Wreck: {n} card", "Wreck: {n} cards", view.wreck)
                                       .format(n=view.wreck), small, w.w + round(40 * u),
                                       P.CREAM, True),
                        "midtop", (w.centerx, w.bottom + round(3 * u)))
    frame.tip("wreck", w.union(label), readable=False)
    # the beach (BE1: three spots, face up single end up, face down, or empty)
    for k, (spot, r) in enumerate(zip(view.beach, lay.beach, strict=True)):
        frame.targets[f"spot:{k}"] = r
        if spot.card is None:
            P.dashed_rect(surface, r, P.FELT_LINE, max(1, round(2 * u)), round(8 * u))
        elif spot.face_up and spot.card >= 0:
            if spot.card not in look.hidden:
                face(surface, frame, art.face(spot.card, r.h), r, spot.card, "beach")
        elif k in look.open_beach:   # the replay: a face-down card, shown and marked so
            face(surface, frame, art.face(look.open_beach[k], r.h), r, look.open_beach[k],
                 "beach")
            tag = P.text(_("face down"), max(12, round(14 * u)), P.WHITE, True)
            box = tag.get_rect(midbottom=(r.centerx, r.bottom - round(4 * u))).inflate(8, 4)
            P.draw_panel(surface, box, P.INK, P.BRASS_DARK, round(4 * u), 1, alpha=220)
            P.blit_text(surface, tag, "center", box.center)
        else:
            back(surface, frame, art, r, "beach", SPOT + k)
        if spot.card is None or not spot.face_up:   # (a face-up card: its zoom says it)
            frame.tip(f"spot:{k}", r, readable=False)
    mid = Rect(lay.beach[0].x, lay.beach[0].bottom, lay.beach[2].right - lay.beach[0].x, 1)
    label = P.blit_text(surface, P.fit(_("Beach"), small, mid.w, P.CREAM, True), "midtop",
                        (mid.centerx, mid.y + round(3 * u)))
    frame.tip("beach", label.inflate(round(40 * u), round(4 * u)), readable=False)
    # the castaway clock (C6)
    c = lay.clock
    surface.blit(art.clock(view.clock, view.penalty, c.h), c.topleft)
    frame.targets["clock"] = c
    words = _("Clock {n}/8 · parrot takes {k}").format(n=view.clock, k=view.penalty)
    label = P.blit_text(surface, P.fit(words, small, c.w + round(60 * u), P.CREAM, True),
                        "midtop", (c.centerx, c.bottom + round(3 * u)))
    frame.tip("clock", c.union(label), readable=False)
    # the captain cards nobody holds (S1: in the middle)
    free = [cap for cap in view.captains if cap.owner is None]
    rects = lay.captain_rects(len(free))
    for cap, r in zip(free, rects, strict=False):
        surface.blit(art.captain(cap.colour, cap.value, r.h), r.topleft)
        frame.targets[f"captain:{cap.colour}"] = r
        frame.tip(f"captain:{cap.colour}", r, readable=False)
    if not free:
        P.blit_text(surface, P.fit(_("Every captain card has a holder."), small, lay.captains.w,
                                   P.CREAM), "midleft", (lay.captains.x, lay.captains.centery))


# --- the set area and its preview (DA2) ----------------------------------------------------------


def _set_area(surface: pygame.Surface, view: Any, look: Look, frame: Frame, art: CardArt,
              cat: Any) -> None:
    lay = look.layout
    u = lay.u
    area = lay.setarea
    P.draw_panel(surface, area, P.mix(P.FELT_DARK, P.WOOD_DARK, 0.4), P.BRASS_DARK,
                 round(12 * u), 1, alpha=200)
    look.glow(surface, "lay", area)
    frame.targets["lay"] = area
    title = max(12, round(18 * u))
    P.blit_text(surface, P.fit(_("Your set"), title, area.w // 2, P.BRASS_LIGHT, True),
                "topleft", (area.x + round(10 * u), area.y + round(4 * u)))
    if look.laid:
        hint = _("Click a card to turn it round; drag it back to your hand to take it out.")
    elif look.building:
        hint = _("Click or drag cards from your hand here to build a set.")
    else:
        hint = ""
    if hint:
        P.blit_text(surface, P.fit(hint, max(12, round(15 * u)), area.w - round(150 * u),
                                   P.CREAM), "topright", (area.right - round(10 * u),
                                                          area.y + round(6 * u)))
    rects = lay.set_rects(len(look.laid))
    for (card, end), r in zip(look.laid, rects, strict=True):
        if card in look.dragging:
            continue
        face(surface, frame, art.face_up(card, end, r.h), r, card, "set", view.seat)
        if look.focus == f"card:{card}":
            pygame.draw.rect(surface, T.FOCUS, r.inflate(6, 6), max(2, round(3 * u)),
                             border_radius=round(8 * u))
    _preview(surface, view, look, cat)


def _preview(surface: pygame.Surface, view: Any, look: Look, cat: Any) -> None:
    """DA2: bottles per colour (hand + face-up beach), each capture (old → new, whose card it
    was), the new scores, or the reason the set is refused, naming the clause."""
    lay = look.layout
    u = lay.u
    box = lay.preview
    P.draw_panel(surface, box, P.PARCHMENT, P.BRASS_DARK, round(12 * u), 1, alpha=235)
    pad = round(10 * u)
    size = max(12, round(16 * u))
    x, y = box.x + pad, box.y + pad // 2
    out = look.outcome
    if look.replay or (out is None and not look.building):
        return
    if out is None:
        lines = [_("Build a set: its bottles, captures and the new scores show here before "
                   "you lay it.")]
        for line in P.wrap(lines[0], size, box.w - 2 * pad):
            P.blit_text(surface, P.text(line, size, P.INK_SOFT), "topleft", (x, y))
            y += round(size * 1.2)
        return
    # bottles per colour: the bottle's shape, then its count
    bw = (box.w - 2 * pad) // len(out.bottles)
    bh = round(min(30 * u, bw * 0.9))
    for c, n in enumerate(out.bottles):
        col = cat.colours[c]
        cx = x + bw * c + bw // 2
        bottle(surface, (cx - bw * 0.18, y + bh / 2 + 2), bh, col.rgb, col.shape)
        P.blit_text(surface, P.text(str(n), size, P.INK if n else P.INK_SOFT, True), "midleft",
                    (round(cx + bw * 0.05), round(y + bh / 2 + 2)))
    y += bh + round(6 * u)
    lines: list[tuple[str, P.Colour]] = []
    if out.legal:
        for cap in out.captures:
            lines.append((capture_line(cat, view, cap), P.INK))
        lines.append((scores_line(view, out.scores), P.INK_SOFT))
    else:
        lines.append((_("Not allowed: {reason}").format(reason=out.reason), P.RED))
    for words, ink in lines:
        for line in P.wrap(words, size, box.w - 2 * pad):
            if y + size > box.bottom - pad // 2:
                return
            P.blit_text(surface, P.text(line, size, ink), "topleft", (x, y))
            y += round(size * 1.15)


def capture_line(cat: Any, view: Any, cap: Any) -> str:
    """One capture of the preview in words (PL4, PL5, PL7)."""
    colour = colour_name(cat, cap.colour)
    route = {"trio": _("rum trio"), "both": _("count and trio")}.get(cap.route, "")
    if cap.owner_before is None:
        words = _("Take {colour} from the middle: {old} → {new}").format(
            colour=colour, old=cap.value_before, new=cap.value_after)
    elif cap.owner_before == view.seat:
        words = _("Raise your {colour}: {old} → {new}").format(
            colour=colour, old=cap.value_before, new=cap.value_after)
    else:
        words = _("Take {colour} from {name}: {old} → {new}").format(
            colour=colour, name=view.names[cap.owner_before], old=cap.value_before,
            new=cap.value_after)
    return f"{words} ({route})" if route else words


def scores_line(view: Any, scores: tuple[int, ...]) -> str:
    parts = [_("{name} {score}").format(name=view.names[i], score=s) for i, s in enumerate(scores)]
    return _("Scores after: {list}").format(list=", ".join(parts))


# --- the hand ------------------------------------------------------------------------------------


def _hand(surface: pygame.Surface, view: Any, look: Look, frame: Frame, art: CardArt) -> None:
    lay = look.layout
    u = lay.u
    area = lay.hand
    P.draw_panel(surface, area, P.WOOD_DARK, P.BRASS_DARK, round(12 * u), 1, alpha=150)
    look.glow(surface, "hand", area)
    frame.targets["hand"] = area
    if not look.hand_shown:
        n = view.hand_sizes[lay.bottom] if lay.bottom < view.n else 0
        rects = lay.hand_rects(n)
        for r in rects:
            back(surface, frame, art, r, "hand-back")
        if not n:
            P.label(surface, _("No cards in hand"), max(12, round(18 * u)), P.CREAM, "center",
                    area.center)
        return
    laid = {c for c, _e in look.laid}
    cards = [c for c in view.hand if c not in laid]
    lifted = {i for i, c in enumerate(cards) if c in look.selected}
    rects = lay.hand_rects(len(cards), lifted)
    for card, r in zip(cards, rects, strict=True):
        if card in look.hidden or card in look.dragging:
            continue
        face(surface, frame, art.face(card, r.h), r, card, "hand", view.seat)
        if card in look.selected:
            pygame.draw.rect(surface, P.LIGHT, r.inflate(4, 4), max(2, round(3 * u)),
                             border_radius=round(8 * u))
        if look.focus == f"card:{card}":
            pygame.draw.rect(surface, T.FOCUS, r.inflate(8, 8), max(2, round(3 * u)),
                             border_radius=round(9 * u))
    if not cards:
        P.label(surface, _("No cards in hand"), max(12, round(18 * u)), P.CREAM, "center",
                area.center)
