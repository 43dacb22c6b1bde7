"""Players' habits found in the twenty-eighth session's training set h41 (issue 34, fix28d):
each test a habit, failing before its mend."""

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


def test_a_title_s_bracket_gives_the_size_in_the_catalog_s_cost_words(shipped: CatalogSet) -> None:
    """`Brigada Ascaso (batalla masiva; 108 PA)`: `PA` is Tank Attack's Army Points in Spanish, so
    the bracket gives the list's options and size, no part of its name, as `(massed battles; 108
    AP)` does; before, the bracket stayed in the name."""
    sheet = "Brigada Ascaso (batalla masiva; 108 {}),,,\nUnit,Type,Qty,Formation\n,Rifles,4,1st Battalion\n"
    for cost in ("PA", "AP"):
        read = _read(sheet.format(cost), shipped)
        assert read.data.get("name") == "Brigada Ascaso"
        assert read.data.get("options") == {"massed-battles": True}


def test_a_spanish_general_s_column_marks_him_by_si(shipped: CatalogSet) -> None:
    """`Gral.` heading a column (Spanish `General` shortened) over `sí` (yes) marks the general's
    rows, as `Gen.` over `yes` does; before, the column was unknown and `sí` a note."""
    sheet = (
        "Brigada Ascaso - Tank Attack,,,\nUnidad,Tipo,Cant.,Gral.\nCte. Ibarra,Fusileros,1,sí\n"
        ",Fusileros,4,\n,Ametralladora,1,\n"
    )
    units = _read(sheet, shipped).data["units"]
    assert units[0] == {"element": "rifles", "name": "Cte. Ibarra", "general": True}
    assert units[1] == {"element": "rifles", "count": 4}


def test_a_detachment_s_key_names_the_army(shipped: CatalogSet) -> None:
    """`Détachement : Groupement Driant` (French `Detachment`, a force sent apart) labels the army's
    name, as `Force:` does; before, the line was no key and the army took the regiment's name."""
    text = (
        "Salut,\n\nDétachement : Groupement Driant\n\n146e RI\n    PC du régiment\n"
        "    six bases d'infanterie\n\nAmitiés,\nLucien\n"
    )
    assert _read(text, shipped).data.get("name") == "Groupement Driant"


def test_a_month_before_a_game_s_year_dates_the_line(shipped: CatalogSet) -> None:
    """`146e RI – Verdun, mars 1916`: `1916` names the WTJ game, but after a month's word it is a
    date, as after a place; before, the heading was taken for the game's line and dropped. Where
    and when after its dash are no part of the regiment's name."""
    text = "1916 (WTJ)\n\nArmée : Groupement Driant\n\n{}\n    PC du régiment\n    six bases d'infanterie\n"
    for heading in ("146e RI – Verdun, mars 1916", "146e RI – Verdun 1916"):
        units = _read(text.format(heading), shipped).data["units"]
        assert units[0]["formation"] == "infantry-regiment"
        assert units[0]["name"] == "146e RI"


def test_a_sign_off_after_a_one_line_list_s_sum_signs_it(shipped: CatalogSet) -> None:
    """`..., sniper, mines = 36AP cheers Dave`: after the sum ending a list told in one line, a
    sign-off with no mark before it signs the list, as `... = 36AP -- Dave` does; before, the sum
    and the sign-off were read as the last unit's words, unknown."""
    text = "HitT for Sat: Inf Bn (4 rifles + 1 MG), 2x Mk IV, 2 arty, FOO, sniper, mines = {}\n"
    for end in ("23AP cheers Dave", "23 AP cheers Dave", "23 cheers Dave"):
        read = _read(text.format(end), shipped)
        assert read.data.get("player") == "Dave"
        assert read.data["units"][-1] == {"element": "minefield"}
        assert read.stated is not None and read.stated.value == 23


def test_a_french_gun_s_bore_and_length_letter_keeps_the_type_s_words(shipped: CatalogSet) -> None:
    """`canon lourd 155 C (classe 7)`: a bore in millimetres and its length's letter (`C`, court) is
    a calibre, as Italians write `149/12`, so the type's words before it stay in the name, as the
    README keeps them before a calibre; before, the gun was named `155 C`. A maker's name after
    the type's words is still the name alone."""
    text = "1916 (WTJ)\n\nArtillerie :\n1 x canon lourd {} (classe 7)\n"
    for name, kept in (
        ("155 C", "canon lourd 155 C"),
        ("120 L", "canon lourd 120 L"),
        ("Schneider", "Schneider"),
    ):
        units = _read(text.format(name), shipped).data["units"]
        assert units == [{"element": "large-gun", "name": kept, "options": ["class-7"]}]


def test_a_plain_line_over_counted_units_at_its_indentation_heads_them(shipped: CatalogSet) -> None:
    """`Artillerie divisionnaire` after a regiment's indented lines, over `2 x canon de 75` at its
    own indentation: a section's heading, as `Artillerie divisionnaire :` is, and the list going
    on at the regiment's indentation makes each indented line its member, fit or not (README);
    before, the line was a unit of no known type and the regiment lost its trench mortar."""
    text = (
        "1916 (WTJ)\n\n146e RI\n    PC du régiment\n    six bases d'infanterie\n    un crapouillot de 58\n"
        "Artillerie divisionnaire\n2 x canon de 75\n2 x attelage\n"
    )
    units = _read(text, shipped).data["units"]
    assert [unit.get("element") or unit["formation"] for unit in units] == [
        "infantry-regiment",
        "french-75",
        "horse-team",
    ]
    assert units[0]["elements"][-1] == {"element": "trench-mortar", "name": "crapouillot de 58"}
