"""Issue 30 at Meuterer's table: every marker explains itself — the five roles (what each
earns and when), the captain's hat, the wage, the islands (what they buy and pay, their ship
points), the ship and the destination cards, the majorities on an island, the pile and the
scores — in a tooltip on hover and on keyboard focus, in every language, inside the window
and its box; the words are the seat on screen's (no role before the reveal while anyone may
be looking); and the hint says the majority an offer goes for and the role or course it aims
at, from the player's own view (C1, C2, C5, CO1, OF5, OF6, RV1, SA4, SA5, VR1, VR2, DA2, DA8)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from meut_scene_support import make_table

from game.core.i18n import set_language
from game.core.session import HUMAN
from game.meuterer import aims
from game.meuterer import commands as K
from game.meuterer.cards import load_catalogue
from game.meuterer.state import evolve, initial_state
from game.meuterer.view import view as view_of
from scenes import drawing
from scenes.meuterer import markers
from scenes.meuterer.advice import hint_line, majority_text
from tests.ui_support import hover_tips

CAT = load_catalogue()
KINDS = {"score", "captain", "wage", "roles", "island", "ship", "dest", "pile", "pick", "role",
         "majority"}


def _reach(pred: Any, seed: int = 5, kinds: list[str] | None = None) -> tuple[Any, Any, Any]:
    """A table (Anna human) played by medium bots until `pred(prompt, view)` holds for one of
    Anna's decisions."""
    app, session, player = make_table(kinds or [HUMAN, "medium", "medium", "medium"], seed=seed)
    bot = session.rulebook.make_bot("medium", seed)
    for _ in range(600):
        session.run_ai()
        p = session.prompt()
        if p is None:
            break
        view = session.game.view(p.seat)
        if p.seat == 0 and pred(p, view):
            player.frame()
            return app, session, player
        session.submit(bot.act(view, p))
    raise AssertionError("no such moment")


MOMENTS = (
    lambda p, v: p.step == "offer" and v.dest_captain is not None,      # the course is laid
    lambda p, v: p.step == "pick_role",                                 # the role cards
    lambda p, v: p.step == "allocate" and any(v.plans) and v.dest_mutineer is not None,
)


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_every_marker_explains_itself_on_hover_in_its_box(lang: str) -> None:
    set_language(lang)
    drawing.probe = probe = drawing.OverflowProbe()
    seen: set[str] = set()
    try:
        for pred in MOMENTS:
            app, session, player = _reach(pred)
            said = hover_tips(app, player, once_per_kind=True)
            seen |= {n.removeprefix("tip:").split(":")[0] for n in said}
    finally:
        drawing.probe = None
        set_language("en")
    assert seen >= KINDS, KINDS - seen
    assert not probe.misfits, sorted(set(probe.misfits))[:6]


def test_the_keyboard_reaches_every_kind_of_marker_and_an_island_shows_large() -> None:
    """Tab walks to one marker of each kind at each moment, and its tooltip shows; an
    island's is the island large with its facts (wider than the island itself)."""
    seen: set[str] = set()
    shown: list[str] = []
    for pred in MOMENTS:
        app, session, player = _reach(pred)
        table = player.table
        app.listeners.append(lambda kind, data: shown.append(data) if kind == "tooltip"
                             else None)
        firsts: dict[str, str] = {}
        for f in table.focusables():
            if f.startswith("target:tip:"):
                firsts.setdefault(f.split(":")[2], f[7:])
        for kind, tip in firsts.items():
            for _ in range(120):
                if table.focus == "target:" + tip:
                    break
                player.key(pygame.K_TAB)
            assert table.focus == "target:" + tip and shown[-1] == tip, tip
            if kind == "island":
                assert table.tip_box.w > table.frame.targets[tip].w
        seen |= set(firsts)
    assert seen >= KINDS, KINDS - seen


def test_the_roles_say_what_they_earn_and_when_C5_VR1_VR2_SA5_DW3() -> None:
    app, session, player = _reach(MOMENTS[1])
    view = session.game.view(0)
    cat = session.rulebook.cat
    words = {r: markers.words(f"tip:pick:{r}", view, cat) for r in cat.roles}
    assert all(words.values())
    w = view.wage
    assert f"= {cat.mate_points + w} point" in words["mate"]
    assert f"scores {cat.boy_points} points" in words["boy"]
    assert "Tied for the most" in words["merchant"] and "top value" in words["merchant"]
    assert f"{cat.loadmaster_extra} extra cards" in words["loadmaster"]
    assert "ship points" in words["mutineer"] and "captain" in words["mutineer"]
    assert f"Wage {w}" in markers.words("tip:wage", view, cat)


