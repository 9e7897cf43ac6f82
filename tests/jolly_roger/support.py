"""Helpers for rule tests: find cards by their facts, set up prescribed games, play commands."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game.jolly_roger import commands as K
from game.jolly_roger.cards import SKILLS, load_catalogue
from game.jolly_roger.engine import Game
from game.jolly_roger.state import State

CAT = load_catalogue()
NAMES = ["Anna", "Ben", "Cleo", "Dan", "Edda", "Finn", "Greta", "Hugo", "Ida", "Jon"]


def crew(skill: str | None = None, value: int | None = None, count: int | None = None,
         special: str | None = None, multi: bool | None = None,
         exclude: Iterable[int] = ()) -> list[int]:
    """Crew card ids (role cards excluded) matching the given facts, in id order.
    `count` is the crew count (mutiny strength)."""
    ex = set(exclude)
    out = []
    for c in CAT.deck_crew_ids:
        if c in ex:
            continue
        if special is not None and CAT.special[c] != special:
            continue
        if special is None and CAT.special[c] is not None and (skill or value or multi):
            continue
        if multi is not None and CAT.multi[c] != multi:
            continue
        if skill is not None:
            i = SKILLS.index(skill)
            if CAT.multi[c] or CAT.skills[c][i] == 0:
                continue
            if value is not None and CAT.skills[c][i] != value:
                continue
        if count is not None and CAT.crew[c] != count:
            continue
        out.append(c)
    return out


def dests(kind: str, n: int) -> list[int]:
    return CAT.destinations_for(kind, n)


def prizes(ptype: str, gold: int | None = None) -> list[int]:
    return [c for c in CAT.prize_ids if CAT.prize_type[c] == ptype
            and (gold is None or CAT.gold[c] == gold)]


def new_game(n: int = 4, *, seed: int = 1, variants: Iterable[str] = (), ask_all: bool = False,
             **decks: Any) -> Game:
    """A game with prescribed decks (hands=, captain=, crew=, fort=, prizes= …). Reaction
    prompts go to holders only unless `ask_all` (so a test sees only the windows it sets up)."""
    return Game.new(NAMES[:n], seed=seed, variants=list(variants), decks=decks, ask_all=ask_all,
                    cat=CAT)


def state(game: Game) -> State:
    """The full state (tests are full-information observers)."""
    return game._state


def play(game: Game, *cmds: Any) -> list[Any]:
    events: list[Any] = []
    for c in cmds:
        events.extend(game.submit(c))
    return events


def pass_window(game: Game) -> None:
    """Everyone declines the open mutiny window."""
    while game.prompt() is not None and game.prompt().step == "window":
        game.submit(K.Pass(game.prompt().seat))


def pass_all(game: Game, step: str) -> None:
    """Everyone passes while the game is at `step`."""
    while game.prompt() is not None and game.prompt().step == step:
        game.submit(K.Pass(game.prompt().seat))


def types(events: Iterable[Any]) -> list[str]:
    return [e.NAME for e in events]
