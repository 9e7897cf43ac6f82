"""Prompts: the one decision the game waits for — the single source of legality (STYLE): the
table highlights from it, bots choose from it, and the engine accepts only what it allows.

One record serves every step; each step fills the fields it needs (`step` names it, `clause`
the rule it applies). game.merchants.commands says which command answers which step.
"""

from __future__ import annotations

from typing import NamedTuple


class Prompt(NamedTuple):
    """The decision `seat` faces (DA1, DA10). Steps and their fields:

    - "ship" (S9, DR6): `options` the ship types; `flag` a redraw is allowed (DR7).
    - "retire" (DR11): retire or sail on.
    - "actions" (A1, ST2): `count` actions left; `moves` (zone, in port) one Move reaches;
      `targets` what a Scout may name; `flag` a Port action may be taken; `cards` the cargo
      that may go overboard (BY7).
    - "haven" (ZR1, RU10): `options` "pay", "test", "back".
    - "merchant" (MR3, MR4): `options` the nations it may be; raid or let go.
    - "port" (PT2): `steps` the steps open now; `cards` the cargo that may be sold; `count`
      ducats aboard; `most` the stash (home port only); `options` the shipyard's deals
      (rules.port.shipyard_deals); `missions` the board missions lying here (MS3);
      `delivery` the cargo a delivery accepts and `need` how many it takes (K45).
    - "market" (BY3, BY4): `cards` the market, `prices` each card's price; `need` how many
      may be bought (PT6: 6 cargo in port).
    - "buy_crew" (RC2): up to `most` crew at `count` each.
    - "keep_rumour" (RM2): `cards` the two rumours.
    - "raid_convert" (MR9, SW5): `dice` the faces, `options` the weapons held.
    - "raid_spend" (MR10): `count` successes left, `cards` the face-up cards.
    - "keep_cargo" (MR13, PL6, RU62): `cards` the face-up cards to keep from, `most` the hold;
      the seat's own cargo may go overboard to make room.
    - "leave_cargo", "hold_cargo" (MV4, PL3): throw exactly `count` of `cards` overboard.
    - "hand_limit" (GC1): discard one of `cards`.
    - "declare" (NB3): `options` fire / board / escape.
    - "reroll" (SW2, K19): `dice` the faces; `options` what may reroll them.
    - "shot" (SW3, SW4): `options` the weapons that may be used on this volley.
    - "place" (HL3): place `count` success hits; `options` the locations.
    - "cancel" (MD8, K19 redirect): `options` the hits that may be cancelled or moved.
    - "chasers" (MD10): fire the Bow Chasers or not.
    - "plunder" (PL2, PL8): `cards` the loser's cargo, `options` what else may be taken.
    - "claim" (BN9): `options` the nations a reward may be claimed from.
    - "window" (GC4, GC5, DA8): `glory` the cards playable at this moment (`options`: its
      timing; `dice` a roll the cards may change); play one or pass.
    - "effect", "effect_cargo" (K3): a card's choice among `options`, or of `count` cargo.

    On "actions" and "port", `glory` lists the own-turn cards playable now and `hire` the
    specialists that may be hired (GC3, SP2).

    `shared` is always False: every prompt is one seat's own decision."""

    seat: int
    step: str
    clause: str
    options: tuple[str, ...] = ()
    moves: tuple[tuple[int, bool], ...] = ()
    targets: tuple[str, ...] = ()
    cards: tuple[int, ...] = ()
    prices: tuple[int, ...] = ()
    dice: tuple[int, ...] = ()
    steps: tuple[str, ...] = ()
    count: int = 0  # type: ignore[assignment]  # shadows tuple.count (the JSON's field name)
    most: int = 0
    flag: bool = False
    missions: tuple[int, ...] = ()
    delivery: tuple[int, ...] = ()
    need: int = 0
    glory: tuple[int, ...] = ()
    hire: tuple[int, ...] = ()
    shared: bool = False
