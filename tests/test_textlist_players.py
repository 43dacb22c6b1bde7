"""Lists as players write them (issue 34): sixty lists judged by hand from the rule texts, each
read through the road `check` takes, against the roster the judge read, what the judge would ask,
the quoted lines skipped and the list's own total."""

from pathlib import Path
from typing import Any

import pytest
import yaml

from armybuilder.checking.lists import ListFile
from armybuilder.engine import evaluate
from armybuilder.files.catalogs import CatalogSet
from armybuilder.present.markdown import markdown
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.roster import Roster
from armybuilder.textlist.reader import read_text_list
from tests.conftest import ROOT
from tests.judged import as_written, asked_lines, by_place, checked, codes, dumped, judged, judged_lists

CORPUS = ROOT / "tests" / "data" / "textlists" / "players"
LISTS = judged_lists(CORPUS)


@pytest.mark.parametrize("path", LISTS, ids=lambda p: p.name)
def test_a_list_as_players_write_it_reads_as_the_judge_read_it(path: Path, shipped: CatalogSet) -> None:
    judge, read = judged(path), checked(path, shipped)
    assert read is not None and read.report is not None, read and read.file_problems
    assert isinstance(read.loaded, ListFile)
    assert by_place(dumped(read.loaded.roster)) == by_place(as_written(judge["roster"]))
    problems = read.report.problems
    assert asked_lines(read) == judge["asked"]
    asked = codes(problems, "file.text-asked")
    assert all(problem.fix is not None and len(problem.fix.choices) >= 2 for problem in asked)
    if asked:
        assert not read.valid
    quoted = codes(problems, "file.text-quoted")  # one for quoted lines, one for a chat's others' messages
    assert len(quoted) == (1 if judge["quoted"] else 0) + (1 if read.loaded.listed.others_said else 0)
    assert read.loaded.listed.quoted == judge["quoted"]
    stated, ours = judge["total"], next(iter(read.report.costs.values()), None)
    assert len(codes(problems, "file.text-total")) == (1 if stated is not None and stated != ours else 0)


def test_the_corpus_holds_at_least_sixty_judged_lists_twelve_a_system() -> None:
    """Sixty lists first (issue 34), and one more for each form a second corpus found misread."""
    assert len(LISTS) >= 60
    systems = [judged(path)["roster"]["system"] for path in LISTS]
    counts = {system: systems.count(system) for system in systems}
    assert set(counts) == {"ohw-ww2-hex", "ohw-ww2", "pagano-armour", "tank-attack", "wtj-1916"}
    assert min(counts.values()) >= 12


@pytest.mark.parametrize(
    ("text", "fixed"),
    [
        (
            "Tank Attack\nGeneral: Rifles\nSturmtrupe x2 6\nTwo armored carz\n",
            [
                {"element": "rifles", "general": True},
                {"element": "sturmtruppe", "count": 2},
                {"element": "armoured-car", "count": 2},
            ],
        ),
        (
            "OHW WWII (hexed)\n2 x Infantary (elite)\n1 x Tank (heavy)\n",
            [
                {"element": "infantry", "count": 2, "options": ["elite"]},
                {"element": "tank", "options": ["heavy"]},
            ],
        ),
    ],
    ids=["count-column-and-words", "options"],
)
def test_a_fix_of_a_misspelt_name_keeps_the_entrys_count_options_and_place(
    text: str, fixed: list[dict[str, Any]], tmp_path: Path, cli: Any
) -> None:
    """Issue 34, item 9: `Sturmtrupe x2 6` was fixed into one Sturmtruppe and `Two armoured cars`
    into one Armoured Car: the reader now keeps the count (and options) beside the unknown name,
    and `check --fix` changes only the name."""
    (tmp_path / "list.txt").write_text(text, encoding="utf-8")
    assert cli("import", tmp_path / "list.txt", "-o", tmp_path / "army.yaml").code == 0
    cli("check", "--fix", tmp_path / "army.yaml")
    roster = yaml.safe_load((tmp_path / "army.yaml").read_text(encoding="utf-8"))
    assert roster["units"] == fixed


