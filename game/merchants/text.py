"""A card's rules text, generated from its structured fields (K2: "the text is generated from,
or checked against, the structured fields"), in the active language.

One whole-sentence template per operation (K3), predicate, timing (K4) and task (K45), each
through gettext, with ngettext wherever a number is shown; nations, NPC slots and places enter
a sentence only in the fixed forms game.merchants.words gives (a people as a subject, a port
or zone by its name in apposition, a slot as a subject), so no template glues an inflected
word into Polish or German. A card's text is its sentences joined by spaces, its parts
(timing, condition, effects, hiring, a mission's task and reward) by line breaks.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.core.i18n import N_, _, ngettext
from game.merchants.cards import Ability, Catalogue, Effect, NpcLine, Profile, family
from game.merchants.vocabulary import GOODS, OPS
from game.merchants.words import (
    direction_name,
    in_port_of,
    name,
    people,
    ports_of,
    slot_name,
)

# --- small pieces -----------------------------------------------------------------------------


def _zone(cat: Catalogue, zone_id: str) -> str:
    return name(cat.zones[cat.zone_index(zone_id)].key)


def _zone_at(cat: Catalogue, index: int) -> str:
    return name(cat.zones[index].key)


def _zones(cat: Catalogue, ids: Any) -> str:
    return ", ".join(_zone(cat, z) for z in ids)


def _sentences(parts: list[str]) -> str:
    return " ".join(_cap(p) for p in parts if p)


def _cap(s: str) -> str:
    """A sentence that opens with a placeholder ("the Spanish …") starts with a capital."""
    return s[:1].upper() + s[1:]


CONTEXT_WORDS = {
    "scout": N_("scouting"), "scout_player": N_("scouting a player's ship"),
    "scout_npc": N_("scouting a non-player ship"), "scout_merchant": N_("scouting a merchant"),
    "raid": N_("a raid's seamanship roll"), "manoeuvre": N_("manoeuvre rolls"),
    "crew": N_("crew-combat rolls"), "recruit": N_("recruiting"),
    "rumour_gather": N_("gathering a rumour"), "rumour_check": N_("checking a rumour"),
    "mission_take": N_("taking a mission"), "mission_test": N_("a mission's test"),
    "haven": N_("the pirate haven's influence test"), "storm": N_("storm tests"),
    "card": N_("tests a card asks for")}


def _more_dice(context: str, n: int) -> str:
    """dice_mod with n > 0: one sentence per context."""
    if context == "scout":
        return ngettext("You roll {n} extra die when you scout.",
                        "You roll {n} extra dice when you scout.", n).format(n=n)
    if context == "scout_player":
        return ngettext("You roll {n} extra die when you scout another player's ship.",
                        "You roll {n} extra dice when you scout another player's ship.",
                        n).format(n=n)
    if context == "scout_npc":
        return ngettext("You roll {n} extra die when you scout a non-player ship.",
                        "You roll {n} extra dice when you scout a non-player ship.",
                        n).format(n=n)
    if context == "scout_merchant":
        return ngettext("You roll {n} extra die when you scout a merchant.",
                        "You roll {n} extra dice when you scout a merchant.", n).format(n=n)
    if context == "raid":
        return ngettext("You roll {n} extra die for seamanship in a merchant raid.",
                        "You roll {n} extra dice for seamanship in a merchant raid.",
                        n).format(n=n)
    if context == "manoeuvre":
        return ngettext("You roll {n} extra die in manoeuvre rolls.",
                        "You roll {n} extra dice in manoeuvre rolls.", n).format(n=n)
    if context == "crew":
        return ngettext("You roll {n} extra die in crew combat.",
                        "You roll {n} extra dice in crew combat.", n).format(n=n)
    if context == "recruit":
        return ngettext("You roll {n} extra die when you recruit.",
                        "You roll {n} extra dice when you recruit.", n).format(n=n)
    if context == "rumour_gather":
        return ngettext("You roll {n} extra die when you gather a rumour.",
                        "You roll {n} extra dice when you gather a rumour.", n).format(n=n)
    if context == "rumour_check":
        return ngettext("You roll {n} extra die when you check a rumour.",
                        "You roll {n} extra dice when you check a rumour.", n).format(n=n)
    if context == "mission_take":
        return ngettext("You roll {n} extra die when you test to take a mission.",
                        "You roll {n} extra dice when you test to take a mission.",
                        n).format(n=n)
    if context == "storm":
        return ngettext("You roll {n} extra die in storm tests.",
                        "You roll {n} extra dice in storm tests.", n).format(n=n)
    return ngettext("{test}: you roll {n} extra die.", "{test}: you roll {n} extra dice.",
                    n).format(test=_(CONTEXT_WORDS[context]), n=n)


def _dice_mod(e: Effect) -> str:
    n = int(e.get("n"))
    if n > 0:
        return _more_dice(str(e.get("context")), n)
    return ngettext("{test}: you roll {n} die fewer.", "{test}: you roll {n} dice fewer.",
                    -n).format(test=_(CONTEXT_WORDS[str(e.get("context"))]), n=-n)


def _duration(d: str, cat: Catalogue) -> str:
    if d == "seat_turn":
        return _("This lasts until the end of the turn.")
    if d == "game_turn":
        return _("This lasts until the end of the game turn.")
    if d == "instant":
        return _("This counts for the next roll only.")
    if d == "next":
        return _("This counts once, the next time it applies.")
    if d.startswith("until:"):
        ev = next((c for c in cat.cards.events if c.id == d[6:]), None)
        return _("This lasts until “{event}” is drawn.").format(
            event=name(ev.key) if ev else d[6:])
    return ""


def _skill_test(skill: str, dice: int) -> str:
    if dice > 0:
        return ngettext("Test {skill} with {n} extra die.", "Test {skill} with {n} extra dice.",
                        dice).format(skill=name(skill), n=dice)
    if dice < 0:
        return ngettext("Test {skill} with {n} die fewer.", "Test {skill} with {n} dice fewer.",
                        -dice).format(skill=name(skill), n=-dice)
    return _("Test {skill}.").format(skill=name(skill))


def _profile(p: Profile) -> str:
    if p.kind == "naval":
        return _("Fight a naval battle against a {ship} with seamanship {sea} and leadership "
                 "{lead}.").format(ship=name(p.ship), sea=p.seamanship, lead=p.leadership)
    return _("Fight a crew combat against a crew of {crew} with leadership {lead}.").format(
        crew=p.crew, lead=p.leadership)


# --- effects (K3) -----------------------------------------------------------------------------


def _hit(e: Effect) -> str:
    n, loc, opp = int(e.get("n")), str(e.get("location")), e.get("target") == "opponent"
    if opp and loc == "rolled":
        return ngettext("Your opponent's ship takes {n} hit on a rolled location.",
                        "Your opponent's ship takes {n} hits on rolled locations.", n
                        ).format(n=n)
    if opp and loc == "any":
        return ngettext("Your opponent's ship takes {n} hit on a location of your choice.",
                        "Your opponent's ship takes {n} hits on locations of your choice.", n
                        ).format(n=n)
    if opp:
        return _opponent_hit(loc, n)
    if loc == "rolled":
        return ngettext("Your ship takes {n} hit on a rolled location.",
                        "Your ship takes {n} hits on rolled locations.", n).format(n=n)
    if loc == "any":
        return ngettext("Your ship takes {n} hit on a location of your choice.",
                        "Your ship takes {n} hits on locations of your choice.", n
                        ).format(n=n)
    return _own_hit(loc, n)


# A named location inflects (Polish, German): one whole sentence per location.
def _own_hit(loc: str, n: int) -> str:
    if loc == "hull":
        t = ngettext("Your ship takes {n} hit to its hull.",
                     "Your ship takes {n} hits to its hull.", n)
    elif loc == "masts":
        t = ngettext("Your ship takes {n} hit to its masts.",
                     "Your ship takes {n} hits to its masts.", n)
    elif loc == "hold":
        t = ngettext("Your ship takes {n} hit to its hold.",
                     "Your ship takes {n} hits to its hold.", n)
    elif loc == "crew":
        t = ngettext("Your ship takes {n} hit to its crew.",
                     "Your ship takes {n} hits to its crew.", n)
    else:
        t = ngettext("Your ship takes {n} hit to its cannons.",
                     "Your ship takes {n} hits to its cannons.", n)
    return t.format(n=n)


def _opponent_hit(loc: str, n: int) -> str:
    if loc == "hull":
        t = ngettext("Your opponent's ship takes {n} hit to its hull.",
                     "Your opponent's ship takes {n} hits to its hull.", n)
    elif loc == "masts":
        t = ngettext("Your opponent's ship takes {n} hit to its masts.",
                     "Your opponent's ship takes {n} hits to its masts.", n)
    elif loc == "hold":
        t = ngettext("Your opponent's ship takes {n} hit to its hold.",
                     "Your opponent's ship takes {n} hits to its hold.", n)
    elif loc == "crew":
        t = ngettext("Your opponent's ship takes {n} hit to its crew.",
                     "Your opponent's ship takes {n} hits to its crew.", n)
    else:
        t = ngettext("Your opponent's ship takes {n} hit to its cannons.",
                     "Your opponent's ship takes {n} hits to its cannons.", n)
    return t.format(n=n)


def _cancel_hit(loc: str | None) -> str:
    return {"hull": _("Cancel one hit to your ship's hull."),
            "masts": _("Cancel one hit to your ship's masts."),
            "hold": _("Cancel one hit to your ship's hold."),
            "crew": _("Cancel one hit to your ship's crew."),
            "cannons": _("Cancel one hit to your ship's cannons."),
            }.get(str(loc), _("Cancel one hit on your ship."))


def _repair_at(loc: str, n: int) -> str:
    if loc == "hull":
        t = ngettext("Repair {n} point of your hull.", "Repair {n} points of your hull.", n)
    elif loc == "masts":
        t = ngettext("Repair {n} point of your masts.", "Repair {n} points of your masts.", n)
    elif loc == "hold":
        t = ngettext("Repair {n} point of your hold.", "Repair {n} points of your hold.", n)
    elif loc == "crew":
        t = ngettext("Recover {n} point of your crew.", "Recover {n} points of your crew.", n)
    else:
        t = ngettext("Repair {n} point of your cannons.", "Repair {n} points of your cannons.", n)
    return t.format(n=n)


def _reroll(e: Effect) -> str:
    key = (e.get("who"), e.get("which"))
    return {("own", "all"): _("Reroll all your dice of this roll."),
            ("own", "failed"): _("Reroll those of your dice that show no success."),
            ("own", "location"): _("Reroll any of your hit-location dice."),
            ("opponent", "all"): _("Your opponent rerolls all their dice of this roll."),
            ("opponent", "failed"): _("Your opponent rerolls their dice that show no "
                                      "success."),
            ("opponent", "location"): _("Your opponent rerolls their hit-location dice."),
            }[key]


def _move(cat: Catalogue, e: Effect) -> str:
    to, free = str(e.get("to")), not e.get("as_action", False)
    if to == "adjacent":
        return (_("Move your ship to an adjacent zone without spending an action.") if free
                else _("Move your ship to an adjacent zone."))
    if to == "home":
        return (_("Move your ship to your home port's zone without spending an action.")
                if free else _("Move your ship to your home port's zone."))
    if to == "here":
        return _("Your ship stays where it is.")
    return (_("Move your ship to {zone} without spending an action.") if free
            else _("Move your ship to {zone}.")).format(zone=_zone(cat, to))


def _free_action(e: Effect) -> str:
    return {"move": _("Take one Move action without spending an action."),
            "port_move": _("Leave or enter a port once without spending an action."),
            "scout": _("Take one Scout action without spending an action."),
            "port": _("Take one Port action without spending an action.")}[str(e.get("kind"))]


def _scout_target(e: Effect) -> str:
    return {"merchant": _("At once, scout a merchant in your zone."),
            "npc": _("At once, scout a non-player ship in your zone."),
            "player": _("At once, scout another player's ship in your zone."),
            "any": _("At once, scout a ship or a merchant in your zone."),
            }[str(e.get("kind"))]


def _repair(e: Effect) -> str:
    n, loc = int(e.get("n")), str(e.get("location"))
    if loc == "any":
        return ngettext("Repair {n} point of damage on your ship.",
                        "Repair {n} points of damage on your ship.", n).format(n=n)
    return _repair_at(loc, n)


def _cargo_gain(e: Effect) -> str:
    n, good = int(e.get("n")), str(e.get("good"))
    if good in ("random", "demanded", "undemanded"):
        return ngettext("Take {n} cargo card from the top of the deck.",
                        "Take {n} cargo cards from the top of the deck.", n).format(n=n)
    if good == "any":
        return ngettext("Take {n} cargo card of a good of your choice.",
                        "Take {n} cargo cards of a good of your choice.", n).format(n=n)
    return ngettext("Take {n} cargo card ({good}).", "Take {n} cargo cards ({good}).",
                    n).format(n=n, good=name(good))


def _sale_price(e: Effect) -> str:
    n, good = int(e.get("n")), str(e.get("good"))
    k = abs(n)
    if good == "any":
        return (ngettext("Each cargo card sold pays {n} ducat more.",
                         "Each cargo card sold pays {n} ducats more.", k) if n > 0 else
                ngettext("Each cargo card sold pays {n} ducat less.",
                         "Each cargo card sold pays {n} ducats less.", k)).format(n=k)
    if good == "demanded":
        return (ngettext("Each card of the demanded good sold pays {n} ducat more.",
                         "Each card of the demanded good sold pays {n} ducats more.", k)
                if n > 0 else
                ngettext("Each card of the demanded good sold pays {n} ducat less.",
                         "Each card of the demanded good sold pays {n} ducats less.", k)
                ).format(n=k)
    if good == "undemanded":
        return (ngettext("Each card of an undemanded good sold pays {n} ducat more.",
                         "Each card of an undemanded good sold pays {n} ducats more.", k)
                if n > 0 else
                ngettext("Each card of an undemanded good sold pays {n} ducat less.",
                         "Each card of an undemanded good sold pays {n} ducats less.", k)
                ).format(n=k)
    return (ngettext("Each cargo card sold ({good}) pays {n} ducat more.",
                     "Each cargo card sold ({good}) pays {n} ducats more.", k) if n > 0 else
            ngettext("Each cargo card sold ({good}) pays {n} ducat less.",
                     "Each cargo card sold ({good}) pays {n} ducats less.", k)
            ).format(n=k, good=name(good))


def _market(e: Effect) -> str:
    n, rep = int(e.get("n")), int(e.get("repeat", 0))
    out = []
    if n > 0:
        out.append(ngettext("The market draws {n} more card.", "The market draws {n} more cards.",
                            n).format(n=n))
    elif n < 0:
        out.append(ngettext("The market draws {n} card fewer.",
                            "The market draws {n} cards fewer.", -n).format(n=-n))
    if rep > 0:
        out.append(ngettext("When you shop at the same port again, it draws {n} more card.",
                            "When you shop at the same port again, it draws {n} more cards.",
                            rep).format(n=rep))
    return _sentences(out)


def _demand_replace(cat: Catalogue, e: Effect) -> str:
    where = str(e.get("where"))
    if where == "all":
        return _("Every port gets a new demand token.")
    if where.startswith("nation:"):
        return _("{ports} get new demand tokens.").format(ports=ports_of(where[7:]))
    return _("{port} gets a new demand token.").format(port=_zone(cat, where))


def _loot(e: Effect) -> str:
    n, nation = int(e.get("n")), e.get("nation")
    if nation == "spain":
        return ngettext("A raided Spanish merchant gives {n} extra ducat of loot.",
                        "A raided Spanish merchant gives {n} extra ducats of loot.", n
                        ).format(n=n)
    if nation == "england":
        return ngettext("A raided English merchant gives {n} extra ducat of loot.",
                        "A raided English merchant gives {n} extra ducats of loot.", n
                        ).format(n=n)
    if nation == "france":
        return ngettext("A raided French merchant gives {n} extra ducat of loot.",
                        "A raided French merchant gives {n} extra ducats of loot.", n
                        ).format(n=n)
    if nation == "netherlands":
        return ngettext("A raided Dutch merchant gives {n} extra ducat of loot.",
                        "A raided Dutch merchant gives {n} extra ducats of loot.", n
                        ).format(n=n)
    return ngettext("A successful raid gives {n} extra ducat of loot.",
                    "A successful raid gives {n} extra ducats of loot.", n).format(n=n)


def _bounty(e: Effect) -> str:
    n, nation = int(e.get("n")), str(e.get("nation"))
    k = abs(n)
    if nation in ("choice", "any"):
        return (ngettext("Lower your bounty with one nation of your choice by {n} level.",
                         "Lower your bounty with one nation of your choice by {n} levels.", k)
                if n < 0 else
                ngettext("Raise your bounty with one nation of your choice by {n} level.",
                         "Raise your bounty with one nation of your choice by {n} levels.", k)
                ).format(n=k)
    if nation == "all" or nation.startswith("enemies_of:"):
        return (ngettext("Every nation lowers its bounty on you by {n} level.",
                         "Every nation lowers its bounty on you by {n} levels.", k) if n < 0
                else ngettext("Every nation raises its bounty on you by {n} level.",
                              "Every nation raises its bounty on you by {n} levels.", k)
                ).format(n=k)
    return (ngettext("{people} lower their bounty on you by {n} level.",
                     "{people} lower their bounty on you by {n} levels.", k) if n < 0 else
            ngettext("{people} raise their bounty on you by {n} level.",
                     "{people} raise their bounty on you by {n} levels.", k)
            ).format(people=people(nation), n=k)


def _bounty_clear(e: Effect) -> str:
    cost, nation = int(e.get("cost")), str(e.get("nation"))
    if nation in ("choice", "any"):
        return (ngettext("Clear your bounty with one nation of your choice for {n} ducat per "
                         "level.", "Clear your bounty with one nation of your choice for {n} "
                         "ducats per level.", cost).format(n=cost) if cost else
                _("Clear your bounty with one nation of your choice."))
    if nation == "all" or nation.startswith("enemies_of:"):
        return (ngettext("Clear all your bounties for {n} ducat per level.",
                         "Clear all your bounties for {n} ducats per level.", cost
                         ).format(n=cost) if cost else _("Clear all your bounties."))
    return (ngettext("{people} clear their bounty on you for {n} ducat per level.",
                     "{people} clear their bounty on you for {n} ducats per level.", cost)
            if cost else _("{people} clear their bounty on you.")
            ).format(people=people(nation), n=cost)


def _bounty_exempt(e: Effect) -> str:
    nation, first = str(e.get("nation")), e.get("scope") == "first"
    if nation.startswith("enemies_of:"):
        who = people(nation[11:])
        return (_("While {people} are at war, your first attack on one of their enemies sets "
                  "no bounty.") if first else
                _("While {people} are at war, attacking their enemies sets no bounty.")
                ).format(people=who)
    if nation in NATIONS_ONLY:
        return (_("The first time {people} would set a bounty on you, they do not.") if first
                else _("{people} set no bounty on you.")).format(people=people(nation))
    return (_("The first bounty you would receive is not set.") if first
            else _("Your attacks set no bounty."))


NATIONS_ONLY = ("spain", "england", "france", "netherlands")


def _ports_open(cat: Catalogue, e: Effect, closed: bool) -> str:
    where = str(e.get("where"))
    if where == "all":
        return (_("Every port is closed to you.") if closed
                else _("Every port stays open to you despite your bounties."))
    if where.startswith("nation:"):
        return (_("{ports} are closed to you.") if closed
                else _("{ports} stay open to you despite your bounties.")
                ).format(ports=ports_of(where[7:]))
    return (_("{port} is closed to you.") if closed
            else _("{port} stays open to you despite your bounties.")
            ).format(port=_zone(cat, where))


def _shipyard(e: Effect) -> str:
    item = _(SHIPYARD_WORDS[str(e.get("item"))])
    n = int(e.get("n"))
    return (ngettext("{item} costs {n} ducat less.", "{item} costs {n} ducats less.", -n)
            if n < 0 else
            ngettext("{item} costs {n} ducat more.", "{item} costs {n} ducats more.", n)
            ).format(item=item, n=abs(n))


SHIPYARD_WORDS = {"sloop": N_("A sloop"), "flute": N_("A flute"), "frigate": N_("A frigate"),
                  "galleon": N_("A galleon"), "big_ship": N_("A frigate or a galleon"),
                  "repair": N_("Each point of repair"), "modification": N_("A modification"),
                  "weapon": N_("A special weapon"), "refit": N_("Refitting Doubled Planking"),
                  "rumour_fee": N_("Gathering a rumour"), "crew": N_("Each crew point bought"),
                  "cargo_first": N_("The first cargo card bought in each Port action"),
                  "cargo_each": N_("Each cargo card bought")}


def _npc_enter(cat: Catalogue, e: Effect, lines: tuple[NpcLine, ...]) -> str:
    i = int(e.get("line"))
    if i >= len(lines):
        return ""
    ln = lines[i]
    return _("At the end of the game turn, {npc} arrives in {zone} with a man-of-war as "
             "{slot}.").format(npc=name(ln.key), zone=_zone_at(cat, ln.entry),
                               slot=slot_name(ln.slot))


def _npc_move(cat: Catalogue, e: Effect) -> str:
    to = str(e.get("to"))
    slot = slot_name(str(e.get("slot")))
    if to in ("N", "E", "S", "W"):
        return _("{slot} sails {direction}.").format(slot=slot, direction=direction_name(to))
    return _("{slot} sails to {zone}.").format(slot=slot, zone=_zone(cat, to))


def _war(e: Effect, peace: bool) -> str:
    pair = e.get("pair")
    if pair == "oldest":
        return _("The oldest war ends.")
    a, b = people(pair[0]), people(pair[1])
    return (_("{a} and {b} make peace.") if peace else _("{a} and {b} go to war.")).format(
        a=a, b=b)


def effect_text(cat: Catalogue, effect: Effect, default_duration: str = "permanent",
                lines: tuple[NpcLine, ...] = ()) -> str:
    """One effect's sentence(s): a test with what follows it, a passive effect with how long
    it lasts (`default_duration` when it names none: permanent on an ability, specialist or
    zone rule, the game turn on an event, the seat turn on a glory card); `lines` a war
    card's NPC lines, for npc_enter."""
    e, op = effect, effect.op
    simple: dict[str, Callable[[], str]] = {
        "gain_ducats": lambda: ngettext("Gain {n} ducat.", "Gain {n} ducats.",
                                        int(e.get("n"))).format(n=e.get("n")),
        "pay_ducats": lambda: ngettext("Pay {n} ducat.", "Pay {n} ducats.",
                                       int(e.get("n"))).format(n=e.get("n")),
        "gain_glory": lambda: _("Gain 1 glory."),
        "draw_glory": lambda: ngettext("Draw {n} glory card.", "Draw {n} glory cards.",
                                       int(e.get("n"))).format(n=e.get("n")),
        "dice_mod": lambda: _dice_mod(e),
        "reroll": lambda: _reroll(e),
        "convert_die_to_success": lambda: ngettext(
            "Turn {n} of your dice into a success.", "Turn {n} of your dice into successes.",
            int(e.get("n"))).format(n=e.get("n")),
        "move_ship": lambda: _move(cat, e),
        "free_action": lambda: _free_action(e),
        "extra_action": lambda: _("Take one extra action this turn."),
        "scout_target": lambda: _scout_target(e),
        "naval_battle": lambda: _profile(e.get("vs")),
        "crew_combat": lambda: _profile(e.get("vs")),
        "hit": lambda: _hit(e),
        "cancel_hit": lambda: _cancel_hit(e.get("location")),
        "redirect_hit": lambda: _("Move one hit your ship receives to another location."),
        "repair": lambda: _repair(e),
        "set_crew": lambda: ngettext("Gain {n} crew point, up to your crew maximum.",
                                     "Gain {n} crew points, up to your crew maximum.",
                                     int(e.get("n"))).format(n=e.get("n")),
        "cargo_draw": lambda: ngettext("Draw {n} cargo card.", "Draw {n} cargo cards.",
                                       int(e.get("n"))).format(n=e.get("n")),
        "cargo_gain": lambda: _cargo_gain(e),
        "cargo_discard": lambda: ngettext("Discard {n} cargo card.", "Discard {n} cargo cards.",
                                          int(e.get("n"))).format(n=e.get("n")),
        "sale_price": lambda: _sale_price(e),
        "market_size": lambda: _market(e),
        "demand_replace": lambda: _demand_replace(cat, e),
        "demand_glory_min": lambda: ngettext(
            "A demand sale of {n} card or more earns 1 glory.",
            "A demand sale of {n} cards or more earns 1 glory.", int(e.get("n"))
        ).format(n=e.get("n")),
        "merchant_reset": lambda: _("Every merchant token on the Merchant spaces goes back to "
                                    "sea (a merchant reset)."),
        "merchant_place": lambda: _("A merchant token ({nation}) is placed in {zone}.").format(
            nation=name(str(e.get("flag"))), zone=_zone(cat, str(e.get("zone")))
            if str(e.get("zone")).startswith("Z") else "—"),
        "loot_bonus": lambda: _loot(e),
        "bounty": lambda: _bounty(e),
        "bounty_clear": lambda: _bounty_clear(e),
        "bounty_exempt": lambda: _bounty_exempt(e),
        "war": lambda: _war(e, peace=False),
        "peace": lambda: _war(e, peace=True),
        "port_open": lambda: _ports_open(cat, e, closed=False),
        "port_close": lambda: _ports_open(cat, e, closed=True),
        "npc_enter": lambda: _npc_enter(cat, e, lines),
        "npc_move": lambda: _npc_move(cat, e),
        "npc_remove": lambda: _("{slot} leaves the board.").format(
            slot=slot_name(str(e.get("slot")))),
        "npc_scout_mod": lambda: (ngettext(
            "Non-player ships roll {n} extra die when they scout.",
            "Non-player ships roll {n} extra dice when they scout.", int(e.get("n")))
            if int(e.get("n")) > 0 else ngettext(
            "Non-player ships roll {n} die fewer when they scout.",
            "Non-player ships roll {n} dice fewer when they scout.", -int(e.get("n")))
        ).format(n=abs(int(e.get("n")))),
        "modification_gain": lambda: (
            _("Fit a modification of your choice to your ship for free.")
            if e.get("kind") == "any" else
            _("Fit this modification to your ship for free: {modification}.").format(
                modification=name(str(e.get("kind"))))),
        "weapon_gain": lambda: (_("Take a special weapon of your choice.")
                                if e.get("kind") == "any" else
                                _("Take a special weapon: {weapon}.").format(
                                    weapon=name(str(e.get("kind"))))),
        "shipyard_price": lambda: _shipyard(e),
        "price": lambda: _shipyard(e),
        "hand_limit": lambda: ngettext(
            "You may hold {n} more glory card in your hand.",
            "You may hold {n} more glory cards in your hand.", int(e.get("n"))
        ).format(n=e.get("n")),
        "specialist_hire": lambda: _("Hire a specialist from the glory deck for free."),
        "rumour_draw": lambda: ngettext("Draw {n} rumour card and keep one.",
                                        "Draw {n} rumour cards and keep one.",
                                        int(e.get("n"))).format(n=e.get("n")),
        "mission_draw": lambda: _("Draw a new mission and lay it at its port."),
    }
    if op == "test":
        out = [_skill_test(str(e.get("skill")), int(e.get("dice", 0)))]
        if e.then:
            out.append(_("On a success: {effects}").format(
                effects=effects_text(cat, e.then, default_duration, lines)))
        if e.otherwise:
            out.append(_("On a failure: {effects}").format(
                effects=effects_text(cat, e.otherwise, default_duration, lines)))
        return _sentences(out)
    text = _cap(simple[op]())
    spec = OPS[op]
    if spec.passive:
        text = _sentences([text, _duration(str(e.get("duration", default_duration)), cat)])
    return text


