"""Meuterer's rules & cards, in our own words (never the rulebook's), and a glossary with each
kind of card's picture (drawn by scenes/meuterer/cards.py) beside its text, on the kit's help
shell. Numbers come from the catalogue (`game.meuterer.cards`): goods counts, the islands'
goods, sales tables and ship points, the rounds, the hand size; the values the data file marks
unverified (RU9) are flagged "provisional".
"""

from __future__ import annotations

from typing import Any

import pygame as pg

from game.core.i18n import N_, _, ngettext
from game.meuterer.words import word
from scenes.kit.help_shell import Block, HelpShell, Pages
from scenes.kit.help_shell import block as _b
from scenes.meuterer.cards import CardArt, card_size, island_size

SECTIONS = Pages()


@SECTIONS.page(N_("How to play"))
def _how_to_play(cat: Any) -> list[Block]:
    return [
        _b("h1", _("How to play")),
        _b("p", _("Three or four sailors crew one merchant ship that sails a ring of twelve "
                  "islands. Each round you offer goods for sale, then quietly choose a job "
                  "aboard — and sometimes someone tries to seize the helm. Whoever holds the "
                  "most victory points after the last round wins; points may drop below "
                  "zero.")),
        _b("p", _("The game lasts {four} rounds with four players and {three} with three. "
                  "Everyone holds {hand} cards at the start of a round.").format(
            four=cat.rounds(4), three=cat.rounds(3), hand=cat.hand_size)),
        _b("h2", _("The ring of islands")),
        _b("p", _("An island on its light side is open for trade; on its dark side it is "
                  "closed (dimmed and hatched on the table). Trade happens on "
                  "at most two islands: where the ship lay last round and where it lies now. "
                  "At the start only {island} trades, with the ship beside it.").format(
            island=_(cat.islands[cat.start_island].name))),
        _b("h2", _("A round, step by step")),
        _b("bullet", _("The captain names the wage: 0 to 3 points for a mate who stays "
                       "loyal.")),
        _b("bullet", _("Offering: in turn from the captain, lay one card face up, or stop. "
                       "Stopping keeps the rest of your hand face down in front of you.")),
        _b("bullet", _("Whoever stops (except the captain) takes one job card from the middle "
                       "in secret. The captain, on stopping, sends the ship one island on "
                       "for each card kept back.")),
        _b("bullet", _("When all have stopped the jobs are shown together. A mutineer aims "
                       "the ship the same way: one island on per card kept back.")),
        _b("bullet", _("If there is a mutineer, a sabre fight decides who steers.")),
        _b("bullet", _("Points for the jobs, then the goods are sold on the trading "
                       "islands.")),
        _b("bullet", _("The ship sails; the face-up cards are discarded; everyone takes back "
                       "the cards kept and draws up to {hand}.").format(hand=cat.hand_size)),
    ]


@SECTIONS.page(N_("Jobs"))
def _roles(cat: Any) -> list[Block]:
    return [
        _b("h1", _("The jobs aboard")),
        _b("card", _("Mate: stands with the captain and brings a sabre of their own to any "
                     "fight. If the captain keeps the ship, the mate earns 1 point plus the "
                     "wage, paid by the captain."), "role:mate"),
        _b("card", _("Mutineer: fights the captain for the ship. A win scores the ship "
                     "points of the mutineer's island and makes the mutineer the new "
                     "captain."), "role:mutineer"),
        _b("card", _("Ship's Boy: sides with the mutineer. If the mutiny succeeds, 2 "
                     "points."), "role:boy"),
        _b("card", _("Merchant: stays out of fights. When tied for the most cards on a "
                     "trading island, the merchant is paid as if alone at the top."),
           "role:merchant"),
        _b("card", _("Loadmaster: stays out of fights. When drawing, may draw 3 cards more "
                     "than needed and keep the best; the rest go unseen under the discard "
                     "pile."), "role:loadmaster"),
        _b("note", _("The captain never takes a job. Jobs nobody took do nothing this "
                     "round.")),
    ]


@SECTIONS.page(N_("Fight & sales"))
def _fight_and_sales(cat: Any) -> list[Block]:
    return [
        _b("h1", _("The fight and the sales")),
        _b("h2", _("The sabre fight")),
        _b("p", _("Captain and mate stand on one side, mutineer and ship's boy on the other. "
                  "Each side counts the sabres its members laid face up while offering, plus "
                  "one for the mate. Then, from the captain round the table, the fighters may "
                  "add sabres from the cards they kept back — any number, or none — until a "
                  "whole round passes with no new sabre.")),
        _b("p", _("More sabres win; a tie goes to the mutineer. The winner's destination "
                  "counts: they score its ship points and the ship sails there. The loser's "
                  "destination card is removed.")),
        _b("p", _("If the captain keeps the ship, the captain pays the mate the wage — even "
                  "into negative points.")),
        _b("h2", _("Selling")),
        _b("p", _("Each trading island buys one good (some buy any good). In turn from the "
                  "captain, each seller says where their offered goods go: one kind of good "
                  "per island, and every card that could be sold must be sold. Only the "
                  "choices that are really open are asked; the table proposes the best one "
                  "for you.")),
        _b("p", _("On each island, whoever placed the most cards scores the first number of "
                  "its sales table; two tied score the second each, three tied the third; "
                  "four tied score nothing — unless the merchant is among them.")),
        _b("note", _("Sabres are never sold.")),
    ]


