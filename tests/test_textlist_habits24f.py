"""Habits of the twenty-fourth session's training lists (issue 34): the German word for a force
naming the army, a unit's own name in French guillemets spaced as French typesetting spaces them."""

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


@pytest.mark.parametrize("key", ["Verband", "Förband"])
def test_the_force_named_by_the_german_or_swedish_word_for_it(key: str, shipped: CatalogSet) -> None:
    """`Verband: s.Pz.Abt. 505` (German), `Förband:` (Swedish): the word for a military force names
    the army as `Streitmacht:` does, on a line and in a sheet's key row; the key was kept in the name."""
    text = f"OHW WW2 beta\n\n{key}: s.Pz.Abt. 505\nPlayer: Uwe Brandt\n\n1. Infantry\n2. Tank\n"
    read = _read(text, shipped)
    assert read.data["name"] == "s.Pz.Abt. 505"
    assert not read.lines
    sheet = (
        f"{key}\ts.Pz.Abt. 505\t\t\nSpieler\tUwe Brandt\t\t\nSeite\tAchse\t\t\nJahr\t1944\t\t\n\t\t\t\n"
        "Zug\tFahrzeug\tAnzahl\tBemerkung\n1. Zug\tPz IV\t5\tAusf. H\n"
    )
    assert _read(sheet, shipped).data["name"] == "s.Pz.Abt. 505"


@pytest.mark.parametrize("quoted", ["« Montmirail »", "«\u00a0Montmirail\u00a0»", "«Montmirail»"])
def test_a_name_in_spaced_guillemets_is_the_units_own(quoted: str, shipped: CatalogSet) -> None:
    """`1 char Sherman M4A2 « Montmirail »`: French sets its guillemets apart by spaces; the quoted
    name in capitals is the tank's own, over its model's (README: `Mk I tank "Creme de Menthe"`),
    as it is unspaced; it was read as a note, the model the name."""
    text = f"OHW WW2 beta\n\n- 2 sections de fantassins\n- 1 char Sherman M4A2 {quoted}\n"
    units = _read(text, shipped).data["units"]
    assert units[-1] == {"element": "tank", "name": "Montmirail"}


@pytest.mark.parametrize(
    ("title", "stated"),
    [
        ("# Kampfgruppe von Saucken — East Prussia, 1945", "*Pagano WWII Armour · Axis · Year 1944*"),
        ("# Kampfgruppe von Saucken (Ostpreußen 1945)", "Pagano WWII Armour\nJahr: 1944"),
    ],
)
def test_a_year_named_on_its_line_outranks_the_titles_year(
    title: str, stated: str, shipped: CatalogSet
) -> None:
    """`— East Prussia, 1945` in the title says where and when the army fought; a line giving the
    option by its name (`Year 1944`, `Jahr: 1944`) states the battle's year, whichever comes first:
    the title's year was kept, the stated one dropped in silence."""
    text = f"{title}\n\n{stated}\n\n- Tiger I ×2\n- Pz IV ×4\n"
    assert _read(text, shipped).data["options"]["year"] == 1944


def test_a_year_the_title_alone_gives_stands(shipped: CatalogSet) -> None:
    """With no line naming the option, the title's year is the battle's, as before."""
    text = "# Kampfgruppe von Saucken — East Prussia, 1945\n\n*Pagano WWII Armour · Axis*\n\n- Tiger I ×2\n"
    assert _read(text, shipped).data["options"]["year"] == 1945


@pytest.mark.parametrize(
    "line",
    [
        "Antitankkanon 17-ponder",
        "Panzerabwehrkanone 17-Pfünder",
        "Panserværnskanon 17-punds",
        "ATG 17-pounder",
    ],
)
def test_a_type_then_its_calibre_in_pounds_written_out(line: str, shipped: CatalogSet) -> None:
    """`Antitankkanon 17-ponder`: the type's words, then a calibre in pounds written out in the
    player's language (Dutch `ponder`, German `Pfünder`, Danish `punds`), is that type named with
    its calibre, as `Antitankkanon 17pdr` is (README: the type's words before a calibre are kept
    with it); the figure was taken for a model's mark and the line left an unknown type."""
    units = _read(f"OHW WW2 hex\n\n- Infanterie\n- {line}\n", shipped).data["units"]
    assert units[-1] == {"element": "anti-tank-gun", "name": line}


@pytest.mark.parametrize("word", ["Summa", "Total", "Summe"])
def test_a_sum_row_under_a_count_column_first_is_no_unit(word: str, shipped: CatalogSet) -> None:
    """`Summa<TAB>6` under `Antal<TAB>Typ`: the count column comes first, so the total's word falls in
    it and the figure in the type's cell; the row sums the units, as `Typ;Summa` under the types
    does. It was read as a unit of an unknown type `6`."""
    sheet = (
        "Armé\tFinska pansardivisionen\t\t\nArméstorlek\t5\t\t\n\t\t\t\nAntal\tTyp\tKvalitet\tAnm.\n"
        "1\tStridsvagn\telit\tKV-1\n2\tInfanteri\treguljär\t\n\t\t\t\n"
        f"{word}\t3\t\t\n"
    )
    read = _read(sheet, shipped)
    assert [unit["element"] for unit in read.data["units"]] == ["tank", "infantry"]
    assert read.stated is None


@pytest.mark.parametrize("label", ["A/Tk Pl", "A/T Pl", "A/Tk"])
def test_a_name_cell_of_the_types_british_short_form_and_a_unit_word_is_no_name(
    label: str, shipped: CatalogSet
) -> None:
    """`A/Tk Pl` in the Unit column beside `Anti-tank gun`: the type's words shortened by a slash,
    as British lists write them, and a platoon, no name (README: words such as platoon are not
    names, nor the type's own words), as `Mortar Pl` beside `Mortar` is none; `A Coy` stays a name."""
    sheet = (
        "Player,Harriet Cole,\nArmy,2nd Bn,\n,,\nUnit,Type,Notes\nA Coy,Infantry,\nMortar Pl,Mortar,3-inch\n"
        f"{label},Anti-tank gun,6pdr\n"
    )
    units = _read(sheet, shipped).data["units"]
    assert units[0] == {"element": "infantry", "name": "A Coy"}
    assert units[1:] == [
        {"element": "mortar", "note": "3-inch"},
        {"element": "anti-tank-gun", "note": "6pdr"},
    ]
