"""The special cards' worked examples (docs/scenarios/x_*.json, section "Special cards, worked"
of docs/scenarios.md), run exactly as an outside tester runs them:
`python3 -m game.jolly_roger.scenario FILE`. Each must exit 0 and show its card's key events
(X-*, DA4, RU10). Card ids come from the catalogue by their facts, or from the file's own decks."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from support import CAT, crew, prizes

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "docs" / "scenarios"
DOC = ROOT / "docs" / "scenarios.md"
FILES = sorted(EXAMPLES.glob("x_*.json"))
ANNA, BEN, CLEO, DAN = range(4)
SPECIALS = ("boatswain", "second_mate", "stowaways", "lookout", "old_sailor", "cook",
            "cabin_boy", "surgeon", "first_mate", "navigator", "sharpshooter", "cutthroat",
            "cannon_fodder", "old_salt", "carpenter", "traitor")
G3, G2, G1 = prizes("gold", 3)[0], prizes("gold", 2)[0], prizes("gold", 1)[0]


def special(name: str) -> int:
    """The first card of that special kind (the one the examples use)."""
    return crew(special=name)[0]


class Run:
    """One scenario file, run through the command-line runner."""

    def __init__(self, path: Path) -> None:
        self.data = json.loads(path.read_text(encoding="utf-8"))
        proc = subprocess.run([sys.executable, "-m", "game.jolly_roger.scenario", str(path)],
                              cwd=ROOT, capture_output=True, text=True, timeout=60)
        self.code = proc.returncode
        self.stderr = proc.stderr
        self.raw = [x for x in proc.stdout.splitlines() if x.strip()]
        self.lines = [json.loads(x) for x in self.raw]
        self.summary = self.lines[-1].get("summary", {}) if self.lines else {}

    def of(self, t: str) -> list[dict[str, Any]]:
        return [x for x in self.lines if x.get("type") == t]

    def one(self, t: str) -> dict[str, Any]:
        found = self.of(t)
        assert len(found) == 1, (t, found)
        return found[0]

    def index(self, event: dict[str, Any]) -> int:
        return self.lines.index(event)

    def ev(self, t: str, **fields: Any) -> dict[str, Any]:
        return {"type": t, **fields}

    def hand(self, seat: int) -> list[int]:
        return self.summary["hands"][seat]

    def prizes(self, seat: int) -> list[tuple[int, bool]]:
        return [(p["card"], p["buried"]) for p in self.summary["prizes"][seat]]

    def played_specials(self) -> set[str]:
        """Every special card used in the example (for effect, or to a mutiny side)."""
        used = {CAT.special[x["card"]] for x in self.of("special_played")}
        used |= {CAT.special[c] for x in self.of("cards_played") for c in x["cards"]
                 if CAT.special[c]}
        return used - {"captain", "quartermaster"}


_RUNS: dict[str, Run] = {}


def run(name: str) -> Run:
    if name not in _RUNS:
        _RUNS[name] = Run(EXAMPLES / name)
    return _RUNS[name]


# --- the key events of each example ------------------------------------------------------------

def second_mate(r: Run) -> None:
    """X-SECOND-MATE: one random crew card from each of two chosen players."""
    (stolen,) = r.of("cards_stolen")
    assert stolen["seat"] == BEN and [v for v, _c in stolen["takes"]] == [CLEO, DAN]
    hands = r.data["decks"]["hands"]
    for victim, card in stolen["takes"]:
        assert card in hands[victim] and card in r.hand(BEN) and card not in r.hand(victim)
    assert special("second_mate") not in r.hand(BEN)


def stowaways(r: Run) -> None:
    """X-STOWAWAYS: discard it, draw two crew cards (the top of the crew deck)."""
    top2 = r.data["decks"]["crew"][:2]
    assert r.one("cards_drawn") == r.ev("cards_drawn", seat=DAN, cards=top2, reason="stowaways")
    assert special("stowaways") not in r.hand(DAN) and set(top2) <= set(r.hand(DAN))


def surgeon(r: Run) -> None:
    """X-SURGEON: Cleo becomes quartermaster and so plays the attack's first card (AT1)."""
    assert r.one("quartermaster_taken") == r.ev("quartermaster_taken", seat=CLEO)
    assert r.summary["quartermaster"] == CLEO
    nxt = r.summary["next"]
    assert (nxt["seat"], nxt["step"], nxt["clause"]) == (CLEO, "attack", "AT1")


def lookout(r: Run) -> None:
    """X-LOOKOUT: the destination is turned face up before any crew card is played."""
    fort = r.data["decks"]["fort"][0]
    first = r.ev("destination_revealed", seat=DAN, card=fort)
    assert first in r.lines
    assert r.index(first) < r.index(r.of("cards_played")[0])
    assert r.one("attack_resolved")["success"] is False


