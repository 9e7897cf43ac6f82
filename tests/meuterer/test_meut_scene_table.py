"""Meuterer's table scene, driven headlessly by synthesized mouse and keyboard events, as a
player would: whole games to the results screen with every prompt step (CO1 wage, OF2 offer,
OF4 pass, OF5 role pick, MU3 sabres, SA3 allocation, DW3 loadmaster) answered by mouse and by
keys; hot-seat curtains before every private decision, the role pick included (DA2); in every
frame, no card face the screen may not show (DA8); the table inside the window at the three
sizes; the results and the replay viewer."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from meut_scene_support import AI, make_table, no_hidden_faces

from game.core.session import HUMAN
from game.meuterer import GAME
from scenes.manager import App
from scenes.meuterer.table import TableScene
from tests import ui_support
from tests.ui_support import human_turns

STEPS = {"wage", "offer", "pick_role", "mutiny", "allocate", "use_extra", "keep"}


def _play_by_hand(seeds: range, need: set[str]) -> dict[str, set[str]]:
    """Anna (seat 0) plays whole games against AI sailors by clicks, drags and keys only; her
    moves are chosen by a bot. Returns, per prompt step, the gestures that answered it."""
    done: dict[str, set[str]] = {}
    for seed in seeds:
        app, session, player = make_table([HUMAN, AI, AI, AI], seed=seed)
        check = no_hidden_faces(session)
        player.on_faces.append(check)
        brain = session.rulebook.make_bot("random" if seed % 2 else AI, seed)
        for p in human_turns(session, player):
            assert p.seat == 0 and session.hand_visible()
            cmd = brain.act(session.game.view(0), p)
            before = len(session.game.events)
            style = player.perform(cmd, p)
            assert not player.errors, (cmd, player.errors)
            assert len(session.game.events) > before, f"{cmd} did nothing"
            done.setdefault(p.step, set()).add("keys" if style == "keys" else "mouse")
        for _ in range(3):
            player.frame()
        assert type(app.top).__name__ == "ResultsScene"
        assert check.seen_own   # the viewer's own cards were drawn face up
        if all(done.get(s) == {"keys", "mouse"} for s in need):
            break
    return done



def test_whole_games_every_step_by_mouse_and_by_keys_CO1_OF2_OF5_MU3_SA3_DW3() -> None:
    """Every prompt step is answered at least once by the mouse (click or drag) and once by the
    keyboard alone, in whole games played to the results screen, no hidden face drawn."""
    done = _play_by_hand(range(1, 40), STEPS)
    missing = {s: {"keys", "mouse"} - done.get(s, set()) for s in STEPS}
    assert not any(missing.values()), missing


def test_hot_seat_curtain_before_every_private_decision_and_the_role_pick_DA2() -> None:
    """Two humans at one screen: whenever the next decision is the other human's, the curtain
    covers the table first (no hand drawn), and a role pick is always made by the seat the
    curtain was last lifted for, with its hand (and the roles left) shown only to it."""
    app, session, player = make_table([HUMAN, HUMAN, AI, AI], seed=4)
    check = no_hidden_faces(session)
    player.on_faces.append(check)
    bots = [session.rulebook.make_bot("random", 11 + i) for i in range(2)]
    curtains = picks = 0
    for _ in range(3000):
        session.run_ai()
        player.frame()
        if session.over:
            break
        top = type(app.top).__name__
        p = session.prompt()
        if top == "CurtainScene":
            curtains += 1
            assert not player.faces or set(player.faces) <= set.intersection(
                *(set(session.game.view(i).card_ids()) for i in range(session.n)))
            assert session.viewer != p.seat
            player.key(pygame.K_RETURN)   # may be ignored while the curtain arms
            for _wait in range(40):
                if type(app.top).__name__ != "CurtainScene":
                    break
                app.ticks_ms += 100
                player.key(pygame.K_RETURN)
            assert session.viewer == p.seat
            continue
        if not session.seats[p.seat].human:
            continue
        assert session.viewer == p.seat and session.hand_visible()
        if p.step == "pick_role":
            picks += 1
            roles = {n for n in player.table.frame.targets if n.startswith("role:")}
            assert roles == {f"role:{r}" for r in p.roles}
        cmd = bots[p.seat].act(session.game.view(p.seat), p)
        player.perform(cmd, p)
        assert not player.errors, player.errors
    assert curtains >= 4 and picks >= 2, (curtains, picks)


def _reach(pred: Any, seeds: range = range(1, 20)) -> tuple[App, Any, Any, Any]:
    """A table (Anna human) played on by bots until Anna faces a prompt `pred` accepts."""
    for seed in seeds:
        app, session, player = make_table([HUMAN, AI, AI, AI], seed=seed)
        brain = session.rulebook.make_bot("random", seed)
        while (p := session.prompt()) is not None:
            if p.seat == 0 and pred(p):
                player.frame()
                return app, session, player, p
            if p.seat == 0:
                session.submit(brain.act(session.game.view(0), p))
            else:
                session.run_ai(limit=1)
    raise AssertionError("no such prompt in these games")


def test_keyboard_digits_name_the_wage_CO1() -> None:
    app, session, player, p = _reach(lambda p: p.step == "wage")
    player.key(pygame.K_2)
    assert session.game.view(0).wage == 2


def test_a_refused_drop_shows_the_engines_reason_OF2() -> None:
    """A hand card dropped on the fight panel while offering is no sabre play: refused with a
    line, and nothing changes."""
    app, session, player, p = _reach(lambda p: p.step == "offer" and bool(p.cards))
    before = len(session.game.events)
    player.drag(p.cards[0], "fight")
    assert len(session.game.events) == before
    assert player.errors


def test_no_hidden_face_flies_with_animations_on_DA8() -> None:
    """A whole game with flights at normal speed: no frame draws a face it may not show."""
    app, session, player = make_table([HUMAN, AI, AI], seed=6, speed=1.0)
    check = no_hidden_faces(session)
    player.on_faces.append(check)
    brain = session.rulebook.make_bot("random", 6)
    flown = 0
    for p in human_turns(session, player):
        for _ in range(300):
            player.frame()
            flown += len(player.table.anim.flights)
            if not player.table.anim.busy():
                break
        player.perform(brain.act(session.game.view(0), p), p)
        assert not player.errors, player.errors
    assert session.over and flown > 50


@pytest.mark.parametrize("size", [(1280, 720), (1024, 768), (1920, 1080)])
@pytest.mark.parametrize("seats", [3, 4])
def test_everything_stays_on_screen(size: tuple[int, int], seats: int) -> None:
    """Every island, card, button and panel lies inside the window; seat panels overlap
    neither each other nor the middle; the islands do not overlap; the hand stays in its
    area."""
    _app, table = ui_support.busy_table(GAME.id, size, seats)
    assert isinstance(table, TableScene)
    ui_support.everything_on_screen(table, size)
    lay = table.lay()
    for i, a in enumerate(lay.islands):
        for b in lay.islands[i + 1:]:
            assert not a.colliderect(b)
    for _s, r in table.buttons:
        assert lay.buttons.contains(r)
    assert [s for s in table.frame.sprites if s.zone == "hand"]


def test_results_show_scores_and_winners_E2_RU10() -> None:
    app, session, player = make_table([AI, AI, AI, AI], seed=5)
    _view, rows = ui_support.results_shown(app, session, player, 3)
    assert sum(r.majorities for r in rows) > 0


def test_replay_steps_to_the_end_showing_every_hand() -> None:
    app, session, player = make_table([AI, AI, AI], seed=7)
    session.run_ai()
    viewer, faces = ui_support.replay_to_the_end(app, session, 3000)
    # every seat's hand is shown at some point (the game is over: nothing is secret)
    game = viewer.rulebook.from_events(viewer.events[:viewer.stops[1]])
    hands = set().union(*(set(game.view(s).hand) for s in range(3)))
    viewer.go(1)
    faces.clear()
    app.step(16, [])
    assert hands <= set(faces)


def test_sales_ask_only_the_open_choices_with_best_for_me_and_standings_DA5_SA3() -> None:
    """An allocation with several legal plans: the status names exactly the islands whose
    share is open; Best for me shows the engine's proposal; a click on such an island steps
    to a plan that differs there; the standing majorities are listed; Sell sends the plan."""
    from game.meuterer import events as E
    from scenes.meuterer.board import open_choices, standing_lines

    app, session, player, p = _reach(lambda p: p.step == "allocate" and len(p.allocations) > 2,
                                     seeds=range(1, 40))
    cat = session.rulebook.cat
    table = player.table
    lines = [w for w, _c in open_choices(p, cat)]
    islands = {i for plan in p.allocations for i, cards in plan if cards}
    varying = {i for i in islands
               if len({tuple(dict(plan).get(i, ())) for plan in p.allocations}) > 1}
    assert len(lines) == len({i for i in varying
                              if len({(len(dict(pl).get(i, ())),
                                       cat.good(dict(pl)[i][0]) if dict(pl).get(i) else "")
                                      for pl in p.allocations}) > 1})
    for i in varying:
        name = cat.islands[i].name
        before = dict(table.now.proposal).get(i, ())
        player.click(f"island:{i}")
        assert dict(table.now.proposal).get(i, ()) != before, name
    player.click("button:plan:best")
    assert tuple(table.now.proposal) == tuple(p.best)
    status = " ".join(w for w, _c in standing_lines(session.game.view(0), _look(table), cat))
    assert "Standing majorities" in status
    chosen = tuple(table.now.proposal)
    player.click("button:sell")
    assert not player.errors
    sold = [ev for ev in session.game.events if type(ev) is E.Allocated and ev.seat == 0]
    assert sold and tuple(sold[-1].plan) == chosen and not sold[-1].auto


def _look(table: Any) -> Any:
    from scenes.meuterer import board

    return board.Look(layout=table.lay(), colours=[], humans=[], hand_shown=True,
                      proposal=tuple(table.now.proposal))


def test_the_fight_shows_live_totals_the_mates_sabre_and_the_tie_rule_MU2_MU4() -> None:
    from scenes.meuterer.board import fight_words

    app, session, player, p = _reach(lambda p: p.step == "mutiny", seeds=range(1, 40))
    view = session.game.view(0)
    words = fight_words(view)
    cap, mut = view.strength
    assert words[0] == f"Captain's side {cap} : {mut} Mutineer's side"
    assert "Ties go to the mutineer." in words
    assert ("The mate's own sabre counts 1 for the captain." in words) == ("mate" in view.roles)
    assert words[-1] == ("As it stands, the mutineer wins." if mut >= cap
                         else "As it stands, the captain holds.")
    assert f"button:sabres:{p.count}" in ["button:" + k for k in player.table.button_keys()]


def test_an_island_under_the_pointer_shows_its_facts_C2(monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes.meuterer import hud

    shown: list[int] = []
    real = hud.draw_island_zoom

    def spy(surface: Any, art: Any, island: int, *args: Any) -> Any:
        shown.append(island)
        return real(surface, art, island, *args)

    monkeypatch.setattr(hud, "draw_island_zoom", spy)
    app, session, player, p = _reach(lambda p: p.step == "offer")
    table = player.table
    name = next(n for n in table.frame.targets if n.startswith("island:"))
    pos = table.frame.targets[name].center
    player.frame(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    assert shown and shown[-1] == int(name.split(":")[1])
    from scenes.meuterer import markers

    lines = markers.island_facts(session.game.view(0), session.rulebook.cat, shown[-1])
    isl = session.rulebook.cat.islands[shown[-1]]
    assert f"Ship points: {isl.ship}." in lines and str(isl.table[0]) in lines[1]


@pytest.mark.parametrize("size", [(1280, 720), (1024, 768), (1920, 1080)])
def test_the_replay_keeps_its_words_in_their_boxes(size: tuple[int, int]) -> None:
    from scenes import drawing

    app, session, player = make_table([AI, AI, AI, AI], seed=9, size=size)
    session.run_ai()
    viewer: Any = app.go("replay", session.rulebook, list(session.game.events))
    drawing.probe = probe = drawing.OverflowProbe()
    try:
        for at in range(0, len(viewer.stops), 7):
            viewer.go(at)
            app.step(16, [])
    finally:
        drawing.probe = None
    assert probe.measured > 50
    assert not probe.misfits, sorted(set(probe.misfits))[:8]
    screen = pygame.Rect((0, 0), size)
    assert all(screen.contains(r) for _s, r in viewer.buttons)


def test_the_ship_sails_from_its_old_island_to_the_new_one_SH2() -> None:
    """The flight of a ship_moved event starts on the island the ship lay on before the batch
    (the last frame's view) and ends on its new island."""
    from game.meuterer import events as E
    from scenes.kit.animation import Animator
    from scenes.meuterer import flights
    from scenes.meuterer.layout import Layout

    app, session, player = make_table([AI, AI, AI, AI], seed=2)
    view = session.game.view(0)
    lay = Layout((1280, 720), 4, 0)
    anim = Animator()
    st = flights.Places(anim, 1.0, lambda *_a: None, lay, lambda s, h: lay.hand, view)
    new = view.ring[(view.ring.index(view.ship) + 3) % 12]
    flights.ship_moved(st, E.ShipMoved(island=new, active=(view.ship, new)), 0)
    (f,) = anim.flights
    assert f.back == "ship"
    assert lay.islands[view.ring.index(view.ship)].contains(f.start)
    assert lay.islands[view.ring.index(new)].contains(f.end)


def test_with_nobody_looking_the_bottom_seat_is_still_the_bottom_seats() -> None:
    """Hot-seat before the first curtain (an AI captain names the wage): the screen shows an AI
    seat's view, yet the bottom row and hand are the bottom human's — as backs, counted."""
    for seed in range(1, 30):
        app, session, player = make_table([HUMAN, HUMAN, AI, AI], seed=seed, ai_delay=10**9)
        if session.viewer is None and not session.seats[session.prompt().seat].human:
            break
    else:
        raise AssertionError("no seed with an AI captain first")
    player.frame()
    table = player.table
    assert session.view().seat != table.lay().bottom == 0
    hand = [s for s in table.frame.sprites if s.zone == "hand"]
    assert len(hand) == session.game.view(0).hand_sizes[0]
    assert all(s.card == -1 and s.owner == 0 for s in hand)


def test_seat_words_say_captain_wage_role_and_pass_but_no_hidden_role_DA8_RV1() -> None:
    """A seat's status line: the captain with the wage; a role only once known to the viewer
    (its own from the pick, everyone's from the reveal); "role hidden" for a seat that passed
    before the reveal, never for the captain nor after the reveal."""
    from scenes.meuterer.board import seat_status

    app, session, player = make_table([AI, AI, AI, AI], seed=3)
    view = session.game.view(0)._replace(phase="offer", captain=1, wage=2,
                                          passed=(False, True, True, False),
                                          roles=(None, None, None, None))
    assert seat_status(view, 1) == "Captain · wage 2 · passed"
    assert seat_status(view, 2) == "role hidden · passed"
    assert seat_status(view, 3) == ""
    revealed = view._replace(phase="mutiny", roles=(None, None, "mutineer", "mate"),
                             passed=(True, True, True, True))
    assert seat_status(revealed, 0) == "passed"   # no role taken: nothing hidden
    assert seat_status(revealed, 2) == "Mutineer · passed"
