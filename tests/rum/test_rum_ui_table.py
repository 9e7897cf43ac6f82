"""RUM's table scene, driven headlessly (SDL dummy driver) by synthesized mouse and keyboard
events, as a player would: whole games to the results screen with sets laid through the set
builder (DA2), draws from the beach and the wreck (DR1, DR3), parrot returns (PA2); hot-seat
curtains with wave returns asked behind them (DA3, DA6); and in every frame, no card face the
screen may not show (DA5)."""

from __future__ import annotations

import os
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


from game.core.session import HUMAN, GameSession  # noqa: E402
from game.rum import GAME  # noqa: E402
from game.rum import commands as K  # noqa: E402
from game.rum.sets import evaluate  # noqa: E402
from scenes.manager import App  # noqa: E402
from scenes.rum.interaction import PSEUDO, SPOT, WRECK, beach_up  # noqa: E402
from scenes.rum.table import TableScene  # noqa: E402
from tests import ui_support  # noqa: E402
from tests.ui_support import Hands, human_turns  # noqa: E402

NAMES = ["Anna", "Ben", "Cleo", "Dan"]
AI = "medium"  # the AI seats and the brain that decides for the humans


class Player(Hands):
    """RUM's gestures (tests/ui_support.py drives the app). `style` cycles how each command is
    given: by click, by drag, or by keyboard."""

    scene = TableScene

    # --- one engine command, done the way a player does it ------------------------------------

    def perform(self, cmd: Any) -> str:
        """Carry out `cmd` (what a bot chose for the human seat) with the mouse or the keys;
        returns the gesture used."""
        self.turn += 1
        style = ("click", "drag", "keys")[self.turn % 3]
        t = type(cmd)
        view = self.app.session.game.view(cmd.seat)
        if t is K.DrawWreck or t is K.DrawBeach:
            card = WRECK if t is K.DrawWreck else (
                view.beach[cmd.spot].card if view.beach[cmd.spot].face_up else SPOT + cmd.spot)
            if style == "drag":
                self.drag(card, "hand")
            elif style == "keys":
                self.press(f"card:{card}")
            else:
                self.click(f"card:{card}")
        elif t is K.LaySet:
            for i, (card, end) in enumerate(cmd.laid):
                if style == "drag" or (style == "click" and i == 0):
                    self.drag(card, "lay")
                elif style == "keys":
                    self.press(f"card:{card}")
                else:
                    self.click(f"card:{card}")
                if end == "double":   # turn it round in the set area
                    if style == "keys":
                        self.press(f"card:{card}")
                    else:
                        self.click(f"card:{card}")
            assert self.table.picks.laid == list(cmd.laid), (self.table.picks.laid, cmd.laid)
            if style == "keys":
                self.press("button:confirm")
            else:
                self.click("button:confirm")
        elif t is K.ReturnCards:
            for card in cmd.cards:
                if style == "keys":
                    self.press(f"card:{card}")
                else:
                    self.click(f"card:{card}")
            if style == "keys":
                self.press("button:return")
            else:
                self.click("button:return")
        else:
            raise AssertionError(f"no gesture for {cmd}")
        return style


def make_table(kinds: list[str], seed: int, size: tuple[int, int] = (1280, 720),
               speed: float = 0, ai_delay: int = 0) -> tuple[App, GameSession, Player]:
    return ui_support.make_table(Player, GAME.id, kinds, seed, size, speed, ai_delay)


def public_ids(game: Any, n: int) -> set[int]:
    """What anyone at the table may see (DA5): the face-up beach, and each seat's marks
    (cards known to be, or maybe, in that hand) as every other seat's view shows them — which
    must be the same in all of them (public table history)."""
    views = [game.view(i) for i in range(n)]
    out = {s.card for s in views[0].beach if s.card is not None and s.card >= 0}
    for r in range(n):
        marks = {(v.known[r], v.maybe[r]) for i, v in enumerate(views) if i != r}
        assert len(marks) == 1, f"seat {r}'s marks differ between views: {marks}"
        known, maybe = marks.pop()
        out |= set(known) | set(maybe)
    return out


