"""Painting the centre of the table: the destination stacks with their public ranges (C4),
the round plaque, the crew and prize piles, and the voyage: the destination, the attack with
its live totals (AT4–AT6), the two sides of a mutiny (M4–M5) or the loot.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from game.core.i18n import _, ngettext
from game.jolly_roger import events as E
from game.jolly_roger.cards import ATTACK_KINDS, DEST_KINDS, SKILLS
from game.jolly_roger.view import View
from scenes import drawing as ui
from scenes import theme as T
from scenes.jolly_roger import cardbody, markers
from scenes.jolly_roger.cards import RATIO, kind_name
from scenes.kit import icons, spread
from scenes.kit import paint as P
from scenes.kit.frame import Frame

if TYPE_CHECKING:
    from scenes.jolly_roger.canvas import Canvas, Look


def draw_centre(
    board: Canvas, surface: pygame.Surface, view: View, look: Look, frame: Frame
) -> None:
    lay = look.layout
    c = lay.centre
    u = lay.u
    _stacks_region(board, surface, view, look, frame)
    # the round counter (R2: rounds are counted by completed voyages)
    voyages = len(view.dest_discard)
    words = _("Round {n}").format(n=max(1, view.round))
    more = _("{k} of 10 voyages done").format(k=voyages)
    img = P.text(words, round(25 * u), T.BRASS_LIGHT, "display")
    img2 = P.text(more, round(19 * u), T.FOAM, True)
    plaque = c.round_plaque
    total = img.get_width() + img2.get_width() + round(18 * u)
    box = Rect(0, 0, total + round(24 * u), plaque.h)
    box.center = plaque.center
    P.draw_panel(surface, box, T.WOOD_DARK, T.BRASS_DARK, plaque.h // 2, 1, alpha=210)
    r = P.blit_text(surface, img, "midleft", (box.x + round(12 * u), box.centery))
    P.blit_text(surface, img2, "midleft", (r.right + round(18 * u), box.centery + 1))
    markers.mark(frame, "round", box)
    _piles(board, surface, view, look, frame)
    _voyage(board, surface, view, look, frame)


def _stacks_region(
    board: Canvas, surface: pygame.Surface, view: View, look: Look, frame: Frame
) -> None:
    """The five stacks and their ranges change rarely: painted through the region cache.
    Painted first in the centre, so the round plaque and the voyage row go over its
    margins."""
    c = look.layout.centre
    u = look.layout.u
    names = [f"dest:{k}" for k in DEST_KINDS]
    key = (
        id(board.ground),
        u,
        view.n,
        view.stack_sizes,
        view.forbidden_kind,
        view.step,
        tuple(look.lit.get(n) for n in names),
        tuple(n in look.plan.clicks for n in names) if look.plan is not None else (),
        look.hover if look.hover in names else "",
        look.focus if look.focus[7:] in names else "",
    )
    area = c.stacks[0].unionall([*c.stacks, *c.stack_labels])
    m = round(14 * u)
    board.region(
        surface,
        frame,
        "stacks",
        key,
        area.inflate(2 * m, 2 * m),
        lambda: _stacks(board, surface, view, look, frame),
    )


def _pile_label(surface: pygame.Surface, rect: Rect, words: str, u: float) -> None:
    room = rect.w + round(14 * u)   # a long word at the floor ('Odrzucone'): not bold
    bold = P.fits(words, round(17 * u), room, True, round(17 * u))
    P.blit_text(
        surface,
        P.fit(words, round(17 * u), room, T.FOAM, bold),
        "midtop",
        (rect.centerx, rect.bottom + round(3 * u)),
        shadow=1,
    )


def _stack_name(surface: pygame.Surface, kind: str, rect: Rect, room: int, u: float) -> None:
    """A stack's kind on a plate over the foot of its card, as wide as the stack's slot needs
    (`room`): never left off for a narrow card ('Handelsschiff', 'Merchant Ship' at 150 %),
    one line, else two at a space or a hyphen, at the floor at worst; white on the kind's
    colour darkened (issue 28)."""
    words = kind_name(kind)
    pad = round(6 * u)
    size = round(15 * u)
    lines = [words]
    while size > P.text_floor() and not P.fits(words, size, room - pad, True, size):
        size -= 1
    if not P.fits(words, size, room - pad, True, size):
        cut = max((i for i, ch in enumerate(words) if ch in " -"), default=-1,
                  key=lambda i: -abs(i - len(words) / 2))
        if cut > 0:
            lines = [words[:cut + 1].rstrip(), words[cut + 1:]]
    imgs = [P.fit(line, size, room - pad, P.WHITE, True, size) for line in lines]
    step = imgs[0].get_height()
    plate = Rect(0, 0, max(i.get_width() for i in imgs) + pad, step * len(imgs) + round(2 * u))
    plate.midbottom = (rect.centerx, rect.bottom - round(4 * u))
    colour = cardbody.name_band(cardbody.DEST_COLOURS[kind])
    P.draw_panel(surface, plate, colour, T.INK, max(2, round(4 * u)), 1, alpha=235)
    y = plate.y + round(1 * u)
    for img in imgs:
        P.blit_text(surface, img, "midtop", (plate.centerx, y))
        y += step


def _count_badge(surface: pygame.Surface, rect: Rect, n: int, u: float) -> None:
    img = P.text(str(n), round(20 * u), T.PARCHMENT, True)
    box = img.get_rect(center=(rect.right - round(4 * u), rect.top + round(4 * u)))
    box = box.inflate(round(10 * u), round(4 * u))
    box.w = max(box.w, box.h)
    box.center = (rect.right - round(4 * u), rect.top + round(4 * u))
    P.draw_panel(surface, box, T.INK, T.BRASS, box.h // 2, 1)
    P.blit_text(surface, img, "center", box.center)


def _piles(board: Canvas, surface: pygame.Surface, view: View, look: Look, frame: Frame) -> None:
    """The crew deck (face down), the crew discard (its top card face up), the prize deck."""
    c = look.layout.centre
    u = look.layout.u
    top = view.crew_discard[-1] if view.crew_discard else -1
    piles = (
        (c.crew_deck, view.crew_deck_size, -1, "crew", _("Crew"), "crew_deck"),
        (c.crew_discard, len(view.crew_discard), top, "", _("Discard"), "crew_discard"),
        (c.prize_deck, view.prize_deck_size, -1, "prize", _("Prizes"), "prize_deck"),
    )
    for rect, count, face, back, words, name in piles:
        markers.mark(frame, f"pile:{name}", rect)
        if count:
            board.card(
                surface,
                frame,
                face,
                rect,
                "discard" if face >= 0 else "pile",
                face=face >= 0,
                back=back or "crew",
            )
        else:
            P.dashed_rect(surface, rect, T.FOAM, 1, 6)
        _count_badge(surface, rect, count, u)
        _pile_label(surface, rect, words, u)
    board.target(surface, frame, look, "crew_deck", c.crew_deck, 6)
    board.target(surface, frame, look, "crew_discard", c.crew_discard, 6)


def _stacks(board: Canvas, surface: pygame.Surface, view: View, look: Look, frame: Frame) -> None:
    c = look.layout.centre
    u = look.layout.u
    choosing = view.step == "destination"
    for i, kind in enumerate(DEST_KINDS):
        rect = c.stacks[i]
        n = view.stack_sizes[i]
        if n:
            for k in range(min(n, 3) - 1, 0, -1):  # a little depth
                surface.blit(board.art.back(kind, rect.h), rect.move(k * 2, -k * 2))
            board.card(surface, frame, -1, rect, "stack", face=False, back=kind, named=False)
        else:
            P.dashed_rect(surface, rect, T.FOAM, 1, 6)
        _stack_name(surface, kind, rect, c.stack_labels[i].w, u)
        _count_badge(surface, rect, n, u)
        markers.mark(frame, f"stack:{kind}", rect)
        markers.mark(frame, f"ranges:{kind}", c.stack_labels[i])
        if kind == view.forbidden_kind or (
            choosing and look.plan is not None and f"dest:{kind}" not in look.plan.clicks
        ):
            dim = pygame.Surface(rect.size, pygame.SRCALPHA)
            dim.fill((0, 0, 0, 120))
            surface.blit(dim, rect)
        _ranges(
            board,
            surface,
            kind,
            c.stack_labels[i],
            view.n,
            u,
            _range_size(board, view.n, c.stack_labels[0].w, u),
        )
        board.target(surface, frame, look, f"dest:{kind}", rect, 6)


def _range_size(board: Canvas, n: int, width: int, u: float) -> int:
    """One text size for every stack's ranges: the largest at which all of them fit."""
    key = (n, width, u)
    if key not in board.range_sizes:
        board.range_sizes[key] = _fit_ranges(board, n, width, u)
    return board.range_sizes[key]


