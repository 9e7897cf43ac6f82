"""Hints at the Meuterer table: what the table's strongest AI would do in the player's place.

`GameSession.advice()` asks the rulebook's bot of the strongest level (`game.meuterer.ai`:
the search AI when it is in, else the level that plays in its place), handed only the player's
own view and prompt — the interface of every AI seat, so a hint never reveals a hidden card.
`advice_text` says its command in a sentence (the cards it names are the viewer's own); after a
line break `why` says what it goes for (issue 30, `game.meuterer.aims`: the majority an offer
competes for, the role or the course it aims at, what a role earns), from the same view.
"""

from __future__ import annotations

from typing import Any

from game.core.i18n import _, ngettext
from game.meuterer import aims
from scenes.meuterer.cards import good_word, role_word
from scenes.meuterer.interaction import plan_words
from scenes.meuterer.markers import island_name, role_words


def advice_text(cmd: Any, view: Any, p: Any, cat: Any) -> str:
    """One sentence for a command the viewer could give."""
    name = type(cmd).__name__
    if name == "SetWage":
        return ngettext("Set the wage at {n} point.", "Set the wage at {n} points.",
                        cmd.wage).format(n=cmd.wage)
    if name == "Offer":
        return _("Offer the {good}.").format(good=good_word(cat.good(cmd.card)))
    if name == "Pass":
        return ngettext("Pass now, keeping {n} card back.", "Pass now, keeping {n} cards back.",
                        len(view.hand)).format(n=len(view.hand))
    if name == "PickRole":
        return _("Take the {role}.").format(role=role_word(cmd.role))
    if name == "Sabres":
        if cmd.count == 0:
            return _("Play no sabre this lap.")
        return ngettext("Play {n} sabre.", "Play {n} sabres.", cmd.count).format(n=cmd.count)
    if name == "Allocate":
        return _("Sell so: {plan}.").format(plan=plan_words(cat, cmd.plan))
    if name == "UseExtra":
        return _("Draw 3 extra cards and choose.") if cmd.use else _("Draw as usual.")
    if name == "Keep":
        return _("Keep {cards}.").format(cards=", ".join(good_word(cat.good(c))
                                                       for c in cmd.cards))
    return ""


def majority_text(view: Any, cat: Any, card: int) -> str:
    """SA2, SA4, SA5, MU2: the majority an offer goes for, in words (a sabre: whom it counts
    for)."""
    good = cat.good(card)
    if good == cat.goods[cat.conflict].key:
        return _("A sabre in front of you counts in a mutiny for the captain, the Mate, the "
                 "Mutineer and the Ship's Boy, never for a Merchant or a Loadmaster.")
    m = aims.majority(view, cat, card)
    if m is None:
        return _("No island buying now takes {good}: it scores nothing this round.").format(
            good=good_word(good))
    table = cat.islands[m.island].table
    where = dict(island=island_name(cat, m.island), n=m.mine, good=good_word(good))
    if m.rival == 0:
        return _("It goes for the majority on {island}: {n} × {good} with it, and no rival "
                 "offers goods it buys yet; the sole most scores {a}.").format(
                     a=table[0], **where)
    if m.mine > m.rival:
        return _("It goes for the majority on {island}: {n} × {good} with it, ahead of every "
                 "rival (at most {r}); the sole most scores {a}.").format(
                     r=m.rival, a=table[0], **where)
    name = view.names[m.leader]
    if m.mine == m.rival:
        return _("It goes for the majority on {island}: {n} × {good} with it, level with "
                 "{name}; two tied score {b} each, a Merchant in the tie {a}.").format(
                     name=name, a=table[0], b=table[1], **where)
    return _("It goes for the majority on {island}: {n} × {good} with it, still behind "
             "{name}'s {r}.").format(name=name, r=m.rival, **where)


def course_text(view: Any, cat: Any, kept: int, captain: bool) -> str:
    """OF6, RV2, VR1, VR2: where keeping `kept` cards back steers the captain or a
    Mutineer, and what it pays."""
    c = aims.course(view, cat, kept)
    where = dict(k=kept, island=island_name(cat, c.island), s=c.ship)
    if kept == 0:
        return (_("With no card kept back the ship stays at {island}: {s} ship points for you "
                  "if you hold it.") if captain else
                _("As Mutineer, with no card kept back you would steer to {island} itself: {s} "
                  "ship points if the mutiny wins.")).format(**where)
    if captain:
        return ngettext("Passing then keeps {k} card back: the ship sails to {island}, {s} ship "
                        "points for you if you hold it.",
                        "Passing then keeps {k} cards back: the ship sails to {island}, {s} "
                        "ship points for you if you hold it.", kept).format(**where)
    return ngettext("As Mutineer, keeping {k} card back steers to {island}: {s} ship points "
                    "if the mutiny wins.",
                    "As Mutineer, keeping {k} cards back steers to {island}: {s} ship points "
                    "if the mutiny wins.", kept).format(**where)


def why(cmd: Any, view: Any, p: Any, cat: Any) -> str:
    """What the hinted move goes for (issue 30), or "" when its sentence says it all."""
    name = type(cmd).__name__
    captain = view.seat == view.captain
    if name == "Offer":
        kept = max(0, len(view.hand) - 1)
        parts = [majority_text(view, cat, cmd.card)]
        m = aims.majority(view, cat, cmd.card)
        if not captain and m is not None and m.mine == m.rival:
            parts.append(_("It aims at the Merchant's role, which wins that tie."))
        elif not captain and cat.good(cmd.card) == cat.goods[cat.conflict].key:
            parts.append(_("It aims at the fight, as Mutineer or Mate."))
            parts.append(course_text(view, cat, kept, False))
        else:
            parts.append(course_text(view, cat, kept, captain))
        return " ".join(parts)
    if name == "Pass":
        kept = len(view.hand)
        if captain and kept:
            c = aims.course(view, cat, kept)
            return ngettext("The ship then sails {k} island on, to {island}: {s} ship points "
                            "for you if you hold it.",
                            "The ship then sails {k} islands on, to {island}: {s} ship points "
                            "for you if you hold it.", kept).format(
                                k=kept, island=island_name(cat, c.island), s=c.ship)
        if captain:
            return course_text(view, cat, kept, True)
        return _("Then you take a role.") + " " + course_text(view, cat, kept, False)
    if name == "PickRole":
        text = role_words(cmd.role, view, cat)
        if cmd.role == "mutineer":
            c = aims.course(view, cat, len(view.aside))
            text += " " + _("Your course: {island}, {s} ship points.").format(
                island=island_name(cat, c.island), s=c.ship)
        return text
    if name == "Sabres" and view.strength is not None:
        cap, mut = view.strength
        if p.side == "captain":
            cap += cmd.count
        else:
            mut += cmd.count
        return _("After it: captain's side {a} : {b} mutineer's side; ties go to the "
                 "mutineer.").format(a=cap, b=mut)
    return ""


def hint_line(cmd: Any, view: Any, p: Any, cat: Any) -> str:
    """The hint as the table shows it: the advice, and after a line break what it goes for."""
    line = _("Hint: {advice}").format(advice=advice_text(cmd, view, p, cat))
    reason = why(cmd, view, p, cat)
    return f"{line}\n{reason}" if reason else line
