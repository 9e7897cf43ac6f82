"""Rules & cards: how to play in our own words, and a glossary of every card, grouped by kind,
each entry with its picture: the table's own card face (scenes/jolly_roger/cards.py) beside
its words (issue 15).

Opened from the title or with F1 from anywhere; it lies over the current scene (a game below
simply waits) and Escape, F1 or Close goes back. Card numbers (skills, crew, gold, how many
of each, the destinations' ranges) come from `game.jolly_roger.cards`; the words for what
special cards do come from `scenes.jolly_roger.cardtext`.
"""

from __future__ import annotations

from collections import Counter

import pygame as pg

from game.core.i18n import N_, _, ngettext
from game.jolly_roger import THREE_PIRATES
from game.jolly_roger.cards import ATTACK_KINDS, Catalogue
from scenes import theme as T
from scenes.jolly_roger.cards import RATIO, CardArt
from scenes.jolly_roger.cardtext import (
    SPECIAL_TEXT,
    kind_name,
    skill_name,
    skills_text,
    special_name,
)
from scenes.kit.help_shell import FONTS, Block, HelpShell, Pages

SECTIONS = Pages()


@SECTIONS.page(N_("How to play"))
def _how_to_play(cat: Catalogue) -> list[Block]:
    return [
        ("h1", _("How to play")),
        ("p", _("You are pirates sharing one ship. Over at most ten voyages the crew raids forts, "
                "merchant ships and settlements, calls at pirate ports and digs on treasure "
                "islands. Whoever holds the most gold at the end wins; if pirates tie, the one "
                "with more Rum wins, and a tie after that is shared.")),
        ("h2", _("Your cards")),
        ("p", _("Your hand holds crew cards. Each normal crew card shows one skill — navigation, "
                "cannons or sabers — and a crew number, which only matters in a mutiny. Strong "
                "fighters tend to be weak in a mutiny and the other way round. Special crew "
                "cards do something unusual at their moment (see Cards).")),
        ("p", _("Prize cards are your loot. They lie face up in front of you, so everyone can "
                "see who is getting rich.")),
        ("h2", _("A round")),
        ("bullet", _("Appointment: the captain names a quartermaster.")),
        ("bullet", _("Voyage: the captain picks where the ship goes. Each kind of destination "
                     "has its own stack; the captain draws the top card face down.")),
        ("bullet", _("Punishment: the captain may have the quartermaster throw away a random "
                     "card from another pirate's hand.")),
        ("p", _("After each of the captain's three decisions, anyone but the captain may call "
                "a mutiny — but only once per round.")),
        ("h2", _("Three pirates")),
        ("p", _(THREE_PIRATES) + " " + _("There is no appointment; wherever a card or a rule "
                                         "names the quartermaster, it means the captain.")),
        ("h2", _("Hand limit")),
        ("p", _("Whenever you hold more crew cards than the limit for your table size, you "
                "throw away the extra ones of your choice at once.")),
    ]


@SECTIONS.page(N_("Voyages & mutiny"))
def _voyages(cat: Catalogue) -> list[Block]:
    return [
        ("h1", _("Voyages")),
        ("h2", _("Attacking a Fort, Merchant Ship or Settlement")),
        ("p", _("The quartermaster leads: they must play the first crew card (if they have "
                "one). Then, going round the table, everyone may add crew cards or pass; a pass "
                "is not final. The round of plays ends when a full lap passes without a card, "
                "or when the quartermaster decides to reveal the target.")),
        ("p", _("The target card then shows what it needs. Add up the played cards skill by "
                "skill: the attack succeeds only if every skill reaches its number. An "
                "all-rounder card counts for one skill of the quartermaster's choice. Played "
                "cards are gone either way.")),
        ("h2", _("Sharing the loot")),
        ("p", _("On success the quartermaster draws the prize cards shown on the target. The "
                "captain picks one first; the quartermaster hands out the rest as evenly as "
                "the count allows — nobody gets a second card while someone has none.")),
        ("h2", _("Pirate Port")),
        ("p", _("No fight. Everyone draws the crew cards shown on the port card. Then each "
                "pirate may trade one prize card for an extra crew card, ransom Hostages (two "
                "new prize cards each) and sell Jewels (one new prize card each).")),
        ("h2", _("Treasure Island")),
        ("p", _("Someone must play an Old Sailor (the map) or the ship cannot land and the "
                "captain picks another course. Once ashore, everyone may bury face-up prize "
                "cards: buried cards are safe from mutinies but no longer on show. Jewels and "
                "Hostages cannot be buried; Rum can, as a bluff.")),
        ("h1", _("Mutiny")),
        ("p", _("Call “Mutiny!” by playing one crew card: you become the First Mutineer. Then, "
                "going round, everyone may back the captain or the mutineers with crew cards — "
                "always the same side — or stay out. Each side counts the crew numbers of its "
                "cards; the totals are public. The mutineers need more crew than the captain "
                "to win.")),
        ("p", _("If the mutineers win, the First Mutineer becomes captain. Either way the "
                "captain appoints a quartermaster, who collects every face-up prize card of "
                "the losing side and shares them out again (the captain first). The crew cards "
                "of the mutiny are shuffled and dealt round.")),
        ("p", _("A mutiny after the punishment decision cancels the punishment and ends the "
                "round.")),
        ("h1", _("Bribes and promises")),
        ("p", _("At your own decisions you may offer another pirate a crew card or a face-up "
                "prize card. They may take it or leave it. Promises go into the log and bind "
                "nobody — as befits pirates.")),
        ("h1", _("The end")),
        ("p", _("The game ends after the round of the tenth voyage, or the round in which the "
                "last prize card was drawn. All prize cards are turned up. Gold cards count "
                "their value, each Hostage 1, and each unsold Jewel is worth the gold of a "
                "prize card drawn for it.")),
    ]


