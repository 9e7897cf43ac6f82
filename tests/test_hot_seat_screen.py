"""Hot-seat never shows a hand — nor a word — to the wrong player (issue 28: "Hot-seat that
never shows a hand"), on every table: two humans or more and AI seats at one screen, driven
frame by frame through curtains, shared questions (Jolly Roger's mutiny windows DA1, reaction
moments DA4, the Old Sailor; "No one" and a caller), AI turns, hints (H) and the pointer
resting on cards and markers (zoom, tooltips).

Every frame is checked against what the players at the screen may know, worked out here from
the game and the curtains, not from the session's own answer:

- whose secrets may be on screen: a human's only after their own curtain was lifted, only
  during their own decision, and never again after a shared question invited everyone to
  look (until that human's curtain is lifted anew); the lone human of a game at any time;
  nobody's otherwise (DA8 of Jolly Roger, DA5/DA6 of RUM, DA2/DA8 of Meuterer);
- every card face drawn (`card_face`) is one that seat's view shows — or every seat's;
- every word drawn (the text capture, scenes/drawing.py: log, banner, buttons, hint,
  tooltip, zoom, notices) names no card that seat never saw (a card a seat knows but the
  screen's may not: Jolly Roger's and RUM's card names), and holds no log line that only
  another seat's log has (a secret draw, a role picked, a card returned in a wave).

Run with -s to see what the games went through (prompts, event kinds, specials played).
"""

from __future__ import annotations

import os
import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.core.session import HUMAN, GameSession, SeatConfig  # noqa: E402
from scenes import drawing  # noqa: E402
from scenes.app import register_scenes  # noqa: E402
from scenes.manager import App  # noqa: E402
from scenes.settings_store import Settings  # noqa: E402

NAMES = ["Anna", "Ben", "Cleo", "Dan", "Edda", "Finn"]
PUBLIC = -1


# --- what a table's cards are called, and its log in words (for the oracle) --------------------

def _jr_names(book: Any) -> Callable[[int], str]:
    """Crew cards by name ("Navigation 1", "All-rounder (crew 2)"); the specials' names are
    words every table text uses ("Captain: choose the course", "cancel it with a Traitor?"),
    so a special in a hand is checked through the log lines instead."""
    from scenes.jolly_roger.cardtext import card_name
    cat = book.cat
    return lambda card: card_name(cat, card) if cat.category[card] == "crew" \
        and not cat.special[card] else ""


def _rum_names(book: Any) -> Callable[[int], str]:
    from scenes.rum.logtext import card_name
    cat = book.cat
    return lambda card: card_name(cat, card) if card != cat.parrot else ""


def _jr_public(session: GameSession) -> list[str]:
    """The words of a shared question: they name the card that may answer it ("cancel it
    with a Traitor?", "Traitor! (Ben)") whoever holds one — every human is asked alike."""
    from scenes.jolly_roger import hud
    q = session.shared_question()
    if q is None:
        return []
    return [hud.shared_line(q.step, q.context)] + [
        hud.shared_label(q.step, q.context, session.seats[h].name) for h in q.humans]


class _JrLog:
    """Jolly Roger's log for one seat, fed as the table feeds it (passes merge into a line)."""

    def __init__(self, session: GameSession) -> None:
        from scenes.jolly_roger.logtext import LogBook
        self.book = LogBook(session.game.names, session.rulebook.cat)

    def feed(self, events: list[Any]) -> None:
        self.book.feed(events)

    def lines(self) -> list[str]:
        return [line.text for line in self.book.lines]


class _BatchLog:
    """RUM's and Meuterer's log: the table's `log_lines`, batch by batch."""

    def __init__(self, session: GameSession, game_id: str) -> None:
        import importlib
        self.mod = importlib.import_module(f"scenes.{session.info.package}.logtext")
        self.names, self.cat = session.game.names, session.rulebook.cat
        self._lines: list[str] = []

    def feed(self, events: list[Any]) -> None:
        self._lines += [line.text for line in self.mod.log_lines(events, self.names, self.cat)]

    def lines(self) -> list[str]:
        return self._lines