def _fit_ranges(board: Canvas, n: int, width: int, u: float) -> int:
    size = round(18 * u)
    while size > 11:
        if all(
            sum(
                round(13 * u) + P.font(size, True).size(_fmt(r))[0] + round(6 * u)
                for r in (board.cat.ranges(k, n)[s] for s in SKILLS)
            )
            <= width
            for k in ATTACK_KINDS
        ):
            break
        size -= 1
    return size


def _ranges(
    board: Canvas, surface: pygame.Surface, kind: str, rect: Rect, n: int, u: float, size: int
) -> None:
    """C4: the public min–max of each requirement (from the catalogue, never typed)."""
    ranges = board.cat.ranges(kind, n)
    line_h = rect.h // 2
    above = 1   # the lines over the last one (the prizes, the draw, the map)
    if kind in ATTACK_KINDS:
        parts = [(s, ranges[s]) for s in SKILLS]
        icon = max(6, round(6.5 * u))
        widths = [
            2 * icon + P.font(size, True).size(_fmt(r))[0] + round(6 * u) for _s, r in parts
        ]
        # one line when they fit, else as many as they need (a narrow window: the layout
        # gives the labels the height, issue 17)
        lines: list[list[int]] = [[]]
        for i, w in enumerate(widths):
            if lines[-1] and sum(widths[j] for j in lines[-1]) + w > rect.w:
                lines.append([])
            lines[-1].append(i)
        line_h = rect.h // (len(lines) + 1)
        above = len(lines)
        for k, line in enumerate(lines):
            total = sum(widths[i] for i in line)
            ui.measure(" ".join(_fmt(parts[i][1]) for i in line), total, rect.w)   # (the probe)
            x = rect.centerx - total // 2
            y = rect.y + k * line_h + line_h // 2
            for i in line:
                skill, rng = parts[i]
                P.skill_icon(surface, skill, (x + icon, y), icon)
                P.label(surface, _fmt(rng), size, T.PARCHMENT, "midleft",
                        (x + 2 * icon + round(2 * u), y), bold=True, shadow=1)
                x += widths[i]
        words = _("{r} prizes").format(r=_fmt(ranges["prizes"]))
    elif kind == "port":
        words = _("draw {r} crew").format(r=_fmt(ranges["draw"]))
    else:
        words = _("map needed")
    P.blit_text(
        surface,
        P.fit(words, size + 1, rect.w, P.GOLD, True),
        "center",
        (rect.centerx, rect.y + above * line_h + line_h // 2),
        shadow=1,
    )


# --- the voyage: destination, attack, mutiny, loot -------------------------------------------


def _voyage(board: Canvas, surface: pygame.Surface, view: View, look: Look, frame: Frame) -> None:
    c = look.layout.centre
    u = look.layout.u
    kind = view.destination_kind
    if kind:
        markers.mark(frame, "destination", c.destination)
        if view.destination >= 0:
            board.card(surface, frame, view.destination, c.destination, "destination")
        else:
            board.card(surface, frame, -1, c.destination, "destination", face=False, back=kind)
    else:
        P.dashed_rect(surface, c.destination, T.FOAM, 1, 6)
        P.blit_text(
            surface,
            P.fit(_("Course"), round(17 * u), c.destination.w, T.FOAM),
            "center",
            c.destination.center,
        )
    area = c.attack
    if view.loot_size:
        _loot(board, surface, view, look, frame, area)
    elif view.mutiny_leader >= 0:
        _mutiny(board, surface, view, look, frame, area)
    else:
        _attack(board, surface, view, look, frame, area)
    if look.plan is not None and "call" in look.plan.drops:
        zone = Rect(0, 0, min(area.w // 2, round(230 * u)), area.h - round(8 * u))
        zone.midright = (area.right - round(6 * u), area.centery)
        _call_zone(board, surface, zone, look, frame)
    elif view.chain:
        _chain(board, surface, view, look, frame, area)


def _chain_card_h(view: View, look: Look, area: Rect) -> int:
    """As tall as the voyage area allows, and no taller than lets the cards lie side by side
    in half its width."""
    gap, n = round(8 * look.layout.u), len(view.chain)
    wide = (area.w // 2 - (n + 1) * gap) // max(1, n)
    return max(1, min(look.layout.centre.card_h, area.h - round(60 * look.layout.u),
                      int(wide * RATIO)))


def _chain_zone(view: View, look: Look, area: Rect) -> Rect:
    """Where `_chain` draws: at the right of the voyage area, as wide as its cards."""
    u = look.layout.u
    n = len(view.chain)
    w = round(_chain_card_h(view, look, area) / RATIO)
    gap = round(8 * u)
    wide = max(round(150 * u), 2 * gap + n * w + (n - 1) * gap)  # room for its label too
    zone = Rect(0, 0, min(area.w // 2, wide), area.h - round(8 * u))
    zone.midright = (area.right - round(6 * u), area.centery)
    return zone


def _chain(board: Canvas, surface: pygame.Surface, view: View, look: Look, frame: Frame,
           area: Rect) -> None:
    """X / DA4: the special cards just played and waiting to take effect, face up with their
    owners, over the right of the voyage area — so a Traitor's owner sees (and can click or
    drop on) the card it would cancel, and everyone sees what is about to happen."""
    u = look.layout.u
    n = len(view.chain)
    zone = _chain_zone(view, look, area)
    h = _chain_card_h(view, look, area)
    gap = round(8 * u)
    P.draw_panel(surface, zone, T.WOOD_DARK, T.BRASS, round(10 * u), 2, alpha=235)
    P.blit_text(surface, P.fit(_("Just played"), round(18 * u), zone.w - gap, T.BRASS_LIGHT,
                               True), "midtop", (zone.centerx, zone.y + round(4 * u)))
    row = Rect(zone.x + gap, zone.y + round(28 * u), zone.w - 2 * gap, h)
    for (seat, card), rect in zip(view.chain, _row(row, n, h, gap), strict=True):
        board.card(surface, frame, card, rect, "chain", seat)
        frame.marks[f"owner:{card}"] = owner_mark(surface, look, seat, rect)
        _card_marks(surface, look, card, rect)


def _call_zone(board: Canvas, surface: pygame.Surface, zone: Rect, look: Look,
               frame: Frame) -> None:
    u = look.layout.u
    P.draw_panel(surface, zone, (70, 16, 14), T.BRASS_DARK, round(10 * u), 0, alpha=200)
    P.dashed_rect(surface, zone.inflate(-8, -8), T.PARCHMENT, 2, round(9 * u))
    P.skull(
        surface,
        (zone.centerx, zone.centery - round(14 * u)),
        round(16 * u),
        T.PARCHMENT,
        bones=True,
    )
    P.blit_text(
        surface,
        P.fit(_("Drop a card: Mutiny!"), round(20 * u), zone.w - 16, T.PARCHMENT, True),
        "midtop",
        (zone.centerx, zone.centery + round(16 * u)),
    )
    board.target(surface, frame, look, "call", zone, round(10 * u))


def _row(area: Rect, count: int, h: int, gap: int) -> list[Rect]:
    """Card rects in a row centred in `area`, overlapping when they do not fit."""
    w = round(h / RATIO)
    if not count:
        return []
    step = min(w + gap, (area.w - w) / max(1, count - 1)) if count > 1 else 0
    total = w + step * (count - 1)
    x0 = area.centerx - total / 2
    return [Rect(round(x0 + i * step), area.y, w, h) for i in range(count)]


def _rows(area: Rect, count: int, h: int, gap: int, under: int) -> list[Rect]:
    """Played cards side by side in as many rows as `area` holds (scenes/kit/spread.py),
    `under` pixels under each row for its marks: no card hides another (issue 17)."""
    return spread.rows(area, count, h, RATIO, gap, under, round(h * 0.5))


def owner_mark(surface: pygame.Surface, look: Look, seat: int, rect: Rect) -> Rect:
    """Who played a card (AT1): the seat's colour as a bar under it AND the seat's emblem
    shape on the bar, so the mark never depends on colour alone (issue 17). Its box."""
    u = look.layout.u
    colour = look.colours[seat]
    bar = Rect(rect.x + 3, rect.bottom + round(4 * u), rect.w - 6, max(3, round(5 * u)))
    pygame.draw.rect(surface, colour, bar, border_radius=2)
    r = max(4, round(6 * u))
    centre = (bar.x + r + 1, bar.centery)
    T.draw_emblem(surface, colour, centre, r)
    return Rect(centre[0] - r - 2, centre[1] - r - 2, 2 * r + 4, 2 * r + 4).union(bar)


def _attack(
    board: Canvas, surface: pygame.Surface, view: View, look: Look, frame: Frame, area: Rect
) -> None:
    u = look.layout.u
    radius = round(10 * u)
    P.draw_panel(surface, area, T.SEA_BOTTOM, T.FOAM, radius, 1, alpha=120)
    played = list(view.attack)
    totals_h = round(34 * u)
    under = round(16 * u)   # the owner's mark under each row
    h = min(look.layout.centre.card_h, area.h - totals_h - round(22 * u))
    cards_area = Rect(area.x + round(8 * u), area.y + round(8 * u), area.w - round(16 * u),
                      area.h - totals_h - round(14 * u) - under)
    if look.plan is not None and "call" in look.plan.drops:
        cards_area.w = max(10, cards_area.w - min(area.w // 2, round(230 * u)))
    elif view.chain:
        cards_area.w = max(10, cards_area.w - _chain_zone(view, look, area).w - round(6 * u))
    picks = dict(view.skill_choices) | look.skill_picks
    for (seat, card), rect in zip(
        played, _rows(cards_area, len(played), h, round(6 * u), under), strict=True
    ):
        board.card(surface, frame, card, rect, "attack", seat)
        frame.marks[f"owner:{card}"] = owner_mark(surface, look, seat, rect)
        if look.plan is not None and view.step == "skills" and card in look.multi:
            badge = Rect(0, 0, round(22 * u), round(22 * u))
            badge.center = (rect.right - round(6 * u), rect.top + round(6 * u))
            P.draw_panel(surface, badge, P.LIGHT, T.INK, badge.h // 2, 1)
            P.label(
                surface,
                str(look.multi.index(card) + 1),
                round(20 * u),
                T.INK,
                "center",
                badge.center,
                bold=True,
            )
        if card in picks:
            P.skill_icon(
                surface,
                picks[card],
                (rect.right - round(10 * u), rect.bottom - round(12 * u)),
                round(10 * u),
            )
        _card_marks(surface, look, card, rect)
    if not played:
        words = (
            _("Play crew cards here")
            if "attack" in look.lit
            else (_("The attack: no crew yet") if view.step == "attack" else _("Calm seas"))
        )
        P.blit_text(
            surface,
            P.fit(words, round(22 * u), cards_area.w - 10, T.FOAM, True),
            "center",
            cards_area.center,
            shadow=1,
        )
    if view.step in ("attack", "skills", "react") and (played or view.destination >= 0):
        _totals(
            board, surface, view, look, Rect(area.x, area.bottom - totals_h - 2, area.w, totals_h)
        )
    board.target(surface, frame, look, "attack", area, radius)


def _totals(board: Canvas, surface: pygame.Surface, view: View, look: Look, rect: Rect) -> None:
    """AT4–AT6: live per-skill totals; after the reveal against the requirement."""
    u = look.layout.u
    cat = board.cat
    picks = dict(view.skill_choices) | look.skill_picks
    totals = list(view.adjust)
    loose = 0
    for _s, card in view.attack:
        if cat.multi[card]:
            if card in picks:
                totals[SKILLS.index(picks[card])] += cat.skills[card][SKILLS.index(picks[card])]
            else:
                loose += 1
        else:
            for i in range(3):
                totals[i] += cat.skills[card][i]
    need = (
        cat.require[view.destination]
        if view.destination >= 0 and cat.dest_kind[view.destination] in ATTACK_KINDS
        else None
    )
    size = round(24 * u)
    parts = []
    for i, skill in enumerate(SKILLS):
        words = f"{max(0, totals[i])}" + (f" / {need[i]}" if need else "")
        ok = need is None or totals[i] >= need[i]
        parts.append((skill, words, ok))
    extra = (
        ngettext("+{n} all-rounder", "+{n} all-rounders", loose).format(n=loose) if loose else ""
    )
    widths = [round(26 * u) + P.font(size, True).size(w)[0] + round(14 * u) for _s, w, _o in parts]
    extra_w = P.font(round(18 * u)).size(extra)[0] if extra else 0
    x = rect.centerx - (sum(widths) + extra_w) // 2
    box = Rect(x - round(8 * u), rect.y, sum(widths) + extra_w + round(16 * u), rect.h)
    P.draw_panel(surface, box, T.WOOD_DARK, T.BRASS_DARK, rect.h // 2, 1, alpha=220)
    for (skill, words, ok), w in zip(parts, widths, strict=True):
        P.skill_icon(surface, skill, (x + round(11 * u), rect.centery), round(10 * u))
        colour = T.PARCHMENT if need is None else (P.GOOD if ok else P.BAD)
        P.label(
            surface,
            words,
            size,
            colour,
            "midleft",
            (x + round(24 * u), rect.centery),
            bold=True,
        )
        x += w
    if extra:
        P.label(surface, extra, round(18 * u), T.HINT, "midleft", (x, rect.centery))


def _card_marks(surface: pygame.Surface, look: Look, card: int, rect: Rect) -> None:
    if card in look.selected:
        pygame.draw.rect(surface, P.LIGHT, rect.inflate(4, 4), 3, border_radius=6)
    if look.focus == f"card:{card}":
        pygame.draw.rect(surface, T.FOCUS, rect.inflate(8, 8), 3, border_radius=8)
    target = f"card:{card}"
    if target in look.lit:
        P.draw_glow(surface, rect, P.LIGHT, 6, max(5, round(10 * look.layout.u)))
        pygame.draw.rect(surface, P.LIGHT, rect, 3, border_radius=6)


def _mutiny(
    board: Canvas, surface: pygame.Surface, view: View, look: Look, frame: Frame, area: Rect
) -> None:
    """M4–M5: the two sides and their live crew totals."""
    u = look.layout.u
    gap = round(8 * u)
    halves = {
        "captain": Rect(area.x, area.y, area.w // 2 - gap // 2, area.h),
        "mutineer": Rect(area.centerx + gap // 2, area.y, area.w // 2 - gap // 2, area.h),
    }
    # the captain's side is led by the captain it was called against, even once deposed (M9:
    # after a won mutiny both halves named the new captain, issue 28)
    against = look.mutiny_captain if look.mutiny_captain >= 0 else view.captain
    leaders = {"captain": against, "mutineer": view.mutiny_leader}
    strength = {"captain": view.mutiny_strength[0], "mutineer": view.mutiny_strength[1]}
    radius = round(10 * u)
    wide = P.text("88", round(40 * u), P.GOLD, True).get_width() + round(24 * u)
    narrow = any(not P.fits(caption, round(15 * u), rect.w - wide, True, round(15 * u))
                 for caption, rect in ((_("CAPTAIN"), halves["captain"]),
                                       (_("MUTINEERS"), halves["mutineer"])))
    for side, rect in halves.items():
        colour = P.SIDE_COLOURS[side]
        P.draw_panel(surface, rect, T.mix(colour, T.WOOD_DARK, 0.55), colour, radius, 2, alpha=215)
        # the side's picture, dim in its panel's corner behind the cards: the captain's
        # shield, the mutineers' pistols
        clip = surface.get_clip()
        surface.set_clip(rect.inflate(-4, -4).clip(clip))
        size = min(rect.w, rect.h) * 0.8
        icons.draw(surface, "marker.loyal" if side == "captain" else "marker.mutineer",
                   (rect.right - size * 0.32, rect.bottom - size * 0.3), size,
                   T.mix(colour, T.WOOD_DARK, 0.38))
        surface.set_clip(clip)
        head = Rect(rect.x, rect.y, rect.w, round(40 * u))
        who = view.names[leaders[side]]
        caption = _("CAPTAIN") if side == "captain" else _("MUTINEERS")
        # a half too narrow for its caption beside the total: smaller totals on both sides,
        # beside the leader's name, the caption over the whole width
        num = P.text(str(strength[side]), round((30 if narrow else 40) * u), P.GOLD, True)
        room = rect.w - num.get_width() - round((20 if narrow else 24) * u)
        top_room = rect.w - round(20 * u) if narrow else room
        bold = P.fits(caption, round(15 * u), top_room, True, round(15 * u))
        P.blit_text(
            surface,
            P.fit(caption, round(15 * u), top_room, T.mix(colour, P.WHITE, 0.6), bold),
            "topleft",
            (rect.x + round(10 * u), rect.y + round(4 * u)),
        )
        P.blit_text(
            surface,
            P.fit(who, round(22 * u), room, T.PARCHMENT, True),
            "topleft",
            (rect.x + round(10 * u), rect.y + round(17 * u)),
        )
        spot = P.blit_text(
            surface,
            num,
            "midright",
            (rect.right - round(10 * u),
             head.bottom - num.get_height() // 2 if narrow else head.centery + round(2 * u)),
            shadow=2,
        )
        markers.mark(frame, f"strength:{side}", spot)
        cards = [card for card, s in view.mutiny_cards if s == side]
        h = min(look.layout.centre.card_h, rect.h - head.h - round(12 * u))
        row = Rect(rect.x + round(6 * u), head.bottom + round(4 * u), rect.w - round(12 * u), h)
        room = Rect(row.x, row.y, row.w, rect.bottom - round(6 * u) - row.y)
        for card, r in zip(cards, _rows(room, len(cards), h, round(4 * u), round(4 * u)),
                           strict=True):
            board.card(surface, frame, card, r, "mutiny")
            _card_marks(surface, look, card, r)
        if not cards:
            P.blit_text(
                surface,
                P.fit(
                    _("crew for the captain") if side == "captain" else _("crew for the mutineers"),
                    round(19 * u),
                    row.w,
                    T.FOAM,
                ),
                "center",
                row.center,
            )
        board.target(surface, frame, look, f"side:{side}", rect, radius)


def _loot(
    board: Canvas, surface: pygame.Surface, view: View, look: Look, frame: Frame, area: Rect
) -> None:
    u = look.layout.u
    radius = round(10 * u)
    P.draw_panel(surface, area, T.mix(T.WOOD_DARK, P.GOLD, 0.15), P.GOLD, radius, 2, alpha=200)
    P.label(
        surface,
        _("Loot"),
        round(20 * u),
        P.GOLD,
        "topleft",
        (area.x + round(8 * u), area.y + round(4 * u)),
        bold="display",
    )
    h = min(look.layout.centre.card_h, area.h - round(58 * u))
    # side by side, else in rows (room under each for its "→ name"), never one on another
    rows = Rect(area.x + round(8 * u), area.y + round(24 * u), area.w - round(16 * u),
                area.h - round(32 * u))
    faces = list(view.loot) if look.show_loot_faces and view.loot else []
    count = view.loot_size
    for i, r in enumerate(_rows(rows, count, h, round(8 * u), round(30 * u))):
        card = faces[i] if i < len(faces) else -1
        board.card(surface, frame, card, r, "loot", face=card >= 0, back="prize")
        if card >= 0:
            _card_marks(surface, look, card, r)
            if card in look.selectable and card not in look.selected:
                pygame.draw.rect(surface, T.FOCUS, r, 2, border_radius=5)
            to = look.allocation.get(card, -1)
            if to >= 0:
                img = P.fit("→ " + view.names[to], round(18 * u), r.w + round(30 * u), T.INK, True)
                box = img.get_rect(midtop=(r.centerx, r.bottom + round(4 * u))).inflate(8, 4)
                P.draw_panel(surface, box, look.colours[to], T.INK, 5, 1)
                P.blit_text(surface, img, "center", box.center)
            board.target(surface, frame, look, f"card:{card}", r, 5)


def _fmt(r: tuple[int, int]) -> str:
    return str(r[0]) if r[0] == r[1] else f"{r[0]}–{r[1]}"


def captain_in_mutiny(events: Iterable[object]) -> int:
    """The captain the last mutiny was called against (M3), from the public events: the
    captain at the start (S2), of each appointment (A1, M10) and after each mutiny (M9); -1
    before any mutiny."""
    captain = against = -1
    for ev in events:
        if isinstance(ev, E.GameStarted | E.MutinyResolved):
            captain = ev.captain
        elif isinstance(ev, E.QuartermasterAppointed):
            captain = ev.seat
        elif isinstance(ev, E.MutinyCalled):
            against = captain
    return against
