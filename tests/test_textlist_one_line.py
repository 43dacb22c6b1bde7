"""Lists told in one line, as players write them from memory (issue 34, round 18): a formation
with its members in brackets and two units joined by `and` are parts of the list as a counted
unit is, so the list starts where its units do, not at the chatter before; a total stated with
a doubt after the list (`35ap I think? Rob`) is the list's own, and the name after it signs it."""

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


def _units(listed: TextList) -> list[tuple[str, int]]:
    return [(unit.get("element") or unit["formation"], unit.get("count", 1)) for unit in listed.data["units"]]


def test_a_formation_with_its_members_in_brackets_and_units_joined_by_and_are_parts_of_the_list(
    shipped: CatalogSet,
) -> None:
    """The chatter before the colon was read as two unknown units and a named general: the parts
    after it that wrote a battalion and its members, or two units joined by `and`, were not
    counted as units, so the line's start won."""
    listed = _read(
        "Tank Attack list for Sunday, from memory as I'm at work: gen, inf bn (4 rifles + MG), "
        "2 tanks, arty, the FOO and a sniper.\n",
        shipped,
    )
    assert _units(listed) == [
        ("rifles", 1),
        ("infantry-battalion", 1),
        ("tank", 2),
        ("field-artillery", 1),
        ("forward-observer", 1),
        ("sniper", 1),
    ]
    assert listed.data["units"][0] == {"element": "rifles", "general": True}
    assert listed.data["units"][1]["elements"] == [
        {"element": "rifles", "count": 4},
        {"element": "machinegun"},
    ]


def test_a_total_stated_with_a_doubt_after_a_one_line_list_is_its_own_and_the_name_after_signs_it(
    shipped: CatalogSet,
) -> None:
    """`35ap I think? Rob` after the list was one sentence read as neither: no total compared, no
    player. A question ends a sentence as a full stop does, and a doubt after a total leaves it
    stated."""
    listed = _read("Tank Attack for Sunday: gen, 2 tanks, the FOO and a sniper. 35ap I think? Rob\n", shipped)
    assert listed.data["player"] == "Rob"
    assert listed.stated is not None and listed.stated.value == 35


@pytest.mark.parametrize(
    "said", ["36 AP if my maths is right", "36 AP on the nose I think", "36 AP exactly", "36AP, spot on"]
)
def test_a_total_stated_with_a_doubt_on_a_line_of_its_own_is_the_lists_total(
    shipped: CatalogSet, said: str
) -> None:
    """A doubt or an assurance after a total (`on the nose`, `spot on`) leaves it stated: no unit."""
    listed = _read(f"Tank Attack\n\n2 x Tank\nSniper\n{said}\n", shipped)
    assert listed.stated is not None and (listed.stated.number, listed.stated.value) == (5, 36)
    assert len(listed.data["units"]) == 2


def test_formations_counted_with_members_and_units_joined_after_a_count_are_parts_of_the_list(
    shipped: CatalogSet,
) -> None:
    """`Pagano on Sat: Germans '44, 2 platoons of 4 Pz IVs, a pair of Tigers as a heavy platoon and
    one more Pz IV (HQ)` read nothing at all: neither part was counted among the list's units."""
    listed = _read(
        "Pagano on Sat: Germans '44, 2 platoons of 4 Pz IVs, a pair of Tigers as a heavy platoon "
        "and one more Pz IV (HQ). Cheers, Gaz\n",
        shipped,
    )
    platoon = {"formation": "platoon", "elements": [{"element": "pz-iv", "count": 4}]}
    assert listed.data["units"] == [
        platoon,
        platoon,
        {"formation": "heavy-platoon", "elements": [{"element": "tiger-i", "count": 2}]},
        {"element": "pz-iv", "note": "HQ"},
    ]
    assert (listed.data["options"], listed.data["player"]) == ({"side": "Axis", "year": 1944}, "Gaz")


def test_a_formation_whose_members_line_does_not_read_whole_is_kept_unknown_not_made_empty(
    shipped: CatalogSet,
) -> None:
    """`1 Zug of 3 T-34/85 and a KV-1 on its own, plus 2 SU-85` (a type the catalog lacks among
    the members) made an empty platoon and left the tanks unread with only a warning: a VALID
    list of no tanks. A formation is made of a line's members only where each reads as a unit;
    else the line is kept whole, unknown, for the player to mend."""
    listed = _read(
        "Pagano armour - Soviets 1944\n1 Zug of 3 T-34/85 and a KV-1 on its own, plus 2 SU-85\n", shipped
    )
    (unit,) = listed.data["units"]
    assert "formation" not in unit and unit["element"].startswith("Zug of 3 T-34/85")


