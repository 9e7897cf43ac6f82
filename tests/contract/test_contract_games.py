"""The contract every table keeps, checked through the registry's protocol alone for every
table `registry.games()` lists (as OpenSpiel's games_sim_test runs every loadable game):

- every AI level the table declares plays seeded games to the end at every seat count, with
  every combination of the table's options met;
- bots are handed a seat's view and a prompt, never the game or any part of its state
  (non-negotiable 2): a spy around each bot checks everything it is handed;
- DA8 (deny by default): no view of any seat, at any decision, shows a card id the table's
  `secrets` says that seat may not know; no event as redacted for a seat (`events_for`)
  names a card hidden from it both before and after the command (but one shown to every
  seat on its way to where nobody sees it: a set laid face up into a face-down pile); the seed is
  nobody's;
- a command from a seat not asked is refused with a RuleError naming a clause, and the game
  is exactly as before;
- DA7: the game's JSON log (the app's game-log file) replays to the same events, prompt and
  views, and a game rebuilt mid-way from its events plays on exactly as the original;
- a finished game's results give each seat's win as its last event (game_ended) says, and
  count every feat the table declares; before that event there are none.

The long runs are `tools/soak.py`; here a few games per table and seat count."""

from __future__ import annotations

import inspect
import json
import random
import re
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from contract_support import (  # noqa: E402
    IDS,
    TABLES,
    decisions,
    lineups,
    new_match,
    option_sets,
    play,
    seat_counts,
)

from game.core.errors import RuleError  # noqa: E402
from game.core.gamelog import LogWriter, read_log  # noqa: E402
from game.core.registry import GameInfo  # noqa: E402
from tests.rules_support import results_of  # noqa: E402

SEATED = [(info, n) for info in TABLES for n in seat_counts(info)]
SEATED_IDS = [f"{info.id}-{n}" for info, n in SEATED]
CLAUSE = re.compile(r"[A-Z]+[0-9]*(?:-[A-Z-]+)?")
MUTABLE = (list, set, dict, bytearray)


def _reach(root: object, stop: set[int], into_tuples: bool = True) -> tuple[set[int], set[type]]:
    """What is reachable from `root` through data (items, slots, attributes), not entering
    `stop` (the rulebook's shared card data): the ids of the mutable containers, and the types
    of the objects with attributes (a State, a Game). A game's own zones are lists, sets, dicts
    and slots objects: `into_tuples` False leaves out its immutable records (the events)."""
    seen: set[int] = set()
    found: set[int] = set()
    kinds: set[type] = set()
    todo = [root]
    while todo:
        x = todo.pop()
        if id(x) in seen or id(x) in stop or x is None or isinstance(
                x, str | bytes | int | float | bool | type) or callable(x) and not hasattr(
                x, "__dict__"):
            continue
        seen.add(id(x))
        if isinstance(x, MUTABLE):
            found.add(id(x))
        if isinstance(x, dict):
            todo += list(x.values())
        elif isinstance(x, list | set) or into_tuples and isinstance(x, tuple | frozenset):
            todo += list(x)
        slots = [n for n in getattr(type(x), "__slots__", ()) if hasattr(x, n)]
        if (slots or hasattr(x, "__dict__")) and not isinstance(x, tuple):
            kinds.add(type(x))
        todo += [getattr(x, n) for n in slots]
        if hasattr(x, "__dict__"):
            todo.append(vars(x))
    return found, kinds


class Spy:
    """A bot's stand-in: records what the bot is handed and checks it (non-negotiable 2)."""

    def __init__(self, inner: Any, match: Any, shared: set[int]) -> None:
        self.inner, self.match, self.shared = inner, match, shared
        self.handed: set[type] = set()

    def _check(self, *handed: Any) -> None:
        self.handed.update(type(x) for x in handed)
        live, kinds = _reach(self.match, self.shared, into_tuples=False)
        for x in handed:
            mutable, held = _reach(x, self.shared)
            assert not mutable & live, f"a bot was handed part of the game ({type(x).__name__})"
            assert not held & kinds, f"a bot was handed a {held & kinds} (a copy of the game)"

    def quick(self, prompt: Any) -> Any:
        self._check(prompt)
        quick = getattr(self.inner, "quick", None)
        return None if quick is None else quick(prompt)

    def act(self, view: Any, prompt: Any) -> Any:
        self._check(view, prompt)
        assert view.seat == prompt.seat
        return self.inner.act(view, prompt)


