"""Issue 16: hostile files and edge cases — the game logs, saves, replays, settings and
statistics the app reads, whoever made them.

Every file here may come from anyone: a replay someone sent, a save a crash cut short, a hand
edit, a pipe put where a file was. Reading one must end in a game, a clear refusal or the
defaults — never a hang, never an exception the player sees, never a lost original.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import random
import signal
import subprocess
import sys
import tempfile
import threading
import tomllib
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import registry
from game.core.gamelog import LogError, read_log
from game.core.session import HUMAN, GameSession, SeatConfig
from game.jolly_roger.ai import make_bot
from game.jolly_roger.rulebook import JollyRoger
from scenes import paths, saves, settings_store, stats

ROOT = Path(__file__).resolve().parent.parent
LOGS = ROOT / "tests" / "fixtures" / "logs"
BOOK = JollyRoger.own()
UNDO = b'{"undo":1}'
HOSTILE_TEXT = ["\u0000", "\ud800", "a\u0000b", "\udfff\ud800", "\x1b[31mred", "line\nbreak",
                "\u202eevil", "x" * 5000, "", " "]
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")


# --- logs to corrupt ---------------------------------------------------------------------------


@cache
def one_human_log() -> bytes:
    """A finished 4-seat game of one human (played by an easy bot) and three AI pirates,
    autosaved by the app's session, with some of the human's quiet moves taken back."""
    seats = [SeatConfig("Me", HUMAN)] + [SeatConfig(f"Bot {i}", "easy") for i in range(1, 4)]
    session = GameSession(seats, seed=11)
    driver = make_bot("easy", 5, BOOK.cat)
    moves = 0
    with tempfile.TemporaryDirectory() as folder:
        path = session.autosave(Path(folder), app_version="test", durable=False)
        while True:
            session.run_ai()
            p = session.prompt()
            if p is None:
                break
            session.submit(driver.act(session.game.view(p.seat), p))
            moves += 1
            if session.can_undo() and moves % 4 == 0:
                assert session.undo() is None
                session.submit(driver.act(session.game.view(p.seat), p))
        return path.read_bytes()


def lines_of(data: bytes) -> list[bytes]:
    return data.rstrip(b"\n").split(b"\n")


def joined(lines: list[bytes]) -> bytes:
    return b"\n".join(lines) + b"\n"


def move_at(lines: list[bytes], k: int) -> dict:
    return json.loads(lines[k])


def quiet_human_moves(lines: list[bytes]) -> list[int]:
    """Indexes of the human's (seat 0's) moves that may be taken back, not taken back."""
    found = []
    for k in range(2, len(lines) - 1):
        if lines[k] == UNDO or lines[k + 1] == UNDO:
            continue
        move = move_at(lines, k)
        events = [BOOK.event_from_json(e) for e in move["events"]]
        if move["cmd"].get("seat") == 0 and BOOK.undoable(events):
            found.append(k)
    return found


def same_game_as(loaded, lines: list[bytes]) -> bool:
    """The loaded game is the one the given lines make (read cleanly)."""
    clean = read_log(joined(lines))
    return clean.lost == 0 and loaded.events() == clean.events()


# --- 1. the undo flood: linear ---------------------------------------------------------------


def test_an_undo_flood_is_read_in_one_pass(monkeypatch: pytest.MonkeyPatch) -> None:
    """Thousands of (move, undo) pairs load to the same game, and no undo line replays the
    game (before issue 16 each one did: benchmarks/log_loading.py measures the difference)."""
    lines = lines_of(one_human_log())
    k = quiet_human_moves(lines)[-1]
    flood = lines[:k] + [lines[k], UNDO] * 3000 + lines[k:]
    rebuilt = []
    real = JollyRoger.from_events
    monkeypatch.setattr(JollyRoger, "from_events",
                        lambda self, events: rebuilt.append(1) or real(self, events))
    loaded = read_log(joined(flood))
    assert loaded.lost == 0 and loaded.game.over and rebuilt == []
    assert loaded.events() == read_log(joined(lines)).events()


# --- 2. undo lines and deals the app never writes ---------------------------------------------


def refused_undo(lines: list[bytes], at: int, words: str) -> None:
    """An undo line inserted at `at` is refused: reading stops there, with `words`."""
    bad = lines[:at] + [UNDO] + lines[at:]
    loaded = read_log(joined(bad))
    assert loaded.lost == len(bad) - at and words in (loaded.problem or "")
    assert f"line {at + 1}:" in (loaded.problem or "")
    assert same_game_as(loaded, lines[:at])


def test_two_undo_lines_in_a_row_are_refused() -> None:
    lines = lines_of(one_human_log())
    at = lines.index(UNDO) + 1
    refused_undo(lines, at, "an undo straight after an undo")


def test_an_undo_of_a_move_that_showed_or_drew_cards_is_refused() -> None:
    lines = lines_of(one_human_log())
    final = [k for k in range(2, len(lines) - 1) if lines[k] != UNDO
             and move_at(lines, k)["cmd"].get("seat") == 0
             and not BOOK.undoable([BOOK.event_from_json(e)
                                    for e in move_at(lines, k)["events"]])]
    assert final
    refused_undo(lines, final[0] + 1, "showed or drew cards")


def test_an_undo_of_another_seats_move_is_refused() -> None:
    lines = lines_of(one_human_log())
    ai = next(k for k in range(2, len(lines)) if lines[k] != UNDO
              and move_at(lines, k)["cmd"].get("seat") != 0)
    refused_undo(lines, ai + 1, "the human seat did not give")


@pytest.mark.parametrize("name", ["finished_3_seats_holders.jsonl",
                                  "unfinished_4_seats_hot_seat.jsonl"])
def test_an_undo_without_exactly_one_human_seat_is_refused(name: str) -> None:
    """All AI pirates (nobody to take a move back), or hot-seat (several humans)."""
    lines = lines_of((LOGS / name).read_bytes())
    refused_undo(lines, 12, "without exactly one human seat")


def test_a_log_ending_with_an_undo_allows_no_second_undo_after_a_resume(tmp_path: Path) -> None:
    """The session keeps the policy the reader holds a log to: one undo, then a move. A
    repair keeps the closing undo line."""
    lines = lines_of(one_human_log())
    k = quiet_human_moves(lines)[-1]
    path = tmp_path / "undone.jsonl"
    path.write_bytes(joined(lines[:k] + [lines[k], UNDO]).rstrip(b"\n"))   # torn: no newline
    session, note = GameSession.resume(path)
    assert note is None and not session.can_undo()
    again = read_log(path)                       # its newline added
    assert again.undone is not None and path.read_bytes().endswith(UNDO + b"\n")
    assert again.events() == read_log(joined(lines[:k])).events()
    path.write_bytes(joined(lines[:k] + [lines[k], UNDO, b"{junk"]))
    session, note = GameSession.resume(path)     # repaired: the clean copy ends with the undo
    assert note is not None and not session.can_undo()
    assert read_log(path).undone is not None and path.read_bytes().endswith(UNDO + b"\n")


def test_the_table_offers_one_undo_then_a_move_as_the_reader_requires() -> None:
    """A promise and then a pass are two quiet moves of the human in a row: only the last may
    be taken back, or the log would hold two undo lines in a row, which reading refuses."""
    from game.jolly_roger.ai.random_bot import random_command

    seats = [SeatConfig("Me", HUMAN)] + [SeatConfig(f"Bot {i}", "random") for i in range(1, 4)]
    session = GameSession(seats, seed=0)
    rng = random.Random(0)
    while len(session.entries) < 100:
        session.run_ai()
        p = session.prompt()
        session.submit(random_command(session.game.view(0), p, rng, BOOK.cat))
    before, last = session.entries[-2:]
    assert type(before.cmd).__name__ == "Promise" and type(last.cmd).__name__ == "Pass"
    assert session.can_undo() and session.undo() is None
    assert session.entries[-1] is before and BOOK.undoable(before.events)
    assert not session.can_undo() and "just taken back" in (session.undo() or "")


@pytest.mark.parametrize("change", ["swap two cards between hands", "move a card to another hand",
                                    "reorder the crew deck", "another captain"])
def test_a_deal_its_seed_does_not_make_is_refused(change: str) -> None:
    """The app only writes deals made from the seed: any other deal, however well-formed (every
    card once), is an edited file."""
    lines = lines_of(one_human_log())
    start = json.loads(lines[1])
    first = start["start"][0]
    hands = first["hands"]
    if change == "swap two cards between hands":
        hands[0][0], hands[1][0] = hands[1][0], hands[0][0]
    elif change == "move a card to another hand":
        hands[1].append(hands[0].pop())
    elif change == "reorder the crew deck":
        first["crew_deck"].reverse()
    else:
        first["captain"] = (first["captain"] + 1) % len(hands)
    with pytest.raises(LogError, match="seed makes|not valid|follow"):
        read_log(joined([lines[0], json.dumps(start).encode(), *lines[2:]]))


# --- 3. files that are not regular files -------------------------------------------------------


class Hung(BaseException):
    """Raised in a test that blocked (a BaseException: no `except OSError` in the app takes it
    for a read error)."""


@contextlib.contextmanager
def no_hang(seconds: float = 20) -> Iterator[None]:
    """Fail (not hang) if the block blocks: a read of a pipe waits for a writer for ever. The
    alarm is sent to this thread itself (the app's other threads must not swallow it)."""

    def stop(_sig: int, _frame: object) -> None:
        raise Hung("blocked: a pipe was opened for reading")

    me = threading.get_ident()
    old = signal.signal(signal.SIGALRM, stop)
    timer = threading.Timer(seconds, signal.pthread_kill, (me, signal.SIGALRM))
    timer.start()
    try:
        yield
    finally:
        timer.cancel()
        signal.signal(signal.SIGALRM, old)


@needs_fifo
def test_a_pipe_is_never_read_as_a_game_log(tmp_path: Path) -> None:
    from scenes.app import build_app
    from scenes.replay import ReplaysScene, open_replay, summary

    fifo = tmp_path / "pipe.jsonl"
    os.mkfifo(fifo)
    with no_hang():
        with pytest.raises(LogError, match="pipe"):
            read_log(fifo)
        with pytest.raises(LogError):
            read_log(tmp_path)                                  # a folder
        app = build_app(headless=True)
        assert "pipe" in (open_replay(app, fifo) or "")
        assert summary(fifo) is None and summary(fifo, unfinished=True) is None
        for folder in (paths.saves_dir(), paths.replays_dir()):
            os.mkfifo(folder / "2026-01-01_00-00-00_1.jsonl")
            os.mkfifo(folder / "2026-01-01_00-00-00_2.jsonl.damaged")
        assert saves.unfinished() == [] and saves.replays() == []
        assert saves.resume_latest().session is None
        for unfinished in (False, True):
            app.go("unfinished" if unfinished else "replays")
            app.step(16, [])
            assert isinstance(app.top, ReplaysScene) and app.top.rows == []


@needs_fifo
def test_a_pipe_in_place_of_the_settings_or_the_statistics_is_set_aside() -> None:
    settings_store.settings_path().parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(settings_store.settings_path())
    os.mkfifo(stats.stats_path())
    with no_hang():
        loaded, notes = settings_store.load()
        assert loaded == settings_store.defaults() and "set aside" in notes[0]
        assert stats.load() == {}
    assert not os.path.lexists(settings_store.settings_path())
    assert not os.path.lexists(stats.stats_path())


@needs_fifo
def test_a_pipe_under_a_name_the_app_writes_never_blocks_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Temporary copies (settings, statistics, a repaired save) and the log files: a pipe
    standing under one of those names is replaced or passed over, never opened."""
    from scenes.crash import report_crash, setup_logging
    from scenes.paths import log_dir

    settings_store.settings_path().parent.mkdir(parents=True, exist_ok=True)
    for path in (settings_store.settings_path(), stats.stats_path(), log_dir() / "crash.log",
                 log_dir() / "jolly-roger.log"):
        os.mkfifo(path.with_name(path.name + ".tmp") if "log" not in path.suffix else path)
    path, _data, moves = torn_save()
    os.mkfifo(path.with_name(path.name + ".tmp"))
    monkeypatch.setattr(logging.getLogger("jolly_roger"), "handlers", [])
    with no_hang():
        assert settings_store.save(settings_store.defaults())
        stats.save({"some-table": {"Ann": stats.PlayerStats(games=1)}})
        found = saves.resume_latest()
        assert found.session is not None and len(found.session.entries) == moves
        assert report_crash(ValueError("boom")) == 1
        setup_logging()
    assert settings_store.load() == (settings_store.defaults(), [])
    assert stats.load()["some-table"]["Ann"].games == 1
    assert [type(h).__name__ for h in logging.getLogger("jolly_roger").handlers] == [
        "StreamHandler"]


@needs_fifo
def test_jolly_roger_replay_of_a_pipe_says_why_and_ends(tmp_path: Path) -> None:
    fifo = tmp_path / "game.jsonl"
    os.mkfifo(fifo)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-m", "scenes", "replay", str(fifo)], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode != 0 and "pipe" in done.stdout + done.stderr


# --- 4. an interrupted repair never loses the game ----------------------------------------------


def torn_save(moves: int = 60) -> tuple[Path, bytes, int]:
    """An all-AI save in the saves folder whose last move is cut in half: (its path, its
    bytes, the moves that stand)."""
    session = GameSession([SeatConfig(f"Bot {i}", "easy") for i in range(4)], seed=17)
    path = session.autosave(paths.saves_dir(), app_version="test", durable=False)
    for _ in range(moves):
        session.ai_move()
    data = path.read_bytes()[:-30]
    path.write_bytes(data)
    return path, data, moves - 1


@pytest.mark.parametrize("left", [("damaged",), ("damaged", "tmp"), ("tmp",),
                                  ("damaged", "damaged-1", "tmp")])
def test_continue_finds_a_game_an_interrupted_repair_left_under_another_name(
        left: tuple[str, ...]) -> None:
    """What an older version's repair left when killed (it renamed the save away before the
    clean copy was in place): Continue puts the game back and goes on."""
    path, data, moves = torn_save()
    clean = read_log(data)
    for k, tag in enumerate(left):
        side = path.with_name(f"{path.name}.{tag}")
        if tag == "tmp":        # a clean copy, perhaps cut half-way
            side.write_bytes(joined(lines_of(data)[:40]))
        else:                   # an original; the newest holds every move
            side.write_bytes(data if k == len([t for t in left if t != "tmp"]) - 1
                             else data[:2000])
            os.utime(side, (1_000_000 + k, 1_000_000 + k))
    path.unlink()
    assert saves.unfinished() == [path]
    found = saves.resume_latest()
    assert found.session is not None
    best = moves if left != ("tmp",) else 38
    assert len(found.session.entries) == best
    assert found.session.game.events == read_log(path).game.events
    if left != ("tmp",):
        assert found.session.game.events == clean.game.events
        kept = [p for p in paths.saves_dir().iterdir() if p.read_bytes() == data]
        assert kept                                          # the original is still there


def test_a_finished_game_takes_its_kept_originals_to_the_replays() -> None:
    """Left in the saves, a repaired game's kept original would look like a game an
    interrupted repair left behind, and come back after its replay was deleted."""
    path, data, _moves = torn_save()
    found = saves.resume_latest()
    assert found.session is not None
    found.session.run_ai()
    assert found.session.over and list(paths.saves_dir().iterdir()) == []
    assert (paths.replays_dir() / (path.name + ".damaged")).read_bytes() == data
    assert saves.replays() == [paths.replays_dir() / path.name]
    path.with_name(path.name + ".damaged").write_bytes(data)   # one left by an older version
    assert saves.unfinished() == []


def test_a_repair_keeps_the_original_before_the_clean_copy_replaces_it() -> None:
    path, data, moves = torn_save()
    session, note = GameSession.resume(path)
    assert note is not None and len(session.entries) == moves
    [backup] = [p for p in paths.saves_dir().iterdir() if p.name.endswith(".damaged")]
    assert backup.read_bytes() == data and backup.name in note
    assert read_log(path).lost == 0
    assert not list(paths.saves_dir().glob("*.tmp"))


# --- 5. text that cannot be shown or written back ------------------------------------------------


def with_header(data: bytes, **fields: object) -> bytes:
    lines = lines_of(data)
    head = json.loads(lines[0])
    head.update(fields)
    return joined([json.dumps(head).encode(), *lines[1:]])     # ensure_ascii: "\ud800" kept


@pytest.mark.parametrize("bad", ["\u0000", "\ud800", "a\udfffb", "\x1b]0;pwned\x07"])
def test_continue_rewrites_a_save_with_hostile_header_text_cleanly(bad: str) -> None:
    """The header's app and session fields are not trusted: a repair writes the session's own
    cleaned description, which always encodes."""
    from scenes.app import build_app

    path, data, moves = torn_save()
    lines = lines_of(data)
    session_meta = json.loads(lines[0])["session"]
    session_meta["seats"][1] = {"name": bad, "kind": bad, "colour": [bad, 2**70, -1]}
    session_meta["variants"] = [bad]
    session_meta[bad] = bad
    path.write_bytes(with_header(data, app=bad, session=session_meta)[:-1])   # still torn
    app = build_app(headless=True)
    app.top.continue_game()
    assert app.session is not None and len(app.session.entries) == moves
    app.step(16, [])     # (an AI seat's pass may go at once: issue 17)
    assert app.notices and "damaged" in app.notices[0][0]
    text = path.read_bytes().decode("utf-8")                 # strict: it encodes
    head = json.loads(text.split("\n", 1)[0])
    assert head["app"] == "?" and bad not in json.dumps(head, ensure_ascii=False)
    assert head["session"]["seats"][1]["name"] == "Bot 1"    # what the events say
    assert read_log(path).lost == 0


def list_rows(unfinished: bool) -> list:
    from scenes.app import build_app

    app = build_app(headless=True)
    app.go("unfinished" if unfinished else "replays")
    for _ in range(2):
        app.step(16, [])
    return app.top.rows


@pytest.mark.parametrize("bad", ["\u0000", "\ud800", "\x1b[2J", "x" * 300, 7, None])
def test_the_replay_lists_skip_a_game_with_a_name_that_cannot_be_shown(bad: object) -> None:
    data = one_human_log()
    lines = lines_of(data)
    start = json.loads(lines[1])
    start["start"][0]["names"][2] = bad
    hostile = joined([lines[0], json.dumps(start).encode(), *lines[2:]])
    (paths.replays_dir() / "2026-01-01_00-00-00_1.jsonl").write_bytes(data)
    (paths.replays_dir() / "2026-01-01_00-00-00_2.jsonl").write_bytes(hostile)
    (paths.saves_dir() / "2026-01-01_00-00-00_3.jsonl").write_bytes(
        joined(lines_of(hostile)[:30]))
    assert len(list_rows(unfinished=False)) == 1
    assert list_rows(unfinished=True) == []


STATS_ROW = {"games": 3, "wins": 1, "gold": 20, "best": 9, "mutinies_won": 0, "human": True}


@pytest.mark.parametrize("players", [
    {"\u0000": STATS_ROW}, {"\ud800": STATS_ROW}, {"a\x1bb": STATS_ROW}, {"": STATS_ROW},
    {"x" * 41: STATS_ROW}, {"Ann": dict(STATS_ROW, wins=4)}, {"Ann": dict(STATS_ROW, best=21)},
    {"Ann": dict(STATS_ROW, games=10**9)}, {"Ann": dict(STATS_ROW, gold=-1)},
    {"Ann": dict(STATS_ROW, games=True)}, {"Ann": dict(STATS_ROW, gold=2.5)},
    {"Ann": dict(STATS_ROW, human=1)}, {"Ann": [1, 2]},
    {"Ann": dict(STATS_ROW, games=0, wins=0, gold=3, best=0)},
], ids=lambda p: repr(p)[:40])
def test_a_statistics_file_that_fails_a_check_is_set_aside(players: dict) -> None:
    """A name that cannot be shown, numbers out of range or contradicting each other: the
    Statistics screen opens on an empty table, the file kept beside it."""
    from scenes.app import build_app
    from scenes.stats_scene import StatsScene

    path = stats.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    raw = json.dumps({"version": 1, "players": {"Bob": STATS_ROW, **players}})
    path.write_text(raw, encoding="utf-8")
    app = build_app(headless=True)
    app.go("stats")
    app.step(16, [])
    assert isinstance(app.top, StatsScene) and app.top.rows == []
    [aside] = path.parent.glob("statistics.json.unreadable*")
    assert aside.read_text(encoding="utf-8") == raw


def test_good_statistics_still_load() -> None:
    path = stats.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    table = {"Łucja": STATS_ROW, "海賊": dict(STATS_ROW, human=False)}
    path.write_text(json.dumps({"version": 1, "players": table}), encoding="utf-8")
    assert sorted(stats.load()[registry.default().id]) == sorted(table)


@pytest.fixture
def log_file(tmp_path: Path) -> Iterator[Path]:
    """The app's log file handler, as the app sets it up; a logging error fails the test."""
    handler = logging.FileHandler(tmp_path / "app.log", encoding="utf-8")
    errors: list[object] = []
    handler.handleError = errors.append                          # type: ignore[method-assign]
    root = logging.getLogger("jolly_roger")
    root.addHandler(handler)
    yield tmp_path / "app.log"
    root.removeHandler(handler)
    handler.close()
    assert errors == []


