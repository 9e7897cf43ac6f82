"""Words for cards: names, short labels, and what each special card does and when.

Numbers (skills, crew counts, gold, requirements, how many of each) always come from the
catalogue each function is given (`game.jolly_roger.cards`); this module only puts them into
words. Shared by the help scene, the log and the table. Every string goes through `_()`.
"""

from __future__ import annotations

from game.core.i18n import N_, _, ngettext
from game.jolly_roger.cards import SKILLS, Catalogue
from game.jolly_roger.words import word

SPECIAL_NAMES: dict[str, str] = {
    "captain": N_("Captain"),
    "quartermaster": N_("Quartermaster"),
    "boatswain": N_("Boatswain"),
    "second_mate": N_("Second Mate"),
    "stowaways": N_("Stowaways"),
    "lookout": N_("Lookout"),
    "old_sailor": N_("Old Sailor"),
    "cook": N_("Cook"),
    "cabin_boy": N_("Cabin Boy"),
    "surgeon": N_("Surgeon"),
    "first_mate": N_("First Mate"),
    "cutthroat": N_("Cutthroat"),
    "navigator": N_("Navigator"),
    "sharpshooter": N_("Sharpshooter"),
    "cannon_fodder": N_("Cannon Fodder"),
    "carpenter": N_("Carpenter"),
    "old_salt": N_("Old Salt"),
    "traitor": N_("Traitor"),
}

# (when it may be played, what it does) in our own words.
SPECIAL_TEXT: dict[str, tuple[str, str]] = {
    "captain": (N_("Role card"),
                N_("Marks the captain, who picks the quartermaster, the course and any "
                   "punishment. Adds 1 crew to the captain's side in a mutiny.")),
    "quartermaster": (N_("Role card"),
                      N_("Marks the quartermaster, who leads the attack, reveals the target, "
                         "shares the loot and carries out punishments. Adds 1 crew to its "
                         "holder's side in a mutiny.")),
    "boatswain": (N_("When the ship lands on Treasure Island"),
                  N_("Name one pirate to guard the ship: they may not bury anything this "
                     "time, unless someone takes the duty off them for a bribe.")),
    "second_mate": (N_("Any time"),
                    N_("Pick two other pirates and take one random crew card from each.")),
    "stowaways": (N_("Any time"),
                  N_("Discard it and draw two crew cards.")),
    "lookout": (N_("Right after the captain picks an attack target"),
                N_("Turn the target card face up before anyone plays crew.")),
    "old_sailor": (N_("When the captain heads for Treasure Island"),
                   N_("The treasure map: without one the ship cannot land and the captain "
                      "must pick another course.")),
    "cook": (N_("When loot is shared"),
             N_("Choose your prize card first, even before the captain.")),
    "cabin_boy": (N_("After everyone has buried on Treasure Island"),
                  N_("Take one random buried card from another pirate. It stays face up in "
                     "front of you until the next Treasure Island.")),
    "surgeon": (N_("Any time"),
                N_("Take the Quartermaster card yourself, until the captain appoints "
                   "someone else.")),
    "first_mate": (N_("Right after the target is revealed"),
                   N_("Add or take away 1 saber in this attack.")),
    "cutthroat": (N_("To start a mutiny, or during one"),
                  N_("Pick the captain's side or the mutineers': that side loses on the spot "
                     "and the mutiny is over.")),
    "navigator": (N_("Right after the target is revealed"),
                  N_("Add or take away 1 navigation in this attack.")),
    "sharpshooter": (N_("Right after the target is revealed"),
                     N_("Add or take away 1 cannon in this attack.")),
    "cannon_fodder": (N_("During a mutiny"),
                      N_("Counts as 5 crew for your side.")),
    "carpenter": (N_("After loot has been shared"),
                  N_("Ask the table for a face-up prize card. If nobody hands one over, take a "
                     "random face-up prize from the captain or the quartermaster.")),
    "old_salt": (N_("During a mutiny"),
                 N_("Pick a pirate who has stayed out of it: they must play one crew card for "
                    "your side at once.")),
    "traitor": (N_("Right after any other card is turned face up"),
                N_("That card is thrown away without effect. A Traitor can stop a Traitor.")),
}

def skill_name(skill: str) -> str:
    return word(skill)


def kind_name(kind: str) -> str:
    return word(kind)


def special_name(key: str) -> str:
    return _(SPECIAL_NAMES.get(key, key))


def skills_text(values: tuple[int, int, int], joiner: str = ", ") -> str:
    """'cannons 2' or 'navigation 1, cannons 1, sabers 1' (skills that are not 0)."""
    return joiner.join(f"{skill_name(s)} {v}" for s, v in zip(SKILLS, values, strict=True) if v)


def card_name(cat: Catalogue, card: int) -> str:
    """A short name a player recognises: 'Cannons 2', 'Traitor', 'Fort', '3 gold', 'Rum'.
    Only call it for a card the viewer may see (never for a hidden id)."""
    category = cat.category[card]
    if category == "crew":
        key = cat.special[card]
        if key:
            return special_name(key)
        if cat.multi[card]:
            return _("All-rounder (crew {crew})").format(crew=cat.crew[card])
        skill, value = next((s, v) for s, v in zip(SKILLS, cat.skills[card], strict=True) if v)
        return _("{skill} {value}").format(skill=skill_name(skill).capitalize(), value=value)
    if category == "destination":
        return kind_name(cat.dest_kind[card] or "")
    if category == "prize":
        ptype = cat.prize_type[card] or ""
        if ptype == "gold":
            return ngettext("{gold} gold", "{gold} gold", cat.gold[card]).format(
                gold=cat.gold[card])
        return word(ptype)
    return _("Reference card")


def card_names(cat: Catalogue, cards: tuple[int, ...] | list[int]) -> str:
    """Names of visible cards joined for a sentence: 'Cannons 2, Traitor and 3 gold'."""
    names = [card_name(cat, c) for c in cards]
    return join_words(names)


def join_words(words: list[str]) -> str:
    if not words:
        return ""
    if len(words) == 1:
        return words[0]
    return _("{first} and {last}").format(first=", ".join(words[:-1]), last=words[-1])


def destination_text(cat: Catalogue, card: int) -> str:
    """'Fort: navigation 1, cannons 4, sabers 3 for 4 prizes' (a revealed card)."""
    kind = cat.dest_kind[card] or ""
    if kind in ("fort", "merchant", "settlement"):
        return ngettext("{kind}: needs {needs} for {k} prize card",
                        "{kind}: needs {needs} for {k} prize cards", cat.prizes[card]).format(
            kind=kind_name(kind), needs=skills_text(cat.require[card]) or _("nothing"),
            k=cat.prizes[card])
    if kind == "port":
        return ngettext("{kind}: everyone draws {k} crew card",
                        "{kind}: everyone draws {k} crew cards", cat.draw[card]).format(
            kind=kind_name(kind), k=cat.draw[card])
    return kind_name(kind)