def _none(session: GameSession) -> list[str]:
    return []


#: per table: its card names (None: the names are plain words every table text uses, e.g.
#: Meuterer's goods — its secrets are checked through the log lines), its log, and the words
#: on screen that name cards without telling who holds them
TABLES: dict[str, tuple[Callable[[Any], Callable[[int], str]] | None, Callable[..., Any],
                        Callable[[GameSession], list[str]]]] = {
    "jolly-roger": (_jr_names, lambda s: _JrLog(s), _jr_public),
    "rum": (_rum_names, lambda s: _BatchLog(s, "rum"), _none),
    "meuterer": (None, lambda s: _BatchLog(s, "meuterer"), _none),
    "merchants-marauders": (None, lambda s: _BatchLog(s, "merchants-marauders"), _none),
}


def _own_cards(view: Any) -> set[int]:
    """The seat's private cards its view shows: its hand (Merchants & Marauders: the glory
    cards in hand and the cargo in the hold)."""
    hand = getattr(view, "hand", None)
    if hand is not None:
        return set(hand)
    own = view.seats[view.seat]
    return set(own.hand) | set(own.cargo)


def _words(text: str) -> str:
    return " ".join(text.split())


# --- the watcher: what may be on screen, and the check of every frame --------------------------

class Watch:
    """Knows, apart from the session, whose secrets the screen may show, what every seat (and
    the public) has been able to see so far, and checks each frame's faces and words."""

    def __init__(self, app: App, session: GameSession) -> None:
        self.app, self.session = app, session
        game_id = session.game_id
        names, make_log, self.public_words = TABLES[game_id]
        self.name_of = names(session.rulebook) if names is not None else None
        self.open_faces = set(session.rulebook.open_faces)
        n = session.n
        self.known: dict[int, set[int]] = {s: set() for s in [*range(n), PUBLIC]}
        self.logs = {s: make_log(session) for s in [*range(n), PUBLIC]}
        self.fed = 0
        self.trusted: int | None = session.single_human()   # whose curtain was lifted last
        self.curtain: int | None = None
        self.faces: list[int] = []
        self.frames = self.text_checks = 0
        self.shown_own = 0
        self._secret: tuple[Any, list[str], set[str]] = (None, [], set())
        app.listeners.append(self._listen)
        self.learn()

    def _listen(self, kind: str, data: Any) -> None:
        if kind == "card_face":
            self.faces.append(data)

    def learn(self) -> None:
        """What each seat's view, and every seat's at once, shows now; the logs' new lines."""
        game = self.session.game
        ids = [set(game.view(s).card_ids()) for s in range(game.n)]
        for s, got in enumerate(ids):
            self.known[s] |= got
        self.known[PUBLIC] |= set.intersection(*ids)
        total = len(game.events)
        if total > self.fed:
            for s, log in self.logs.items():
                log.feed(game.events_for(s, self.fed))
            self.fed = total

    def allowed(self) -> int | None:
        """The seat whose secrets may be on screen now (None: anyone may be looking)."""
        s = self.session
        if s.single_human() is not None:
            return self.trusted
        p = s.prompt()
        if p is None or p.seat != self.trusted or s.shared_question() is not None:
            return None
        return self.trusted

    def before_frame(self) -> None:
        self.faces = []
        assert drawing.capture is not None
        drawing.capture.words = []

    def after_frame(self) -> None:
        """Note curtains lifted and shared questions asked, then check what was drawn."""
        s, top = self.session, self.app.top
        self.learn()
        if type(top).__name__ == "CurtainScene":
            self.curtain, self.trusted = top.seat, None
        elif self.curtain is not None:
            if s.viewer == self.curtain:
                self.trusted = self.curtain
            self.curtain = None
        if s.single_human() is None and s.shared_question() is not None:
            self.trusted = None   # everyone was invited to look at the screen
        if s.over:
            return
        self.frames += 1
        self.check(self.allowed())

    def secrets(self, seat: int | None) -> tuple[list[str], set[str]]:
        """(log lines only other seats' logs have, card names `seat` never saw)."""
        game = self.session.game
        key = (len(game.events), seat, len(self.known[seat if seat is not None else PUBLIC]))
        if self._secret[0] == key:
            return self._secret[1], self._secret[2]
        mine = PUBLIC if seat is None else seat
        own = set(map(_words, self.logs[mine].lines()))
        lines: set[str] = set()
        for s, log in self.logs.items():
            if s not in (mine, PUBLIC):
                lines.update(w for w in map(_words, log.lines()[-120:]) if w not in own)
        names: set[str] = set()
        if self.name_of is not None:
            known = self.known[mine] | self.open_faces
            others = set().union(*(self.known[s] for s in range(game.n))) - known
            allowed = {self.name_of(c) for c in known}
            names = {self.name_of(c) for c in others} - allowed - {""}
        self._secret = (key, sorted(lines, key=len, reverse=True), names)
        return self._secret[1], names

    def check(self, seat: int | None) -> None:
        game = self.session.game
        # the faces (DA8): the allowed seat's view, or what every seat's view shows
        if seat is not None:
            may = set(game.view(seat).card_ids())
            self.shown_own += bool(set(self.faces) & _own_cards(game.view(seat)))
        else:
            may = set.intersection(*(set(game.view(i).card_ids()) for i in range(game.n)))
        shown = set(self.faces) - may - self.open_faces
        whom = NAMES[seat] if seat is not None else "everyone"
        assert not shown, f"cards {sorted(shown)} drawn face up, hidden from {whom}"
        # the words
        assert drawing.capture is not None
        text = _words(" ".join(drawing.capture.words))
        lines, names = self.secrets(seat)
        self.text_checks += 1
        for line in lines:
            assert line not in text, (f"drawn while {whom} may be looking: {line!r} (a line "
                                      f"of another seat's log); top: {type(self.app.top).__name__}")
        if not names:
            return
        public = [_words(w) for w in self.public_words(self.session)]
        for drawn in set(drawing.capture.words):   # each text on its own: "Cannons" "2" ≠ a name
            said = _words(drawn)
            if any(said in w for w in public):
                continue
            for name in names:
                assert name not in said, (f"drawn while {whom} may be looking: the card name "
                                          f"{name!r}, which {whom} never saw, in {said!r}")


