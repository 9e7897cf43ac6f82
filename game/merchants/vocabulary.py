"""K3, K4: the words every card, ability, zone rule and event is written in.

The content files (data/*.toml) say what a card does only through these: an *effect* is an
operation (`op`) from `OPS` with the parameters its spec names; a *condition* is a list of
predicates from `PREDICATES`; a card's moment (`when`) is one of `TIMINGS`. The loader checks
every card against these tables (DA18) and the engine's one interpreter (game.merchants.effects)
runs them; nothing else in the code names a card. A family that needs a word not here is a
rules change, not content (K3).

In TOML an effect is an inline table, e.g. `{op = "gain_ducats", n = 5}` or
`{op = "test", skill = "scouting", dice = 1, then = [{op = "gain_ducats", n = 8}]}`.
"""

from __future__ import annotations

from typing import NamedTuple

NATIONS = ("spain", "england", "france", "netherlands")          # C1
SKILLS = ("seamanship", "scouting", "leadership", "influence")    # DT1
LOCATIONS = ("hull", "masts", "hold", "crew", "cannons")          # HL1: track order
ROLLED = ("hold", "masts", "crew", "cannons")                      # HL2: what a die may hit
SHIP_TYPES = ("sloop", "flute", "frigate", "galleon", "man_of_war")   # C5, K11
DIRECTIONS = ("N", "E", "S", "W")                                  # NM1, NM3: clockwise
SLOTS = ("spain", "england", "france", "netherlands", "pirate_sloop", "pirate_frigate")  # NP2
GOODS = ("sugar", "tobacco", "rum", "cocoa", "spices", "cotton", "indigo", "hides")     # K13
MODIFICATIONS = ("extra_berths", "fine_canvas", "doubled_planking", "deep_hold",
                 "bow_chasers", "extra_gunports", "rail_swivels", "long_nines")  # MD6–MD13
WEAPONS = ("grappling_hooks", "chain_shot", "grapeshot")            # SW2–SW4
SPECIALISTS = ("craftsman", "boatswain", "gunner", "surgeon", "lookout", "veteran",
               "steward", "helmsman")                                # SP1, K31

#: DT2: the tests a `dice_mod` may name. "scout" is any scouting (player, NPC, merchant);
#: "card": a test a card itself asks for.
CONTEXTS = ("scout", "scout_player", "scout_npc", "scout_merchant", "raid", "manoeuvre",
            "crew", "recruit", "rumour_gather", "rumour_check", "mission_take",
            "mission_test", "haven", "storm", "card")

#: K3 durations: instant, the rest of this seat turn, this game turn, until a named event is
#: drawn ("until:EVT07"), or permanent (abilities, specialists, zone rules, a kept rumour);
#: "next": until the modifier is next used, then gone (K27's treasure fleet: "the next
#: Spanish merchant raided"; K37's cheap ship: "the next ship change")
DURATIONS = ("instant", "seat_turn", "game_turn", "permanent", "next")

#: K4: a card's moment. Combat steps (GC5), raid steps, out-of-turn triggers (GC4, DA8).
COMBAT_STEPS = ("before_declare", "after_declare", "after_manoeuvre_roll",
                "after_location_roll", "before_crew_round", "after_crew_roll")
RAID_STEPS = ("after_roll", "after_spend")
TRIGGERS = ("scouted", "ship_enters_zone", "sale_in_port", "npc_activated_near",
            "event_drawn", "mission_taken")
TIMINGS = (("own_turn", "hire")
           + tuple(f"after_own_roll:{c}" for c in CONTEXTS)
           + tuple(f"combat:{s}" for s in COMBAT_STEPS)
           + tuple(f"raid:{s}" for s in RAID_STEPS)
           + tuple(f"out_of_turn:{t}" for t in TRIGGERS))

