"""Events: the facts of a Merchants & Marauders game. `evolve` (game.merchants.evolve) applies
them; a game IS its event list.

Every random outcome is inside its event (DA2, DA3): the decks' orders and the whole layout in
`game_started`, every die in `rolled` and its kin, every reshuffle, every random token, every
NPC tie-break. `for_seat` redacts an event to what one seat may know (DA4): each event type
declares which of its fields name cards (`cards=`, for the contract suite's no-leak property),
which only the event's own seat may see (`own=`) and which nobody sees (`nobody=`); a hidden
card, token id or amount becomes HIDDEN (-2), a hidden word "". `NONE` (-1) is "no card"
wherever a field may hold none. docs/scenarios.md lists every type.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple, TypeVar

from game.core.records import Registry

EVENTS = Registry("type")
FORMAT_VERSION = 1
NONE = -1      # no card, no zone, no seat
HIDDEN = -2    # a card or token a seat may not see, in redacted events

#: per event type: its card-id fields; those only the event's `seat` sees; those no one sees;
#: and those the open purses (OV3) make public
CARDS: dict[type, tuple[str, ...]] = {}
OWN: dict[type, tuple[str, ...]] = {}
NOBODY: dict[type, tuple[str, ...]] = {}
PURSE: dict[type, tuple[str, ...]] = {}
#: the events that carry a random outcome (each advances the state's `rnd`)
RANDOM: set[type] = set()

T = TypeVar("T", bound=type)


def event(*, cards: tuple[str, ...] = (), own: tuple[str, ...] = (),
          nobody: tuple[str, ...] = (), purse: tuple[str, ...] = (),
          random: bool = False) -> Callable[[T], T]:
    """Register an event type with its secrecy (module docstring)."""
    def register(cls: T) -> T:
        EVENTS.register(cls)
        CARDS[cls], OWN[cls], NOBODY[cls], PURSE[cls] = cards, own, nobody, purse
        if random:
            RANDOM.add(cls)
        return cls
    return register


# --- setup (S) ------------------------------------------------------------------------------


@event(cards=("events", "cargo", "glory", "missions", "rumours", "captains", "dealt", "pool",
              "mods", "merchants", "demand", "board"),
       nobody=("events", "cargo", "glory", "missions", "rumours", "captains", "pool", "mods",
               "merchants"))
class GameStarted(NamedTuple):
    """S1–S8: the seats, the options (V4), every deck's order (first drawn first), the
    captain dealt to each seat in secret (S8: `dealt`, seen by its seat only until
    setup_revealed), the demand tokens per zone and the pool (S2), the modification tokens
    per zone (S3), the merchant tokens per zone (S4) and the two missions on the board (S5).
    -1 where a zone holds nothing (the Caribbean Sea has no port)."""
    names: tuple[str, ...]
    humans: tuple[bool, ...]
    seed: int
    target: int
    steering: str
    purses: str
    events: tuple[int, ...]
    cargo: tuple[int, ...]
    glory: tuple[int, ...]
    missions: tuple[int, ...]
    rumours: tuple[int, ...]
    captains: tuple[int, ...]
    dealt: tuple[int, ...]
    demand: tuple[int, ...]
    pool: tuple[int, ...]
    mods: tuple[int, ...]
    merchants: tuple[int, ...]
    board: tuple[int, ...]


@event(cards=("dealt", "cargo", "hands", "specialists", "rumours", "missions", "mods",
              "stacks", "demand", "pool", "board_mods", "merchants", "spaces", "board",
              "events", "cargo_deck", "glory_deck", "mission_deck", "rumour_deck",
              "captain_deck", "event_discard", "cargo_discard", "glory_discard",
              "mission_discard", "event", "in_play"),
       own=("cargo", "hands", "rumours", "ducats", "stashes"),
       nobody=("pool", "board_mods", "merchants", "events", "cargo_deck", "glory_deck",
               "mission_deck", "rumour_deck", "captain_deck"),
       purse=("ducats", "stashes"))
class PositionSet(NamedTuple):
    """Scenario files only (docs/scenarios.md, OV4; the app never deals one): a mid-game
    position right after `game_started`, in full — game turn `turn` (T1) with `start` the
    start player, at the turn of `active` (-1: the game turn begins) with `event` its event
    card; every seat's captain, ship, tracks, zone, port, purse, stash, glory, cargo, glory
    hand, specialists, rumour, mission, bounties, modifications and weapons; every NPC slot's
    stack (card, line) and zone; the wars; every token per zone (-1 none) and the pool; the
    Merchant spaces; the board missions; every deck in draw order and every discard pile.
    `own` fields are each seat's own (per seat), the decks and face-down tokens nobody's."""
    turn: int
    start: int
    active: int
    event: int
    dealt: tuple[int, ...]
    ships: tuple[str, ...]
    tracks: tuple[tuple[int, ...], ...]
    zones: tuple[int, ...]
    ports: tuple[bool, ...]
    ducats: tuple[int, ...]
    stashes: tuple[int, ...]
    glory: tuple[int, ...]
    cargo: tuple[tuple[int, ...], ...]
    hands: tuple[tuple[int, ...], ...]
    specialists: tuple[tuple[int, ...], ...]
    rumours: tuple[int, ...]
    missions: tuple[int, ...]
    bounties: tuple[tuple[int, ...], ...]
    mods: tuple[tuple[int, ...], ...]
    weapons: tuple[tuple[str, ...], ...]
    stacks: tuple[tuple[tuple[int, int], ...], ...]
    npc_zones: tuple[int, ...]
    wars: tuple[tuple[str, str], ...]
    demand: tuple[int, ...]
    pool: tuple[int, ...]
    board_mods: tuple[int, ...]
    seen: tuple[bool, ...]
    merchants: tuple[int, ...]
    spaces: tuple[int, ...]
    board: tuple[int, ...]
    events: tuple[int, ...]
    cargo_deck: tuple[int, ...]
    glory_deck: tuple[int, ...]
    mission_deck: tuple[int, ...]
    rumour_deck: tuple[int, ...]
    captain_deck: tuple[int, ...]
    event_discard: tuple[int, ...]
    cargo_discard: tuple[int, ...]
    glory_discard: tuple[int, ...]
    mission_discard: tuple[int, ...]
    in_play: tuple[int, ...]


@event(own=("ship",))
class ShipChosen(NamedTuple):
    """S9, DA6: a seat's secret choice of its starting ship."""
    seat: int
    ship: str


