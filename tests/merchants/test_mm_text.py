"""K2: every card's text is generated from its structured fields and reads in English,
Polish and German — no placeholder left, none missing, nothing left in English in the other
two languages, no text too long for a card; the table's catalogue is complete in both."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from mm_support import CAT

from game.core.i18n import set_language
from game.merchants import text

ALL = CAT.captain_ids + CAT.event_ids + CAT.glory_ids + CAT.mission_ids + CAT.rumour_ids
TRANSLATIONS = Path(__file__).resolve().parents[2] / "game" / "merchants" / "translations"
LONGEST = 900   # characters: the war cards, with two NPC lines, are the longest


@pytest.fixture()
def lang_en() -> Iterator[None]:
    yield
    set_language("en")


def _texts(lang: str) -> dict[int, str]:
    set_language(lang)
    try:
        return {c: text.card_text(CAT, c) for c in ALL}
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_K2_every_card_text_renders_without_a_stray_placeholder(lang: str) -> None:
    for card, t in _texts(lang).items():
        assert t and "{" not in t and "}" not in t, (card, t)
        assert len(t) <= LONGEST, (card, len(t))
        assert "  " not in t and not t.startswith(" "), (card, t)


@pytest.mark.parametrize("lang", ["pl", "de"])
def test_K2_no_card_text_stays_english_in_another_language(lang: str) -> None:
    en, other = _texts("en"), _texts(lang)
    for card in ALL:
        assert other[card] != en[card], (lang, card, en[card])


def test_K2_the_text_follows_the_fields() -> None:
    """The rules text says what the data says: a captain's skills and ability, a mission's
    reward and port, a count in its plural form."""
    cap = CAT.cards.captains[1]
    t = text.card_text(CAT, cap.card)
    assert "Seamanship 3, scouting 3, leadership 2, influence 2." in t
    assert "Move one hit your ship receives to another location." in t
    mission = CAT.cards.missions[0]
    t = text.card_text(CAT, mission.card)
    assert "Taken at Havana." in t and "Hand in 3 cargo cards (sugar) at St. Eustatius." in t
    assert "Gain 10 ducats." in t and "It expires 8 game turns" in t


def test_K2_polish_counts_take_their_three_forms(lang_en: None) -> None:
    set_language("pl")
    mission = CAT.cards.missions[0]                       # 3 cards, 10 ducats, 8 turns
    t = text.card_text(CAT, mission.card)
    assert "3 karty ładunku" in t and "10 dukatów" in t and "po 8 turach" in t
    glory = next(g for g in CAT.cards.glory if g.key == "sharp_dealing")   # 4 ducats
    assert "4 dukaty" in text.card_text(CAT, glory.card)
    storm = next(e for e in CAT.cards.events if e.key == "hurricane_season")
    assert "1 trafienie" in text.card_text(CAT, storm.card)


def test_K1_card_names_translate_and_ports_keep_their_usual_form(lang_en: None) -> None:
    set_language("pl")
    assert text.name("havana") == "Hawana" and text.name("cartagena") == "Kartagena"
    set_language("de")
    assert text.name("havana") == "Havanna"
    assert text.name("sudden_tack") == "Jähe Wende"


@pytest.mark.parametrize("lang", ["pl", "de"])
def test_every_message_of_the_domain_is_translated(lang: str) -> None:
    from babel.messages.pofile import read_po

    with open(TRANSLATIONS / "merchants.pot", "rb") as fh:
        template = {m.id if isinstance(m.id, str) else m.id[0] for m in read_po(fh) if m.id}
    with open(TRANSLATIONS / lang / "LC_MESSAGES" / "merchants.po", "rb") as fh:
        catalog = read_po(fh, locale=lang)
    done = set()
    for m in catalog:
        if not m.id:
            continue
        forms = m.string if isinstance(m.string, tuple) else (m.string,)
        assert all(f.strip() for f in forms), m.id
        assert len(forms) == (3 if lang == "pl" and isinstance(m.id, tuple) else
                              2 if isinstance(m.id, tuple) else 1), m.id
        done.add(m.id if isinstance(m.id, str) else m.id[0])
    assert template <= done, sorted(template - done)[:5]