def effects_text(cat: Catalogue, effects: tuple[Effect, ...],
                 default_duration: str = "permanent", lines: tuple[NpcLine, ...] = ()) -> str:
    """A list of effects; the same hit cancelled or moved twice in a row is said once, with
    its count."""
    out: list[str] = []
    i = 0
    while i < len(effects):
        e = effects[i]
        k = 1
        while i + k < len(effects) and effects[i + k] == e and e.op in _COUNTED:
            k += 1
        out.append(_COUNTED[e.op](k) if k > 1 else
                   effect_text(cat, e, default_duration, lines))
        i += k
    return _sentences(out)


_COUNTED: dict[str, Callable[[int], str]] = {
    "cancel_hit": lambda n: ngettext("Cancel {n} hit on your ship.",
                                     "Cancel {n} hits on your ship.", n).format(n=n),
    "redirect_hit": lambda n: ngettext(
        "Move {n} hit your ship receives to another location.",
        "Move {n} hits your ship receives to other locations.", n).format(n=n),
}


# --- conditions, timings, abilities -----------------------------------------------------------

RESULT_WORDS = {
    "demand_sale_3": N_("Only after a demand sale of 3 or more cards."),
    "demand_sale": N_("Only after a sale to the port's demand."),
    "raid_success": N_("Only after a successful raid."),
    "raid_12": N_("Only after a raid worth 12 ducats or more."),
    "battle_won": N_("Only after you win a naval battle."),
    "crew_combat_won": N_("Only after you win a crew combat."),
    "scout_success": N_("Only after a successful scout."),
    "scout_failed": N_("Only after a failed scout."),
    "test_failed": N_("Only after a failed test.")}