@event(cards=("captains",))
class SetupRevealed(NamedTuple):
    """S10, DA6: every captain and ship, revealed at once."""
    captains: tuple[int, ...]
    ships: tuple[str, ...]


@event(cards=("captain",), own=("stash",), purse=("stash",))
class Equipped(NamedTuple):
    """S11–S14, DR6, DR8: a captain takes up its ship in port at its home port, tracks full,
    with `ducats` aboard (the table sees that amount, RU64) and `stash` left in the chest."""
    seat: int
    captain: int
    ship: str
    zone: int
    ducats: int
    stash: int


@event(nobody=("faces",))
class DicePrescribed(NamedTuple):
    """OV4: a scenario's (or a lesson's) dice, taken in order by the rolls before the
    seeded generator (docs/scenarios.md)."""
    faces: tuple[int, ...]


@event(random=True)
class StartPlayerDrawn(NamedTuple):
    """S15: one of the revealed captains drawn at random: its seat starts every game turn."""
    seat: int


# --- the game turn (T, EV, MR2) -------------------------------------------------------------


@event()
class GameTurnBegan(NamedTuple):
    """T1: game turn `turn` begins."""
    turn: int


@event(cards=("tokens",), nobody=("tokens",), random=True)
class MerchantsReset(NamedTuple):
    """MR2: the tokens of the Merchant spaces, shuffled and placed flag down, one on each
    zone without a merchant (zone indices and tokens, in the same order)."""
    zones: tuple[int, ...]
    tokens: tuple[int, ...]


@event(cards=("card",))
class EventDrawn(NamedTuple):
    """EV1: the game turn's event card, shown to all."""
    card: int


@event(random=True)
class NpcMoved(NamedTuple):
    """NM1–NM4: the slot's ship moves (or stays: `to` == `frm`) for an icon or a card;
    `why` "direction", "clockwise" (NM3), "hunting" (NM4, `prey` the seat), "card"."""
    slot: int
    frm: int
    to: int
    why: str
    direction: str
    prey: int


@event(cards=("card",))
class NpcScheduled(NamedTuple):
    """NP4, NP5, NP9: the NPC of `card` (`line` -1 its own, 0/1 a war card's man-of-war)
    will arrive in its slot at the end of the game turn."""
    slot: int
    card: int
    line: int


@event(cards=("card",))
class NpcPlaced(NamedTuple):
    """T4, NP4–NP6: at the end of the game turn the slot's active NPC is placed in `zone`
    (`how` "arrives", "replaces", "returns")."""
    slot: int
    card: int
    line: int
    zone: int
    how: str


@event(cards=("card", "chosen"), random=True)
class NpcDefeated(NamedTuple):
    """NS12, NP6, RU35, RU61: the slot's active NPC is beaten (`card` discarded); `chosen`
    the stack's card drawn at random to return at the end of the game turn (-1: none), with
    its `line`."""
    slot: int
    card: int
    chosen: int
    line: int


@event(cards=("card",))
class EventApplied(NamedTuple):
    """EV3, EV4: the event card's effect applies now (`when` "immediate", after its icons;
    "turn_end", at T4)."""
    card: int
    when: str


