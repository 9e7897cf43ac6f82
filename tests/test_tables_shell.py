"""Issue 13 (shell part): the app shell serves every registered table without naming one.

A second table is made here for the tests — "test-sloop": Jolly Roger's rules and scenes under
another id, seat range and quick game — so the title's chooser, Quick game, Continue, the
replays list, the statistics and undo are checked with two tables whatever other tables are
installed. A table declared without scenes (an engine that came first) is never offered and
never crashes the shell. The "table" route is a stand-in that only runs the AI seats.
"""

from __future__ import annotations

import json
import os
import random
import time
from collections.abc import Iterator
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame as pg  # noqa: E402

from game.core import registry  # noqa: E402
from game.core.registry import Choice, GameInfo  # noqa: E402
from game.core.session import HUMAN, GameSession, SeatConfig  # noqa: E402
from game.jolly_roger.rulebook import JollyRoger  # noqa: E402
from scenes import paths, routes, saves, settings_store, stats, tables  # noqa: E402
from scenes.app import build_app, register_scenes  # noqa: E402
from scenes.manager import App, Scene  # noqa: E402
from scenes.newgame import KIND_WORDS  # noqa: E402
from scenes.settings_store import Settings  # noqa: E402

FRAME = 16


pytestmark = pytest.mark.usefixtures("no_tutorial_offer")   # conftest.py


# --- a second table for the tests -------------------------------------------------------------

def _load_sloop() -> Any:
    return SloopBook(JollyRoger.load().cat)


SLOOP = GameInfo(
    id="test-sloop", name="Test Sloop", seats=(3, 5), quick_seats=3, options=(),
    levels=("random", "easy", "medium"), offered=("easy", "medium"), default_level="easy",
    load=_load_sloop, package="test_sloop_scenes_absent", order=50,
    blurb="A table made for the tests", score_words=("Doubloons a game", "Best haul"),
    feats=(Choice("mutinies_won", "Mutinies won"),))


class SloopBook(JollyRoger):
    """Jolly Roger's rules under the test table's id: its games, logs and bots are real."""

    info = SLOOP


class StubTable(Scene):
    def update(self, dt_ms: int) -> None:
        assert self.app.session is not None
        self.app.session.update(self.app.ticks_ms)


def _own_scenes(game_id: str) -> tables.TableScenes:
    flagship = tables.scenes_of(registry.default().id)
    return tables.TableScenes(game_id, table=flagship.table, results=flagship.results,
                              rules=flagship.rules, replay=flagship.replay)


@pytest.fixture
def declared(monkeypatch: pytest.MonkeyPatch) -> Iterator[GameInfo]:
    """The test table declared in the registry, with no scenes (yet)."""
    build_app(headless=True)          # the installed tables' scenes are registered first
    monkeypatch.setitem(registry._GAMES, SLOOP.id, SLOOP)
    yield SLOOP
    registry._LOADED.pop(SLOOP.id, None)


@pytest.fixture
def sloop(declared: GameInfo, monkeypatch: pytest.MonkeyPatch) -> GameInfo:
    """The test table declared, with scenes: a second playable table."""
    monkeypatch.setitem(tables._TABLES, SLOOP.id, _own_scenes(SLOOP.id))
    return declared


@pytest.fixture
def stub_table(monkeypatch: pytest.MonkeyPatch) -> None:
    register_scenes()                 # the real routes first, then the stand-in over one
    monkeypatch.setitem(routes.ROUTES, "table", StubTable)


def make_app(**settings: Any) -> App:
    application = build_app(Settings(window_size=(1280, 720), **settings), headless=True)
    application.step(FRAME, [])
    return application


# --- synthesized input ------------------------------------------------------------------------

def widget(app: App, name: str) -> Any:
    return next(w for w in app.top.ui.widgets if w.name == name)  # type: ignore[union-attr]


def click(app: App, name: str) -> None:
    pos = widget(app, name).rect.center
    app.step(FRAME, [pg.event.Event(pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                     pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=1),
                     pg.event.Event(pg.MOUSEBUTTONUP, pos=pos, button=1)])


