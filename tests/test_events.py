"""Tournament mode: event files, judging under an event, batch findings, the pack, the lock and verify."""

import csv
import datetime
import io
import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from pypdf import PdfReader

from armybuilder.engine import Report, evaluate
from armybuilder.engine.batch import batch_found
from armybuilder.engine.compare import with_findings
from armybuilder.engine.fingerprint import without_links
from armybuilder.engine.identity import Sender
from armybuilder.errors import InputError
from armybuilder.events.event_file import load_event, starter
from armybuilder.events.lock_file import read_lock
from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.event import Event
from armybuilder.schema.lock import Lock, LockedList
from tests.conftest import SHIPPED, TEST_CATALOGS, roster

EXAMPLE = SHIPPED / "examples" / "tank-attack-36ap.yaml"
ONE_ID_TWICE = (
    "  - element: fighter\n  - element: barrage",
    "  - element: fighter\n    id: air\n  - element: barrage\n    id: air",
)
"""Makes the example NOT VALID without changing its contents, which leave out unit ids."""
CORE = [
    {"element": "rifles", "general": True},
    {
        "formation": "infantry-battalion",
        "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
    },
]
EVENT = {
    "event": 1,
    "name": "Drill Hall 2027",
    "system": "tank-attack",
    "limit": 36,
    "options": {"scale": "15mm", "massed-battles": False},
    "constraints": [
        {
            "kind": "count",
            "id": "event-tanks",
            "select": {"elements": ["tank"]},
            "max": 2,
            "message": "at most {max} Tanks; the army has {count}",
            "rule": "Event pack, section 3",
        }
    ],
}


def event(**changes: object) -> Event:
    return Event.model_validate({**EVENT, **changes})


def army(*units: dict, **fields: object) -> list[dict]:
    return [*CORE, *units]


def codes(report: Report) -> dict[str, str]:
    return {p.code: p.severity for p in report.problems}


def judged(
    tank_attack: Catalog, units: list[dict], the_event: Event | None = None, **fields: object
) -> Report:
    fields.setdefault("player", "Anna Smith")
    return evaluate(roster("tank-attack", units, **fields), tank_attack, event=the_event or event())


# Applying an event -----------------------------------------------------------------------------


def test_the_events_limit_wins_and_a_roster_stating_another_is_warned_with_both_values(
    tank_attack: Catalog,
) -> None:
    report = judged(tank_attack, army({"element": "tank", "count": 2}), limit=40)
    assert report.limit == {"AP": 36}
    problem = next(p for p in report.warnings if p.code == "event.limit")
    assert "40 AP" in problem.message and "36 AP" in problem.message and str(problem.where) == "limit"
    assert "limit: 36" in problem.hint
    assert "event.limit" not in codes(judged(tank_attack, army(), limit=36))


def test_a_legal_army_stating_a_smaller_limit_is_valid_under_the_events(tank_attack: Catalog) -> None:
    """The event's limit decides: a list within it is valid whatever limit it states."""
    report = judged(tank_attack, army(), limit=10)
    assert report.valid and codes(report)["event.limit"] == "warning"
    assert "cost.over-limit" not in codes(report)
    over = judged(tank_attack, army({"element": "tank", "count": 12}), limit=100)
    assert not over.valid and codes(over)["cost.over-limit"] == "error"


def test_the_events_options_win_and_a_roster_setting_another_is_told(tank_attack: Catalog) -> None:
    report = judged(tank_attack, army(), options={"scale": "6mm"})
    assert report.options["scale"] == "15mm"
    problem = next(p for p in report.errors if p.code == "event.option")
    assert "6mm" in problem.message and "15mm" in problem.message and str(problem.where) == "options.scale"
    assert problem.hint == "write `scale: 15mm`, or remove it"
    # An option the roster leaves out takes the event's value without a word.
    quiet = judged(tank_attack, army(), the_event=event(options={"massed-battles": True}))
    assert quiet.options["massed-battles"] is True and "event.option" not in codes(quiet)


def test_an_extra_rule_is_checked_by_the_catalogs_constraint_code_and_cited_to_the_event(
    tank_attack: Catalog,
) -> None:
    report = judged(tank_attack, army({"element": "tank", "count": 3}))
    problem = next(p for p in report.errors if p.code == "event.restricted")
    assert problem.message == "at most 2 Tanks; the army has 3"
    assert problem.rule == "Drill Hall 2027 › Event pack, section 3"
    assert str(problem.where) == "units[2]"
    custom = event(constraints=[{**EVENT["constraints"][0], "code": "event.tanks", "severity": "warning"}])
    assert (
        codes(judged(tank_attack, army({"element": "tank", "count": 3}), custom))["event.tanks"] == "warning"
    )
    assert "event.restricted" not in codes(judged(tank_attack, army({"element": "tank", "count": 2})))


def test_a_roster_for_another_system_is_event_system_and_the_events_rules_stay_out(
    shipped: CatalogSet,
) -> None:
    ohw = shipped.get("ohw-ww2")
    report = evaluate(roster("ohw-ww2", [], player="Dave"), ohw, event=event())
    assert codes(report)["event.system"] == "error"
    assert report.options.get("scale") is None and "event.restricted" not in codes(report)


def test_a_roster_naming_no_player_gets_a_warning_under_an_event(tank_attack: Catalog) -> None:
    report = judged(tank_attack, army(), player=None)
    assert codes(report)["event.player-missing"] == "warning" and report.valid
    assert "event.player-missing" not in codes(evaluate(roster("tank-attack", army()), tank_attack))


def test_a_list_naming_no_player_is_its_senders_and_the_warning_names_them(tank_attack: Catalog) -> None:
    sent = evaluate(
        roster("tank-attack", army(), player=None), tank_attack, event=event(), sender="Ben Ortiz"
    )
    assert sent.player == "Ben Ortiz"
    [missing] = [p for p in sent.warnings if p.code == "event.player-missing"]
    assert (
        missing.message == "the roster names no player; it is taken as Ben Ortiz's, the sender of the e-mail"
    )
    named = judged(tank_attack, army())
    own = evaluate(
        roster("tank-attack", army(), player="Anna Smith"), tank_attack, event=event(), sender="Ben"
    )
    assert own.player == named.player == "Anna Smith" and "event.player-missing" not in codes(own)