@event(cards=("card",))
class EventResolved(NamedTuple):
    """EV5: the event card's effect is over; it goes to the discard pile unless it stays in
    play (NPC cards, lasting effects)."""
    card: int


@event()
class GameTurnEnded(NamedTuple):
    """T4: the game turn is over."""
    turn: int


# --- the seat turn (ST, DR) -----------------------------------------------------------------


@event()
class SeatTurnBegan(NamedTuple):
    """ST1: `seat`'s turn begins, with 3 actions (A1)."""
    seat: int


@event()
class SeatTurnEnded(NamedTuple):
    """ST1f: the seat's turn is over."""
    seat: int


@event()
class StayedOn(NamedTuple):
    """DR11: the captain starting in port does not retire."""
    seat: int


@event(cards=("card",))
class TurnStartEffects(NamedTuple):
    """ST1c, EV4: the event's effects timed for the start of each seat's turn apply to this
    seat now (its NPC scouting, ST1d, follows them)."""
    seat: int
    card: int


@event()
class ActionsBegan(NamedTuple):
    """ST1e: the seat's up to three actions begin (after ST1a–d)."""
    seat: int


@event()
class Retired(NamedTuple):
    """DR11: the captain retires in port; the turn ends at once."""
    seat: int


@event(cards=("card",), own=("card",))
class NextCaptainDrawn(NamedTuple):
    """DR4, RU45: the seat's next captain, drawn face down at once."""
    seat: int
    card: int


@event(cards=("card",))
class CaptainRevealed(NamedTuple):
    """DR6: the seat's new captain is revealed at the start of its turn."""
    seat: int
    card: int


@event(cards=("rejected", "card", "deck"), nobody=("deck",), random=True)
class CaptainRedrawn(NamedTuple):
    """DR7, RU46: a pirate NPC lies at the new captain's home: the seat draws another; the
    rejected card is shuffled back into the deck (its new order)."""
    seat: int
    rejected: int
    card: int
    deck: tuple[int, ...]


# --- actions (A, MV, SC) --------------------------------------------------------------------


@event()
class ShipMoved(NamedTuple):
    """MV1: the seat's ship to `zone`, in its port or at sea; `action` it spent an action
    (a card's movement may not, MV6)."""
    seat: int
    zone: int
    in_port: bool
    action: bool


@event()
class EntryRefused(NamedTuple):
    """RU10: the haven's toll not paid after a failed test: the Move action is spent."""
    seat: int


@event(random=True)
class Rolled(NamedTuple):
    """DT1, DA2: a test or a plain roll. `seat` the roller (-1: an NPC or a card's opponent,
    `slot` its slot, -1 for a card's), `context` what it is for (vocabulary.CONTEXTS and the
    plain rolls: "long_nines", "swivels", "storm_hit"…), `dice` the count after modifiers,
    `mods` each modifier's source and size, `faces` the dice."""
    seat: int
    slot: int
    context: str
    dice: int
    mods: tuple[tuple[str, int], ...]
    faces: tuple[int, ...]


@event(random=True)
class ScoutsBegan(NamedTuple):
    """NS1, NS5: the hostile NPCs in `zone` will scout `seat`'s ship, in this (seeded)
    order."""
    seat: int
    zone: int
    slots: tuple[int, ...]


@event()
class NpcScouted(NamedTuple):
    """NS2, NS4, NS5: the slot's NPC scouted the seat's ship: "found" (a battle follows),
    "missed", or it did not scout after all ("abstains": a flagship is here, or two men-of-war;
    "gone": the ship is no longer there to find; "peaceful": it is not hostile to it)."""
    slot: int
    seat: int
    result: str


@event()
class ScoutsEnded(NamedTuple):
    """NS5: no NPC is left to scout the ship."""
    seat: int


@event()
class Scouted(NamedTuple):
    """SC1–SC5: the seat's Scout action against `target` ("seat:2", "npc:4", "merchant",
    "rumour", "mission"), found or not; `action` it spent one of the turn's actions (a free
    one does not, K3)."""
    seat: int
    target: str
    found: bool
    action: bool = True


@event(cards=("token",))
class MerchantFound(NamedTuple):
    """MR1, MR3: the merchant's token, flipped and moved to the Merchant spaces."""
    seat: int
    zone: int
    token: int


@event()
class MerchantReleased(NamedTuple):
    """MR4: the merchant is let go (its nation as chosen under MR3, for missions, K45)."""
    seat: int
    nation: str


@event()
class BountySet(NamedTuple):
    """BN2, BN5, BN8: the seat's bounty with `nation` is now `level` (`why` "raid",
    "attack", "flagship", "card", "pardon")."""
    seat: int
    nation: str
    level: int
    why: str


# --- the port (PT, SL, BY, YD, RC, SH) ------------------------------------------------------


