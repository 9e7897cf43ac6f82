"""Flow helpers shared by the rule tests of Treasure Island, mutiny and the end of the game:
pick distinct cards by their facts, drive whole phases with prescribed decks, reach late-game
situations quickly, and check that an illegal command changes nothing.

Card ids always come from the catalogue through `support` (never hard-coded)."""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Iterable
from typing import Any

import pytest
from support import CAT, NAMES, crew, dests, play, state

from game.core.errors import RuleError
from game.jolly_roger import commands as K
from game.jolly_roger import events as E
from game.jolly_roger.cards import DATA_FILE, SKILLS, Catalogue, build_catalogue
from game.jolly_roger.engine import Game

ATTACK = ("fort", "merchant", "settlement")


# --- cards --------------------------------------------------------------------------------

class Cards:
    """Hands out distinct crew cards by their facts, so prescribed hands never collide."""

    def __init__(self, exclude: Iterable[int] = ()) -> None:
        self.used: set[int] = set(exclude)

    def take(self, k: int = 1, *, count: int | None = None, skill: str | None = None,
             value: int | None = None, special: str | None = None) -> list[int]:
        """k unused crew cards: `special` cards, or plain single-skill normal cards."""
        if special is not None:
            pool = crew(special=special, exclude=self.used)
        else:
            pool = [c for c in crew(skill=skill, value=value, count=count, exclude=self.used)
                    if CAT.special[c] is None and not CAT.multi[c]]
        assert len(pool) >= k, f"not enough cards for {count=} {skill=} {value=} {special=}"
        out = pool[:k]
        self.used.update(out)
        return out

    def one(self, **facts: Any) -> int:
        return self.take(1, **facts)[0]

    def filler(self, k: int) -> list[int]:
        """k plain cards of crew count 1–3 (no specials, no multi-skill)."""
        out: list[int] = []
        for count in (3, 2, 1, 4, 5):
            pool = [c for c in crew(count=count, exclude=self.used | set(out))
                    if CAT.special[c] is None and not CAT.multi[c]]
            out.extend(pool[: k - len(out)])
            if len(out) == k:
                break
        self.used.update(out)
        return out


def fort_card(n: int, require: tuple[int, int, int]) -> int:
    """The Fort in play at n players with exactly these requirements."""
    return next(d for d in dests("fort", n) if CAT.require[d] == require)


def winning_trio(cards: Cards) -> list[int]:
    """Navigation 3, cannons 3, sabers 3: beats the 5- Fort (1, 3, 2) and most others."""
    return [cards.one(skill="navigation", value=3), cards.one(skill="cannons", value=3),
            cards.one(skill="sabers", value=3)]


# --- games --------------------------------------------------------------------------------

def new(n: int = 4, *, seed: int = 1, cat: Catalogue | None = None,
        humans: Iterable[bool] | None = None, ask_all: bool = False, **decks: Any) -> Game:
    return Game.new(NAMES[:n], seed=seed, decks=decks, cat=cat or CAT, ask_all=ask_all,
                    humans=None if humans is None else list(humans))


def rich_catalogue() -> Catalogue:
    """The shipped card data with every Fort worth 10 prize cards and needing only
    navigation 1 — so a test can empty the 46-card prize deck in five rounds (E1, E3)."""
    with open(DATA_FILE, "rb") as fh:
        data = tomllib.load(fh)
    for row in data["destination"]:
        if row["kind"] == "fort":
            row.update(prizes=10, navigation=1, cannons=0, sabers=0)
    return build_catalogue(data, "rich test data")


def refused(game: Game, cmd: Any, clause: str | tuple[str, ...]) -> RuleError:
    """The command is refused citing `clause` (or one of several equally right clauses), and
    nothing changes: no event, same state, same prompt."""
    before = state(game).clone().signature()
    n_events = len(game.events)
    prompt = game.prompt()
    with pytest.raises(RuleError) as info:
        game.submit(cmd)
    assert info.value.clause in ((clause,) if isinstance(clause, str) else clause), info.value
    assert state(game).signature() == before
    assert len(game.events) == n_events
    assert game.prompt() == prompt
    return info.value


# --- phases -------------------------------------------------------------------------------

def step(game: Game) -> str:
    p = game.prompt()
    return p.step if p is not None else "over"


def pass_windows(game: Game) -> None:
    while step(game) == "window":
        game.submit(K.Pass(game.prompt().seat))


def appoint(game: Game, qm: int) -> list[Any]:
    """A1 then the appointment window, nobody calling."""
    g = state(game)
    ev = play(game, K.Appoint(g.captain, qm))
    pass_windows(game)
    return ev


def choose(game: Game, kind: str) -> list[Any]:
    """VY1 then the destination window, nobody calling."""
    ev = play(game, K.ChooseDestination(state(game).captain, kind))
    pass_windows(game)
    return ev


def attack(game: Game, qm_cards: Iterable[int], skill: str = "navigation") -> list[Any]:
    """The quartermaster plays `qm_cards` (AT1), everyone else passes, the quartermaster
    reveals; multi-skill cards count for `skill` where they can."""
    qm = state(game).acting_qm
    events = play(game, K.PlayCards(qm, tuple(qm_cards)))
    while step(game) == "attack":
        seat = game.prompt().seat
        events += play(game, K.Reveal(seat) if seat == qm else K.Pass(seat))
    if step(game) == "skills":
        p = game.prompt()
        events += play(game, K.AssignSkills(p.seat, tuple(
            (c, skill if CAT.skills[c][SKILLS.index(skill)] else
             next(s for i, s in enumerate(SKILLS) if CAT.skills[c][i])) for c in p.cards)))
    return events