#: Shipyard items a `shipyard_price` may change (YD1, MD8): a ship type, "big_ship" (frigate
#: and galleon), repairs per point, a modification, a weapon, the Doubled Planking refit.
SHIPYARD_ITEMS = SHIP_TYPES[:4] + ("big_ship", "repair", "modification", "weapon", "refit")
#: Other prices a `price` may change (RM1, RC2, BY3).
PRICE_ITEMS = ("rumour_fee", "crew", "cargo_first", "cargo_each")
ACTION_KINDS = ("move", "port_move", "scout", "port")              # A1, MV1
TARGET_KINDS = ("merchant", "npc", "player", "any")                # SC1
WHO = ("own", "opponent")
REROLL_WHICH = ("all", "failed", "location")                       # DT4; location dice (K31)
#: `zone_sel` values besides a zone id: where the seat is, any adjacent zone (its choice),
#: the captain's home port
ZONE_WORDS = ("here", "adjacent", "home")
#: `good_sel` values besides a good
GOOD_WORDS = ("any", "demanded", "undemanded", "random")
#: `port_sel` values besides a port's zone id: "nation:<nation>" or "all"
#: `nation_sel` values besides a nation: "all", "choice" (the seat chooses), "enemies_of:<n>"


class Param(NamedTuple):
    """One parameter of an operation: its name, its kind (below), whether it must be given,
    and for numbers their range."""

    name: str
    kind: str
    required: bool = True
    lo: int = 0
    hi: int = 0


#: Param kinds: "int" (lo..hi), "bool", "skill", "context", "duration", "location"
#: (LOCATIONS, "any" or "rolled"), "nation", "nation_sel", "good_sel", "slot", "direction",
#: "zone_sel", "to" (a direction or a zone id), "port_sel", "modification" (or "any"),
#: "weapon" (or "any"), "ship", "shipyard_item", "price_item", "action_kind", "target_kind",
#: "who", "which", "scope" ("first" or "all"), "pair" (two nations, or "oldest" for peace),
#: "profile" (a table: `kind` "naval" with `ship`, `seamanship`, `leadership`; or "crew" with
#: `leadership` and `crew`), "line" (index of the card's own NPC line).
class OpSpec(NamedTuple):
    params: tuple[Param, ...]
    passive: bool = False   # a standing modifier (read by the rules), not a deed done once
    nested: bool = False    # takes `then` / `otherwise` effect lists (a test)


def _p(name: str, kind: str, lo: int = 0, hi: int = 0, required: bool = True) -> Param:
    return Param(name, kind, required, lo, hi)


_DUR = _p("duration", "duration", required=False)

#: K3: every operation, with its parameters. Passive ones last for their `duration` (default:
#: permanent on an ability, specialist or zone rule; the rest of the game turn on an event;
#: the rest of the seat turn on a glory card).
OPS: dict[str, OpSpec] = {
    "gain_ducats": OpSpec((_p("n", "int", 1, 20),)),
    "pay_ducats": OpSpec((_p("n", "int", 1, 20),)),
    "gain_glory": OpSpec((_p("n", "int", 1, 1, required=False),)),
    "draw_glory": OpSpec((_p("n", "int", 1, 2),)),
    "test": OpSpec((_p("skill", "skill"), _p("dice", "int", -1, 2, required=False),
                    _p("context", "context", required=False)), nested=True),
    "dice_mod": OpSpec((_p("context", "context"), _p("n", "int", -2, 2), _DUR), passive=True),
    "reroll": OpSpec((_p("who", "who"), _p("which", "which"))),
    "convert_die_to_success": OpSpec((_p("n", "int", 1, 2),)),
    "move_ship": OpSpec((_p("to", "zone_sel"), _p("as_action", "bool", required=False))),
    "free_action": OpSpec((_p("kind", "action_kind"),)),
    "extra_action": OpSpec(()),
    "scout_target": OpSpec((_p("kind", "target_kind"),)),
    "naval_battle": OpSpec((_p("vs", "profile"),)),
    "crew_combat": OpSpec((_p("vs", "profile"),)),
    "hit": OpSpec((_p("location", "location"), _p("n", "int", 1, 3),
                   _p("target", "who", required=False))),
    "cancel_hit": OpSpec((_p("location", "location", required=False),)),
    "redirect_hit": OpSpec(()),
    "repair": OpSpec((_p("location", "location"), _p("n", "int", 1, 5))),
    "set_crew": OpSpec((_p("n", "int", 1, 5),)),
    "cargo_draw": OpSpec((_p("n", "int", 1, 3),)),
    "cargo_gain": OpSpec((_p("good", "good_sel"), _p("n", "int", 1, 3))),
    "cargo_discard": OpSpec((_p("n", "int", 1, 3),)),
    "sale_price": OpSpec((_p("good", "good_sel"), _p("n", "int", -2, 3), _DUR), passive=True),
    "market_size": OpSpec((_p("n", "int", -2, 2), _p("repeat", "int", -1, 2, required=False),
                           _DUR), passive=True),
    "demand_replace": OpSpec((_p("where", "port_sel"),)),
    "demand_glory_min": OpSpec((_p("n", "int", 2, 3), _DUR), passive=True),
    "merchant_reset": OpSpec(()),
    "merchant_place": OpSpec((_p("zone", "zone_sel"), _p("flag", "nation"))),
    "loot_bonus": OpSpec((_p("n", "int", 1, 10), _p("nation", "nation", required=False), _DUR),
                         passive=True),
    "bounty": OpSpec((_p("nation", "nation_sel"), _p("n", "int", -5, 5))),
    "bounty_clear": OpSpec((_p("nation", "nation_sel"), _p("cost", "int", 0, 10))),
    "bounty_exempt": OpSpec((_p("nation", "nation_sel"), _p("scope", "scope"), _DUR),
                            passive=True),
    "war": OpSpec((_p("pair", "pair"),)),
    "peace": OpSpec((_p("pair", "pair"),)),
    "port_open": OpSpec((_p("where", "port_sel"), _DUR), passive=True),
    "port_close": OpSpec((_p("where", "port_sel"), _DUR), passive=True),
    "npc_enter": OpSpec((_p("line", "line", 0, 1),)),
    "npc_move": OpSpec((_p("slot", "slot"), _p("to", "to"))),
    "npc_remove": OpSpec((_p("slot", "slot"),)),
    "npc_scout_mod": OpSpec((_p("n", "int", -1, 2), _DUR), passive=True),
    "modification_gain": OpSpec((_p("kind", "modification"),)),
    "weapon_gain": OpSpec((_p("kind", "weapon"),)),
    "shipyard_price": OpSpec((_p("item", "shipyard_item"), _p("n", "int", -10, 5), _DUR),
                             passive=True),
    "price": OpSpec((_p("item", "price_item"), _p("n", "int", -2, 2), _DUR), passive=True),
    "hand_limit": OpSpec((_p("n", "int", 1, 1), _DUR), passive=True),
    "specialist_hire": OpSpec(()),
    "rumour_draw": OpSpec((_p("n", "int", 1, 2),)),
    "mission_draw": OpSpec(()),
}