@event()
class PortBegan(NamedTuple):
    """PT1: the seat takes its Port action (`action` false: a free one, K3)."""
    seat: int
    zone: int
    action: bool = True


@event(cards=("token",))
class ModificationRevealed(NamedTuple):
    """PT4, MD2: the port's face-down modification token is turned up."""
    zone: int
    token: int


@event(cards=("cards",))
class Sold(NamedTuple):
    """SL1–SL4: the cards sold together, for `ducats`; `demanded` of them matched the port's
    demand."""
    seat: int
    cards: tuple[int, ...]
    ducats: int
    demanded: int


@event(cards=("old", "new"), random=True)
class DemandReplaced(NamedTuple):
    """SL2, RU17: the port's demand token replaced by a random one from the pool (drawn before
    the old one joins it)."""
    zone: int
    old: int
    new: int


@event(cards=("cards", "discarded"), own=("cards",))
class MarketDrawn(NamedTuple):
    """BY1, BY2: the buyer's market (seen by the buyer only); `discarded` the cards of the
    demanded good, thrown face up and replaced."""
    seat: int
    cards: tuple[int, ...]
    discarded: tuple[int, ...]


@event(cards=("cards", "left"), own=("cards",))
class Bought(NamedTuple):
    """BY3–BY5: the cards bought (goods private, count public) for `cost`; the rest of the
    market goes face up to the cargo discard (`left`)."""
    seat: int
    cards: tuple[int, ...]
    cost: int
    left: tuple[int, ...]


@event(cards=("returned",), nobody=("returned",), random=True)
class ShipChanged(NamedTuple):
    """YD2–YD5, MD4: the seat's ship is now `ship`, for `cost` ducats (new price less the old
    ship's sale value); the old ship's modifications return face down to random free ports
    (`returned` tokens to `zones`) unless `kept` on the new ship (ZR2); `glory` YD5's first
    frigate or galleon of this captain."""
    seat: int
    ship: str
    cost: int
    returned: tuple[int, ...]
    zones: tuple[int, ...]
    kept: tuple[int, ...]


@event()
class Repaired(NamedTuple):
    """YD6: `location` restored by `n` for `cost`."""
    seat: int
    location: str
    n: int
    cost: int


@event(cards=("token",))
class ModificationBought(NamedTuple):
    """MD2, MD14, RU54: the port's modification onto the ship."""
    seat: int
    zone: int
    token: int
    cost: int


@event()
class Refitted(NamedTuple):
    """MD8: the Doubled Planking flipped back."""
    seat: int
    cost: int


@event()
class WeaponBought(NamedTuple):
    """SW1."""
    seat: int
    weapon: str
    cost: int


@event()
class WeaponSold(NamedTuple):
    """SW1."""
    seat: int
    weapon: str
    gain: int


@event()
class Recruited(NamedTuple):
    """RC1, RC2: the crew track is now `crew`; `cost` paid for bought crew (0 on a success)."""
    seat: int
    crew: int
    cost: int


@event(own=("amount",), purse=("amount",))
class Stashed(NamedTuple):
    """SH1, DA4: ducats into the chest (the table learns that, not how many)."""
    seat: int
    amount: int


@event(own=("amount",), purse=("amount",))
class Withdrawn(NamedTuple):
    """SH3, RU24: ducats out of the chest (secret)."""
    seat: int
    amount: int


@event()
class PortEnded(NamedTuple):
    """PT2: the Port action is over."""
    seat: int


@event()
class StepTaken(NamedTuple):
    """PT2: the port step `step` is open (a shipyard step of several deals, YD8); the one
    open before it is done."""
    seat: int
    step: str


# --- money, cargo and glory -----------------------------------------------------------------


@event()
class DucatsChanged(NamedTuple):
    """DA4, DA5: a public gain (+) or cost (−) of ducats aboard, with its reason."""
    seat: int
    amount: int
    why: str


@event(cards=("cards",))
class CargoDiscarded(NamedTuple):
    """BY5, BY7, MV4, HL8, PL3, DR2: cargo cards thrown face up onto the cargo discard
    (`why` "leave", "overboard", "hold", "limit", "death"…)."""
    seat: int
    cards: tuple[int, ...]
    why: str


@event(cards=("cards",), random=True)
class CargoLost(NamedTuple):
    """HL8: hold damage throws cargo overboard at random."""
    seat: int
    cards: tuple[int, ...]


@event(cards=("cards", "overboard", "left"))
class LootKept(NamedTuple):
    """MR13, PL6, RU62: the face-up cards kept in the hold (the table saw them, DA5), the
    hold's own cards thrown to make room, and the rest of the loot to the discard."""
    seat: int
    cards: tuple[int, ...]
    overboard: tuple[int, ...]
    left: tuple[int, ...]