def test_a_save_whose_name_is_not_utf8_is_set_aside_and_named_safely(log_file: Path) -> None:
    from scenes.app import build_app

    folder = os.fsencode(paths.saves_dir())
    name = b"2026-01-01_\xff\xfe.jsonl"
    with open(os.path.join(folder, name), "wb") as f:
        f.write(b"not a game\n")
    app = build_app(headless=True)
    app.top.continue_game()
    app.step(16, [])                                           # the note is drawn
    words = app.top.message
    assert "set aside" in words and "\ufffd" in words
    words.encode("utf-8")
    assert os.path.exists(os.path.join(folder, name + b".unreadable"))
    assert "\ufffd" in log_file.read_text(encoding="utf-8")


def test_a_save_with_a_255_byte_name_is_set_aside_or_repaired() -> None:
    """The longest name a file system takes leaves no room for ".unreadable", ".damaged" or
    ".tmp": the names beside it are cut short."""
    junk = paths.saves_dir() / ("j" * 249 + ".jsonl")
    junk.write_bytes(b"not a game\n")
    found = saves.resume_latest()
    assert found.session is None and not junk.exists()
    [aside] = paths.saves_dir().iterdir()
    assert aside.read_bytes() == b"not a game\n" and len(aside.name) <= 255
    aside.unlink()
    path, data, moves = torn_save()
    long = path.with_name("s" * 249 + ".jsonl")
    os.replace(path, long)
    found = saves.resume_latest()
    assert found.session is not None and len(found.session.entries) == moves
    kept = [p for p in paths.saves_dir().iterdir() if p != long]
    assert [p.read_bytes() for p in kept] == [data] and read_log(long).lost == 0


