"""The scene manager: a stack of scenes over one window, and the main loop.

A scene draws itself and reacts to events; the top scene of the stack is the live one
(a help or settings scene can sit over the table without ending the game). Scenes change
game state only through the `GameSession` (`app.session`), never by themselves.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from scenes import routes, settings_store
from scenes.settings_store import Settings

if TYPE_CHECKING:
    import pygame

    from game.core.session import GameSession


class Scene:
    """Base class of every scene. Override what you need; the defaults do nothing."""

    #: draw the scene below this one first (overlays such as help or a dialog)
    overlay: bool = False
    #: the name this scene class is registered under (`@route`, scenes/routes.py)
    route: str = ""

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """The scene became the top of the stack."""

    def leave(self) -> None:
        """The scene stops being the top of the stack (popped or covered)."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """One pygame event (mouse, keys, window). QUIT is handled by the app."""

    def update(self, dt_ms: int) -> None:
        """Advance animations and timers by dt_ms."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene on `surface` (the window)."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: lay out again."""


class App:
    """The window, the scene stack and the main loop. `App(headless=True)` runs with the
    dummy video driver for tests; `step()` runs one frame so tests can drive it."""

    def __init__(self, settings: Settings | None = None, *, headless: bool = False) -> None:
        import os

        if headless:
            os.environ["SDL_VIDEODRIVER"] = "dummy"
            os.environ["SDL_AUDIODRIVER"] = "dummy"
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        import pygame

        self.pg = pygame
        # Not pygame.init(): it would open the sound card too, with stderr open, and alsa-lib
        # prints a screenful where there is none. The mixer is opened quietly by scenes.audio.
        pygame.display.init()
        pygame.font.init()
        self.settings = settings or Settings()
        flags = pygame.RESIZABLE | (pygame.FULLSCREEN if self.settings.fullscreen else 0)
        self.window = pygame.display.set_mode(self.settings.window_size, flags)
        self.screen = self.window   # what scenes draw on (`scale_ui`: a canvas of its own)
        self.ui_scale = 1.0
        pygame.display.set_caption("Jolly Roger")
        self.clock = pygame.time.Clock()
        self.stack: list[Scene] = []
        self.session: GameSession | None = None
        #: the searching AI levels' fixed budget in the games this app starts or continues
        #: (GameSession.iterations: the monkey's reproducible runs); None: their clocks
        self.ai_iterations: int | None = None
        self.running = True
        self.ticks_ms = 0           # the app's own clock: tests advance it by hand
        self.listeners: list[Callable[[str, Any], None]] = []  # (kind, data): sounds, tests
        self.tickers: list[Callable[[int], None]] = []  # called each frame with dt_ms: music
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        # Keys that work over every scene (F1: rules & cards, F11: fullscreen), registered by
        # scenes.app.build_app. Added with the menu scenes: a key here never reaches the scene.
        self.hotkeys: dict[int, Callable[[], None]] = {}
        # App-wide notices (a repaired save, a setting that fell back): (words, shown until)
        self.notices: list[tuple[str, int]] = []
        from dataclasses import asdict

        self._stored_settings = asdict(self.settings)
        self.scale_ui()

    # --- the stack ------------------------------------------------------------------------

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        if self.top is not None:
            self.top.leave()
        self.stack.append(scene)
        from scenes import drawing

        drawing.set_window(self.size)   # (a test may have set the window by hand)
        scene.resize(self.size)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.leave()
        if self.top is not None:
            self.top.resize(self.size)
            self.top.enter()
        return scene

    def replace(self, scene: Scene) -> None:
        while self.stack:
            self.stack.pop().leave()
        self.push(scene)

    def go(self, name: str, *args: Any, replace: bool = False, **kwargs: Any) -> Scene:
        """Open the scene registered as `name` (scenes/routes.py) over the current one, or with
        `replace` as the only one. `args` and `kwargs` go to its factory after the app."""
        scene: Scene = routes.make(name, self, *args, **kwargs)
        scene.route = name   # the route it came from (a factory may make any scene class)
        if replace:
            self.replace(scene)
        else:
            self.push(scene)
        return scene

    # --- helpers for scenes ---------------------------------------------------------------

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        key = (size, bold)
        if key not in self._fonts:
            f = self.pg.font.Font(None, size)
            f.set_bold(bold)
            self._fonts[key] = f
        return self._fonts[key]

    def emit(self, kind: str, data: Any = None) -> None:
        """Tell listeners something happened ("sound", "card_face", …)."""
        for listener in self.listeners:
            listener(kind, data)

    def save_settings(self) -> None:
        """Store the settings if they changed since they were last stored (or loaded)."""
        from dataclasses import asdict

        now = asdict(self.settings)
        if now != self._stored_settings and settings_store.save(self.settings):
            self._stored_settings = now

    def apply_display(self) -> None:
        """Open the window again at the settings' size, or full screen; every scene lays out
        anew."""
        pg = self.pg
        if self.settings.fullscreen:
            self.window = pg.display.set_mode((0, 0), pg.FULLSCREEN)
        else:
            self.window = pg.display.set_mode(self.settings.window_size, pg.RESIZABLE)
        self.screen = self.window
        self.scale_ui()

    # --- the UI scale (issue 17) -------------------------------------------------------------

    SMALLEST = (800, 600)   # the smallest window every scene is laid out for

    def scale_ui(self) -> None:
        """Draw everything `settings.ui_scale` times larger (high-DPI screens): the scenes lay
        out on a canvas of the window's size divided by the scale, shown stretched to the
        window. Never larger than the window holds (the canvas stays at least SMALLEST), so
        every scene keeps the layout it was made and tested for. At 1.0 the scenes draw on
        the window itself. Every scene lays out anew."""
        pg = self.pg
        window = pg.display.get_surface() or self.window
        self.window = window
        w, h = window.get_size()
        scale = min(float(self.settings.ui_scale), self.largest_scale())
        self.ui_scale = scale
        if abs(scale - 1.0) < 0.01:
            self.ui_scale = 1.0
            self.screen = window
        else:
            size = (max(1, round(w / scale)), max(1, round(h / scale)))
            if self.screen is window or self.screen.get_size() != size:
                self.screen = pg.Surface(size).convert()
        self._lay_out()

    def largest_scale(self) -> float:
        """The largest UI scale this window holds: its canvas no smaller than SMALLEST (the
        Settings offer no size above it, issue 28)."""
        w, h = (self.pg.display.get_surface() or self.window).get_size()
        return max(1.0, min(w / self.SMALLEST[0], h / self.SMALLEST[1]))

    def _lay_out(self) -> None:
        """Every scene lays out for the canvas's size; the tables' text floor follows it."""
        from scenes import drawing

        drawing.set_window(self.size)
        for scene in self.stack:
            scene.resize(self.size)

    def _scaled_event(self, event: Any) -> Any:
        """A mouse event with its position on the canvas (the UI scale)."""
        if self.ui_scale == 1.0 or not hasattr(event, "pos"):
            return event
        data = dict(event.dict)
        data["pos"] = (round(event.pos[0] / self.ui_scale), round(event.pos[1] / self.ui_scale))
        if "rel" in data:
            data["rel"] = (round(event.rel[0] / self.ui_scale),
                           round(event.rel[1] / self.ui_scale))
        return self.pg.event.Event(event.type, data)

    def notice(self, words: str, ms: int = 9000) -> None:
        """Show `words` over every scene for `ms` milliseconds (click or a key dismisses)."""
        self.notices.append((words, self.ticks_ms + ms))

    def quit(self) -> None:
        self.running = False

    # --- the loop -------------------------------------------------------------------------

    def step(self, dt_ms: int | None = None, events: list[Any] | None = None) -> None:
        """One frame: events, update, draw. Tests pass dt_ms and synthesized events."""
        pg = self.pg
        if dt_ms is None:
            dt_ms = self.clock.tick(60)
        self.ticks_ms += dt_ms
        for event in pg.event.get() if events is None else events:
            if event.type == pg.QUIT:
                self.quit()
                continue
            if event.type == pg.VIDEORESIZE or event.type == pg.WINDOWSIZECHANGED:
                if self.ui_scale == 1.0 and self.settings.ui_scale == 1.0:
                    self.screen = self.window = pg.display.get_surface() or self.screen
                    self._lay_out()
                else:
                    self.scale_ui()
            event = self._scaled_event(event)
            if self.notices and event.type in (pg.KEYDOWN, pg.MOUSEBUTTONDOWN):
                self._drop_notices()   # the player has read it; the event goes on as usual
            if event.type == pg.KEYDOWN and event.key in self.hotkeys:  # see self.hotkeys
                self.hotkeys[event.key]()
                continue
            if self.top is not None:
                self.top.handle_event(event)
        if self.top is not None:
            self.top.update(dt_ms)
        for ticker in self.tickers:
            ticker(dt_ms)
        self.draw()

    def draw(self) -> None:
        start = len(self.stack) - 1
        while start > 0 and self.stack[start].overlay:
            start -= 1
        if self.notices and self.notices[0][1] <= self.ticks_ms:
            self._drop_notices()
        for scene in self.stack[start:]:
            scene.draw(self.screen)
        if self.notices:
            from scenes.drawing import draw_notice

            draw_notice(self.screen, self.notices[0][0])
        if self.screen is not self.window:   # the UI scale: the canvas, stretched
            self.pg.transform.smoothscale(self.screen, self.window.get_size(), self.window)
        self.pg.display.flip()

    def _drop_notices(self) -> None:
        self.notices.clear()
        for scene in self.stack:     # scenes that paint only what changed: paint it all
            scene.resize(self.size)

    def run(self) -> int:
        while self.running and self.stack:
            self.step()
        self.pg.quit()
        return 0
