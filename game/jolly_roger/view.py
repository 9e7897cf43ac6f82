"""Per-seat views (DA8): deny by default — copy only what that seat may see.

A view holds the seat's own hand, every hand's size, the face-up cards, deck sizes (never
their tops), buried prize cards only as counts (the seat's own with faces), and the
destination card only once revealed. Bots and the UI get views, never the state.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from game.jolly_roger.cards import ATTACK_KINDS, SKILLS
from game.jolly_roger.prompts import SHARED_STEPS, Prompt
from game.jolly_roger.rules.bribes import OFFERS_PER_ROUND
from game.jolly_roger.rules.mutiny import strengths
from game.jolly_roger.state import State

_SIDE = ("neutral", "captain", "mutineer")


class View(NamedTuple):
    """A frozen copy of what one seat may see (DA8): plain ints, strings and tuples of them,
    never a reference into the game state. (A NamedTuple: built on every AI decision, and a
    tuple is the cheapest immutable record Python makes.)"""

    seat: int
    names: tuple[str, ...]
    variants: tuple[str, ...]
    round: int
    captain: int
    quartermaster: int            # -1 while unassigned and in V3
    step: str
    waiting_for: int              # the seat whose decision the game waits for (-1: none)
    to_ask: tuple[int, ...]       # a window's seats still to be asked, in order (public)
    prompt: Prompt | None         # this seat's own decision, if it is theirs
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    prizes: tuple[tuple[int, ...], ...]   # face-up prize cards per seat (VH: own, locked)
    prize_counts: tuple[int, ...]         # unburied prize cards per seat (VH: their only trace)
    buried_counts: tuple[int, ...]
    my_buried: tuple[int, ...]
    crew_deck_size: int
    crew_discard: tuple[int, ...]
    stack_sizes: tuple[int, ...]          # per kind, DEST_KINDS order
    dest_discard: tuple[int, ...]
    prize_deck_size: int
    prize_discard: tuple[int, ...]
    destination_kind: str
    destination: int                      # -1 until revealed
    attack: tuple[tuple[int, int], ...]   # (seat, card) face up in the attack area
    last_attack: tuple[int, ...]          # crew cards each seat played to the last voyage
    skill_choices: tuple[tuple[int, str], ...]
    loot: tuple[int, ...]                 # the prize cards being shared (VH: if you may look)
    loot_size: int
    mutiny_used: bool
    mutiny_leader: int
    mutiny_sides: tuple[str, ...]         # per seat: neutral / captain / mutineer
    mutiny_cards: tuple[tuple[int, str], ...]  # (card, side)
    mutiny_strength: tuple[int, int]      # captain, mutineer (M5: public)
    answered: tuple[int, ...]             # seats whose secret choice is in (DA5)
    my_choice: tuple[int, ...] | None
    forbidden_kind: str
    punishment_ordered: bool
    over: bool
    scores: tuple[tuple[int, int], ...]
    winners: tuple[int, ...]
    chain: tuple[tuple[int, int], ...]    # specials played, waiting to take effect: (seat, card)
    window_cards: tuple[int, ...]         # what the open reaction window is about
    adjust: tuple[int, int, int]          # First Mate / Navigator / Sharpshooter adjustments
    locked: tuple[int, ...]               # X-CABIN-BOY: face up until the next island
    guard: int                            # X-BOATSWAIN: who guards the ship (-1)
    cook: int                             # X-COOK: who picked first in this sharing (-1)
    bribe: tuple[int, int, int, str]      # open offer: giver, recipient, card (-1: hidden), purpose
    offers_left: int                      # B1/DA6: offers and promises left this round
    promises: tuple[tuple[int, int, str, int], ...]  # B1: every promise (giver, to, words, round)
    shares: tuple[tuple[int, tuple[int, ...]], ...]  # L2: each sharing: dealer, cards per seat

    @property
    def n(self) -> int:
        return len(self.names)

    def card_ids(self) -> set[int]:
        """Every card id this view mentions (the DA8 property test checks this set)."""
        ids: set[int] = set(self.hand) | set(self.my_buried) | set(self.crew_discard)
        ids |= set(self.dest_discard) | set(self.prize_discard) | set(self.loot)
        for p in self.prizes:
            ids |= set(p)
        ids |= {c for _s, c in self.attack} | {c for c, _s in self.mutiny_cards}
        ids |= {c for c, _k in self.skill_choices}
        ids |= {c for _s, c in self.chain} | set(self.window_cards) | set(self.locked)
        if self.bribe[2] >= 0:
            ids.add(self.bribe[2])
        if self.prompt is not None:
            ids |= set(self.prompt.specials)
        if self.destination >= 0:
            ids.add(self.destination)
        if self.prompt is not None:
            ids |= set(self.prompt.cards)
        if self.my_choice:
            ids |= set(self.my_choice)
        return ids

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = dict(zip(self._fields, self, strict=True))
        d["prompt"] = self.prompt._asdict() if self.prompt else None
        return d


_VARIANTS: dict[frozenset[str], tuple[str, ...]] = {}
_ZEROS: dict[int, tuple[int, ...]] = {}
_side_name = _SIDE.__getitem__
_new = tuple.__new__


def view(s: State, seat: int, prompt: Prompt | None = None) -> View:
    """DA8: what `seat` may see. `prompt` is the game's current prompt (any seat's).

    Built on every AI decision, so it is written for speed: plain copies of the state's
    lists into fresh tuples (never a reference to the state or its lists), empty zones
    short-cut, and the View made positionally (its field order)."""
    n = s.n
    hands = s.hands
    prizes = s.prizes
    buried = s.buried
    over = s.over
    variants = s.variants
    vh = "VH" in variants
    if buried:
        face_up = tuple([tuple([c for c in p if c not in buried]) for p in prizes])
        buried_counts = tuple([len(p) - len(f) for p, f in zip(prizes, face_up, strict=True)])
        my_buried = tuple([c for c in prizes[seat] if c in buried])
    else:
        face_up = tuple(map(tuple, prizes))
        buried_counts = _ZEROS.get(n) or _ZEROS.setdefault(n, (0,) * n)
        my_buried = ()
    pending = s.pending
    my_choice: tuple[int, ...] | None = None
    answered: tuple[int, ...] = ()
    if pending:
        answered = tuple([who for who, _c in pending])
        for who, cards in pending:
            if who == seat:
                my_choice = cards
                break
        if my_choice:  # a card given away since (a bribe) is no longer this seat's to show
            mine = set(prizes[seat]) | set(hands[seat])
            my_choice = tuple([c for c in my_choice if c in mine])
    names = _VARIANTS.get(variants)
    if names is None:
        names = _VARIANTS[variants] = tuple(sorted(variants))
    step = s.step
    m_cards = s.m_cards
    m_leader = s.m_leader
    chain = s.chain
    bribe = s.bribe
    offers_left = OFFERS_PER_ROUND - s.offers[seat]
    m_side = s.m_side
    sides = _SIDES.get(tuple(m_side)) or _sides(m_side)
    return _new(View, (
        seat,
        s.names,
        names,
        s.round,
        s.captain,
        s.qm,
        step,
        prompt.seat if prompt else -1,
        tuple(s.queue[s.qi:]) if step in SHARED_STEPS else (),
        prompt if prompt is not None and prompt.seat == seat else None,
        tuple(hands[seat]),
        tuple(map(len, hands)),
        _visible_prizes(s, seat) if vh and not over else face_up,
        tuple(map(len, face_up)),
        buried_counts,
        my_buried,
        len(s.crew_deck),
        tuple(s.crew_discard),
        tuple(map(len, s.stacks)),
        tuple(s.dest_discard),
        len(s.prize_deck),
        tuple(s.prize_discard),
        s.dest_kind,
        s.destination if s.revealed else -1,
        tuple(zip(s.attack_by, s.attack, strict=True)) if s.attack else (),
        s.last_attack,
        tuple([(c, SKILLS[k]) for c, k in s.skill_choice.items()]) if s.skill_choice else (),
        tuple(s.loot) if not vh or _sees_loot(s, seat) else (),
        len(s.loot),
        s.mutiny_used,
        m_leader,
        sides,
        tuple(zip(m_cards, map(_side_name, s.m_sides_of), strict=True)) if m_cards else (),
        strengths(s) if m_leader >= 0 else (0, 0),
        answered,
        my_choice,
        s.forbidden_kind,
        s.punish,
        over,
        tuple(s.result[1]) if over else (),  # type: ignore[arg-type]
        tuple(s.result[2]) if over else (),  # type: ignore[arg-type]
        tuple([(who, card) for who, card, _t, _c in chain]) if chain else (),
        s.wcards if step == "react" else (),
        tuple(s.adjust),
        tuple(sorted(s.locked)) if s.locked else (),
        s.guard,
        s.cook,
        _bribe(s, seat) if bribe[2] >= 0 else bribe,
        offers_left if offers_left > 0 else 0,
        s.promises,
        s.shares,
    ))


_SIDES: dict[tuple[int, ...], tuple[str, ...]] = {}


def _sides(m_side: list[int]) -> tuple[str, ...]:
    """Per seat: neutral / captain / mutineer (the few layouts recur: kept by layout)."""
    key = tuple(m_side)
    found = _SIDES.get(key)
    if found is None:
        found = _SIDES[key] = tuple(map(_side_name, key))
    return found


def _bribe(s: State, seat: int) -> tuple[int, int, int, str]:
    """DA6: the offered card is seen by giver and recipient; a face-up prize by everyone
    (VH: by them only)."""
    giver, to, card, purpose = s.bribe
    if card >= 0 and seat not in (giver, to) and (card in s.hands[giver] or "VH" in s.variants):
        card = -1
    return giver, to, card, purpose


def _visible_prizes(s: State, seat: int) -> tuple[tuple[int, ...], ...]:
    """VH: your own unburied prize cards; of the others only the Cabin Boy's face-up card."""
    buried = s.buried
    locked = s.locked
    return tuple(tuple(c for c in p if c not in buried and (i == seat or c in locked))
                 for i, p in enumerate(s.prizes))


