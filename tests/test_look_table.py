"""Issue 17, the look of Jolly Roger's table (the text floor and the probes for every table's
scenes are the contract suite's, tests/contract/test_contract_ui.py): nothing covers a name, a
marker or a card (the overlap probe, scenes/kit/overlap.py) at 6 seats too, the hand keeps
every card's header in sight up to the hand limit (H1) and is sorted, the zoom opens beside
its card, played cards (AT2) carry their owner's shape as well as colour, the sabers look the
same at every size, and the ship's menu keeps its key hint in its box."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.jolly_roger.cards import load_catalogue  # noqa: E402
from game.jolly_roger.rules.round import HAND_LIMITS  # noqa: E402
from scenes import drawing  # noqa: E402
from scenes.jolly_roger.board import sorted_hand  # noqa: E402
from scenes.jolly_roger.cards import RATIO, CardArt  # noqa: E402
from scenes.jolly_roger.layout import Layout  # noqa: E402
from scenes.kit import overlap, spread  # noqa: E402
from scenes.kit import paint as P  # noqa: E402
from scenes.kit.frame import Frame, Sprite  # noqa: E402
from scenes.screenshot import scene_app  # noqa: E402
from tests.ui_support import FLOOR, probed  # noqa: E402

CAT = load_catalogue()
SIZES = [(1280, 720), (1024, 768), (1920, 1080)]




# --- the text floor ------------------------------------------------------------------------


def test_the_floor_is_12_px_from_1024x768_up_and_shrinks_with_smaller_windows() -> None:
    """800×600, the smallest window, scales everything down, its text too (to 9 px)."""
    pygame.init()
    floors = {}
    for size in [(800, 600), (1024, 768), (1280, 720), (2560, 1440)]:
        P.set_window(size)
        floors[size] = P.font(1).point_size
    P.set_window((1280, 720))
    assert floors == {(800, 600): 9, (1024, 768): 12, (1280, 720): 12, (2560, 1440): 12}


def test_the_probe_notes_text_under_its_floor() -> None:
    """The floor check itself: a word drawn in a 9 px font is caught."""
    from scenes import theme as T

    pygame.font.init()
    drawing.probe = probe = drawing.OverflowProbe(floor=FLOOR)
    try:
        drawing.rendered("tiny", T.font(9), (0, 0, 0))
    finally:
        drawing.probe = None
    assert probe.small == [("tiny", 9)] and probe.smallest == 9


def test_a_card_word_that_does_not_fit_its_box_is_left_off_never_shrunk() -> None:
    """card_words: at the floor or not at all (the zoom shows the card's words)."""
    pygame.init()
    P.set_window((1280, 720))
    surf = pygame.Surface((40, 40), pygame.SRCALPHA)
    drawing.probe = probe = drawing.OverflowProbe(floor=FLOOR)
    try:
        wide = P.card_words(surf, "Sharpshooter", 8, pygame.Rect(0, 0, 40, 20), P.INK)
        low = P.card_words(surf, "gold", 8, pygame.Rect(0, 0, 40, 6), P.INK)
        fits = P.card_words(surf, "Old Sailor", 8, pygame.Rect(0, 0, 40, 34), P.INK)
    finally:
        drawing.probe = None
    narrowed = P.card_words(surf, "Sharpshooter", 8, pygame.Rect(0, 0, 64, 20), P.INK)
    assert (wide, low, fits, narrowed) == (False, False, True, True)   # "Old Sailor": 2 lines
    assert probe.smallest == FLOOR and not probe.misfits


# --- nothing covers a name, a marker or a card ----------------------------------------------


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [3, 6, 10])
def test_nothing_covers_a_name_a_marker_or_a_card_on_the_table(size: tuple[int, int],
                                                              seats: int) -> None:
    """…and no word is cut or sticks out of its box (the overflow probe), at 12 px or more."""
    app, probe = probed(scene="table", size=size, seats=seats)
    table = app.top
    assert any(n.startswith("name:") for n in table.frame.marks)
    assert overlap.collisions(table.frame, table.cues) == []
    assert not probe.misfits and not probe.small, (probe.misfits[:4], probe.small[:4])


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [3, 6, 10])
@pytest.mark.parametrize("seed", [1, 11])
def test_the_replay_viewer_stacks_no_card_on_a_card(size: tuple[int, int], seats: int,
                                                    seed: int) -> None:
    """Every seat's prizes and open hand show more than half of each card (prizes beyond
    that: '+n'; a hand is shown whole, its cards smaller), no tick over a card."""
    app, probe = probed(scene="replay", size=size, seats=seats, seed=seed)
    viewer = app.top
    rows = [s for s in viewer.frame.sprites if s.zone in ("prize", "open_hand")]
    assert rows
    assert overlap.collisions(viewer.frame) == []
    assert not probe.misfits and not probe.small, (probe.misfits[:4], probe.small[:4])