# --- 6. the replay viewer shows finished games only ----------------------------------------------


@pytest.mark.parametrize("name", ["unfinished_4_seats_hot_seat.jsonl",
                                  "unfinished_5_seats_one_human_undo.jsonl"])
def test_an_unfinished_game_is_never_shown_in_the_replay_viewer(name: str) -> None:
    """The viewer shows every hand: a hot-seat save opened as a replay would show everyone's."""
    from scenes.app import build_app
    from scenes.replay import open_replay

    app = build_app(headless=True)
    problem = open_replay(app, LOGS / name)
    assert problem is not None and "not finished" in problem and "Continue" in problem
    assert app.top.route == "title"
    cut = paths.replays_dir() / "cut.jsonl"              # a finished game cut short, too
    cut.write_bytes(joined(lines_of((LOGS / "finished_3_seats_holders.jsonl").read_bytes())[:-3]))
    assert "not finished" in (open_replay(app, cut) or "")


# --- 7. generated corruptions of real logs -------------------------------------------------------


BASES = {"one human, undo": one_human_log,
         "6 seats": lambda: (LOGS / "finished_6_seats_vg_vh.jsonl").read_bytes(),
         "hot seat": lambda: (LOGS / "unfinished_4_seats_hot_seat.jsonl").read_bytes()}

