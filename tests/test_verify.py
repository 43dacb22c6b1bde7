"""`verify` by contents, and lock format 3: a list at the table is compared with the player's
entry by its canonical contents (links included) and their SHA-256, never by its 48-bit
fingerprint; a bare fingerprint is a look-up; older locks read back and are compared without links."""

import io
import itertools
import json
from pathlib import Path

import pytest
import yaml

from armybuilder.engine import Report, evaluate
from armybuilder.engine.fingerprint import without_links
from armybuilder.events.lock_file import read_lock
from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.event import Event
from armybuilder.schema.roster import Roster
from armybuilder.textlist.compact import compact_list
from tests.conftest import SHIPPED
from tests.test_events import EVENT, EXAMPLE, ONE_ID_TWICE

VERDUN = SHIPPED / "examples" / "wtj-1916-verdun-column.yaml"
WTJ_EVENT = {"event": 1, "name": "Verdun 2027", "system": "wtj-1916"}
JUDGED = {**EVENT, "severity": {"cost.under-limit": "off"}}


def packed(cli, tmp_path: Path, lists: dict[str, str], event: dict = JUDGED) -> Path:
    """The lock of a pack of `lists` (file name -> text) under `event`."""
    inbox = tmp_path / "inbox"
    inbox.mkdir(exist_ok=True)
    for name, text in lists.items():
        (inbox / name).write_text(text, encoding="utf-8")
    event_file = tmp_path / "event.yaml"
    event_file.write_text(yaml.safe_dump(event))
    result = cli("event", "pack", event_file, inbox, "-o", tmp_path / "pack")
    assert result.code == 0, result.err
    return tmp_path / "pack" / "lock.json"


def anna(text: str = "") -> str:
    return (text or EXAMPLE.read_text()).replace("A. Player", "Anna Smith")


# The birthday attack -------------------------------------------------------------------------------


def _variants(catalog_set: CatalogSet, event: Event) -> itertools.chain:
    """Anna's VALID army written many ways that change what it is but not its verdict, cost or
    look: each plain entry with no declared base, an empty one, or the rules' own width."""
    data = yaml.safe_load(anna())
    plain = [n for n, unit in enumerate(data["units"]) if "element" in unit and "base" not in unit]
    catalog = catalog_set.get("tank-attack")
    for bases in itertools.product([None, {}, {"width": 40}], repeat=len(plain)):
        units = [dict(unit) for unit in data["units"]]
        for n, base in zip(plain, bases, strict=True):
            if base is not None:
                units[n]["base"] = base
        variant = {**data, "units": units}
        report = evaluate(Roster.model_validate(variant), catalog, event=event)
        if report.valid:
            yield variant, report


