"""Properties over many generated rosters: load → save → load keeps a roster; the engine never crashes."""

import re
from pathlib import Path

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from armybuilder.engine import evaluate
from armybuilder.engine.where import Where
from armybuilder.files.catalogs import CatalogSet
from armybuilder.files.rosters import dump_roster, parse_roster
from armybuilder.files.yaml import parse
from armybuilder.files.yaml.loader import FREE_TEXT
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.roster import Roster
from tests.conftest import ROOT, SHIPPED, TEST_CATALOGS

DOCUMENTED = set(re.findall(r"`([a-z]+\.[a-z.-]+)`", (ROOT / "docs" / "codes.md").read_text()))
CATALOGS = [CatalogSet([SHIPPED]).get("tank-attack"), CatalogSet([TEST_CATALOGS]).get("mini")]
IDS = sorted({e.id for c in CATALOGS for e in c.elements} | {"zeppelin"})
FORMATIONS = sorted({f.id for c in CATALOGS for f in c.formations} | {"brigade"})
OPTIONS = sorted({o.id for c in CATALOGS for g in c.option_groups for o in g.options} | {"nonsense"})

text = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00"), max_size=20)
word = st.one_of(st.sampled_from(IDS), text.filter(bool))
count = st.one_of(st.integers(-3, 20), st.integers(10**5, 10**20), st.sampled_from([1.5, "two", True]))
base = st.none() | st.builds(
    dict,
    width=st.none() | st.integers(1, 120),
    depth=st.none() | st.integers(1, 120),
    figures=st.none() | st.integers(0, 9),
)
element = st.builds(
    dict,
    element=word,
    count=count,
    general=st.booleans(),
    name=st.none() | text,
    id=st.none() | st.sampled_from(["a", "b", "c"]),
    options=st.lists(st.sampled_from(OPTIONS), max_size=3),
    base=base,
    links=st.dictionaries(
        st.sampled_from(["towed-by", "carried-by", "x"]), st.sampled_from(["a", "b", "z"]), max_size=2
    ),
)
formation = st.builds(
    dict, formation=st.sampled_from(FORMATIONS), name=st.none() | text, elements=st.lists(element, max_size=6)
)
option_values = st.one_of(
    st.booleans(), st.integers(-5, 2000), st.sampled_from(["15mm", "large", "red", "x"])
)
rosters = st.builds(
    dict,
    format=st.just(1),
    system=st.sampled_from(["tank-attack", "mini"]),
    name=text.filter(bool),
    player=st.none() | text,
    limit=st.none() | st.integers(1, 200),
    catalog_revision=st.none() | st.integers(0, 5),
    options=st.dictionaries(
        st.sampled_from(["scale", "massed-battles", "big", "year", "size", "side", "q"]),
        option_values,
        max_size=4,
    ),
    notes=st.none() | text,
    units=st.lists(st.one_of(element, formation), max_size=12),
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rosters)
def test_load_save_load_keeps_the_roster(data: dict) -> None:
    roster = Roster.model_validate(data)
    again = parse_roster(dump_roster(roster), Path("x.yaml"))
    assert again == roster
    assert parse_roster(dump_roster(again), Path("x.yaml")) == again


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rosters)
def test_random_rosters_never_crash_the_engine_and_reports_hold_together(data: dict) -> None:
    roster = Roster.model_validate(data)
    document = roster.model_dump()
    renamed = roster.model_copy(update={"name": "Other", "player": "Someone", "notes": "new notes"})
    for catalog in CATALOGS:
        report = evaluate(roster, catalog)
        for cost_type, total in report.costs.items():
            assert total == sum(line.cost.get(cost_type, 0) for line in report.lines)
        for problem in report.problems:
            assert problem.code in DOCUMENTED | _declared(catalog), problem.code
            assert _resolves(document, problem.where), problem.where
        assert evaluate(renamed, catalog).fingerprint == report.fingerprint
        assert evaluate(roster, catalog) == report


def _declared(catalog: Catalog) -> set[str]:
    """The codes a catalog's own rules report under."""
    codes = {rule.code for rule in catalog.constraints}
    return codes | {rule.unknown.code for rule in catalog.constraints if getattr(rule, "unknown", None)}


def _resolves(document: dict, where: Where) -> bool:
    """Whether `where` names a place in the roster: a key or list item that exists (or an option)."""
    value: object = document
    for step in where.steps:
        if (isinstance(value, dict) and step in value) or (
            isinstance(value, list) and isinstance(step, int) and step < len(value)
        ):
            value = value[step]
        else:
            return False
    return True


scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(allow_nan=False),
    text,
    st.sampled_from(["yes", "No", "on", "~", "1e3", "0x1F", "2024-01-01", "-", ".5", "=x", "#", "a: b"]),
)
documents = st.recursive(
    scalars,
    # Free-text keys (`name: 88`) keep what is written, by design; elsewhere PyYAML is the reference.
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(text.filter(lambda key: key not in FREE_TEXT), inner, max_size=4)
    ),
    max_leaves=20,
)


@settings(max_examples=300, deadline=None)
@given(documents, st.sampled_from([None, True, False]))
def test_parser_reads_what_pyyaml_reads(document: object, flow: bool | None) -> None:
    """The fast parser agrees with PyYAML's safe loader on any document PyYAML writes."""
    written = yaml.safe_dump(document, default_flow_style=flow, allow_unicode=True)
    assert parse(written, "x.yaml") == yaml.safe_load(written)