hostile_values = st.one_of(
    st.sampled_from(HOSTILE_TEXT),
    st.sampled_from([None, True, -1, 0, 10**30, 2**63, -(2**63), 1e308, [], {}, [[[[]]]]]),
    st.integers(), st.text(max_size=30),
    st.recursive(st.none() | st.integers(-3, 200), lambda inner: st.lists(inner, max_size=3)
                 | st.dictionaries(st.text(max_size=5), inner, max_size=3), max_leaves=10))


def _replace_somewhere(value: object, new: object, rng: random.Random) -> object:
    """`value` with one of its leaves (or itself) replaced by `new`."""
    if isinstance(value, dict) and value and rng.random() < 0.8:
        key = rng.choice(sorted(value))
        return {**value, key: _replace_somewhere(value[key], new, rng)}
    if isinstance(value, list) and value and rng.random() < 0.8:
        k = rng.randrange(len(value))
        return [*value[:k], _replace_somewhere(value[k], new, rng), *value[k + 1:]]
    return new


@st.composite
def corrupted_logs(draw: st.DrawFn) -> bytes:
    data = BASES[draw(st.sampled_from(sorted(BASES)))]()
    lines = lines_of(data)
    rng = random.Random(draw(st.integers(0, 2**32)))
    for _ in range(draw(st.integers(1, 3))):
        how = draw(st.sampled_from(["truncate", "flip", "insert", "value", "deep", "deep field",
                                    "undo", "duplicate", "drop"]))
        head = rng.random() < 0.3            # the header and the start, often
        k = rng.randrange(min(2, len(lines)) if head else len(lines))
        if how == "truncate":
            flat = joined(lines)
            lines = lines_of(flat[:rng.randrange(len(flat))] or b"\n")
        elif how == "flip":
            line = bytearray(lines[k] or b" ")
            line[rng.randrange(len(line))] = rng.randrange(256)
            lines[k] = bytes(line)
        elif how == "insert":
            lines.insert(k, json.dumps(draw(hostile_values)).encode())
        elif how == "value":
            with contextlib.suppress(ValueError, RecursionError):
                new = _replace_somewhere(json.loads(lines[k]), draw(hostile_values), rng)
                lines[k] = json.dumps(new).encode()
        elif how == "deep":
            lines.insert(k, b"[" * 50_000 + b"]" * 50_000)
        elif how == "deep field":      # one field of the line nested 30,000 deep
            with contextlib.suppress(ValueError, RecursionError):
                obj = json.loads(lines[k])
                if not isinstance(obj, dict) or not obj:
                    continue
                key = json.dumps(rng.choice(sorted(obj))).encode()
                flat = json.dumps({**obj, json.loads(key): None}).encode()
                lines[k] = flat.replace(key + b": null", key + b": " + b"[" * 30_000
                                        + b"]" * 30_000, 1)
        elif how == "undo":
            lines.insert(max(2, k), UNDO)
        elif how == "duplicate":
            lines.insert(k, lines[rng.randrange(len(lines))])
        else:
            del lines[k]
            lines = lines or [b""]
    return b"\n".join(lines) + draw(st.sampled_from([b"\n", b""]))