def test_a_forged_list_sharing_the_locked_lists_fingerprint_is_refused_by_its_contents(
    cli, shipped: CatalogSet, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Fingerprints cut to 3 hex digits make a collision cheap (the product's 12 make it cost
    minutes, not years): two different VALID armies with one fingerprint are found, one is
    locked, and the other is refused at the table, with what differs."""
    monkeypatch.setattr("armybuilder.engine.fingerprint.DIGITS", 3)
    seen: dict[str, tuple[dict, Report]] = {}
    for variant, report in _variants(shipped, Event.model_validate(JUDGED)):
        earlier = seen.setdefault(report.fingerprint, (variant, report))
        if earlier[1].canonical_sha256 != report.canonical_sha256:
            (locked, locked_report), (forged, forged_report) = earlier, (variant, report)
            break
    else:
        pytest.fail("no two armies share a 3-digit fingerprint")
    assert len(seen) < 4096 and forged_report.fingerprint == locked_report.fingerprint
    lock_file = packed(cli, tmp_path, {"anna.yaml": yaml.safe_dump(locked)})
    table = tmp_path / "table-5.yaml"
    table.write_text(yaml.safe_dump(forged))
    result = cli("verify", lock_file, table)
    assert result.code == 1, result.out
    assert (
        f"matches no locked list of Anna Smith (its fingerprint is {forged_report.fingerprint})" in result.out
    )
    assert "the fingerprint is the locked list's but the army is not" in result.out
    assert "closest: Anna Smith's locked list" in result.out and " base" in result.out
    assert cli("verify", lock_file, tmp_path / "inbox" / "anna.yaml").code == 0
    assert cli("verify", lock_file, forged_report.fingerprint).code == 3  # a look-up clears nothing


# Exit statuses and the look-up -----------------------------------------------------------------------


def test_verify_exits_0_only_for_matches_1_for_any_failure_and_3_for_a_look_up(cli, tmp_path: Path) -> None:
    lock_file = packed(cli, tmp_path, {"anna.yaml": anna()})
    good = tmp_path / "inbox" / "anna.yaml"
    bad = tmp_path / "bad.yaml"
    bad.write_text(anna().replace("count: 4", "count: 3"))  # another army, and NOT VALID
    fingerprint = read_lock(lock_file).players[0].entry.fingerprint
    assert [
        cli("verify", lock_file, *items).code
        for items in ((good,), (good, good), (bad,), (fingerprint,), (good, fingerprint), (bad, fingerprint))
    ] == [0, 0, 1, 3, 3, 1]
    unknown = cli("verify", lock_file, "0000-0000-0000")
    assert unknown.code == 3 and unknown.out == (
        "0000-0000-0000: look-up only: no list in the lock has this fingerprint\n"
    )


def test_a_fingerprint_prints_every_list_it_names_for_the_judge_to_compare_with_the_sheet(
    cli, tmp_path: Path
) -> None:
    ben = anna().replace("Anna Smith", "Ben Ortiz").replace(*ONE_ID_TWICE)  # the same army, NOT VALID
    lock_file = packed(cli, tmp_path, {"anna.yaml": anna(), "ben.yaml": ben})
    fingerprint = read_lock(lock_file).players[0].entry.fingerprint
    result = cli("verify", lock_file, fingerprint.upper())
    assert result.code == 3
    lines = result.out.splitlines()
    assert lines[0] == f"{fingerprint.upper()}: look-up only; compare the sheet with the 2 lists it names:"
    assert f"  Anna Smith's locked list, 3rd Wessex Rifles ({fingerprint}), valid when locked:" in lines
    assert f"  Ben Ortiz's locked list, 3rd Wessex Rifles ({fingerprint}), NOT VALID when locked:" in lines
    assert "    2 × Tank — 8 AP {width=40 depth=40 figures=1}" in lines  # the units, as the lock keeps them
    assert "    Infantry Battalion — 11 AP" in lines and "      4 × Rifles — 8 AP" in lines
    assert sum(line.startswith("    2 × Tank") for line in lines) == 2  # each list printed


# Links, the QR code's text, older locks --------------------------------------------------------------


def test_links_are_part_of_the_army_at_the_table_and_the_sheets_code_verifies(
    cli, shipped: CatalogSet, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    lock_file = packed(cli, tmp_path, {"verdun.yaml": VERDUN.read_text()}, WTJ_EVENT)
    untowed = tmp_path / "untowed.yaml"
    untowed.write_text(VERDUN.read_text().replace("    links: {towed-by: teams-1}\n", ""))
    result = cli("verify", lock_file, untowed)
    assert result.code == 1
    assert "french-75 towed-by horse-team: 2 in the lock, 0 here" in result.out
    swapped = tmp_path / "swapped.yaml"  # the same units and counts, two bases in the other truck
    swapped.write_text(
        VERDUN.read_text().replace("links: {carried-by: trucks-2}", "links: {carried-by: trucks-1}", 1)
    )
    result = cli("verify", lock_file, swapped)
    assert result.code == 1 and "carried-by the same truck ×2: 0 in the lock, 1 here" in result.out
    # The QR code's text, as a phone reads it off the sheet: given as it is, or on stdin.
    catalog = shipped.get("wtj-1916")
    report = evaluate(Roster.model_validate(yaml.safe_load(VERDUN.read_text())), catalog)
    scanned = compact_list(report, catalog)
    result = cli("verify", lock_file, scanned)
    assert result.code == 0 and result.out.startswith("the QR code's text: matches A. Player's locked list")
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(scanned.encode())))
    assert cli("verify", lock_file, "-").code == 0
    moved = scanned.replace("{carried-by=#trucks-2}", "{carried-by=#trucks-1}", 1)
    assert cli("verify", lock_file, moved).code == 1


@pytest.mark.parametrize(
    ("edit", "said"),
    [
        (
            lambda text, fingerprint: text.replace(fingerprint, "0000-0000-0000"),
            "gives the fingerprint 0000-0000-0000, but the list as read has {fingerprint}",
        ),
        (
            lambda text, fingerprint: text.replace(
                "Fingerprint", "checked by the umpire before the game\nFingerprint"
            ),
            "is not a list entry, so it was not read: checked by the umpire before the game",
        ),
    ],
    ids=["fingerprint-line-edited", "a-line-of-prose"],
)
def test_a_qr_codes_text_with_a_line_verify_does_not_read_as_the_list_clears_nothing(
    cli, shipped: CatalogSet, tmp_path: Path, edit, said: str
) -> None:
    """A hand-edited `Fingerprint 0000-0000-0000` line, or prose added to the sheet's text, were
    passed over in silence, and verify exited 0."""
    lock_file = packed(cli, tmp_path, {"anna.yaml": anna()})
    catalog = shipped.get("tank-attack")
    report = evaluate(
        Roster.model_validate(yaml.safe_load(anna())), catalog, event=Event.model_validate(JUDGED)
    )
    scanned = compact_list(report, catalog)
    assert cli("verify", lock_file, scanned).code == 0
    result = cli("verify", lock_file, edit(scanned, report.fingerprint))
    assert result.code == 1
    lines = result.out.splitlines()
    assert lines[0].startswith("the QR code's text: matches Anna Smith's locked list")
    assert lines[1] == (
        "  it holds lines not read as part of the list, so it clears nothing whatever the rest matches: "
        "compare the sheet itself with the locked list (a look-up of its fingerprint prints it):"
    )
    assert (
        lines[2].startswith("    [file.text-line] line ")
        and said.format(fingerprint=report.fingerprint) in lines[2]
    )


def test_a_qr_codes_text_with_a_unit_added_in_words_clears_nothing(
    cli, shipped: CatalogSet, tmp_path: Path
) -> None:
    """`plus a sniper and an armoured car` added to the sheet's text was once a line of prose passed
    over; read now as two more units, the list is no longer the locked one, and nothing is cleared."""
    lock_file = packed(cli, tmp_path, {"anna.yaml": anna()})
    catalog = shipped.get("tank-attack")
    report = evaluate(
        Roster.model_validate(yaml.safe_load(anna())), catalog, event=Event.model_validate(JUDGED)
    )
    scanned = compact_list(report, catalog).replace(
        "Fingerprint", "plus a sniper and an armoured car\nFingerprint"
    )
    result = cli("verify", lock_file, scanned)
    assert result.code == 1
    assert "matches Anna Smith's locked list" not in result.out.splitlines()[0]


def test_a_look_up_in_a_hand_edited_lock_says_in_our_words_why_a_list_cannot_be_shown(
    cli, tmp_path: Path
) -> None:
    """It printed pydantic's "1 validation error for Roster\\x0aunits.0.element.base\\x0a  Input
    should be a valid dictionary ... errors.pydantic.dev"."""
    lock_file = packed(cli, tmp_path, {"anna.yaml": anna()})
    data = json.loads(lock_file.read_text())
    entry = data["players"][0]["entry"]
    entry["contents"]["units"][0]["base"] = "big"
    lock_file.write_text(json.dumps(data))
    result = cli("verify", lock_file, entry["fingerprint"])
    assert result.code == 3
    assert result.out.splitlines()[1].endswith(
        f"; it cannot be shown, as {lock_file} holds no army there (units[0].base: expected a mapping "
        f"(`key: value` lines) here, got the text 'big'): compare the sheet with {entry['label']}"
    )
    published = cli("event", "publish", lock_file, "-o", tmp_path / "lists.html")
    assert published.code == 2 and "units[0].base: expected a mapping" in published.err
    assert (
        "pydantic" not in result.out + published.err and "validation error" not in result.out + published.err
    )


def test_a_lock_whose_player_ids_repeat_is_refused_naming_the_id(cli, tmp_path: Path) -> None:
    """Ben's id set to Anna's `p1`: verify matched Anna's list and exited 0 on a malformed lock."""
    lock_file = packed(
        cli, tmp_path, {"anna.yaml": anna(), "ben.yaml": anna().replace("Anna Smith", "Ben Ortiz")}
    )
    data = json.loads(lock_file.read_text())
    assert [player["id"] for player in data["players"]] == ["p1", "p2"]
    data["players"][1]["id"] = "p1"
    lock_file.write_text(json.dumps(data))
    result = cli("verify", lock_file, tmp_path / "inbox" / "anna.yaml")
    assert result.code == 1 and result.out == ""
    assert "players: the player id `p1` is given to more than one player" in result.err
    assert cli("event", "accept", lock_file, "Ben Ortiz").code != 0


def test_text_on_stdin_is_read_up_to_a_limit_named_in_the_message(
    cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    lock_file = packed(cli, tmp_path, {"anna.yaml": anna()})
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"x" * 2_000_000)))
    result = cli("verify", lock_file, "-")
    assert result.code == 1 and "over 1,048,576 bytes" in result.out


