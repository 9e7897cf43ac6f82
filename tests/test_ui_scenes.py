"""Headless UI tests of the menu scenes, the curtain, the results and the log.

They drive the real scenes with synthesized pygame events through `App.step(dt, events)`
under SDL's dummy video driver, with the flagship as the only table. The "table" route is
given a small stand-in (the real table has its own tests in tests/jolly_roger), so these
tests see only what the menus do with it.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame as pg  # noqa: E402

from game.core import registry  # noqa: E402
from game.core.session import GameSession, SeatConfig  # noqa: E402
from game.jolly_roger.ai import make_bot  # noqa: E402
from game.jolly_roger.cards import load_catalogue  # noqa: E402
from game.jolly_roger.engine import Game  # noqa: E402
from scenes import routes, tables  # noqa: E402
from scenes import theme as T  # noqa: E402
from scenes.app import build_app, register_scenes  # noqa: E402
from scenes.manager import App, Scene  # noqa: E402
from scenes.settings_store import Settings  # noqa: E402

CAT = load_catalogue()  # the card catalogue: passed to games and bots, never a global

FRAME = 16


# --- a stand-in for the table scene ---------------------------------------------------------

class StubTable(Scene):
    """Plays AI seats like the table does and reports a hand's faces when it draws one."""

    draws = 0

    def update(self, dt_ms: int) -> None:
        assert self.app.session is not None
        self.app.session.update(self.app.ticks_ms)

    def draw(self, surface: pg.Surface) -> None:
        StubTable.draws += 1
        session = self.app.session
        assert session is not None
        if session.hand_visible():
            for card in session.view().hand:
                self.app.emit("card_face", card)


