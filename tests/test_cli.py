"""The command line as users and organisers' scripts use it: exit codes, JSON, help, each command."""

import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from armybuilder.cli.commands import COMMANDS
from tests.conftest import ROOT, TEST_CATALOGS

EXAMPLE = ROOT / "catalogs" / "examples" / "tank-attack-36ap.yaml"
GOLDEN = ROOT / "tests" / "golden" / "tank-attack"
CONTRACT_KEYS = [
    "file",
    "system",
    "name",
    "valid",
    "costs",
    "limit",
    "errors",
    "warnings",
    "fingerprint",
    "player",
    "options",
]
PROBLEM_KEYS = ["code", "severity", "message", "where", "rule", "hint"]


def test_help_lists_every_command_and_each_has_examples(cli) -> None:
    top = cli("--help")
    assert top.code == 0
    for name in (command.NAME for command in COMMANDS):
        assert name in top.out
        sub = cli(name, "--help")
        assert sub.code == 0 and "examples:" in sub.out, name


def test_event_publish_help_shows_each_format(cli) -> None:
    """An organiser posting to a forum found no example of the Markdown page."""
    shown = cli("event", "publish", "--help").out
    assert "event publish pack/lock.json -o lists.html" in shown
    assert "event publish pack/lock.json -o lists.md   # Markdown" in shown


def test_no_arguments_prints_help(cli) -> None:
    result = cli()
    assert result.code == 0 and "commands" in result.out


def test_check_exit_status_follows_validity(cli) -> None:
    assert cli("check", EXAMPLE).code == 0
    assert cli("check", GOLDEN / "invalid-over-limit.yaml").code == 1
    assert cli("check", EXAMPLE, GOLDEN / "invalid-over-limit.yaml").code == 1
    assert cli("check", GOLDEN / "valid-starter-13ap.yaml").code == 0


@pytest.mark.parametrize(
    "args",
    [["check"], ["check", "x.yaml", "--format", "xml"], ["check", "x.yaml", "--limit", "-3"], ["nonsense"]],
)
def test_usage_errors_exit_2_without_traceback(cli, args: list[str]) -> None:
    result = cli(*args)
    assert result.code == 2
    assert "Traceback" not in result.err and "usage:" in result.err


def test_json_is_one_array_in_the_order_given_with_the_contract_keys(cli) -> None:
    files = [GOLDEN / "invalid-over-limit.yaml", GOLDEN / "file-syntax-error.yaml", EXAMPLE]
    result = cli("check", *files, "--format", "json")
    reports = json.loads(result.out)
    assert [r["file"] for r in reports] == [str(f) for f in files]
    for report in reports:
        assert list(report) == CONTRACT_KEYS
        assert report["valid"] == (report["errors"] == [])
        for problem in report["errors"] + report["warnings"]:
            assert list(problem) == PROBLEM_KEYS
    over, broken, good = reports
    assert over["costs"] == {"AP": 39} and over["limit"] == {"AP": 36}
    assert over["errors"][0]["code"] == "cost.over-limit"
    assert broken["valid"] is False and broken["costs"] is None and broken["system"] is None
    assert broken["errors"][0]["code"].startswith("file.")
    assert broken["errors"][0]["message"].startswith("line 7, column 4: ")
    assert good["valid"] is True and good["fingerprint"] == "333d-10de-ab74"


def test_limit_option_overrides_the_roster(cli) -> None:
    report = json.loads(cli("check", EXAMPLE, "--format", "json", "--limit", "40").out)[0]
    assert report["limit"] == {"AP": 40}
    assert [w["code"] for w in report["warnings"]] == ["cost.under-limit"]
    assert json.loads(cli("check", EXAMPLE, "--format", "json", "--limit", "30").out)[0]["valid"] is False


def test_check_accepts_a_folder(cli, tmp_path: Path) -> None:
    for name in ("a.yaml", "b.yaml"):
        (tmp_path / name).write_text(EXAMPLE.read_text())
    result = cli("check", tmp_path)
    assert result.code == 0
    assert "2 rosters: 2 valid, 0 not valid" in result.out


