"""What a name on a list's line means: the catalog's names as players write them, a maker's or a
model's name before a type, near names that are asked, and the numbers a game without points
gives after its entries."""

import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.findings import text_list_findings
from armybuilder.textlist.reader import TextList, read_text_list
from tests.conftest import Result


def _read(catalogs: list[Catalog], text: str, system: str | None = None) -> TextList:
    return read_text_list(textwrap.dedent(text).lstrip("\n"), catalogs, system)


def _units(listed: TextList) -> list[tuple[str, int]]:
    """Each unit as (element, count), a formation's members after it."""
    out: list[tuple[str, int]] = []
    for unit in listed.data["units"]:
        if "formation" in unit:
            out.append((unit["formation"], 1))
            out += [(member["element"], member.get("count", 1)) for member in unit["elements"]]
        else:
            out.append((unit["element"], unit.get("count", 1)))
    return out


def _asked(listed: TextList) -> list[tuple[int, tuple[str, ...]]]:
    return [(asked.number, asked.choices) for asked in listed.asked]


def test_a_number_after_a_dotted_leader_counts_units_where_the_game_has_no_points(
    catalogs: list[Catalog],
) -> None:
    listed = _read(
        catalogs,
        """
        WTJ 1916, the Loos attack
        Infantry Regiment
          HQ ............ 1
          Rifles ........ 5
          Engineers       2
        Lorry ........... 3  (borrowed)
        """,
    )
    assert _units(listed) == [
        ("infantry-regiment", 1),
        ("regimental-command", 1),
        ("infantry", 5),
        ("engineer", 2),
        ("truck", 3),
    ]


def test_a_leader_cut_to_one_dot_by_the_longest_name_still_counts(catalogs: list[Catalog]) -> None:
    """`carro médio Sherman . 1` under `infantaria ..... 2`: the dots pad a column, the longest
    name leaving one; the tank was named `Sherman . 1`, its count lost, in silence."""
    listed = _read(catalogs, "OHW WW2 hex\nartilharia ........ 2\ncarro médio Sherman . 3\n")
    assert _units(listed) == [("artillery", 2), ("tank", 3)]
    assert listed.data["units"][1]["name"] == "Sherman"


def test_a_number_with_a_cost_word_stays_a_cost_in_a_game_without_points(catalogs: list[Catalog]) -> None:
    listed = _read(catalogs, "OHW WW2 beta\nTank ......... 4 pts\n")
    assert _units(listed) == [("tank", 1)]
    listed = _read(catalogs, "WTJ 1916\nMark 4 ....... 4 pts\n")
    assert _units(listed) == [("mark-tank", 1)]


def test_a_number_after_a_dotted_leader_is_a_cost_where_the_game_has_points(catalogs: list[Catalog]) -> None:
    listed = _read(catalogs, "Tank Attack\nRifles ......... 2\nTank ........... 4\n")
    assert _units(listed) == [("rifles", 1), ("tank", 1)]


def test_a_makers_name_before_a_type_is_the_units_own_name(catalogs: list[Catalog]) -> None:
    listed = _read(catalogs, "Tank Attack\n2 x Hotchkiss MG\n3 x Lewis Rifles\n")
    assert _units(listed) == [("machinegun", 2), ("rifles", 3)]
    assert listed.data["units"][0]["name"] == "Hotchkiss"


def test_a_makers_name_before_a_word_several_types_end_in_is_asked(catalogs: list[Catalog]) -> None:
    listed = _read(catalogs, "WTJ 1916\n1 x Livens mortar\n")
    assert _asked(listed) == [(2, ("light-mortar", "trench-mortar"))]
    assert _units(listed) == []


def test_a_misspelt_word_before_a_type_is_never_another_type(catalogs: list[Catalog]) -> None:
    """Never the mortar its last word names: `Haevy`, one slip from `heavy`, makes the heavy mortar
    (said on its line), as a slip of the hand is read."""
    listed = _read(catalogs, "Tank Attack\n1 x Haevy Mortar\n")
    assert listed.data["units"] == [{"element": "heavy-mortar"}]
    assert [one.said for one in listed.respelt] == [(("Haevy", "heavy"),)]


@pytest.mark.parametrize(
    ("line", "choices"),
    [("2 x Tiger II", ("tiger-i",)), ("Platoon: 4 x Pz IV, 1 x T-34", ("t-34-85",))],
)
def test_a_name_that_differs_by_a_models_mark_is_asked(
    catalogs: list[Catalog], line: str, choices: tuple[str, ...]
) -> None:
    listed = _read(catalogs, f"Pagano armour, Axis 1944\n{line}\n")
    assert _asked(listed) == [(2, choices)]
    assert ("tiger-i", 2) not in _units(listed) and ("t-34-85", 1) not in _units(listed)


def test_a_name_written_with_other_dots_spaces_or_figures_is_the_same_name(catalogs: list[Catalog]) -> None:
    listed = _read(
        catalogs, "Pagano armour, Axis 1944\n3 x Pz. Kpfw. IV\n1 x T 34-85\n1 x Tiger 1\n2 x Pz 4\n"
    )
    assert _units(listed) == [("pz-iv", 3), ("t-34-85", 1), ("tiger-i", 1), ("pz-iv", 2)]
    assert listed.asked == ()


def test_an_option_after_the_type_or_in_its_bracket_is_read_with_it(catalogs: list[Catalog]) -> None:
    listed = _read(
        catalogs,
        """
        WTJ 1916
        1 x Large gun class 8
        2 x 21cm Mörser (large gun, class 9)
        2 x 77mm field guns - class 5
        1 x 15cm howitzer
        """,
    )
    units = listed.data["units"]
    assert [(unit["element"], unit.get("options")) for unit in units] == [
        ("large-gun", ["class-8"]),
        ("large-gun", ["class-9"]),
        ("medium-gun", ["class-5"]),
    ]
    assert units[1]["name"] == "21cm Mörser"
    assert _asked(listed) == [(5, ("small-gun", "medium-gun", "large-gun"))]


def test_names_players_use_are_the_catalogs_aliases_and_examples(catalogs: list[Catalog]) -> None:
    wtj = _read(catalogs, "WTJ 1916\n1 x Mk V tank\n1 x Schneider\n4 x Lancers\n")
    assert _units(wtj) == [("mark-tank", 1), ("tank", 1), ("cavalry", 4)]
    beta = _read(catalogs, "OHW WW2 beta\nRifle platoons ..... 2\n1 x Panzer IV\n")
    assert _units(beta) == [("infantry", 2), ("tank", 1)]
    attack = _read(catalogs, "Tank Attack\n1 x Fighter aircraft\n2 x aircraft\n")
    assert _units(attack) == [("fighter", 1)]
    assert _asked(attack) == [(3, ("air-ace", "balloon", "bomber", "fighter", "scout"))]


@pytest.mark.parametrize("short", ["A/Tk", "A/T"])
def test_a_british_short_form_of_anti_tank_names_the_gun_in_both_ohw_drafts(
    catalogs: list[Catalog], short: str
) -> None:
    """`A/Tk` read as the beta's ATG but was unknown in the hexed draft; `A/T` in both."""
    for game in ("OHW WW2 beta", "OHW WW2 hexed"):
        listed = _read(catalogs, f"{game}\n* 2 x inf\n* 1 x 6pdr {short}\n")
        assert _units(listed) == [("infantry", 2), ("anti-tank-gun", 1)]
        assert listed.data["units"][1]["name"] == "6pdr"


