"""Issue 15: every marker on the table explains itself — the captain's hat, the
quartermaster's key, the loyal / mutineer badges, the crew numbers, the destination's
requirements, the pile counts, the round — in a tooltip on hover and on keyboard focus, inside
the window and inside its box in every language; and the card glossary shows each entry's
picture, the table's own card face."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
from test_tutorial import open_tutorial, scene, settle  # noqa: E402
from test_ui_table import Player  # noqa: E402

from game.jolly_roger import tutorial as TU  # noqa: E402
from game.jolly_roger.cards import load_catalogue  # noqa: E402
from scenes import drawing  # noqa: E402
from scenes.jolly_roger import markers  # noqa: E402
from scenes.jolly_roger.table import TableScene  # noqa: E402
from scenes.kit.table_shell import TIP_DELAY_MS  # noqa: E402
from scenes.manager import App  # noqa: E402

CAT = load_catalogue()
KINDS = {"captain", "quartermaster", "side", "hand", "crew", "strength", "pile", "stack",
         "ranges", "destination", "round", "buried"}


def story_at(lang: str, note_target: str, plain: bool = False) -> tuple[App, Player]:
    """The tutorial at the note pointing at `note_target` (a moment with those markers);
    `plain`: that game on the ordinary table (no coach mark over any marker)."""
    index = next(i for i, s in enumerate(TU.STEPS) if s.kind == "note" and s.target == note_target)
    app, player = open_tutorial(lang)
    scene(app).fast_forward(index)
    settle(app, player)
    if plain:   # the next move is the player's: nothing moves on the plain table
        app.replace(TableScene(app))
    player.frame()
    return app, player


def hover_every_marker(app: App, player: Player) -> dict[str, str]:
    """Rest the pointer on each marker drawn: {marker: its tooltip's words}."""
    shown: list[str] = []
    app.listeners.append(lambda kind, data: shown.append(data) if kind == "tooltip" else None)
    table = app.top
    assert isinstance(table, TableScene)
    out = {}
    for name, rect in sorted(table.frame.targets.items()):
        if not name.startswith(markers.PREFIX):
            continue
        shown.clear()
        pos = rect.center
        if name.startswith("tip:crew:"):   # the number's corner: the zoom of the card waits
            pos = (rect.x + rect.w // 3, rect.y + rect.h // 3)
        player.frame(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                        buttons=(0, 0, 0)))
        player.frame()
        assert name not in shown, f"{name}: a tooltip before the pointer rested"
        for _ in range(TIP_DELAY_MS // 16 + 2):
            player.frame()
        assert name in shown, f"no tooltip for {name} (shown: {shown})"
        assert app.screen.get_rect().contains(table.tip_box), f"{name}'s tooltip is off screen"
        out[name] = markers.words(name, table.now.view, CAT)
        assert out[name], name
    return out


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_every_marker_shows_its_tooltip_on_hover_and_the_words_fit(lang: str) -> None:
    """In a mutiny (badges, totals) and at the end of the story (buried prizes, a revealed
    course): every kind of marker is drawn, each says something, and nothing overflows."""
    seen: set[str] = set()
    drawing.probe = probe = drawing.OverflowProbe()
    try:
        for target in ("tip:side:3", "tip:buried:0"):
            app, player = story_at(lang, target, plain=True)
            words = hover_every_marker(app, player)
            seen |= {n.removeprefix("tip:").split(":")[0] for n in words}
    finally:
        drawing.probe = None
    assert seen >= KINDS, KINDS - seen
    assert not probe.misfits, sorted(set(probe.misfits))[:6]


def test_the_keyboard_reaches_each_marker_and_its_tooltip_shows() -> None:
    app, player = story_at("en", "tip:side:3")
    table = scene(app)
    shown: list[str] = []
    app.listeners.append(lambda kind, data: shown.append(data) if kind == "tooltip" else None)
    tips = [f for f in table.focusables() if f.startswith("target:tip:")]
    assert {"target:tip:captain", "target:tip:side:3", "target:tip:strength:mutineer"} <= set(tips)
    for _ in range(200):
        if table.focus == "target:tip:side:3":
            break
        player.key(pygame.K_TAB)
    assert table.focus == "target:tip:side:3" and "tip:side:3" in shown
    assert "mutineer" in markers.words("tip:side:3", table.now.view, CAT)


def test_a_marker_names_facts_from_the_view_and_the_catalogue() -> None:
    """The words follow the game: the captain's name, the live mutiny totals, pile sizes."""
    app, player = story_at("en", "tip:side:3")
    view = scene(app).now.view
    assert "Bess" in markers.words("tip:captain", view, CAT)
    assert str(view.mutiny_strength[0]) in markers.words("tip:strength:captain", view, CAT)
    assert str(view.crew_deck_size) in markers.words("tip:pile:crew_deck", view, CAT)
    assert f"Crew {CAT.crew[63]}" in markers.words("tip:crew:63", view, CAT)
    lo, hi = CAT.ranges("fort", view.n)["cannons"]
    assert f"cannons {lo}\u2013{hi}" in markers.words("tip:ranges:fort", view, CAT)
    assert markers.words("tip:nothing", view, CAT) == ""


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_glossary_shows_a_picture_beside_every_entry(lang: str) -> None:
    """Issue 15: each crew group, special card, destination kind and prize kind has its card
    face drawn in the rules & cards pages (scrolled through), and no word overflows."""
    from game.core.i18n import set_language
    from scenes.app import register_scenes
    from scenes.jolly_roger.help import SECTIONS, HelpScene
    from scenes.settings_store import Settings

    set_language(lang)
    register_scenes()
    app = App(Settings(window_size=(1280, 720), language=lang), headless=True)
    drawn: set[int] = set()
    app.listeners.append(lambda kind, data: drawn.add(int(data)) if kind == "glossary_picture"
                         else None)   # (a picture is named by its card's id)
    help_ = HelpScene(app, CAT)
    app.push(help_)
    drawing.probe = probe = drawing.OverflowProbe()
    try:
        for section in range(len(SECTIONS)):
            help_.open(section)
            for _ in range(60):
                app.step(16, [])
                if help_.scroll >= help_.max_scroll:
                    break
                help_.scroll_by(help_.px(300))
            if section in (2, 3):
                assert help_.pictures, f"section {section} has no pictures"
                assert {int(c) for c, _y in help_.pictures} <= drawn
    finally:
        drawing.probe = None
    kinds = {CAT.special[c] for c in drawn if CAT.special[c]}
    assert kinds == set(CAT.special_keys)
    assert {CAT.dest_kind[c] for c in drawn if CAT.category[c] == "destination"} == {
        "fort", "merchant", "settlement", "port", "island"}
    assert {CAT.prize_type[c] for c in drawn if CAT.category[c] == "prize"} == {
        "gold", "rum", "jewels", "hostage"}
    assert not probe.misfits, sorted(set(probe.misfits))[:6]
