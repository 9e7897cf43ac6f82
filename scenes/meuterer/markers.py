"""Meuterer's markers and what they mean (issue 30): the five roles (what each earns and when),
the captain's hat, the wage, the islands (what they buy and pay, their ship points), the ship
and the two destination cards, the majorities standing on an island, the draw pile and the
seats' scores. The board records where each is (a "tip:<what>" target, `Frame.tip`); the
table shows `words(...)` in a tooltip when the pointer rests on one or the keyboard focus
reaches it (an island: its large picture, with these words under it).

The words come from the view of the seat on screen; while anyone may be looking (`public`),
from what every seat may know — no role before the reveal (RV1, DA2, DA8).
"""

from __future__ import annotations

from typing import Any

from game.core.i18n import N_, Nn_, _, ngettext
from scenes.meuterer.cards import good_word, role_word

PREFIX = "tip:"


def public(view: Any) -> Any:
    """The view as anyone at the screen may read it: no seat of its own, no hand, no role
    until the reveal (RV1: then every role picked is known to all)."""
    revealed = any(r is not None for i, r in enumerate(view.roles) if i != view.seat)
    roles = view.roles if revealed else (None,) * view.n
    return view._replace(seat=-1, roles=roles, hand=(), aside=(), roles_seen=(), prompt=None)


def island_name(cat: Any, island: int) -> str:
    return _(cat.islands[island].name)


def words(name: str, view: Any, cat: Any) -> str:
    """The tooltip for the marker target `name` ("tip:…"), or "" if it names nothing now."""
    what, _sep, arg = name.removeprefix(PREFIX).partition(":")
    seat = int(arg) if arg.isdigit() and int(arg) < view.n else -1
    if what == "role" and seat >= 0 and view.roles[seat] is not None:
        return role_words(view.roles[seat], view, cat, seat)
    if what == "pick" and arg in cat.roles:
        return role_words(arg, view, cat)
    if what == "captain":
        return role_words("captain", view, cat, view.captain)
    if what == "roles":
        return _roles_left(cat)
    if what == "wage":
        return _wage(view, cat)
    if what == "island" and arg.isdigit() and int(arg) < len(cat.islands):
        return " ".join(island_facts(view, cat, int(arg)))
    if what == "ship":
        return _ship(view, cat)
    if what == "dest" and arg in ("captain", "mutineer"):
        return _destination(view, cat, arg)
    if what == "majority" and arg.isdigit() and int(arg) < len(cat.islands):
        return " ".join(majority_lines(view, cat, int(arg)))
    if what == "pile":
        return ngettext("Draw pile: {n} card. At the end of the round everyone draws back up "
                        "to {h}; when it runs out, the discard pile is shuffled into it.",
                        "Draw pile: {n} cards. At the end of the round everyone draws back up "
                        "to {h}; when it runs out, the discard pile is shuffled into it.",
                        view.draw_count).format(n=view.draw_count, h=cat.hand_size)
    if what == "score" and seat >= 0:
        return _score(view, seat)
    return ""


#: C5, VR1, VR2, SA5, DW3: what each role but the mate does and earns (a counted one names the
#: catalogue's number it counts)
ROLE_TEXT: dict[str, tuple[str | tuple[str, str], str]] = {
    "mutineer": (N_("Mutineer: leads a mutiny; their course is as many islands on as cards "
                    "they kept back. If the mutiny wins (a tie is enough), they score that "
                    "island's ship points and become captain."), ""),
    "boy": (Nn_("Ship's Boy: fights on the mutineer's side, with no sabre of their own. If the "
                "mutiny wins, scores {n} point; otherwise nothing.",
                "Ship's Boy: fights on the mutineer's side, with no sabre of their own. If the "
                "mutiny wins, scores {n} points; otherwise nothing."), "boy_points"),
    "merchant": (N_("Merchant: takes no part in the fight. Tied for the most goods on an "
                    "island, the merchant scores the top value there."), ""),
    "loadmaster": (Nn_("Loadmaster: takes no part in the fight. At the draw may draw {n} extra "
                       "card, keep the best and put the rest under the discard pile unseen.",
                       "Loadmaster: takes no part in the fight. At the draw may draw {n} extra "
                       "cards, keep the best and put the rest under the discard pile unseen."),
                   "loadmaster_extra"),
    "captain": (N_("Captain: names the mate's wage and offers first; on passing steers the "
                   "ship one island on per card kept back. If the ship holds, scores that "
                   "island's ship points and pays the mate; a won mutiny takes the ship."), ""),
}


