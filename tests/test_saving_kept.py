"""Saving over a roster the player wrote: only what changed is written, every other byte stays as
they wrote it (comments, blank lines, order, quoting), and the file loads as the roster saved.
Where a change has no exact place in their layout, the whole file is merged as before."""

from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from armybuilder.files.keeping import merged
from armybuilder.files.rosters import dump_roster, load_roster, parse_roster
from armybuilder.files.saving import save_roster
from armybuilder.files.splicing import spliced
from armybuilder.schema.roster import ElementEntry, FormationEntry, Roster

WRITTEN = """\
# Wessex Rifles, for the club night
format: 1
system: tank-attack
name: 'Wessex Rifles'   # as on the sheet

limit: 36
units:
  # the core
  - element: rifles
    general: true   # the general
  - element: tank   # Mk IV
    count: 2
    name: "Fray Bentos"

  # support
  - element: machinegun   # one only
  - element: lorry
"""


def _saved(text: str, roster: Roster, tmp_path: Path) -> str:
    """The file after saving `roster` over `text`; it must load as that roster."""
    path = tmp_path / "army.yaml"
    path.write_text(text, encoding="utf-8")
    save_roster(roster, path)
    assert load_roster(path).roster == roster.model_copy(update={"format": 1})
    assert path.with_name("army.yaml.bak").read_text(encoding="utf-8") == text
    return path.read_text(encoding="utf-8")


def _units(roster: Roster, *units: ElementEntry | FormationEntry) -> Roster:
    return roster.model_copy(update={"units": list(units)})


def test_a_count_changed_keeps_the_comments_beside_it_and_every_other_line() -> None:
    roster = parse_roster(WRITTEN, "army.yaml")
    rifles, tank, machinegun, lorry = roster.units
    more = _units(roster, rifles, tank.model_copy(update={"count": 3}), machinegun, lorry)
    assert spliced(WRITTEN, more) == WRITTEN.replace("    count: 2\n", "    count: 3\n")
    once = _units(roster, rifles, tank.model_copy(update={"count": 1}), machinegun, lorry)
    assert spliced(WRITTEN, once) == WRITTEN.replace("    count: 2\n", "")
    counted = _units(roster, rifles, tank, machinegun.model_copy(update={"count": 2}), lorry)
    assert spliced(WRITTEN, counted) == WRITTEN.replace(
        "  - element: machinegun   # one only\n", "  - element: machinegun   # one only\n    count: 2\n"
    )


def test_an_entry_added_or_taken_out_in_the_middle_leaves_its_neighbours_as_written(tmp_path: Path) -> None:
    roster = parse_roster(WRITTEN, "army.yaml")
    rifles, tank, machinegun, lorry = roster.units
    scout = ElementEntry(element="scout", name="Eyes")
    added = _saved(WRITTEN, _units(roster, rifles, tank, scout, machinegun, lorry), tmp_path)
    assert added == WRITTEN.replace(
        '    name: "Fray Bentos"\n', '    name: "Fray Bentos"\n  - element: scout\n    name: Eyes\n'
    )
    taken = _saved(WRITTEN, _units(roster, rifles, machinegun, lorry), tmp_path)
    assert taken == WRITTEN.replace(
        '  - element: tank   # Mk IV\n    count: 2\n    name: "Fray Bentos"\n', ""
    )
    first = _saved(WRITTEN, _units(roster, scout, tank, machinegun, lorry), tmp_path)
    assert first == WRITTEN.replace(
        "  - element: rifles\n    general: true   # the general\n", "  - element: scout\n    name: Eyes\n"
    )