# --- driving a hot-seat game ---------------------------------------------------------------------

class Run:
    """A hot-seat game at the app, every gesture an event or a click on what the screen
    shows; the humans' moves chosen by the table's own bot (from their view)."""

    def __init__(self, game_id: str, kinds: list[str], seed: int, size: tuple[int, int],
                 lang_seed: int = 0) -> None:
        from scenes import theme as T

        register_scenes()
        self.app = App(Settings(window_size=size, animation_speed=0, ai_delay_ms=0,
                                log_panel="open"), headless=True)
        seats = [SeatConfig(NAMES[i], k, T.seat_colour(i)) for i, k in enumerate(kinds)]
        self.session = GameSession(seats, game_id=game_id, seed=seed,
                                   options=OPTIONS.get(game_id, {}))
        self.app.session = self.session
        self.watch = Watch(self.app, self.session)
        self.rng = random.Random(seed * 31 + lang_seed)
        level = self.session.info.levels[0]
        self.brains = {i: self.session.rulebook.make_bot(level, seed * 101 + i)
                       for i, k in enumerate(kinds) if k == HUMAN}
        self.steps: Counter[str] = Counter()     # the humans' prompts
        self.shared: Counter[str] = Counter()    # shared questions (step:context)
        self.curtains = 0
        self.app.go("table")
        self.frame()

    @property
    def table(self) -> Any:
        from scenes.kit.table_shell import TableShell
        return [s for s in self.app.stack if isinstance(s, TableShell)][-1]

    def frame(self, *events: Any, dt: int = 16) -> None:
        self.watch.before_frame()
        self.app.step(dt, list(events))
        self.watch.after_frame()

    def click(self, pos: tuple[int, int]) -> None:
        from scenes.kit.table_shell import FRESH_BUTTON_MS  # (a hand takes that long to aim)
        self.frame(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                   pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                   dt=FRESH_BUTTON_MS)
        self.frame(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))

    def look_around(self) -> None:
        """The pointer rests on a card or a marker (zoom, tooltip) long enough; now and then
        H for a hint."""
        frame = self.table.frame
        spots = [sp.rect.center for sp in frame.sprites] + [r.center for r in
                                                            frame.targets.values()]
        if spots:
            pos = self.rng.choice(spots)
            self.frame(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                          buttons=(0, 0, 0)))
            self.frame(dt=500)   # the tooltip's delay
        if self.rng.random() < 0.3:
            self.frame(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h",
                                          scancode=0))
            self.session.wait_for_thoughts()
            self.frame()

    def choose(self, p: Any) -> Any:
        """The human's move: the random level's, a special card whenever it offers one (so
        that every special comes up in a few games)."""
        view = self.session.game.view(p.seat)
        cmd = None
        for _ in range(8 if "play_special" in getattr(p, "actions", ()) else 1):
            cmd = self.brains[p.seat].act(view, p)
            if type(cmd).__name__ == "PlaySpecial":
                break
        return cmd

    def play(self, until: Callable[[Run], bool] = lambda r: False, limit: int = 20_000) -> None:
        s = self.session
        for _ in range(limit):
            if s.over or until(self):
                return
            top = self.app.top
            if type(top).__name__ == "CurtainScene":
                self.curtains += 1
                self.frame(dt=600)   # the curtain ignores keys at first
                self.click(top.ready.rect.center)
                continue
            if top is not self.table:
                self.frame()
                continue
            q = s.shared_question()
            if q is not None:
                self.shared[f"{q.step}:{q.context}"] += 1
                who = "none"
                if self.rng.random() < 0.5:   # a human who may answer calls (privately next)
                    cat = s.rulebook.cat
                    able = [h for h in q.humans if any(
                        cat.special[c] or q.step == "window" for c in s.game.view(h).hand)]
                    who = str(self.rng.choice(able)) if able else who
                pos = self.table.point_of(f"button:shared:{who}")
                assert pos is not None, self.table.button_keys()
                self.click(pos)
                continue
            p = s.prompt()
            if not s.seats[p.seat].human:
                self.frame()   # the AI seat acts (no pause)
                continue
            if s.needs_curtain():
                self.frame()   # the table opens the curtain on its next frame
                continue
            assert p.seat == s.viewer, "a human decides without their curtain"
            self.steps[p.step] += 1
            if self.rng.random() < 0.15:
                self.look_around()
            cmd = self.choose(p)
            err = s.submit(cmd)
            assert err is None, err
            self.table.after_command()
            self.frame()
        raise AssertionError("the game did not end")


