"""Issue 30 at RUM's table: every marker explains itself — each captain card (value, holder,
what takes it), the castaway clock with its penalty, the wreck, the beach and its face-down
spots, the scores — in a tooltip on hover and on keyboard focus, in every language, inside
the window and its box; and the hint says the parrot's risk of the move it names, counted
from the player's own view (C5, C6, DR1–DR3, BE1–BE3, PA2, WV1, WV3): a different hidden
state behind the same view gives the same words."""

from __future__ import annotations

import os
from dataclasses import replace
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
from rum_support import CAT  # noqa: E402
from test_rum_ui_table import make_table  # noqa: E402

from game.core.i18n import set_language  # noqa: E402
from game.core.session import HUMAN  # noqa: E402
from game.rum import commands as K  # noqa: E402
from game.rum.risk import of_move  # noqa: E402
from game.rum.state import evolve, initial_state  # noqa: E402
from game.rum.view import Spot  # noqa: E402
from game.rum.view import view as view_of  # noqa: E402
from scenes import drawing  # noqa: E402
from scenes.rum import markers  # noqa: E402
from scenes.rum.advice import hint_line, risk_text  # noqa: E402
from tests.ui_support import hover_tips  # noqa: E402

KINDS = {"captain", "clock", "wreck", "beach", "spot", "score"}


def _moment(seed: int = 5) -> tuple[Any, Any, Any]:
    """A table (Anna human) at her first turn with a face-down beach card and, later in the
    game, an owned captain card: bots play until then."""
    app, session, player = make_table([HUMAN, "medium", "medium"], seed=seed)
    bot = session.rulebook.make_bot("medium", seed)
    for _ in range(400):
        session.run_ai()
        player.frame()
        p = session.prompt()
        view = session.game.view(0)
        owned = any(c.owner is not None for c in view.captains)
        down = any(s.card is not None and not s.face_up for s in view.beach)
        if p.step == "turn" and owned and down:
            player.table.dismiss_outcomes()   # the last capture's note read (issue 28): a click
            player.frame()
            return app, session, player
        session.submit(bot.act(view, p))
    raise AssertionError("no such moment")


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_every_marker_explains_itself_on_hover_in_its_box_C5_C6_BE1_DA4(lang: str) -> None:
    set_language(lang)
    drawing.probe = probe = drawing.OverflowProbe()
    try:
        app, session, player = _moment()
        words = hover_tips(app, player)
    finally:
        drawing.probe = None
        set_language("en")
    assert {n.removeprefix("tip:").split(":")[0] for n in words} >= KINDS
    assert not probe.misfits, sorted(set(probe.misfits))[:6]


def test_the_keyboard_reaches_every_marker_and_its_tooltip_shows() -> None:
    app, session, player = _moment()
    table = player.table
    shown: list[str] = []
    app.listeners.append(lambda kind, data: shown.append(data) if kind == "tooltip" else None)
    tips = [f[7:] for f in table.focusables() if f.startswith("target:tip:")]
    assert {t.split(":")[1] for t in tips} >= KINDS
    for tip in tips:
        for _ in range(80):
            if table.focus == "target:" + tip:
                break
            player.key(pygame.K_TAB)
        assert table.focus == "target:" + tip and shown[-1] == tip


def test_the_words_follow_the_view_C5_C6_PA2() -> None:
    app, session, player = _moment()
    view = session.game.view(0)
    cap = next(c for c in view.captains if c.owner is not None)
    said = markers.words(f"tip:captain:{cap.colour}", view, CAT)
    holder = "Your" if cap.owner == 0 else view.names[cap.owner]
    assert holder in said and f"at {cap.value}" in said and f"more than {cap.value}" in said
    clock = markers.words("tip:clock", view, CAT)
    assert f"at {view.clock} of 8" in clock and f"takes {view.penalty} card" in clock
    unseen = view.wreck + sum(1 for s in view.beach if s.card is not None and not s.face_up)
    assert f"1 in {unseen}" in markers.words("tip:wreck", view, CAT)
    assert str(view.target) in markers.words("tip:score:1", view, CAT)
    assert markers.words("tip:nothing", view, CAT) == ""


def _mirror(session: Any) -> Any:
    """The game's state rebuilt from its events (as the contract suite does)."""
    events = session.game.events
    state = initial_state(CAT, events[0])
    for ev in events[1:]:
        evolve(state, ev)
    return state


def test_the_risk_is_the_views_a_different_hidden_state_says_the_same_DA5() -> None:
    """The parrot moved between the wreck and a face-down beach spot (and a wreck card swapped
    with an unmarked card of a rival's hand, if any): seat 0's view is the same, and so is every
    hint's risk and every tooltip (non-negotiable 2: the words never read the state)."""
    app, session, player = _moment()
    state = _mirror(session)
    p = session.prompt()
    other = state.clone()
    spot = next(k for k, up in enumerate(other.beach_up) if not up and other.beach[k] >= 0)
    if CAT.parrot in other.wreck:
        i = other.wreck.index(CAT.parrot)
        other.wreck[i], other.beach[spot] = other.beach[spot], CAT.parrot
    else:
        i = 0
        other.wreck[i], other.beach[spot] = other.beach[spot], other.wreck[i]
    for seat in range(1, other.n):   # (a rival card nobody saw, if there is one)
        hidden = set(other.hands[seat]) - other.known[seat] - other.maybe[seat]
        if hidden:
            rival, free = other.hands[seat], min(hidden)
            j = next(j for j, c in enumerate(other.wreck) if c != CAT.parrot)
            rival[rival.index(free)], other.wreck[j] = other.wreck[j], free
            break
    a, b = view_of(state, 0, p), view_of(other, 0, p)
    assert a == b and state.wreck != other.wreck
    cmds = [K.DrawWreck(0)] + [K.DrawBeach(0, k) for k in range(3) if a.beach[k].card is not None]
    for cmd in cmds:
        assert hint_line(cmd, a, CAT) == hint_line(cmd, b, CAT)
    for name in player.table.frame.targets:
        if name.startswith("tip:"):
            assert markers.words(name, a, CAT) == markers.words(name, b, CAT)