def role_words(role: str, view: Any, cat: Any, seat: int = -1) -> str:
    """C5, VR1, VR2, MU1, MU2, SA5, DW3: what a role does and earns, and when; with the seat
    that holds it (a revealed role, or the viewer's own)."""
    if role == "mate":
        if view.wage is None:
            pay = ngettext("If the captain holds the ship, the mate scores {m} point plus the "
                           "wage the captain names, paid by the captain.",
                           "If the captain holds the ship, the mate scores {m} points plus the "
                           "wage the captain names, paid by the captain.",
                           cat.mate_points).format(m=cat.mate_points)
        else:
            total = cat.mate_points + view.wage
            pay = ngettext("If the captain holds the ship, the mate scores {m} + the wage {w} = "
                           "{t} point, paid by the captain.",
                           "If the captain holds the ship, the mate scores {m} + the wage {w} = "
                           "{t} points, paid by the captain.", total).format(
                               m=cat.mate_points, w=view.wage, t=total)
        text = " ".join((_("Mate: fights on the captain's side and brings a sabre of their own."),
                         pay, _("If the mutiny wins, nothing.")))
    elif role in ROLE_TEXT:
        words, count = ROLE_TEXT[role]
        if isinstance(words, tuple):
            n = getattr(cat, count)
            text = ngettext(words[0], words[1], n).format(n=n)
        else:
            text = _(words)
    else:
        return ""
    if seat < 0:
        return text
    who = _("You hold it.") if seat == view.seat else _("{name} holds it.").format(
        name=view.names[seat])
    return f"{text} {who}"


def _roles_left(cat: Any) -> str:
    """C5, OF5, DA2, RV1: the role cards in the middle."""
    return _("The role cards ({roles}): on passing, every player but the captain takes one "
             "of those left, in secret. All are shown together once everyone has passed."
             ).format(roles=", ".join(role_word(r) for r in cat.roles))


def _wage(view: Any, cat: Any) -> str:
    """CO1, VR1, RU11, RU14: the wage card."""
    if view.wage is None:
        return _("The captain's wage card: before the offers the captain names a wage of 0 to "
                 "3 points for a loyal mate.")
    total = cat.mate_points + view.wage
    return ngettext("Wage {w}: if a Mate is picked and the captain holds the ship, the mate "
                    "scores {m} + {w} = {t} point and the captain loses {w}. Without a mate "
                    "nobody is paid.",
                    "Wage {w}: if a Mate is picked and the captain holds the ship, the mate "
                    "scores {m} + {w} = {t} points and the captain loses {w}. Without a mate "
                    "nobody is paid.", total).format(w=view.wage, m=cat.mate_points, t=total)


def island_facts(view: Any, cat: Any, island: int) -> list[str]:
    """C2, SA2, SA4, VR1, SH3: an island's trade and ship points, whether it buys this round,
    what lies on it (the ship, a destination) and, while goods are placed, who leads there."""
    isl = cat.islands[island]
    out = [_("{island} buys {good}.").format(island=island_name(cat, island),
                                             good=good_word(isl.buys)),
           _("Pays {a} to the sole most, {b} each to two tied, {c} each to three tied.").format(
               a=isl.table[0], b=isl.table[1], c=isl.table[2]),
           ngettext("Ship points: {n}.", "Ship points: {n}.", isl.ship).format(n=isl.ship),
           _("Trading this round.") if island in view.active else _("Closed this round.")]
    if island == view.ship:
        out.append(_("The ship lies here."))
    if view.dest_captain == island:
        out.append(_("The captain's destination."))
    if view.dest_mutineer == island:
        out.append(_("The mutineer's destination."))
    if island in view.active and any(view.plans):
        out += majority_lines(view, cat, island)[1:]
    return out