def _report(game_id: str, runs: list[Run]) -> dict[str, Any]:
    """What the games went through, printed with -s."""
    steps: Counter[str] = Counter()
    shared: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    frames = curtains = own = 0
    for r in runs:
        steps += r.steps
        shared += r.shared
        frames += r.watch.text_checks
        curtains += r.curtains
        own += r.watch.shown_own
        kinds.update(type(ev).__name__ for ev in r.session.game.events)
    print(f"\n[{game_id}] {len(runs)} games, {frames} frames checked (faces and words), "
          f"{curtains} curtains, {own} frames with the viewer's own hand")
    print(f"  human prompts: {dict(sorted(steps.items()))}")
    print(f"  shared questions: {dict(sorted(shared.items()))}")
    print(f"  event kinds: {dict(sorted(kinds.items()))}")
    return {"steps": steps, "shared": shared, "kinds": kinds, "frames": frames,
            "curtains": curtains, "own": own}


@pytest.fixture(autouse=True)
def capture() -> Any:
    drawing.capture = drawing.TextCapture()
    yield drawing.capture
    drawing.capture = None


# --- the tester's two games (issue 28) -----------------------------------------------------------

def _stowaways_played(run: Run) -> bool:
    """Ben (the second human) plays the Stowaways as soon as he may (the tester's game)."""
    s = run.session
    p = s.prompt()
    if p is None or p.seat != 1 or s.viewer != 1 or s.shared_question() is not None \
            or "play_special" not in p.actions:
        return False
    from game.jolly_roger import commands as K
    cat = s.rulebook.cat
    card = next((c for c in s.game.view(1).hand if cat.special[c] == "stowaways"), None)
    if card is None:
        return False
    assert s.submit(K.PlaySpecial(1, card)) is None
    run.table.after_command()
    run.frame()
    return True