@pytest.mark.parametrize(
    ("severity", "code", "expected"),
    [
        ({"cost": "error"}, "cost.under-limit", "error"),
        ({"cost": "error", "cost.under-limit": "off"}, "cost.under-limit", None),
        ({"cost": "off", "cost.under-limit": "warning"}, "cost.under-limit", "warning"),
        ({"event.player-missing": "error"}, "event.player-missing", "error"),
        ({"event.restricted": "warning"}, "event.restricted", "warning"),
    ],
)
def test_severity_overrides_take_the_longest_matching_key(
    tank_attack: Catalog, severity: dict, code: str, expected: str | None
) -> None:
    report = judged(tank_attack, army({"element": "tank", "count": 3}), event(severity=severity), player=None)
    assert codes(report).get(code) == expected


def test_off_written_bare_in_yaml_means_off(tank_attack: Catalog) -> None:
    data = yaml.safe_load("event: 1\nname: X\nsystem: tank-attack\nseverity: {cost.under-limit: off}\n")
    assert Event.model_validate(data).severity == {"cost.under-limit": "off"}


@pytest.mark.parametrize("scale", ["6mm", "15mm", "25mm"])
def test_an_event_makes_every_tank_attack_basing_finding_an_error_at_each_scale(
    tank_attack: Catalog, scale: str
) -> None:
    bad = {"width": 10, "depth": 10, "figures": 9}
    units = army({"element": "tank", "base": bad}, {"element": "rifles", "base": bad})
    casual = evaluate(roster("tank-attack", units, options={"scale": scale}), tank_attack)
    basing = sorted(p.code for p in casual.warnings if p.code.startswith("basing."))
    assert set(basing) == {"basing.width", "basing.depth", "basing.figures"}
    strict = judged(tank_attack, units, event(options={"scale": scale}, severity={"basing": "error"}))
    assert sorted(p.code for p in strict.errors if p.code.startswith("basing.")) == basing
    assert not [p for p in strict.warnings if p.code.startswith("basing.")]
    # What the player reads about bases (show, the editor, the sheet) says so too.
    assert "only a warning" in casual.basing_note
    assert strict.basing_note == "Drill Hall 2027 enforces these sizes: a different base is an error."


def test_the_verdict_under_an_event_is_the_same_for_player_and_organiser(cli, tmp_path: Path) -> None:
    event_file = tmp_path / "event.yaml"
    event_file.write_text(yaml.safe_dump(EVENT))
    roster_file = tmp_path / "mine.yaml"
    roster_file.write_text(EXAMPLE.read_text().replace("limit: 36", "limit: 40").replace(*ONE_ID_TWICE))
    checked = json.loads(cli("check", roster_file, "--event", event_file, "--format", "json").out)[0]
    shown = cli("show", roster_file, "--event", event_file)
    assert "Judged under the event Drill Hall 2027" in shown.out
    assert (
        checked["fingerprint"] in shown.out
        and "[event.limit]" in shown.out
        and "[unit.duplicate-id]" in shown.out
    )
    assert checked["limit"] == {"AP": 36} and not checked["valid"]
    assert cli("check", roster_file, "--event", event_file, "--limit", "30").code == 2


# The event file ----------------------------------------------------------------------------------


def test_an_event_file_is_checked_against_its_catalog_with_line_and_column(
    shipped: CatalogSet, tmp_path: Path
) -> None:
    path = tmp_path / "event.yaml"
    path.write_text(
        "event: 1\nname: X\nsystem: tank-attack\noptions:\n  scale: 10mm\nconstraints:\n"
        "  - {kind: count, id: t, select: {elements: [tnak]}, max: 1, message: m}\n"
    )
    with pytest.raises(InputError) as raised:
        load_event(path, shipped)
    lines = raised.value.lines()
    assert any(":5:10: options.scale:" in line and "10mm" in line for line in lines)
    assert any(":7:" in line and "tnak" in line and "did you mean `tank`" in line for line in lines)
    path.write_text("event: 1\nname: X\nsystem: tank-atack\n")
    with pytest.raises(InputError, match="did you mean `tank-attack`"):
        load_event(path, shipped)
    path.write_text("event: 1\nname: X\nsystem: tank-attack\nlimt: 36\n")
    with pytest.raises(InputError) as raised:
        load_event(path, shipped)
    assert raised.value.at is not None and raised.value.at.line == 4


def test_event_new_writes_a_starter_that_loads_and_schema_event_describes_it(
    cli, shipped, tmp_path: Path
) -> None:
    for system in shipped.ids():
        path = tmp_path / f"{system}.yaml"
        result = cli("event", "new", "--system", system, "--name", "Drill: 88", "-o", path)
        assert result.code == 0, result.err
        loaded = load_event(path, shipped)
        assert loaded.system == system and loaded.name == "Drill: 88"
    assert cli("event", "new", "--system", "tank-attack", "-o", tmp_path / "tank-attack.yaml").code == 2
    schema = json.loads(cli("schema", "event").out)
    assert schema["title"] == "armybuilder event, format 1"
    assert {"event", "name", "system", "limit", "options", "severity", "constraints"} <= set(
        schema["properties"]
    )


def test_every_example_in_the_starter_event_loads_once_uncommented(shipped, tmp_path: Path) -> None:
    """An organiser uncomments an example by removing its `# `: each example alone, and all of
    them together, must still be a valid event, and every key of the event file is shown."""
    for system in shipped.ids():
        catalog = shipped.get(system)
        lines = starter(catalog, "Drill Hall").splitlines()
        blocks = _examples(lines)
        assert blocks, system
        for block in [*([b] for b in blocks), [n for b in blocks for n in b]]:
            path = tmp_path / f"{system}.yaml"
            path.write_text(
                "\n".join(line.replace("# ", "", 1) if n in block else line for n, line in enumerate(lines))
            )
            event = load_event(path, shipped)
            assert event.system == system, path.read_text()
        shown = {line.lstrip("# ").split(":")[0] for line in lines[2:] if not line.startswith("  ")}
        unused = {"limit"} if not catalog.costs else set()
        unused |= {"options"} if not catalog.options else set()
        assert set(Event.model_fields) - unused <= shown, system