def test_a_numbered_platoon_then_its_tanks_counted_with_no_mark_is_that_platoon(shipped: CatalogSet) -> None:
    """`1st Plt 5x T-34-85; 2nd Plt 4x T34-85; 1x T-34-85 (...)` read as no list at all: a heading
    numbered by an ordinal and naming a formation type in part, then its members counted with no
    colon or dash between, is the formation with its members, as `1st Plt - 5x T-34-85` is."""
    listed = _read(
        "Pagano WW2 armour — Soviets, 1944: 1st Plt 5x T-34-85; 2nd Plt 4x T34-85; "
        "1x T-34-85 (battalion CO, acts alone). — Sasha\n",
        shipped,
    )
    assert listed.data["units"] == [
        {"formation": "platoon", "name": "1st Plt", "elements": [{"element": "t-34-85", "count": 5}]},
        {"formation": "platoon", "name": "2nd Plt", "elements": [{"element": "t-34-85", "count": 4}]},
        {"element": "t-34-85", "note": "battalion CO, acts alone"},
    ]
    assert listed.data["player"] == "Sasha"


def test_a_numbered_platoon_then_its_tanks_on_a_line_of_its_own_is_that_platoon(shipped: CatalogSet) -> None:
    listed = _read("Pagano WW2 armour, Allied 1944\n\n1st Plt 5x T-34-85\n2nd Plt 4 T-34-85\n", shipped)
    assert [(unit.get("name"), unit["elements"]) for unit in listed.data["units"]] == [
        ("1st Plt", [{"element": "t-34-85", "count": 5}]),
        ("2nd Plt", [{"element": "t-34-85", "count": 4}]),
    ]


def test_a_total_before_an_emoji_after_a_one_line_list_is_its_own(shipped: CatalogSet) -> None:
    """`... 1 asso. tot 36 😎 ci vediamo al circolo - Marco`: the emoji ends the total's sentence as
    a full stop would; the words after it were read with it, and the total was lost."""
    listed = _read(
        "lista x domenica (hitt): generale fanteria, 2 carri, 1 artiglieria, 1 asso. "
        "tot 36 😎 ci vediamo al circolo - Marco\n",
        shipped,
    )
    assert listed.stated is not None and listed.stated.value == 36
    assert listed.data["player"] == "Marco"


_PARTED = (
    'General: rifles; Inf Bn "Wessex": 4 rifles, 1 MG; 2 storm troops, 1 field artillery, 1 armoured car, '
    "3 snipers, 1 balloon, 1 light mortar, 1 fighter, 1 minefield"
)


def test_semicolons_part_a_one_line_list_whose_commas_part_a_formations_members(shipped: CatalogSet) -> None:
    """Parted at its many commas first, the general, the battalion's heading and its first member
    were one part: four Rifles made the general and the battalion was lost. Its semicolons part it
    first, and its total after it (no greeting before) marks it a list as a signature does."""
    listed = _read(f"{_PARTED}. Total 36.\n", shipped)
    assert _units(listed)[:3] == [("rifles", 1), ("infantry-battalion", 1), ("sturmtruppe", 2)]
    assert listed.data["units"][0] == {"element": "rifles", "general": True}
    assert listed.data["units"][1] == {
        "formation": "infantry-battalion",
        "name": "Wessex",
        "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
    }
    assert listed.stated is not None and listed.stated.value == 36


def test_the_generals_word_after_the_words_bringing_a_one_line_list_heads_its_first_part(
    shipped: CatalogSet,
) -> None:
    """`Sunday: General: rifles; ...`: the list starts after `Sunday:`, not after `General:`, which
    would leave Rifles with no general."""
    listed = _read(f"Hi all, my list for Sunday: {_PARTED}. Cheers, Bob\n", shipped)
    assert listed.data["units"][0] == {"element": "rifles", "general": True}
    assert _units(listed)[1] == ("infantry-battalion", 1)


def test_a_one_line_list_closed_by_its_sum_is_read_as_a_list(shipped: CatalogSet) -> None:
    """`Gen: Rifles (2) | Inf Bn: ... | Sniper (1) = 35`, nothing before it, was one unknown general:
    its sum after its last part closes it as a total after a full stop does."""
    listed = _read(
        "Tank Attack\nGen: Rifles (2) | Inf Bn: 4 Rifles, 1 HMG (11) | 2 Tanks (8) | Sniper (1) = 22\nPete\n",
        shipped,
    )
    assert _units(listed) == [("rifles", 1), ("infantry-battalion", 1), ("tank", 2), ("sniper", 1)]
    assert listed.data["units"][0]["general"] is True
    assert listed.stated is not None and listed.stated.value == 22


