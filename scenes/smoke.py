"""`jolly-roger --smoke-test`: does this installation work? Checked without a screen, in seconds.

It runs with SDL's dummy video and audio drivers and a temporary JOLLY_ROGER_HOME (removed
afterwards, so no settings, saves or logs of the player are touched), then:

1. loads every asset: each font file, each compiled translation catalogue, the card
   catalogue, the synthesised sounds, the music, the icon and the card pictures, and starts
   the hard AI's helper process on the second core (game.core.second_core.check);
2. drives the real scenes with synthesized clicks and keys: title, settings, rules & cards,
   then for every table: new game (through the table chooser when there are several
   tables; AI pirates only, no AI delay, no animations), the table until the game ends (with
   the ship's menu opened once), the results, and back to the title — a few frames in each.

One line per stage goes to stdout, then "smoke test passed". A failure raises `SmokeFailed`
naming the stage; `scenes.cli` turns it into one line on the screen, exit code 1, and the
traceback in crash.log (the player's log folder, or JOLLY_ROGER_HOME's if set by the caller).
The same command checks a source checkout and a frozen bundle (tests/test_bundle.py).
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TextIO

from scenes.identity import APP_ID

FRAME_MS = 16
SMOKE_SEATS = 3
SMOKE_SEED = 7
MAX_TABLE_FRAMES = 4000        # a 3-seat game of medium bots takes a few hundred decisions
AI_MOVES_PER_FRAME = 8         # AI seats are fast-forwarded through the session between frames


class SmokeFailed(Exception):
    """A stage of the smoke test went wrong; the message names the stage."""


def main(argv: list[str] | None = None) -> int:
    """Run the smoke test; 0 when everything passed (a failure raises SmokeFailed)."""
    out: TextIO = sys.stdout if sys.stdout is not None else _log_file()  # windowed: no console
    started = time.perf_counter()
    with _sandbox() as home:
        _say(out, f"sandbox: dummy video and audio, temporary home {home}")
        context: dict[str, Any] = {}
        for name, stage in stages():
            begun = time.perf_counter()
            try:
                detail = stage(context)
            except Exception as error:
                raise SmokeFailed(f"smoke test failed at '{name}': {error}") from error
            _say(out, f"{name}: ok, {detail} ({(time.perf_counter() - begun) * 1000:.0f} ms)")
    _say(out, f"smoke test passed ({time.perf_counter() - started:.1f} s)")
    return 0


# --- the sandbox ------------------------------------------------------------------------------

@contextmanager
def _sandbox() -> Iterator[str]:
    """Dummy SDL drivers and a temporary home for the duration; everything put back after."""
    names = ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER", "JOLLY_ROGER_HOME", "PYGAME_HIDE_SUPPORT_PROMPT")
    saved = {name: os.environ.get(name) for name in names}
    home = tempfile.mkdtemp(prefix=f"{APP_ID}-smoke-")
    os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", JOLLY_ROGER_HOME=home,
                      PYGAME_HIDE_SUPPORT_PROMPT="1")
    try:
        yield home
    finally:
        # No pygame.quit() here: the process ends next, and in a test run other modules
        # still hold fonts that a quit would kill (scenes/kit/paint.py caches them).
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        shutil.rmtree(home, ignore_errors=True)


def _log_file() -> TextIO:
    """Where the lines go when there is no console (a windowed build on Windows)."""
    from scenes.paths import log_dir

    return (log_dir() / "smoke-test.log").open("w", encoding="utf-8")


def _say(out: TextIO, line: str) -> None:
    out.write(line + "\n")
    out.flush()


def _check(condition: bool, problem: str) -> None:
    if not condition:
        raise SmokeFailed(problem)


# --- assets -----------------------------------------------------------------------------------

def load_fonts(context: dict[str, Any]) -> str:
    """Every font file in assets/fonts opens and draws text; every font role has its file."""
    import pygame

    from scenes import theme

    pygame.init()
    for role, file in theme.FONT_FILES.items():
        _check((theme.FONT_DIR / file).is_file(), f"the {role} font {file} is missing")
    files = sorted(p for p in theme.FONT_DIR.iterdir() if p.suffix.lower() in (".ttf", ".otf"))
    for path in files:
        picture = pygame.font.Font(str(path), 24).render("Jolly Roger: Ææ Øø Łł ß", True, (0, 0, 0))
        _check(picture.get_width() > 50, f"{path.name} draws nothing")
    return f"{len(files)} fonts ({', '.join(p.stem for p in files)})"


def load_translations(context: dict[str, Any]) -> str:
    """Every compiled catalogue parses — the shared one (assets/translations/LANG/LC_MESSAGES/
    messages.mo) and each table's own (game/<table>/translations/LANG/LC_MESSAGES/<table>.mo)
    — and, once its language is chosen, translates its own first message."""
    import gettext

    from game.core import i18n, registry

    registry.games()                    # every table registered: its domain named
    found = sorted((path.parent.parent.name, domain, path)
                   for domain, folder in i18n.catalogues()
                   for path in folder.glob(f"*/LC_MESSAGES/{domain}.mo"))
    counts: dict[str, int] = {}
    try:
        for language, domain, path in found:
            with path.open("rb") as handle:
                catalogue = gettext.GNUTranslations(handle)
            messages = {k: v for k, v in catalogue._catalog.items()  # type: ignore[attr-defined]
                        if isinstance(k, str) and k and v}
            i18n.set_language(language)
            if messages:
                key, value = next(iter(messages.items()))
                _check(i18n._(key) == value,
                       f"choosing '{language}' does not translate the {domain} catalogue")
            counts[language] = counts.get(language, 0) + len(messages)
    finally:
        i18n.set_language("en")
    if not found:
        return "no compiled catalogues (English only)"
    domains = len({domain for _language, domain, _path in found})
    return (f"{len(found)} catalogues in {domains} domains ("
            + ", ".join(f"{lang}: {n}" for lang, n in counts.items()) + " messages)")


def load_cards(context: dict[str, Any]) -> str:
    """Every table's rules and card data load (each rulebook checks its own data file)."""
    from game.core import registry

    tables = registry.games()
    _check(bool(tables), "no table is installed")
    for info in tables:
        info.rulebook()
    return f"{len(tables)} table(s): " + ", ".join(info.id for info in tables)


