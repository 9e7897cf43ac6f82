"""Words and overlays on the table: the instruction line for every prompt step, the action
buttons, the hover/focus zoom of a card with its full text, the game-log panel and the
"thinking" cue of an AI seat. The table's painter (`SessionTable.hud`, and the replay's): the
banner, the log, the buttons (the kit's, a little larger), the notes and the thinking cue
with the kit's signatures (scenes/kit/hud.py), in Jolly Roger's own look."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pygame
from pygame import Rect

from game.core.i18n import _, ngettext
from game.jolly_roger.cards import Catalogue
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.view import View
from scenes import drawing
from scenes import theme as T
from scenes.jolly_roger import cards as C
from scenes.jolly_roger import cardtext as CT
from scenes.jolly_roger.interaction import Picks, special_need
from scenes.jolly_roger.layout import Layout
from scenes.jolly_roger.seats import status_corner
from scenes.kit import hud as kit_hud
from scenes.kit import paint as P
from scenes.kit import spread
from scenes.kit.plan import ButtonSpec
from scenes.kit.redraw import Keep

# --- the instruction line ------------------------------------------------------------------------


def role_of(view: View, seat: int) -> str:
    if seat == view.captain:
        return _("Captain")
    if seat == view.quartermaster:
        return _("Quartermaster")
    return view.names[seat]


def instruction(view: View, p: Prompt, picks: Picks, cat: Catalogue) -> str:
    """One line saying what the viewer must do now, for every prompt step."""
    step, ctx = p.step, p.context
    role = role_of(view, p.seat)
    if picks.special >= 0:
        name = CT.card_name(cat, picks.special)
        need = special_need(view, p, picks.special, cat)
        if need.cards:
            return _("{card}: click the card it cancels.").format(card=name)
        if need.seats:
            left = need.count - len(picks.seats)
            if left > 0:
                return ngettext("{card}: click {n} pirate.", "{card}: click {n} pirates.",
                                left).format(card=name, n=left)
            return _("{card}: choose a side.").format(card=name)
    if step == "appoint":
        return _("{role}: appoint your quartermaster — click a pirate.").format(role=role)
    if step == "window":
        return _("Mutiny? Drag a crew card onto the skull to call Mutiny!, or choose No mutiny.")
    if step == "destination":
        return _("{role}: choose the course — click a destination stack.").format(role=role)
    if step == "attack":
        if p.clause == "AT1":
            return _("Quartermaster: play the first card to the attack.")
        if "reveal" in p.actions:
            return _("Quartermaster: play more crew, pass, or reveal the destination.")
        return _("{role}: drag crew cards onto the attack, or pass.").format(role=role)
    if step == "skills":
        return _("Quartermaster: choose the one skill each all-rounder counts for.")
    if step == "loot_pick":
        return _("Captain: take one prize card first — click it.")
    if step == "cook_pick":
        return _("Cook: take a prize card before the captain — click it.")
    if step == "loot_share":
        return _("Quartermaster: drag each prize card onto a pirate, then deal the loot.")
    if step == "exchange":
        return _("Pirate Port: trade one prize card for a crew card, or keep them.")
    if step == "cashin":
        return _("Pirate Port: ransom Hostages and sell Jewels, or pass.")
    if step == "sailor":
        return _("Treasure Island: play an Old Sailor's map so the ship can land?")
    if step == "bury":
        return _("Treasure Island: click the prize cards to bury, then Bury.")
    if step == "punish":
        return _("{role}: order a punishment?").format(role=role)
    if step == "victim":
        return _("Quartermaster: choose who is punished — click a pirate.")
    if step == "mutiny":
        if len(p.choices) == 1:
            if p.choices[0] == "captain":
                return _("Mutiny: drag crew cards onto the captain's side, or pass.")
            return _("Mutiny: drag crew cards onto the mutineers' side, or pass.")
        return _("Mutiny: drag crew cards onto a side, or stay out and pass.")
    if step == "forced":
        if p.context == "captain":
            return _("Old Salt: you must play one crew card for the captain.")
        return _("Old Salt: you must play one crew card for the mutineers.")
    if step == "discard":
        return _("Too many crew cards: choose {n} to discard.").format(n=p.min_cards)
    if step == "react":
        return react_line(ctx.split(":")[0], bool(p.specials))
    if step == "carpenter_ask":
        return _("The Carpenter asks for a face-up prize card: give one, or give nothing.")
    if step == "carpenter_take":
        return _("Carpenter: take a random prize card from the captain or the quartermaster.")
    if step == "guard":
        return _("You guard the ship: keep the duty, or drag a card onto a pirate to hand it on.")
    if step == "bribe":
        giver = p.targets[0] if p.targets else -1
        who = view.names[giver] if giver >= 0 else _("Someone")
        what = CT.card_name(cat, p.cards[0]) if p.cards and p.cards[0] >= 0 else _("a card")
        if p.context == "guard":
            return _("{who} offers you {what} to guard the ship. Accept?").format(
                who=who, what=what
            )
        return _("{who} offers you {what}. Accept?").format(who=who, what=what)
    return _("Your decision.")


def react_question(ctx: str) -> str:
    """The question a reaction moment asks (DA4)."""
    lines = {
        "traitor": _("A card was just revealed: cancel it with a Traitor?"),
        "lookout": _("Play the Lookout to reveal the destination now?"),
        "adjust": _("The destination is revealed: adjust a skill by 1?"),
        "cook": _("Loot is coming: play the Cook to pick first?"),
        "carpenter": _("The loot is shared: play the Carpenter?"),
        "boatswain": _("The ship has landed: play the Boatswain to name a guard?"),
        "cabin_boy": _("Burying is done: send the Cabin Boy digging?"),
    }
    return lines.get(ctx, _("Play a special card now?"))


def react_line(ctx: str, can: bool) -> str:
    question = react_question(ctx)
    if can:
        return question
    return _("{question} (You have no card for it.)").format(question=question)


def shared_line(step: str, ctx: str) -> str:
    c = ctx.split(":")[0]
    if step == "window":
        return _("Mutiny window: anyone who calls Mutiny! clicks their name. No hand is shown.")
    if step == "sailor":
        return _("Treasure Island: who plays an Old Sailor's map? Click your name.")
    return _("{question} Click your name, or No one.").format(question=react_question(c))


def shared_label(step: str, ctx: str, name: str) -> str:
    c = ctx.split(":")[0]
    if step == "window":
        return _("Mutiny! ({name})").format(name=name)
    if step == "sailor":
        return _("Old Sailor! ({name})").format(name=name)
    words = {
        "traitor": _("Traitor!"),
        "lookout": _("Lookout!"),
        "adjust": _("Adjust!"),
        "cook": _("Cook!"),
        "carpenter": _("Carpenter!"),
        "boatswain": _("Boatswain!"),
        "cabin_boy": _("Cabin Boy!"),
    }
    return _("{call} ({name})").format(call=words.get(c, _("Me!")), name=name)


def waiting_line(view: View, seat: int, human: bool) -> str:
    name = view.names[seat]
    step = view.step
    doing = {
        "appoint": _("{name} is appointing a quartermaster"),
        "destination": _("{name} is choosing the course"),
        "attack": _("{name} is playing crew to the attack"),
        "window": _("{name} is thinking about a mutiny"),
        "mutiny": _("{name} is choosing a side"),
        "loot_share": _("{name} is sharing the loot"),
        "loot_pick": _("{name} is picking a prize"),
        "punish": _("{name} is thinking about a punishment"),
        "victim": _("{name} is choosing whom to punish"),
        "skills": _("{name} is counting skills"),
        "bury": _("{name} is burying treasure"),
    }.get(step, _("{name} is deciding"))
    if step == "mutiny" and view.mutiny_sides[seat] != "neutral":
        doing = _("{name} is deciding whether to add crew")  # already on a side (M4)
    line = doing.format(name=name)
    return _("{doing} — waiting").format(doing=line) if human else line + "…"


# --- buttons -------------------------------------------------------------------------------------


def layout_buttons(
    area: Rect, specs: list[ButtonSpec], u: float, top_limit: int
) -> list[tuple[ButtonSpec, Rect]]:
    """Buttons in rows, right-aligned, growing upwards from the bottom of `area`; a group
    (e.g. the skill choice for one card) keeps its own row with its label."""
    h = round(40 * u)
    gap = round(8 * u)
    size = round(22 * u)
    rows: list[tuple[str, list[ButtonSpec]]] = []
    for spec in specs:
        if (
            spec.group
            and rows
            and rows[-1][0] == spec.group
            or not spec.group
            and rows
            and not rows[-1][0]
        ):
            rows[-1][1].append(spec)
        else:
            rows.append((spec.group, [spec]))
    # split rows that are too wide
    final: list[tuple[str, list[ButtonSpec], list[int]]] = []
    for group, row in rows:
        cur: list[ButtonSpec] = []
        widths: list[int] = []
        label_w = P.font(size, True).size(group)[0] + gap if group else 0
        for spec in row:
            w = max(
                round(96 * u),
                P.font(size, True).size(spec.label)[0] + round((40 if spec.icon else 28) * u),
            )
            if spec.icon and spec.group:  # a skill choice: the icon alone (its shape says it)
                w = round(54 * u)
            w = min(w, area.w - label_w)
            if cur and sum(widths) + gap * len(widths) + w + label_w > area.w:
                final.append((group, cur, widths))
                cur, widths = [], []
            cur.append(spec)
            widths.append(w)
        if cur:
            final.append((group, cur, widths))
    out: list[tuple[ButtonSpec, Rect]] = []
    y = area.bottom - h
    for _group, row, widths in reversed(final):
        x = area.right
        for spec, w in zip(reversed(row), reversed(widths), strict=True):
            x -= w
            out.append((spec, Rect(x, y, w, h)))
            x -= gap
        y -= h + gap
        if y < top_limit:
            break
    return out


def draw_button(
    surface: pygame.Surface, spec: ButtonSpec, rect: Rect, hover: bool, focus: bool, u: float
) -> None:
    """The kit's button (scenes/kit/hud.py), its label a little larger."""
    kit_hud.draw_button(surface, spec, rect, hover, focus, u, size=22)


