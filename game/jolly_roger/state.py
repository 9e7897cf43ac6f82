"""The game state: small, flat, cheap to copy (integer card ids in plain lists).

Only `evolve` changes a State, and only by applying an event. Bots and the UI never see a
State; they get `view(state, seat)`. `clone` is hand-written (no deepcopy) because search
and the property tests copy states constantly.
"""

from __future__ import annotations

from game.jolly_roger.cards import DEST_KINDS, Catalogue

KIND_INDEX = {k: i for i, k in enumerate(DEST_KINDS)}
NEUTRAL, CAPTAIN_SIDE, MUTINEER_SIDE = 0, 1, 2
SIDE_NAMES = {"captain": CAPTAIN_SIDE, "mutineer": MUTINEER_SIDE}


def hand_limit(n: int) -> int:
    """H1 / RU1: 7 at 3–5 players, 6 at 6–7, 5 at 8–10."""
    return 7 if n <= 5 else 6 if n <= 7 else 5


def extra_deal(n: int) -> int:
    """S3 / RU1: extra crew cards dealt to every seat (the captain gets one more)."""
    return 5 if n <= 5 else 4 if n <= 7 else 3


class State:
    """Everything about a game in progress. Decks keep their top card at the END of the list."""

    __slots__ = (
        "cat",
        "n",
        "names",
        "humans",
        "variants",
        "ask_all",
        "seed",
        "rng_n",
        "hands",
        "prizes",
        "buried",
        "crew_deck",
        "crew_discard",
        "stacks",
        "dest_discard",
        "prize_deck",
        "prize_discard",
        "reference",
        "captain",
        "qm",
        "round",
        "mutiny_used",
        "forbidden_kind",
        "step",
        "context",
        "queue",
        "qi",
        "passes",
        "pending",
        "wcards",
        "destination",
        "dest_kind",
        "revealed",
        "attack",
        "attack_by",
        "last_attack",
        "first_played",
        "skill_choice",
        "loot",
        "punish",
        "m_leader",
        "m_first",
        "m_window",
        "m_side",
        "m_cards",
        "m_sides_of",
        "frames",
        "chain",
        "last_play",
        "adjust",
        "locked",
        "guard",
        "guard_asked",
        "landed",
        "m_stab",
        "m_cancelled",
        "after_mutiny",
        "offers",
        "cook",
        "bribe",
        "over",
        "result",
    )

    cat: Catalogue
    n: int
    names: tuple[str, ...]
    humans: tuple[bool, ...]
    variants: frozenset[str]
    ask_all: bool
    seed: int
    rng_n: int
    hands: list[list[int]]
    prizes: list[list[int]]
    buried: set[int]
    crew_deck: list[int]
    crew_discard: list[int]
    stacks: list[list[int]]
    dest_discard: list[int]
    prize_deck: list[int]
    prize_discard: list[int]
    reference: int
    captain: int
    qm: int
    round: int
    mutiny_used: bool
    forbidden_kind: str
    step: str
    context: str
    queue: list[int]
    qi: int
    passes: int
    pending: list[tuple[int, tuple[int, ...]]]
    wcards: tuple[int, ...]  # what the open reaction window is about
    destination: int
    dest_kind: str
    revealed: bool
    attack: list[int]
    attack_by: list[int]
    last_attack: tuple[int, ...]  # crew cards each seat played to the last voyage
    first_played: bool
    skill_choice: dict[int, int]
    loot: list[int]
    punish: bool
    m_leader: int
    m_first: int  # the First Mutineer's card (RU10)
    m_window: str
    m_side: list[int]
    m_cards: list[int]
    m_sides_of: list[int]
    frames: list[tuple[object, ...]]  # suspended decision frames (interruptions, DA4)
    chain: list[
        tuple[int, int, tuple[int, ...], str]
    ]  # specials resolving: seat, card, targets, choice
    last_play: tuple[int, ...]  # crew cards just revealed (a Traitor's targets)
    adjust: list[int]  # X-FIRST-MATE / NAVIGATOR / SHARPSHOOTER: +-1 per skill
    locked: set[int]  # X-CABIN-BOY: face up until the next Treasure Island
    guard: int  # X-BOATSWAIN: the seat guarding the ship (-1)
    guard_asked: list[int]  # seats already offered the guard duty
    landed: bool  # T1: an Old Sailor took the ship ashore
    m_stab: int  # X-CUTTHROAT: the side that lost at once (0: none)
    m_cancelled: bool  # RU10: a Traitor cancelled the mutiny's first card
    after_mutiny: tuple[tuple[int, int], ...]  # RU11: (seat, card) acting after the mutiny
    offers: list[int]  # B1/DA6: bribe offers and promises made this round
    cook: int  # X-COOK: the seat who picked first in this sharing
    bribe: tuple[int, int, int, str]  # the open offer: giver, recipient, card, purpose
    over: bool
    result: tuple[object, ...]

    def clone(self) -> State:
        s = State.__new__(State)
        s.cat = self.cat
        s.n = self.n
        s.names = self.names
        s.humans = self.humans
        s.variants = self.variants
        s.ask_all = self.ask_all
        s.seed = self.seed
        s.rng_n = self.rng_n
        s.hands = [h[:] for h in self.hands]
        s.prizes = [p[:] for p in self.prizes]
        s.buried = set(self.buried)
        s.crew_deck = self.crew_deck[:]
        s.crew_discard = self.crew_discard[:]
        s.stacks = [st[:] for st in self.stacks]
        s.dest_discard = self.dest_discard[:]
        s.prize_deck = self.prize_deck[:]
        s.prize_discard = self.prize_discard[:]
        s.reference = self.reference
        s.captain = self.captain
        s.qm = self.qm
        s.round = self.round
        s.mutiny_used = self.mutiny_used
        s.forbidden_kind = self.forbidden_kind
        s.step = self.step
        s.context = self.context
        s.queue = self.queue[:]
        s.qi = self.qi
        s.passes = self.passes
        s.pending = self.pending[:]
        s.wcards = self.wcards
        s.destination = self.destination
        s.dest_kind = self.dest_kind
        s.revealed = self.revealed
        s.attack = self.attack[:]
        s.attack_by = self.attack_by[:]
        s.last_attack = self.last_attack
        s.first_played = self.first_played
        s.skill_choice = dict(self.skill_choice)
        s.loot = self.loot[:]
        s.punish = self.punish
        s.m_leader = self.m_leader
        s.m_first = self.m_first
        s.m_window = self.m_window
        s.m_side = self.m_side[:]
        s.m_cards = self.m_cards[:]
        s.m_sides_of = self.m_sides_of[:]
        s.frames = self.frames[:]
        s.chain = self.chain[:]
        s.last_play = self.last_play
        s.adjust = self.adjust[:]
        s.locked = set(self.locked)
        s.guard = self.guard
        s.guard_asked = self.guard_asked[:]
        s.landed = self.landed
        s.m_stab = self.m_stab
        s.m_cancelled = self.m_cancelled
        s.after_mutiny = self.after_mutiny
        s.offers = self.offers[:]
        s.cook = self.cook
        s.bribe = self.bribe
        s.over = self.over
        s.result = self.result
        return s

    # --- small derived facts -------------------------------------------------------------

    @property
    def v3(self) -> bool:
        """V3: three players, no quartermaster (the captain does it all)."""
        return self.n == 3

    @property
    def acting_qm(self) -> int:
        """The seat doing the quartermaster's work (V3: the captain)."""
        return self.captain if self.qm < 0 else self.qm

    @property
    def current(self) -> int:
        """The seat the current step waits for (-1 when none)."""
        q = self.queue
        return q[self.qi % len(q)] if q else -1

    def order_from(self, seat: int) -> list[int]:
        """All seats clockwise, starting with `seat`."""
        n = self.n
        return [(seat + i) % n for i in range(n)]

    def left_of(self, seat: int) -> int:
        return (seat + 1) % self.n

    def face_up_prizes(self, seat: int) -> list[int]:
        buried = self.buried
        return [c for c in self.prizes[seat] if c not in buried]

    def signature(self) -> tuple[object, ...]:
        """Everything that defines the state, for equality checks (replay tests)."""
        return tuple(
            sorted(getattr(self, k)) if k in ("buried", "locked") else getattr(self, k)
            for k in State.__slots__
            if k != "cat"
        )
