"""The Jolly Roger table: draws the game from the viewer's view and turns mouse and keyboard
into engine commands, submitted through the session (the scene never changes game state
itself). Input, focus, the redraw cache, flights, the refusal line and the markers' tooltips
are the table shell's (scenes/kit/table_shell.py), the session's glue (hot-seat, shared
questions, AI pacing, the log and its panel, undo, hints) the kit's session table
(scenes/kit/session_table.py); this scene adds Jolly Roger's board, plan, moves and words.

Hot-seat: a hand is drawn only when `session.hand_visible()` allows it; a mutiny window or a
reaction moment with several humans at the screen (DA1, DA4) is asked on the shared screen,
one button per human; whenever the next private decision belongs to another human, the
curtain scene comes first. Every card face drawn is reported with `app.emit("card_face", id)`.
"""

from __future__ import annotations

from typing import Any

import pygame
from pygame import Rect

from game.jolly_roger import commands as K
from game.jolly_roger import events as E
from scenes.jolly_roger import centre, flights, hud, interaction, logtext, markers
from scenes.jolly_roger.advice import hint_line
from scenes.jolly_roger.board import Board, sorted_hand
from scenes.jolly_roger.canvas import Look
from scenes.jolly_roger.cards import RATIO, CardArt
from scenes.jolly_roger.interaction import Picks, command_for
from scenes.jolly_roger.layout import Layout
from scenes.kit.frame import Frame
from scenes.kit.plan import ButtonSpec, Command
from scenes.kit.redraw import Keep
from scenes.kit.session_table import PUBLIC, SessionTable
from scenes.manager import App