def no_hidden_faces(session: GameSession, player: Player) -> Any:
    """DA5, DA6 for every frame: each card face drawn is one the screen may show now — the
    viewer's view's `card_ids()` while their hand may be shown, else only what is public
    (anyone may be looking); never a card of another hand that is not public, and never a
    pile (ids from PSEUDO up stand for piles, always drawn face down). PA1: the parrot flies
    face up only when drawn."""
    check = ui_support.no_hidden_faces(session, lambda game: public_ids(game, session.n),
                                       lambda view: set(view.hand), {session.rulebook.cat.parrot})

    def rum(faces: list[int]) -> None:
        assert all(c < PSEUDO for c in faces), f"a pile reported as a face: {sorted(faces)}"
        check(faces)

    rum.seen_own = check.seen_own  # type: ignore[attr-defined]
    return rum


# --- tests ---------------------------------------------------------------------------------------


def test_whole_games_by_mouse_and_keys_PL1_DR1_DR3_PA2() -> None:
    """Anna plays whole games against two AI pirates by clicks, drags and keys only, to the
    results screen: sets laid through the builder (some double end up), draws from the
    beach and the wreck, parrot returns — every gesture accepted, and no hidden face drawn."""
    done: dict[str, int] = {}
    for seed in range(1, 25):   # stops as soon as every kind of move has been made
        app, session, player = make_table([HUMAN, AI, AI], seed=seed)
        check = no_hidden_faces(session, player)
        player.on_faces.append(check)
        # Anna's moves are chosen by a bot: the medium one, or the random one, which draws
        # from the wreck more often and so meets the parrot with cards to choose from
        brain = session.rulebook.make_bot(AI if seed % 2 else "random", seed)
        for p in human_turns(session, player):
            assert p.seat == 0 and session.hand_visible()
            cmd = brain.act(session.game.view(0), p)
            before = len(session.game.events)
            style = player.perform(cmd)
            assert not player.errors, (cmd, player.errors)
            assert len(session.game.events) > before, f"{cmd} did nothing"
            kind = type(cmd).__name__
            done[kind] = done.get(kind, 0) + 1
            done[f"{kind}:{style}"] = 1
            if kind == "LaySet" and any(e == "double" for _c, e in cmd.laid):
                done["double"] = 1
            if kind == "ReturnCards":
                done[f"return:{p.cause}"] = 1
        player.frame()
        assert type(app.top).__name__ == "ResultsScene"
        assert check.seen_own
        if {"LaySet", "DrawBeach", "DrawWreck", "return:parrot", "double"} <= set(done) \
                and seed >= 2:   # both brains had a game
            break
    assert {"LaySet", "DrawBeach", "DrawWreck", "return:parrot", "double"} <= set(done), done
    assert {"LaySet:drag", "LaySet:keys", "LaySet:click"} & set(done)


def test_hot_seat_curtains_and_wave_returns_behind_them_DA3_DA6() -> None:
    """Three humans and an AI pirate on one screen: the curtain comes before every change of
    human — also for a wave's returns, each asked privately — no hand is shown during the AI's
    turn, and no frame draws a card the screen may not show."""
    waves = curtains = ai_frames = 0
    for seed in range(1, 30):
        app, session, player = make_table([HUMAN, AI, HUMAN, HUMAN], seed=seed,
                                          ai_delay=10**9)   # the AI moves when we say
        check = no_hidden_faces(session, player)
        player.on_faces.append(check)
        # the humans' moves by the random bot: it draws hidden cards (the wreck, face-down
        # beach cards) far more than the medium one, so hands hold cards nobody else knows
        brains = {s: session.rulebook.make_bot("random", 40 + s) for s in (0, 2, 3)}
        for _ in player.frames(3000):
            p = session.prompt()
            if not session.seats[p.seat].human:   # the AI's turn: no hand on screen
                assert not session.hand_visible()
                ai_frames += 1
                session.run_ai(limit=1)
                continue
            if session.needs_curtain():   # an AI moved at the end of the frame: next frame
                continue
            assert p.seat == session.viewer
            if p.step == "return" and p.cause == "wave":
                waves += 1
            player.perform(brains[p.seat].act(session.game.view(p.seat), p))
            assert not player.errors, player.errors
        assert session.over
        curtains += player.curtains
        if waves:
            break
    assert curtains >= 6 and waves >= 1 and ai_frames


def _my_turn(seed: int = 3) -> tuple[App, GameSession, Player]:
    """A 3-seat game played by the medium bot for Anna until she holds 2+ cards on her turn."""
    app, session, player = make_table([HUMAN, AI, AI], seed=seed)
    brain = session.rulebook.make_bot(AI, 1)
    for p in human_turns(session, player):
        if p.step == "turn" and len(session.game.view(0).hand) >= 2:
            return app, session, player
        player.perform(brain.act(session.game.view(0), p))
    raise AssertionError("no turn with two cards")