def placed(view: Any, cat: Any, island: int, plans: Any = None) -> list[tuple[int, int, str]]:
    """SA3: (cards, seat, good) placed on `island` by the fixed plans (or `plans`), most
    first."""
    per = []
    for seat, plan_ in enumerate(view.plans if plans is None else plans):
        for i, cards in plan_ or ():
            if i == island and cards:
                per.append((len(cards), seat, cat.good(cards[0])))
    per.sort(key=lambda t: (-t[0], t[1]))
    return per


def standing(view: Any, cat: Any, island: int, plans: Any = None) -> str:
    """SA4: who has placed what on the island, the most marked ("" with nothing placed)."""
    per = placed(view, cat, island, plans)
    if not per:
        return ""
    top = per[0][0]
    return ", ".join((_("{name} {n} {good} (most)") if n == top else _("{name} {n} {good}"))
                     .format(name=view.names[s], n=n, good=good_word(g)) for n, s, g in per)


def majority_lines(view: Any, cat: Any, island: int) -> list[str]:
    """SA4, SA5: an island's majority table and who stands where on it now."""
    isl = cat.islands[island]
    out = [_("{island}: the sole most scores {a}, two tied {b} each, three tied {c} each; "
             "a Merchant in a tie scores {a}.").format(island=island_name(cat, island),
                                                       a=isl.table[0], b=isl.table[1],
                                                       c=isl.table[2])]
    said = standing(view, cat, island)
    out.append(_("Placed so far: {who}.").format(who=said) if said
               else _("Nobody has placed goods here yet."))
    return out


def _ship(view: Any, cat: Any) -> str:
    """S3, SH1–SH3: the ship, the islands buying now, the courses laid."""
    names = ", ".join(island_name(cat, i) for i in view.active)
    out = [_("The ship lies at {island}. Buying this round: {islands}.").format(
        island=island_name(cat, view.ship), islands=names),
        _("When it sails, the island it leaves and the one it reaches buy next round.")]
    for side in ("captain", "mutineer"):
        if (view.dest_captain if side == "captain" else view.dest_mutineer) is not None:
            out.append(_destination(view, cat, side))
    return " ".join(out)


def _destination(view: Any, cat: Any, side: str) -> str:
    """OF6, RV2, VR1, VR2: a destination card — whose course, and what it pays."""
    where = view.dest_captain if side == "captain" else view.dest_mutineer
    if where is None:
        return ""
    name, pts = island_name(cat, where), cat.islands[where].ship
    if side == "captain":
        return ngettext("The captain's course: {island}. If the captain holds the ship, they "
                        "score its {n} ship point and the ship sails there.",
                        "The captain's course: {island}. If the captain holds the ship, they "
                        "score its {n} ship points and the ship sails there.", pts).format(
                            island=name, n=pts)
    return ngettext("The mutineer's course: {island}. If the mutiny wins, the mutineer scores "
                    "its {n} ship point and the ship sails there.",
                    "The mutineer's course: {island}. If the mutiny wins, the mutineer scores "
                    "its {n} ship points and the ship sails there.", pts).format(
                        island=name, n=pts)


def _score(view: Any, seat: int) -> str:
    """DA9, R1, E2: a seat's victory points and how long the game lasts."""
    name = _("You") if seat == view.seat else view.names[seat]
    return ngettext("{name}: {n} victory point (it may go below 0). After round {rounds} the "
                    "most points wins; this is round {r}.",
                    "{name}: {n} victory points (it may go below 0). After round {rounds} the "
                    "most points wins; this is round {r}.", abs(view.scores[seat])).format(
                        name=name, n=view.scores[seat], rounds=view.rounds, r=view.round)
