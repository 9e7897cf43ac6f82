"""Merchants & Marauders' table scene, driven headlessly (SDL dummy driver) by synthesized mouse
and keyboard events, as a player would: a whole game against an AI captain to the results by
clicks on the chart's zones (MV1), the cards on the board and the buttons of each decision
(DA1: the prompt is the one source of legal actions); decisions by the keyboard alone; every
marker on the chart explaining itself in a tooltip, on hover and on keyboard focus; in every
frame, no card face the screen may not show (DA4)."""

from __future__ import annotations

import os
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.core.session import HUMAN  # noqa: E402
from game.merchants import GAME  # noqa: E402
from game.merchants import commands as C  # noqa: E402
from scenes.merchants.interaction import SHIP  # noqa: E402
from scenes.merchants.table import TableScene  # noqa: E402
from tests.ui_support import Hands, human_turns, make_table  # noqa: E402

CARDS = (C.Sell, C.Buy, C.Deliver, C.Overboard, C.Keep, C.Discard)


class Player(Hands):
    """The gestures of Merchants & Marauders' commands (tests/ui_support.py drives the app)."""

    scene = TableScene

    def plan(self) -> Any:
        return self.table.plan_now

    def buttons(self) -> dict[str, Any]:
        return {spec.key: spec.action for spec, _r in self.table.buttons}

    def do(self, what: str, keys: bool) -> None:
        if keys:
            self.press(what if what.startswith(("button:", "card:", "target:")) else
                       f"target:{what}")
        else:
            self.click(what)

    def button_for(self, cmd: Any) -> str | None:
        return next((k for k, a in self.buttons().items() if a == cmd), None)

    def perform(self, cmd: Any, keys: bool) -> bool:
        """Carry out `cmd` (what the brain chose for the human seat) with the mouse or the
        keys, as the screen offers it: True when exactly this command was sent."""
        self.frame()
        t = type(cmd)
        plan = self.plan()
        assert plan is not None, "the human's decision has no plan"
        if t is C.Move and f"zone:{cmd.zone}" in plan.clicks \
                and plan.clicks[f"zone:{cmd.zone}"] == cmd:
            self.do(f"zone:{cmd.zone}" if not keys else f"target:zone:{cmd.zone}", keys)
            return True
        if t in (C.PlayGlory, C.Hire) and "menu:glory" in self.buttons():
            self.do("button:menu:glory", keys)
        if t in (C.Stash, C.Withdraw) and "menu:stash" in self.buttons():
            self.do("button:menu:stash", keys)
            for _ in range(60):
                amount = self.table.picks.amount
                if amount == cmd.n:
                    break
                self.do("button:more" if amount < cmd.n else "button:less", keys)
        if t is C.BuyCrew and cmd.n > 0:
            for _ in range(30):
                if self.table.picks.amount == cmd.n or "more" not in self.buttons():
                    break
                self.do("button:more" if self.table.picks.amount < cmd.n else "button:less",
                        keys)
        if t is C.Place:
            for loc in cmd.locations:
                self.do(f"button:place:{loc}", keys)
            return True
        if t is C.Plunder:
            for part in self.table.now.prompt.options:
                key = f"plunder:{part}"
                if key in self.buttons() and (part not in self.table.picks.off) \
                        != getattr(cmd, part, False):
                    self.do(f"button:{key}", keys)
        if t in CARDS or (t is C.Spend and cmd.card >= 0):
            picked = list(getattr(cmd, "cards", ())) + list(getattr(cmd, "overboard", ()))
            if t is C.Spend:
                picked = [cmd.card]
            for c in picked:
                self.do(f"card:{c}", keys)
        key = self.button_for(cmd)
        if key is None and "menu:yard" in self.buttons():
            self.do("button:menu:yard", keys)
            key = self.button_for(cmd)
        if key is None:
            return False
        self.do(f"button:{key}", keys)
        return True

    def fallback(self, keys: bool) -> None:
        """A command the screen offers (the brain's own was one the buttons do not spell out:
        two weapons on one roll, say): the first enabled command button."""
        self.table.picks.cancel()
        self.frame()
        cmds = [(k, a) for k, a in self.buttons().items()
                if a is not None and not callable(a)]
        assert cmds, self.table.button_keys()
        self.do(f"button:{cmds[0][0]}", keys)


def _faces_allowed(session: Any) -> Any:
    def check(faces: list[int]) -> None:
        if not faces:
            return
        seat = session.on_screen()
        allowed = set(session.view_of(seat).card_ids()) if seat is not None else \
            set(session.common_card_ids())
        assert set(faces) <= allowed, f"drew {sorted(set(faces) - allowed)}"
    return check


def _play(player: Player, session: Any, keys_every: int, limit: int = 4000) -> tuple[int, int]:
    exact = total = 0
    brain = session.rulebook.make_bot("easy", 11)
    for p in human_turns(session, player, limit):
        before = session.event_count
        cmd = brain.act(session.game.view(p.seat), p)
        keys = keys_every > 0 and total % keys_every == 0
        total += 1
        if player.perform(cmd, keys) and session.event_count != before:
            exact += 1
        elif session.event_count == before and session.prompt() == p:
            player.fallback(keys)
        assert session.event_count != before or session.prompt() != p, \
            (p.step, cmd, player.table.button_keys(), player.errors[-3:])
    return exact, total