def test_a_one_line_list_after_a_sentence_of_options_starts_after_it(shipped: CatalogSet) -> None:
    """`...: Eje, 1944. Pelotón 1: 4 Pz IV, ...` gave no army: the list was sought only after the
    first colon, whose sentence holds the side and the year; it starts after that sentence too."""
    listed = _read(
        "Mi lista para el Pagano del sábado: Eje, 1944. Pelotón 1: 4 Pz IV, pelotón 2: 5 Pz IV. Javi\n",
        shipped,
    )
    assert listed.data["options"] == {"side": "Axis", "year": 1944}
    assert _units(listed) == [("platoon", 1), ("platoon", 1)]
    assert [unit["name"] for unit in listed.data["units"]] == ["Pelotón 1", "pelotón 2"]


def test_units_joined_by_and_in_the_players_language_are_two_parts(shipped: CatalogSet) -> None:
    """`2 Tigres y un Pz IV`, `2 Tiger und 1 Pz IV`, `2 Tigre e 1 Pz IV`: the word for `and`
    before a count joins two entries, as `and` does; `2 Tigres y un Tigre` was one unit with the
    other its note, in silence."""
    for said in (
        "2 Tigres y un Pz IV",
        "2 Tiger I und 1 Pz IV",
        "2 Tigre e 1 Pz IV",
        "2 Tiger I et un Pz IV",
    ):
        listed = _read(f"Pagano WW2 armour, Axis, 1944: {said}. Javi\n", shipped)
        assert _units(listed) == [("tiger-i", 2), ("pz-iv", 1)], said


@pytest.mark.parametrize(
    "part",
    [
        "bataljon med 4 rifles + 1 mg",
        "bataljon m 4 rifles + 1 mg",
        "Bataillon mit 4 Rifles + 1 MG",
        "bataillon avec 4 rifles + 1 mg",
        "batallón con 4 rifles + 1 mg",
    ],
)
def test_a_formation_with_its_members_in_a_players_words_is_that_formation(
    part: str, shipped: CatalogSet
) -> None:
    """`bataljon m 4 rifles + 1 mg` in a Norwegian text message was a type no one knows, where
    `battalion with 4 rifles + 1 mg` is the battalion: `with` in the player's language (`med`, a
    text message's `m`, `mit`, `avec`, `con`) joins a formation to its members as it does."""
    read = _read(f"HitT 36: general rifles, {part}, cavalry x2, balloon\n", shipped)
    assert read.data["units"][1] == {
        "formation": "infantry-battalion",
        "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
    }


@pytest.mark.parametrize(
    "said",
    [
        "Tror det blir 36 tilsammen?",
        "Think it's 36 in total?",
        "Should be 36 altogether.",
        "36 AP insgesamt?",
    ],
)
def test_a_total_before_the_words_that_sum_it_after_a_one_line_list_is_its_own(
    said: str, shipped: CatalogSet
) -> None:
    """`Tror det blir 36 tilsammen?` (I think it makes 36 altogether?) after a list in one text
    message stated nothing, so no total was compared: a number before a word saying it sums the
    list (`in total`, `altogether`, `tilsammen`, `insgesamt`) is its total, as `Total 36` is."""
    listed = _read(f"Tank Attack: gen, 2 tanks, the FOO and a sniper. {said} /Eirik\n", shipped)
    assert listed.stated is not None and listed.stated.value == 36


@pytest.mark.parametrize("line", ["That should be 36 AP in total", "Tror det blir 36 tilsammen"])
def test_a_total_before_the_words_that_sum_it_on_a_line_of_its_own_is_the_lists_total(
    line: str, shipped: CatalogSet
) -> None:
    listed = _read(f"Tank Attack\n\n2 x Tank\nSniper\n{line}\n", shipped)
    assert listed.stated is not None and (listed.stated.number, listed.stated.value) == (5, 36)


def test_a_count_of_units_before_in_all_is_no_total(shipped: CatalogSet) -> None:
    listed = _read("Tank Attack\n\n2 x Tank\nSniper\n3 units in all\n", shipped)
    assert listed.stated is None


