"""Rule-of-thumb captains (the contract's AI notes): a plan among four profiles — trader
(demand routes, stash trips), raider (merchants, bounty management), hunter (pirate NPCs and
wanted players for rewards, a big ship), mixed (missions and rumours in reach as well) — and
exact or cheap tactics under it: routes on the map with a risk cost for hostile NPCs, the
market priced exactly, raids by the reference spending policy (K16), battles by the shared
evaluator (game.merchants.odds, the same brain as the NPC policy, DA7), ducats banked at home
before risk.

Every decision reads the seat's view and the prompt only (DA13): rivals' purses, hands,
cargo goods and deck orders are never looked at (the view has none of them).

Levels: "medium" picks its profile from its captain's skills and plays every tactic; "easy"
keeps the profile but plays greedily (no odds, no route risk). The profiles "trader",
"raider", "hunter", "mixed" are medium with a fixed plan: the K39 balance harness seats them.
"""

from __future__ import annotations

import random
from typing import Any

from game.merchants import commands as C
from game.merchants import odds
from game.merchants.cards import Catalogue
from game.merchants.prompts import Prompt
from game.merchants.view import HIDDEN, View
from game.merchants.vocabulary import GOODS, LOCATIONS, NATIONS, SKILLS, SLOTS

HULL, MASTS, HOLD, CREW, CANNONS = range(5)
PROFILES = ("trader", "raider", "hunter", "mixed")
SAFE_RESERVE = 4            # ducats kept aboard for repairs and fees
STASH_ABOVE = 12            # bank what is above this at home


#: a medium captain declares Escape when its naval odds (game.merchants.odds) are below this
ESCAPE_BELOW = 0.45


