"""The content's simulation targets (K39–K42 and K10–K38): each figure printed by one command,
so every number in docs/balance.md can be reproduced.

    python3 -m game.merchants.balance games  --games 2000 --jobs 2    # K22, K28, K32, K35,
                                                                       # K38, K40–K42 (K39)
    python3 -m game.merchants.balance duels  --n 10000                # K12
    python3 -m game.merchants.balance raids  --n 100000               # K16
    python3 -m game.merchants.balance npcs   --n 10000                # K25 (the duels)
    python3 -m game.merchants.balance rules  --games 2000 --jobs 2    # K10

`games` is K39's harness: all-AI games at 2, 3 and 4 seats, random captains, each seat a bot
of one of the four profiles (trader, raider, hunter, mixed) drawn at random; every figure of
the K targets that full games decide is computed from their event logs. `--json` prints one
object instead of the text. Seeds are fixed: the same command prints the same figures.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from collections import Counter, defaultdict
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from game.core.bots import ask
from game.core.simulate import wilson
from game.merchants import events as E
from game.merchants.ai.heuristic import PROFILES

SOURCES = ("battle", "demand_sale", "raid", "mission", "rumour", "big_ship")


@dataclass
class Record:
    """What one game tells the K targets."""

    seats: int
    profiles: tuple[str, ...]
    captains: tuple[int, ...]           # each seat's first captain
    winners: tuple[int, ...] = ()
    cause: str = ""
    turns: int = 0
    decisions: int = 0
    start: int = 0
    glory: dict[str, int] = field(default_factory=dict)       # by source
    stash_glory: tuple[int, ...] = ()
    deaths: int = 0
    resets: int = 0
    missions: int = 0
    mission_turns: list[int] = field(default_factory=list)
    rumours: int = 0
    gathers: int = 0
    hand_limit: int = 0
    glory_draws: int = 0
    oot_played: int = 0
    final_plays: list[int] = field(default_factory=list)       # winners' last-turn cards
    npc_from_6: bool = False
    error: str = ""


def _book(without: int = -1) -> Any:
    """The rulebook — with zone rule number `without` (0-based) made void for K10."""
    from game.merchants.rulebook import Merchants
    book = Merchants.own()
    if without < 0:
        return book
    import dataclasses
    cat = book.cat
    rules = list(cat.rules)
    rules[without] = rules[without]._replace(kind="effects", where="zone", effects=(),
                                             condition={})
    return Merchants(dataclasses.replace(cat, rules=tuple(rules)))


def play(seats: int, seed: int, without: int = -1) -> Record:
    """One K39 game: random captains (setup's), a random profile at each seat."""
    book = _book(without)
    cat = book.cat
    r = random.Random(seed * 7919 + seats)
    profiles = tuple(r.choice(PROFILES) for _ in range(seats))
    game = book.new_game([f"C{i}" for i in range(seats)], seed=seed, humans=[False] * seats,
                         options={})
    bots = [book.make_bot(profiles[i], seed * 1009 + i) for i in range(seats)]
    rec = Record(seats, profiles, tuple(game.events[0].dealt))
    try:
        for _ in range(30_000):
            p = game.prompt()
            if p is None:
                break
            game.submit(ask(bots[p.seat], p, game.view))
            rec.decisions += 1
    except Exception as err:                    # noqa: BLE001 - a soak reports, never stops
        rec.error = f"{type(err).__name__}: {err}"
        return rec
    _count(rec, game.events, cat)
    return rec


def _count(rec: Record, events: Sequence[Any], cat: Any) -> None:
    glory: Counter[str] = Counter()
    taken: dict[int, int] = {}
    turn = 0
    last_turn_of: dict[int, list[int]] = defaultdict(list)
    for ev in events:
        t = type(ev)
        if t is E.GameTurnBegan:
            turn = ev.turn
            last_turn_of = defaultdict(list)
        elif t is E.NpcPlaced and turn <= 5:         # on the board from game turn 6
            rec.npc_from_6 = True
        elif t is E.StartPlayerDrawn:
            rec.start = ev.seat
        elif t is E.GloryGained:
            glory[ev.source] += 1
            rec.glory_draws += 1
        elif t is E.GloryCardDiscarded:
            rec.hand_limit += 1
        elif t is E.CaptainDied and ev.how != "retired":
            rec.deaths += 1
        elif t is E.MerchantsReset:
            rec.resets += 1
        elif t is E.MissionTaken:
            taken[ev.seat] = turn
        elif t is E.MissionEnded and ev.how == "completed":
            rec.missions += 1
            rec.mission_turns.append(turn - taken.get(ev.seat, turn))
        elif t is E.RumourShown:
            pass
        elif t is E.GloryCardPlayed:
            if cat.glory(ev.card).when.startswith("out_of_turn:"):
                rec.oot_played += 1
            last_turn_of[ev.seat].append(ev.card)
        elif t is E.DucatsChanged and ev.why == "rumour_fee":
            rec.gathers += 1
        elif t is E.GameEnded:
            rec.winners, rec.cause, rec.turns = ev.winners, ev.cause, turn
            rec.stash_glory = ev.stash_glory
            for w in ev.winners:
                rec.final_plays += last_turn_of[w]
    rec.glory = dict(glory)
    rec.rumours = glory["rumour"]


def _chunk(args: tuple[int, list[int], int]) -> list[Record]:
    seats, seeds, without = args
    return [play(seats, s, without) for s in seeds]


def run(seats: int, games: int, jobs: int, base: int = 0, without: int = -1) -> list[Record]:
    seeds = [base + seats * 100_000 + i for i in range(games)]
    k = max(jobs, 1) * 4
    chunks = [(seats, seeds[i::k], without) for i in range(k) if seeds[i::k]]
    if jobs <= 1:
        return [rec for c in chunks for rec in _chunk(c)]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return [rec for part in pool.map(_chunk, chunks) for rec in part]


def _share(k: float, n: int) -> dict[str, Any]:
    return {"share": round(k / n, 4) if n else 0.0, "ci95": wilson(k, n), "n": n}


def figures(recs: list[Record], seats: int, cat: Any) -> dict[str, Any]:
    """Every K figure a set of full games decides."""
    ok = [r for r in recs if not r.error]
    n = len(ok)
    out: dict[str, Any] = {"games": n, "errors": len(recs) - n}
    if not n:
        return out
    ends = Counter(r.cause for r in ok)
    out["K40_end_causes"] = {k: _share(v, n) for k, v in sorted(ends.items())}
    turns = [r.turns for r in ok]
    out["K28_turns"] = {"median": statistics.median(turns), "mean": round(statistics.mean(
        turns), 2), "min": min(turns), "max": max(turns)}
    out["decisions_per_game"] = round(statistics.mean(r.decisions for r in ok), 1)
    # K22: win shares of captains (each seat's first captain), wins split when shared
    won: defaultdict[int, float] = defaultdict(float)
    played: Counter[int] = Counter()
    for r in ok:
        for i, c in enumerate(r.captains):
            played[c] += 1
            if i in r.winners:
                won[c] += 1 / len(r.winners)
    out["K22_captains"] = {cat.captain(c).id: _share(won[c], played[c])
                           for c in sorted(played)}
    # K41: the start seat; each profile
    start = sum(1 / len(r.winners) for r in ok if r.start in r.winners)
    out["K41_start_seat"] = _share(start, n)
    pw: defaultdict[str, float] = defaultdict(float)
    pp: Counter[str] = Counter()
    for r in ok:
        for i, prof in enumerate(r.profiles):
            pp[prof] += 1
            if i in r.winners:
                pw[prof] += 1 / len(r.winners)
    out["K41_profiles"] = {p: _share(pw[p], pp[p]) for p in PROFILES}
    # K42: the glory mix, the winner's stash glory, deaths, resets
    glory: Counter[str] = Counter()
    for r in ok:
        glory.update(r.glory)
    total = max(sum(glory.values()), 1)
    out["K42_glory_mix"] = {s: round(glory[s] / total, 4) for s in SOURCES}
    stash = sum(1 for r in ok if any(r.stash_glory[w] > 0 for w in r.winners))
    out["K42_winner_stash"] = _share(stash, n)
    out["K42_deaths_median"] = statistics.median(r.deaths for r in ok)
    out["K42_resets_median"] = statistics.median(r.resets for r in ok)
    # K32: glory cards
    plays: Counter[int] = Counter()
    for r in ok:
        plays.update(c for c in r.final_plays if not cat.glory(c).specialist)
    finals = sum(1 for r in ok for _w in r.winners)
    top = plays.most_common(1)
    out["K32_top_final_card"] = ({"card": cat.glory(top[0][0]).id,
                                  **_share(top[0][1], finals)} if top else None)
    draws = sum(r.glory_draws for r in ok)
    out["K32_hand_limit"] = _share(sum(r.hand_limit for r in ok), draws)
    out["K32_out_of_turn_games"] = _share(sum(1 for r in ok if r.oot_played), n)
    # K35, K38
    out["K35_missions_per_game"] = round(statistics.mean(r.missions for r in ok), 2)
    mt = [t for r in ok for t in r.mission_turns]
    out["K35_mission_turns_median"] = statistics.median(mt) if mt else None
    out["K38_rumours_per_game"] = round(statistics.mean(r.rumours for r in ok), 2)
    out["K25_npc_by_turn_6"] = _share(sum(1 for r in ok if r.npc_from_6), n)
    return out


def _games(args: argparse.Namespace) -> dict[str, Any]:
    from game.merchants.rulebook import Merchants
    cat = Merchants.own().cat
    out = {}
    for seats in args.seats:
        recs = run(seats, args.games, args.jobs)
        out[str(seats)] = figures(recs, seats, cat)
    return out


# --- K12, K25: duels under the DA7 policy ---------------------------------------------------


def duel(a: tuple[str, int, int], d: tuple[str, int, int], n: int, seed: int,
         escape_from: int = 0, fight: bool = False) -> dict[str, float]:
    """K12, K25: `n` naval battles between two captains (ship type, seamanship, leadership),
    both steered by the engine's NPC policy (DA7) — `fight`: neither ever escapes (a fight to
    the end, the policy choosing Fire or Board); `escape_from`: side 1 declares Escape from
    that round on. The shares of attacker wins, defender wins, escapes and other ends."""
    from game.merchants.evolve import emit, full_track
    from game.merchants.frames import Battle, Fighter
    from game.merchants.rulebook import Merchants
    from game.merchants.rules import battle as B
    from game.merchants.table import advance
    book = Merchants.own()
    base = book.new_game(["A", "B"], seed=seed, humans=[False, False], options={})
    tally: Counter[str] = Counter()
    for k in range(n):
        s = base._state.clone()
        s.seed = seed * 1_000_003 + k
        fighters = tuple(Fighter(ship=x[0], seamanship=x[1], leadership=x[2],
                                 track=full_track(s.cat, x[0])) for x in (a, d))
        b = Battle((fighters[0], fighters[1]), "card", 16)
        b.phase = "long_nines"
        s.stack = [b]
        out: list[Any] = []
        for _ in range(2000):
            if b.phase == "aftermath":
                break
            if b.phase == "declare" and escape_from and b.decl[0] and not b.decl[1] \
                    and b.round >= escape_from and fighters[1].track[1] > 0:
                emit(s, out, E.Declared(1, "escape"))
                continue
            if b.phase == "declare" and fight and b.round > 0:
                side = 0 if not b.decl[0] else 1
                choice = B.npc_declare(s, b, side)
                emit(s, out, E.Declared(side, "fire" if choice == "escape" else choice))
                continue
            advance(s, out)
        tally[{0: "attacker", 1: "defender"}.get(b.winner, b.how or "none")] += 1
    return {k: round(v / n, 4) for k, v in sorted(tally.items())}


def _duels(args: argparse.Namespace) -> dict[str, Any]:
    n = args.n
    return {
        "K12_galleon_vs_frigate": duel(("galleon", 2, 2), ("frigate", 2, 2), n, 1, fight=True),
        "K12_man_of_war_vs_frigate": duel(("man_of_war", 2, 2), ("frigate", 2, 2), n, 2,
                                          fight=True),
        "K12_frigate_vs_sloop": duel(("frigate", 2, 2), ("sloop", 2, 2), n, 3, fight=True),
        "K12_sloop_escapes_frigate": duel(("frigate", 2, 2), ("sloop", 2, 2), n, 4,
                                          escape_from=2),
    }


def _npcs(args: argparse.Namespace) -> dict[str, Any]:
    """K25: a fresh frigate captain (seamanship 2) against each frigate admiral, and each
    pirate frigate against a fresh sloop captain (seamanship 2, leadership 2)."""
    from game.merchants.rulebook import Merchants
    cat = Merchants.own().cat
    out: dict[str, Any] = {}
    for ev in cat.cards.events:
        npc = ev.npc
        if npc is None:
            continue
        if npc.ship == "frigate" and ev.kind == "admiral":
            r = duel(("frigate", 2, 2), (npc.ship, npc.seamanship, npc.leadership), args.n,
                     ev.card)
            out[f"K25_frigate_vs_{ev.id}"] = r.get("attacker", 0.0)
        elif npc.slot == "pirate_frigate":
            r = duel((npc.ship, npc.seamanship, npc.leadership), ("sloop", 2, 2), args.n,
                     ev.card)
            out[f"K25_{ev.id}_vs_sloop"] = r.get("attacker", 0.0)
    return out


# --- K16: raids under the reference policy --------------------------------------------------


def raids(ship: str, n: int, seed: int, seamanship: int = 2) -> dict[str, float]:
    """K16's reference raid (MR7–MR13): 3 cards; seamanship dice; each success spent on the
    discard that best repairs a failing draw, else on one more card while the loot is under
    12; an undamaged ship without upgrades. Shares: success, successes reaching 12."""
    from game.merchants.rulebook import Merchants
    cat = Merchants.own().cat
    t = cat.ship(ship)
    r = random.Random(seed)
    deck_ids = list(cat.cargo_ids)
    ok = big = 0
    for _ in range(n):
        deck = deck_ids[:]
        r.shuffle(deck)
        cards = [deck.pop() for _ in range(3)]
        k = sum(1 for _ in range(seamanship) if r.randint(1, 6) >= 5)
        for _ in range(k):
            if _fails(cat, t, cards):                       # the discard that best repairs
                cards.remove(min(cards, key=lambda c: (
                    _fails(cat, t, [x for x in cards if x != c]), cat.cargo[c].loot)))
            elif sum(cat.cargo[c].loot for c in cards) < 12 and deck:
                cards.append(deck.pop())
        if not _fails(cat, t, cards):
            ok += 1
            big += sum(cat.cargo[c].loot for c in cards) >= 12
    return {"success": round(ok / n, 4), "of_successes_12": round(big / max(ok, 1), 4)}


def _fails(cat: Any, t: Any, cards: list[int]) -> bool:
    """MR11, MR12: the face-up cards destroy a location (or sink the ship) or let the
    merchant escape."""
    track = list(t.stats)
    for c in cards:
        sym = cat.cargo[c].symbol
        if sym != "escape":
            i = ("hull", "masts", "hold", "crew", "cannons").index(sym)
            if track[i] <= 0:
                track[0] -= 1
            else:
                track[i] -= 1
    escapes = sum(1 for c in cards if cat.cargo[c].symbol == "escape")
    return any(v <= 0 for v in track) or escapes >= t.manoeuvrability


def _raids(args: argparse.Namespace) -> dict[str, Any]:
    return {f"K16_{ship}": raids(ship, args.n, i) for i, ship in
            enumerate(("sloop", "flute", "frigate"))}


# --- K10: each zone rule's effect on its home captains -------------------------------------


def home_share(recs: list[Record], cat: Any, zone: int) -> dict[str, Any]:
    """The win share of the captains whose home port is `zone` (wins split when shared)."""
    won = played = 0.0
    for r in recs:
        if r.error:
            continue
        for i, c in enumerate(r.captains):
            if cat.captain(c).home == zone:
                played += 1
                won += (1 / len(r.winners)) if i in r.winners else 0
    return _share(won, int(played))


def _rules(args: argparse.Namespace) -> dict[str, Any]:
    """K10: 4-seat games with each zone rule in turn made void against the same seeds with
    every rule in force; the home captains' win share both ways and the difference."""
    book = _book()
    cat = book.cat
    base = run(4, args.games, args.jobs)
    out: dict[str, Any] = {}
    for k, rule in enumerate(cat.rules):
        homes = [c for c in cat.cards.captains if c.home == rule.zone]
        if not homes:
            out[f"K10_{rule.id}"] = {"home_captains": 0}
            continue
        void = run(4, args.games, args.jobs, without=k)
        a, b = home_share(base, cat, rule.zone), home_share(void, cat, rule.zone)
        out[f"K10_{rule.id}"] = {"with": a, "without": b,
                                 "points": round(100 * (a["share"] - b["share"]), 1)}
    return out


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python3 -m game.merchants.balance",
                                 description=__doc__.splitlines()[0])
    ap.add_argument("what", choices=("games", "duels", "raids", "npcs", "rules"))
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seats", type=lambda v: [int(x) for x in v.split(",")], default=[2, 3, 4])
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--n", type=int, default=2000)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    result = {"games": _games, "duels": _duels, "raids": _raids, "npcs": _npcs,
              "rules": _rules}[args.what](args)
    if args.json:
        print(json.dumps(result, indent=1))
    else:
        _print(result)
    return 0


def _print(d: Any, indent: str = "") -> None:
    for k, v in d.items():
        if isinstance(v, dict) and not {"share", "ci95"} <= set(v):
            print(f"{indent}{k}:")
            _print(v, indent + "  ")
        elif isinstance(v, dict):
            print(f"{indent}{k}: {v['share']:.3f} [{v['ci95'][0]:.3f}, {v['ci95'][1]:.3f}] "
                  f"(n {v['n']})")
        else:
            print(f"{indent}{k}: {v}")


if __name__ == "__main__":
    sys.exit(main())
