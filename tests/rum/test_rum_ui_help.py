"""RUM's rules & cards pages, its table's words and the screenshot tool: every page opens and
its text fits at the sizes the app supports, the glossary shows each kind of card's picture,
the provisional values (RU1–RU4) are flagged, numbers come from the card data (C9), the help
is our own words, and the table's instruction, buttons, preview and log fit their boxes at
every kind of decision."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.rum import GAME  # noqa: E402
from scenes import drawing  # noqa: E402
from scenes.rum import help as H  # noqa: E402

CAT = GAME.rulebook().cat
SEED_TEXT = Path(__file__).resolve().parents[3] / "shared" / "seeds" / "002_92986cad48e086db.txt"


def open_help(size: tuple[int, int], section: int) -> H.HelpScene:
    from scenes.app import build_app
    from scenes.settings_store import Settings

    app = build_app(Settings(window_size=size, animation_speed=0, language="en"),
                    headless=True)
    scene = H.HelpScene(app, CAT, section)
    app.push(scene)
    app.step(16, [])
    return scene


@pytest.mark.parametrize("size", [(1280, 720), (1024, 768), (1920, 1080)])
@pytest.mark.parametrize("section", range(len(H.SECTIONS)))
def test_every_help_page_opens_and_its_words_fit(size: tuple[int, int], section: int) -> None:
    drawing.probe = probe = drawing.OverflowProbe()
    try:
        scene = open_help(size, section)
        while scene.scroll < scene.max_scroll:   # every line of the page, scrolled into view
            scene.scroll_by(scene.px(200))
            scene.app.step(16, [])
    finally:
        drawing.probe = None
    assert scene.lines and probe.measured > 5
    assert not probe.misfits, probe.misfits[:5]
    for _style, line, _y, _pic in scene.lines:
        assert scene.style_font(_style).size(line)[0] <= scene.page.width - scene.px(44) + 1


def test_the_card_glossary_shows_each_kind_of_card_beside_its_text_C1() -> None:
    """Rum card (both ends), captain card, clock, parrot, back, and every colour with its
    bottle shape: a picture each, drawn by the table's own art."""
    blocks = H._cards(CAT)
    pics = [pic for _s, _w, pic in blocks if pic]
    kinds = {p.split(":")[0] for p in pics}
    assert {"rum", "double", "captain", "clock", "parrot", "back"} <= kinds
    assert sum(p.startswith("captain:") for p in pics) == 1 + len(CAT.colours)
    scene = open_help((1280, 720), 3)
    for pic in pics:
        img = scene.picture(pic)
        assert img.get_height() == scene.pic_h()
        assert pygame.mask.from_surface(img).count() > img.get_width() * img.get_height() * 0.8
    for colour in CAT.colours:
        assert H._(H.SHAPE_WORDS[colour.shape]) in H.all_text(CAT)


def test_provisional_values_are_flagged_RU1_RU2_RU3_RU4() -> None:
    text = H.all_text(CAT)
    assert "Provisional values" in text
    for key in CAT.unverified:
        assert H._(H.PROVISIONAL[key]) in text


def test_numbers_come_from_the_card_data_E2_C6() -> None:
    text = H.all_text(CAT)
    for n in (2, 3, 4):
        assert f"{n} players: {CAT.target(n)} points" in text
    assert f"{CAT.penalty(1)} cards" in text and f"{CAT.penalty(8)} cards" in text


def test_the_help_is_in_our_own_words() -> None:
    """No run of eight words of the rulebook (the Polish seed text) appears in the help —
    which is English, so this guards against pasting, not translating."""
    if not SEED_TEXT.exists():
        pytest.skip("the rulebook text is not beside this checkout")
    words = re.findall(r"\w+", SEED_TEXT.read_text(encoding="utf-8", errors="replace").lower())
    grams = {" ".join(words[i:i + 8]) for i in range(len(words) - 7)}
    ours = re.findall(r"\w+", H.all_text(CAT).lower())
    assert not any(" ".join(ours[i:i + 8]) in grams for i in range(len(ours) - 7))


def test_the_table_keeps_its_words_inside_their_boxes_at_every_kind_of_decision() -> None:
    """A whole game seen from seat 0, drawn at its turns, a set being built and its returns:
    no instruction, button, preview line, label or log line overflows."""
    from game.core.session import HUMAN, GameSession, SeatConfig
    from scenes import theme as T
    from scenes.app import register_scenes
    from scenes.manager import App
    from scenes.rum.interaction import preview
    from scenes.settings_store import Settings

    names = ["Anna", "Bartholomew Roberts", "Cleo", "Dan"]
    for size in ((1024, 768), (1280, 720)):
        configs = [SeatConfig(names[i], "medium", T.seat_colour(i)) for i in range(4)]
        configs[0].kind = HUMAN
        session = GameSession(configs, game_id=GAME.id, seed=12)
        app = App(Settings(window_size=size, animation_speed=0, ai_delay_ms=10**9),
                  headless=True)
        app.session = session
        register_scenes()
        app.go("table")
        bot = session.rulebook.make_bot("random", 3)
        seen: set[str] = set()
        misfits: list[tuple[str, int, int]] = []
        for _step in range(3000):
            p = session.prompt()
            if p is None:
                break
            if p.seat == 0:
                table = app.top
                kind = p.step + (":" + p.cause if p.cause else "")
                if p.step == "turn" and len(session.game.view(0).hand) >= 2 \
                        and "building" not in seen:
                    table.picks.key = (p.seat, p.step, p.count, p.cause)
                    view = session.game.view(0)
                    table.picks.laid[:] = [(view.hand[0], "double"), (view.hand[1], "single")]
                    kind = "building:" + ("legal" if preview(CAT, view, table.picks).legal
                                          else "refused")
                    seen.add("building")
                drawing.probe = probe = drawing.OverflowProbe()
                try:
                    app.step(16, [])
                finally:
                    drawing.probe = None
                misfits += probe.misfits
                seen.add(kind)
                table.picks.clear()
                session.submit(bot.act(session.game.view(0), p))
            else:
                session.run_ai(limit=1)
        assert {"turn", "building"} <= {k.split(":")[0] for k in seen}, seen
        assert not misfits, sorted(set(misfits))[:8]


@pytest.mark.parametrize("scene", ["table", "results", "help", "replay"])
def test_the_screenshot_tool_draws_every_rum_scene(scene: str, tmp_path: Path) -> None:
    """`jolly-roger screenshot --game rum --seats 2 --scene …` writes a PNG of that scene."""
    from scenes import screenshot

    out = tmp_path / f"{scene}.png"
    args = ["--game", GAME.id, "--seats", "2", "--seed", "2", "--out", str(out)]
    assert screenshot.main(args + (["--scene", scene] if scene != "table" else [])) == 0
    img = pygame.image.load(str(out))
    assert img.get_size() == (1280, 720)


def test_the_screenshot_tool_refuses_a_seat_count_the_table_lacks() -> None:
    from scenes import screenshot

    with pytest.raises(SystemExit):
        screenshot.main(["--game", GAME.id, "--seats", "5"])