def test_a_key_indented_under_an_empty_mapping_is_told_to_check_the_indentation(
    shipped, tmp_path: Path
) -> None:
    path = tmp_path / "club.yaml"
    path.write_text("event: 1\nname: X\nsystem: tank-attack\nseverity: {}\n  basing: error\n")
    with pytest.raises(InputError) as raised:
        load_event(path, shipped)
    assert raised.value.at is not None and raised.value.at.line == 5
    assert "check the indentation" in raised.value.hint and "`{}`" in raised.value.hint


def _examples(lines: list[str]) -> list[list[int]]:
    """The line numbers of each commented example below the heading: a key's line and those
    indented under it."""
    blocks: list[list[int]] = []
    for n, line in enumerate(lines[2:], start=2):
        if not line.lstrip().startswith("#"):
            continue
        if blocks and blocks[-1][-1] == n - 1 and _indent(line) > _indent(lines[blocks[-1][0]]):
            blocks[-1].append(n)
        else:
            blocks.append([n])
    return blocks


def _indent(line: str) -> int:
    """How far a commented line is indented once uncommented."""
    text = line.replace("# ", "", 1)
    return len(text) - len(text.lstrip())


# Batch findings ----------------------------------------------------------------------------------


MARCH_1 = datetime.datetime(2027, 3, 1, 9, 0, tzinfo=datetime.UTC)


def compare(reports: list[Report], files: list[str], **batch: Any) -> list[Report]:
    """The reports with what only the batch shows added, as `check` adds it: under an event, as
    lists handed over as files (no address), received a second apart unless `received` says."""
    if "event" in batch:
        batch.setdefault("received", [MARCH_1 + datetime.timedelta(seconds=n) for n in range(len(reports))])
        batch.setdefault(
            "senders", [Sender(r.player, "", file) for r, file in zip(reports, files, strict=True)]
        )
        batch.setdefault("valid", [r.valid for r in reports])
    found = batch_found(reports, files, **batch)
    return [
        with_findings(r, extra, batch.get("event")) if extra else r
        for r, extra in zip(reports, found, strict=True)
    ]


def test_compare_finds_the_same_player_twice_and_one_army_sent_by_two(tank_attack: Catalog) -> None:
    """Names are compared as people write them: spacing and invisible characters do not count,
    case and accents do ("zoe martin" is someone else's name, or a name written otherwise)."""
    units = army({"element": "tank"})
    reports = [
        judged(tank_attack, units, player="Zoë  Martin"),
        judged(tank_attack, army({"element": "tank", "count": 2}), player="zoe martin"),
        judged(tank_attack, units, player="Carl Jones"),
        judged(tank_attack, army({"element": "tank", "count": 3}), player="Zo\u200bë Mar\u00adtin\u200e"),
    ]
    # Without an event nothing is refused: a player may check two drafts together.
    first, second, carl, hidden = compare(reports, ["a.yaml", "b.yaml", "c.yaml", "d.yaml"])
    assert codes(first)["event.duplicate-player"] == "warning" and "d.yaml" in str(first.warnings)
    assert codes(hidden)["event.duplicate-player"] == "warning", "invisible characters hide no one"
    assert "event.duplicate-player" not in codes(second), "case and accents count"
    assert codes(first)["event.duplicate-list"] == "warning" and "Carl Jones" in str(first.warnings)
    assert {c: s for c, s in codes(carl).items() if c.startswith("event.")} == {
        "event.duplicate-list": "warning"
    }


def test_under_an_event_names_alike_are_two_players_each_told_and_one_name_is_one_player(
    tank_attack: Catalog,
) -> None:
    units = army({"element": "tank"})
    reports = [
        judged(tank_attack, units, player="Zoë  Martin"),
        judged(tank_attack, army({"element": "tank", "count": 2}), player="zoe martin"),
        judged(tank_attack, army({"element": "tank", "count": 3}), player="Zo\u200bë Mar\u00adtin\u200e"),
    ]
    first, other, newest = compare(reports, ["a.yaml", "b.yaml", "c.yaml"], event=event())
    # One name, written with a space doubled or an invisible character: one player, the newest wins.
    assert codes(first)["event.superseded"] == "warning" and "c.yaml" in str(first.warnings)
    assert "event.superseded" not in codes(newest)
    # Another player by case and accents alone: kept apart, and both told so.
    assert "event.superseded" not in codes(other) and "event.duplicate-player" not in codes(other)
    assert codes(other)["event.similar-players"] == "warning"
    assert "Zoë Martin (a.yaml)" in str(other.warnings)
    assert codes(newest)["event.similar-players"] == "warning"


def test_under_an_event_a_players_newest_list_wins_and_only_a_same_second_tie_is_refused(
    tank_attack: Catalog,
) -> None:
    first = judged(tank_attack, army({"element": "tank"}), player="Zoë Martin")
    fixed = judged(tank_attack, army({"element": "tank", "count": 2}), player="Zoë  Martin")
    other = judged(tank_attack, army(), player="Zo\u200bë Martin")
    at = [datetime.datetime(2027, 3, 1, 9, 0, second, tzinfo=datetime.UTC) for second in (0, 1, 1)]
    files = ["a.yaml", "b.yaml", "c.yaml"]
    older, newer = compare([first, fixed], files[:2], event=event(), received=at[:2])
    assert codes(older)["event.superseded"] == "warning" and "b.yaml" in str(older.warnings)
    assert "event.duplicate-player" not in codes(newer) and "event.superseded" not in codes(newer)
    _, tied, tied_too = compare([first, fixed, other], files, event=event(), received=at)
    assert codes(tied)["event.duplicate-player"] == "error" == codes(tied_too)["event.duplicate-player"]
    assert "same second" in tied.errors[0].message
    # The same list sent twice in one second counts once.
    _, again, copy = compare([first, fixed, fixed], files, event=event(), received=at)
    assert "event.duplicate-player" not in codes(again) and "event.duplicate-player" not in codes(copy)


def test_an_events_deadline_needs_its_offset() -> None:
    assert event(deadline="2027-03-07T23:59:00+01:00").deadline == datetime.datetime(
        2027, 3, 7, 22, 59, tzinfo=datetime.UTC
    )
    with pytest.raises(ValueError, match="timezone"):
        event(deadline="2027-03-07T23:59:00")


