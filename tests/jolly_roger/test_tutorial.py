"""Learn to play (issue 15): the tutorial played headlessly to its end in each language by the
inputs a player gives (clicks, drags, keys), with every coach mark on screen, beside what it
points at and its words inside their box; refused moves; leaving, resuming, skipping and
restarting; the progress file checked like anything read from disk; the scripted pirates
handed views only."""

from __future__ import annotations

import json
import os
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
from test_ui_table import Player  # noqa: E402
from tutorial_support import gesture, scene, settle, tell_by_inputs  # noqa: E402

from game.core.i18n import set_language  # noqa: E402
from game.jolly_roger import commands as K  # noqa: E402
from game.jolly_roger import tutorial as TU  # noqa: E402
from scenes.app import register_scenes  # noqa: E402
from scenes.jolly_roger import tutorial_store  # noqa: E402
from scenes.jolly_roger.tutorial import TutorialScene  # noqa: E402
from scenes.manager import App  # noqa: E402
from scenes.settings_store import Settings  # noqa: E402


def open_tutorial(lang: str = "en", size: tuple[int, int] = (1280, 720),
                  lesson: int | None = None) -> tuple[App, Player]:
    set_language(lang)
    register_scenes()
    app = App(Settings(window_size=size, animation_speed=0, ai_delay_ms=0, language=lang),
              headless=True)
    app.go("tutorial", lesson, replace=True)
    player = Player(app)
    player.frame()
    return app, player


@pytest.mark.parametrize(("lang", "size"), [("en", (1280, 720)), ("pl", (1280, 720)),
                                            ("de", (1280, 720)), ("de", (1920, 1080)),
                                            ("en", (800, 600))])
def test_the_whole_tutorial_is_played_by_a_players_inputs_in_each_language(
        lang: str, size: tuple[int, int]) -> None:
    """Issue 15: notes, drags, clicks from the first lesson to the last; every coach mark is
    beside its target and fits its box (the overflow probe); no move is refused; at the end
    the tutorial is remembered as completed and the AI pirates never left the script."""
    app, player = open_tutorial(lang, size)
    s = tell_by_inputs(app, player)
    assert tutorial_store.load_progress().completed
    assert s.session.game.view(0).round == 4


def at_step(app: App, player: Player, index: int) -> None:
    """Play the story's steps by the player's inputs until step `index` is next."""
    for _ in range(len(TU.STEPS)):
        st = settle(app, player)
        if scene(app).at >= index or st is None:
            return
        if st.kind == "note":
            player.click("button:coach:next")
        else:
            for g in st.gestures:
                gesture(player, g)


def test_a_different_move_is_refused_with_the_reason_and_never_reaches_the_engine() -> None:
    """Lesson 4 asks for the 3-navigation card (AT1): the all-rounder dragged instead is
    refused with the tutorial's reason, the game is as before, and the right card is then
    taken."""
    app, player = open_tutorial(lesson=3)
    settle(app, player)
    s = scene(app)
    assert s.step().command == K.PlayCards(0, (10,))
    events = len(s.session.game.events)
    player.drag(43, "attack")
    assert player.errors and "lesson" in player.errors[-1]
    assert len(s.session.game.events) == events
    player.click("button:coach:skip")     # a button of the coach works while a move waits
    assert scene(app).step().lesson == 4
    player.key(pygame.K_z, pygame.KMOD_CTRL)   # no taking back: the story goes one way
    assert "taking back" in player.errors[-1]


def test_leaving_keeps_the_lesson_and_coming_back_resumes_the_same_game() -> None:
    """Leave in lesson 6: the title offers the tutorial, and reopening it starts lesson 6 on
    exactly the game the story had there (the deal and every scripted move replayed)."""
    app, player = open_tutorial()
    start = TU.lesson_starts()[5]
    at_step(app, player, start)
    played = list(scene(app).session.game.events)
    player.click("button:coach:leave")
    assert type(app.top).__name__ == "TitleScene" and app.session is None
    assert tutorial_store.load_progress().lesson == 5
    assert "learn" in [w.name for w in app.top.ui.widgets]   # type: ignore[union-attr]
    app.go("tutorial", replace=True)
    again = scene(app)
    assert again.step().lesson == 5 and again.at == start
    settle(app, Player(app))
    assert list(again.session.game.events) == played


def test_skipping_every_lesson_reaches_the_end_and_restart_begins_anew() -> None:
    app, player = open_tutorial()
    for lesson in range(len(TU.LESSONS)):
        settle(app, player)
        assert scene(app).step().lesson == lesson
        player.click("button:coach:skip")
    s = scene(app)
    assert s.step() is None and s.finished
    assert tutorial_store.load_progress().completed
    assert s.session.game.view(0).round == 4
    app.go("tutorial", 0, replace=True)
    assert scene(app).at == 0


def test_notes_are_read_on_by_keyboard_alone() -> None:
    """A note takes the focus: Enter reads on, Tab reaches the coach's buttons."""
    app, player = open_tutorial()
    s = scene(app)
    assert s.step().kind == "note" and s.focus == "button:coach:next"
    player.key(pygame.K_RETURN)
    assert s.at == 1
    for _ in range(60):
        if s.focus == "button:coach:skip":
            break
        player.key(pygame.K_TAB)
    player.key(pygame.K_SPACE)
    assert s.step().lesson == 1