@pytest.mark.parametrize("seats", [6, 10])
def test_the_thinking_cue_never_covers_a_name_a_marker_or_a_card(seats: int) -> None:
    """An AI pirate thinking (every seat an AI, a long delay): its bubble sits in its seat's
    status corner, clear of the name, the pills, the markers and the prize cards."""
    from scenes.app import register_scenes
    from scenes.manager import App
    from scenes.screenshot import busy_session
    from scenes.settings_store import Settings

    register_scenes()
    app = App(Settings(window_size=(1280, 720), animation_speed=0, ai_delay_ms=10**9),
              headless=True)
    app.session = busy_session(seats, seed=5, spectator=True)
    app.go("table")
    for _i in range(3):
        app.step(16, [])
    table = app.top
    assert any(k.startswith("thinking:") for k in table.cues), table.cues
    assert overlap.collisions(table.frame, table.cues) == []
    lay = table.lay()
    for name, cue in table.cues.items():   # never in the name strip, whatever it holds
        seat = lay.seats[int(name.split(":")[1])]
        strip = pygame.Rect(seat.x, seat.y, seat.w, round(32 * lay.u))
        assert seat.contains(cue) and not cue.colliderect(strip), (cue, strip)


def test_the_overlap_probe_finds_what_covers_what() -> None:
    """The probe itself, on a made-up frame: a bubble on a name, two stacked prize cards, an
    attack card on another, a hand card over another's header."""
    R = pygame.Rect
    frame = Frame(
        sprites=[Sprite(1, R(0, 0, 40, 56), "prize", 2), Sprite(2, R(5, 0, 40, 56), "prize", 2),
                 Sprite(3, R(100, 0, 40, 56), "attack", 0),
                 Sprite(4, R(120, 0, 40, 56), "attack", 1),
                 Sprite(5, R(200, 0, 40, 56), "hand"), Sprite(6, R(210, 5, 40, 56), "hand")],
        marks={"name:1": R(300, 0, 50, 20), "tip:side:1": R(340, 0, 40, 20)})
    found = overlap.collisions(frame, {"thinking:1": R(310, 5, 30, 10)})
    assert "thinking:1 covers name:1" in found
    assert "name:1 overlaps tip:side:1" in found
    assert "prize card 2 hides card 1 of seat 2" in found
    assert "attack card 4 covers card 3" in found
    assert "a hand card covers the header of hand card #0" in found


# --- the hand ------------------------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("seats", [3, 6, 10])
def test_a_hand_up_to_the_limit_keeps_every_header_in_sight(size: tuple[int, int],
                                                             seats: int) -> None:
    """H1/H2: up to the hand limit plus the card drawn over it and two role cards in a mutiny,
    no card covers another's header, every card lies inside the hand area (and the window),
    and a hand that fits side by side is not shrunk."""
    lay = Layout(size, seats, 0, None)
    screen = pygame.Rect((0, 0), size)
    for count in range(1, HAND_LIMITS[seats] + 4):
        rects = lay.hand_rects(count)
        assert spread.covered(rects, spread.paint_order(rects)) == [], (count, rects)
        for r in rects:
            assert lay.hand.inflate(0, 2 * round(18 * lay.u)).contains(r) and screen.contains(r)
        assert [r.x for r in rects] == sorted(r.x for r in rects)   # reading order
    wide = round(lay.hand_h / RATIO) * 3 + 12 <= lay.hand.w
    assert not wide or lay.hand_rects(3)[0].h == lay.hand_h