def _predicate(cat: Catalogue, key: str, v: Any) -> str:
    if key == "in_port":
        return _("Only in port.") if v else _("Only at sea.")
    if key == "zone":
        return _("Only in these zones: {zones}.").format(zones=_zones(cat, v))
    if key == "port_nation":
        return _("Only {where}.").format(where=in_port_of(str(v)))
    if key == "home_port":
        return _("Only at your home port.") if v else _("Only away from your home port.")
    if key == "ship":
        return _("Only aboard a ship of this type: {ships}.").format(
            ships=", ".join(name(s) for s in v))
    if key == "bounty":
        if v in ("any", "choice"):
            return _("Only if you are wanted.")
        if v == "all":
            return _("Only if every nation wants you.")
        return _("Only if {people} want you.").format(people=people(str(v)))
    if key == "no_bounty":
        if v in ("any", "all", "choice"):
            return _("Only if no nation wants you.")
        return _("Only if {people} do not want you.").format(people=people(str(v)))
    if key == "war":
        if v == "any":
            return _("Only while a war is on.")
        return _("Only while {a} and {b} are at war.").format(a=people(v[0]), b=people(v[1]))
    if key == "own_nation_at_war":
        return _("Only while your nation is at war.")
    return _(RESULT_WORDS[str(v)])