@pytest.fixture
def app(monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    """The app with the flagship table alone: the title as it is with one table (the table
    chooser and the other tables are tests/test_tables_shell.py's)."""
    register_scenes()
    flagship = registry.default().id
    monkeypatch.setattr(tables, "_TABLES", {flagship: tables.scenes_of(flagship)})
    application = build_app(Settings(window_size=(1280, 720)), headless=True)
    application.step(FRAME, [])
    yield application


@pytest.fixture
def table(app: App, monkeypatch: pytest.MonkeyPatch) -> type[StubTable]:
    monkeypatch.setitem(routes.ROUTES, "table", StubTable)
    return StubTable


# --- synthesized input ----------------------------------------------------------------------

def widget(app: App, name: str) -> Any:
    ui = app.top.ui  # type: ignore[union-attr]
    return next(w for w in ui.widgets if w.name == name)


def click_at(app: App, pos: tuple[int, int]) -> None:
    app.step(FRAME, [pg.event.Event(pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                     pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=1),
                     pg.event.Event(pg.MOUSEBUTTONUP, pos=pos, button=1)])


def click(app: App, name: str) -> None:
    click_at(app, widget(app, name).rect.center)


def key(app: App, k: int, mod: int = 0) -> None:
    app.step(FRAME, [pg.event.Event(pg.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)])


def type_text(app: App, words: str) -> None:
    app.step(FRAME, [pg.event.Event(pg.TEXTINPUT, text=words)])


def wait(app: App, ms: int) -> None:
    for _ in range(max(1, ms // FRAME)):
        app.step(FRAME, [])


def resize(app: App, size: tuple[int, int]) -> None:
    app.screen = pg.display.set_mode(size, pg.RESIZABLE)
    app.step(FRAME, [pg.event.Event(pg.VIDEORESIZE, size=size, w=size[0], h=size[1])])


def top_name(app: App) -> str:
    return type(app.top).__name__


def finished_session(seats: int = 6, seed: int = 5, variants: tuple[str, ...] = ()) -> GameSession:
    names = ["Anna", "Ben", "Cleo", "Dan", "Edda", "Finn", "Greta", "Hugo", "Ida", "Jon"]
    session = GameSession([SeatConfig(names[i], "medium", T.seat_colour(i)) for i in range(seats)],
                          seed=seed, options={"variants": variants})
    session.run_ai()
    assert session.over
    return session


def hot_seat_session(seed: int = 3) -> GameSession:
    seats = [SeatConfig("Anna", "human", T.seat_colour(0)), SeatConfig("Ben", "human",
                                                                     T.seat_colour(1)),
             SeatConfig("Cleo", "medium", T.seat_colour(2)), SeatConfig("Dan", "medium",
                                                                      T.seat_colour(3))]
    return GameSession(seats, seed=seed)


# --- New game -------------------------------------------------------------------------------

def test_a_game_is_set_up_through_the_new_game_scene_by_clicks_and_keys(
        app: App, table: type[StubTable]) -> None:
    click(app, "new")
    assert top_name(app) == "NewGameScene"
    click(app, "add")
    click(app, "add")
    click(app, "name1")                       # rename seat 2 by keyboard
    for _ in range(12):
        key(app, pg.K_BACKSPACE)
    type_text(app, "Ben")
    kind = widget(app, "kind1")
    click_at(app, kind.segment_rects()[0].center)   # seat 2 is played by a human
    kind2 = widget(app, "kind2")              # a click on a segment: AI easy
    click_at(app, kind2.segment_rects()[[k for k, _w in kind2.options].index("easy")].center)
    click(app, "VH")
    click(app, "reaction_prompts")
    key(app, pg.K_RIGHT)
    click(app, "seed")
    type_text(app, "4x2")                     # the seed field takes digits only
    click(app, "colour1")
    click(app, "start")

    assert top_name(app) == "StubTable"
    session = app.session
    assert session is not None
    assert session.n == 6
    assert session.seats[1].name == "Ben" and session.seats[1].human
    assert [s.kind for s in session.seats] == ["human", "human", "easy", "medium", "medium",
                                               "medium"]
    assert session.options == {"variants": ("VH",), "reaction_prompts": "holders"}
    assert session.seed == 42
    colours = [tuple(s.colour) for s in session.seats]
    assert len(set(colours)) == 6 and colours[1] != T.seat_colour(1)


def test_quick_game_is_me_against_five_medium_ai_pirates(app: App, table: type[StubTable]) -> None:
    key(app, pg.K_RETURN)                     # the Quick game button has the focus
    session = app.session
    assert top_name(app) == "StubTable" and session is not None
    assert session.n == 6
    assert [s.kind for s in session.seats] == ["human"] + ["medium"] * 5
    assert len({tuple(s.colour) for s in session.seats}) == 6


def test_two_pirates_with_one_name_are_refused(app: App, table: type[StubTable]) -> None:
    click(app, "new")
    first = widget(app, "name0").value
    click(app, "name1")
    for _ in range(12):
        key(app, pg.K_BACKSPACE)
    type_text(app, first.upper())
    click(app, "start")
    assert top_name(app) == "NewGameScene"
    assert first.upper() in app.top.message  # type: ignore[union-attr]


def test_a_table_has_three_to_ten_seats(app: App) -> None:
    click(app, "new")
    scene = app.top
    for _ in range(10):
        click(app, "add")
    assert len(scene.seats) == 10 and not widget(app, "add").enabled  # type: ignore[union-attr]
    for _ in range(10):
        click(app, "remove0")
    assert len(scene.seats) == 3  # type: ignore[union-attr]
    assert not widget(app, "remove0").enabled


# --- every scene opens and closes -------------------------------------------------------------

def test_every_scene_opens_and_closes(app: App, table: type[StubTable]) -> None:
    for name, scene in (("new", "NewGameScene"), ("settings", "SettingsScene"),
                        ("rules", "HelpScene")):
        click(app, name)
        assert top_name(app) == scene
        key(app, pg.K_ESCAPE)
        assert top_name(app) == "TitleScene" and len(app.stack) == 1
    click(app, "new")
    click(app, "back")
    assert top_name(app) == "TitleScene"
    click(app, "settings")
    click(app, "done")
    assert top_name(app) == "TitleScene"

    app.session = hot_seat_session()
    app.go("curtain", 1)
    wait(app, 400)
    key(app, pg.K_RETURN)
    assert top_name(app) == "TitleScene"

    app.session = finished_session()
    app.go("results")
    assert top_name(app) == "ResultsScene"
    click(app, "again")                       # a new game with the same crew
    assert top_name(app) == "StubTable" and app.session is not None
    assert not app.session.over and app.session.n == 6
    app.session = finished_session()
    app.go("results")
    click(app, "title")
    assert top_name(app) == "TitleScene" and len(app.stack) == 1

    click(app, "quit")
    assert not app.running


def test_the_title_menu_works_by_keyboard_alone(app: App) -> None:
    key(app, pg.K_DOWN)                       # Quick game → New game
    key(app, pg.K_DOWN)                       # Continue is disabled: skipped
    key(app, pg.K_DOWN)                       # Replays → Statistics
    key(app, pg.K_DOWN)                       # → Rules & cards
    key(app, pg.K_RETURN)
    assert top_name(app) == "HelpScene"
    key(app, pg.K_ESCAPE)
    assert app.top.ui.focus.name == "rules"  # type: ignore[union-attr]
    key(app, pg.K_TAB, pg.KMOD_SHIFT)
    key(app, pg.K_TAB, pg.KMOD_SHIFT)
    assert app.top.ui.focus.name == "replays"  # type: ignore[union-attr]
    key(app, pg.K_TAB, pg.KMOD_SHIFT)         # back past the disabled Continue
    assert app.top.ui.focus.name == "new"  # type: ignore[union-attr]


def test_continue_is_offered_only_when_a_saved_game_exists(
        app: App, table: type[StubTable], monkeypatch: pytest.MonkeyPatch) -> None:
    assert not widget(app, "continue").enabled
    import scenes.title

    saved = hot_seat_session()
    monkeypatch.setattr(scenes.title, "find_saved_game", lambda app=None: saved)
    app.go("title", replace=True)
    click(app, "continue")
    assert top_name(app) == "StubTable" and app.session is saved


# --- help over a game ---------------------------------------------------------------------------

def test_f1_opens_help_over_a_game_and_escape_returns_without_losing_it(
        app: App, table: type[StubTable]) -> None:
    click(app, "quick")
    session = app.session
    assert session is not None
    wait(app, 100)
    before = session.game.events

    key(app, pg.K_F1)
    assert top_name(app) == "HelpScene" and app.stack[-2].__class__ is StubTable
    wait(app, 5000)                           # the game waits while the rules are open
    assert session.game.events == before
    key(app, pg.K_PAGEDOWN)
    key(app, pg.K_RIGHT)                      # the next page
    key(app, pg.K_ESCAPE)

    assert top_name(app) == "StubTable"
    assert app.session is session and session.game.events[:len(before)] == before
    key(app, pg.K_F1)
    key(app, pg.K_F1)                         # F1 again closes it too
    assert top_name(app) == "StubTable"


def test_the_glossary_names_every_card_with_facts_from_the_catalogue() -> None:
    from collections import Counter

    from scenes.jolly_roger.cardtext import special_name
    from scenes.jolly_roger.help import SECTIONS

    cat = load_catalogue()
    words = SECTIONS.text(cat)
    counts = Counter(cat.special[c] for c in cat.crew_ids if cat.special[c])
    assert len(cat.special_keys) == 18
    for key_ in cat.special_keys:
        assert f"{special_name(key_)} · crew {cat.crew[cat.special.index(key_)]} · " \
               f"{counts[key_]}×" in words
    for kind in ("Fort", "Merchant Ship", "Settlement", "Pirate Port", "Treasure Island"):
        assert kind in words
    for name in ("Rum", "Jewels", "Hostage"):
        assert name in words


# --- resizing -----------------------------------------------------------------------------------

def scenes_to_check(app: App) -> list[Scene]:
    from scenes.curtain import CurtainScene
    from scenes.jolly_roger.help import HelpScene
    from scenes.jolly_roger.results import ResultsScene
    from scenes.newgame import NewGameScene
    from scenes.settings_scene import SettingsScene
    from scenes.title import TitleScene

    crowded = NewGameScene(app)
    for _ in range(6):
        crowded.add_seat()
    app.session = finished_session(10)
    made: list[Scene] = [TitleScene(app), crowded, SettingsScene(app), ResultsScene(app)]
    app.session = hot_seat_session()
    made.append(CurtainScene(app, 1))
    made.append(HelpScene(app, CAT))
    return made


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440), (800, 600), (1920, 1080)])
def test_resizing_keeps_every_button_inside_the_window_and_apart(app: App,
                                                                 size: tuple[int, int]) -> None:
    for scene in scenes_to_check(app):
        resize(app, (1280, 720))
        app.push(scene)
        resize(app, size)
        window = app.screen.get_rect()
        shown = [w for w in scene.ui.widgets if w.visible]  # type: ignore[attr-defined]
        for w in shown:
            assert window.contains(w.rect), (type(scene).__name__, w.name, w.rect, size)
            assert w.rect.width > 8 and w.rect.height > 8, (type(scene).__name__, w.name)
        for i, a in enumerate(shown):
            for b in shown[i + 1:]:
                assert not a.rect.colliderect(b.rect), (type(scene).__name__, a.name, b.name)
        app.pop()