def test_options_added_are_written_as_the_file_writes_its_lists(tmp_path: Path) -> None:
    roster = parse_roster(WRITTEN, "army.yaml")
    rifles, tank, machinegun, lorry = roster.units
    armed = _units(roster, rifles, tank.model_copy(update={"options": ["smoke"]}), machinegun, lorry)
    once = _saved(WRITTEN, armed, tmp_path)
    assert once == WRITTEN.replace(
        '    name: "Fray Bentos"\n', '    name: "Fray Bentos"\n    options:\n      - smoke\n'
    )
    twice = tank.model_copy(update={"options": ["smoke", "mg"]})
    assert _saved(once, _units(roster, rifles, twice, machinegun, lorry), tmp_path) == once.replace(
        "      - smoke\n", "      - smoke\n      - mg\n"
    )
    flush = "format: 1\nsystem: tank-attack\nname: Flush\nunits:\n- element: tank  # Mk IV\n  options:\n  - smoke\n"
    roster = parse_roster(flush, "army.yaml")
    tank = roster.units[0].model_copy(update={"options": ["smoke", "mg"], "name": "Bessie"})
    assert _saved(flush, _units(roster, tank), tmp_path) == flush.replace(
        "  options:\n  - smoke\n", "  name: Bessie\n  options:\n  - smoke\n  - mg\n"
    )


def test_changed_words_keep_the_quotes_the_player_wrote(tmp_path: Path) -> None:
    roster = parse_roster(WRITTEN, "army.yaml")
    rifles, tank, machinegun, lorry = roster.units
    renamed = _units(roster, rifles, tank.model_copy(update={"name": 'The "Bessie"'}), machinegun, lorry)
    renamed = renamed.model_copy(update={"name": "Wessex's Own", "player": "A. Player"})
    assert _saved(WRITTEN, renamed, tmp_path) == WRITTEN.replace(
        "name: 'Wessex Rifles'   # as on the sheet\n",
        "name: 'Wessex''s Own'   # as on the sheet\nplayer: A. Player\n",
    ).replace('name: "Fray Bentos"', 'name: "The \\"Bessie\\""')


def test_a_block_of_notes_changed_is_written_again_whole(tmp_path: Path) -> None:
    text = "format: 1\nsystem: tank-attack\nname: Noted\nnotes: |\n  Line one.\n  Line two.\n\n# the units\nunits:\n  - element: tank\n"
    roster = parse_roster(text, "army.yaml")
    saved = _saved(text, roster.model_copy(update={"notes": "Only one line."}), tmp_path)
    # the blank line after the block is the player's layout, not the notes': it stays
    assert saved == text.replace("notes: |\n  Line one.\n  Line two.\n", "notes: Only one line.\n")
    back = _saved(saved, roster.model_copy(update={"notes": "Line one.\nLine 2.\n"}), tmp_path)
    assert back == text.replace("notes: |\n  Line one.\n  Line two.\n", "notes: |\n  Line one.\n  Line 2.\n")


def test_a_comment_on_a_value_written_again_on_more_lines_is_kept(tmp_path: Path) -> None:
    text = "format: 1\nsystem: tank-attack\nname: Noted\nnotes: one line   # why we play\nunits:\n  - element: tank\n"
    roster = parse_roster(text, "army.yaml")
    saved = _saved(text, roster.model_copy(update={"notes": "two\nlines"}), tmp_path)
    assert "# why we play" in saved
    assert parse_roster(saved, "army.yaml").notes == "two\nlines"


FLOW = """\
format: 1
system: tank-attack
name: Flow   # short
units:
  - {element: rifles, count: 4}   # four stands
  - element: tank
    options: [smoke]   # and nothing else
"""


def test_a_value_in_a_flow_collection_is_changed_in_place(tmp_path: Path) -> None:
    roster = parse_roster(FLOW, "army.yaml")
    rifles, tank = roster.units
    assert _saved(
        FLOW, _units(roster, rifles.model_copy(update={"count": 5}), tank), tmp_path
    ) == FLOW.replace("count: 4}", "count: 5}")


def test_an_entry_added_to_a_flow_collection_falls_back_to_the_whole_merge(tmp_path: Path) -> None:
    roster = parse_roster(FLOW, "army.yaml")
    rifles, tank = roster.units
    for changed in (
        _units(roster, rifles.model_copy(update={"name": "Blues"}), tank),
        _units(roster, rifles, tank.model_copy(update={"options": ["smoke", "mg"]})),
    ):
        assert spliced(FLOW, changed) is None
        saved = _saved(FLOW, changed, tmp_path)
        assert "# four stands" in saved and "# and nothing else" in saved and "# short" in saved