def condition_text(cat: Catalogue, cond: Mapping[str, Any]) -> str:
    return _sentences([_predicate(cat, k, v) for k, v in cond.items()])


def timing_text(when: str) -> str:
    """K4: a card's or ability's moment, as a sentence."""
    if when == "own_turn":
        return _("Play in your turn.")
    if when.startswith("after_own_roll:"):
        return _("Play right after your own roll: {test}.").format(
            test=_(CONTEXT_WORDS[when[15:]]))
    table = {
        "combat:before_declare": N_("In combat, before the declarations."),
        "combat:after_declare": N_("In combat, after the declarations."),
        "combat:after_manoeuvre_roll": N_("In combat, after the manoeuvre roll."),
        "combat:after_location_roll": N_("In combat, after the hit-location roll."),
        "combat:before_crew_round": N_("In crew combat, before a round."),
        "combat:after_crew_roll": N_("In crew combat, after the roll."),
        "raid:after_roll": N_("In a merchant raid, after the seamanship roll."),
        "raid:after_spend": N_("In a merchant raid, after the successes are spent."),
        "out_of_turn:scouted": N_("When you are scouted, even in another player's turn."),
        "out_of_turn:ship_enters_zone": N_("When a ship enters your zone, even in another "
                                           "player's turn."),
        "out_of_turn:sale_in_port": N_("When another player sells at the port you are in."),
        "out_of_turn:npc_activated_near": N_("When a non-player ship in your zone or next to "
                                             "it is activated."),
        "out_of_turn:event_drawn": N_("When an event card is drawn."),
        "out_of_turn:mission_taken": N_("When another player takes a mission."),
        "hire": N_("A specialist: hire them and they stay with you.")}
    return _(table[when]) if when in table else ""


