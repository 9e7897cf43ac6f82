"""Painting the seats around the table: each pirate's panel with name, colour, roles, mutiny
side, hand size, buried treasure and prize cards, through the board's region cache (most
redraws change one seat at most).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame
from pygame import Rect

from game.core.i18n import _
from game.jolly_roger.view import View
from scenes import theme as T
from scenes.jolly_roger import markers
from scenes.jolly_roger.cards import RATIO
from scenes.kit import paint as P
from scenes.kit.frame import Frame, Sprite

if TYPE_CHECKING:
    from scenes.jolly_roger.canvas import Canvas, Look


def SEAT_MARGIN(u: float) -> int:  # noqa: N802 - a layout constant scaled by u
    """Room around a seat panel for its glow; less than half the gap between seats, so
    neighbouring panels never paint over each other."""
    return max(3, round(5 * u))


def cached_seat(
    board: Canvas,
    surface: pygame.Surface,
    view: View,
    look: Look,
    frame: Frame,
    seat: int,
    r: Rect,
    ground: int,
) -> None:
    """A seat panel, painted again only when something on it changed (most redraws of
    the table change one seat at most). `ground`: the backdrop it is painted on."""
    u = look.layout.u
    prizes = set(view.prizes[seat])
    key = (
        ground,
        u,
        look.colours[seat],
        view.names[seat],
        view.captain == seat,
        view.quartermaster == seat,
        view.hand_sizes[seat],
        view.buried_counts[seat],
        view.my_buried if seat == look.show_buried_of == view.seat else (),
        view.prizes[seat],
        view.prize_counts[seat],
        tuple(prizes & set(view.locked)),
        seat in look.show_prize_faces_of,
        view.mutiny_sides[seat] if view.mutiny_leader >= 0 else "",
        promised_to(view, seat),
        seat in view.answered,
        view.step,
        look.deciding == seat,
        look.thinking == seat,
        look.lit.get(f"seat:{seat}"),
        look.hover == f"seat:{seat}",
        look.focus,
        tuple(prizes & look.selected),
        tuple(prizes & set(look.selectable)),
        tuple(prizes & look.hidden),
        look.open_hands.get(seat),
    )
    box = r.inflate(2 * SEAT_MARGIN(u), 2 * SEAT_MARGIN(u))
    board.region(
        surface,
        frame,
        f"seat:{seat}",
        key,
        box,
        lambda: draw_seat(board, surface, view, look, frame, seat, r),
    )


def draw_seat(
    board: Canvas, surface: pygame.Surface, view: View, look: Look, frame: Frame, seat: int, r: Rect
) -> None:
    u = look.layout.u
    colour = look.colours[seat]
    radius = round(12 * u)
    turn = seat == look.deciding
    if turn:
        P.draw_glow(surface, r, P.LIGHT, radius, SEAT_MARGIN(u))
    P.draw_panel(
        surface,
        r,
        T.mix(T.WOOD_DARK, colour, 0.10),
        P.LIGHT if turn else T.BRASS_DARK,
        radius,
        max(2, round((3 if turn else 2) * u)),
        alpha=235,
        shadow=round(5 * u),
    )
    # colour strip and emblem: who this is at a glance
    strip = Rect(r.x + 2, r.y + 2, r.w - 4, round(30 * u))
    pygame.draw.rect(
        surface,
        T.mix(colour, T.WOOD_DARK, 0.45),
        strip,
        border_top_left_radius=radius - 2,
        border_top_right_radius=radius - 2,
    )
    er = round(9 * u)
    T.draw_emblem(surface, colour, (r.x + round(16 * u), strip.centery), er)
    roles = []
    if seat == view.captain:
        roles.append("captain")
    if seat == view.quartermaster:
        roles.append("qm")
    name_w = r.w - round(36 * u) - len(roles) * round(30 * u)
    # M4: the side this pirate supports in a mutiny, a pill in the name strip
    box = side_tag_rect(view, seat, r, u)
    if box is not None:
        side = view.mutiny_sides[seat]
        tag = _("Mutineer") if side == "mutineer" else _("Loyal")
        img = P.text(tag, round(16 * u), T.PARCHMENT, True)
        P.draw_panel(surface, box, P.SIDE_COLOURS[side], T.INK, box.h // 2, 1)
        P.blit_text(surface, img, "center", box.center)
        markers.mark(frame, f"side:{seat}", box)
        name_w -= box.w + round(6 * u)
    # B1 / DA6: a promise this pirate made this round (a bot's like a human's), a pill in
    # the name strip naming its recipient; the words themselves are in the log
    to = promised_to(view, seat)
    # room the name can spare: it keeps what it needs at a slightly smaller size
    need = P.text(view.names[seat], round(20 * u), T.PARCHMENT, True).get_width()
    # (less the pill's own margins and the gap to the name: the name is never cut for it)
    room = min(round(r.w * 0.45), name_w - need - round(6 * u)) - round(16 * u)
    size = round(15 * u)
    # the whole words if they fit, else the recipient's name alone, else no pill
    said = [w for w in (_("promised {name}").format(name=view.names[to]) if to >= 0 else "",
                        view.names[to] if to >= 0 else "") if w and P.fits(w, size, room, True)]
    if said:
        img = P.fit(said[0], size, room, T.INK, True)
        pill = img.get_rect().inflate(round(10 * u), round(4 * u))
        right = box.left - round(6 * u) if box is not None else (
            r.right - round(8 * u) - len(roles) * round(30 * u))
        pill.midright = (right, strip.centery)
        P.draw_panel(surface, pill, T.PARCHMENT, T.BRASS_DARK, pill.h // 2, 1)
        P.blit_text(surface, img, "center", pill.center)
        frame.marks[f"promise:{seat}"] = Rect(pill)
        name_w -= pill.w + round(6 * u)
    name = view.names[seat]
    frame.marks[f"name:{seat}"] = P.blit_text(
        surface,
        P.fit(name, round(24 * u), name_w, T.PARCHMENT, True),
        "midleft",
        (r.x + round(30 * u), strip.centery),
        shadow=1,
    )
    mx = r.right - round(18 * u)
    for m in roles:
        if m == "captain":
            P.captain_hat(surface, (mx, strip.centery), round(12 * u))
            if "V3" in view.variants:   # the captain does the quartermaster's work too
                badge = (mx + round(9 * u), strip.centery + round(5 * u))
                pygame.draw.circle(surface, T.INK, badge, round(7 * u))
                pygame.draw.circle(surface, T.BRASS, badge, round(7 * u), 1)
                P.key_icon(surface, badge, round(4.5 * u))
        else:
            P.key_icon(surface, (mx, strip.centery), round(11 * u))
        spot = Rect(0, 0, round(28 * u), round(28 * u))
        spot.center = (mx, strip.centery)
        markers.mark(frame, "captain" if m == "captain" else "quartermaster", spot)
        mx -= round(30 * u)
    # the body: hand size (a card back with the count), buried treasure, prize cards
    body = Rect(
        r.x + round(8 * u),
        strip.bottom + round(5 * u),
        r.w - round(16 * u),
        r.bottom - strip.bottom - round(10 * u),
    )
    bh = min(round(body.h * 0.72), round(40 * u))
    back = Rect(body.x, body.y, round(bh / RATIO), bh)
    count = view.hand_sizes[seat]
    if seat in look.open_hands and look.open_hands[seat]:  # a finished game: faces up
        faces = look.open_hands[seat]
        # the hand and the prizes share the body by how many cards each has
        prizes_n = view.prize_counts[seat] + len(view.my_buried if seat == view.seat else ())
        share = min(0.8, max(0.45, len(faces) / max(1, len(faces) + prizes_n)))
        room = Rect(back.x, back.y, round(body.w * share) - round(8 * u), bh)
        oh = bh   # smaller cards before they hide one another
        shown, more = _fanned(room, len(faces), round(oh / RATIO), u)
        while more and oh > bh * 0.6:
            oh -= 1
            shown, more = _fanned(room, len(faces), round(oh / RATIO), u)
        back.w = round(oh / RATIO)
        if more:   # a replay shows every card of every hand: closer together
            step = (room.w - back.w) / max(1, len(faces) - 1)
            shown = [round(room.x + k * step) for k in range(len(faces))]
        for k, x in enumerate(shown):
            spot = Rect(x, back.y + bh - oh, back.w, oh)
            surface.blit(board.art.face(faces[k], oh), spot)
            frame.faces.append(faces[k])
            frame.sprites.append(Sprite(faces[k], spot, "open_hand", seat))
        back.w = (shown[-1] - back.x + back.w) if shown else back.w
        count = 0
    elif count:
        for k in range(min(count, 3) - 1, 0, -1):
            surface.blit(board.art.back("crew", bh), back.move(k * round(3 * u), 0))
        surface.blit(board.art.back("crew", bh), back)
    else:
        P.dashed_rect(surface, back, T.HINT, 1, 4)
    P.label(
        surface,
        str(count) if count or seat not in look.open_hands else "",
        round(24 * u),
        T.PARCHMENT,
        "midleft",
        (back.right + round(8 * u), back.centery),
        bold=True,
        shadow=1,
    )
    P.label(
        surface,
        _("hand"),
        round(15 * u),
        T.HINT,
        "midtop",
        (back.centerx + round(3 * u), back.bottom + 1),
    )
    if seat not in look.open_hands:
        markers.mark(frame, f"hand:{seat}", Rect(back.x, back.y, back.w + round(28 * u), back.h))
    x = back.right + round((8 if seat in look.open_hands else 30) * u)   # (room for the count)
    buried = view.buried_counts[seat]
    if buried:
        P.chest(surface, (x + round(9 * u), back.centery - round(3 * u)), round(10 * u))
        P.label(
            surface,
            str(buried),
            round(20 * u),
            P.GOLD,
            "midtop",
            (x + round(9 * u), back.centery + round(7 * u)),
            bold=True,
        )
        spot = Rect(x - round(2 * u), back.y - round(6 * u), round(24 * u), back.h + round(8 * u))
        markers.mark(frame, f"buried:{seat}", spot)
        x += round(26 * u)
    prizes = Rect(x, body.y, body.right - x, body.h)
    ticked = seat in view.answered and view.step in ("exchange", "cashin", "bury")
    thinking = look.thinking == seat   # an AI pirate deciding: its cue (table.py)
    if ticked or thinking:   # the tick, or the thinking cue, has a corner of its own: never
        prizes.w = min(prizes.w, status_corner(r, u).left - prizes.x)   # over a card
    if prizes.w > 10:
        _seat_prizes(board, surface, view, look, frame, seat, prizes)
    if ticked:
        frame.marks[f"tick:{seat}"] = status_corner(r, u)
        x, y, k = r.right - round(22 * u), r.bottom - round(20 * u), u  # a tick: decided
        pygame.draw.lines(
            surface,
            P.GOOD,
            False,
            [(x - 8 * k, y), (x - 2 * k, y + 6 * k), (x + 9 * k, y - 7 * k)],
            max(2, round(4 * u)),
        )
    board.target(surface, frame, look, f"seat:{seat}", r, radius, SEAT_MARGIN(u))


def _seat_prizes(
    board: Canvas,
    surface: pygame.Surface,
    view: View,
    look: Look,
    frame: Frame,
    seat: int,
    area: Rect,
) -> None:
    faces = list(view.prizes[seat]) if seat in look.show_prize_faces_of else []
    if not faces and view.prizes[seat] and seat not in look.show_prize_faces_of:
        faces = [c for c in view.prizes[seat] if c in view.locked]
    hidden = max(0, view.prize_counts[seat] - len(faces))
    items = [(c, True) for c in faces] + [(-1, False)] * hidden
    # DA8: the owner sees its own buried cards, first in the row, dimmed, marked by a chest
    buried = list(view.my_buried) if seat == look.show_buried_of == view.seat else []
    items = [(c, True) for c in buried] + items
    if not items:
        return
    h = area.h
    u = look.layout.u
    while h > area.h * 0.75 and len(items) * (round(h / RATIO) + 3) > area.w + 3:
        h -= 1   # a little smaller before they overlap
    w = round(h / RATIO)
    shown, more = _fanned(Rect(area.x, area.y, area.w, h), len(items), w, u)
    if more and (buried or any(c in look.selectable for c, _f in items[len(shown):])):
        # the player must see (DA8) or reach every card to pick one (bury, cash in, trade):
        # all of them, closer together
        step = (area.w - w) / max(1, len(items) - 1)
        shown, more = [round(area.x + i * step) for i in range(len(items))], 0
    if more:   # the hidden ones (last) give way first; a count says how many more
        _more(surface, more, (shown[-1] + w + round(3 * u), area.y + h // 2), u)
    for i, (c, face) in enumerate(items[: len(shown)]):
        rect = Rect(shown[i], area.y, w, h)
        if c in buried:
            board.card(surface, frame, c, rect, "buried", seat)
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            shade.fill((30, 18, 6, 70))
            surface.blit(shade, rect)
            pygame.draw.rect(surface, P.GOLD, rect, max(1, round(2 * look.layout.u)), 4)
            r = round(7 * look.layout.u)
            P.chest(surface, (rect.centerx, rect.bottom - r - 2), r)
        elif face:
            board.card(surface, frame, c, rect, "prize", seat)
        else:
            board.card(surface, frame, -1, rect, "prize", seat, False, "prize")
        if look.focus == f"card:{c}" or c in look.selected:
            pygame.draw.rect(
                surface, P.LIGHT if c in look.selected else T.FOCUS, rect, 2, border_radius=4
            )
        if c in look.selectable and c not in look.selected:
            pygame.draw.rect(surface, T.FOCUS, rect, 1, border_radius=4)


def status_corner(r: Rect, u: float) -> Rect:
    """The corner of a seat panel kept for its status (issue 17): the tick of a pirate who
    has decided, or the thinking cue of an AI pirate deciding — clear of the name, the
    markers and the cards."""
    box = Rect(0, 0, round(48 * u), round(26 * u))
    box.bottomright = (r.right - round(6 * u), r.bottom - round(8 * u))
    return box


def _fanned(area: Rect, count: int, w: int, u: float) -> tuple[list[int], int]:
    """The x of each card of a seat's row (side by side, else overlapping so that more than
    half of every card shows — its number and picture), and how many do not fit that way
    (issue 17: never a card stacked on a card). Room is kept for the "+n" of those."""
    if count <= 0:
        return [], 0
    least = math.ceil(w * 0.55) + 1
    if count == 1 or w + (count - 1) * least <= area.w:
        step = min(w + round(3 * u), (area.w - w) / max(1, count - 1)) if count > 1 else 0
        return [round(area.x + i * step) for i in range(count)], 0
    room = area.w - w - _more_width(count, u)
    k = max(1, int(room // least) + 1)
    return [round(area.x + i * least) for i in range(k)], count - k


def _more_width(more: int, u: float) -> int:
    return P.text(f"+{more}", round(18 * u), T.PARCHMENT, True).get_width() + round(4 * u)


def _more(surface: pygame.Surface, more: int, midleft: tuple[int, int], u: float) -> int:
    """'+n' beside a row of cards: n more than the row shows. Its width."""
    P.label(surface, f"+{more}", round(18 * u), T.PARCHMENT, "midleft", midleft, bold=True,
            shadow=1)
    return _more_width(more, u)


def promised_to(view: View, seat: int) -> int:
    """The seat `seat` last promised something this round (B1), or -1."""
    for giver, to, _words, rnd in reversed(view.promises):
        if rnd != view.round:
            break
        if giver == seat:
            return to
    return -1


def side_tag_rect(view: View, seat: int, r: Rect, u: float) -> Rect | None:
    """Where a seat's "Mutineer"/"Loyal" pill sits in its name strip (M4), or None."""
    side = view.mutiny_sides[seat] if view.mutiny_leader >= 0 else "neutral"
    if side == "neutral":
        return None
    tag = _("Mutineer") if side == "mutineer" else _("Loyal")
    roles = (seat == view.captain) + (seat == view.quartermaster)
    box = P.text(tag, round(16 * u), T.PARCHMENT, True).get_rect()
    box = box.inflate(round(10 * u), round(4 * u))
    box.midright = (r.right - round(8 * u) - roles * round(30 * u), r.y + 2 + round(30 * u) // 2)
    return box
