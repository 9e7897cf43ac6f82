"""The game log in words: events as one seat may know them, with the players' names.

    lines = session_log(app.session)          # for whoever is looking now
    for line in lines: line.text, line.cards  # cards: the ids the line names (all visible)

It reads ONLY redacted events (`game.events_for(seat)`), so it can never tell what that seat
may not see: a hidden card arrives as -1 and is written "a card". With nobody looking (AI
turns, a curtain), the log is the public one (seat -1: every private card hidden).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.i18n import _, ngettext
from game.jolly_roger import THREE_PIRATES
from game.jolly_roger import events as E
from game.jolly_roger.cards import Catalogue
from game.jolly_roger.words import PROMISE_WORDS, promise_kind
from scenes.jolly_roger.cardtext import (
    card_name,
    destination_text,
    join_words,
    kind_name,
    skill_name,
)

PUBLIC = -1   # the seat of nobody: events redacted to what everyone may know
HIDDEN = E.HIDDEN


@dataclass(frozen=True)
class Ctx:
    """What a log line is written with: the players' names and the card catalogue."""

    names: Sequence[str]
    cat: Catalogue


@dataclass(frozen=True)
class LogLine:
    text: str
    cards: tuple[int, ...] = ()   # the card ids this line names (each one visible to its reader)
    header: bool = False   # a round's first line (drawn as a heading)


def session_log(session: Any, start: int = 0) -> list[LogLine]:
    """The log for whoever may look at the screen now (the viewer, or the public log)."""
    seat = session.on_screen()
    seat = seat if seat is not None else PUBLIC
    return log_lines(session.events_for(seat, start), session.names, session.rulebook.cat)


def log_lines(events: Iterable[Any], names: Sequence[str], cat: Catalogue) -> list[LogLine]:
    """Readable lines for redacted events (events that say nothing worth reading are skipped)."""
    book = LogBook(names, cat)
    book.feed(events)
    return book.lines


#: the steps whose passes are declined reactions (DA4), not turns in a lap
REACTION_STEPS = frozenset({"react"})


@dataclass
class _Moment:
    """A decision step the log is in (an `Ask`): a reaction moment counts its passes."""

    step: str
    asked: int = 0
    passes: int = 0
    acted: bool = False   # something worth a line happened in it (a special played)


class LogBook:
    """The log written as events arrive, in batches as small as one event (the table feeds
    it every new batch): a run of passes in a lap reads as one line that grows ("Ben, Cleo
    and Dan passed."), and a reaction moment (DA4) where every seat asked let it pass reads
    "No one reacted." instead of a pass per seat — the log tells what happened."""

    def __init__(self, names: Sequence[str], cat: Catalogue) -> None:
        self.t = Ctx(names, cat)
        self.lines: list[LogLine] = []
        self._passers: list[str] = []   # the open run of passes: its line is the last one
        self._moments: list[_Moment] = [_Moment("")]   # Suspend opens one, Resume closes it

    def feed(self, events: Iterable[Any]) -> None:
        for ev in events:
            self._one(ev)
        if len(self.lines) > 2000:   # the table shows the last 600
            del self.lines[:-1000]

    def _one(self, ev: Any) -> None:
        moments = self._moments
        if isinstance(ev, E.Ask):
            moments[-1] = _Moment(ev.step, len(ev.seats))
        elif isinstance(ev, E.Suspend):
            moments.append(_Moment(""))
        elif isinstance(ev, E.Resume):
            if len(moments) > 1:
                moments.pop()
        elif isinstance(ev, E.Passed):
            self._passed(ev, moments[-1])
            return
        fn = _DESCRIBERS.get(type(ev))
        line = fn(ev, self.t) if fn is not None else None
        if line is not None:
            self._add(line)
            moments[-1].acted = True

    def _passed(self, ev: E.Passed, moment: _Moment) -> None:
        if moment.step not in REACTION_STEPS:
            if self._passers:
                self.lines.pop()   # the run's line grows
            self._passers.append(_name(self.t, ev.seat))
            self.lines.append(_passes(self._passers))
            return
        moment.passes += 1
        if moment.passes == moment.asked and not moment.acted:
            self._add(_line(_("No one reacted.")))

    def _add(self, line: LogLine) -> None:
        self._passers = []
        self.lines.append(line)


def _passes(who: list[str]) -> LogLine:
    names = list(dict.fromkeys(who))   # the verb agrees with how many passed (German, Polish)
    return _line(ngettext("{who} passed.", "{who} passed.", len(names)).format(
        who=join_words(names)))


