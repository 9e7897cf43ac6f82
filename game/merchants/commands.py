"""Commands: what a seat wants to do (DA1). The engine accepts or refuses them (RuleError
naming the clause; nothing changes on a refusal).

In JSON (scenario files, saves) a command is an object tagged by "action", e.g.
{"seat": 1, "action": "move", "zone": 3, "port": false}. See docs/scenarios.md.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from game.core.records import Registry

COMMANDS = Registry("action")
register = COMMANDS.register


@register
class ChooseShip(NamedTuple):
    """S9, DR6: a sloop or a flute (in secret at setup, DA6)."""
    seat: int
    ship: str


@register
class Redraw(NamedTuple):
    """DR7: a pirate lies at the new captain's home: draw another captain."""
    seat: int


@register
class Retire(NamedTuple):
    """DR11: retire (True) or sail on (False) at the start of the turn, in port."""
    seat: int
    retire: bool


@register
class Move(NamedTuple):
    """MV1: to an adjacent zone's sea area, into this zone's port, or out of it."""
    seat: int
    zone: int
    port: bool


@register
class Scout(NamedTuple):
    """SC1: scout a target in the zone: "seat:N", "npc:S" (a slot), "merchant", "rumour"."""
    seat: int
    target: str


@register
class BeginPort(NamedTuple):
    """PT1: take the Port action here."""
    seat: int


@register
class Overboard(NamedTuple):
    """BY7, RU62: throw cargo cards from the hold, face up."""
    seat: int
    cards: tuple[int, ...]


@register
class EndTurn(NamedTuple):
    """A1: end the turn (unused actions are lost)."""
    seat: int


@register
class Haven(NamedTuple):
    """ZR1, RU10: "pay" the toll, "test" influence, or "back" (the Move is spent)."""
    seat: int
    choice: str


@register
class Merchant(NamedTuple):
    """MR3, MR4: the merchant's nation (the token's or the port's flag), and raid or not."""
    seat: int
    nation: str
    raid: bool


@register
class Sell(NamedTuple):
    """SL1: sell these cargo cards together (the first step of the Port action, PT3)."""
    seat: int
    cards: tuple[int, ...]


@register
class Market(NamedTuple):
    """BY1: draw the market (the buy step)."""
    seat: int


@register
class Buy(NamedTuple):
    """BY4: buy these cards of the market (none: buy nothing)."""
    seat: int
    cards: tuple[int, ...]


@register
class ChangeShip(NamedTuple):
    """YD2: sell the ship and buy one of `ship`; `keep` the modifications moved to the new
    ship at a refit yard (ZR2, RU11)."""
    seat: int
    ship: str
    keep: tuple[int, ...] = ()


@register
class Repair(NamedTuple):
    """YD6: restore `n` points of `location`."""
    seat: int
    location: str
    n: int


@register
class BuyModification(NamedTuple):
    """MD2: buy the port's modification."""
    seat: int


@register
class Refit(NamedTuple):
    """MD8: flip the Doubled Planking back."""
    seat: int


@register
class BuyWeapon(NamedTuple):
    """SW1."""
    seat: int
    weapon: str


@register
class SellWeapon(NamedTuple):
    """SW1."""
    seat: int
    weapon: str


@register
class Recruit(NamedTuple):
    """RC1: test leadership for crew."""
    seat: int


@register
class BuyCrew(NamedTuple):
    """RC2: after a failed recruiting test, buy `n` crew (0: none)."""
    seat: int
    n: int


@register
class Stash(NamedTuple):
    """SH1: put ducats into the chest (home port)."""
    seat: int
    n: int


@register
class Withdraw(NamedTuple):
    """SH3: take ducats out of the chest (home port)."""
    seat: int
    n: int


@register
class GatherRumour(NamedTuple):
    """RM1: pay the fee and test influence for a rumour."""
    seat: int


@register
class KeepRumour(NamedTuple):
    """RM2: keep this one of the two rumours."""
    seat: int
    card: int


