"""Hints at the Meuterer table: what the table's strongest AI would do in the player's place.

`GameSession.advice()` asks the rulebook's bot of the strongest level (`game.meuterer.ai`:
the search AI when it is in, else the level that plays in its place), handed only the player's
own view and prompt — the interface of every AI seat, so a hint never reveals a hidden card.
`advice_text` says its command in a sentence (the cards it names are the viewer's own).
"""

from __future__ import annotations

from typing import Any

from game.core.i18n import _, ngettext
from scenes.meuterer.cards import good_word, role_word
from scenes.meuterer.interaction import plan_words


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


def hint_line(cmd: Any, view: Any, p: Any, cat: Any) -> str:
    """The hint as the table shows it."""
    return _("Hint: {advice}").format(advice=advice_text(cmd, view, p, cat))
