"""RUM's rules & cards, in our own words, and a glossary with each kind of card's picture
(drawn by scenes/rum/cards.py) beside its text. Numbers come from the catalogue
(`game.rum.cards`): the points targets, the clock's penalties, the colours and their bottle
shapes; the values the rules contract marks unverified (RU1–RU4) are flagged "provisional".

Opened over the current scene (a game below simply waits); Escape, F1 or Close goes back.
"""

from __future__ import annotations

from typing import Any

import pygame as pg

from game.core.i18n import N_, _, ngettext
from game.rum.words import word
from scenes.kit.help_shell import Block, HelpShell, Pages
from scenes.kit.help_shell import block as _b
from scenes.rum.cards import CardArt, card_size

PROVISIONAL = {
    "colour_names": N_("the names of red, purple, orange and white"),
    "rum_pairs": N_("which colour sits on each card's double end"),
    "targets.2": N_("the target for 2 players"),
    "targets.3": N_("the target for 3 players"),
    "targets.4": N_("the target for 4 players"),
    "penalties": N_("how many cards the parrot takes at each clock value"),
}


def _penalty_words(cat: Any) -> str:
    runs: list[str] = []
    start = 1
    for clock in range(2, 10):
        if clock == 9 or cat.penalty(clock) != cat.penalty(start):
            runs.append(ngettext("clock {a}–{b}: {n} card", "clock {a}–{b}: {n} cards",
                                 cat.penalty(start)).format(a=start, b=clock - 1,
                                                            n=cat.penalty(start)))
            start = clock
    return "; ".join(runs)


SECTIONS = Pages()


@SECTIONS.page(N_("How to play"))
def _how_to_play(cat: Any) -> list[Block]:
    return [
        _b("h1", _("How to play")),
        _b("p", _("Shipwrecked pirates dig bottles of rum out of a wreck and off the beach. "
                  "Lay bottles to win the seven captain cards: each is worth as many points "
                  "as the number on top of it. Reach the points target first — or hold the "
                  "most points when the castaway clock reaches the pirate ship — and you win.")),
        _b("h2", _("The table")),
        _b("bullet", _("The wreck: a face-down pile you draw from at random. Its size is "
                       "public.")),
        _b("bullet", _("The beach: three spots beside the wreck. Cards there lie single end "
                       "up, some face up, some face down.")),
        _b("bullet", _("The seven captain cards, one per colour, all starting at 1 in the "
                       "middle.")),
        _b("bullet", _("The castaway clock, starting at 1.")),
        _b("h2", _("Your turn")),
        _b("p", _("Do exactly one thing: take a beach card (a new face-down card from the "
                  "wreck fills its spot), take a random card from the wreck, or lay a set.")),
        _b("h2", _("Points targets")),
        _b("p", _("2 players: {a} points. 3 players: {b} points. 4 players: {c} points.").format(
            a=cat.target(2), b=cat.target(3), c=cat.target(4))),
    ]


@SECTIONS.page(N_("Sets"))
def _sets(cat: Any) -> list[Block]:
    return [
        _b("h1", _("Sets and captures")),
        _b("p", _("Pick one or more rum cards from your hand and choose, for each, which end "
                  "is up: the single end counts one bottle, the double end two bottles of "
                  "its own colour. Every face-up beach card adds its single bottle too — "
                  "the beach belongs to everyone.")),
        _b("p", _("Count the bottles per colour. If you have more bottles of a colour than "
                  "that captain card's number, the card is yours — from the middle, from a "
                  "rival, or your own card raised — and its number becomes your bottle "
                  "count (8 at most).")),
        _b("h2", _("Rum trio")),
        _b("p", _("All three single bottles of one colour in a set (from your hand or the "
                  "beach) are a rum trio: it takes that colour's card whatever its number and "
                  "adds 2 (8 at most). If the count would give more, you get the higher "
                  "value.")),
        _b("h2", _("What is allowed")),
        _b("bullet", _("A set must take or raise at least one captain card, or it cannot be "
                       "laid.")),
        _b("bullet", _("Your own card at 8 cannot rise any more, so it does not count.")),
        _b("bullet", _("The cards you laid go back into the wreck; the beach cards stay.")),
        _b("note", _("The set builder shows the bottles, every capture and the new scores "
                     "before you confirm, and says why a set is not allowed.")),
    ]


