"""Meuterer's rulebook as the app uses it: the registry entry, new games with the layout
option (RU8), results with feats, undo, bots, and whole games through a game-log file (saves
and replays) — including logs someone edited."""

from __future__ import annotations

from pathlib import Path

import pytest
from meut_support import CAT, NAMES, intro, play, random_game

from game.core import registry
from game.core.gamelog import LogError, LogWriter, read_log
from game.meuterer import GAME
from game.meuterer import events as E
from game.meuterer.ai.random_bot import RandomBot
from game.meuterer.commands import Offer, Pass, SetWage
from game.meuterer.rulebook import Meuterer
from game.meuterer.setup import SetupError
from tests.rules_support import results_of

BOOK = Meuterer.own()


def test_the_table_is_registered_once_with_its_option() -> None:
    assert registry.get("meuterer") is GAME and GAME.seats == (3, 4)
    assert [c.key for c in GAME.options[0].choices] == ["shuffled", "intro"]
    assert isinstance(BOOK, Meuterer) and BOOK.cat == CAT
    assert GAME.command("scenario") is not None and GAME.command("simulate") is not None


def test_RU8_new_game_options_and_refusals() -> None:
    g = BOOK.new_game(NAMES, seed=3, humans=[True, False, False, False],
                      options={"layout": "intro"})
    assert g.view(0).ring == tuple(range(12))
    with pytest.raises(SetupError):
        BOOK.new_game(NAMES, seed=3, options={"layout": "spiral"})
    with pytest.raises(SetupError):
        BOOK.new_game(NAMES, seed=3, options={"pirates": True})
    with pytest.raises(SetupError, match="3 or 4 players"):
        BOOK.new_game(NAMES[:2], seed=3)


def test_only_a_wage_or_an_offer_may_be_undone() -> None:
    g = intro()
    assert BOOK.undoable(g.submit(SetWage(0, 1)))
    assert BOOK.undoable(g.submit(Offer(0, 30)))
    assert not BOOK.undoable(g.submit(Pass(1)))                 # a role is seen next (DA2)
    assert not BOOK.undoable([])
    with pytest.raises(ValueError):
        BOOK.decline(g.prompt())


def test_E2_results_name_the_winners_scores_and_feats() -> None:
    game = random_game(8, 4)
    results, end = results_of(BOOK, game)
    assert {c.key for c in GAME.feats} == set(results[0].feats)
    assert [r.score for r in results] == list(end.scores)
    won = [e for e in game.events if isinstance(e, E.MutinyEnded) and e.won]
    assert sum(r.feats["mutinies_won"] for r in results) == len(won)


def test_make_bot_falls_back_to_random_for_a_missing_level() -> None:
    for level in GAME.levels:
        assert hasattr(BOOK.make_bot(level, 1), "act")
    with pytest.raises(ValueError, match="unknown AI level"):
        BOOK.make_bot("admiral", 1)


def _write(path: Path, seed: int) -> list:
    """A whole random game written as the app writes it: the start, then one line a move."""
    game = BOOK.new_game(NAMES, seed=seed, humans=[True, False, False, False], options={})
    writer = LogWriter.create(path, BOOK, {}, game.events, app="test", durable=False)
    bots = [RandomBot(CAT, seed * 7 + i) for i in range(4)]
    while not game.over:
        p = game.prompt()
        cmd = bots[p.seat].quick(p)
        writer.append(cmd, game.submit(cmd), sync=False)
    writer.close()
    return list(game.events)


def test_DA7_a_whole_game_through_a_game_log_file(tmp_path: Path) -> None:
    path = tmp_path / "meuterer.jsonl"
    events = _write(path, 21)
    loaded = read_log(path)
    assert loaded.rulebook is BOOK and loaded.game.events == tuple(events)
    assert loaded.game.over and not loaded.lost


def test_an_edited_save_is_refused_with_a_message(tmp_path: Path) -> None:
    path = tmp_path / "meuterer.jsonl"
    _write(path, 5)
    lines = path.read_bytes().split(b"\n")
    # the deal changed: the seed no longer makes it
    start = lines[1].replace(b'"captain":', b'"captain":0,"x":', 1)
    with pytest.raises(LogError):
        read_log(b"\n".join([lines[0], start] + lines[2:]))
    # a move changed: the game stands up to the last good move, the rest is reported lost
    bad = lines[5].replace(b'"action":', b'"action":"mutiny","was":', 1)
    loaded = read_log(b"\n".join(lines[:5] + [bad] + lines[6:]))
    assert loaded.lost and not loaded.game.over
    with pytest.raises(LogError):
        read_log(lines[0] + b"\n")


def test_from_start_refuses_a_deal_its_seed_does_not_make() -> None:
    g = BOOK.new_game(NAMES, seed=4, options={"layout": "intro"})
    start = list(g.events)
    assert BOOK.from_start(start).events == g.events
    forged = start[0]._replace(captain=(start[0].captain + 1) % 4)
    with pytest.raises(ValueError, match="not the deal"):
        BOOK.from_start([forged] + start[1:])
    with pytest.raises(ValueError):
        BOOK.from_start(start[1:])
    assert BOOK.start_facts(start)[2] == 4


def test_S4_the_scenario_deal_is_not_a_save() -> None:
    """A prescribed deal (decks) plays, but `from_start` accepts only what the seed makes."""
    g = intro()
    play(g, SetWage(0, 0))
    with pytest.raises(ValueError):
        BOOK.from_start(list(g.events[:2]))