def test_a_file_whose_values_share_an_anchor_falls_back_and_is_never_written_wrong(tmp_path: Path) -> None:
    text = (
        "format: 1\nsystem: tank-attack\nname: Anchored   # the same tank twice\nunits:\n"
        "  - &tank {element: tank, count: 2}\n  - *tank\n"
    )
    roster = parse_roster(text, "army.yaml")
    first, second = roster.units
    renamed = roster.model_copy(update={"name": "Twins"})
    assert spliced(text, renamed) is None
    saved = _saved(text, renamed, tmp_path)
    assert "# the same tank twice" in saved and "&tank" in saved and "*tank" in saved
    # The merge would write the count into both tanks: the file is written anew instead.
    changed = _units(roster, first.model_copy(update={"count": 3}), second)
    assert spliced(text, changed) is None
    assert "*tank" not in _saved(text, changed, tmp_path)


def test_a_file_beginning_with_a_byte_order_mark_keeps_it_and_its_comments(tmp_path: Path) -> None:
    text = "\ufeff# from Notepad\nformat: 1\nsystem: tank-attack\nname: Marked   # c\nunits:\n  - element: rifles\n"
    roster = parse_roster(text, "army.yaml")
    assert _saved(text, roster.model_copy(update={"name": "Marked twice"}), tmp_path) == text.replace(
        "Marked", "Marked twice"
    )


TWO_OF_A_KIND = """\
format: 1
system: tank-attack
name: Pairs
units:
  - element: rifles
    general: true
  - element: tank   # Fray Bentos
    count: 2
  - element: tank   # Crème de Menthe
    name: Crème
"""


def test_an_entry_taken_out_takes_its_own_comments_not_its_neighbours(tmp_path: Path) -> None:
    roster = parse_roster(TWO_OF_A_KIND, "army.yaml")
    rifles, _taken, second = roster.units
    assert _saved(TWO_OF_A_KIND, _units(roster, rifles, second), tmp_path) == TWO_OF_A_KIND.replace(
        "  - element: tank   # Fray Bentos\n    count: 2\n", ""
    )


def test_an_entry_added_before_others_of_its_kind_leaves_their_comments_with_them(tmp_path: Path) -> None:
    roster = parse_roster(TWO_OF_A_KIND, "army.yaml")
    rifles, first, second = roster.units
    added = ElementEntry(element="tank", name="Fritz")
    saved = _saved(TWO_OF_A_KIND, _units(roster, rifles, added, first, second), tmp_path)
    assert saved.index("Fritz") < saved.index("# Fray Bentos\n    count: 2\n") < saved.index("# Crème")


def test_the_whole_merge_keeps_the_comments_of_the_entries_a_save_did_not_take_out(tmp_path: Path) -> None:
    text = TWO_OF_A_KIND.replace("    name: Crème\n", "    name: Crème\n  - {element: lorry}   # the last\n")
    roster = parse_roster(text, "army.yaml")
    rifles, _taken, second, lorry = roster.units
    saved = merged(tmp_path / "army.yaml", text, _units(roster, rifles, second, lorry))
    assert saved is not None and "Fray Bentos" not in saved
    assert "tank   # Crème de Menthe\n" in saved and "{element: lorry}   # the last\n" in saved


def test_a_file_written_on_windows_keeps_its_line_ends_and_comments(tmp_path: Path) -> None:
    path = tmp_path / "army.yaml"
    path.write_bytes(WRITTEN.replace("\n", "\r\n").encode())
    roster = load_roster(path).roster
    rifles, tank, machinegun, lorry = roster.units
    save_roster(_units(roster, rifles, tank.model_copy(update={"count": 3}), machinegun, lorry), path)
    assert (
        path.read_bytes()
        == WRITTEN.replace("    count: 2\n", "    count: 3\n").replace("\n", "\r\n").encode()
    )