def old_sailor(r: Run) -> None:
    """X-OLD-SAILOR / T1: the map lands the ship; burying follows (T2); the sailor is
    discarded with the island (T4)."""
    sailor = special("old_sailor")
    assert r.one("ship_landed") == r.ev("ship_landed", seat=CLEO)
    assert r.ev("prizes_buried", seat=ANNA, cards=[G3]) in r.lines
    assert r.ev("prizes_buried", seat=CLEO, cards=[G2]) in r.lines
    assert r.of("attack_cleared")[-1]["crew"] == [sailor]
    assert r.prizes(ANNA) == [(G3, True)] and r.prizes(DAN) == [(G1, False)]


def boatswain(r: Run) -> None:
    """X-BOATSWAIN + B1: the guard hands the duty on with an accepted bribe, then buries."""
    assert r.one("guard_assigned") == r.ev("guard_assigned", seat=DAN, guard=ANNA)
    offer = r.one("bribe_offered")
    assert (offer["seat"], offer["to"], offer["purpose"]) == (ANNA, BEN, "guard")
    assert r.one("bribe_answered") == r.ev("bribe_answered", seat=BEN, accepted=True)
    assert offer["card"] in r.hand(BEN) and offer["card"] not in r.hand(ANNA)
    assert r.index(r.ev("prizes_buried", seat=ANNA, cards=[G3])) > r.index(offer)
    assert r.prizes(ANNA) == [(G3, True)]


def cabin_boy(r: Run) -> None:
    """X-CABIN-BOY: a random buried card of another player, face up until the next island."""
    assert r.one("prize_stolen") == r.ev("prize_stolen", seat=DAN, victim=ANNA, card=G3,
                                         locked=True)
    assert r.prizes(ANNA) == [] and (G3, False) in r.prizes(DAN)


def cook(r: Run) -> None:
    """X-COOK: the Cook's player picks before the captain; L2 counts that pick."""
    picked = r.one("cook_picked")
    assert picked == r.ev("cook_picked", seat=DAN, card=G3)
    taken = r.one("prize_taken")
    assert taken == r.ev("prize_taken", seat=ANNA, card=G2) and r.index(picked) < r.index(taken)
    assert r.one("loot_shared")["allocation"] == [[G1, CLEO]]


def carpenter(r: Run) -> None:
    """X-CARPENTER: nobody gives, so a random face-up card of the chosen captain."""
    assert r.of("prize_given") == []
    assert r.one("prize_stolen") == r.ev("prize_stolen", seat=DAN, victim=ANNA, card=G3,
                                         locked=False)
    assert r.prizes(DAN) == [(G3, False)] and r.prizes(ANNA) == []


def adjusted(r: Run, seat: int, skill: str, delta: int, success: bool) -> None:
    """X-FIRST-MATE / X-NAVIGATOR / X-SHARPSHOOTER: one point decides the attack."""
    assert r.one("skill_adjusted") == r.ev("skill_adjusted", seat=seat, skill=skill,
                                           delta=delta)
    res = r.one("attack_resolved")
    k = ("navigation", "cannons", "sabers").index(skill)
    assert res["success"] is success
    without = res["totals"][k] - delta
    assert (without >= res["require"][k]) is not success  # the point made the difference


def first_mate(r: Run) -> None:
    adjusted(r, CLEO, "sabers", 1, True)


def navigator(r: Run) -> None:
    adjusted(r, DAN, "navigation", -1, False)


def sharpshooter(r: Run) -> None:
    adjusted(r, ANNA, "cannons", 1, True)


def cutthroat(r: Run) -> None:
    """X-CUTTHROAT: the captain's side loses at once; the Cutthroat is discarded (M12)."""
    assert r.one("mutiny_stabbed") == r.ev("mutiny_stabbed", seat=CLEO, side="captain")
    res = r.one("mutiny_resolved")
    assert (res["winner"], res["captain"], res["losers"]) == ("mutineer", CLEO, [ANNA])
    assert r.of("cards_played") == []
    assert r.one("mutiny_crew_dealt")["discarded"] == [special("cutthroat")]
    assert r.summary["captain"] == CLEO


def cannon_fodder(r: Run) -> None:
    """X-CANNON-FODDER: 5 crew to a side, discarded after the mutiny (M12)."""
    fodder = special("cannon_fodder")
    assert r.ev("cards_played", seat=BEN, cards=[fodder], to="mutineer") in r.lines
    res = r.one("mutiny_resolved")
    assert (res["winner"], res["totals"]) == ("mutineer", [5, 10])
    assert r.one("mutiny_crew_dealt")["discarded"] == [fodder]
    assert r.summary["captain"] == CLEO


def old_salt(r: Run) -> None:
    """X-OLD-SALT: a neutral player must at once play one card for the Old Salt's leader."""
    played = r.one("special_played")
    assert (played["seat"], played["card"], played["targets"], played["choice"]) == (
        DAN, special("old_salt"), [BEN], "mutineer")
    forced = [x for x in r.of("ask") if x["step"] == "forced"]
    assert [(x["seats"], x["context"]) for x in forced] == [([BEN], "mutineer")]
    ben = [x for x in r.of("cards_played") if x["seat"] == BEN]
    assert len(ben) == 1 and ben[0]["to"] == "mutineer" and len(ben[0]["cards"]) == 1
    after = [x for x in r.lines[r.index(played):] if x.get("type") == "cards_played"]
    assert after[0] == ben[0]  # at once: the next card played is the forced one
    res = r.one("mutiny_resolved")
    assert (res["winner"], res["losers"], res["totals"]) == ("captain", [BEN, CLEO, DAN], [6, 6])