def test_a_heading_whose_members_fit_several_types_is_asked_not_guessed(shipped: CatalogSet) -> None:
    """One Tiger fits neither a platoon (4-5) nor a heavy platoon (2-3) by count, and has a place
    in both: the heading is asked about, its vehicle kept apart meanwhile."""
    text = "Pagano WW2 armour\nKampfgruppe 1:\n  Tiger I\nPz IV\n"
    listed = read_text_list(text, [c for c in shipped if isinstance(c, Catalog)])
    assert listed.data["units"] == [{"element": "tiger-i"}, {"element": "pz-iv"}]
    assert [(a.number, a.kind, a.choices) for a in listed.asked] == [
        (2, "formation", ("platoon", "heavy-platoon"))
    ]


def test_a_roster_with_notes_and_a_unit_named_general_reads_back_from_its_markdown(
    shipped: CatalogSet,
) -> None:
    """The Markdown carries a unit's note and a name the reader would take for the general's
    mark exactly, in its braces, so the list reads back as the roster."""
    catalog = shipped.get("tank-attack")
    units = [
        {"element": "rifles", "general": True, "name": "General"},
        {"element": "tank", "count": 2, "note": "elite, dug in - (towed by the lorry) {x}"},
    ]
    original = Roster.model_validate({"system": catalog.id, "name": "Army", "units": units})
    listed = read_text_list(markdown(evaluate(original, catalog)), [catalog])
    assert listed.data["units"] == units


def test_import_names_each_asked_line_and_a_total_the_entries_do_not_make(tmp_path: Path, cli: Any) -> None:
    (tmp_path / "list.txt").write_text(
        "Tank Attack\nGeneral: Rifles\nMortar x2 ........ 8\nTank x2 ........ 8\nTotal .......... 20\n",
        encoding="utf-8",
    )
    result = cli("import", tmp_path / "list.txt", "-o", tmp_path / "army.yaml")
    said = result.out + result.err
    assert "list.txt:3:1: error [file.text-asked] line 3 could be Light Mortar or Medium/Heavy Mortar" in said
    assert "list.txt:5:1: warning [file.text-total] line 5 gives the list's total as 20 AP" in said


def test_the_reading_shows_every_line_of_every_list_once_in_order(shipped: CatalogSet) -> None:
    """Read back (issue 34, item 7): each line of each list is in the reading once, in order, with
    what it became or why it was not read; and each line that is not blank is in one row shown."""
    from armybuilder.present.reading import DASH, reading_rows
    from armybuilder.textlist.readback import read_back

    for path in LISTS:
        read = checked(path, shipped)
        assert read is not None, path.name
        assert isinstance(read.loaded, ListFile) and read.loaded.catalog is not None, path.name
        loaded = read.loaded
        lines = read_back(loaded.text, loaded.listed)
        assert [line.number for line in lines] == list(range(1, len(loaded.text.splitlines()) + 1)), path.name
        assert all(line.units or line.gave or line.asked or line.unread for line in lines), path.name
        assert {line.number for line in lines if line.asked} == set(judged(path)["asked"]), path.name
        rows = reading_rows(lines, loaded.listed.data, loaded.catalog)
        shown = []
        for row in rows:
            first, _, last = row.lines.partition(DASH)
            shown += range(int(first), int(last or first) + 1)
        blank = {line.number for line in lines if line.unread == "blank"}
        assert sorted(shown) == shown, path.name
        assert set(range(1, len(lines) + 1)) - blank <= set(shown), path.name
        assert all(row.became for row in rows), path.name


