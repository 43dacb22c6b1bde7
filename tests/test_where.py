"""A finding's `where`: the text every report and fix gives, read back into the steps it names."""

import json
from pathlib import Path

from armybuilder.engine.where import of_place, parse, place_of

GOLDEN = Path(__file__).resolve().parent / "golden"


def _wheres(value: object) -> set[str]:
    if isinstance(value, dict):
        own = {value["where"]} if isinstance(value.get("where"), str) else set()
        return own.union(*(_wheres(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(*(_wheres(v) for v in value))
    return set()


def test_every_where_in_the_golden_reports_reads_back_to_the_same_text() -> None:
    wheres = set().union(*(_wheres(json.loads(p.read_text())) for p in GOLDEN.glob("*/*.expected.json")))
    assert {"units[0].elements[1].links.carried-by", "units[1].options[0]", "limit"} <= wheres
    assert {w for w in wheres if str(parse(w)) != w} == set()


def test_a_path_names_its_entry_and_what_inside_it() -> None:
    option = parse("units[2].elements[1].options[0]")
    assert option.place == (2, 1) and option.option_number == 0 and option.link_id is None
    assert str(option.entry) == "units[2].elements[1]"
    link = parse("units[3].links.towed-by")
    assert link.link_id == "towed-by" and str(link.entry) == "units[3]"
    assert parse("options.scale").option_key == "scale" and parse("options.scale").entry is None
    assert parse("limit").place is None


def test_only_an_entry_itself_has_a_place() -> None:
    assert place_of("units[1].elements[0]") == (1, 0)
    assert place_of("units[4]") == (4,)
    assert place_of("units[4].count") is None
    assert place_of("limit") is None
    assert str(of_place((1, 0))) == "units[1].elements[0]" and str(of_place((4,))) == "units[4]"
