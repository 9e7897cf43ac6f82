"""The table scene, driven headlessly (SDL dummy driver) by synthesized mouse and keyboard
events, as a player would: whole games to the results screen, hot-seat curtains and a shared
mutiny window, hidden hands that are never drawn, and layouts that stay on screen."""

from __future__ import annotations

import os
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.core.session import HUMAN, GameSession  # noqa: E402
from game.jolly_roger import GAME  # noqa: E402
from game.jolly_roger import commands as K  # noqa: E402
from game.jolly_roger.ai import make_bot  # noqa: E402
from game.jolly_roger.ai.heuristic import HeuristicBot  # noqa: E402
from game.jolly_roger.cards import load_catalogue  # noqa: E402
from game.jolly_roger.engine import Game  # noqa: E402
from scenes.app import register_scenes  # noqa: E402
from scenes.jolly_roger.table import TableScene  # noqa: E402
from scenes.manager import App  # noqa: E402
from scenes.settings_store import Settings  # noqa: E402
from tests import ui_support  # noqa: E402
from tests.ui_support import Hands, human_turns  # noqa: E402

NAMES = ui_support.NAMES
CAT = load_catalogue()


# --- a player's hands on the mouse ------------------------------------------------------------


class Player(Hands):
    """The Jolly Roger's gestures (tests/ui_support.py drives the app)."""

    scene = TableScene

    def select(self, cards: tuple[int, ...]) -> None:
        for c in cards:
            self.click(f"card:{c}")

    # --- one engine command, done the way a player does it ------------------------------------

    def perform(self, cmd: Any) -> None:
        """Carry out `cmd` (what a bot chose for the human seat) with clicks and drags."""
        t = type(cmd)
        step = self.app.session.prompt().step
        if t is K.Appoint or t is K.ChooseVictim:
            self.click(f"seat:{cmd.target}")
        elif t is K.ChooseDestination:
            self.click(f"dest:{cmd.kind}")
        elif t is K.CallMutiny:
            if cmd.stab:
                self.select((cmd.card,))
                self.click("button:stab")
            else:
                self.drag(cmd.card, "call")
        elif t is K.Pass:
            self.click("button:pass")
        elif t is K.PlayCards:
            where = "attack" if not cmd.side else f"side:{cmd.side}"
            self.select(cmd.cards[:-1])
            self.drag(cmd.cards[-1], where)
        elif t is K.Reveal:
            self.click("button:reveal")
        elif t is K.AssignSkills:
            for card, skill in cmd.choices:
                self.click(f"button:skill:{card}:{skill}")
            self.click("button:confirm")
        elif t is K.TakePrize:
            self.click(f"card:{cmd.card}")
        elif t is K.ShareLoot:
            for card, seat in cmd.allocation:
                self.drag(card, f"seat:{seat}")
            self.click("button:deal")
        elif t in (K.ExchangePrize, K.GivePrize):
            self.select((cmd.card,))
            self.click("button:give")
        elif t is K.CashIn:
            self.select(cmd.cards)
            self.click("button:cash")
        elif t is K.Bury:
            if cmd.cards:
                self.select(cmd.cards)
                self.click("button:bury")
            else:
                self.click("button:pass")
        elif t is K.OrderPunishment:
            self.click("button:punish" if cmd.punish else "button:pass")
        elif t is K.Discard:
            self.select(cmd.cards)
            self.click("button:discard")
        elif t is K.OfferBribe:
            self.drag(cmd.card, f"seat:{cmd.target}")
        elif t is K.AnswerBribe:
            self.click("button:accept" if cmd.accept else "button:refuse")
        elif t is K.PlaySpecial:
            self._special(cmd)
        else:
            raise AssertionError(f"no gesture for {cmd} at step {step}")

    def _special(self, cmd: Any) -> None:
        keys = self.table.button_keys()
        if f"special:{cmd.card}:{cmd.choice}" in keys:
            self.click(f"button:special:{cmd.card}:{cmd.choice}")
            return
        self.click(f"button:special:{cmd.card}")
        if CAT.special[cmd.card] == "traitor":
            self.click(f"card:{cmd.targets[0]}")
            return
        if cmd.choice and f"choice:{cmd.choice}" in self.table.button_keys():
            self.click(f"button:choice:{cmd.choice}")
        for seat in cmd.targets:
            self.click(f"seat:{seat}")


def plain_medium(seed: int) -> HeuristicBot:
    """The medium bot without its bargaining layer: it chooses the human's moves, and the
    gestures these tests make have no promise to type (promises: test_ai_bargain.py)."""
    return HeuristicBot(CAT, seed, "medium")