def test_text_output_is_plain_when_piped_and_names_line_and_fix(cli) -> None:
    result = cli("check", GOLDEN / "invalid-unknown-ids.yaml")
    assert "\033[" not in result.out
    assert "invalid-unknown-ids.yaml:13:5: error [element.unknown] units[2]:" in result.out
    assert "fix: did you mean `sturmtruppe`?" in result.out


def test_colour_when_forced(cli, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FORCE_COLOR", "1")
    assert "\033[" in cli("check", EXAMPLE).out


def test_show_prints_units_costs_bases_general_break_point_and_assumptions(cli) -> None:
    result = cli("show", EXAMPLE)
    assert result.code == 0
    out = result.out
    assert "3rd Wessex Rifles  VALID" in out
    assert "★ Brigade HQ (Rifles)" in out
    assert "    Rifles                              4        2        8  40 × 30    12" in out
    assert "Tank                                    2        4        8  40 × 40    2" in out, (
        "declared as the rules'"
    )
    assert "Total                                  13           36 / 36" in out
    assert "General (★): Brigade HQ (Rifles)" in out
    assert "Break point: the army breaks once it has lost 18 AP" in out
    assert "Figures to paint: 23" in out
    assert "Assumptions that apply" in out and "General: The general is a Rifles element" in out


def test_show_of_an_invalid_roster_lists_its_problems(cli) -> None:
    result = cli("show", GOLDEN / "invalid-general.yaml")
    assert result.code == 1
    assert "NOT VALID" in result.out and "[general.type]" in result.out


def test_show_and_pdf_of_a_missing_file_name_it_as_an_error_not_a_roster_verdict(cli, tmp_path: Path) -> None:
    missing = tmp_path / "nosuch.yaml"
    for args in (("show", missing), ("pdf", missing, "-o", tmp_path / "out.pdf")):
        result = cli(*args)
        assert result.code == 1 and result.out == "", args
        assert result.err.startswith(f"{missing}: no such file") and "NOT VALID" not in result.err, args
    broken = tmp_path / "broken.yaml"
    broken.write_text("format: 1\nunits: [\n")
    assert "NOT VALID" in cli("show", broken).out  # a file that is there is judged as a roster


def test_show_marks_an_unknown_formation_as_it_marks_an_unknown_element(cli) -> None:
    out = cli("show", GOLDEN / "invalid-unknown-ids.yaml").out
    assert "infantry-batallion (unknown)" in out and "sturmtrupe (unknown)" in out


def test_new_writes_a_starter_that_passes_check_but_for_the_limit(cli, tmp_path: Path) -> None:
    target = tmp_path / "army.yaml"
    result = cli("new", "--system", "tank-attack", "--name", "Wessex", "-o", target)
    assert result.code == 0 and "13 / 36 AP" in result.out
    report = json.loads(cli("check", target, "--format", "json").out)[0]
    assert report["valid"] and report["costs"] == {"AP": 13}
    assert [w["code"] for w in report["warnings"]] == ["cost.under-limit"]
    assert yaml.safe_load(target.read_text())["name"] == "Wessex"


def test_new_refuses_to_overwrite_and_knows_the_systems(cli, tmp_path: Path) -> None:
    target = tmp_path / "army.yaml"
    target.write_text("precious")
    refused = cli("new", "--system", "tank-attack", "-o", target)
    assert refused.code == 2 and "--force" in refused.err and target.read_text() == "precious"
    unknown = cli("new", "--system", "tank-atak")
    assert unknown.code == 2 and "tank-attack" in unknown.err


def test_catalogs_lists_name_version_revision_source(cli) -> None:
    result = cli("catalogs")
    assert result.code == 0
    line = next(line for line in result.out.splitlines() if line.startswith("tank-attack"))
    assert "Tank Attack" in line and "5.0" in line and "tank-attack-v5-hitt-ww1.txt" in line


def test_catalogs_describes_one_system(cli) -> None:
    result = cli("catalogs", "tank-attack")
    assert "sturmtruppe" in result.out and "infantry-battalion" in result.out
    assert "default limit 108 AP when massed-battles is true; otherwise 36 AP" in result.out
    assert "Zeppelin" in result.out


def test_schema_prints_json_schema(cli) -> None:
    for kind in ("catalog", "roster"):
        schema = json.loads(cli("schema", kind).out)
        assert schema["$schema"].startswith("https://json-schema.org/")
        assert "properties" in schema


def test_lint_accepts_a_good_catalog_and_names_the_place_of_each_mistake(cli, tmp_path: Path) -> None:
    assert cli("lint", TEST_CATALOGS / "mini.yaml").code == 0
    bad = tmp_path / "mini.yaml"
    text = (TEST_CATALOGS / "mini.yaml").read_text()
    text = text.replace(
        "category: vehicle\n    tags: [transport]", "category: vehicel\n    tags: [transport]"
    )
    text = text.replace("- {element: leader, min: 1, max: 1}", "- {element: leeder, min: 1, max: 1}")
    text = text.replace("  - id: gun\n", "  - id: tank\n")
    text = text.replace("max: 2, message", "min: 3, max: 2, message")
    text = text.replace("at most {max} tanks", "at most {limit} tanks")
    text = text.replace("not in {value}", "not in {value:>4}")
    text = text.replace("years unknown, so {value}", "years unknown, so {stat}")
    bad.write_text(text)
    result = cli("lint", bad)
    assert result.code == 1
    out = result.out
    assert "elements[3].category: unknown category `vehicel`" in out and "did you mean `vehicle`?" in out
    assert "formations[0].slots[0].element: unknown element `leeder`" in out
    assert "elements[4].id: the id `tank` is used again (first at elements[2])" in out
    assert "constraints[3]: min 3 is above max 2" in out
    assert "constraints[3].message: `{limit}` is not a field this kind of rule fills" in out
    assert "use one of count, max, min" in out
    assert "constraints[6].message: " in out and "write fields as plain `{name}`" in out
    assert "constraints[6].unknown.message: `{stat}` is not a field this kind of rule fills" in out
    assert f"{bad}:" in out and ": error [lint.reference]" in out


def test_lint_reports_schema_errors_with_line_and_column(cli, tmp_path: Path) -> None:
    bad = tmp_path / "mini.yaml"
    bad.write_text((TEST_CATALOGS / "mini.yaml").read_text().replace('version: "1"', "version: 1"))
    result = cli("lint", bad)
    assert result.code == 1
    assert f"{bad}:5:10: error [file.schema] version: expected text, got the number 1" in result.out


def test_console_script_runs_as_a_process() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "armybuilder", "check", str(EXAMPLE)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0 and "VALID" in result.stdout


def test_the_program_writes_all_its_output_before_it_ends(tmp_path: Path) -> None:
    """The program ends without the interpreter's teardown: every byte must be out first, and a
    reader that stops early (`| head`) must get no traceback."""
    files = [str(f) for f in sorted(GOLDEN.glob("*.yaml")) if not f.name.endswith(".event.yaml")] * 20
    command = [sys.executable, "-m", "armybuilder", "check", "--format", "json", *files]
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    assert result.returncode == 1 and len(json.loads(result.stdout)) == len(files), result.stderr
    head = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert head.stdout is not None
    head.stdout.readline()
    head.stdout.close()  # as `| head -1` does
    _, err = head.communicate(timeout=60)
    assert "Traceback" not in err and head.returncode == 1


def test_parallel_check_gives_the_same_output_in_the_same_order(cli, tmp_path: Path) -> None:
    files = sorted(GOLDEN.glob("*.yaml")) * 3
    for form in ("json", "text"):
        alone = cli("check", *files, "--format", form, "--jobs", "1")
        together = cli("check", *files, "--format", form, "--jobs", "2")
        assert together.out == alone.out and together.code == alone.code == 1


def test_show_names_link_targets_and_stats_in_the_systems_terms(cli) -> None:
    roster = ROOT / "tests" / "data" / "links.yaml"
    out = cli("show", roster, "--catalogs", TEST_CATALOGS).out
    assert "Soldier [Regular]; carried by Lorry #lorry-1" in out
    assert "Big Gun; towed by #nobody (no such unit)" in out
    header = next(line for line in out.splitlines() if line.startswith("Unit"))
    assert "Strength" in header


def test_show_says_under_the_units_what_each_shortened_heading_means(
    cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    out = cli("show", ROOT / "catalogs" / "examples" / "pagano-armour-kampfgruppe.yaml").out.splitlines()
    total = next(n for n, line in enumerate(out) if line.startswith("Total"))
    assert out[total + 1].startswith("MP: Movement points · D: Double rate of fire · F: Front armour")
    # The figures Pagano's text leaves open read '?' and the legend says so: in 80 columns, every
    # line of the table and its legend fits, and no meaning is broken across two lines.
    tiger = next(line for line in out if line.strip().startswith("Tiger I "))
    assert tiger.split()[3:] == ["?", "?", "?", "?", "?", "-2", "?", "?"]
    legend = out[total + 1 : out.index("", total)]
    assert legend[-1].endswith("?: not given by the rules") and "S: Side armour modifier" in " ".join(legend)
    assert all(len(line) <= 80 for line in out[: out.index("", total)])
    assert not any(line.endswith(":") or line.startswith("Side") for line in legend)
    ohw = cli("show", ROOT / "catalogs" / "examples" / "ohw-ww2-rifle-company.yaml").out.splitlines()
    assert ohw[next(n for n, line in enumerate(ohw) if line.startswith("Total")) + 1] == ""


def test_writing_where_it_cannot_is_one_message(cli, tmp_path: Path) -> None:
    result = cli("new", "--system", "tank-attack", "-o", tmp_path / "missing" / "army.yaml")
    assert result.code == 2
    assert result.err.startswith(f"armybuilder new: no folder {tmp_path / 'missing'} to write army.yaml in")
    assert not list(tmp_path.iterdir())


def test_a_roster_given_to_lint_and_a_catalog_given_to_check_say_so(cli) -> None:
    linted = cli("lint", EXAMPLE)
    assert linted.code == 1 and "this looks like a roster, not a catalog" in linted.out
    checked = cli("check", ROOT / "catalogs" / "tank-attack.yaml")
    assert checked.code == 1 and "this looks like a catalog, not a roster" in checked.out


def test_an_unexpected_error_is_reported_briefly(cli, monkeypatch: pytest.MonkeyPatch) -> None:
    import armybuilder.cli.roster_text as roster_text

    def broken(*args: object) -> None:
        raise ZeroDivisionError("oops")

    monkeypatch.setattr(roster_text, "render", broken)
    result = cli("show", EXAMPLE)
    assert result.code == 1 and "This is a bug in armybuilder" in result.err and "Traceback" not in result.err


def test_show_of_a_system_without_points_basing_or_general_reads_in_its_own_terms(cli) -> None:
    out = cli("show", ROOT / "catalogs" / "examples" / "ohw-ww2-hex-armoured-brigade.yaml").out
    header = next(line for line in out.splitlines() if line.startswith("Unit"))
    assert header.split("  ")[0] == "Unit" and "Strength" in header and "Range (hexes)" in header
    assert "Base" not in header and "Figures" not in header and "AP" not in header
    assert "6 / 6 units" in out and "General" not in out
    assert "8th Hussars (Tank) [Light, Regular]" in out
    assert "8th Hussars (Tank) [Light, Regular] — Strength: " + "□" * 12 + "\n" in out


PANTHERS = """format: 1
system: my-armour
name: Kampfgruppe
options: {side: Axis}
units:
  - formation: platoon
    elements: [{element: pz-iv, count: 4}]
  - formation: platoon
    elements:
      - {element: puma, count: 3}
      - {element: puma%s}
"""
"""Two platoons of four, one vehicle of the player's own type split off, with or without a base."""


@pytest.mark.parametrize(
    ("base", "painted"),
    [
        ("", None),
        (", base: {width: 30, depth: 15, figures: 1}", None),
        (", base: {width: 30, depth: 15, figures: 2}", "9"),
    ],
)
def test_show_counts_one_figure_for_each_vehicle_whether_or_not_a_base_is_declared(
    cli, tmp_path: Path, base: str, painted: str | None
) -> None:
    # Pagano: one model is one vehicle, the player's own types too. A declared base of one figure
    # once made the army one figure to paint. Where each vehicle is one figure, the count says it:
    # the figures show only where a declared base makes them differ.
    roster = tmp_path / "kampfgruppe.yaml"
    roster.write_text(PANTHERS % base)
    out = cli("show", roster, "--catalogs", ROOT / "tests" / "golden" / "pagano-armour" / "catalogs").out
    header = next(line for line in out.splitlines() if line.startswith("Unit"))
    assert ("Base (mm)" in header) == bool(base)
    if painted is None:
        assert "Figures" not in header and "Figures to paint" not in out
    else:
        assert f"\nFigures to paint: {painted}\n" in out and "2 (rules: 1)" in out


def test_show_prints_a_track_for_every_unit_an_entry_counts(cli, tmp_path: Path) -> None:
    roster = tmp_path / "company.yaml"
    roster.write_text("format: 1\nsystem: ohw-ww2\nname: Tanks\nunits:\n  - {element: tank, count: 2}\n")
    out = cli("show", roster).out
    hits = "Hits: □□□□□|□□□□□|□□□□□  (5: -1 fire, 10: -2 fire and 5 hits permanent, 15: destroyed)"
    assert f"  Tank 1 of 2 — {hits}\n  Tank 2 of 2 — {hits}\n" in out
    assert "Base (mm)" not in out and "6 (tank)" in out


def test_show_numbers_the_tracks_of_an_entry_split_in_two_as_one(cli, tmp_path: Path) -> None:
    # Four Pumas split three and one once read 'Puma 1 of 3' to '3 of 3', then 'Puma': the fourth
    # is '4 of 4'. A named vehicle outside the platoon is a unit of its own title.
    roster = tmp_path / "kampfgruppe.yaml"
    roster.write_text(PANTHERS % "" + "  - {element: puma, name: Ambush}\n  - {element: pz-iv}\n")
    out = cli("show", roster, "--catalogs", ROOT / "tests" / "golden" / "pagano-armour" / "catalogs").out
    stunned = [line.split(" — ")[0].strip() for line in out.splitlines() if " — Stunned: " in line]
    assert stunned == [
        *(f"Pz IV {n} of 4" for n in range(1, 5)),
        *(f"Puma {n} of 4" for n in range(1, 5)),
        "Ambush (Puma)",
        "Pz IV",
    ]


def test_show_keeps_each_vehicles_boxes_together_across_a_split_and_numbers_the_platoons(
    cli, tmp_path: Path
) -> None:
    """Pumas split three and one read Stunned 1-3, Immobilised 1-3, then Stunned 4, Immobilised 4;
    and the two platoons' losses were both "Platoon — Vehicles lost"."""
    roster = tmp_path / "kampfgruppe.yaml"
    roster.write_text(PANTHERS % ", base: {width: 30, depth: 15, figures: 1}")
    out = cli("show", roster, "--catalogs", ROOT / "tests" / "golden" / "pagano-armour" / "catalogs").out
    tracks = out[out.index("\nTracks:\n") :].split("\n\n")[0].splitlines()[2:]
    labels = [line.split(":")[0].strip() for line in tracks]
    vehicle = ("{} {} of 4 — Stunned", "{} {} of 4 — Immobilised")
    assert labels == [
        "Platoon 1 of 2 — Vehicles lost",
        *(one.format("Pz IV", n) for n in range(1, 5) for one in vehicle),
        "Platoon 2 of 2 — Vehicles lost",
        *(one.format("Puma", n) for n in range(1, 5) for one in vehicle),
    ]
    from pypdf import PdfReader

    sheet = tmp_path / "kampfgruppe.pdf"
    catalogs = ROOT / "tests" / "golden" / "pagano-armour" / "catalogs"
    assert cli("pdf", roster, "-o", sheet, "--catalogs", catalogs).code == 0
    text = " ".join(page.extract_text() for page in PdfReader(sheet).pages)
    assert "Platoon 1 of 2" in text and "Platoon 2 of 2" in text, "the sheet tells the platoons apart too"


def test_show_marks_a_box_with_an_effect_by_a_bar_before_the_next_box(cli) -> None:
    out = cli("show", ROOT / "catalogs" / "examples" / "pagano-armour-kampfgruppe.yaml").out
    assert "— Stunned: □|□  (1: " in out and "— Immobilised: □  (1: " in out


def test_a_catalog_with_broken_references_is_refused_not_blamed_on_the_roster(cli, tmp_path: Path) -> None:
    mine = tmp_path / "mine"
    mine.mkdir()
    text = (ROOT / "catalogs" / "tank-attack.yaml").read_text()
    (mine / "tank-attack.yaml").write_text(
        text.replace("{element: machinegun, min: 1, max: 1}", "{element: machinegunn, min: 1, max: 1}", 1)
    )
    [report] = json.loads(cli("check", EXAMPLE, "--format", "json", "--catalogs", mine).out)
    [error] = report["errors"]
    assert error["code"] == "catalog.invalid"
    assert (
        "formations[0].slots[1].element: 3 problems; the first: unknown element `machinegunn`"
        in error["message"]
    )
    listed = cli("catalogs", "--catalogs", mine)
    assert listed.code == 1 and "cannot be used" in listed.out and "machinegunn" in listed.err


def test_lint_reports_negative_and_missing_costs_and_goes_on_past_a_file_name(cli, tmp_path: Path) -> None:
    text = (TEST_CATALOGS / "mini.yaml").read_text()
    text = text.replace("    cost: {pts: 3}\n", "    cost: {pts: -3}\n", 1).replace(
        "    cost: {pts: 2}\n    stats: {from: 1900", "    stats: {from: 1900", 1
    )
    bad = tmp_path / "house-rules.yaml"
    bad.write_text(text)
    out = cli("lint", bad).out
    assert "id: the id `mini` differs from the file name `house-rules.yaml`" in out
    assert "elements[1].cost.pts: leader costs -3 pts; an element's cost cannot be negative" in out
    assert "warning [lint.cost] elements[3].cost: lorry has no pts cost, so it counts as free" in out


def test_folders_are_searched_to_the_bottom_and_each_skipped_file_is_named_once(cli, tmp_path: Path) -> None:
    lists, empty = tmp_path / "lists", tmp_path / "empty"
    (lists / "late" / "later").mkdir(parents=True)
    (lists / ".git").mkdir()
    empty.mkdir()
    for name in ("b.yaml", "A.YML", ".draft.yaml", "late/c.yaml", "late/later/d.yml", ".git/e.yaml"):
        (lists / name).write_text(EXAMPLE.read_text().replace("A. Player", name))
    (lists / "notes.txt").write_text("not a roster")
    os.mkfifo(lists / "pipe.yaml")
    (lists / "loop.yaml").symlink_to("loop.yml")
    (lists / "loop.yml").symlink_to("loop.yaml")
    (lists / "gone.yaml").symlink_to("nowhere.yaml")
    result = cli("check", lists, empty, "--format", "json")
    found = [Path(r["file"]).relative_to(lists).as_posix() for r in json.loads(result.out)]
    assert found == ["A.YML", "b.yaml", "late/c.yaml", "late/later/d.yml"]
    assert result.code == 0
    skipped = result.err.splitlines()
    assert sorted(skipped) == sorted(
        [
            f"armybuilder check: skipped {lists / '.draft.yaml'}: hidden (its name starts with a dot)",
            f"armybuilder check: skipped {lists / '.git'}: hidden (its name starts with a dot)",
            f"armybuilder check: skipped {lists / 'notes.txt'}: no list in it: it is no roster, and no line "
            "counts a unit (`2 x NAME`) or marks a general",
            f"armybuilder check: skipped {lists / 'pipe.yaml'}: not a regular file",
            f"armybuilder check: skipped {lists / 'loop.yaml'}: its links lead round in a loop",
            f"armybuilder check: skipped {lists / 'loop.yml'}: its links lead round in a loop",
            f"armybuilder check: skipped {lists / 'gone.yaml'}: a link to nothing",
            f"armybuilder check: skipped {empty}: the folder holds no list (roster, text list or e-mail)",
        ]
    )
    assert cli("check", empty).code == 2


def test_no_colour_on_a_dumb_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    from armybuilder.cli.style import Style

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    assert Style(Terminal()).on
    monkeypatch.setenv("TERM", "dumb")
    assert not Style(Terminal()).on


def test_catalogs_lists_the_list_rules_and_element_options(cli) -> None:
    out = cli("catalogs", "mini", "--catalogs", TEST_CATALOGS).out
    assert (
        # Stats by name, as the cards and the editor give an option's effects; options by id, as written.
        "  Quality (choose one, default regular): elite (+2 pts, Strength 20), regular (Strength 15), militia (-1 pts, Strength 10)"
        in out
    )
    assert "  general.*: exactly 1 general (Leader)" in out
    assert "  core.missing (error, when big is false): Core" in out
    assert "  link.*: `links: {towed-by: UNIT-ID}` (Towed by): Towing" in out


def test_show_prints_tows_and_carriers_for_a_1916_column(cli) -> None:
    out = cli("show", ROOT / "catalogs" / "examples" / "wtj-1916-verdun-column.yaml").out
    rows = {cells[0]: cells[1:] for cells in (re.split(r"\s{2,}", line.strip()) for line in out.splitlines())}
    assert rows["Unit"] == ["Count", "Moves as", "Class", "Tows class", "Carries"]
    # The target by its own name, as the editor gives it: two trucks tell apart by it.
    assert rows["Infantry base; carried by 1st Motor Section (Truck) #trucks-1"] == [
        "2",
        "Walking or rushing",
    ]
    assert rows["Field Battery (French 75mm field gun); towed by Horse team and limber #teams-1"] == [
        "2",
        "Manhandled or towed",
        "5",
    ]
    assert rows["Heavy Battery (Large gun) [Class 8]; towed by Tractor #tractor-1"] == [
        "1",
        "Manhandled or towed",
        "8",
    ]
    # A figure the rules leave open reads '?', as in the editor, and the legend under the table
    # says what it means: the chapter gives no truck tow class.
    assert rows["1st Motor Section (Truck) #trucks-1"] == ["2", "Wheeled", "?", "2"]
    assert "\n?: not given by the rules\n" in out
    assert "Truck: Carries 2 infantry bases" in out


def test_show_of_a_system_without_points_general_or_basing_reads_in_its_own_terms(cli) -> None:
    out = cli("show", ROOT / "catalogs" / "examples" / "pagano-armour-kampfgruppe.yaml").out
    lines = out.splitlines()
    header = next(line for line in lines if line.startswith("Unit"))
    assert header.split() == ["Unit", "Count", "MP", "Gun", "Type", "D", "F", "S", "R", "Wt"]
    tiger = next(line for line in lines if line.strip().startswith("Tiger I"))
    assert tiger.split()[2:] == ["2"] + ["?"] * 5 + ["-2", "?", "?"]
    assert "Platoons: 2" in out and "Independent (no morale tests): 1" in out
    assert "General:" not in out and "Figures to paint" not in out


def test_catalogs_shows_the_tags_a_players_own_elements_may_carry(cli) -> None:
    out = cli("catalogs", "pagano-armour").out
    assert (
        "heavy: Heavy tank — May form a heavy platoon of 2-3 (a role, not the Wt H class). (tiger-i)" in out
    )
    assert "recon: Reconnaissance vehicle" in out


def test_one_file_that_trips_a_bug_does_not_lose_the_others(cli, monkeypatch: pytest.MonkeyPatch) -> None:
    import armybuilder.checking.checked as common

    real = common.evaluate

    def fussy(roster, catalog, **kwargs):
        if roster.name == "Too Much":
            raise KeyError("boom")
        return real(roster, catalog, **kwargs)

    monkeypatch.setattr(common, "evaluate", fussy)
    result = cli("check", EXAMPLE, GOLDEN / "invalid-over-limit.yaml", "--format", "json", "--jobs", "1")
    good, broken = json.loads(result.out)
    assert good["valid"] is True
    assert broken["errors"][0]["code"] == "internal.error" and "KeyError" in broken["errors"][0]["message"]
    assert result.code == 1


def test_lint_refuses_message_fields_the_engine_cannot_fill(cli, tmp_path: Path) -> None:
    bad = tmp_path / "mini.yaml"
    text = (TEST_CATALOGS / "mini.yaml").read_text()
    bad.write_text(
        text.replace(
            'message: "needs {min} squad; has {count}"', 'message: "needs {min:.1f} squad; has {count!r}"'
        )
    )
    result = cli("lint", bad)
    assert result.code == 1 and "constraints[0].message: `{min:.1f}` is not a plain field" in result.out


def test_limit_on_the_command_line_must_be_finite(cli) -> None:
    result = cli("check", EXAMPLE, "--limit", "inf")
    assert result.code == 2 and "the limit must be a number more than 0" in result.err


def test_a_table_wider_than_the_terminal_wraps_its_names_not_its_rows() -> None:
    from armybuilder.cli.style import Style
    from armybuilder.cli.table import table

    rows = [
        ["Heavy Battery (Large gun); towed by Tractor #tractor-1", "1", "Manhandled or towed"],
        ["    Infantry base", "2", "Walking or rushing"],
    ]
    lines = table(["Unit", "Count", "Moves as"], rows, Style(io.StringIO(), colour=False), right=[1], fit=50)
    assert lines == [
        "Unit                      Count  Moves as",
        "Heavy Battery (Large          1  Manhandled or towed",
        "  gun); towed by Tractor",
        "  #tractor-1",
        "    Infantry base             2  Walking or rushing",
    ]


def test_a_limit_from_the_command_line_on_a_game_without_points_says_to_leave_it_out(cli) -> None:
    wtj = ROOT / "catalogs" / "examples" / "wtj-1916-verdun-column.yaml"
    [report] = json.loads(cli("check", wtj, "--limit", "30", "--format", "json").out)
    [unused] = [w for w in report["warnings"] if w["code"] == "limit.unused"]
    assert unused["hint"] == "leave out `--limit` for this system" and unused["where"] == ""


def test_a_base_with_the_wrong_figures_says_how_many_in_plain_words(cli, tmp_path: Path) -> None:
    roster = tmp_path / "mg.yaml"
    roster.write_text(
        "format: 1\nsystem: tank-attack\nname: X\nunits:\n"
        "  - element: machinegun\n    base: {width: 40, depth: 30, figures: 2}\n"
    )
    [report] = json.loads(cli("check", roster, "--format", "json").out)
    [figures] = [w for w in report["warnings"] + report["errors"] if w["code"] == "basing.figures"]
    assert figures["message"] == "Machinegun bases hold 1 figure; this one has 2"
    assert figures["hint"] == "put 1 figure on the base"


def test_lint_names_the_rule_a_starter_roster_breaks(cli, tmp_path: Path) -> None:
    text = (TEST_CATALOGS / "mini.yaml").read_text()
    bad = tmp_path / "mini.yaml"
    bad.write_text(text[: text.index("starter:\n")] + "starter:\n  - {element: soldier, count: 1}\n")
    result = cli("lint", bad)
    assert result.code == 1
    assert (
        "error [lint.starter] starter: the starter roster breaks a rule: [general.missing] the army has no general"
        in result.out
    )


def test_show_gives_a_stat_its_unit_where_the_column_heading_does_not(cli) -> None:
    out = cli("show", ROOT / "tests" / "golden" / "pagano-armour" / "valid-allied-full-platoon.yaml").out
    # 'Gun' says no unit, so the cell does, as on the sheet; '85' alone could be any gauge.
    assert re.search(r"T-34-85\s+5\s+\?\s+85 mm\s+L", out)
