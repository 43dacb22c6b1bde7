"""Lists in HTML-only mail (issue 34): the lines the sender saw, read as a list."""

from pathlib import Path
from typing import Any

import pytest

from armybuilder.checking.checked import check_sent
from armybuilder.checking.inbox import inbox
from armybuilder.files.catalogs import CatalogSet

HEADERS = (
    "From: Ola Berg <ola@example.no>\nTo: club@example.org\nSubject: liste\n"
    "Date: Sat, 01 Jun 2024 10:00:00 +0200\nMessage-ID: <liste@example.no>\nMIME-Version: 1.0\n"
    'Content-Type: text/html; charset="utf-8"\n\n'
)


def _roster(tmp_path: Path, body: str, shipped: CatalogSet) -> list[tuple[str, Any]]:
    mail = tmp_path / "liste.eml"
    mail.write_text(HEADERS + body, encoding="utf-8")
    found = inbox([mail])
    assert len(found.lists) == 1, found.skipped
    checked = check_sent(found.lists[0], shipped)
    assert checked.loaded is not None
    units = checked.loaded.roster.model_dump(mode="python", exclude_defaults=True)["units"]
    return [
        (unit["formation"], [(m["element"], m.get("count", 1)) for m in unit["elements"]])
        if "formation" in unit
        else (unit["element"], unit.get("count", 1))
        for unit in units
    ]


def test_an_html_mail_of_lines_counted_without_an_x_holds_a_list(tmp_path: Path, shipped: CatalogSet) -> None:
    """Lines by `<br>`, each `4 Rifles`, `1 Tank`, with no `x` and no `General:` was "no list in it":
    several lines one under another starting with a number before a name are a list."""
    body = (
        "<html><body><p>Hei,<br>her er lista mi for Tank Attack:<br><br>"
        "&nbsp;&nbsp;4 Rifles<br>&nbsp;&nbsp;1 MG<br>&nbsp;&nbsp;2 Tank<br>&nbsp;&nbsp;1 Sniper<br><br>"
        "Hilsen,<br>Ola</p></body></html>\n"
    )
    assert _roster(tmp_path, body, shipped) == [("rifles", 4), ("machinegun", 1), ("tank", 2), ("sniper", 1)]


def test_a_mail_with_one_line_starting_with_a_number_holds_no_list(tmp_path: Path) -> None:
    """One such line is prose: `2 weeks to the event` alone makes no list of the letter."""
    body = "<html><body><p>Hi all,<br>2 weeks to the event<br>3 tables still free<br>Ola</p></body></html>\n"
    mail = tmp_path / "letter.eml"
    mail.write_text(HEADERS + body, encoding="utf-8")
    found = inbox([mail])
    assert (found.lists, len(found.skipped)) == ([], 1)


def test_a_spreadsheet_pasted_into_an_html_mail_is_read_as_the_sheet(
    tmp_path: Path, shipped: CatalogSet
) -> None:
    """A table pasted from a spreadsheet into the mail (each cell's text in its own paragraph, as
    Outlook writes it) ran its cells together into `Rifles 4 1st Bn`, one unknown line a row:
    each row is the sheet's row, its cells in their columns, its empty cells kept."""
    cell = '<td><p class="MsoNormal">{}<o:p></o:p></p></td>'
    rows = [
        ("Unit", "Qty", "Battalion"),
        ("Rifles", "4", "1st Bn"),
        ("MG", "1", "1st Bn"),
        ("Tank", "2", ""),
        ("Gas", "1", ""),
    ]
    table = "".join("<tr>" + "\n".join(cell.format(c) for c in row) + "</tr>\n" for row in rows)
    body = f"<html><body><p>Tank Attack list:</p><table>{table}</table><p>Ola</p></body></html>\n"
    assert _roster(tmp_path, body, shipped) == [
        ("infantry-battalion", [("rifles", 4), ("machinegun", 1)]),
        ("tank", 2),
        ("gas", 1),
    ]


def test_a_mail_laid_out_in_a_table_keeps_its_lines(tmp_path: Path, shipped: CatalogSet) -> None:
    """A mail program's layout of one cell holding the whole letter keeps a line per paragraph and
    break inside it, as the sender saw it."""
    body = (
        "<html><body><table><tr><td><p>Hi,</p><p>Tank Attack:</p>4x Rifles<br>1x Sniper<br><br>"
        "Cheers<br>Ola</td></tr></table></body></html>\n"
    )
    assert _roster(tmp_path, body, shipped) == [("rifles", 4), ("sniper", 1)]