def test_words_shortened_as_players_shorten_them_name_the_type(catalogs: list[Catalog]) -> None:
    listed = _read(catalogs, "Tank Attack\n2 x Lt Mortar\n1 x Hvy Arty\n1 x Med Mortar\n")
    assert _units(listed) == [("light-mortar", 2), ("heavy-artillery", 1), ("heavy-mortar", 1)]


def test_words_shortened_after_a_calibre_name_the_type_they_shorten(catalogs: list[Catalog]) -> None:
    # `Arty` alone is the field artillery's: the shortened `Hvy` before it makes the heavy one.
    listed = _read(catalogs, "Tank Attack\n1 x 60pdr Hvy Arty\n2 x 9.2in Hvy Mortar\n1 x 13pdr Arty\n")
    assert _units(listed) == [("heavy-artillery", 1), ("heavy-mortar", 2), ("field-artillery", 1)]
    assert [unit.get("name") for unit in listed.data["units"]] == ["60pdr", "9.2in", "13pdr"]


def test_a_type_followed_by_its_kind_is_the_type(catalogs: list[Catalog]) -> None:
    listed = _read(catalogs, "Pagano armour, Allied 1944\n5 x T-34-85 tanks\n")
    assert _units(listed) == [("t-34-85", 5)]


def test_a_model_the_catalog_may_or_may_not_mean_is_asked(catalogs: list[Catalog]) -> None:
    pagano = _read(catalogs, "Pagano armour, Allied 1944\n2 x T34\n")
    assert _asked(pagano) == [(2, ("t-34-85",))]
    panzer = _read(catalogs, "Pagano armour, Axis 1944\n1 x Panzer\n")
    assert _asked(panzer) == [(2, ("pz-iv", "tiger-i"))]  # a Panzer may be the Tiger I (Pz VI) too


def test_tank_attack_names_players_write(catalogs: list[Catalog]) -> None:
    listed = _read(catalogs, "Tank Attack\n3 x Sturmtruppen\n1 x Armored Car\n2 x Mk IV tanks\n1 x Mines\n")
    assert _units(listed) == [("sturmtruppe", 3), ("armoured-car", 1), ("tank", 2), ("minefield", 1)]


def test_a_list_none_of_whose_lines_is_read_is_an_error_not_an_empty_army(
    cli: Callable[..., Result], tmp_path: Path
) -> None:
    post = tmp_path / "post.txt"
    post.write_text(
        "OHW WW2 beta for Tuesday?\n\nI'll bring what I brought last week, more or less, if that suits.\n"
    )
    result = cli("check", post)
    said = " ".join(result.out.split())  # as the terminal's width wraps it
    assert result.code == 1
    assert "NOT VALID" in said and "error [file.text-list]" in said
    assert "no line of it reads as an entry of the list" in said


def test_an_empty_army_written_out_is_no_error_of_the_reading(catalogs: list[Catalog]) -> None:
    listed = _read(catalogs, "# Empty\n\nOHW WW2 beta · 0 / 6 units\n")
    catalog = next(catalog for catalog in catalogs if catalog.id == listed.system)
    assert [(p.code, p.severity) for p, _ in text_list_findings(listed, catalog, "empty.md")] == [
        ("file.text-list", "warning")
    ]


def test_import_says_a_list_none_of_whose_lines_is_read_is_no_list(
    cli: Callable[..., Result], tmp_path: Path
) -> None:
    post = tmp_path / "post.txt"
    post.write_text("Tank Attack on Friday?\n\nI'll bring the usual lot, give or take a tank or two.\n")
    result = cli("import", post, "-o", tmp_path / "army.yaml")
    said = " ".join((result.out + result.err).split())  # as the terminal's width wraps it
    assert "this is a list written as text, but no line of it reads as an entry of the list" in said


def test_two_examples_a_name_gives_settle_the_type_they_share(catalogs: list[Catalog]) -> None:
    listed = _read(catalogs, "OHW WW2 beta\n1 x Pak 40 75mm\n2 x Panzergrenadiers\n1 x 75mm\n")
    assert _units(listed) == [("anti-tank-gun", 1), ("infantry", 2)]
    assert _asked(listed) == [(4, ("mortar", "anti-tank-gun"))]


def test_a_label_before_a_type_with_a_note_after_a_comma_names_the_unit(catalogs: list[Catalog]) -> None:
    listed = _read(catalogs, "Pagano armour, Axis 1944\nBattalion CO: Tiger I, kept back\n")
    assert listed.data["units"] == [{"element": "tiger-i", "name": "Battalion CO", "note": "kept back"}]


def test_words_in_lower_case_before_a_type_are_no_name_of_it(catalogs: list[Catalog]) -> None:
    listed = _read(catalogs, "Tank Attack\n- 2 x Rifles\n- love my tanks\n")
    assert listed.data["units"][-1]["element"] == "love my tanks"


def _entries(listed: TextList) -> list[tuple[str, int, tuple[str, ...]]]:
    """Each unit outside formations as (element, count, options)."""
    return [
        (unit["element"], unit.get("count", 1), tuple(unit.get("options", ())))
        for unit in listed.data["units"]
        if "element" in unit
    ]


def test_types_in_the_everyday_words_of_players_of_other_languages_are_read(catalogs: list[Catalog]) -> None:
    """Issue 34: every type of every shipped catalog in the words German, French, Italian,
    Spanish, Polish and Dutch players write (and Russian in Latin letters), and English short forms."""
    attack = _read(
        catalogs, "Tank Attack\n1 Feldkanone\n2 Scharfschütze\n1 champ de mines\n1 Flak\n1 cecchino\n"
    )
    assert _units(attack) == [
        ("field-artillery", 1),
        ("sniper", 2),
        ("minefield", 1),
        ("aaa", 1),
        ("sniper", 1),
    ]
    wtj = _read(catalogs, "WTJ 1916\n1 cmd\n2 crapouillot\n1 LKW\n3 ametralladora\n2 Gespann\n")
    assert _units(wtj) == [
        ("regimental-command", 1),
        ("trench-mortar", 2),
        ("truck", 1),
        ("machine-gun", 3),
        ("horse-team", 2),
    ]
    beta = _read(catalogs, "OHW WW2 beta\n2 tanque\n1 AT\n1 mortero\n2 riflemen\n")
    assert _units(beta) == [("tank", 2), ("anti-tank-gun", 1), ("mortar", 1), ("infantry", 2)]
    hexed = _read(catalogs, "OHW hex\n1 Panzerspähwagen\n2 artillería\n1 kazaki\n")
    assert _units(hexed) == [("armoured-car", 1), ("artillery", 2), ("cavalry", 1)]
    pagano = _read(catalogs, "Pagano armour\n2 Pz4\n1 Tigre\n")
    assert _units(pagano) == [("pz-iv", 2), ("tiger-i", 1)]


