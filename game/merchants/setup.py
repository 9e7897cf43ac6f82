"""Setup (S1–S8, V4): a new game's `game_started` event, drawn by the seed or partly prescribed
(`decks`, for scenarios and tutorials: OV4)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.i18n import _
from game.core.setup import SetupError, humans_of
from game.core.steps import seeded
from game.core.untrusted import described, whole_number
from game.merchants import events as E
from game.merchants.cards import Catalogue

TARGETS = (8, 15)                 # OV1, E8: the glory target's range (10 by default)
STEERING = ("engine", "printed")  # OV2
PURSES = ("closed", "open")       # OV3
#: what a scenario may prescribe (each a whole layout part; decks first drawn first)
DECK_KEYS = ("events", "cargo", "glory", "missions", "rumours", "captains", "dealt", "demand",
             "pool", "mods", "merchants", "board", "position", "dice")


def _seats(names: Sequence[str], humans: Sequence[bool] | None) -> tuple[bool, ...]:
    n = len(names)
    if not 2 <= n <= 4:
        raise SetupError(_("Merchants & Marauders is played by 2 to 4 captains, not {n}.")
                         .format(n=n))
    return humans_of(names, humans)


def _permutation(value: Any, allowed: Sequence[int], what: str, exact: bool) -> list[int]:
    """A prescribed list: ids of `allowed`, each once (all of them when `exact`)."""
    if not isinstance(value, list | tuple) or any(whole_number(v, -1, 10_000) is None
                                                  for v in value):
        raise SetupError(f"{what}: give a list of ids, not {described(value)}")
    ids = [v for v in value if v >= 0]
    if len(set(ids)) != len(ids) or not set(ids) <= set(allowed):
        raise SetupError(f"{what}: each id once, from {min(allowed)}–{max(allowed)}")
    if exact and sorted(ids) != sorted(allowed):
        raise SetupError(f"{what}: every id of the family, each once")
    return list(value)


def game_started(cat: Catalogue, names: Sequence[str], *, seed: int,
                 humans: Sequence[bool] | None = None, target: int = 10,
                 steering: str = "engine", purses: str = "closed",
                 decks: Mapping[str, Any] | None = None) -> E.GameStarted:
    """S1–S8 as one event. S1 every deck shuffled (ship cards are not a deck); S2 a demand
    token on each port, 8 in the pool; S3 a modification token face down on each port; S4 a
    merchant token on each zone; S5 two missions on the board; S8 a captain to each seat in
    secret. `decks` may prescribe any of DECK_KEYS (a deck in draw order: the rest of the
    family follows in the seeded order)."""
    hum = _seats(names, humans)
    n = len(names)
    if whole_number(seed, 0, 2**63 - 1) is None:
        raise SetupError("seed: a whole number 0–2^63")
    if whole_number(target, *TARGETS) is None:
        raise SetupError(f"target: a glory target {TARGETS[0]}–{TARGETS[1]} (OV1)")
    if steering not in STEERING or purses not in PURSES:
        raise SetupError("steering: engine or printed; purses: closed or open")
    r = seeded(seed, -1)
    given = dict(decks or {})
    unknown = set(given) - set(DECK_KEYS)
    if unknown:
        raise SetupError(f"decks: unknown key(s) {sorted(unknown)}; known: {list(DECK_KEYS)}")

    def deck(key: str, ids: Sequence[int]) -> list[int]:
        order = list(ids)
        r.shuffle(order)
        if key in given:
            first = _permutation(given[key], ids, f"decks.{key}", exact=False)
            order = first + [c for c in order if c not in first]
        return order

    events = deck("events", cat.event_ids)
    cargo = deck("cargo", cat.cargo_ids)
    glory = deck("glory", cat.glory_ids)
    missions = deck("missions", cat.mission_ids)
    rumours = deck("rumours", cat.rumour_ids)
    captains = deck("captains", cat.captain_ids)
    if "dealt" in given:
        dealt = _permutation(given["dealt"], cat.captain_ids, "decks.dealt", exact=False)
        if len(dealt) != n:
            raise SetupError(f"decks.dealt: one captain per seat ({n})")
        captains = [c for c in captains if c not in dealt]
    else:
        dealt, captains = captains[:n], captains[n:]
    ports = cat.ports
    zones = len(cat.zones)
    tokens = deck("demand", cat.demand_ids)
    if "pool" in given:
        pool = _permutation(given["pool"], cat.demand_ids, "decks.pool", exact=False)
        tokens = [t for t in tokens if t not in pool] + pool
    demand = [-1] * zones
    for z, t in zip(ports, tokens, strict=False):
        demand[z] = t
    pool = tokens[len(ports):]
    mod_order = deck("mods", cat.modification_ids)
    mods = [-1] * zones
    for z, t in zip(ports, mod_order, strict=False):
        mods[z] = t
    merchants = deck("merchants", cat.merchant_ids)[:zones]
    board = missions[:2]
    if "board" in given:
        board = _permutation(given["board"], cat.mission_ids, "decks.board", exact=False)
        if len(board) != 2:
            raise SetupError("decks.board: the two missions on the board (S5)")
    missions = [m for m in missions if m not in board]
    return E.GameStarted(tuple(names), hum, seed, target, steering, purses, tuple(events),
                         tuple(cargo), tuple(glory), tuple(missions), tuple(rumours),
                         tuple(captains), tuple(dealt), tuple(demand), tuple(pool),
                         tuple(mods), tuple(merchants), tuple(board))


# --- OV4: a scenario's mid-game position ----------------------------------------------------

SEAT_KEYS = ("captain", "ship", "track", "zone", "in_port", "ducats", "stash", "glory",
             "cargo", "hand", "specialists", "rumour", "mission", "bounty", "mods",
             "weapons")
POSITION_KEYS = ("turn", "start", "active", "event", "seats", "npcs", "wars", "demand",
                 "merchants", "spaces", "mods", "missions", "event_discard")


def _zone(cat: Catalogue, value: Any, what: str) -> int:
    ids = [z.id for z in cat.zones]
    if value not in ids:
        raise SetupError(f"{what}: a zone id (Z01–Z17), not {described(value)}")
    return ids.index(value)


def _num(value: Any, lo: int, hi: int, what: str) -> int:
    if whole_number(value, lo, hi) is None:
        raise SetupError(f"{what}: a whole number {lo}–{hi}, not {described(value)}")
    return int(value)


def _list(value: Any, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise SetupError(f"{what}: a list, not {described(value)}")
    return value


class _Layout:
    """Every card's place while a position is built: taking a card out of wherever it lies
    keeps each card in exactly one place."""

    def __init__(self, first: E.GameStarted) -> None:
        self.lists: dict[str, list[int]] = {
            "events": list(first.events), "cargo": list(first.cargo),
            "glory": list(first.glory), "missions": list(first.missions),
            "rumours": list(first.rumours), "captains": list(first.captains),
            "pool": list(first.pool), "board": list(first.board), "spaces": []}
        self.zones: dict[str, list[int]] = {"demand": list(first.demand),
                                            "mods": list(first.mods),
                                            "merchants": list(first.merchants)}

    def take(self, card: int, what: str) -> int:
        for lst in self.lists.values():
            if card in lst:
                lst.remove(card)
                return card
        for arr in self.zones.values():
            if card in arr:
                arr[arr.index(card)] = -1
                return card
        raise SetupError(f"{what}: card {card} is placed twice (or is no card of this game)")


def position_set(cat: Catalogue, first: E.GameStarted,
                 decks: Mapping[str, Any] | None) -> E.PositionSet | None:
    """OV4: a scenario's mid-game position from `decks.position` (None when it sets none, as
    in every game the app deals). docs/scenarios.md lists the keys; whatever a position does
    not name keeps setup's layout, and every named card is taken from where setup put it."""
    raw = (decks or {}).get("position")
    if raw is None:
        return None
    if not isinstance(raw, dict) or not set(raw) <= set(POSITION_KEYS):
        raise SetupError(f"decks.position: an object with keys from {list(POSITION_KEYS)}")
    n = len(first.names)
    lay = _Layout(first)
    from game.merchants.vocabulary import LOCATIONS, NATIONS, SHIP_TYPES, SLOTS, WEAPONS
    turn = _num(raw.get("turn", 1), 1, len(cat.event_ids), "decks.position.turn")
    start = _num(raw.get("start", 0), 0, n - 1, "decks.position.start")
    active = _num(raw.get("active", -1), -1, n - 1, "decks.position.active")
    event = raw.get("event", -1)
    if event != -1:
        event = lay.take(_num(event, 400, 433, "decks.position.event"), "decks.position.event")
    seats_raw = _list(raw.get("seats", [{}] * n), "decks.position.seats")
    if len(seats_raw) != n:
        raise SetupError(f"decks.position.seats: one object per seat ({n})")
    dealt, ships, tracks, zones, ports = [], [], [], [], []
    ducats, stashes, glory, cargo, hands, specs = [], [], [], [], [], []
    rumours, missions, bounties, mods, weapons = [], [], [], [], []
    # the captains dealt go back to the deck's bottom first, so that a seat may name the one
    # dealt to another (each is then taken once: naming one twice is refused)
    lay.lists["captains"] += list(first.dealt)
    for i, d in enumerate(seats_raw):
        at = f"decks.position.seats[{i}]"
        if not isinstance(d, dict) or not set(d) <= set(SEAT_KEYS):
            raise SetupError(f"{at}: an object with keys from {list(SEAT_KEYS)}")
        cap = _num(d.get("captain", first.dealt[i]), 500, 515, f"{at}.captain")
        lay.take(cap, f"{at}.captain")
        dealt.append(cap)
        ship = d.get("ship", "sloop")
        if ship not in SHIP_TYPES:
            raise SetupError(f"{at}.ship: one of {list(SHIP_TYPES)}")
        ships.append(ship)
        stats = cat.ship(ship).stats
        t = d.get("track", list(stats))
        if isinstance(t, dict):
            t = [t.get(loc, stats[k]) for k, loc in enumerate(LOCATIONS)]
        t = _list(t, f"{at}.track")
        if len(t) != 5:
            raise SetupError(f"{at}.track: hull, masts, hold, crew, cannons")
        tracks.append(tuple(_num(v, 0, 5, f"{at}.track") for v in t))
        home = cat.zones[cat.captain(cap).home].id
        zones.append(_zone(cat, d.get("zone", home), f"{at}.zone"))
        in_port = d.get("in_port", True)
        if not isinstance(in_port, bool) or (in_port and not cat.zones[zones[-1]].port):
            raise SetupError(f"{at}.in_port: true or false (the Caribbean Sea has no port)")
        ports.append(in_port)
        ducats.append(_num(d.get("ducats", 10), 0, 10_000, f"{at}.ducats"))
        stashes.append(_num(d.get("stash", 0), 0, 10_000, f"{at}.stash"))
        glory.append(_num(d.get("glory", 0), 0, 15, f"{at}.glory"))
        cargo.append(tuple(lay.take(_num(c, 0, 63, f"{at}.cargo"), f"{at}.cargo")
                           for c in _list(d.get("cargo", []), f"{at}.cargo")))
        hands.append(tuple(lay.take(_num(c, 100, 169, f"{at}.hand"), f"{at}.hand")
                           for c in _list(d.get("hand", []), f"{at}.hand")))
        specs.append(tuple(lay.take(_num(c, 100, 169, f"{at}.specialists"), at)
                           for c in _list(d.get("specialists", []), f"{at}.specialists")))
        r = d.get("rumour", -1)
        rumours.append(lay.take(_num(r, 300, 324, f"{at}.rumour"), at) if r != -1 else -1)
        m = d.get("mission", -1)
        missions.append(lay.take(_num(m, 200, 224, f"{at}.mission"), at) if m != -1 else -1)
        b = d.get("bounty", {})
        if not isinstance(b, dict) or not set(b) <= set(NATIONS):
            raise SetupError(f"{at}.bounty: an object of nation: level 1–5")
        bounties.append(tuple(_num(b.get(x, 0), 0, 5, f"{at}.bounty") for x in NATIONS))
        mods.append(tuple(lay.take(_num(c, 700, 715, f"{at}.mods"), f"{at}.mods")
                          for c in _list(d.get("mods", []), f"{at}.mods")))
        w = _list(d.get("weapons", []), f"{at}.weapons")
        if not all(x in WEAPONS for x in w) or len(set(w)) != len(w):
            raise SetupError(f"{at}.weapons: distinct weapons of {list(WEAPONS)}")
        weapons.append(tuple(w))
    stacks: list[tuple[tuple[int, int], ...]] = [()] * len(SLOTS)
    npc_zones = [-1] * len(SLOTS)
    npcs = raw.get("npcs", {})
    if not isinstance(npcs, dict) or not set(npcs) <= set(SLOTS):
        raise SetupError(f"decks.position.npcs: an object of slot ({', '.join(SLOTS)}): "
                         "{\"cards\": [[card, line], …], \"zone\": \"Z..\"}")
    in_play: list[int] = []
    for key, d in npcs.items():
        at = f"decks.position.npcs.{key}"
        if not isinstance(d, dict) or not set(d) <= {"cards", "zone"}:
            raise SetupError(f"{at}: {{\"cards\": [[card, line], …], \"zone\": \"Z..\"}}")
        st = []
        for pair in _list(d.get("cards", []), f"{at}.cards"):
            if not isinstance(pair, list) or len(pair) != 2:
                raise SetupError(f"{at}.cards: pairs [event card, line (-1, 0 or 1)]")
            card = _num(pair[0], 400, 433, f"{at}.cards")
            line = _num(pair[1], -1, 1, f"{at}.cards")
            ev = cat.event(card)
            npc = ev.npc if line < 0 else (ev.war_lines[line] if line < len(ev.war_lines)
                                           else None)
            if npc is None or npc.slot != key:
                raise SetupError(f"{at}.cards: {card} has no NPC of this slot on that line")
            if card not in in_play:
                lay.take(card, at)
                in_play.append(card)
            st.append((card, line))
        k = SLOTS.index(key)
        stacks[k] = tuple(st)
        if "zone" in d:
            npc_zones[k] = _zone(cat, d["zone"], f"{at}.zone")
    wars = []
    for pair in _list(raw.get("wars", []), "decks.position.wars"):
        if not isinstance(pair, list) or len(pair) != 2 or not set(pair) <= set(NATIONS):
            raise SetupError("decks.position.wars: pairs of nations")
        a_, b_ = sorted(pair)
        wars.append((a_, b_))
    for part, lo, hi in (("demand", 600, 623), ("mods", 700, 715), ("merchants", 800, 816)):
        given = raw.get(part, {})
        if not isinstance(given, dict):
            raise SetupError(f"decks.position.{part}: an object of zone id: token (-1 none)")
        arr = lay.zones[part]
        for zid, tok in given.items():
            z = _zone(cat, zid, f"decks.position.{part}")
            old = arr[z]
            if tok != -1:
                lay.take(_num(tok, lo, hi, f"decks.position.{part}"), f"decks.position.{part}")
            arr[z] = tok
            if old >= 0 and old != tok:           # the token it displaces stays in play
                if part == "demand":
                    lay.lists["pool"].append(old)
                elif part == "merchants":
                    lay.lists["spaces"].append(old)
                else:
                    arr[next(x for x in cat.ports if arr[x] < 0)] = old
    spaces = [lay.take(_num(t, 800, 816, "decks.position.spaces"), "decks.position.spaces")
              for t in _list(raw.get("spaces", []), "decks.position.spaces")]
    lay.lists["spaces"] = [t for t in lay.lists["spaces"] if t not in spaces] + spaces
    if "missions" in raw:
        board = [lay.take(_num(m, 200, 224, "decks.position.missions"), "missions")
                 for m in _list(raw["missions"], "decks.position.missions")]
        lay.lists["missions"] = lay.lists["board"] + lay.lists["missions"]
        lay.lists["board"] = board
    event_discard = [lay.take(_num(c, 400, 433, "decks.position.event_discard"), "discard")
                     for c in _list(raw.get("event_discard", []), "decks.position.event_discard")]
    if active >= 0 and event < 0:
        raise SetupError("decks.position: a seat's turn (active) needs the game turn's event")
    ZN = len(cat.zones)
    return E.PositionSet(
        turn, start, active, event, tuple(dealt), tuple(ships), tuple(tracks), tuple(zones),
        tuple(ports), tuple(ducats), tuple(stashes), tuple(glory), tuple(cargo), tuple(hands),
        tuple(specs), tuple(rumours), tuple(missions), tuple(bounties), tuple(mods),
        tuple(weapons), tuple(stacks), tuple(npc_zones), tuple(wars),
        tuple(lay.zones["demand"]), tuple(lay.lists["pool"]), tuple(lay.zones["mods"]),
        tuple(False for _ in range(ZN)), tuple(lay.zones["merchants"]),
        tuple(lay.lists["spaces"]), tuple(lay.lists["board"]), tuple(lay.lists["events"]),
        tuple(lay.lists["cargo"]), tuple(lay.lists["glory"]), tuple(lay.lists["missions"]),
        tuple(lay.lists["rumours"]), tuple(lay.lists["captains"]), tuple(event_discard),
        (), (), (), tuple(in_play))



def dice_prescribed(decks: Mapping[str, Any] | None) -> E.DicePrescribed | None:
    """OV4: a scenario's dice (`decks.dice`: faces 1–6, rolled in order before the seeded
    generator takes over), or None."""
    raw = (decks or {}).get("dice")
    if raw is None:
        return None
    faces = _list(raw, "decks.dice")
    if len(faces) > 10_000 or any(whole_number(f, 1, 6) is None for f in faces):
        raise SetupError("decks.dice: a list of faces 1–6 (at most 10,000)")
    return E.DicePrescribed(tuple(faces))