USES_WORDS = {"once_per_battle": N_("Once per battle."), "once_per_turn": N_("Once per turn."),
              "once_per_round": N_("Once per round.")}


def ability_text(cat: Catalogue, ability: Ability) -> str:
    """K19: an ability's name and what it does."""
    body = []
    if ability.when != "passive":
        body.append(timing_text(ability.when))
    if ability.uses in USES_WORDS:
        body.append(_(USES_WORDS[ability.uses]))
    body.append(condition_text(cat, ability.condition))
    if ability.when == "passive" and [e.op for e in ability.effects] == ["rumour_draw"]:
        n = int(ability.effects[0].get("n"))
        body.append(ngettext("When you gather a rumour, you draw {n} card and keep one.",
                             "When you gather a rumour, you draw {n} cards and keep one.",
                             n).format(n=n))
    else:
        body.append(effects_text(cat, ability.effects))
    return _("{name}: {text}").format(name=name(ability.key), text=_sentences(body))


def npc_text(cat: Catalogue, ln: NpcLine, war: bool = False) -> str:
    """K23: an NPC line: its slot, ship and skills, where it enters, its ability."""
    out = [_("{npc} — {slot}: {ship}, seamanship {sea}, scouting {scout}, leadership "
             "{lead}.").format(npc=name(ln.key), slot=slot_name(ln.slot), ship=name(ln.ship),
                               sea=ln.seamanship, scout=ln.scouting, lead=ln.leadership)]
    if not war:
        out.append(_("At the end of the game turn it arrives in {zone}.").format(
            zone=_zone_at(cat, ln.entry)))
    if not ln.slot.startswith("pirate"):
        out.append(_("Against a wanted captain its scouting is at least that captain's "
                     "highest bounty."))
    if ln.ability is not None:
        out.append(ability_text(cat, ln.ability))
    return _sentences(out)