def test_an_event_files_deadline_or_date_written_wrong_is_told_how_to_write_it(
    shipped: CatalogSet, tmp_path: Path
) -> None:
    """Pydantic's "Input should have timezone info" reached organisers with "correct the value"."""
    path = tmp_path / "event.yaml"
    for line, told, shown in (
        ("deadline: 2027-03-07 23:59", "deadline: gives no offset from UTC", "2027-03-07T23:59:00+00:00"),
        (
            "deadline: Sunday night",
            "deadline: expected a date and time, got the text 'Sunday night'",
            "+00:00",
        ),
        ("date: 14th March", "date: expected a date, got the text '14th March'", "2027-03-14"),
    ):
        path.write_text(f"event: 1\nname: X\nsystem: tank-attack\n{line}\n")
        with pytest.raises(InputError) as raised:
            load_event(path, shipped)
        shown_to_organiser = "\n".join(raised.value.lines())
        assert ":4:" in shown_to_organiser and told in shown_to_organiser and shown in shown_to_organiser


def test_check_csv_has_the_contract_columns_one_row_per_roster(cli, tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text(EXAMPLE.read_text().replace("A. Player", "=HYPERLINK()"))
    (tmp_path / "b.yaml").write_text("format: 1\nsystem: tank-attack\n")
    (tmp_path / "c.yaml").write_text("format: 1\nunits: [rifles\n")
    result = cli("check", tmp_path, "--format", "csv")
    rows = list(csv.reader(io.StringIO(result.out)))
    assert rows[0] == [
        "file", "player", "army", "system", "valid", "errors", "warnings", "total", "limit", "fingerprint",
        "first_problem",
    ]  # fmt: skip
    good, broken = rows[1], rows[2]
    assert good[1] == "'=HYPERLINK()" and good[2:5] == ["3rd Wessex Rifles", "tank-attack", "true"]
    assert good[5:9] == ["0", "0", "36", "36"] and len(good[9]) == 14 and good[10] == ""
    assert broken[4] == "false" and broken[10].startswith("[file.schema]")
    assert rows[3][10].startswith("[file.syntax] line 3, column 1: ")  # the place, as JSON gives it
    hex_army = SHIPPED / "examples" / "ohw-ww2-hex-armoured-brigade.yaml"
    units = list(csv.reader(io.StringIO(cli("check", hex_army, "--format", "csv").out)))[1]
    assert units[7:9] == ["6", "6"]  # a system without points counts units


# The pack, the lock and verify -------------------------------------------------------------------


@pytest.fixture
def inbox(tmp_path: Path) -> tuple[Path, Path]:
    folder = tmp_path / "inbox"
    (folder / "late").mkdir(parents=True)
    text = EXAMPLE.read_text()
    (folder / "anna.yaml").write_text(text.replace("A. Player", "Anna Smith"))
    (folder / "ben.yaml").write_text(
        text.replace("A. Player", "Ben Ortiz").replace("limit: 36", "limit: 40").replace(*ONE_ID_TWICE)
    )
    (folder / "late" / "carl.yaml").write_text(
        text.replace("A. Player", "Carl Jones").replace("count: 2", "count: 1")
    )
    (folder / "word.doc").write_bytes(b"\xd0\xcf\x11\xe0")
    event_file = tmp_path / "event.yaml"
    event_file.write_text(yaml.safe_dump({**EVENT, "severity": {"cost.under-limit": "off"}}))
    return folder, event_file


def test_event_pack_writes_the_summary_notes_lock_and_judges_pack(
    cli, inbox, tmp_path: Path, monkeypatch
) -> None:
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1800000000")
    folder, event_file = inbox
    out = tmp_path / "pack"
    result = cli("event", "pack", event_file, folder, "-o", out)
    assert result.code == 0, result.err
    lines = result.out.splitlines()
    # What gave no list is named at the top, with what it is.
    assert lines[1].startswith(f"  skipped    {folder / 'word.doc'}: no list in it"), lines
    rows = list(csv.DictReader((out / "summary.csv").open(encoding="utf-8-sig")))
    assert [r["player"] for r in rows] == ["Anna Smith", "Ben Ortiz", "Carl Jones"]
    assert [r["valid"] for r in rows] == ["true", "false", "true"]
    lock = Lock.model_validate_json((out / "lock.json").read_text())
    assert (
        lock.lock == 3
        and lock.event.name == "Drill Hall 2027"
        and lock.locked_at == "2027-01-15T08:00:00+00:00"
    )
    assert [(p.id, p.name, p.entry.fingerprint) for p in lock.players if p.entry] == [
        (f"p{n}", r["player"], r["fingerprint"]) for n, r in enumerate(rows, 1)
    ]
    anna = folder / "anna.yaml"
    [first, *_] = [p.entry for p in lock.players if p.entry]
    assert first.received == datetime.datetime.fromtimestamp(int(anna.stat().st_mtime), datetime.UTC)
    assert first.label == str(anna) and first.canonical_sha256.startswith(first.fingerprint.replace("-", ""))
    raw = json.loads((out / "lock.json").read_text())
    assert list(raw) == ["lock", "event", "locked_at", "players", "unassigned"] and raw["unassigned"] == []
    ben = (out / "notes" / "Ben-Ortiz.txt").read_text()
    assert "Verdict: NOT VALID" in ben and "[unit.duplicate-id]" in ben and "give each unit its own id" in ben
    assert rows[1]["fingerprint"] in ben
    assert "Verdict: VALID" in (out / "notes" / "Anna-Smith.txt").read_text()
    pages = [page.extract_text() for page in PdfReader(out / "judges-pack.pdf").pages]
    cover = pages[0]
    for row in rows:
        assert row["player"] in cover and row["fingerprint"] in cover
    assert "3 lists: 2 valid, 1 not valid" in cover
    sheets = [page for page in pages[1:] if "Units" in page]
    assert len(sheets) == 3
    for sheet, row in zip(sheets, rows, strict=True):
        assert row["fingerprint"] in sheet and row["player"] in sheet
        assert "judged under the event Drill Hall 2027" in " ".join(sheet.split())


def test_verify_names_the_locked_list_or_the_closest_and_what_differs(cli, inbox, tmp_path: Path) -> None:
    folder, event_file = inbox
    out = tmp_path / "pack"
    cli("event", "pack", event_file, folder, "-o", out)
    anna = entry_of(read_lock(out / "lock.json"), "Anna Smith")
    reordered = tmp_path / "anna-at-the-table.yaml"
    data = yaml.safe_load((folder / "anna.yaml").read_text())
    data["units"].reverse()
    data["name"] = "Renamed"
    reordered.write_text(yaml.safe_dump(data))
    result = cli("verify", out / "lock.json", reordered, anna.fingerprint)
    assert result.code == 3  # the fingerprint only looked up
    assert "matches Anna Smith's locked list" in result.out
    assert f"{anna.fingerprint}: look-up only; compare the sheet with the 2 lists it names:" in result.out
    assert "the file differs where the contents do not look: names, notes, limit or layout" in result.out
    assert cli("verify", out / "lock.json", reordered).code == 0
    tampered = tmp_path / "tampered.yaml"
    tampered.write_text((folder / "anna.yaml").read_text().replace("count: 2", "count: 1", 1))
    result = cli("verify", out / "lock.json", tampered)
    assert result.code == 1
    assert "matches no locked list" in result.out and "closest: Anna Smith's locked list" in result.out
    assert "tank on a 40 × 40 mm base, 1 figure: 2 in the lock, 1 here" in result.out
    assert cli("verify", out / "lock.json", "0000-0000-0000").code == 3
    assert cli("verify", tmp_path / "event.yaml", tampered).code == 1


def test_a_players_note_never_names_another_player(cli, inbox, tmp_path: Path) -> None:
    folder, event_file = inbox
    (folder / "copy.yaml").write_text((folder / "anna.yaml").read_text().replace("Anna Smith", "Dan Wu"))
    result = cli("event", "pack", event_file, folder, "-o", tmp_path / "pack")
    assert "[event.duplicate-list]" in result.out  # the organiser is told
    note = (tmp_path / "pack" / "notes" / "Dan-Wu.txt").read_text()
    assert "Anna" not in note and "anna.yaml" not in note and "Verdict: VALID" in note


def test_a_note_on_a_list_sent_as_text_gives_the_players_steps_not_the_organisers(
    cli, inbox, tmp_path: Path
) -> None:
    folder, event_file = inbox
    (folder / "frank.txt").write_text("Tank Attack\nFrank's Tanks\n2 x Tank\n")
    result = cli("event", "pack", event_file, folder, "-o", tmp_path / "pack")
    assert result.code == 0, result.err
    note = (tmp_path / "pack" / "notes" / "frank.txt").read_text()
    assert "[file.text-list]" in note and "armybuilder import YOUR-LIST.txt" in note
    assert f"import {folder}" not in note and "import inbox" not in note
    checked = cli("check", folder / "frank.txt")
    assert f"armybuilder import {folder / 'frank.txt'} -o ROSTER.yaml" in checked.out  # the organiser's


def test_verify_refuses_a_list_swapped_between_players(cli, inbox, tmp_path: Path) -> None:
    folder, event_file = inbox
    out = tmp_path / "pack"
    cli("event", "pack", event_file, folder, "-o", out)
    swapped = tmp_path / "carl-at-the-table.yaml"
    swapped.write_text((folder / "anna.yaml").read_text().replace("Anna Smith", "Carl Jones"))
    result = cli("verify", out / "lock.json", swapped)
    assert result.code == 1
    assert "matches no locked list of Carl Jones" in result.out
    assert "its army matches Anna Smith's locked list" in result.out
    assert "closest: Carl Jones's locked list" in result.out


def two_player_inbox(tmp_path: Path, event: dict) -> tuple[Path, Path]:
    """Anna's valid list and Ben's NOT VALID copy of it (one id given twice), and the event file."""
    folder = tmp_path / "inbox"
    folder.mkdir()
    text = EXAMPLE.read_text()
    (folder / "anna.yaml").write_text(text.replace("A. Player", "Anna Smith"))
    (folder / "ben.yaml").write_text(
        text.replace("A. Player", "Ben Ortiz").replace("limit: 36", "limit: 40").replace(*ONE_ID_TWICE)
    )
    event_file = tmp_path / "event.yaml"
    event_file.write_text(yaml.safe_dump(event))
    return folder, event_file


def test_verify_gives_each_matching_list_its_own_verdict(cli, tmp_path: Path) -> None:
    folder, event_file = two_player_inbox(tmp_path, EVENT)
    cli("event", "pack", event_file, folder, "-o", tmp_path / "pack")
    lock = read_lock(tmp_path / "pack" / "lock.json")
    [fingerprint] = {p.entry.fingerprint for p in lock.players if p.entry}
    result = cli("verify", tmp_path / "pack" / "lock.json", fingerprint)
    assert result.code == 3  # a look-up: it lists every entry it names, for the judge
    assert "Anna Smith's locked list" in result.out and "Ben Ortiz's locked list" in result.out
    assert "valid when locked" in result.out and "NOT VALID when locked" in result.out


def _packed(cli, inbox, tmp_path: Path) -> tuple[Path, Path, Lock]:
    folder, event_file = inbox
    out = tmp_path / "pack"
    cli("event", "pack", event_file, folder, "-o", out)
    return folder, out / "lock.json", Lock.model_validate_json((out / "lock.json").read_text())


def entry_of(lock: Lock, name: str) -> LockedList:
    """A player's entry, by their name."""
    [entry] = [player.entry for player in lock.players if player.name == name and player.entry]
    return entry


def test_verify_checks_under_the_locks_event_and_a_rejected_file_never_matches(
    cli, inbox, tmp_path: Path
) -> None:
    folder, lock_file, _ = _packed(cli, inbox, tmp_path)
    # Anna's army under a header the event refuses: its fingerprint may match, the file may not.
    header = tmp_path / "anna-header.yaml"
    header.write_text((folder / "anna.yaml").read_text().replace("scale: 15mm", "scale: 6mm"))
    result = cli("verify", lock_file, header)
    assert result.code == 1
    assert "NOT VALID under Drill Hall 2027, so it matches no locked list" in result.out
    assert "[event.option]" in result.out and "matches Anna" not in result.out


def test_verify_exits_1_for_a_match_to_a_list_not_valid_when_locked(cli, inbox, tmp_path: Path) -> None:
    folder, _ = inbox
    (folder / "ben.yaml").write_text((folder / "ben.yaml").read_text().replace("count: 2", "count: 3", 1))
    _, lock_file, lock = _packed(cli, inbox, tmp_path)
    ben = entry_of(lock, "Ben Ortiz")
    assert not ben.valid
    result = cli("verify", lock_file, folder / "ben.yaml")
    assert (
        result.code == 1 and "Ben Ortiz's locked list" in result.out and "NOT VALID when locked" in result.out
    )


def test_verify_names_a_list_locked_not_valid_alike_by_file_and_by_fingerprint(
    cli, inbox, tmp_path: Path
) -> None:
    folder, _ = inbox
    (folder / "ben.yaml").write_text((folder / "ben.yaml").read_text().replace("count: 2", "count: 3", 1))
    _, lock_file, lock = _packed(cli, inbox, tmp_path)
    ben = entry_of(lock, "Ben Ortiz")
    by_file = cli("verify", lock_file, folder / "ben.yaml")
    by_fingerprint = cli("verify", lock_file, ben.fingerprint)
    named = f"Ben Ortiz's locked list, {ben.army} ({ben.fingerprint}), NOT VALID when locked"
    assert (by_file.code, by_fingerprint.code) == (1, 3)
    assert f"matches {named}" in by_file.out and f"\n  {named}:\n" in by_fingerprint.out
    assert "[event.restricted]" in by_file.out  # the file's own errors are still printed


@pytest.mark.parametrize(
    "written", ["{}{}{}", "{}-{}-{}", "{} {} {}", "{}\u2013{}\u2013{}", " {}\u2014{} {} "]
)
def test_verify_reads_a_fingerprint_however_it_is_written(cli, inbox, tmp_path: Path, written: str) -> None:
    _, lock_file, lock = _packed(cli, inbox, tmp_path)
    anna = entry_of(lock, "Anna Smith")
    item = written.format(*anna.fingerprint.upper().split("-"))
    result = cli("verify", lock_file, item)
    assert result.code == 3 and "\n  Anna Smith's locked list" in result.out


def test_verify_names_a_player_written_another_way_as_the_same_army(cli, inbox, tmp_path: Path) -> None:
    folder, lock_file, _ = _packed(cli, inbox, tmp_path)
    initials = tmp_path / "initials.yaml"
    initials.write_text((folder / "late" / "carl.yaml").read_text().replace("Carl Jones", "C. Jones"))
    result = cli("verify", lock_file, initials)
    assert result.code == 1
    assert result.out.startswith(f"{initials}: its army is Carl Jones's locked list, 3rd Wessex Rifles (")
    assert result.out.endswith("; but the roster names C. Jones, who has no locked list\n")


def test_verify_under_another_events_file_says_the_lock_is_not_its(cli, inbox, tmp_path: Path) -> None:
    folder, lock_file, _ = _packed(cli, inbox, tmp_path)
    other = tmp_path / "other.yaml"
    other.write_text(yaml.safe_dump({**EVENT, "name": "Another Event"}))
    result = cli("verify", lock_file, folder / "anna.yaml", "--event", other)
    assert result.code == 1 and "not of 'Another Event'" in result.err
    assert cli("verify", lock_file, folder / "anna.yaml", "--event", inbox[1]).code == 0


def _edited(lock_file: Path, change) -> Path:
    data = json.loads(lock_file.read_text())
    change(data)
    lock_file.write_text(json.dumps(data))
    return lock_file


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda d: d["event"].update(system="no-such-game", content=None), "no-such-game"),
        (lambda d: d["event"].update(name="", content=None), "the lock's event cannot be read"),
        (
            lambda d: d["event"]["content"].update(limit="lots"),
            "limit: expected a number, got the text 'lots'",
        ),
        (lambda d: d["event"]["content"].update(options={"scale": "99mm"}), "the lock's event does not fit"),
        (lambda d: d["event"]["content"].update(name="Elsewhere"), "holds 'Elsewhere'"),
        (lambda d: d.update(lock=4), "this version reads formats 1, 2 and 3"),
        (lambda d: d["players"][0].update(status="maybe"), "status"),
        (
            lambda d: d["players"][0]["entry"]["contents"].update(units=5),
            "`units` must be a list of mappings",
        ),
        (
            lambda d: d["players"][0]["entry"]["contents"].update(units=[{"formation": "x", "elements": 3}]),
            "elements",
        ),
        (lambda d: d["players"][0]["entry"]["contents"].update(options=[]), "`options` must be a mapping"),
        (lambda d: d["players"][0]["entry"]["contents"].update(links=[[[0], "towed-by", 3]]), "`links`"),
        (lambda d: d.update(players={}), "players"),
        (lambda d: d.pop("players"), "it has no `players`"),
    ],
)
def test_verify_names_what_is_wrong_with_a_lock_and_never_crashes(
    cli, inbox, tmp_path: Path, change, reason: str
) -> None:
    folder, lock_file, _ = _packed(cli, inbox, tmp_path)
    result = cli("verify", _edited(lock_file, change), folder / "anna.yaml")
    assert result.code == 1 and reason in result.err and "bug" not in result.err