@event(cards=("order",), nobody=("order",), random=True)
class DeckShuffled(NamedTuple):
    """BY6, GC6, RU48: a deck (`deck` "cargo", "glory", "missions", "rumours") made anew from
    its discard pile (or, for rumours, with returned cards, RM3): the new order."""
    deck: str
    order: tuple[int, ...]


@event()
class GloryGained(NamedTuple):
    """GL1: one glory on the track, for `source` ("battle", "demand_sale", "raid", "mission",
    "rumour", "big_ship")."""
    seat: int
    source: str


@event(cards=("card",), own=("card",))
class GloryCardDrawn(NamedTuple):
    """GL2, GC1, S12: a glory card into the hand (secret)."""
    seat: int
    card: int


@event(cards=("card",))
class GloryCardPlayed(NamedTuple):
    """GC3–GC6: a glory card played from the hand, shown, and (after its effects) discarded
    unless it stays."""
    seat: int
    card: int


@event()
class WindowOpened(NamedTuple):
    """GC4, GC5, DA8: a moment to play glory cards at (`trigger`); `seats` will be asked, in
    this order; `subject` the seat it is about; `then` what follows; `faces` a roll the
    cards may change."""
    trigger: str
    seats: tuple[int, ...]
    subject: int
    then: tuple[str, ...]
    faces: tuple[int, ...]


@event(cards=("card",), own=("card",))
class CardDeclared(NamedTuple):
    """DA8: the seat declares a card for this moment, in secret until all have answered."""
    seat: int
    card: int


@event()
class WindowPassed(NamedTuple):
    """GC4, DA8: the seat plays no card at this moment."""
    seat: int


@event()
class WindowClosed(NamedTuple):
    """GC4, GC5: the moment is over (`played` cards were resolved)."""
    trigger: str
    played: int


@event(cards=("card",))
class CardLapsed(NamedTuple):
    """A declared card whose captain died before it was resolved goes with the hand."""
    seat: int
    card: int


@event(random=True)
class PreHits(NamedTuple):
    """A card played when its owner was scouted deals hits before the battle: their location
    dice (`drawn` of them rolled), held until the battle opens."""
    faces: tuple[int, ...]
    drawn: int = 0


@event()
class FreeActionUsed(NamedTuple):
    """K3 free_action, K19: the action of that kind cost no action (`kind`; `key` the
    ability it came from, "" a granted one)."""
    seat: int
    kind: str
    key: str


@event()
class FacesChanged(NamedTuple):
    """DT4, DT5: a roll held by a window (a scouting roll, an own test) rerolled or turned
    into successes by a card: its new faces (`drawn` of them rolled)."""
    faces: tuple[int, ...]
    drawn: int = 0


@event(cards=("card",))
class SpecialistHired(NamedTuple):
    """SP2, SP3: the specialist goes face up onto the seat's board."""
    seat: int
    card: int


@event(cards=("card",), random=True)
class SpecialistFound(NamedTuple):
    """SP1, K3 specialist_hire (a rumour's or a mission's reward): a specialist of a kind the
    seat has not hired, drawn at random from the glory deck, goes face up onto its board for
    free."""
    seat: int
    card: int


@event()
class AbilityUsed(NamedTuple):
    """K19, K31: a once-per-turn (or -battle, -round) ability or specialist was used."""
    seat: int
    key: str


@event(cards=("card",))
class GloryCardDiscarded(NamedTuple):
    """GC1: the card thrown away at the hand limit (face up)."""
    seat: int
    card: int


@event()
class Announced(NamedTuple):
    """E1, SH5, DA11: the seat's track glory plus stash glory reached the target; its chest
    is shown (`stash` ducats)."""
    seat: int
    stash: int


# --- raids (MR) -----------------------------------------------------------------------------


@event()
class RaidDeclared(NamedTuple):
    """MR4, MR5: the raid on a merchant of `nation`."""
    seat: int
    nation: str


@event(cards=("cards",))
class RaidCardsDrawn(NamedTuple):
    """MR7, MR10: cargo cards drawn face up for the raid."""
    cards: tuple[int, ...]


@event()
class DieConverted(NamedTuple):
    """MR9, SW5, K3 convert_die_to_success: the die `index` of the roll is a success, by
    discarding `weapon` ("" for an ability or card)."""
    seat: int
    index: int  # type: ignore[assignment]  # shadows tuple.index (the JSON's field name)
    weapon: str


@event(cards=("card",))
class RaidSpent(NamedTuple):
    """MR10: one success spent: "draw", "discard" (card), "exchange" (card; the new card is
    drawn with raid_cards_drawn)."""
    seat: int
    how: str
    card: int


@event()
class RaidPhase(NamedTuple):
    """MR9–MR11: the raid moves on to `phase` ("spend", "hits")."""
    seat: int
    phase: str


