"""Roster files: nothing the file says is lost, and saving never leaves a half-written file."""

import json
import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from armybuilder.errors import InputError
from armybuilder.files.rosters import _dumped, dump_roster, load_roster, parse_roster, roster_of
from armybuilder.files.saving import save_roster
from armybuilder.files.yaml import parse
from armybuilder.files.yaml.writer import block
from armybuilder.schema.roster import FormationEntry, UnreadEntry
from tests.conftest import ROOT

EXAMPLE = ROOT / "catalogs" / "examples" / "tank-attack-36ap.yaml"


def test_unknown_entries_survive_load_and_save(tmp_path: Path) -> None:
    text = """format: 1
system: tank-attack
name: Odd
options: {house-rule: 3}
units:
  - element: zeppelin
    count: 0
    options: [armour-plate]
  - formation: brigade
    elements: [{element: rifles, count: two}]
"""
    source = tmp_path / "odd.yaml"
    source.write_text(text)
    roster = load_roster(source).roster
    target = tmp_path / "saved.yaml"
    save_roster(roster, target)
    again = load_roster(target).roster
    assert again == roster
    saved = target.read_text()
    for fragment in ("zeppelin", "count: 0", "armour-plate", "brigade", "count: two", "house-rule: 3"):
        assert fragment in saved


def test_a_units_note_is_kept_on_save_and_shown_but_is_no_part_of_the_army(tmp_path: Path, cli) -> None:
    text = EXAMPLE.read_text(encoding="utf-8").replace(
        "  - element: sturmtruppe\n", "  - element: sturmtruppe\n    note: trench raiders\n"
    )
    assert "trench raiders" in text
    noted, plain = tmp_path / "noted.yaml", tmp_path / "plain.yaml"
    noted.write_text(text, encoding="utf-8")
    plain.write_text(EXAMPLE.read_text(encoding="utf-8"), encoding="utf-8")
    roster = load_roster(noted).roster
    save_roster(roster, tmp_path / "saved.yaml", keep_layout=False)
    assert load_roster(tmp_path / "saved.yaml").roster == roster
    assert "note: trench raiders" in (tmp_path / "saved.yaml").read_text(encoding="utf-8")
    shown = cli("show", noted).out
    assert "Sturmtruppe — trench raiders" in shown
    checked = [json.loads(cli("check", path, "--format", "json").out)[0] for path in (noted, plain)]
    assert checked[0]["fingerprint"] == checked[1]["fingerprint"]


def test_save_keeps_the_previous_file_as_bak_and_leaves_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "army.yaml"
    first = load_roster(EXAMPLE).roster
    save_roster(first, target)
    second = first.model_copy(update={"name": "Renamed"})
    save_roster(second, target)
    assert load_roster(target).roster.name == "Renamed"
    assert load_roster(tmp_path / "army.yaml.bak").roster.name == first.name
    assert sorted(p.name for p in tmp_path.iterdir()) == ["army.yaml", "army.yaml.bak"]