def test_DA8_a_secret_draw_leaves_the_log_when_another_player_may_look() -> None:
    """Jolly Roger, two humans and an AI, seed 236242: Ben plays the Stowaways in round 1.
    His log line "Ben drew All-rounder (crew 2) and Navigation 1 with the Stowaways" is his
    alone: it must be gone from the screen through the shared prompts and on Anna's turn
    after the curtain — written again as "Ben drew 2 cards" — not only after a settings
    change."""
    run = Run("jolly-roger", [HUMAN, HUMAN, "medium"], 236242, (1280, 720))
    run.play(until=_stowaways_played)
    s = run.session

    def drawn(r: Run) -> str:
        return next((t for t in map(_words, r.watch.logs[1].lines())
                     if "with the Stowaways" in t and "drew" in t), "")

    run.play(until=lambda r: bool(drawn(r)))   # after the Traitor question: the draw
    secret = drawn(run)
    assert "All-rounder (crew 2)" in secret, secret
    run.play(until=lambda r: s.prompt().seat == 0 and s.viewer == 0
             and s.shared_question() is None and r.app.top is r.table)
    text = _words(" ".join(drawing.capture.words))   # type: ignore[union-attr]
    assert "Ben drew 2 cards with the Stowaways." in text
    assert secret not in text


def test_DA8_no_hand_after_a_shared_question_until_its_curtain() -> None:
    """A shared question ("cancel it with a Traitor? Click your name, or No one") answered
    with No one: every player was just invited to look, so the acting player's hand is not
    shown until that player's curtain is lifted again — and a caller, too, decides behind
    their own curtain."""
    run = Run("jolly-roger", [HUMAN, HUMAN, "medium"], 236242, (1280, 720))
    run.play(until=_stowaways_played)   # Ben acts; the Traitor question follows
    s = run.session
    asked = False
    for _ in range(40):
        q = s.shared_question()
        if q is not None:
            asked = True
            run.click(run.table.point_of("button:shared:none"))
            break
        run.frame()
    assert asked
    assert s.prompt().seat == 1 and s.viewer is None
    assert type(run.app.top).__name__ == "CurtainScene" and run.app.top.seat == 1
    assert not s.hand_visible() and s.on_screen() is None


# --- every table, through its hot-seat paths -----------------------------------------------------