def line(ev: Any, names: Sequence[str], cat: Catalogue) -> LogLine | None:
    """One event's line, read alone (None: nothing worth reading): the replay's banner."""
    fn = _DESCRIBERS.get(type(ev))
    return fn(ev, Ctx(names, cat)) if fn is not None else None


# --- helpers ------------------------------------------------------------------------------

def _name(t: Ctx, seat: int) -> str:
    return t.names[seat] if 0 <= seat < len(t.names) else "?"


def _cards(t: Ctx, cards: Sequence[int]) -> tuple[str, tuple[int, ...]]:
    """'Cannons 2 and a card' for a mix of visible and hidden cards; the visible ids."""
    shown = [c for c in cards if c != HIDDEN]
    hidden = len(cards) - len(shown)
    words = [card_name(t.cat, c) for c in shown]
    if hidden:
        words.append(_("a card") if hidden == 1 else
                     ngettext("{k} card", "{k} cards", hidden).format(k=hidden))
    return join_words(words), tuple(shown)


def _one(t: Ctx, card: int, hidden_words: str) -> str:
    return card_name(t.cat, card) if card != HIDDEN else hidden_words


def _line(words: str, cards: Iterable[int] = (), header: bool = False) -> LogLine:
    return LogLine(words, tuple(c for c in cards if c != HIDDEN), header)


# --- one describer per event ------------------------------------------------------------

def _game_started(ev: E.GameStarted, t: Ctx) -> LogLine:
    words = _("{names} put to sea. Captain: {captain}.").format(
        names=join_words(list(ev.names)), captain=_name(t, ev.captain))
    if "V3" in ev.variants:
        words += " " + _(THREE_PIRATES)
    return _line(words)


def _round_started(ev: E.RoundStarted, t: Ctx) -> LogLine:
    return _line(_("Round {k}").format(k=ev.round), header=True)


def _appointed(ev: E.QuartermasterAppointed, t: Ctx) -> LogLine:
    return _line(_("{captain} appointed {target} quartermaster.").format(
        captain=_name(t, ev.seat), target=_name(t, ev.target)))


def _drawn(ev: E.CardsDrawn, t: Ctx) -> LogLine:
    words, shown = _cards(t, ev.cards)
    reason = {"free": _("as a free card for an empty hand"), "port": _("at the Pirate Port"),
              "exchange": _("for a prize card"), "captains_gold": _("thanks to Captain's Gold"),
              "stowaways": _("with the Stowaways")}.get(ev.reason, "")
    who = _name(t, ev.seat)
    if reason:
        text = _("{who} drew {cards} {reason}.").format(who=who, cards=words, reason=reason)
    else:
        text = _("{who} drew {cards}.").format(who=who, cards=words)
    return _line(text, shown)


def _reshuffled(ev: E.CrewDeckReshuffled, t: Ctx) -> LogLine:
    return _line(_("The crew discard pile was shuffled into a new crew deck."))


def _chosen(ev: E.DestinationChosen, t: Ctx) -> LogLine:
    return _line(_("{captain} set course for a {kind}.").format(
        captain=_name(t, ev.seat), kind=kind_name(ev.kind)))


def _returned(ev: E.DestinationReturned, t: Ctx) -> LogLine:
    if ev.reason == "RU3":
        return _line(_("Nobody showed a map: the ship cannot land on Treasure Island."))
    return _line(_("The voyage is interrupted: the {kind} card goes back on its stack.").format(
        kind=kind_name(ev.kind)))


def _played(ev: E.CardsPlayed, t: Ctx) -> LogLine:
    words, shown = _cards(t, ev.cards)
    who = _name(t, ev.seat)
    if ev.to == "captain":
        text = _("{who} played {cards} for the captain.").format(who=who, cards=words)
    elif ev.to == "mutineer":
        text = _("{who} played {cards} for the mutineers.").format(who=who, cards=words)
    else:
        text = _("{who} played {cards} to the attack.").format(who=who, cards=words)
    return _line(text, shown)


def _passed(ev: E.Passed, t: Ctx) -> LogLine:
    return _line(_("{who} passed.").format(who=_name(t, ev.seat)))


def _revealed(ev: E.DestinationRevealed, t: Ctx) -> LogLine:
    return _line(_("{who} revealed the destination: {card}.").format(
        who=_name(t, ev.seat), card=destination_text(t.cat, ev.card)), (ev.card,))