def make_table(
    kinds: list[str],
    seed: int,
    size: tuple[int, int] = (1280, 720),
    prompts: str = "all",
    speed: float = 0,
) -> tuple[App, GameSession, Player]:
    return ui_support.make_table(Player, GAME.id, kinds, seed, size, speed,
                                 options={"reaction_prompts": prompts})


def no_hidden_faces(session: GameSession, player: Player) -> Any:
    """A check for every frame: no card face drawn belongs to a hand the screen may not show
    (every hand but the viewer's, and the viewer's only while it may be shown)."""
    seen_own: list[int] = []

    def check(faces: list[int]) -> None:
        shown = session.viewer if session.hand_visible() else None
        for seat in range(session.n):
            hand = set(session.game.view(seat).hand)
            drawn = hand & set(faces)
            if seat == shown:
                seen_own.extend(drawn)
                continue
            assert not drawn, (
                f"frame drew {sorted(drawn)} from {NAMES[seat]}'s hidden hand (viewer {shown})"
            )

    check.seen_own = seen_own  # type: ignore[attr-defined]
    return check


# --- tests ---------------------------------------------------------------------------------------


def test_whole_game_one_human_against_five_ai_by_mouse() -> None:
    """Anna plays a whole game against five AI pirates with clicks and drags only, to the
    results screen; every gesture is accepted (no rule error, the game moves on)."""
    app, session, player = make_table([HUMAN] + ["medium"] * 5, seed=11)
    check = no_hidden_faces(session, player)
    player.on_faces.append(check)
    brain = plain_medium(5)
    done: dict[str, int] = {}
    for p in human_turns(session, player):
        assert p.seat == 0 and session.hand_visible()
        cmd = brain.act(session.game.view(0), p)
        before = len(session.game.events)
        player.perform(cmd)
        assert not player.errors, player.errors
        assert len(session.game.events) > before, f"{cmd} at {p.step} did nothing"
        done[p.step] = done.get(p.step, 0) + 1
    assert session.over
    player.frame()
    assert type(app.top).__name__ == "ResultsScene"
    assert {"appoint", "destination", "attack", "window"} <= set(done) or done["attack"] > 3
    assert check.seen_own, "the viewer's own hand was never drawn"


def test_hot_seat_three_humans_curtains_and_a_shared_mutiny() -> None:
    """Three humans and two AI seats on one screen: a curtain before every change of human,
    mutiny windows asked on the shared screen, and the caller alone gets the curtain to pick
    a card. No frame ever draws another human's hand."""
    app, session, player = make_table([HUMAN, "medium", HUMAN, HUMAN, "medium"], seed=4)
    check = no_hidden_faces(session, player)
    player.on_faces.append(check)
    brains = {s: plain_medium(40 + s) for s in (0, 2, 3)}
    shared = mutinies = 0
    for _ in player.frames(4000, ai_first=True):
        q = session.shared_question()
        if q is not None:
            shared += 1
            keys = player.table.button_keys()
            assert "shared:none" in keys
            caller = next((s for s in q.humans if session.game.view(s).hand), None)
            if q.step == "window" and mutinies == 0 and caller is not None and shared > 2:
                player.click(f"button:shared:{caller}")
                player.frame()
                p = session.prompt()
                if p is None or p.seat != caller or p.step != "window":
                    continue  # an AI seat asked before the caller called first
                mutinies += 1
                assert type(app.top).__name__ == "CurtainScene", (
                    "the caller gets the curtain",
                    p,
                    session.viewer,
                    app.stack,
                )
                player.click(app.top.ready.rect.center)
                p = session.prompt()
                assert p.seat == caller and p.step == "window"
                player.drag(session.game.view(caller).hand[0], "call")
                assert session.game.view(0).mutiny_leader == caller
            else:
                player.click("button:shared:none")
            continue
        p = session.prompt()
        assert session.seats[p.seat].human and p.seat == session.viewer
        cmd = brains[p.seat].act(session.game.view(p.seat), p)
        before = len(session.game.events)
        player.perform(cmd)
        assert not player.errors, player.errors
        assert len(session.game.events) > before, f"{cmd} at {p.step} did nothing"
        if session.game.view(0).round >= 4 and mutinies:
            break
    assert player.curtains >= 3 and shared >= 3 and mutinies == 1
    assert check.seen_own


def at_my_attack(speed: float = 0) -> tuple[App, GameSession, Player]:
    """A 4-seat game played by mouse until Anna may play crew to an attack."""
    app, session, player = make_table([HUMAN] + ["medium"] * 3, seed=2, speed=speed)
    brain = plain_medium(1)
    for p in human_turns(session, player):
        if p.step == "attack" and session.game.view(0).hand:
            break
        player.perform(brain.act(session.game.view(0), p))
    return app, session, player