def test_an_outlook_list_of_paragraphs_drawing_their_bullets_keeps_its_levels(
    tmp_path: Path, shipped: CatalogSet
) -> None:
    """Outlook writes a bulleted list as paragraphs whose bullet is text (`·` at the first level,
    `o` at the second): `o   4x Rifles` was an unknown `o 4x Rifles`, and the battalion empty.
    Each is the item at its level, as `<li>` in a nested list."""

    def item(glyph: str, level: int, text: str) -> str:
        return (
            f"<p class=MsoListParagraph style='mso-list:l0 level{level} lfo1'><![if !supportLists]>"
            f"<span style='font-family:Symbol'>{glyph}<span style='font:7.0pt \"Times New Roman\"'>"
            f"&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span><![endif]>{text}<o:p></o:p></p>\n"
        )

    body = (
        "<html><body><p class=MsoNormal>Tank Attack, my list:<o:p></o:p></p>\n"
        + item("·", 1, "Infantry Battalion")
        + item("o", 2, "4x Rifles")
        + item("o", 2, "1x MG")
        + item("·", 1, "2x Tank")
        + "<p class=MsoNormal>Ola<o:p></o:p></p></body></html>\n"
    )
    assert _roster(tmp_path, body, shipped) == [
        ("infantry-battalion", [("rifles", 4), ("machinegun", 1)]),
        ("tank", 2),
    ]


def test_lines_indented_by_gmails_indent_button_are_a_formations_members_not_quoted(
    tmp_path: Path, shipped: CatalogSet
) -> None:
    """Gmail indents with a `<blockquote>` that has no border: its lines were read as quoted
    text and skipped, the battalion above them left empty. They are indented lines; a quote
    (with its border) is still quoted."""
    body = (
        "<html><body><div>Tank Attack</div><div>Infantry Battalion</div>"
        '<blockquote style="margin:0 0 0 40px;border:none;padding:0px"><div>4x Rifles</div><div>1x MG</div>'
        "</blockquote><div>2x Tank</div><br>"
        '<blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex;border-left:1px solid '
        'rgb(204,204,204);padding-left:1ex">3x Sniper</blockquote></body></html>\n'
    )
    assert _roster(tmp_path, body, shipped) == [
        ("infantry-battalion", [("rifles", 4), ("machinegun", 1)]),
        ("tank", 2),
    ]


def test_a_list_item_naming_its_members_type_over_a_nested_list_is_their_platoon(
    tmp_path: Path, shipped: CatalogSet
) -> None:
    """`<li>Zug 1 (Pz IV)` over a nested list of `3 x Panzer IV` was a Pz IV named "Zug 1" beside
    three loose ones: the bracket only restates the type its nested items are, so it heads them."""
    body = (
        "<html><body><p>Pagano WWII Armour, Axis</p><ul>"
        "<li>Zug 1 (Pz IV)<ul><li>3 x Pz IV</li></ul></li>"
        "<li>1st Platoon (Tiger I)<ul><li>2 x Tiger I</li></ul></li>"
        "<li>1 x Pz IV</li></ul></body></html>\n"
    )
    assert _roster(tmp_path, body, shipped) == [
        ("platoon", [("pz-iv", 3)]),
        ("heavy-platoon", [("tiger-i", 2)]),  # two Tigers: a heavy platoon, as a platoon is 4-5
        ("pz-iv", 1),
    ]


@pytest.mark.parametrize(
    ("body", "read"),
    [
        (
            "<p>OHW WWII hexed:</p><p>2 x Infantry<br>4 x Tank</p><p>Six units. Cheers,<br>Ola</p>",
            [("infantry", 2), ("tank", 4)],
        ),
        (
            "<div>Tank Attack</div><div>4 x Rifles</div><div>2 x Tank</div><div>6 elements. Hilsen,</div><div>Ola</div>",
            [("rifles", 4), ("tank", 2)],
        ),
        (
            "<p>WTJ 1916<br>4x Infantry<br>1x Small Gun<br>5 Einheiten insgesamt.</p><p>Ola</p>",
            [("infantry", 4), ("small-gun", 1)],
        ),
    ],
    ids=["six-units-cheers", "elements-hilsen", "einheiten"],
)
def test_a_line_counting_the_lists_units_is_no_unit(
    body: str, read: list[tuple[str, Any]], tmp_path: Path, shipped: CatalogSet
) -> None:
    """`Six units. Pozdrawiam,` straight under the list, its sign-off run into the same line as
    HTML paragraphs run them, was six units of an unknown type `units. Pozdrawiam,`: a count of a
    word for units of any type is the list's size, a line not read."""
    assert _roster(tmp_path, f"<html><body>{body}</body></html>\n", shipped) == read


@pytest.mark.parametrize(
    ("body", "read"),
    [
        (
            "<p>OHW WWII hexed, my six:</p><ol><li>Infantry (regular)</li><li>Infantry (elite)</li>"
            "<li>Tank (medium)</li><li>Artillery</li></ol><p>Ola</p>",
            [("infantry", 1), ("infantry", 1), ("tank", 1), ("artillery", 1)],
        ),
        (
            "<div>WTJ 1916</div><ol><li>Regimental Command</li><li>Infantry</li><li>Machine Gun</li></ol>",
            [("regimental-command", 1), ("infantry", 1), ("machine-gun", 1)],
        ),
        (
            "<p>Tank Attack</p><ol><li>Tank</li><li>Tank</li><li>Balloon</li></ol><p>See you Saturday!</p>",
            [("tank", 1), ("tank", 1), ("balloon", 1)],
        ),
    ],
    ids=["hexed-qualities", "wtj-bases", "numbered-then-prose"],
)
def test_an_html_numbered_list_shows_its_numbers(
    body: str, read: list[tuple[str, Any]], tmp_path: Path, shipped: CatalogSet
) -> None:
    """A list of units in an `<ol>`, one each, uncounted, was "no list in it": the mail showed
    `1.`, `2.`, `3.` before them, and numbered lines one under another are a list."""
    assert _roster(tmp_path, f"<html><body>{body}</body></html>\n", shipped) == read