def test_a_failed_save_leaves_the_old_file_whole(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "army.yaml"
    roster = load_roster(EXAMPLE).roster
    save_roster(roster, target)
    before = target.read_bytes()

    def crash(*args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError):
        save_roster(roster.model_copy(update={"name": "Lost"}), target)
    assert target.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["army.yaml"]


def test_dump_reads_like_the_documented_format() -> None:
    text = dump_roster(load_roster(EXAMPLE).roster)
    assert text.startswith("format: 1\nsystem: tank-attack\ncatalog_revision: 2\nname: 3rd Wessex Rifles\n")
    assert "\n  - element: rifles\n    general: true\n" in text
    assert "count: 1" not in text


def test_multiline_notes_are_written_as_a_block() -> None:
    roster = load_roster(EXAMPLE).roster.model_copy(update={"notes": "line one\nline two\n"})
    text = dump_roster(roster)
    assert "notes: |\n  line one\n  line two\n" in text
    assert parse_roster(text, "x.yaml") == roster


def test_load_errors_name_file_line_and_column(tmp_path: Path) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text("format: 1\nsystem: tank-attack\nname: X\nunits:\n  - element: rifles\n    count: [2]\n")
    with pytest.raises(InputError) as caught:
        load_roster(path)
    assert str(caught.value).startswith(f"{path}:6:12: units[0].count:")


def test_a_copy_saved_without_backup_leaves_no_bak(tmp_path: Path) -> None:
    target = tmp_path / "autosave.yaml"
    roster = load_roster(EXAMPLE).roster
    save_roster(roster, target, keep_backup=False)
    save_roster(roster.model_copy(update={"name": "Again"}), target, keep_backup=False)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.yaml"]


def test_saving_over_a_link_replaces_the_link_and_leaves_the_file_it_named(tmp_path: Path) -> None:
    """Saving wrote through a link, so a link planted where a roster is saved replaced the file it
    named (another of the player's files, or as root a device). The link itself is replaced now,
    and kept as the backup."""
    real = tmp_path / "lists" / "army.yaml"
    real.parent.mkdir()
    save_roster(load_roster(EXAMPLE).roster, real)
    before = real.read_bytes()
    link = tmp_path / "army.yaml"
    link.symlink_to(real)
    save_roster(load_roster(link).roster.model_copy(update={"name": "Beside the link"}), link)
    assert not link.is_symlink() and load_roster(link).roster.name == "Beside the link"
    assert real.read_bytes() == before
    backup = tmp_path / "army.yaml.bak"
    assert backup.is_symlink() and backup.resolve() == real


def test_saving_keeps_the_files_permissions(tmp_path: Path) -> None:
    army = tmp_path / "army.yaml"
    save_roster(load_roster(EXAMPLE).roster, army)
    army.chmod(0o640)
    save_roster(load_roster(army).roster.model_copy(update={"name": "Again"}), army)
    assert (army.stat().st_mode & 0o777) == 0o640


HAND_WRITTEN = """\
# My club army, 36 AP
format: 1
system: tank-attack
name: Wessex Rifles   # the name on the sheet
units:
# the core
- formation: infantry-battalion
  elements:
  - {element: rifles, count: 4}   # four stands
  - element: machinegun
- element: rifles
  general: true   # the general
- element: lorry  # transport
"""


def test_saving_over_a_hand_written_roster_keeps_its_comments_order_and_layout(tmp_path: Path) -> None:
    from armybuilder.editing import operations as op
    from armybuilder.engine.where import of_place

    target = tmp_path / "army.yaml"
    target.write_text(HAND_WRITTEN)
    roster = load_roster(target).roster
    roster = op.change_count(roster, of_place((0, 1)), 1)
    roster = op.rename(roster, of_place((1,)), "Colonel Blimp")
    roster = op.remove(roster, of_place((2,)))
    save_roster(roster, target)
    assert target.read_text() == HAND_WRITTEN.replace(
        "  - element: machinegun\n", "  - element: machinegun\n    count: 2\n"
    ).replace("# the general\n", "# the general\n  name: Colonel Blimp\n").replace(
        "- element: lorry  # transport\n", ""
    )
    assert target.with_name("army.yaml.bak").read_text() == HAND_WRITTEN
    assert load_roster(target).roster == roster


def test_every_save_over_a_hand_written_roster_keeps_its_comments(tmp_path: Path) -> None:
    from armybuilder.editing import operations as op
    from armybuilder.engine.where import of_place

    target = tmp_path / "army.yaml"
    target.write_text(HAND_WRITTEN)
    roster = load_roster(target).roster
    for name in ("Colonel Blimp", "General Melchett"):
        roster = op.rename(roster, of_place((1,)), name)
        save_roster(roster, target)
        text = target.read_text()
        assert "# the general" in text and "# transport" in text, text
        assert load_roster(target).roster == roster


def test_a_key_new_to_a_hand_written_roster_goes_where_the_standard_layout_has_it(tmp_path: Path) -> None:
    """The editor writes `catalog_revision:` (and `format:`) into a file that lacked them: beside
    `system:`, not under the units, and the comment above `name:` stays above it."""
    target = tmp_path / "army.yaml"
    target.write_text(
        "# top\nsystem: tank-attack   # the rules\n# the army's name\nname: Wessex Rifles\n"
        "\n# units below\nunits:\n  - element: rifles\n    general: true\n"
    )
    roster = load_roster(target).roster.model_copy(update={"format": 1, "catalog_revision": 3, "limit": 36})
    save_roster(roster, target)
    assert target.read_text() == (
        "# top\nformat: 1\nsystem: tank-attack   # the rules\ncatalog_revision: 3\n# the army's name\n"
        "name: Wessex Rifles\nlimit: 36\n\n# units below\nunits:\n  - element: rifles\n    general: true\n"
    )
    assert load_roster(target).roster == roster


BROKEN_ENTRIES = """format: 1
system: tank-attack
name: Broken entries
units:
  - element: rifles
    general: true
  - formation: infantry-battalion
    elements:
      - element: rifles
        count: 4
      - element: machinegun
        Count: 1
  - element: tank
    Count: 2
  - element: tank
"""


def test_a_broken_unit_entry_is_read_apart_in_its_place_and_the_rest_as_written() -> None:
    with pytest.raises(InputError):
        roster_of(parse(BROKEN_ENTRIES, "r.yaml"), BROKEN_ENTRIES, "r.yaml")
    roster = roster_of(parse(BROKEN_ENTRIES, "r.yaml"), BROKEN_ENTRIES, "r.yaml", entries_apart=True)
    rifles, battalion, broken, tank = roster.units
    assert isinstance(battalion, FormationEntry) and isinstance(battalion.elements[1], UnreadEntry)
    assert [u.steps for u in battalion.elements[1].unread] == [("units", 1, "elements", 1, "Count")]
    assert isinstance(broken, UnreadEntry) and broken.element == "tank"
    assert [(u.message, u.hint) for u in broken.unread] == [("unknown key `Count`", "did you mean `count`?")]
    assert not isinstance(rifles, UnreadEntry) and rifles.general
    assert not isinstance(tank, UnreadEntry) and tank.element == "tank"


def test_a_problem_outside_the_unit_entries_still_refuses_the_whole_file() -> None:
    text = BROKEN_ENTRIES.replace("name: Broken entries", "name: Broken entries\nlimit: -5")
    with pytest.raises(InputError) as refused:
        roster_of(parse(text, "r.yaml"), text, "r.yaml", entries_apart=True)
    assert [str(d.where) for d in refused.value.details] == [
        "limit",
        "units[1].elements[1].Count",
        "units[2].Count",
    ]


# Writing quickly, as PyYAML writes ---------------------------------------------------------------

_TEXTS = st.one_of(
    st.sampled_from(
        [
            "rifles",
            "Tank Mk IV",
            "yes",
            "No",
            "null",
            "on",
            "a: b",
            "x #y",
            "12",
            "1e3",
            "-x",
            " x",
            "x ",
            "O'Brien",
            "d'Artagnan",
            "(A)",
            "a/b",
            "é",
            "Zoë",
            "x\ny",
            "\u2028",
            "",
            "~",
            "a  b",
            "1st Battalion",
            "4 Platoon",
            "2001-12-14",
            "1_000",
            "0x1F",
            "1:30",
            "0o17",
            "+1",
            ".5",
            "1.",
            "Ünter",
            "151e Régiment",
            "x_y",
            "ǅ",
            "٣",
            "Ⅻ",
            "Y",
            "n",
        ]
    ),
    st.text(max_size=12),
    st.lists(st.sampled_from(["Rifles", "of", "the", "4th", "Régiment"]), min_size=12, max_size=25).map(
        " ".join
    ),
    st.text(
        alphabet=st.characters(categories=["L", "N", "Zs", "Pd", "Po", "Ps", "Pe"]), min_size=1, max_size=20
    ),
    st.text(alphabet="abc -'()./", min_size=1, max_size=120),
)
_SCALARS = st.one_of(
    _TEXTS, st.integers(-(10**20), 10**20), st.booleans(), st.none(), st.floats(allow_nan=False)
)
_DATA = st.recursive(
    _SCALARS,
    lambda inner: st.one_of(st.lists(inner, max_size=3), st.dictionaries(_TEXTS, inner, max_size=4)),
    max_leaves=12,
)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(_TEXTS, _DATA, min_size=1, max_size=5))
def test_what_the_quick_writer_writes_is_what_pyyaml_writes(data: dict[str, object]) -> None:
    """A roster is written a key and an entry at a time, the plain ones without PyYAML: each must
    come out as PyYAML writes it, whether at the top or as a list's entry."""
    alone, listed = block(data), block(data, 4, item=True)
    assert alone is None or alone == _dumped(data)
    assert listed is None or listed == _dumped({"units": [data]}).partition("\n")[2]