def test_an_illegal_drop_snaps_back_with_the_engines_reason() -> None:
    app, session, player = at_my_attack()
    card = session.game.view(0).hand[0]
    before = len(session.game.events)
    player.drag(card, "dest:fort")
    assert len(session.game.events) == before
    # the reason in plain words (issue 28): no clause code before it; the clause is kept
    assert player.errors and not player.errors[-1].startswith(session.refused.clause)
    assert session.refused.clause and session.refused.message == player.errors[-1]
    assert card in session.game.view(0).hand


def test_keyboard_alone_can_play_a_card() -> None:
    app, session, player = at_my_attack()
    card = session.game.view(0).hand[0]
    table = player.table
    for _ in range(60):
        if table.focus == f"card:{card}":
            break
        player.key(pygame.K_TAB)
    player.key(pygame.K_SPACE)  # select the card
    for _ in range(60):
        if table.focus == "button:play":
            break
        player.key(pygame.K_TAB)
    player.key(pygame.K_RETURN)  # play it
    assert (
        any(c == card for _s, c in session.game.view(0).attack)
        or card in session.game.view(0).crew_discard
    )


@pytest.mark.parametrize("speed", [1.0, 0])
def test_a_played_card_flies_and_sounds_unless_animations_are_off(speed: float) -> None:
    app, session, player = at_my_attack(speed)
    sounds: list[str] = []
    app.listeners.append(lambda kind, data: sounds.append(data) if kind == "sound" else None)
    player.drag(session.game.view(0).hand[0], "attack")
    assert "play" in sounds
    assert bool(player.table.anim.flights) == (speed > 0)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (2560, 1440), (800, 600)])