# --- settings -----------------------------------------------------------------------------------

def test_settings_change_the_window_the_ai_pace_and_the_sound(app: App) -> None:
    app.session = hot_seat_session()
    click(app, "settings")
    choice = widget(app, "window_size")
    click_at(app, choice.segment_rects()[1].center)
    assert app.size == (1600, 900) and app.settings.window_size == (1600, 900)
    assert widget(app, "window_size").rect.right <= 1600
    click_at(app, widget(app, "ai_speed").segment_rects()[3].center)
    assert app.settings.ai_delay_ms == 0 and app.session.ai_delay_ms == 0
    click_at(app, widget(app, "page").segment_rects()[1].center)      # the Sound page
    click(app, "effects_volume")
    volume = app.settings.effects_volume
    key(app, pg.K_RIGHT)
    assert app.settings.effects_volume == min(100, volume + 5)
    click(app, "sound_mutiny")
    assert app.settings.sounds["mutiny"] is False
    click_at(app, widget(app, "page").segment_rects()[0].center)      # back to the Game page
    click_at(app, widget(app, "animation_speed").segment_rects()[0].center)
    assert app.settings.animation_speed == 0
    key(app, pg.K_F11)
    assert app.settings.fullscreen
    key(app, pg.K_F11)
    assert not app.settings.fullscreen and app.size == (1600, 900)