def even_allocation(game: Game) -> tuple[tuple[int, int], ...]:
    """L2: deal the loot one card at a time to the seat with the fewest, from the
    quartermaster's left, counting the captain's pick."""
    g = state(game)
    counts = [0] * g.n
    counts[g.captain] = 1
    order = [(g.acting_qm + 1 + i) % g.n for i in range(g.n)]
    alloc = []
    for card in g.loot:
        seat = min(order, key=lambda s: (counts[s], order.index(s)))
        counts[seat] += 1
        alloc.append((card, seat))
    return tuple(alloc)


def share(game: Game, pick: int | None = None,
          alloc: Iterable[tuple[int, int]] | None = None) -> list[Any]:
    """L1 (the captain's pick, first card if not given) and L2 (even if not given)."""
    events: list[Any] = []
    if step(game) == "loot_pick":
        p = game.prompt()
        events += play(game, K.TakePrize(p.seat, p.cards[0] if pick is None else pick))
    if step(game) == "loot_share":
        p = game.prompt()
        events += play(game, K.ShareLoot(p.seat, tuple(alloc) if alloc is not None
                                         else even_allocation(game)))
    return events


def no_punishment(game: Game) -> list[Any]:
    """PU1: no punishment; nobody calls mutiny in the last window."""
    events = play(game, K.OrderPunishment(state(game).captain, False))
    pass_windows(game)
    return events


# --- autopilot ----------------------------------------------------------------------------

def default_command(game: Game) -> Any:
    """A dull, always-legal move: attacks with one card (never enough to win), no mutiny,
    no punishment, no exchanges, no burials."""
    p = game.prompt()
    seat = p.seat
    if p.step == "appoint":
        return K.Appoint(seat, p.targets[0])
    if p.step == "destination":
        kind = next((k for k in ATTACK if k in p.choices), p.choices[0])
        return K.ChooseDestination(seat, kind)
    if p.step == "attack":
        if "play_cards" in p.actions and p.clause == "AT1":
            plain = [c for c in p.cards if not CAT.multi[c]]
            return K.PlayCards(seat, ((plain or list(p.cards))[0],))
        return K.Reveal(seat) if "reveal" in p.actions else K.Pass(seat)
    if p.step == "skills":
        return K.AssignSkills(seat, tuple(
            (c, next(s for i, s in enumerate(SKILLS) if CAT.skills[c][i])) for c in p.cards))
    if p.step == "loot_pick":
        return K.TakePrize(seat, p.cards[0])
    if p.step == "loot_share":
        return K.ShareLoot(seat, even_allocation(game))
    if p.step == "punish":
        return K.OrderPunishment(seat, False)
    if p.step == "victim":
        return K.ChooseVictim(seat, p.targets[0])
    if p.step == "discard":
        return K.Discard(seat, tuple(p.cards[: p.min_cards]))
    if p.step == "bury":
        return K.Bury(seat, ())
    assert "pass" in p.actions, p
    return K.Pass(seat)


def run_until(game: Game, done: Callable[[Game], bool], limit: int = 5000) -> None:
    """Play default moves until `done(game)` (checked before every move) or the game ends."""
    for _ in range(limit):
        if game.over or done(game):
            return
        game.submit(default_command(game))
    raise AssertionError("the game did not get there")


def at(step_name: str, round_no: int | None = None) -> Callable[[Game], bool]:
    def done(game: Game) -> bool:
        return step(game) == step_name and (round_no is None or state(game).round == round_no)
    return done


def play_bots(n: int, seed: int, variants: Iterable[str] = (),
              on_step: Callable[[Game], None] | None = None) -> tuple[Game, list[tuple[int, Any]]]:
    """A whole game of RandomBots (they act on views and prompts only). Returns the game and
    (number of events before the command, command) for every command."""
    from game.jolly_roger.ai.random_bot import RandomBot
    game = Game.new(NAMES[:n], seed=seed, variants=list(variants), cat=CAT)
    bots = [RandomBot(CAT, seed * 31 + i) for i in range(n)]
    commands: list[tuple[int, Any]] = []
    while not game.over:
        if on_step is not None:
            on_step(game)
        p = game.prompt()
        cmd = bots[p.seat].act(game.view(p.seat), p)
        commands.append((len(game.events), cmd))
        game.submit(cmd)
    if on_step is not None:
        on_step(game)
    return game, commands


# --- events and reaction windows (shared by the special-card tests) -------------------

def of(events: Any, cls: type) -> list[Any]:
    return [e for e in events if isinstance(e, cls)]


def sig(event: Any) -> tuple[str, tuple[Any, ...]]:
    """Events are named tuples: compare them with their type (Passed(1) != MutinyDeclined(1))."""
    return type(event).__name__, tuple(event)


def has(events: Any, event: Any) -> bool:
    return sig(event) in [sig(e) for e in events]


def reacts(events: Any) -> list[tuple[str, tuple[int, ...], tuple[int, ...]]]:
    """The reaction windows opened: (context, seats asked, cards it is about)."""
    return [(e.context, e.seats, e.cards) for e in events if isinstance(e, E.Ask)
            and e.step == "react"]


def pass_reacts(game: Game, context: str = "") -> list[Any]:
    """Everyone asked at the open reaction window(s) (of this context) declines."""
    events: list[Any] = []
    while step(game) == "react" and game.prompt().context.startswith(context):
        events += play(game, K.Pass(game.prompt().seat))
    return events