@pytest.mark.parametrize("seats", [3, 10])
def test_everything_stays_on_screen(size: tuple[int, int], seats: int) -> None:
    """Every seat, pile, card, button and the hand lie inside the window; seat panels do not
    overlap each other or the centre."""
    from scenes.screenshot import busy_session

    app = App(
        Settings(window_size=(1280, 720), animation_speed=0, ai_delay_ms=10**9), headless=True
    )
    register_scenes()
    app.session = busy_session(seats, seed=3)
    app.go("table")
    app.step(16, [])
    app.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.step(16, [pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
    table = app.top
    assert isinstance(table, TableScene)
    screen = pygame.Rect((0, 0), size)
    lay = table.lay()
    assert lay.size == size
    rects = (
        lay.all_rects()
        + [s.rect for s in table.frame.sprites]
        + [r for _s, r in table.buttons]
        + list(table.frame.targets.values())
    )
    for r in rects:
        assert screen.contains(r), f"{r} is off the {size} screen"
    panels = list(lay.seats.values())
    for i, a in enumerate(panels):
        assert not a.colliderect(lay.centre.area)
        for b in panels[i + 1 :]:
            assert not a.colliderect(b)


def test_a_promise_made_by_clicks_goes_to_the_log() -> None:
    """B1 / DA6: "Promise…", a pirate, a ready phrase: the engine records the promise, the log
    shows it, and one of the round's offers is used."""
    from game.jolly_roger import events as E
    from scenes.jolly_roger.interaction import PROMISES

    app, session, player = at_my_attack()
    p = session.prompt()
    assert p.bribe and session.game.view(0).offers_left > 0
    left = session.game.view(0).offers_left
    player.click("button:promise")
    assert "button:promise_cancel" in [f"button:{k}" for k in player.table.button_keys()]
    player.click("seat:2")  # a click on the seat chooses it, like its button
    player.click("button:promise_text:0")
    assert not player.errors, player.errors
    made = [ev for ev in session.game.events if isinstance(ev, E.PromiseMade)]
    assert made and made[-1].seat == 0 and made[-1].to == 2 and made[-1].text == PROMISES[0]
    assert session.game.view(0).offers_left == left - 1
    assert any(PROMISES[0] in line for line, _head in player.table.log)
    assert "promise_cancel" not in player.table.button_keys()  # the chooser closed
    assert session.prompt() == p  # still Anna's attack decision


def test_the_promise_chooser_works_by_keyboard_and_escape_closes_it() -> None:
    from game.jolly_roger import events as E

    app, session, player = at_my_attack()
    table = player.table

    def tab_to(focus: str) -> None:
        for _ in range(60):
            if table.focus == focus:
                return
            player.key(pygame.K_TAB)
        raise AssertionError(f"{focus} never focused; buttons {table.button_keys()}")

    tab_to("button:promise")
    player.key(pygame.K_RETURN)
    player.key(pygame.K_ESCAPE)
    assert "promise_cancel" not in table.button_keys() and "promise" in table.button_keys()
    tab_to("button:promise")
    player.key(pygame.K_RETURN)
    tab_to("button:promise_to:1")
    player.key(pygame.K_RETURN)
    tab_to("button:promise_text:3")
    player.key(pygame.K_RETURN)
    made = [ev for ev in session.game.events if isinstance(ev, E.PromiseMade)]
    assert made and made[-1].to == 1


def test_only_the_owner_sees_its_buried_cards() -> None:
    """DA8: the viewer's own buried prize cards are drawn face up in its seat panel (and zoom
    on hover); no frame ever draws another seat's buried card."""
    # The first deal (from seed 3 on) in which Anna and another pirate both bury: which one
    # that is follows the bots' play, so a change of medium may move it a seed or two.
    for seed in range(3, 16):
        app, session, player = make_table([HUMAN] + ["medium"] * 4, seed=seed)

        def check(faces: list[int], session: GameSession = session, app: Any = app) -> None:
            if session.over or not isinstance(app.top, TableScene):
                return
            for seat in range(1, session.n):
                drawn = set(session.game.view(seat).my_buried) & set(faces)
                assert not drawn, f"drew {NAMES[seat]}'s buried {sorted(drawn)}"

        player.on_faces.append(check)
        brain = plain_medium(5)
        for p in human_turns(session, player):
            mine = session.game.view(0).my_buried
            others = sum(session.game.view(0).buried_counts[1:])
            if mine and others:
                break
            player.perform(brain.act(session.game.view(0), p))
        else:
            continue
        break
    else:
        raise AssertionError("Anna and another pirate never both buried treasure")
    player.frame()
    assert set(mine) <= set(player.faces), "the owner's buried cards are not shown"
    player.frame(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=player.where(f"card:{mine[0]}"), rel=(0, 0), buttons=(0, 0, 0)
        )
    )
    assert player.faces.count(mine[0]) >= 2  # in the panel and in the zoom


def test_ctrl_z_takes_back_a_played_card_before_anyone_else_acts() -> None:
    """Issue 6 undo at the table: the Undo button appears after a move that revealed and
    drew nothing; Ctrl+Z takes it back (hand, log and board as before); after another seat
    acts the button is gone."""
    app, session, player = at_my_attack()
    card = session.game.view(0).hand[0]
    before = session.game.events
    log_before = list(player.table.log)
    player.drag(card, "attack")
    assert card not in session.game.view(0).hand
    player.frame()
    assert "undo" in player.table.button_keys()
    app.step(16, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL,
                                     unicode="\x1a")])
    assert session.game.events == before and card in session.game.view(0).hand
    from scenes.jolly_roger import logtext

    fresh = [(line.text, line.header)
             for line in logtext.log_lines(session.game.events_for(0), session.game.names,
                                               CAT)]
    assert player.table.log == fresh[-600:]
    assert len(player.table.log) <= len(log_before)
    player.frame()
    assert "undo" not in player.table.button_keys()
    player.drag(card, "attack")
    session.update(0)
    session.update(10**6)                                  # the next AI seat acts
    player.frame()
    assert "undo" not in player.table.button_keys() and not session.can_undo()


# --- hints (H) ---------------------------------------------------------------------------------


def test_a_hint_names_a_legal_move_selects_its_cards_and_goes_with_the_prompt() -> None:
    """H over a whole game: each time the hint is a move the engine accepts (it is played
    at once to prove it), the cards it names are the ones selected, and the adviser is
    handed only the player's own view — the same interface as an AI seat, so no peeking."""
    app, session, player = make_table([HUMAN] + ["medium"] * 5, seed=23)
    handed: list[Any] = []
    real_act = session.advice

    def spy_advice() -> Any:
        cmd = real_act()
        handed.append(cmd)
        return cmd

    session.advice = spy_advice  # type: ignore[method-assign]
    hinted = 0
    for p in human_turns(session, player):
        player.key(pygame.K_h)
        table = player.table
        cmd = handed[-1]
        assert cmd is not None and table.hint.startswith("Hint: ") and len(table.hint) > 7
        cards = getattr(cmd, "cards", ())
        if cards and p.step in ("attack", "mutiny", "discard"):
            assert sorted(table.picks.cards) == sorted(cards), (p.step, cmd)
        assert session.submit(cmd) is None, f"the hint {cmd} was refused at {p.step}"
        player.frame()
        assert table.hint_key != len(session.game.events)  # the hint went with its moment
        hinted += 1
    assert hinted > 20 and session.over