def test_options_in_the_everyday_words_of_other_languages_are_read(catalogs: list[Catalog]) -> None:
    wtj = _read(catalogs, "WTJ 1916\n2 Small gun (Klasse 3)\n1 Medium gun, classe 5\n1 Large gun - klasa 8\n")
    assert _entries(wtj) == [
        ("small-gun", 2, ("class-3",)),
        ("medium-gun", 1, ("class-5",)),
        ("large-gun", 1, ("class-8",)),
    ]
    hexed = _read(catalogs, "OHW hex\n2 schwere Panzer\n1 Infanterie (Miliz)\n1 Kampfwagen, leggero, élite\n")
    assert _entries(hexed) == [
        ("tank", 2, ("heavy",)),
        ("infantry", 1, ("militia",)),
        ("tank", 1, ("light", "elite")),
    ]


def test_an_option_joined_to_its_type_by_of_is_read(catalogs: list[Catalog]) -> None:
    """Romance players write a status as the type's `of` phrase (`fanteria d'élite`, `infantería
    de élite`, `infanterie d'élite`): it was kept as a note, the unit regular."""
    listed = _read(
        catalogs,
        "OHW hex\n1 fanteria d'élite (Folgore)\n2 infantería de élite\n1 infanterie d'élite\n1 tank (de luxe)\n",
    )
    assert _entries(listed) == [
        ("infantry", 1, ("elite",)),
        ("infantry", 2, ("elite",)),
        ("infantry", 1, ("elite",)),
        ("tank", 1, ()),
    ]
    assert [unit.get("note") for unit in listed.data["units"]] == ["Folgore", None, None, "de luxe"]


def test_every_name_of_a_type_or_option_names_it_alone(catalogs: list[Catalog]) -> None:
    """A word that could be two types is asked, never a name of either: each alias of a type reads
    as that type alone, each of a formation as that formation, each of an option as that option."""
    from armybuilder.textlist.names import Names

    wrong = []
    for catalog in catalogs:
        names = Names.of(catalog)
        for element in catalog.elements:
            for alias in element.aliases:
                found = names.read(alias)
                if found is None or found.ids != (element.id,):
                    wrong.append((catalog.id, element.id, alias))
        for formation in catalog.formations:
            wrong += [
                (catalog.id, formation.id, a) for a in formation.aliases if names.formation(a) != formation.id
            ]
        for group in catalog.option_groups:
            having = [element.id for element in catalog.elements if group.id in element.option_groups]
            wrong += [
                (catalog.id, option.id, alias)
                for option in group.options
                for alias in option.aliases
                for element in having
                if names.option(element, alias) != option.id
            ]
    assert wrong == []


def test_every_name_of_an_option_is_said_in_a_catalog_note(catalogs: list[Catalog]) -> None:
    """As every alias of a type (test_catalog_files), an option's other names are the catalog's
    facts, each said with its source in a note of the catalog."""
    unsaid = []
    for catalog in catalogs:
        said = " ".join(
            note.text for note in catalog.assumed if note.scope in ("catalog", "reading") and note.source
        )
        unsaid += [
            (catalog.id, option.id, alias)
            for group in catalog.option_groups
            for option in group.options
            for alias in option.aliases
            if f"`{alias}`" not in said
        ]
    assert unsaid == []


def _named(listed: TextList) -> list[tuple[str, int, str | None, str | None, tuple[str, ...]]]:
    """Each unit outside formations as (element, count, name, note, options)."""
    return [
        (
            unit["element"],
            unit.get("count", 1),
            unit.get("name"),
            unit.get("note"),
            tuple(unit.get("options", ())),
        )
        for unit in listed.data["units"]
        if "element" in unit
    ]


def test_a_calibre_after_a_types_name_makes_the_units_own_name(catalogs: list[Catalog]) -> None:
    """`Mortaio 81mm`: a type, in any of its names, then the calibre of its gun."""
    beta = _read(catalogs, "OHW WW2 beta\n1 x Mortar 81mm\n2 x Granatwerfer 8cm\n")
    assert _named(beta) == [
        ("mortar", 1, "Mortar 81mm", None, ()),
        ("mortar", 2, "Granatwerfer 8cm", None, ()),
    ]
    attack = _read(catalogs, "Tank Attack\n1 x Feldartillerie 7.7cm\n")
    assert _named(attack) == [("field-artillery", 1, "Feldartillerie 7.7cm", None, ())]
    wtj = _read(catalogs, "WTJ 1916\n2 x Small gun 7.7cm, class 3\n")
    assert _named(wtj) == [("small-gun", 2, "Small gun 7.7cm", None, ("class-3",))]


def test_a_type_after_a_dash_says_what_a_name_before_it_is(catalogs: list[Catalog]) -> None:
    """`Mortaio 81mm — Mortar`: the player's own word for a unit, then its type in the game's."""
    hexed = _read(catalogs, "OHW hex\n2 x Bersaglieri - Infantry\n1 x Semovente – Tank\n")
    assert _named(hexed) == [("infantry", 2, "Bersaglieri", None, ()), ("tank", 1, "Semovente", None, ())]
    attack = _read(catalogs, "Tank Attack\n1 Gotha G.IV — Bomber\n")
    assert _named(attack) == [("bomber", 1, "Gotha G.IV", None, ())]
    wtj = _read(catalogs, "WTJ 1916\n1 Minenwerfer - Trench mortar\n")
    assert _named(wtj) == [("trench-mortar", 1, "Minenwerfer", None, ())]
    assert _asked(wtj) == []


def test_an_option_in_brackets_after_a_units_own_name_is_its_option(catalogs: list[Catalog]) -> None:
    """`Shermans (medium)`: the name the player gives the unit, then its option."""
    hexed = _read(catalogs, "OHW hex\n3 Tanks - Panthers (heavy)\n1 Infantry, Volkssturm (militia)\n")
    assert _named(hexed) == [
        ("tank", 3, None, "Panthers", ("heavy",)),
        ("infantry", 1, None, "Volkssturm", ("militia",)),
    ]
    wtj = _read(catalogs, "WTJ 1916\n2 Small gun — Skoda (Klasse 3)\n")
    assert _named(wtj) == [("small-gun", 2, None, "Skoda", ("class-3",))]
    marked = _read(catalogs, "OHW hex\n1 Tank — Panzer 38(t) [light] (Prague-built)\n")
    assert _named(marked) == [("tank", 1, None, "Panzer 38(t) (Prague-built)", ("light",))]


def test_plurals_other_languages_make_otherwise_than_with_an_s_name_the_type(catalogs: list[Catalog]) -> None:
    """`2 Maschinengewehre`, `3 carri armati`: the plural is the catalog's alias where a language
    makes it otherwise than English does, and a short form English players write (`Sm gun`) too."""
    attack = _read(catalogs, "Tank Attack\n2 Maschinengewehre\n2 cecchini\n3 carri armati\n")
    assert _units(attack) == [("machinegun", 2), ("sniper", 2), ("tank", 3)]
    beta = _read(catalogs, "OHW WW2 beta\n2 czołgi\n2 cannoni anticarro\n1 mortai\n")
    assert _units(beta) == [("tank", 2), ("anti-tank-gun", 2), ("mortar", 1)]
    wtj = _read(catalogs, "WTJ 1916\n2 Sm gun, class 2\n1 Lg gun, class 7\n")
    assert _entries(wtj) == [("small-gun", 2, ("class-2",)), ("large-gun", 1, ("class-7",))]


