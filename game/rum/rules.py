"""RUM's rules as steps (T, DR, PL, PA, EW, WV, E): what a command does, and everything that
follows by itself up to the next decision. Every change goes through `emit` (apply the event,
record it); every random outcome is a wreck pick from `game.core.steps.seeded` recorded in
its event, so a game replays exactly from its events (DA4).

Decisions: "turn" (the active seat draws or lays a set) and "return" (PA2 / WV3: a seat gives
back N cards). After every clock advance and after every set the end is checked (DA8, RU15);
once it fires nothing more happens.
"""

from __future__ import annotations

from typing import Any

from game.core.steps import emitter
from game.rum import events as E
from game.rum.cards import CLOCK_MAX
from game.rum.sets import Capture, capturable_raw, evaluate
from game.rum.setup import is_trio
from game.rum.state import HANDLERS, State
from game.rum.view import captains_of

Out = list[Any]
emit = emitter(HANDLERS)


_MASK = (1 << 64) - 1


def pick(seed: int, n: int, size: int) -> int:
    """DA4: the index of the next random pick among `size`, from the game's seed and the
    number of random events so far (as `game.core.steps.seeded`, never a generator kept
    between moves). SplitMix64 of the pair: as reproducible as a seeded `random.Random`, and
    a draw costs no generator set-up (a RUM game makes about 60)."""
    z = (seed * 1_000_003 + n + 1 + 0x9E3779B97F4A7C15) & _MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return (z ^ (z >> 31)) % size


def _draw(s: State) -> int:
    """S7, DA4: a uniformly random wreck card (a scenario's prescribed card first). The pick
    only chooses; the event that names it removes it."""
    wreck = s.wreck
    while s.forced:
        card = s.forced.pop(0)
        if card in wreck:
            return card
    return wreck[pick(s.seed, s.rnd, len(wreck))]


def refill(s: State, out: Out, spot: int, face_up: bool) -> None:
    """DR2 (face down) / WV3, WV5 (face up): a random wreck card to an empty spot; RU19: an
    empty wreck leaves the spot empty."""
    if s.wreck:
        emit(s, out, E.Refilled(spot, _draw(s), face_up))
        if not s.wreck:
            wreck_emptied(s, out)


def fill_empty(s: State, out: Out) -> None:
    """RU19: cards have entered the wreck, so empty beach spots are refilled face down."""
    for spot in range(3):
        if s.over:
            return
        if s.beach[spot] < 0 and s.wreck:
            refill(s, out, spot, False)


def advance_clock(s: State, out: Out, cause: str) -> None:
    """PA3 / EW2 / WV3, then E3/RU15: the clock at 8 ends the game at once."""
    emit(s, out, E.ClockAdvanced(min(s.clock + 1, CLOCK_MAX), cause))
    if s.clock >= CLOCK_MAX:
        end_game(s, out, "clock")


def wreck_emptied(s: State, out: Out) -> None:
    """EW1, EW2, RU10, RU12, RU20: every seat with the most cards returns its whole hand (the
    parrot in flight is no hand card), then the clock advances."""
    sizes = [len(h) for h in s.hands]
    most = max(sizes)
    dumps = () if most == 0 else tuple(
        (seat, tuple(s.hands[seat])) for seat in range(s.n) if sizes[seat] == most)
    emit(s, out, E.WreckEmptied(dumps))
    if dumps:
        fill_empty(s, out)
    if not s.over:
        advance_clock(s, out, "wreck")


def end_game(s: State, out: Out, cause: str) -> None:
    """E3, E4, RU16: the highest score wins; ties go to more captain cards, then to the single
    highest card; still tied, they share the win."""
    scores = s.scores()
    best = max(scores)
    tied = [i for i in range(s.n) if scores[i] == best]
    tiebreak = ""
    if len(tied) > 1:
        cards = [sum(o == i for o in s.owners) for i in range(s.n)]
        most = max(cards[i] for i in tied)
        tied = [i for i in tied if cards[i] == most]
        tiebreak = "cards"
        if len(tied) > 1:
            def top(i: int) -> int:
                return max((v for v, o in zip(s.values, s.owners, strict=True) if o == i),
                           default=0)
            high = max(top(i) for i in tied)
            tied = [i for i in tied if top(i) == high]
            tiebreak = "highest" if len(tied) == 1 else "shared"
    emit(s, out, E.GameEnded(cause, scores, tuple(tied), tiebreak))


# --- turns -------------------------------------------------------------------------------


def begin_turn(s: State, out: Out, seat: int) -> None:
    """T1, RU21: `seat` acts; a seat that can neither draw nor lay a legal set passes."""
    if s.wreck:                                   # (nearly always: the seat can draw)
        emit(s, out, E.TurnStarted(seat))
        return
    for _ in range(s.n):
        emit(s, out, E.TurnStarted(seat))
        if s.wreck or max(s.beach) >= 0 or capturable_raw(
                s.cat, s.beach_face_up(), s.values, s.owners, seat, s.hands[seat]):
            return
        emit(s, out, E.TurnPassed(seat))
        seat = (seat + 1) % s.n
    raise RuntimeError("RU21: no seat can act (unreachable: the parrot is always drawable)")


def end_turn(s: State, out: Out) -> None:
    """T2, WV1: after the action, the wave check, then the next seat."""
    if s.over:
        return
    b, up = s.beach, s.beach_up
    if b[0] >= 0 and b[1] >= 0 and b[2] >= 0 and not (up[0] or up[1] or up[2]):
        emit(s, out, E.WaveCame(tuple(s.beach)))
        wave(s, out)
        if s.over or s.step == "return":
            return
    begin_turn(s, out, (s.turn + 1) % s.n)


