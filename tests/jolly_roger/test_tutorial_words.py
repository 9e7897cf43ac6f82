"""Issue 28, tutorial lesson 8: the note says which card to drag (the hand holds three crew-5
cards, and "your crew-5 card" let the player try the Sabers 5 and be refused), and once the
mutiny is won the captain's half of the mutiny still names the captain it was called against
(both halves read the winner's name)."""

from __future__ import annotations

import pytest

from game.core.i18n import _, set_language
from game.jolly_roger import commands as K
from game.jolly_roger import tutorial as TU
from game.jolly_roger.cards import load_catalogue
from scenes.jolly_roger import cardtext as CT
from scenes.jolly_roger.centre import captain_in_mutiny
from scenes.jolly_roger.tutorial_session import TutorialSession

CAT = load_catalogue()
CALL = next(s for s in TU.STEPS if isinstance(s.command, K.CallMutiny))


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_M3_the_lessons_mutiny_note_names_the_card_to_drag(lang: str) -> None:
    set_language(lang)
    try:
        name = CT.card_name(CAT, CALL.command.card)
        words = _(CALL.text)
    finally:
        set_language("en")
    stem = name.split()[0][:6]   # (Polish inflects the name: "Nawigację 1")
    assert stem.casefold() in words.casefold() and name.split()[-1] in words, (name, words)


def test_M9_after_the_won_mutiny_the_captains_half_names_the_deposed_captain() -> None:
    session = TutorialSession.start(0, remember=False)
    won = next(i for i, s in enumerate(TU.STEPS)
               if s.lesson == CALL.lesson and s.command == K.Appoint(0, 3))
    for step in TU.STEPS[:won]:
        if step.kind == "human":
            assert session.submit(step.command) is None
        elif step.kind == "ai":
            session.ai_move()
    view = session.game.view(0)
    assert view.captain == 0 == view.mutiny_leader   # the player won (M9)
    assert captain_in_mutiny(session.events_for(-1)) == 1   # Bess, who was captain
