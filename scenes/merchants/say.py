"""Merchants & Marauders' words on the table: names of cards, tokens, zones and options, the
instruction line for each decision, whose turn it is, the hint's sentence and the markers'
tooltips. Every word comes from the engine's own vocabulary (game.merchants.words) or is a
whole translated sentence here; nothing private is named unless the caller was handed it by
the seat's view."""

from __future__ import annotations

import re
from typing import Any

from game.core.i18n import _, ngettext
from game.merchants import text as mm_text
from game.merchants import words as W
from game.merchants.cards import family
from game.merchants.vocabulary import GOODS, LOCATIONS, SKILLS

#: the nations' colours on the chart (flags, ports, merchants, flagships)
NATION_COLOURS = {
    "spain": (232, 190, 52),
    "england": (204, 52, 52),
    "france": (58, 96, 210),
    "netherlands": (238, 132, 36),
    "pirate_sloop": (30, 30, 34),
    "pirate_frigate": (30, 30, 34),
}
#: the goods' colours (cargo chips, demand tokens)
GOOD_COLOURS = {
    "sugar": (238, 236, 226), "tobacco": (150, 104, 58), "rum": (168, 58, 40),
    "cocoa": (96, 62, 40), "spices": (214, 120, 40), "cotton": (214, 214, 232),
    "indigo": (70, 70, 170), "hides": (176, 138, 96),
}


#: every key the engine's vocabulary names (nations, goods, zones, ships, locations …)
KNOWN = frozenset().union(W.NATION_WORDS, W.GOOD_WORDS, W.ZONE_WORDS, W.SHIP_WORDS,
                          W.LOCATION_WORDS, W.SKILL_WORDS, W.MODIFICATION_WORDS,
                          W.WEAPON_WORDS, W.SPECIALIST_WORDS, W.CARD_WORDS)


def known(key: str) -> bool:
    return key in KNOWN


def nation(n: str) -> str:
    return W.name(n)


def label(words: str) -> str:
    """A name standing alone (a chart label): its first letter a capital."""
    return words[:1].upper() + words[1:]


def zone_name(cat: Any, z: int) -> str:
    return W.name(cat.zones[z].key) if 0 <= z < len(cat.zones) else "?"


def good_key(cat: Any, card: int) -> str:
    return GOODS[cat.good_of(card)]


def good(cat: Any, card: int) -> str:
    return W.name(good_key(cat, card))


def short_name(cat: Any, card: int) -> str:
    """A card's name on its small ticket (a cargo card by its good alone)."""
    if card >= 0 and family(card) == "cargo":
        return good(cat, card)
    return card_name(cat, card)


def card_name(cat: Any, card: int) -> str:
    """A card or token by its name ("Guild Favour", "sugar", "Deep Hold"), or a hidden one."""
    if card < 0:
        return _("a hidden card")
    fam = family(card)
    if fam == "cargo":
        return _("{good} (loot {n})").format(good=good(cat, card), n=cat.cargo[card].loot)
    if fam == "demand":
        return W.name(GOODS[cat.demand_good(card)])
    if fam == "modification":
        return W.name(cat.modification(card))
    if fam == "merchant":
        return _("a merchant of {nation}").format(nation=nation(cat.merchant_flag(card)))
    key = cat.describe(card).get("key", "")
    return W.name(key) if key and known(key) else str(card)


def card_text(cat: Any, card: int) -> str:
    """A card's rules text (the engine's own generated sentences)."""
    fam = family(card)
    if fam in ("glory", "mission", "rumour", "event", "captain"):
        try:
            return mm_text.card_text(cat, card)
        except (KeyError, IndexError, ValueError):
            return ""
    if fam == "cargo":
        c = cat.cargo[card]
        sym = W.name(c.symbol) if known(c.symbol) else _("escape")
        return _("Cargo: {good}. Loot value {n}. Symbol: {symbol}.").format(
            good=good(cat, card), n=c.loot, symbol=sym)
    return ""


def option(o: str) -> str:
    """A choice's option in words: each key of it named ("hull>masts": "Hull → Masts")."""
    if known(o):
        return W.name(o)
    parts = [p for p in re.split(r"[^A-Za-z0-9_]+", o) if p]
    if parts and all(known(p) for p in parts):
        return " → ".join(W.name(p) for p in parts)
    return o.replace("_", " ")