# --- tasks (K45) ------------------------------------------------------------------------------


def _merchant_task(cat: Catalogue, nation: str, zone: str) -> str:
    z = _zone(cat, zone)
    return {"spain": _("Find a Spanish merchant in {zone} and let it sail away."),
            "england": _("Find an English merchant in {zone} and let it sail away."),
            "france": _("Find a French merchant in {zone} and let it sail away."),
            "netherlands": _("Find a Dutch merchant in {zone} and let it sail away."),
            }[nation].format(zone=z)


def _test_at(cat: Catalogue, where: str, skill: str, dice: int) -> str:
    z = cat.zones[cat.zone_index(where)]
    if z.port and skill != "scouting":
        out = [_("In a Port action at {port}, test {skill}.").format(port=name(z.key),
                                                                     skill=name(skill))]
    else:
        out = [_("With a Scout action at sea in {zone}, test {skill}.").format(
            zone=name(z.key), skill=name(skill))]
    if dice > 0:
        out.append(ngettext("The test rolls {n} extra die.", "The test rolls {n} extra dice.",
                            dice).format(n=dice))
    elif dice < 0:
        out.append(ngettext("The test rolls {n} die fewer.", "The test rolls {n} dice fewer.",
                            -dice).format(n=-dice))
    return _sentences(out)