@register
class CheckRumour(NamedTuple):
    """RM5, RM6: show the rumour and take its influence test here (its scouting test is a
    Scout action naming "rumour")."""
    seat: int


@register
class TakeMission(NamedTuple):
    """MS3: try to take this mission of the board."""
    seat: int
    card: int


@register
class Deliver(NamedTuple):
    """K45 deliver: hand in these cards for the mission."""
    seat: int
    cards: tuple[int, ...]


@register
class TaskTest(NamedTuple):
    """K45 test_at: take the mission's test here (a Port-action step)."""
    seat: int


@register
class EndPort(NamedTuple):
    """PT2: the Port action is over."""
    seat: int


@register
class Convert(NamedTuple):
    """MR9, SW5: discard weapons, each turning the die at the same place of `dice` into a
    success (both empty: none)."""
    seat: int
    weapons: tuple[str, ...]
    dice: tuple[int, ...]


@register
class Spend(NamedTuple):
    """MR10: spend one success: "draw", "discard" or "exchange" a card, or "stop"."""
    seat: int
    how: str
    card: int = -1


@register
class Keep(NamedTuple):
    """MR13, PL6, RU62: keep these face-up cards, throwing `overboard` of the hold's own to
    make room."""
    seat: int
    cards: tuple[int, ...]
    overboard: tuple[int, ...] = ()


@register
class Discard(NamedTuple):
    """MV4, PL3, GC1: throw away exactly the cards asked (cargo, or a glory card)."""
    seat: int
    cards: tuple[int, ...]


@register
class Declare(NamedTuple):
    """NB3: "fire", "board" or "escape"."""
    seat: int
    choice: str


@register
class Reroll(NamedTuple):
    """SW2, K19: reroll these of your dice `using` a weapon or ability (no dice: pass)."""
    seat: int
    dice: tuple[int, ...]
    using: str = ""


@register
class Shot(NamedTuple):
    """SW3, SW4: use chain shot or grapeshot on this volley ("": no)."""
    seat: int
    weapon: str


@register
class Place(NamedTuple):
    """HL3: the locations of the success hits, in order."""
    seat: int
    locations: tuple[str, ...]


@register
class Cancel(NamedTuple):
    """MD8, K19: cancel (or redirect, `to`) the hit on `location` `using` the planking or an
    ability ("" location: none)."""
    seat: int
    location: str
    using: str = ""
    to: str = ""


@register
class Chasers(NamedTuple):
    """MD10: fire the Bow Chasers at this Escape."""
    seat: int
    fire: bool


@register
class Plunder(NamedTuple):
    """PL2, PL8: take the beaten ship (`capture`), the ducats aboard, the cargo (what the
    hold cannot carry is then thrown, PL3), the glory cards (`hand`), the rumour, the
    weapons, the specialists."""
    seat: int
    capture: bool = False
    ducats: bool = False
    cargo: bool = False
    hand: bool = False
    rumour: bool = False
    weapons: bool = False
    specialists: bool = False


@register
class Claim(NamedTuple):
    """BN9: claim the reward from this nation ("": none)."""
    seat: int
    nation: str


@register
class Choose(NamedTuple):
    """K3: answer a card's choice with one of the options offered ("" where none is one)."""
    seat: int
    option: str


@register
class Hire(NamedTuple):
    """SP2: hire this specialist from the hand (its condition met)."""
    seat: int
    card: int


@register
class PlayGlory(NamedTuple):
    """GC3–GC5: play this glory card now (`choice`: what it is played on, if it asks)."""
    seat: int
    card: int
    choice: str = ""


@register
class Pass(NamedTuple):
    """GC4, GC5, DA8: play no card at this moment."""
    seat: int


Command = Any  # any registered command NamedTuple

#: A command from untrusted JSON (RecordError, a ValueError, says which field is wrong), and
#: back (game.core.records.Registry)
command_from_json, command_to_json = COMMANDS.from_dict, COMMANDS.to_dict