def load_sounds(context: dict[str, Any]) -> str:
    """Every sound synthesises and loads; every music file is there and opens."""
    import pygame

    from scenes.audio import MUSIC_DIR, TRACKS, _effects, open_mixer

    effects = _effects()
    _check(all(len(samples) > 0 for samples in effects.values()), "a sound came out empty")
    _check(open_mixer(), "the dummy audio device did not open")
    for samples in effects.values():
        pygame.mixer.Sound(buffer=samples.tobytes())
    for name in TRACKS.values():
        _check((MUSIC_DIR / name).is_file(), f"the music file {name} is missing")
        pygame.mixer.music.load(str(MUSIC_DIR / name))
    pygame.mixer.music.unload()
    return f"{len(effects)} sounds synthesised ({', '.join(effects)}), " \
           f"{len(TRACKS)} music files ({', '.join(TRACKS.values())})"


def load_icon(context: dict[str, Any]) -> str:
    import pygame

    from scenes.app import ICON_FILE

    icon = pygame.image.load(str(ICON_FILE))
    w, h = icon.get_size()
    _check(w == h >= 256, f"the icon is {w}x{h}, not square and at least 256 px")
    return f"{ICON_FILE.name} {w}x{h}"


def second_core(context: dict[str, Any]) -> str:
    """The searching AIs' helper process starts and imports the game's core (root
    parallelism; in a frozen bundle, this is where a broken spawn would show)."""
    from game.core import second_core as core

    if not core.enabled():
        return "off (one core, or JOLLY_ROGER_ONE_CORE): searches keep to one core"
    took = core.check("game.core.bots")
    _check(took is not None, "the AI's helper process on the second core did not answer")
    return f"the AI's helper process answered in {took * 1000:.0f} ms"  # type: ignore[operator]


def load_pictures(context: dict[str, Any]) -> str:
    """Every card and marker picture (assets/icons, game-icons.net) renders as itself, not
    as the stand-in a missing file would get."""
    from scenes.kit import icons

    keys = icons.keys()
    _check(bool(keys), "assets/icons/manifest.toml names no pictures")
    broken = [key for key in keys if not icons.available(key, 24)]
    _check(not broken, f"pictures that do not load: {', '.join(broken[:5])}")
    return f"{len(keys)} pictures ({len(set(keys.values()))} icons)"


# --- the scenes -------------------------------------------------------------------------------

def _frames(app: Any, count: int = 3, events: list[Any] | None = None) -> None:
    app.step(FRAME_MS, events or [])
    for _i in range(count - 1):
        app.step(FRAME_MS, [])


def _top(app: Any) -> str:
    return type(app.top).__name__


def _widget(app: Any, name: str) -> Any:
    found = [w for w in app.top.ui.widgets if w.name == name]
    _check(bool(found), f"{_top(app)} has no '{name}' control")
    return found[0]


def _click(app: Any, name: str, at: Callable[[Any], tuple[int, int]] | None = None) -> None:
    import pygame as pg

    control = _widget(app, name)
    pos = at(control) if at is not None else control.rect.center
    _frames(app, 2, [pg.event.Event(pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                     pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=1),
                     pg.event.Event(pg.MOUSEBUTTONUP, pos=pos, button=1)])


def _key(app: Any, key: int) -> None:
    import pygame as pg

    _frames(app, 2, [pg.event.Event(pg.KEYDOWN, key=key, mod=0, unicode="", scancode=0)])


def _expect(app: Any, scene: str) -> None:
    _check(_top(app) == scene, f"expected the {scene}, found the {_top(app)}")