@pytest.mark.parametrize("dash", ["--", "—", "–"])
def test_a_sign_off_after_a_dash_at_a_one_line_lists_end_is_no_note_of_its_last_unit(
    dash: str, shipped: CatalogSet
) -> None:
    """`..., 1 sniper -- cheers, Tom Haverford` kept `cheers` as the sniper's note, in silence: a
    sign-off word after the dash at the end of a list told in one line brings the name signing it,
    as a capitalised name there does (`-- Dave Kirkby`)."""
    listed = _read(f"Tank Attack for sat: gen, 2 tanks, 1 sniper {dash} cheers, Tom Haverford\n", shipped)
    assert listed.data["units"][-1] == {"element": "sniper"}
    assert listed.data["player"] == "Tom Haverford"


@pytest.mark.parametrize(
    ("said", "members"),
    [
        ("Plotone 1: 4 M13/40 e 1 M14/41", [("M13/40", 4), ("M14/41", 1)]),
        ("Pelotón 1: 3 M4A3 y 1 M10", [("M4A3", 3), ("M10", 1)]),
        ("Zug 1: 2 Tiger I und 1 Pz IV", [("tiger-i", 2), ("pz-iv", 1)]),
        ("Platoon 1: 4 M13/40, 1 M14/41", [("M13/40", 4), ("M14/41", 1)]),
    ],
)
def test_vehicles_the_catalog_lacks_joined_by_and_after_a_platoons_label_are_two_members(
    said: str, members: list[tuple[str, int]], shipped: CatalogSet
) -> None:
    """`Plotone 1: 4 M13/40 e 1 M14/41` was one unit of 4 named `M13/40 e 1 M14/41`, nothing
    asked: the rules name few vehicles, so a player's own are unknown, and two of them joined by
    `and` (or a comma) before a count were never parted as two known ones are."""
    listed = _read(f"Pagano WW2 armour, Axis, 1941\n\n{said}\nPlatoon 2: 4 Pz IV\n", shipped)
    first = listed.data["units"][0]
    assert first["formation"] == "platoon"
    assert [(member["element"], member.get("count", 1)) for member in first["elements"]] == members


def test_a_lone_line_of_vehicles_joined_by_and_asks_for_the_one_near_a_name_and_keeps_the_other(
    shipped: CatalogSet,
) -> None:
    """`3 T-34 y 1 KV-1`: the T-34 is near the T-34-85, so asked for; the KV-1 the catalog lacks is
    a unit of its own, not words of the T-34's name."""
    listed = _read("Pagano WW2 armour, Axis, 1941\n\n3 T-34 y 1 KV-1\n4 Pz IV\n", shipped)
    assert [(asked.number, asked.choices) for asked in listed.asked] == [(3, ("t-34-85",))]
    assert _units(listed) == [("KV-1", 1), ("pz-iv", 4)]


def test_a_count_of_units_after_a_one_line_list_counts_its_units_not_the_game(shipped: CatalogSet) -> None:
    """`Total 4 unidades` after the list was read as an army size of 4: below a list, a count of
    units counts the list, as on a line of its own; before it, it is still the game's."""
    after = _read(
        "Para el sábado, OHW hexagonal: infantería, 2x infantería, artillería. Total 4 unidades. Javier\n",
        shipped,
    )
    assert "options" not in after.data
    assert _units(after) == [("infantry", 1), ("infantry", 2), ("artillery", 1)]
    before = _read("OHW hex, 5 units: infantry, 2x infantry, artillery. Cheers, Bob\n", shipped)
    assert before.data["options"] == {"army-size": 5}


@pytest.mark.parametrize(
    "text",
    [
        "Para el sábado, OHW hexagonal: infantería, caballería, cañón antitanque y artillería. Saludos, Javier\n",
        "For Saturday, OHW hex: infantry, cavalry, anti-tank gun and artillery. Cheers, Javier\n",
        "Pour samedi, OHW hex : infanterie, cavalerie, canon antichar et artillerie. Amitiés, Javier\n",
    ],
)
def test_the_last_two_parts_of_a_one_line_list_joined_by_and_are_two_units(
    text: str, shipped: CatalogSet
) -> None:
    """`..., cañón antitanque y artillería` was one unknown unit: a series ends in `and` before its
    last part as in any sentence, uncounted, and each side naming a type is a unit of its own."""
    listed = _read(text, shipped)
    assert _units(listed) == [("infantry", 1), ("cavalry", 1), ("anti-tank-gun", 1), ("artillery", 1)]