#: K3 conditions: predicates over public state and the step just taken, all of which must
#: hold. In TOML a condition is an inline table of predicates, e.g. `{in_port = true,
#: zone = ["Z05"]}`. Value kinds as for Param.
PREDICATES: dict[str, str] = {
    "in_port": "bool",          # the seat's ship is in a port box (or at sea: false)
    "zone": "zones",            # the seat's ship is in one of these zones
    "port_nation": "nation",    # in port, at a port of this nation
    "home_port": "bool",        # in port at the captain's home port
    "ship": "ships",            # the seat's ship is one of these types
    "bounty": "nation_sel",     # wanted by this nation ("all": by every one; "any": some)
    "no_bounty": "nation_sel",  # not wanted by it ("any": wanted by none)
    "war": "pair",              # these two nations are at war ("any": some war is on)
    "own_nation_at_war": "bool",
    "result": "result",         # the step just taken had this result (RESULTS)
}

#: What a step's result may be, for `result` conditions (K3: "the step's result").
RESULTS = ("demand_sale_3", "demand_sale", "raid_success", "raid_12", "battle_won",
           "crew_combat_won", "scout_success", "scout_failed", "test_failed")

#: K45: what a mission's task may be (its `task` table's `kind`), and the parameters of each.
TASKS: dict[str, tuple[Param, ...]] = {
    "deliver": (Param("good", "good_sel"), Param("n", "int", True, 1, 3), Param("port", "port")),
    "reach": (Param("port", "port"), Param("within", "int", True, 1, 8)),
    "defeat": (Param("slot", "slot"),),
    "release_merchant": (Param("nation", "nation"), Param("zone", "zone")),
    "test_at": (Param("where", "zone"), Param("skill", "skill"),
                Param("dice", "int", False, -1, 2)),
    "win_crew_combat": (Param("vs", "profile"),),
    "bring_modification": (Param("kind", "modification"), Param("port", "port")),
    "visit": (Param("ports", "ports"),),
}

#: The hit-location die (HL2, RU1, RU67) is data (dice.toml); these are its faces.
FACES = (1, 2, 3, 4, 5, 6)
SUCCESS_FACES = (5, 6)                                              # C3