def test_single_words_english_players_shorten_name_the_type(catalogs: list[Catalog]) -> None:
    """`CP`, `engr`, `pnrs`, `mtr`, `bikes`, `obs`: short forms no rule of shortening reaches alone."""
    wtj = _read(catalogs, "WTJ 1916\n1 CP\n1 engr\n2 pnrs\n1 mtr\n2 bikes\n")
    assert _units(wtj) == [
        ("regimental-command", 1),
        ("engineer", 1),
        ("engineer", 2),
        ("light-mortar", 1),
        ("cyclist", 2),
    ]
    attack = _read(catalogs, "Tank Attack\n1 obs\n1 AA gun\n")
    assert _units(attack) == [("forward-observer", 1), ("aaa", 1)]


def test_a_letter_written_without_its_stroke_is_the_same_letter(catalogs: list[Catalog]) -> None:
    """`czolg` for `czołg`: players without a Polish keyboard leave the stroke off, as they leave
    accents off (`Mozdzierz`)."""
    beta = _read(catalogs, "OHW WW2 beta\n2 czolgi\n1 Czołg\n1 Mozdzierz\n")
    assert _units(beta) == [("tank", 2), ("tank", 1), ("mortar", 1)]
    attack = _read(catalogs, "Tank Attack\n2 ulani\n")
    assert _units(attack) == [("cavalry", 2)]


def test_a_german_plural_names_the_type_its_singular_names(catalogs: list[Catalog]) -> None:
    """`Panzergrenadiere`, `Scharfschützen`, `Traktoren`: German plurals add `e`, `n` or `en` as
    English adds `s`, and name the type as the singular does."""
    hexed = _read(catalogs, "OHW hex\n2 Panzergrenadiere\n1 Panzerspähwagen\n")
    assert _units(hexed) == [("infantry", 2), ("armoured-car", 1)]
    attack = _read(catalogs, "Tank Attack\n2 Scharfschützen\n3 Minen\n2 Ballone\n")
    assert _units(attack) == [("sniper", 2), ("minefield", 3), ("balloon", 2)]
    wtj = _read(catalogs, "WTJ 1916\n2 Traktoren\n2 Protzen\n")
    assert _units(wtj) == [("tractor", 2), ("horse-team", 2)]


def test_a_makers_name_after_a_type_is_the_units_own_name(catalogs: list[Catalog]) -> None:
    """`mitrailleuses Hotchkiss`: French, Italian and Spanish players write the maker or the model
    after the type, which names the unit without the type's words; where the type's word names several, it is asked as before it (`Stokes mortar`)."""
    wtj = _read(catalogs, "WTJ 1916\n2 mitrailleuses Hotchkiss\n1 Mortar Stokes\n1 Mk IV (female)\n")
    assert _named(wtj) == [
        ("machine-gun", 2, "Hotchkiss", None, ()),
        ("mark-tank", 1, "Mk IV", "female", ()),
    ]
    assert _asked(wtj) == [(3, ("light-mortar", "trench-mortar"))]
    # the French army's other machine gun, its `St` no piece of the St Chamond tank's name
    french = _read(catalogs, "WTJ 1916\n2 mitrailleuses St-Étienne\n1 mitrailleuse Saint-Étienne\n")
    assert _named(french) == [
        ("machine-gun", 2, "St-Étienne", None, ()),
        ("machine-gun", 1, "Saint-Étienne", None, ()),
    ]
    beta = _read(catalogs, "OHW WW2 beta\n1 Mortaio Brixia\n2 Cannone anticarro Breda\n")
    assert _named(beta) == [
        ("mortar", 1, "Brixia", None, ()),
        ("anti-tank-gun", 2, "Breda", None, ()),
    ]
    attack = _read(catalogs, "Tank Attack\n2 carri armati Fiat\n")
    assert _named(attack) == [("tank", 2, "Fiat", None, ())]


def test_a_gun_in_another_language_is_a_gun_its_class_settles(catalogs: list[Catalog]) -> None:
    """`Feldkanonen, Klasse 3`, `obusier (classe 7)`: a gun in players' words is any gun the
    rules sort by class, as a `field gun` is; its class settles which, else the list is asked."""
    wtj = _read(catalogs, "WTJ 1916\n2 Feldkanonen, Klasse 3\n1 obusier (classe 7)\n1 Haubitze\n")
    assert _entries(wtj) == [("small-gun", 2, ("class-3",)), ("large-gun", 1, ("class-7",))]
    assert _asked(wtj) == [(4, ("small-gun", "medium-gun", "large-gun"))]
    hexed = _read(catalogs, "OHW hex\n2 Infantry, normal\n")
    assert _entries(hexed) == [("infantry", 2, ("regular",))]


def test_a_class_after_a_gun_without_brackets_settles_which_gun(catalogs: list[Catalog]) -> None:
    """`field gun class 5` as `field gun (class 5)`: the words after a name several types may
    have, naming an option only one of them has, settle the type."""
    wtj = _read(catalogs, "WTJ 1916\n1 field gun class 5\n1 kanon klasse 2\n2 howitzers Kl. 8\n")
    assert _entries(wtj) == [
        ("medium-gun", 1, ("class-5",)),
        ("small-gun", 1, ("class-2",)),
        ("large-gun", 2, ("class-8",)),
    ]
    assert _asked(wtj) == []


def test_what_the_rules_say_several_types_stand_for_is_asked_not_one_types_words(
    catalogs: list[Catalog],
) -> None:
    """WTJ's `field gun` is any gun by its class (the rules' own example), though its words are
    all in `French 75mm field gun`: a list naming field guns is asked which, never read as 75s."""
    wtj = _read(catalogs, "WTJ 1916\n2 field guns (18pdrs)\n1 field gun, class 6\n1 French 75mm field gun\n")
    assert _entries(wtj) == [("medium-gun", 1, ("class-6",)), ("french-75", 1, ())]
    assert _asked(wtj) == [(2, ("small-gun", "medium-gun", "large-gun"))]


def test_a_spanish_or_polish_plural_names_the_type_its_singular_names(catalogs: list[Catalog]) -> None:
    """`camiones`, `obuses`, `czołgi`, `moździerze`: Spanish adds `es`, Polish `i`, `y` or `e`."""
    wtj = _read(catalogs, "WTJ 1916\n2 camiones\n2 obuses, clase 7\n")
    assert _entries(wtj) == [("truck", 2, ()), ("large-gun", 2, ("class-7",))]
    beta = _read(catalogs, "OHW WW2 beta\n2 czołgi\n2 moździerze\n")
    assert _units(beta) == [("tank", 2), ("mortar", 2)]


def test_an_option_in_a_plural_names_the_option(catalogs: list[Catalog]) -> None:
    """`2 Panzer, lekkie`, `2 czołgi ciężkie`: an option agrees with a plural unit in other languages."""
    hexed = _read(catalogs, "OHW hex\n2 Panzer, lekkie\n2 czołgi ciężkie\n2 Kampfwagen, schweren\n")
    assert _entries(hexed) == [("tank", 2, ("light",)), ("tank", 2, ("heavy",)), ("tank", 2, ("heavy",))]
    attack = _read(catalogs, "Tank Attack\nGeneral: Rifles\nI. Btl.:\n  4 Rifles\n  1 MG\n")
    assert _units(attack) == [("rifles", 1), ("infantry-battalion", 1), ("rifles", 4), ("machinegun", 1)]