def test_the_set_builder_previews_what_the_engine_decides_DA2_PL8() -> None:
    """Every single-card set of the hand, each end up: the preview is `sets.evaluate` on the
    view, Confirm is enabled exactly when it is legal, and a refusal names its clause."""
    app, session, player = _my_turn()
    view = session.game.view(0)
    cat = session.rulebook.cat
    for card in view.hand:
        for end in ("single", "double"):
            player.click(f"card:{card}")
            if end == "double":
                player.click(f"card:{card}")
            table = player.table
            want = evaluate(cat, beach_up(view), view.captains, 0, view.n, ((card, end),))
            assert table.now.outcome == want
            confirm = next(s for s, _r in table.buttons if s.key == "confirm")
            assert (confirm.action is not None) == want.legal
            if not want.legal:
                assert want.clause in ("PL8", "RU22")
            player.click("button:clear")
            assert table.picks.laid == []


def test_an_illegal_drop_is_refused_with_the_engines_reason_PL8() -> None:
    """A hand card dropped into the set area joins the set; a set that captures nothing can
    still be sent by dropping onto the set area when Confirm is off? No: Confirm stays off, and
    a drop onto the wreck (not a draw) is refused with the engine's words."""
    app, session, player = _my_turn()
    card = session.game.view(0).hand[0]
    player.drag(card, "wreck")
    assert player.errors, "a hand card dropped on the wreck says why it cannot go there"
    assert len(player.table.picks.laid) == 0


def test_keyboard_alone_draws_from_the_wreck_DR3() -> None:
    app, session, player = _my_turn()
    before = session.game.view(0).hand_sizes[0]
    player.press(f"card:{WRECK}")
    assert not player.errors
    after = session.game.view(0)
    assert after.turn != 0 or after.hand_sizes[0] != before


@pytest.mark.parametrize("speed", [0, 1.0])
def test_draws_fly_unless_animations_are_off(speed: float) -> None:
    app, session, player = make_table([HUMAN, AI, AI], seed=3, speed=speed)
    brain = session.rulebook.make_bot(AI, 1)
    for p in human_turns(session, player):
        if p.step == "turn" and p.wreck:
            player.table.anim.clear()
            player.press(f"card:{WRECK}")
            break
        player.perform(brain.act(session.game.view(0), p))
    assert bool(player.table.anim.flights) == (speed > 0)


def test_no_hidden_face_flies_in_a_whole_game_with_animations_DA5() -> None:
    """The same face check with every event's flights on: draws, refills, the parrot, waves,
    sets and captures, returns and dumps fly without showing a card the screen may not."""
    app, session, player = make_table([HUMAN, AI, AI, AI], seed=8, speed=1.0)
    check = no_hidden_faces(session, player)
    player.on_faces.append(check)
    brain = session.rulebook.make_bot("random", 8)
    flown = 0
    for p in human_turns(session, player):
        for _ in range(300):   # the flights of the last batch, until they land
            player.frame()
            flown += len(player.table.anim.flights)
            if not player.table.anim.busy():
                break
        player.perform(brain.act(session.game.view(0), p))
        assert not player.errors, player.errors
    assert session.over and flown > 50


@pytest.mark.parametrize("size", [(1280, 720), (1024, 768), (1920, 1080)])
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_everything_stays_on_screen(size: tuple[int, int], seats: int) -> None:
    """Every seat, pile, card, button and the hand lie inside the window; seat panels do not
    overlap each other or the middle."""
    _app, table = ui_support.busy_table(GAME.id, size, seats)
    assert isinstance(table, TableScene)
    ui_support.everything_on_screen(table, size)


def test_results_show_scores_winners_and_how_it_ended_E3_E4() -> None:
    from scenes.rum.results import end_words, tiebreak_words

    app, session, player = make_table([AI, AI, AI], seed=5)
    view, _rows = ui_support.results_shown(app, session, player, 2)
    assert end_words(view)
    assert view.tiebreak == "" or tiebreak_words(view.tiebreak)


def test_replay_steps_to_the_end_showing_every_hand() -> None:
    app, session, player = make_table([AI, AI], seed=7)
    session.run_ai()
    _viewer, faces = ui_support.replay_to_the_end(app, session, 2000)
    assert faces