FAST = settings(max_examples=300, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@FAST
@given(corrupted_logs())
def test_a_corrupted_log_is_read_to_a_game_or_refused(data: bytes) -> None:
    try:
        loaded = read_log(data)
    except LogError as err:
        assert str(err) and str(err).isprintable()
        return
    assert BOOK.from_events(loaded.events()).events == loaded.game.events
    assert loaded.problem is None or loaded.problem.isprintable()


@settings(max_examples=200, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                 HealthCheck.function_scoped_fixture])
@given(data=corrupted_logs())
def test_a_corrupted_save_resumes_or_is_set_aside_and_the_original_is_kept(
        data: bytes, tmp_path_factory: pytest.TempPathFactory) -> None:
    """Continue either goes on with the readable part (the original kept byte for byte) or
    sets the file aside; the Unfinished list and the replay viewer never raise."""
    from scenes.replay import summary

    folder = tmp_path_factory.mktemp("saves")
    path = folder / "2026-01-01_00-00-00_1.jsonl"
    path.write_bytes(data)
    summary(path), summary(path, unfinished=True)
    try:
        session, note = GameSession.resume(path)
    except LogError:
        assert path.read_bytes() == data                      # untouched: Continue sets it aside
        return
    if session.log is not None:
        session.log.close()
    kept = [p for p in folder.iterdir() if p.read_bytes() == data]
    mended = path.read_bytes() == data + b"\n"              # only its last newline added
    assert kept or mended                                     # the original, somewhere
    assert (note is None) == (read_log(data).lost == 0)
    assert read_log(path).lost == 0 and read_log(path).events() == list(session.game.events)
    summary(path), summary(path, unfinished=True)