def test_an_html_mail_whose_bullets_name_units_uncounted_holds_a_list(
    tmp_path: Path, shipped: CatalogSet
) -> None:
    """A `<ul>` of units, one each, uncounted, was "no list in it": nothing counted a unit or marked
    the general. Bullets one under another that name a catalog's units are a list, each one unit."""
    body = (
        "<div>Hi Jo,</div><div>My list for Thursday (OHW beta):</div><ul><li>Rifle platoon</li>"
        "<li>Rifle platoon</li><li>Panzer IV platoon</li><li>Mortar</li></ul><div>Mark</div>"
    )
    assert _roster(tmp_path, f"<html><body>{body}</body></html>\n", shipped) == [
        ("infantry", 1),
        ("infantry", 1),
        ("tank", 1),
        ("mortar", 1),
    ]


def test_a_letters_bullets_naming_no_units_hold_no_list(tmp_path: Path) -> None:
    body = (
        "<div>Hi all,</div><ul><li>Sunday the 14th</li><li>10am start</li><li>Bring your own dice</li></ul>"
    )
    mail = tmp_path / "liste.eml"
    mail.write_text(f"{HEADERS}<html><body>{body}</body></html>\n", encoding="utf-8")
    found = inbox([mail])
    assert found.lists == [] and found.skipped[0].reason.startswith("no list in it")


def test_outlooks_bold_paragraphs_are_headings_not_units(tmp_path: Path, shipped: CatalogSet) -> None:
    """Outlook writes a heading as a paragraph in bold (`<p><b>Artillerie</b></p>`): it was read as a
    unit `Artillerie`, unknown; a line wholly in bold is a heading, as `**Artillerie**` is in a
    plain-text mail, and a line only partly in bold is read as written."""
    body = (
        "<html><body><p>Hoi,</p><p>Mijn lijst voor 1916 (WTJ):</p><p>&nbsp;</p>"
        "<p><b>Artillerie</b></p><p>2 x veldkanon klasse 3</p><p>2 x paardenspan</p><p>&nbsp;</p>"
        "<p><b>Pantser</b></p><p><b>2 x</b> tractor</p><p>Groeten, Pieter</p></body></html>"
    )
    assert _roster(tmp_path, body, shipped) == [("small-gun", 2), ("horse-team", 2), ("tractor", 2)]


def test_a_unit_or_the_general_in_bold_is_read_as_written_not_a_heading(
    tmp_path: Path, shipped: CatalogSet
) -> None:
    """A mail that bolds its headings may bold a unit or the general too (`<p><b>4 x Rifles</b></p>`,
    `<b>General: Rifles</b>`): those were headings naming no formation, or one named `General:
    Rifles`; a counted unit, the general's line or a field in bold is read as without it."""
    body = (
        "<html><body><p>Tank Attack</p><p><b>General: Rifles</b></p>"
        "<p><b>Infantry Battalion</b></p><p>4 x Rifles</p><p><b>1 x Machinegun</b></p>"
        "<p><b>2 x Tank</b></p></body></html>"
    )
    assert _roster(tmp_path, body, shipped) == [
        ("rifles", 1),
        ("infantry-battalion", [("rifles", 4), ("machinegun", 1)]),
        ("tank", 2),
    ]


@pytest.mark.parametrize(
    "title", ["<div><b>Ivy&#39;s Iron Brigade</b></div>", "<p>**Ivy's Iron Brigade**</p>"]
)
def test_a_bold_title_with_a_bodys_word_over_a_battalion_names_the_army(
    title: str, tmp_path: Path, shipped: CatalogSet
) -> None:
    """`<b>Ivy's Iron Brigade</b>` over `General: Rifles` and `Infantry Battalion:` became a battalion
    typed from `Brigade`, the general its only member (NOT VALID: it needs 4 Rifles): a line wholly
    in bold is a heading as a `#` one is, naming a type in part only in the type's words alone."""
    body = (
        f"<html><body><div>Hi! Here's mine:</div><div><br></div>{title}"
        "<div>General: Rifles</div><div>Infantry Battalion:</div>"
        "<div>&nbsp; 4x Rifles</div><div>&nbsp; 1x Machinegun</div><div>2x Tank</div>"
        "<div><br></div><div>Ivy</div></body></html>\n"
    )
    assert _roster(tmp_path, body, shipped) == [
        ("rifles", 1),
        ("infantry-battalion", [("rifles", 4), ("machinegun", 1)]),
        ("tank", 2),
    ]
