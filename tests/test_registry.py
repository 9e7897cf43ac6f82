"""The game registry (issue 12): each table declares itself once; logs, sessions and the
command line find it by the id in the log header or by `--game`; a log of a table this version
does not have is refused with a clear message, never a crash."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core import registry
from game.core.gamelog import LogError, read_log
from game.core.i18n import N_
from game.core.registry import Choice, GameInfo, Option, UnknownGame
from game.core.session import GameSession, SeatConfig

ROOT = Path(__file__).resolve().parent.parent
OLD_LOG = ROOT / "tests" / "fixtures" / "logs" / "finished_3_seats_holders.jsonl"


def test_every_table_package_under_game_declares_itself() -> None:
    packages = sorted(p.parent.name for p in (ROOT / "game").glob("*/__init__.py")
                      if p.parent.name != "core")
    assert packages and sorted(g.package for g in registry.games()) == packages
    for info in registry.games():
        assert registry.get(info.id) is info
        assert info.seats[0] <= info.quick_seats <= info.seats[1]
        assert info.default_level in info.offered and set(info.offered) <= set(info.levels)


def test_the_default_table_is_the_first_in_order() -> None:
    assert registry.default() is registry.games()[0]
    assert registry.default().order == min(g.order for g in registry.games())


def test_an_unknown_table_is_named_with_the_tables_there_are() -> None:
    with pytest.raises(UnknownGame, match="no table called 'backgammon'.*tables: "):
        registry.get("backgammon")
    with pytest.raises(UnknownGame, match="no table called '\\?'"):
        registry.get("x" * 500)     # a hostile id is not echoed whole
    with pytest.raises(UnknownGame):
        registry.get(None)


def _with_game_tag(tag: object) -> bytes:
    lines = OLD_LOG.read_bytes().split(b"\n")
    head = json.loads(lines[0])
    head["game"] = tag
    return b"\n".join([json.dumps(head).encode()] + lines[1:])


@pytest.mark.parametrize("tag", ["backgammon", "", 7, None, ["jolly-roger"]])
def test_a_log_of_a_table_this_version_lacks_is_refused_clearly(tag: object) -> None:
    with pytest.raises(LogError, match="does not have|not a game log"):
        read_log(_with_game_tag(tag))


def test_resuming_a_log_of_an_unknown_table_says_why(tmp_path: Path) -> None:
    path = tmp_path / "other.jsonl"
    path.write_bytes(_with_game_tag("backgammon"))
    with pytest.raises(LogError, match="this log is of a game this version does not have"):
        GameSession.resume(path)
    assert path.read_bytes() == _with_game_tag("backgammon")   # nothing set aside or lost


def test_the_log_header_names_the_table_the_session_plays(tmp_path: Path) -> None:
    session = GameSession([SeatConfig(f"Bot {i}", "medium") for i in range(3)], seed=5)
    path = session.autosave(tmp_path, app_version="test")
    head = json.loads(path.read_text(encoding="utf-8").splitlines()[0])
    assert head["game"] == session.info.id == session.game_id
    assert read_log(path).rulebook.info is session.info


def test_a_session_names_its_table_or_gets_the_default() -> None:
    seats = [SeatConfig(f"Bot {i}", "medium") for i in range(4)]
    default = GameSession(seats, seed=1)
    named = GameSession(seats, game_id=default.game_id, seed=1)
    assert default.info is registry.default()
    assert named.game.events == default.game.events
    assert named.options == default.info.default_options()
    with pytest.raises(UnknownGame):
        GameSession(seats, game_id="backgammon")


# --- options: untrusted values from files ------------------------------------------------

FLAGS = Option("variants", N_("Variants"), "flags",
               (Choice("A", "a"), Choice("B", "b")), ())
ONE = Option("speed", N_("Speed"), "choice", (Choice("slow", "s"), Choice("fast", "f")), "slow")


@pytest.mark.parametrize("raw, expected", [
    (["B", "A"], ("A", "B")),                  # the schema's order
    (["A", "A", "Z", 3, None], ("A",)),        # unknown, repeated and non-text values dropped
    ("AB", ()),                                # not a list
    ({"A": True}, ()),
    (None, ()),
])
def test_flag_options_keep_only_known_choices(raw: object, expected: tuple[str, ...]) -> None:
    assert FLAGS.clean(raw) == expected


@pytest.mark.parametrize("raw", ["medium", "", 1, None, ["fast"], "FAST"])
def test_a_choice_option_falls_back_to_its_default(raw: object) -> None:
    assert ONE.clean(raw) == "slow"
    assert ONE.clean("fast") == "fast"


def test_clean_options_keeps_every_known_key_and_drops_the_rest() -> None:
    info = registry.default()
    cleaned = info.clean_options({"variants": ["VH", "nonsense"], "extra": 1,
                                  "reaction_prompts": "\u0000"})
    assert set(cleaned) == {o.key for o in info.options}
    assert cleaned["variants"] == ("VH",) and cleaned["reaction_prompts"] == "all"
    assert info.clean_options("not a mapping") == info.default_options()


def test_a_table_must_offer_its_default_level() -> None:
    with pytest.raises(ValueError, match="levels"):
        registry.register(GameInfo(
            id="test-table", name="Test", seats=(2, 4), quick_seats=2, options=(),
            levels=("easy",), offered=("easy",), default_level="hard",
            load=lambda: None))  # type: ignore[arg-type, return-value]
    with pytest.raises(UnknownGame):
        registry.get("test-table")      # refused declarations are not registered


# --- the command line: --game --------------------------------------------------------------


def cli(*args: str) -> tuple[int, str, str]:
    import subprocess
    import sys

    proc = subprocess.run([sys.executable, "-m", "scenes", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    return proc.returncode, proc.stdout, proc.stderr


def test_cards_and_simulate_name_their_table_before_or_after_the_command() -> None:
    default = registry.default().id
    code, plain, _err = cli("cards")
    assert code == 0 and plain
    assert cli("cards", "--game", default)[1] == plain
    assert cli(f"--game={default}", "cards")[1] == plain
    code, out, _err = cli("simulate", "--game", default, "--games", "2", "--seats", "4", "--quiet")
    assert code == 0 and "games 2" in out


@pytest.mark.parametrize("args", [("cards", "--game", "backgammon"),
                                  ("--game", "backgammon", "simulate", "--games", "1"),
                                  ("scenario", "--game", "backgammon",
                                   "docs/scenarios/at5_fort_attack_fails.json"),
                                  ("cards", "--game")])
def test_an_unknown_table_on_the_command_line_is_one_line_and_code_2(args: tuple[str, ...]) -> None:
    code, out, err = cli(*args)
    assert code == 2 and out == ""
    assert "is installed (tables: " in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1


def test_a_scenario_file_names_its_own_table(tmp_path: Path) -> None:
    data = json.loads((ROOT / "docs" / "scenarios" / "at5_fort_attack_fails.json").read_text())
    data["game"] = "backgammon"
    path = tmp_path / "other.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code, _out, err = cli("scenario", str(path))
    assert code == 2 and "no table called 'backgammon'" in err
    data["game"] = registry.default().id
    path.write_text(json.dumps(data), encoding="utf-8")
    assert cli("scenario", str(path))[0] == 0


def test_a_tables_id_is_written_only_in_its_own_packages() -> None:
    """Issue 12: nothing outside the tables' packages (game/core, the shell, scenes/kit)
    names a table by its id (the app's own name lives in scenes/identity.py and is a
    different thing). Inside a table's package the same word may be its own vocabulary
    (Jolly Roger's rum prizes are no mention of the RUM table)."""
    import ast

    found: dict[str, list[str]] = {}
    ids = {g.id: g.package for g in registry.games()}
    tables = tuple(f"{root}/{package}/" for package in ids.values() for root in ("game", "scenes"))
    for path in sorted([*(ROOT / "game").rglob("*.py"), *(ROOT / "scenes").rglob("*.py")]):
        rel = path.relative_to(ROOT)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and node.value in ids:
                found.setdefault(node.value, []).append(rel.as_posix())
    for game_id, places in found.items():
        own = (f"game/{ids[game_id]}/", f"scenes/{ids[game_id]}/")
        assert [p for p in places if not p.startswith((*tables, "scenes/identity.py"))] == [], \
            game_id
        assert any(p.startswith(own) for p in places), game_id
    assert set(found) == set(ids), "the check sees every declaration"


@pytest.mark.parametrize("bad", ["Test_Table", "", "-x", "x" * 41, "a b"])
def test_a_tables_id_is_kebab_case_because_files_keep_it(bad: str) -> None:
    """The statistics file and every log header store the id; the readers check its shape."""
    with pytest.raises(ValueError, match="kebab-case"):
        registry.register(GameInfo(
            id=bad, name="Test", seats=(2, 4), quick_seats=2, options=(),
            levels=("easy",), offered=("easy",), default_level="easy",
            load=lambda: None))  # type: ignore[arg-type, return-value]


def test_no_table_imports_another_table_or_core_a_table() -> None:
    """What two tables share lives in game/core (scenario files, simulation, intervals): a
    table's package never imports another table's, and the core imports none."""
    import ast
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent / "game"
    tables = {p.name for p in root.iterdir() if p.is_dir() and (p / "__init__.py").exists()
              and p.name != "core"}
    bad = []
    for path in root.rglob("*.py"):
        own = path.relative_to(root).parts[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            for name in names:
                parts = name.split(".")
                if len(parts) > 1 and parts[0] == "game" and parts[1] in tables \
                        and parts[1] != own:
                    bad.append(f"{path.relative_to(root)} imports {name}")
    assert not bad, bad


def test_a_reproducible_run_makes_every_tables_searching_level_count_not_time() -> None:
    """make_bot(..., iterations=N): the strongest level of every table plays a fixed number of
    iterations (no wall-clock budget), so a monkey run or a test repeats exactly on a slow or
    loaded machine; without it the levels think for their time."""
    for info in registry.games():
        book = info.rulebook()
        bot = book.make_bot(info.levels[-1], 1, iterations=7)
        budget = getattr(bot, "inner", bot)
        assert getattr(budget, "iterations", None) == 7, info.id
        assert not getattr(budget, "think_ms", 0) or budget.iterations is not None
        free = book.make_bot(info.levels[-1], 1)
        assert getattr(getattr(free, "inner", free), "iterations", None) != 7