def key(app: App, k: int) -> None:
    app.step(FRAME, [pg.event.Event(pg.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])


def top(app: App) -> str:
    return type(app.top).__name__


def focus(app: App) -> str:
    return app.top.ui.focus.name  # type: ignore[union-attr]


# --- sessions ---------------------------------------------------------------------------------

def ai_session(game_id: str, n: int = 3, seed: int = 1) -> GameSession:
    return GameSession([SeatConfig(f"Bot {i}", "easy") for i in range(n)], game_id=game_id,
                       seed=seed)


def unfinished(game_id: str, seed: int, moves: int = 25) -> GameSession:
    session = ai_session(game_id, seed=seed)
    assert saves.start_autosave(session) is None
    for _ in range(moves):
        session.ai_move()
    assert not session.over
    return session


def finished(game_id: str, seed: int, n: int = 3) -> GameSession:
    session = ai_session(game_id, n=n, seed=seed)
    assert saves.start_autosave(session) is None
    session.run_ai()
    assert session.over
    return session


# --- the title's table chooser ----------------------------------------------------------------

def test_with_one_table_the_title_goes_straight_to_its_new_game_and_quick_game(
        monkeypatch: pytest.MonkeyPatch, stub_table: None) -> None:
    make_app()
    flagship = registry.default()
    monkeypatch.setattr(tables, "_TABLES", {flagship.id: tables.scenes_of(flagship.id)})
    app = make_app()
    click(app, "new")
    assert top(app) == "NewGameScene" and app.top.info is flagship  # type: ignore[union-attr]
    key(app, pg.K_ESCAPE)
    click(app, "quick")
    assert top(app) == "StubTable" and app.session is not None
    assert app.session.game_id == flagship.id and app.session.n == flagship.quick_seats


def test_the_chooser_offers_every_playable_table_and_never_one_without_scenes(
        sloop: GameInfo) -> None:
    app = make_app()
    click(app, "new")
    assert top(app) == "ChooseTableScene"
    offered = [b.name for b in app.top.buttons]  # type: ignore[union-attr]
    assert offered == [f"table:{i.id}" for i in tables.playable()]
    assert f"table:{SLOOP.id}" in offered and f"table:{registry.default().id}" in offered
    for info in registry.games():
        if not tables.has_scenes(info.id):
            assert f"table:{info.id}" not in offered     # declared, but no table to show
    button = widget(app, f"table:{SLOOP.id}")
    assert button.label == "Test Sloop" and button.detail == "3 to 5 players · " \
        "A table made for the tests"


def test_the_chooser_by_mouse_opens_the_tables_own_new_game_and_remembers_it(
        sloop: GameInfo) -> None:
    app = make_app()
    click(app, "new")
    click(app, f"table:{SLOOP.id}")
    assert top(app) == "NewGameScene"
    form: Any = app.top
    assert form.info is SLOOP and (form.min_seats, form.max_seats) == (3, 5)
    assert {s.kind for s in form.seats[1:]} == {"easy"}          # the table's default level
    assert app.settings.last_table == SLOOP.id
    assert settings_store.load()[0].last_table == SLOOP.id       # kept for the next run
    key(app, pg.K_ESCAPE)
    assert top(app) == "ChooseTableScene"                         # Escape goes back, step by step
    click(app, "back")
    assert top(app) == "TitleScene"


def test_the_chooser_by_keyboard_starts_on_the_last_table(sloop: GameInfo,
                                                          stub_table: None) -> None:
    app = make_app(last_table=SLOOP.id)
    assert focus(app) == "quick"
    key(app, pg.K_RETURN)
    assert top(app) == "ChooseTableScene" and focus(app) == f"table:{SLOOP.id}"
    key(app, pg.K_ESCAPE)
    assert top(app) == "TitleScene"
    key(app, pg.K_RETURN)
    names = [b.name for b in app.top.buttons]  # type: ignore[union-attr]
    for _ in range(names.index(f"table:{SLOOP.id}")):
        key(app, pg.K_UP)                                         # to the first table
    assert focus(app) == names[0]
    key(app, pg.K_DOWN)
    assert focus(app) == names[1]
    while focus(app) != f"table:{SLOOP.id}":
        key(app, pg.K_DOWN)
    key(app, pg.K_RETURN)
    assert top(app) == "StubTable" and app.session is not None
    assert app.session.game_id == SLOOP.id


def test_a_forgotten_or_hostile_last_table_falls_back_to_the_first(sloop: GameInfo) -> None:
    for value in ("no-such-table", ""):
        app = make_app(last_table=value)
        click(app, "new")
        assert focus(app) == f"table:{tables.playable()[0].id}"
    data = {"version": 1, "last_table": "../../etc"}
    assert settings_store.apply(settings_store.defaults(), data) != []      # refused, noted
    for bad in ("../../etc", "Rum", "x" * 41, 7, ["rum"], "a\nb"):
        assert settings_store._check("last_table", bad) is not None


@pytest.mark.parametrize("which", ["flagship", "sloop"])
def test_quick_game_at_each_table_uses_its_quick_seats_and_default_level(
        sloop: GameInfo, stub_table: None, which: str) -> None:
    info = registry.default() if which == "flagship" else SLOOP
    app = make_app()
    click(app, "quick")
    click(app, f"table:{info.id}")
    session = app.session
    assert top(app) == "StubTable" and session is not None and session.game_id == info.id
    assert session.n == info.quick_seats
    assert [s.kind for s in session.seats] == [HUMAN] + [info.default_level] * (
        info.quick_seats - 1)
    assert session.log is not None                     # autosaved from the first move
    assert saves.table_of(session.log.path) == info.id


def test_rules_from_the_title_are_the_chosen_tables(sloop: GameInfo,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[dict[str, Any]] = []

    def rules(app: App, section: int = 0, game_id: str = "") -> Scene:
        opened.append({"section": section, "game_id": game_id})
        return Scene(app)

    app = make_app()
    monkeypatch.setitem(routes.ROUTES, "rules", rules)
    click(app, "rules")
    assert top(app) == "ChooseTableScene"
    click(app, f"table:{SLOOP.id}")
    assert opened == [{"section": 0, "game_id": SLOOP.id}]


def test_the_rules_route_opens_the_named_tables_help(sloop: GameInfo) -> None:
    app = make_app()
    help_scene: Any = app.go("rules", game_id=SLOOP.id)
    assert top(app) == "HelpScene" and help_scene.cat is SLOOP.rulebook().cat


# --- a table declared without scenes ------------------------------------------------------------

def test_a_table_without_scenes_is_never_offered_and_its_games_say_why(
        declared: GameInfo, stub_table: None) -> None:
    from scenes.launch import start_session
    from scenes.replay import open_replay

    app = make_app()
    assert SLOOP not in tables.playable()
    problem = start_session(app, [SeatConfig("A"), SeatConfig("B", "easy"),
                                  SeatConfig("C", "easy")], game_id=SLOOP.id)
    assert problem is not None and "Test Sloop" in problem and top(app) == "TitleScene"
    replay = finished(SLOOP.id, seed=2)
    path = paths.replays_dir() / replay.log.path.name  # type: ignore[union-attr]
    problem = open_replay(app, path)
    assert problem is not None and "not installed" in problem and top(app) == "TitleScene"


def test_continue_passes_over_a_game_whose_table_cannot_be_shown(declared: GameInfo,
                                                                 stub_table: None) -> None:
    flagship = registry.default()
    older = unfinished(flagship.id, seed=3)
    time.sleep(0.02)
    newer = unfinished(SLOOP.id, seed=4)
    kept = newer.log.path.read_bytes()  # type: ignore[union-attr]
    app = make_app()
    click(app, "continue")
    assert top(app) == "StubTable" and app.session is not None
    assert app.session.game_id == flagship.id
    assert app.session.game.events == older.game.events
    assert newer.log.path.read_bytes() == kept  # type: ignore[union-attr]   # left untouched


def test_continue_with_only_such_a_game_says_so_and_keeps_it(declared: GameInfo,
                                                             stub_table: None) -> None:
    waiting = unfinished(SLOOP.id, seed=4)
    kept = waiting.log.path.read_bytes()  # type: ignore[union-attr]
    app = make_app()
    click(app, "continue")
    assert top(app) == "TitleScene" and "later version" in app.top.message  # type: ignore
    assert waiting.log.path.read_bytes() == kept  # type: ignore[union-attr]


# --- Continue, replays, statistics and undo per table ---------------------------------------

def test_continue_opens_a_second_tables_save_at_its_own_table(sloop: GameInfo,
                                                              stub_table: None) -> None:
    flagship = registry.default()
    unfinished(flagship.id, seed=3)
    time.sleep(0.02)
    newer = unfinished(SLOOP.id, seed=4)
    app = make_app()
    click(app, "continue")
    session = app.session
    assert top(app) == "StubTable" and session is not None
    assert session.game_id == SLOOP.id and session.rulebook.info is SLOOP
    assert session.game.events == newer.game.events
    assert [s.kind for s in session.seats] == ["easy"] * 3
    session.run_ai()                                 # it goes on, saved in its own file
    assert session.over
    assert stats.load()[SLOOP.id]["Bot 0"].games == 1


def test_the_replays_list_names_each_games_table_and_opens_its_viewer(
        sloop: GameInfo, monkeypatch: pytest.MonkeyPatch) -> None:
    flagship = registry.default()
    finished(flagship.id, seed=5)
    time.sleep(0.02)
    finished(SLOOP.id, seed=6)
    opened: list[str] = []

    def viewer(app: App, rulebook: Any, events: Any, meta: Any = None) -> Scene:
        opened.append(rulebook.info.id)
        return Scene(app)

    app = make_app()
    monkeypatch.setitem(routes.ROUTES, "replay", viewer)
    click(app, "replays")
    rows = app.top.rows  # type: ignore[union-attr]
    assert [r.label.split(" · ")[1] for r in rows] == ["Test Sloop", flagship.name]
    assert [i.game_id for i in app.top.infos] == [SLOOP.id, flagship.id]  # type: ignore
    key(app, pg.K_RETURN)                            # the newest: the test table's game
    app.pop()
    click(app, rows[1].name)
    assert opened == [SLOOP.id, flagship.id]


def test_undo_works_at_the_second_table_and_is_saved() -> None:
    """The session is table-agnostic: the test table's human takes back a quiet move."""
    build_app(headless=True)
    registry._GAMES[SLOOP.id] = SLOOP
    try:
        from game.jolly_roger.ai.random_bot import random_command

        seats = [SeatConfig("Me", HUMAN)] + [SeatConfig(f"Bot {i}", "easy") for i in (1, 2, 3)]
        session = GameSession(seats, game_id=SLOOP.id, seed=4)
        path = session.autosave(paths.saves_dir(), app_version="test")
        undone = 0
        for turn in range(80):
            session.run_ai()
            if session.over:
                break
            before, prompt = session.game.events, session.prompt()
            cmd = random_command(session.game.view(0), prompt, random.Random(turn),
                                 session.rulebook.cat)  # type: ignore[attr-defined]
            assert session.submit(cmd) is None
            if session.can_undo():
                assert session.undo() is None
                undone += 1
                assert session.game.events == before and session.prompt() == prompt
                assert session.submit(cmd) is None
        assert undone >= 3
        resumed = GameSession.resume(path)[0]
        assert resumed.game_id == SLOOP.id and resumed.game.events == session.game.events
    finally:
        registry._GAMES.pop(SLOOP.id, None)
        registry._LOADED.pop(SLOOP.id, None)


# --- statistics: per table, version 2, the migration of version 1 -------------------------

V1_ROW = {"games": 3, "wins": 1, "gold": 20, "best": 9, "mutinies_won": 2, "human": True}


def write_stats(data: Any) -> None:
    path = stats.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")


def test_a_version_1_statistics_file_becomes_the_flagships_and_survives_a_new_game(
        sloop: GameInfo) -> None:
    flagship = registry.default().id
    write_stats({"version": 1, "players": {"Łucja": V1_ROW,
                                           "Bot 0": dict(V1_ROW, human=False)}})
    tables_now = stats.load()
    assert list(tables_now) == [flagship]
    row = tables_now[flagship]["Łucja"]
    assert (row.games, row.wins, row.score, row.best, row.feats, row.human) == (
        3, 1, 20, 9, {"mutinies_won": 2}, True)
    game = finished(SLOOP.id, seed=7)               # the next game writes version 2
    data = json.loads(stats.stats_path().read_text(encoding="utf-8"))
    assert data["version"] == 2 and sorted(data["tables"]) == sorted([flagship, SLOOP.id])
    again = stats.load()
    assert again[flagship]["Łucja"] == row                                  # nothing lost
    assert again[flagship]["Bot 0"].games == 3                # the same name, another table
    results = game.rulebook.results(game.game.events)
    assert again[SLOOP.id]["Bot 0"].games == 1
    assert again[SLOOP.id]["Bot 0"].score == results[0].score


V2_ROW = {"games": 3, "wins": 1, "score": 20, "best": 9, "feats": {"mutinies_won": 2},
          "human": True}


@pytest.mark.parametrize("tables_", [
    {"../up": {"Ann": V2_ROW}}, {"": {"Ann": V2_ROW}}, {"Jolly": {"Ann": V2_ROW}},
    {"x" * 41: {"Ann": V2_ROW}}, {"t": []}, {"t": {"Ann": dict(V2_ROW, feats=[1])}},
    {"t": {"Ann": dict(V2_ROW, feats={"Bad Key": 1})}},
    {"t": {"Ann": dict(V2_ROW, feats={"mutinies_won": -1})}},
    {"t": {"Ann": dict(V2_ROW, feats={"mutinies_won": True})}},
    {"t": {"Ann": dict(V2_ROW, feats={f"f{i}": 1 for i in range(17)})}},
    {"t": {"Ann": dict(V2_ROW, score=-1)}}, {"t": {"Ann": dict(V2_ROW, wins=4)}},
    {"t": {"Ann": dict(V2_ROW, best=21)}}, {"t": {"Ann": dict(V2_ROW, games=2.0)}},
    {"t": {"Ann": dict(V2_ROW, games=0, wins=0, score=0, best=0)}},
    {"t": {"\u0000": V2_ROW}}, {"t": {"Ann": dict(V2_ROW, human="yes")}},
    {f"t{i}": {} for i in range(51)},
], ids=lambda t: repr(t)[:40])
def test_a_hostile_version_2_statistics_file_is_set_aside(tables_: dict) -> None:
    write_stats({"version": 2, "tables": tables_})
    assert stats.load() == {}
    assert not stats.stats_path().exists()
    assert len(list(stats.stats_path().parent.glob("statistics.json.unreadable*"))) == 1


@pytest.mark.parametrize("data", [{"version": True, "players": {}},
                                  {"version": 2, "players": {"Ann": V1_ROW}},
                                  {"version": 1, "tables": {"t": {"Ann": V2_ROW}}},
                                  {"version": 3, "tables": {}}])
def test_a_statistics_file_of_no_known_shape_is_set_aside(data: dict) -> None:
    write_stats(data)
    assert stats.load() == {}


def test_a_good_version_2_file_keeps_a_table_that_is_not_installed() -> None:
    write_stats({"version": 2, "tables": {"some-later-table": {"Ann": V2_ROW}}})
    loaded = stats.load()
    assert loaded["some-later-table"]["Ann"].feats == {"mutinies_won": 2}
    stats.save(loaded)
    assert stats.load() == loaded


def test_the_statistics_screen_shows_one_table_at_a_time(sloop: GameInfo) -> None:
    flagship = registry.default().id
    write_stats({"version": 2, "tables": {
        flagship: {"Ann": V2_ROW}, SLOOP.id: {"Ben": dict(V2_ROW, feats={})}}})
    app = make_app(last_table=SLOOP.id)
    click(app, "stats")
    board: Any = app.top
    assert board.info is SLOOP and [n for n, _r in board.rows] == ["Ben"]
    headers, widths = board.columns()
    assert headers[4:] == ["Doubloons a game", "Best haul", "Mutinies won"]
    assert abs(sum(widths) - 1) < 1e-9
    click(app, f"table:{flagship}")
    assert app.top.info.id == flagship and [n for n, _r in app.top.rows] == ["Ann"]  # type: ignore
    for _ in range(len(registry.games())):
        key(app, pg.K_RIGHT)                        # all the way round
    assert app.top.info.id == flagship  # type: ignore[union-attr]
    key(app, pg.K_LEFT)
    assert app.top.info is registry.games()[registry.games().index(
        registry.get(flagship)) - 1]  # type: ignore[union-attr]
    key(app, pg.K_ESCAPE)
    assert top(app) == "TitleScene"


# --- words for every level ----------------------------------------------------------------------

def test_every_offered_level_of_every_table_has_words_for_people() -> None:
    for info in registry.games():
        for level in (HUMAN, *info.offered, info.default_level):
            assert level in KIND_WORDS, f"{info.id}: no words for the level {level!r}"


def test_a_table_whose_rules_are_not_in_yet_says_so_instead_of_crashing(
        monkeypatch: pytest.MonkeyPatch, stub_table: None) -> None:
    """A table built in parts: its scenes are declared, its rulebook module is missing."""
    import dataclasses

    def load() -> Any:
        import game.core.no_such_rulebook  # type: ignore[import-not-found]  # noqa: F401

    brig = dataclasses.replace(SLOOP, id="test-brig", name="Test Brig", load=load)
    build_app(headless=True)
    monkeypatch.setitem(registry._GAMES, brig.id, brig)
    monkeypatch.setitem(tables._TABLES, brig.id, _own_scenes(brig.id))
    app = make_app()
    click(app, "quick")
    click(app, f"table:{brig.id}")
    assert top(app) == "ChooseTableScene" and app.session is None
    assert "Test Brig" in app.top.message  # type: ignore[union-attr]
    assert not tables.ready(brig.id) and tables.ready(registry.default().id)


def test_quick_game_of_every_installed_table_through_the_chooser(stub_table: None) -> None:
    """The real tables, whatever is installed: each one's Quick game from the title."""
    for info in tables.playable():
        app = make_app()
        click(app, "quick")
        if len(tables.playable()) > 1:
            click(app, f"table:{info.id}")
        if top(app) == "ConfirmScene":     # the last table's game is parked: asked (issue 28)
            click(app, "yes")
        session = app.session
        assert top(app) == "StubTable" and session is not None and session.game_id == info.id
        assert [s.kind for s in session.seats] == [HUMAN] + [info.default_level] * (
            info.quick_seats - 1)


# --- a tutorial per table (issue 27) -----------------------------------------------------------

class Opened(Scene):
    def __init__(self, app: App, table: str, lesson: int | None, remember: bool) -> None:
        super().__init__(app)
        self.table, self.lesson, self.remember = table, lesson, remember


def _tutorial(game_id: str, offered: str, dismissed: list[str]) -> tables.Tutorial:
    return tables.Tutorial(
        open=lambda app, lesson, remember: Opened(app, game_id, lesson, remember),
        offer=lambda app: offered, dismiss=lambda app: dismissed.append(game_id))


def test_each_table_registers_its_own_tutorial_and_the_route_opens_the_one_asked_for(
        declared: GameInfo, monkeypatch: pytest.MonkeyPatch) -> None:
    dismissed: list[str] = []
    flagship = registry.default().id
    scenes = tables.scenes_of(flagship)
    monkeypatch.setitem(tables._TABLES, flagship, tables.TableScenes(
        flagship, scenes.table, scenes.results, scenes.rules, scenes.replay,
        tutorial=_tutorial(flagship, "pending", dismissed)))
    own = _own_scenes(SLOOP.id)
    monkeypatch.setitem(tables._TABLES, SLOOP.id, tables.TableScenes(
        SLOOP.id, own.table, own.results, own.rules, own.replay,
        tutorial=_tutorial(SLOOP.id, "first", dismissed)))
    app = make_app(last_table=SLOOP.id)

    opened = app.go("tutorial", 2, replace=True)
    assert (opened.table, opened.lesson, opened.remember) == (SLOOP.id, 2, True)
    opened = app.go("tutorial", game_id=flagship, replace=True)
    assert (opened.table, opened.lesson) == (flagship, None)

    app.go("title", replace=True)
    assert app.top.offer == "first"            # the last table chosen: the sloop's offer
    app.top.no_tutorial()
    assert dismissed == [SLOOP.id]


def test_a_table_without_a_tutorial_lends_the_first_one_that_has(sloop: GameInfo) -> None:
    found = tables.tutorial_for(SLOOP.id)
    assert found is not None and found[0] == registry.default().id
    assert tables.tutorial_for("no such table") == found
