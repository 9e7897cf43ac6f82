"""Merchants & Marauders' words over the table: the hover zoom with a card's rules text (the
engine's own generated sentences) and the markers' tooltips. The buttons, the banner, the
notes, the thinking cue and the log are the kit's (scenes/kit/hud.py)."""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.core.i18n import _, ngettext
from game.merchants import words as W
from game.merchants.vocabulary import GOODS, NATIONS, SLOTS
from scenes.kit import hud as kit_hud
from scenes.kit.redraw import Keep
from scenes.merchants import say
from scenes.merchants.art import CardArt

DIRS = ("N", "E", "S", "W")


def draw_zoom(surface: pygame.Surface, art: CardArt, card: int, area: Rect, near: Rect,
              u: float, keep: Keep) -> bool:
    """The card large with its rules text, away from the pointer."""
    if card < 0:
        return False
    img = art.face(card, min(round(120 * u), area.h // 4))
    words = say.card_text(art.cat, card)
    kit_hud.draw_card_zoom(surface, img, say.card_name(art.cat, card),
                           [p for p in words.split("\n") if p] or [""], area, near, u, keep)
    return True


def _exits(cat: Any, z: int) -> str:
    zone = cat.zones[z]
    parts = [f"{W.direction_name(DIRS[d])}: {say.zone_name(cat, j)}"
             for d, j in enumerate(zone.exits) if j >= 0]
    return _("Exits — {list}.").format(list=", ".join(parts)) if parts else ""


def tip(name: str, view: Any, cat: Any) -> str:
    """What the marker `name` says, from the view on screen (public facts, or the viewer's
    own, which the board shows only while they may be)."""
    parts = name.split(":")
    kind = parts[1] if len(parts) > 1 else ""
    arg = int(parts[2]) if len(parts) > 2 and parts[2].lstrip("-").isdigit() else -1
    if kind == "zone" and 0 <= arg < len(cat.zones):
        zone = cat.zones[arg]
        head = (_("{zone}: a port of {nation}.").format(zone=say.zone_name(cat, arg),
                                                        nation=say.nation(zone.flag))
                if zone.port else _("{zone}: open sea, no port.").format(
                    zone=say.zone_name(cat, arg)))
        return " ".join(w for w in (head, _exits(cat, arg)) if w)
    if kind == "port" and 0 <= arg < len(cat.zones):
        return _("The port of {zone}, flying the flag of {nation}.").format(
            zone=say.zone_name(cat, arg), nation=say.nation(cat.zones[arg].flag))
    if kind == "demand" and 0 <= arg < len(view.demand) and view.demand[arg] >= 0:
        return _("{zone} asks for {good}: selling it here is a sale in demand.").format(
            zone=say.zone_name(cat, arg), good=W.name(GOODS[cat.demand_good(view.demand[arg])]))
    if kind == "mod" and 0 <= arg < len(view.mods):
        token = view.mods[arg]
        if token >= 0:
            return _("The shipyard here sells {mod}.").format(mod=say.card_name(cat, token))
        return _("A ship modification for sale here, face down until a captain visits.")
    if kind == "merchant":
        return _("A merchant ship. Its flag stays hidden until a captain finds it by "
                 "scouting.")
    if kind == "npc" and 0 <= arg < len(view.slots):
        sl = view.slots[arg]
        slot = W.slot_name(SLOTS[arg]) if arg < len(SLOTS) else "?"
        words = _("{slot}, under {captain}.").format(slot=slot[:1].upper() + slot[1:],
                                                      captain=say.card_name(cat, sl.card))
        return words + " " + ngettext("{n} card waits beneath.", "{n} cards wait beneath.",
                                      sl.waiting).format(n=sl.waiting) if sl.waiting else words
    if kind == "ship" and 0 <= arg < view.n:
        sv = view.seats[arg]
        where = _("in port") if sv.in_port else _("at sea")
        return _("{name}'s {ship}, captain {captain}, {where}.").format(
            name=view.names[arg], ship=W.name(sv.ship),
            captain=say.card_name(cat, sv.captain) if sv.captain >= 0 else "—", where=where)
    if kind in ("glory", "seatglory") and 0 <= arg < view.n:
        return _("{name}: {n} glory of the {target} that win.").format(
            name=view.names[arg], n=view.seats[arg].glory, target=view.target)
    if kind == "target":
        return _("The first captain to reach {n} glory wins the game.").format(n=view.target)
    if kind == "event" and view.event >= 0:
        return say.card_name(cat, view.event) + ": " + say.card_text(cat, view.event)
    if kind == "wars":
        return _("At war: {list}.").format(list="; ".join(
            f"{say.nation(a)} – {say.nation(b)}" for a, b in view.wars))
    if kind == "turn":
        return _("Game turn {n}.").format(n=view.game_turn)
    if kind == "captain" and 0 <= arg < view.n and view.seats[arg].captain >= 0:
        cap = view.seats[arg].captain
        return say.card_name(cat, cap) + ": " + say.card_text(cat, cap)
    if kind == "track":
        return _("The ship: what each part has left, out of its most. Damage lowers it; "
                 "the shipyard repairs it.")
    if kind == "purse":
        return _("Ducats aboard can be lost in battle; ducats in the chest at the home port "
                 "are safe and count as glory at the end.")
    if kind == "hold":
        return _("How many cargo cards and glory cards this captain holds (their faces are "
                 "secret).")
    if kind == "bounty":
        return _("Bounties: the nations hunting this captain, and how hard.")
    if kind == "gear":
        return _("The ship's weapons and modifications.")
    if kind == "dice":
        return _("The dice of the roll: a 5 or a 6 is a success.")
    return ""


def nations() -> tuple[str, ...]:
    return NATIONS
