"""Issue 6: autosave, resume, damaged and hostile files, undo, statistics.

Saves are JSON-lines game logs (game/core/gamelog.py) written by the session on every accepted
command (game/core/session.py, scenes/saves.py). Every test runs in its own JOLLY_ROGER_HOME
(tests/conftest.py), so nothing touches the player's folders.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.core.gamelog import LogError, read_log
from game.core.session import HUMAN, GameSession, SeatConfig
from game.jolly_roger import events as E
from game.jolly_roger.cards import load_catalogue
from game.jolly_roger.engine import Game
from scenes import paths, saves, stats

CAT = load_catalogue()  # the card catalogue: passed to games and bots, never a global

ROOT = Path(__file__).resolve().parent.parent


def ai_session(n: int = 5, seed: int = 1, kind: str = "medium") -> GameSession:
    return GameSession([SeatConfig(f"Bot {i}", kind) for i in range(n)], seed=seed)


def play(session: GameSession, moves: int) -> None:
    for _ in range(moves):
        if not session.ai_move():
            return


def finished_game(n: int, seed: int) -> GameSession:
    """An AI game autosaved by the app's code and played to its end (filed as a replay)."""
    session = ai_session(n=n, seed=seed)
    assert saves.start_autosave(session) is None
    session.run_ai()
    return session


def saved_game(tmp_path: Path, moves: int = 150, seed: int = 1) -> tuple[GameSession, Path]:
    session = ai_session(seed=seed)
    path = session.autosave(tmp_path, app_version="test")
    play(session, moves)
    return session, path


# --- the autosave and resuming ---------------------------------------------------------------


def test_every_accepted_command_is_on_disk_before_the_next(tmp_path: Path) -> None:
    session = ai_session()
    path = session.autosave(tmp_path, app_version="test")
    for k in range(1, 40):
        session.ai_move()
        lines = path.read_text(encoding="utf-8").splitlines()
        assert len(lines) == 2 + k                      # header, start, one line per move
    head = json.loads(path.read_text(encoding="utf-8").splitlines()[0])
    assert head["format"] == 1 and head["game"] == "jolly-roger"


def test_resume_continues_exactly_where_the_game_was(tmp_path: Path) -> None:
    session, path = saved_game(tmp_path)
    resumed, note = GameSession.resume(path)
    assert note is None
    assert resumed.game.events == session.game.events
    assert resumed.prompt() == session.prompt()          # whose decision it is, and what
    assert [s.__dict__ for s in resumed.seats] == [s.__dict__ for s in session.seats]
    for seat in range(session.n):
        assert resumed.game.view(seat) == session.game.view(seat)


def test_a_seat_whose_saved_colour_is_not_one_takes_the_callers_palette(tmp_path: Path) -> None:
    """The session (game/core) knows no theme: the app passes its seat colours (scenes/saves),
    anyone else gets DEFAULT_COLOUR."""
    from game.core.session import DEFAULT_COLOUR
    from scenes.theme import seat_colour

    _session, path = saved_game(tmp_path, moves=5)
    lines = path.read_text(encoding="utf-8").splitlines()
    head = json.loads(lines[0])
    head["session"]["seats"][1]["colour"] = [10, 20, 30]
    head["session"]["seats"][2]["colour"] = [1, 2, 300]
    path.write_text("\n".join([json.dumps(head), *lines[1:]]) + "\n", encoding="utf-8")
    seats = GameSession.resume(path)[0].seats
    assert (seats[1].colour, seats[2].colour) == ((10, 20, 30), DEFAULT_COLOUR)
    resumed = saves.resume_file(path).session
    assert resumed is not None and seat_colour(2) != DEFAULT_COLOUR
    assert (resumed.seats[1].colour, resumed.seats[2].colour) == ((10, 20, 30), seat_colour(2))