def _snapshot(match: Any) -> tuple[Any, ...]:
    return (match.events, match.prompt(), [match.view(s) for s in range(match.n)])


def _refuse_another_seat(match: Any, p: Any, cmd: Any, rng: random.Random) -> None:
    """DA1/T1 everywhere: the command, as if from a seat not asked, is refused naming a
    clause and changes nothing."""
    if "seat" not in getattr(cmd, "_fields", ()):
        return
    other = (p.seat + 1 + rng.randrange(match.n - 1)) % match.n
    before = _snapshot(match)
    with pytest.raises(RuleError) as err:
        match.submit(cmd._replace(seat=other))
    assert CLAUSE.fullmatch(err.value.clause), err.value.clause
    assert err.value.message and str(err.value).startswith(err.value.clause)
    assert _snapshot(match) == before


def checked_game(info: GameInfo, seats: int, seed: int, levels: tuple[str, ...],
                 options: dict[str, Any]) -> Any:
    """One whole game of bots at `levels`, every contract property checked as it goes."""
    book = info.rulebook()
    shared = _reach(book, set())[0] | {id(book), id(getattr(book, 'cat', book))}
    match = new_match(info, seats, seed, options)
    inner = [book.make_bot(levels[i], seed * 101 + i, 6) for i in range(seats)]
    spies = [Spy(bot, match, shared) for bot in inner]
    rng = random.Random(seed)
    open_faces = book.open_faces
    secrets = [book.secrets(match, s) - open_faces for s in range(seats)]
    for seat in range(seats):
        _names, _humans, told = book.start_facts(match.events_for(seat))
        assert told == 0, "DA7: the seed is in no seat's log (it would tell every deal)"
    for count, (p, cmd) in enumerate(decisions(match, spies)):
        for seat in range(seats):
            shown = match.view(seat).card_ids() & secrets[seat]
            assert not shown, f"DA8: seat {seat} sees hidden cards {sorted(shown)} ({p})"
        if count % 5 == 0:
            _refuse_another_seat(match, p, cmd, rng)
        start = len(match.events)
        match.submit(cmd)
        after = [book.secrets(match, s) - open_faces for s in range(seats)]
        told = [[book.event_card_ids(ev) for ev in match.events_for(seat, start)]
                for seat in range(seats)]
        # shown to all on its way to where nobody sees it (a set laid, then into the wreck)
        public = frozenset.intersection(*after, *(frozenset().union(*t) for t in told))
        for seat in range(seats):
            for ev, ids in zip(match.events[start:], told[seat], strict=True):
                leak = ids & secrets[seat] & after[seat] - public
                assert not leak, f"DA8: {type(ev).__name__} tells seat {seat} of {leak}"
        secrets = after
    assert match.over and match.prompt() is None
    return match, spies


@pytest.mark.parametrize(("info", "seats"), SEATED, ids=SEATED_IDS)
def test_DA7_DA8_every_level_plays_to_the_end_seeing_only_views(info: GameInfo,
                                                              seats: int) -> None:
    """Every level at every seat count, the option combinations in turn; each game checked
    for views-only bots, DA8 in every view and redacted event, refusals that change nothing."""
    options = option_sets(info)
    handed: set[type] = set()
    prompt_type = type(new_match(info, seats, 0).prompt())
    for g, levels in enumerate(lineups(info, seats)):
        seed = 1000 * seats + g
        match, spies = checked_game(info, seats, seed, levels,
                                    options[(seats + g) % len(options)])
        for spy in spies:
            handed |= spy.handed
        results, _end = results_of(info.rulebook(), match)   # the statistics' figures
        assert {c.key for c in info.feats} <= set(results[0].feats)
    assert handed <= {type(match.view(0)), prompt_type} and prompt_type in handed, handed


@pytest.mark.parametrize("info", TABLES, ids=IDS)
def test_every_option_combination_plays_to_the_end(info: GameInfo) -> None:
    """Each combination of the table's options, at its fewest and most seats, random seats."""
    for k, options in enumerate(option_sets(info)):
        for seats in (info.seats[0], info.seats[1]):
            play(info, seats, 77 + k, ("random",) * seats, options)


