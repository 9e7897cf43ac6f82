"""Jolly Roger's card and marker art shows a real picture for everything (issue 17): every
crew skill, special card (C3), destination kind and prize type in the card data (C6) and
every table marker has its game-icons.net picture, drawn as itself, never as the stand-in;
and when the pictures cannot load the cards still draw, with the hand-drawn shapes.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.jolly_roger.cards import DEST_KINDS, SKILLS, load_catalogue  # noqa: E402
from scenes.jolly_roger.cards import CardArt  # noqa: E402
from scenes.kit import icons  # noqa: E402
from scenes.kit import paint as P  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
CAT = load_catalogue()
# Every marker the table draws with a picture, and where (tests below render them).
MARKERS = ("marker.captain", "marker.quartermaster", "marker.loyal", "marker.mutineer",
           "marker.buried", "marker.prizes", "marker.crew_deck", "marker.mutiny")


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The keys of every picture drawn while the test runs (stand-ins fail the test)."""
    pygame.init()
    icons.forget()
    keys: list[str] = []
    real_icon = icons.icon

    def spy(key: str, size: int, colour: icons.Colour = icons.WHITE) -> pygame.Surface:
        keys.append(key)
        assert icons.available(key, size), f"{key} fell back to the stand-in"
        return real_icon(key, size, colour)

    monkeypatch.setattr(icons, "icon", spy)
    yield keys
    icons.forget()


def _every_face_and_back(height: int) -> None:
    art = CardArt(CAT)
    for card in range(CAT.size):
        art.face(card, height)
    for kind in ("crew", "prize", *DEST_KINDS):
        art.back(kind, height)


@pytest.mark.parametrize("height", [60, 180])
def test_issue17_C6_every_card_kind_in_the_data_has_its_picture(
        drawn: list[str], height: int) -> None:
    """C2/C3/C6: each skill, each special card's key, each destination kind and each prize
    type of the catalogue is drawn with its picture on the card faces and backs."""
    _every_face_and_back(height)
    needed = {f"crew.{skill}" for skill in SKILLS}
    rows = {row.key: row for row in CAT.special_row if row is not None}
    needed |= {f"special.{key}" for key in CAT.special_keys
               if rows[key].choice != "plus_minus"}          # those show their skill
    needed |= {f"destination.{kind}" for kind in DEST_KINDS}
    needed |= {f"prize.{t}" for t in set(CAT.prize_type) if t}
    needed |= {"marker.prizes", "marker.crew_deck"}
    assert needed <= set(drawn), sorted(needed - set(drawn))
    assert len(needed) >= 3 + 15 + 5 + 4


def test_issue17_C3_the_cards_that_adjust_a_skill_show_that_skill(drawn: list[str]) -> None:
    """X-FIRST-MATE, X-NAVIGATOR, X-SHARPSHOOTER: the data row's skill, not a fixed picture."""
    art = CardArt(CAT)
    adjusting = [c for c in CAT.crew_ids
                 if (row := CAT.special_row[c]) is not None and row.choice == "plus_minus"]
    assert len(adjusting) == 3
    for card in adjusting:
        drawn.clear()
        art.face(card, 180)
        assert f"crew.{CAT.special_row[card].skill}" in drawn      # type: ignore[union-attr]


def test_issue17_every_marker_has_its_picture(drawn: list[str]) -> None:
    """The painters the seats, HUD and centre call draw the markers' pictures; the two
    mutiny sides are drawn by scenes/jolly_roger/centre.py."""
    surf = pygame.Surface((200, 200), pygame.SRCALPHA)
    P.captain_hat(surf, (50, 50), 12)
    P.key_icon(surf, (50, 50), 11)
    P.chest(surf, (50, 50), 10)
    P.skull(surf, (50, 50), 16, bones=True)
    for skill in SKILLS:
        P.skill_icon(surf, skill, (50, 50), 10)
    _every_face_and_back(120)
    centre = (ROOT / "scenes" / "jolly_roger" / "centre.py").read_text(encoding="utf-8")
    assert '"marker.loyal"' in centre and '"marker.mutineer"' in centre
    drawn += ["marker.loyal", "marker.mutineer"]
    assert set(MARKERS) <= set(drawn), sorted(set(MARKERS) - set(drawn))
    known = icons.keys()
    assert {k for k in known if k.startswith("marker.")} == set(MARKERS)


def test_issue17_without_pictures_every_card_still_draws_its_own_shapes(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A bundle without assets/icons: every face, back and marker draws (the hand-drawn
    skill shapes and markers, a stand-in elsewhere) and nothing raises."""
    pygame.init()
    monkeypatch.setattr(icons, "FOLDER", ROOT / "no-such-folder")
    icons.forget()
    try:
        assert icons.keys() == {} and not icons.available("crew.cannons")
        _every_face_and_back(120)
        surf = pygame.Surface((100, 100), pygame.SRCALPHA)
        P.skill_icon(surf, "navigation", (50, 50), 20)
        assert surf.get_at((50, 30)).a > 0          # the compass diamond's upper point
        P.captain_hat(surf, (50, 50), 12)
        P.key_icon(surf, (50, 50), 11)
        P.chest(surf, (50, 50), 10)
        P.skull(surf, (50, 50), 16, bones=True)
    finally:
        icons.forget()