def test_an_option_set_apart_by_a_mark_from_the_words_after_it_is_the_option(catalogs: list[Catalog]) -> None:
    """`militia :( Volksgrenadier crew`: an option, a mark that ends it, and the player's words."""
    hexed = _read(
        catalogs, "OHW hex\n1 Tank, heavy! Tiger\n1 Infantry, elite; 902nd\n1 Tank - Panzer: the big one\n"
    )
    assert _named(hexed) == [
        ("tank", 1, None, "Tiger", ("heavy",)),
        ("infantry", 1, None, "902nd", ("elite",)),
        ("tank", 1, None, "Panzer: the big one", ()),
    ]
    wtj = _read(catalogs, "WTJ 1916\n2 Small gun, class 3 :) the Skodas\n")
    assert _named(wtj) == [("small-gun", 2, None, "the Skodas", ("class-3",))]


def _options(listed: TextList) -> list[tuple[str, int, tuple[str, ...]]]:
    return [(u["element"], u.get("count", 1), tuple(u.get("options", ()))) for u in listed.data["units"]]


@pytest.mark.parametrize(
    ("system", "line", "read"),
    [
        ("OHW WWII hexed", "2 x Pěchota", [("infantry", 2)]),  # Czech, and without its accent below
        ("OHW WWII hexed", "2 Pechota", [("infantry", 2)]),
        ("OHW WWII hexed", "1 Jalkaväki", [("infantry", 1)]),  # Finnish
        ("OHW WWII hexed", "1 Gyalogság", [("infantry", 1)]),  # Hungarian
        ("OHW WWII hexed", "1 x Пехота", [("infantry", 1)]),  # Russian in Cyrillic
        ("OHW WWII hexed", "1 Lovasság", [("cavalry", 1)]),
        ("OHW WWII hexed", "1 Ratsuväki", [("cavalry", 1)]),
        ("OHW WWII hexed", "1 Pansarvärnskanon", [("anti-tank-gun", 1)]),  # Swedish
        ("OHW WWII hexed", "1 Protitankové dělo", [("anti-tank-gun", 1)]),
        ("OHW WWII hexed", "2 canons antichars", [("anti-tank-gun", 2)]),  # a French plural's first word
        ("OHW WWII hexed", "1 Antitankgeschut", [("anti-tank-gun", 1)]),  # Dutch
        ("OHW WWII hexed", "1 Páncélautó", [("armoured-car", 1)]),
        ("OHW WWII hexed", "1 autoblinda", [("armoured-car", 1)]),  # Italian singular
        ("OHW WWII hexed", "1 Artilharia", [("artillery", 1)]),  # Portuguese
        ("OHW WWII hexed", "1 Tykistö", [("artillery", 1)]),
        ("OHW WWII hexed", "2 Stridsvagnar", [("tank", 2)]),
        ("OHW WWII hexed", "2 carri (M13/40)", [("tank", 2)]),  # Italian plural of carro
        ("OHW WWII hexed", "1 Harckocsi", [("tank", 1)]),
        ("OHW WW2 beta", "1 Kranaatinheitin", [("mortar", 1)]),
        ("OHW WW2 beta", "1 Panzerzug (Pz IV)", [("tank", 1)]),  # a unit is a tank platoon
        ("OHW WW2 beta", "2 x tanky", [("tank", 2)]),  # Czech plural
        ("Tank Attack", "1 Kulomet", [("machinegun", 1)]),
        ("Tank Attack", "1 Mortaio medio", [("heavy-mortar", 1)]),
        ("Tank Attack", "1 Géppuska", [("machinegun", 1)]),
        ("Tank Attack", "1 Odstřelovač", [("sniper", 1)]),
        ("WTJ 1916", "1 Rgt.-Stab", [("regimental-command", 1)]),
        ("WTJ 1916", "1 velitelství", [("regimental-command", 1)]),
        ("WTJ 1916", "1 poste de commandement", [("regimental-command", 1)]),
        ("WTJ 1916", "2 Utászok", [("engineer", 2)]),
        ("Pagano WW2 armour", "1 Pz VI", [("tiger-i", 1)]),
        ("OHW WWII hexed", "2 Stridsvogner", [("tank", 2)]),  # Norwegian
        ("OHW WWII hexed", "1 Panserværnskanon", [("anti-tank-gun", 1)]),  # Danish
        ("OHW WW2 beta", "1 Bombekaster", [("mortar", 1)]),
        ("Tank Attack", "2 x Maskingevær", [("machinegun", 2)]),
        ("WTJ 1916", "1 Teherautó", [("truck", 1)]),  # the transport too: Hungarian truck
        ("WTJ 1916", "1 Tahač", [("tractor", 1)]),
        ("WTJ 1916", "2 Hästspann", [("horse-team", 2)]),
    ],
)
def test_a_type_in_the_words_of_more_languages_is_that_type(
    system: str, line: str, read: list[tuple[str, int]], catalogs: list[Catalog]
) -> None:
    """Players write each type in their own language: Czech, Hungarian, Finnish, Swedish,
    Portuguese, Dutch, Russian in Cyrillic, and the plurals that change a name's first word; each is
    its catalog's alias, so the list reads as the player meant it, not as unknown entries."""
    assert _units(_read(catalogs, f"{system}\n\n{line}\n")) == read


def test_a_status_or_class_in_other_words_is_the_drafts_option(catalogs: list[Catalog]) -> None:
    """The hexed draft's strength words (elite, regular, militia; light, medium, heavy) as players
    write them in other languages and in the words for a status below the regular one."""
    listed = _read(
        catalogs,
        """
        OHW WWII hexed
        1 Infantry - green replacements
        1 Pěchota (elitní)
        1 Cavalry, régulière
        1 Harckocsi (nehéz)
        1 Stridsvagn, lätta
        1 Tank - raskas
        """,
    )
    assert _options(listed) == [
        ("infantry", 1, ("militia",)),
        ("infantry", 1, ("elite",)),
        ("cavalry", 1, ("regular",)),
        ("tank", 1, ("heavy",)),
        ("tank", 1, ("light",)),
        ("tank", 1, ("heavy",)),
    ]


@pytest.mark.parametrize(
    "heading",
    [
        "BEF, Calais 1940 (hex OHW WW2)",
        "OHW WW2 version hex (brouillon 2015)",
        "La mia lista per OHW WW2 su esagoni",
        "Meine Liste für OHW WWII auf Hexfeldern",
        "OHW WW2 på hexfelter – 6 enheder",
        "OHW WW2 2015 draft - Dunkirk",
    ],
)
def test_the_hexed_draft_is_named_with_other_words_among_its_name(
    heading: str, catalogs: list[Catalog]
) -> None:
    """`OHW WW2` is the beta's own id, so a hexed list whose heading has a word between `OHW WW2`
    and `hex`, puts `hex` first, or says hexes in its own language was read as the beta: its
    Cavalry and Artillery unknown, its qualities notes. A name of three words or more names its
    system with up to two other words among its own, in any order."""
    listed = _read(catalogs, f"{heading}\n\n2 x Infantry\n1 Cavalry\n1 Artillery\n")
    assert listed.system == "ohw-ww2-hex"
    assert _units(listed) == [("infantry", 2), ("cavalry", 1), ("artillery", 1)]