@SECTIONS.page(N_("Cards"))
def _cards(cat: Any) -> list[Block]:
    out = [_b("h1", _("Cards")), _b("h2", _("Goods"))]
    for g in cat.goods:
        if g.key == "conflict":
            out.append(_b("card", ngettext(
                "Sabre (conflict card), {n} in the deck: counts in a fight, never sold.",
                "Sabre (conflict card), {n} in the deck: counts in a fight, never sold.",
                g.count).format(n=g.count), f"good:{g.key}"))
            continue
        buyers = ", ".join(_(i.name) for i in cat.islands if i.buys in (g.key, "any"))
        out.append(_b("card", ngettext("{good}: {n} card in the deck. Bought by {islands}.",
                                       "{good}: {n} cards in the deck. Bought by {islands}.",
                                       g.count).format(good=word(g.key).capitalize(), n=g.count,
                                                       islands=buyers), f"good:{g.key}"))
    out.append(_b("card", _("The back of every goods card."), "back:goods"))
    out.append(_b("h2", _("Islands")))
    out.append(_b("card", _("Light side: trading this round. Top: the name. Bottom left: "
                            "the good it buys; middle: its sales table (alone / two tied / "
                            "three tied); right: the ship points."),
                  f"island:{cat.start_island}:1"))
    out.append(_b("card", _("Dark side (dimmed, hatched): closed for trade."),
                  f"island:{cat.start_island}:0"))
    for isl in cat.islands:
        out.append(_b("bullet", _("{island}: buys {good}; pays {a} / {b} / {c}; ship points "
                                  "{s}.").format(island=_(isl.name), good=word(isl.buys),
                                                 a=isl.table[0], b=isl.table[1], c=isl.table[2],
                                                 s=isl.ship)))
    out += [
        _b("h2", _("On the ship")),
        _b("card", _("Captain cards: two, each with a wage on either side (0 or 1, 2 or 3). "
                     "The one laid out shows this round's wage."), "wage:1:0"),
        _b("card", _("The captain's destination card: where the captain steers."),
           "dest:captain"),
        _b("card", _("The mutineer's destination card: where the mutineer would steer."),
           "dest:mutineer"),
        _b("card", _("The back of the job cards: all five look alike."), "back:role"),
    ]
    if cat.unverified:
        out.append(_b("h2", _("Provisional values")))
        out.append(_b("note", _("The islands' goods, sales tables and ship points come from "
                                "a secondary source and are not yet checked against a "
                                "printed copy.")))
    return out


@SECTIONS.page(N_("Controls"))
def _controls(cat: Any) -> list[Block]:
    return [
        _b("h1", _("Controls")),
        _b("bullet", _("Offer: click a card in your hand, then Offer — or drag it onto your "
                       "offer row. Pass stops offering.")),
        _b("bullet", _("Job: click one of the job cards shown, or its button.")),
        _b("bullet", _("Fight: the buttons play that many sabres; you may also drag your "
                       "kept-back sabres onto the fight panel.")),
        _b("bullet", _("Selling: step through the legal plans with the arrows or by clicking "
                       "an island; Best for me picks the proposal; Sell confirms.")),
        _b("bullet", _("Keyboard: Tab and the arrows move, Enter or Space acts, digits pick a "
                       "wage or a number of sabres, Escape cancels, Ctrl+Z takes back an "
                       "offer or the wage.")),
        _b("bullet", _("Hint: press H or the Hint button to see what a strong AI sailor would "
                       "do in your place.")),
        _b("bullet", _("Hot-seat: the screen hides every hand until the next sailor says it "
                       "is them; jobs are chosen behind that curtain.")),
    ]


class HelpScene(HelpShell):
    """Meuterer's rules & cards on the kit's help shell."""

    sections = SECTIONS
    card_art = CardArt

    def pic_w(self) -> int:
        """Wide enough for an island lying across at a readable size (cards sit left)."""
        return max(card_size(self.pic_h())[0], round(self.pic_h() * 1.3))

    def picture(self, pic: str) -> pg.Surface:
        """A card's picture for a glossary block, centred in the picture column (an island,
        lying across, takes its whole width)."""
        img = self._picture(pic)
        out = pg.Surface((self.pic_w(), self.pic_h()), pg.SRCALPHA)
        out.blit(img, img.get_rect(center=out.get_rect().center))
        return out

    def _picture(self, pic: str) -> pg.Surface:
        h = self.pic_h()
        kind, _sep, rest = pic.partition(":")
        if kind == "good":
            return self.art.good(rest, h)
        if kind == "role":
            return self.art.role(rest, h)
        if kind == "wage":
            a, _s, b = rest.partition(":")
            return self.art.wage(int(a), int(b), h)
        if kind == "dest":
            return self.art.destination(rest, h)
        if kind == "island":
            a, _s, b = rest.partition(":")
            w = self.pic_w()
            assert island_size(w)[1] <= h
            return self.art.island(int(a), b == "1", w)
        if kind == "back":
            return self.art.back(rest, h)
        return self.art.back("goods", h)

