"""Events: the facts of a RUM game. `evolve` applies them; a game IS its event list.

Every random outcome is inside its event (DA4): the whole setup in `game_started`, the card of
every wreck draw (`drawn`) and every refill (`refilled`). `for_seat` redacts an event to what
one seat may know (DA5): hidden card ids become -1. docs/scenarios.md documents every type.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from game.core.records import Registry

if TYPE_CHECKING:
    from game.rum.cards import Catalogue

EVENTS = Registry("type")
register = EVENTS.register
FORMAT_VERSION = 1
HIDDEN = -1  # a card id a seat may not see, in redacted events


@register
class GameStarted(NamedTuple):
    """S1–S7, RU14, RU18: the seats, the option, the first seat and the whole layout. `washed`:
    setup beaches that formed a trio and were mixed back (RU14), in order. `beach`: 3 ids (-1
    empty), `beach_up` their faces; `values`/`owners` the captain cards (-1: nobody); the wreck
    is every card not placed (the parrot included)."""
    names: tuple[str, ...]
    humans: tuple[bool, ...]
    seed: int
    first_player: str
    first: int
    washed: tuple[tuple[int, ...], ...]
    beach: tuple[int, ...]
    beach_up: tuple[bool, ...]
    hands: tuple[tuple[int, ...], ...]
    values: tuple[int, ...]
    owners: tuple[int, ...]
    clock: int


@register
class TurnStarted(NamedTuple):
    """T1: `seat` is the active player."""
    seat: int


@register
class Drawn(NamedTuple):
    """DR1 (source "beach", `spot` 0–2, `face_up` as it lay) or DR3 (source "wreck", spot -1):
    `card` into the hand — or, if it is the parrot, shown to all (PA1)."""
    seat: int
    source: str
    spot: int
    card: int
    face_up: bool


@register
class Refilled(NamedTuple):
    """DR2 / RU19 (face down, seen by nobody) or WV3 / WV5 (face up): a random wreck card to
    a beach spot."""
    spot: int
    card: int
    face_up: bool


@register
class SetLaid(NamedTuple):
    """PL1–PL11: the laid cards (id, end) go to the wreck; `captures` (colour, owner before or
    -1, value before, value after, route); `scores` after it (E1)."""
    seat: int
    laid: tuple[tuple[int, str], ...]
    captures: tuple[tuple[int, int, int, int, str], ...]
    scores: tuple[int, ...]


@register
class ReturnAsked(NamedTuple):
    """PA2 / WV3, DA3: these seats must each choose `count` cards to return (`cause` "parrot"
    or "wave"); seats with `count` or fewer cards are not asked (all theirs go)."""
    cause: str
    count: int  # type: ignore[assignment]  # shadows tuple.count (the JSON's field name)
    seats: tuple[int, ...]


@register
class ReturnChosen(NamedTuple):
    """DA3: a seat's private choice for a wave's return, collected until the last one."""
    seat: int
    cards: tuple[int, ...]


@register
class Returned(NamedTuple):
    """PA2 / WV3, RU10: hand cards into the wreck, face down (only their owner sees which)."""
    seat: int
    cards: tuple[int, ...]
    cause: str


@register
class WreckEmptied(NamedTuple):
    """EW1, RU10, RU20: the wreck ran dry; each seat with the most cards returns its whole hand
    (seat, cards); empty when every hand was empty."""
    dumps: tuple[tuple[int, tuple[int, ...]], ...]


@register
class ClockAdvanced(NamedTuple):
    """PA3 / EW2 / WV3: the clock moves to `clock` (`cause` "parrot", "wreck" or "wave")."""
    clock: int
    cause: str


@register
class ParrotBack(NamedTuple):
    """PA3 / WV3: the parrot goes back into the wreck (from beach `spot`, or -1 from a draw)."""
    spot: int


@register
class WaveCame(NamedTuple):
    """WV1, WV2: the three face-down beach cards are turned face up (spot order)."""
    cards: tuple[int, ...]


@register
class TrioWashed(NamedTuple):
    """WV5: the face-up beach trio is mixed into the wreck (spot order)."""
    cards: tuple[int, ...]


@register
class TurnPassed(NamedTuple):
    """RU21: the seat could neither draw nor lay a legal set."""
    seat: int


@register
class GameEnded(NamedTuple):
    """E3, E4, RU15, RU16: `cause` "points" or "clock"; final scores; the winners; the
    tie-break used ("" / "cards" / "highest" / "shared")."""
    cause: str
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    tiebreak: str


Event = Any  # any registered event NamedTuple


#: an event as JSON, and one from untrusted JSON (RecordError, a ValueError, says what is wrong)
event_to_json, event_from_json = EVENTS.to_dict, EVENTS.from_dict


def _mine(cards: tuple[int, ...], own: bool) -> tuple[int, ...]:
    return cards if own else (HIDDEN,) * len(cards)


def for_seat(ev: Event, seat: int, *, cat: Catalogue) -> Event:
    """DA5: the event as `seat` may know it; hidden card ids become HIDDEN (-1). A face-down
    refill is hidden from everyone (BE3); a hidden draw from all but its taker, unless it is
    the parrot (PA1); returns and dumps from all but their owner (RU10); the seed from all."""
    t = type(ev)
    if t is Drawn:
        if ev.face_up or ev.seat == seat or ev.card == cat.parrot:
            return ev
        return ev._replace(card=HIDDEN)
    if t is Refilled:
        return ev if ev.face_up else ev._replace(card=HIDDEN)
    if t is Returned or t is ReturnChosen:
        return ev if ev.seat == seat else ev._replace(cards=_mine(ev.cards, False))
    if t is WreckEmptied:
        return ev._replace(dumps=tuple((s, _mine(c, s == seat)) for s, c in ev.dumps))
    if t is GameStarted:
        return ev._replace(
            seed=0,
            hands=tuple(_mine(h, i == seat) for i, h in enumerate(ev.hands)),
            beach=tuple(c if up or c < 0 else HIDDEN
                        for c, up in zip(ev.beach, ev.beach_up, strict=True)))
    return ev


def card_ids(ev: Event) -> frozenset[int]:
    """Every card id an event names (HIDDEN left out): what a seat learns of cards from it,
    as `for_seat` redacted it. For the contract suite's DA5 property."""
    t = type(ev)
    out: list[int] = []
    if t is GameStarted:
        out += [c for h in ev.hands for c in h] + list(ev.beach)
        out += [c for w in ev.washed for c in w]
    elif t is Drawn or t is Refilled:
        out.append(ev.card)
    elif t in (Returned, ReturnChosen, WaveCame, TrioWashed):
        out += list(ev.cards)
    elif t is SetLaid:
        out += [c for c, _e in ev.laid]
    elif t is WreckEmptied:
        out += [c for _s, cards in ev.dumps for c in cards]
    return frozenset(c for c in out if c >= 0)