#: (seats, seed) per table: two humans or more beside AI seats, the humans playing the table's
#: random level (it plays every card it may, the specials too); enough games that every kind of
#: special card, shared question, mutiny, loot share and port (Jolly Roger), wave (RUM), role
#: pick and reveal (Meuterer) comes up — the report (-s) shows it.
GAMES: dict[str, list[tuple[list[str], int]]] = {
    "jolly-roger": [([HUMAN, HUMAN, "easy"], 7), ([HUMAN, "easy", HUMAN, "medium"], 8),
                    ([HUMAN, HUMAN, HUMAN, "easy", "easy"], 9),
                    ([HUMAN, "easy", HUMAN, "easy"], 12),
                    ([HUMAN, HUMAN, HUMAN, HUMAN, "easy", "easy"], 13),
                    ([HUMAN, "medium", HUMAN], 15)],
    "rum": [([HUMAN, HUMAN, "easy"], 1), ([HUMAN, "easy", HUMAN, "medium"], 2),
            ([HUMAN, HUMAN, HUMAN, "easy"], 3), ([HUMAN, HUMAN, "easy", "easy"], 5)],
    "meuterer": [([HUMAN, HUMAN, "easy"], 1), ([HUMAN, "easy", HUMAN, "medium"], 2),
                 ([HUMAN, HUMAN, HUMAN, "easy"], 3)],
    "merchants-marauders": [([HUMAN, "easy", HUMAN], 2)],
}
#: the options of a table's games here (a short Merchants & Marauders: glory to 8)
OPTIONS: dict[str, dict[str, str]] = {"merchants-marauders": {"target": "8"}}
#: what the games must have gone through besides curtains (event kinds; the human prompts)
MUST: dict[str, tuple[set[str], set[str]]] = {
    "jolly-roger": ({"MutinyCalled", "MutinyResolved", "LootShared", "CardsStolen",
                     "BribeOffered", "PrizesBuried", "Cancelled", "ShipLanded"},
                    {"attack", "window", "react", "mutiny", "loot_share", "bribe", "cashin"}),
    "rum": ({"WaveCame", "ReturnAsked", "Returned", "ParrotBack", "SetLaid"},
            {"turn", "return"}),
    "meuterer": ({"RolePicked", "RolesRevealed"}, {"pick_role", "offer", "mutiny"}),
    "merchants-marauders": ({"PortBegan", "Sold", "GloryGained", "ShipMoved"},
                            {"actions", "port"}),
}


def _specials(game_id: str, runs: list[Run]) -> set[str]:
    """The special cards played (Jolly Roger), the parrot's flights (RUM), the roles picked
    (Meuterer)."""
    out: set[str] = set()
    for r in runs:
        cat = r.session.rulebook.cat
        for ev in r.session.game.events:
            name = type(ev).__name__
            if name == "SpecialPlayed":
                out.add(cat.special[ev.card])
            elif name in ("CardsPlayed", "MutinyCalled"):   # the Cannon Fodder: as crew
                cards = ev.cards if name == "CardsPlayed" else (ev.card,)
                out.update(cat.special[c] for c in cards if cat.special[c])
            elif name == "RolePicked" and ev.role:
                out.add(ev.role)
    return out


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_DA8_no_frame_shows_a_secret_in_hot_seat(game_id: str) -> None:
    """Whole hot-seat games at the app: no card face and no word on screen, in any frame,
    tells the players at the screen what only another seat may know."""
    runs = []
    for kinds, seed in GAMES[game_id]:
        run = Run(game_id, kinds, seed, (1280, 720))
        run.play()
        runs.append(run)
    seen = _report(game_id, runs)
    specials = _specials(game_id, runs)
    print(f"  specials / roles: {sorted(specials)}")
    assert seen["curtains"] >= 10 and seen["own"] > 0 and seen["frames"] > 300
    kinds, steps = MUST[game_id]
    assert kinds <= set(seen["kinds"]), kinds - set(seen["kinds"])
    assert steps <= set(seen["steps"]), steps - set(seen["steps"])
    if game_id == "jolly-roger":   # every special card played, the shared questions asked
        cat = runs[0].session.rulebook.cat
        assert set(cat.special_keys) <= specials, set(cat.special_keys) - specials
        assert {"window", "react", "sailor"} <= {k.split(":")[0] for k in seen["shared"]}