def test_a_faster_ai_speed_applies_to_the_seat_already_thinking() -> None:
    """Settings → AI speed in the middle of a slow AI turn: the seat thinking now goes at the
    new pace (it used to keep the pace it started with)."""
    seats = [SeatConfig(n, "medium", T.seat_colour(i)) for i, n in enumerate("ABCD")]
    session = GameSession(seats, seed=4, ai_delay_ms=60_000)
    events = len(session.game.events)
    assert not session.update(1000)          # the seat starts thinking
    assert not session.update(5000)          # a minute is far off
    session.ai_delay_ms = 0                  # what the table does when the setting changes
    assert session.update(5016)
    assert len(session.game.events) > events


# --- the curtain --------------------------------------------------------------------------------

def test_the_curtain_shows_no_hand_until_its_seat_takes_over(app: App,
                                                            table: type[StubTable]) -> None:
    faces: list[int] = []
    app.listeners.append(lambda kind, data: faces.append(data) if kind == "card_face" else None)
    session = hot_seat_session()
    app.session = session
    app.go("table", replace=True)
    while not session.needs_curtain():        # on to the first private decision of a human
        if session.shared_question() is not None:
            session.answer_shared(None)
        session.run_ai()
    seat = session.deciding()
    assert seat is not None and session.needs_curtain()
    app.go("curtain")
    draws = StubTable.draws
    key(app, pg.K_RETURN)                     # too early: a double Enter must not lift it
    key(app, pg.K_ESCAPE)                     # the curtain cannot be dismissed
    wait(app, 600)
    assert top_name(app) == "CurtainScene"
    assert StubTable.draws == draws and faces == []   # nothing of the table, no card face
    assert session.viewer is None

    key(app, pg.K_RETURN)
    assert top_name(app) == "StubTable" and session.viewer == seat
    app.step(FRAME, [])
    assert faces and set(faces) <= set(session.game.view(seat).hand)