@pytest.mark.parametrize(
    "contents",
    [
        {"units": [{"element": "tank", "base": 5}]},
        {"units": [{"element": "tank", "elements": [{}]}], "links": [[[0, 0], "towed-by", [0]]]},
        {"units": [{"element": "tank"}], "links": [[[0], "towed-by", [7, 1]]]},
    ],
)
def test_verify_says_what_differs_from_a_hand_edited_entry_and_never_crashes(
    cli, inbox, tmp_path: Path, contents: dict
) -> None:
    folder, lock_file, _ = _packed(cli, inbox, tmp_path)
    result = cli(
        "verify",
        _edited(lock_file, lambda d: d["players"][0]["entry"].update(contents=contents)),
        folder / "anna.yaml",
    )
    assert result.code == 1 and "closest: Anna Smith's locked list" in result.out and result.err == ""


def format_1(lock_file: Path, *, content: bool) -> Path:
    """The lock as the first format wrote it: one list per file, the event's options, perhaps its content."""
    data = json.loads(lock_file.read_text())
    event = data["event"]
    old = {
        "event": event["name"],
        "system": event["system"],
        "locked_at": data["locked_at"],
        "options": event["content"]["options"],
        "lists": [
            {
                "player": player["name"],
                **{key: player["entry"][key] for key in ("army", "file", "fingerprint", "sha256", "valid")},
                "contents": without_links(player["entry"]["contents"]),  # it kept none
            }
            for player in data["players"]
            if player["entry"]
        ],
    }
    if content:
        old["content"] = event["content"]
    lock_file.write_text(json.dumps(old))
    return lock_file


