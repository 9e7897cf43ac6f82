"""Painting Merchants & Marauders' table from one seat's view: our chart of the Caribbean (the
17 sea zones, the lanes and compass exits between them, the 16 ports in their nations'
colours, demand and modification tokens, merchants — flag hidden until found, as the view
gives them —, the non-player flagships and pirates, every captain's ship), the glory track
with the wars and the event in play, the rivals' compact panels (or the battle or raid being
fought), the captain's board of the seat on screen and the cards the decision offers.

Every marker is a target "tip:…" whose words (`tip_words`) the tooltip says, and a mark the
overlap probe checks; every card face drawn goes into the frame (DA5: private parts only from
the seat's own view, and only while its hand may be shown).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame
from pygame import Rect

from game.core.i18n import _, ngettext
from game.merchants import odds
from game.merchants import words as W
from game.merchants.cards import family
from game.merchants.view import HIDDEN
from game.merchants.vocabulary import GOODS, SLOTS
from scenes import theme as T
from scenes.kit import chart, sprites
from scenes.kit import look as kit_look
from scenes.kit import paint as P
from scenes.kit.frame import Frame, Sprite
from scenes.merchants import say
from scenes.merchants.art import RATIO, CardArt, size_of
from scenes.merchants.interaction import SHIP
from scenes.merchants.layout import Layout

SEA = (38, 84, 118)
SEA_LIGHT = (58, 112, 146)
LANE = (170, 200, 214)
DIRS = ("N", "E", "S", "W")


@dataclass
class Look(kit_look.Look):
    """How to draw the view this frame."""

    offer: tuple[int, ...] = ()          # the cards the decision offers (market, loot …)
    prices: dict[int, int] = field(default_factory=dict)
    placed: tuple[str, ...] = ()         # hits placed so far
    sailing: int = -1                    # the seat whose ship may be dragged to a zone now




def _txt(surface: pygame.Surface, words: str, size: int, colour: Any, width: int,
         anchor: str, pos: tuple[int, int], bold: bool = False) -> Rect:
    return P.blit_text(surface, P.fit(words, size, max(10, width), colour, bold), anchor, pos)


def _para(surface: pygame.Surface, words: str, size: int, colour: Any, x: int, y: int,
          width: int, bottom: int, bold: bool = False) -> tuple[Rect | None, int]:
    """Words wrapped to `width` from (x, y), as many whole lines as fit above `bottom` (the
    rest left off, never cut): where they went, and the y under them."""
    step = P.font(size, bold).get_linesize()
    box: Rect | None = None
    for line in P.wrap(words, size, max(10, width), bold):
        if y + step > bottom:
            break
        r = P.blit_text(surface, P.text(line, size, colour, bold), "topleft", (x, y))
        box = r if box is None else box.union(r)
        y += step
    return box, y


def _fits(words: str, size: int, width: int, bold: bool = False) -> bool:
    return bool(P.font(size, bold).size(words)[0] <= width)


def draw(surface: pygame.Surface, view: Any, look: Look, frame: Frame, art: CardArt,
         cat: Any) -> None:
    lay = look.layout
    surface.blit(T.table_background(lay.size), (0, 0))
    _chart(surface, view, look, frame, cat)
    _track(surface, view, look, frame, cat)
    if view.battle is not None or view.raid is not None:
        _fight(surface, view, look, frame, cat)
    else:
        for seat, rect in lay.seats.items():
            if seat != lay.bottom:
                _rival(surface, view, look, frame, cat, seat, rect)
    _board(surface, view, look, frame, art, cat)
    _offer(surface, view, look, frame, art, cat)


# --- the chart -----------------------------------------------------------------------------------

_BASES: dict[tuple[Any, ...], tuple[pygame.Surface, dict[int, Rect], list[Rect]]] = {}


def _base(lay: Layout, cat: Any) -> tuple[pygame.Surface, dict[int, Rect], list[Rect]]:
    """The chart without its markers — the sea zones, the lanes, the compass letters, the
    names — drawn once per window size and language: (the picture of `lay.map`, where each
    zone's name stands, what the markers must keep clear of)."""
    key = (lay.size, tuple(lay.map), T.generation, id(cat))
    got = _BASES.get(key)
    if got is not None:
        return got
    if len(_BASES) > 8:
        _BASES.clear()
    u = lay.u
    img = pygame.Surface(lay.map.size, pygame.SRCALPHA)
    off = (-lay.map.x, -lay.map.y)

    def at(p: tuple[float, float]) -> tuple[float, float]:
        return (p[0] + off[0], p[1] + off[1])

    P.draw_panel(img, img.get_rect(), SEA, P.BRASS_DARK, round(10 * u), max(2, round(2 * u)))
    for z, poly in enumerate(lay.zones):
        if len(poly) >= 3:
            pts = [at(p) for p in poly]
            pygame.draw.polygon(img, SEA_LIGHT if z % 2 else SEA, pts)
            pygame.draw.polygon(img, (20, 50, 72), pts, max(1, round(2 * u)))
    taken: list[Rect] = []
    small = max(12, round(13 * u))
    for z, zone in enumerate(cat.zones):   # the lanes, and each zone's compass letters (K7)
        a = lay.centres[z]
        for j in zone.adjacent:
            if j > z:
                _dashed(img, at(a), at(lay.centres[j]), LANE, max(1, round(1.5 * u)),
                        round(6 * u))
        for d, j in enumerate(zone.exits):
            if j < 0:
                continue
            b = lay.centres[j]
            c = (round(a[0] + (b[0] - a[0]) * 0.36), round(a[1] + (b[1] - a[1]) * 0.36))
            letter = P.text(W.direction_name(DIRS[d])[:1].upper(), small, (214, 232, 240), True)
            r = letter.get_rect(center=c)
            local = (c[0] + off[0], c[1] + off[1])
            pygame.draw.circle(img, (24, 58, 84), local, max(r.w, r.h) // 2 + 2)
            img.blit(letter, letter.get_rect(center=local))
            taken.append(r.inflate(4, 4))
    name_size = max(12, round(14 * u))
    labels: dict[int, Rect] = {}
    for z in range(len(cat.zones)):
        cx, cy = lay.centres[z]
        words = P.text(say.label(say.zone_name(cat, z)), name_size, P.WHITE, True)
        r = words.get_rect(midbottom=(round(cx), round(cy)))
        r.clamp_ip(lay.map.inflate(-4, -4))
        labels[z] = r
        taken.append(r)
        local = r.move(off)
        pygame.draw.rect(img, (16, 40, 60), local.inflate(6, 2), border_radius=4)
        img.blit(words, words.get_rect(center=local.center))
    got = _BASES[key] = (img, labels, taken)
    return got


def _chart(surface: pygame.Surface, view: Any, look: Look, frame: Frame, cat: Any) -> None:
    lay = look.layout
    u = lay.u
    base, labels, clear = _base(lay, cat)
    surface.blit(base, lay.map.topleft)
    for z, poly in enumerate(lay.zones):   # the zones a click may sail to, and the focus
        name = f"zone:{z}"
        if look.focus == f"target:{name}":
            pygame.draw.polygon(surface, T.FOCUS, poly, max(3, round(4 * u)))
        elif name in look.lit:
            width = max(2, round((4 if look.hover == name else 3) * u))
            pygame.draw.polygon(surface, P.LIGHT, poly, width)
        frame.targets[name] = Rect(round(lay.centres[z][0]) - 3, round(lay.centres[z][1]) - 3,
                                   6, 6)
    for z, r in labels.items():
        frame.marks[f"tip:zone:{z}"] = r
        frame.targets[f"tip:zone:{z}"] = r
    taken = list(clear)
    m = max(18, round(24 * u))
    for z in range(len(cat.zones)):
        kinds = _markers(view, cat, z, look.colours)
        rects = chart.spots(lay.zones[z], (lay.centres[z][0], lay.centres[z][1] + m * 0.9),
                            [(m, m)] * len(kinds), taken, gap=round(2 * u))
        for (tip, painter), r in zip(kinds, rects, strict=True):
            taken.append(r)
            if tip == f"tip:ship:{look.sailing}" and SHIP in look.dragging:
                continue   # in the player's hand: drawn under the pointer
            painter(surface, r, u)
            frame.targets[tip] = r
            if tip == f"tip:ship:{look.sailing}":   # the ship a drag may take to a zone
                frame.sprites.append(Sprite(SHIP, r, "ship", look.sailing))
            else:
                frame.marks[tip] = r


def _dashed(surface: pygame.Surface, a: tuple[float, float], b: tuple[float, float],
            colour: Any, width: int, dash: int) -> None:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    n = int(length // (dash * 2))
    for i in range(n):
        t0, t1 = i * 2 * dash / length, (i * 2 + 1) * dash / length
        pygame.draw.line(surface, colour, (a[0] + dx * t0, a[1] + dy * t0),
                         (a[0] + dx * t1, a[1] + dy * t1), width)


def _markers(view: Any, cat: Any, z: int,
             colours: list[tuple[int, int, int]]) -> list[tuple[str, Any]]:
    """The markers of zone `z`, in placing order: its port's flag, the demand token, the
    modification token, a merchant, the NPC ships, the captains' ships."""
    out: list[tuple[str, Any]] = []
    zone = cat.zones[z]
    if zone.port:
        colour = say.NATION_COLOURS.get(zone.flag, (200, 200, 200))
        out.append((f"tip:port:{z}", lambda s, r, u, c=colour: _flag(s, r, c, u)))
        token = view.demand[z] if z < len(view.demand) else -1
        if token >= 0:
            good = GOODS[cat.demand_good(token)]
            colour = say.GOOD_COLOURS.get(good, (200, 200, 200))
            out.append((f"tip:demand:{z}", lambda s, r, u, c=colour: _token(s, r, c, "D", u)))
        mod = view.mods[z] if z < len(view.mods) else -1
        if mod >= 0 or mod == HIDDEN:
            out.append((f"tip:mod:{z}", lambda s, r, u, m=mod: _token(
                s, r, (120, 120, 130), "?" if m < 0 else "M", u)))
    if z < len(view.merchants) and view.merchants[z] != -1:
        out.append((f"tip:merchant:{z}", lambda s, r, u: _ship(s, r, (190, 190, 190), u, "?")))
    for k, sl in enumerate(view.slots):
        if sl.zone == z and sl.card >= 0:
            colour = say.NATION_COLOURS.get(SLOTS[k] if k < len(SLOTS) else "", (30, 30, 30))
            out.append((f"tip:npc:{k}", lambda s, r, u, c=colour, k=k: _ship(
                s, r, c, u, "☠" if k >= 4 else "")))
    for seat, sv in enumerate(view.seats):
        if sv.zone == z:
            colour = colours[seat] if seat < len(colours) else (200, 200, 200)
            out.append((f"tip:ship:{seat}", lambda s, r, u, c=colour: _seat_ship(s, r, c, u)))
    return out


def _flag(surface: pygame.Surface, r: Rect, colour: Any, u: float) -> None:
    pole = max(2, round(2 * u))
    pygame.draw.rect(surface, (60, 40, 24), Rect(r.x + 2, r.y + 1, pole, r.h - 2))
    cloth = Rect(r.x + 2 + pole, r.y + 2, r.w - pole - 4, round(r.h * 0.6))
    pygame.draw.rect(surface, colour, cloth)
    pygame.draw.rect(surface, T.INK, cloth, 1)


def _token(surface: pygame.Surface, r: Rect, colour: Any, letter: str, u: float) -> None:
    pygame.draw.circle(surface, T.INK, r.center, r.w // 2)
    pygame.draw.circle(surface, colour, r.center, r.w // 2 - max(1, round(2 * u)))
    img = P.text(letter, max(12, round(r.h * 0.7)), P.ink_on(colour), True)
    P.blit_text(surface, img, "center", r.center)


def _ship(surface: pygame.Surface, r: Rect, colour: Any, u: float, letter: str = "") -> None:
    hull = [(r.x + 1, r.y + r.h * 0.62), (r.right - 1, r.y + r.h * 0.62),
            (r.right - r.w * 0.22, r.bottom - 1), (r.x + r.w * 0.22, r.bottom - 1)]
    sail = [(r.centerx, r.y + 1), (r.centerx, r.y + r.h * 0.58), (r.x + r.w * 0.2,
                                                                r.y + r.h * 0.58)]
    pygame.draw.polygon(surface, colour, hull)
    pygame.draw.polygon(surface, T.INK, hull, 1)
    pygame.draw.polygon(surface, (236, 230, 214), sail)
    pygame.draw.polygon(surface, T.INK, sail, 1)
    pygame.draw.line(surface, T.INK, (r.centerx, r.y + 1), (r.centerx, r.y + r.h * 0.62), 1)
    if letter:
        img = P.text(letter, max(12, round(r.h * 0.55)), P.WHITE, True)
        P.blit_text(surface, img, "center", (r.centerx + r.w // 5, r.y + round(r.h * 0.36)))


def _seat_ship(surface: pygame.Surface, r: Rect, colour: Any, u: float) -> None:
    _ship(surface, r, colour, u)
    T.draw_emblem(surface, colour, (r.right - max(4, r.w // 6), r.y + max(4, r.h // 6)),
                  max(3, r.w // 7))


# --- the glory track, the wars, the event --------------------------------------------------------

def _track(surface: pygame.Surface, view: Any, look: Look, frame: Frame, cat: Any) -> None:
    """Across the chart's top edge: each captain's glory out of the target, then the wars
    and the event card in play."""
    lay = look.layout
    u = lay.u
    size = max(12, round(15 * u))
    y = lay.map.y + round(14 * u)
    x = lay.map.x + round(10 * u)
    img = P.text(_("Glory to {n}:").format(n=view.target), size, T.PARCHMENT, True)
    r = P.blit_text(surface, img, "midleft", (x, y))
    frame.marks["tip:target"] = r
    frame.targets["tip:target"] = r
    x = r.right + round(8 * u)
    for seat, sv in enumerate(view.seats):
        colour = look.colours[seat] if seat < len(look.colours) else (200, 200, 200)
        T.draw_emblem(surface, colour, (x + round(7 * u), y), round(6 * u))
        img = P.text(str(sv.glory), size, P.WHITE, True)
        r = P.blit_text(surface, img, "midleft", (x + round(16 * u), y))
        box = Rect(x, r.y, r.right - x, r.h)
        frame.marks[f"tip:glory:{seat}"] = box
        frame.targets[f"tip:glory:{seat}"] = box
        x = r.right + round(10 * u)
    right = lay.map.right - round(10 * u)
    bits: list[tuple[str, str]] = []
    if view.event >= 0:
        bits.append(("tip:event", say.card_name(cat, view.event)))
    if view.wars:
        bits.append(("tip:wars", ngettext("{n} war", "{n} wars", len(view.wars)).format(
            n=len(view.wars))))
    bits.append(("tip:turn", _("Turn {n}").format(n=view.game_turn)))
    for tip, words in bits:
        room = right - x - round(8 * u)
        if not _fits(words, size, room, True):
            continue
        r = P.blit_text(surface, P.text(words, size, T.BRASS_LIGHT, True), "midright",
                        (right, y))
        frame.marks[tip] = r
        frame.targets[tip] = r
        right = r.x - round(12 * u)


# --- the rivals ----------------------------------------------------------------------------------

def _name_row(surface: pygame.Surface, view: Any, look: Look, frame: Frame, seat: int,
              rect: Rect, size: int) -> int:
    u = look.layout.u
    pad = round(8 * u)
    sv = view.seats[seat]
    colour = look.colours[seat] if seat < len(look.colours) else (200, 200, 200)
    y = rect.y + pad + size // 2
    T.draw_emblem(surface, colour, (rect.x + pad + round(7 * u), y), round(7 * u))
    info = _("Glory {g}").format(g=sv.glory)
    img = P.text(info, size, P.CREAM, True)
    ri = P.blit_text(surface, img, "midright", (rect.right - pad, y))
    frame.marks[f"tip:seatglory:{seat}"] = ri
    frame.targets[f"tip:seatglory:{seat}"] = ri
    x = rect.x + pad + round(20 * u)
    frame.marks[f"name:{seat}"] = P.blit_text(
        surface, P.fit(view.names[seat], size, max(20, ri.x - x - pad), P.WHITE, True),
        "midleft", (x, y))
    return y + size // 2 + round(4 * u)


def _panel(surface: pygame.Surface, view: Any, look: Look, frame: Frame, seat: int,
           rect: Rect, active: bool, size: int) -> tuple[int, int]:
    """A seat's panel, lit while it decides, with its name row: (the y under the name, the
    padding)."""
    u = look.layout.u
    P.draw_panel(surface, rect, P.WOOD_DARK, P.LIGHT if active else P.BRASS_DARK,
                 round(10 * u), max(2, round((3 if active else 1) * u)), alpha=220)
    frame.targets[f"seat:{seat}"] = rect
    return _name_row(surface, view, look, frame, seat, rect, size), round(8 * u)


def _rival(surface: pygame.Surface, view: Any, look: Look, frame: Frame, cat: Any, seat: int,
           rect: Rect) -> None:
    u = look.layout.u
    active = seat == look.deciding or (look.deciding < 0 and seat == view.active and not view.over)
    small = max(12, round(15 * u))
    y, pad = _panel(surface, view, look, frame, seat, rect, active, max(12, round(17 * u)))
    sv = view.seats[seat]
    w = rect.w - 2 * pad
    lines = [
        ("captain", _("{captain}, {ship}").format(
            captain=say.card_name(cat, sv.captain) if sv.captain >= 0 else "—",
            ship=W.name(sv.ship))),
        ("hold", _("Cargo {c} · Glory cards {h}").format(c=sv.cargo_count, h=sv.hand_size)),
    ]
    if sv.bounty and any(sv.bounty):
        lines.append(("bounty", _("Bounties: {list}").format(list=_bounties(sv.bounty))))
    for kind, words in lines:
        r, y = _para(surface, words, small, P.CREAM, rect.x + pad, y, w,
                     rect.bottom - round(2 * u))
        if r is None:
            break
        frame.marks[f"tip:{kind}:{seat}"] = r
        frame.targets[f"tip:{kind}:{seat}"] = r


def _bounties(bounty: tuple[int, ...]) -> str:
    from game.merchants.vocabulary import NATIONS
    return ", ".join(f"{say.nation(NATIONS[i])} {b}" for i, b in enumerate(bounty)
                     if b and i < len(NATIONS))


# --- a battle or a raid --------------------------------------------------------------------------

def side_name(view: Any, seat: int, slot: int) -> str:
    if seat >= 0:
        return view.names[seat]
    return W.slot_name(SLOTS[slot]) if 0 <= slot < len(SLOTS) else "?"


def _dice(surface: pygame.Surface, faces: tuple[int, ...], x: int, y: int, s: int) -> int:
    for f in faces:
        r = Rect(x, y, s, s)
        good = f >= 5
        pygame.draw.rect(surface, T.PARCHMENT if good else (210, 200, 184), r,
                         border_radius=max(2, s // 5))
        pygame.draw.rect(surface, T.SUCCESS if good else T.INK, r, 2, border_radius=max(2, s // 5))
        P.blit_text(surface, P.text(str(f), max(12, round(s * 0.8)), T.INK, True), "center",
                    r.center)
        x += s + max(3, s // 5)
    return x


def fight_lines(view: Any, cat: Any) -> list[str]:
    """The battle or the raid in words: who, the ships' tracks, the declarations, the odds
    (game.merchants.odds)."""
    out: list[str] = []
    b = view.battle
    if b is not None:
        names = [side_name(view, b.seats[i], b.slots[i]) for i in (0, 1)]
        out.append(_("Battle: {a} against {b} · round {n}").format(a=say.label(names[0]),
                                                                   b=names[1],
                                                                   n=max(1, b.round)))
        for i in (0, 1):
            t = b.tracks[i]
            track = "  ".join(f"{W.name(loc)} {t[k]}" for k, loc in
                              enumerate(("hull", "masts", "hold", "crew", "cannons"))
                              if k < len(t))
            decl = b.declared[i]
            said = {"fire": _("fires"), "board": _("boards"), "escape": _("escapes")}.get(decl, "")
            out.append(f"{say.label(names[i])}: {track}" + (f" · {said}" if said else ""))
        sea = [_seamanship(view, cat, b.seats[i], b.slots[i]) for i in (0, 1)]
        a, bb, _tie, _none = odds.manoeuvre(sea[0], sea[1])
        out.append(_("Manoeuvre odds: {a} {pa}%, {b} {pb}%").format(
            a=names[0], pa=round(a * 100), b=names[1], pb=round(bb * 100)))
    r = view.raid
    if r is not None:
        out.append(_("{name} raids a merchant of {nation}.").format(
            name=view.names[r.seat], nation=say.nation(r.nation)))
        out.append(ngettext("{n} success left to spend.", "{n} successes left to spend.",
                            r.left).format(n=r.left))
    return out


def _seamanship(view: Any, cat: Any, seat: int, slot: int) -> int:
    """The seamanship dice a side rolls for the manoeuvre (its captain's skill)."""
    if seat >= 0:
        cap = view.seats[seat].captain
        return cat.captain(cap).skills[0] if cap >= 0 else 1
    sl = view.slots[slot] if 0 <= slot < len(view.slots) else None
    if sl is None or sl.card < 0:
        return 1
    ev = cat.event(sl.card)
    line = ev.npc if sl.line <= 0 or not ev.war_lines else ev.war_lines[min(
        len(ev.war_lines) - 1, sl.line - 1)]
    return line.seamanship if line is not None else 1


def _fight(surface: pygame.Surface, view: Any, look: Look, frame: Frame, cat: Any) -> None:
    lay = look.layout
    u = lay.u
    others = [r for s, r in lay.seats.items() if s != lay.bottom]
    if not others:
        return
    rect = others[0].unionall(others[1:]) if len(others) > 1 else others[0]
    P.draw_panel(surface, rect, (60, 30, 26), P.LIGHT, round(10 * u), max(2, round(2 * u)),
                 alpha=230)
    pad = round(8 * u)
    size = max(12, round(15 * u))
    y = rect.y + pad
    dice: tuple[int, ...] = ()
    if view.raid is not None:
        dice = view.raid.faces
    elif view.battle is not None:
        dice = tuple(view.battle.manoeuvre[0]) + tuple(view.battle.manoeuvre[1])
    ds = max(16, round(22 * u))
    text_w = rect.w - 2 * pad - (len(dice) * (ds + 4) + pad if dice else 0)
    for k, words in enumerate(fight_lines(view, cat)):
        r, y = _para(surface, words, size, P.WHITE if k == 0 else P.CREAM, rect.x + pad, y,
                     text_w if k < 2 else rect.w - 2 * pad, rect.bottom - pad // 2, k == 0)
        if r is None:
            break
        frame.marks[f"fight:{k}"] = r
    if dice:
        x = rect.right - pad - len(dice) * (ds + 4)
        end = _dice(surface, dice, x, rect.y + pad, ds)
        box = Rect(x, rect.y + pad, end - x, ds)
        frame.marks["tip:dice"] = box
        frame.targets["tip:dice"] = box


# --- the captain's board -------------------------------------------------------------------------

def _board(surface: pygame.Surface, view: Any, look: Look, frame: Frame, art: CardArt,
           cat: Any) -> None:
    """The seat on screen's board: captain and skills, ship, stats and damage, purse, bounties,
    cargo, glory cards, mission and rumour — the private parts only from its own view while
    its hand may be shown."""
    lay = look.layout
    u = lay.u
    seat = lay.bottom
    rect = lay.board
    size = max(12, round(18 * u))
    small = max(12, round(15 * u))
    y, pad = _panel(surface, view, look, frame, seat, rect, seat == look.deciding, size)
    sv = view.seats[seat]
    own = look.hand_shown and view.seat == seat
    w = rect.w - 2 * pad
    ship = W.name(sv.ship)
    lines = [
        ("captain", _("{captain}: {skills}").format(
            captain=say.card_name(cat, sv.captain) if sv.captain >= 0 else "—",
            skills=say.skills_line(cat, sv.captain))),
        ("track", f"{ship}: {say.track_line(sv.track, sv.maxima)}"),
    ]
    purse = []
    show = own or view.seat != seat   # a rival's purse only when the view shows it (OV3)
    if sv.ducats >= 0 and show:
        purse.append(_("Ducats {n}").format(n=sv.ducats))
    if sv.stash >= 0 and show:
        purse.append(_("Chest {n}").format(n=sv.stash))
    if sv.bounty and any(sv.bounty):
        purse.append(_("Bounties: {list}").format(list=_bounties(sv.bounty)))
    extras = [W.name(x) for x in sv.weapons if say.known(x)]
    extras += [W.name(cat.modification(m)) for m in sv.mods if m >= 0]
    if extras:
        lines.append(("gear", ", ".join(extras)))
    if purse:
        lines.append(("purse", " · ".join(purse)))
    for kind, words in lines:
        r, y = _para(surface, words, small, P.CREAM, rect.x + pad, y, w,
                     rect.bottom - round(2 * u))
        if r is None:
            break
        frame.marks[f"tip:{kind}:{seat}"] = r
        frame.targets[f"tip:{kind}:{seat}"] = r
        y += round(2 * u)
    room = rect.bottom - pad - y
    if own:
        rows = [("cargo", tuple(sv.cargo), _("Cargo")), ("glory", tuple(sv.hand), _("Glory")),
                ("own", tuple(c for c in (sv.mission, sv.rumour, *sv.specialists) if c >= 0),
                 _("Mission"))]
        rows = [r for r in rows if r[1]] or rows[:1]
        h = max(24, min(round(58 * u), room // max(1, len(rows)) - round(4 * u)))
        label_w = round(64 * u)
        for zone, cards, title in rows:
            if y + h > rect.bottom - round(2 * u):
                break
            lr = _txt(surface, title, small, P.BRASS_LIGHT, label_w - 4, "midleft",
                      (rect.x + pad, y + h // 2), True)
            frame.marks[f"label:{zone}"] = lr
            x = rect.x + pad + label_w
            avail = rect.right - pad - x
            gap = round(4 * u)
            h = max(18, min(h, round((avail - gap * (len(cards) - 1)) / max(1, len(cards))
                                     * RATIO)))
            cw = size_of(h)[0]
            stepx = min(cw + gap, max(8, (avail - cw) // max(1, len(cards) - 1))) \
                if len(cards) > 1 else cw
            for c in cards:
                r = Rect(x, y, cw, h)
                sprites.face(surface, frame, art.face(c, h), r, c, zone, seat)
                if c in look.selected:
                    pygame.draw.rect(surface, P.LIGHT, r.inflate(4, 4), max(2, round(3 * u)),
                                     border_radius=6)
                elif f"card:{c}" in look.lit:
                    P.draw_glow(surface, r, P.LIGHT, round(6 * u), round(5 * u))
                x += stepx
            y += h + round(4 * u)
    else:
        words = _("Cargo {c} · Glory cards {h}").format(c=sv.cargo_count, h=sv.hand_size)
        r, y = _para(surface, words, small, P.CREAM, rect.x + pad, y, w, rect.bottom - pad)
        if r is not None:
            frame.marks[f"tip:hold:{seat}"] = r
            frame.targets[f"tip:hold:{seat}"] = r


# --- what the decision offers --------------------------------------------------------------------

def _offer(surface: pygame.Surface, view: Any, look: Look, frame: Frame, art: CardArt,
           cat: Any) -> None:
    """The market with its prices, loot to keep, rumours to choose from, the missions lying in
    this port."""
    lay = look.layout
    u = lay.u
    rect = lay.offer
    cards = look.offer
    if not cards:
        return
    P.draw_panel(surface, rect, (52, 40, 30), P.BRASS_DARK, round(8 * u), 1, alpha=200)
    pad = round(6 * u)
    small = max(12, round(14 * u))
    price_h = small + round(2 * u) if look.prices else 0
    gap = round(6 * u)
    avail = rect.w - 2 * pad
    h = max(20, min(rect.h - 2 * pad - price_h,   # all side by side, smaller if need be
                    round((avail - gap * (len(cards) - 1)) / len(cards) * RATIO)))
    cw = size_of(h)[0]
    stepx = min(cw + gap, max(8, (avail - cw) // max(1, len(cards) - 1))) if len(cards) > 1 \
        else cw
    x = rect.x + pad
    for c in cards:
        r = Rect(x, rect.y + pad, cw, h)
        if family(c) in ("cargo", "glory", "mission", "rumour", "event", "captain"):
            sprites.face(surface, frame, art.face(c, h), r, c, "offer")
        if c in look.selected:
            pygame.draw.rect(surface, P.LIGHT, r.inflate(4, 4), max(2, round(3 * u)),
                             border_radius=6)
        elif f"card:{c}" in look.lit:
            P.draw_glow(surface, r, P.LIGHT, round(6 * u), round(5 * u))
        if c in look.prices:
            pr = _txt(surface, _("{n} ducats").format(n=look.prices[c]), small, P.CREAM,
                      min(cw, stepx), "midtop", (r.centerx, r.bottom + round(1 * u)))
            frame.marks[f"price:{c}"] = pr
        x += stepx
