"""The state of a RUM game (internal: scenes and bots never see it) and `evolve`, the only
code that changes it. A state is what its events make: `initial_state(cat, game_started)`
then `evolve(s, ev)` for every later event, with no generator involved (DA4).

Zones are plain lists of card ids (rum cards 0–20, the parrot 21): the wreck is an unordered
multiset kept as a list (its order only makes the seeded pick reproducible), the beach three
ids (-1 empty) with their faces, the captain cards two lists by colour (value, owner or -1).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.rum import events as E
from game.rum.cards import Catalogue


class State:
    __slots__ = ("cat", "n", "names", "humans", "seed", "first_player", "target", "hands",
                 "wreck", "beach", "beach_up", "values", "owners", "clock", "turn", "step",
                 "asking", "count", "cause", "chosen", "flying", "known", "maybe", "rnd",
                 "over", "winners", "tiebreak", "end", "forced")

    cat: Catalogue
    n: int
    names: tuple[str, ...]
    humans: tuple[bool, ...]
    seed: int
    first_player: str
    target: int
    hands: list[list[int]]
    wreck: list[int]
    beach: list[int]          # card id or -1 (empty, RU19)
    beach_up: list[bool]
    values: list[int]         # captain card value by colour (C5)
    owners: list[int]         # captain card owner by colour, -1 nobody
    clock: int
    turn: int                 # the active seat (T1)
    step: str                 # "turn" | "return" | "over"
    asking: list[int]         # seats still to choose a return (PA2, WV3)
    count: int                # N of the pending return
    cause: str                # "parrot" | "wave" while a return is pending, else ""
    chosen: dict[int, tuple[int, ...]]   # DA3: a wave's choices, applied after the last
    flying: bool              # the drawn parrot is in the drawer's hands (PA1–PA3)
    known: list[set[int]]     # DA5: cards seen to enter each hand face up
    maybe: list[set[int]]     # DA5: known marks after a hidden return
    rnd: int                  # random events so far (game.core.steps.seeded)
    over: bool
    winners: tuple[int, ...]
    tiebreak: str
    end: str
    forced: list[int]         # scenarios: the next wreck draws, prescribed (not an event)

    def clone(self) -> State:
        t = State.__new__(State)
        for k in ("cat", "n", "names", "humans", "seed", "first_player", "target", "clock",
                  "turn", "step", "count", "cause", "flying", "rnd", "over", "winners",
                  "tiebreak", "end"):
            setattr(t, k, getattr(self, k))
        t.hands = [list(h) for h in self.hands]
        t.wreck = list(self.wreck)
        t.beach = list(self.beach)
        t.beach_up = list(self.beach_up)
        t.values = list(self.values)
        t.owners = list(self.owners)
        t.asking = list(self.asking)
        t.chosen = dict(self.chosen)
        t.known = [set(k) for k in self.known]
        t.maybe = [set(m) for m in self.maybe]
        t.forced = list(self.forced)
        return t

    def score(self, seat: int) -> int:
        """E1: the sum of the values of the captain cards in front of `seat`."""
        return sum(v for v, o in zip(self.values, self.owners, strict=True) if o == seat)

    def scores(self) -> tuple[int, ...]:
        out = [0] * self.n
        for v, o in zip(self.values, self.owners, strict=True):
            if o >= 0:
                out[o] += v
        return tuple(out)

    def beach_face_up(self) -> list[int]:
        """The face-up beach cards (BE2: their singles count in every set)."""
        return [c for c, up in zip(self.beach, self.beach_up, strict=True) if up and c >= 0]


def initial_state(cat: Catalogue, ev: E.GameStarted) -> State:
    """S1–S7: the state `game_started` describes; the wreck is every card it does not place."""
    s = State()
    s.cat = cat
    s.n = len(ev.names)
    s.names = tuple(ev.names)
    s.humans = tuple(ev.humans)
    s.seed = ev.seed
    s.first_player = ev.first_player
    s.target = cat.target(s.n)
    s.hands = [list(h) for h in ev.hands]
    s.beach = list(ev.beach)
    s.beach_up = list(ev.beach_up)
    placed = {c for c in ev.beach if c >= 0} | {c for h in ev.hands for c in h}
    s.wreck = [c for c in range(cat.size) if c not in placed]
    s.values = list(ev.values)
    s.owners = list(ev.owners)
    s.clock = ev.clock
    s.turn = ev.first
    s.step = "turn"
    s.asking, s.count, s.cause, s.chosen, s.flying = [], 0, "", {}, False
    s.known = [set() for _ in range(s.n)]
    s.maybe = [set() for _ in range(s.n)]
    s.rnd = 1
    s.over, s.winners, s.tiebreak, s.end = False, (), "", ""
    s.forced = []
    return s


def _seen(s: State, cards: Any) -> None:
    """DA5: cards seen somewhere public are no longer marked in any hand."""
    for c in cards:
        for k in s.known:
            k.discard(c)
        for m in s.maybe:
            m.discard(c)


def _turn_started(s: State, ev: E.TurnStarted) -> None:
    s.turn = ev.seat
    s.step = "turn"


def _drawn(s: State, ev: E.Drawn) -> None:
    card = ev.card
    if ev.source == "beach":
        s.beach[ev.spot] = -1
        s.beach_up[ev.spot] = False
    else:
        s.wreck.remove(card)
        s.rnd += 1
    if card == s.cat.parrot:
        s.flying = True
        return
    s.hands[ev.seat].append(card)
    if ev.face_up:
        s.known[ev.seat].add(card)


def _refilled(s: State, ev: E.Refilled) -> None:
    s.wreck.remove(ev.card)
    s.beach[ev.spot] = ev.card
    s.beach_up[ev.spot] = ev.face_up
    s.rnd += 1
    if ev.face_up:
        _seen(s, (ev.card,))


def _set_laid(s: State, ev: E.SetLaid) -> None:
    hand = s.hands[ev.seat]
    for card, _end in ev.laid:
        hand.remove(card)
        s.wreck.append(card)
    for colour, _before, _v, after, _route in ev.captures:
        s.values[colour] = after
        s.owners[colour] = ev.seat
    _seen(s, (card for card, _end in ev.laid))
    if not hand:
        s.maybe[ev.seat].clear()


def _return_asked(s: State, ev: E.ReturnAsked) -> None:
    s.step = "return"
    s.asking = list(ev.seats)
    s.count = ev.count
    s.cause = ev.cause
    s.chosen = {}


def _return_chosen(s: State, ev: E.ReturnChosen) -> None:
    s.chosen[ev.seat] = ev.cards
    s.asking.remove(ev.seat)


def _returned(s: State, ev: E.Returned) -> None:
    hand = s.hands[ev.seat]
    for card in ev.cards:
        hand.remove(card)
        s.wreck.append(card)
    seat = ev.seat
    s.maybe[seat] |= s.known[seat]      # DA5: after a hidden return, "may still hold"
    s.known[seat].clear()
    if not hand:
        s.maybe[seat].clear()
    if ev.seat in s.asking:             # a parrot's return answers its prompt
        s.asking.remove(ev.seat)


def _wreck_emptied(s: State, ev: E.WreckEmptied) -> None:
    for seat, cards in ev.dumps:
        s.hands[seat].clear()
        s.wreck.extend(cards)
        s.known[seat].clear()
        s.maybe[seat].clear()


def _clock_advanced(s: State, ev: E.ClockAdvanced) -> None:
    s.clock = ev.clock


def _parrot_back(s: State, ev: E.ParrotBack) -> None:
    if ev.spot >= 0:
        s.beach[ev.spot] = -1
        s.beach_up[ev.spot] = False
    s.flying = False
    s.wreck.append(s.cat.parrot)
    if not s.asking:
        s.step = "turn"
        s.cause = ""
        s.chosen = {}


def _wave_came(s: State, ev: E.WaveCame) -> None:
    for i, c in enumerate(s.beach):
        if c >= 0:
            s.beach_up[i] = True
    _seen(s, ev.cards)


def _trio_washed(s: State, ev: E.TrioWashed) -> None:
    for i in range(len(s.beach)):
        if s.beach[i] >= 0:
            s.wreck.append(s.beach[i])
            s.beach[i] = -1
            s.beach_up[i] = False


def _nothing(s: State, ev: Any) -> None:
    pass


def _game_ended(s: State, ev: E.GameEnded) -> None:
    s.over = True
    s.step = "over"
    s.winners = ev.winners
    s.tiebreak = ev.tiebreak
    s.end = ev.cause
    s.asking = []


HANDLERS: dict[type, Callable[[State, Any], None]] = {
    E.TurnStarted: _turn_started, E.Drawn: _drawn, E.Refilled: _refilled,
    E.SetLaid: _set_laid, E.ReturnAsked: _return_asked, E.ReturnChosen: _return_chosen,
    E.Returned: _returned, E.WreckEmptied: _wreck_emptied, E.ClockAdvanced: _clock_advanced,
    E.ParrotBack: _parrot_back, E.WaveCame: _wave_came, E.TrioWashed: _trio_washed,
    E.TurnPassed: _nothing, E.GameEnded: _game_ended,
}


def evolve(s: State, ev: Any) -> None:
    """Apply one event (never draws: every outcome is in the event)."""
    HANDLERS[type(ev)](s, ev)