def test_the_adviser_sees_only_the_viewers_view() -> None:
    """Non-negotiable 2 for hints: the medium bot behind a hint gets the viewer's View and
    Prompt, nothing else, and there is no hint while a curtain is needed."""
    app, session, player = make_table([HUMAN, HUMAN, "medium", "medium"], seed=3)
    got: list[tuple[Any, ...]] = []
    real = session.rulebook

    class Spy:
        def __init__(self, inner: Any) -> None:
            self.inner = inner

        def act(self, view: Any, prompt: Any) -> Any:
            got.append((type(view).__name__, view.seat, type(prompt).__name__, prompt.seat))
            return self.inner.act(view, prompt)

    class SpyBook:  # the session's rulebook, its bots wrapped in the spy
        def __getattr__(self, name: str) -> Any:
            return getattr(real, name)

        def make_bot(self, level: str, seed: int, iterations: int | None = None) -> Any:
            return Spy(real.make_bot(level, seed, iterations))

    session.rulebook = SpyBook()  # type: ignore[assignment]
    try:
        for _ in range(40):
            session.run_ai()
            player.frame()
            p = session.prompt()
            if p is None:
                break
            if session.hand_visible() and p.seat == session.viewer:
                assert session.advice() is not None
                assert got[-1] == ("View", p.seat, "Prompt", p.seat)
            else:
                assert session.advice() is None
            if session.needs_curtain():
                session.viewer = p.seat  # the next human takes the screen
                continue
            session.submit(make_bot("random", 1, CAT).act(session.game.view(p.seat), p))
    finally:
        session.rulebook = real
    assert got


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_every_kind_of_hint_is_a_whole_sentence_in_each_language(lang: str) -> None:
    from game.core.i18n import set_language
    from scenes.jolly_roger.advice import advice_text

    view = Game.new(NAMES[:4], seed=1, cat=CAT).view(0)
    c = view.hand[0]
    p = CAT.prize_ids[0]
    cmds = [K.Appoint(0, 1), K.ChooseDestination(0, "fort"), K.CallMutiny(0, c),
            K.PlayCards(0, (c,)), K.PlayCards(0, (c,), "captain"),
            K.PlayCards(0, (c,), "mutineer"), K.Pass(0), K.Reveal(0),
            K.AssignSkills(0, ((c, "sabers"),)), K.TakePrize(0, p),
            K.ShareLoot(0, ((p, 1), (p, 2))), K.ExchangePrize(0, p), K.CashIn(0, (p,)),
            K.PlaySpecial(0, c), K.Bury(0, (p,)), K.OrderPunishment(0, True),
            K.OrderPunishment(0, False), K.ChooseVictim(0, 2), K.Discard(0, (c,)),
            K.OfferBribe(0, 1, c), K.AnswerBribe(0, True), K.AnswerBribe(0, False),
            K.Promise(0, 3, "x"), K.GivePrize(0, p)]
    assert {type(x) for x in cmds} == set(K.COMMANDS.classes.values())
    set_language(lang)
    try:
        texts = [advice_text(x, view, CAT) for x in cmds]
    finally:
        set_language("en")
    for cmd, text in zip(cmds, texts, strict=True):
        assert text and "{" not in text and text[-1] in ".!", (cmd, text)
    assert len(set(texts)) == len(texts)


def test_X_TRAITOR_a_special_just_played_is_on_the_table_to_cancel() -> None:
    """X-TRAITOR / DA4: a special card just played waits, face up under "Just played", with
    its owner's mark; the Traitor's owner clicks it there to cancel it (before, the card was
    drawn nowhere and the Traitor had nothing to click)."""
    app, session, player = make_table([HUMAN] + ["medium"] * 5, seed=11)
    brain = plain_medium(5)
    for p in human_turns(session, player):
        view = session.game.view(0)
        pending = [card for _seat, card in view.chain if card in p.cards]
        if p.clause == "X-TRAITOR" and pending:
            player.frame()
            assert pending[0] in player.faces, "the special just played is not drawn"
            traitor = next(c for c in p.specials if CAT.special[c] == "traitor")
            before = len(session.game.events)
            player.click(f"button:special:{traitor}")
            player.click(f"card:{pending[0]}")
            assert not player.errors, player.errors
            played = [e for e in session.game.events[before:]
                      if type(e).__name__ == "SpecialPlayed" and e.card == traitor]
            assert played and played[0].targets == (pending[0],)
            return
        player.perform(brain.act(view, p))
    raise AssertionError("no Traitor was ever offered against a special just played")