def format_2(lock_file: Path) -> Path:
    """The lock as format 2 wrote it: per player the entry's fields, contents without links."""
    data = json.loads(lock_file.read_text())
    lists = []
    for player in data["players"]:
        entry = player["entry"]
        contents = without_links(entry["contents"])
        lists.append(
            {
                "player": player["name"],
                **{key: entry[key] for key in ("army", "file", "part", "sha256", "valid", "received")},
                "contents": contents,
                "fingerprint": "ffff-ffff-ffff",  # never trusted
                "status": player["status"],
            }
        )
    lock_file.write_text(
        json.dumps({"lock": 2, "event": data["event"], "locked_at": data["locked_at"], "lists": lists})
    )
    return lock_file


def test_an_older_lock_reads_back_is_compared_without_links_and_is_written_as_format_3(
    cli, tmp_path: Path
) -> None:
    lock_file = format_2(packed(cli, tmp_path, {"verdun.yaml": VERDUN.read_text()}, WTJ_EVENT))
    [player] = read_lock(lock_file).players
    assert player.id == "p1" and player.entry.canonical_sha256 is None
    assert player.entry.fingerprint != "ffff-ffff-ffff"  # worked out again from its contents
    result = cli("verify", lock_file, tmp_path / "inbox" / "verdun.yaml")
    assert result.code == 0
    assert "(compared without links: a lock of an older format kept none)" in result.out
    # Packing again writes format 3; the entry still says its links were not kept.
    (tmp_path / "inbox" / "late.yaml").write_text(anna().replace("tank-attack", "wtj-1916"))
    assert (
        cli("event", "pack", tmp_path / "event.yaml", tmp_path / "inbox", "-o", tmp_path / "pack").code == 0
    )
    data = json.loads(lock_file.read_text())
    assert data["lock"] == 3 and data["players"][0]["entry"]["canonical_sha256"] is None
    assert json.loads((tmp_path / "pack" / "lock.json.bak").read_text())["lock"] == 2


