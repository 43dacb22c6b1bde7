"""Lists written as text: the reader, `armybuilder import`, and every command reading one."""

import io
import json
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from armybuilder.checking.lists import read_list
from armybuilder.cli.formatters import _wrapped
from armybuilder.engine import evaluate
from armybuilder.engine.where import parse as parse_where
from armybuilder.errors import InputError
from armybuilder.files.catalogs import CatalogSet
from armybuilder.files.rosters import load_roster
from armybuilder.files.text import Source, read_source
from armybuilder.present.markdown import markdown
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.roster import Roster
from armybuilder.textlist.grammar import Vocabulary, form_of
from armybuilder.textlist.length import MAX_CHARACTERS, MAX_LINES, MAX_WORDS
from armybuilder.textlist.reader import read_text_list
from armybuilder.tui.pasting import too_large
from tests.conftest import ROOT, SHIPPED, Result

LISTS = ROOT / "tests" / "data" / "textlists"
WRITTEN = sorted(p for p in LISTS.iterdir() if p.is_file() and not p.name.endswith(".expected.yaml"))
GOLDEN = ROOT / "tests" / "golden"
ROSTERS = sorted((SHIPPED / "examples").glob("*.yaml")) + sorted(
    p for p in GOLDEN.glob("*/*.yaml") if not p.name.endswith(".event.yaml")
)
SYSTEMS = {"system-flag": "tank-attack"}
"""Lists that name no system and are read with `--system`."""
Cli = Callable[..., Result]


def _every(catalogs: CatalogSet) -> list[Catalog]:
    return [catalog for catalog in catalogs if isinstance(catalog, Catalog)]


def _dumped(roster: Roster) -> dict[str, Any]:
    return {"format": 1, **roster.model_dump(mode="python", exclude_defaults=True)}


@pytest.mark.parametrize("path", WRITTEN, ids=lambda p: p.name)
def test_lists_as_players_write_them_read_as_expected(path: Path, shipped: CatalogSet) -> None:
    expected = yaml.safe_load(path.with_name(path.stem + ".expected.yaml").read_text(encoding="utf-8"))
    listed = read_list(path, read_source(path), shipped, SYSTEMS.get(path.stem))
    assert _dumped(listed.roster) == expected["roster"]
    assert [line.number for line in listed.listed.lines] == expected["not_entries"]


def test_there_are_thirty_lists_as_players_write_them() -> None:
    assert len(WRITTEN) >= 30
    assert all(path.with_name(path.stem + ".expected.yaml").is_file() for path in WRITTEN)


def _catalogs_for(path: Path) -> list[str]:
    extra = path.parent / "catalogs"
    return ["--catalogs", str(extra)] if extra.is_dir() else []


