"""Languages (issue 7): the catalogues are complete and current, plural forms and placeholders
are right, the edition's card names are used, every glyph is in the fonts, every scene opens
in every language without a label overflowing its box, and the language switches at once
without losing the game."""

from __future__ import annotations

import ast
import functools
import gettext
import io
import os
import string
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame as pg  # noqa: E402
from babel.messages.pofile import read_po  # noqa: E402

from game.core import i18n  # noqa: E402
from game.core.i18n import _, ngettext, set_language  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import i18n as tool  # noqa: E402

from game.jolly_roger.cards import load_catalogue  # noqa: E402

CAT = load_catalogue()  # the card catalogue: passed to games and bots, never a global

LANGS = ("pl", "de")
DOMAINS = tool.domains()   # the shared catalogue, then each registered table's own
NAMES = [d.name for d in DOMAINS]


def domain(name: str) -> tool.Domain:
    return next(d for d in DOMAINS if d.name == name)


def catalogue(lang: str, name: str = i18n.DOMAIN):  # noqa: ANN201
    with domain(name).po(lang).open("rb") as handle:
        return read_po(handle, locale=lang)


def template(name: str = i18n.DOMAIN):  # noqa: ANN201
    with domain(name).pot.open("rb") as handle:
        return read_po(handle)


def every_template() -> list:  # noqa: ANN201
    """The messages of every domain's template."""
    return [m for name in NAMES for m in template(name)]


@functools.cache
def in_code() -> dict[str, frozenset[object]]:
    """Every domain's msgids as the code has them now (Babel reads game/ and scenes/ once)."""
    return {name: frozenset(m.id for m in found if m.id)
            for name, found in tool.extract_catalogs().items()}


def fields(words: str) -> set[str]:
    return {name for _text, name, _spec, _conv in string.Formatter().parse(words)
            if name is not None}


# --- the catalogues ---------------------------------------------------------------------------

@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_every_english_message_has_a_finished_translation(lang: str, name: str) -> None:
    po = catalogue(lang, name)
    missing = []
    for message in template(name):
        if not message.id:
            continue
        got = po.get(message.id)
        forms = got.string if got is not None else ""
        forms = forms if isinstance(forms, tuple) else (forms,)
        if got is None or got.fuzzy or not all(f.strip() for f in forms):
            missing.append(message.id)
        elif isinstance(message.id, tuple):
            assert len(forms) == po.num_plurals, message.id
    assert not missing, f"{name} {lang}: {len(missing)} untranslated, e.g. {missing[:5]}"


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_placeholders_match_between_source_and_translation(lang: str, name: str) -> None:
    bad = []
    for message in catalogue(lang, name):
        if not message.id or not message.string:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        want = fields(ids[-1])
        for form in forms:
            if fields(form) != want:
                bad.append((ids[0], form))
            form.format(**{name.split("!")[0].split(".")[0]: 1 for name in want})  # no stray {
    assert not bad, bad[:5]


def test_polish_counts_have_three_forms_and_german_two() -> None:
    for name in NAMES:
        assert catalogue("pl", name).num_plurals == 3 and catalogue("de", name).num_plurals == 2
    set_language("pl")
    words = {n: ngettext("{k} card", "{k} cards", n).format(k=n) for n in (1, 2, 5, 12, 22, 25)}
    assert words == {1: "1 kartę", 2: "2 karty", 5: "5 kart", 12: "12 kart", 22: "22 karty",
                     25: "25 kart"}
    set_language("de")
    assert ngettext("{k} card", "{k} cards", 1).format(k=1) == "1 Karte"
    assert ngettext("{k} card", "{k} cards", 3).format(k=3) == "3 Karten"


def test_a_tables_counted_message_keeps_its_three_polish_forms_through_the_chain() -> None:
    """RUM's "{n} card" lives in RUM's catalogue, chained behind the shared one: its plural
    rule is RUM's catalogue's own, so Polish still has 1 karta, 2 karty, 5 kart."""
    assert ("{n} card", "{n} cards") in in_code()["rum"]
    set_language("pl")
    assert [ngettext("{n} card", "{n} cards", n).format(n=n) for n in (1, 3, 5, 22)] == \
        ["1 karta", "3 karty", "5 kart", "22 karty"]
    set_language("de")
    assert ngettext("{n} card", "{n} cards", 1).format(n=1) == "1 Karte"


