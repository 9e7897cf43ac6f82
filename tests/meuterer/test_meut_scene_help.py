"""Meuterer's rules & cards pages, its table's words and the screenshot tool: every page opens
and its text fits at the three sizes, the glossary shows each kind of card's picture (C2–C6),
the provisional island values (RU9) are flagged, numbers come from the card data (C9), the
help is our own words, the table's words fit their boxes at every kind of decision, and the
log says every kind of event."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


from game.meuterer import GAME  # noqa: E402
from game.meuterer import events as E  # noqa: E402
from scenes.meuterer import help as H  # noqa: E402
from scenes.meuterer import logtext  # noqa: E402
from tests import ui_support  # noqa: E402

CAT = GAME.rulebook().cat
SEED_TEXT = Path(__file__).resolve().parents[3] / "shared" / "seeds" / "001_a7242467271752ee.txt"
SIZES = [(1280, 720), (1024, 768), (1920, 1080)]


def test_the_glossary_pictures_every_kind_of_card_C2_C3_C4_C5_C6() -> None:
    """Each good (the sabre too), both island sides, every role, a wage card, both destination
    cards and the backs: a picture each, drawn by the table's own art."""
    pics = {p for _s, _w, p in H._cards(CAT) + H._roles(CAT) if p}
    for g in CAT.goods:
        assert f"good:{g.key}" in pics
    for role in CAT.roles:
        assert f"role:{role}" in pics
    assert {f"island:{CAT.start_island}:1", f"island:{CAT.start_island}:0", "dest:captain",
            "dest:mutineer", "back:goods", "back:role"} <= pics
    assert any(p.startswith("wage:") for p in pics)
    scene = ui_support.open_help(H.HelpScene, CAT, (1280, 720), 3)
    for p in pics:
        img = scene.picture(p)
        assert img.get_width() <= scene.pic_w() and img.get_height() <= scene.pic_h()


def test_provisional_island_values_are_flagged_RU9() -> None:
    assert CAT.unverified
    assert "Provisional values" in H.SECTIONS.text(CAT)


def test_numbers_come_from_the_card_data_C9() -> None:
    text = H.SECTIONS.text(CAT)
    for g in CAT.goods:
        assert f"{g.count} card" in text or f"{g.count} in the deck" in text
    for isl in CAT.islands:
        assert f"pays {isl.table[0]} / {isl.table[1]} / {isl.table[2]}; ship points " \
               f"{isl.ship}" in text
    assert f"{CAT.rounds(4)} rounds with four players and {CAT.rounds(3)}" in text


def test_the_help_is_in_our_own_words() -> None:
    """No run of eight words in a row is the rulebook's (the seed is in Polish, so this checks
    we did not paste a translation's sentences either: Polish words never appear)."""
    text = H.SECTIONS.text(CAT).lower()
    for polish in ("buntownik", "kapitan ", "żeglarz", "wyspa", "towar"):
        assert polish not in text
    if SEED_TEXT.exists():
        assert not ui_support.copies_the_rulebook(text, SEED_TEXT)


def test_every_event_type_is_said_in_words() -> None:
    """The log tells every kind of event of a whole game, as each seat may know it."""
    book = GAME.rulebook()
    kinds: set[type] = set()
    for seed in range(1, 6):
        game = book.new_game(["Anna", "Ben", "Cleo", "Dan"], seed=seed)
        bots = [book.make_bot("random", seed * 10 + i) for i in range(4)]
        while (p := game.prompt()) is not None:
            game.submit(bots[p.seat].act(game.view(p.seat), p))
        for seat in (-1, 0):
            for ev in game.events_for(seat):
                said = logtext.line(ev, game.names, CAT)
                assert said is not None and said.text, ev
                kinds.add(type(ev))
    every = {t for t in vars(E).values() if isinstance(t, type) and hasattr(t, "NAME")
             and t.__module__ == E.__name__}
    # a reshuffle needs a long game, a position is set only by a scenario: both tested below
    missing = every - kinds - {E.Reshuffled, E.PositionSet}
    assert not missing, missing
    assert logtext.line(E.Reshuffled(pile=(-1,) * 5), game.names, CAT) is not None
    position = E.PositionSet(round=5, scores=(0, 3, 1, 2), ship=2, active=(0, 4), discard=())
    assert "round 5" in logtext.line(position, game.names, CAT).text  # type: ignore[union-attr]


@pytest.mark.parametrize("size", SIZES)
def test_the_table_keeps_its_words_inside_their_boxes_at_every_step(size: tuple[int, int]) -> None:
    """A whole game seen from seat 0, drawn at each of its decisions: no instruction, button,
    status line, label or log line overflows; every kind of decision is met."""
    names = ["Anna", "Bartholomew Roberts", "Cleo", "Dan"]
    seen: set[str] = set()
    misfits: list[tuple[str, int, int]] = []
    for seed in range(1, 12):
        for app, _session, p in ui_support.seat_0_decisions(GAME.id, names, size, seed, seed):
            misfits += ui_support.misfits_of_a_frame(app)
            seen.add(p.step)
        if {"wage", "offer", "pick_role", "mutiny", "allocate", "use_extra", "keep"} <= seen:
            break
    assert {"wage", "offer", "pick_role", "mutiny", "allocate", "use_extra", "keep"} <= seen
    assert not misfits, sorted(set(misfits))[:8]


@pytest.mark.parametrize("scene", ["table", "results", "help", "replay"])
def test_the_screenshot_tool_draws_every_meuterer_scene(scene: str, tmp_path: Path) -> None:
    """`screenshot --game meuterer --seats 4 --scene …` writes a PNG of that scene."""
    ui_support.screenshot_writes(GAME.id, 4, scene, tmp_path / f"{scene}.png")