def _skills(ev: E.SkillsAssigned, t: Ctx) -> LogLine:
    parts = [_("{card} as {skill}").format(card=card_name(t.cat, c), skill=skill_name(s))
             for c, s in ev.choices]
    return _line(_("{who} counted {choices}.").format(who=_name(t, ev.seat),
                                                      choices=join_words(parts)),
                 [c for c, _s in ev.choices])


def _resolved(ev: E.AttackResolved, t: Ctx) -> LogLine:
    detail = ", ".join(_("{skill} {have}/{need}").format(skill=skill_name(s), have=have, need=need)
                       for s, have, need in zip(("navigation", "cannons", "sabers"), ev.totals,
                                                ev.require, strict=True))
    if ev.success:
        return _line(_("The attack succeeds! ({detail})").format(detail=detail))
    return _line(_("The attack fails. ({detail})").format(detail=detail))


def _prizes_drawn(ev: E.PrizesDrawn, t: Ctx) -> LogLine:
    words, shown = _cards(t, ev.cards)
    return _line(_("{who} drew the loot: {cards}.").format(who=_name(t, ev.seat),
                                                          cards=words), shown)


def _taken(ev: E.PrizeTaken, t: Ctx) -> LogLine:
    return _line(_("{who} took {card}.").format(
        who=_name(t, ev.seat), card=_one(t, ev.card, _("a prize card"))), (ev.card,))


def _cook(ev: E.CookPicked, t: Ctx) -> LogLine:
    return _line(_("{who} picked {card} first (Cook).").format(
        who=_name(t, ev.seat), card=_one(t, ev.card, _("a prize card"))), (ev.card,))


def _shared(ev: E.LootShared, t: Ctx) -> LogLine:
    parts = [_("{card} to {who}").format(card=_one(t, c, _("a prize card")), who=_name(t, to))
             for c, to in ev.allocation]
    if not parts:
        return _line(_("{who} had nothing left to share.").format(who=_name(t, ev.seat)))
    return _line(_("{who} shared the loot: {parts}.").format(who=_name(t, ev.seat),
                                                            parts=join_words(parts)),
                 [c for c, _to in ev.allocation])


def _exchanged(ev: E.PrizeExchanged, t: Ctx) -> LogLine:
    return _line(_("{who} traded {card} for a crew card.").format(
        who=_name(t, ev.seat), card=_one(t, ev.card, _("a prize card"))), (ev.card,))


def _cashed(ev: E.PrizeCashed, t: Ctx) -> LogLine:
    words, shown = _cards(t, ev.drawn)
    what = card_name(t.cat, ev.card) if ev.card != HIDDEN else _("a prize card")
    return _line(_("{who} cashed in {card} and drew {drawn}.").format(
        who=_name(t, ev.seat), card=what, drawn=words or _("nothing")), (ev.card, *shown))


def _special(ev: E.SpecialPlayed, t: Ctx) -> LogLine:
    who = _name(t, ev.seat)
    card = card_name(t.cat, ev.card)
    targets = list(ev.targets)
    row = t.cat.special_row[ev.card]
    if row is not None and row.targets == "revealed_card":   # the Traitor names a card
        target = join_words([card_name(t.cat, c) for c in targets]) or _("a card")
        return _line(_("{who} played a Traitor against {target}.").format(who=who, target=target),
                     (ev.card, *targets))
    seats = join_words([_name(t, seat) for seat in targets])
    if ev.choice == "captain":
        if seats:
            text = _("{who} played the {card} on {seats}, for the captain.")
        else:
            text = _("{who} played the {card} against the captain.")
    elif ev.choice == "mutineer":
        if seats:
            text = _("{who} played the {card} on {seats}, for the mutineers.")
        else:
            text = _("{who} played the {card} against the mutineers.")
    elif ev.choice in ("+1", "-1"):
        text = _("{who} played the {card} ({change}).")
    elif seats:
        text = _("{who} played the {card} on {seats}.")
    else:
        text = _("{who} played the {card}.")
    return _line(text.format(who=who, card=card, seats=seats, change=ev.choice),
                 (ev.card,))


def _cancelled(ev: E.Cancelled, t: Ctx) -> LogLine:
    text = _("{card} is cancelled by {who}'s Traitor.").format(card=card_name(t.cat, ev.card),
                                                               who=_name(t, ev.seat))
    if ev.mutiny:
        text += " " + _("The mutiny is off.")
    return _line(text, (ev.card,))