@SECTIONS.page(N_("Crew cards"))
def _crew_cards(cat: Catalogue) -> list[Block]:
    blocks: list[Block] = [("h1", _("Crew cards")),
                           ("p", _("Normal crew: skill points for attacks, a crew number for "
                                   "mutinies."))]
    normal = Counter((cat.skills[c], cat.multi[c], cat.crew[c])
                     for c in cat.crew_ids if cat.special[c] is None)
    picture: dict[tuple[tuple[int, int, int], bool], int] = {}   # each group's first card
    for c in cat.crew_ids:
        if cat.special[c] is None:
            picture.setdefault((cat.skills[c], cat.multi[c]), c)
    groups: dict[tuple[tuple[int, int, int], bool], list[str]] = {}
    for (skills, multi, crew), count in sorted(normal.items(), key=lambda kv: -kv[0][2]):
        groups.setdefault((skills, multi), []).append(
            _("crew {crew} ×{k}").format(crew=crew, k=count))
    for (skills, multi), variants in sorted(groups.items(),
                                            key=lambda kv: (kv[0][1], kv[0][0][::-1])):
        if multi:
            what = _("All-rounder: {skills}").format(skills=skills_text(skills, " / "))
        else:
            what = skills_text(skills).capitalize()
        blocks.append(("card", _("{what}  —  {variants}").format(
            what=what, variants=", ".join(variants)), str(picture[(skills, multi)])))
    blocks.append(("note", _("An all-rounder counts for only one of its skills in an attack, "
                             "chosen by the quartermaster.")))
    blocks.append(("h2", _("Special crew")))
    blocks.append(("p", _("Each special card does its trick at its moment and is then "
                          "discarded. In a mutiny any special card may instead be played "
                          "as plain crew.")))
    counts = Counter(cat.special[c] for c in cat.crew_ids if cat.special[c])
    first = {}   # each special kind's first card, in the data file's order
    for c in cat.crew_ids:
        if cat.special[c] and cat.special[c] not in first:
            first[cat.special[c]] = c
    for key, card in first.items():
        row = cat.special_row[card]
        assert row is not None
        when, effect = SPECIAL_TEXT[row.text]
        blocks.append(("card", _("{name} · crew {crew} · {k}×").format(
            name=special_name(row.text), crew=cat.crew[card], k=counts[key]), str(card)))
        if row.role:
            blocks.append(("note", _("A role card: it never goes into the crew deck.")))
        else:
            blocks.append(("note", _("When: {when}.").format(when=_(when))))
        blocks.append(("p", _(effect)))
    return blocks