@event()
class RaidEnded(NamedTuple):
    """MR11–MR13: `result` "success", "escaped", "destroyed" (a location destroyed) or
    "sunk"; `loot` ducats gained."""
    seat: int
    result: str
    loot: int


@event()
class PlankingFlipped(NamedTuple):
    """MD8, RU26: the Doubled Planking flipped to cancel a hit on `location` (outside
    battle)."""
    seat: int
    location: str


@event()
class SeatHit(NamedTuple):
    """HL4–HL6, HL11: one hit on a seat's ship outside battle (a raid's card, an event):
    `location` took it (`transferred`: it went to the hull, HL5)."""
    seat: int
    location: str
    transferred: bool
    why: str


# --- battles (NB, HL, CB, PL) ---------------------------------------------------------------


@event()
class BattleBegan(NamedTuple):
    """NB1, NS2, NB11, CB9: a battle in `zone`; each side a seat (≥ 0) or an NPC slot
    (`*_slot`) or a card's opponent (`profile`: kind, ship, seamanship, leadership, crew);
    `why` "scout", "npc" or "card"; `crew_only` a card's crew combat (CB9)."""
    attacker: int
    attacker_slot: int
    defender: int
    defender_slot: int
    zone: int
    why: str
    profile: tuple[str, str, int, int, int]
    crew_only: bool


@event()
class BattlePhase(NamedTuple):
    """NB, CB: the battle moves on to `phase` (`after`: where a volley of hits returns)."""
    phase: str
    after: str


@event()
class BattleChoice(NamedTuple):
    """A side's answer to a battle question (`step`: "reroll", "shot", "cancel", "chasers"),
    "" for no."""
    side: int
    step: str
    choice: str


@event()
class BattleClosed(NamedTuple):
    """NB10: the battle and its aftermath are over; both ships stay where they are."""
    zone: int


@event()
class Declared(NamedTuple):
    """NB3, DA17: a side's declaration this round: "fire", "board" or "escape"."""
    side: int
    choice: str


@event(random=True)
class ManoeuvreRolled(NamedTuple):
    """NB4, NB5, DA17: both sides' seamanship, rolled as one event (dice counts with their
    modifiers' sources)."""
    faces: tuple[tuple[int, ...], tuple[int, ...]]
    mods: tuple[tuple[tuple[str, int], ...], tuple[tuple[str, int], ...]]


@event(random=True)
class Rerolled(NamedTuple):
    """DT4, DT5, SW2: a side's dice rerolled (`roll` "manoeuvre", "crew", "locations"): the
    indices and their new faces; `why` the weapon, ability or card; `drawn` false when the
    faces were set, not rolled (turned into successes)."""
    side: int
    roll: str
    indices: tuple[int, ...]
    faces: tuple[int, ...]
    why: str
    drawn: bool = True


@event()
class ManoeuvreWon(NamedTuple):
    """NB5: the manoeuvre's result: 0 or 1 the winning side, 2 a tie, 3 no success at all."""
    result: int


@event(random=True)
class LocationsRolled(NamedTuple):
    """HL2: one location die per hit a side deals this round (`why` "fire", "long_nines",
    "chasers", "card"); `drawn` how many of the faces were rolled now (-1: all; a card's hit
    on a named location rolls none)."""
    side: int
    faces: tuple[int, ...]
    why: str
    drawn: int = -1


@event()
class ShotUsed(NamedTuple):
    """SW3, SW4: chain shot or grapeshot discarded by a firing side this round."""
    side: int
    weapon: str


@event()
class HitsPlaced(NamedTuple):
    """HL3: the locations chosen for a firing side's success faces (by the side hit, or by
    the firer with chain shot or grapeshot)."""
    side: int
    locations: tuple[str, ...]


@event()
class HitCancelled(NamedTuple):
    """MD8, K3 cancel_hit / redirect_hit: the hit on `location` of `side`'s ship is cancelled
    (or, with `to`, redirected there)."""
    side: int
    location: str
    to: str
    why: str


@event()
class Hit(NamedTuple):
    """HL4–HL7: one hit on `side`'s ship: `location` took it; `transferred` it went to the
    hull (HL5); `lost` it was lost on destroyed masts or crew (SW3, SW4)."""
    side: int
    location: str
    transferred: bool
    lost: bool


@event()
class Escaped(NamedTuple):
    """NB6: the side escaped; the battle ends with no winner."""
    side: int


@event()
class CrewCombatBegan(NamedTuple):
    """NB6, CB1: the boarding succeeded (or a card's crew combat starts)."""
    boarder: int


@event(random=True)
class CrewRolled(NamedTuple):
    """CB3: both captains' leadership, rolled together."""
    faces: tuple[tuple[int, ...], tuple[int, ...]]
    mods: tuple[tuple[tuple[str, int], ...], tuple[tuple[str, int], ...]]