def _sees_loot(s: State, seat: int) -> bool:
    """VH: the captain drew the loot (or picks first from seized cards); the quartermaster
    looks when dealing it; a Cook's player when picking first."""
    if seat == s.captain:
        return True
    if s.step == "loot_share" and seat == s.acting_qm:
        return True
    return s.step == "cook_pick" and seat == s.current


def public_ranges(s: State) -> dict[str, dict[str, tuple[int, int]]]:
    """C4: the reference card's min–max per attack kind (public)."""
    return {k: s.cat.ranges(k) for k in ATTACK_KINDS}



def secrets(s: State, seat: int) -> frozenset[int]:
    """DA8, as a full-information observer sees it: every card id `seat` may not know now — the
    decks and stacks, the others' hands and buried prizes, the destination until revealed;
    in VH also the others' prize cards (but the Cabin Boy's face-up one) and the loot but
    for the captain, the quartermaster dealing it and the Cook's player picking (DA6: a
    bribe's recipient sees the card offered). For the contract suite's property that no
    view or redacted event shows one."""
    hidden: set[int] = set(s.crew_deck) | set(s.prize_deck)
    vh = "VH" in s.variants
    for stack in s.stacks:
        hidden |= set(stack)
    for i in range(s.n):
        if i != seat:
            hidden |= set(s.hands[i])
            hidden |= {c for c in s.prizes[i] if c in s.buried}
            if vh:
                hidden |= {c for c in s.prizes[i] if c not in s.locked}
    if vh and not (seat == s.captain or (s.step == "loot_share" and seat == s.acting_qm)
                   or (s.step == "cook_pick" and seat == s.current)):
        hidden |= set(s.loot)
    if s.destination >= 0 and not s.revealed:
        hidden.add(s.destination)
    _giver, to, card, _purpose = s.bribe
    if seat == to:
        hidden.discard(card)
    if s.step == "react":   # what the window is about was played face up for all to see, even
        hidden -= set(s.wcards)   # if it lies in the crew deck again (the discard shuffled in)
    return frozenset(hidden)