@pytest.mark.parametrize(
    ("player", "written"),
    [("Zed Nobody", ""), ("\u0410nna Smith", " (a name that mixes Cyrillic and Latin letters)")],
    ids=["another-name", "a-cyrillic-A"],
)
def test_a_locked_army_under_a_player_with_no_locked_list_is_said_once_to_be_anothers(
    cli, tmp_path: Path, player: str, written: str
) -> None:
    """It said "the fingerprint is the locked list's but the army is not", then "its army matches
    Anna Smith's locked list", then "closest: Anna Smith's locked list ..., same army"."""
    lock_file = packed(cli, tmp_path, {"anna.yaml": anna()})
    roster = tmp_path / "zed.yaml"
    roster.write_text(anna().replace("Anna Smith", player))
    result = cli("verify", lock_file, roster)
    assert result.code == 1
    fingerprint = read_lock(lock_file).players[0].entry.fingerprint
    assert result.out == (
        f"{roster}: its army is Anna Smith's locked list, 3rd Wessex Rifles ({fingerprint}), valid when "
        f"locked; but the roster names {player}{written}, who has no locked list\n"
    )


BEFORE_DEFAULTS = Path(__file__).resolve().parent / "data" / "locks" / "hex-day-before-defaults.json"
"""A lock written before the contents held an element's group defaults: Zoe Hex's list left one
infantry's quality and one tank's class to their defaults (regular, medium), kept as no option."""
ZOE = """\
format: 1
system: ohw-ww2-hex
name: 22nd Armoured Brigade Group
player: Zoe Hex
options: {{army-size: 6}}
units:
  - {{element: infantry, options: [elite]}}
  - {{element: infantry{quality}}}
  - {{element: tank{tank_class}}}
  - {{element: tank, options: [light]}}
  - {{element: anti-tank-gun}}
  - {{element: artillery}}
"""


