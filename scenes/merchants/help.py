"""Merchants & Marauders' rules & cards, in our own words: a short how to play, the port, the
battle and glory, the controls, and a glossary of the captain, glory and event cards, each
with its picture (scenes/merchants/art.py) beside the engine's own generated text.

Opened over the current scene (a game below simply waits); Escape, F1 or Close goes back.
"""

from __future__ import annotations

from typing import Any

import pygame as pg

from game.core.i18n import N_, _
from scenes.kit.help_shell import Block, HelpShell, Pages
from scenes.kit.help_shell import block as _b
from scenes.merchants import say
from scenes.merchants.art import CardArt, size_of

SECTIONS = Pages()


@SECTIONS.page(N_("How to play"))
def _how_to_play(cat: Any) -> list[Block]:
    return [
        _b("h1", _("How to play")),
        _b("p", _("Each player is a captain in the Caribbean of the 1600s. Trade goods between "
                  "the ports, raid merchants, hunt pirates or become one, take missions and "
                  "chase rumours. Every deed worth telling earns glory; the first captain to "
                  "reach the glory target wins.")),
        _b("h2", _("A game turn")),
        _b("bullet", _("An event card is drawn: the weather, wars and the non-player ships — "
                       "the nations' flagships and the pirates — move or act.")),
        _b("bullet", _("Then each captain takes a turn of three actions: Move to an adjacent "
                       "zone (or into or out of its port), Scout a ship or merchant in the "
                       "zone, or take the Port action.")),
        _b("h2", _("The chart")),
        _b("p", _("Seventeen sea zones, sixteen of them with a port flying its nation's flag. "
                  "Lanes join adjacent zones; the compass letters show where the non-player "
                  "ships sail. Point at anything on the chart to hear what it is.")),
    ]


@SECTIONS.page(N_("The port"))
def _port(cat: Any) -> list[Block]:
    return [
        _b("h1", _("The port")),
        _b("p", _("The Port action opens a visit in the port of your zone, step by step:")),
        _b("bullet", _("Sell cargo: the port pays for your goods; the good the port asks for "
                       "(its demand token) sells best and a big sale of it earns glory.")),
        _b("bullet", _("Buy: the market shows cargo cards, each with its price.")),
        _b("bullet", _("The shipyard: change your ship, repair damage, buy the modification "
                       "lying here or a weapon.")),
        _b("bullet", _("Recruit crew, gather rumours, take a mission lying in this port.")),
        _b("bullet", _("At your captain's home port, put ducats into the chest: they are safe "
                       "there, and every so many count as glory at the end.")),
    ]


@SECTIONS.page(N_("Battle"))
def _battle(cat: Any) -> list[Block]:
    return [
        _b("h1", _("Battle")),
        _b("p", _("A battle starts when a captain attacks a ship found in the zone. Each "
                  "round both sides declare: fire, board or escape.")),
        _b("bullet", _("The manoeuvre: both roll seamanship dice. A 5 or a 6 is a success; "
                       "the side with more successes wins the manoeuvre. The table shows the "
                       "odds before you declare.")),
        _b("bullet", _("Fire: the cannons hit the other ship's hull, masts, hold, crew or "
                       "cannons. A ship with no hull left sinks.")),
        _b("bullet", _("Board: the crews fight with leadership dice until one side has no "
                       "crew left.")),
        _b("bullet", _("The winner plunders the loser: ducats, cargo, glory cards — or takes "
                       "the ship itself — and earns glory.")),
        _b("p", _("Raiding a merchant is quicker: roll seamanship, then spend the successes "
                  "on the merchant's cargo cards. A raid sets a bounty on you.")),
    ]


@SECTIONS.page(N_("Glory"))
def _glory(cat: Any) -> list[Block]:
    return [
        _b("h1", _("Glory")),
        _b("bullet", _("A sale in demand, a won battle, a successful raid, a mission, a "
                       "rumour that proves true: each earns one glory on the track.")),
        _b("bullet", _("Glory cards are drawn as rewards; play them on your turn or at the "
                       "moment they name. Some are specialists you hire for your ship.")),
        _b("bullet", _("The ducats in your chest count as glory when the game ends. Reach the "
                       "target first and you win.")),
    ]


def _glossary(cat: Any, title: str, ids: tuple[int, ...]) -> list[Block]:
    out = [_b("h1", title)]
    for c in ids:
        words = say.card_text(cat, c).replace("\n", " ")
        out.append(_b("h2", say.card_name(cat, c), f"card:{c}"))
        if words:
            out.append(_b("p", words))
    return out


@SECTIONS.page(N_("Captains"))
def _captains(cat: Any) -> list[Block]:
    return _glossary(cat, _("Captains"), cat.captain_ids)


@SECTIONS.page(N_("Glory cards"))
def _glory_cards(cat: Any) -> list[Block]:
    return _glossary(cat, _("Glory cards"), cat.glory_ids)


@SECTIONS.page(N_("Events"))
def _events(cat: Any) -> list[Block]:
    return _glossary(cat, _("Events"), cat.event_ids)


@SECTIONS.page(N_("Controls"))
def _controls(cat: Any) -> list[Block]:
    return [
        _b("h1", _("Controls")),
        _b("bullet", _("Sail: click an adjacent zone that lights up. Enter or leave a port, "
                       "scout, take the Port action or end the turn with the buttons.")),
        _b("bullet", _("Pick cards (to sell, buy, keep or throw overboard) by clicking them, "
                       "then press the button that confirms.")),
        _b("bullet", _("Keyboard: Tab and the arrows move between zones, cards, buttons and "
                       "markers; Enter or Space acts; Escape cancels; Ctrl+Z takes back a "
                       "move that showed nothing new.")),
        _b("bullet", _("Hint: press H or the Hint button to hear what a seasoned AI captain "
                       "would do in your place.")),
        _b("bullet", _("Hot-seat: the screen hides every captain's secrets until the next "
                       "player says it is them.")),
    ]


class HelpScene(HelpShell):
    """Merchants & Marauders' rules & cards on the kit's help shell."""

    sections = SECTIONS
    card_art = CardArt
    entries = True

    def pic_h(self) -> int:
        return self.px(64)

    def pic_w(self) -> int:
        return size_of(self.pic_h())[0]

    def picture(self, pic: str) -> pg.Surface:
        _kind, _sep, rest = pic.partition(":")
        return self.art.face(int(rest), self.pic_h())