def test_a_resumed_ai_game_plays_on_as_if_never_stopped(tmp_path: Path) -> None:
    """AI seats see their past decisions again while the log is read, so their memory and
    generators are where they were: the game ends exactly as the uninterrupted one."""
    whole = ai_session(seed=7)
    whole.run_ai()
    session = ai_session(seed=7)
    path = session.autosave(tmp_path, app_version="test")
    play(session, 200)
    resumed, _ = GameSession.resume(path)
    play(resumed, 100)
    again, _ = GameSession.resume(path)
    again.run_ai()
    assert again.over and again.game.events == whole.game.events
    assert read_log(path).game.events == whole.game.events


def test_a_resumed_hard_game_remembers_without_searching_its_past(tmp_path: Path) -> None:
    """Hard pirates on the clock are shown their past decisions while the log is read (their
    rule of thumb's memory of the table is current) but search none of them: the log holds
    what they played, and searching 250 ms a decision kept a player waiting half a minute
    at Continue. Reproducible (iteration-bound) hard pirates still search their past, so a
    resumed game plays on exactly as if never stopped."""
    def hard_session() -> GameSession:
        return GameSession([SeatConfig(f"Bot {i}", "hard") for i in range(4)], seed=3,
                           iterations=4)

    whole = hard_session()
    whole.run_ai()
    session = hard_session()
    path = session.autosave(tmp_path, app_version="test")
    play(session, 150)
    again, _ = GameSession.resume(path, iterations=4)
    again.run_ai()
    assert again.over and again.game.events == whole.game.events
    resumed, _ = GameSession.resume(path)   # on the clock, as in the app
    hard = [getattr(b, "inner", b) for b in resumed.bots.values()]
    assert all(b.think_ms > 0 and b.stats == [] for b in hard)   # no search ran
    assert sum(sum(b.medium.helped.values()) for b in hard) > 0   # yet they remember


def test_a_finished_game_becomes_a_replay_and_counts_in_the_statistics() -> None:
    session = ai_session(n=4, seed=3)
    assert saves.start_autosave(session) is None
    path = session.log.path
    session.run_ai()
    assert session.over and not path.exists()
    replay = paths.replays_dir() / path.name
    assert replay.exists() and read_log(replay).game.over
    table = stats.load()[session.game_id]
    assert sorted(table) == [f"Bot {i}" for i in range(4)]
    end = next(ev for ev in session.game.events if isinstance(ev, E.GameEnded))
    for seat in range(4):
        row = table[f"Bot {seat}"]
        assert row.games == 1 and row.wins == (seat in end.winners)
        assert row.score == end.scores[seat][0] and not row.human
    assert saves.unfinished() == []


def two_unfinished(seed_old: int, seed_new: int) -> tuple[GameSession, GameSession]:
    """Two autosaved games left unfinished, the second one written last."""
    older = ai_session(seed=seed_old)
    saves.start_autosave(older)
    play(older, 30)
    time.sleep(0.02)
    newer = ai_session(seed=seed_new)
    saves.start_autosave(newer)
    play(newer, 20)
    return older, newer


def test_continue_finds_the_newest_unfinished_game() -> None:
    _older, newer = two_unfinished(1, 2)
    found = saves.resume_latest()
    assert found.notes == [] and found.session is not None
    assert found.session.game.events == newer.game.events


# --- damaged files ------------------------------------------------------------------------------