@pytest.mark.parametrize("path", ROSTERS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_markdown_reads_back_as_the_roster(path: Path, cli: Cli, shipped: CatalogSet) -> None:
    try:
        original = load_roster(path).roster
        catalog = shipped.get(original.system)
    except (InputError, LookupError):
        pytest.skip("not a roster of a shipped catalog")
    markdown = cli("show", path, "--format", "markdown", *_catalogs_for(path)).out
    listed = read_text_list(markdown, _every(shipped), name="unused")
    back = Roster.model_validate(listed.data)
    assert (back.system, back.name, back.player) == (original.system, original.name, original.player)
    assert listed.lines == ()
    before, after = evaluate(original, catalog), evaluate(back, catalog)
    assert [(line.title, line.count, line.general, line.options) for line in after.lines] == [
        (line.title, line.count, line.general, line.options) for line in before.lines
    ]
    assert [getattr(unit, "title", None) for unit in after.units] == [
        getattr(unit, "title", None) for unit in before.units
    ]
    assert [(line.unit_id, line.links) for line in after.lines] == [
        (line.unit_id, line.links) for line in before.lines
    ]
    assert after.options == before.options
    assert after.fingerprint == before.fingerprint
    assert listed.fingerprint is not None and listed.fingerprint.text == before.fingerprint  # its last line


@pytest.mark.parametrize(
    ("line", "count", "text", "general"),
    [
        ("2 x Tank", 2, "Tank", False),
        ("2x Tank", 2, "Tank", False),
        ("2 × Tank", 2, "Tank", False),
        ("Tank x2", 2, "Tank", False),
        ("Tank ×3 (12 pts)", 3, "Tank", False),
        ("Mortar ×2 (81 mm)", 2, "Mortar (81 mm)", False),
        ("2 Tanks", 2, "Tanks", False),
        ("Tank", None, "Tank", False),
        ("- ★ 1 × Brigade HQ (Rifles) — 2 AP", 1, "Brigade HQ (Rifles)", True),
        ("1x Rifles (general)", 1, "Rifles", True),
        ("General: Rifles", None, "Rifles", True),
        ("> > 3 x Rifles - 6pts", 3, "Rifles", False),
        ("1 × T-34-85", 1, "T-34-85", False),
        ("2 x bogus\\_id", 2, "bogus_id", False),
    ],
)
def test_a_line_is_taken_apart(line: str, count: int | None, text: str, general: bool) -> None:
    form = form_of(line)
    assert (form.kind, form.count, form.text, form.general) == ("entry", count, text, general)


def test_markdown_formation_line_is_a_bold_heading() -> None:
    form = form_of("- **1st Battalion (Infantry Battalion)** — 11 AP", Vocabulary(("AP",)))
    assert (form.kind, form.text, form.bold, form.bullet) == (
        "heading",
        "1st Battalion (Infantry Battalion)",
        True,
        True,
    )


def test_the_system_comes_from_a_heading(shipped: CatalogSet) -> None:
    listed = read_text_list("# One Hour Wargames WWII (hexed)\n2x Tank\n", _every(shipped))
    assert (listed.system, listed.named) == ("ohw-ww2-hex", True)


def test_names_known_to_several_catalogs_do_not_settle_the_system(shipped: CatalogSet) -> None:
    assert read_text_list("2x Tank\n", _every(shipped)).system is None


def test_names_only_one_catalog_knows_settle_it_but_say_so(shipped: CatalogSet) -> None:
    listed = read_text_list("2x Sturmtruppe\n1x Tank\n", _every(shipped))
    assert (listed.system, listed.named) == ("tank-attack", False)


def test_a_misspelt_name_is_an_unknown_entry_with_suggestions(tmp_path: Path, cli: Cli) -> None:
    (tmp_path / "list.txt").write_text("Tank Attack\n2x Tnak\nHello everyone\n", encoding="utf-8")
    result = cli("check", tmp_path / "list.txt")
    assert result.code == 1
    assert "list.txt:2:1: error [element.unknown] units[0]: `Tnak` is not an element type" in result.out
    assert "did you mean `tank`?" in result.out
    assert (
        "list.txt:3:1: warning [file.text-line] line 3 is not a list entry, so it was not read: Hello everyone"
        in (result.out)
    )
    assert "warning [file.text-list] this is a list written as text; it was read as one" in result.out


UNKNOWN_NAMES = "# tank-attack\nArmy: Test\n- 2 x Zepelin\n- 1 x Heavy Artilary\n- 3 x Rifles\n"


def test_unknown_names_of_one_or_many_words_are_kept_as_the_player_wrote_them(
    tmp_path: Path, cli: Cli
) -> None:
    (tmp_path / "list.txt").write_text(UNKNOWN_NAMES, encoding="utf-8")
    assert cli("import", tmp_path / "list.txt", "-o", tmp_path / "army.yaml").code == 0
    roster = load_roster(tmp_path / "army.yaml").roster
    assert [unit.element for unit in roster.units] == ["Zepelin", "Heavy Artilary", "rifles"]
    result = cli("check", tmp_path / "army.yaml", "--format", "json")
    unknown = [
        (e["where"], e["message"], e["hint"])
        for e in json.loads(result.out)[0]["errors"]
        if e["code"] == "element.unknown"
    ]
    assert unknown == [
        (
            "units[0]",
            "`Zepelin` is not an element type of Tank Attack; it is not costed until corrected",
            "`armybuilder catalogs tank-attack` lists the element types",
        ),
        (
            "units[1]",
            "`Heavy Artilary` is not an element type of Tank Attack; it is not costed until corrected",
            "did you mean `heavy-artillery`?",
        ),
    ]


def test_import_quotes_each_unknown_name_at_its_line_as_check_does(tmp_path: Path, cli: Cli) -> None:
    (tmp_path / "list.txt").write_text(UNKNOWN_NAMES, encoding="utf-8")
    imported = cli("import", tmp_path / "list.txt", "-o", tmp_path / "army.yaml").out
    checked = cli("check", tmp_path / "list.txt").out
    for line, quoted, fix in (
        (3, "`Zepelin`", "`armybuilder catalogs tank-attack` lists the element types"),
        (4, "`Heavy Artilary`", "did you mean `heavy-artillery`?"),
    ):
        message = f"{quoted} is not an element type of Tank Attack; it is not costed until corrected"
        assert f"list.txt:{line}:1: error [element.unknown] {message}\n      fix: {fix}\n" in imported
        assert f"list.txt:{line}:1: error [element.unknown] units[{line - 3}]: {message}" in checked
        assert f"fix: {fix}" in checked


def test_a_roster_with_an_unknown_name_of_many_words_reads_back_from_its_markdown(
    shipped: CatalogSet,
) -> None:
    catalog = shipped.get("tank-attack")
    units = [{"element": "Heavy Zepelin Wing", "count": 2}, {"element": "Zepelin"}]
    before = evaluate(Roster.model_validate({"system": catalog.id, "name": "Army", "units": units}), catalog)
    back = Roster.model_validate(read_text_list(markdown(before), _every(shipped)).data)
    assert [unit.model_dump(exclude_defaults=True) for unit in back.units] == units
    assert evaluate(back, catalog).fingerprint == before.fingerprint


def test_text_pasted_into_a_yaml_file_is_read_as_a_list(tmp_path: Path, cli: Cli) -> None:
    (tmp_path / "list.yaml").write_text("# Tank Attack\n- 2 x Tank\n- Rifles (general)\n", encoding="utf-8")
    result = cli("check", tmp_path / "list.yaml", "--format", "json")
    assert '"code": "file.text-list"' in result.out
    assert '"file.syntax"' not in result.out and '"file.schema"' not in result.out


def test_a_broken_roster_keeps_its_yaml_message(tmp_path: Path, cli: Cli) -> None:
    (tmp_path / "army.yaml").write_text("format: 1\nsystem: tank-attack\nname: [x\n", encoding="utf-8")
    result = cli("check", tmp_path / "army.yaml")
    assert "file.syntax" in result.out
    assert "file.text-list" not in result.out


def test_show_and_pdf_read_a_markdown_list(tmp_path: Path, cli: Cli) -> None:
    markdown = cli("show", SHIPPED / "examples" / "tank-attack-36ap.yaml", "--format", "markdown").out
    (tmp_path / "wessex.md").write_text(markdown, encoding="utf-8")
    shown = cli("show", tmp_path / "wessex.md")
    assert "3rd Wessex Rifles" in shown.out and "file.text-list" in shown.out
    printed = cli("pdf", tmp_path / "wessex.md", "-o", tmp_path / "wessex.pdf", "--only", "roster")
    assert printed.code == 0 and (tmp_path / "wessex.pdf").stat().st_size > 0


def test_import_writes_a_roster_that_checks_the_same(tmp_path: Path, cli: Cli) -> None:
    source = LISTS / "forum-plain.txt"
    result = cli("import", source, "-o", tmp_path / "army.yaml")
    assert result.code == 0
    assert f"\nWrote {tmp_path / 'army.yaml'}: forum-plain, Tank Attack 5.0, 13 elements" in result.out
    roster = load_roster(tmp_path / "army.yaml").roster
    assert _dumped(roster)["units"][0] == {"element": "rifles", "general": True}
    checked = cli("check", tmp_path / "army.yaml")
    assert checked.code == 0 and "file.text-list" not in checked.out


def test_import_refuses_to_overwrite_without_force(tmp_path: Path, cli: Cli) -> None:
    target = tmp_path / "army.yaml"
    target.write_text("keep me\n", encoding="utf-8")
    refused = cli("import", LISTS / "forum-plain.txt", "-o", target)
    assert refused.code == 2 and "exists" in refused.err
    assert target.read_text(encoding="utf-8") == "keep me\n"
    assert cli("import", LISTS / "forum-plain.txt", "-o", target, "--force").code == 0
    assert "rifles" in target.read_text(encoding="utf-8")


def test_import_reads_stdin_and_prints_the_roster(cli: Cli, monkeypatch: pytest.MonkeyPatch) -> None:
    stream = io.TextIOWrapper(io.BytesIO(b"2x Tank\r\nRifles (general)\r\n"), encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", stream)
    result = cli("import", "-", "--system", "tank-attack")
    assert result.code == 0
    assert yaml.safe_load(result.out)["units"] == [
        {"element": "tank", "count": 2},
        {"element": "rifles", "general": True},
    ]


def test_import_needs_a_system_it_can_settle(tmp_path: Path, cli: Cli) -> None:
    (tmp_path / "list.txt").write_text("2x Tank\n", encoding="utf-8")
    result = cli("import", tmp_path / "list.txt")
    assert result.code == 1
    assert "no line names its game system" in result.err and "--system ID" in result.err
    unknown = cli("import", tmp_path / "list.txt", "--system", "tank-atack")
    assert unknown.code == 2 and "did you mean `tank-attack`?" in unknown.err


def test_import_help_has_examples(cli: Cli) -> None:
    result = cli("import", "--help")
    assert "armybuilder import list.txt -o wessex.yaml" in result.out


@pytest.mark.parametrize("end", ["\n", "\r", "\u2028", "\u2029", "\x85"])
def test_a_very_long_text_list_is_refused_with_its_size(
    tmp_path: Path, shipped: CatalogSet, end: str
) -> None:
    """Lines are counted as the reader splits them: counted by their line feeds, a list of lines
    ended by U+2028 was one line, and 60,000 unknown names in 1 MB took 11 s to read."""
    refused_text = "Tank Attack\n" + f"1x Tank{end}" * MAX_LINES  # one line over
    with pytest.raises(InputError) as refused:
        read_list(tmp_path / "big.txt", Source(refused_text), shipped)
    assert refused.value.code == "file.too-large"
    said = "has 20,001 lines; armybuilder reads at most 20,000 in a list written as text"
    assert refused.value.message == f"the list {said}"
    # Pasted into the editor, the same text is refused in the same words.
    assert too_large(refused_text) == f"The pasted text {said}, so it was not read."


def test_a_text_of_more_different_words_than_a_list_uses_is_refused(
    tmp_path: Path, shipped: CatalogSet
) -> None:
    """Each new word is weighed against every catalog's names: 2,000 lines of random words took
    minutes to read, where a list and its chatter use a few hundred."""
    said = [f"Zorblax{number} Quibbit{number} unit" for number in range(MAX_WORDS // 2)]
    text = "Tank Attack\n1x Tank\n" + "\n".join(said) + "\n"  # a word or two over
    with pytest.raises(InputError) as refused:
        read_list(tmp_path / "words.txt", Source(text), shipped)
    assert refused.value.code == "file.too-large"
    assert refused.value.message.startswith("the list has 1,0")
    assert refused.value.message.endswith(
        f"different words; armybuilder reads at most {MAX_WORDS:,} in a list written as text"
    )
    assert too_large(text).startswith("The pasted text has 1,0")
    # Within the limit, the same kind of text is read.
    assert read_list(
        tmp_path / "words.txt", Source("\n".join(["Tank Attack", "1x Tank", *said[:100]])), shipped
    )


def test_a_text_longer_than_any_list_is_refused_by_its_characters(
    tmp_path: Path, shipped: CatalogSet
) -> None:
    """A line is taken apart in many ways, each costing its length: 500 KB of long lines took minutes."""
    line = "Army - " + " - ".join("a" for _ in range(150))
    text = "Tank Attack\n" + f"{line}\n" * (MAX_CHARACTERS // len(line) + 1)
    with pytest.raises(InputError) as refused:
        read_list(tmp_path / "long.txt", Source(text), shipped)
    assert refused.value.message == (
        f"the list has {len(text):,} characters; armybuilder reads at most {MAX_CHARACTERS:,} in a list written as text"
    )


def test_more_entries_than_a_roster_holds_are_refused(tmp_path: Path, shipped: CatalogSet) -> None:
    with pytest.raises(InputError) as refused:
        read_list(tmp_path / "big.txt", Source("Tank Attack\n" + "1x Tank\n" * 10_001), shipped)
    assert refused.value.code == "file.schema" and "10,001 units" in refused.value.message


def test_control_characters_in_a_name_are_written_out(tmp_path: Path, cli: Cli) -> None:
    (tmp_path / "list.txt").write_text("Tank Attack\n2x Ta\u202enk\n", encoding="utf-8")
    result = cli("check", tmp_path / "list.txt")
    assert "\u202e" not in result.out and "\\u202e" in result.out


def test_a_thousand_entries_are_read_each_at_its_line(shipped: CatalogSet) -> None:
    text = "# Tank Attack\n" + "".join(f"{n % 9 + 1}x Tank\n" for n in range(1_000))
    listed = read_text_list(text, _every(shipped))
    assert len(listed.data["units"]) == 1_000
    assert listed.places[parse_where("units[999]")] == 1_001


def test_the_editor_opens_a_text_list_as_a_new_roster(shipped: CatalogSet) -> None:
    from armybuilder.tui.opening import open_file

    document = open_file(shipped, LISTS / "forum-plain.txt", shown=str)
    assert document.path is None and document.unsaved  # saved where the player chooses, never over the text
    assert document.roster.units[0].model_dump(exclude_defaults=True) == {
        "element": "rifles",
        "general": True,
    }


def test_verify_reads_a_text_list(tmp_path: Path, cli: Cli) -> None:
    markdown = cli("show", SHIPPED / "examples" / "ohw-ww2-rifle-company.yaml", "--format", "markdown").out
    (tmp_path / "company.md").write_text(markdown, encoding="utf-8")
    event = tmp_path / "event.yaml"
    assert cli("event", "new", "--system", "ohw-ww2", "-o", event).code == 0
    assert cli("event", "pack", event, tmp_path / "company.md", "-o", tmp_path / "pack").code == 0
    verified = cli("verify", tmp_path / "pack" / "lock.json", tmp_path / "company.md")
    assert "6927-46d6-b549" in verified.out


def _entries(catalog: Catalog) -> st.SearchStrategy[dict[str, Any]]:
    label = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00"), max_size=12)
    options = sorted({o.id for g in catalog.option_groups for o in g.options} | {"nonsense"})
    return st.builds(
        dict,
        element=st.sampled_from([e.id for e in catalog.elements]),
        count=st.integers(1, 5) | st.sampled_from([0, -2, 1.5, "two", True]),
        general=st.booleans(),
        id=st.none() | label,
        options=st.lists(st.sampled_from(options), max_size=3),
        links=st.dictionaries(st.sampled_from(["towed-by", "carried-by"]) | label, label, max_size=2),
        base=st.none()
        | st.builds(
            dict,
            width=st.none() | st.integers(1, 120),
            depth=st.none() | st.floats(1, 99),
            figures=st.none() | st.integers(0, 9),
        ),
    )


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_roster_reads_back_from_its_markdown(data: st.DataObject, shipped: CatalogSet) -> None:
    catalog = data.draw(st.sampled_from(_every(shipped)))
    units = data.draw(st.lists(_entries(catalog), max_size=6))
    original = Roster.model_validate({"system": catalog.id, "name": "Army", "units": units})
    before = evaluate(original, catalog)
    listed = read_text_list(markdown(before), _every(shipped))
    after = evaluate(Roster.model_validate(listed.data), catalog)
    assert after.fingerprint == before.fingerprint
    assert [(line.unit_id, line.links) for line in after.lines] == [
        (line.unit_id, line.links) for line in before.lines
    ]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_roster_reads_back_from_its_compact_form(data: st.DataObject, shipped: CatalogSet) -> None:
    from armybuilder.textlist.compact import compact_list

    catalog = data.draw(st.sampled_from(_every(shipped)))
    units = data.draw(st.lists(_entries(catalog), max_size=6))
    name = st.text(st.characters(blacklist_categories=("Cs", "Cc")), min_size=1, max_size=20).filter(
        str.strip
    )
    labels = data.draw(st.lists(st.none() | name, min_size=len(units), max_size=len(units)))
    unknown = data.draw(st.lists(st.none() | name, min_size=len(units), max_size=len(units)))
    for unit, label, element in zip(units, labels, unknown, strict=True):
        if label is not None:
            unit["name"] = label
        if element is not None:
            unit["element"] = element  # an id no catalog knows, as a broken roster writes it
    player = data.draw(st.none() | name)
    value = st.booleans() | st.integers(-3, 99) | st.floats(0.5, 9.5) | name
    written = [o.id for o in catalog.options] + ["nonsense"]
    choices = [c for o in catalog.options for c in getattr(o, "choices", ())]
    options = data.draw(
        st.dictionaries(st.sampled_from(written), value | st.sampled_from(choices or [0]), max_size=3)
    )
    original = Roster.model_validate(
        {"system": catalog.id, "name": data.draw(name), "player": player, "options": options, "units": units}
    )
    before = evaluate(original, catalog)
    listed = read_text_list(compact_list(before, catalog), _every(shipped))
    back = Roster.model_validate(listed.data)
    after = evaluate(back, catalog)
    assert after.fingerprint == before.fingerprint
    assert (back.name, back.player) == (original.name, original.player)
    assert [(line.label, line.unit_id, line.links) for line in after.lines] == [
        (line.label, line.unit_id, line.links) for line in before.lines
    ]
    assert listed.lines == ()


def test_ids_no_catalog_knows_read_back_from_the_compact_form_as_written(shipped: CatalogSet) -> None:
    from armybuilder.textlist.compact import compact_list

    catalog = shipped.get("tank-attack")
    units = [
        {"formation": "My Battalion (2nd)", "name": "Bold", "elements": [{"element": "rifles", "count": 4}]},
        {"element": "(general)", "count": 2},
        {"element": "TANK"},
    ]
    original = Roster.model_validate({"system": catalog.id, "name": "Army", "units": units})
    before = evaluate(original, catalog)
    text = compact_list(before, catalog)
    back = Roster.model_validate(read_text_list(text, _every(shipped)).data)
    assert evaluate(back, catalog).fingerprint == before.fingerprint
    assert (
        back.model_dump(exclude_defaults=True)["units"] == original.model_dump(exclude_defaults=True)["units"]
    )


def test_values_carried_in_braces_render_as_text_in_markdown_and_read_back(shipped: CatalogSet) -> None:
    """A player's unknown option, link, id or count is carried in the braces as JSON: where it holds
    HTML or Markdown, a forum's renderer (CommonMark, which passes raw HTML) shows it as text, never
    as a tag or link, and the list still reads back as the roster."""
    from markdown_it import MarkdownIt

    catalog = shipped.get("tank-attack")
    hostile = "<img src=x onerror=alert(1)> [x](javascript:alert(1)) `c` *b* _i_ |p| #h"
    units = [
        {"element": "rifles", "general": True, "id": hostile, "links": {"towed-by": "<script>x</script>"}},
        {"element": "tank", "count": "<b>two</b>", "options": [hostile]},
    ]
    before = evaluate(Roster.model_validate({"system": catalog.id, "name": "Army", "units": units}), catalog)
    text = markdown(before)
    page = MarkdownIt("commonmark").render(text)
    assert "<img" not in page and "<script" not in page and "<b>" not in page and "<a " not in page
    assert "<em>" not in page and page.count("<code>") == 1  # the fingerprint's
    assert "\\u003cimg src=x onerror=alert(1)\\u003e \\u005bx\\u005d(javascript:alert(1))" in page
    listed = read_text_list(text, _every(shipped))
    assert evaluate(Roster.model_validate(listed.data), catalog).fingerprint == before.fingerprint


def test_values_carried_in_braces_hold_no_control_or_bidi_character_and_read_back(
    shipped: CatalogSet,
) -> None:
    """The Markdown `event publish` writes to a page and `show` to a file: an id or link in braces
    holding a C1 control (`\\x9b` starts a terminal command) or a bidi override (which reorders
    the text a judge reads) is written as a JSON escape of the same value."""
    catalog = shipped.get("tank-attack")
    hostile = "a\x9b2J\x9d\u202eb\u2066c\u200bd\x7f"
    units = [{"element": "rifles", "general": True, "id": hostile, "links": {"towed-by": hostile}}]
    before = evaluate(Roster.model_validate({"system": catalog.id, "name": "Army", "units": units}), catalog)
    text = markdown(before)
    assert not any(c in text for c in "\x9b\x9d\u202e\u2066\u200b\x7f")
    assert "\\u009b2J\\u009d\\u202eb\\u2066c" in text
    listed = read_text_list(text, _every(shipped))
    assert listed.data["units"][0]["id"] == hostile
    assert evaluate(Roster.model_validate(listed.data), catalog).fingerprint == before.fingerprint


def test_a_name_holding_an_html_entity_is_shown_as_written_in_rendered_markdown(shipped: CatalogSet) -> None:
    """ "bob&#64;example.org" was rendered by a forum as an e-mail address, and "&lt;b&gt;" as
    "<b>": the names a renderer shows are the ones the player wrote, and read back so."""
    from markdown_it import MarkdownIt

    catalog = shipped.get("tank-attack")
    name = "bob&#64;example.org &lt;b&gt; &amp;"
    units = [{"element": "rifles", "general": True, "name": name}]
    before = evaluate(Roster.model_validate({"system": catalog.id, "name": name, "units": units}), catalog)
    text = markdown(before)
    page = MarkdownIt("commonmark").render(text)
    assert page.count("bob&amp;#64;example.org &amp;lt;b&amp;gt; &amp;amp;") == 3  # heading, entry, general
    back = Roster.model_validate(read_text_list(text, _every(shipped)).data)
    assert back.name == name and back.units[0].name == name


def _units(text: str, shipped: CatalogSet) -> list[dict[str, Any]]:
    return list(read_text_list("# Tank Attack\n" + text, _every(shipped)).data["units"])


@pytest.mark.parametrize(
    "line",
    ["General - Rifles (2)", "General: Rifles @ 2", "General: Rifles = 2", "General: Rifles 2 AP"],
)
def test_a_cost_written_after_an_entry_is_not_read_as_its_option(line: str, shipped: CatalogSet) -> None:
    assert _units(line + "\n", shipped) == [{"element": "rifles", "general": True}]


@pytest.mark.parametrize("line", ["2x Tanks @ 4 = 8", "2x Tanks = 8", "2x Tanks @ 4", "2 Tanks 8 pts"])
def test_a_price_each_and_in_all_is_not_part_of_the_name(line: str, shipped: CatalogSet) -> None:
    assert _units(line + "\n", shipped) == [{"element": "tank", "count": 2}]


@pytest.mark.parametrize(
    "line",
    [
        "Total 36 AP",
        "Total: 36",
        "= 36 AP",
        "Total = 36 AP",
        "total 36pts",
        "**Total : 36 PA**",
        "**Total: 36**",
        "2 + 11 + 7 = 36",
        "_4 + 4 = 8_",
        "4+4 = 8 AP",
    ],
)
def test_a_line_giving_the_total_is_read_past_without_a_word(line: str, shipped: CatalogSet) -> None:
    listed = read_text_list(f"# Tank Attack\n2x Tank\n{line}\n", _every(shipped))
    assert (listed.data["units"], listed.lines) == ([{"element": "tank", "count": 2}], ())


@pytest.mark.parametrize(
    ("heading", "formation", "member", "in_part"),
    [
        ("1st Battalion", "infantry-battalion", "rifles", False),
        ("1st Bn", "infantry-battalion", "rifles", False),
        ("2nd Regt", "cavalry-regiment", "cavalry", True),
    ],
)
def test_a_numbered_heading_takes_the_one_formation_type_it_names_in_part(
    heading: str, formation: str, member: str, in_part: bool, tmp_path: Path, cli: Cli
) -> None:
    """`Battalion` and `Bn` are aliases of Tank Attack's Infantry Battalion: they name it in full,
    with no warning; `Regt` is part of Cavalry Regiment's name only."""
    (tmp_path / "list.txt").write_text(
        f"Tank Attack\n{heading}:\n  4x {member}\n  1x MG\n2 Tanks\n", encoding="utf-8"
    )
    result = cli("import", tmp_path / "list.txt", "-o", tmp_path / "army.yaml")
    units = _dumped(load_roster(tmp_path / "army.yaml").roster)["units"]
    assert units[0] == {
        "formation": formation,
        "name": heading,
        "elements": [{"element": member, "count": 4}, {"element": "machinegun"}],
    }
    assert (
        f"list.txt:2:1: warning [file.text-line] line 2 names no formation type in full, so it was read as "
        f"{formation.replace('-', ' ').title()}: {heading}" in (result.out + result.err)
    ) is in_part
    assert ("[file.text-line]" in result.out + result.err) is in_part


def test_a_list_that_names_its_player_but_no_army_is_named_for_the_player(tmp_path: Path, cli: Cli) -> None:
    """A forum post saying `Player:` and no army is published and packed as that player's army,
    not as the file it was saved in; without a player line the file still names it."""
    post = "Hi all, my list:\n\nTank Attack\nPlayer: Chris Hughes\nGeneral: Rifles\n2x Tank\n"
    (tmp_path / "forum-post.txt").write_text(post, encoding="utf-8")
    (tmp_path / "other-post.txt").write_text(post.replace("Player: Chris Hughes\n", ""), encoding="utf-8")
    reports = json.loads(cli("check", tmp_path, "--format", "json").out)
    assert [(r["name"], r["player"]) for r in reports] == [
        ("Chris Hughes's army", "Chris Hughes"),
        ("other-post", None),
    ]


@pytest.mark.parametrize(
    ("heading", "name"),
    [
        ("Infantry Battalion (11 AP):", None),
        ("1st Bn (Infantry Battalion) - 11 AP:", "1st Bn"),
        ("Infantry Battalion [11pts]:", None),
    ],
)
def test_a_heading_written_with_its_cost_is_read_without_it(
    heading: str, name: str | None, shipped: CatalogSet
) -> None:
    listed = read_text_list(f"# Tank Attack\n{heading}\n  4x Rifles\n  1x MG\n2x Tank\n", _every(shipped))
    formation = {
        "formation": "infantry-battalion",
        "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
    }
    assert listed.data["units"] == [
        formation if name is None else {**formation, "name": name},
        {"element": "tank", "count": 2},
    ]
    assert (listed.lines, listed.taken) == ((), ())


@pytest.mark.parametrize("heading", ["2nd Company", "1st Inf Cav"])
def test_a_numbered_heading_of_no_type_or_several_is_the_type_its_members_fit(
    heading: str, shipped: CatalogSet
) -> None:
    """Issue 34: a heading naming no type (or two) is the one type whose composition takes its
    members, said in a warning; with no members it names nothing, and is noted, not dropped."""
    listed = read_text_list(f"# Tank Attack\n{heading}:\n  4x Rifles\n  1x MG\n", _every(shipped))
    assert listed.data["units"] == [
        {
            "formation": "infantry-battalion",
            "name": heading,
            "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
        }
    ]
    assert [(t.number, t.formation, t.by_members) for t in listed.taken] == [(2, "infantry-battalion", True)]
    empty = read_text_list(f"# Tank Attack\n{heading}:\n\n2x Tank\n", _every(shipped))
    assert empty.data["units"] == [{"element": "tank", "count": 2}]
    assert [(line.number, line.text) for line in empty.lines] == [(2, heading)]


def test_import_prints_a_roster_whose_bidi_and_invisible_characters_are_escaped(
    cli: Cli, tmp_path: Path
) -> None:
    """Without -o the roster goes to the terminal: a right-to-left override in a name would reorder
    what the organiser reads. Each is a YAML escape there, the same text when the roster is read."""
    player = "Bob \u202e evil \u200b"
    (tmp_path / "list.txt").write_text(f"# Tank Attack\nPlayer: {player}\nGeneral: Rifles\n2x Ta\u2066nk\n")
    result = cli("import", tmp_path / "list.txt")
    assert result.code == 0, result.err
    assert not any(c in result.out for c in "\u202e\u200b\u2066")
    roster = yaml.safe_load(result.out)
    assert (roster["player"], roster["units"][1]["element"]) == (player.strip(), "Ta\u2066nk")


def test_a_spreadsheets_empty_cells_are_neither_an_entry_nor_part_of_a_name(
    tmp_path: Path, shipped: CatalogSet
) -> None:
    """A CSV export keeps every row's empty cells: a row of commas alone failed inside the reader
    (an internal error), and `Player: Ewan McTavish,,,` kept the commas in the player's name."""
    text = (
        "Tank Attack,,,\nPlayer: Ewan McTavish,,,\n,,,\n"
        "Formation,Element,Qty,AP each\n,Rifles (General),1,2\n,Tank,2,4\n,,,\n,,TOTAL,10\n"
    )
    listed = read_list(tmp_path / "army.csv", Source(text), shipped)
    assert listed.roster.player == "Ewan McTavish"
    assert [(unit.element, unit.count) for unit in listed.roster.units] == [("rifles", 1), ("tank", 2)]


@pytest.mark.parametrize(
    ("above", "name"),
    [
        ("Hi, this is Zoe from Andover club (not the other Zoë!)\n", "Zoe Clarke's army"),
        ("Hello all\nDie Eiserne Division\n", "Die Eiserne Division"),
        ("# Hi all\n# Die Eiserne Division\n", "Die Eiserne Division"),
        ("# 36 AP\n", "Zoe Clarke's army"),
        ("Here is my list\n", "Zoe Clarke's army"),
        ("Good morning Tom\n\nTank Attack\nBestial Horde\n", "Bestial Horde"),
        ("Regimiento Alcántara\n", "Regimiento Alcántara"),
        # Which round or game of an evening the list is for names no army (issue 34).
        ("Round 2\n", "Zoe Clarke's army"),
        ("Game 3\n", "Zoe Clarke's army"),
        ("Runde 2\n", "Zoe Clarke's army"),
    ],
)
def test_a_greeting_a_word_about_the_list_or_its_limit_never_names_the_army(
    above: str, name: str, shipped: CatalogSet
) -> None:
    """Zoe's army was named "Hi, this is Zoe from Andover club (not the other Zoë!)": a line above
    the list names the army only where it could be its name; a greeting is a line not read, said."""
    text = f"{above}\nTank Attack\nGeneral: Rifles\n2x Tank\nPlayer: Zoe Clarke\nCheers,\nZoe\n"
    listed = read_text_list(text, _every(shipped))
    assert listed.data["name"] == name
    greeting = above.splitlines()[0]
    if greeting != name and not greeting.startswith("#"):  # a heading is a section, as any other
        assert greeting in [line.text for line in listed.lines]


@pytest.mark.parametrize("system", ["Tank Attack", "WTJ 1916"])
def test_a_greeting_whose_words_shorten_a_types_is_no_unit(system: str, shipped: CatalogSet) -> None:
    """`Hi guys` over a list was one more Cavalry (issue 34): its two words shorten a hussar's
    names in two languages (`husari`, `gusary`), first letter to last. A greeting names a unit
    only by the type's own name."""
    listed = read_text_list(f"Hi guys\n{system}\n\nGeneral: Rifles\n", _every(shipped))
    assert [unit.get("element") for unit in listed.data["units"]] == [
        "rifles" if system == "Tank Attack" else "infantry"
    ]
    assert "Hi guys" in [line.text for line in listed.lines]


def _read(text: str, shipped: CatalogSet) -> Any:
    return read_text_list(text, _every(shipped))


def test_a_formation_heading_with_its_member_on_the_same_line_is_that_formation(shipped: CatalogSet) -> None:
    """Issue 34 (a second corpus): `Platoon 1: 5 x T-34/85` was dropped with a warning and the list
    came out VALID without its platoons. Each is a platoon holding its tanks; the loose tank after
    them stands apart, and words before a colon that name no type are the unit's name."""
    text = (
        "Pagano WW2 armour\nTank company\n\nPlatoon 1: 5 x T-34/85\nPlatoon 2: 4x T-34/85\n"
        "1 x T-34/85 (company commander)\nCompany HQ: 2 x T-34/85\n"
    )
    listed = _read(text, shipped)
    platoon = {"formation": "platoon", "elements": [{"element": "t-34-85", "count": 5}]}
    assert listed.data["units"] == [
        {**platoon, "name": "Platoon 1"},
        {"formation": "platoon", "name": "Platoon 2", "elements": [{"element": "t-34-85", "count": 4}]},
        {"element": "t-34-85", "note": "company commander"},
        {"element": "t-34-85", "count": 2, "name": "Company HQ"},
    ]
    assert listed.lines == ()


def test_a_formations_members_after_a_dash_are_its_members_as_after_a_colon(shipped: CatalogSet) -> None:
    """`Inf Bn - 4 rifles, 1 MG` took the members after the dash for the battalion's name and left
    it empty. Counted units after a formation's dash are its members, as after a colon; words
    that count no unit of the catalog stay its name (`Inf Bn - 2 Coy`)."""
    dashed = _read("# Tank Attack\nInf Bn - 4 rifles, 1 MG\n", shipped)
    colon = _read("# Tank Attack\nInf Bn: 4 rifles, 1 MG\n", shipped)
    battalion = {
        "formation": "infantry-battalion",
        "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
    }
    assert dashed.data["units"] == colon.data["units"] == [battalion]
    assert dashed.places == colon.places
    named = _read("# Tank Attack\nInf Bn - 2 Coy\n  4 x Rifles\n  1 x Machinegun\n", shipped)
    assert named.data["units"] == [{**battalion, "name": "2 Coy"}]


def test_a_short_line_among_the_entries_is_an_entry_never_prose(shipped: CatalogSet) -> None:
    """A line between entries that names a type with a model's mark in it (`Mark IV tank`) is that
    type, named by the model; one that names nothing the catalog has (`Whippet`) is an unknown entry, so the list is
    not VALID, where it was dropped as prose; sentences and the lines around the list stay prose."""
    text = (
        'WTJ 1916\nFlers, September\n\n2 x Mark I tank (male)\nMark IV tank (female, "Fray Bentos")\n'
        "Whippet\ntwo Mark I tanks (male)\nThat should do it.\n1 x Truck\n\nSee you Friday.\n"
    )
    listed = _read(text, shipped)
    assert listed.data["units"] == [
        {"element": "mark-tank", "count": 2, "name": "Mark I", "note": "male"},
        {"element": "mark-tank", "name": "Mark IV", "note": 'female, "Fray Bentos"'},
        {"element": "Whippet"},
        {"element": "mark-tank", "count": 2, "name": "Mark I", "note": "male"},
        {"element": "truck"},
    ]
    assert [line.number for line in listed.lines] == [8, 11]
    report = evaluate(Roster.model_validate(listed.data), shipped.get("wtj-1916"))
    assert [p.code for p in report.errors] == ["element.unknown"]


@pytest.mark.parametrize(
    ("line", "count", "text"),
    [
        ("Three platoons of infantry (Regina Rifles)", 3, "infantry (Regina Rifles)"),
        ("Two troops of Shermans", 2, "Shermans"),
        ("2 batteries of field guns", 2, "field guns"),
        ("1 command base", 1, "command base"),
        ("5 infantry bases", 5, "infantry bases"),
        ("1 MG base (on pack horses)", 1, "MG base (on pack horses)"),
    ],
)
def test_words_players_count_by_leave_the_name_and_a_firm_count(line: str, count: int, text: str) -> None:
    form = form_of(line)
    assert (form.count, form.loose, form.text) == (count, False, text)


def test_counts_with_grouping_words_read_as_the_units_they_count(shipped: CatalogSet) -> None:
    text = (
        "OHW WW2 beta\n\nThree platoons of infantry (Regina Rifles)\nTwo troops of Shermans (1st Hussars)\n"
        "A pair of ATGs (6pdrs)\nOne mortar platoon\n"
    )
    assert _read(text, shipped).data["units"] == [
        {"element": "infantry", "count": 3, "note": "Regina Rifles"},
        {"element": "tank", "count": 2, "name": "Shermans", "note": "1st Hussars"},
        {"element": "anti-tank-gun", "count": 2, "note": "6pdrs"},
        {"element": "mortar"},
    ]


def test_an_html_mail_counting_in_bases_gives_its_list(tmp_path: Path, cli: Cli) -> None:
    """A mail whose list counts only as `1 command base`, `5 infantry bases` was "no list in it"."""
    body = (
        "<div>WTJ 1916</div><div>Honv&eacute;d Hussars</div><div>&nbsp;&nbsp;1 command base</div>"
        "<div>&nbsp;&nbsp;4 cavalry bases</div><div>&nbsp;&nbsp;1 MG base (on pack horses)</div>"
        "<div>Support:</div><div>&nbsp;&nbsp;1 large gun (class 7)</div>"
    )
    (tmp_path / "list.eml").write_text(
        "From: Ann <ann@example.org>\nSubject: list\nMIME-Version: 1.0\n"
        f"Content-Type: text/html; charset=utf-8\n\n{body}\n",
        encoding="utf-8",
    )
    (report,) = json.loads(cli("check", tmp_path / "list.eml", "--format", "json").out)
    assert report["valid"] is True
    made = cli("import", tmp_path / "list.eml", "-o", tmp_path / "army.yaml")
    assert made.code == 0, made.err
    units = _dumped(load_roster(tmp_path / "army.yaml").roster)["units"]
    assert units == [
        {
            "formation": "cavalry-regiment",
            "name": "Honvéd Hussars",
            "elements": [
                {"element": "regimental-command"},
                {"element": "cavalry", "count": 4},
                {"element": "machine-gun", "note": "on pack horses"},
            ],
        },
        {"element": "large-gun", "options": ["class-7"]},
    ]


def test_import_of_a_mail_file_with_several_lists_says_to_check_it(tmp_path: Path, cli: Cli) -> None:
    mail = "From: Ann <ann@example.org>\nSubject: {}\n\nTank Attack\n2 x Tank\n"
    (tmp_path / "two.mbox").write_text(
        "".join(f"From ann@example.org Tue Mar  2 10:00:00 2027\n{mail.format(n)}\n" for n in (1, 2)),
        encoding="utf-8",
    )
    result = cli("import", tmp_path / "two.mbox")
    assert result.code != 0
    assert "gives 2 lists" in result.err and "armybuilder check" in result.err


@pytest.mark.parametrize(
    ("heading", "name", "total"),
    [
        ("British 1917 - 36 AP", "British 1917", 36),
        ("k.u.k. Isonzoarmee 1917 — 36AP", "k.u.k. Isonzoarmee 1917", 36),
    ],
)
def test_an_army_heading_with_its_limit_names_the_army(
    heading: str, name: str, total: int, shipped: CatalogSet
) -> None:
    listed = _read(f"{heading}\n\nGeneral: Rifles\n2 x Tank\n", shipped)
    assert (listed.data["name"], listed.data["units"][-1], listed.lines) == (
        name,
        {"element": "tank", "count": 2},
        (),
    )
    assert listed.stated is not None and listed.stated.value == total


@pytest.mark.parametrize("line", ["tot. 36AP", "tot: 36AP", "tot. 36", "Tot 36 AP"])
def test_tot_gives_the_lists_total(line: str, shipped: CatalogSet) -> None:
    listed = _read(f"Tank Attack\nGeneral: Rifles\n2 x Tank\n{line}\n", shipped)
    assert len(listed.data["units"]) == 2
    assert listed.stated is not None and listed.stated.value == 36


@pytest.mark.parametrize(
    ("heading", "indent", "name"),
    [
        ("1st Bn Royal Welch Fusiliers (11 AP)", "  ", "1st Bn Royal Welch Fusiliers"),
        ("* Inf Bn - 11AP", "  - ", None),
        ("Royal Welch Fusiliers - 11 AP", "  ", "Royal Welch Fusiliers"),
    ],
)
def test_a_formation_heading_by_name_with_its_cost_opens_it(
    heading: str, indent: str, name: str | None, shipped: CatalogSet
) -> None:
    listed = _read(f"Tank Attack\n{heading}\n{indent}4 Rifles\n{indent}1 MG\nGeneral: Rifles\n", shipped)
    battalion = {
        "formation": "infantry-battalion",
        "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
    }
    assert listed.data["units"] == [
        battalion if name is None else {"formation": "infantry-battalion", "name": name, **battalion},
        {"element": "rifles", "general": True},
    ]


def test_a_signature_after_a_dash_is_the_player_not_a_unit(shipped: CatalogSet) -> None:
    listed = _read(
        "Tank Attack\nGeneral: Rifles\n2 x Tank\n\nShould be fine, see you Saturday.\n\n- Pete\n", shipped
    )
    assert (listed.data["units"], listed.data["player"]) == (
        [{"element": "rifles", "general": True}, {"element": "tank", "count": 2}],
        "Pete",
    )
    bullet = _read("Tank Attack\nGeneral: Rifles\n- 2 x Tank\n- Pete\n", shipped)
    assert bullet.data["units"][-1] == {"element": "Pete"}  # among the bullets, not under prose


def test_a_plural_of_an_example_names_its_type_in_a_table_as_in_a_line(shipped: CatalogSet) -> None:
    table = "# OHW WW2 beta\n\n| Unit | Qty | Notes |\n|---|---|---|\n| Shermans | 2 | 1st Hussars |\n| 6pdrs | 1 | |\n"
    line = "# OHW WW2 beta\n\n2 x Shermans (1st Hussars)\n1 x 6pdrs\n"
    for text in (table, line):
        assert _read(text, shipped).data["units"] == [
            {"element": "tank", "count": 2, "name": "Shermans", "note": "1st Hussars"},
            {"element": "anti-tank-gun", "name": "6pdrs"},
        ]


def test_options_in_words_are_read_as_options(shipped: CatalogSet) -> None:
    hexed = _read(
        "OHW WW2 hex\n2x Inf (1 regular, 1 elite)\n3 x Infantry (2 elite, 1 militia) (dug in)\n", shipped
    )
    assert hexed.data["units"] == [
        {"element": "infantry", "options": ["regular"]},
        {"element": "infantry", "options": ["elite"]},
        {"element": "infantry", "count": 2, "options": ["elite"], "note": "dug in"},
        {"element": "infantry", "options": ["militia"], "note": "dug in"},
    ]
    guns = _read(
        "WTJ 1916\none large gun, class 7 (60pdr)\n1 medium gun, class 6 (field howitzer)\n", shipped
    )
    assert guns.data["units"] == [
        {"element": "large-gun", "options": ["class-7"], "note": "60pdr"},
        {"element": "medium-gun", "options": ["class-6"], "note": "field howitzer"},
    ]


def test_a_tables_formation_column_makes_formations_of_the_type_their_members_fit(
    shipped: CatalogSet,
) -> None:
    """`4th Don Regiment` names a regiment only in part: its members (cavalry) say it is
    a cavalry regiment, where it was an infantry regiment holding the command, the rest loose."""
    text = (
        "Formation,Element,Count,Notes\n4th Don Regiment,Regimental command,1,\n"
        "4th Don Regiment,Cavalry,5,\n4th Don Regiment,MG,1,on a tachanka\n,Horse team,1,\n"
    )
    listed = _read(text, shipped)
    assert listed.data["units"] == [
        {
            "formation": "cavalry-regiment",
            "name": "4th Don Regiment",
            "elements": [
                {"element": "regimental-command"},
                {"element": "cavalry", "count": 5},
                {"element": "machine-gun", "note": "on a tachanka"},
            ],
        },
        {"element": "horse-team"},
    ]
    assert [(t.number, t.formation, t.by_members) for t in listed.taken] == [(2, "cavalry-regiment", True)]


def test_key_and_value_rows_above_a_spreadsheets_header_are_fields_and_options(shipped: CatalogSet) -> None:
    text = (
        "System\tPagano WW2 armour\nForce\tKampfgruppe Meyer\nSide\tAxis\nYear\t1944\n\nUnit\tQty\nPz IV\t4\n"
    )
    listed = _read(text, shipped)
    assert (listed.data["name"], listed.data["options"], listed.data["units"]) == (
        "Kampfgruppe Meyer",
        {"side": "Axis", "year": 1944},
        [{"element": "pz-iv", "count": 4}],
    )


@pytest.mark.parametrize(
    ("system", "line", "read"),
    [
        ("OHW WWII (beta)", "Three platoons of infantry", [("infantry", 3)]),
        ("Pagano WW2 armour", "Two troops of T-34/85", [("troops of T-34/85", 2)]),
        ("Pagano WW2 armour", "Two platoons of T-34/85", [("platoons of T-34/85", 2)]),
        ("Pagano WW2 armour", "Two sections of T-34/85", [("sections of T-34/85", 2)]),
    ],
)
def test_a_count_in_words_that_name_the_games_formations_is_no_count_of_units(
    system: str, line: str, read: list[tuple[str, int]], shipped: CatalogSet
) -> None:
    """`Three platoons of infantry` is three infantry where platoons are only a way of counting;
    where the game's formations are platoons, `Two platoons of T-34/85` may be two tanks or two
    platoons of several: it is kept whole, an unknown entry the player is asked to mend. So is a
    platoon in the British word, a troop, and the French, a section."""
    listed = read_text_list(f"{system}\n{line}\n", _every(shipped))
    assert [(unit["element"], unit.get("count", 1)) for unit in listed.data["units"]] == read


def test_a_forum_posts_quote_is_quoted_text_never_merged_with_the_posters_own_list(
    shipped: CatalogSet,
) -> None:
    """A forum reply quoting another player's list in `[quote="..."]...[/quote]` read both lists as
    one army: the quoted lines are skipped where the post's own lines hold a list, and counted."""
    post = (
        'Re: OHW WWII beta - post your lists\n\n[quote="ann_44"]Here is mine:\n- 2x Infantry\n'
        "- 2x Tank[/quote]\n\nMine (OHW WWII beta, 6 units):\n\n- 1x Infantry\n- 3x Tank\n"
    )
    listed = read_text_list(post, _every(shipped))
    assert [(unit["element"], unit.get("count", 1)) for unit in listed.data["units"]] == [
        ("infantry", 1),
        ("tank", 3),
    ]
    assert listed.quoted == 3
    alone = read_text_list(
        '[quote="ann_44"]OHW WWII beta\n- 2x Infantry\n- 2x Tank[/quote]\n', _every(shipped)
    )
    assert [(unit["element"], unit.get("count", 1)) for unit in alone.data["units"]] == [
        ("infantry", 2),
        ("tank", 2),
    ]


def test_a_title_with_the_armys_size_a_blank_line_above_the_list_names_it(shipped: CatalogSet) -> None:
    """`Bavarian Ersatz 1918 — 36AP` above the list, a blank line between, became an unknown
    element: it names the army, and its size is the total the player states."""
    text = (
        "Gruss an alle! Meine Liste fur Samstag.\n\nBavarian Ersatz 1918 — 36AP\n\n* Gen: Rifles\n* Tank x2\n"
    )
    listed = read_text_list(f"Tank Attack\n{text}", _every(shipped))
    assert listed.data["name"] == "Bavarian Ersatz 1918"
    assert [unit["element"] for unit in listed.data["units"]] == ["rifles", "tank"]
    assert listed.stated is not None and listed.stated.value == 36


def test_a_sentence_naming_a_unit_above_the_list_does_not_make_the_lines_below_it_entries(
    shipped: CatalogSet,
) -> None:
    """ "Last week her Shermans overran my ATG on turn 3." above a list made every line after it part of the list,
    so the army's title line became an unknown element: a sentence names no unit of the list."""
    text = (
        "OHW WW2 beta\n\nSecond try.\nLast week her Shermans overran my ATG on turn 3.\n\n"
        "Wessex Battlegroup, Caen 1944\n\n1. Infantry\n2. Tank\n"
    )
    listed = read_text_list(text, _every(shipped))
    assert [unit["element"] for unit in listed.data["units"]] == ["infantry", "tank"]


def test_a_reply_whose_only_list_is_quoted_is_read_by_the_names_it_quotes(shipped: CatalogSet) -> None:
    """ "Same as before, please" above a quoted list naming no system said "its names do not settle
    it", though the same lines unquoted read as Tank Attack: the quoted names choose the catalog
    where the lines not quoted name nothing."""
    reply = "Same as before, please.\n\nOn Friday, Ann wrote:\n> General: Rifles\n> 2x Sturmtruppe\n> 1x Fighter\n"
    listed = read_text_list(reply, _every(shipped))
    assert listed.system == "tank-attack"
    assert [unit["element"] for unit in listed.data["units"]] == ["rifles", "sturmtruppe", "fighter"]


def test_a_note_after_a_cost_column_keeps_the_entrys_count(shipped: CatalogSet) -> None:
    """`Tank x2 ........ 8 (Mk IV)` was an unknown element "Tank x2 ........ 8" of one: a fix
    would have lost the count. The brackets after the column are the entry's note."""
    listed = read_text_list("Tank Attack\nTank x2 ........ 8 (Mk IV)\n", _every(shipped))
    assert listed.data["units"] == [{"element": "tank", "count": 2, "note": "Mk IV"}]


@pytest.mark.parametrize(
    "after", ["\nCheers, Bob\n", "Gruß\nBob\n", "\nBob\n\nOn Monday, Ann wrote:\n> 2x Tank\n"]
)
def test_a_line_going_on_from_the_last_entry_is_an_entry_never_dropped(
    after: str, shipped: CatalogSet
) -> None:
    """`Whippet` under the last entry, before the signature, was "not read: a name signing it",
    and the list was VALID without it: a line going on from the list is an entry (here unknown:
    `Gribble`, as `Whippet` is now read as the Tank it was); the sign-off and the signature, in
    any of the usual languages, stay what they are."""
    text = f"Tank Attack\nGeneral: Rifles\nTank x2\nGribble\n{after}"
    listed = read_text_list(text, _every(shipped))
    assert [unit["element"] for unit in listed.data["units"]] == ["rifles", "tank", "Gribble"]
    assert listed.data["player"] == "Bob"


@pytest.mark.parametrize(
    "lines",
    [
        "Infantry Battalion: 4 Rifles, 1 Machinegun\n2 x Tank, 1 x Fighter",
        "Infantry Battalion:\n  4 Rifles, 1 MG\n2 x Tank, 1 x Fighter",
    ],
)
def test_units_counted_one_after_another_on_a_line_are_each_an_entry(lines: str, shipped: CatalogSet) -> None:
    """Issue 36, tried afresh: `4 Rifles, 1 Machinegun` was 4 Rifles with a note, `1 Machinegun`,
    and the battalion then lacked its machinegun; the fighter after a tank went the same way."""
    listed = _read(f"# Tank Attack\nGeneral: Rifles\n{lines}\n", shipped)
    assert listed.data["units"][1:] == [
        {
            "formation": "infantry-battalion",
            "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
        },
        {"element": "tank", "count": 2},
        {"element": "fighter"},
    ]


def test_units_with_their_numbers_after_their_names_on_one_line_are_each_an_entry(
    shipped: CatalogSet,
) -> None:
    """`Rifles 4, Machinegun 1` was one Rifles with the note `Machinegun 1`: the battalion lost its
    machinegun without a word. Each part is its own entry, its number weighed as a line's is."""
    listed = _read(
        "# Tank Attack\nGeneral: Rifles\nInfantry Battalion:\n  Rifles 4, Machinegun 1\nTank 1, Sniper 1\n",
        shipped,
    )
    battalion, *loose = listed.data["units"][1:]
    assert [unit["element"] for unit in battalion["elements"]] == ["rifles", "machinegun"]
    assert [unit["element"] for unit in loose] == ["tank", "sniper"]


def test_a_count_parted_among_options_after_a_comma_stays_one_entry(shipped: CatalogSet) -> None:
    """What follows the comma names an option of the first's type, not another unit: one of the
    two is elite, the other as written."""
    listed = _read("OHW WW2 hex\n2x Infantry, 1 elite\n", shipped)
    assert listed.data["units"] == [{"element": "infantry", "options": ["elite"]}, {"element": "infantry"}]


@given(st.text(alphabet="ab -\t\n\u00a0…", max_size=30), st.integers(min_value=1, max_value=30))
def test_what_a_line_became_wraps_as_textwrap_wraps_it(text: str, width: int) -> None:
    """import shows what each line became wrapped beside it; a line that fits is shown without
    textwrap taking it apart, so the two must agree on every text, spaces and tabs included."""
    assert _wrapped(text, width) == (textwrap.wrap(text, width) or [""])


def test_the_reading_says_outside_only_of_the_unit_that_had_no_place(shipped: CatalogSet) -> None:
    """`Inf Bn: 4 rifles, 1 MG, 1 sniper`: the sniper has no place in the battalion and stands
    apart; the rifles and the machinegun are in it, and their reading must not say otherwise."""
    from armybuilder.present.reading import reading_rows
    from armybuilder.textlist.readback import read_back

    text = "# Tank Attack\nGeneral: Rifles\nInf Bn: 4 rifles, 1 MG, 1 sniper\n"
    listed = _read(text, shipped)
    rows = reading_rows(read_back(text, listed), listed.data, shipped.get("tank-attack"))
    became = next(row.became for row in rows if row.lines == "3")
    said = {part.split(",")[0].strip(): part for part in became.split(";")}
    assert "outside" not in said["4 × Rifles"] and "outside" not in said["1 × Machinegun"], became
    assert "outside the Infantry Battalion above" in said["1 × Sniper"], became


def test_a_named_unit_over_members_of_other_types_stays_a_unit(shipped: CatalogSet) -> None:
    """A bracket restating its members' type heads them (`Zug 1 (Pz IV)`); one naming a unit whose
    indented lines are of other types too is that unit, not a formation swallowing it."""
    catalogs = [c for c in shipped if isinstance(c, Catalog)]
    text = "Tank Attack\n\n- Col. Brown (Rifles)\n  - 4 x Rifles\n  - MG\n"
    units = read_text_list(text, catalogs).data["units"]
    assert units[0] == {"element": "rifles", "name": "Col. Brown"}


@pytest.mark.parametrize("heading", ["1st Platoon (Pz IV):", "**2nd Platoon (Pz IV)**"])
def test_a_headings_bracket_restating_its_members_type_is_no_member(
    heading: str, shipped: CatalogSet
) -> None:
    """`1st Platoon (Pz IV):` over four Pz IVs was a platoon of five: the bracket says what its
    members are; one that counts (`(2 x Tiger I)`) still adds them."""
    catalogs = [c for c in shipped if isinstance(c, Catalog)]
    text = f"Pagano WWII Armour\n\n{heading}\n- 4 x Pz IV\n\nPlatoon C (2 x Pz IV):\n- 2 x Pz IV\n"
    units = read_text_list(text, catalogs).data["units"]
    assert [[(m["element"], m.get("count", 1)) for m in u["elements"]] for u in units] == [
        [("pz-iv", 4)],
        [("pz-iv", 2), ("pz-iv", 2)],
    ]