@SECTIONS.page(N_("Destinations & prizes"))
def _destinations_and_prizes(cat: Catalogue) -> list[Block]:
    blocks: list[Block] = [("h1", _("Destinations")),
                           ("p", _("Each kind has its own face-down stack. The backs show the "
                                   "range each skill can need, so the captain can judge the "
                                   "risk. Some cards are only used at smaller or larger "
                                   "tables."))]
    kinds = Counter(cat.dest_kind[c] for c in cat.destination_ids)
    shown: dict[str, int] = {}   # each kind's picture: its first card
    for c in cat.destination_ids:
        shown.setdefault(cat.dest_kind[c] or "", c)
    for kind in ATTACK_KINDS:
        ranges = cat.ranges(kind)
        needs = ", ".join(_("{skill} {lo}–{hi}").format(skill=skill_name(s), lo=lo, hi=hi)
                          if lo != hi else f"{skill_name(s)} {lo}"
                          for s, (lo, hi) in ranges.items() if s != "prizes")
        lo, hi = ranges["prizes"]
        blocks.append(("card", _kind_count(kind, kinds[kind]), str(shown[kind])))
        blocks.append(("p", ngettext("Needs {needs}; wins {lo}–{hi} prize card.",
                                     "Needs {needs}; wins {lo}–{hi} prize cards.", hi).format(
            needs=needs, lo=lo, hi=hi)))
    lo, hi = cat.ranges("port")["draw"]
    blocks.append(("card", _kind_count("port", kinds["port"]), str(shown["port"])))
    blocks.append(("p", ngettext("Everyone draws {lo}–{hi} crew card; then trades and ransoms.",
                                 "Everyone draws {lo}–{hi} crew cards; then trades and ransoms.",
                                 hi).format(lo=lo, hi=hi)))
    blocks.append(("card", _kind_count("island", kinds["island"]), str(shown["island"])))
    blocks.append(("p", _("Land with an Old Sailor's map and bury your prize cards.")))
    blocks.append(("h1", _("Prize cards")))
    prizes = Counter((cat.prize_type[c], cat.gold[c]) for c in cat.prize_ids)
    first = {}
    for c in cat.prize_ids:
        first.setdefault((cat.prize_type[c], cat.gold[c]), c)
    for (ptype, gold), count in sorted(prizes.items(), key=lambda kv: (str(kv[0][0]), kv[0][1])):
        if ptype == "gold":
            name = ngettext("{gold} gold", "{gold} gold", gold).format(gold=gold)
            effect = _("Worth {gold} at the end.").format(gold=gold)
        else:
            name, effect = PRIZE_WORDS[ptype or ""]
            name, effect = _(name), _(effect)
        blocks.append(("card", _("{name} · {k}×").format(name=name, k=count),
                       str(first[(ptype, gold)])))
        blocks.append(("p", effect))
    return blocks


def _kind_count(kind: str, k: int) -> str:
    return ngettext("{kind} · {k} card", "{kind} · {k} cards", k).format(kind=kind_name(kind), k=k)


PRIZE_WORDS = {
    "rum": (N_("Rum"), N_("Worth nothing, but trades at a port like any prize and breaks ties "
                          "at the end.")),
    "jewels": (N_("Jewels"), N_("Sell them at a port for a new prize card, or keep them: at the "
                                "end they are worth the gold of a prize card drawn for them.")),
    "hostage": (N_("Hostage"), N_("Ransom at a port for two new prize cards, or keep: worth 1 "
                                  "gold at the end.")),
}


@SECTIONS.page(N_("Controls"))
def _controls(cat: Catalogue) -> list[Block]:
    return [
        ("h1", _("Controls")),
        ("bullet", _("Drag a card onto where it should go; legal places light up. Or click a "
                     "card, then click the place.")),
        ("bullet", _("Hover a card (or move to it with the keyboard) to see it large.")),
        ("bullet", _("Tab and the arrow keys move between buttons and cards; Enter or Space "
                     "chooses.")),
        ("bullet", _("H (or the Hint button) shows what a seasoned AI pirate would do in "
                     "your place. It judges from what you can see, never from hidden cards.")),
        ("bullet", _("Ctrl+Z takes back your last move while no one else has acted, when you "
                     "play alone against AI pirates.")),
        ("bullet", _("L opens and closes the ship's log.")),
        ("bullet", _("F1 opens these rules from anywhere; the game waits underneath.")),
        ("bullet", _("F11 switches full screen on and off.")),
        ("bullet", _("Escape goes back or closes what is open.")),
        ("h2", _("Playing together on one computer")),
        ("p", _("When it is another human's turn, a curtain asks you to pass the computer. "
                "Nobody's cards show until the named pirate clicks. Mutiny calls are asked on "
                "the shared screen, with one button per human, without showing any hand.")),
    ]


class HelpScene(HelpShell):
    """Jolly Roger's rules & cards on the kit's help shell, over the game (veiled): a card's
    name in bold with a brass mark, and what it does, beside its picture; a rule under each
    page's title; a scroll bar."""

    sections = SECTIONS
    card_art = CardArt
    fonts = {**FONTS, "card": (19, "bold", 13)}
    pic_gap = 16
    entries = True
    veiled = True
    scroll_bar = True

    def pic_h(self) -> int:
        return self.px(96)

    def pic_w(self) -> int:
        return round(self.pic_h() / RATIO)

    def picture(self, pic: str) -> pg.Surface:
        """The card's own face (scenes/jolly_roger/cards.py)."""
        return self.art.face(int(pic), self.pic_h())

    def ornament(self, surface: pg.Surface, style: str, x: int, y: int,
                 font: pg.font.Font, page: pg.Rect) -> None:
        px = self.px
        if style == "card":
            pg.draw.rect(surface, T.BRASS, pg.Rect(x - px(10), y + px(3), px(4),
                                                   font.get_height() - px(4)))
        elif style == "h1":
            rule_y = y + font.get_height() + px(1)
            pg.draw.line(surface, T.BRASS_DARK, (x, rule_y), (page.right - px(8), rule_y), 1)