def test_verify_with_a_format_1_lock_says_which_rules_of_the_event_it_cannot_apply(
    cli, inbox, tmp_path: Path
) -> None:
    folder, lock_file, _ = _packed(cli, inbox, tmp_path)
    result = cli("verify", format_1(lock_file, content=False), folder / "anna.yaml")
    assert result.code == 0 and "format-1 lock" in result.out and "--event EVENT.yaml" in result.out
    assert "limit, severities, extra rules and deadline are not applied" in result.out
    # Ben's list was locked NOT VALID: the older lock still refuses it at the table.
    assert cli("verify", lock_file, folder / "late" / "carl.yaml", folder / "ben.yaml").code == 1


def test_a_format_1_lock_with_the_events_content_verifies_under_all_of_it(cli, inbox, tmp_path: Path) -> None:
    folder, lock_file, _ = _packed(cli, inbox, tmp_path)
    result = cli("verify", format_1(lock_file, content=True), folder / "anna.yaml")
    assert result.code == 0 and "format-1" not in result.out
    assert "matches Anna Smith's locked list" in result.out


def test_verify_rejects_a_list_of_another_system_rather_than_naming_a_closest(
    cli, inbox, tmp_path: Path
) -> None:
    _, lock_file, _ = _packed(cli, inbox, tmp_path)
    result = cli("verify", lock_file, SHIPPED / "examples" / "ohw-ww2-rifle-company.yaml")
    assert result.code == 1 and "[event.system]" in result.out and "closest" not in result.out