def test_import_shows_how_each_line_was_read_on_stderr_and_quiet_leaves_it_out(
    cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`import` shows a pasted list's reading beside the lines, on stderr, the roster alone on
    stdout; a line asked about and a note stay visible. The expected text is the reading of one
    e-mail as a judge reads it (issue 34, item 7)."""
    monkeypatch.setenv("COLUMNS", "100")
    path = CORPUS / "hex-division-azul.txt"
    result = cli("import", path)
    assert result.code == 1 and result.out == ""  # its line asked about leaves no roster to print
    assert "How " in result.err
    reading = result.err.split("\n", 1)[1]
    assert [line.split()[0] for line in reading.splitlines() if line[:3].strip().isdigit()][:9] == [
        "1", "3", "5", "6", "7", "8", "9", "11", "12"
    ]  # fmt: skip
    assert "asked: Anti-tank Gun or Artillery?" in reading
    assert "player: Javier" in reading
    assert "not read: a sentence" in reading
    assert "[file.text-line]" not in result.err  # each such line is in the reading, with why
    assert "[file.text-asked]" in result.err
    quiet = cli("import", path, "--quiet")
    assert "How " not in quiet.err and "[file.text-line]" in quiet.err and quiet.out == result.out


def test_the_reading_written_by_a_player_cannot_act_on_the_terminal(cli, tmp_path: Path) -> None:
    listed = tmp_path / "list.txt"
    listed.write_text(
        "Tank Attack\nHi \u202ethere\nGeneral: Rifles\n2 x Tank (\u202edug in)\n", encoding="utf-8"
    )
    result = cli("import", listed)
    assert result.code == 0 and "How " in result.err
    assert "\u202e" not in result.err and "\\u202e" in result.err


def test_check_fix_of_an_imported_list_keeps_each_entrys_count_options_note_and_place(
    cli, tmp_path: Path
) -> None:
    """Issue 34, item 9: a misspelt name mended by `check --fix` keeps all else its line said."""
    listed = tmp_path / "list.txt"
    listed.write_text(
        "# Tank Attack\nGeneral: Rifles\nInfantry Battalion:\n  4x Rifles\n  2x Machinegn (dug in)\n"
        "Two armoured carz\nSturmtrupe x2   6\n",
        encoding="utf-8",
    )
    roster = tmp_path / "army.yaml"
    assert cli("import", listed, "-o", roster, "--quiet").code == 0
    cli("check", "--fix", roster)
    units = yaml.safe_load(roster.read_text(encoding="utf-8"))["units"]
    assert units[1]["elements"][1] == {"element": "machinegun", "count": 2, "note": "dug in"}
    assert units[2:] == [{"element": "armoured-car", "count": 2}, {"element": "sturmtruppe", "count": 2}]


def test_a_misspelt_last_line_with_a_note_in_brackets_is_an_unknown_entry_not_prose(
    shipped: CatalogSet,
) -> None:
    """`Sniperr (in the church tower)` as a list's last line was dropped as prose, its words in
    brackets keeping it from being a near miss of Sniper, and a legal list without it came out
    VALID with a unit's line unread. Its name alone is weighed: it is an unknown entry, to mend
    (misspelt by more than one slip of the hand, which would read it as the Sniper)."""
    text = "Tank Attack\nGeneral: Rifles\nInfantry Battalion:\n  4 x Rifles\n  MG\n\nSnipperr (in the church tower)\n"
    listed = read_text_list(text, [shipped.get("tank-attack")])
    assert listed.data["units"][-1]["element"] == "Snipperr"
    assert not listed.lines


def test_a_misspelt_unit_keeps_the_words_that_say_where_it_stands_through_its_fix(
    cli, tmp_path: Path
) -> None:
    """`Sniperr (in the church tower)`: the words in brackets read as a link phrase, and an unknown
    type links to nothing, so they were lost, shown nowhere and gone after `check --fix`. They are
    the unit's note."""
    listed = tmp_path / "list.txt"
    listed.write_text(
        "Tank Attack\nGeneral: Rifles\nSniperr (in the church tower)\nBalloon\n", encoding="utf-8"
    )
    roster = tmp_path / "army.yaml"
    assert cli("import", listed, "-o", roster, "--quiet").code == 0
    cli("check", "--fix", roster)
    units = yaml.safe_load(roster.read_text(encoding="utf-8"))["units"]
    assert units[1] == {"element": "sniper", "note": "in the church tower"}


def test_import_reads_a_mail_body_saved_as_html_by_the_lines_it_shows_as_check_does(
    cli, tmp_path: Path
) -> None:
    """`import body.html` read the HTML's tags as lines of text: an empty army, said as nothing
    wrong, where `check` read the same file's list."""
    body = tmp_path / "body.html"
    body.write_text(
        "<html><body><div>Tank Attack</div><div>General (Rifles)<br>Infantry Battalion:<br>"
        "&nbsp;&nbsp;4x Rifles<br>&nbsp;&nbsp;1x MG</div><ul><li>2x Tank</li></ul></body></html>",
        encoding="utf-8",
    )
    imported = cli("import", body)
    assert imported.code == 0
    units = yaml.safe_load(imported.out)["units"]
    assert units == [
        {"element": "rifles", "general": True},
        {
            "formation": "infantry-battalion",
            "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
        },
        {"element": "tank", "count": 2},
    ]
    assert "4 × Rifles, in Infantry Battalion" in imported.err


@pytest.mark.parametrize(
    "text",
    ["OHW WWII (hexed)\nSee you all on Saturday.\n", "Pagano WW2 armour, Axis\n", "Pagano armour\n1 Zug\n"],
    ids=["ohw-chatter", "pagano-system-only", "pagano-unread-heading"],
)
def test_a_text_whose_lines_give_no_entry_is_no_army_never_a_valid_empty_one(
    text: str, tmp_path: Path, cli: Any
) -> None:
    """A system's name and nothing read passed VALID where the rules ask for no minimum (Pagano;
    OHW's army size is only a warning): a list with its every line unread. It gives no army."""
    listed = tmp_path / "list.txt"
    listed.write_text(text, encoding="utf-8")
    result = cli("check", listed)
    assert result.code != 0 and "VALID —" not in result.out.replace("NOT VALID", "")
    assert (
        "[file.text-list] this is a list written as text, but no line of it reads as an entry" in result.out
    )
    assert cli("import", listed).code != 0


def test_the_markdown_of_an_empty_roster_still_reads_back_as_one(tmp_path: Path, cli: Any) -> None:
    roster = tmp_path / "empty.yaml"
    roster.write_text("format: 1\nsystem: pagano-armour\nname: Empty\nunits: []\n", encoding="utf-8")
    markdown_file = tmp_path / "empty.md"
    markdown_file.write_text(cli("show", roster, "--format", "markdown").out, encoding="utf-8")
    assert cli("check", markdown_file).code == 0


@pytest.mark.parametrize(
    ("text", "formation"),
    [
        (
            "Tank Attack\nInf Bn (1st Wessex):\n- 4x Rifles\n- 1x MG\n",
            {
                "formation": "infantry-battalion",
                "name": "1st Wessex",
                "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
            },
        ),
        (
            "Tank Attack\nCavalry Regiment (2nd Lancers) - 11AP\n  - 4 Cavalry\n",
            {
                "formation": "cavalry-regiment",
                "name": "2nd Lancers",
                "elements": [{"element": "cavalry", "count": 4}],
            },
        ),
        (
            "Pagano WW2 armour\nPlatoon (Guards):\n- 4 x T-34-85\n",
            {"formation": "platoon", "name": "Guards", "elements": [{"element": "t-34-85", "count": 4}]},
        ),
        (
            "Tank Attack\nInf Bn (4 Rifles, MG)\n",
            {
                "formation": "infantry-battalion",
                "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
            },
        ),
    ],
    ids=["type-then-name", "with-cost", "pagano", "members-in-brackets"],
)
def test_words_in_brackets_after_a_formations_type_are_its_name_unless_they_count_its_members(
    text: str, formation: dict[str, Any], shipped: CatalogSet
) -> None:
    """`Inf Bn (1st Wessex):` read its name as a member, an unknown element "1st Wessex"; `Platoon
    (Guards):` dropped "Guards" as a line not read. Words in brackets that count or name no unit
    are the formation's name, as after a dash; `(4 Rifles, MG)` stays its members."""
    listed = read_text_list(text, [c for c in shipped if isinstance(c, Catalog)])
    assert listed.data["units"] == [formation]
    assert not listed.lines


def test_a_blank_line_straight_after_a_formations_heading_keeps_all_its_members_in_it(
    shipped: CatalogSet,
) -> None:
    """`Infantry Battalion:`, a blank line, then its indented members: the blank line closed the
    battalion after its first member, and the rest were read outside it without a word."""
    text = "Tank Attack\nGeneral: Rifles\nInfantry Battalion:\n\n  4x Rifles\n  1x MG\n2 x Tank\n"
    listed = read_text_list(text, [shipped.get("tank-attack")])
    assert listed.data["units"][1:] == [
        {
            "formation": "infantry-battalion",
            "elements": [
                {"element": "rifles", "count": 4},
                {"element": "machinegun"},
            ],
        },
        {"element": "tank", "count": 2},
    ]


def test_a_forum_posts_tags_of_looks_and_list_items_are_read_past(shipped: CatalogSet) -> None:
    """A list pasted from a forum's editor: `[b]General[/b]: Rifles` was a Rifles element named
    "[b]General[/b]" (a false `general.missing`), `[list]` and `[*]4x Rifles` unknown elements, and
    the battalion under its bold heading empty. The tags are read past as Markdown's emphasis is,
    and `[*]` is a bullet."""
    text = (
        "Here's mine for Tank Attack:\n[b]General[/b]: Rifles\n[b]Infantry Battalion[/b]\n[list]\n"
        "[*]4x Rifles\n[*][color=red]MG[/color]\n[/list]\n[i]Heavy arty[/i]\n"
    )
    listed = read_text_list(text, [c for c in shipped if isinstance(c, Catalog)])
    assert listed.data["units"] == [
        {"element": "rifles", "general": True},
        {
            "formation": "infantry-battalion",
            "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
        },
        {"element": "heavy-artillery"},
    ]
    assert not listed.lines


def test_import_says_which_system_a_list_naming_none_was_read_as(cli, tmp_path: Path) -> None:
    """The issue's first complaint of a system guessed: nothing said so. `check` said it, but
    `import` left the word out with the rest of `file.text-list`."""
    listed = tmp_path / "list.txt"
    listed.write_text("Infantry x4\nMG\nTank\n", encoding="utf-8")
    guessed = cli("import", listed)
    assert "no line names the game system, so it was read as Tank Attack" in guessed.err
    chosen = cli("import", listed, "--system", "tank-attack")
    assert "[file.text-list]" not in chosen.err


def test_a_heading_naming_a_formation_by_a_word_several_types_share_takes_the_type_its_members_fit(
    shipped: CatalogSet,
) -> None:
    """WTJ's `Regiment` is an alias of the infantry regiment, so `Regiment:` over a command base and
    cavalry opened an infantry regiment and read the cavalry outside it. The cavalry and cyclist
    regiments hold the word too: its members say which regiment it is, with a word saying so. In
    Tank Attack, where one type holds it, `Regiment` stays the cavalry regiment it names."""
    wtj = read_text_list("WTJ 1916\nRegiment:\n  HQ\n  3 x Cavalry\n  MG\n", [shipped.get("wtj-1916")])
    assert wtj.data["units"] == [
        {
            "formation": "cavalry-regiment",
            "elements": [
                {"element": "regimental-command"},
                {"element": "cavalry", "count": 3},
                {"element": "machine-gun"},
            ],
        }
    ]
    assert [(t.number, t.formation) for t in wtj.taken] == [(2, "cavalry-regiment")]
    tank_attack = read_text_list("Tank Attack\nRegiment:\n  4 Cavalry\n", [shipped.get("tank-attack")])
    assert tank_attack.data["units"][0]["formation"] == "cavalry-regiment" and not tank_attack.taken


def test_check_fix_on_a_list_written_as_text_leaves_it_and_says_how_to_mend_it(cli, tmp_path: Path) -> None:
    """`check --fix list.txt` with a misspelt name did nothing and said nothing: the player was left
    to wonder why the typo stayed. The text is left as written (a roster file in its place would
    lose it), and the fix says how to mend it."""
    listed = tmp_path / "list.txt"
    text = "Tank Attack\nGeneral: Rifles\nStrumtrupe x2\n"
    listed.write_text(text, encoding="utf-8")
    result = cli("check", "--fix", listed)
    assert f"{listed}: not fixed, as it is a list written as text" in result.out
    assert f"`armybuilder import {listed} -o ROSTER.yaml`" in result.out
    assert listed.read_text(encoding="utf-8") == text and not list(tmp_path.glob("*.bak*"))


def test_the_reading_of_a_spreadsheets_rows_shows_its_cells_apart_not_as_escapes(cli, tmp_path: Path) -> None:
    """Each row of a tab-separated list was shown as `Rifles\\x094\\x094`: the tab written out as a
    control character, which a player does not know as what they pasted."""
    listed = tmp_path / "list.tsv"
    listed.write_text("Unit\tQty\nRifles\t4\nGeneral (Rifles)\t1\n", encoding="utf-8")
    result = cli("import", listed, "--system", "tank-attack")
    assert "\\x09" not in result.err
    assert "Rifles  4" in result.err


def test_the_reading_says_whether_the_lists_own_total_is_what_its_entries_make(cli, tmp_path: Path) -> None:
    """The row of `Total: 40 AP` said only "the list's own total, compared with its entries'": how
    it compared was said nowhere in the editor's paste, which leaves file.text-total out."""
    listed = tmp_path / "list.txt"
    listed.write_text("Tank Attack\nGeneral: Rifles\n2 x Tank\nTotal: 40 AP\n", encoding="utf-8")
    assert "the list's own total, 40 AP, but its entries as read come to 10 AP" in cli("import", listed).err
    listed.write_text("Tank Attack\nGeneral: Rifles\n2 x Tank\nTotal: 10 AP\n", encoding="utf-8")
    assert "the list's own total, 10 AP, as its entries as read make it" in cli("import", listed).err


def test_a_replys_line_over_the_lines_it_quotes_is_not_read_as_a_heading(cli, tmp_path: Path) -> None:
    """`On Sat, Mike wrote:` over the quoted old list was read as "a heading that names no formation
    type", as if the list went on under it. It is a line not read, as the greeting is."""
    listed = tmp_path / "reply.txt"
    listed.write_text(
        "Tank Attack\nGeneral: Rifles\n2 x Tank\n\nOn Sat, Mike wrote:\n> Tank Attack\n> 6 x Tank\n",
        encoding="utf-8",
    )
    reading = cli("import", listed).err
    [row] = [line for line in reading.splitlines() if "Mike wrote" in line]
    assert "heading" not in row and "not read" in row


def test_a_title_that_is_a_word_about_the_list_around_the_systems_name_names_no_army(
    shipped: CatalogSet,
) -> None:
    """`## My OHW hex list` named the army "My": the words before the system's name, though with
    the words after it they are only a word about the list. A title such as `3rd Wessex - Tank
    Attack` still names it."""
    catalogs = [c for c in shipped if isinstance(c, Catalog)]
    mine = read_text_list("## My OHW hex list\n\n3 x Infantry\n", catalogs, name="zoe")
    assert mine.data["name"] == "zoe"
    named = read_text_list("## 3rd Wessex - Tank Attack\nGeneral: Rifles\n", catalogs, name="zoe")
    assert named.data["name"] == "3rd Wessex"


def test_a_numbered_line_over_dashed_bullets_heads_them(shipped: CatalogSet) -> None:
    """`1. Zug` over `- Pz IV` lines (a numbered list with a bulleted one in it, as a mail program
    writes nested lists flat): "Zug" was an unknown element and the tanks independent. The dashed
    lines are its members; the next numbered line is not one of them. (`Zug` is now the catalog's
    word for a platoon, so the heading names its type and no name of its own.)"""
    text = "Pagano armour, Axis\n1. Zug\n- Pz IV\n- Pz IV\n- Pz IV\n- Pz IV\n2. Tiger\n"
    listed = read_text_list(text, [shipped.get("pagano-armour")])
    assert listed.data["units"] == [
        {"formation": "platoon", "elements": [{"element": "pz-iv"}] * 4},
        {"element": "tiger-i"},
    ]


def test_a_counted_entry_parted_after_a_colon_is_parted_as_in_brackets(shipped: CatalogSet) -> None:
    """`4x infantry: 2 elite, 2 militia` took `4x infantry` for a unit's name and `2 elite, 2
    militia` for an unknown type of two units. The colon parts the four as brackets would."""
    listed = read_text_list("OHW hex\n- 4x infantry: 2 elite, 2 militia\n", [shipped.get("ohw-ww2-hex")])
    assert listed.data["units"] == [
        {"element": "infantry", "count": 2, "options": ["elite"]},
        {"element": "infantry", "count": 2, "options": ["militia"]},
    ]


def test_a_last_line_right_under_the_list_that_signs_nothing_is_a_unit_not_prose(shipped: CatalogSet) -> None:
    """`Zeppelin (dug in)` as the text's last line, right under the entries, was dropped as prose
    (the last line may sign the list), and a legal list without it came out VALID with a unit's
    line unread. A line that cannot sign it (no name) is kept, unknown, to mend; a name signs it."""
    body = "Tank Attack\nGeneral: Rifles\nInfantry Battalion:\n  4 x Rifles\n  MG\n\n2 x Tank\n"
    kept = read_text_list(body + "Zeppelin (dug in)\n", [shipped.get("tank-attack")])
    assert kept.data["units"][-1] == {"element": "Zeppelin", "note": "dug in"} and not kept.lines
    signed = read_text_list(body + "Liam O'Brien\n", [shipped.get("tank-attack")])
    assert signed.data["player"] == "Liam O'Brien" and signed.data["units"][-1] == {
        "element": "tank",
        "count": 2,
    }


def test_a_sign_off_close_to_a_units_name_is_not_read_as_a_misspelt_unit(shipped: CatalogSet) -> None:
    """`thanks` under a Tank Attack list was an unknown element "thanks", a near miss of Tank, so a
    legal list was NOT VALID for its sign-off."""
    text = "Tank Attack\nGeneral: Rifles\nInfantry Battalion:\n  4 x Rifles\n  MG\n\n2 x Tank\nthanks\n"
    listed = read_text_list(text, [shipped.get("tank-attack")])
    assert listed.data["units"][-1] == {"element": "tank", "count": 2}
    assert [line.number for line in listed.lines] == [8]


def test_two_open_units_on_one_line_are_told_apart_and_the_line_counted_once(
    tmp_path: Path, cli: Any
) -> None:
    """`1 tank, 1 Tank (the big one)` in a game of three tanks: two questions on one line, each
    saying which of the line's open units it is, not two identical errors; one line to mend."""
    listed = tmp_path / "list.txt"
    listed.write_text("Pagano WW2 armour\n1 tank, 1 Tank (the big one)\n1 Pz IV\n", encoding="utf-8")
    result = cli("check", listed)
    assert "line 2 (its unit 1 of 2 left open) could be" in result.out
    assert "line 2 (its unit 2 of 2 left open) could be" in result.out
    result = cli("import", listed, "-o", tmp_path / "army.yaml")
    assert "No roster written: 1 line (2) could be more than one type" in result.err


def test_import_makes_no_roster_of_a_list_with_a_line_asked_about(tmp_path: Path, cli: Any) -> None:
    """`import list.txt -o army.yaml` wrote the roster without the line asked about (`2 x Guns`), and
    `check army.yaml` then said VALID: a list with a line unread, the question lost. Nothing is
    written until the text says which type the line means."""
    listed = tmp_path / "list.txt"
    listed.write_text(
        "OHW WWII (hexed), 6 units\n2 x Infantry\n2 x Guns\nTank\nArmoured car\n", encoding="utf-8"
    )
    roster = tmp_path / "army.yaml"
    result = cli("import", listed, "-o", roster)
    assert result.code == 1 and not roster.exists()
    assert "No roster written: 1 line (3) could be more than one type" in result.err
    assert f"`armybuilder edit {listed}`, f on each" in result.err
    listed.write_text(
        "OHW WWII (hexed), 6 units\n2 x Infantry\n2 x Artillery\nTank\nArmoured car\n", encoding="utf-8"
    )
    assert cli("import", listed, "-o", roster).code == 0
    assert cli("check", roster).code == 0


@pytest.mark.parametrize("line", ["Rifles ★", "Rifles ★ (Brigade HQ)", "1 x Rifles ★ - 2 AP"])
def test_the_generals_mark_after_the_name_marks_the_general(line: str, shipped: CatalogSet) -> None:
    """`Rifles ★` read as a plain Rifles element, with a false general.missing: only a mark before
    the entry was read."""
    listed = read_text_list(f"Tank Attack\n{line}\n2 x Tank\n", [shipped.get("tank-attack")])
    assert listed.data["units"][0]["general"] is True
    assert listed.data["units"][0]["element"] == "rifles"


def test_a_gun_named_by_its_class_with_its_tow_after_a_comma_is_the_gun_towed(shipped: CatalogSet) -> None:
    """`1 x 18pdr field gun (class 5), towed by a horse team` read as a Horse team named after the
    whole line, the gun lost without a word: the part before the comma names its type only by the
    gun class in its brackets, which was not weighed there."""
    text = "WTJ 1916\n1 x 18pdr field gun (class 5), towed by a horse team\nHorse team\n"
    listed = read_text_list(text, [shipped.get("wtj-1916")])
    assert listed.data["units"] == [
        {
            "element": "medium-gun",
            "name": "18pdr",
            "options": ["class-5"],
            "links": {"towed-by": "horse-team-1"},
        },
        {"element": "horse-team", "id": "horse-team-1"},
    ]


def test_a_unit_the_catalog_lacks_with_its_tow_after_a_comma_is_unknown_not_the_tow(
    shipped: CatalogSet,
) -> None:
    """`1 x 60pdr, towed by a tractor` read as a Tractor named after the whole line: the words of the
    link phrase named the type, and the gun was lost without a word. The gun is kept unknown, to
    mend, with its tow as its note."""
    text = "WTJ 1916\n1 x 60pdr, towed by a tractor\nTractor\n"
    listed = read_text_list(text, [shipped.get("wtj-1916")])
    assert listed.data["units"] == [
        {"element": "60pdr", "note": "towed by a tractor"},
        {"element": "tractor"},
    ]


def test_a_line_a_forum_underlines_or_bolds_whole_is_a_heading(shipped: CatalogSet) -> None:
    """`[u]1st Bn Royal Warwicks[/u]` over `4 x Rifle` was read as an unknown type, and the title
    `[b][size=150]The Old Contemptibles[/size][/b]` passed over for the next heading: a line a
    forum's bold or underline wraps whole is a heading, as Markdown's bold one is."""
    text = (
        "[b][size=150]The Old Contemptibles[/size][/b]\n\nTank Attack\n\n[u]Generals[/u]\n"
        "Brig. Hallam: rifles (general)\n\n[u]1st Bn Royal Warwicks[/u]\n4 x Rifle\n1 x MG\n"
    )
    listed = read_text_list(text, [c for c in shipped if isinstance(c, Catalog)])
    assert listed.data["name"] == "The Old Contemptibles"
    assert listed.data["units"] == [
        {"element": "rifles", "general": True, "name": "Brig. Hallam"},
        {
            "formation": "infantry-battalion",
            "name": "1st Bn Royal Warwicks",
            "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
        },
    ]
