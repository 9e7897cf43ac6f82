"""Every clause of the rules contract is cited by at least one test (in a test's name or
docstring), so every rule can be traced to the test that checks it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT.parent / "shared" / "rules" / "jolly-roger.md"
CLAUSE = re.compile(r"^- \*\*([A-Z]+[0-9]*(?:-[A-Z-]+)?)[\s*]", re.M)


def clause_ids() -> list[str]:
    return CLAUSE.findall(RULES.read_text(encoding="utf-8"))


def cited(clause: str, text: str) -> bool:
    """`AT5` as a word, or as a test name part (`test_AT5_...`, `X_TRAITOR`)."""
    variants = {clause, clause.replace("-", "_")}
    return any(re.search(rf"(?<![A-Za-z0-9]){re.escape(v)}(?![0-9])", text) for v in variants)


@pytest.mark.skipif(not RULES.exists(), reason="the shared rules contract is not beside the repo")
def test_every_clause_of_the_contract_is_cited_by_a_test() -> None:
    text = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests").rglob("test_*.py"))
    ids = clause_ids()
    assert len(ids) > 100  # the contract's clauses were found
    missing = [c for c in ids if not cited(c, text)]
    assert not missing, f"clauses no test cites: {missing}"