# Fingerprint 2 -----------------------------------------------------------------------------------


def test_the_fingerprint_ignores_the_limit_and_the_catalog_revision(tank_attack: Catalog) -> None:
    units = army({"element": "tank"})
    base = evaluate(roster("tank-attack", units), tank_attack).fingerprint
    assert evaluate(roster("tank-attack", units, limit=40), tank_attack).fingerprint == base
    assert evaluate(roster("tank-attack", units, catalog_revision=7), tank_attack).fingerprint == base
    newer = tank_attack.model_copy(update={"revision": tank_attack.revision + 1})
    assert evaluate(roster("tank-attack", units), newer).fingerprint == base
    written_out = evaluate(roster("tank-attack", units, options={"scale": "15mm"}), tank_attack).fingerprint
    assert written_out == base


# The editor and the printed sheet under an event -------------------------------------------------


async def test_the_editor_under_an_event_names_it_and_keeps_its_options_fixed(tmp_path: Path) -> None:
    from dataclasses import replace

    from textual.widgets import Input, Select

    from armybuilder.tui.app import ArmyBuilder, OpenFile
    from armybuilder.tui.dialogs.roster_options import RosterOptionsDialog
    from armybuilder.tui.services import Services
    from armybuilder.tui.widgets.header import RosterHeader

    path = tmp_path / "mine.yaml"
    path.write_text(EXAMPLE.read_text().replace("scale: 15mm", "scale: 6mm"))
    services = Services(CatalogSet([SHIPPED]), tmp_path / "state", tmp_path, autosave_every=3600)
    app = ArmyBuilder(replace(services, event=event()), OpenFile(path))
    async with app.run_test(size=(120, 40)) as pilot:
        assert "3rd Wessex Rifles · Drill Hall 2027" in str(app.screen.query_one(RosterHeader).render())
        assert "event.option" in {p.code for p in app.screen.editor.report.errors}
        await pilot.press("O")
        dialog = app.screen
        assert isinstance(dialog, RosterOptionsDialog)
        assert (
            dialog.query_one("#option-0", Select).disabled
            and dialog.query_one("#option-0", Select).value == "15mm"
        )
        assert dialog.query_one("#limit", Input).disabled
        await pilot.click("#ok")
        # The event never edits the roster: the file's own value stays until the player changes it.
        assert app.screen.editor.document.roster.options["scale"] == "6mm"


def test_pdf_under_an_event_prints_the_sheet_as_judged(cli, tmp_path: Path) -> None:
    event_file = tmp_path / "event.yaml"
    event_file.write_text(yaml.safe_dump(EVENT))
    out = tmp_path / "sheet.pdf"
    result = cli("pdf", EXAMPLE, "-o", out, "--only", "roster", "--event", event_file)
    assert result.code == 0 and "VALID" in result.out
    text = " ".join(PdfReader(out).pages[0].extract_text().split())
    assert "judged under the event Drill Hall 2027" in text


def test_a_hint_never_offers_to_change_what_the_event_fixes(tank_attack: Catalog) -> None:
    units = army(
        {"element": "tank", "count": 2, "base": {"width": 40, "depth": 20}}, {"element": "bomber", "count": 6}
    )
    casual = evaluate(roster("tank-attack", units), tank_attack)
    judged_ = judged(tank_attack, units)
    for code in ("basing.depth", "cost.over-limit"):
        before = next(p.hint for p in casual.problems if p.code == code)
        after = next(p.hint for p in judged_.problems if p.code == code)
        assert ", or " in before and after == before.split(", or ")[0]


def test_the_editor_offers_no_key_to_change_a_limit_the_event_fixes(tank_attack: Catalog) -> None:
    from armybuilder.tui.describe import problem_text

    units = army({"element": "bomber", "count": 9})
    casual = evaluate(roster("tank-attack", units), tank_attack)
    judged_ = judged(tank_attack, units)
    for report, offered in ((casual, True), (judged_, False)):
        over = next(p for p in report.problems if p.code == "cost.over-limit")
        text = problem_text(over, report, tank_attack).plain
        assert ("press O" in text) is offered, text


def test_a_roster_started_with_a_player_is_known_to_the_event(cli, tmp_path: Path) -> None:
    event_file = tmp_path / "event.yaml"
    event_file.write_text(yaml.safe_dump(EVENT))
    roster_file = tmp_path / "mine.yaml"
    cli("new", "--system", "tank-attack", "--player", "Anna Smith", "-o", roster_file)
    assert yaml.safe_load(roster_file.read_text())["player"] == "Anna Smith"
    [report] = json.loads(cli("check", roster_file, "--event", event_file, "--format", "json").out)
    assert report["player"] == "Anna Smith"
    assert "event.player-missing" not in {w["code"] for w in report["warnings"]}


