"""RUM's rulebook as the app uses it (game.core.registry.Rulebook): new games with the
`first_player` option (RU18), logs checked from their start (DA4), undo (a set only), results
(E4 with feats), the JSON records, and a whole game through a game-log file."""

from __future__ import annotations

from pathlib import Path

import pytest
from rum_play import NAMES, random_game

from game.core import registry
from game.core.gamelog import LogWriter, read_log
from game.rum import GAME
from game.rum import events as E
from game.rum.commands import DrawWreck, LaySet
from game.rum.rulebook import Rum
from tests.rules_support import results_of

BOOK = GAME.rulebook()


def test_the_table_is_registered_and_its_id_is_used_only_from_its_declaration() -> None:
    """The id is written once (`ID` in game/rum/__init__.py); other modules use `ID` to tag
    logs and check files ("rum" as a card word, e.g. the data's [[rum]] rows, is no id)."""
    assert registry.get(GAME.id) is GAME and isinstance(BOOK, Rum)
    assert GAME.seats == (2, 4) and GAME.quick_seats == 3
    root = Path(__file__).resolve().parents[2] / "game" / "rum"
    uses = (f'"game": "{GAME.id}"', f'== "{GAME.id}"', f'!= "{GAME.id}"', f'id="{GAME.id}"',
            f'ID = "{GAME.id}"')
    for path in root.rglob("*.py"):
        if path != root / "__init__.py":
            text = path.read_text(encoding="utf-8")
            assert not any(u in text for u in uses), path


def test_RU18_the_first_player_option() -> None:
    g = BOOK.new_game(NAMES[:3], seed=4, humans=[True, False, False],
                      options={"first_player": "first"})
    assert g.prompt().seat == 0
    with pytest.raises(ValueError):
        BOOK.new_game(NAMES[:3], seed=4, humans=[True, False, False], options={"pace": 1})


def test_DA4_from_start_accepts_only_the_deal_the_seed_makes() -> None:
    g = BOOK.new_game(NAMES[:2], seed=9, humans=[True, False], options={})
    start = list(g.events)
    assert BOOK.from_start(start).events == g.events
    assert BOOK.start_facts(start) == (tuple(NAMES[:2]), (True, False), 9)
    edited = [start[0]._replace(hands=((0,), (1,)))] + start[1:]
    with pytest.raises(ValueError, match="not the deal its seed makes"):
        BOOK.from_start(edited)
    with pytest.raises(ValueError):
        BOOK.from_start([start[1]])
    scenario = BOOK.new_game(NAMES[:2], seed=9, humans=[True, False], options={},
                             decks={"clock": 5})
    with pytest.raises(ValueError):
        BOOK.from_start(list(scenario.events))


def test_only_a_set_that_drew_nothing_may_be_undone() -> None:
    g = BOOK.new_game(NAMES[:2], seed=1, humans=[True, False], options={},
                      decks={"first": 0, "beach": [15, 12, 5], "hands": [[14], [16]]})
    assert BOOK.undoable(g.submit(LaySet(0, ((14, "double"),))))
    assert not BOOK.undoable(g.submit(DrawWreck(1)))
    with pytest.raises(ValueError):
        BOOK.decline(g.prompt())


def test_E4_results_name_the_winners_scores_and_feats() -> None:
    game = random_game(8, 3)
    results, end = results_of(BOOK, game)
    assert [r.score for r in results] == list(end.scores)
    laid = [e for e in game.events if isinstance(e, E.SetLaid)]
    assert sum(r.feats["captures"] for r in results) == sum(
        sum(c[1] != e.seat for c in e.captures) for e in laid)


def test_DA4_a_whole_game_through_a_game_log_file(tmp_path: Path) -> None:
    game = random_game(21, 4)
    path = tmp_path / "rum.jsonl"
    events = list(game.events)
    start_end = next(i for i, e in enumerate(events) if isinstance(e, E.TurnStarted)) + 1
    writer = LogWriter.create(path, BOOK, {}, events[:start_end], app="test", durable=False)
    # the commands are not kept by the game; replay them with the same bots
    again = BOOK.new_game(NAMES[:4], seed=21, humans=[True, False, False, False], options={})
    from rum_support import CAT

    from game.rum.ai.random_bot import RandomBot
    bots = [RandomBot(CAT, 21 * 7 + i) for i in range(4)]
    while not again.over:
        p = again.prompt()
        cmd = bots[p.seat].quick(p)
        writer.append(cmd, again.submit(cmd), sync=False)
    writer.close()
    loaded = read_log(path)
    assert loaded.rulebook is BOOK and loaded.game.events == game.events
    assert loaded.game.over and not loaded.lost
