"""Painting Meuterer's table from one seat's view (DA8): the seats with their offers, set-aside
cards (backs, with their count) and roles (a back until the reveal, RV1); the ring of islands
(active light, inactive dark) with the ship and the destination cards; inside it the wage card,
the role cards still in the middle and the piles; the status panel (the fight with its live
totals, the sales with the standing majorities and the points); the viewer's offer row and hand.
Every goods card drawn goes into the frame (face up: its id, recorded in `frame.faces`; face
down: -1), so the shell can hit-test it and a test can prove no hidden face is ever drawn.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame
from pygame import Rect

from game.core.i18n import _, ngettext
from scenes import theme as T
from scenes.kit import look as kit_look
from scenes.kit import paint as P
from scenes.kit import sprites
from scenes.kit.frame import Frame
from scenes.meuterer import markers
from scenes.meuterer.cards import CardArt, good_word, role_word, ship, symbol
from scenes.meuterer.layout import Layout, card_w, spread


@dataclass
class Look(kit_look.Look):
    """How to draw the view this frame (from the scene: who looks, what is picked)."""

    layout: Layout
    prompt: Any = None                                  # the viewer's own prompt
    proposal: tuple[Any, ...] = ()                      # the allocation being looked at
    open_hands: tuple[tuple[int, ...], ...] = ()        # replay: every seat's cards shown
    open_aside: tuple[tuple[int, ...], ...] = ()        # (with open_hands)
    #: may this card's face be shown to whoever may be looking (the discard pile's top may be
    #: a loadmaster's reject, seen by that seat only: RU15)
    may_show: Callable[[int], bool] = lambda card: True


def face(surface: pygame.Surface, frame: Frame, img: pygame.Surface, rect: Rect, card: int,
         zone: str, owner: int = -1) -> None:
    """A card face drawn and recorded (the face check reads `frame.faces`)."""
    sprites.face(surface, frame, img, rect, card, zone, owner)


def back(surface: pygame.Surface, frame: Frame, art: CardArt, rect: Rect, zone: str,
         owner: int = -1, kind: str = "goods") -> None:
    sprites.back(surface, frame, art.back(kind, rect.h), rect, zone, -1, owner, kind)


def draw(surface: pygame.Surface, view: Any, look: Look, frame: Frame, art: CardArt,
         cat: Any) -> None:
    surface.blit(T.table_background(look.layout.size), (0, 0))
    for seat, rect in look.layout.seats.items():
        _seat(surface, view, look, frame, art, cat, seat, rect)
    for part in (_ring, _inside, _status, _offer_row):   # the middle, then the viewer's offers
        part(surface, view, look, frame, art, cat)
    _hand(surface, view, look, frame, art)


def _fit(words: str, size: int, width: int, colour: P.Colour,
         bold: bool | str = False, smallest: int = 12) -> pygame.Surface:
    """P.fit, never below 12 px (cut with … past that: the overflow probe reports it)."""
    return P.fit(words, size, width, colour, bold, smallest)


def _size(u: float, px: int) -> int:
    """A text size: never under 12 px (readable at 1280×720)."""
    return max(12, round(px * u))


# --- seats ---------------------------------------------------------------------------------------


def seat_status(view: Any, seat: int) -> str:
    """A seat's standing this round in words: captain and wage, role, passed (DA8)."""
    parts = []
    if seat == view.captain:
        parts.append(_("Captain") if view.wage is None
                     else _("Captain · wage {w}").format(w=view.wage))
    role = view.roles[seat]
    if role is not None:
        parts.append(role_word(role))
    elif view.passed[seat] and seat != view.captain and view.phase == "offer":
        parts.append(_("role hidden"))   # until the reveal (RV1); after it: no role
    if view.passed[seat]:
        parts.append(_("passed"))
    return " · ".join(parts)