@pytest.mark.parametrize("name", NAMES)
def test_the_template_holds_every_string_of_the_code_and_no_other(name: str) -> None:
    """Fails when someone added a _() string and forgot `python3 tools/i18n.py`."""
    code = in_code()[name]
    in_pot = {m.id for m in template(name) if m.id}
    assert code - in_pot == set(), f"not extracted into {name}: run python3 tools/i18n.py"
    assert in_pot - code == set(), f"gone from the code ({name}): run python3 tools/i18n.py"
    for lang in LANGS:
        in_po = {m.id for m in catalogue(lang, name) if m.id}
        assert in_po == in_pot, f"{name} {lang}.po is not updated: run python3 tools/i18n.py"


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("lang", LANGS)
def test_the_committed_mo_is_compiled_from_the_current_po(lang: str, name: str) -> None:
    fresh = gettext.GNUTranslations(io.BytesIO(tool.mo_bytes(lang, domain(name))))
    with domain(name).mo(lang).open("rb") as handle:
        committed = gettext.GNUTranslations(handle)
    assert messages(committed) == messages(fresh), "stale .mo: run python3 tools/i18n.py"


def messages(catalogue: gettext.GNUTranslations) -> dict[object, str]:
    """A compiled catalogue's messages without its header (msgid ""), whose Generated-By and
    dates name the tool's version and the day: a new Babel must not fail a stale-.mo check."""
    return {key: text for key, text in catalogue._catalog.items()  # type: ignore[attr-defined]
            if key != ""}


# --- one catalogue per table ------------------------------------------------------------------

def test_every_registered_table_has_its_own_catalogue_in_its_package() -> None:
    """Found through the registry (a new table is covered the moment it registers): its
    domain is its package's name, its files in game/<package>/translations."""
    from game.core import registry

    tables = [info.package for info in registry.games()]
    assert [i18n.DOMAIN, *tables] == NAMES and len(tables) >= 3
    assert [name for name, _folder in i18n.catalogues()] == NAMES
    for name in tables:
        assert domain(name).folder == ROOT / "game" / name / "translations"
        for lang in LANGS:
            assert domain(name).mo(lang).is_file(), domain(name).mo(lang)


def test_a_string_the_shell_uses_is_in_the_shared_catalogue_only() -> None:
    """A table's catalogue holds only what game/<table>/ and scenes/<table>/ say and the shell
    does not: the shared catalogue never needs a table's strings."""
    shared = in_code()[i18n.DOMAIN]
    for name in NAMES[1:]:
        assert not shared & in_code()[name], name
        for message in template(name):
            assert all(path.split("/")[1] == name for path, _line in message.locations), \
                message.id
    for message in template():   # and a table's files never change the shared catalogue
        assert not {path.split("/")[1] for path, _line in message.locations} & set(NAMES), \
            message.id


@pytest.mark.parametrize("lang", LANGS)
def test_a_string_two_tables_use_has_the_same_translation_in_each(lang: str) -> None:
    """A language chains the catalogues, so one msgid shows one translation: a string in two
    tables' catalogues (each table's is complete by itself) must say the same in both."""
    seen: dict[object, tuple[str, object]] = {}
    shared = 0
    for name in NAMES:
        for message in catalogue(lang, name):
            if not message.id:
                continue
            if message.id in seen:
                shared += 1
                first, words = seen[message.id]
                assert words == message.string, (message.id, first, name)
            seen[message.id] = (name, message.string)
    assert shared < len(seen) // 10   # a few common words, not a copy of a table