@pytest.mark.parametrize(
    "line", ["36 in total", "36 AP all told", "36 exactly", "36 on the nose", "36 pts spot on"]
)
def test_a_number_before_words_that_sum_or_match_it_on_a_line_alone_is_the_total(
    line: str, shipped: CatalogSet
) -> None:
    """`36 on the nose` under a chat's list was 36 units of a type `on the nose`; `36 in total`
    the same, where `That should be 36 in total` was the list's total: the number before words
    saying it sums the list, or that it is the limit exactly, is its total, no unit."""
    listed = _read(f"Tank Attack\n\n2 x Tank\nSniper\n{line}\n", shipped)
    assert listed.stated is not None and (listed.stated.number, listed.stated.value) == (5, 36)
    assert [unit["element"] for unit in listed.data["units"]] == ["tank", "sniper"]


@pytest.mark.parametrize(
    "line",
    [
        "36 równo chyba",
        "36 exactly I think",
        "36 AP chyba",
        "36 genau, glaube ich",
        "36 pile je crois",
        "36 precies denk ik",
    ],
)
def test_a_total_said_exactly_with_a_doubt_in_any_language_is_the_total(
    line: str, shipped: CatalogSet
) -> None:
    """`36 równo chyba` (36 exactly, I think) closing a Polish chat was 36 units of a type `równo
    chyba`: the word for `exactly` and a doubt after it, in the languages players write, leave the
    number the list's total, as `36 on the nose I think` does."""
    listed = _read(f"Tank Attack\n\n2 x Tank\nSniper\n{line}\n", shipped)
    assert listed.stated is not None and (listed.stated.number, listed.stated.value) == (5, 36)
    assert [unit["element"] for unit in listed.data["units"]] == ["tank", "sniper"]


@pytest.mark.parametrize(
    "line", ["35 pts, so 1 spare - couldn't find anything for a single point I liked.", "35 AP - one spare"]
)
def test_a_cost_alone_before_a_remark_under_the_list_is_its_total(line: str, shipped: CatalogSet) -> None:
    """`35 pts, so 1 spare` right under a forum's list was 35 units of a type `pts, so 1 spare`:
    a cost alone before a comma or a dash is the list's total, the words after it a remark."""
    listed = _read(f"Tank Attack\n\n[list]\n[*]2 x Tank\n[*]Sniper\n[/list]\n{line}\n", shipped)
    assert listed.stated is not None and listed.stated.value == 35
    assert [unit["element"] for unit in listed.data["units"]] == ["tank", "sniper"]


@pytest.mark.parametrize(
    ("brought", "name"),
    [
        (
            "Minha lista p/ OHW WW2 hexágonos (6 unidades): Força Expedicionária Brasileira - ",
            "Força Expedicionária Brasileira",
        ),
        ("OHW WW2 hexed, 6 units: 4th Armoured - ", "4th Armoured"),
        ("OHW WW2 hexed: for Sunday - ", "Rafael's army"),
        ("OHW WW2 hexed, hi all: here goes - ", "Rafael's army"),
    ],
)
def test_a_name_after_the_words_bringing_a_one_line_list_and_before_its_dash_names_the_army(
    brought: str, name: str, shipped: CatalogSet
) -> None:
    """The army named between the colon and the dash that starts the list was lost (the army
    named for the signature); what the list is for, or talk, names none."""
    listed = _read(f"{brought}2x infantry, 1x artillery, 1x tank. Abs, Rafael\n", shipped)
    assert listed.data["name"] == name
    assert _units(listed) == [("infantry", 2), ("artillery", 1), ("tank", 1)]


@pytest.mark.parametrize("mark", [": ", " = "])
def test_a_formations_members_on_its_line_may_be_named_by_their_model(mark: str, shipped: CatalogSet) -> None:
    """`IR 169: Stab, 8 inf, 2 MG 08, 1 pioneer` was one command base named IR 169 with the rest its
    note: a member named by its model (`2 MG 08`) made the members no list. After a formation's
    words, a counted model is a member as a counted type is."""
    listed = _read(f"WTJ 1916\nIR 169{mark}Stab, 8 inf, 2 MG 08, 1 pioneer\n2x A7V\n", shipped)
    assert listed.data["units"][0] == {
        "formation": "infantry-regiment",
        "name": "IR 169",
        "elements": [
            {"element": "regimental-command"},
            {"element": "infantry", "count": 8},
            {"element": "machine-gun", "count": 2, "name": "MG 08"},
            {"element": "engineer"},
        ],
    }


