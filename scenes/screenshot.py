"""`jolly-roger screenshot [--game ID] --seats N --seed S --size WxH --out FILE.png`: play a
seeded game of AI pirates to a busy moment (in Jolly Roger an attack or a mutiny in progress)
and save the table, headless. For the README picture and for looking at the table without
playing. `--game` picks the table (the registry's default when left out); a table says what a
busy moment is in `scenes/<package>/shots.py` (`busy(view) -> 0 | 1 | 2`).

By default the table is seen from seat 0 (its hand face up; a bot makes its decisions too);
`--spectator` shows it with every hand hidden.

`--scene NAME` renders another scene instead (title, newgame, settings, help, table, curtain,
pause, results, stats, replays, replay, tutorial; `all` writes one PNG of each into the folder
`--out`), and `--lang pl|de|en` draws it in that language: the way to look at every screen in
every language. `--lesson N` (1–11) shows the tutorial at that lesson, where the player first
has something to do; the tutorial's progress file is left alone.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Callable
from typing import Any

from game.core.i18n import _
from scenes.identity import APP_ID

NAMES = ("Anna", "Ben", "Cleo", "Dan", "Edda", "Finn", "Greta", "Hugo", "Ida", "Jon")


def busy_session(seats: int, seed: int, spectator: bool = False, max_steps: int = 4000,
                 game_id: str = "", level: str = "medium") -> Any:
    """A GameSession of `seats` AI pirates (seat 0 watched unless `spectator`) played to a
    busy moment (the table's `busy`; Jolly Roger: a mutiny with cards on both sides, or an
    attack with several crew cards — preferably a later round with prizes on the table) with
    seat 0 to decide. `level`: the AI seats' level (and the one deciding for seat 0)."""
    from game.core.session import HUMAN, GameSession, SeatConfig
    from scenes import theme as T

    configs = [SeatConfig(NAMES[i], level, T.seat_colour(i)) for i in range(seats)]
    if not spectator:
        configs[0].kind = HUMAN
    session = GameSession(configs, game_id=game_id, seed=seed)
    busy = _busy_of(session.info)
    driver = session.rulebook.make_bot(level, seed * 31 + 7)
    fallback = None
    for _step in range(max_steps):
        p = session.prompt()
        if p is None:
            break
        score = busy(session.game.view(0))
        if score >= 2 and (spectator or p.seat == 0):
            return session
        if score >= 1 and fallback is None:
            fallback = session.copy()
        if session.seats[p.seat].human:
            session.submit(driver.act(session.game.view(p.seat), p))
        else:
            session.run_ai(limit=1)
    if fallback is not None:
        session = fallback
    return session


def _busy_of(info: Any) -> Callable[[Any], int]:
    """The table's own measure of a busy moment (scenes/<package>/shots.py), else Jolly
    Roger's below."""
    try:
        return importlib.import_module(f"scenes.{info.package}.shots").busy  # type: ignore[no-any-return]
    except ModuleNotFoundError:
        return _busy


def _busy(view: Any) -> int:
    """0: quiet; 1: something on the table; 2: a good picture (later round, prizes out)."""
    prizes = sum(len(p) for p in view.prizes)
    if view.mutiny_leader >= 0 and len(view.mutiny_cards) >= 3:
        return 2 if prizes >= 2 else 1
    if view.step == "attack" and len(view.attack) >= 4:
        return 2 if view.round >= 3 and prizes >= 3 else 1
    return 0


