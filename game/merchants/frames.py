"""The interruptions of a game turn (A2: an action finishes completely — every battle, raid and
scouting it triggers — before the next begins), kept on the state's `stack`, the top one
deciding what the game waits for. Each is a small record changed only by `evolve`; `copy()`
is shallow for the immutable fields and copies the lists.

- `Port`: a Port action (PT2): the steps taken, the one open, the market drawn.
- `Scouts`: hostile NPCs still to scout a ship that entered their zone or starts its turn
  there (NS1, NS5).
- `Raid`: a merchant raid (MR7–MR13).
- `Battle`: a naval battle and its crew combat (NB, HL, CB), and its aftermath (plunder,
  capture, bounty claim).
- `Choice`: a forced choice of one seat (DA10) that no other frame owns: the cargo to throw
  overboard, the glory card to discard, the rumour to keep, …
"""

from __future__ import annotations

from typing import Any


class Frame:
    """A record with `__slots__`; `copy()` copies list fields one level deep."""

    __slots__ = ("kind",)
    kind: str

    def copy(self) -> Any:
        t = self.__class__.__new__(self.__class__)
        for cls in type(self).__mro__:
            for k in getattr(cls, "__slots__", ()):
                v = getattr(self, k)
                setattr(t, k, v[:] if type(v) is list else v)
        return t


class Port(Frame):
    """PT2: `done` the steps taken (each at most once); `open` the step in progress (a
    shipyard step's several deals, YD8); `market` the cards drawn by a buy step (BY1), seen by
    the buyer only; `first_price` the first card's discount is still to use (ZR13)."""

    __slots__ = ("seat", "zone", "done", "open", "market", "first_price")

    def __init__(self, seat: int, zone: int) -> None:
        self.kind = "port"
        self.seat, self.zone = seat, zone
        self.done: list[str] = []
        self.open = ""
        self.market: list[int] = []
        self.first_price = True


class Scouts(Frame):
    """NS1, NS5: the NPC slots still to scout `seat` in `zone`, in their (seeded) order."""

    __slots__ = ("seat", "zone", "slots")

    def __init__(self, seat: int, zone: int, slots: list[int]) -> None:
        self.kind = "scouts"
        self.seat, self.zone, self.slots = seat, zone, slots


class Raid(Frame):
    """MR7–MR13: the raider, the merchant's chosen nation, the face-up cards, the seamanship
    roll's faces, the successes left to spend, and where the raid stands: "convert" (MR9),
    "spend" (MR10), "keep" (MR13)."""

    __slots__ = ("seat", "nation", "cards", "faces", "left", "phase", "loot", "windows")

    def __init__(self, seat: int, nation: str) -> None:
        self.kind = "raid"
        self.seat, self.nation = seat, nation
        self.cards: list[int] = []
        self.faces: list[int] = []
        self.left = 0
        self.phase = "draw"
        self.loot = 0
        self.windows: list[str] = []     # the raid moments already offered (K4)


class Fighter(Frame):
    """One side of a battle: a seat (`seat` ≥ 0), an NPC (`slot` ≥ 0, its card and line), or
    a card's opponent (`profile`). An NPC's or a profile's ship keeps its own tracks here
    (NS7, NS10); a seat's are on its Seat."""

    __slots__ = ("seat", "slot", "card", "line", "ship", "seamanship", "leadership",
                 "track", "hold_hits", "used")

    def __init__(self, seat: int = -1, slot: int = -1, card: int = -1, line: int = -1,
                 ship: str = "", seamanship: int = 0, leadership: int = 0,
                 track: list[int] | None = None) -> None:
        self.kind = "fighter"
        self.seat, self.slot, self.card, self.line = seat, slot, card, line
        self.ship, self.seamanship, self.leadership = ship, seamanship, leadership
        self.track: list[int] = track if track is not None else []
        self.hold_hits = 0          # PL6: hold damage taken this battle (a flagship's)
        self.used: list[str] = []   # weapons, modifications and abilities used this battle

    @property
    def npc(self) -> bool:
        return self.seat < 0


