"""Every table's scenes, drawn headless through the shell (routes, sessions, the registry — no
table's scene imported): no text under the 12 px floor at 1280×720 (`paint.TEXT_FLOOR`, issue
17), no word overflowing its box (the overflow probe), and on the table and in the replay
nothing covering a name, a marker or a card (the overlap probe, scenes/kit/overlap.py) at a
busy moment, at every window size (issue 28: the replay and the results of every table at
every size too, not the flagship's alone); the
floor and the overflow probe also at every decision of a whole game seen from seat 0; every
page of the rules & cards, scrolled through, at three window sizes. A table's own layout
checks stay in its tests/<package>/."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

sys.path.insert(0, str(Path(__file__).resolve().parent))

from contract_support import TABLES as DECLARED  # noqa: E402

from game.core.registry import GameInfo  # noqa: E402
from scenes import drawing  # noqa: E402
from scenes.kit import overlap  # noqa: E402
from scenes.tables import discover, has_scenes  # noqa: E402
from tests.ui_support import FLOOR, probed  # noqa: E402

SCENES = ("table", "replay", "results", "help")
#: the tables whose scenes are installed: a table whose rules land before its scenes (issue 33:
#: Merchants & Marauders) is not offered to players (scenes.tables.playable) and has nothing
#: to draw yet; `test_every_table_a_player_can_choose_is_drawn_here` keeps this list honest
discover()
TABLES = [info for info in DECLARED if has_scenes(info.id)]
IDS = [info.id for info in TABLES]


def seat_counts(info: GameInfo) -> list[int]:
    """The fewest, the quick game's and the most seats."""
    return sorted({info.seats[0], info.quick_seats, info.seats[1]})


CASES = [(info, scene, seats) for info in TABLES for scene in SCENES
         for seats in seat_counts(info)]




@pytest.mark.parametrize(("info", "scene", "seats"), CASES,
                         ids=[f"{i.id}-{s}-{n}" for i, s, n in CASES])
def test_no_text_under_12_px_and_no_word_out_of_its_box(info: GameInfo, scene: str,
                                                        seats: int) -> None:
    """The table (at a busy moment), the replay viewer, the results and the rules' first page,
    at the table's fewest, quick-game and most seats, 1280×720."""
    _app, probe = probed(scene=scene, size=(1280, 720), seats=seats, game_id=info.id)
    assert probe.measured > (20 if scene in ("table", "replay") else 5), "the probe saw no words"
    assert probe.smallest >= FLOOR and not probe.small, sorted(set(probe.small))[:8]
    assert not probe.misfits, sorted(set(probe.misfits))[:8]


SIZES = [(1280, 720), (1024, 768), (1920, 1080)]
BUSY = [(info, size, seats) for info in TABLES for size in SIZES
        for seats in sorted({info.seats[0], info.seats[1]})]


@pytest.mark.parametrize(("info", "size", "seats"), BUSY,
                         ids=[f"{i.id}-{w}x{h}-{n}" for i, (w, h), n in BUSY])
def test_nothing_covers_a_name_a_marker_or_a_card_on_the_table(info: GameInfo,
                                                              size: tuple[int, int],
                                                              seats: int) -> None:
    """At a busy moment, at each window size, the fewest and the most seats: the overlap probe
    finds nothing, and no word is cut or under the floor."""
    app, probe = probed(scene="table", size=size, seats=seats, game_id=info.id)
    table = app.top  # type: ignore[attr-defined]
    assert table.frame.marks, "the table records no names or markers for the probe"
    assert overlap.collisions(table.frame, table.cues) == []
    assert not probe.misfits and not probe.small, (probe.misfits[:4], probe.small[:4])


SHOWN = [(info, scene, size, seats) for info in TABLES for scene in ("replay", "results")
         for size in SIZES for seats in sorted({info.seats[0], info.seats[1]})]


@pytest.mark.parametrize(("info", "scene", "size", "seats"), SHOWN,
                         ids=[f"{i.id}-{s}-{w}x{h}-{n}" for i, s, (w, h), n in SHOWN])