class TableScene(SessionTable):
    """The Jolly Roger table for `app.session`."""

    art: CardArt
    picks: Picks
    card_art, picks_type, layout_type = CardArt, Picks, Layout
    interaction = interaction
    hud = zoom = hud
    moves = flights.MOVES
    #: AT5's result against the requirement, M7–M9's totals, the loot taken (L1, L2)
    outcomes = (E.AttackResolved, E.MutinyResolved, E.PrizeTaken, E.LootShared)
    # cards first, then the mutiny call, then the rest
    target_order = ("card:", "call", "side:", "seat:", "dest:", "crew_", "attack")
    held_back = "crew"
    log_closes = True   # L or its tab; the log panel setting (open, closed, when wide)
    rings_focus = True  # the board rings the focused card (seats.py, centre.py, board.py)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.board = Board(self.art)
        self._against = (-1, -1)   # (events then, the captain the mutiny was called against)
        self._deal_pending = not any(   # (the appointment is public: every seat's log has it)
            isinstance(ev, E.QuartermasterAppointed) for ev in self.session.events_for(PUBLIC)
        )

    # --- what the kit's session table asks of Jolly Roger --------------------------------------

    def new_log(self) -> logtext.LogBook:
        """A book whose lines grow: a lap's run of passes is one line (logtext.LogBook)."""
        return logtext.LogBook(self.session.names, self.cat)

    def drop_command(self, target: str, cards: tuple[int, ...]) -> Command | None:
        viewer = self.session.viewer
        return command_for(viewer if viewer is not None else -1, target, cards)

    def instruction(self, view: Any, p: Any) -> str:
        return hud.instruction(view, p, self.picks, self.cat)

    def waiting_line(self, view: Any, seat: int) -> str:
        return hud.waiting_line(view, seat, self.session.seats[seat].human)

    def shared_line(self, q: Any) -> str:
        return hud.shared_line(q.step, q.context)

    def shared_label(self, q: Any, name: str) -> str:
        return hud.shared_label(q.step, q.context, name)

    def hint_words(self, cmd: Command, view: Any, p: Any) -> str:
        return hint_line(cmd, view, self.cat)

    def take_hint(self, cmd: Command, view: Any, p: Any) -> None:
        """The cards the hint would play (or call the mutiny with) are selected."""
        plan_ = self.plan_for(view, p)
        cards = cmd.cards if hasattr(cmd, "cards") else (
            (cmd.card,) if isinstance(cmd, K.CallMutiny) else ())
        if plan_ is not None and cards and all(c in plan_.selectable for c in cards):
            self.picks.cards = list(cards)

    def tip_words(self, name: str) -> str:
        return markers.words(name, self.now.view, self.cat)

    # --- flights ---------------------------------------------------------------------------------

    def catch_up(self) -> None:
        if self._deal_pending:  # a new game: the opening deal flies out once
            self._deal_pending = False
            flights.deal(self.stage(), self.session.n)
        super().catch_up()

    def seat_rect(self, seat: int, card_h: int) -> Rect:
        """A seat's panel, or the viewer's hand while it is shown."""
        lay = self.lay()
        r = lay.hand if seat == lay.bottom and self.current()[2] else lay.seats[seat]
        w = round(card_h / RATIO)
        return Rect(r.centerx - w // 2, r.centery - card_h // 2, w, card_h)

    def stage(self) -> flights.Places:
        """Where the cards of a batch of events fly (scenes/jolly_roger/flights.py)."""
        return flights.Places(self.anim, self.speed(), self.app.emit, self.lay().centre,
                              self.seat_rect, self.cat, self.session.viewer)

    # --- drawing ---------------------------------------------------------------------------------

    def relabel(self) -> None:
        super().relabel()
        self.board.forget()

    def paint_board(
        self, surface: pygame.Surface, frame: Frame, lit: dict[str, str], hover: str
    ) -> None:
        self.board.draw(surface, self.now.view, self._look(lit, hover), frame)
        self.paint_hud(surface)

    def _look(self, lit: dict[str, str], hover: str) -> Look:
        s = self.session
        view, p, hand_shown = self.now.view, self.now.prompt, self.now.hand_shown
        plan_ = self.plan_now
        hand = list(view.hand) if hand_shown else []
        if self.app.settings.sort_hand:   # issue 17: by kind and value (else as dealt)
            hand = sorted_hand(self.cat, hand)
        if plan_ is not None:
            hand += list(plan_.extra_hand)
        vh = "VH" in view.variants and not view.over
        own = hand_shown and s.viewer == view.seat
        return Look(
            **self.looks(lit, hover),
            hand=hand,
            selectable=plan_.selectable if plan_ is not None else {},
            plan=plan_,
            allocation=dict(self.picks.allocation),
            skill_picks=dict(self.picks.skills),
            now_ms=self.app.ticks_ms,
            show_loot_faces=not vh or own,
            multi=list(p.cards) if p is not None and p.step == "skills" else [],
            show_prize_faces_of=set(range(view.n)) if not vh else ({view.seat} if own else set()),
            show_buried_of=view.seat if own else -1,
            mutiny_captain=self.mutiny_captain(),
        )

    def mutiny_captain(self) -> int:
        """The captain the last mutiny was called against (kept per game position)."""
        s = self.session
        if self._against[0] != s.event_count:
            self._against = (s.event_count, centre.captain_in_mutiny(s.events_for(PUBLIC)))
        return self._against[1]

    def place_buttons(self, surface: pygame.Surface, specs: list[ButtonSpec],
                      keep: Keep) -> list[tuple[ButtonSpec, Rect]]:
        """Right-aligned rows under the centre (a group on its own row, with its label), or
        an open chooser's panel of whole phrases (the promise chooser)."""
        lay = self.lay()
        chooser = self.plan_now.chooser if self.plan_now is not None and specs else ""
        if chooser:
            placed = hud.draw_chooser(surface, lay, chooser, specs, keep)
        else:
            placed = hud.layout_buttons(lay.buttons, specs, lay.u, lay.centre.area.top)
        hud.draw_group_labels(surface, placed, lay.u, keep)
        return placed