def traitor_cancels_cutthroat(r: Run) -> None:
    """X-TRAITOR / RU10: against a Cutthroat the mutiny goes on, without the stab."""
    cut, traitor = special("cutthroat"), special("traitor")
    assert r.one("mutiny_called") == r.ev("mutiny_called", seat=BEN, card=cut,
                                          window="appointment")
    stab = r.ev("special_played", seat=BEN, card=cut, targets=[], choice="captain",
                in_hand=False)
    assert stab in r.lines
    assert r.ev("special_played", seat=CLEO, card=traitor, targets=[cut], choice="",
                in_hand=True) in r.lines
    assert r.one("cancelled") == r.ev("cancelled", seat=CLEO, card=cut, mutiny=False)
    assert r.of("mutiny_stabbed") == [] and r.of("mutiny_cancelled") == []
    res = r.one("mutiny_resolved")
    assert (res["winner"], res["captain"], res["losers"]) == ("captain", ANNA, [BEN])


def traitor_calls_off(r: Run) -> None:
    """X-TRAITOR / RU10: against the mutiny's first card the mutiny is off."""
    call = r.one("mutiny_called")
    assert r.one("cancelled") == r.ev("cancelled", seat=DAN, card=call["card"], mutiny=True)
    assert r.one("mutiny_cancelled") == r.ev("mutiny_cancelled", seat=CLEO)
    assert r.of("mutiny_resolved") == []
    assert (r.summary["next"]["seat"], r.summary["next"]["step"]) == (ANNA, "destination")


CHECKS: dict[str, Callable[[Run], None]] = {
    "x_boatswain_guard_duty_bribed_away.json": boatswain,
    "x_cabin_boy_digs_up_treasure.json": cabin_boy,
    "x_cannon_fodder_turns_the_mutiny.json": cannon_fodder,
    "x_carpenter_takes_from_the_captain.json": carpenter,
    "x_cook_picks_before_the_captain.json": cook,
    "x_cutthroat_stabs_the_captain.json": cutthroat,
    "x_first_mate_adds_a_saber.json": first_mate,
    "x_lookout_reveals_before_the_attack.json": lookout,
    "x_navigator_takes_a_point_away.json": navigator,
    "x_old_sailor_lands_the_ship.json": old_sailor,
    "x_old_salt_forces_neutral.json": old_salt,
    "x_second_mate_steals_two_cards.json": second_mate,
    "x_sharpshooter_adds_a_cannon.json": sharpshooter,
    "x_stowaways_draw_two.json": stowaways,
    "x_surgeon_takes_the_quartermaster_card.json": surgeon,
    "x_traitor_calls_off_a_mutiny.json": traitor_calls_off,
    "x_traitor_cancels_cutthroat.json": traitor_cancels_cutthroat,
}


@pytest.mark.parametrize("name", sorted(CHECKS))
def test_X_special_card_example_runs_and_shows_its_key_events(name: str) -> None:
    r = run(name)
    assert r.code == 0, (r.stderr, r.raw[-1:])
    assert r.summary, "no summary line"
    CHECKS[name](r)


def test_X_every_example_file_is_checked() -> None:
    assert sorted(p.name for p in FILES) == sorted(CHECKS)


@pytest.mark.parametrize("name", sorted(CHECKS))
def test_DA4_examples_use_holder_prompts_at_a_four_seat_table(name: str) -> None:
    data = run(name).data
    assert data["reaction_prompts"] == "holders" and len(data["seats"]) == 4


def test_X_every_special_card_has_a_worked_example() -> None:
    shown: set[str] = set()
    for name in CHECKS:
        shown |= run(name).played_specials()
    assert set(SPECIALS) <= shown, set(SPECIALS) - shown


def _doc_section() -> str:
    text = DOC.read_text(encoding="utf-8")
    start = text.index("## Special cards, worked")
    end = text.index("## Card ids")
    assert start < end, "the card table stays the last section"
    return text[start:end]


def test_X_docs_describe_every_example_and_quote_real_output() -> None:
    """Every file has its subsection; every event line quoted there comes from its run."""
    section = _doc_section()
    parts = re.split(r"^### ", section, flags=re.M)[1:]
    named: set[str] = set()
    for part in parts:
        files = re.findall(r"`(x_[a-z0-9_]+\.json)`", part)
        assert files, part[:80]
        named.update(files)
        outputs = {line for f in files for line in run(f).raw}
        quoted = [ln.strip() for ln in part.splitlines() if ln.strip().startswith('{"type"')]
        assert quoted, f"no output quoted for {files}"
        for line in quoted:
            assert line in outputs, (files, line)
    assert named == set(CHECKS)