@pytest.mark.parametrize("form", ["format-3", "format-2"])
@pytest.mark.parametrize(
    ("quality", "tank_class"),
    [("", ""), (", options: [regular]", ", options: [medium]"), (", options: [regular]", "")],
    ids=["left-out", "written", "one-written"],
)
def test_a_list_locked_before_defaults_were_in_the_contents_matches_with_them_written_or_not(
    cli, tmp_path: Path, form: str, quality: str, tank_class: str
) -> None:
    """verify said "infantry: 1 in the lock, 0 here; infantry [regular]: 0 in the lock, 1 here" for
    the same army with a default written out. Contents kept without defaults are compared with
    the defaults filled in, as today's list has them."""
    lock_file = tmp_path / "lock.json"
    lock_file.write_text(BEFORE_DEFAULTS.read_text())
    if form == "format-2":
        format_2(lock_file)
    roster = tmp_path / "zoe.yaml"
    roster.write_text(ZOE.format(quality=quality, tank_class=tank_class))
    result = cli("verify", lock_file, roster)
    assert result.code == 0, result.out
    assert result.out.startswith(f"{roster}: matches Zoe Hex's locked list, 22nd Armoured Brigade Group (")
    other = tmp_path / "militia.yaml"
    other.write_text(ZOE.format(quality=", options: [militia]", tank_class=""))
    refused = cli("verify", lock_file, other)
    assert refused.code == 1 and "infantry [militia]: 0 in the lock, 1 here" in refused.out
    assert "infantry [regular]: 1 in the lock, 0 here" in refused.out


def test_a_pack_keeps_a_list_locked_before_defaults_were_in_the_contents_as_locked(
    cli, tmp_path: Path
) -> None:
    """The same list sent again after the deadline is the entry, not a changed list, and the lock
    is written with the defaults filled in."""
    out = tmp_path / "pack"
    out.mkdir()
    (out / "lock.json").write_text(BEFORE_DEFAULTS.read_text())
    inbox = tmp_path / "inbox"
    inbox.mkdir()
    (inbox / "zoe.yaml").write_text(ZOE.format(quality=", options: [regular]", tank_class=""))
    event = tmp_path / "event.yaml"
    event.write_text(
        yaml.safe_dump({"event": 1, "name": "Hex Day", "system": "ohw-ww2-hex", "options": {"army-size": 6}})
    )
    result = cli("event", "pack", event, inbox, "-o", out, "--force")
    assert result.code == 0, result.err
    assert "1 locked" in result.out and "changed" not in result.out
    [player] = read_lock(out / "lock.json").players
    assert player.entry is not None and player.status == "locked"
    assert sorted(
        unit["options"] for unit in player.entry.contents["units"] if unit["element"] == "tank"
    ) == [["light", "regular"], ["medium", "regular"]], "each tank's quality and class, defaults filled in"


