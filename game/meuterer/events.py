"""Events: the facts of a Meuterer game. `evolve` (state.py) applies them; a game IS its event
list.

Every random outcome is inside its event (DA7): the island ring, the captain, the deals and the
pile order in `game_started`, each new pile order in `reshuffled`, the cards of every draw in
`drawn`. Events are immutable records (NamedTuples on game.core.records, as RUM's), so their
JSON form is checked field by field on load. `for_seat` redacts an event to what one seat may
know (DA8): hidden card ids become -1, a hidden role "". docs/scenarios.md documents every type.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from game.core.records import Registry

if TYPE_CHECKING:
    from game.meuterer.cards import Catalogue

EVENTS = Registry("type")
register = EVENTS.register
FORMAT_VERSION = 1
HIDDEN = -1  # a card id a seat may not see, in redacted events

Plan = tuple[tuple[int, tuple[int, ...]], ...]


@register
class GameStarted(NamedTuple):
    """S1–S7, RU8, DA7: seats, the layout option, the ring (12 island indices clockwise), the
    first captain, each seat's hand (by seat) and the draw pile after the deal, top first."""
    names: tuple[str, ...]
    humans: tuple[bool, ...]
    seed: int
    layout: str
    ring: tuple[int, ...]
    captain: int
    hands: tuple[tuple[int, ...], ...]
    pile: tuple[int, ...]


@register
class PositionSet(NamedTuple):
    """Scenario files only (docs/scenarios.md; the app never deals one): a mid-game position
    right after `game_started` — `round` is the round that starts next (R1: those before it
    are over), each seat's `scores`, the `ship` island and the `active` islands (SH3), and
    the `discard` pile (top first), whose cards leave the draw pile. Public: the view shows
    all of it."""
    round: int
    scores: tuple[int, ...]
    ship: int
    active: tuple[int, ...]
    discard: tuple[int, ...]


@register
class RoundStarted(NamedTuple):
    """R1, RS1: round `round` (1-based) begins; the roles lie in the middle; CO1 is next."""
    round: int
    captain: int


@register
class WageSet(NamedTuple):
    """CO1, RU14: the captain's wage, public."""
    seat: int
    wage: int


@register
class Offered(NamedTuple):
    """OF2: a hand card laid face up."""
    seat: int
    card: int


@register
class Passed(NamedTuple):
    """OF4: the rest of the hand set aside face down (only its owner sees which cards)."""
    seat: int
    cards: tuple[int, ...]


@register
class RolePicked(NamedTuple):
    """OF5, DA2: `seat` took `role` after seeing `seen` in the middle (both private: others
    get "" and ())."""
    seat: int
    role: str
    seen: tuple[str, ...]


@register
class DestinationPlaced(NamedTuple):
    """OF6 (`who` "captain"), RV2 ("mutineer"): the destination card on `island`, `steps`
    clockwise from the ship island."""
    who: str
    seat: int
    steps: int
    island: int


@register
class RolesRevealed(NamedTuple):
    """RV1, DA3: every seat's role ("" for the captain and nobody)."""
    roles: tuple[str, ...]


@register
class MutinyStarted(NamedTuple):
    """MU1, MU2: the participants in asking order (captain first, clockwise) and the
    strengths from phase 2 (captain's side, mutineer's side)."""
    participants: tuple[int, ...]
    strength: tuple[int, int]


@register
class SabresPlayed(NamedTuple):
    """MU3, DA4: `cards` conflict cards played face up this lap (empty: a pass); the strengths
    after it."""
    seat: int
    cards: tuple[int, ...]
    strength: tuple[int, int]


@register
class MutinyEnded(NamedTuple):
    """MU4: the mutineer `mutineer` won (ties go to the mutineer) or lost, at `strength`."""
    mutineer: int
    won: bool
    strength: tuple[int, int]


@register
class DestinationRemoved(NamedTuple):
    """VR1 (the mutineer's), VR2 (the captain's): that destination card leaves the island."""
    who: str


@register
class RoleScored(NamedTuple):
    """VR1, VR2: `points` (negative for the wage paid) to `seat`; `cause` "ship", "mate",
    "wage" or "boy"."""
    seat: int
    points: int
    cause: str


@register
class CaptainChanged(NamedTuple):
    """VR2: the successful mutineer takes both captain cards."""
    seat: int


