"""Issue 28: a special card that names pirates (or a card) is played at the pirates the
player clicks — by mouse or by keyboard — and never offered to them. Before, "Play Second
Mate…" then a click on a pirate offered the Second Mate to that pirate (B1), because the
chosen card stayed selected and a selected card clicked onto a seat is an offer."""

from __future__ import annotations

from typing import Any

import pytest

from game.core.session import HUMAN
from game.jolly_roger.ai.heuristic import HeuristicBot
from game.jolly_roger.cards import load_catalogue
from tests.jolly_roger.test_ui_table import Player, make_table

CAT = load_catalogue()

#: a 4-seat game (Anna human, three medium AI, Anna's moves the medium bot's) whose seed brings
#: Anna a prompt where she may play the kind (found by playing the seeds in order)
SEEDS = {"second_mate": 20, "boatswain": 4, "cabin_boy": 42, "old_salt": 48, "traitor": 5}


def to_the_special(kind: str) -> tuple[Any, Any, Player, int]:
    """The table at Anna's first prompt where a `kind` may be played for its effect."""
    app, session, player = make_table([HUMAN] + ["medium"] * 3, seed=SEEDS[kind])
    brain = HeuristicBot(CAT, 5, "medium")
    for _ in range(400):
        session.run_ai()
        p = session.prompt()
        card = next((c for c in p.specials if CAT.special[c] == kind), None)
        if "play_special" in p.actions and card is not None:
            player.frame()
            return app, session, player, card
        assert session.submit(brain.act(session.game.view(0), p)) is None
    raise AssertionError(f"Anna never may play the {kind}")


@pytest.mark.parametrize("style", ["mouse", "keys"])
@pytest.mark.parametrize("kind", sorted(SEEDS))
def test_X_special_targets_are_picked_never_offered(kind: str, style: str) -> None:
    """X-SECOND-MATE, X-BOATSWAIN, X-CABIN-BOY, X-OLD-SALT, X-TRAITOR: "Play …" and then the
    pirates (or the card) it names: the card is played at them, nothing is offered (B1)."""
    app, session, player, card = to_the_special(kind)
    before = session.event_count
    player.use(f"button:special:{card}", style)
    keys = player.table.button_keys()
    choice = next((k for k in keys if k.startswith("choice:")), None)
    if choice is not None:
        player.use(f"button:{choice}", style)
    plan = player.table.plan_now
    if kind == "traitor":
        names = [n for n in plan.clicks if n.startswith("card:")][:1]
    else:
        names = [n for n in plan.clicks if n.startswith("seat:")]
    assert names, (kind, plan.clicks)
    for name in names[:2]:
        keyboard = name if name.startswith("card:") else f"target:{name}"
        player.use(name if style == "mouse" else keyboard, style)
        if session.event_count > before:
            break
    events = session.game.events[before:]
    assert not any(type(e).__name__ == "BribeOffered" for e in events), events
    played = [e for e in events if type(e).__name__ == "SpecialPlayed" and e.card == card]
    assert played, (kind, style, player.errors, events)
    assert played[0].targets, played[0]


def test_X_SECOND_MATE_carried_to_a_pirate_names_them() -> None:
    """The card being played dragged onto a pirate names that pirate (not an offer)."""
    app, session, player, card = to_the_special("second_mate")
    before = session.event_count
    player.click(f"button:special:{card}")
    seats = [n for n in player.table.plan_now.clicks if n.startswith("seat:")]
    for name in seats[:2]:
        player.drag(card, name)
    events = session.game.events[before:]
    assert not any(type(e).__name__ == "BribeOffered" for e in events), events
    played = [e for e in events if type(e).__name__ == "SpecialPlayed"]
    assert played and played[0].targets == tuple(int(n[5:]) for n in seats[:2]), events