def test_no_role_is_told_before_the_reveal_while_anyone_may_look_DA2_DA8() -> None:
    """Two humans at one screen: once a human has picked a role, during an AI seat's turn
    (anyone may be looking) the board draws no role card of theirs and its marker says
    nothing, though their own view holds the role."""
    found = False
    for seed in range(1, 12):
        app, session, player = make_table([HUMAN, HUMAN, "medium", "medium"], seed=seed,
                                          ai_delay=10**9)
        bot = session.rulebook.make_bot("medium", seed)
        for _ in range(300):
            p = session.prompt()
            if p is None:
                break
            table = player.table
            viewer = session.viewer
            if viewer is not None and not session.seats[p.seat].human \
                    and session.on_screen() is None:
                own = session.game.view(viewer).roles[viewer]
                others = [r for i, r in enumerate(session.game.view(viewer).roles) if i != viewer]
                if own is not None and not any(others):
                    player.frame()
                    assert table.tip_words(f"tip:role:{viewer}") == ""
                    assert f"tip:role:{viewer}" not in table.frame.targets   # nor drawn
                    assert markers.public(table.now.view).roles == (None,) * session.n
                    found = True
                    break
            session.submit(bot.act(session.game.view(p.seat), p))
            player.frame()
            if player.pass_curtain():
                continue
        if found:
            break
    assert found


def _mirror(session: Any) -> Any:
    events = session.game.events
    state = initial_state(session.rulebook.cat, events[0])
    for ev in events[1:]:
        evolve(state, ev)
    return state


def test_the_hint_is_the_views_a_different_hidden_state_says_the_same_DA8() -> None:
    """The others' hands swapped with the draw pile: Anna's view is the same, and so is what
    her hint says of every offer and of passing."""
    app, session, player = _reach(lambda p, v: p.step == "offer" and any(v.offers[1:]))
    cat = session.rulebook.cat
    state = _mirror(session)
    p = session.prompt()
    other = state.clone()
    for seat in range(1, other.n):
        k = len(other.hands[seat])
        other.hands[seat], other.pile[:k] = list(other.pile[:k]), list(other.hands[seat])
    a, b = view_of(state, 0, p), view_of(other, 0, p)
    assert a == b and state.hands[1] != other.hands[1]
    for card in a.hand:
        assert hint_line(K.Offer(0, card), a, p, cat) == hint_line(K.Offer(0, card), b, p, cat)
    assert hint_line(K.Pass(0), a, p, cat) == hint_line(K.Pass(0), b, p, cat)


def test_SA4_an_offer_names_the_majority_it_goes_for() -> None:
    app, session, player = _reach(lambda p, v: p.step == "offer" and any(v.offers[1:])
                                  and any(CAT.good(c) != "conflict" for c in v.hand))
    cat = session.rulebook.cat
    view = session.game.view(0)
    card = next(c for c in view.hand if cat.good(c) != "conflict")
    m = aims.majority(view, cat, card)
    said = majority_text(view, cat, card)
    if m is None:
        assert said.startswith("No island buying now takes")
        return
    mine = sum(1 for c in view.offers[0] if cat.good(c) == cat.good(card)) + 1
    assert m.mine == mine and m.island in view.active
    assert f"on {markers.island_name(cat, m.island)}" in said and f"{mine} ×" in said


@pytest.mark.parametrize(("lang", "forms"), [
    ("pl", ("1 punkt zwycięstwa", "2 punkty zwycięstwa", "5 punktów zwycięstwa")),
    ("de", ("1 Siegpunkt", "2 Siegpunkte", "5 Siegpunkte")),
])
def test_the_words_read_in_each_language_with_their_plural_forms(lang: str,
                                                                 forms: tuple[str, ...]) -> None:
    app, session, player = _reach(MOMENTS[0])
    view = session.game.view(0)
    cat = session.rulebook.cat
    set_language(lang)
    try:
        said = [markers.words("tip:score:1", view._replace(scores=(0, n, 0, 0)), cat)
                for n in (1, 2, 5)]
        roles = [markers.role_words(r, view, cat) for r in cat.roles]
    finally:
        set_language("en")
    for form, words in zip(forms, said, strict=True):
        assert form in words, (form, words)
    assert all(roles) and "{" not in "".join(roles + said)
