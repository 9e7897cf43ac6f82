"""Commands: what a seat wants to do. `decide` accepts or rejects them (RuleError).

In JSON (scenario files, saves) a command is an object tagged by "action", e.g.
{"seat": 2, "action": "play_cards", "cards": [12, 40]}. See docs/scenarios.md.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from game.core.records import Registry

COMMANDS = Registry("action")
register = COMMANDS.register


@register
class Appoint(NamedTuple):
    """A1, M10: the captain appoints the quartermaster."""
    seat: int
    target: int


@register
class ChooseDestination(NamedTuple):
    """VY1: the captain chooses a destination kind (fort, merchant, settlement, port, island)."""
    seat: int
    kind: str


@register
class CallMutiny(NamedTuple):
    """M3: call "Mutiny!" in a mutiny window, playing one crew card as First Mutineer.
    With the Cutthroat as that card, `stab` ("captain") uses its effect (X-CUTTHROAT)."""
    seat: int
    card: int
    stab: str = ""


@register
class Pass(NamedTuple):
    """Decline: no mutiny, no card this lap, no Old Sailor, no exchange, no punishment…"""
    seat: int


@register
class PlayCards(NamedTuple):
    """AT2 / M4: play crew cards to the attack (side "") or to a mutiny side
    ("captain" or "mutineer")."""
    seat: int
    cards: tuple[int, ...]
    side: str = ""


@register
class Reveal(NamedTuple):
    """AT3: the quartermaster reveals the destination card."""
    seat: int


@register
class AssignSkills(NamedTuple):
    """AT6: the quartermaster picks the one skill each multi-skill card counts for."""
    seat: int
    choices: tuple[tuple[int, str], ...]


@register
class TakePrize(NamedTuple):
    """L1 / M11: the captain takes one prize card of their choice."""
    seat: int
    card: int


@register
class ShareLoot(NamedTuple):
    """L2: the quartermaster deals every remaining prize card: (card, seat) pairs."""
    seat: int
    allocation: tuple[tuple[int, int], ...]


@register
class ExchangePrize(NamedTuple):
    """P2: exchange one prize card for one extra crew card at the Pirate Port."""
    seat: int
    card: int


@register
class CashIn(NamedTuple):
    """P3: ransom Hostages (two prize cards each) and sell Jewels (one each)."""
    seat: int
    cards: tuple[int, ...]


@register
class PlaySpecial(NamedTuple):
    """Play a special crew card for its effect at its moment (X-*, DA4).

    `targets`: seats (Second Mate: two players; Boatswain, Cabin Boy, Old Salt: one) or,
    for the Traitor, the card it cancels. `choice`: "+1"/"-1" (First Mate, Navigator,
    Sharpshooter), the side that loses (Cutthroat), your side (Old Salt, when neutral)."""
    seat: int
    card: int
    targets: tuple[int, ...] = ()
    choice: str = ""


@register
class Bury(NamedTuple):
    """T2: bury face-up prize cards on Treasure Island (an empty list buries nothing)."""
    seat: int
    cards: tuple[int, ...]


@register
class OrderPunishment(NamedTuple):
    """PU1: the captain orders a punishment (true) or not (false)."""
    seat: int
    punish: bool


@register
class ChooseVictim(NamedTuple):
    """PU3: the quartermaster chooses who is punished."""
    seat: int
    target: int


@register
class Discard(NamedTuple):
    """H2: discard down to the hand limit."""
    seat: int
    cards: tuple[int, ...]


@register
class OfferBribe(NamedTuple):
    """B1 / DA6: offer a crew card from hand or a face-up prize card to another player."""
    seat: int
    target: int
    card: int


@register
class AnswerBribe(NamedTuple):
    """DA6: accept or refuse an offer (a refused card stays with the giver)."""
    seat: int
    accept: bool


@register
class Promise(NamedTuple):
    """B1 / DA6: a promise to another player — written in the log, binding nobody."""
    seat: int
    target: int
    text: str


@register
class GivePrize(NamedTuple):
    """X-CARPENTER: give the Carpenter one of your face-up prize cards."""
    seat: int
    card: int


Command = Any  # any registered command NamedTuple
