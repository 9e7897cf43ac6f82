"""The voyage (VY3) and attacking a Fort, Merchant Ship or Settlement (AT1–AT8, DA2)."""

from __future__ import annotations

from typing import Any

from game.core.i18n import _
from game.jolly_roger import events as E
from game.jolly_roger.cards import ATTACK_KINDS, SKILLS
from game.jolly_roger.commands import PlayCards, Reveal
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.rules import common as C
from game.jolly_roger.rules import course, island, loot, port, specials
from game.jolly_roger.rules.common import Out, ask, emit, fail
from game.jolly_roger.state import State


def start_voyage(s: State, out: Out) -> None:
    """VY3: resolve the chosen destination by kind."""
    kind = s.dest_kind
    if kind in ATTACK_KINDS:
        if not specials.open_window(s, out, "attack_chosen", "attack_laps"):  # X-LOOKOUT
            start_laps(s, out)
    elif kind == "port":
        port.arrive(s, out)
    else:
        island.arrive(s, out)


def start_laps(s: State, out: Out) -> None:
    """DA2: laps start with the quartermaster (AT1), then seat order."""
    ask(s, out, "attack", s.order_from(s.acting_qm))


def _attack_prompt(s: State) -> Prompt:
    q = s.queue
    seat = q[s.qi % len(q)]
    hand = tuple(s.hands[seat])
    if seat == (s.captain if s.qm < 0 else s.qm):  # the acting quartermaster
        if not s.first_played and hand:
            # AT1: the quartermaster must play at least one crew card first.
            return Prompt(seat, "attack", "AT1", ("play_cards",), hand, (), (), 1, len(hand))
        actions = ("play_cards", "pass", "reveal") if hand else ("pass", "reveal")
        return Prompt(seat, "attack", "AT3", actions, hand, (), (), 1, len(hand))
    # Prompt(seat, "attack", "AT2", ("play_cards", "pass"), hand, (), (), 1, len(hand)), built
    # as the tuple it is (every seat is asked, lap after lap)
    return _new(Prompt, (seat, "attack", "AT2", _PLAY_OR_PASS, hand, (), (), 1, len(hand), "",
                         (), False))


_new = tuple.__new__
_PLAY_OR_PASS = ("play_cards", "pass")


def _attack_decide(s: State, cmd: Any, p: Prompt, out: Out) -> None:
    if isinstance(cmd, PlayCards):
        if cmd.side:
            raise fail("AT2", _("Cards for an attack go to the attack, not to a mutiny side."))
        emit(s, out, E.CardsPlayed(p.seat, tuple(cmd.cards), "attack"))
        specials.revealed(s, out, p.seat, tuple(cmd.cards))
    elif isinstance(cmd, Reveal):
        reveal(s, out)
    else:
        emit(s, out, C.PASSED[p.seat])


def _attack_auto(s: State, out: Out) -> bool:
    """DA2: a full lap with no card played ends the contributions; a seat with an empty
    hand passes by itself (the quartermaster may still reveal)."""
    if s.passes >= len(s.queue):
        reveal(s, out)
        return True
    q = s.queue
    seat = q[s.qi % len(q)]  # s.current: the queue is not empty here
    if not s.hands[seat] and seat != (s.captain if s.qm < 0 else s.qm):  # s.acting_qm
        emit(s, out, C.PASSED[seat])
        return True
    return False


def reveal(s: State, out: Out) -> None:
    """AT3: the quartermaster reveals the destination card (already face up after a
    Lookout: then the contributions simply end)."""
    if not s.revealed:
        emit(s, out, E.DestinationRevealed(s.acting_qm, s.destination))
    after_reveal(s, out)


def after_reveal(s: State, out: Out) -> None:
    """DA4: First Mate, Navigator and Sharpshooter right after the reveal."""
    if not specials.open_window(s, out, "attack_revealed", "after_adjust"):
        after_adjust(s, out)


def after_adjust(s: State, out: Out) -> None:
    multi = multi_cards(s)
    if multi:
        ask(s, out, "skills", [s.acting_qm])
    else:
        resolve(s, out)


def multi_cards(s: State) -> tuple[int, ...]:
    cat = s.cat
    return tuple(c for c in s.attack if cat.multi[c])


def totals(s: State, choices: dict[int, int] | None = None) -> tuple[int, int, int]:
    """AT4 / AT6: skills summed per kind; a multi-skill card counts for its chosen kind only;
    special cards bring no skill to an attack."""
    cat = s.cat
    choice = s.skill_choice if choices is None else choices
    t = list(s.adjust)  # X-FIRST-MATE / X-NAVIGATOR / X-SHARPSHOOTER
    for c in s.attack:
        if cat.multi[c]:
            k = choice.get(c, -1)
            if k >= 0:
                t[k] += cat.skills[c][k]
        else:
            sk = cat.skills[c]
            t[0] += sk[0]
            t[1] += sk[1]
            t[2] += sk[2]
    return max(t[0], 0), max(t[1], 0), max(t[2], 0)


def _skills_prompt(s: State) -> Prompt:
    cards = multi_cards(s)
    return Prompt(s.acting_qm, "skills", "AT6", ("assign_skills",), cards=cards,
                  choices=SKILLS, min_cards=len(cards), max_cards=len(cards))


def _skills_decide(s: State, cmd: Any, p: Prompt, out: Out) -> None:
    choices = cmd.choices
    cards = sorted(c for c, _k in choices)
    if cards != sorted(p.cards):
        raise fail("AT6", _("Choose one skill for every multi-skill card in the attack."))
    for card, skill in choices:
        if skill not in SKILLS:
            raise fail("AT6", _("Unknown skill {skill!r}.").format(skill=skill))
        if not s.cat.skills[card][SKILLS.index(skill)]:
            raise fail("AT6", _("That card shows no {skill}.").format(skill=C.skill_words(skill)))
    emit(s, out, E.SkillsAssigned(p.seat, tuple(choices)))
    resolve(s, out)


def resolve(s: State, out: Out) -> None:
    """AT5: success iff every summed skill reaches the card's requirement. AT7: clear the
    table. AT8: on success the quartermaster draws the printed number of prizes (E3: what is
    left if fewer) and the loot is shared (L)."""
    req = s.cat.require[s.destination]
    t = totals(s)
    success = t[0] >= req[0] and t[1] >= req[1] and t[2] >= req[2]
    emit(s, out, E.AttackResolved(success, t, req))
    prizes = s.cat.prizes[s.destination]
    emit(s, out, E.AttackCleared(tuple(s.attack), s.destination))
    if success and s.prize_deck:
        take = min(prizes, len(s.prize_deck))
        # VH: the captain draws them secretly; otherwise the quartermaster, face up.
        drawer = s.captain if "VH" in s.variants else s.acting_qm
        emit(s, out, E.PrizesDrawn(drawer, tuple(reversed(s.prize_deck[-take:]))))
        loot.start_sharing(s, out, "attack")
    else:
        course.ask_punishment(s, out)


specials.CONTINUATIONS["attack_laps"] = start_laps
specials.CONTINUATIONS["after_adjust"] = after_adjust
C.step("attack", _attack_prompt, _attack_decide, _attack_auto)
C.step("skills", _skills_prompt, _skills_decide)