def draw_chooser(
    surface: pygame.Surface, lay: Layout, title: str, specs: list[ButtonSpec], keep: Keep
) -> list[tuple[ButtonSpec, Rect]]:
    """A small panel of choices (the promise chooser) rising from the button corner, wide
    enough for whole phrases: its title over its buttons. Returns the buttons placed."""
    u = lay.u
    pad = round(12 * u)
    title_h = round(34 * u)
    w = min(round(620 * u), lay.table.w - 2 * lay.pad)
    inner = Rect(lay.buttons.right - w + pad, 0, w - 2 * pad, lay.buttons.bottom - pad)
    placed = layout_buttons(inner, specs, u, lay.pad + title_h + pad)
    if not placed:
        return placed
    top = min(r.top for _s, r in placed)
    box = Rect(inner.x - pad, top - pad - title_h, w, lay.buttons.bottom - top + pad + title_h)
    keep(box.inflate(round(16 * u), round(16 * u)))
    P.draw_panel(
        surface, box, T.WOOD_DARK, T.BRASS, round(12 * u), 2, alpha=245, shadow=round(6 * u)
    )
    img = P.fit(title, round(24 * u), box.w - 2 * pad, T.BRASS_LIGHT, True)
    P.blit_text(surface, img, "midleft", (box.x + pad, box.y + pad + title_h // 2 - 2))
    return placed


def draw_group_labels(
    surface: pygame.Surface, placed: list[tuple[ButtonSpec, Rect]], u: float, keep: Keep
) -> None:
    seen: set[str] = set()
    for spec, rect in placed:
        if spec.group and spec.group not in seen:
            seen.add(spec.group)
            row = [r for s, r in placed if s.group == spec.group]
            left = min(r.left for r in row)
            img = P.text(spec.group, round(22 * u), T.PARCHMENT, True)
            at = img.get_rect(midright=(left - round(8 * u), rect.centery))
            keep(at.inflate(8, 8))
            P.blit_text(surface, img, "midright", at.midright, shadow=1)


# --- the banner, errors, the thinking cue --------------------------------------------------------


def draw_banner(surface: pygame.Surface, rect: Rect, words: str, u: float, mine: bool) -> None:
    fill = T.PARCHMENT if mine else T.mix(T.WOOD_DARK, T.PARCHMENT, 0.12)
    ink = T.INK if mine else T.PARCHMENT
    P.draw_panel(
        surface,
        rect,
        fill,
        T.BRASS if mine else T.BRASS_DARK,
        round(10 * u),
        max(2, round(2 * u)),
        alpha=245 if mine else 225,
        shadow=round(4 * u),
    )
    room, size = rect.w - round(20 * u), round(25 * u)
    if P.fits(words, size, room, True, smallest=round(15 * u)):
        P.blit_text(surface, P.fit(words, size, room, ink, True), "center", rect.center)
        return
    # too long for one readable line (a long promise in the replay's caption): two lines
    half = max(11, min(size, (rect.h - round(4 * u)) * 5 // 12))
    lines = P.wrap(words, half, room, True)[:2]
    imgs = [P.fit(line, half, room, ink, True) for line in lines]
    top = rect.centery - sum(i.get_height() for i in imgs) // 2
    for img in imgs:
        P.blit_text(surface, img, "midtop", (rect.centerx, top))
        top += img.get_height()


def draw_error(surface: pygame.Surface, rect: Rect, words: str, u: float, keep: Keep,
               avoid: Sequence[Rect] = ()) -> Rect:
    """The engine's reason for a refused move, just above the instruction line (on two lines
    when it is long, as German reasons often are); its box. (Above the banner lies no name:
    nothing to `avoid`.)"""
    return _draw_note(surface, rect, words, u, keep, T.PARCHMENT, (150, 40, 30), (80, 16, 10),
                      2)


def draw_hint(surface: pygame.Surface, rect: Rect, words: str, u: float, keep: Keep,
              avoid: Sequence[Rect] = ()) -> Rect:
    """A hint (H): what a seasoned AI pirate would do, just above the instruction line, on up
    to three lines (sharing out a big loot takes room); after a line break in `words`, why
    (advice.hint_line), on up to two more lines of its own. Its box."""
    return _draw_note(surface, rect, words, u, keep, T.INK, T.PARCHMENT, T.BRASS, 3, 2)


def _draw_note(surface: pygame.Surface, rect: Rect, words: str, u: float, keep: Keep,
               ink: Any, fill: Any, border: Any, *most: int) -> Rect:
    """`words`' paragraphs (split at line breaks), each wrapped on up to its `most` lines."""
    size, room = round(22 * u), rect.w - round(20 * u)
    imgs = []
    for part, limit in zip(words.split("\n"), most, strict=False):
        lines = P.wrap(part, size, room, True) if not P.fits(part, size, room, True) else [part]
        imgs += [P.fit(line, size, room, ink, True) for line in lines[:limit]]
    step = imgs[0].get_height()
    body = Rect(0, 0, max(i.get_width() for i in imgs), step * len(imgs))
    body.midbottom = (rect.centerx, rect.top - round(6 * u))
    box = body.inflate(round(24 * u), round(12 * u))
    keep(box.inflate(10, 10))
    P.draw_panel(surface, box, fill, border, round(8 * u), 2, shadow=3)
    for k, img in enumerate(imgs):
        P.blit_text(surface, img, "midtop", (body.centerx, body.y + k * step))
    return box


def draw_thinking(
    surface: pygame.Surface,
    rect: Rect,
    now_ms: float,
    u: float,
    keep: Keep,
) -> Rect:
    """Three bouncing dots in a speech bubble in the status corner of an AI seat that is
    deciding (seats.status_corner, kept free for it): never over a name, a marker or a card
    (issue 17). Its box."""
    bubble = status_corner(rect, u)
    w, h = bubble.size
    keep(bubble.inflate(10, 10))
    P.draw_panel(surface, bubble, T.PARCHMENT, T.INK, h // 2, 2, shadow=2)
    for i in range(3):
        phase = now_ms / 180.0 - i * 0.9
        dy = -abs(math.sin(phase)) * 4 * u
        pygame.draw.circle(
            surface, T.INK, (bubble.x + w * (i + 1) / 4, bubble.centery + dy), max(2, round(4 * u))
        )
    return bubble


# --- the zoom ------------------------------------------------------------------------------------


def draw_zoom(
    surface: pygame.Surface, art: C.CardArt, card: int, area: Rect, near: Rect, u: float, keep: Keep
) -> Rect:
    """The card large with its name and full text, placed away from the pointer; its box."""
    h = min(round(300 * u), area.h - round(120 * u))
    face = art.face(card, h)
    text_w = max(face.get_width(), round(260 * u))
    lines: list[str] = []
    size = round(21 * u)
    for para in C.full_text(art.cat, card):
        lines += P.wrap(para, size, text_w)
    title = C.title(art.cat, card)
    box_h = face.get_height() + round(44 * u) + len(lines) * round(size * 0.95) + round(16 * u)
    # beside its card, never over it (issue 17: not across the table, over another seat)
    box = spread.beside(near, (text_w + round(24 * u), box_h),
                        area.inflate(-round(12 * u), -round(12 * u)).clip(surface.get_rect()),
                        round(12 * u))
    keep(box.inflate(round(16 * u), round(16 * u)))
    P.draw_panel(
        surface, box, T.WOOD_DARK, T.BRASS, round(12 * u), 2, alpha=240, shadow=round(6 * u)
    )
    surface.blit(face, face.get_rect(midtop=(box.centerx, box.y + round(12 * u))))
    y = box.y + round(16 * u) + face.get_height()
    P.blit_text(
        surface,
        P.fit(title, round(27 * u), box.w - 16, T.BRASS_LIGHT, "display"),
        "midtop",
        (box.centerx, y),
    )
    y += round(32 * u)
    for line in lines:
        P.label(surface, line, size, T.PARCHMENT, "midtop", (box.centerx, y))
        y += round(size * 0.95)
    return box


# --- the game log --------------------------------------------------------------------------------

_LOG: dict[str, tuple[tuple[object, ...], pygame.Surface, tuple[str, ...]]] = {}


def draw_log(
    surface: pygame.Surface, rect: Rect, lines: list[tuple[str, bool]], scroll: int, u: float
) -> None:
    """The ship's log: (text, is a round header) lines, newest at the bottom; `scroll` lines
    back from the newest. Painted again only when the lines it shows change — their words,
    not just their count: the same log written for another seat (hot-seat) has as many lines
    and the same last one, and must not keep showing the other seat's secrets."""
    key = (tuple(rect), tuple(lines), scroll, u)
    got = _LOG.get("log")
    if got is None or got[0] != key:
        img = pygame.Surface(rect.size, pygame.SRCALPHA)
        at = drawing.mark()
        _paint_log(img, Rect((0, 0), rect.size), lines, scroll, u)
        got = _LOG["log"] = (key, img, drawing.since(at))
    else:
        drawing.again(got[2])
    surface.blit(got[1], rect)


def _paint_log(
    surface: pygame.Surface, rect: Rect, lines: list[tuple[str, bool]], scroll: int, u: float
) -> None:
    P.draw_panel(surface, rect, T.WOOD_DARK, T.BRASS_DARK, 0, 2, alpha=236)
    title_h = round(40 * u)
    P.label(
        surface,
        _("Ship's log"),
        round(28 * u),
        T.BRASS_LIGHT,
        "midleft",
        (rect.x + round(14 * u), rect.y + title_h // 2 + 2),
        bold="display",
    )
    pygame.draw.line(
        surface,
        T.BRASS_DARK,
        (rect.x + 10, rect.y + title_h),
        (rect.right - 10, rect.y + title_h),
        1,
    )
    size = round(19 * u)
    line_h = round(size * 0.92)
    width = rect.w - round(24 * u)
    wrapped: list[tuple[str, bool]] = []
    room = (rect.h - title_h - round(12 * u)) // line_h
    for line, head in lines[-(room + scroll + 2) :]:  # no more than can be shown
        for i, part in enumerate(P.wrap(line, size, width)):
            wrapped.append(((part if i == 0 else "  " + part), head))
    end = max(0, len(wrapped) - scroll)
    shown = wrapped[max(0, end - room) : end]
    y = rect.y + title_h + round(6 * u)
    for part, head in shown:
        colour = T.BRASS_LIGHT if head else T.PARCHMENT
        P.label(surface, part, size, colour, "topleft", (rect.x + round(12 * u), y), bold=head)
        y += line_h
