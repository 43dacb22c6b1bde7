"""The command line as users and organisers' scripts use it: exit codes, JSON, help, each command."""

import json
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from armybuilder.cli import COMMANDS
from tests.conftest import ROOT, TEST_CATALOGS

EXAMPLE = ROOT / "catalogs" / "examples" / "tank-attack-36ap.yaml"
GOLDEN = ROOT / "tests" / "golden" / "tank-attack"
CONTRACT_KEYS = ["file", "system", "name", "valid", "costs", "limit", "errors", "warnings", "fingerprint"]
PROBLEM_KEYS = ["code", "severity", "message", "where", "rule", "hint"]


def test_help_lists_every_command_and_each_has_examples(cli) -> None:
    top = cli("--help")
    assert top.code == 0
    for name in COMMANDS:
        assert name in top.out
        sub = cli(name, "--help")
        assert sub.code == 0 and "examples:" in sub.out, name


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
    assert good["valid"] is True and good["fingerprint"] == "7742-e452-0cb7"


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
    assert "Total: 36 / 36 AP" in out
    assert "Break point: the army breaks once it has lost 18 AP" in out
    assert "Figures to paint: 23" in out
    assert "Assumptions that apply" in out and "General: The general is a Rifles element" in out


def test_show_of_an_invalid_roster_lists_its_problems(cli) -> None:
    result = cli("show", GOLDEN / "invalid-general.yaml")
    assert result.code == 1
    assert "NOT VALID" in result.out and "[general.type]" in result.out


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
    bad.write_text(text)
    result = cli("lint", bad)
    assert result.code == 1
    out = result.out
    assert "elements[3].category: unknown category `vehicel`" in out and "did you mean `vehicle`?" in out
    assert "formations[0].slots[0].element: unknown element `leeder`" in out
    assert "elements[4].id: the id `tank` is used again (first at elements[2])" in out
    assert "constraints[3]: min 3 is above max 2" in out
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
    assert "Big Gun; towed by #nobody (missing)" in out
    header = next(line for line in out.splitlines() if line.startswith("Unit"))
    assert "Strength" in header


def test_show_of_a_system_without_points_general_or_basing_reads_in_its_own_terms(cli) -> None:
    out = cli("show", ROOT / "catalogs" / "examples" / "pagano-armour-kampfgruppe.yaml").out
    lines = out.splitlines()
    header = next(line for line in lines if line.startswith("Unit"))
    assert header.split() == ["Unit", "Count", "MP", "Gun", "Type", "D", "F", "S", "R", "Wt"]
    tiger = next(line for line in lines if line.strip().startswith("Tiger I"))
    assert tiger.split()[2:] == ["2"] + ["unknown"] * 5 + ["-2", "unknown", "unknown"]
    assert "Total: 2 platoons" in out and "Total: 1 independent (no morale tests)" in out
    assert "General:" not in out and "Figures to paint" not in out


def test_catalogs_shows_the_tags_a_players_own_elements_may_carry(cli) -> None:
    out = cli("catalogs", "pagano-armour").out
    assert "heavy: Heavy vehicle — May form a heavy platoon of 2-3. (tiger-i)" in out
    assert "recon: Reconnaissance vehicle" in out
