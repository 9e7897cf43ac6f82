"""What every tutorial's headless tests share: the coach table on top (`scene`), frames until
the story waits for the player (`settle`), the check that the coach mark is on screen beside
what it points at and not over it (`check_coach`), a step's gesture made by a player's
inputs (`gesture`), and the whole story played so (`play_through`)."""

from __future__ import annotations

from typing import Any

from game.core.tutorial import Gesture
from scenes.kit.tutorial import CoachTable
from scenes.manager import App


def scene(app: App) -> Any:
    top = app.top
    assert isinstance(top, CoachTable), top
    return top


def settle(app: App, player: Any) -> Any:
    """Frames until the story waits for the player (a note or their move)."""
    for _ in range(400):
        st = scene(app).step()
        player.frame()
        if st is None or st.kind != "ai":
            return scene(app).step()
    raise AssertionError(f"the rivals never reached the player's turn: {scene(app).step()}")


def check_coach(app: App) -> None:
    """The coach mark is on screen, and what it points at is on screen and not under it."""
    s = scene(app)
    screen = app.screen.get_rect()
    box = s.coach_box
    assert box is not None and screen.contains(box), f"coach box {box} off {screen}"
    st = s.step()
    assert st is not None
    aim, drop = s.pointing(st)
    rect = s.rect_of(aim)
    assert rect is not None, f"step {s.at}: the coach points at {aim}, which is not drawn"
    assert s.pointed == aim, (s.at, s.pointed, aim)
    assert screen.contains(rect), f"{aim} at {rect} is off the screen"
    assert not rect.colliderect(box), f"step {s.at}: the coach box covers {aim}"
    if aim.startswith("card:"):
        assert s.point_of(aim) is not None, f"{aim} is covered by other cards"
    if drop:
        where = s.rect_of(drop)
        assert where is not None and not where.colliderect(box), f"the coach covers {drop}"
    for _spec, r in s.coach_buttons:
        assert box.contains(r)


def gesture(player: Any, g: Gesture, keys: bool = False) -> None:
    """A drag, a card picked, or a click — a button by Tab and Enter when `keys`."""
    if g.how == "drag":
        player.drag(g.card, g.target)
    elif g.how == "select":
        player.click(f"card:{g.card}")
    elif keys and g.target.startswith("button:"):
        player.press(g.target)
    else:
        player.click(g.target)


def play_through(app: App, player: Any, keys: bool = False) -> int:
    """Every step by the player's own inputs (the buttons by keys when `keys`); returns how
    many coach marks were checked."""
    for_steps = len(scene(app).story.steps) + 10
    checked = 0
    for _ in range(for_steps):
        st = settle(app, player)
        if st is None:
            return checked
        if st.kind == "note":
            check_coach(app)
            checked += 1
            gesture(player, Gesture("click", "button:coach:next"), keys)
            continue
        for g in st.gestures:
            check_coach(app)
            checked += 1
            gesture(player, g, keys)
            player.frame()   # a dropped card lands before the coach points on
    raise AssertionError("the tutorial did not end")


def tell_by_inputs(app: App, player: Any, keys: bool = False) -> Any:
    """The whole story by the player's inputs, the overflow probe on: told to its end on the
    script, a coach mark checked at every note and gesture, nothing refused, every line in
    its box, the rivals never off the script, the end remembered. Returns the coach table."""
    from scenes import drawing

    drawing.probe = probe = drawing.OverflowProbe()
    try:
        checked = play_through(app, player, keys)
    finally:
        drawing.probe = None
    s = scene(app)
    assert s.finished and not s.off_script
    assert checked >= len([st for st in s.story.steps if st.kind != "ai"])
    assert not player.errors, player.errors
    assert not probe.misfits, sorted(set(probe.misfits))[:6]
    assert all(bot.unforeseen == 0 for bot in s.session.bots.values())
    assert s.store.load().completed
    return s