def test_the_curtain_lifts_with_a_click_on_its_button(app: App, table: type[StubTable]) -> None:
    app.session = hot_seat_session()
    app.go("curtain", 1)
    click(app, "ready")                       # at once: a double click's second half
    assert top_name(app) == "CurtainScene" and app.session.viewer is None
    wait(app, 600)
    click(app, "ready")
    assert top_name(app) == "TitleScene" and app.session.viewer == 1


# --- results ------------------------------------------------------------------------------------

@pytest.mark.parametrize("variants", [(), ("VH",)])
def test_the_results_break_each_seats_gold_down(variants: tuple[str, ...]) -> None:
    from scenes.jolly_roger.results import gold_by_round, standings

    session = finished_session(5, seed=11, variants=variants)
    view = session.game.view(0)
    table = standings(session)
    assert [s.score for s in table] == sorted((s.score for s in table), reverse=True)
    for s in table:
        assert s.gold_cards + s.jewel_gold + s.hostages == s.score == view.scores[s.seat][0]
        assert s.rum == view.scores[s.seat][1]
        assert s.winner == (s.seat in view.winners)
    series = gold_by_round(session)
    rounds = session.game.view(0).round
    for s in table:
        assert series[s.seat][0] == 0 and series[s.seat][-1] == s.score
        assert len(series[s.seat]) == rounds + 1


# --- the log ------------------------------------------------------------------------------------

def play_recording_views(names: list[str], humans: list[bool], seed: int,
                         variants: tuple[str, ...] = ()) -> tuple[Game, list[set[int]]]:
    """A whole game with bots in every seat; every card id each seat's view ever showed."""
    game = Game.new(names, seed=seed, humans=humans, variants=list(variants), ask_all=True, cat=CAT)
    bots = [make_bot("medium", seed + i, CAT) for i in range(len(names))]
    seen = [set(game.view(i).card_ids()) for i in range(len(names))]
    while (p := game.prompt()) is not None:
        game.submit(bots[p.seat].act(game.view(p.seat), p))
        for i in range(len(names)):
            seen[i] |= game.view(i).card_ids()
    return game, seen


@pytest.mark.parametrize("variants", [(), ("VH",), ("VG",)])
def test_the_log_never_names_a_card_its_reader_may_not_see(variants: tuple[str, ...]) -> None:
    from scenes.jolly_roger.logtext import PUBLIC, log_lines

    names = ["Anna", "Ben", "Cleo", "Dan", "Edda"]
    game, seen = play_recording_views(names, [True, True, True, False, False], 21, variants)
    for seat in range(3):
        lines = log_lines(game.events_for(seat), names, CAT)
        named = {c for line in lines for c in line.cards}
        assert named <= seen[seat], sorted(named - seen[seat])
        secrets = set().union(*(seen[o] for o in range(5) if o != seat)) - seen[seat]
        assert secrets, "other seats held cards this seat never saw"
        assert not named & secrets
    public = log_lines(game.events_for(PUBLIC), names, CAT)
    everyone = set.intersection(*seen)
    assert {c for line in public for c in line.cards} <= everyone


def test_the_log_speaks_of_players_by_name() -> None:
    from scenes.jolly_roger.logtext import log_lines

    names = ["Anna", "Ben", "Cleo", "Dan"]
    game, _seen = play_recording_views(names, [True] * 4, 4)
    words = [line.text for line in log_lines(game.events_for(0), names, CAT)]
    assert any("appointed" in w and any(n in w for n in names) for w in words)
    assert any(w.startswith(tuple(names)) and "to the attack" in w for w in words)
    assert any(line.header for line in log_lines(game.events_for(0), names, CAT))
    assert all("-1" not in w and "None" not in w for w in words)