def _adjusted(ev: E.SkillAdjusted, t: Ctx) -> LogLine:
    text = _("{who} added 1 {skill}.") if ev.delta > 0 else _("{who} took away 1 {skill}.")
    return _line(text.format(who=_name(t, ev.seat), skill=skill_name(ev.skill)))


def _stolen(ev: E.CardsStolen, t: Ctx) -> LogLine:
    parts = [_("{card} from {who}").format(card=_one(t, c, _("a card")), who=_name(t, v))
             for v, c in ev.takes]
    return _line(_("{who} took {parts} (Second Mate).").format(who=_name(t, ev.seat),
                                                              parts=join_words(parts)),
                 [c for _v, c in ev.takes])


def _qm_taken(ev: E.QuartermasterTaken, t: Ctx) -> LogLine:
    return _line(_("{who} took the Quartermaster card (Surgeon).").format(
        who=_name(t, ev.seat)))


def _landed(ev: E.ShipLanded, t: Ctx) -> LogLine:
    return _line(_("{who} reads the map: the ship lands on Treasure Island.").format(
        who=_name(t, ev.seat)))


def _guard(ev: E.GuardAssigned, t: Ctx) -> LogLine:
    return _line(_("{who} must guard the ship and cannot bury this time.").format(
        who=_name(t, ev.guard)))


def _prize_stolen(ev: E.PrizeStolen, t: Ctx) -> LogLine:
    return _line(_("{who} took {card} from {victim}.").format(
        who=_name(t, ev.seat), card=_one(t, ev.card, _("a prize card")),
        victim=_name(t, ev.victim)), (ev.card,))


def _given(ev: E.PrizeGiven, t: Ctx) -> LogLine:
    return _line(_("{who} gave {card} to {to}.").format(
        who=_name(t, ev.seat), card=_one(t, ev.card, _("a prize card")),
        to=_name(t, ev.to)), (ev.card,))


def _stabbed(ev: E.MutinyStabbed, t: Ctx) -> LogLine:
    if ev.side == "captain":
        text = _("{who}'s Cutthroat strikes: the captain loses at once.")
    else:
        text = _("{who}'s Cutthroat strikes: the mutineers lose at once.")
    return _line(text.format(who=_name(t, ev.seat)))


def _offered(ev: E.BribeOffered, t: Ctx) -> LogLine:
    card = _one(t, ev.card, _("a card"))
    if ev.purpose == "guard":
        text = _("{who} offers {card} to {to} to take over the guard duty.")
    else:
        text = _("{who} offers {card} to {to}.")
    return _line(text.format(who=_name(t, ev.seat), card=card, to=_name(t, ev.to)),
                 (ev.card,))


def _answered(ev: E.BribeAnswered, t: Ctx) -> LogLine:
    text = _("{who} accepts the offer.") if ev.accepted else _("{who} refuses the offer.")
    return _line(text.format(who=_name(t, ev.seat)))


def _promise(ev: E.PromiseMade, t: Ctx) -> LogLine:
    """B1: a ready phrase (a bot's, or a player's in another language) reads in the reader's
    language; free words as written."""
    text = _(PROMISE_WORDS[kind]) if (kind := promise_kind(ev.text)) else ev.text
    return _line(_("{who} promises {to}: “{text}”").format(
        who=_name(t, ev.seat), to=_name(t, ev.to), text=text))


def _buried(ev: E.PrizesBuried, t: Ctx) -> LogLine:
    words, shown = _cards(t, ev.cards)
    return _line(_("{who} buried {cards}.").format(who=_name(t, ev.seat), cards=words),
                 shown)


def _mutiny(ev: E.MutinyCalled, t: Ctx) -> LogLine:
    return _line(_("Mutiny! {who} rises against the captain with {card}.").format(
        who=_name(t, ev.seat), card=_one(t, ev.card, _("a card"))), (ev.card,))


def _mutiny_off(ev: E.MutinyCancelled, t: Ctx) -> LogLine:
    return _line(_("The mutiny is off."))


def _mutiny_resolved(ev: E.MutinyResolved, t: Ctx) -> LogLine:
    captain, mutineers = ev.totals
    if ev.winner == "captain":
        text = _("The captain holds the ship ({a} crew against {b}).").format(a=captain,
                                                                              b=mutineers)
    else:
        text = _("The mutineers win ({b} crew against {a}): {who} is the new captain.").format(
            a=captain, b=mutineers, who=_name(t, ev.captain))
    if ev.losers:
        text += " " + _("Losers: {names}.").format(
            names=join_words([_name(t, s) for s in ev.losers]))
    return _line(text)