def task_text(cat: Catalogue, t: Effect) -> str:
    """K45: what a mission asks to be done."""
    op = t.op
    if op == "deliver":
        n = int(t.get("n"))
        good = str(t.get("good"))
        port = _zone(cat, str(t.get("port")))
        if good in GOODS:
            return ngettext("Hand in {n} cargo card ({good}) at {port}.",
                            "Hand in {n} cargo cards ({good}) at {port}.", n).format(
                n=n, good=name(good), port=port)
        return ngettext("Hand in {n} cargo card at {port}.", "Hand in {n} cargo cards at {port}.",
                        n).format(n=n, port=port)
    if op == "reach":
        n = int(t.get("within"))
        return ngettext("Carry a passenger to {port} within {n} game turn.",
                        "Carry a passenger to {port} within {n} game turns.", n).format(
            port=_zone(cat, str(t.get("port"))), n=n)
    if op == "defeat":
        return _("Defeat this enemy: {slot}.").format(slot=slot_name(str(t.get("slot"))))
    if op == "release_merchant":
        return _merchant_task(cat, str(t.get("nation")), str(t.get("zone")))
    if op == "test_at":
        return _test_at(cat, str(t.get("where")), str(t.get("skill")), int(t.get("dice", 0)))
    if op == "win_crew_combat":
        p: Profile = t.get("vs")
        return _("Win a crew combat against a crew of {crew} with leadership {lead}.").format(
            crew=p.crew, lead=p.leadership)
    if op == "bring_modification":
        return _("Enter {port} aboard a ship fitted with this modification: "
                 "{modification}.").format(port=_zone(cat, str(t.get("port"))),
                                           modification=name(str(t.get("kind"))))
    return _("Enter each of these ports once: {ports}.").format(
        ports=_zones(cat, t.get("ports")))