def test_a_roster_is_written_as_pyyaml_writes_it_and_its_plain_entries_without_it() -> None:
    for file in sorted((ROOT / "catalogs" / "examples").glob("*.yaml")):
        roster = load_roster(file).roster
        data = {"format": 1, **roster.model_dump(mode="python", exclude_defaults=True)}
        assert dump_roster(roster) == _dumped(data), file.name
        assert any(block(unit, 4, item=True) for unit in data["units"]), (
            "the quick writer writes words and counts"
        )


_ROSTER_TEXTS = st.one_of(_TEXTS, st.sampled_from(["\n", "a\n\n", "x...", "a\n...\nb", "...", "y\n"]))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    name=_ROSTER_TEXTS.filter(str.strip),
    notes=st.none() | _ROSTER_TEXTS,
    units=st.lists(
        st.fixed_dictionaries(
            {"element": st.sampled_from(["rifles", "tank"])},
            optional={"name": _ROSTER_TEXTS, "note": _ROSTER_TEXTS, "count": st.integers(1, 9)},
        ),
        max_size=4,
    ),
)
def test_a_roster_written_in_parts_is_the_roster_pyyaml_writes_whole(
    name: str, notes: str | None, units: list[dict[str, object]]
) -> None:
    """Its parts written alone must join as the whole would: a part whose text PyYAML ends
    with its `...` (the document left open) loses it where the roster goes on."""
    written = {"format": 1, "system": "tank-attack", "name": name, "units": units}
    if notes is not None:
        written["notes"] = notes
    roster = roster_of(written, "", "x.yaml")
    data = {"format": 1, **roster.model_dump(mode="python", exclude_defaults=True)}
    assert dump_roster(roster) == _dumped(data)