def draw_wreck(s: State, seat: int, out: Out) -> None:
    """DR3, DR4, EW3: a random wreck card; the parrot acts after any empty-wreck dump."""
    card = _draw(s)
    emit(s, out, E.Drawn(seat, "wreck", -1, card, False))
    if not s.wreck:
        wreck_emptied(s, out)
    _after_draw(s, out, seat, card)


def draw_beach(s: State, seat: int, spot: int, out: Out) -> None:
    """DR1, DR2, RU11: take the spot's card; refill it face down; then a parrot acts."""
    card = s.beach[spot]
    emit(s, out, E.Drawn(seat, "beach", spot, card, s.beach_up[spot]))
    refill(s, out, spot, False)
    _after_draw(s, out, seat, card)


def _after_draw(s: State, out: Out, seat: int, card: int) -> None:
    if s.over:
        return
    if card == s.cat.parrot:
        parrot(s, out, seat)
    else:
        end_turn(s, out)


def lay_set(s: State, seat: int, laid: tuple[tuple[int, str], ...], captures:
            tuple[Capture, ...], scores: tuple[int, ...], out: Out) -> None:
    """PL9–PL11, E3, RU15: the captures together; the laid cards into the wreck (S7); a
    points end at once; else RU19's refills and the end of the turn."""
    emit(s, out, E.SetLaid(seat, laid, tuple(
        (c.colour, -1 if c.owner_before is None else c.owner_before, c.value_before,
         c.value_after, c.route) for c in captures), scores))
    if max(scores) >= s.target:
        end_game(s, out, "points")
        return
    fill_empty(s, out)
    end_turn(s, out)


def set_outcome(s: State, seat: int, laid: Any) -> Any:
    """DA2: the engine's legality of a set is `sets.evaluate` on the state."""
    return evaluate(s.cat, s.beach_face_up(), captains_of(s), seat, s.n, laid)


# --- the parrot ----------------------------------------------------------------------------


def parrot(s: State, out: Out, seat: int) -> None:
    """PA1, PA2: the drawer returns N cards of their choice (all, unasked, with N or fewer)."""
    n = s.cat.penalty(s.clock)
    hand = s.hands[seat]
    if len(hand) > n:
        emit(s, out, E.ReturnAsked("parrot", n, (seat,)))
        return
    if hand:
        emit(s, out, E.Returned(seat, tuple(hand), "parrot"))
        fill_empty(s, out)
    if not s.over:
        finish_parrot(s, out)


def parrot_returned(s: State, seat: int, cards: tuple[int, ...], out: Out) -> None:
    """PA2: the chosen cards go back face down (RU10); then PA3."""
    emit(s, out, E.Returned(seat, cards, "parrot"))
    fill_empty(s, out)
    if not s.over:
        finish_parrot(s, out)


def finish_parrot(s: State, out: Out) -> None:
    """PA3, PA4: the parrot back into the wreck, the clock +1; the turn is over."""
    emit(s, out, E.ParrotBack(-1))
    fill_empty(s, out)
    if s.over:
        return
    advance_clock(s, out, "parrot")
    end_turn(s, out)


# --- the wave ------------------------------------------------------------------------------


def _from_active(s: State) -> list[int]:
    return [(s.turn + k) % s.n for k in range(s.n)]


def wave(s: State, out: Out) -> None:
    """WV2–WV5, RU13: parrots first, one at a time, then the trio, until the beach holds no
    parrot and no trio. A parrot asks every seat holding more than N (DA3) and waits."""
    while not s.over:
        spot = next((i for i, c in enumerate(s.beach) if c == s.cat.parrot), -1)
        if spot >= 0:
            n = s.cat.penalty(s.clock)
            asked = tuple(seat for seat in _from_active(s) if len(s.hands[seat]) > n)
            emit(s, out, E.ReturnAsked("wave", n, asked))
            if asked:
                return
            finish_wave_parrot(s, out)
        elif all(s.beach_up) and is_trio(s.cat, s.beach):
            emit(s, out, E.TrioWashed(tuple(s.beach)))
            for i in range(3):
                if not s.over:
                    refill(s, out, i, True)
        else:
            return


def wave_chosen(s: State, seat: int, cards: tuple[int, ...], out: Out) -> None:
    """DA3: a seat's private choice; after the last one, the wave's parrot resolves."""
    emit(s, out, E.ReturnChosen(seat, cards))
    if s.asking:
        return
    finish_wave_parrot(s, out)
    if not s.over:
        wave(s, out)
    if not s.over and s.step != "return":
        begin_turn(s, out, (s.turn + 1) % s.n)


def finish_wave_parrot(s: State, out: Out) -> None:
    """WV3, WV4, DA3, RU15: every return applied together in seat order from the active
    player, then the clock +1 (at 8 the game ends: no refill); the parrot into the wreck and
    a face-up refill of its spot."""
    n = s.count
    spot = s.beach.index(s.cat.parrot)
    for seat in _from_active(s):
        cards = s.chosen.get(seat)
        if cards is None:
            hand = s.hands[seat]
            cards = tuple(hand) if len(hand) <= n else ()
        if cards:
            emit(s, out, E.Returned(seat, cards, "wave"))
    advance_clock(s, out, "wave")
    if s.over:
        return
    emit(s, out, E.ParrotBack(spot))
    refill(s, out, spot, True)
    fill_empty(s, out)