@pytest.mark.parametrize(
    ("before", "name"),
    [
        ("1ª Divisão de Infantaria Expedicionária, ", "1ª Divisão de Infantaria Expedicionária"),
        ("7th Armoured, ", "7th Armoured"),
        ("Arnhem bridge, ", "Bob's army"),
        ("Hi all, ", "Bob's army"),
    ],
)
def test_a_numbered_body_before_the_games_name_on_a_one_line_list_names_the_army(
    before: str, name: str, shipped: CatalogSet
) -> None:
    """`1ª Divisão de Infantaria Expedicionária, OHW WW2 hexagonal, 4 unidades: ...` was named for
    its signature: a body numbered as armies are, before the game's name, names the army; a place
    (`Arnhem bridge`) or a greeting there names none."""
    listed = _read(f"{before}OHW WW2 hexed, 3 units: 2 infantry, 1 tank. Cheers, Bob\n", shipped)
    assert listed.data["name"] == name
    assert _units(listed) == [("infantry", 2), ("tank", 1)]


@pytest.mark.parametrize(
    "opening",
    ["Moja rozpiska na turniej w Łodzi", "Meine Liste für Samstag", "Mi lista para el torneo", "Mijn lijst"],
)
def test_my_list_in_the_players_languages_brings_a_list_told_in_one_line(
    opening: str, shipped: CatalogSet
) -> None:
    """`Moja rozpiska na turniej w Łodzi: ..., generał - piechota, ...` was one Rifles general with
    the rest of the line its note: `my list` in Polish was no words bringing a list, so the line was
    no list told in one line, and `generał - piechota` took every part after it as its note."""
    listed = _read(
        f"Tank Attack\n{opening}: 2x artyleria polowa, generał - piechota, czołg, balon. Pozdro, Kuba\n",
        shipped,
    )
    assert _units(listed) == [("field-artillery", 2), ("rifles", 1), ("tank", 1), ("balloon", 1)]
    assert listed.data["units"][1]["general"] is True
    assert listed.data["player"] == "Kuba"


def test_a_total_after_a_dash_at_a_one_line_lists_end_is_its_own_not_the_last_units_note(
    shipped: CatalogSet,
) -> None:
    """`..., pole minowe - razem 33 pkt` gave the minefield the note `razem 33 pkt`, no total compared."""
    listed = _read(
        "Tank Attack\nMoja rozpiska: czołg, balon, pole minowe - razem 33 pkt. Pozdro, Kuba\n", shipped
    )
    assert listed.data["units"][-1] == {"element": "minefield"}
    assert listed.stated is not None and listed.stated.value == 33


def test_platoons_named_by_a_letter_then_counted_are_parts_of_a_list_told_in_one_line(
    shipped: CatalogSet,
) -> None:
    """`plt A 4x T34-85, plt B 4x T34-85, ...` read as no list at all: a platoon's word and its
    letter, then the count with no colon between, made no part a unit."""
    listed = _read(
        "Pagano, Allies '44: plt A 4x T34-85, plt B 4x T34-85, heavy plt 2x T-34-85, CO: 1x T-34-85\n",
        shipped,
    )
    assert [(unit.get("formation"), unit.get("name")) for unit in listed.data["units"]] == [
        ("platoon", "plt A"),
        ("platoon", "plt B"),
        ("heavy-platoon", None),
        (None, "CO"),
    ]
    assert listed.data["units"][0]["elements"] == [{"element": "t-34-85", "count": 4}]


def test_a_signature_ending_in_an_initial_under_a_one_line_list_is_no_wrapped_sentences_end(
    shipped: CatalogSet,
) -> None:
    """`pozdr, Piotrek K.` under a long list on one line with no stop at its end made the line
    half of a sentence wrapped over two: every part was an unknown type. A sign-off is no
    sentence's end, however its name's initial ends in a dot."""
    line = (
        "HitT, 36 PA – Błękitna Armia: generał strzelcy 2, moździerz 3, obserwator 1, snajper 1, kawaleria 2, "
        "artyleria polowa 3, balon 1 = 13"
    )
    listed = _read(f"{line}\npozdr, Piotrek K.\n", shipped)
    assert _units(listed) == _units(_read(f"{line}\n", shipped))
    assert listed.data["player"] == "Piotrek K."


