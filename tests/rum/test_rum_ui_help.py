"""RUM's rules & cards pages, its table's words and the screenshot tool: every page opens and
its text fits at the sizes the app supports, the glossary shows each kind of card's picture,
the provisional values (RU1–RU4) are flagged, numbers come from the card data (C9), the help
is our own words, and the table's instruction, buttons, preview and log fit their boxes at
every kind of decision."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.rum import GAME  # noqa: E402
from scenes.rum import help as H  # noqa: E402
from tests import ui_support  # noqa: E402

CAT = GAME.rulebook().cat
SEED_TEXT = Path(__file__).resolve().parents[3] / "shared" / "seeds" / "002_92986cad48e086db.txt"


def test_the_card_glossary_shows_each_kind_of_card_beside_its_text_C1() -> None:
    """Rum card (both ends), captain card, clock, parrot, back, and every colour with its
    bottle shape: a picture each, drawn by the table's own art."""
    blocks = H._cards(CAT)
    pics = [pic for _s, _w, pic in blocks if pic]
    kinds = {p.split(":")[0] for p in pics}
    assert {"rum", "double", "captain", "clock", "parrot", "back"} <= kinds
    assert sum(p.startswith("captain:") for p in pics) == 1 + len(CAT.colours)
    scene = ui_support.open_help(H.HelpScene, CAT, (1280, 720), 3)
    for pic in pics:
        img = scene.picture(pic)
        assert img.get_height() == scene.pic_h()
        assert pygame.mask.from_surface(img).count() > img.get_width() * img.get_height() * 0.8
    for colour in CAT.colours:
        assert H._(H.SHAPE_WORDS[colour.shape]) in H.SECTIONS.text(CAT)


def test_provisional_values_are_flagged_RU1_RU2_RU3_RU4() -> None:
    text = H.SECTIONS.text(CAT)
    assert "Provisional values" in text
    for key in CAT.unverified:
        assert H._(H.PROVISIONAL[key]) in text


def test_numbers_come_from_the_card_data_E2_C6() -> None:
    text = H.SECTIONS.text(CAT)
    for n in (2, 3, 4):
        assert f"{n} players: {CAT.target(n)} points" in text
    assert f"{CAT.penalty(1)} cards" in text and f"{CAT.penalty(8)} cards" in text


def test_the_help_is_in_our_own_words() -> None:
    """No run of eight words of the rulebook (the Polish seed text) appears in the help —
    which is English, so this guards against pasting, not translating."""
    if not SEED_TEXT.exists():
        pytest.skip("the rulebook text is not beside this checkout")
    assert not ui_support.copies_the_rulebook(H.SECTIONS.text(CAT), SEED_TEXT)


def test_the_table_keeps_its_words_inside_their_boxes_at_every_kind_of_decision() -> None:
    """A whole game seen from seat 0, drawn at its turns, a set being built and its returns:
    no instruction, button, preview line, label or log line overflows."""
    from scenes.rum.interaction import preview

    names = ["Anna", "Bartholomew Roberts", "Cleo", "Dan"]
    for size in ((1024, 768), (1280, 720)):
        seen: set[str] = set()
        misfits: list[tuple[str, int, int]] = []
        for app, session, p in ui_support.seat_0_decisions(GAME.id, names, size, 12, 3):
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
            misfits += ui_support.misfits_of_a_frame(app)
            seen.add(kind)
            table.picks.clear()
        assert {"turn", "building"} <= {k.split(":")[0] for k in seen}, seen
        assert not misfits, sorted(set(misfits))[:8]


@pytest.mark.parametrize("scene", ["table", "results", "help", "replay"])
def test_the_screenshot_tool_draws_every_rum_scene(scene: str, tmp_path: Path) -> None:
    """`jolly-roger screenshot --game rum --seats 2 --scene …` writes a PNG of that scene."""
    ui_support.screenshot_writes(GAME.id, 2, scene, tmp_path / f"{scene}.png")


def test_the_screenshot_tool_refuses_a_seat_count_the_table_lacks() -> None:
    from scenes import screenshot

    with pytest.raises(SystemExit):
        screenshot.main(["--game", GAME.id, "--seats", "5"])