@SECTIONS.page(N_("Beach & parrot"))
def _beach_parrot_clock(cat: Any) -> list[Block]:
    return [
        _b("h1", _("Beach, parrot and clock")),
        _b("h2", _("The beach")),
        _b("p", _("A face-up card you take from the beach stays known to everyone while you "
                  "hold it; the table marks it by your name as a memory aid. A face-down "
                  "card is seen only by you — unless it is the parrot.")),
        _b("h2", _("The parrot")),
        _b("p", _("One parrot hides among the cards. Draw it and everyone sees it: you give "
                  "back cards of your choice to the wreck — the clock shows how many — then "
                  "the parrot flies back into the wreck and the clock moves on by one. "
                  "Drawing it was your turn.")),
        _b("p", _("Cards the parrot takes: {list}.").format(list=_penalty_words(cat))),
        _b("h2", _("Waves")),
        _b("p", _("When a turn ends with all three beach cards face down, a wave turns them "
                  "face up. A parrot among them makes every player give back cards, then it "
                  "goes into the wreck, the clock moves on, and its spot gets a new face-up "
                  "card. A rum trio on the beach washes back into the wreck and three new "
                  "face-up cards arrive.")),
        _b("h2", _("The empty wreck")),
        _b("p", _("The moment the wreck runs out, whoever holds the most cards puts the whole "
                  "hand back into it (all of them, if several tie) and the clock moves on.")),
        _b("h2", _("The end")),
        _b("p", _("The game ends at once when a set brings someone to the target, or when "
                  "the clock reaches 8, the pirate ship. Most points wins; on a tie, more "
                  "captain cards; then the single highest captain card; then the win is "
                  "shared.")),
    ]


@SECTIONS.page(N_("Cards"))
def _cards(cat: Any) -> list[Block]:
    first = cat.card(0)
    out = [
        _b("h1", _("Cards")),
        _b("card", _("Rum card (21). One end shows a single bottle, the other a double "
                     "bottle of another colour. On the beach it lies single end up; in a set "
                     "you choose the end."), "rum:0"),
        _b("card", _("The same card laid double end up: two {colour} bottles.").format(
            colour=word(cat.colours[first.double].key)), "double:0"),
        _b("card", _("Captain card (7, one per colour). The number is its value and its "
                     "points, 1 to 8; the pips count up to it."), "captain:0:3"),
        _b("card", _("Castaway clock. The hand shows the clock, 8 is the pirate ship; the "
                     "little cards at the bottom are how many the parrot takes now."),
           "clock:3"),
        _b("card", _("The parrot. No bottles: whoever draws it gives back cards, and the "
                     "clock moves on."), "parrot"),
        _b("card", _("The back of every rum card and of the parrot."), "back"),
        _b("h2", _("Colours and bottle shapes")),
    ]
    for c in cat.colours:
        out.append(_b("card", _("{colour}: the {shape} bottle. Three cards show it on the "
                                "single end, three on the double end.").format(
            colour=word(c.key).capitalize(), shape=_(SHAPE_WORDS.get(c.shape, c.shape))),
            f"captain:{c.index}:1"))
    if cat.unverified:
        out.append(_b("h2", _("Provisional values")))
        out.append(_b("note", _("These are our best reading of a damaged rulebook, not yet "
                                "checked against a printed copy:")))
        for key in cat.unverified:
            out.append(_b("bullet", _(PROVISIONAL.get(key, key))))
    return out


SHAPE_WORDS = {"round": N_("round bottle"), "tall": N_("tall bottle"),
               "square": N_("square bottle"),
               "flask": N_("flask"), "jug": N_("jug"), "gourd": N_("gourd"),
               "demijohn": N_("demijohn")}


@SECTIONS.page(N_("Controls"))
def _controls(cat: Any) -> list[Block]:
    return [
        _b("h1", _("Controls")),
        _b("bullet", _("Draw: click a beach card or the wreck, or drag it into your hand.")),
        _b("bullet", _("Build a set: click hand cards, or drag them onto Your set. Click a "
                       "card in the set to turn it round; drag it back to take it out.")),
        _b("bullet", _("Lay this set confirms; Cancel the set puts the cards back.")),
        _b("bullet", _("Giving back cards: click the cards, then Return.")),
        _b("bullet", _("Keyboard: Tab and the arrows move, Enter or Space acts, Delete takes "
                       "a card out of the set, Escape cancels, Ctrl+Z takes back a move.")),
        _b("bullet", _("Hot-seat: the screen hides every hand until the next pirate says it "
                       "is them.")),
        _b("bullet", _("Hint: press H or the Hint button to hear what a cunning AI pirate "
                       "would do in your place; a set it names is built for you to lay.")),
    ]


class HelpScene(HelpShell):
    """RUM's rules & cards on the kit's help shell."""

    sections = SECTIONS
    card_art = CardArt

    def pic_w(self) -> int:
        return card_size(self.pic_h())[0]

    def picture(self, pic: str) -> pg.Surface:
        """A card's picture for a glossary block, drawn by the table's own art."""
        h = self.pic_h()
        kind, _sep, rest = pic.partition(":")
        args = [int(a) for a in rest.split(":")] if rest else []
        if kind == "rum":
            return self.art.face(args[0], h)
        if kind == "double":
            return self.art.face_up(args[0], "double", h)
        if kind == "captain":
            return self.art.captain(args[0], args[1], h)
        if kind == "clock":
            return self.art.clock(args[0], self.cat.penalty(args[0]), h)
        if kind == "parrot":
            return self.art.face(self.cat.parrot, h)
        return self.art.back("rum", h)