def test_a_special_cards_name_on_a_hand_card_is_whole_or_left_off_never_cut() -> None:
    """A hand at the 3-seat limit (7) at 1280×720: every special card's name is drawn on its
    face in full words, never cut with '…'; a name is left off (the zoom and the emblem say
    it) only when it does not fit the band beside the crew badge at 12 px even on one line
    narrowed to 80 %."""
    from scenes.jolly_roger import cardtext as CT

    pygame.init()
    P.set_window((1280, 720))
    lay = Layout((1280, 720), 3, 0, None)
    h = lay.hand_rects(HAND_LIMITS[3])[0].h
    art = CardArt(CAT)
    drawn: list[str] = []
    real = P.text
    P.text = lambda words, *a, **k: drawn.append(words) or real(words, *a, **k)  # type: ignore
    shown, left_off = set(), set()
    try:
        for card in range(len(CAT.category)):
            key = CAT.special[card] if CAT.category[card] == "crew" else None
            if not key or key in ("captain", "quartermaster"):
                continue
            drawn.clear()
            art.face(card, h)
            name = CT.special_name(key)
            assert not any("…" in w or "..." in w for w in drawn), drawn
            if all(w in " ".join(drawn).split() for w in name.split()):
                shown.add(name)
            else:
                left_off.add(name)
    finally:
        P.text = real  # type: ignore[assignment]
    w = round(h / RATIO)
    room = w - 2 * max(2, w // 30) - round(w * 0.3)
    assert len(shown) >= 8, shown
    for name in left_off:   # not even on one line narrowed to 80 %
        assert P.font(0, True).size(name)[0] * P.CONDENSED > room, name


def test_the_hand_is_sorted_by_kind_and_value() -> None:
    crew = [c for c in range(len(CAT.category)) if CAT.category[c] == "crew"]
    plain = [c for c in crew if not CAT.special[c] and not CAT.multi[c]]
    multi = [c for c in crew if CAT.multi[c]]
    special = [c for c in crew if CAT.special[c]]
    dealt = [special[0], plain[-1], multi[0], plain[0], plain[len(plain) // 2]]
    out = sorted_hand(CAT, dealt)
    assert sorted(out) == sorted(dealt)
    kinds = [2 if CAT.special[c] else 1 if CAT.multi[c] else 0 for c in out]
    assert kinds == sorted(kinds)
    keys = [(next(i for i, v in enumerate(CAT.skills[c]) if v),
             max(CAT.skills[c])) for c in out if kinds[out.index(c)] == 0]
    assert keys == sorted(keys)


@pytest.mark.parametrize("sort", [True, False])
def test_the_table_sorts_the_hand_unless_the_player_keeps_the_dealt_order(sort: bool) -> None:
    app = scene_app("table", size=(1280, 720), seats=3)
    app.settings.sort_hand = sort
    app.step(16, [])
    table = app.top
    shown = [s.card for s in sorted((s for s in table.frame.sprites if s.zone == "hand"),
                                    key=lambda s: s.rect.x)]
    hand = list(table.now.view.hand)
    assert shown[: len(hand)] == (sorted_hand(CAT, hand) if sort else hand)


# --- the zoom, the owner's mark, the sabers, the ship's menu ---------------------------------


def test_the_zoom_opens_beside_its_card_inside_the_area() -> None:
    R = pygame.Rect
    area = R(0, 0, 1000, 700)
    for near in (R(500, 600, 100, 90), R(10, 10, 60, 80), R(900, 300, 80, 100)):
        box = spread.beside(near, (300, 420), area, 12)
        assert area.contains(box) and not box.colliderect(near)
        gap = max(box.left - near.right, near.left - box.right, box.top - near.bottom,
                  near.top - box.bottom)
        assert gap <= 12, (near, box)


def test_the_hover_zoom_on_the_table_sits_next_to_the_hovered_card() -> None:
    app = scene_app("table", size=(1280, 720), seats=6)
    table = app.top
    card = next(s for s in table.frame.sprites if s.zone == "hand" and s.card >= 0)
    boxes: list[pygame.Rect] = []
    from scenes.jolly_roger import hud

    real = hud.draw_zoom
    hud.draw_zoom = lambda *a, **k: boxes.append(real(*a, **k)) or boxes[-1]  # type: ignore
    try:
        pos = (card.rect.x + 6, card.rect.y + card.rect.h // 2)
        for _i in range(3):
            app.step(16, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(0, 0, 0))])
    finally:
        hud.draw_zoom = real  # type: ignore[assignment]
    assert boxes, "no zoom drawn"
    box = boxes[-1]
    assert not box.colliderect(card.rect)
    assert min(abs(box.left - card.rect.right), abs(card.rect.left - box.right),
               abs(card.rect.top - box.bottom)) <= round(12 * table.lay().u) + 1


def test_a_played_card_shows_its_owner_by_shape_as_well_as_colour() -> None:
    """AT2: under every attack card, the owner's colour bar AND the owner's emblem (each seat
    has its own shape, scenes/theme.py), so the mark never depends on colour alone."""
    from scenes import theme as T

    app = scene_app("table", size=(1280, 720), seats=6, seed=3)   # an attack, 4 cards in
    table = app.top
    played = {card: seat for seat, card in table.now.view.attack}
    assert played
    emblems: list[tuple[tuple[int, int, int], tuple[int, int]]] = []
    real = T.draw_emblem
    T.draw_emblem = lambda s, c, centre, *a, **k: emblems.append((tuple(c), centre)) or real(
        s, c, centre, *a, **k)  # type: ignore
    try:
        table.board.forget()
        table.resize(app.size)
        app.step(16, [])
    finally:
        T.draw_emblem = real  # type: ignore[assignment]
    for card, seat in played.items():
        mark = table.frame.marks[f"owner:{card}"]
        colour = tuple(table.session.seats[seat].colour)
        assert any(c == colour and mark.collidepoint(p) for c, p in emblems), (card, seat)


def test_sabers_are_crossed_blades_at_every_size(monkeypatch: pytest.MonkeyPatch) -> None:
    """Small or large, the sabers icon is the same crossed sabres: the game-icons.net picture
    at every size it is drawn (r ≥ 4), and the drawn stand-in (no picture file) two crossed
    strokes (it used to turn into a triangle under r = 8): nothing at the bottom middle, ink
    at the crossing and the tips."""
    from scenes.kit import icons

    drawn: list[str] = []
    real = icons.draw
    monkeypatch.setattr(icons, "draw", lambda s, key, *a, **k: drawn.append(key) or real(
        s, key, *a, **k))
    for r in (4, 5, 7, 12, 30):
        P.skill_icon(pygame.Surface((4 * r, 4 * r), pygame.SRCALPHA), "sabers", (2 * r, 2 * r), r)
    assert drawn == ["crew.sabers"] * 5
    monkeypatch.setattr(icons, "available", lambda key: False)
    for r in (5, 7, 12):
        s = pygame.Surface((4 * r, 4 * r), pygame.SRCALPHA)
        c = (2 * r, 2 * r)
        P.skill_icon(s, "sabers", c, r)
        assert s.get_at(c).a > 0
        assert s.get_at((c[0], c[1] + round(0.8 * r))).a == 0, r   # a triangle's base
        assert s.get_at((c[0] - round(0.7 * r), c[1] - round(0.7 * r))).a > 0
        assert s.get_at((c[0] + round(0.7 * r), c[1] - round(0.7 * r))).a > 0


@pytest.mark.parametrize("size", [(1280, 720), (1024, 768)])
def test_the_ship_menu_keeps_its_key_hint_inside_its_box(size: tuple[int, int]) -> None:
    """Not over the table's log at the bottom right."""
    placed: list[pygame.Rect] = []
    real = drawing.text

    def spy(surface, words, *a, **k):  # type: ignore[no-untyped-def]
        rect = real(surface, words, *a, **k)
        if words == "Esc goes back to the table":
            placed.append(rect)
        return rect

    import scenes.pause as pause

    pause.text = spy  # type: ignore[attr-defined]
    try:
        app = scene_app("pause", size=size, seats=6)
    finally:
        pause.text = real  # type: ignore[attr-defined]
    menu = app.top
    table = next(scene for scene in app.stack if hasattr(scene, "lay"))
    log = table.lay().log
    assert placed and all(menu.box.contains(r) for r in placed)
    assert log is None or not any(r.colliderect(log) for r in placed)