@pytest.mark.parametrize("info", TABLES, ids=IDS)
def test_bots_are_asked_with_a_view_and_a_prompt_only(info: GameInfo) -> None:
    """The bot interface itself: `act(view, prompt)`, and `quick(prompt)` when a level has it
    (the view-less fast path). Every level the table declares, test strategies too."""
    book = info.rulebook()
    for level in info.levels + info.test_levels:
        bot = book.make_bot(level, 1)
        assert list(inspect.signature(bot.act).parameters) in (["view", "prompt"],
                                                               ["view", "p"]), level
        if hasattr(bot, "quick"):
            assert list(inspect.signature(bot.quick).parameters) == ["prompt"], level
    with pytest.raises(ValueError, match="unknown AI level"):
        book.make_bot("no-such-level", 1)


@pytest.mark.parametrize(("info", "seats"), [(i, n) for i in TABLES for n in (i.seats[0],
                                                                             i.seats[1])],
                         ids=[f"{i.id}-{n}" for i in TABLES for n in (i.seats[0], i.seats[1])])
def test_DA7_the_json_log_replays_bit_for_bit(info: GameInfo, seats: int,
                                              tmp_path: Path) -> None:
    """A game written to the app's game log (JSON lines) as it is played reads back, through
    the log reader's checks, to the same events, prompt and every seat's view; its JSON form
    (`to_json`) rebuilds the same game too."""
    book = info.rulebook()
    match = new_match(info, seats, 31 + seats)
    path = tmp_path / "game.jsonl"
    writer = LogWriter.create(path, book, {}, match.events, app="contract", durable=False)
    bots = [book.make_bot(info.default_level, 7 + i) for i in range(seats)]
    views: list[Any] = []
    for p, cmd in decisions(match, bots):
        before = len(match.events)
        views.append((before, p, [match.view(s) for s in range(seats)]))
        events = match.submit(cmd)
        writer.append(cmd, events, sync=False)
        assert list(match.events[before:]) == list(events)
    writer.close()
    loaded = read_log(path)
    assert loaded.lost == 0 and loaded.problem is None
    assert list(loaded.game.events) == list(match.events) == loaded.events()
    again = loaded.game
    assert again.over and [again.view(s) for s in range(seats)] == [
        match.view(s) for s in range(seats)]
    data = json.loads(match.dumps())
    assert data == match.to_json()
    rebuilt = book.from_events([book.event_from_json(d) for d in data["events"]])
    assert rebuilt.events == match.events
    for cut, p, seen in views[:: max(1, len(views) // 40)]:   # forty moments on the way
        part = book.from_events(match.events[:cut])
        assert part.prompt() == p and [part.view(s) for s in range(seats)] == seen


@pytest.mark.parametrize(("info", "seats"), SEATED, ids=SEATED_IDS)
def test_DA7_a_game_rebuilt_midway_plays_on_exactly_as_the_original(info: GameInfo,
                                                                    seats: int) -> None:
    """Saved at a decision half-way and rebuilt from its events (no generator kept), a game
    continued by the same seeded bots makes exactly the events the unsaved one makes."""
    book = info.rulebook()
    a = new_match(info, seats, 4242 + seats)
    bots = [book.make_bot("random", i) for i in range(seats)]
    cuts = []
    for _p, cmd in decisions(a, bots):
        cuts.append(len(a.events))
        a.submit(cmd)
    whole = a.events
    cut = cuts[len(cuts) // 2]
    b = book.from_events(whole[:cut])
    c = book.from_events(whole[:cut])
    for game in (b, c):
        game_bots = [book.make_bot("random", 99 + i) for i in range(seats)]
        for _p, cmd in decisions(game, game_bots):
            game.submit(cmd)
    assert b.events == c.events and b.events[:cut] == whole[:cut]
    assert b.over and book.results(b.events)


@pytest.mark.parametrize("info", TABLES, ids=IDS)
def test_the_spy_catches_a_bot_handed_the_game(info: GameInfo) -> None:
    """The probe itself: handed the game, or anything of it that is not a copy, it fails."""
    book = info.rulebook()
    match = new_match(info, info.seats[0], 5)
    spy = Spy(book.make_bot("random", 1), match, _reach(book, set())[0] | {id(book)})
    spy._check(match.view(0), match.prompt())
    for handed in (match, vars(match) if hasattr(match, "__dict__") else match):
        with pytest.raises(AssertionError):
            spy._check(handed)
