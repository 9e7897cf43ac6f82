"""What every table's headless UI tests share (SDL dummy driver): `Hands`, a player driving
the app by events only — clicks, drags and keys at the places the table drew, with a check
run after every frame (the face checks) — a table opened for a session of seats
(`make_table`), and the AI fast-forwarded to each human decision (`human_turns`). A table's
tests subclass `Hands` with the gestures of its own commands (`perform`)."""

from __future__ import annotations

import os
from collections.abc import Collection, Iterator
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.core.session import HUMAN, GameSession, SeatConfig  # noqa: E402
from scenes.app import register_scenes  # noqa: E402
from scenes.kit.table_shell import FRESH_BUTTON_MS  # noqa: E402
from scenes.manager import App  # noqa: E402
from scenes.settings_store import Settings  # noqa: E402

NAMES = ["Anna", "Ben", "Cleo", "Dan", "Edda", "Finn", "Greta", "Hugo", "Ida", "Jon"]


class Hands:
    """Drives the app by events only, at the places the table scene (`scene`) drew."""

    scene: type = object   # the table's scene class

    def __init__(self, app: App) -> None:
        self.app = app
        self.errors: list[str] = []
        self.faces: list[int] = []  # card faces drawn in the current frame
        self.on_faces: list[Any] = []  # checks run after every frame
        self.turn = 0
        self.curtains = 0  # the curtains `frames` lifted
        app.listeners.append(self._listen)

    def _listen(self, kind: str, data: Any) -> None:
        if kind == "card_face":
            self.faces.append(data)
        elif kind == "rule_error":
            self.errors.append(data)

    def frame(self, *events: Any, ms: int = 16) -> None:
        self.faces = []
        self.app.step(ms, list(events))
        for check in self.on_faces:
            check(self.faces)

    @property
    def table(self) -> Any:
        return [s for s in self.app.stack if isinstance(s, self.scene)][-1]

    def where(self, what: str) -> tuple[int, int]:
        pos = self.table.point_of(what)
        assert pos is not None, f"{what} is not on screen; buttons: {self.table.button_keys()}"
        return pos

    def click(self, what: str | tuple[int, int]) -> None:
        """The pointer moved to `what`, resting there as long as a hand takes to aim (a button
        that has just appeared ignores a faster click, FRESH_BUTTON_MS), and a click."""
        pos = self.where(what) if isinstance(what, str) else what
        self.frame(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                   pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                   ms=FRESH_BUTTON_MS)
        self.frame(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))

    def drag(self, card: int, target: str) -> None:
        """Card `card` picked up, carried over `target` (lit as a drop there) and let go."""
        a = self.where(f"card:{card}")
        self.frame(
            pygame.event.Event(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1),
        )
        b = self.where(target)
        mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
        self.frame(pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0)))
        assert self.table.drag is not None, f"card {card} was not picked up"
        assert target in self.table.frame.targets
        self.frame(pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(1, 1), buttons=(1, 0, 0)))
        self.frame(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))

    def key(self, key: int, mod: int = 0) -> None:
        self.frame(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))

    def tab_to(self, focus: str) -> None:
        """Tab until `focus` has the keyboard focus."""
        for _ in range(80):
            if self.table.focus == focus:
                return
            self.key(pygame.K_TAB)
        raise AssertionError(f"Tab never reached {focus}: {self.table.focusables()}")

    def press(self, focus: str) -> None:
        self.tab_to(focus)
        self.key(pygame.K_RETURN)

    def use(self, what: str, style: str) -> None:
        """A button or target, by mouse or by keys."""
        if style == "keys":
            self.press(what)
        else:
            self.click(what)

    def pass_curtain(self) -> bool:
        """The curtain is up: no hand is visible under it; a click on its button lifts it, and
        the table shows the named human's hand. False when no curtain is up."""
        top, session = self.app.top, self.app.session
        if type(top).__name__ != "CurtainScene":
            return False
        assert session is not None and not session.hand_visible()
        self.click(top.ready.rect.center)  # type: ignore[attr-defined]
        assert self.app.top is self.table and session.hand_visible()
        return True

    def frames(self, limit: int, ai_first: bool = False) -> Iterator[None]:
        """The game frame by frame (the AI seats fast-forwarded before each when `ai_first`)
        until it is over or `limit` frames: each curtain lifted as a player lifts it
        (`pass_curtain`, counted in `curtains`); yields after every other frame."""
        session = self.app.session
        assert session is not None
        for _ in range(limit):
            if ai_first:
                session.run_ai()
            self.frame()
            if session.over:
                return
            if self.pass_curtain():
                self.curtains += 1
                continue
            yield