@event()
class CrewHit(NamedTuple):
    """CB3, CB4, MD12: crew lost by `side`."""
    side: int
    n: int


@event()
class BattleEnded(NamedTuple):
    """NB8, CB5–CB7, RU9, RU41: `winner` the side that won (-1 none); `how` "sunk",
    "both_sunk", "crew", "deadlock", "escape", or "stalemate" (neither side can end it,
    docs/rulings.md R1)."""
    winner: int
    how: str


@event(cards=("cargo", "hand", "rumour", "mission", "specialists", "returned"),
       nobody=("returned",), random=True)
class CaptainDied(NamedTuple):
    """DR1, DR2, MD4: the seat's captain dies (or retires at DR12): its cards, cargo, ducats
    aboard, weapons and bounties are discarded (the glory and the stash stay); its ship's
    modifications return face down to random free ports."""
    seat: int
    how: str
    cargo: tuple[int, ...]
    hand: tuple[int, ...]
    rumour: int
    mission: int
    specialists: tuple[int, ...]
    returned: tuple[int, ...]
    zones: tuple[int, ...]


@event(cards=("hand", "cargo", "rumour", "specialists"), own=("hand", "cargo", "rumour"))
class Plundered(NamedTuple):
    """PL2, PL3, DA4: what the winner takes from the beaten player: ducats aboard, glory
    cards, cargo and the rumour (these three seen by the two of them), weapons,
    specialists."""
    seat: int
    loser: int
    ducats: int
    hand: tuple[int, ...]
    cargo: tuple[int, ...]
    rumour: int
    weapons: tuple[str, ...]
    specialists: tuple[int, ...]


@event(cards=("returned",), nobody=("returned",), random=True)
class ShipCaptured(NamedTuple):
    """PL8, RU43, RU65: the winner abandons its ship (its modifications return: `returned`
    to `zones`) and takes the beaten one (`ship`, its damage `track`, its `mods`) from
    `loser` (-1: an NPC)."""
    seat: int
    loser: int
    ship: str
    track: tuple[int, ...]
    mods: tuple[int, ...]
    returned: tuple[int, ...]
    zones: tuple[int, ...]


@event(cards=("cards",), random=True)
class FlagshipPlundered(NamedTuple):
    """PL6: 3 cargo cards drawn, their loot gained; `lost` of them discarded at random for the
    flagship's hold damage; the rest offered to keep."""
    seat: int
    cards: tuple[int, ...]
    ducats: int
    lost: tuple[int, ...]


@event()
class BountyClaimed(NamedTuple):
    """BN9, BN10: a reward of `ducats` from `nation` ("pirates" for a pirate NPC, BN10)."""
    seat: int
    nation: str
    ducats: int


@event(cards=("card",), own=("card",))
class RumourGathered(NamedTuple):
    """RM1: a rumour card drawn in secret."""
    seat: int
    card: int


@event(cards=("card", "returned"), own=("card", "returned"))
class RumourKept(NamedTuple):
    """RM2, RM3: of two rumours, the one kept; the other goes back into the deck (the
    reshuffle is its own event)."""
    seat: int
    card: int
    returned: tuple[int, ...]


@event(cards=("card",))
class RumourShown(NamedTuple):
    """RM5: the rumour is shown to all before its test."""
    seat: int
    card: int


@event(cards=("card",), own=("card",))
class RumourReturned(NamedTuple):
    """RM2, RM3, RM7, RM8: the rumour card goes back into the deck (its card seen by the
    seat only unless it was shown; the reshuffle is its own event); `why` "kept_other",
    "false", "confirmed", "death"."""
    seat: int
    card: int
    why: str


@event(cards=("card", "old"))
class MissionTaken(NamedTuple):
    """MS3, MS5: the mission goes face up to the seat's board (`old` discarded, -1)."""
    seat: int
    card: int
    old: int


@event(cards=("card",))
class MissionPlaced(NamedTuple):
    """MS1, MS3, MS6: a new mission drawn and laid at its port."""
    card: int


@event(cards=("card",))
class MissionEnded(NamedTuple):
    """MS7, K33: the seat's mission is done (`how` "completed") or lost ("expired")."""
    seat: int
    card: int
    how: str


@event()
class EffectsBegan(NamedTuple):
    """K3: the effects of `source` (a card, or 900 + a zone for a zone rule), its list
    `part`, begin for each of `seats` in turn (game.merchants.frames.Effects); `why` says what
    follows at the end."""
    seat: int
    source: int
    part: str
    why: str
    seats: tuple[int, ...]


@event()
class EffectDone(NamedTuple):
    """K3: the effect at the head of the queue is done; a test's `branch` (0 passed: its
    `then`; 1 failed: its `otherwise`; -1 none) follows; `failed` something it needed did not
    happen (a test, a payment, a fight)."""
    seat: int
    branch: int
    failed: bool


