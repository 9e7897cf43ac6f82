"""The monkey: the whole app driven by random input, to prove that no click, drag, key or
window change makes it crash.

    .venv/bin/python tools/monkey.py --seeds 20 --steps 20000    # the long run
    .venv/bin/python tools/monkey.py --seed 7 --steps 3000 --shots /tmp/monkey

(It needs pygame-ce: use the project's .venv, made by the first `python3 play.py` or
`python3 run_tests.py`; on Windows `.venv\\Scripts\\python`.)

Every seed starts the real app (title scene, headless: SDL's dummy video and audio drivers,
its own empty JOLLY_ROGER_HOME) and feeds it random input, one frame after another:
clicks on what the scene shows (buttons, cards, seats, stacks) or anywhere, right clicks,
drags from one such place to another, the wheel, keys (Esc, Enter, Space, Tab, arrows,
F1, F11, Ctrl+Z, letters, digits), typed text, window resizes, and time passing from 0 to
3 seconds per frame, so the AI seats play on and animations end. The player so made
starts quick games and hot-seat games, changes every setting, opens the rules, replays and
statistics, plays cards, quits, and then the app is started again.

After every frame: the app still has a scene, and when a game is on, the engine's current
decision is one the session knows. Any exception stops the run with the seed, the frame
and the last 40 inputs (and a screenshot with --shots), and the exit code is 1.
CI runs a slice of it (tests/test_monkey.py).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
import traceback
from collections import Counter, deque
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

SIZES = ((1280, 720), (1920, 1080), (800, 600), (1024, 768), (640, 480), (2560, 1440))
#: Searching AI seats and hints play this many iterations, not a time budget, in a monkey run.
MONKEY_ITERATIONS = 24
DTS = (0, 16, 16, 16, 16, 33, 100, 250, 700, 3000)


class Monkey:
    """One seeded run of random input against a fresh app (restarted whenever it quits)."""

    def __init__(self, seed: int, size: tuple[int, int] = (1280, 720)) -> None:
        import pygame

        self.pg = pygame
        self.rng = random.Random(seed)
        self.seed = seed
        self.size = size
        self.history: deque[str] = deque(maxlen=40)
        self.counts: Counter[str] = Counter()
        self.scenes: Counter[str] = Counter()
        self.starts = 0
        self.frames = 0
        self.face_checks = 0  # table frames whose drawn card faces were checked
        self.app: Any = None
        self._start()

    # --- the app ----------------------------------------------------------------------------

    def _start(self) -> None:
        """The title screen with random settings, or (one start in three) straight into
        another scene — the table of a game in progress, a hot-seat curtain, the results,
        a replay — as `jolly-roger screenshot --scene` builds them."""
        from scenes.app import build_app
        from scenes.screenshot import SCENES, scene_app
        from scenes.settings_store import Settings

        rng = self.rng
        lang = rng.choice(("en", "en", "pl", "de"))
        if self.starts and rng.random() < 1 / 3:
            scene = rng.choice(SCENES)
            self.history.append(f"(started at the {scene} scene)")
            self.app = scene_app(scene, lang, self.size, seats=rng.randint(3, 10),
                                 seed=rng.randrange(1000), frames=1)
            self.app.settings.ai_delay_ms = rng.choice((0, 150, 700))
            self.app.settings.animation_speed = rng.choice((0.0, 1.0, 2.0))
        else:
            settings = Settings(window_size=self.size, ai_delay_ms=rng.choice((0, 150, 700)),
                                animation_speed=rng.choice((0.0, 1.0, 2.0)), language=lang,
                                reaction_prompts=rng.choice(("all", "holders")),
                                log_panel=rng.choice(("auto", "open", "closed")))
            self.app = build_app(settings, headless=True)
            if rng.random() < 0.5:   # a returning player: every tutorial offer turned down
                from scenes.tables import playable, scenes_of

                for info in playable():
                    if (tutorial := scenes_of(info.id).tutorial) is not None:
                        tutorial.dismiss(self.app)
        self.starts += 1
        self.app.ai_iterations = MONKEY_ITERATIONS   # the seed alone decides what the AI plays
        if self.app.session is not None:
            self.app.session.iterations = MONKEY_ITERATIONS
        self.app.listeners.append(self._listen)
        self.faces: list[int] = []
        self.app.step(16, [])

    def _listen(self, kind: str, data: Any) -> None:
        if kind == "card_face":
            self.faces.append(data)

    def _frame(self, events: list[Any], dt: int | None = None) -> None:
        app = self.app
        self.faces = []
        session = getattr(app, "session", None)
        if session is not None:
            session.wait_for_thoughts()   # the same run on a fast machine as on a slow one
        app.step(self.rng.choice(DTS) if dt is None else dt, events)
        self.frames += 1
        if app.top is not None:
            self.scenes[type(app.top).__name__] += 1
        self._check()
        if not app.running or not app.stack:
            self.history.append("(the app closed: started again)")
            self.pg.display.quit()
            self._start()

    def _check(self) -> None:
        app = self.app
        assert app.stack or not app.running, "the app runs with no scene"
        session = getattr(app, "session", None)
        if session is not None and not session.over:
            p = session.prompt()
            assert p is not None, "a game that is not over has no decision"
            assert 0 <= p.seat < len(session.seats), f"decision for a seat that is not there: {p}"
            if type(app.top).__name__ in TABLES and self.faces:
                self._check_faces(session)

    def _check_faces(self, session: Any) -> None:
        """DA8 on the screen: every card face the table drew this frame is one the seat
        whose hand is shown may see; with no hand shown (a curtain, an AI turn in hot seat),
        one every seat may see."""
        game = session.game
        self.face_checks += 1
        if session.hand_visible():
            allowed = game.view(session.viewer).card_ids()
        else:
            allowed = set.intersection(*(game.view(i).card_ids() for i in range(game.n)))
        shown = set(self.faces) - allowed - session.rulebook.open_faces
        whom = f"seat {session.viewer}" if session.hand_visible() else "everyone"
        assert not shown, f"cards {sorted(shown)} drawn face up, hidden from {whom}"

    # --- where to click ---------------------------------------------------------------------

    def hotspots(self) -> list[tuple[str, tuple[int, int]]]:
        """Places worth a click in what the top scene shows: its widgets, and at the table its
        buttons, cards and drop targets."""
        top = self.app.top
        out: list[tuple[str, tuple[int, int]]] = []
        ui = getattr(top, "ui", None)
        for w in getattr(ui, "widgets", ()):
            if getattr(w, "live", True):
                out.append((f"widget:{getattr(w, 'name', '?')}", w.rect.center))
        frame = getattr(top, "frame", None)
        if frame is not None:
            for name, rect in getattr(frame, "targets", {}).items():
                out.append((f"target:{name}", rect.center))
            for sp in getattr(frame, "sprites", ()):
                if getattr(sp, "zone", "") != "ghost":
                    r = sp.rect
                    pos = (r.x + self.rng.randrange(max(1, r.w)),
                           r.y + self.rng.randrange(max(1, r.h)))
                    out.append((f"card:{getattr(sp, 'card', '?')}", pos))
        for b in getattr(top, "buttons", ()):
            spec, rect = b if isinstance(b, tuple) else (b, getattr(b, "rect", None))
            if rect is not None:
                out.append((f"button:{getattr(spec, 'key', getattr(spec, 'name', '?'))}",
                            rect.center))
        return out

    def _point(self) -> tuple[str, tuple[int, int]]:
        spots = self.hotspots()
        if self.rng.random() < 0.9:  # quitting is allowed, but not so often that a game
            spots = [x for x in spots if x[0] != "widget:quit"]  # never gets far
        if spots and self.rng.random() < 0.8:
            return self.rng.choice(spots)
        w, h = self.app.size
        return "anywhere", (self.rng.randrange(w), self.rng.randrange(h))

    # --- the moves --------------------------------------------------------------------------

    def _mouse(self, kind: int, pos: tuple[int, int], **kw: Any) -> Any:
        return self.pg.event.Event(kind, pos=pos, **kw)

    def click(self) -> None:
        name, pos = self._point()
        button = 1 if self.rng.random() < 0.9 else 3
        self.history.append(f"click {button} {name} {pos}")
        pg = self.pg
        self._frame([self._mouse(pg.MOUSEMOTION, pos, rel=(0, 0), buttons=(0, 0, 0)),
                     self._mouse(pg.MOUSEBUTTONDOWN, pos, button=button)], 16)
        self._frame([self._mouse(pg.MOUSEBUTTONUP, pos, button=button)])

    def drag(self) -> None:
        (a_name, a), (b_name, b) = self._point(), self._point()
        self.history.append(f"drag {a_name} {a} -> {b_name} {b}")
        pg = self.pg
        self._frame([self._mouse(pg.MOUSEMOTION, a, rel=(0, 0), buttons=(0, 0, 0)),
                     self._mouse(pg.MOUSEBUTTONDOWN, a, button=1)], 16)
        steps = self.rng.randint(1, 4)
        for i in range(1, steps + 1):
            p = (a[0] + (b[0] - a[0]) * i // steps, a[1] + (b[1] - a[1]) * i // steps)
            self._frame([self._mouse(pg.MOUSEMOTION, p, rel=(1, 1), buttons=(1, 0, 0))], 16)
        if self.rng.random() < 0.1:  # let go outside the window
            b = (-5, -5)
        self._frame([self._mouse(pg.MOUSEBUTTONUP, b, button=1)])

    def hover(self) -> None:
        name, pos = self._point()
        self.history.append(f"move to {name} {pos}")
        self._frame([self._mouse(self.pg.MOUSEMOTION, pos, rel=(2, 2), buttons=(0, 0, 0))])

    def wheel(self) -> None:
        y = self.rng.choice((-3, -1, 1, 3))
        self.history.append(f"wheel {y}")
        self._frame([self.pg.event.Event(self.pg.MOUSEWHEEL, x=0, y=y, flipped=False,
                                         precise_x=0.0, precise_y=float(y))])

    def key(self) -> None:
        pg = self.pg
        keys = [pg.K_ESCAPE, pg.K_RETURN, pg.K_SPACE, pg.K_TAB, pg.K_LEFT, pg.K_RIGHT, pg.K_UP,
                pg.K_DOWN, pg.K_F1, pg.K_BACKSPACE, pg.K_DELETE, pg.K_HOME, pg.K_END,
                pg.K_PAGEUP, pg.K_PAGEDOWN, pg.K_z, pg.K_a, pg.K_h, pg.K_p, pg.K_l, pg.K_1, pg.K_5]
        k = self.rng.choice(keys)
        if self.rng.random() < 0.01:
            k = pg.K_F11
        mod = self.rng.choice((0, 0, 0, pg.KMOD_SHIFT, pg.KMOD_CTRL))
        # Escape at the title quits: allowed, but not so often that nothing else is reached
        if k == pg.K_ESCAPE and type(self.app.top).__name__ == "TitleScene" and \
                self.rng.random() < 0.9:
            k = pg.K_TAB
        self.history.append(f"key {pg.key.name(k)} mod={mod}")
        uni = pg.key.name(k) if len(pg.key.name(k)) == 1 else ""
        self._frame([pg.event.Event(pg.KEYDOWN, key=k, mod=mod, unicode=uni, scancode=0),
                     pg.event.Event(pg.KEYUP, key=k, mod=mod, unicode=uni, scancode=0)])

    def text(self) -> None:
        words = self.rng.choice(("Anna", "ÄÖÜ ßłść", "x" * 40, " ", "🏴‍☠️", "7"))
        self.history.append(f"text {words!r}")
        self._frame([self.pg.event.Event(self.pg.TEXTINPUT, text=words)])

    def resize(self) -> None:
        size = self.rng.choice(SIZES)
        self.history.append(f"resize {size}")
        pg = self.pg
        self.app.screen = pg.display.set_mode(size, pg.RESIZABLE)
        self._frame([pg.event.Event(pg.VIDEORESIZE, size=size, w=size[0], h=size[1])])

    def wait(self) -> None:
        dt = self.rng.choice((16, 500, 3000))
        self.history.append(f"wait {dt} ms")
        self._frame([], dt)

    def autoplay(self) -> None:
        """A human seat's decision made at once (a random legal command, submitted as the
        table submits what the player built): random clicks alone seldom finish a game, and
        the end of a game, the loot and the results are places to click too."""
        session = getattr(self.app, "session", None)
        if session is None or session.over or type(self.app.top).__name__ != "TableScene":
            return self.wait()
        p = session.prompt()
        if p is None or not session.seats[p.seat].human:
            return self.wait()
        bot = session.rulebook.make_bot("random", self.rng.randrange(10**6))   # its own table's
        cmd = bot.act(session.game.view(p.seat), p)
        self.history.append(f"autoplay {cmd}")
        session.submit(cmd)
        self._frame([])

    def quit_window(self) -> None:
        self.history.append("window closed")
        self._frame([self.pg.event.Event(self.pg.QUIT)])

    MOVES: tuple[tuple[str, float], ...] = (
        ("click", 50), ("drag", 12), ("hover", 6), ("wheel", 3), ("key", 15), ("text", 2),
        ("resize", 0.6), ("wait", 10), ("autoplay", 8), ("quit_window", 0.05))

    def step(self) -> None:
        names = [m for m, _w in self.MOVES]
        weights = [w for _m, w in self.MOVES]
        move = self.rng.choices(names, weights)[0]
        self.counts[move] += 1
        getattr(self, move)()


#: the scenes that draw a game's table (a guided first game is one too)
TABLES = ("TableScene", "TutorialScene")


def run(seed: int, steps: int, size: tuple[int, int] = (1280, 720),
        shots: str | None = None, say: Callable[[str], None] | None = None) -> Monkey:
    """One seed; raises AssertionError (with the seed, frame and last inputs) on a crash."""
    from scenes import launch

    monkey = Monkey(seed, size)
    deals = random.Random(seed ^ 0xDEA1)
    chosen = launch.new_seed
    launch.new_seed = lambda: deals.randrange(1, 1_000_000)   # the seed alone decides the deals
    try:
        for _ in range(steps):   # (each app the monkey starts fixes the AI's iterations)
            monkey.step()
    except Exception as exc:
        if shots:
            os.makedirs(shots, exist_ok=True)
            with_name = os.path.join(shots, f"monkey-{seed}-{monkey.frames}.png")
            monkey.pg.image.save(monkey.app.screen, with_name)
        trail = "\n  ".join(monkey.history)
        raise AssertionError(
            f"seed {seed}, frame {monkey.frames}, scene {type(monkey.app.top).__name__}: "
            f"{type(exc).__name__}: {exc}\nlast inputs:\n  {trail}\n"
            + "".join(traceback.format_exception(exc))) from exc
    finally:
        launch.new_seed = chosen
    if say:
        say(f"seed {seed}: {steps} moves, {monkey.frames} frames ({monkey.face_checks} with "
            f"their card faces checked), {monkey.starts} app starts; "
            f"scenes {dict(monkey.scenes.most_common())}")
    return monkey


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seeds", type=int, default=5, help="how many seeds (from --seed on)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--steps", type=int, default=5000, help="random moves per seed")
    ap.add_argument("--size", default="1280x720")
    ap.add_argument("--shots", default=None, help="save a screenshot here on a crash")
    a = ap.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    home = tempfile.mkdtemp(prefix="jolly-roger-monkey-")
    os.environ["JOLLY_ROGER_HOME"] = home
    w, h = (int(x) for x in a.size.split("x"))
    t0 = time.perf_counter()
    frames = 0
    failed = 0
    for seed in range(a.seed, a.seed + a.seeds):
        try:
            frames += run(seed, a.steps, (w, h), a.shots, print).frames
        except AssertionError as err:
            failed += 1
            print(err, file=sys.stderr)
    print(f"monkey: {a.seeds} seeds x {a.steps} moves, {frames} frames in "
          f"{time.perf_counter() - t0:.0f} s; crashes {failed}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
