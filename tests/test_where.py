"""A finding's `where`: typed places the engine builds and carries, and the text every report and fix gives."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from armybuilder.engine import evaluate
from armybuilder.engine.where import ROSTER, Where, of_place, of_steps, parse, place_of, roster_option, top
from armybuilder.errors import InputError
from armybuilder.files.catalogs import CatalogSet
from armybuilder.files.rosters import roster_of
from armybuilder.files.yaml import parse as parse_yaml
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.roster import UnreadEntry
from armybuilder.textlist.reader import read_text_list
from tests.conftest import roster
from tests.test_engine import SQUAD

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
    assert place_of(parse("units[1].elements[0]")) == (1, 0)
    assert place_of(parse("units[4]")) == (4,)
    assert place_of(parse("units[4].count")) is None
    assert place_of(parse("limit")) is None
    assert str(of_place((1, 0))) == "units[1].elements[0]" and str(of_place((4,))) == "units[4]"


def test_each_place_the_engine_builds_writes_the_text_a_report_gives() -> None:
    entry = of_place((1, 0))
    assert [str(w) for w in (entry, entry.key("count"), entry.option(2), entry.link("towed-by"))] == [
        "units[1].elements[0]",
        "units[1].elements[0].count",
        "units[1].elements[0].options[2]",
        "units[1].elements[0].links.towed-by",
    ]
    assert [str(w) for w in (roster_option("scale"), top("limit"), top("fonts").key("body"), ROSTER)] == [
        "options.scale",
        "limit",
        "fonts.body",
        "",
    ]
    assert str(of_steps(["constraints", 0, "select"])) == "constraints[0].select"
    for where in (entry.option(2), entry.link("towed-by"), roster_option("scale"), top("limit")):
        assert parse(str(where)) == where


def test_the_whole_roster_is_no_place_and_an_entry_holds_what_is_inside_it() -> None:
    assert not ROSTER and top("limit") and of_place((0,))
    battalion = of_place((1,))
    assert of_place((1, 0)).within(battalion) and battalion.key("count").within(battalion)
    assert not battalion.within(battalion) and not of_place((10,)).within(battalion)
    assert not of_place((1, 0)).within(of_place((1, 0)).option(0))


def test_findings_are_put_in_roster_order_by_their_places() -> None:
    places = [of_place((2,)), of_place((1, 0)).key("count"), top("limit"), ROSTER, of_place((1,))]
    assert [str(w) for w in sorted(places, key=lambda w: w.order)] == [
        "",
        "limit",
        "units[1]",
        "units[1].elements[0].count",
        "units[2]",
    ]


def test_a_report_carries_typed_places_and_its_json_their_text(mini: Catalog) -> None:
    written = [{**SQUAD, "elements": [{"element": "leader", "count": 0}, {"element": "soldeir"}]}]
    report = evaluate(roster("mini", written, options={"q": 1}), mini)
    assert all(isinstance(line.where, Where) for line in (*report.units, *report.lines))
    assert [str(line.where) for line in report.lines] == ["units[0].elements[0]", "units[0].elements[1]"]
    assert report.lines[0].formation == of_place((0,))
    by_code = {p.code: p for p in report.errors}
    count, unknown = by_code["count.invalid"], by_code["element.unknown"]
    assert count.where == of_place((0, 0)).key("count") and count.unit == of_place((0, 0))
    assert by_code["option.unknown"].where == roster_option("q") and by_code["option.unknown"].unit == ROSTER
    assert unknown.fix is not None and unknown.fix.where == of_place((0, 1))
    for problem in report.problems:
        said = problem.as_dict()
        assert said["where"] == str(problem.where)
        assert "fix" not in said or said["fix"]["where"] == str(problem.fix.where if problem.fix else "")


def test_a_file_problem_is_placed_by_steps_and_a_broken_entry_read_apart_by_them() -> None:
    text = "format: 1\nsystem: tank-attack\nname: X\nunits:\n  - element: tank\n    Count: 2\n"
    with pytest.raises(InputError) as refused:
        roster_of(parse_yaml(text, "r.yaml"), text, "r.yaml")
    assert refused.value.where == of_place((0,)).key("Count") and str(refused.value).startswith(
        "r.yaml:6:5: units[0].Count: unknown key"
    )
    apart = roster_of(parse_yaml(text, "r.yaml"), text, "r.yaml", entries_apart=True)
    [broken] = apart.units
    assert isinstance(broken, UnreadEntry) and [u.steps for u in broken.unread] == [("units", 0, "Count")]


def test_a_text_list_notes_the_line_of_each_entry_by_its_place(shipped: CatalogSet) -> None:
    listed = read_text_list("# Tank Attack\nInfantry Battalion:\n  4 x Rifles\n2 x Tank\n", list(shipped))
    assert listed.places == {of_place((0,)): 2, of_place((0, 0)): 3, of_place((1,)): 4}


def test_a_place_in_a_file_is_had_without_loading_the_rules() -> None:
    """Every command's errors carry places: `--help` and a broken file's message must not wait
    for the engine to load."""
    code = (
        "import sys, armybuilder.errors, armybuilder.engine.where\n"
        "print('armybuilder.engine.evaluate' in sys.modules)\n"
        "from armybuilder.engine import Report, evaluate\n"
        "print(evaluate.__module__, Report.__name__)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.split("\n")[:2] == ["False", "armybuilder.engine.evaluate Report"]


QUIET = ("--follow-imports=silent", "--config-file", "/dev/null")
"""mypy on one file alone: what it imports checked only as far as the file uses it, with no project settings."""


def test_a_place_is_a_value_the_type_checker_keeps_read_only(tmp_path: Path) -> None:
    # The engine's records are not frozen at run time (for speed); `make lint` is what refuses a change.
    changed = tmp_path / "changed.py"
    changed.write_text("from armybuilder.engine.where import Where\n\nWhere(('units', 1)).steps = ()\n")
    checked = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-incremental", "--cache-dir", "/dev/null", *QUIET, str(changed)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert checked.returncode == 1, checked.stdout + checked.stderr
    assert 'Property "steps" defined in "Where" is read-only' in checked.stdout
    assert of_place((1,)) == Where(("units", 1)) and len({of_place((1,)), Where(("units", 1))}) == 1