def title(context: dict[str, Any]) -> str:
    from scenes.app import build_app
    from scenes.settings_store import Settings

    settings = Settings(window_size=(1280, 720), ai_delay_ms=0, animation_speed=0)
    app = context["app"] = build_app(settings, headless=True)
    _frames(app)
    _expect(app, "TitleScene")
    return f"{len(app.top.ui.widgets)} buttons, window {app.size[0]}x{app.size[1]}"


def settings(context: dict[str, Any]) -> str:
    import pygame as pg

    app = context["app"]
    _click(app, "settings")
    _expect(app, "SettingsScene")
    _frames(app)
    _key(app, pg.K_ESCAPE)
    _expect(app, "TitleScene")
    return "opened from the title and closed with Esc"


def rules(context: dict[str, Any]) -> str:
    import pygame as pg

    app = context["app"]
    _key(app, pg.K_F1)
    _expect(app, "HelpScene")
    _frames(app)
    _key(app, pg.K_F1)
    _expect(app, "TitleScene")
    return "opened and closed with F1"


def new_game(context: dict[str, Any], index: int = 0) -> str:
    """A new game of AI pirates at the `index`-th table of the chooser."""
    import pygame as pg

    app = context["app"]
    if _top(app) != "TitleScene":                      # from the last table's results
        _click(app, "title")
        _expect(app, "TitleScene")
    _click(app, "new")
    chosen = ""
    if _top(app) == "ChooseTableScene":                # several tables: this one
        chosen = app.top.tables[index].id
        _click(app, f"table:{chosen}")
        if _top(app) == "ConfirmScene":                # a table never played offers its
            _click(app, "no")                          # tutorial once: "No, thanks"
    _expect(app, "NewGameScene")
    while len(app.top.seats) > SMOKE_SEATS:
        _click(app, f"remove{len(app.top.seats) - 1}")
    level = app.top.info.default_level                # every seat an AI pirate of the
    for i in range(SMOKE_SEATS):                       # table's default level (quick to play)
        _click(app, f"kind{i}", lambda w: w.segment_rects()[
            [key for key, _label in w.options].index(level)].center)
    _click(app, "seed")
    _frames(app, 1, [pg.event.Event(pg.TEXTINPUT, text=str(SMOKE_SEED))])
    kinds = [seat.kind for seat in app.top.seats]
    _click(app, "start")
    _expect(app, "TableScene")
    _check(app.session is not None and not any(s.human for s in app.session.seats),
           "the table did not get a game of AI pirates")
    through = f", through the table chooser ({chosen})" if chosen else ""
    return f"{len(kinds)} seats ({', '.join(kinds)}), seed {SMOKE_SEED}{through}"


def table(context: dict[str, Any]) -> str:
    import pygame as pg

    app = context["app"]
    session = app.session
    frames = 0
    paused = False
    while not session.over:
        _check(frames < MAX_TABLE_FRAMES, f"no end after {frames} frames")
        if frames == 5 and not paused:                 # the ship's menu, once
            _key(app, pg.K_ESCAPE)
            _expect(app, "PauseScene")
            _frames(app)
            _key(app, pg.K_ESCAPE)
            _expect(app, "TableScene")
            paused = True
        _frames(app, 1)
        frames += 1
        if frames > 10:                                # a few frames at the table's own pace
            session.run_ai(limit=AI_MOVES_PER_FRAME)
    _check(paused, "the ship's menu was never opened")
    return f"game over after {frames} frames, ship's menu opened once"


def results(context: dict[str, Any]) -> str:
    app = context["app"]
    for _i in range(200):
        if _top(app) == "ResultsScene":
            break
        _frames(app, 1)
    _expect(app, "ResultsScene")
    _frames(app)
    winners = app.session.game.view(0).winners
    names = ", ".join(app.session.seats[w].name for w in winners)
    return f"won by {names} ({app.session.game_id or 'the default table'})"


def _tables() -> int:
    """How many tables the chooser offers (each gets a game)."""
    from scenes import tables

    tables.discover()
    return max(1, len(tables.playable()))


def _each_table() -> tuple[tuple[str, Callable[[dict[str, Any]], str]], ...]:
    out: list[tuple[str, Callable[[dict[str, Any]], str]]] = []
    for i in range(_tables()):
        tag = f" {i + 1}" if i else ""
        out += [(f"new game{tag}", lambda c, i=i: new_game(c, i)), (f"table{tag}", table),
                (f"results{tag}", results)]
    return tuple(out)


STAGES: tuple[tuple[str, Callable[[dict[str, Any]], str]], ...] = (
    ("fonts", load_fonts),
    ("translations", load_translations),
    ("cards", load_cards),
    ("sounds", load_sounds),
    ("icon", load_icon),
    ("pictures", load_pictures),
    ("second core", second_core),
    ("title", title),
    ("settings", settings),
    ("rules & cards", rules),
)


def stages() -> tuple[tuple[str, Callable[[dict[str, Any]], str]], ...]:
    """Every stage: the fixed ones, then a game at each table."""
    return STAGES + _each_table()