@pytest.mark.parametrize(
    ("line", "name"),
    [
        (
            "HitT, 36 PA – Błękitna Armia: generał strzelcy, 4 strzelcy, ckm, 2 czołgi, snajper",
            "Błękitna Armia",
        ),
        ("Tank Attack, 36 AP - 6th Poona: general (rifles), 4 rifles, 1 MG, 2 tanks, sniper", "6th Poona"),
        ("Tank Attack - for Sunday: general (rifles), 4 rifles, 1 MG, 2 tanks, sniper", "Imported list"),
    ],
)
def test_a_name_between_a_dash_and_the_colon_starting_a_one_line_list_names_the_army(
    line: str, name: str, shipped: CatalogSet
) -> None:
    """`HitT, 36 PA – Błękitna Armia: ...` left the army unnamed: the words after the dash and
    before the colon name it, as those after a colon and before a dash do (`...: Força
    Expedicionária Brasileira - 2x infantaria`); words of when it is played name nothing."""
    assert _read(f"{line}\n", shipped).data["name"] == name


def test_a_cost_after_a_formations_members_in_brackets_is_its_cost(shipped: CatalogSet) -> None:
    """`batalion (4x strzelcy + ckm) 11` was an unknown type of those words: a number after a
    bracket is the line's cost or count where the bracket counts its members in figures too, as
    after `Rifles (Bde HQ) 2`."""
    listed = _read(
        "Tank Attack, 36 AP - Kompania: generał strzelcy 2, batalion (4x strzelcy + ckm) 11, snajper 1\n",
        shipped,
    )
    assert listed.data["units"][1] == {
        "formation": "infantry-battalion",
        "elements": [{"element": "rifles", "count": 4}, {"element": "machinegun"}],
    }


def test_a_types_whole_name_then_its_cost_is_that_type_not_a_craft_named_so(shipped: CatalogSet) -> None:
    """`samolot rozpoznawczy 2` (a reconnaissance aeroplane, 2 AP) was an unknown type: `samolot`
    names any aircraft, so with the number the words read as a craft's own name; without it they
    are the Scout's whole name in Polish, the number its cost."""
    listed = _read(
        "Tank Attack, 36 AP - Kompania: generał strzelcy 2, samolot rozpoznawczy 2, snajper 1, balon 1\n",
        shipped,
    )
    assert [unit["element"] for unit in listed.data["units"]] == ["rifles", "scout", "sniper", "balloon"]
    assert not listed.asked


@pytest.mark.parametrize(
    ("line", "name"), [("dwa czołgi Renault FT 8", "Renault FT"), ("2 x Tank Tiger 2", "Tiger 2")]
)
def test_a_figure_ending_a_counted_units_name_that_is_their_cost_is_the_cost(
    line: str, name: str, shipped: CatalogSet
) -> None:
    """`dwa czołgi Renault FT 8` (two tanks, 8 AP) named them `Renault FT 8`: a figure after the
    model's name that is what the units cost is the line's cost, as on the list's other parts; a
    figure that is no such cost stays with the name."""
    listed = _read(f"Tank Attack, 36 AP - Kompania: generał strzelcy 2, {line}, snajper 1\n", shipped)
    assert listed.data["units"][1] == {"element": "tank", "count": 2, "name": name}


def test_platoons_numbered_with_a_full_stop_in_a_one_line_list_are_named_so(shipped: CatalogSet) -> None:
    """`...: 1. Zug 4 Pz IV, 2. Zug 5 Pz IV, + 1 Tiger I (Chef). Gruss, Jonas` gave no army: the
    ordinal's point was read as the sentence's end, and the part as a numbered list's item. It is
    the 1st platoon, as on a line of its own."""
    listed = _read(
        "Pagano WW2, Axis, 1944: 1. Zug 4 Pz IV, 2. Zug 5 Pz IV, + 1 Tiger I (Chef). Gruss, Jonas\n", shipped
    )
    assert [unit.get("name") for unit in listed.data["units"]] == ["1. Zug", "2. Zug", None]
    assert listed.data["units"][2] == {"element": "tiger-i", "note": "Chef"}
    assert listed.data["player"] == "Jonas"


@pytest.mark.parametrize("limit", ["36 PA", "36 AP"])
def test_a_limit_after_the_games_name_before_the_colon_starts_the_list_after_it(
    limit: str, shipped: CatalogSet
) -> None:
    """`HitT, 36 PA: General (Rifles), ...` read `HitT` as an unknown unit and named the general
    `36 PA`: the limit before the colon, in the French and Polish players' `PA`, was taken to head
    a part of the list (`PA` shortens a battalion's word), so the list started at the line's start."""
    listed = _read(f"HitT, {limit}: General (Rifles), 4 Rifles, 1 MG, 2 Tanks, Field Artillery\n", shipped)
    assert _units(listed) == [
        ("rifles", 1),
        ("rifles", 4),
        ("machinegun", 1),
        ("tank", 2),
        ("field-artillery", 1),
    ]
    assert listed.data["units"][0] == {"element": "rifles", "general": True}