@settings(max_examples=60, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(corrupted_logs())
def test_a_corrupted_replay_opens_or_is_refused_with_a_message(data: bytes) -> None:
    from scenes.app import build_app
    from scenes.replay import open_replay

    path = paths.replays_dir() / "sent.jsonl"
    path.write_bytes(data)
    app = build_app(headless=True)
    problem = open_replay(app, path)
    assert problem is None or problem.isprintable()
    app.step(16, [])
    app.go("replays")
    app.step(16, [])


toml_values = st.one_of(st.booleans(), st.integers(-2**63, 2**63 - 1), st.floats(),
                        st.text(max_size=20), st.lists(st.integers(-5, 9000), max_size=3))


@settings(max_examples=80, deadline=None, derandomize=True)
@given(st.one_of(st.binary(max_size=200),
                 st.dictionaries(st.sampled_from(["version", "window_size", "fullscreen",
                                                  "ai_delay_ms", "animation_speed", "volume",
                                                  "music_volume", "effects_muted",
                                                  "language", "reaction_prompts", "log_panel",
                                                  "sounds", "x"]), toml_values, max_size=6)))
def test_any_settings_file_loads_to_valid_settings(content: bytes | dict) -> None:
    """Whatever the file holds, the settings loaded are ones the app would write and accept."""
    path = settings_store.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, dict):
        body = "\n".join(f"{k} = {json.dumps(v)}" for k, v in content.items())
        content = body.encode("utf-8", "surrogatepass")
    path.write_bytes(content)
    loaded, _notes = settings_store.load()
    again = settings_store.defaults()                 # every value kept is one it would accept
    assert settings_store.apply(again, tomllib.loads(settings_store.to_toml(loaded))) == []
    assert again == loaded


@settings(max_examples=80, deadline=None, derandomize=True)
@given(st.dictionaries(st.one_of(st.sampled_from(HOSTILE_TEXT), st.text(max_size=45)),
                       st.one_of(hostile_values, st.fixed_dictionaries(
                           {k: st.one_of(st.just(v), hostile_values)
                            for k, v in STATS_ROW.items()})), max_size=4))
def test_any_statistics_file_loads_to_numbers_that_can_be_shown(players: dict) -> None:
    path = stats.stats_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(json.dumps({"version": 1, "players": players}).encode())
    for name, row in [kv for table in stats.load().values() for kv in table.items()]:
        assert name.isprintable() and len(name) <= 40
        assert 0 <= row.wins <= row.games and 0 <= row.best <= row.score
