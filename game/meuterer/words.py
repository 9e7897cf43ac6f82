"""Names for the keys Meuterer's rules use (goods, islands, roles, sides), in the active
language.

One table for the engine's messages and the app's labels, so each word has one msgid. The keys
themselves live in data/meuterer.toml (C9); a key without words here is refused when the data
loads. Island names are the German originals (proper names), still marked for translation so a
language may transliterate them.
"""

from __future__ import annotations

from game.core.i18n import N_, _

GOOD_WORDS = {"ruby": N_("ruby"), "salt": N_("salt"), "wine": N_("wine"),
              "cloth": N_("cloth"), "grain": N_("grain"), "conflict": N_("conflict card"),
              "any": N_("any good")}
ISLAND_WORDS = {"hochland": N_("Hochland"), "frosthoehle": N_("Frosthöhle"),
                "gruenland": N_("Grünland"), "karge_zunge": N_("Karge Zunge"),
                "eisfelsen": N_("Eisfelsen"), "affeninsel": N_("Affeninsel"),
                "kalte_klippe": N_("Kalte Klippe"), "sommerland": N_("Sommerland"),
                "rotes_riff": N_("Rotes Riff"), "piratennest": N_("Piratennest"),
                "fingerhut": N_("Fingerhut"), "sandkap": N_("Sandkap")}
ROLE_WORDS = {"mate": N_("Mate"), "mutineer": N_("Mutineer"), "boy": N_("Ship's Boy"),
              "merchant": N_("Merchant"), "loadmaster": N_("Loadmaster"),
              "captain": N_("Captain")}
SIDE_WORDS = {"captain": N_("the captain's side"), "mutineer": N_("the mutineer's side")}
_ALL = {**GOOD_WORDS, **ISLAND_WORDS, **ROLE_WORDS}


def word(key: str) -> str:
    """The name of a rules key in the active language (the key itself if it has none)."""
    return _(_ALL.get(key, key))


def side_word(key: str) -> str:
    return _(SIDE_WORDS.get(key, key))