def test_a_short_system_name_is_not_pieced_together_from_chatter(catalogs: list[Catalog]) -> None:
    """Only a name of three words or more may have others among its own: `Tank ... attack` is no
    `Tank Attack`, nor `OHW ... WW2` the beta's id."""
    listed = _read(catalogs, "WTJ 1916\n\n1 Tank to attack the wood\n")
    assert listed.system == "wtj-1916"


@pytest.mark.parametrize("line", ['2. 3" mortars', "2 x 3” mortar", "1 x 3'' mortars"])
def test_a_calibre_with_the_inch_mark_is_the_rules_inches(line: str, catalogs: list[Catalog]) -> None:
    """The beta's mortar is a 3-inch one (`3”`): a list writing the inch mark reads it so."""
    listed = _read(catalogs, f"OHW WW2 beta\n\n1. Infantry\n{line}\n")
    assert [unit for unit, _ in _units(listed)] == ["infantry", "mortar"]


@pytest.mark.parametrize("word", ["Genl.", "Gnrl", "Tábornok", "Kenraali", "Kdr", "Parancsnok", "Velitel"])
def test_the_general_in_more_words_marks_the_general(word: str, catalogs: list[Catalog]) -> None:
    """`Genl. - Rifles`, `Tábornok: Rifles`, `Kdr: Rifles`: the general's mark as English players
    shorten it and as more languages write it, or the commander's, where the rules have a general."""
    listed = _read(catalogs, f"Tank Attack\n\n{word} - Rifles\n2 x Tank\n")
    assert listed.data["units"][0] == {"element": "rifles", "general": True}


@pytest.mark.parametrize("line", ["1 StuG III-Zug", "1 Sturmgeschütz", "1 x Jagdpanzer IV", "2 StuGs"])
def test_a_tracked_gun_the_rules_have_no_type_for_is_asked(line: str, catalogs: list[Catalog]) -> None:
    """A StuG or a Jagdpanzer is a Tank to one player and an anti-tank gun to
    another: where the list says which (`1 Tank (StuG)`) it reads so, where not it is asked."""
    listed = _read(catalogs, f"OHW WW2 hexed\n\n2 x Infantry\n{line}\n")
    assert _units(listed) == [("infantry", 2)]
    assert _asked(listed) == [(4, ("anti-tank-gun", "tank"))]
    assert _units(_read(catalogs, "OHW WW2 hexed\n\n1 Tank (StuG III)\n")) == [("tank", 1)]


@pytest.mark.parametrize("command", ["Bn HQ", "Bn Stab", "Bn. HQ"])
def test_a_short_form_players_write_is_no_shortening_of_another_languages_word(
    command: str, catalogs: list[Catalog]
) -> None:
    """`Bn` shortens battalion, not the Dutch `Bagagewagen` (a wagon) as a word's letters in order
    would: the catalogs keep no other language's word a common short form (`Bn`, `Lt`, `Plt`, `Rgt`)
    would shorten as well, which made a regiment's `Bn HQ` another type's."""
    text = f"""
        WTJ 1916
        * 1st Bn Rifles (infantry regiment)
          - {command}
          - 4 rifle bases
          - 1 MG
        """
    assert _units(_read(catalogs, text)) == [
        ("infantry-regiment", 1),
        ("regimental-command", 1),
        ("infantry", 4),
        ("machine-gun", 1),
    ]


def test_a_platoon_of_a_type_in_a_players_words_is_that_type_its_plural_on_the_first_word(
    catalogs: list[Catalog],
) -> None:
    """A beta unit is a platoon: `section de mortiers`, `pelotón antitanque`, `pluton moździerzy`,
    `Schützenzug` are one unit of the type, and French, Spanish, Polish and Italian players put the
    plural on the first word (`3 sections de mortiers`, `2 plutony moździerzy`, `2 plotoni carri`)."""
    beta = _read(
        catalogs,
        """
        OHW WW2 beta
        3 sections de mortiers
        2 pelotones antitanque
        2 plutony moździerzy
        2 plotoni carri
        1 Schützenzug
        """,
    )
    assert _units(beta) == [
        ("mortar", 3),
        ("anti-tank-gun", 2),
        ("mortar", 2),
        ("tank", 2),
        ("infantry", 1),
    ]
    attack = _read(catalogs, "Tank Attack\n2 globos de observación\n2 tireurs d’élite\n")
    assert _units(attack) == [("balloon", 2), ("sniper", 2)]


def test_a_hexed_unit_written_as_its_battalion_or_regiment_is_that_type_with_its_options(
    catalogs: list[Catalog],
) -> None:
    """A hexed unit is a battalion or regiment: `bataillon de chars`, `batallones de infantería`,
    `pułk artylerii`, `anti-tank regiment` name its type, with options agreeing with the noun."""
    hexed = _read(
        catalogs,
        """
        OHW hex
        1 bataillon de chars (lourds)
        2 batallones de infantería (milicianos)
        1 pułk artylerii
        1 Aufklärungsabteilung
        1 anti-tank regiment
        2 hussars
        1 czołgi, ciężkie
        """,
    )
    assert _entries(hexed) == [
        ("tank", 1, ("heavy",)),
        ("infantry", 2, ("militia",)),
        ("artillery", 1, ()),
        ("armoured-car", 1, ()),
        ("anti-tank-gun", 1, ()),
        ("cavalry", 2, ()),
        ("tank", 1, ("heavy",)),
    ]


def test_the_hexed_draft_named_with_the_polish_word_for_hexed_is_the_hexed_draft(
    catalogs: list[Catalog],
) -> None:
    listed = _read(catalogs, "Lista na turniej: OHW WWII, wersja heksowa\n2 piechota\n")
    assert listed.system == "ohw-ww2-hex"


def test_a_cost_in_the_words_of_another_language_is_a_cost_not_a_note(catalogs: list[Catalog]) -> None:
    """`11 PA`, points d'armée: Army Points as a French player writes them, dropped as `11 AP` is."""
    listed = _read(
        catalogs,
        """
        Tank Attack
        Bataillon d'infanterie (11 PA)
          4 x Fusiliers
          Mitrailleuse
        Ballon captif - 1 PA
        Total : 36 PA
        """,
    )
    assert listed.data["units"] == [
        {
            "formation": "infantry-battalion",
            "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
        },
        {"element": "balloon"},
    ]
    assert listed.stated is not None and listed.stated.value == 36


def test_bases_in_a_polish_or_french_players_words_are_read_and_a_mine_thrower_asked(
    catalogs: list[Catalog],
) -> None:
    """`PC du régiment` is the regiment's command post, `ckm` a heavy machine gun, `zaprzęgi konne`
    horse teams; `miotacz min` is a Minenwerfer, a light or a trench mortar: asked."""
    listed = _read(
        catalogs,
        """
        WTJ 1916
        Infantry regiment:
        - PC du régiment
        - 4 fusiliers
        - 2 ckm
        Support:
        - 1 miotacz min
        - 2 zaprzęgi konne
        """,
    )
    assert _units(listed) == [
        ("infantry-regiment", 1),
        ("regimental-command", 1),
        ("infantry", 4),
        ("machine-gun", 2),
        ("horse-team", 2),
    ]
    assert _asked(listed) == [(7, ("light-mortar", "trench-mortar"))]


