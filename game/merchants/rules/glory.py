"""GC, SP, DA8, K4: glory cards in play. A card is played in its owner's turn outside combat
(GC3, `own_turn`), or at a moment its timing names — a combat step (GC5), a raid step, the
owner's own roll, or another seat's deed (GC4, out of turn) — through a `Window`
(game.merchants.frames): every seat that may play there is asked in turn, from the active
seat; declarations stay secret until all have answered (DA8), then are shown and resolved in
that order; a combat moment repeats while cards were played (GC5). Specialists are hired from
the hand when their condition is met (SP2) and act from the seat's board.

Only seats holding a card they could play are asked (DA8's `stop_smart`; the table's
hot-seat setting `stop_always` belongs to the app).
"""

from __future__ import annotations

from typing import Any

from game.core.errors import RuleError
from game.core.i18n import _
from game.merchants import effects
from game.merchants import events as E
from game.merchants.cards import Effect
from game.merchants.commands import Hire, Pass, PlayGlory
from game.merchants.evolve import emit
from game.merchants.frames import Battle, Effects, Window
from game.merchants.passives import holds
from game.merchants.prompts import Prompt
from game.merchants.rules.base import Out, dice, pay, successes, test
from game.merchants.state import State
from game.merchants.table import REFEREE, step

SUCCESS_FACE = 6


# --- what may be played ---------------------------------------------------------------------


def playable(s: State, seat: int, timing: str) -> tuple[int, ...]:
    """GC1, GC3: the seat's cards of this timing whose condition holds now (none while its
    hand is over the limit)."""
    st = s.seats[seat]
    if not st.alive:
        return ()
    cat = s.cat
    return tuple(c for c in st.hand if cat.glory(c).when == timing and not
                 cat.glory(c).specialist and holds(s, seat, cat.glory(c).condition))


def hireable(s: State, seat: int, in_port_action: bool) -> tuple[int, ...]:
    """SP2, SP3, RU60: the specialists in the hand whose hiring condition holds, of a kind
    the seat has not hired; a payment is made in a Port action; a test once a turn."""
    st = s.seats[seat]
    if not st.alive:
        return ()
    cat = s.cat
    kinds = {cat.glory(c).specialist for c in st.specialists}
    out = []
    for c in st.hand:
        g = cat.glory(c)
        h = g.hire
        if not g.specialist or h is None or g.specialist in kinds:
            continue
        if not holds(s, seat, h.condition) or f"hire:{c}@turn" in st.used:
            continue
        if h.pay and (not in_port_action or st.ducats < h.pay):
            continue
        out.append(c)
    return tuple(out)


# --- own-turn plays and hiring (GC3, SP2) ---------------------------------------------------


def play(s: State, out: Out, seat: int, card: int) -> None:
    """GC3, GC6: the card is shown and discarded; its effects follow."""
    emit(s, out, E.GloryCardPlayed(seat, card))
    effects.run(s, out, seat, card, "effects", "glory")


@REFEREE.on("actions", PlayGlory)
@REFEREE.on("port", PlayGlory)
def _play_own_turn(s: State, p: Prompt, cmd: PlayGlory, out: Out) -> None:
    if cmd.card not in p.glory:
        raise REFEREE.refuse(s, p, cmd)
    play(s, out, cmd.seat, cmd.card)