def test_the_replay_and_the_results_keep_their_words_in_their_boxes_and_stack_no_card(
        info: GameInfo, scene: str, size: tuple[int, int], seats: int) -> None:
    """Issue 28: every table's replay viewer (halfway through a finished game) and results,
    at each window size, the fewest and the most seats: no word cut or under the floor,
    and in the replay no card, name or marker covered (the overlap probe)."""
    app, probe = probed(scene=scene, size=size, seats=seats, game_id=info.id)
    top = app.top  # type: ignore[attr-defined]
    assert probe.measured > 5, "the probe saw no words"
    assert not probe.misfits and not probe.small, (probe.misfits[:4], probe.small[:4])
    if scene == "replay":
        assert top.frame.sprites, "the replay recorded no cards for the probe"
        assert overlap.collisions(top.frame) == []


HELP = [(info, size) for info in TABLES for size in SIZES]


@pytest.mark.parametrize(("info", "size"), HELP, ids=[f"{i.id}-{w}x{h}" for i, (w, h) in HELP])
def test_every_rules_page_opens_and_its_words_fit(info: GameInfo, size: tuple[int, int]) -> None:
    """Each page of the rules & cards, every line scrolled into view: no word out of its box,
    no line wider than the page."""
    from scenes.screenshot import scene_app

    app = scene_app("help", size=size, game_id=info.id, frames=1)
    book = app.top  # type: ignore[attr-defined]
    for section in range(len(book.sections)):
        drawing.probe = probe = drawing.OverflowProbe()
        try:
            book.open(section)
            app.step(16, [])  # type: ignore[attr-defined]
            while book.scroll < book.max_scroll:
                book.scroll_by(book.px(200))
                app.step(16, [])  # type: ignore[attr-defined]
        finally:
            drawing.probe = None
        assert book.lines and probe.measured > 5, section
        assert not probe.misfits, (section, probe.misfits[:5])
        for style, line, _y, _pic, indent in book.lines:
            width = book.style_font(style).size(line)[0] + indent
            assert width <= book.page.width - book.px(44) + 1, (section, line)


@pytest.mark.parametrize("info", TABLES, ids=IDS)
def test_a_whole_game_seen_from_seat_0_keeps_the_floor_and_its_words_in_their_boxes(
        info: GameInfo) -> None:
    """Every decision of seat 0 in a whole quick game (`quick_seats`) drawn at 1280×720: no
    text under 12 px, no word out of its box."""
    from game.core.session import HUMAN, GameSession, SeatConfig
    from scenes import theme as T
    from scenes.app import register_scenes
    from scenes.manager import App
    from scenes.settings_store import Settings

    seats = info.quick_seats
    names = ["Anna", "Ben", "Cleo", "Dan", "Edda", "Finn", "Greta", "Hugo", "Ida", "Jon"]
    configs = [SeatConfig(names[i % len(names)], info.default_level, T.seat_colour(i))
               for i in range(seats)]
    configs[0].kind = HUMAN
    session = GameSession(configs, game_id=info.id, seed=4)
    app = App(Settings(window_size=(1280, 720), animation_speed=0, ai_delay_ms=10**9),
              headless=True)
    app.session = session
    register_scenes()
    app.go("table")
    bot = session.rulebook.make_bot("random", 4)
    drawn = 0
    small: set[tuple[str, int]] = set()
    misfits: set[tuple[str, int, int]] = set()
    for _ in range(20_000):
        p = session.prompt()
        if p is None:
            break
        if p.seat == 0:
            drawing.probe = probe = drawing.OverflowProbe(floor=FLOOR)
            try:
                app.step(16, [])
            finally:
                drawing.probe = None
            drawn += 1
            small |= set(probe.small)
            misfits |= set(probe.misfits)
            session.submit(bot.act(session.game.view(0), p))
        else:
            session.run_ai(limit=1)
    assert session.over and drawn > 10
    assert not small, sorted(small)[:8]
    assert not misfits, sorted(misfits)[:8]


def test_every_table_a_player_can_choose_is_drawn_here() -> None:
    """The tables measured above are exactly those the new-game screen offers."""
    from scenes.tables import playable
    assert {i.id for i in playable()} == set(IDS) and IDS