def test_a_platoon_headed_in_a_spanish_or_french_players_words_opens_that_platoon(
    catalogs: list[Catalog],
) -> None:
    listed = _read(
        catalogs, "Pagano WW2 armour\nPelotón pesado:\n- 2 Tiger I\nSection lourde :\n- 2 Tigres\n"
    )
    assert _units(listed) == [("heavy-platoon", 1), ("tiger-i", 2), ("heavy-platoon", 1), ("tiger-i", 2)]


@pytest.mark.parametrize(
    ("system", "line", "read"),
    [
        ("OHW WWII hexed", "5 tanků", [("tank", 5)]),  # Czech: five and more take the genitive plural
        ("Tank Attack", "6 kulometů", [("machinegun", 6)]),
        ("WTJ 1916", "2 kuorma-autoa", [("truck", 2)]),  # Finnish: a count takes the partitive
        ("OHW WW2 beta", "3 panssarintorjuntatykkiä", [("anti-tank-gun", 3)]),
        ("OHW WW2 beta", "3 танка", [("tank", 3)]),  # Russian: two to four take the genitive singular
        ("OHW WW2 beta", "5 minometov", [("mortar", 5)]),  # and five and more the genitive plural
        ("Tank Attack", "2 prickskyttar", [("sniper", 2)]),  # Swedish plural
        ("WTJ 1916", "2 lastebiler", [("truck", 2)]),  # Norwegian
        ("WTJ 1916", "3 ryttere", [("cavalry", 3)]),  # Danish
        ("OHW WWII hexed", "2 cavaleiros", [("cavalry", 2)]),  # Portuguese
        ("Tank Attack", "2 vadászgépek", [("fighter", 2)]),  # Hungarian plural
        ("Tank Attack", "1 předsunutý pozorovatel", [("forward-observer", 1)]),
        ("Tank Attack", "1 gáztámadás", [("gas", 1)]),
        ("WTJ 1916", "1 Regementsstab", [("regimental-command", 1)]),
        ("Tank Attack", "1 ťažký mínomet", [("heavy-mortar", 1)]),
        ("OHW WW2 beta", "1 Stridsvagnspluton", [("tank", 1)]),  # a platoon, as the beta's unit is
        ("OHW WWII hexed", "1 harckocsizászlóalj", [("tank", 1)]),  # a battalion, as the draft's is
        ("WTJ 1916", "2 wozy taborowe", [("wagon", 2)]),  # Polish: the train's wagons, plural
        ("WTJ 1916", "wóz taborowy x1", [("wagon", 1)]),
    ],
)
def test_a_type_in_the_form_a_count_gives_it_is_that_type(
    system: str, line: str, read: list[tuple[str, int]], catalogs: list[Catalog]
) -> None:
    """Czech, Finnish and Russian put a noun after a count in another case (`5 tanků`, `2
    kuorma-autoa`, `3 танка`), Swedish, Norwegian, Danish, Portuguese and Hungarian plurals end in
    their own way (`prickskyttar`, `lastebiler`, `vadászgépek`): each is its catalog's alias, so
    a list counting its units so reads as the player meant, not as unknown entries."""
    assert _units(_read(catalogs, f"{system}\n\n{line}\n")) == read


def test_a_gun_and_its_class_in_more_languages_settle_the_size(catalogs: list[Catalog]) -> None:
    """A gun in a Czech, Swedish or Finnish player's words is any gun's size until its class, in
    their words too (`třída 8`, `klass 4`, `luokka 6`), settles which."""
    listed = _read(
        catalogs,
        """
        WTJ 1916
        1 houfnice 150 mm (třída 8)
        2 x Fältkanon, klass 4
        1 tykki - luokka 6
        1 tarack
        """,
    )
    assert _options(listed) == [
        ("large-gun", 1, ("class-8",)),
        ("small-gun", 2, ("class-4",)),
        ("medium-gun", 1, ("class-6",)),
    ]
    assert _asked(listed) == [(5, ("small-gun", "medium-gun", "large-gun"))]


def test_a_status_or_weight_in_slovak_or_russian_is_the_drafts_option(catalogs: list[Catalog]) -> None:
    """The hexed draft's options as a Slovak or a Russian player writes them (`ťažký`, `elitná`,
    `sredniy`, `regulárny`) are the draft's weights and statuses."""
    listed = _read(
        catalogs,
        "OHW WWII hexed\n1 Tank (ťažký)\n1 Infantry, elitná\n1 Tank - sredniy\n1 Cavalry (regulárny)\n",
    )
    assert _options(listed) == [
        ("tank", 1, ("heavy",)),
        ("infantry", 1, ("elite",)),
        ("tank", 1, ("medium",)),
        ("cavalry", 1, ("regular",)),
    ]


def test_a_mine_thrower_in_more_languages_is_either_mortar_unless_its_cost_says(
    catalogs: list[Catalog],
) -> None:
    """A Czech, Slovak, Russian or Hungarian mortar is a mine-thrower by its word (`minomet`,
    `миномёт`, `aknavető`), as a `Minenwerfer` is: where the rules have a light and a heavier
    mortar it is either, settled by its cost (3 AP a Light Mortar, 4 AP a Medium/Heavy one) or
    asked; where they have one mortar it is that one."""
    attack = _read(catalogs, "Tank Attack\n\n2x minomety – 6 AP\n1 aknavető – 4 AP\n1 миномёт\n")
    assert [unit["element"] for unit in attack.data["units"]] == ["light-mortar", "heavy-mortar"]
    assert _asked(attack) == [(5, ("light-mortar", "heavy-mortar"))]
    wtj = _read(catalogs, "WTJ 1916\n\n1 x mínomet\n2 x lehké minomety\n")
    assert _units(wtj) == [("light-mortar", 2)]
    assert _asked(wtj) == [(3, ("light-mortar", "trench-mortar"))]
    assert _units(_read(catalogs, "OHW WW2 beta\n\n2 minomety\n")) == [("mortar", 2)]


def test_a_tank_word_beside_its_class_in_its_own_language_is_a_tank_of_that_class(
    catalogs: list[Catalog],
) -> None:
    """`char`, `carro` alone are as near a signature as a type, but beside a class word of their
    own language (`chars moyens`, `carros pesados`, `carri leggeri`, `carro leve`) they are a tank
    of that class, the model after them its name, a version's word after its figures too."""
    listed = _read(
        catalogs,
        """
        OHW WWII hexed
        - Chars moyens D2
        - 2 Carros pesados KV-2
        - carri leggeri L6/40
        - Carro leve M3
        - Char léger R35 bis (élite)
        - Carro pesante (Tiger)
        """,
    )
    assert _named(listed) == [
        ("tank", 1, "D2", None, ("medium",)),
        ("tank", 2, "KV-2", None, ("heavy",)),
        ("tank", 1, "L6/40", None, ("light",)),
        ("tank", 1, "M3", None, ("light",)),
        ("tank", 1, "R35 bis", None, ("light", "elite")),
        ("tank", 1, None, "Tiger", ("heavy",)),
    ]
    polish = _read(catalogs, "OHW WWII hexed\n- Czołgi lekkie 7TP – regularne\n- 2 czołgi ciężkie KV-1\n")
    assert _named(polish) == [
        ("tank", 1, "7TP", None, ("light", "regular")),
        ("tank", 2, "KV-1", None, ("heavy",)),
    ]
    beta = _read(catalogs, "OHW WWII beta\n- 2 Chars moyens\n- Carri medi Fiat\n")
    assert _named(beta) == [("tank", 2, None, None, ()), ("tank", 1, "Fiat", None, ())]