class Battle(Frame):
    """NB1–NB11, HL, CB, PL: `sides` attacker (0) and defender (1); `why` "scout" (a seat
    scouted), "npc" (an NPC scouted, NS2) or "card" (NB11, CB9: a card's fight); `phase`
    where it stands; `decl` each side's declaration this round; `man` the manoeuvre faces;
    `dice` each side's manoeuvre dice count; `won` the manoeuvre's result (0, 1, "tie" = 2,
    "none" = 3); `hits` each side's location faces to place; `placed` the locations chosen
    for success faces; `shot` the chain shot or grapeshot a side used this round; `crew`
    the crew-combat round's faces; `winner` at the end (-1 none); `how` the end."""

    __slots__ = ("sides", "why", "zone", "phase", "round", "decl", "man", "dice", "won",
                 "hits", "placed", "shot", "crew", "winner", "how", "card_kind", "asked",
                 "after", "answered", "volley", "cancels", "windows", "crew_round")

    def __init__(self, sides: tuple[Fighter, Fighter], why: str, zone: int,
                 card_kind: str = "") -> None:
        self.kind = "battle"
        self.sides = sides
        self.why, self.zone, self.card_kind = why, zone, card_kind
        self.phase = "start"
        self.round = 0
        self.decl = ["", ""]
        self.man: list[tuple[int, ...]] = [(), ()]
        self.dice = [0, 0]
        self.won = -1
        self.hits: list[tuple[int, ...]] = [(), ()]
        self.placed: list[tuple[str, ...]] = [(), ()]
        self.shot = ["", ""]
        self.crew: list[tuple[int, ...]] = [(), ()]
        self.winner = -1
        self.how = ""
        self.asked = -1             # the side a prompt of this phase is for
        self.after = ""             # the phase a volley of hits returns to
        self.answered = ["", ""]    # each side's last answered question ("round:phase")
        self.volley = ""            # why the hits being resolved fly ("fire", "long_nines"…)
        #: per side hit: the hit it cancels (location, "" to cancel, or the location it is
        #: redirected to), by MD8 or an ability
        self.cancels: list[list[tuple[str, str]]] = [[], []]
        self.windows: list[str] = []     # GC5: the combat moments already offered
        self.crew_round = 0

    def copy(self) -> Battle:
        t: Battle = super().copy()
        t.sides = (self.sides[0].copy(), self.sides[1].copy())
        return t


class Choice(Frame):
    """DA10: a forced choice of `seat`: `what` names it ("leave_cargo", "hand_limit",
    "keep_rumour", "claim", "buy_crew", "haven", "redraw", "merchant", "keep_cargo");
    `options` what it may choose from; `count` how many (where a number is asked)."""

    __slots__ = ("seat", "what", "options", "count", "data")

    def __init__(self, seat: int, what: str, options: tuple[Any, ...] = (), count: int = 0,
                 data: tuple[Any, ...] = ()) -> None:
        self.kind = "choice"
        self.seat, self.what, self.options, self.count, self.data = (seat, what, options,
                                                                    count, data)


class Effects(Frame):
    """K3: a card's effects being carried out, one at a time. `source` the card (or -1 for a
    zone rule, `part` then "rule:<zone>"); `part` which of its effect lists ("effects",
    "reward", "requirement"); `why` what follows at the end ("event", "glory", "mission",
    "take_mission", "rumour", "rule"); `queue` the (seat, path) of each effect still to do —
    a path indexes the list, then a test's branch (0 then, 1 otherwise) and so on; `result`
    a card's fight: "" not begun, "fighting", "won", "lost"; `ok` nothing failed (a test, a
    payment, a fight)."""

    __slots__ = ("seat", "source", "part", "why", "queue", "result", "ok")

    def __init__(self, seat: int, source: int, part: str, why: str,
                 queue: list[tuple[int, tuple[int, ...]]]) -> None:
        self.kind = "effects"
        self.seat, self.source, self.part, self.why = seat, source, part, why
        self.queue = queue
        self.result = ""
        self.ok = True


class Window(Frame):
    """GC4, GC5, DA8: a moment at which glory cards may be played — `trigger` a K4 timing
    ("out_of_turn:scouted", "combat:after_declare", "raid:after_roll", …); `seats` still to
    be asked, in order; `declared` the (seat, card) declared, revealed and resolved together
    in that order; `subject` the seat the moment is about (the one scouted, the ship
    entering, the seller, the taker; -1); `then` what follows the window
    (rules.glory.CONTINUE); `faces` a roll the cards may change (a scouting roll, the seat's
    own test); `played` how many cards this window resolved."""

    __slots__ = ("trigger", "seats", "declared", "subject", "then", "faces", "played",
                 "phase", "prehits")

    def __init__(self, trigger: str, seats: list[int], subject: int, then: tuple[Any, ...],
                 faces: tuple[int, ...]) -> None:
        self.kind = "window"
        self.trigger, self.seats, self.subject, self.then = trigger, seats, subject, then
        self.declared: list[tuple[int, int]] = []
        self.faces = faces
        self.played = 0
        self.phase = "ask"
        self.prehits: tuple[int, ...] = ()   # location dice a card dealt before a battle