# --- whole cards ------------------------------------------------------------------------------


def _lines(parts: list[str]) -> str:
    return "\n".join(p for p in parts if p)


def _hire_text(cat: Catalogue, card_id: int) -> str:
    g = cat.glory(card_id)
    h = g.hire
    if h is None:
        return ""
    # paying is a Port action and a named port is a port: "only in port" would say it twice
    cond = {k: v for k, v in h.condition.items()
            if not (k == "in_port" and v and (h.pay or "port_nation" in h.condition))}
    parts = [condition_text(cat, cond)]
    if h.pay:
        parts.append(ngettext("Pay {n} ducat in a Port action.",
                              "Pay {n} ducats in a Port action.", h.pay).format(n=h.pay))
    if h.test is not None:
        parts.append(_skill_test(h.test[0], h.test[1]))
    return _("To hire: {conditions}").format(conditions=_sentences(parts))


def card_text(cat: Catalogue, card_id: int) -> str:
    """The rules text of any card (captain, event, glory card, mission, rumour)."""
    fam = family(card_id)
    if fam == "captain":
        c = cat.captain(card_id)
        return _lines([_("Home port: {port}.").format(port=_zone_at(cat, c.home)),
                       _("Seamanship {sea}, scouting {scout}, leadership {lead}, influence "
                         "{inf}.").format(sea=c.skills[0], scout=c.skills[1],
                                          lead=c.skills[2], inf=c.skills[3])]
                      + [ability_text(cat, a) for a in c.abilities])
    if fam == "event":
        return _event_text(cat, card_id)
    if fam == "glory":
        g = cat.glory(card_id)
        if g.specialist:
            uses = _(USES_WORDS[g.uses]) if g.uses in USES_WORDS else ""
            return _lines([_("Specialist: {kind}.").format(kind=name(g.specialist)),
                           _sentences([uses, effects_text(cat, g.effects)]),
                           _hire_text(cat, card_id)])
        return _lines([timing_text(g.when), condition_text(cat, g.condition),
                       effects_text(cat, g.effects, "seat_turn"),
                       _("This card stays in play.") if g.stays else ""])
    if fam == "mission":
        return _mission_text(cat, card_id)
    if fam == "rumour":
        return _rumour_text(cat, card_id)
    raise KeyError(card_id)


def _event_text(cat: Catalogue, card_id: int) -> str:
    e = cat.event(card_id)
    parts = []
    if e.moves:
        parts.append(_("Non-player ships move: {icons}.").format(icons="; ".join(
            _("{slot} {direction}").format(slot=slot_name(s), direction=direction_name(d))
            for s, d in e.moves)))
    if e.npc is not None:
        parts.append(npc_text(cat, e.npc))
    timing = {"seat_turn_start": _("At the start of each captain's turn:"),
              "turn_end": "" if e.npc is not None else _("At the end of the game turn:")
              }.get(e.timing, "")
    body = []
    if e.scope:
        body.append(_("This affects every captain who meets these conditions:"))
        body.append(condition_text(cat, e.scope))
    body.append(effects_text(cat, e.effects, e.duration if e.duration != "instant"
                             else "game_turn", e.war_lines))
    parts.append(_sentences([timing] + body))
    for ln in e.war_lines:
        parts.append(npc_text(cat, ln, war=True))
    if e.stays and e.npc is None:
        parts.append(_("This card stays in play until its effect is over."))
    return _lines(parts)


def _mission_text(cat: Catalogue, card_id: int) -> str:
    m = cat.mission(card_id)
    take = [condition_text(cat, m.condition)]
    for r in m.requirement:
        take.append(_skill_test(str(r.get("skill")), int(r.get("dice", 0))) if r.op == "test"
                    else effect_text(cat, r))
    parts = [_("Taken at {port}.").format(port=_zone_at(cat, m.place)),
             _("To take it: {requirement}").format(requirement=_sentences(take)),
             _("Task: {task}").format(task=task_text(cat, m.task)),
             _("Reward: 1 glory. {effects}").format(effects=effects_text(cat, m.reward))]
    if m.limit_turns:
        parts.append(ngettext("It expires {n} game turn after it is taken.",
                              "It expires {n} game turns after it is taken.",
                              m.limit_turns).format(n=m.limit_turns))
    if m.limit_event:
        ev = next(c for c in cat.cards.events if c.id == m.limit_event)
        parts.append(_("It expires when “{event}” is drawn.").format(event=name(ev.key)))
    return _lines(parts)


def _rumour_text(cat: Catalogue, card_id: int) -> str:
    r = cat.rumour(card_id)
    where = _test_at(cat, cat.zones[r.zone].id, r.skill, r.dice)
    parts = [_("To check it: {test}").format(test=where)]
    if r.follow_up is not None:
        parts.append(_("If it is true, you must then win: {fight}").format(
            fight=_profile(r.follow_up)))
    parts.append(_("Reward: {effects}").format(effects=effects_text(cat, r.reward)))
    if r.kept:
        parts.append(_("You keep this rumour after checking it."))
    return _lines(parts)
