"""Every clause of every table's rules contract is cited by at least one of that table's tests
(in a test's name or docstring), so every rule can be traced to the test that checks it.

The contracts live beside the repository (`../shared/rules/<table id>.md`); a table's tests in
`tests/<package>/`. Every registered table is held to it, with no list of tables here."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.core import registry

ROOT = Path(__file__).resolve().parents[2]
CONTRACTS = ROOT.parent / "shared" / "rules"
CLAUSE = re.compile(r"^- \*\*([A-Z]+[0-9]*(?:-[A-Z-]+)?)[\s*]", re.M)
#: the fewest clauses a contract is expected to hold (a guard against a broken pattern)
FEWEST = 20


def clause_ids(contract: Path) -> list[str]:
    return CLAUSE.findall(contract.read_text(encoding="utf-8"))


def cited(clause: str, text: str) -> bool:
    """`AT5` as a word, or as a test name part (`test_AT5_...`, `X_TRAITOR`)."""
    variants = {clause, clause.replace("-", "_")}
    return any(re.search(rf"(?<![A-Za-z0-9]){re.escape(v)}(?![0-9])", text) for v in variants)


TABLES = [(info.id, info.package) for info in registry.games()]


@pytest.mark.parametrize(("table", "package"), TABLES, ids=[t for t, _p in TABLES])
def test_every_clause_of_the_contract_is_cited_by_a_test(table: str, package: str) -> None:
    contract = CONTRACTS / f"{table}.md"
    if not contract.exists():
        pytest.skip(f"the shared rules contract {contract.name} is not beside the repo")
    tests = ROOT / "tests" / package
    text = "\n".join(p.read_text(encoding="utf-8") for p in tests.rglob("test_*.py"))
    ids = clause_ids(contract)
    assert len(ids) >= FEWEST  # the contract's clauses were found
    missing = [c for c in ids if not cited(c, text)]
    assert not missing, f"{table}: clauses no test cites: {missing}"