def test_every_catalogue_ships_in_the_bundle_and_the_wheel() -> None:
    """The PyInstaller specs (build/spec/common.py) and pyproject's package data carry every
    domain's .mo by a rule that covers a future table too, and no .po or .pot."""
    import fnmatch
    import importlib.util
    import tomllib

    spec = importlib.util.spec_from_file_location("spec_common",
                                                  ROOT / "build" / "spec" / "common.py")
    assert spec is not None and spec.loader is not None
    common = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(common)
    shipped = {(Path(source).relative_to(ROOT).as_posix(), folder)
               for source, folder in common.datas()}
    with (ROOT / "pyproject.toml").open("rb") as handle:
        package_data = tomllib.load(handle)["tool"]["setuptools"]["package-data"]["*"]
    for d in DOMAINS:
        for lang in LANGS:
            mo = d.mo(lang).relative_to(ROOT).as_posix()
            assert (mo, str(Path(mo).parent)) in shipped, mo
            assert (d.po(lang).relative_to(ROOT).as_posix(), str(Path(mo).parent)) \
                not in shipped
            if d.table:
                inside = d.mo(lang).relative_to(ROOT / "game" / d.name).as_posix()
                assert any(fnmatch.fnmatch(inside, rule) for rule in package_data), inside


def test_no_gettext_call_builds_its_message_from_pieces() -> None:
    """_(f"…"), _("a" + b) or _("…" % x) cannot be extracted or translated whole."""
    bad = []
    for path in [*ROOT.glob("game/**/*.py"), *ROOT.glob("scenes/**/*.py")]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("_", "N_", "ngettext", "_n", "Nn_")):
                for arg in node.args[:2]:
                    if isinstance(arg, ast.JoinedStr | ast.BinOp):
                        bad.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not bad, bad


# --- the edition's words -----------------------------------------------------------------------

C3 = {  # clause C3: the special crew's names in the Polish and German editions
    "boatswain": ("Bosman", "Bootsmann"), "second_mate": ("Drugi Mat", "Zweiter Offizier"),
    "stowaways": ("Gapowicze", "Blinder Passagier"), "lookout": ("Kamrat", "Ausguck"),
    "old_sailor": ("Krwawy pirat", "Alter Seemann"), "cook": ("Kuk", "Smutje"),
    "cabin_boy": ("Majtek", "Schlaues Kerlchen"), "surgeon": ("Medyk", "Schiffsarzt"),
    "first_mate": ("Pierwszy Mat", "Erster Offizier"),
    "cutthroat": ("Skrytobójca", "Halsabschneider"), "navigator": ("Sternik", "Navigator"),
    "sharpshooter": ("Strzelec wyborowy", "Scharfschütze"),
    "cannon_fodder": ("Szczury okrętowe", "Kanonenfutter"),
    "carpenter": ("Szkutnik", "Zimmermann"), "old_salt": ("Wilk morski", "Alter Seebär"),
    "traitor": ("Zdrajca", "Verräter"),
}


@pytest.mark.parametrize("lang", LANGS)
def test_C3_special_crew_carry_the_editions_names(lang: str) -> None:
    from game.jolly_roger.cards import load_catalogue as cards
    from scenes.jolly_roger.cardtext import card_name

    cat = cards()
    set_language(lang)
    for card in cat.crew_ids:
        key = cat.special[card]
        if key in C3:
            assert card_name(CAT, card) == C3[key][LANGS.index(lang)]


def test_destinations_prizes_and_skills_use_the_rulebooks_words() -> None:
    from scenes.jolly_roger.cardtext import kind_name, skill_name

    expected = {
        "pl": (["Fort", "Statek kupiecki", "Przystań", "Zatoka piratów", "Wyspa skarbów"],
               ["nawigacja", "ostrzał", "walka wręcz"], ["Rum", "Klejnoty", "Zakładniczka"]),
        "de": (["Festung", "Handelsschiff", "Siedlung", "Piratenhafen", "Schatzinsel"],
               ["Navigation", "Kanonen", "Säbel"], ["Rum", "Juwelen", "Gefangene"]),
    }
    for lang, (kinds, skills, prizes) in expected.items():
        set_language(lang)
        assert [kind_name(k) for k in ("fort", "merchant", "settlement", "port", "island")] \
            == kinds
        assert [skill_name(s) for s in ("navigation", "cannons", "sabers")] == skills
        assert [_(p) for p in ("Rum", "Jewels", "Hostage")] == prizes
        assert (_("Captain"), _("Quartermaster"), _("Mutiny")) == \
            {"pl": ("Kapitan", "Kwatermistrz", "Bunt"),
             "de": ("Kapitän", "Quartiermeister", "Meuterei")}[lang]