@pytest.mark.parametrize(
    "line",
    [
        "Tonight's 4-unit game (Scenario 2, I'm Blue): 2x inf, 1x mortar, 1x atg. gg in advance",
        "Partita da 4 unità (scenario 2): 2x inf, 1x mortar, 1x atg. a dopo",
    ],
)
def test_a_one_line_list_after_the_words_giving_the_games_size_is_read(
    line: str, shipped: CatalogSet
) -> None:
    """`Tonight's 4-unit game (Scenario 2, I'm Blue): 2x inf, ...` gave no army: the words before
    the colon are no greeting, no talk outside brackets, but they give the game's size, which
    brings a list as talk does (a formation's heading gives none: `RI 33: cmd, 5 inf`)."""
    listed = _read(line, shipped)
    assert listed.data["options"] == {"army-size": 4}
    assert _units(listed) == [("infantry", 2), ("mortar", 1), ("anti-tank-gun", 1)]


def test_models_counted_in_figures_are_units_of_a_one_line_list(shipped: CatalogSet) -> None:
    """`2x inf, 1x 3in mortar, 1x 6pdr, 1x Sherman` gave no army: `6pdr` and `Sherman` name no
    type in its words, so only two of the four parts weighed as units, not most; a model of a type
    counted in figures is one, as in a formation's members (`2 MG 08`)."""
    listed = _read("OHW WW2 beta, 4 units: 2x inf, 1x 3in mortar, 1x 6pdr, 1x Sherman. cheers, Bob", shipped)
    assert [(unit["element"], unit.get("name")) for unit in listed.data["units"]] == [
        ("infantry", None),
        ("mortar", "3in"),
        ("anti-tank-gun", "6pdr"),
        ("tank", "Sherman"),
    ]


@pytest.mark.parametrize(
    ("part", "unit"),
    [
        ("Pak 40", {"element": "anti-tank-gun", "name": "Pak 40"}),
        ("Sherman", {"element": "tank", "name": "Sherman"}),
    ],
)
def test_a_models_name_whole_among_a_one_line_lists_parts_is_a_unit(
    shipped: CatalogSet, part: str, unit: dict[str, str]
) -> None:
    """`my Germans: elite inf, inf, Pak 40, arty` kept `Pak 40` an unknown type of that name: a
    model's name the rules give a type by, whole, is a part of the list as the type's word is; a
    name of words of its own (`Dave's Shermans`) still is not taken."""
    listed = _read(f"hexed OHW, 5 units a side\nmy Germans: elite inf, inf, {part}, arty\n", shipped)
    assert listed.data["units"][2] == unit


@pytest.mark.parametrize("below", ["", "\n"])
def test_a_name_under_the_mails_signature_rule_signs_though_a_types_word(
    below: str, shipped: CatalogSet
) -> None:
    """`-- Gaz` signs the post (`--` leads a mail's signature, no bullet does), though `gaz` is
    the French for gas: it was one more Gas, and the list had no player."""
    listed = _read(f"hitt 36ap: gen rifles, 3 cav, 2 arty, gas\n{below}-- Gaz\n", shipped)
    assert _units(listed) == [("rifles", 1), ("cavalry", 3), ("field-artillery", 2), ("gas", 1)]
    assert listed.data["player"] == "Gaz"


def test_a_list_whose_units_are_led_by_double_dashes_keeps_its_last(shipped: CatalogSet) -> None:
    listed = _read("Tank Attack\n\n-- Rifles\n-- Tank\n-- Gas\n", shipped)
    assert _units(listed) == [("rifles", 1), ("tank", 1), ("gas", 1)]


def test_a_total_after_a_comma_on_the_lists_last_unit_line_is_its_stated_total(shipped: CatalogSet) -> None:
    """`oh and 1 aircraft on top, 36 exactly i reckon` under a list told in one line: the list's
    own total after its last unit, which the check holds its sum to (it was read as no total)."""
    listed = _read(
        "hitt 36ap: gen rifles, 3 cav, 2 arty\noh and 1 tank on top, 36 exactly i reckon\n", shipped
    )
    assert listed.stated is not None and (listed.stated.number, listed.stated.value) == (2, 36)