def test_serve_under_an_event_starts_every_tabs_editor_under_it(cli, tmp_path: Path) -> None:
    import shlex

    from armybuilder.cli.commands.serve import editor_command

    event_file = tmp_path / "event.yaml"
    event_file.write_text(yaml.safe_dump(EVENT))
    command = shlex.split(editor_command(tmp_path, [], Path(event_file.name)))
    assert command[command.index("--event") + 1] == str(Path(event_file.name).resolve())
    assert "--event" not in editor_command(tmp_path, [])
    broken = tmp_path / "broken.yaml"
    broken.write_text("event: 1\nname: Broken\nsystem: no-such-game\n")
    result = cli("serve", tmp_path, "--event", broken)
    assert result.code != 0 and "no-such-game" in result.err and "Serving" not in result.out


def test_a_pack_written_inside_the_inbox_is_not_read_as_part_of_it(cli, inbox) -> None:
    folder, event_file = inbox
    first = cli("event", "pack", event_file, folder, "-o", folder / "pack")
    again = cli("event", "pack", event_file, folder, "-o", folder / "pack")
    assert first.out.count("skipped") == again.out.count("skipped") == 1  # word.doc only
    assert "3 rosters" in again.out


@pytest.mark.parametrize("before", [True, False])
def test_event_pack_searches_the_catalogs_folder_given_either_side_of_the_action(
    cli, tmp_path: Path, before: bool
) -> None:
    event_file = tmp_path / "mini-event.yaml"
    event_file.write_text(yaml.safe_dump({"event": 1, "name": "Mini Open", "system": "mini", "limit": 50}))
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    (inbox / "ann.yaml").write_text(
        yaml.safe_dump({"format": 1, "system": "mini", "name": "Ann's", "player": "Ann", "units": []})
    )
    where = ["--catalogs", TEST_CATALOGS]
    action = ["pack", event_file, inbox, "-o", tmp_path / "pack"]
    result = cli("event", *(where + action if before else action + where))
    assert "unknown" not in result.err and (tmp_path / "pack" / "summary.csv").exists(), result.err
    assert "Mini Open" in (tmp_path / "pack" / "notes" / "Ann.txt").read_text()


def test_a_note_for_a_file_that_cannot_be_read_keeps_its_paragraphs(cli, inbox, tmp_path: Path) -> None:
    folder, event_file = inbox
    (folder / "dan.yaml").write_text("format: 1\nplayer: Dan\nunits: [rifles\n")
    cli("event", "pack", event_file, folder, "-o", tmp_path / "pack")
    note = next((tmp_path / "pack" / "notes").glob("Dan*.txt")).read_text()
    assert (
        "\n\nVerdict: NOT VALID. The file could not be read" in note and "\n\nEach list's fingerprint" in note
    )


def test_four_legal_armies_written_loosely_are_valid_in_the_pack_with_their_warnings(
    cli, tmp_path: Path
) -> None:
    """The organiser's inbox: a 30 AP army stating `limit: 30`, `scale: 15 mm`, `scale: 15` and a
    list without `format: 1` are all VALID and locked, each told its one warning; a `Count:` in one
    entry is an error on that entry, and the rest of the list is still costed."""
    folder = tmp_path / "inbox"
    folder.mkdir()
    text = EXAMPLE.read_text()
    lists = {
        "limit-30.yaml": [
            ("limit: 36", "limit: 30"),
            ("  - element: sturmtruppe\n", ""),
            ("  - element: field-artillery\n", ""),
        ],
        "spaced.yaml": [("scale: 15mm", "scale: 15 mm")],
        "bare.yaml": [("scale: 15mm", "scale: 15")],
        "no-format.yaml": [("format: 1\n", "")],
        "capital.yaml": [("count: 4", "Count: 4")],
    }
    for n, (name, changes) in enumerate(lists.items()):
        written = text.replace("A. Player", f"Player {n}")
        for old, new in changes:
            assert old in written
            written = written.replace(old, new)
        (folder / name).write_text(written)
    event_file = tmp_path / "event.yaml"
    event_file.write_text(yaml.safe_dump({**EVENT, "constraints": []}))
    out = tmp_path / "pack"
    assert cli("event", "pack", event_file, folder, "-o", out).code == 0
    rows = {
        r["file"].rsplit("/", 1)[-1]: r
        for r in csv.DictReader((out / "summary.csv").open(encoding="utf-8-sig"))
    }
    found = {name: (r["valid"], r["status"], r["total"]) for name, r in rows.items()}
    assert found == {
        "limit-30.yaml": ("true", "locked", "30"),
        "spaced.yaml": ("true", "locked", "36"),
        "bare.yaml": ("true", "locked", "36"),
        "no-format.yaml": ("true", "locked", "36"),
        "capital.yaml": ("false", "locked", "28"),
    }
    warned = {
        "limit-30.yaml": "event.limit",
        "spaced.yaml": "option.spelling",
        "bare.yaml": "option.spelling",
    }
    warned["no-format.yaml"] = "file.format-missing"
    for name, code in warned.items():
        note = (out / "notes" / f"Player-{[*lists].index(name)}.txt").read_text()
        assert f"warning [{code}]" in note and "Verdict: VALID." in note, name
    # The organiser's summary names the cause, not the formation it left short.
    assert rows["capital.yaml"]["first_problem"].startswith("[file.schema] units[1].elements[0].Count")
    capital = (out / "notes" / "Player-4.txt").read_text()
    assert "units[1].elements[0].Count: unknown key `Count`" in capital and "did you mean `count`?" in capital


def test_event_pack_names_a_loop_of_links_in_the_inbox_or_as_its_folder(cli, inbox, tmp_path: Path) -> None:
    folder, event_file = inbox
    (folder / "a.yaml").symlink_to(folder / "b.yaml")
    (folder / "b.yaml").symlink_to(folder / "a.yaml")
    result = cli("event", "pack", event_file, folder, "-o", tmp_path / "pack")
    assert result.code == 0, result.err
    assert f"skipped    {folder / 'a.yaml'}: its links lead round in a loop" in result.out
    result = cli("event", "pack", event_file, folder, "-o", folder / "a.yaml")
    assert result.code == 2
    assert f"cannot write the pack to {folder / 'a.yaml'}: its links lead round in a loop" in result.err