def test_the_session_log_is_public_while_nobody_looks() -> None:
    from scenes.jolly_roger.logtext import session_log

    session = hot_seat_session()
    session.run_ai()
    assert not session.hand_visible()
    hidden_hands = set(session.game.view(0).hand) | set(session.game.view(1).hand)
    named = {c for line in session_log(session) for c in line.cards}
    assert not named & hidden_hands


def test_sounds_are_synthesized_and_follow_the_settings() -> None:
    """Deal, play, mutiny, success and failure (effects), click and refused (interface)
    exist (original, generated) and obey their channel's volume and the per-sound switches."""
    from scenes.app import build_app

    app = build_app(headless=True)
    audio = app.audio
    played: list[str] = []
    if audio.sounds:  # a dummy audio device may still refuse: then the game is silent
        assert set(audio.sounds) == {"deal", "play", "mutiny", "success", "failure", "click",
                                     "refused"}
        for name in list(audio.sounds):
            audio.sounds[name] = type("S", (), {
                "set_volume": lambda self, v: None,
                "play": lambda self, n=name: played.append(n)})()
        app.emit("sound", "play")
        app.settings.sounds["deal"] = False
        app.emit("sound", "deal")
        app.settings.effects_volume = 0
        app.emit("sound", "mutiny")
        assert played == ["play"]
    app.emit("sound", "no-such-sound")  # never fails


def test_escape_at_the_table_opens_the_ships_menu_and_continue_brings_the_game_back() -> None:
    """Esc with nothing selected opens the ship's menu; leaving to the title keeps the game,
    whose Continue returns to the same table with no event lost."""
    import pygame

    from game.core.session import GameSession, SeatConfig
    from scenes.app import build_app
    from scenes.launch import open_table
    from scenes.pause import PauseScene
    from scenes.title import TitleScene

    app = build_app(headless=True)
    session = GameSession([SeatConfig("Anna"), SeatConfig("Ben", "medium"),
                           SeatConfig("Cleo", "medium"), SeatConfig("Dan", "easy")], seed=5)
    open_table(app, session)
    app.step(16, [])
    esc = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b")
    app.step(16, [esc])
    assert isinstance(app.top, PauseScene)
    events_before = len(session.game.events)
    app.top.to_title()
    assert isinstance(app.top, TitleScene) and app.session is session
    assert app.top.cont.enabled
    app.top.continue_game()
    app.step(16, [])
    assert app.session is session and len(session.game.events) >= events_before
    assert type(app.top).__name__ == "TableScene"


def test_hot_seat_ai_turns_never_show_a_hand() -> None:
    """With several humans at one screen no hand is shown while an AI seat decides; a lone
    human keeps seeing their own hand (nobody else is looking)."""
    from game.core.session import GameSession, SeatConfig

    hot = GameSession([SeatConfig("Anna"), SeatConfig("Ben"), SeatConfig("Cleo", "medium"),
                       SeatConfig("Dan", "medium")], seed=9,
                      options={"reaction_prompts": "holders"})
    solo = GameSession([SeatConfig("Anna"), SeatConfig("Cleo", "medium"),
                        SeatConfig("Dan", "medium"), SeatConfig("Edda", "easy")], seed=9,
                       options={"reaction_prompts": "holders"})
    for session in (hot, solo):
        session.lift_curtain(0)
        seen_ai_turn = False
        for _ in range(400):
            if session.over:
                break
            if session.is_ai_turn():
                seen_ai_turn = True
                assert session.hand_visible() == (session is solo)
                session._ai_act(session.prompt())
                continue
            if session.shared_question() is not None:
                session.answer_shared(None)
                continue
            if session.needs_curtain():
                session.lift_curtain(session.deciding())
            import random

            from game.jolly_roger.ai.random_bot import random_command
            p = session.prompt()
            assert session.submit(random_command(session.game.view(p.seat), p,
                                                 random.Random(1), CAT, False)) is None
        assert seen_ai_turn
