"""Names for the keys the rules use ("fort", "cannons", "mutineer" …), in the active language.

One table for the engine's messages and the app's labels, so each word has one msgid and one
translation. Public: the app imports it like the commands and views.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.core.i18n import N_, _

SIDE_WORDS = {"captain": N_("the captain"), "mutineer": N_("the mutineers")}
SKILL_WORDS = {"navigation": N_("navigation"), "cannons": N_("cannons"), "sabers": N_("sabers")}
KIND_WORDS = {"fort": N_("Fort"), "merchant": N_("Merchant Ship"), "settlement": N_("Settlement"),
              "port": N_("Pirate Port"), "island": N_("Treasure Island")}
PRIZE_WORDS = {"rum": N_("Rum"), "jewels": N_("Jewels"), "hostage": N_("Hostage")}
_ALL = {**SIDE_WORDS, **SKILL_WORDS, **KIND_WORDS, **PRIZE_WORDS}


def word(key: str) -> str:
    """The name of a rules key in the active language (the key itself if it has none)."""
    return _(_ALL.get(key, key))


def words(keys: Iterable[str]) -> str:
    """'Fort, Settlement' — several keys named, for a message."""
    return ", ".join(word(k) for k in keys)


#: B1 / DA6: the ready phrases a promise may be, by what they promise. A promise's words go
#: into the log as written (English source for a bot, the player's language for a human), so
#: `promise_kind` recognises them in every language the game speaks — whatever the language
#: in use, so a bot reads a resumed game's promises as it read them before. Anything else is
#: free words that promise nothing a bot can hold anyone to. The log shows a ready phrase in
#: the reader's language.
PROMISE_WORDS: dict[str, str] = {
    "loot": N_("Support me and I'll share the loot with you."),
    "mutiny": N_("Back my mutiny and gold is yours."),
    "spare": N_("Leave me out of the punishment and I'll help your attack."),
    "grudge": N_("I'll remember this."),
}
_KIND_OF: dict[str, str] = {}


def promise_kind(text: str) -> str:
    """What a promise's words promise (a PROMISE_WORDS key), or "" for free words."""
    if not _KIND_OF:
        from game.core.i18n import LANGUAGES, translation

        for code in LANGUAGES:
            tr = translation(code)
            for kind, words in PROMISE_WORDS.items():
                _KIND_OF.setdefault(tr.gettext(words), kind)
        for kind, words in PROMISE_WORDS.items():
            _KIND_OF[words] = kind
    return _KIND_OF.get(text, "")