@pytest.mark.parametrize("line", ["- 2 Chars", "- Carros", "- Char heavy", "- Carro"])
def test_a_tank_word_without_a_class_word_of_its_language_is_no_tank(
    line: str, catalogs: list[Catalog]
) -> None:
    """Bare `char` and `carro`, or with another language's class word, stay untaken: no Tank."""
    listed = _read(catalogs, f"OHW WWII hexed\n- 2 Infantry\n{line}\n")
    units = listed.data["units"]
    assert len(units) == 2 and units[1]["element"] != "tank"


def test_a_makers_name_after_a_type_is_its_own_however_it_is_spelt(catalogs: list[Catalog]) -> None:
    """`trattore Pavesi` and `autocarro FIAT 18BL` kept the maker's words as a note: `Pavesi` was
    taken for a misspelling of a word of the catalog's two letters shorter, and `18BL`, a model's
    figures and letters, for no model's word. A misspelt word is as long as the word, give or take
    a letter, and a model's figures may carry its letters."""
    wtj = _read(catalogs, "WTJ 1916\n1 trattore Pavesi\n1 autocarro FIAT 18BL\n")
    assert _named(wtj) == [
        ("tractor", 1, "Pavesi", None, ()),
        ("truck", 1, "FIAT 18BL", None, ()),
    ]


def test_a_makers_name_in_capitals_after_a_type_is_no_shortened_word_of_the_catalogs(
    catalogs: list[Catalog],
) -> None:
    """`Caccia SPAD XIII` kept `SPAD XIII` as a note: `SPAD` was taken for a shortening of a
    catalog word (`spärreld`, a barrage). A word in capitals after the type is a maker's name,
    a catalog word only where the catalog writes it so."""
    attack = _read(catalogs, "Tank Attack\n1 Caccia SPAD XIII\n1 Autoblindo Lancia IZ\n")
    assert _named(attack) == [
        ("fighter", 1, "SPAD XIII", None, ()),
        ("armoured-car", 1, "Lancia IZ", None, ()),
    ]


def test_a_czech_tank_platoon_is_a_tank_named_by_its_model(catalogs: list[Catalog]) -> None:
    """`tanková četa T-34` is the Czech tank platoon, the beta's Tank, as the Slovak `tanková čata`
    and the Czech `protitanková četa` are read: its model is its name, none of its words kept."""
    listed = _read(catalogs, "OHW WW2 beta\n\n2× tanková četa T-34\n1× pěší četa\n")
    assert listed.data["units"] == [
        {"element": "tank", "count": 2, "name": "T-34"},
        {"element": "infantry"},
    ]


def test_a_makers_name_a_letter_off_a_short_word_of_the_catalog_is_the_units_name(
    catalogs: list[Catalog],
) -> None:
    """`Colt MG` was an unknown type: `Colt` is one letter more than `col` (of `attacco col gas`)
    and was taken for a word of the catalog's misspelt. A word of three letters is too short to be
    misspelt so: the maker's name is the machinegun's name, as `Vickers MG`'s is."""
    listed = _read(catalogs, "Tank Attack\n\n1x Colt MG\n1x Vickers MG\n")
    assert listed.data["units"] == [
        {"element": "machinegun", "name": "Colt"},
        {"element": "machinegun", "name": "Vickers"},
    ]


@pytest.mark.parametrize("line", ["6 basi fucilieri", "6 stands infantry", "6 équipes infanterie"])
def test_a_count_of_bases_before_the_type_without_of_counts_the_type(
    line: str, catalogs: list[Catalog]
) -> None:
    """`6 basi fucilieri` was one infantry base named `6 basi`: a base's word between the count
    and a type's name counts bases of that type, its `of` unwritten, as `6 basi di fucilieri` does."""
    listed = _read(catalogs, f"1916 (WTJ)\n\n{line}\n1 x machine gun\n")
    assert listed.data["units"] == [{"element": "infantry", "count": 6}, {"element": "machine-gun"}]


@pytest.mark.parametrize("line", ["1 trattore Pavesi", "1 Pavesi tractor"])
def test_a_makers_name_alike_a_shorter_word_of_the_catalog_is_the_units_name(
    line: str, catalogs: list[Catalog]
) -> None:
    """`Pavesi` was taken for `pesi` misspelt (a note after `trattore`, and `1 Pavesi` a name before
    `tractor`): a slip of the hand makes a word a letter longer or shorter at most, so the
    maker's name is the tractor's name."""
    listed = _read(catalogs, f"1916 (WTJ)\n\n{line}\n")
    assert listed.data["units"] == [{"element": "tractor", "name": "Pavesi"}]


@pytest.mark.parametrize(
    ("line", "read"),
    [
        ("4 fusellers", [("rifles", 4)]),
        ("2 metralladores", [("machinegun", 2)]),
        ("1 morter lleuger", [("light-mortar", 1)]),
        ("1 morter", [("light-mortar", 1)]),
        ("1 morter pesant", [("heavy-mortar", 1)]),
        ("1 artilleria de campanya", [("field-artillery", 1)]),
        ("2 tancs", [("tank", 2)]),
        ("1 autoblindat", [("armoured-car", 1)]),
        ("1 globus d'observació", [("balloon", 1)]),
        ("1 caça", [("fighter", 1)]),
        ("1 avió de reconeixement", [("scout", 1)]),
        ("1 observador avançat", [("forward-observer", 1)]),
        ("1 foc de barrera", [("barrage", 1)]),
        ("1 atac amb gas", [("gas", 1)]),
        ("1 canó antiaeri", [("aaa", 1)]),
        ("2 tropes d'assalt", [("sturmtruppe", 2)]),
        ("2 franctiradors", [("sniper", 2)]),
        ("2 camps de mines", [("minefield", 2)]),
        ("1 punt fort", [("strongpoint", 1)]),
    ],
)
def test_a_type_in_a_catalan_players_words_is_that_type(
    line: str, read: list[tuple[str, int]], catalogs: list[Catalog]
) -> None:
    """A Catalan club's list (`4 fusellers`, `1 metralladora`, `2 camps de mines`) was read as
    types no one knows, or the mines' count taken into a name: each word is its type."""
    listed = _read(catalogs, f"Tank Attack\n\n{line}\n")
    assert _units(listed) == read
    assert [unit.get("name") for unit in listed.data["units"]] == [None]


def test_a_british_players_re_is_an_engineer_named_by_its_corps(catalogs: list[Catalog]) -> None:
    """`1x RE (wiring party)` was an unknown type `RE`: the Royal Engineers' initials name an
    engineer base, as `Vickers` names a machine gun, the initials its name."""
    listed = _read(catalogs, "WTJ 1916\n20th NF (Inf Regt)\n- RHQ\n- 4x inf\n- 1x RE (wiring party)\n")
    assert listed.data["units"][0]["elements"][-1] == {
        "element": "engineer",
        "name": "RE",
        "note": "wiring party",
    }
