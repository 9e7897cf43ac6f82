"""A game at the table: the engine game, its AI seats, their pacing, and who is looking —
the one loop that lets bots play, shared by the app, the simulators and the arenas.

It uses only the engines' public API: the registry finds the table (`game_id`), whose
rulebook makes the game and its bots; then commands, prompts, views and events. Nothing here
knows a table's rules or names: it serves every registered table. No pygame and nothing of
the app's scenes here: scenes draw, the session decides nothing about the rules (a seat's
colour is only carried for the shell, which passes its palette to `resume`).

Hot-seat screen hiding: `viewer` is the human seat whose hand may be shown. When the next
decision belongs to another human, `needs_curtain()` is true and no hand may be drawn until
`lift_curtain(seat)`. Questions asked of every seat in turn (the engine marks their prompts
`shared`: e.g. a mutiny window, or a reaction moment asked of all) are asked on the shared
screen: `shared_question()` lists the human seats still to answer (the view's `to_ask`), and
`answer_shared(seat)` declines for everyone before that seat (or for all of them with
`None`). A shared question invites every player to look: after it no hand is shown until its
owner lifts their own curtain again — the caller's too, who then decides privately.
`on_screen()` is the seat whose secrets the screen may show now (None: anyone may be
looking): every private card face and text is drawn from its view.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import wait as wait_futures
from dataclasses import dataclass, field
from pathlib import Path
from textwrap import shorten
from typing import Any

from game.core import gamelog, registry
from game.core.bots import ask, recall
from game.core.errors import RuleError
from game.core.i18n import _, ngettext
from game.core.untrusted import file_name, whole_number

HUMAN = "human"
Colour = tuple[int, int, int]
#: a seat's colour when its saved one is not a colour and the caller names no palette
DEFAULT_COLOUR: Colour = (200, 60, 50)
UNDO_GRACE_MS = 1500   # after a move that can be taken back, AI seats wait at least this long
#: an AI pause this long or longer holds the AI seats (no setting is this slow: tests and the
#: screenshot tool stop the game this way), quiet moves included
HOLD_MS = 60_000


@dataclass
class SeatConfig:
    """One seat at the table: a name, a colour and who plays it."""

    name: str
    kind: str = HUMAN  # "human" or an AI level
    colour: Colour = DEFAULT_COLOUR

    @property
    def human(self) -> bool:
        return self.kind == HUMAN


@dataclass
class SharedQuestion:
    """A question asked on the shared screen (no hand shown)."""

    step: str                 # the prompt's step (e.g. "window", "react")
    context: str              # the prompt's context (e.g. "appointment" or "traitor")
    humans: tuple[int, ...]   # human seats still to answer, in the order they are asked


@dataclass
class GameSession:
    """A game at the table. `game_id` names the table (the registry's default when empty);
    `options` are the table's options (`GameInfo.options`; missing ones take their default)."""

    seats: list[SeatConfig]
    game_id: str = ""
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 0
    ai_delay_ms: int = 700          # readable pace of AI seats (a setting)
    #: the searching AI levels' fixed budget per decision and no clock, so what they play
    #: depends on the seeds alone (the monkey, tests); None in play: they think for their time
    iterations: int | None = None
    info: registry.GameInfo = field(init=False)
    rulebook: registry.Rulebook = field(init=False)
    game: registry.Match = field(init=False)
    bots: dict[int, Any] = field(init=False)
    viewer: int | None = field(init=False, default=None)
    _thinking_since: int | None = field(init=False, default=None)  # when the AI seat began thinking
    #: the AI seat's answer to the open prompt, asked for once when its turn began (pacing)
    _planned: tuple[Any, Any] | None = field(init=False, default=None)
    #: think on a worker thread (issue 14: the app's tables, so the animation and the window
    #: run on while a searching AI seat thinks for its 250 ms); tests and tools think in line
    think_aside: bool = False
    _job: tuple[Any, Future[Any]] | None = field(init=False, default=None)  # (prompt, answer)
    #: a hint being thought out aside: (events then, prompt, answer, deliver to)
    _advice: tuple[int, Any, Future[Any], Callable[..., None]] | None = field(
        init=False, default=None)
    _grace: bool = field(init=False, default=False)   # the last human move was more than a pass
    #: the autosave (None: this game is not saved, e.g. in most tests)
    log: gamelog.LogWriter | None = field(init=False, default=None)
    #: the accepted commands since the start, with their events (undo, the log)
    entries: list[gamelog.Entry] = field(init=False, default_factory=list)
    #: called once when the game ends (the app files the replay and the statistics)
    on_finish: Any = field(init=False, default=None)
    _batch: bool = field(init=False, default=False)
    _undone: bool = field(init=False, default=False)   # the last thing done was an undo
    #: why the autosave stopped (the table tells the player once), None while all is well
    save_error: str | None = field(init=False, default=None)
    #: the file of a game another window plays, watched here (`watch`): nothing is played or
    #: written here, nobody's hand is shown, and the file is read again as it grows
    watching: Path | None = field(init=False, default=None)
    _watch_stamp: tuple[int, int] | None = field(init=False, default=None)
    _watch_next_ms: int = field(init=False, default=0)
    #: (seat, events then): the seat that answered a shared question decides privately there
    _called: tuple[int, int] | None = field(init=False, default=None)
    #: the last refused command's error (its `clause` and `message`), None before any
    refused: RuleError | None = field(init=False, default=None)

    def __post_init__(self) -> None:
        """A new game; ValueError (the table's SetupError) says why it cannot be set up."""
        self._table(self.game_id)
        self.options = {**self.info.default_options(), **self.options}
        self.game = self.rulebook.new_game([s.name for s in self.seats], seed=self.seed,
                                           humans=[s.human for s in self.seats],
                                           options=self.options)
        self._make_bots()

    def _table(self, game_id: str) -> None:
        self.info = registry.get(game_id) if game_id else registry.default()
        self.game_id = self.info.id
        self.rulebook = self.info.rulebook()

    def _make_bots(self) -> None:
        self.bots = {i: self.rulebook.make_bot(s.kind, self.seed * 7919 + i, self.iterations)
                     for i, s in enumerate(self.seats) if not s.human}

    # --- what the screen may show -----------------------------------------------------------

    @property
    def n(self) -> int:
        return len(self.seats)

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]

    def prompt(self) -> Any | None:
        return self.game.prompt()

    def deciding(self) -> int | None:
        """The seat the game waits for (None when it is over)."""
        p = self.game.prompt()
        return p.seat if p is not None else None

    def is_ai_turn(self) -> bool:
        seat = self.deciding()
        return seat is not None and not self.seats[seat].human

    def view(self) -> Any:
        """What the screen may show: the viewer's view; with nobody looking (AI turns at the
        start, curtain), the view of an AI seat — it never shows a human's hand."""
        if self.viewer is not None:
            return self.game.view(self.viewer)
        spectator = next((i for i, s in enumerate(self.seats) if not s.human), None)
        return self.game.view(spectator if spectator is not None else 0)

    def hand_visible(self) -> bool:
        """Only the viewer's hand, only while no curtain is needed, and — with several humans
        at the screen — never during an AI seat's turn (anyone may be looking then)."""
        if self.viewer is None or self.needs_curtain() or self.shared_question() is not None \
                or self.watching is not None:
            return False
        return not (len(self.humans()) > 1 and self.is_ai_turn())

    def on_screen(self) -> int | None:
        """The seat whose private cards and words (its log, hints, tooltips, zoom) the screen
        may show now: the viewer while their hand may be shown, else None — anyone may be
        looking, and only what every seat may know is drawn."""
        return self.viewer if self.hand_visible() else None

    # --- what the scenes read: the game through the session, never its engine object -------

    @property
    def names(self) -> tuple[str, ...]:
        """The seats' names as the game has them."""
        return tuple(self.game.names)

    @property
    def event_count(self) -> int:
        """How many events the game has had (a position's key: a hint, the log's progress)."""
        return len(self.game.events)

    def events_for(self, seat: int, start: int = 0) -> list[Any]:
        """The events since `start` as `seat` may know them (redacted by the engine; -1: what
        every seat may know)."""
        return self.game.events_for(seat, start)

    def view_of(self, seat: int) -> Any:
        """`seat`'s own view, its hand and secrets: while the game goes on only for the seat
        `on_screen()` allows (hot-seat: nobody else's may reach the screen); once it is over,
        any seat's (the results show every prize)."""
        if not self.game.over and seat != self.on_screen():
            raise ValueError(f"seat {seat}'s view is not on screen")
        return self.game.view(seat)

    def common_card_ids(self) -> frozenset[int]:
        """The card ids every seat's view shows: what may be drawn while anyone may be
        looking."""
        return frozenset(set.intersection(*(set(self.game.view(i).card_ids())
                                             for i in range(self.n))))

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats that won (empty while the game goes on)."""
        return tuple(self.game.view(0).winners) if self.game.over else ()

    def history(self) -> tuple[Any, ...]:
        """Every event of a finished game, unredacted (the results replay it: at the end no
        secret is left). Empty while the game goes on."""
        return tuple(self.game.events) if self.game.over else ()

    def advice(self) -> Any | None:
        """A hint for the human whose hand is on screen: the command the table's strongest
        AI level (its last) would give in their place. It is handed that seat's view and
        prompt only, like every AI seat, so a hint never reveals a hidden card. None when it
        is not their decision."""
        p = self.game.prompt()
        if p is None or not self.hand_visible() or p.seat != self.viewer:
            return None
        adviser = self.rulebook.make_bot(self.info.levels[-1],
                                         self.seed * 7919 + len(self.game.events),
                                         self.iterations)
        return adviser.act(self.game.view(p.seat), p)

    def advise(self, done: Callable[[Any, BaseException | None], None]) -> bool:
        """Ask for `advice()` and hand it to `done(cmd, error)`: at once in line, or with
        `think_aside` from the worker thread, delivered by `update` on the calling thread
        while the position lasts (a hint for a move already made is dropped). False when
        there is nothing to advise."""
        p = self.game.prompt()
        if p is None or not self.hand_visible() or p.seat != self.viewer:
            return False
        if not self.think_aside:
            try:
                cmd = self.advice()
            except Exception as err:   # noqa: BLE001 - the table says so in one line
                done(None, err)
            else:
                done(cmd, None)
            return True
        adviser = self.rulebook.make_bot(self.info.levels[-1],
                                         self.seed * 7919 + len(self.game.events),
                                         self.iterations)
        job = _worker().submit(adviser.act, self.game.view(p.seat), p)
        self._advice = (len(self.game.events), p, job, done)
        return True

    def wait_for_thoughts(self) -> None:
        """Block until whatever thinks on the worker (an AI seat's answer, a hint) is done,
        so the next `update` delivers it: a run driven frame by frame (the monkey, tests)
        then goes the same way every time, whatever the machine's speed."""
        for job in (self._job[1] if self._job is not None else None,
                    self._advice[2] if self._advice is not None else None):
            if job is not None:
                wait_futures([job])

    def advising(self) -> bool:
        """A hint is being thought out on the worker."""
        return self._advice is not None

    def _deliver_advice(self) -> None:
        at, p, job, done = self._advice   # type: ignore[misc]
        if not job.done():
            return
        self._advice = None
        if at != len(self.game.events) or self.game.prompt() != p:
            return   # the position moved on: that hint is no longer for it
        err = job.exception()
        done(None if err is not None else job.result(), err)

    def needs_curtain(self) -> bool:
        """The next private decision belongs to a human other than the one looking."""
        p = self.game.prompt()
        if p is None or not self.seats[p.seat].human or self.watching is not None:
            return False
        if self.shared_question() is not None:
            return False
        return bool(p.seat != self.viewer)

    def lift_curtain(self, seat: int) -> None:
        """The named human has the computer now."""
        self.viewer = seat

    def single_human(self) -> int | None:
        hs = self.humans()
        return hs[0] if len(hs) == 1 else None

    # --- shared questions (DA1 and DA4 on one screen) ------------------------------------------

    def shared_question(self) -> SharedQuestion | None:
        """A window asked of several seats in turn, with at least one human still to answer.
        With one human at the table it is just that human's own prompt (no curtain anyway)."""
        p = self.game.prompt()
        if p is None or not p.shared or not self.seats[p.seat].human:
            return None
        if len(self.humans()) < 2 or self._called == (p.seat, len(self.game.events)):
            return None   # (the seat that answered it now decides behind its curtain)
        view = self.game.view(p.seat)
        humans = tuple(s for s in view.to_ask if self.seats[s].human)
        return SharedQuestion(p.step, p.context, humans) if humans else None

    def answer_shared(self, seat: int | None) -> str | None:
        """Nobody (`None`) or `seat` answers the shared question: every human asked before
        `seat` declines (the rulebook's `decline`); AI seats in between decide for
        themselves. Then `seat` gets the private prompt (behind the curtain) to choose its
        card."""
        q = self.shared_question()
        if q is None:
            return "nothing is being asked"
        while True:
            p = self.game.prompt()
            if p is None or p.step != q.step:
                break
            if not self.seats[p.seat].human:
                self._ai_act(p)
                continue
            if p.seat == seat:
                break
            if p.seat not in q.humans:
                break
            err = self.submit(self.rulebook.decline(p))
            if err:
                return err
        self.viewer = None   # everyone was looking: the next hand waits behind its curtain
        p = self.game.prompt()
        if seat is not None and p is not None and p.seat == seat:
            self._called = (seat, len(self.game.events))
        return None

    # --- acting -------------------------------------------------------------------------------

    def submit(self, cmd: Any) -> str | None:
        """Play a human's command; the engine's reason in plain words if it is illegal (issue
        28: players read no clause codes; the clause it breaks stays in `refused`, for the
        rules page, the log file and the tests)."""
        if self.watching is not None:
            return _("This game is played in another window: here you only watch it.")
        p = self.game.prompt()
        try:
            self._play(cmd)
        except RuleError as err:
            self.refused = err
            return err.message
        self._thinking_since = None
        self._grace = p is not None and not self.quiet(p, cmd)
        return None

    def _play(self, cmd: Any) -> None:
        """Every accepted command passes here: the engine applies it, then its events reach
        the autosave file before anything else happens (a crash loses at most this move)."""
        out = self.game.submit(cmd)
        self._planned = self._job = None   # a stale answer still thinking is left to finish
        entry = gamelog.Entry(cmd, out)
        self.entries.append(entry)
        self._undone = False
        if self.log is not None:
            try:
                self.log.append(cmd, out, sync=not self._batch)
            except OSError as err:   # a full disk, a pulled USB stick: play on, unsaved
                self.save_error = err.strerror or str(err)
                self.log.close_quietly()
                self.log = None
        if self.game.over:
            self._finish()

    def update(self, now_ms: int, ready: bool = True) -> bool:
        """Let the AI seat whose turn it is act once its pause has passed. True when it acted.
        Call every frame; `ready` False while the table still shows the last move (its cards
        in the air): the pause runs on, but a move that shows something waits for it.

        The pace (issue 17): the seat's answer is asked for when its turn begins, and how it
        is paced depends on it. A quiet answer — the rulebook's `decline`: a pass, a reaction
        or a mutiny declined — resolves at once; a move that shows something (a card played,
        a reveal, the loot, a mutiny) comes after the AI speed setting's pause, so the one
        before it stays on screen that long. Right after a human move that can be taken back
        and was more than a pass, the AI seat waits UNDO_GRACE_MS first (acting would end the
        chance of Ctrl+Z)."""
        if self.watching is not None:
            return self._follow(now_ms)
        if self._advice is not None:
            self._deliver_advice()
        passed = self._answer_empty_question()
        acted = self._pace_ai(now_ms, ready)
        if acted:
            self._answer_empty_question()   # an AI seat may pose one the frame it acts
        return acted or passed

    WATCH_EVERY_MS = 500

    def _follow(self, now_ms: int) -> bool:
        """A watched game: read its file again when it has grown (at most twice a second).
        True when new moves came in. A file that is gone (the game ended and was filed) or
        cannot be read leaves the game as last seen."""
        if self.watching is None or now_ms < self._watch_next_ms:
            return False
        self._watch_next_ms = now_ms + self.WATCH_EVERY_MS
        stamp = _file_stamp(self.watching)
        if stamp is None or stamp == self._watch_stamp:
            return False
        self._watch_stamp = stamp
        try:
            loaded = gamelog.read_log(self.watching, self.rulebook)
        except (gamelog.LogError, OSError):
            return False
        if len(loaded.game.events) <= len(self.game.events):
            return False
        self.game, self.entries = loaded.game, loaded.entries
        return True

    def _answer_empty_question(self) -> bool:
        """A shared question put to the lone human at the screen with nothing to answer but
        no (DA4: a reaction moment without a card to react with; T1: no Old Sailor) is
        declined for them at once: nobody else is at the screen, so nothing can leak, and
        the decline would be the only button. True when it was. The prompt offers nothing
        else when the one action it accepts (`actions`) is the rulebook's `decline`."""
        p = self.game.prompt()
        if (p is None or not p.shared or p.seat != self.viewer
                or self.single_human() != p.seat or len(getattr(p, "actions", ())) != 1):
            return False
        return self.submit(self.rulebook.decline(p)) is None

    def _pace_ai(self, now_ms: int, ready: bool) -> bool:
        p = self.game.prompt()
        if p is None or self.seats[p.seat].human:
            self._thinking_since = None
            return False
        if self._thinking_since is None:
            self._thinking_since = now_ms
        # the pace is read now, not when the seat started: a change of the AI speed setting
        # applies to the seat already thinking
        if self.ai_delay_ms >= HOLD_MS:
            return False   # held: not even asked
        if self._grace and self.can_undo() and now_ms < self._thinking_since + UNDO_GRACE_MS:
            return False   # the bot is asked only once the move can no longer be taken back
        cmd = self._answer(p)
        if cmd is None:
            return False   # still thinking, on the worker thread
        quiet = self.quiet(p, cmd)
        wait = 0 if quiet else self.ai_delay_ms
        if now_ms < self._thinking_since + wait or not (ready or quiet):
            return False
        self._ai_act(p)
        self._thinking_since = None
        return True

    def quiet(self, p: Any, cmd: Any) -> bool:
        """Does `cmd` only say no (the rulebook's `decline` for `p`): nothing to watch?"""
        try:
            return bool(cmd == self.rulebook.decline(p))
        except (ValueError, NotImplementedError):   # a table without shared questions
            return False

    def _answer(self, p: Any, wait: bool = False) -> Any:
        """The AI seat's command for the open prompt `p`, asked of its bot once. With
        `think_aside`, a bot that needs its view thinks on the worker thread: None until it
        has answered (unless `wait`). The view is built here, on the calling thread; the bot
        gets only it and the prompt, as ever, and a bot's error is raised here."""
        if self._planned is not None and self._planned[0] == p:
            return self._planned[1]
        bot = self.bots[p.seat]
        if not self.think_aside:
            cmd = ask(bot, p, self.game.view)
        else:
            job, cmd = self._job, None
            if job is None or job[0] != p:
                quick = getattr(bot, "quick", None)
                cmd = quick(p) if quick is not None else None
                if cmd is None:
                    job = self._job = (p, _worker().submit(bot.act, self.game.view(p.seat), p))
            if cmd is None:
                assert job is not None
                if not wait and not job[1].done():
                    return None
                self._job = None
                cmd = job[1].result()
        self._planned = (p, cmd)
        return cmd

    def ai_move(self) -> bool:
        """Let the AI seat whose turn it is act now (no pacing). False if none is to act."""
        p = self.game.prompt()
        if p is None or self.seats[p.seat].human:
            return False
        self._ai_act(p)
        return True

    def thinking(self) -> int | None:
        """The AI seat that is 'thinking' now (for the cue on screen)."""
        p = self.game.prompt()
        return p.seat if p is not None and not self.seats[p.seat].human else None

    def run_ai(self, limit: int = 100_000) -> None:
        """Let AI seats act at once until a human must decide (tests, fast-forward)."""
        self._batch = True     # one disk sync at the end instead of one per move
        try:
            for _ in range(limit):
                p = self.game.prompt()
                if p is None or self.seats[p.seat].human:
                    return
                self._ai_act(p)
        finally:
            self._batch = False
            if self.log is not None and not self.log.closed:
                try:
                    self.log.sync()
                except OSError as err:
                    self.save_error = err.strerror or str(err)
                    self.log.close_quietly()
                    self.log = None

    def _ai_act(self, p: Any) -> None:
        self._play(self._answer(p, wait=True))

    # --- undo (one human at the table) ----------------------------------------------------------

    def can_undo(self) -> bool:
        """The Board Game Arena policy (`gamelog.undo_refusal`, which a log's reader holds
        every undo line to): with one human at the table, that human may take back their last
        command — once — while no other seat has acted since and it revealed nothing and drew
        nothing (the rulebook's `undoable`)."""
        if self.game.over or self.watching is not None:
            return False
        last = self.entries[-1] if self.entries else None
        return gamelog.undo_refusal(self.rulebook, [s.human for s in self.seats], last,
                                    self._undone) is None

    def undo(self) -> str | None:
        """Take back the human's last command (None), or say why it cannot be."""
        if not self.can_undo():
            return _("Nothing to take back: another seat has acted, cards were revealed or "
                     "drawn, or a move was just taken back.")
        taken = self.entries.pop()
        events = list(self.game.events)
        del events[len(events) - len(taken.events):]
        self.game = self.rulebook.from_events(events)
        self._undone = True
        if self.log is not None:
            self.log.undo()
        self._thinking_since = None
        self._planned = self._job = None
        return None

    # --- results, the autosave and resuming -----------------------------------------------------

    @property
    def over(self) -> bool:
        return self.game.over

    def meta(self) -> dict[str, Any]:
        """What the log file keeps beside the events: who plays each seat, the table's
        options (each under its own key), and the seed."""
        options = {k: list(v) if isinstance(v, tuple) else v for k, v in self.options.items()}
        return {"seats": [{"name": s.name, "kind": s.kind, "colour": list(s.colour)}
                          for s in self.seats], **options, "seed": self.seed}

    def autosave(self, folder: Path, *, app_version: str = "?", durable: bool = True) -> Path:
        """Start writing this game to a new log file in `folder`; returns its path."""
        from datetime import datetime

        stamp = datetime.now().strftime("%Y-%m-%d_%H-%M-%S")
        for k in range(1000):
            path = folder / (f"{stamp}_{self.seed}" + (f"_{k}" if k else "") + ".jsonl")
            if not path.exists():
                break
        start = list(self.game.events)
        for entry in self.entries:
            del start[len(start) - len(entry.events):]
        self.log = gamelog.LogWriter.create(path, self.rulebook, self.meta(), start,
                                            app=app_version, durable=durable)
        for entry in self.entries:    # moves made before saving began (rare: tests)
            self.log.append(entry.cmd, entry.events, sync=False)
        self.log.sync()
        return path

    def _finish(self) -> None:
        if self.log is not None:
            try:
                self.log.sync()
            except OSError as err:
                self.save_error = err.strerror or str(err)
            self.log.close_quietly()
        if self.on_finish is not None:
            done, self.on_finish = self.on_finish, None
            done(self)

    @classmethod
    def resume(cls, path: Path, *, durable: bool = True,
               palette: Callable[[int], Colour] | None = None,
               iterations: int | None = None) -> tuple[GameSession, str | None]:
        """Load a log file and go on writing to it: (the session, a note for the player about
        what was lost, or None). Raises gamelog.LogError if the file cannot be used. A damaged
        tail is dropped: the original is kept beside it (.damaged) and the file rewritten
        atomically, with the session's own cleaned description of the game (never the file's
        raw header). A seat whose saved colour is not one takes `palette(seat)` (the app's
        seat colours), else DEFAULT_COLOUR. `iterations`: the AI seats' fixed search budget
        (see the field)."""
        session = cls.__new__(cls)
        session._blank()
        session.iterations = iterations
        warm: dict[int, Any] = {}

        def remember(view: Any, p: Any, cmd: Any) -> None:
            # AI seats see their past decisions again, so they play on as they would have
            # (remembering, not searching: the log holds what they played)
            bot = warm.get(p.seat)
            if bot is not None:
                recall(bot, view, p)

        def configure(book: registry.Rulebook, loaded_meta: dict[str, Any],
                      names: tuple[str, ...], humans: tuple[bool, ...], seed: int) -> None:
            session.info, session.game_id, session.rulebook = book.info, book.info.id, book
            session._configure(loaded_meta, names, humans, seed, palette)
            warm.update(session.bots)

        loaded = gamelog.read_log(path, on_decision=remember, on_start=configure)
        session.game = loaded.game
        session.entries = loaded.entries
        session._undone = loaded.undone is not None
        note = None
        if loaded.lost:   # the original is kept beside it, then the clean copy takes its place
            backup = gamelog.write_whole(path, loaded, session.meta(), keep=".damaged")
            note = ngettext(
                "The save was damaged: the last {count} line could not be read and was left "
                "out ({problem}). The original file is kept as {backup}.",
                "The save was damaged: the last {count} lines could not be read and were left "
                "out ({problem}). The original file is kept as {backup}.", loaded.lost,
            ).format(count=loaded.lost, problem=shorten(loaded.problem or "", 160),
                     backup=file_name(backup or path))
        if not session.game.over:
            session.log = gamelog.LogWriter.reopen(path, session.rulebook, durable=durable,
                                                   torn=loaded.torn and not loaded.lost)
        return session, note

    @classmethod
    def watch(cls, path: Path, *,
              palette: Callable[[int], Colour] | None = None) -> GameSession:
        """A game another window is playing, to watch here (issue 29): read from its file,
        never written; no seat acts and nothing is submitted here; nobody's hand is shown —
        only what every player may know (`on_screen()` is None); `update` reads the file again
        as it grows. Raises gamelog.LogError if the file cannot be used."""
        session = cls.__new__(cls)
        session._blank()

        def configure(book: registry.Rulebook, loaded_meta: dict[str, Any],
                      names: tuple[str, ...], humans: tuple[bool, ...], seed: int) -> None:
            session.info, session.game_id, session.rulebook = book.info, book.info.id, book
            session._configure(loaded_meta, names, humans, seed, palette)

        loaded = gamelog.read_log(path, on_start=configure)
        session.game, session.entries = loaded.game, loaded.entries
        # nobody at this screen plays: every seat is someone else's, shown as it decides
        session.seats = [SeatConfig(seat.name, session.info.default_level, seat.colour)
                         if seat.human else seat for seat in session.seats]
        session.watching = path
        session._watch_stamp = _file_stamp(path)
        return session

    def _blank(self) -> None:
        self.seats = []
        self.game_id = ""
        self.options = {}
        self.seed = 0
        self.ai_delay_ms = 700
        self.viewer = None
        self._thinking_since = None
        self._planned = self._job = self._advice = None
        self.think_aside = False
        self._grace = False
        self.log = None
        self.entries = []
        self.on_finish = None
        self._batch = False
        self._undone = False
        self.save_error = None
        self._called = None
        self.bots = {}
        self.iterations = None
        self.watching = None
        self._watch_stamp = None
        self._watch_next_ms = 0

    def _configure(self, meta: dict[str, Any], names: tuple[str, ...],
                   humans: tuple[bool, ...], seed: int,
                   palette: Callable[[int], Colour] | None = None) -> None:
        """Seats and options from a log's header, checked against its first event. Whatever
        does not fit is replaced by what the events say (names, who is human) or by the
        table's defaults (the AI level, the options)."""
        raw = meta.get("seats")
        listed: list[Any] = raw if isinstance(raw, list) else []
        seats = []
        for i, (name, human) in enumerate(zip(names, humans, strict=True)):
            d = listed[i] if i < len(listed) and isinstance(listed[i], dict) else {}
            kind = d.get("kind")
            if human:
                kind = HUMAN
            elif kind not in self.info.levels:
                kind = self.info.default_level
            colour = d.get("colour")
            if not (isinstance(colour, list) and len(colour) == 3
                    and all(whole_number(c, 0, 255) is not None for c in colour)):
                colour = palette(i) if palette is not None else DEFAULT_COLOUR
            seats.append(SeatConfig(name, kind, tuple(colour)))
        self.seats = seats
        self.options = self.info.clean_options(meta)
        self.seed = seed
        self._make_bots()

    def copy(self) -> GameSession:
        """The same game, seats and options, with fresh AI seats, not saved anywhere (the
        screenshot tool keeps positions this way)."""
        session = type(self).__new__(type(self))
        session._blank()
        session.seats = list(self.seats)
        session._table(self.game_id)
        session.options = dict(self.options)
        session.seed = self.seed
        session.ai_delay_ms = self.ai_delay_ms
        session.iterations = self.iterations
        session.game = self.rulebook.from_events(self.game.events)
        session._make_bots()
        return session


_WORKER: list[ThreadPoolExecutor] = []


def _worker() -> ThreadPoolExecutor:
    """The one thread AI seats think on (one at a time: a bot is never asked twice at once,
    and an answer no longer wanted, after an undo, finishes before the next begins)."""
    if not _WORKER:
        _WORKER.append(ThreadPoolExecutor(max_workers=1, thread_name_prefix="ai-think"))
    return _WORKER[0]


def _file_stamp(path: Path) -> tuple[int, int] | None:
    """A file's size and change time (None if it is gone): whether a watched game moved on."""
    try:
        found = path.stat()
    except OSError:
        return None
    return found.st_size, found.st_mtime_ns