def test_a_truncated_log_resumes_from_its_last_whole_move(tmp_path: Path) -> None:
    """A crash or a pulled plug can cut the last line anywhere."""
    session, path = saved_game(tmp_path, moves=120)
    data = path.read_bytes()
    lines = data.split(b"\n")
    keep = sum(len(line) + 1 for line in lines[:100])        # 98 whole moves …
    cut = data[: keep + len(lines[100]) // 2]                # … and half of the 99th
    path.write_bytes(cut)
    resumed, note = GameSession.resume(path)
    assert note is not None and "1" in note
    assert len(resumed.entries) == 98
    assert list(resumed.game.events) == list(session.game.events[: len(resumed.game.events)])
    backups = list(tmp_path.glob("*.damaged*"))
    assert len(backups) == 1 and backups[0].read_bytes() == cut   # the original is kept
    clean = read_log(path)                                        # and the file is whole again
    assert clean.lost == 0 and clean.game.events == resumed.game.events
    resumed.run_ai()
    assert resumed.over and read_log(path).game.over


def test_a_log_cut_just_before_its_last_newline_goes_on_cleanly(tmp_path: Path) -> None:
    session, path = saved_game(tmp_path, moves=40)
    path.write_bytes(path.read_bytes()[:-1])
    resumed, note = GameSession.resume(path)
    assert note is None and len(resumed.entries) == 40
    play(resumed, 5)
    loaded = read_log(path)
    assert loaded.lost == 0 and len(loaded.entries) == 45


def test_a_changed_move_drops_the_rest_and_says_so(tmp_path: Path) -> None:
    _session, path = saved_game(tmp_path, moves=60)
    lines = path.read_text(encoding="utf-8").splitlines()
    entry = json.loads(lines[30])
    entry["events"] = entry["events"][:-1] + [{"type": "round_started", "round": 9}]
    lines[30] = json.dumps(entry)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    loaded = read_log(path)
    assert len(loaded.entries) == 28 and loaded.lost == 60 - 28
    assert loaded.problem is not None and "line 31" in loaded.problem


def test_an_unreadable_save_is_set_aside_never_deleted() -> None:
    broken = paths.saves_dir() / "2026-01-01_00-00-00_1.jsonl"
    broken.write_bytes(b"\x00\xffnot a game at all\n")
    found = saves.resume_latest()
    assert found.session is None and len(found.notes) == 1
    assert "set aside" in found.notes[0]
    assert not broken.exists()
    assert (paths.saves_dir() / (broken.name + ".unreadable")).read_bytes().startswith(b"\x00")
    assert saves.unfinished() == []


# --- hostile files (a replay from anywhere) ---------------------------------------------------


def check_hostile(data: bytes) -> str:
    """Reading must either give a valid game or refuse with LogError — nothing else."""
    try:
        loaded = read_log(data)
    except LogError as err:
        assert str(err)
        return "refused"
    replayed = Game.from_events(loaded.events(), CAT)
    assert replayed.events == loaded.game.events
    return "loaded"


def good_log(tmp_path: Path) -> bytes:
    _session, path = saved_game(tmp_path, moves=80, seed=5)
    return path.read_bytes()


def test_hundreds_of_hostile_files_are_refused_or_cut_never_crash(tmp_path: Path) -> None:
    data = good_log(tmp_path)
    lines = data.split(b"\n")
    rng = random.Random(2026)
    cases: list[bytes] = []
    cases += [data[:k] for k in rng.sample(range(len(data)), 120)]          # truncated
    for _ in range(120):                                                      # bytes flipped
        b = bytearray(data)
        for _k in range(rng.randint(1, 4)):
            b[rng.randrange(len(b))] = rng.randrange(256)
        cases.append(bytes(b))
    head = json.loads(lines[0])
    start = json.loads(lines[1])
    hostile_values = [None, True, -1, 10**30, 2**63, 1e308, "x" * 1000, [], {}, [[[]]],
                      "\u0000", -(10**12), 149, 150, 9999]
    for value in hostile_values:                                            # wrong types, ids
        for field in ("format", "game", "kind", "session"):
            h = dict(head, **{field: value})
            cases.append(b"\n".join([json.dumps(h).encode(), *lines[1:]]))
        first = dict(start["start"][0])
        for field in ("names", "humans", "variants", "seed", "captain", "hands", "crew_deck",
                      "stacks", "prize_deck", "ask_all"):
            bad = dict(first, **{field: value})
            s = {"start": [bad, *start["start"][1:]]}
            cases.append(b"\n".join([lines[0], json.dumps(s).encode(), *lines[2:]]))
        k = rng.randrange(2, len(lines) - 1)
        move = json.loads(lines[k])
        for where in ("cmd", "events"):
            m = dict(move, **{where: value})
            cases.append(b"\n".join([*lines[:k], json.dumps(m).encode(), *lines[k + 1:]]))
        cmd = dict(move["cmd"])
        for field in list(cmd):
            c = dict(cmd, **{field: value})
            m = dict(move, cmd=c)
            cases.append(b"\n".join([*lines[:k], json.dumps(m).encode(), *lines[k + 1:]]))
    deep = b"[" * 100_000 + b"]" * 100_000
    cases += [deep, b"\n".join([lines[0], deep]), b"\n".join([*lines[:5], deep, *lines[5:]])]
    cases += [b"\xff\xfe" + data, b"\n".join([*lines[:9], b"\xc3\x28", *lines[9:]])]   # UTF-8
    cases += [b"", b"\n", b"{}", b"[]", b"null", b"1" * 5000,
              data.replace(b'"format":1', b'"format":2')]
    cases.append(b"\n".join([*lines[:-1], lines[2], lines[-1]]))                    # move twice
    assert len(cases) >= 400
    outcomes = [check_hostile(c) for c in cases]
    assert "refused" in outcomes and "loaded" in outcomes


def test_a_file_over_the_size_cap_is_refused_without_reading_it_all(tmp_path: Path) -> None:
    big = tmp_path / "big.jsonl"
    with open(big, "wb") as f:
        f.truncate(9 * 1024 * 1024)
    with pytest.raises(LogError, match="larger than"):
        read_log(big)


def test_an_unknown_version_is_refused_with_a_message(tmp_path: Path) -> None:
    data = good_log(tmp_path)
    with pytest.raises(LogError, match="format 7 is not supported"):
        read_log(data.replace(b'"format":1', b'"format":7', 1))


def test_a_listed_deal_must_be_a_real_deal(tmp_path: Path) -> None:
    """A start with made-up cards (a card twice, a card from elsewhere) is refused."""
    data = good_log(tmp_path)
    lines = data.split(b"\n")
    start = json.loads(lines[1])
    first = start["start"][0]
    first["hands"][0][0] = first["hands"][1][0]          # one card in two hands
    bad = b"\n".join([lines[0], json.dumps(start).encode(), *lines[2:]])
    with pytest.raises(LogError):
        read_log(bad)


# --- kill -9 at any moment ----------------------------------------------------------------------


def test_a_killed_process_loses_at_most_the_move_in_flight(tmp_path: Path) -> None:
    """A subprocess plays an AI game with autosave and is killed (SIGKILL) at random
    moments; each time the saved game reads back whole (at most a half-written last line
    dropped), holds every move the process reported as saved, equals the replay of its
    events, and play continues from it — to the end."""
    rng = random.Random(9)
    worker = [sys.executable, str(ROOT / "tests" / "autosave_worker.py"), str(tmp_path), "11", "2"]
    kills = 0
    for _attempt in range(14):
        proc = subprocess.Popen(worker, stdout=subprocess.PIPE, text=True, cwd=ROOT)
        assert proc.stdout is not None
        first = proc.stdout.readline()            # playing (however slow the start was) …
        time.sleep(rng.uniform(0.0, 0.6))         # … then killed at a random moment
        proc.kill()
        rest, _err = proc.communicate()
        out = first + rest
        said = [int(line.split()[1]) for line in out.splitlines() if line.startswith("saved")]
        if "over" in out:
            break
        kills += 1
        [path] = list(tmp_path.glob("*.jsonl"))
        loaded = read_log(path)
        assert loaded.lost <= 1                              # only a half-written last line
        if said:
            assert len(loaded.entries) >= said[-1]           # nothing reported saved is lost
        assert Game.from_events(loaded.events(), CAT).events == loaded.game.events
    assert kills >= 5
    done = subprocess.run(worker, capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 0 and "over" in done.stdout
    [path] = list(tmp_path.glob("*.jsonl"))
    assert read_log(path).game.over


def test_a_kill_at_any_step_of_a_repair_loses_nothing(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Continue repairs a save whose last line a crash cut: a process doing it is killed
    (SIGKILL) just before each of its steps on the disk in turn — keeping the original,
    writing the clean copy (and half-way through it), forcing it to the disk, renaming it
    over the original, reopening — and after every kill the original is still there byte for
    byte, and Continue finds the game with every whole move."""
    home = tmp_path / "home"
    monkeypatch.setenv("JOLLY_ROGER_HOME", str(home))
    session = ai_session(seed=19)
    saves.start_autosave(session)
    play(session, 40)
    path = session.log.path
    session.log.close()
    torn = path.read_bytes()[:-20]
    path.write_bytes(torn)
    whole = session.game.events[: -len(session.entries[-1].events)]
    worker = [sys.executable, str(ROOT / "tests" / "autosave_worker.py"), "--continue"]
    for die_at in range(1, 30):
        for left in paths.saves_dir().iterdir():
            left.unlink()
        path.write_bytes(torn)
        done = subprocess.run([*worker, str(home), str(die_at)], capture_output=True,
                              text=True, cwd=ROOT, timeout=120)
        if done.returncode == 0:
            break
        assert done.returncode == -9, done.stderr
        kept = [p for p in paths.saves_dir().iterdir() if p.read_bytes() == torn]
        assert kept, f"the original is lost when killed before step {die_at}"
        found = saves.resume_latest()
        assert found.session is not None and found.session.game.events == whole
        found.session.log.close()
        saves.let_go(path)           # this process closes the game: the next may continue it
        assert [p for p in paths.saves_dir().iterdir() if p.read_bytes() == torn]
    assert die_at > 6 and "resumed 39" in done.stdout and f"steps {die_at - 1}" in done.stdout


# --- undo -----------------------------------------------------------------------------------------


def one_human(seed: int = 4) -> GameSession:
    seats = [SeatConfig("Me", HUMAN)] + [SeatConfig(f"Bot {i}", "medium") for i in range(1, 5)]
    return GameSession(seats, seed=seed)


def human_move(session: GameSession) -> None:
    """Make the human's first legal non-revealing move (a pass, or an appointment)."""
    p = session.prompt()
    assert p is not None and p.seat == 0
    from game.jolly_roger.ai.random_bot import random_command

    for k in range(200):
        cmd = random_command(session.game.view(0), p, random.Random(k), CAT)
        before = len(session.game.events)
        assert session.submit(cmd) is None
        if session.can_undo():
            return
        assert session.undo() is not None                     # refused: it was final
        assert len(session.game.events) > before
        return


def test_undo_takes_back_only_the_humans_last_quiet_move() -> None:
    session = one_human()
    path = session.autosave(paths.saves_dir(), app_version="test")
    undone = 0
    for _round in range(60):
        session.run_ai()
        if session.over:
            break
        before = session.game.events
        prompt = session.prompt()
        human_move(session)
        if session.can_undo():
            assert session.undo() is None
            undone += 1
            assert session.game.events == before and session.prompt() == prompt
            assert not session.can_undo()                     # only the last move, once
            human_move(session)
        if session.prompt() is not None and session.is_ai_turn():
            session.ai_move()
            assert not session.can_undo()                     # another seat has acted
    assert undone >= 3
    assert GameSession.resume(path)[0].game.events == session.game.events   # undo is saved


def test_undo_never_crosses_a_draw_a_reveal_or_a_new_round() -> None:
    from game.jolly_roger.rulebook import UNDOABLE_EVENTS

    final = {E.CardsDrawn, E.CrewDeckReshuffled, E.DestinationRevealed, E.PrizesDrawn,
             E.PrizeCashed, E.AttackResolved, E.MutinyCalled, E.MutinyResolved,
             E.MutinyCrewDealt, E.Punished, E.CardsStolen, E.PrizeStolen, E.SpecialPlayed,
             E.RoundStarted, E.RoundEnded, E.GameEnded, E.BribeAnswered}
    assert not final & UNDOABLE_EVENTS
    session = one_human(seed=8)
    seen_final = seen_quiet = 0
    rng = random.Random(1)
    from game.jolly_roger.ai.random_bot import random_command

    while not session.over:
        session.run_ai()
        p = session.prompt()
        if p is None:
            break
        before = len(session.game.events)
        assert session.submit(random_command(session.game.view(0), p, rng, CAT)) is None
        new = session.game.events[before:]
        assert session.can_undo() == session.rulebook.undoable(new)
        if any(type(ev) in final for ev in new):
            seen_final += 1
            assert not session.can_undo()
        else:
            seen_quiet += 1
    assert seen_final and seen_quiet


def test_no_undo_with_several_humans_at_the_table() -> None:
    seats = [SeatConfig("A", HUMAN), SeatConfig("B", HUMAN), SeatConfig("C", "medium")]
    session = GameSession(seats, seed=2)
    session.run_ai()
    p = session.prompt()
    assert p is not None
    from game.jolly_roger.ai.random_bot import random_command

    cmd = random_command(session.game.view(p.seat), p, random.Random(0), CAT)
    assert session.submit(cmd) is None
    assert session.entries and session.entries[-1].cmd.seat == p.seat
    assert not session.can_undo() and session.undo() is not None


# --- the scenes: Continue, Replays, Statistics ---------------------------------------------------


def test_title_continue_resumes_the_saved_game_at_the_same_decision() -> None:
    """A game saved by an earlier run of the app: Continue opens it at the same prompt."""
    from scenes.app import build_app
    from scenes.title import TitleScene

    seats = [SeatConfig("Me", HUMAN)] + [SeatConfig(f"Bot {i}", "easy") for i in range(1, 4)]
    earlier = GameSession(seats, seed=12)
    saves.start_autosave(earlier)
    earlier.run_ai()
    app = build_app(headless=True)
    app.step(16, [])
    title = app.top
    assert isinstance(title, TitleScene) and title.cont.enabled
    title.continue_game()
    app.step(16, [])
    assert type(app.top).__name__ == "TableScene"
    assert app.session is not None and app.session.game.events == earlier.game.events
    assert app.session.prompt() == earlier.prompt()
    assert app.session.log is not None                   # and it goes on being saved


def test_a_damaged_save_is_resumed_and_the_player_told() -> None:
    from scenes.app import build_app

    earlier = ai_session(seed=13)
    saves.start_autosave(earlier)
    play(earlier, 90)
    path = earlier.log.path
    path.write_bytes(path.read_bytes()[:-25])            # the last move cut in half
    app = build_app(headless=True)
    app.top.continue_game()
    assert len(app.session.entries) == 89                # before an AI seat plays on (a pass
    app.step(16, [])                                     # goes at once: issue 17)
    assert app.notices and "damaged" in app.notices[0][0]


def test_replays_list_opens_the_viewer_which_steps_and_shows_every_card() -> None:
    import pygame as pg

    from scenes.app import build_app
    from scenes.jolly_roger.replay import ReplayScene
    from scenes.replay import ReplaysScene

    finished = finished_game(4, 21)
    app = build_app(headless=True)
    app.top.open_replays()
    app.step(16, [])
    listing = app.top
    assert isinstance(listing, ReplaysScene) and len(listing.rows) == 1
    listing.rows[0].action()
    app.step(16, [])
    viewer = app.top
    assert isinstance(viewer, ReplayScene)
    assert viewer.upto <= 3                                 # it starts at the beginning
    hands = [finished.game.events[0].hands[s] for s in range(4)]
    drawn = set(viewer.frame.faces)
    assert all(set(h) <= drawn for h in hands)              # every hand face up
    right = pg.event.Event(pg.KEYDOWN, key=pg.K_RIGHT, mod=0, unicode="")
    before = viewer.upto
    app.step(16, [right, right, right])
    assert viewer.upto > before
    app.step(16, [pg.event.Event(pg.KEYDOWN, key=pg.K_LEFT, mod=0, unicode="")])
    app.step(16, [pg.event.Event(pg.KEYDOWN, key=pg.K_END, mod=0, unicode="")])
    assert viewer.upto == len(finished.game.events) and viewer.game().over
    app.step(16, [pg.event.Event(pg.KEYDOWN, key=pg.K_HOME, mod=0, unicode="")])
    app.step(16, [pg.event.Event(pg.KEYDOWN, key=pg.K_SPACE, mod=0, unicode=" ")])
    for _ in range(20):
        app.step(100, [])
    assert viewer.playing and viewer.at >= 2                # playing moves on by itself
    app.step(16, [pg.event.Event(pg.KEYDOWN, key=pg.K_ESCAPE, mod=0, unicode="")])
    assert app.top is listing


def test_a_hostile_replay_is_refused_with_a_message(tmp_path: Path) -> None:
    from scenes.app import build_app
    from scenes.replay import open_replay

    bad = tmp_path / "evil.jsonl"
    bad.write_bytes(b'{"format": 1, "game": "jolly-roger", "kind": "game-log"}\n[[[[[[\n')
    app = build_app(headless=True)
    problem = open_replay(app, bad)
    assert problem is not None and "cannot be shown" in problem


def test_statistics_screen_shows_the_players() -> None:
    from scenes.app import build_app
    from scenes.stats_scene import StatsScene

    finished_game(4, 22)
    app = build_app(headless=True)
    app.top.open_stats()
    app.step(16, [])
    assert isinstance(app.top, StatsScene)
    assert [name for name, _row in app.top.rows] and len(app.top.rows) == 4


def test_a_full_disk_stops_the_autosave_not_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """A write that fails (disk full) never crashes the game: it goes on unsaved and the
    player is told once, at the table."""
    import errno

    from scenes.app import build_app
    from scenes.launch import open_table

    app = build_app(headless=True)
    session = ai_session(seed=31)
    saves.start_autosave(session)
    play(session, 10)

    def full(*_args: object, **_kwargs: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(session.log, "_write", full)
    open_table(app, session)
    play(session, 10)
    assert session.log is None and session.save_error
    app.step(16, [])
    assert app.notices and "No space left" in app.notices[0][0]
    assert session.save_error is None                      # told once
    session.run_ai()
    assert session.over


def test_a_damaged_statistics_file_is_set_aside_and_counting_starts_again() -> None:
    path = stats.stats_path()
    for junk in (b"{not json", b'{"version": 1, "players": {"A": {"games": -4}}}',
                 b'{"version": 99, "players": {}}', b"[" * 50_000):
        path.write_bytes(junk)
        assert stats.load() == {}
        assert not path.exists()
    assert len(list(path.parent.glob("statistics.json.unreadable*"))) == 4
    finished_game(3, 5)
    assert sum(row.games for table in stats.load().values() for row in table.values()) == 3


def test_the_replays_list_skips_files_that_are_not_game_logs() -> None:
    from scenes.app import build_app

    finished_game(3, 9)
    for k, junk in enumerate((b"", b"\xff\xfe", b"{}\n{}\n{}", b"[" * 100_000, b"x\n" * 10)):
        (paths.replays_dir() / f"junk{k}.jsonl").write_bytes(junk)
    app = build_app(headless=True)
    app.go("replays")
    app.step(16, [])
    assert len(app.top.rows) == 1


def test_older_unfinished_games_can_be_chosen_and_continued() -> None:
    from scenes.app import build_app
    from scenes.replay import ReplaysScene, UnfinishedScene

    older, newer = two_unfinished(41, 42)
    app = build_app(headless=True)
    app.session = newer                      # the game of this run, left for the title
    app.top.open_replays()
    listing = app.top
    assert isinstance(listing, ReplaysScene) and listing.other.enabled
    listing.switch()
    listing = app.top
    assert isinstance(listing, UnfinishedScene) and len(listing.rows) == 2
    listing.rows[0].action()                  # the newest: the live session, not a second one
    app.step(16, [])
    assert type(app.top).__name__ == "TableScene" and app.session is newer
    app.go("unfinished")
    app.top.rows[1].action()                  # the older one, from its file
    assert app.session is not newer and app.session.game.events == older.game.events
    app.step(16, [])                          # (an AI seat's pass may go at once: issue 17)
    assert app.session.log is not None
