"""Short card moves: deal, play, reveal, share. Purely visual: the game state has already
changed; a flight only shows where a card went.

Speed comes from the settings (`animation_speed`: 0.5 slow … 2 fast, 0 = off).

A table shows its new events through a table of moves, one small function per event type
(`Move`), each declared on the table's `Moves` by the events it shows (`@MOVES.on(E.Drawn)`):
`play(moves, stage, events)` runs them in order, each starting its flights where the one
before left off, so the cards of one batch leave one after another.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

import pygame
from pygame import Rect

from scenes.kit.frame import Frame
from scenes.kit.redraw import Keep

BASE_MS = 380  # one card flight at speed 1.0
STAGGER_MS = 70  # between the cards of one deal


@dataclass
class Flight:
    card: int  # the face to show, or -1 for a back
    back: str  # the back when face down ("crew", "prize", a destination kind)
    start: Rect
    end: Rect
    begin_ms: float  # when it starts (may be in the future: staggered deals)
    duration_ms: float
    flip: bool = False  # turn face up halfway (a reveal)

    def progress(self, now_ms: float) -> float:
        if now_ms <= self.begin_ms:
            return 0.0
        return min(1.0, (now_ms - self.begin_ms) / self.duration_ms)

    def rect_at(self, now_ms: float) -> Rect:
        t = self.progress(now_ms)
        e = 1 - (1 - t) ** 3  # ease out
        x = self.start.x + (self.end.x - self.start.x) * e
        y = (
            self.start.y
            + (self.end.y - self.start.y) * e
            - 40 * (1 - (2 * t - 1) ** 2) * (self.start.h / 120)
        )
        w = self.start.w + (self.end.w - self.start.w) * e
        h = self.start.h + (self.end.h - self.start.h) * e
        return Rect(round(x), round(y), max(4, round(w)), max(4, round(h)))


class CardImages(Protocol):
    """A table's card art: rendered faces and backs (cached), dropped when the language
    changes."""

    def face(self, card: int, height: int) -> pygame.Surface: ...

    def back(self, kind: str, height: int) -> pygame.Surface: ...

    def forget(self) -> None: ...


class Animator:
    """The flights in the air. `speed` 0 turns them off (nothing is added)."""

    def __init__(self) -> None:
        self.flights: list[Flight] = []
        self.now_ms = 0.0

    def add(
        self,
        card: int,
        back: str,
        start: Rect,
        end: Rect,
        speed: float,
        delay_index: int = 0,
        flip: bool = False,
    ) -> None:
        if speed <= 0:
            return
        duration = BASE_MS / speed
        begin = self.now_ms + delay_index * STAGGER_MS / speed
        self.flights.append(Flight(card, back, Rect(start), Rect(end), begin, duration, flip))
        if len(self.flights) > 40:  # a flood of events (fast-forward): keep the newest
            self.flights = self.flights[-40:]

    def update(self, dt_ms: float) -> None:
        self.now_ms += dt_ms
        self.flights = [f for f in self.flights if f.progress(self.now_ms) < 1.0]

    def busy(self) -> bool:
        return bool(self.flights)

    def clear(self) -> None:
        self.flights.clear()

    def landing(self) -> set[int]:
        """Cards still in the air (the table hides them at their destination until they land)."""
        return {f.card for f in self.flights if f.card >= 0}

    def draw(
        self,
        surface: pygame.Surface,
        art: CardImages,
        frame: Frame,
        keep: Keep,
        may_show: Callable[[int], bool] = lambda card: True,
    ) -> None:
        """The flights over the board: each lands where its card is drawn now (its slot in
        `frame`), a reveal turns over halfway. Faces drawn go into `frame.faces`; `keep(rect)`
        before painting over a rect. A card the screen may not show now (`may_show`: the game
        may have moved on since the flight began, e.g. a prize dealt face down in Hidden
        Treasure) flies as its back (DA8)."""
        now = self.now_ms
        for f in self.flights:
            if f.progress(now) <= 0:
                continue
            ghost = frame.card_rect(f.card) if f.card >= 0 else None
            if ghost is not None:
                f.end = ghost
            rect = f.rect_at(now)
            face = f.card >= 0 and not (f.flip and f.progress(now) < 0.5) and may_show(f.card)
            if f.flip:
                t = f.progress(now)
                squeeze = abs(1 - 2 * t)
                rect = Rect(
                    rect.centerx - round(rect.w * squeeze / 2),
                    rect.y,
                    max(2, round(rect.w * squeeze)),
                    rect.h,
                )
            h = max(10, rect.h)
            img = art.face(f.card, h) if face else art.back(f.back, h)
            if f.flip:
                img = pygame.transform.scale(img, rect.size)
            keep(Rect(rect.topleft, img.get_size()).inflate(4, 4))
            surface.blit(img, rect.topleft)
            if face:
                frame.faces.append(f.card)


@dataclass
class Stage:
    """What the moves of one batch of events need from the table: the flights in the air,
    the speed from the settings and the app's sounds. A table adds where its things are."""

    anim: Animator
    speed: float
    emit: Callable[[str, Any], None]

    def fly(
        self, card: int, back: str, start: Rect, end: Rect, delay: int = 0, flip: bool = False
    ) -> None:
        """A card from `start` to `end`, `delay` staggers after the batch began."""
        self.anim.add(card, back, start, end, self.speed, delay, flip=flip)

    def fly_backs(self, trips: Iterable[tuple[Rect, Rect]], back: str, delay: int = 0,
                  sound: str = "deal") -> int:
        """A card face down along each (start, end), one stagger after another from `delay`,
        with the `sound` of a deal; how many flew."""
        n = 0
        for start, end in trips:
            self.fly(-1, back, start, end, delay + n)
            n += 1
        self.sound(sound)
        return n

    def sound(self, name: str) -> None:
        self.emit("sound", name)


S = TypeVar("S", bound=Stage)
#: One event type shown: `move(stage, event, k)` starts its flights `k` staggers into the
#: batch and returns how many staggers it took (0: the next event's cards leave with its own).
Move = Callable[[S, Any, int], int]
M = TypeVar("M", bound=Callable[..., int])


class Moves(dict[type, Move[Any]]):
    """A table's moves by event type, each declared where it is written."""

    def on(self, *kinds: type) -> Callable[[M], M]:
        """`@MOVES.on(E.PrizeTaken, E.CookPicked)`: this function shows these events."""
        def put(move: M) -> M:
            for kind in kinds:
                self[kind] = move
            return move
        return put

    def sound(self, kind: type, name: Callable[[Any, Any], str], staggers: int = 0) -> None:
        """An event shown by a sound alone, `name(stage, event)`; the next event's cards leave
        `staggers` later."""
        def move(st: Any, ev: Any, k: int) -> int:
            st.sound(name(st, ev))
            return staggers
        self[kind] = move


def play(moves: Mapping[type, Move[S]], stage: S, events: Iterable[Any]) -> None:
    """The flights and sounds of a batch of new events; events without a move pass quietly."""
    k = 0
    for ev in events:
        move = moves.get(type(ev))
        if move is not None:
            k += move(stage, ev, k)