@event()
class EffectsEnded(NamedTuple):
    """K3: the card's effects are over (`ok`: none failed)."""
    source: int
    ok: bool


@event()
class StandingAdded(NamedTuple):
    """K3: a passive effect of `card` (its list and path) in force for `seat` (-1 every seat)
    until `until`."""
    card: int
    part: str
    path: tuple[int, ...]
    seat: int
    until: str


@event()
class StandingEnded(NamedTuple):
    """K3: a passive effect is no longer in force (used, or its event drawn)."""
    card: int
    part: str
    path: tuple[int, ...]
    seat: int


@event()
class ActionsGranted(NamedTuple):
    """K3 extra_action, free_action: `n` more actions this seat turn (`kind`: what they may
    be, "" any)."""
    seat: int
    n: int
    kind: str


@event()
class WarChanged(NamedTuple):
    """WAR1, RU33, RU34: two nations go to war (`war` true) or make peace."""
    pair: tuple[str, str]
    war: bool


@event(cards=("cards",), own=("cards",), random=True)
class CargoGained(NamedTuple):
    """K3 cargo_gain: cargo cards of a good (or random ones) taken from the deck into the
    hold, face down."""
    seat: int
    cards: tuple[int, ...]


@event(cards=("cards",))
class CargoFound(NamedTuple):
    """K3 cargo_draw: cargo cards drawn face up, to keep within the hold."""
    seat: int
    cards: tuple[int, ...]


@event()
class ChoiceAsked(NamedTuple):
    """DA10: a forced choice for `seat` (`what`, game.merchants.frames.Choice) with its
    options and count."""
    seat: int
    what: str
    options: tuple[str, ...]
    count: int  # type: ignore[assignment]  # shadows tuple.count (the JSON's field name)


@event()
class ChoiceMade(NamedTuple):
    """DA10: the choice answered (the frame leaves the stack)."""
    seat: int
    what: str
    answer: str


@event()
class GameEnded(NamedTuple):
    """E2–E7, DA11: `cause` "glory", "events" or "captains"; each seat's track glory, stash
    glory and stash; the winners; the tie-break used ("", "track", "stash", "shared")."""
    cause: str
    track: tuple[int, ...]
    stash_glory: tuple[int, ...]
    stashes: tuple[int, ...]
    winners: tuple[int, ...]
    tiebreak: str


Event = Any  # any registered event NamedTuple


#: an event as JSON, and one from untrusted JSON (RecordError, a ValueError, says what is wrong)
event_to_json, event_from_json = EVENTS.to_dict, EVENTS.from_dict


def _hide(value: Any) -> Any:
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return HIDDEN if value >= 0 else value
    if isinstance(value, str):
        return ""
    if isinstance(value, tuple):
        return tuple(_hide(v) for v in value)
    return value


def for_seat(ev: Event, seat: int, *, cat: Any = None, open_purses: bool = False) -> Event:
    """DA4: the event as `seat` may know it (module docstring). The seed is no one's; with
    open purses (OV3) the purse fields are everyone's. `dealt` in game_started is each seat's
    own."""
    t = type(ev)
    if t is GameStarted:
        return ev._replace(
            seed=0, dealt=tuple(c if i == seat else HIDDEN for i, c in enumerate(ev.dealt)),
            **{f: _hide(getattr(ev, f)) for f in NOBODY[t]})
    if t is PositionSet:                    # per seat: each its own
        own = tuple(f for f in OWN[t] if not (open_purses and f in PURSE[t]))
        return ev._replace(
            **{f: tuple(v if i == seat else _hide(v) for i, v in enumerate(getattr(ev, f)))
               for f in own},
            **{f: _hide(getattr(ev, f)) for f in NOBODY[t]})
    hidden = NOBODY[t]
    own = OWN[t]
    if own and getattr(ev, "seat", None) != seat:
        if open_purses:
            own = tuple(f for f in own if f not in PURSE[t])
        hidden = hidden + own
    if not hidden:
        return ev
    if t is Plundered and seat == ev.loser:
        hidden = tuple(f for f in hidden if f not in OWN[t])
    return ev._replace(**{f: _hide(getattr(ev, f)) for f in hidden})


def card_ids(ev: Event) -> frozenset[int]:
    """Every card and token id an event names (HIDDEN and NONE left out): what a seat learns
    of them, as `for_seat` redacted it. For the contract suite's DA4 property."""
    out: set[int] = set()
    for f in CARDS[type(ev)]:
        v = getattr(ev, f)
        if isinstance(v, tuple):
            out.update(x for x in v if isinstance(x, int) and x >= 0)
        elif isinstance(v, int) and v >= 0:
            out.add(v)
    return frozenset(out)