class Captain:
    """A heuristic captain. `level` "easy" or "medium"; `profile` one of PROFILES, or "" to
    choose from the captain's skills (and change when a new captain comes)."""

    def __init__(self, cat: Catalogue, seed: int, level: str = "medium",
                 profile: str = "") -> None:
        self.cat = cat
        self.rng = random.Random(seed)
        self.level = level
        self.fixed = profile
        self.profile = profile or "trader"
        self.captain = -1
        self.goal = -1               # the zone the captain is heading for
        self.bought_at = -1          # where it last drew a market (RU19's short market)
        #: a reproducible run's budget (make_bot's `iterations`): a heuristic searches
        #: nothing and reads no clock, so its decisions repeat whatever the budget
        self.iterations: int | None = None

    # --- the bot protocol -----------------------------------------------------------------

    def act(self, view: View, prompt: Prompt) -> Any:
        me = view.seats[view.seat]
        if me.captain >= 0 and me.captain != self.captain:
            self.captain = me.captain
            if not self.fixed:
                self.profile = self._choose_profile(me.captain)
        handler = getattr(self, f"_on_{prompt.step}", None)
        if handler is None:
            raise ValueError(f"the captain does not know the step {prompt.step!r}")
        return handler(view, prompt)

    # --- plans ----------------------------------------------------------------------------

    def _skills(self, captain: int) -> tuple[int, int, int, int]:
        return self.cat.captain(captain).skills

    def _choose_profile(self, captain: int) -> str:
        sea, scout, lead, infl = self._skills(captain)
        if infl >= 3 and infl >= scout:
            return "trader"
        if scout >= 3:
            return "raider"
        if sea + lead >= 6:
            return "hunter"
        return "mixed"

    def _skill(self, view: View, name: str) -> int:
        cap = view.seats[view.seat].captain
        return self._skills(cap)[SKILLS.index(name)] if cap >= 0 else 0

    # --- map and danger -------------------------------------------------------------------

    def _dist(self, a: int, b: int) -> int:
        return self.cat.distance[a][b]

    def _hostile(self, view: View, slot: int) -> bool:
        """NM5, NM6 from the view: is the slot's NPC hostile to this seat?"""
        me = view.seats[view.seat]
        if slot >= 4:                                   # a pirate NPC
            return not any(me.bounty)
        mine = self._nation(view, view.seat)
        wanted = any(me.bounty)
        at_war = any(NATIONS[slot] in pair and mine in pair for pair in view.wars)
        return wanted or at_war

    def _nation(self, view: View, seat: int) -> str:
        cap = view.seats[seat].captain
        return self.cat.zones[self.cat.captain(cap).home].flag if cap >= 0 else ""

    def _danger(self, view: View, zone: int) -> float:
        """A risk cost for being at sea in `zone`: hostile NPCs there and next to it (an
        icon lets them hunt within reach, NM4), weighed by how the ship would fare."""
        if self.level != "medium":
            return 0.0
        me = view.seats[view.seat]
        risk = 0.0
        for slot, sl in enumerate(view.slots):
            if sl.zone < 0 or not self._hostile(view, slot):
                continue
            npc = self._npc_line(sl.card, sl.line)
            lose = 0.6
            if npc is not None:
                lose = 1.0 - self._fight_odds(view, self.cat.ship(npc.ship).stats,
                                              npc.seamanship)
            if sl.zone == zone:
                risk += 12.0 * lose
            elif zone in self.cat.zones[sl.zone].adjacent:
                risk += 4.0 * lose
        _ = me
        return risk

    def _shelter(self, view: View, p: Prompt) -> Any:
        """End a turn at sea only where no hostile NPC can reach the ship: with an action
        left and danger here, slip into this zone's port (NS1: a ship in port is never
        scouted)."""
        me = view.seats[view.seat]
        if me.in_port or self._danger(view, me.zone) < 3.0:
            return None
        if (me.zone, True) in p.moves:
            return C.Move(view.seat, me.zone, True)
        return None

    def _closed(self, view: View, zone: int) -> bool:
        """MV2 from the view: is this port closed to the seat (its nation wants the captain),
        home and the haven excepted (open-port abilities are the engine's to honour)."""
        me = view.seats[view.seat]
        flag = self.cat.zones[zone].flag
        if not flag or me.captain < 0:
            return True
        if self.cat.captain(me.captain).home == zone:
            return False
        rule = self.cat.rule(zone)
        if rule is not None and rule.kind == "haven":
            return False
        return me.bounty[NATIONS.index(flag)] > 0

    def _step_toward(self, view: View, prompt: Prompt, target: int) -> Any:
        """The Move (of the prompt's) that brings the ship nearest `target`, the least risky
        of equals; entering the port when there."""
        me = view.seats[view.seat]
        if me.zone == target:
            if not me.in_port and (target, True) in prompt.moves:
                return C.Move(view.seat, target, True)
            return None
        if me.in_port:
            if (me.zone, False) in prompt.moves:
                return C.Move(view.seat, me.zone, False)
            return None
        best, score = None, 1e9
        for z, port in prompt.moves:
            if port:
                continue
            sc = self._dist(z, target) * 4 + self._danger(view, z)
            if sc < score:
                best, score = z, sc
        return C.Move(view.seat, best, False) if best is not None else None

    # --- trade ----------------------------------------------------------------------------

    def _good(self, card: int) -> int:
        return self.cat.good_of(card)

    def _demand_good(self, view: View, zone: int) -> int:
        t = view.demand[zone]
        return self.cat.demand_good(t) if t >= 0 else -1

    def _sale_at(self, view: View, zone: int, cards: tuple[int, ...]) -> tuple[int, int]:
        """SL1 (without modifiers): ducats these cards fetch at the zone's port, and how many
        are of its demanded good."""
        want = self._demand_good(view, zone)
        n = sum(1 for c in cards if self._good(c) == want)
        return 6 * n + 3 * (len(cards) - n), n

    def _plan(self, view: View) -> tuple[int, int]:
        """The trader's plan: the open port in reach whose demanded good it can gather 3 of
        (SL3's glory), weighing the cards of that good already in the hold against the
        distance; (port, good), or (-1, -1)."""
        me = view.seats[view.seat]
        best, score = (-1, -1), -1e9
        held = [self._good(c) for c in me.cargo]
        for z in self.cat.ports:
            g = self._demand_good(view, z)
            if g < 0 or self._closed(view, z):
                continue
            d = self._dist(me.zone, z)
            sc = 4 * held.count(g) - 1.5 * d - self._danger(view, z)
            if sc > score:
                best, score = (z, g), sc
        return best

    def _best_market(self, view: View) -> tuple[int, float]:
        """The port where the hold's cargo sells best for the trip (glory for 3+ demanded
        counted at 10 ducats), net of distance and risk; (-1, 0) with an empty hold."""
        me = view.seats[view.seat]
        if not me.cargo:
            return -1, 0.0
        best, value = -1, -1e9
        for z in self.cat.ports:
            if self._closed(view, z):
                continue
            ducats, n = self._sale_at(view, z, me.cargo)
            if n >= 3:
                ducats += 10
            v = ducats - 2.5 * self._dist(me.zone, z) - self._danger(view, z)
            if v > value:
                best, value = z, v
        return best, value

    # --- the turn (A1) --------------------------------------------------------------------

    def _on_ship(self, view: View, p: Prompt) -> Any:
        if p.flag and self.level == "medium":
            return C.Redraw(view.seat)
        ship = "flute" if self.profile in ("trader", "mixed") else "sloop"
        return C.ChooseShip(view.seat, ship if ship in p.options else p.options[0])

    def _on_retire(self, view: View, p: Prompt) -> Any:
        return C.Retire(view.seat, False)

    def _on_actions(self, view: View, p: Prompt) -> Any:
        seat = view.seat
        me = view.seats[seat]
        for card in p.glory:
            cmd = self._own_turn_card(view, p, card)
            if cmd is not None:
                return cmd
        if p.hire:
            return C.Hire(seat, p.hire[0])
        if p.count <= 0 and not p.moves and not p.targets and not p.flag:
            return C.EndTurn(seat)
        # fight what is worth fighting, raid what is worth raiding
        target = self._scout_target(view, p)
        if target is not None:
            return C.Scout(seat, target)
        if me.in_port and p.flag and self._port_worth(view):
            return C.BeginPort(seat)
        if p.count == 1 or (p.count == 0 and p.moves):
            cmd = self._shelter(view, p)
            if cmd is not None:
                return cmd
        for goal in self._goals(view):
            if goal == me.zone and (me.in_port or not self.cat.zones[goal].port
                                    or self._closed(view, goal) or not self._port_worth(view)):
                continue                        # nothing more to do here
            cmd = self._step_toward(view, p, goal)
            if cmd is not None and (cmd.zone, cmd.port) in p.moves:
                if me.in_port and not cmd.port and p.count == 1 and \
                        self._danger(view, me.zone) >= 3.0:
                    continue                    # do not sail out into danger for one move
                return cmd
        return C.EndTurn(seat)

    def _goals(self, view: View) -> list[int]:
        """Where to head, best first (a goal that leaves nothing to do here is passed)."""
        me = view.seats[view.seat]
        first = self._goal(view)
        out = [first] if first >= 0 else []
        if me.mission < 0 and self._skill(view, "influence") >= 2:
            near = [self.cat.mission(m).place for m in view.missions
                    if self._mission_doable(view, m)
                    and self._dist(me.zone, self.cat.mission(m).place) <= 3
                    and not self._closed(view, self.cat.mission(m).place)]
            out = sorted(near, key=lambda z: self._dist(me.zone, z)) + out
        if self.profile in ("raider", "hunter", "mixed"):
            zones = [z for z, t in enumerate(view.merchants) if t == HIDDEN
                     and not (z == me.zone and "merchant" in view.scouted)]
            out += sorted(zones, key=lambda z: self._dist(me.zone, z) * 2
                          + self._danger(view, z))
        if self.profile in ("trader", "mixed") or not out:
            port, good = self._plan(view)
            if port >= 0:
                out.append(port)
            out.append(self._buying_port(view, good))
            out += sorted((z for z in self.cat.ports if not self._closed(view, z)
                           and z != me.zone), key=lambda z: self._dist(me.zone, z))[:2]
        return out

    def _port_worth(self, view: View) -> bool:
        """A Port action here is worth an action: something to sell, buy, repair, recruit,
        stash, a mission or a rumour."""
        me = view.seats[view.seat]
        zone = me.zone
        cat = self.cat
        want = self._demand_good(view, zone)
        if any(self._good(c) == want for c in me.cargo):
            return True
        if me.cargo and len(me.cargo) >= me.track[HOLD] and not any(
                self._sells_better(view, c) for c in me.cargo):
            return True
        if self._wants_to_buy(view) and len(me.cargo) < me.track[HOLD]:
            return True
        if me.ducats >= 6 and any(me.track[i] < me.maxima[i] for i in (0, 1, 2, 4)):
            return True
        if me.track[CREW] < me.maxima[CREW]:
            return True
        if cat.captain(me.captain).home == zone and me.ducats > STASH_ABOVE:
            return True
        if any(cat.mission(m).place == zone for m in view.missions) and me.mission < 0:
            return True
        if me.rumour >= 0 and cat.rumour(me.rumour).zone == zone:
            return True
        if me.mission >= 0 and self._mission_goal(view, me.mission) == zone:
            return True
        big = any(cat.ship(t).big for t in ("frigate", "galleon")) and me.ship in ("sloop",
                                                                                     "flute")
        return big and me.ducats >= 30

    def _goal(self, view: View) -> int:
        """Where to head: home to bank or repair, a market for the hold, a merchant to raid,
        a pirate to hunt, the mission's port."""
        me = view.seats[view.seat]
        cat = self.cat
        home = cat.captain(me.captain).home
        damaged = sum(me.maxima[i] - me.track[i] for i in range(5)) >= 3
        bank = STASH_ABOVE + (6 if self.profile == "trader" else 10)
        if me.ducats >= bank and self.level == "medium" and not self._closed(view, home):
            return home
        if damaged and me.ducats >= 6:
            return self._nearest_port(view)
        if me.mission >= 0:
            z = self._mission_goal(view, me.mission)
            if z >= 0 and self.profile in ("mixed", "trader") or z == me.zone:
                return z
        if me.rumour >= 0:
            r = cat.rumour(me.rumour)
            if self._dist(me.zone, r.zone) <= 5:
                return r.zone
        if self.profile in ("trader", "mixed"):
            if me.cargo and me.ducats < SAFE_RESERVE + 3:
                z, _v = self._best_market(view)
                if z >= 0:
                    return z
            port, good = self._plan(view)
            held = sum(1 for c in me.cargo if self._good(c) == good)
            room = me.track[HOLD]
            if port >= 0 and (held >= 3 or (held and len(me.cargo) >= room)):
                return port
            if me.cargo and len(me.cargo) >= room:
                z, _v = self._best_market(view)
                if z >= 0:
                    return z
            return self._buying_port(view, good)
        if self.profile == "raider":
            if me.cargo and len(me.cargo) >= me.track[HOLD]:
                z, _v = self._best_market(view)
                if z >= 0:
                    return z
            return self._merchant_zone(view)
        # hunter
        prey = self._prey_zone(view)
        if prey >= 0:
            return prey
        if me.cargo and len(me.cargo) >= me.track[HOLD]:
            z, _v = self._best_market(view)
            if z >= 0:
                return z
        return self._merchant_zone(view)

    def _nearest_port(self, view: View) -> int:
        me = view.seats[view.seat]
        ports = [z for z in self.cat.ports if not self._closed(view, z)]
        return min(ports, key=lambda z: self._dist(me.zone, z)) if ports else me.zone

    def _buying_port(self, view: View, good: int = -1) -> int:
        """A near open port to buy at: not one where the planned good is demanded (BY2: it
        is never sold where it is wanted) nor one this seat bought at last turn (RU19)."""
        me = view.seats[view.seat]
        ports = [z for z in self.cat.ports if not self._closed(view, z)
                 and self._demand_good(view, z) != good]
        if not ports:
            return me.zone
        return min(ports, key=lambda z: self._dist(me.zone, z) + self._danger(view, z)
                   + (1.5 if z == self.bought_at else 0))

    def _merchant_zone(self, view: View) -> int:
        me = view.seats[view.seat]
        zones = [z for z, t in enumerate(view.merchants) if t == HIDDEN
                 and not (z == me.zone and "merchant" in view.scouted)]
        if not zones:
            return self._nearest_port(view)
        return min(zones, key=lambda z: self._dist(me.zone, z) * 2 + self._danger(view, z))

    def _prey_zone(self, view: View) -> int:
        """A pirate NPC the hunter can take on (its reward), or -1."""
        me = view.seats[view.seat]
        if any(me.bounty):
            return -1
        best, d = -1, 99
        for slot in (4, 5):
            sl = view.slots[slot]
            if sl.zone >= 0 and self._dist(me.zone, sl.zone) < d and me.track[CANNONS] >= 2:
                best, d = sl.zone, self._dist(me.zone, sl.zone)
        return best

    def _mission_short(self, view: View, mission: int) -> int:
        """The good a delivery mission still lacks cards of (-1: none, or not a delivery)."""
        task = self.cat.mission(mission).task
        if task.op != "deliver":
            return -1
        good = GOODS.index(str(task.get("good")))
        held = sum(1 for c in view.seats[view.seat].cargo if self._good(c) == good)
        return good if held < int(task.get("n")) else -1

    def _mission_doable(self, view: View, mission: int) -> bool:
        """A mission this captain can carry out as it plays (never one it pays to take and
        cannot finish: a modification it lacks, a fight its profile avoids)."""
        task = self.cat.mission(mission).task
        me = view.seats[view.seat]
        if task.op == "bring_modification":
            return task.get("kind") in {self.cat.modification(t) for t in me.mods if t >= 0}
        if task.op in ("defeat", "release_merchant"):
            return self.profile in ("raider", "hunter", "mixed")
        if task.op == "win_crew_combat":
            return self._skill(view, "leadership") >= 3
        return True

    def _mission_goal(self, view: View, mission: int) -> int:
        """Where the mission is carried out; -1 while a delivery lacks its cards (the hold is
        filled first: heading to the port with nothing to hand in waits there for ever)."""
        task = self.cat.mission(mission).task
        if self._mission_short(view, mission) >= 0:
            return -1
        for key in ("port", "where", "zone"):
            v = task.get(key)
            if isinstance(v, str) and v.startswith("Z"):
                return self.cat.zone_index(v)
        if task.op == "visit":
            me = view.seats[view.seat]
            ports = [self.cat.zone_index(z) for z in task.get("ports")]
            return min(ports, key=lambda z: self._dist(me.zone, z))
        return -1

    # --- scouting: fights and raids -------------------------------------------------------

    def _my_track(self, view: View) -> tuple[int, ...]:
        return view.seats[view.seat].track

    def _fight_odds(self, view: View, track_them: tuple[int, ...], sea_them: int) -> float:
        me = view.seats[view.seat]
        sea = self._skill(view, "seamanship")
        return odds.naval_win(max(1, sea), max(1, sea_them), tuple(me.track), track_them)

    def _scout_target(self, view: View, p: Prompt) -> str | None:
        if not p.targets:
            return None
        if "rumour" in p.targets:
            return "rumour"
        if "mission" in p.targets and self._mission_fight_ok(view):
            return "mission"
        for t in p.targets:
            if t.startswith("npc:"):
                slot = int(t[4:])
                if self._npc_worth(view, slot):
                    return t
        for t in p.targets:
            if t.startswith("seat:") and self.profile in ("hunter", "raider"):
                other = view.seats[int(t[5:])]
                wanted = any(other.bounty) or (self.profile == "raider"
                                               and self.level == "medium"
                                               and other.cargo_count >= 2)
                if wanted and self._fight_odds(view, tuple(other.track), 2) > 0.6:
                    return t
        if "merchant" in p.targets and self._raid_worth(view):
            return "merchant"
        return None

    def _mission_fight_ok(self, view: View) -> bool:
        """K45: a mission's test at sea, or its crew combat only with fair odds (CB9 kills
        the loser)."""
        me = view.seats[view.seat]
        task = self.cat.mission(me.mission).task if me.mission >= 0 else None
        if task is None or task.op != "win_crew_combat":
            return True
        vs = task.get("vs")
        return odds.crew_win(me.track[CREW], vs.crew, self._skill(view, "leadership"),
                             vs.leadership) > 0.6

    def _npc_worth(self, view: View, slot: int) -> bool:
        sl = view.slots[slot]
        npc = self._npc_line(sl.card, sl.line)
        if npc is None:
            return False
        track = self.cat.ship(npc.ship).stats
        win = self._fight_odds(view, track, npc.seamanship)
        if slot >= 4:                                         # a pirate: a reward
            return self.profile in ("hunter", "mixed") and win > 0.55
        return self.profile == "hunter" and win > 0.7 and self.level == "medium"

    def _npc_line(self, card: int, line: int) -> Any:
        if card < 0:
            return None
        ev = self.cat.event(card)
        return ev.npc if line < 0 else ev.war_lines[line]

    def _raid_worth(self, view: View) -> bool:
        me = view.seats[view.seat]
        if self.profile == "trader" and self.level == "medium":
            return False
        if any(v <= 0 for v in me.track):
            return False
        if self.profile in ("raider", "hunter"):
            return True
        return me.track[HULL] >= 2 and self.rng.random() < 0.5

    # --- prompts of the actions -----------------------------------------------------------

    def _on_haven(self, view: View, p: Prompt) -> Any:
        if "pay" in p.options:
            return C.Haven(view.seat, "pay")
        return C.Haven(view.seat, "test" if "test" in p.options else "back")

    def _on_merchant(self, view: View, p: Prompt) -> Any:
        """MR3–MR5: raid as the nation whose bounty costs least — one that already wants
        the captain, else not its own nation nor the one of its nearest ports."""
        me = view.seats[view.seat]
        if not p.flag or not self._raid_worth(view):
            return C.Merchant(view.seat, p.options[0], False)
        mine = self._nation(view, view.seat)

        def cost(n: str) -> float:
            i = NATIONS.index(n)
            flagship = view.slots[i]
            near = 0.0 if flagship.zone < 0 else 6.0 / (1 + self._dist(me.zone, flagship.zone))
            if me.bounty[i]:
                return near
            ports = sum(1 for z in self.cat.ports if self.cat.zones[z].flag == n)
            return ports + (3 if n == mine else 0) + near
        nation = min(p.options, key=cost)
        return C.Merchant(view.seat, nation, True)

    # --- the port -------------------------------------------------------------------------

    def _on_port(self, view: View, p: Prompt) -> Any:
        seat = view.seat
        me = view.seats[seat]
        zone = me.zone
        for card in p.glory:
            cmd = self._own_turn_card(view, p, card)
            if cmd is not None:
                return cmd
        if p.hire:
            return C.Hire(seat, p.hire[0])
        if "sell" in p.steps:
            cards = self._to_sell(view)
            if cards:
                return C.Sell(seat, cards)
        if "deliver" in p.steps and p.delivery:
            return C.Deliver(seat, p.delivery[:p.need])
        if "task" in p.steps:
            return C.TaskTest(seat)
        deal = self._shipyard(view, p)
        if deal is not None:
            return deal
        if "recruit" in p.steps and me.track[CREW] < me.maxima[CREW]:
            return C.Recruit(seat)
        doable = [m for m in p.missions if self._mission_doable(view, m)]
        if "mission" in p.steps and doable and me.mission < 0:
            return C.TakeMission(seat, doable[0])
        if "check_rumour" in p.steps:
            return C.CheckRumour(seat)
        if "gather" in p.steps and me.rumour < 0 and me.ducats >= 4 \
                and (self.profile in ("mixed", "raider") or self._skill(view, "influence") >= 2):
            return C.GatherRumour(seat)
        # medium keeps STASH_ABOVE ducats aboard and chests the rest; easy keeps 4 more
        keep = STASH_ABOVE + (0 if self.level == "medium" else 4)
        if "stash" in p.steps and me.ducats > keep:
            return C.Stash(seat, me.ducats - keep)
        if "buy" in p.steps and self._wants_to_buy(view):
            return C.Market(seat)
        _ = zone
        return C.EndPort(seat)

    def _to_sell(self, view: View) -> tuple[int, ...]:
        """SL1, SL3: sell the demanded cards here — three or more for the glory, or fewer
        when no more of that good is coming — and the rest when no better market is in
        reach or the hold needs the room."""
        me = view.seats[view.seat]
        want = self._demand_good(view, me.zone)
        demanded = tuple(c for c in me.cargo if self._good(c) == want)
        others = tuple(c for c in me.cargo if self._good(c) != want
                       and not self._sells_better(view, c))
        full = len(me.cargo) >= max(1, me.track[HOLD])
        poor = me.ducats < SAFE_RESERVE + 3
        if demanded and (len(demanded) >= 3 or full or poor
                         or self.profile in ("raider", "hunter") or self.level == "easy"):
            return demanded + others
        if poor and me.ducats < 3:                      # broke: the hold is the purse
            return tuple(me.cargo)
        if full or poor or self.profile in ("raider", "hunter"):
            return others
        return ()

    def _sells_better(self, view: View, card: int) -> bool:
        """A port within 3 moves demands this card's good."""
        me = view.seats[view.seat]
        good = self._good(card)
        return any(self._demand_good(view, z) == good and not self._closed(view, z)
                   and self._dist(me.zone, z) <= 3 and z != me.zone for z in self.cat.ports)

    def _wants_to_buy(self, view: View) -> bool:
        me = view.seats[view.seat]
        if self.profile in ("raider", "hunter") and self.level == "medium":
            return False
        return me.ducats >= SAFE_RESERVE + 3 and len(me.cargo) < max(me.track[HOLD], 1)

    def _on_market(self, view: View, p: Prompt) -> Any:
        """BY3, BY4: buy the planned good first, then the cheapest cards of goods demanded
        elsewhere in reach, within the hold and the purse."""
        me = view.seats[view.seat]
        self.bought_at = me.zone
        room = max(0, me.track[HOLD] - len(me.cargo))
        budget = me.ducats - SAFE_RESERVE
        prices = dict(zip(p.cards, p.prices, strict=True))
        wanted = {self._demand_good(view, z) for z in self.cat.ports
                  if not self._closed(view, z) and self._dist(me.zone, z) <= 4}
        _port, plan = self._plan(view)
        if me.mission >= 0 and self._mission_short(view, me.mission) >= 0:
            plan = self._mission_short(view, me.mission)
        ranked = sorted(p.cards, key=lambda c: (self._good(c) != plan,
                                                self._good(c) not in wanted, prices[c]))
        picks: list[int] = []
        spent = 0
        for c in ranked:
            price = max(1, prices[c] - (p.most if not picks else 0))
            if len(picks) < room and spent + price <= budget and (
                    self._good(c) in wanted or prices[c] == 1):
                picks.append(c)
                spent += price
        return C.Buy(view.seat, tuple(picks))

    def _shipyard(self, view: View, p: Prompt) -> Any:
        """YD: repair what matters, a better ship when rich, weapons for raiders."""
        seat = view.seat
        me = view.seats[seat]
        deals = [d.split(":") for d in p.options]
        cash = me.ducats
        for kind, what, price in deals:
            if kind == "ship" and what in ("frigate", "galleon") and me.ship in ("sloop",
                                                                                   "flute"):
                want = "frigate" if self.profile in ("raider", "hunter") else "galleon"
                if what == want and int(price) <= cash - 2:
                    return C.ChangeShip(seat, what)
        for kind, what, price in deals:
            if kind == "repair" and what in ("hull", "masts", "cannons", "hold") \
                    and int(price) <= cash - 2:
                return C.Repair(seat, what, 1)
        if self.profile in ("raider", "hunter"):
            for kind, what, price in deals:
                if kind == "weapon" and int(price) <= cash - SAFE_RESERVE - 2:
                    return C.BuyWeapon(seat, what)
            for kind, _what, price in deals:
                if kind == "modification" and int(price) <= cash - SAFE_RESERVE - 4:
                    return C.BuyModification(seat)
        return None

    def _on_buy_crew(self, view: View, p: Prompt) -> Any:
        me = view.seats[view.seat]
        n = p.most
        while n and n * p.count > me.ducats - SAFE_RESERVE:
            n -= 1
        return C.BuyCrew(view.seat, n)

    def _on_keep_rumour(self, view: View, p: Prompt) -> Any:
        me = view.seats[view.seat]
        return C.KeepRumour(view.seat, min(p.cards, key=lambda c: self._dist(
            me.zone, self.cat.rumour(c).zone)))

    # --- raids (MR9, MR10, MR13, K16's reference policy) ----------------------------------

    def _raid_state(self, view: View) -> tuple[int, int, int, bool]:
        """The raid's face-up cards as (hits that destroy, escapes, loot, failing)."""
        raid = view.raid
        assert raid is not None
        me = view.seats[view.seat]
        escapes = sum(1 for c in raid.cards if self.cat.cargo[c].symbol == "escape")
        loot = sum(self.cat.cargo[c].loot for c in raid.cards)
        track = list(me.track)
        destroys = 0
        for c in raid.cards:
            sym = self.cat.cargo[c].symbol
            if sym in LOCATIONS:
                i = LOCATIONS.index(sym)
                if track[i] <= 0:
                    track[HULL] -= 1
                else:
                    track[i] -= 1
                    if track[i] == 0:
                        destroys += 1
        manoeuvre = self.cat.ship(me.ship).manoeuvrability if me.ship else 2
        failing = destroys > 0 or track[HULL] <= 0 or escapes >= manoeuvre
        return destroys, escapes, loot, failing

    def _on_raid_convert(self, view: View, p: Prompt) -> Any:
        raid = view.raid
        assert raid is not None
        _d, _e, _l, failing = self._raid_state(view)
        if failing:
            idx = next(i for i, f in enumerate(p.dice) if f < 5)
            return C.Convert(view.seat, (p.options[0],), (idx,))
        return C.Convert(view.seat, (), ())

    def _on_raid_spend(self, view: View, p: Prompt) -> Any:
        """K16: spend each success on the discard that best repairs a failing draw; once it
        succeeds, draw another card while the loot is under 12."""
        raid = view.raid
        assert raid is not None
        _d, _e, loot, failing = self._raid_state(view)
        if failing:
            worst = max(p.cards, key=self._card_harm)
            return C.Spend(view.seat, "discard", worst)
        if loot < 12 and p.flag:
            return C.Spend(view.seat, "draw")
        return C.Spend(view.seat, "stop")

    def _card_harm(self, card: int) -> float:
        cc = self.cat.cargo[card]
        return (2.0 if cc.symbol in LOCATIONS else 1.5) - cc.loot * 0.1

    def _on_keep_cargo(self, view: View, p: Prompt) -> Any:
        room = max(0, p.most)
        best = sorted(p.cards, key=lambda c: -self.cat.cargo[c].loot)[:room]
        return C.Keep(view.seat, tuple(best))

    def _on_leave_cargo(self, view: View, p: Prompt) -> Any:
        return C.Discard(view.seat, self._cheapest(view, p.cards, p.count))

    _on_hold_cargo = _on_leave_cargo

    def _cheapest(self, view: View, cards: tuple[int, ...], n: int) -> tuple[int, ...]:
        me = view.seats[view.seat]
        value = {c: 6 if self._sells_better(view, c) else 3 for c in cards}
        _ = me
        return tuple(sorted(cards, key=lambda c: value[c])[:n])

    def _on_effect_cargo(self, view: View, p: Prompt) -> Any:
        return C.Discard(view.seat, self._cheapest(view, p.cards, p.count))

    def _on_hand_limit(self, view: View, p: Prompt) -> Any:
        return C.Discard(view.seat, (p.cards[-1],))

    # --- battles (NB, HL, DA7's evaluator) ------------------------------------------------

    def _battle_sides(self, view: View, p: Prompt | None = None
                      ) -> tuple[int, tuple[int, ...], tuple[int, ...]]:
        """The side this seat decides for (its own; or, steering an NPC under OV2, the side
        the declare or place prompt names by its flag), its tracks and the other side's."""
        b = view.battle
        assert b is not None
        side = 0 if b.seats[0] == view.seat else 1
        if p is not None and view.seat not in b.seats:
            side = 1 if p.flag else 0
        return side, b.tracks[side], b.tracks[1 - side]

    def _side_skill(self, view: View, side: int, name: str) -> int:
        b = view.battle
        assert b is not None
        if b.seats[side] == view.seat:
            return self._skill(view, name)
        return self._their_skill(view, side, name)

    def _on_declare(self, view: View, p: Prompt) -> Any:
        if len(p.options) == 1 or self.level == "easy":
            return C.Declare(view.seat, p.options[0] if self.level == "medium"
                             else self.rng.choice(p.options))
        side, mine, theirs = self._battle_sides(view, p)
        b = view.battle
        assert b is not None
        sea = max(1, self._side_skill(view, side, "seamanship"))
        lead = max(1, self._side_skill(view, side, "leadership"))
        them_lead = self._their_skill(view, 1 - side, "leadership")
        them_sea = self._their_skill(view, 1 - side, "seamanship")
        fire = odds.naval_win(sea, them_sea, mine, theirs)
        if "escape" in p.options and fire < ESCAPE_BELOW:
            return C.Declare(view.seat, "escape")
        if "board" in p.options:
            win = odds.manoeuvre(sea, them_sea)[0]
            crew = odds.crew_win(mine[CREW], theirs[CREW], lead, them_lead)
            if win * crew + (1 - win) * fire > fire + 0.05:
                return C.Declare(view.seat, "board")
        return C.Declare(view.seat, "fire")

    def _their_skill(self, view: View, side: int, name: str) -> int:
        b = view.battle
        assert b is not None
        seat = b.seats[side]
        if seat >= 0:
            cap = view.seats[seat].captain
            return self._skills(cap)[SKILLS.index(name)] if cap >= 0 else 1
        slot = b.slots[side]
        if slot >= 0:
            sl = view.slots[slot]
            npc = self._npc_line(sl.card, sl.line)
            if npc is not None:
                return int(npc.seamanship if name == "seamanship" else npc.leadership)
        return 2

    def _on_reroll(self, view: View, p: Prompt) -> Any:
        b = view.battle
        if b is None or not p.options:
            return C.Reroll(view.seat, ())
        side = 0 if b.seats[0] == view.seat else 1
        if b.phase == "shot":                                   # a gunner: misses only
            return C.Reroll(view.seat, tuple(i for i, f in enumerate(p.dice) if f < 5),
                            p.options[0])
        mine, theirs = b.manoeuvre[side], b.manoeuvre[1 - side]
        if sum(f >= 5 for f in mine) <= sum(f >= 5 for f in theirs):
            return C.Reroll(view.seat, tuple(i for i, f in enumerate(p.dice) if f < 5),
                            p.options[0])
        return C.Reroll(view.seat, ())

    def _on_shot(self, view: View, p: Prompt) -> Any:
        return C.Shot(view.seat, p.options[0] if p.options else "")

    def _on_place(self, view: View, p: Prompt) -> Any:
        """DA7's placement for its own ship: keep afloat, then cannons, crew, masts, hold."""
        _side, mine, _theirs = self._battle_sides(view, p)
        t = list(mine)
        out = []
        for _ in range(p.count):
            loc = next((x for x in ("hold", "masts", "crew", "cannons")
                        if t[LOCATIONS.index(x)] > 0), "hold")
            t[LOCATIONS.index(loc)] -= 1
            out.append(loc)
        return C.Place(view.seat, tuple(out))

    def _on_cancel(self, view: View, p: Prompt) -> Any:
        if not p.steps:
            return C.Cancel(view.seat, "")
        order = ("cannons", "crew", "masts", "hold", "hull")
        loc = min(p.options, key=lambda x: order.index(x) if x in order else 9)
        tool = p.steps[0]
        if tool == "doubled_planking":
            return C.Cancel(view.seat, loc, tool)
        to = next(x for x in ("hold", "masts", "crew", "cannons") if x != loc)
        return C.Cancel(view.seat, loc, tool, to)

    def _on_chasers(self, view: View, p: Prompt) -> Any:
        return C.Chasers(view.seat, True)

    def _on_plunder(self, view: View, p: Prompt) -> Any:
        opts = set(p.options)
        _side, mine, theirs = self._battle_sides(view)
        capture = "capture" in opts and sum(theirs) > sum(mine) + 2 and theirs[HULL] >= 2
        return C.Plunder(view.seat, capture=capture, ducats="ducats" in opts,
                         cargo="cargo" in opts, hand="hand" in opts, rumour=False,
                         weapons="weapons" in opts, specialists="specialists" in opts)

    def _on_claim(self, view: View, p: Prompt) -> Any:
        return C.Claim(view.seat, p.options[0] if p.options else "")

    # --- glory cards ----------------------------------------------------------------------

    def _own_turn_card(self, view: View, p: Prompt, card: int) -> Any:
        """GC3: an own-turn card, when it helps now."""
        g = self.cat.glory(card)
        ops = {e.op for e in g.effects}
        me = view.seats[view.seat]
        if p.step == "actions" and ops & {"extra_action", "free_action"}:
            return C.PlayGlory(view.seat, card)
        if p.step == "port":
            if "repair" in ops and sum(me.maxima[i] - me.track[i] for i in (0, 1, 2, 4)) >= 2:
                return C.PlayGlory(view.seat, card)
            if ops & {"sale_price"} and "sell" in p.steps and me.cargo:
                return C.PlayGlory(view.seat, card)
            if ops & {"market_size", "price"} and "buy" in p.steps:
                return C.PlayGlory(view.seat, card)
            if ops & {"bounty", "bounty_clear"} and any(me.bounty):
                return C.PlayGlory(view.seat, card)
            if "set_crew" in ops and me.track[CREW] < me.maxima[CREW]:
                return C.PlayGlory(view.seat, card)
            if ops & {"weapon_gain", "gain_ducats", "rumour_draw", "shipyard_price"}:
                return C.PlayGlory(view.seat, card)
        if p.step == "actions" and ops & {"mission_draw"} and me.mission < 0:
            return C.PlayGlory(view.seat, card)
        return None

    def _on_window(self, view: View, p: Prompt) -> Any:
        """GC4, GC5: play a card at its moment when it helps (combat cards in combat, an
        escape when a fight looks bad)."""
        trigger = p.options[0] if p.options else ""
        card = p.glory[0]
        ops = {e.op for e in self.cat.glory(card).effects}
        if trigger.startswith("combat:") or trigger.startswith("raid:") \
                or trigger.startswith("after_own_roll:"):
            return C.PlayGlory(view.seat, card)
        if trigger == "out_of_turn:scouted":
            if "move_ship" in ops and self._my_track(view)[HULL] <= 2:
                return C.PlayGlory(view.seat, card)
            if "move_ship" not in ops:
                return C.PlayGlory(view.seat, card)
            return C.Pass(view.seat)
        if "pay_ducats" in ops and view.seats[view.seat].ducats < 6:
            return C.Pass(view.seat)
        if "scout_target" in ops or "move_ship" in ops:
            return C.Pass(view.seat)
        return C.PlayGlory(view.seat, card)

    def _on_effect(self, view: View, p: Prompt) -> Any:
        opts = [o for o in p.options if o]
        return C.Choose(view.seat, opts[0] if opts else "")


def make(level: str, seed: int, cat: Any, iterations: int | None = None) -> Captain:
    """easy and medium choose their plan from the captain; the profiles are medium with a
    fixed plan (K39)."""
    bot = Captain(cat, seed, "medium", level) if level in PROFILES else Captain(cat, seed, level)
    bot.iterations = iterations
    return bot


_ = (GOODS, SLOTS)