def hover_tips(app: App, player: Hands, once_per_kind: bool = False) -> dict[str, str]:
    """Rest the pointer on every marker the table drew with words (a "tip:…" target; one of
    each kind with `once_per_kind`), on a part of it no later marker covers: the tooltip
    shows only once the pointer has rested, inside the window. {marker: its words}."""
    from scenes.kit.table_shell import TIP_DELAY_MS

    shown: list[str] = []
    app.listeners.append(lambda kind, data: shown.append(data) if kind == "tooltip" else None)
    table = player.table
    names = list(table.frame.targets)
    out: dict[str, str] = {}
    kinds: set[str] = set()
    for i, name in enumerate(names):
        kind = name.removeprefix("tip:").split(":")[0]
        if not name.startswith("tip:") or not table.tip_words(name) or (
                once_per_kind and kind in kinds):
            continue
        kinds.add(kind)
        rect = table.frame.targets[name]
        later = [table.frame.targets[n] for n in names[i + 1:] if n.startswith("tip:")]
        pos = next(((x, y) for x in range(rect.x + 1, rect.right, 3)
                    for y in range(rect.y + 1, rect.bottom, 3)
                    if not any(r.collidepoint(x, y) for r in later)), rect.center)
        shown.clear()
        player.frame(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                        buttons=(0, 0, 0)))
        assert name not in shown, f"{name}: a tooltip before the pointer rested"
        for _ in range(TIP_DELAY_MS // 16 + 2):
            player.frame()
        assert name in shown, f"no tooltip for {name}"
        assert app.screen.get_rect().contains(table.tip_box), name
        out[name] = table.tip_words(name)
        assert out[name].endswith("."), (name, out[name])
    return out


def make_table(hands: type[Hands], game_id: str, kinds: list[str], seed: int,
               size: tuple[int, int] = (1280, 720), speed: float = 0, ai_delay: int = 0,
               options: dict[str, Any] | None = None) -> tuple[App, GameSession, Any]:
    """A session of `kinds` (HUMAN or an AI level) at table `game_id`, its table open in a
    headless app of `size`, and the hands that play it (one frame drawn)."""
    from scenes import theme as T

    settings = Settings(window_size=size, animation_speed=speed, ai_delay_ms=ai_delay)
    register_scenes()   # the table opens the curtain, the results and the menu by name
    app = App(settings, headless=True)
    seats = [SeatConfig(NAMES[i], k, T.seat_colour(i)) for i, k in enumerate(kinds)]
    session = GameSession(seats, game_id=game_id, seed=seed, options=options or {})
    app.session = session
    app.go("table")
    player = hands(app)
    player.frame()
    return app, session, player


def human_turns(session: GameSession, player: Hands, limit: int = 5000) -> Iterator[Any]:
    """Fast-forward the AI seats; yield each prompt a human must answer, until the end."""
    for _ in range(limit):
        session.run_ai()
        player.frame()
        if session.over:
            return
        p = session.prompt()
        if session.seats[p.seat].human:
            yield p
    raise AssertionError("the game did not end")


def no_hidden_faces(session: GameSession, public: Any, private: Any,
                    always: Collection[int] = ()) -> Any:
    """A check for every frame: each card face drawn is one the screen may show now — the
    viewer's view's `card_ids()` while their hand may be shown, else only what is public
    (`public(game)`: anyone may be looking), and `always`; never a card of another seat's
    `private(view)` that is not public. The viewer's own private cards drawn gather in the
    check's `seen_own`."""
    seen_own: list[int] = []

    def check(faces: list[int]) -> None:
        real = set(faces)
        game = session.game
        known = public(game)
        shown = session.viewer if session.hand_visible() else None
        allowed = known | set(always) | (set(game.view(shown).card_ids())
                                         if shown is not None else set())
        assert real <= allowed, f"frame drew {sorted(real - allowed)} (viewer {shown})"
        for seat in range(session.n):
            drawn = private(game.view(seat)) & real
            if seat == shown:
                seen_own.extend(drawn)
                continue
            assert drawn <= known, f"frame drew {sorted(drawn - known)} of seat {seat}"

    check.seen_own = seen_own  # type: ignore[attr-defined]
    return check


def busy_table(game_id: str, size: tuple[int, int], seats: int) -> tuple[App, Any]:
    """The table at a busy moment of a random-level game (seat 0 on screen), drawn once."""
    from scenes.screenshot import busy_session

    app = App(Settings(window_size=size, animation_speed=0, ai_delay_ms=10**9), headless=True)
    register_scenes()
    app.session = busy_session(seats, seed=3, game_id=game_id, max_steps=400, level="random")
    assert not app.session.over
    app.go("table")
    app.step(16, [])
    return app, app.top


def everything_on_screen(table: Any, size: tuple[int, int]) -> None:
    """Every rect of the layout, card, button and target lies inside the window; the seat
    panels overlap neither each other nor the middle; the hand stays in its area."""
    screen = pygame.Rect((0, 0), size)
    lay = table.lay()
    rects = (lay.all_rects() + [s.rect for s in table.frame.sprites]
             + [r for _s, r in table.buttons] + list(table.frame.targets.values()))
    for r in rects:
        assert screen.contains(r), f"{r} is off the {size} screen"
    panels = list(lay.seats.values())
    for i, a in enumerate(panels):
        assert not a.colliderect(lay.middle)
        for b in panels[i + 1:]:
            assert not a.colliderect(b)
    hand = [s.rect for s in table.frame.sprites if s.zone == "hand"]
    assert all(lay.hand.contains(r) for r in hand)


#: the smallest text on a table at 1024×768 and up (issue 16)
FLOOR = 12


def probed(**kwargs: object) -> tuple[object, Any]:
    """A scene drawn (scenes.screenshot.scene_app) with the overflow probe on, floor 12 px."""
    from scenes import drawing
    from scenes.screenshot import scene_app

    drawing.probe = probe = drawing.OverflowProbe(floor=FLOOR)
    try:
        app = scene_app(**kwargs)  # type: ignore[arg-type]
    finally:
        drawing.probe = None
    return app, probe


# --- what several tables' scene tests check alike ----------------------------------------------

def open_help(scene: type, cat: Any, size: tuple[int, int], section: int) -> Any:
    """A table's rules & cards scene at `section`, open in a headless app of `size`."""
    from scenes.app import build_app

    app = build_app(Settings(window_size=size, animation_speed=0, language="en"), headless=True)
    book = scene(app, cat, section)
    app.push(book)
    app.step(16, [])
    return book


def copies_the_rulebook(text: str, rulebook: Any) -> bool:
    """Whether `text` holds a run of eight words of the rulebook's text file `rulebook` (a
    Path): a help must be in our own words."""
    import re

    theirs = re.findall(r"\w+", rulebook.read_text(encoding="utf-8", errors="replace").lower())
    grams = {" ".join(theirs[i:i + 8]) for i in range(len(theirs) - 7)}
    ours = re.findall(r"\w+", text.lower())
    return any(" ".join(ours[i:i + 8]) in grams for i in range(len(ours) - 7))


def seat_0_decisions(game_id: str, names: list[str], size: tuple[int, int], seed: int,
                     bot_seed: int) -> Iterator[tuple[App, GameSession, Any]]:
    """A whole game at the table (AI seats "medium", the human seat 0 played by the random
    level), with nothing drawn but what the test draws: yields (app, session, prompt) at each
    of seat 0's decisions, then plays the move."""
    from scenes import theme as T

    configs = [SeatConfig(names[i], "medium", T.seat_colour(i)) for i in range(len(names))]
    configs[0].kind = HUMAN
    session = GameSession(configs, game_id=game_id, seed=seed)
    app = App(Settings(window_size=size, animation_speed=0, ai_delay_ms=10**9), headless=True)
    app.session = session
    register_scenes()
    app.go("table")
    bot = session.rulebook.make_bot("random", bot_seed)
    for _step in range(3000):
        p = session.prompt()
        if p is None:
            return
        if p.seat == 0:
            yield app, session, p
            session.submit(bot.act(session.game.view(0), p))
        else:
            session.run_ai(limit=1)


def misfits_of_a_frame(app: App) -> list[Any]:
    """One frame drawn with the overflow probe on: the words out of their boxes."""
    from scenes import drawing

    drawing.probe = probe = drawing.OverflowProbe()
    try:
        app.step(16, [])
    finally:
        drawing.probe = None
    return list(probe.misfits)


def results_shown(app: App, session: GameSession, player: Hands,
                  frames: int) -> tuple[Any, list[Any]]:
    """The game played out by its AI seats, then `frames` frames: the results scene lists
    every seat best first, the winners marked. Returns the final view and the rows."""
    session.run_ai()
    for _ in range(frames):
        player.frame()
    assert type(app.top).__name__ == "ResultsScene"
    view = session.game.view(0)
    assert view.over and view.winners
    rows = app.top.rows  # type: ignore[attr-defined]
    assert [r.score for r in rows] == sorted((r.score for r in rows), reverse=True)
    assert {r.seat for r in rows if r.winner} == set(view.winners)
    return view, rows


def replay_to_the_end(app: App, session: GameSession, most: int) -> tuple[Any, list[int]]:
    """The finished game's replay opened and stepped to its end with the Right key (in fewer
    than `most` steps; the game rebuilt over), then Tab: the next seat's hand at the bottom.
    Returns the viewer and the card faces drawn since it opened."""
    viewer: Any = app.go("replay", session.rulebook, list(session.game.events))
    faces: list[int] = []
    app.listeners.append(lambda kind, data: faces.append(data) if kind == "card_face" else None)
    app.step(16, [])
    steps = 0
    while viewer.at < len(viewer.stops) - 1:
        app.step(16, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="",
                                         scancode=0)])
        steps += 1
        assert steps < most
    assert viewer.game().over
    app.step(16, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="",
                                     scancode=0)])
    assert viewer.bottom == 1
    return viewer, faces


def screenshot_writes(game_id: str, seats: int, scene: str, out: Any) -> None:
    """`jolly-roger screenshot --game ID --seats N --seed 2 [--scene …]` writes a 1280×720 PNG
    of that scene at `out` (a Path)."""
    from scenes import screenshot

    args = ["--game", game_id, "--seats", str(seats), "--seed", "2", "--out", str(out)]
    assert screenshot.main(args + (["--scene", scene] if scene != "table" else [])) == 0
    assert pygame.image.load(str(out)).get_size() == (1280, 720)