def test_DA1_MV1_a_whole_game_against_an_ai_captain_by_clicks_and_keys_to_the_results() -> None:
    """Anna against an easy AI captain, glory target 8: every decision taken on screen (the
    brain's choice, clicked or keyed), then the results list both captains best first."""
    app, session, player = make_table(Player, GAME.id, [HUMAN, "easy"], seed=2,
                                      options={"target": "8"})
    player.on_faces.append(_faces_allowed(session))
    exact, total = _play(player, session, keys_every=7)
    assert session.over and total > 30
    assert exact >= total * 0.8, (exact, total)
    assert not [e for e in player.errors if e], player.errors[:3]
    for _ in range(3):
        player.frame()
    assert type(app.top).__name__ == "ResultsScene"
    rows = app.top.rows  # type: ignore[attr-defined]
    assert [r.score for r in rows] == sorted((r.score for r in rows), reverse=True) or \
        rows[0].winner
    assert {r.seat for r in rows if r.winner} == set(session.winners)


def test_DA1_decisions_by_the_keyboard_alone() -> None:
    """Tab and Enter reach every zone, card and button a decision offers: the first dozen
    decisions of a game taken by keys only."""
    _app, session, player = make_table(Player, GAME.id, [HUMAN, "easy"], seed=5,
                                       options={"target": "8"})
    brain = session.rulebook.make_bot("easy", 3)
    done = 0
    steps = set()
    for p in human_turns(session, player, 400):
        cmd = brain.act(session.game.view(p.seat), p)
        before = session.event_count
        if player.perform(cmd, keys=True):
            assert session.event_count != before, (p.step, cmd)
            done += 1
            steps.add(p.step)
        else:
            player.fallback(keys=True)
        if done >= 12:
            break
    assert done >= 12 and {"actions", "port"} <= steps, steps


def test_every_marker_on_the_chart_explains_itself_on_hover_and_focus() -> None:
    """The ports, demand and modification tokens, merchants, NPC ships, captains' ships, the
    zones' names and the glory track: each says what it is in a tooltip after the pointer
    rests on it, and when the keyboard's focus reaches it."""
    app, session, player = make_table(Player, GAME.id, [HUMAN, "easy", "easy"], seed=3)
    brain = session.rulebook.make_bot("easy", 3)
    for p in human_turns(session, player, 400):   # to the first turn at sea, NPCs about
        if p.step == "actions" and any(sl.zone >= 0 for sl in session.view().slots):
            break
        session.submit(brain.act(session.game.view(p.seat), p))
    player.frame()
    shown: list[str] = []
    app.listeners.append(lambda kind, data: shown.append(data) if kind == "tooltip" else None)
    table = player.table
    tips = [n for n in table.frame.targets if n.startswith("tip:")]
    kinds = {n.split(":")[1] for n in tips}
    assert {"port", "demand", "mod", "merchant", "npc", "ship", "zone", "glory"} <= kinds, kinds
    for name in tips:
        assert table.tip_words(name), f"{name} says nothing"
    for name in ("tip:port:1", "tip:merchant:" + next(n.split(":")[2] for n in tips
                                                      if n.startswith("tip:merchant:"))):
        pos = table.rect_of(name).center
        player.frame(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                        buttons=(0, 0, 0)))
        app.step(500, [])
        app.step(16, [])
        assert table.tip_shown == name and name in shown, (name, table.tip_shown)
    player.tab_to("target:tip:port:2")
    player.frame()
    assert table.tip_shown == "tip:port:2"


def test_DA15_a_move_taken_back_with_ctrl_z_and_a_hint_from_the_medium_captain() -> None:
    """H asks the medium bot what it would do in the player's place (from their own view and
    prompt) and the banner says it; a Move (it showed nothing and drew nothing, DA15) is
    taken back with Ctrl+Z."""
    _app, session, player = make_table(Player, GAME.id, [HUMAN, "easy"], seed=4)
    brain = session.rulebook.make_bot("easy", 3)
    for p in human_turns(session, player, 400):
        if p.step == "actions" and p.moves and any(
                z != session.view().seats[0].zone for z, _port in p.moves):
            break
        session.submit(brain.act(session.game.view(p.seat), p))
    player.key(pygame.K_h)
    session.wait_for_thoughts()
    player.frame()
    assert player.table.hint_now().startswith("Hint"), player.table.hint_now()
    p = session.prompt()
    zone = next(z for z, _port in p.moves if z != session.view().seats[0].zone)
    before = session.event_count
    player.click(f"zone:{zone}")
    assert session.event_count > before and session.view().seats[0].zone == zone
    assert session.can_undo()
    player.key(pygame.K_z, pygame.KMOD_CTRL)
    assert session.event_count == before and session.view().seats[0].zone != zone


def test_MV1_the_ship_dragged_to_an_adjacent_zone_sails_there() -> None:
    """The captain's own ship picked up on the chart and let go over a zone it reaches: a
    Move there (the zone lights up while the ship is held over it)."""
    _app, session, player = make_table(Player, GAME.id, [HUMAN, "easy"], seed=6)
    brain = session.rulebook.make_bot("easy", 3)
    for p in human_turns(session, player, 400):
        here = session.view().seats[0].zone
        if p.step == "actions" and any(z != here for z, _port in p.moves):
            break
        session.submit(brain.act(session.game.view(p.seat), p))
    player.frame()
    zone = next(z for z, _port in session.prompt().moves if z != here)
    player.drag(SHIP, f"zone:{zone}")
    assert session.view().seats[0].zone == zone, player.errors[-2:]
