"""The tutorial's story (game/jolly_roger/tutorial.py) against the engine alone, no window:
the prescribed deal is the scenario machinery's, every scripted move is legal, each lesson
shows the rule it teaches happening (clause ids in the test names), the scripted pirates are
handed views only and answer as written, and a replay of the story's events rebuilds the game
bit for bit (DA7)."""

from __future__ import annotations

from typing import Any

from game.core.bots import ask
from game.jolly_roger import commands as K
from game.jolly_roger import events as E
from game.jolly_roger import tutorial as TU
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.rulebook import JollyRoger
from game.jolly_roger.view import View

BOOK = JollyRoger.load()


def tell(upto: int | None = None) -> tuple[Any, dict[int, TU.ScriptedBot], list[list[Any]]]:
    """Play the story: (the game, the pirates, the events of each lesson)."""
    game = BOOK.new_game(["You", *TU.RIVALS], seed=TU.SEED, humans=[True, False, False, False],
                         options=TU.OPTIONS, decks=TU.DECKS)
    bots = {s: TU.ScriptedBot(s, BOOK.make_bot("medium", s)) for s in (1, 2, 3)}
    by_lesson: list[list[Any]] = [[] for _ in TU.LESSONS]
    by_lesson[0] += list(game.events)
    for step in TU.STEPS[:upto]:
        if step.kind == "note":
            continue
        p = game.prompt()
        cmd = step.command if step.kind == "human" else ask(bots[p.seat], p, game.view)
        assert p.seat == step.command.seat and TU.same_move(cmd, step.command), (step, p)
        by_lesson[step.lesson] += game.submit(cmd)
    return game, bots, by_lesson


def of(events: list[Any], kind: type) -> list[Any]:
    return [ev for ev in events if isinstance(ev, kind)]


def test_s2_s3_the_deal_is_the_scenario_machinerys_prescribed_decks() -> None:
    game, _bots, _lessons = tell(0)
    start = game.events[0]
    assert isinstance(start, E.GameStarted)
    assert start.captain == TU.DECKS["captain"]
    assert [list(h) for h in start.hands] == TU.DECKS["hands"]
    assert list(start.prize_deck[:len(TU.DECKS["prizes"])]) == TU.DECKS["prizes"]


def test_every_step_is_legal_and_the_pirates_answer_as_written() -> None:
    game, bots, _lessons = tell()
    assert all(b.unforeseen == 0 and not b.script for b in bots.values())
    assert not game.over and game.view(0).round == 4
    p = game.prompt()
    assert p.seat == 0 and p.step == "appoint"   # the story ends with the player's game


def test_a1_at5_at6_l1_l2_pu3_the_first_round_lessons_happen() -> None:
    _game, _bots, lessons = tell()
    assert of(lessons[1], E.QuartermasterAppointed)[0].target == 0           # A1
    assert of(lessons[3], E.CardsPlayed)[0].seat == 0                         # AT1
    resolved = of(lessons[4], E.AttackResolved)[0]
    assert resolved.success and all(t >= r for t, r in zip(resolved.totals, resolved.require,
                                                             strict=True))  # AT5
    assert of(lessons[4], E.SkillsAssigned)                                   # AT6
    assert of(lessons[5], E.PrizeTaken)[0].seat == 1                          # L1
    assert of(lessons[5], E.LootShared)                                       # L2
    assert of(lessons[6], E.Punished)                                         # PU3


def test_m3_m7_m8_m10_m11_x_cannon_fodder_the_player_calls_a_mutiny_and_wins_it() -> None:
    _game, _bots, lessons = tell()
    called = of(lessons[7], E.MutinyCalled)[0]
    assert called.seat == 0                                                   # M3
    assert any(63 in ev.cards for ev in of(lessons[7], E.CardsPlayed) if ev.seat == 0)
    result = of(lessons[7], E.MutinyResolved)[0]
    assert result.winner == "mutineer" and result.captain == 0                # M7, M8
    assert result.totals[1] > result.totals[0]
    assert of(lessons[7], E.QuartermasterAppointed)[-1].seat == 0             # M10
    assert of(lessons[7], E.QuartermasterAppointed)[-1].target == 3
    assert of(lessons[7], E.PrizeTaken)[0].seat == 0                          # M11


def test_p2_p3_t1_t2_the_port_and_the_island() -> None:
    game, _bots, lessons = tell()
    assert of(lessons[8], E.PrizeExchanged)[0].seat == 0                      # P2
    assert len(of(lessons[8], E.PrizeCashed)[0].drawn) == 2                   # P3
    assert of(lessons[9], E.ShipLanded)                                       # T1
    assert of(lessons[9], E.PrizesBuried)[0].cards == (128, 129)              # T2
    assert game.view(0).buried_counts[0] == 2


def test_da7_the_storys_events_replay_bit_for_bit() -> None:
    game, _bots, _lessons = tell()
    assert BOOK.from_events(game.events).events == game.events
    again, _b, _l = tell()
    assert again.events == game.events


def test_the_scripted_pirate_is_handed_a_view_and_a_prompt_and_falls_back_to_medium() -> None:
    """Non-negotiable 2: `ask` hands a ScriptedBot the seat's View and the Prompt only; a
    prompt the story did not foresee is passed quietly while it lasts; once the script is
    spent, the medium pirate decides."""
    seen: list[tuple[Any, Any]] = []

    class Medium:
        def act(self, view: Any, prompt: Any) -> Any:
            seen.append((view, prompt))
            return "medium"

    bot = TU.ScriptedBot(2, Medium(), [TU.Step(0, "ai", K.Pass(2), step="window")])
    game = BOOK.new_game(["You", *TU.RIVALS], seed=TU.SEED, humans=[True, False, False, False],
                         options=TU.OPTIONS, decks=TU.DECKS)
    view = game.view(2)
    odd = Prompt(2, "attack", "AT2", ("play_cards", "pass"))
    assert bot.act(view, odd) == K.Pass(2) and bot.unforeseen == 1
    window = Prompt(2, "window", "M3", ("call_mutiny", "pass"))
    assert bot.act(view, window) == K.Pass(2) and not bot.script
    assert bot.act(view, window) == "medium"
    assert isinstance(seen[0][0], View) and isinstance(seen[0][1], Prompt)


def test_every_lesson_has_a_title_notes_or_moves_and_cites_clauses() -> None:
    starts = TU.lesson_starts()
    assert len(starts) == len(TU.LESSONS) and 8 <= len(TU.LESSONS) <= 12
    for i, lesson in enumerate(TU.LESSONS):
        steps = [s for s in TU.STEPS if s.lesson == i and s.kind != "ai"]
        assert lesson.title and lesson.clauses and steps
        assert all(s.text and s.target for s in steps)
        assert all(s.gestures for s in steps if s.kind == "human")
