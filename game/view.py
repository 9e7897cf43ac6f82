"""Per-seat views (DA8): deny by default — copy only what that seat may see.

A view holds the seat's own hand, every hand's size, the face-up cards, deck sizes (never
their tops), buried prize cards only as counts (the seat's own with faces), and the
destination card only once revealed. Bots and the UI get views, never the state.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from game.cards import ATTACK_KINDS, SKILLS
from game.prompts import Prompt
from game.rules.bribes import OFFERS_PER_ROUND
from game.state import State

_SIDE = ("neutral", "captain", "mutineer")
_WINDOWS = frozenset({"window", "react", "sailor"})


@dataclass(frozen=True, slots=True)
class View:
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
        d = asdict(self)
        d["prompt"] = self.prompt._asdict() if self.prompt else None
        return d


def view(s: State, seat: int, prompt: Prompt | None = None) -> View:
    """DA8: what `seat` may see. `prompt` is the game's current prompt (any seat's)."""
    from game.rules import mutiny
    buried = s.buried
    vh = "VH" in s.variants
    face_up = (tuple(tuple(c for c in p if c not in buried) for p in s.prizes) if buried
               else tuple(map(tuple, s.prizes)))
    my_choice = next((cards for who, cards in s.pending if who == seat), None)
    if my_choice:  # a card given away since (a bribe) is no longer this seat's to show
        mine = set(s.prizes[seat]) | set(s.hands[seat])
        my_choice = tuple(c for c in my_choice if c in mine)
    over = s.over
    return View(
        seat=seat,
        names=s.names,
        variants=tuple(sorted(s.variants)),
        round=s.round,
        captain=s.captain,
        quartermaster=s.qm,
        step=s.step,
        waiting_for=prompt.seat if prompt else -1,
        to_ask=tuple(s.queue[s.qi:]) if s.step in _WINDOWS else (),
        prompt=prompt if prompt is not None and prompt.seat == seat else None,
        hand=tuple(s.hands[seat]),
        hand_sizes=tuple(map(len, s.hands)),
        prizes=_visible_prizes(s, seat) if vh and not over else face_up,
        prize_counts=tuple(map(len, face_up)),
        buried_counts=tuple(len(p) - len(f) for p, f in zip(s.prizes, face_up, strict=True)),
        my_buried=tuple(c for c in s.prizes[seat] if c in buried),
        crew_deck_size=len(s.crew_deck),
        crew_discard=tuple(s.crew_discard),
        stack_sizes=tuple(len(st) for st in s.stacks),
        dest_discard=tuple(s.dest_discard),
        prize_deck_size=len(s.prize_deck),
        prize_discard=tuple(s.prize_discard),
        destination_kind=s.dest_kind,
        destination=s.destination if s.revealed else -1,
        attack=tuple(zip(s.attack_by, s.attack, strict=True)),
        last_attack=s.last_attack,
        skill_choices=tuple((c, SKILLS[k])
                            for c, k in s.skill_choice.items()),
        loot=tuple(s.loot) if not vh or _sees_loot(s, seat) else (),
        loot_size=len(s.loot),
        mutiny_used=s.mutiny_used,
        mutiny_leader=s.m_leader,
        mutiny_sides=tuple(_SIDE[x] for x in s.m_side),
        mutiny_cards=tuple((c, _SIDE[x]) for c, x in zip(s.m_cards, s.m_sides_of, strict=True)),
        mutiny_strength=mutiny.strengths(s) if s.m_leader >= 0 else (0, 0),
        answered=tuple(who for who, _c in s.pending),
        my_choice=my_choice,
        forbidden_kind=s.forbidden_kind,
        punishment_ordered=s.punish,
        over=over,
        scores=tuple(s.result[1]) if over else (),  # type: ignore[arg-type]
        winners=tuple(s.result[2]) if over else (),  # type: ignore[arg-type]
        chain=tuple((who, card) for who, card, _t, _c in s.chain),
        window_cards=s.wcards if s.step == "react" else (),
        adjust=(s.adjust[0], s.adjust[1], s.adjust[2]),
        locked=tuple(sorted(s.locked)),
        guard=s.guard,
        cook=s.cook,
        bribe=_bribe(s, seat),
        offers_left=max(0, OFFERS_PER_ROUND - s.offers[seat]),
    )


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