def target(view: Any, cat: Any, t: str) -> str:
    """What a Scout may name (SC1)."""
    kind, _sep, rest = t.partition(":")
    if kind == "seat" and rest.isdigit() and int(rest) < view.n:
        return view.names[int(rest)]
    if kind == "npc" and rest.isdigit():
        from game.merchants.vocabulary import SLOTS
        i = int(rest)
        return W.slot_name(SLOTS[i]) if i < len(SLOTS) else t
    if kind == "merchant":
        return _("the merchant")
    if kind == "rumour":
        return _("your rumour")
    return t


def skills_line(cat: Any, captain: int) -> str:
    if captain < 0:
        return ""
    sk = cat.captain(captain).skills
    return "  ".join(f"{W.name(SKILLS[i])} {sk[i]}" for i in range(4))


def track_line(track: tuple[int, ...], maxima: tuple[int, ...]) -> str:
    return "  ".join(f"{W.name(LOCATIONS[i])} {track[i]}/{maxima[i]}"
                     for i in range(min(len(track), len(maxima))))


# --- the instruction line ------------------------------------------------------------------------

def instruction(view: Any, p: Any, cat: Any) -> str:
    """What the viewer does now, by the prompt's step."""
    st = p.step
    if st == "ship":
        return _("Choose your ship.")
    if st == "retire":
        return _("In port at the start of your turn: retire this captain, or sail on.")
    if st == "actions":
        return ngettext("{n} action left: click a zone to sail there, or choose below.",
                        "{n} actions left: click a zone to sail there, or choose below.",
                        p.count).format(n=p.count)
    if st == "haven":
        return _("A pirate haven: pay the toll, test your influence, or turn back.")
    if st == "merchant":
        return _("A merchant found: raid it, or let it go.")
    if st == "port":
        return _("In port: sell, buy, visit the shipyard, or leave the port.")
    if st == "market":
        return ngettext("The market: pick up to {n} card to buy.",
                        "The market: pick up to {n} cards to buy.", p.need).format(n=p.need)
    if st == "buy_crew":
        return _("Recruiting failed: buy crew at {price} ducats each, or none.").format(
            price=p.count)
    if st == "keep_rumour":
        return _("Keep one of the two rumours.")
    if st == "raid_convert":
        return _("The raid's roll: turn dice into successes with your weapons, or keep it.")
    if st == "raid_spend":
        return ngettext("{n} success left to spend on the merchant's cards.",
                        "{n} successes left to spend on the merchant's cards.",
                        p.count).format(n=p.count)
    if st == "keep_cargo":
        return _("Choose the cargo to keep (your hold takes {n}).").format(n=p.most)
    if st in ("leave_cargo", "hold_cargo", "effect_cargo"):
        return ngettext("Throw {n} cargo card overboard.", "Throw {n} cargo cards overboard.",
                        p.count).format(n=p.count)
    if st == "hand_limit":
        return _("Too many glory cards: discard one.")
    if st == "declare":
        return _("Battle! Declare: fire, board or escape.")
    if st == "reroll":
        return _("Reroll your dice, or keep them.")
    if st == "shot":
        return _("Use a special shot on this volley?")
    if st == "place":
        return ngettext("Place {n} hit on the enemy ship.", "Place {n} hits on the enemy ship.",
                        p.count).format(n=p.count)
    if st == "cancel":
        return _("Cancel or move a hit, or take it.")
    if st == "chasers":
        return _("Fire the bow chasers at the fleeing ship?")
    if st == "plunder":
        return _("Victory! Choose what to take from the beaten ship.")
    if st == "claim":
        return _("Claim a bounty's reward?")
    if st == "window":
        return _("You may play a glory card now, or pass.")
    if st == "effect":
        return _("A card asks you to choose.")
    return _("Your decision.")


def waiting_line(view: Any, seat: int, human: bool) -> str:
    name = view.names[seat]
    if human:
        return _("{name} is to play.").format(name=name)
    return _("{name} is thinking…").format(name=name)