def render(session: Any, size: tuple[int, int], out: str | None = None, frames: int = 3) -> Any:
    """Draw the table for `session` headlessly; save it to `out` if given. Returns the app."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from scenes.app import register_scenes
    from scenes.manager import App
    from scenes.settings_store import Settings

    register_scenes()
    settings = Settings(window_size=size, animation_speed=0, ai_delay_ms=10**9)
    app = App(settings, headless=True)
    app.session = session
    app.go("table")
    for _i in range(frames):
        app.step(16, [])
    if out:
        import pygame

        folder = os.path.dirname(os.path.abspath(out))
        os.makedirs(folder, exist_ok=True)
        pygame.image.save(app.screen, out)
    return app


SCENES = ("title", "newgame", "settings", "help", "table", "curtain", "pause", "results",
          "stats", "replays", "replay", "tutorial", "choose_table", "credits")
_SESSIONS: dict[tuple[str, int, int, str], Any] = {}   # once per run: AI games take a while


def _session(kind: str, seats: int, seed: int, game_id: str = "") -> Any:
    """A session for a scene: "busy" (the table mid-game), "hot_seat" (two humans, for the
    curtain) or "finished" (for the results)."""
    from game.core.session import HUMAN, GameSession, SeatConfig
    from scenes import theme as T

    key = (kind, seats, seed, game_id)
    if key in _SESSIONS:
        return _SESSIONS[key].copy()
    if kind == "busy":
        session = busy_session(seats, seed, game_id=game_id)
    else:
        configs = [SeatConfig(NAMES[i], "medium", T.seat_colour(i)) for i in range(seats)]
        if kind == "hot_seat":
            configs[0].kind = configs[1].kind = HUMAN
        session = GameSession(configs, game_id=game_id, seed=seed)
        if kind == "finished":
            session.run_ai()
    _SESSIONS[key] = session.copy()
    return session


def scene_app(scene: str, lang: str = "en", size: tuple[int, int] = (1280, 720),
              seats: int = 6, seed: int = 11, section: int = 0, frames: int = 3,
              game_id: str = "", lesson: int = 1) -> Any:
    """A headless app showing `scene` of the table `game_id` (the default table when empty) in
    `lang`, drawn `frames` times. `section` picks the page of the help, `lesson` (from 1) the
    tutorial's. Returns the app (its `screen` holds the picture)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    from scenes.app import build_app
    from scenes.settings_store import Settings

    settings = Settings(window_size=size, animation_speed=0, ai_delay_ms=10**9, language=lang)
    app = build_app(settings, headless=True)
    if scene in ("table", "pause", "curtain"):
        app.session = _session("hot_seat" if scene == "curtain" else "busy", seats, seed,
                               game_id)
        app.go("table")
        app.step(16, [])
        if scene == "pause":
            app.go("pause")
        elif scene == "curtain" and getattr(app.top, "route", "") != "curtain":
            app.go("curtain", 1)
    elif scene == "results":
        app.session = _session("finished", seats, seed, game_id)
        app.go("results")
    elif scene == "stats":
        from scenes import stats

        board: Any = app.go("stats", game_id)   # one finished game's rows, not the file's
        rows = stats.game_rows(_session("finished", seats, seed, game_id))
        board.rows = sorted(rows.items(), key=lambda kv: (-kv[1].wins, kv[0]))
    elif scene == "replay":
        finished = _session("finished", seats, seed, game_id)
        viewer: Any = app.go("replay", finished.rulebook, list(finished.game.events))
        viewer.go(len(viewer.stops) // 2)
    elif scene == "tutorial":
        tutorial: Any = app.go("tutorial", lesson - 1, remember=False, game_id=game_id,
                               replace=True)
        tutorial.to_player()
    elif scene == "help":
        app.go("rules", section, game_id=game_id)
    elif scene == "newgame":
        app.go("new_game", game_id)
    elif scene != "title":
        app.go(scene)
    for _i in range(frames):
        app.step(16, [])
    return app


def save(app: Any, out: str) -> str:
    import pygame

    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    pygame.image.save(app.screen, out)
    return out


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(x) for x in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(_("size must look like 1280x720")) from None
    if not (320 <= w <= 8000 and 240 <= h <= 8000):
        raise argparse.ArgumentTypeError(_("size must be between 320x240 and 8000x8000"))
    return w, h


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog=f"{APP_ID} screenshot",
        description=_("Play a seeded AI game to a busy moment and save the table as a PNG."),
    )
    from game.core import registry

    parser.add_argument("--game", default="", choices=("", *(g.id for g in registry.games())),
                        help=_("the table (default: the first one)"))
    parser.add_argument("--seats", type=int, default=0,
                        help=_("how many pirates (default: the table's quick game)"))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--size", type=parse_size, default=(1280, 720), help="WxH")
    parser.add_argument("--out", default="table.png", help=_("the PNG file to write"))
    parser.add_argument(
        "--spectator", action="store_true", help=_("hide every hand (default: seen from seat 0)")
    )
    parser.add_argument("--scene", default="table", choices=(*SCENES, "all"),
                        help=_("the scene to draw; all: every scene into the folder --out"))
    parser.add_argument("--lang", default="en", choices=("en", "pl", "de"),
                        help=_("the language to draw it in"))
    parser.add_argument("--lesson", type=int, default=1,
                        help=_("the tutorial's lesson to show (--scene tutorial)"))
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    info = registry.get(args.game) if args.game else registry.default()
    lo, hi = info.seats
    args.seats = args.seats or (6 if info is registry.default() else info.quick_seats)
    if not lo <= args.seats <= hi:
        parser.error(_("--seats must be {lo} to {hi}").format(lo=lo, hi=hi))
    if args.scene != "table" or args.lang != "en":
        names = SCENES if args.scene == "all" else (args.scene,)
        for name in names:
            app = scene_app(name, args.lang, args.size, args.seats, args.seed,
                            game_id=args.game, lesson=args.lesson)
            out = (os.path.join(args.out, f"{name}-{args.lang}.png") if args.scene == "all"
                   else args.out)
            print(save(app, out))
        return 0
    session = busy_session(args.seats, args.seed, args.spectator, game_id=args.game)
    render(session, args.size, args.out)
    print(args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