def _seized(ev: E.PrizesSeized, t: Ctx) -> LogLine:
    words, shown = _cards(t, [c for c, _owner in ev.cards])
    return _line(_("{who} seized the losers' prizes: {cards}.").format(
        who=_name(t, ev.seat), cards=words or _("nothing")), shown)


def _mutiny_dealt(ev: E.MutinyCrewDealt, t: Ctx) -> LogLine:
    parts = []
    shown: list[int] = []
    for seat, cards in ev.deals:
        if not cards:
            continue
        words, visible = _cards(t, cards)
        shown += visible
        parts.append(_("{cards} to {who}").format(cards=words, who=_name(t, seat)))
    if parts:
        text = _("The mutiny's crew cards were dealt out: {deals}.").format(
            deals=join_words(parts))
    else:
        text = _("The mutiny's crew cards were dealt out.")
    return _line(text, shown)


def _punish_order(ev: E.PunishmentOrdered, t: Ctx) -> LogLine:
    if ev.punish:
        return _line(_("{who} orders a punishment.").format(who=_name(t, ev.seat)))
    return _line(_("{who} shows mercy: no punishment.").format(who=_name(t, ev.seat)))


def _punished(ev: E.Punished, t: Ctx) -> LogLine:
    if ev.card == HIDDEN:
        return _line(_("{victim} is punished but has no card to lose.").format(
            victim=_name(t, ev.victim)))
    return _line(_("{victim} is punished and loses {card}.").format(
        victim=_name(t, ev.victim), card=card_name(t.cat, ev.card)), (ev.card,))


def _discarded(ev: E.Discarded, t: Ctx) -> LogLine:
    words, shown = _cards(t, ev.cards)
    return _line(_("{who} discarded {cards} (hand limit).").format(who=_name(t, ev.seat),
                                                                  cards=words), shown)


def _round_ended(ev: E.RoundEnded, t: Ctx) -> LogLine:
    return _line(_("Round {k} is over.").format(k=ev.round))


def _game_ended(ev: E.GameEnded, t: Ctx) -> LogLine:
    winners = join_words([_name(t, s) for s in ev.winners])
    best = max(ev.scores)[0] if ev.scores else 0
    return _line(ngettext("The game is over: {winners} won with {gold} gold.",
                          "The game is over: {winners} won with {gold} gold.", best).format(
        winners=winners, gold=best))


_DESCRIBERS: dict[type, Callable[[Any, Ctx], LogLine]] = {
    E.GameStarted: _game_started, E.RoundStarted: _round_started,
    E.QuartermasterAppointed: _appointed, E.CardsDrawn: _drawn,
    E.CrewDeckReshuffled: _reshuffled, E.DestinationChosen: _chosen,
    E.DestinationReturned: _returned, E.CardsPlayed: _played, E.Passed: _passed,
    E.DestinationRevealed: _revealed, E.SkillsAssigned: _skills, E.AttackResolved: _resolved,
    E.PrizesDrawn: _prizes_drawn, E.PrizeTaken: _taken, E.CookPicked: _cook,
    E.LootShared: _shared, E.PrizeExchanged: _exchanged, E.PrizeCashed: _cashed,
    E.SpecialPlayed: _special, E.Cancelled: _cancelled, E.SkillAdjusted: _adjusted,
    E.CardsStolen: _stolen, E.QuartermasterTaken: _qm_taken, E.ShipLanded: _landed,
    E.GuardAssigned: _guard, E.PrizeStolen: _prize_stolen, E.PrizeGiven: _given,
    E.MutinyStabbed: _stabbed, E.BribeOffered: _offered, E.BribeAnswered: _answered,
    E.PromiseMade: _promise, E.PrizesBuried: _buried, E.MutinyCalled: _mutiny,
    E.MutinyCancelled: _mutiny_off, E.MutinyResolved: _mutiny_resolved,
    E.PrizesSeized: _seized, E.MutinyCrewDealt: _mutiny_dealt,
    E.PunishmentOrdered: _punish_order, E.Punished: _punished, E.Discarded: _discarded,
    E.RoundEnded: _round_ended, E.GameEnded: _game_ended,
}