@register
class SalesStarted(NamedTuple):
    """SA3, RU7: the sellers fix their plans in this order (the captain after VR first)."""
    sellers: tuple[int, ...]


@register
class Allocated(NamedTuple):
    """SA3, DA5: a seller's fixed plan, public; `auto` when it was the only legal one."""
    seat: int
    plan: Plan
    auto: bool


@register
class IslandScored(NamedTuple):
    """SA4, SA5, RU6: on `island`, each seat's assigned count and the points it scored."""
    island: int
    counts: tuple[int, ...]
    points: tuple[int, ...]


@register
class ShipMoved(NamedTuple):
    """SH1–SH3: the ship on `island`; `active` the light islands for the next round."""
    island: int
    active: tuple[int, ...]


@register
class CleanedUp(NamedTuple):
    """CL1–CL3: the face-up cards onto the discard pile in this order (the last on top); the
    set-aside cards back into the hands; the destination card beside the circle."""
    discarded: tuple[int, ...]


@register
class Reshuffled(NamedTuple):
    """DW2, DA7: the discard pile shuffled into this draw pile, top first (nobody sees the
    order)."""
    pile: tuple[int, ...]


@register
class ExtraChosen(NamedTuple):
    """DW3, RU19, DA6: the loadmaster takes the extra draw (`use`) or draws as usual."""
    seat: int
    use: bool


@register
class Drawn(NamedTuple):
    """DW1, DW3, RU13: cards from the top of the pile to `seat` (only the drawer sees them);
    `extra` for the loadmaster's extra draw, whose cards wait for `kept`."""
    seat: int
    cards: tuple[int, ...]
    extra: bool


@register
class Kept(NamedTuple):
    """DW3, RU15, RU17: the loadmaster keeps `kept` of the drawn cards; `rejected` go unseen
    under the discard pile (both hidden from others)."""
    seat: int
    kept: tuple[int, ...]
    rejected: tuple[int, ...]


@register
class GameEnded(NamedTuple):
    """E1, E2, RU10: the final scores and the winners (ties share)."""
    scores: tuple[int, ...]
    winners: tuple[int, ...]


Event = Any  # any registered event NamedTuple


#: an event as JSON, and one from untrusted JSON (RecordError, a ValueError, says what is wrong)
event_to_json, event_from_json = EVENTS.to_dict, EVENTS.from_dict


def _hide(cards: tuple[int, ...]) -> tuple[int, ...]:
    return (HIDDEN,) * len(cards)


def for_seat(ev: Event, seat: int, *, cat: Catalogue | None = None) -> Event:
    """DA8: the event as `seat` may know it. Other hands, set-aside cards, draws and the
    loadmaster's choice become -1; a role picked before the reveal becomes "" with nothing
    seen (DA2); every pile order is hidden from everyone; the seed too."""
    t = type(ev)
    if t is Drawn or t is Passed:
        return ev if ev.seat == seat else ev._replace(cards=_hide(ev.cards))
    if t is RolePicked:
        return ev if ev.seat == seat else ev._replace(role="", seen=())
    if t is Kept:
        return ev if ev.seat == seat else ev._replace(kept=_hide(ev.kept),
                                                      rejected=_hide(ev.rejected))
    if t is Reshuffled:
        return ev._replace(pile=_hide(ev.pile))
    if t is GameStarted:
        return ev._replace(seed=0, pile=_hide(ev.pile), hands=tuple(
            h if i == seat else _hide(h) for i, h in enumerate(ev.hands)))
    return ev


def card_ids(ev: Event) -> frozenset[int]:
    """Every card id an event names (-1 left out): what a seat learns of cards from it, as
    `for_seat` redacted it. For the contract suite's DA8 property."""
    t = type(ev)
    out: list[int] = []
    if t is GameStarted:
        out += [c for h in ev.hands for c in h] + list(ev.pile)
    elif t is Offered:
        out.append(ev.card)
    elif t is Passed or t is SabresPlayed or t is Drawn:
        out += list(ev.cards)
    elif t is Allocated:
        out += [c for _island, cards in ev.plan for c in cards]
    elif t is CleanedUp:
        out += list(ev.discarded)
    elif t is Reshuffled:
        out += list(ev.pile)
    elif t is Kept:
        out += list(ev.kept) + list(ev.rejected)
    return frozenset(c for c in out if c >= 0)