@pytest.mark.parametrize(
    "text", [WRITTEN.replace("\n", "\r"), WRITTEN.replace("\n", "\r\n", 1)], ids=["carriage returns", "mixed"]
)
def test_a_file_of_old_or_mixed_line_ends_is_saved_with_unix_ones(text: str, tmp_path: Path) -> None:
    path = tmp_path / "army.yaml"
    path.write_bytes(text.encode())
    roster = load_roster(path).roster
    save_roster(roster.model_copy(update={"limit": 48}), path)
    assert path.read_bytes() == WRITTEN.replace("limit: 36", "limit: 48").encode()


@pytest.mark.parametrize("encoding", ["cp1252", "utf-16"])
def test_a_file_in_another_encoding_keeps_its_comments_and_is_saved_as_utf8(
    encoding: str, tmp_path: Path
) -> None:
    text = WRITTEN.replace("Wessex Rifles'", "Wessex Rifles, Zoë'").replace("# Mk IV", "# Mk IV « Fray »")
    path = tmp_path / "army.yaml"
    path.write_bytes(text.encode(encoding))
    roster = load_roster(path).roster
    assert roster.name == "Wessex Rifles, Zoë"
    save_roster(roster.model_copy(update={"limit": 48}), path)
    assert path.read_text(encoding="utf-8") == text.replace("limit: 36", "limit: 48")
    assert path.with_name("army.yaml.bak").read_bytes() == text.encode(encoding)


def test_a_file_that_no_longer_reads_is_merged_as_before(tmp_path: Path) -> None:
    roster = parse_roster(WRITTEN, "army.yaml")
    assert spliced("format: 1\nunits: [\n", roster) is None
    assert spliced("- just\n- a list\n", roster) is None


# Random edits of random files ----------------------------------------------------------------------

# Each entry of a file is of its own type, and those added of none there, as the matching of an
# entry in the file to the roster's goes by its type: so each untouched entry is known.
_TYPES = ["rifles", "tank", "machinegun", "lorry", "scout", "bomber"]
_ADDED = st.sampled_from(["balloon", "armoured-train", "cyclists"])
_NAMES = st.sampled_from(["Blues", "Fray Bentos", "O'Brien", "Colonel Blimp", "88", "a: b", "Zoë", "yes"])
_OPTIONS = st.lists(st.sampled_from(["smoke", "mg", "radio", "extra-armour"]), unique=True, max_size=3)


def _element(types: st.SearchStrategy[str]) -> st.SearchStrategy[dict[str, Any]]:
    return st.fixed_dictionaries(
        {"element": types},
        optional={"count": st.integers(2, 9), "name": _NAMES, "options": _OPTIONS.filter(bool)},
    ).map(lambda entry: {"element": entry["element"], **entry})  # its type first, as people write it


_UNITS = st.lists(
    st.one_of(
        _element(st.sampled_from(_TYPES)),
        st.fixed_dictionaries(
            {
                "formation": st.sampled_from(["infantry-battalion", "tank-company"]),
                "elements": st.lists(_element(st.sampled_from(_TYPES)), min_size=1, max_size=3),
            }
        ),
    ),
    min_size=1,
    max_size=8,
    unique_by=lambda unit: unit.get("element") or unit["formation"],
)
_ROSTER = st.fixed_dictionaries(
    {"format": st.just(1), "system": st.just("tank-attack"), "name": _NAMES, "units": _UNITS},
    optional={"limit": st.integers(10, 99), "player": _NAMES},
)


