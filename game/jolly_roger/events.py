"""Events: the facts of a game. `evolve` applies them; a game IS its event list.

Every random outcome is inside its event (DA7): shuffles carry the resulting order, a random
punishment carries the card taken. Orders of cards (decks, deals) are listed top card first.
`for_seat` redacts an event to what one seat may know (DA8): the UI's game log and the
bots read events only through it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from game.core.records import Registry

if TYPE_CHECKING:
    from game.jolly_roger.cards import Catalogue

EVENTS = Registry("type")
register = EVENTS.register
FORMAT_VERSION = 1


@register
class GameStarted(NamedTuple):
    """S1–S5: seats, options and the complete initial layout (every shuffle's outcome)."""
    names: tuple[str, ...]
    humans: tuple[bool, ...]
    variants: tuple[str, ...]
    ask_all: bool
    seed: int
    captain: int
    hands: tuple[tuple[int, ...], ...]
    crew_deck: tuple[int, ...]
    stacks: tuple[tuple[int, ...], ...]   # per kind in DEST_KINDS order, top first
    prize_deck: tuple[int, ...]


@register
class RoundStarted(NamedTuple):
    """R1: a new round begins."""
    round: int


@register
class Ask(NamedTuple):
    """A decision step opens: `seats` are asked in this order (a lap repeats it). `cards`:
    what a reaction window is about (e.g. the cards a Traitor may cancel)."""
    step: str
    seats: tuple[int, ...]
    context: str = ""
    cards: tuple[int, ...] = ()


@register
class QuartermasterAppointed(NamedTuple):
    """A1 / M10."""
    seat: int
    target: int


@register
class CardsDrawn(NamedTuple):
    """A seat draws crew cards face down (A2 free draw, P1 port, P2 exchange, VG)."""
    seat: int
    cards: tuple[int, ...]
    reason: str


@register
class CrewDeckReshuffled(NamedTuple):
    """D1: the crew discard pile becomes the crew deck, in this (random) order."""
    order: tuple[int, ...]


@register
class MutinyDeclined(NamedTuple):
    """DA1: a seat does not call mutiny in this window."""
    seat: int


@register
class WindowClosed(NamedTuple):
    """M1 / DA1: nobody called mutiny."""
    window: str


@register
class DestinationChosen(NamedTuple):
    """VY1: the captain draws the top card of a kind, face down (nobody sees `card`)."""
    seat: int
    kind: str
    card: int


@register
class DestinationReturned(NamedTuple):
    """RU2 / RU3: the drawn destination card goes back on top of its stack."""
    kind: str
    card: int
    reason: str


@register
class CardsPlayed(NamedTuple):
    """AT2 / M3 / M4: crew cards played face up to the attack ("attack") or a mutiny side."""
    seat: int
    cards: tuple[int, ...]
    to: str


@register
class Passed(NamedTuple):
    """DA2 / DA3: a seat plays nothing this lap (not final)."""
    seat: int


@register
class DestinationRevealed(NamedTuple):
    """AT3 / P1: the destination card is turned face up."""
    seat: int
    card: int


@register
class SkillsAssigned(NamedTuple):
    """AT6: the one skill each multi-skill card counts for."""
    seat: int
    choices: tuple[tuple[int, str], ...]


@register
class AttackResolved(NamedTuple):
    """AT4 / AT5: the summed skills against the card's requirements."""
    success: bool
    totals: tuple[int, int, int]
    require: tuple[int, int, int]


@register
class AttackCleared(NamedTuple):
    """AT7 / T4 / P4: played crew cards to the crew discard, the destination to its discard."""
    crew: tuple[int, ...]
    destination: int


@register
class PrizesDrawn(NamedTuple):
    """AT8: prize cards drawn face up for sharing (`seat` draws them)."""
    seat: int
    cards: tuple[int, ...]


@register
class PrizeTaken(NamedTuple):
    """L1 / M11: the captain takes one prize card."""
    seat: int
    card: int


@register
class LootShared(NamedTuple):
    """L2: the quartermaster deals the rest: (card, seat) pairs."""
    seat: int
    allocation: tuple[tuple[int, int], ...]


@register
class ChoiceMade(NamedTuple):
    """DA5: a secret choice is collected (exchange, cash-in, burying); applied all together."""
    seat: int
    step: str
    cards: tuple[int, ...]


@register
class PrizeExchanged(NamedTuple):
    """P2: a prize card goes face up to the prize discard for one extra crew card."""
    seat: int
    card: int


@register
class PrizeCashed(NamedTuple):
    """P3: a Hostage ransomed or a Jewel sold; `drawn` prize cards come from the deck."""
    seat: int
    card: int
    drawn: tuple[int, ...]


@register
class SpecialPlayed(NamedTuple):
    """A special crew card played face up for its effect (X-*); it resolves unless a Traitor
    cancels it. `in_hand` false: the card is already on the table (a Cutthroat that opened
    the mutiny)."""
    seat: int
    card: int
    targets: tuple[int, ...] = ()
    choice: str = ""
    in_hand: bool = True


@register
class Suspend(NamedTuple):
    """A decision is interrupted (a reaction, a special's effect, a bribe); Resume returns."""


@register
class Resume(NamedTuple):
    """The interrupted decision continues."""


@register
class Cancelled(NamedTuple):
    """X-TRAITOR: a card just revealed is discarded without effect (RU10: `mutiny` true when
    that ends the mutiny)."""
    seat: int
    card: int
    mutiny: bool = False


@register
class SpecialResolved(NamedTuple):
    """A special card's effect happens now; the card is discarded (the Old Sailor stays on
    the table until the island is left, T4)."""
    seat: int
    card: int


@register
class SkillAdjusted(NamedTuple):
    """X-FIRST-MATE / X-NAVIGATOR / X-SHARPSHOOTER: one skill of the attack +1 or -1."""
    seat: int
    skill: str
    delta: int


@register
class CardsStolen(NamedTuple):
    """X-SECOND-MATE: one random crew card from each chosen player: (from seat, card)."""
    seat: int
    takes: tuple[tuple[int, int], ...]


@register
class QuartermasterTaken(NamedTuple):
    """X-SURGEON: the seat takes the Quartermaster card until the captain appoints another."""
    seat: int


@register
class ShipLanded(NamedTuple):
    """T1: an Old Sailor's map brings the ship ashore."""
    seat: int


@register
class GuardAssigned(NamedTuple):
    """X-BOATSWAIN: this seat guards the ship and cannot bury this time."""
    seat: int
    guard: int


@register
class PrizeStolen(NamedTuple):
    """X-CABIN-BOY (a random buried card, then `locked` face up until the next Treasure
    Island) and X-CARPENTER (a random face-up card of the captain or quartermaster)."""
    seat: int
    victim: int
    card: int
    locked: bool


@register
class PrizeGiven(NamedTuple):
    """X-CARPENTER: a player gives the Carpenter a face-up prize card."""
    seat: int
    to: int
    card: int


@register
class CookPicked(NamedTuple):
    """X-COOK: the Cook's player takes a prize card before the captain."""
    seat: int
    card: int


@register
class MutinyStabbed(NamedTuple):
    """X-CUTTHROAT: the chosen side loses at once; the mutiny ends."""
    seat: int
    side: str


@register
class BribeOffered(NamedTuple):
    """B1 / DA6: an offer of a crew card or face-up prize card (`purpose` "guard": for the
    Boatswain's guard duty)."""
    seat: int
    to: int
    card: int
    purpose: str = ""


@register
class BribeAnswered(NamedTuple):
    """DA6: accepted (the card changes hands) or refused (it stays with the giver)."""
    seat: int
    accepted: bool


@register
class PromiseMade(NamedTuple):
    """B1 / DA6: a promise in the log; it binds nobody."""
    seat: int
    to: int
    text: str


@register
class PrizesBuried(NamedTuple):
    """T2: prize cards turned face down."""
    seat: int
    cards: tuple[int, ...]


@register
class MutinyCalled(NamedTuple):
    """M3: the First Mutineer's call and first card."""
    seat: int
    card: int
    window: str


@register
class MutinyCancelled(NamedTuple):
    """RU10: a Traitor cancelled the mutiny's first card — the mutiny is off (it still counts
    as the round's mutiny) and the game goes on as after a window with no mutiny."""
    seat: int


@register
class MutinyResolved(NamedTuple):
    """M7–M9: the winning side, the captain after it, the losers and the crew totals."""
    winner: str
    captain: int
    losers: tuple[int, ...]
    totals: tuple[int, int]


@register
class PrizesSeized(NamedTuple):
    """M11: the losers' face-up prize cards, collected for sharing: (card, former owner)."""
    seat: int
    cards: tuple[tuple[int, int], ...]


@register
class MutinyCrewDealt(NamedTuple):
    """M12 / RU7: some mutiny cards discarded, the rest shuffled and dealt: (seat, cards)."""
    discarded: tuple[int, ...]
    deals: tuple[tuple[int, tuple[int, ...]], ...]


@register
class PunishmentOrdered(NamedTuple):
    """PU1: the captain's decision."""
    seat: int
    punish: bool


@register
class Punished(NamedTuple):
    """PU3: a random crew card of the victim's hand, discarded face up (-1: empty hand)."""
    seat: int
    victim: int
    card: int


@register
class Discarded(NamedTuple):
    """H2: discarded face up down to the hand limit."""
    seat: int
    cards: tuple[int, ...]


@register
class RoundEnded(NamedTuple):
    """R1: the round is over."""
    round: int


@register
class GameEnded(NamedTuple):
    """E1–E4: jewel values (card, drawn card or -1, value), per-seat (gold, rum), winners."""
    cause: str
    jewels: tuple[tuple[int, int, int], ...]
    scores: tuple[tuple[int, int], ...]
    winners: tuple[int, ...]


Event = Any  # any registered event NamedTuple
HIDDEN = -1  # a card id a seat may not see, in redacted events


#: an event as JSON, and one from untrusted JSON (RecordError, a ValueError, says what is wrong)
event_to_json, event_from_json = EVENTS.to_dict, EVENTS.from_dict


def _vh(ev: Event, seat: int) -> Event | None:
    """VH redactions (None: not a prize event, or nothing to hide from this seat)."""
    t = type(ev)
    if t is PrizesDrawn or t is PrizeTaken or t is CookPicked:
        if seat == ev.seat:
            return ev
        if t is PrizesDrawn:
            return ev._replace(cards=(HIDDEN,) * len(ev.cards))
        return ev._replace(card=HIDDEN)
    if t is LootShared:
        return ev if seat == ev.seat else ev._replace(allocation=tuple(
            (c if to == seat else HIDDEN, to) for c, to in ev.allocation))
    if t is PrizesSeized:  # M11: the quartermaster collects, but does not look (see below)
        return ev._replace(cards=tuple(
            (c if owner == seat else HIDDEN, owner) for c, owner in ev.cards))
    if t is PrizeCashed:
        return ev if seat == ev.seat else ev._replace(drawn=(HIDDEN,) * len(ev.drawn))
    if t is PrizeGiven:
        return ev if seat in (ev.seat, ev.to) else ev._replace(card=HIDDEN)
    if t is PrizeStolen:
        return ev if seat in (ev.seat, ev.victim) or ev.locked else ev._replace(card=HIDDEN)
    if t is BribeOffered:
        return ev if seat in (ev.seat, ev.to) else ev._replace(card=HIDDEN)
    return None


def for_seat(ev: Event, seat: int, hidden_prizes: bool = False, *, cat: Catalogue) -> Event:
    """DA8: the event as `seat` may know it; hidden card ids become HIDDEN (-1).

    `hidden_prizes` is variant VH: prize cards stay hidden to all but their owner (and, while
    loot is shared, the captain who drew it and the quartermaster who deals it). `cat` tells a
    crew card from a prize card (an offered crew card stays private, DA6).

    VH and M11: the losers' seized prize cards show in the log only to their former owners.
    The captain sees them in the view while picking one; the quartermaster sees, in the view,
    only what is left to deal — had the log shown the quartermaster the whole seizure, the
    difference would give away the captain's hidden pick.
    """
    t = type(ev)
    if hidden_prizes:
        red = _vh(ev, seat)
        if red is not None:
            return red
    if t is GameStarted:
        return ev._replace(
            seed=0,
            hands=tuple(h if i == seat else (HIDDEN,) * len(h) for i, h in enumerate(ev.hands)),
            crew_deck=(HIDDEN,) * len(ev.crew_deck),
            stacks=tuple((HIDDEN,) * len(s) for s in ev.stacks),
            prize_deck=(HIDDEN,) * len(ev.prize_deck),
        )
    if t is CardsDrawn or t is ChoiceMade or t is PrizesBuried:
        return ev if ev.seat == seat else ev._replace(cards=(HIDDEN,) * len(ev.cards))
    if t is CrewDeckReshuffled:
        return ev._replace(order=(HIDDEN,) * len(ev.order))
    if t is DestinationChosen or t is DestinationReturned:
        return ev._replace(card=HIDDEN)
    if t is CardsStolen:  # X-SECOND-MATE: the thief and each victim know the card
        return ev._replace(takes=tuple(
            (v, c if seat in (ev.seat, v) else HIDDEN) for v, c in ev.takes))
    if t is BribeOffered and seat not in (ev.seat, ev.to) and cat.category[ev.card] == "crew":
        return ev._replace(card=HIDDEN)  # DA6: a crew card offered from hand stays private
    if t is MutinyCrewDealt:
        return ev._replace(deals=tuple(
            (s, cards if s == seat else (HIDDEN,) * len(cards)) for s, cards in ev.deals))
    return ev


#: the JSON fields of events that hold card ids; "allocation" and "choices" hold (card, x)
#: pairs, "deals" (seat, cards) pairs
_CARD_FIELDS = ("cards", "card", "order", "hands", "crew_deck", "stacks", "prize_deck", "deals",
                "drawn", "crew", "destination", "allocation", "choices")


def card_ids(ev: Event) -> frozenset[int]:
    """Every card id an event names (HIDDEN left out): what a seat learns of cards from it,
    as `for_seat` redacted it. For the contract suite's DA8 property."""
    if isinstance(ev, PrizesSeized):  # (card, former owner) pairs
        return frozenset(c for c, _owner in ev.cards) - {HIDDEN}
    if isinstance(ev, CardsStolen):
        return frozenset(c for _v, c in ev.takes) - {HIDDEN}
    ids: set[int] = set()
    d = event_to_json(ev)
    for key in _CARD_FIELDS:
        if key in d:
            _collect(d[key], ids, key)
    ids.discard(HIDDEN)
    return frozenset(ids)


def _collect(v: object, ids: set[int], key: str) -> None:
    if isinstance(v, list):
        if key in ("allocation", "choices", "deals"):
            for pair in v:
                _collect(pair[1] if key == "deals" else pair[0], ids, "")
            return
        for x in v:
            _collect(x, ids, key)
    elif isinstance(v, int) and not isinstance(v, bool):
        ids.add(v)