# Players: ids and addresses -------------------------------------------------------------------------


def test_player_ids_are_given_once_and_addresses_come_from_the_mail(cli, tmp_path: Path) -> None:
    from tests.test_mail import CORPUS

    lock_file = packed(cli, tmp_path, {"carl.yaml": anna().replace("Anna Smith", "Carl Jones")})
    (tmp_path / "inbox" / "attachment.eml").write_bytes((CORPUS / "attachment.eml").read_bytes())
    assert (
        cli("event", "pack", tmp_path / "event.yaml", tmp_path / "inbox", "-o", tmp_path / "pack").code == 0
    )
    players = {player.name: player for player in read_lock(lock_file).players}
    assert (players["Carl Jones"].id, players["Carl Jones"].addresses) == ("p1", [])
    assert (players["Anna Smith"].id, players["Anna Smith"].addresses) == ("p2", ["anna@example.org"])


def test_a_list_naming_no_player_as_near_two_locked_lists_names_the_tie(cli, tmp_path: Path) -> None:
    """A changed list with no player said "closest: Ben Ortiz's locked list" where Anna's was as
    near: where entries tie, each is named with what differs, and none is chosen."""
    text = EXAMPLE.read_text()
    lock_file = packed(
        cli,
        tmp_path,
        {
            "anna.yaml": anna(text.replace("  - element: balloon\n", "")),
            "ben.yaml": text.replace("A. Player", "Ben Ortiz").replace("  - element: fighter\n", ""),
        },
    )
    table = tmp_path / "table-5.yaml"
    table.write_text(text.replace("player: A. Player\n", ""))
    result = cli("verify", lock_file, table)
    assert result.code == 1
    lines = result.out.splitlines()
    assert lines[1] == "  closest: a tie between 2 locked lists, each 1 difference away, so none is chosen:"
    assert lines[2].startswith("    Anna Smith's locked list, 3rd Wessex Rifles (") and lines[2].endswith(
        "), which differs:"
    )
    assert lines[3] == "      balloon: 0 in the lock, 1 here"
    assert lines[4].startswith("    Ben Ortiz's locked list, 3rd Wessex Rifles (")
    assert lines[5] == "      fighter: 0 in the lock, 1 here"
    # A list that names its player is compared with theirs, as before: no tie to name.
    table.write_text(anna(text))
    named = cli("verify", lock_file, table).out
    assert "  closest: Anna Smith's locked list" in named and "tie" not in named


def test_a_list_naming_no_player_is_no_nearer_a_locked_list_that_names_none_either(
    cli, tmp_path: Path
) -> None:
    """Seven players had locked one army, one of them a file naming no player; a changed copy
    naming no one was said to be nearest that file's list, as two missing names counted as alike:
    it is a tie, each named."""
    text = EXAMPLE.read_text()
    lock_file = packed(
        cli,
        tmp_path,
        {"anna.yaml": anna(text), "nobody.yaml": text.replace("player: A. Player\n", "")},
    )
    table = tmp_path / "table.yaml"
    table.write_text(text.replace("player: A. Player\n", "").replace("  - element: balloon\n", ""))
    lines = cli("verify", lock_file, table).out.splitlines()
    assert lines[1] == "  closest: a tie between 2 locked lists, each 1 difference away, so none is chosen:"
    assert [line.split(",")[0] for line in lines[2::2]] == [
        "    Anna Smith's locked list",
        f"    the locked list from {tmp_path / 'inbox' / 'nobody.yaml'}",
    ]