def _seat(surface: pygame.Surface, view: Any, look: Look, frame: Frame, art: CardArt, cat: Any,
          seat: int, rect: Rect) -> None:
    """A seat's panel: emblem, name, score (may be negative, DA9), its status; a rival's panel
    also holds its offers, its sabres played and its set-aside cards (backs, counted)."""
    u = look.layout.u
    active = seat == look.deciding
    P.draw_panel(surface, rect, P.WOOD_DARK, P.LIGHT if active else P.BRASS_DARK,
                 round(10 * u), max(2, round((3 if active else 1) * u)), alpha=215)
    if active:
        P.draw_glow(surface, rect, P.LIGHT, round(10 * u), round(8 * u))
    pad = round(8 * u)
    size = _size(u, 20)
    T.draw_emblem(surface, look.colours[seat], (rect.x + pad + round(8 * u),
                                                rect.y + pad + size // 2), round(7 * u))
    x = rect.x + pad + round(22 * u)
    score = ngettext("{n} pt", "{n} pts", abs(view.scores[seat])).format(n=view.scores[seat])
    score_img = P.text(score, _size(u, 19), P.GOLD, True)
    name_w = rect.right - pad - x - score_img.get_width() - pad
    frame.marks[f"name:{seat}"] = P.blit_text(
        surface, _fit(view.names[seat], size, max(20, name_w), P.WHITE, True), "midleft",
        (x, rect.y + pad + size // 2))   # a name nothing may cover (the probe, the notes)
    frame.tip(f"score:{seat}", P.blit_text(
        surface, score_img, "midright", (rect.right - pad, rect.y + pad + size // 2)))
    frame.targets[f"seat:{seat}"] = rect
    y = rect.y + pad + size + round(4 * u)
    small = _size(u, 16)
    status = seat_status(view, seat)
    if seat == view.captain:
        P.captain_hat(surface, (x + round(9 * u), y + small // 2), round(9 * u), P.INK)
        frame.tip("captain", Rect(x, y - round(2 * u), round(19 * u), small + round(4 * u)),
                  readable=False)
        sx = x + round(22 * u)
    else:
        sx = x
    role = view.roles[seat]
    if role is not None:   # a small role card: its colour, picture and (beside) its name
        img = art.role(role, round(small * 1.5))
        frame.tip(f"role:{seat}", surface.blit(img, img.get_rect(midleft=(sx, y + small // 2))),
                  readable=False)
        sx += img.get_width() + round(5 * u)
    counts = _("hand {h} · aside {a}").format(h=view.hand_sizes[seat], a=view.aside_sizes[seat])
    counts_img = P.text(counts, small, P.CREAM)
    mine = seat == look.layout.bottom
    room = rect.right - pad - sx - (0 if mine else counts_img.get_width() + pad)
    while status and not P.fits(status, small, room, True, 12) and " · " in status:
        status = status.rsplit(" · ", 1)[0]   # "passed" goes first: the backs say it too
    if status and room > 30:
        P.blit_text(surface, _fit(status, small, room, P.CREAM, True, 12), "midleft",
                    (sx, y + small // 2))
    if mine:   # the viewer's panel has room: the counts on a line of their own
        P.blit_text(surface, counts_img, "midleft", (x, y + small + round(12 * u)))
        return
    P.blit_text(surface, counts_img, "midright", (rect.right - pad, y + small // 2))
    y += small + round(4 * u)
    h = min(look.layout.small_h, rect.bottom - y - pad)
    if h < 20:
        return
    row = Rect(rect.x + pad, y, rect.w - 2 * pad, h)
    _cards_row(surface, view, look, frame, art, cat, seat, row, h)


def _cards_row(surface: pygame.Surface, view: Any, look: Look, frame: Frame, art: CardArt,
               cat: Any, seat: int, row: Rect, h: int) -> None:
    """A seat's face-up offers and sabres played, then its set-aside cards: backs with their
    count (OF4), or faces in the replay."""
    u = look.layout.u
    w = card_w(h)
    offers = list(view.offers[seat]) + list(view.sabres_played[seat])
    n_aside = view.aside_sizes[seat]
    if look.open_hands:   # the replay: offers, then the hand and the set-aside cards, open
        tags = [""] * len(view.offers[seat]) + [_("fight")] * len(view.sabres_played[seat])
        cards = offers + list(look.open_hands[seat]) + list(look.open_aside[seat])
        tags += [_("hand")] * len(look.open_hands[seat]) \
            + [_("aside")] * len(look.open_aside[seat])
        for card, tag, r in zip(cards, tags, spread(row, h, len(cards), u, left=True),
                                strict=True):
            face(surface, frame, art.face(card, h), r, card, "open", seat)
            if tag:
                _tag(surface, r, tag, u)
        return
    aside_w = (w + round(14 * u)) if n_aside else 0
    offers_area = Rect(row.x, row.y, row.w - aside_w - round(8 * u), h)
    for i, (card, r) in enumerate(zip(offers, spread(offers_area, h, len(offers), u, left=True),
                                      strict=True)):
        if card in look.hidden or card < 0:
            continue
        face(surface, frame, art.face(card, h), r, card, "offer", seat)
        if i >= len(view.offers[seat]):   # played in the mutiny (MU3)
            _tag(surface, r, _("fight"), u)
    if not offers and view.phase in ("offer", "mutiny", "sales"):
        P.label(surface, _("no offer yet") if not view.passed[seat] else _("offered nothing"),
                _size(u, 14), P.CREAM, "midleft", (row.x, row.centery))
    if n_aside:
        r = Rect(row.right - w - round(6 * u), row.y, w, h)
        for k in range(min(3, n_aside - 1), 0, -1):
            surface.blit(art.back("goods", h), (r.x - k * 2, r.y + k * 2))
        back(surface, frame, art, r, "aside", seat)
        badge = P.text(str(n_aside), _size(u, 18), P.WHITE, True)
        box = badge.get_rect(center=r.center).inflate(round(10 * u), round(4 * u))
        P.draw_panel(surface, box, P.INK, P.BRASS, round(6 * u), 1, alpha=230)
        P.blit_text(surface, badge, "center", box.center)


def _tag(surface: pygame.Surface, r: Rect, words: str, u: float) -> None:
    tag = P.text(words, _size(u, 13), P.WHITE, True)
    box = tag.get_rect(midbottom=(r.centerx, r.bottom - 2)).inflate(6, 2)
    if box.w > r.w + 8:
        return
    P.draw_panel(surface, box, P.INK, P.BRASS_DARK, round(4 * u), 1, alpha=220)
    P.blit_text(surface, tag, "center", box.center)


# --- the ring ------------------------------------------------------------------------------------


def _ring(surface: pygame.Surface, view: Any, look: Look, frame: Frame, art: CardArt,
          cat: Any) -> None:
    """The twelve islands clockwise (S2), active light, inactive dark (SH3); the ship on its
    island (S3); the destination cards on theirs (OF6, RV2); the allocation being chosen and
    the others' fixed allocations as counts per seat (SA3)."""
    lay = look.layout
    u = lay.u
    counts = _island_counts(view, look)
    for pos, island in enumerate(view.ring):
        r = lay.islands[pos]
        active = island in view.active
        surface.blit(art.island(island, active, r.w), r.topleft)
        name = f"island:{island}"
        frame.targets[name] = r
        frame.tip(name, r, readable=False)   # (its large picture: the table's own tooltip)
        look.glow(surface, name, r)
        if island == view.ship:
            s = r.h * 0.22   # at the right, between the name and the ship points
            c = (r.right - s * 1.35, r.y + r.h * 0.5)
            pygame.draw.circle(surface, P.WHITE, (round(c[0]), round(c[1])), round(s * 1.15))
            pygame.draw.circle(surface, P.INK, (round(c[0]), round(c[1])), round(s * 1.15), 2)
            ship(surface, c, s * 0.85)
            frame.tip("ship", Rect(round(c[0] - s * 1.15), round(c[1] - s * 1.15),
                                   round(s * 2.3), round(s * 2.3)), readable=False)
        dh = round(r.h * 0.42)   # in the island's middle band, clear of its words
        dx = r.x + round(r.w * 0.2)
        for side, where in (("captain", view.dest_captain), ("mutineer", view.dest_mutineer)):
            if where == island:
                img = art.destination(side, dh)
                frame.tip(f"dest:{side}", surface.blit(img, (dx, r.y + round(r.h * 0.28))),
                          readable=False)
                dx += img.get_width() + round(2 * u)
        if island in counts:
            badges = _island_counts_badges(surface, look, r, counts[island], u, dx)
            if badges.w:
                frame.tip(f"majority:{island}", badges, readable=False)


def _island_counts(view: Any, look: Look) -> dict[int, dict[int, tuple[int, str]]]:
    """Island -> seat -> (cards, good) placed there: the fixed plans (SA3) and the viewer's
    plan being chosen."""
    out: dict[int, dict[int, tuple[int, str]]] = {}
    plans = list(view.plans)
    if look.proposal:
        plans[view.seat] = look.proposal
    for seat, plan_ in enumerate(plans):
        if not plan_:
            continue
        for island, cards in plan_:
            if cards:
                out.setdefault(island, {})[seat] = (len(cards), "")
    return out


def _island_counts_badges(surface: pygame.Surface, look: Look, r: Rect,
                          per: dict[int, tuple[int, str]], u: float, x: int) -> Rect:
    """Small dark badges, one per seat with cards placed on the island: the seat's emblem
    (shape and colour) and the count. Returns where they lie (the majority's marker)."""
    size = _size(u, 13)
    y = r.y + round(r.h * 0.3)
    drawn = Rect(x, y, 0, 0)
    for seat, (n, _good) in sorted(per.items()):
        img = P.text(str(n), size, P.WHITE, True)
        box = Rect(x, y, img.get_width() + round(18 * u), img.get_height() + round(2 * u))
        if box.right > r.right - 2:
            return drawn
        drawn = drawn.union(box) if drawn.w else box
        P.draw_panel(surface, box, P.INK, look.colours[seat], round(5 * u), 2)
        T.draw_emblem(surface, look.colours[seat], (box.x + round(7 * u), box.centery),
                      round(4 * u))
        P.blit_text(surface, img, "midright", (box.right - round(3 * u), box.centery))
        x = box.right + round(2 * u)
    return drawn


def _inside(surface: pygame.Surface, view: Any, look: Look, frame: Frame, art: CardArt,
            cat: Any) -> None:
    """Inside the ring: the captain's wage card (C1), the role cards in the middle (S6) — the
    picker sees the ones left face up (DA2) —, the draw pile and the discard pile."""
    lay = look.layout
    u = lay.u
    r = lay.inside
    P.draw_panel(surface, r, P.FELT_DARK, P.FELT_LINE, round(10 * u), 1, alpha=150)
    small = _size(u, 14)
    gap = round(8 * u)
    col = (r.w - 4 * gap) // 3
    h = max(24, min(r.h - small - round(12 * u), round(col * 1.4)))
    w = card_w(h)
    y = r.y + round(4 * u)
    xs = [r.x + gap + k * (col + gap) + (col - w) // 2 for k in range(3)]
    below = y + h + round(2 * u)
    # the wage card laid out (its side up), or both captain cards waiting (C1, CO1)
    x = xs[0]
    frame.tip("wage", Rect(x, y, w, below - y + small), readable=False)
    if view.wage is not None:
        up = view.wage
        surface.blit(art.wage(up, up ^ 1, h), (x, y))
        words = _("wage {w}").format(w=up)
    else:
        surface.blit(art.wage(2, 3, round(h * 0.9), False), (x + round(6 * u), y))
        surface.blit(art.wage(0, 1, round(h * 0.9), False), (x, y + round(h * 0.1)))
        words = _("no wage yet")
    P.blit_text(surface, _fit(words, small, col, P.CREAM, True), "midtop",
                (x + w // 2, below))
    # the role cards in the middle: the picker sees those left (DA2), others count backs
    p = look.prompt
    if p is not None and p.step == "pick_role":
        roles = list(p.roles)
        room = r.right - gap - xs[1]
        rw = min(w, room // max(1, len(roles)) - round(4 * u))
        rh = round(rw * 1.4)
        x = xs[1]
        for role in roles:
            rect = Rect(x, y, rw, rh)
            surface.blit(art.role(role, rh), rect.topleft)
            name = f"role:{role}"
            frame.targets[name] = rect
            frame.tip(f"pick:{role}", rect, readable=False)
            look.glow(surface, name, rect)
            x += rw + round(4 * u)
        return
    if view.phase == "offer":   # before the reveal: everyone but the captain who passed
        taken = sum(1 for s in range(view.n) if s != view.captain and view.passed[s])
    else:                       # from the reveal on (and none before the wage): the roles
        taken = sum(1 for role in view.roles if role is not None)
    left = max(0, 5 - taken)
    rh = round(h * 0.85)
    x = xs[1]
    frame.tip("roles", Rect(x, y, col, below - y + small), readable=False)
    for k in range(left):
        surface.blit(art.back("role", rh), (x + k * round(4 * u), y + k * round(2 * u)))
    P.blit_text(surface, _fit(ngettext("{n} role left", "{n} roles left", left).format(n=left),
                               small, col + gap, P.CREAM, True), "midtop",
                (x + card_w(rh) // 2 + round(8 * u), below))
    # the draw pile (a count) with the discard pile's top card beside it
    x = xs[2]
    if view.draw_count:
        back(surface, frame, art, Rect(x, y, w, h), "pile")
    frame.targets["pile"] = Rect(x, y, w, h)
    frame.tip("pile", Rect(x, y, w, h), readable=False)
    P.blit_text(surface, _fit(_("pile {n}").format(n=view.draw_count), small, col + gap,
                               P.CREAM, True), "midtop", (x + w // 2, below))
    if view.discard and view.discard[0] >= 0 and view.discard[0] not in look.hidden \
            and look.may_show(view.discard[0]):
        dh = round(h * 0.45)
        dr = Rect(x + w - card_w(dh) - round(3 * u), y + h - dh - round(3 * u), card_w(dh), dh)
        face(surface, frame, art.face(view.discard[0], dh), dr, view.discard[0], "discard")


# --- the status panel: the fight, the sales ------------------------------------------------------


def fight_words(view: Any) -> list[str]:
    """MU2 / MU4 in words: the live totals, the mate's sabre, the tie rule, who wins as it
    stands (or won)."""
    cap, mut = view.strength
    out = [_("Captain's side {a} : {b} Mutineer's side").format(a=cap, b=mut)]
    if "mate" in view.roles:
        out.append(_("The mate's own sabre counts 1 for the captain."))
    out.append(_("Ties go to the mutineer."))
    if view.mutiny_won is True:
        out.append(_("The mutiny succeeded."))
    elif view.mutiny_won is False:
        out.append(_("The captain held the ship."))
    elif mut >= cap:
        out.append(_("As it stands, the mutineer wins."))
    else:
        out.append(_("As it stands, the captain holds."))
    return out


def _status(surface: pygame.Surface, view: Any, look: Look, frame: Frame, art: CardArt,
            cat: Any) -> None:
    lay = look.layout
    u = lay.u
    r = lay.status
    P.draw_panel(surface, r, P.WOOD_DARK, P.BRASS_DARK, round(10 * u), 1, alpha=220)
    frame.targets["fight"] = r
    look.glow(surface, "fight", r)
    pad = round(8 * u)
    title = _size(u, 19)
    size = _size(u, 15)
    y = r.y + pad
    head = _("Round {r} of {n}").format(r=view.round, n=view.rounds)
    P.blit_text(surface, _fit(head, title, r.w - 2 * pad, P.BRASS_LIGHT, "display"), "topleft",
                (r.x + pad, y))
    y += title + round(4 * u)
    lines: list[tuple[str, Any]] = []
    if view.phase == "mutiny" and view.strength is not None:
        cap, mut = view.strength
        y = _fight_bar(surface, Rect(r.x + pad, y, r.w - 2 * pad, round(26 * u)), cap, mut, u)
        lines += [(w, P.CREAM) for w in fight_words(view)[1:]]
    elif view.sales and view.phase in ("sales", "draw", "over"):
        lines += _sales_lines(view, cat)
    elif view.phase == "sales":
        if look.prompt is not None and look.prompt.step == "allocate":
            lines += open_choices(look.prompt, cat)
        elif view.mutiny_won is not None:
            lines.append((fight_words(view)[-1], P.CREAM))
        lines += standing_lines(view, look, cat)
    else:
        lines += _course_lines(view, cat)
    for words, colour in lines:
        for part in P.wrap(words, size, r.w - 2 * pad):
            if y + size > r.bottom - pad // 2:
                return
            P.blit_text(surface, _fit(part, size, r.w - 2 * pad, colour), "topleft",
                        (r.x + pad, y))
            y += round(size * 1.05)


def _fight_bar(surface: pygame.Surface, rect: Rect, cap: int, mut: int, u: float) -> int:
    """The two sides' totals (MU2) with a sabre per point: the captain's (hat) left, the
    mutineer's (skull) right."""
    size = _size(u, 22)
    cy = rect.centery
    P.captain_hat(surface, (rect.x + round(13 * u), cy), round(12 * u), P.BRASS_LIGHT)
    P.label(surface, str(cap), size, P.WHITE, "midleft", (rect.x + round(30 * u), cy),
            bold=True)
    P.skull(surface, (rect.right - round(12 * u), cy), round(9 * u), P.WHITE)
    P.label(surface, str(mut), size, P.WHITE, "midright", (rect.right - round(28 * u), cy),
            bold=True)
    mid = rect.centerx
    s = round(15 * u)
    room = max(1, (mid - rect.x - round(60 * u)) // s)
    for k in range(min(cap, room)):
        symbol(surface, (mid - round(18 * u) - k * s, cy), s * 1.2, "conflict")
    for k in range(min(mut, room)):
        symbol(surface, (mid + round(18 * u) + k * s, cy), s * 1.2, "conflict")
    P.label(surface, ":", size, P.WHITE, "center", (mid, cy), bold=True)
    return rect.bottom + round(4 * u)


def _course_lines(view: Any, cat: Any) -> list[tuple[str, Any]]:
    """Before the fight and the sales: the captain, the wage, the courses (OF6, RV2)."""
    out = [(_("Captain: {name}").format(name=view.names[view.captain]), P.CREAM)]
    if view.wage is not None:
        out.append((_("Wage for a loyal mate: {w}").format(w=view.wage), P.CREAM))
    if view.dest_captain is not None:
        out.append((_("The captain's course: {island}").format(
            island=_(cat.islands[view.dest_captain].name)), P.CREAM))
    if view.dest_mutineer is not None:
        out.append((_("The mutineer's course: {island}").format(
            island=_(cat.islands[view.dest_mutineer].name)), P.CREAM))
    names = ", ".join(_(cat.islands[i].name) for i in view.active)
    out.append((_("Buying now: {islands}").format(islands=names), P.BRASS_LIGHT))
    return out


def _island_buys(cat: Any, island: int) -> str:
    buys = cat.islands[island].buys
    return good_word(buys)


def open_choices(p: Any, cat: Any) -> list[tuple[str, Any]]:
    """DA5: only what is really open — per island, the different things the legal plans
    put there (an island with one possibility is not mentioned)."""
    per: dict[int, list[str]] = {}
    for plan_ in p.allocations:
        placed = dict((i, cards) for i, cards in plan_ if cards)
        for island in {i for pl in p.allocations for i, c in pl if c}:
            cards = placed.get(island, ())
            said = _("{n} {good}").format(n=len(cards), good=good_word(cat.good(cards[0]))) \
                if cards else _("nothing")
            got = per.setdefault(island, [])
            if said not in got:
                got.append(said)
    out = [(_("Your choice: {island}: {options}").format(
        island=_(cat.islands[i].name), options=" / ".join(opts)), P.GOLD)
        for i, opts in sorted(per.items()) if len(opts) > 1]
    return out


def standing_lines(view: Any, look: Look, cat: Any) -> list[tuple[str, Any]]:
    """DA5: the standing majorities per active island, from the fixed plans (and the one
    being chosen)."""
    out: list[tuple[str, Any]] = [(_("Standing majorities:"), P.BRASS_LIGHT)]
    plans = list(view.plans)
    if look.proposal:
        plans[view.seat] = look.proposal
    for island in view.active:
        isl = cat.islands[island]
        head = _("{island} ({buys}; {table})").format(
            island=_(isl.name), buys=_island_buys(cat, island),
            table=" / ".join(str(v) for v in isl.table))
        said = markers.standing(view, cat, island, plans)
        out.append((head + ": " + (said or _("nobody yet")), P.CREAM))
    return out


def _sales_lines(view: Any, cat: Any) -> list[tuple[str, Any]]:
    """SA4 / SA5: what each island paid to whom."""
    out: list[tuple[str, Any]] = [(_("Sales:"), P.BRASS_LIGHT)]
    for island, per in _sales_items(view.sales):
        paid = [(seat, cards, pts) for seat, (cards, pts) in per if cards or pts]
        name = _(cat.islands[island].name)
        if not paid:
            out.append((_("{island}: nothing sold").format(island=name), P.CREAM))
            continue
        said = ", ".join(ngettext("{name} {n} card, +{p}", "{name} {n} cards, +{p}", c).format(
            name=view.names[s], n=c, p=p) for s, c, p in paid)
        out.append((_("{island}: {who}").format(island=name, who=said), P.CREAM))
    return out


def _sales_items(sales: Any) -> list[tuple[int, list[tuple[int, tuple[int, int]]]]]:
    """The view's sales as (island, [(seat, (cards, points))]), whatever mapping shape."""
    items = sales.items() if hasattr(sales, "items") else sales
    out = []
    for island, per in items:
        seats = per.items() if hasattr(per, "items") else enumerate(per)
        out.append((island, [(s, tuple(v)) for s, v in seats]))  # type: ignore[misc]
    return out


# --- the viewer's offers and hand ----------------------------------------------------------------


def _offer_row(surface: pygame.Surface, view: Any, look: Look, frame: Frame, art: CardArt,
               cat: Any) -> None:
    """The viewer's offers (a drop target, OF2) and own set-aside cards (private, shown only
    with the hand); in the loadmaster's choice, the cards just drawn (RU17)."""
    lay = look.layout
    u = lay.u
    r = lay.offers
    P.draw_panel(surface, r, P.FELT_DARK, P.FELT_LINE, round(10 * u), 1, alpha=170)
    frame.targets["offers"] = r
    look.glow(surface, "offers", r)
    pad = round(8 * u)
    h = lay.row_h
    size = _size(u, 15)
    p = look.prompt
    label_w = round(96 * u)
    me = lay.bottom   # the seat at the bottom (with nobody looking: not the view's seat)
    if p is not None and p.step == "keep" and look.hand_shown:
        words = ngettext("Drawn: keep {n}", "Drawn: keep {n}", p.count).format(n=p.count)
        for k, part in enumerate(P.wrap(words, size, label_w)[:2]):
            P.label(surface, part, size, P.BRASS_LIGHT, "topleft",
                    (r.x + pad, r.y + pad + k * size), bold=True)
        area = Rect(r.x + pad + label_w, r.y + (r.h - h) // 2, r.w - label_w - 2 * pad, h)
        for card, cr in zip(p.cards, spread(area, h, len(p.cards), u, left=True), strict=True):
            lifted = cr.move(0, -round(6 * u)) if card in look.selected else cr
            face(surface, frame, art.face(card, h), lifted, card, "keep", me)
        return
    title = _("{name}'s offers").format(name=view.names[me]) if look.replay \
        else _("Your offers")
    for k, part in enumerate(P.wrap(title, size, label_w)[:2]):
        P.label(surface, part, size, P.BRASS_LIGHT, "topleft", (r.x + pad, r.y + pad + k * size),
                bold=True)
    offers = list(view.offers[me]) + list(view.sabres_played[me])
    aside = list(view.aside) if look.hand_shown and view.seat == me else []
    aside_w = (card_w(h) + round(6 * u)) * len(aside) + (label_w if aside else 0)
    area = Rect(r.x + pad + label_w, r.y + (r.h - h) // 2,
                r.w - label_w - 2 * pad - aside_w - pad, h)
    for i, (card, cr) in enumerate(zip(offers, spread(area, h, len(offers), u, left=True),
                                       strict=True)):
        if card in look.hidden or card < 0:
            continue
        face(surface, frame, art.face(card, h), cr, card, "offer", me)
        if i >= len(view.offers[me]):
            _tag(surface, cr, _("fight"), u)
    if not offers and view.phase in ("offer", "mutiny", "sales"):
        P.label(surface, _("Drag a card here to offer it") if p is not None
                and p.step == "offer" else _("nothing offered"), size, P.CREAM, "midleft",
                (area.x, area.centery))
    if aside:
        x = r.right - pad - (card_w(h) + round(6 * u)) * len(aside)
        P.label(surface, _("Set aside"), size, P.BRASS_LIGHT, "midright",
                (x - round(6 * u), r.centery), bold=True)
        for card in aside:
            cr = Rect(x, r.y + (r.h - h) // 2, card_w(h), h)
            if card in look.selected:
                cr = cr.move(0, -round(6 * u))
            if card not in look.dragging:
                face(surface, frame, art.face(card, h), cr, card, "aside", me)
            x += card_w(h) + round(6 * u)


def _hand(surface: pygame.Surface, view: Any, look: Look, frame: Frame, art: CardArt) -> None:
    """The bottom seat's hand: faces while it may be shown (its own view), else backs."""
    lay = look.layout
    u = lay.u
    me = lay.bottom
    frame.targets["hand"] = lay.hand
    look.glow(surface, "hand", lay.hand)
    if look.open_hands:
        cards = list(look.open_hands[me])
    elif look.hand_shown and view.seat == me:
        cards = list(view.hand)
    else:
        for r in lay.hand_rects(view.hand_sizes[me]):
            back(surface, frame, art, r, "hand", me)
        return
    lifted = {i for i, c in enumerate(cards) if c in look.selected}
    for card, r in zip(cards, lay.hand_rects(len(cards), lifted), strict=True):
        if card in look.dragging or card in look.hidden:
            continue
        face(surface, frame, art.face(card, r.h), r, card, "hand", me)
    if not cards:
        P.label(surface, _("No cards in hand"), _size(u, 16), P.CREAM, "center",
                lay.hand.center)