@st.composite
def _edited(draw: st.DrawFn, written: dict[str, Any]) -> tuple[dict[str, Any], set[int]]:
    """The roster after a few of the editor's edits (counts, names, options, entries added and
    taken out), and the entries of the file that none of them touched."""
    data = yaml.safe_load(yaml.safe_dump(written))
    units: list[tuple[int | None, dict[str, Any]]] = list(enumerate(data["units"]))
    touched: set[int | None] = set()
    for _ in range(draw(st.integers(1, 4))):
        edit = draw(st.sampled_from(["count", "name", "options", "add", "remove", "army", "inner"]))
        at = draw(st.integers(0, len(units)))
        if edit == "add" or at == len(units):
            units.insert(at, (None, draw(_element(_ADDED.filter(lambda kind: kind not in str(units))))))
            continue
        number, unit = units[at]
        touched.add(number)
        if edit == "remove":
            del units[at]
        elif edit == "army":
            data["name"] = draw(_NAMES)
        elif edit == "inner" and "elements" in unit:
            inner = unit["elements"][draw(st.integers(0, len(unit["elements"]) - 1))]
            inner["count"] = draw(st.integers(1, 9))
        elif edit == "count" and "element" in unit:
            unit["count"] = draw(st.integers(1, 9))
        elif edit == "name":
            unit["name"] = draw(_NAMES)
        elif edit == "options" and "element" in unit:
            unit["options"] = draw(_OPTIONS)
    data["units"] = [unit for _, unit in units]
    return data, {number for number, _ in units if number not in touched and number is not None}


def _hand_written(data: dict[str, Any], flush: bool, comments: list[bool]) -> tuple[str, list[str]]:
    """`data` as a player might write it (lists flush or indented under their key, comments beside
    entries and between them), and each entry's own lines."""
    head = {key: value for key, value in data.items() if key != "units"}
    text = "# my army\n" + yaml.safe_dump(head, sort_keys=False, allow_unicode=True) + "units:\n"
    entries = []
    for number, unit in enumerate(data["units"]):
        if flush:
            written = yaml.safe_dump([unit], sort_keys=False, allow_unicode=True)
        else:
            written = dump_roster(Roster.model_validate({**data, "units": [unit]})).partition("units:\n")[2]
        first, _, rest = written.partition("\n")
        entries.append(f"{first}   # entry {number}\n{rest}")
        text += (f"\n# before {number}\n" if comments[number % len(comments)] else "") + entries[-1]
    return text, entries


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), written=_ROSTER, flush=st.booleans(), comments=st.lists(st.booleans(), min_size=1))
def test_any_edit_saves_as_the_roster_held_and_leaves_the_entries_it_did_not_touch(
    data: st.DataObject, written: dict[str, Any], flush: bool, comments: list[bool], tmp_path_factory: Any
) -> None:
    text, entries = _hand_written(written, flush, comments)
    assert parse_roster(text, "army.yaml") == Roster.model_validate(written)
    edited, untouched = data.draw(_edited(written))
    roster = Roster.model_validate(edited)
    new = spliced(text, roster)
    assert new is not None, "each of these edits has its place in a block layout"
    assert _saved(text, roster, tmp_path_factory.mktemp("save")) == new
    for number in untouched:
        assert entries[number] in new
    for number in range(len(entries) if roster.units else 0):  # no units: `units:` goes, and all under it
        if comments[number % len(comments)]:
            assert f"# before {number}\n" in new


def test_a_file_no_splice_can_place_a_change_in_is_saved_not_refused(tmp_path: Path) -> None:
    """Saving over `{}` (`new --force`, Save as) stopped on an IndexError, and over an entry
    merging two keys under a tagged `!!merge` on a ValueError: both are merged whole instead."""
    roster = parse_roster(WRITTEN, "army.yaml")
    assert spliced("{}\n", roster) is None
    _saved("{}\n", roster, tmp_path)
    merged = "format: 1\nsystem: tank-attack\nname: X\nunits:\n  - element: tank\n    !!merge x: {count: 2, name: B}\n"
    for written in (merged, merged.replace("count: 2, ", "")):
        assert spliced(written, parse_roster(written, "army.yaml").model_copy(update={"name": "Y"})) is None
        tank = parse_roster(written, "army.yaml").units[0].model_copy(update={"count": 3})
        _saved(written, _units(parse_roster(written, "army.yaml"), tank), tmp_path)