def test_the_scripted_pirates_are_handed_a_view_and_a_prompt_only(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Non-negotiable 2: every answer of a scripted pirate is asked with its seat's View and
    the Prompt, never the state or the game."""
    from game.jolly_roger.prompts import Prompt
    from game.jolly_roger.view import View

    seen: list[tuple[type, type]] = []
    act = TU.ScriptedBot.act

    def spy(self: TU.ScriptedBot, view: Any, prompt: Any) -> Any:
        seen.append((type(view), type(prompt)))
        assert view.seat == prompt.seat == self.seat
        return act(self, view, prompt)

    monkeypatch.setattr(TU.ScriptedBot, "act", spy)
    app, player = open_tutorial()
    scene(app).fast_forward(len(TU.STEPS))
    assert len(seen) == len([s for s in TU.STEPS if s.kind == "ai"])
    assert set(seen) == {(View, Prompt)}


@pytest.mark.parametrize("content", [
    b"not json", b"[1, 2]", b'{"version": 2, "lesson": 1, "completed": false, "dismissed": false}',
    b'{"version": 1, "lesson": 99, "completed": false, "dismissed": false}',
    b'{"version": 1, "lesson": true, "completed": false, "dismissed": false}',
    b'{"version": 1, "lesson": 1, "completed": "yes", "dismissed": false}',
    b"\xff\xfe", b"{" * 5000,
])
def test_a_damaged_progress_file_starts_the_tutorial_afresh(content: bytes) -> None:
    """The progress file is untrusted (non-negotiable 5): whatever it holds, the tutorial
    opens at lesson 1 and the title still offers it."""
    path = tutorial_store.progress_path()
    path.write_bytes(content)
    p = tutorial_store.load_progress()
    assert (p.lesson, p.completed, p.dismissed) == (0, False, False) and p.pending
    app, _player = open_tutorial()
    assert scene(app).step().lesson == 0


def test_the_progress_file_round_trips_and_a_pipe_is_not_read() -> None:
    p = tutorial_store.Progress(lesson=4, completed=False, dismissed=True)
    assert tutorial_store.save_progress(p)
    data = json.loads(tutorial_store.progress_path().read_text())
    assert data == {"version": TU.VERSION, "lesson": 4, "completed": False, "dismissed": True}
    back = tutorial_store.load_progress()
    assert (back.lesson, back.dismissed, back.stored) == (4, True, True)
    if hasattr(os, "mkfifo"):
        path = tutorial_store.progress_path()
        path.unlink()
        os.mkfifo(path)
        assert tutorial_store.load_progress().lesson == 0   # never blocks on a pipe


def test_the_title_offers_the_tutorial_until_it_is_turned_down() -> None:
    """First launch: an invitation and a menu button; "No, thanks" turns both away for good."""
    from scenes.app import build_app

    app = build_app(Settings(window_size=(1280, 720), animation_speed=0), headless=True)
    app.step(16, [])
    names = [w.name for w in app.top.ui.widgets]   # type: ignore[union-attr]
    assert {"learn", "learn_invite", "no_thanks"} <= set(names)
    player = Player(app)
    button = next(w for w in app.top.ui.widgets if w.name == "no_thanks")  # type: ignore[union-attr]
    player.click(button.rect.center)
    names = [w.name for w in app.top.ui.widgets]   # type: ignore[union-attr]
    assert not {"learn", "learn_invite", "no_thanks"} & set(names)
    assert tutorial_store.load_progress().dismissed


def test_the_invitation_opens_the_tutorial_and_the_button_stays_until_completed() -> None:
    from scenes.app import build_app

    app = build_app(Settings(window_size=(1280, 720), animation_speed=0), headless=True)
    app.step(16, [])
    player = Player(app)
    button = next(w for w in app.top.ui.widgets if w.name == "learn_invite")  # type: ignore[union-attr]
    player.click(button.rect.center)
    assert isinstance(app.top, TutorialScene)
    player.click("button:coach:leave")
    names = [w.name for w in app.top.ui.widgets]   # type: ignore[union-attr]
    assert "learn" in names and "learn_invite" not in names
    tutorial_store.save_progress(tutorial_store.Progress(completed=True))
    app.go("title", replace=True)
    assert "learn" not in [w.name for w in app.top.ui.widgets]   # type: ignore[union-attr]


@pytest.mark.parametrize("lesson", [1, 8, 11])
def test_the_screenshot_tool_shows_a_lesson_and_leaves_the_progress_alone(lesson: int) -> None:
    from scenes.screenshot import scene_app

    app = scene_app("tutorial", "en", (1280, 720), lesson=lesson)
    s = scene(app)
    assert s.step() is not None and s.step().lesson == lesson - 1 and s.step().kind != "ai"
    assert s.coach_box is not None
    assert not tutorial_store.progress_path().exists()


def test_at1_a_drag_step_is_done_by_keyboard_alone() -> None:
    """The drag's keyboard equivalent: Tab to the card, Space picks it, Tab to the attack,
    Enter plays it — the lesson takes it like the drag."""
    app, player = open_tutorial(lesson=3)
    settle(app, player)
    s = scene(app)
    assert s.step().command == K.PlayCards(0, (10,))

    def tab_to(focus: str) -> None:
        for _ in range(80):
            if s.focus == focus:
                return
            player.key(pygame.K_TAB)
        raise AssertionError(f"{focus} never focused")

    tab_to("card:10")
    player.key(pygame.K_SPACE)
    tab_to("target:attack")
    player.key(pygame.K_RETURN)
    assert not player.errors
    assert (0, 10) in s.session.game.view(0).attack