def _view(hand: int, down: int, wreck: int, clock: int) -> Any:
    """A view of seat 0 with `hand` cards, `down` face-down beach cards (the rest face up)
    and `wreck` cards in the wreck, at `clock`."""
    app, session, player = make_table([HUMAN, "random", "random"], seed=4)
    v = session.game.view(0)
    up = [s.card for s in v.beach if s.card is not None and s.face_up] + list(v.hand)
    beach = tuple(Spot(-1, False) if k < down else Spot(up[k], True) for k in range(3))
    return v._replace(hand=tuple(range(10, 10 + hand)), beach=beach, wreck=wreck, clock=clock,
                      penalty=CAT.penalty(clock))


def test_WV1_WV3_the_hint_warns_before_a_wave_that_would_take_a_small_hand_whole() -> None:
    """The tester's case: one card in hand, two face-down beach cards, the hint draws the
    face-up one — a wave follows, and at clock 1 the parrot takes 2, the whole hand of 2.
    The hint says so before the move, with the odds: 3 in (wreck + face-down)."""
    view = _view(hand=1, down=2, wreck=11, clock=1)
    cmd = K.DrawBeach(0, 2)
    risk = of_move(view, CAT, cmd)
    assert risk is not None and risk.kind == "wave"
    assert (risk.chance, risk.unseen, risk.penalty, risk.hand, risk.lose) == (3, 13, 2, 2, 2)
    text = hint_line(cmd, view, CAT)
    head, why = text.split("\n")
    assert head.startswith("Hint: Draw the face-up ")
    assert "a wave comes" in why and "3 in 13" in why
    assert "every player gives back 2 cards" in why and "your whole hand (2 cards)" in why


def test_PA2_C6_a_draw_names_its_odds_and_the_penalty_at_the_clock() -> None:
    view = _view(hand=4, down=1, wreck=9, clock=5)
    risk = of_move(view, CAT, K.DrawWreck(0))
    assert risk is not None and (risk.kind, risk.chance, risk.unseen) == ("draw", 1, 10)
    text = risk_text(risk)
    assert "1 in 10" in text and "At clock 5 the parrot takes 3 cards" in text
    assert "You would keep 1 of your 4 cards" in text
    assert of_move(view, CAT, K.DrawBeach(0, 2)) is None   # a face-up card, no wave after
    last = _view(hand=2, down=1, wreck=9, clock=7)
    assert "end the game" in risk_text(of_move(last, CAT, K.DrawWreck(0)))  # type: ignore[arg-type]


@pytest.mark.parametrize(("lang", "one", "few", "many"), [
    ("pl", "zabiera 1 kartę", "zabiera 3 karty", "zabiera 5 kart"),
    ("de", "nimmt der Papagei 1 Karte", "nimmt der Papagei 3 Karten",
     "nimmt der Papagei 5 Karten"),
])
def test_the_risk_reads_in_each_language_with_its_plural_forms(lang: str, one: str, few: str,
                                                               many: str) -> None:
    view = _view(hand=6, down=1, wreck=9, clock=5)
    risk = of_move(view, CAT, K.DrawWreck(0))
    assert risk is not None
    set_language(lang)
    try:
        said = [risk_text(replace(risk, penalty=n, lose=n)) for n in (1, 3, 5)]
        wave = risk_text(replace(risk, kind="wave", chance=3))
    finally:
        set_language("en")
    assert one in said[0] and few in said[1] and many in said[2]
    assert "3" in wave and "{" not in "".join(said) + wave


@pytest.mark.parametrize("size", [(1024, 768), (1280, 720), (1920, 1080)])
def test_the_risk_fits_under_the_hint_on_screen_and_off_the_log(size: tuple[int, int]) -> None:
    """The longest risk (a wave, in German) on its own lines under the advice: every line
    whole, the note inside the table area, clear of the log and of the instruction."""
    from scenes.kit import hud
    from scenes.kit import paint as P
    from scenes.rum.layout import Layout

    view = _view(hand=1, down=2, wreck=11, clock=7)
    set_language("de")
    try:
        text = hint_line(K.DrawBeach(0, 2), view, CAT)
    finally:
        set_language("en")
    lay = Layout(size, 3, 0)
    drawing.probe = probe = drawing.OverflowProbe()
    try:
        box = hud.draw_hint(pygame.Surface(size), lay.banner, text, lay.u, lambda r: None)
    finally:
        drawing.probe = None
    room = lay.banner.w - round(20 * lay.u)
    assert all(len(P.wrap(part, max(13, round(20 * lay.u)), room, True)) <= 3
               for part in text.split("\n")), size
    assert lay.table.contains(box) and not box.colliderect(lay.log), (size, box)
    assert not box.colliderect(lay.banner) and not probe.misfits