@REFEREE.check(PlayGlory)
def _why_not_play(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    """GC1, GC3, GC4, K4."""
    if cmd.seat != p.seat:
        return None
    if p.step == "hand_limit":
        return RuleError("GC1", _("Discard down to your hand limit before playing a card."))
    st = s.seats[cmd.seat]
    if cmd.card not in st.hand:
        return RuleError("GC2", _("That card is not in your hand."))
    if p.step == "hand_limit":
        return RuleError("GC1", _("Discard down to your hand limit before playing a card."))
    g = s.cat.glory(cmd.card)
    if g.specialist:
        return RuleError("SP2", _("A specialist is hired, not played."))
    if p.step in ("actions", "port") and g.when != "own_turn":
        return RuleError("GC3", _("That card is played at the moment it names, not now."))
    if g.when == "own_turn" and any(f.kind == "battle" for f in s.stack):
        return RuleError("GC3", _("During combat only cards with a combat timing are "
                                  "played."))
    return RuleError("K4", _("That card cannot be played now."))


@REFEREE.on("actions", Hire)
@REFEREE.on("port", Hire)
def _hire(s: State, p: Prompt, cmd: Hire, out: Out) -> None:
    """SP2: pay the specialist's price (in a Port action) or pass its test; then it goes
    face up on the seat's board. A failed test may be tried again next turn."""
    if cmd.card not in p.hire:
        raise REFEREE.refuse(s, p, cmd)
    seat = cmd.seat
    h = s.cat.glory(cmd.card).hire
    assert h is not None
    if h.test is not None:
        emit(s, out, E.AbilityUsed(seat, f"hire:{cmd.card}@turn"))
        skill, dice = h.test
        mods = ((s.cat.glory(cmd.card).id, dice),) if dice else ()
        if not successes(test(s, out, seat, skill, "card", mods)):
            return
    if h.pay:
        pay(s, out, seat, h.pay, "hire")
    emit(s, out, E.SpecialistHired(seat, cmd.card))


@REFEREE.check(Hire)
def _why_not_hire(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    if cmd.seat != p.seat:
        return None
    st = s.seats[cmd.seat]
    kind = s.cat.glory(cmd.card).specialist if cmd.card in st.hand else ""
    if kind and kind in {s.cat.glory(c).specialist for c in st.specialists}:
        return RuleError("SP3", _("You have hired a specialist of that kind already."))
    return RuleError("SP2", _("That specialist cannot be hired here and now."))


# --- windows (GC4, GC5, DA8) ----------------------------------------------------------------


def open_window(s: State, out: Out, trigger: str, seats: tuple[int, ...] | list[int],
                subject: int = -1, then: tuple[str, ...] = ("none",),
                faces: tuple[int, ...] = ()) -> bool:
    """Open a moment for the seats (in this order) that hold a card playable at it; False
    (and nothing emitted) when none does."""
    asked = tuple(i for i in seats if playable(s, i, trigger))
    if not asked:
        return False
    emit(s, out, E.WindowOpened(trigger, asked, subject, then, faces))
    return True


def in_order(s: State, seats: list[int] | tuple[int, ...]) -> tuple[int, ...]:
    """GC4: seat order starting from the active seat."""
    first = s.active if s.active >= 0 else s.start
    return tuple(sorted(seats, key=lambda i: (i - first) % s.n))


def _window_prompt(s: State, w: Window) -> Prompt | None:
    if w.phase != "ask" or not w.seats:
        return None
    seat = w.seats[0]
    return Prompt(seat, "window", "GC4", glory=playable(s, seat, w.trigger),
                  options=(w.trigger,), dice=w.faces)


@REFEREE.on("window", PlayGlory)
def _declare_card(s: State, p: Prompt, cmd: PlayGlory, out: Out) -> None:
    """DA8: a card declared for this moment (secret until every seat asked has answered)."""
    if cmd.card not in p.glory:
        raise REFEREE.refuse(s, p, cmd)
    emit(s, out, E.CardDeclared(cmd.seat, cmd.card))


@REFEREE.on("window", Pass)
def _pass(s: State, p: Prompt, cmd: Pass, out: Out) -> None:
    emit(s, out, E.WindowPassed(cmd.seat))


def _window_auto(s: State, w: Window, out: Out) -> None:
    """GC4: the declared cards shown and resolved one by one in seat order; then what the
    moment was holding up goes on."""
    if w.declared:
        seat, card = w.declared[0]
        if s.seats[seat].alive and card in s.seats[seat].hand:
            play(s, out, seat, card)
        else:                               # its captain died meanwhile: the card is gone
            emit(s, out, E.CardLapsed(seat, card))
        return
    emit(s, out, E.WindowClosed(w.trigger, w.played))
    CONTINUE[w.then[0]](s, out, w)


step("window", _window_prompt, _window_auto)


# --- what a window held up ------------------------------------------------------------------


def _go_on_scout(s: State, out: Out, w: Window) -> None:
    """After "you are scouted": the scout finds the ship if its (perhaps rerolled) dice
    still show a success and the ship is still at sea in the zone; then the battle."""
    _kind, attacker, slot, target, zone = w.then
    from game.merchants.rules import actions, npc
    a, sl, t, z = int(attacker), int(slot), int(target), int(zone)
    st = s.seats[t]
    found = successes(w.faces) > 0 and st.alive and st.zone == z and not st.in_port
    if sl >= 0:
        emit(s, out, E.NpcScouted(sl, t, "found" if found else "missed"))
        if found:
            from game.merchants.rules import battle
            battle.begin(s, out, z, attacker_slot=sl, defender=t, why="npc")
            _prehits(s, out, w)
        return
    if found:
        actions.attack_seat(s, out, a, t, z)
        _prehits(s, out, w)
    _ = npc


def _prehits(s: State, out: Out, w: Window) -> None:
    """Hits a card of the scouted seat dealt before the battle (held by the window): they
    open the battle as a volley of the defender's (HL3–HL8)."""
    if w.prehits:
        emit(s, out, E.LocationsRolled(1, w.prehits, "card", 0))
        emit(s, out, E.BattlePhase("place", "long_nines"))


def _go_on_icon(s: State, out: Out, w: Window) -> None:
    from game.merchants.rules import npc
    npc.sail(s, out, w.then[1], w.then[2])


def _go_on_gather(s: State, out: Out, w: Window) -> None:
    from game.merchants.rules import cards
    cards.gathered(s, out, int(w.then[1]), w.faces)


def _go_on_combat(s: State, out: Out, w: Window) -> None:
    """GC5: while cards were played the moment is offered again."""
    if w.played:
        b = _battle(s)
        open_window(s, out, w.trigger, _participants(b), then=("combat",))


def _nothing(s: State, out: Out, w: Window) -> None:
    return None


CONTINUE = {"scout": _go_on_scout, "icon": _go_on_icon, "gather": _go_on_gather,
            "combat": _go_on_combat, "none": _nothing}


# --- combat moments (GC5) -------------------------------------------------------------------


def _battle(s: State) -> Battle:
    return next(f for f in reversed(s.stack) if f.kind == "battle")  # type: ignore[no-any-return]


def _participants(b: Battle) -> tuple[int, ...]:
    """GC5: the player participants, the attacker's first (NPCs play no cards, NS7)."""
    return tuple(f.seat for f in b.sides if f.seat >= 0)


def combat_moment(s: State, out: Out, b: Battle, step_name: str) -> bool:
    """K4 combat(step): offered once per round (crew rounds apart) to the participants
    holding a card for it; True if a window opened (the battle waits for it)."""
    from game.merchants.evolve import combat_key
    trigger = f"combat:{step_name}"
    if combat_key(b, trigger) in b.windows:
        return False
    if not any(playable(s, seat, trigger) for seat in _participants(b)):
        return False
    return open_window(s, out, trigger, _participants(b), then=("combat",))


def raid_moment(s: State, out: Out, raid: Any, step_name: str) -> bool:
    """K4 raid(step): the raider may play a card of this raid step, once per raid."""
    trigger = f"raid:{step_name}"
    if trigger in raid.windows:
        return False
    return open_window(s, out, trigger, (raid.seat,))


# --- the operations that act inside a roll, a raid or a battle ------------------------------


def _context(s: State) -> tuple[Window | None, Battle | None, Any]:
    """The window the card was played at (if any), the battle and the raid under way."""
    w = next((f for f in reversed(s.stack) if f.kind == "window"), None)
    b = next((f for f in reversed(s.stack) if f.kind == "battle"), None)
    raid = next((f for f in reversed(s.stack) if f.kind == "raid"), None)
    return w, b, raid


def _side(b: Battle, seat: int) -> int:
    return 0 if b.sides[0].seat == seat else 1


def _roll_of(w: Window | None) -> str:
    trig = w.trigger if w is not None else ""
    if trig.endswith("manoeuvre_roll"):
        return "manoeuvre"
    if trig.endswith("crew_roll"):
        return "crew"
    if trig.endswith("location_roll"):
        return "locations"
    return ""


def _dice(b: Battle, roll: str, side: int) -> tuple[int, ...]:
    return {"manoeuvre": b.man, "crew": b.crew, "locations": b.hits}[roll][side]


def _pick(faces: tuple[int, ...], which: str) -> tuple[int, ...]:
    if which == "failed":
        return tuple(i for i, f in enumerate(faces) if f < 5)
    return tuple(range(len(faces)))


@effects.op("reroll")
def _reroll(s: State, out: Out, f: Effects, seat: int, eff: Effect,
            path: tuple[int, ...]) -> bool:
    """DT4, K3 reroll(own | opponent, all | failed | location): the roll this card was played
    on — a battle's manoeuvre, crew or location dice, a scouting roll against the seat, the
    seat's own test."""
    w, b, _raid = _context(s)
    who, which = eff.get("who"), eff.get("which")
    if b is not None and _roll_of(w):
        roll = _roll_of(w)
        side = _side(b, seat) if who == "own" else 1 - _side(b, seat)
        faces = _dice(b, roll, side)
        idx = _pick(faces, which)
        if idx:
            emit(s, out, E.Rerolled(side, roll, idx, dice(s, len(idx)),
                                    s.cat.source_code(f.source)))
        return True
    if w is not None and w.faces:
        idx = _pick(w.faces, which)
        new = list(w.faces)
        for i, face in zip(idx, dice(s, len(idx)), strict=True):
            new[i] = face
        emit(s, out, E.FacesChanged(tuple(new), len(idx)))
    return True


@effects.op("convert_die_to_success")
def _convert(s: State, out: Out, f: Effects, seat: int, eff: Effect,
             path: tuple[int, ...]) -> bool:
    """DT5, K3 convert_die_to_success(n): n of the seat's dice that are not successes become
    successes — in a battle's roll, a raid's seamanship test, a window's roll."""
    n = int(eff.get("n"))
    w, b, raid = _context(s)
    if b is not None and _roll_of(w) in ("manoeuvre", "crew"):
        roll = _roll_of(w)
        side = _side(b, seat)
        idx = _pick(_dice(b, roll, side), "failed")[:n]
        if idx:
            emit(s, out, E.Rerolled(side, roll, idx, (SUCCESS_FACE,) * len(idx),
                                    s.cat.source_code(f.source), False))
        return True
    if raid is not None and raid.seat == seat:
        for i in [k for k, x in enumerate(raid.faces) if x < 5][:n]:
            emit(s, out, E.DieConverted(seat, i, ""))
        return True
    if w is not None and w.faces:
        new = list(w.faces)
        for i in _pick(w.faces, "failed")[:n]:
            new[i] = SUCCESS_FACE
        emit(s, out, E.FacesChanged(tuple(new), 0))
    return True


_OWN_HIT = effects.HANDLERS["hit"]       # a hit on one's own ship (events, outside combat)


def _face_of(s: State, location: str) -> int:
    """The location die's face that names a location (HL2)."""
    return s.cat.faces.index(location) + 1


@effects.op("hit")
def _hit(s: State, out: Out, f: Effects, seat: int, eff: Effect,
         path: tuple[int, ...]) -> bool:
    """K3 hit: on the seat's own ship (outside combat: game.merchants.effects), or on its
    opponent in a battle — joining the volley whose locations were just rolled, else as a
    volley of its own (placed, cancelled and applied as any, HL3–HL8); in crew combat a crew
    hit is a crew loss (CB4)."""
    w, b, _raid = _context(s)
    if eff.get("target", "own") != "opponent":
        return _OWN_HIT(s, out, f, seat, eff, path)
    n = int(eff.get("n"))
    loc = eff.get("location")
    if b is None or seat not in _participants(b):
        if w is not None and w.then[0] == "scout":      # before the battle it opens
            rolled = dice(s, n) if loc in ("rolled", "any") else (_face_of(s, loc),) * n
            emit(s, out, E.PreHits(rolled, n if loc in ("rolled", "any") else 0))
        return True
    side = _side(b, seat)
    if b.phase in ("swivels", "crew", "crew_rerolls") and loc in ("crew", "rolled", "any"):
        emit(s, out, E.CrewHit(1 - side, n))
        return True
    faces = dice(s, n) if loc in ("rolled", "any") else (_face_of(s, loc),) * n
    joining = b.phase in ("shot", "place", "cancel") and b.volley == "fire"
    first = b.volley != "card" and not joining
    drawn = n if loc in ("rolled", "any") else 0
    emit(s, out, E.LocationsRolled(side, tuple(_dice(b, "locations", side)) + faces
                                   if joining else faces, "fire" if joining else "card",
                                   drawn))
    if first:
        emit(s, out, E.BattlePhase("place", b.phase))
    return True


@effects.op("cancel_hit")
def _cancel_hit(s: State, out: Out, f: Effects, seat: int, eff: Effect,
                path: tuple[int, ...]) -> bool:
    """K3 cancel_hit: one hit on the seat's ship this volley is cancelled (on the named
    location, or the seat's choice)."""
    _w, b, _raid = _context(s)
    if b is None:
        return True
    from game.merchants.rules.battle import incoming
    side = _side(b, seat)
    hits = incoming(s, b, side)
    for loc, _to in b.cancels[side]:
        if loc in hits:
            hits.remove(loc)
    want = eff.get("location")
    if want in hits:
        emit(s, out, E.HitCancelled(side, want, "", s.cat.source_code(f.source)))
        return True
    options = tuple(dict.fromkeys(hits))
    if len(options) == 1:
        emit(s, out, E.HitCancelled(side, options[0], "", s.cat.source_code(f.source)))
        return True
    if not options:
        return True
    emit(s, out, E.ChoiceAsked(seat, "effect", options, 0))
    return False


@effects.answer("cancel_hit")
def _cancel_answer(s: State, out: Out, seat: int, eff: Effect, option: str) -> None:
    b = _battle(s)
    emit(s, out, E.HitCancelled(_side(b, seat), option, "", "card"))


@effects.op("redirect_hit")
def _redirect_hit(s: State, out: Out, f: Effects, seat: int, eff: Effect,
                  path: tuple[int, ...]) -> bool:
    """K3 redirect_hit: one hit on the seat's ship moved to another location of its choice
    ("hold>crew": the hit on the hold goes to the crew)."""
    _w, b, _raid = _context(s)
    if b is None:
        return True
    from game.merchants.rules.battle import incoming
    side = _side(b, seat)
    hits = incoming(s, b, side)
    options = tuple(f"{a}>{c}" for a in dict.fromkeys(hits)
                    for c in ("hold", "masts", "crew", "cannons") if c != a)
    if not options:
        return True
    emit(s, out, E.ChoiceAsked(seat, "effect", options, 0))
    return False


@effects.answer("redirect_hit")
def _redirect_answer(s: State, out: Out, seat: int, eff: Effect, option: str) -> None:
    b = _battle(s)
    frm, to = option.split(">")
    emit(s, out, E.HitCancelled(_side(b, seat), frm, to, "card"))


@effects.op("scout_target")
def _scout_target(s: State, out: Out, f: Effects, seat: int, eff: Effect,
                  path: tuple[int, ...]) -> bool:
    """K3 scout_target: in its owner's turn, one more action, a Scout; out of turn, at a ship
    entering the owner's zone, a scout of that ship at once (SC2, SC3)."""
    w, _b, _raid = _context(s)
    if w is not None and w.subject >= 0 and s.active != seat:
        target = w.subject
        st, other = s.seats[seat], s.seats[target]
        met = other.alive and other.zone == st.zone and not other.in_port and not st.in_port
        if met and successes(test(s, out, seat, "scouting", "scout_player")):
            from game.merchants.rules import actions
            actions.attack_seat(s, out, seat, target, st.zone)
        return True
    if s.active == seat:
        emit(s, out, E.ActionsGranted(seat, 1, "scout"))
    return True