# --- choosing the language ------------------------------------------------------------------

@pytest.mark.parametrize(("env", "code"), [
    ({"LANG": "pl_PL.UTF-8"}, "pl"),
    ({"LANG": "de_AT.UTF-8"}, "de"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),
    ({"LANG": "C"}, "en"),
    ({"LANGUAGE": "fr:de", "LANG": "fr_FR.UTF-8"}, "de"),
    ({"LC_ALL": "pl_PL.UTF-8", "LANG": "de_DE.UTF-8"}, "pl"),
    ({"LC_MESSAGES": "German_Germany.1252"}, "de"),
    ({}, "en"),
])
def test_the_default_language_is_the_systems_if_the_game_speaks_it(
        env: dict[str, str], code: str) -> None:
    assert i18n.default_language(env) == code


def test_settings_default_to_the_systems_language(monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes.settings_store import Settings

    monkeypatch.setenv("LANGUAGE", "de")
    assert Settings().language == "de"


def test_set_language_switches_every_later_message_and_falls_back_to_english() -> None:
    assert set_language("de") == "de" and _("Settings") == "Einstellungen"
    assert set_language("pl") == "pl" and _("Settings") == "Ustawienia"
    assert set_language("xx") == "en" and _("Settings") == "Settings"
    assert i18n.language() == "en"


def test_rule_errors_speak_the_players_language() -> None:
    from game.core.errors import RuleError
    from game.core.session import GameSession, SeatConfig

    session = GameSession([SeatConfig(n, "human") for n in ("Anna", "Ben", "Cleo", "Dan")],
                          seed=1)
    p = session.prompt()
    assert p is not None
    from game.jolly_roger.commands import Pass

    set_language("de")
    with pytest.raises(RuleError) as err:
        session.game.submit(Pass((p.seat + 1) % 4))
    assert "entscheidet" in err.value.message


# --- fonts -------------------------------------------------------------------------------------

def test_every_font_has_every_glyph_of_the_three_languages() -> None:
    from scenes import theme as T

    used = set()
    for lang in LANGS:
        for message in (m for name in NAMES for m in catalogue(lang, name)):
            forms = message.string if isinstance(message.string, tuple) else (message.string,)
            used.update("".join(forms))
    letters = set("ąćęłńóśźżĄĆĘŁŃÓŚŹŻäöüßÄÖÜẞ„“”‚‘’«»–—…·×→←") | used
    letters = {ch for ch in letters if ch.isprintable() and not ch.isspace()}
    pg.font.init()
    for role, name in T.FONT_FILES.items():
        path = T.FONT_DIR / name
        assert path.exists(), path
        font = pg.font.Font(str(path), 20)
        missing = [ch for ch, metrics in zip(sorted(letters), font.metrics("".join(
            sorted(letters))), strict=True) if metrics is None]
        assert not missing, f"{name} ({role}) lacks {missing}"


# --- every scene, every language, every label in its box --------------------------------------

def scene_cases() -> list[tuple[str, int]]:
    from scenes.screenshot import SCENES

    return [(s, k) for s in SCENES for k in (range(5) if s == "help" else (0,))]


@pytest.mark.parametrize("lang", ("en", *LANGS))
@pytest.mark.parametrize(("scene", "section"), scene_cases())
def test_every_scene_opens_in_each_language_with_every_label_inside_its_box(
        lang: str, scene: str, section: int) -> None:
    from scenes import drawing
    from scenes.screenshot import scene_app

    drawing.probe = probe = drawing.OverflowProbe()
    try:
        app = scene_app(scene, lang, (1280, 720), section=section)
    finally:
        drawing.probe = None
    assert app.top is not None and i18n.language() == lang
    assert probe.measured > 10
    assert not probe.misfits, probe.misfits[:5]


def test_the_probe_catches_a_label_too_long_for_its_button() -> None:
    from scenes import drawing, widgets
    from scenes.manager import App
    from scenes.settings_store import Settings

    app = App(Settings(window_size=(1280, 720), language="en"), headless=True)
    button = widgets.Button("Ein sehr langer deutscher Knopfbeschriftungstext", lambda: None)
    button.rect = pg.Rect(10, 10, 120, 40)
    drawing.probe = probe = drawing.OverflowProbe()
    try:
        button.draw(app.screen, widgets.UI())
    finally:
        drawing.probe = None
    assert probe.misfits and probe.misfits[0][2] < probe.misfits[0][1]


@pytest.mark.parametrize(("lang", "seats"),
                         [("en", 6), ("de", 6), ("pl", 6), ("de", 10), ("pl", 4)])
def test_the_table_keeps_its_words_inside_their_boxes_at_every_kind_of_decision(
        lang: str, seats: int) -> None:
    """A whole game seen from seat 0 (a bot chooses for it): the table is drawn at the first
    decision of every kind, and no instruction, button, label or log line overflows."""
    from game.core.session import HUMAN, GameSession, SeatConfig
    from game.jolly_roger.ai import make_bot
    from scenes import drawing
    from scenes import theme as T
    from scenes.app import register_scenes
    from scenes.manager import App
    from scenes.settings_store import Settings

    names = ["Anna", "Ben", "Cleo", "Dan", "Edda", "Finn", "Greta", "Hugo", "Ida", "Jon"]
    configs = [SeatConfig(names[i], "medium", T.seat_colour(i)) for i in range(seats)]
    configs[0].kind = HUMAN
    session = GameSession(configs, seed=4 + seats)
    app = App(Settings(window_size=(1280, 720), animation_speed=0, ai_delay_ms=10**9,
                       language=lang), headless=True)
    set_language(lang)
    app.session = session
    register_scenes()   # the table opens the results by name at the end
    app.go("table")
    bot = make_bot("medium", 99, CAT)
    seen: set[tuple[str, str]] = set()
    misfits: list[tuple[str, int, int]] = []
    for _step in range(3000):
        p = session.prompt()
        if p is None:
            break
        if p.seat == 0 and (p.step, p.context.split(":")[0]) not in seen:
            seen.add((p.step, p.context.split(":")[0]))
            drawing.probe = probe = drawing.OverflowProbe()
            try:
                app.step(16, [])
            finally:
                drawing.probe = None
            misfits += probe.misfits
        if session.seats[p.seat].human:
            session.submit(bot.act(session.game.view(p.seat), p))
        else:
            session.run_ai(limit=1)
    assert len(seen) >= 6
    assert not misfits, sorted(set(misfits))[:8]


# --- switching at run time --------------------------------------------------------------------

def test_choosing_a_language_in_settings_applies_at_once_and_keeps_the_game() -> None:
    """From the table's ship's menu to the settings: Polish, then German; the game, its events
    and the scenes below stay, and every word (the whole log too) is drawn anew."""
    from scenes.app import build_app
    from scenes.jolly_roger import logtext
    from scenes.pause import PauseScene
    from scenes.screenshot import busy_session
    from scenes.settings_store import Settings

    app = build_app(Settings(window_size=(1280, 720), animation_speed=0, ai_delay_ms=10**9,
                             language="en"), headless=True)
    session = busy_session(4, 3)
    app.session = session
    table = app.go("table")
    app.step(16, [])
    events = len(session.game.events)
    english_log = [line for line, _head in table.log]
    app.go("pause")
    app.go("settings")
    app.step(16, [])
    choice = next(w for w in app.top.ui.widgets if w.name == "language")  # type: ignore[union-attr]
    assert [label for _code, label in choice.options] == ["English", "Polski", "Deutsch"]
    app.top.ui.focus = choice  # type: ignore[union-attr]
    app.step(16, [pg.event.Event(pg.KEYDOWN, key=pg.K_RIGHT, mod=0, unicode="")])
    assert app.settings.language == "pl" and i18n.language() == "pl"
    from scenes import settings_store

    assert settings_store.load()[0].language == "pl"                 # stored like any setting
    labels = [getattr(w, "label", "") for w in app.top.ui.widgets]  # type: ignore[union-attr]
    assert "Gotowe" in labels                                       # rebuilt at once
    app.step(16, [pg.event.Event(pg.KEYDOWN, key=pg.K_ESCAPE, mod=0, unicode="")])
    assert isinstance(app.top, PauseScene)
    assert "Wróć do stołu" in [w.label for w in app.top.ui.widgets]  # type: ignore[attr-defined]
    app.step(16, [pg.event.Event(pg.KEYDOWN, key=pg.K_ESCAPE, mod=0, unicode="")])
    assert app.top is table and app.session is session
    assert len(session.game.events) == events                       # nothing played, nothing lost
    polish_log = [line for line, _head in table.log]
    expected = [line.text for line in logtext.log_lines(
        session.game.events_for(table.log_seat(), 0)[:table.seen], session.game.names, CAT)]
    assert polish_log == expected[-len(polish_log):] and polish_log != english_log
    assert any("Runda" in line for line in polish_log)


def test_a_language_change_rebuilds_menu_scenes_below_the_top() -> None:
    from scenes.app import build_app
    from scenes.settings_store import Settings

    app = build_app(Settings(window_size=(1280, 720), language="en"), headless=True)
    app.step(16, [])
    app.go("settings")
    app.settings.language = "de"
    from scenes.settings_scene import apply_language

    apply_language(app)
    app.pop()
    app.step(16, [])
    assert "Neues Spiel" in [getattr(w, "label", "") for w in app.top.ui.widgets]  # type: ignore[union-attr]


@pytest.mark.parametrize("lang", ("en", *LANGS))
def test_the_hover_zoom_of_every_card_fits_the_window(lang: str) -> None:
    from game.jolly_roger.cards import load_catalogue as cards
    from scenes import drawing
    from scenes.jolly_roger import hud
    from scenes.jolly_roger.cards import CardArt
    from scenes.jolly_roger.layout import Layout
    from scenes.manager import App
    from scenes.settings_store import Settings

    app = App(Settings(window_size=(1280, 720), language=lang), headless=True)
    set_language(lang)
    lay = Layout((1280, 720), 6, 0, None)
    art = CardArt(CAT)
    drawing.probe = probe = drawing.OverflowProbe()
    try:
        for card in range(len(cards().category)):
            box = hud.draw_zoom(app.screen, art, card, lay.table, lay.hand, lay.u,
                                lambda _rect: None)
            assert app.screen.get_rect().contains(box), (card, box)
    finally:
        drawing.probe = None
    assert probe.measured > 100 and not probe.misfits, probe.misfits[:5]


@pytest.mark.parametrize("lang", ("en", *LANGS))
def test_every_rule_message_fits_the_tables_error_box(lang: str) -> None:
    """The engine's refusals (RuleError) are shown above the instruction line: each one, in
    each language, fits there (on two lines at most) at 1280x720."""
    from scenes import drawing
    from scenes.jolly_roger import hud
    from scenes.jolly_roger.layout import Layout
    from scenes.manager import App
    from scenes.settings_store import Settings

    app = App(Settings(window_size=(1280, 720), language=lang), headless=True)
    set_language(lang)
    lay = Layout((1280, 720), 6, 0, None)
    rule_messages = [m.id for m in every_template() if m.id and not isinstance(m.id, tuple)
                     and any(path.startswith("game/jolly_roger/rules")
                             or path == "game/jolly_roger/engine.py"
                             for path, _line in m.locations)]
    assert len(rule_messages) > 30
    drawing.probe = probe = drawing.OverflowProbe()
    try:
        for message in rule_messages:
            words = _(message).format(**{f.split("!")[0]: "Anna" for f in fields(message)})
            hud.draw_error(app.screen, lay.banner, words, lay.u, lambda _rect: None)
    finally:
        drawing.probe = None
    assert not probe.misfits, probe.misfits[:5]
