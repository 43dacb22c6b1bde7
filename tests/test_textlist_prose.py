"""Lists the reader found in the whole text where it had found none or asked where a judge reads
plainly (issue 34, round 5): a whole list told in one line between a greeting and a signature, a
formation's type then its members with no mark, labels led by dots to their units, a name in
small letters signing after a dash, a cost among a note's words, a number that numbers
something, and a sheet's other cells settling a name of several types. Each from examples of
our own, in several systems and words."""

from typing import Any

import pytest

from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.catalog import Catalog
from armybuilder.textlist.reader import TextList, read_text_list


def _read(text: str, shipped: CatalogSet) -> TextList:
    return read_text_list(text, [catalog for catalog in shipped if isinstance(catalog, Catalog)])


def _units(text: str, shipped: CatalogSet) -> list[dict[str, Any]]:
    return list(_read(text, shipped).data["units"])


@pytest.mark.parametrize(
    ("text", "units", "player"),
    [
        (
            "OHW beta\nHi Steve, my list for Sunday: 2 inf, 1 mortar, 1 atg, 2 tanks. cheers, Bob\n",
            [
                {"element": "infantry", "count": 2},
                {"element": "mortar"},
                {"element": "anti-tank-gun"},
                {"element": "tank", "count": 2},
            ],
            "Bob",
        ),
        (
            "Tank Attack for Saturday - general (rifles), 2 tanks, 2 arty, FOO, gas. ta Kev\n",
            [
                {"element": "rifles", "general": True},
                {"element": "tank", "count": 2},
                {"element": "field-artillery", "count": 2},
                {"element": "forward-observer"},
                {"element": "gas"},
            ],
            "Kev",
        ),
        (
            "Pagano armour: platoon of 4 t-34-85s, 1 t-34-85 on its own. allied 1944. cheers Ivan\n",
            [
                {"formation": "platoon", "elements": [{"element": "t-34-85", "count": 4}]},
                {"element": "t-34-85", "note": "on its own"},
            ],
            "Ivan",
        ),
    ],
)
def test_a_whole_list_on_one_line_between_greeting_and_signature_is_read(
    text: str, units: list[dict[str, Any]], player: str, shipped: CatalogSet
) -> None:
    read = _read(text, shipped)
    assert read.data["units"] == units
    assert read.data["player"] == player
    assert not read.lines  # no part of the list left unread as prose


def test_options_in_the_sentences_after_a_one_line_list_are_the_rosters(shipped: CatalogSet) -> None:
    read = _read("pagano armour sat: platoon of 4 pz4s, 1 tiger on its own. axis 1944. ta - Jo\n", shipped)
    assert read.data["options"] == {"side": "Axis", "year": 1944}


def test_a_part_of_a_one_line_list_the_catalog_lacks_is_asked_or_unknown_never_dropped(
    shipped: CatalogSet,
) -> None:
    """`1 Feldkanone` is one of three guns; `2 zeppelins` names no type: neither is left out."""
    read = _read(
        "WTJ 1916\nHallo zusammen, hier meine Liste - Regimentsstab, 6 Infanterie, 2 MG, 1 Feldkanone,"
        " 2 zeppelins. Gruss Jens\n",
        shipped,
    )
    assert [unit["element"] for unit in read.data["units"]] == [
        "regimental-command",
        "infantry",
        "machine-gun",
        "zeppelins",
    ]
    assert [asked.choices for asked in read.asked] == [("small-gun", "medium-gun", "large-gun")]
    assert read.data["player"] == "Jens"


@pytest.mark.parametrize(
    "talk",
    [
        "Hi all, I think the tank is weak, the mortar too, see you Sunday.",
        "Hi all - last week I lost 2 tanks, 1 mortar, 1 ATG. Ouch.",
    ],
)
def test_a_sentence_with_commas_naming_units_under_a_list_is_no_list(talk: str, shipped: CatalogSet) -> None:
    """Talk that names units, under a list already read, stays talk (a note), never more units."""
    read = _read(f"OHW beta\nInfantry x2\nTank\n\n{talk}\n", shipped)
    assert read.data["units"] == [{"element": "infantry", "count": 2}, {"element": "tank"}]


@pytest.mark.parametrize(
    ("text", "formation", "members"),
    [
        ("# Tank Attack\ninf bn 4 rifles + mg\n", "infantry-battalion", [("rifles", 4), ("machinegun", 1)]),
        (
            "# Tank Attack\nInfantry Battalion 4 Rifles, 1 MG\n",
            "infantry-battalion",
            [("rifles", 4), ("machinegun", 1)],
        ),
        ("# Pagano armour\nSide: Axis\nheavy platoon 2 tigers\n", "heavy-platoon", [("tiger-i", 2)]),
    ],
)
def test_a_formations_type_then_its_members_counted_with_no_mark_is_that_formation(
    text: str, formation: str, members: list[tuple[str, int]], shipped: CatalogSet
) -> None:
    (unit,) = _units(text, shipped)
    assert unit["formation"] == formation
    assert [(m["element"], m.get("count", 1)) for m in unit["elements"]] == members


@pytest.mark.parametrize(
    ("text", "units"),
    [
        (
            "# Pagano armour\nSide: Allied\n\n1st Platoon ........ 4 x T-34-85\nIndependent ....... 1 x T-34-85\n",
            [
                {
                    "formation": "platoon",
                    "name": "1st Platoon",
                    "elements": [{"element": "t-34-85", "count": 4}],
                },
                {"element": "t-34-85"},
            ],
        ),
        (
            "# Tank Attack\nGeneral ..... 1 x Rifles\nSupport ....... 2 x Field Artillery\n",
            [{"element": "rifles", "general": True}, {"element": "field-artillery", "count": 2}],
        ),
        (
            "OHW beta\nReserve _____ 2 x Tank\nHQ … 1 x Infantry\n",
            [{"element": "tank", "count": 2}, {"element": "infantry"}],
        ),
    ],
)
def test_a_label_led_by_dots_to_its_units_is_read_as_with_a_colon(
    text: str, units: list[dict[str, Any]], shipped: CatalogSet
) -> None:
    got = [
        {k: v for k, v in unit.items() if k != "note" and not (k == "name" and "formation" not in unit)}
        for unit in _units(text, shipped)
    ]
    assert got == units


def test_a_leader_to_a_cost_is_still_a_cost(shipped: CatalogSet) -> None:
    assert _units("# Tank Attack\nRifles x4 ......... 8\nTank ...... 2 AP\n", shipped) == [
        {"element": "rifles", "count": 4},
        {"element": "tank"},
    ]


@pytest.mark.parametrize(
    ("text", "player"),
    [
        ("OHW beta\n2 x Infantry\nTank\nsee you sunday\n- mo\n", "mo"),
        ("Tank Attack\nGeneral: Rifles\n2 x Tank\ncheers all\n-- kev\n", "kev"),
        ("# WTJ 1916\n6 x Infantry\n2 x Machine gun\nbis Samstag\n~ jens\n", "jens"),
    ],
)
def test_a_name_in_small_letters_after_a_dash_under_a_sign_off_signs_the_list(
    text: str, player: str, shipped: CatalogSet
) -> None:
    """`see you at 7` over `- gaz`: a sign-off and a signature, neither a heading nor a unit."""
    read = _read(text, shipped)
    assert read.data["player"] == player
    assert all(unit["element"] != player for unit in read.data["units"])


@pytest.mark.parametrize(
    ("text", "player"),
    [
        ("for tues: 2x inf, 1x mortar, 1x atg, 1x tank. cheers dom\n", "dom"),
        ("Listopad '44, 4 jednostki: 2x piechota, 1x artyleria, 1x czołg. Pozdr, Marek\n", "Marek"),
        ("4th Lincolns - hq, 4 inf, 2 mg + 1 gun (cl 6). hope it fits - R\n", "R"),
    ],
)
def test_a_list_on_one_line_is_signed_at_its_end(text: str, player: str, shipped: CatalogSet) -> None:
    """A list sent as one line ends in its signature, a sentence a dash or a sign-off marks (`...
    2 shermans. -jt`, `cheers baz`), or a name after a dash that talk stands before (`thats me
    for sunday - K`): the player was left unnamed and the army named for the file."""
    read = _read(text, shipped)
    assert read.data["player"] == player
    assert read.data["name"] == f"{player}'s army"


@pytest.mark.parametrize(
    "text",
    [
        "Tank Attack: general (rifles), 3 tanks - Mark IVs\n",
        "OHW beta: 2 inf, 1 mortar, 2 tanks. thanks all\n",
        "OHW beta: 2 inf, 1 mortar, 2 tanks. cheers mate\n",
        "tank attack - 4 rifles, 1 mg, 2 tanks - cheers Balloon\n",
    ],
)
def test_a_note_after_a_dash_a_greeting_to_all_or_a_unit_signs_no_one_line_list(
    text: str, shipped: CatalogSet
) -> None:
    assert "player" not in _read(text, shipped).data


def test_a_misspelt_unit_in_small_letters_after_a_dash_is_no_signature(shipped: CatalogSet) -> None:
    read = _read("OHW beta\n2 x Infantry\nTank\n\n- mortr\n", shipped)
    assert "player" not in read.data


@pytest.mark.parametrize(
    ("line", "element"),
    [
        ("1x Minenwerfer (4 AP, eingegraben)", "heavy-mortar"),
        ("1 x Minenwerfer (3 AP, the little one)", "light-mortar"),
        ("2x Minenwerfer (dug in, 8 AP)", "heavy-mortar"),
    ],
)
def test_a_cost_among_a_notes_words_in_brackets_settles_a_name_of_two_types(
    line: str, element: str, shipped: CatalogSet
) -> None:
    """A cost the judge reads plainly, beside the note, settles the type as a cost column does."""
    read = _read(f"# Tank Attack\nGeneral: Rifles\n{line}\n", shipped)
    assert not read.asked
    assert read.data["units"][1]["element"] == element


@pytest.mark.parametrize(
    ("heading", "options"),
    [
        ("Pagano armour (MWAN #101), Axis", {"side": "Axis"}),
        ("Club night no. 3 - Pagano armour, Allied 1944", {"side": "Allied", "year": 1944}),
        ("Pagano armour, Kampfgruppe Nr. 12, Axis 1943", {"side": "Axis", "year": 1943}),
    ],
)
def test_a_number_that_numbers_something_is_no_options_value(
    heading: str, options: dict[str, Any], shipped: CatalogSet
) -> None:
    """`MWAN #101` is the magazine's issue, not the year of the battle."""
    assert _read(f"{heading}\n\nPz IV x4\n", shipped).data.get("options") == options


@pytest.mark.parametrize(
    ("text", "element", "option"),
    [
        ("WTJ 1916\nUnit,Qty,Class\nFeldkanone,2,4\nInfantry,6,\n", "small-gun", "class-4"),
        (
            "# WTJ 1916\n\n| Unit | Count | Class |\n|---|---|---|\n| Feldkanone | 1 | 7 |\n| Infantry | 6 | |\n",
            "large-gun",
            "class-7",
        ),
        ("WTJ 1916\nEinheit\tAnzahl\tKlasse\nFeldkanone\t1\t5\nInfanterie\t6\t\n", "medium-gun", "class-5"),
    ],
)
def test_a_rows_other_cells_settle_a_name_of_several_types(
    text: str, element: str, option: str, shipped: CatalogSet
) -> None:
    """A sheet's class column says which gun a `Feldkanone` is, as a judge reads it: no question."""
    read = _read(text, shipped)
    assert not read.asked
    gun = read.data["units"][0]
    assert (gun["element"], option in gun.get("options", [])) == (element, True)


@pytest.mark.parametrize(
    ("text", "units", "player"),
    [
        (
            "Tank Attack\nSam - mine for Sunday: General (rifles), 3 rifles, 2 tanks, fighter, 2 cavalry.\n\n- Jo\n\n"
            "Sent from my Galaxy\n",
            [
                {"element": "rifles", "general": True},
                {"element": "rifles", "count": 3},
                {"element": "tank", "count": 2},
                {"element": "fighter"},
                {"element": "cavalry", "count": 2},
            ],
            "Jo",
        ),
        (
            "OHW hex\nMarek – mine for Friday: 3 infantry, 2 tanks, 1 artillery.\n\nLena\n\n"
            "Von meinem iPhone gesendet\n",
            [
                {"element": "infantry", "count": 3},
                {"element": "tank", "count": 2},
                {"element": "artillery"},
            ],
            "Lena",
        ),
    ],
    ids=["name-then-mine", "phone-footer-in-german"],
)
def test_a_phone_mails_one_line_list_is_read_and_signed_above_the_phones_footer(
    text: str, units: list[dict[str, Any]], player: str, shipped: CatalogSet
) -> None:
    """A phone's mail opens with whom it is for (`Sam - mine for Sunday:`) and ends in the line the
    phone adds: the list was left unread as a sentence, and the signature above the footer read
    as a unit the catalog lacks."""
    read = _read(text, shipped)
    assert read.data["units"] == units
    assert read.data["player"] == player


def test_a_sentence_wrapped_over_two_lines_is_talk_not_a_unit(shipped: CatalogSet) -> None:
    """Under the list, a paragraph's sentence wraps: `2x3 table` began a line and read as two units
    of `3 table ...`; `Anna brought the Soviets: three rifle companies, a T-34 battalion as medium`
    read as units of the opponent's. A long line breaking off mid-sentence and the line under it
    ending with a stop are one sentence: shown unread, the list's units alone read."""
    text = (
        "OHW hex\n3 x Infantry\n1 x Tank\n\nThe artillery was wasted all evening, the woods on the\n"
        "2x3 table hid everything, sadly.\n\nAnna brought the Soviets: three rifle companies, a T-34 "
        "battalion as medium\ntanks and a battery of Katyushas that we played as artillery.\n"
    )
    read = _read(text, shipped)
    assert read.data["units"] == [{"element": "infantry", "count": 3}, {"element": "tank"}]
    assert {line.number for line in read.lines} >= {5, 6, 8, 9}


@pytest.mark.parametrize(
    "said",
    [
        "Yes, I know one Sherman platoon is thin. Blame the campaign rules, not me.",
        "My Panzer IV platoon is still on the painting table.",
        "Sim, são 5, eu sei. Se não der, tiro o segundo pelotão de infantaria.",
    ],
)
def test_a_sentence_under_a_list_naming_a_unit_by_its_unit_word_is_talk(
    said: str, shipped: CatalogSet
) -> None:
    """`Yes, I know one Sherman platoon is thin.` under the list was one more tank named by the whole
    sentence: a unit word (`Sherman platoon`) makes a model's name a unit's line, but not inside a
    sentence, which talks about the list as a title or a model's name alone does."""
    read = _read(f"OHW beta\n\n3x Rifle platoon\n1x Sherman\n\n{said}\n\n-- Gus\n", shipped)
    assert read.data["units"] == [{"element": "infantry", "count": 3}, {"element": "tank", "name": "Sherman"}]
    assert 6 in {line.number for line in read.lines}


def test_the_name_above_a_signature_separator_signs_and_the_lines_under_it_are_no_units(
    shipped: CatalogSet,
) -> None:
    """`Greta` above `--` was read as a unit the catalog lacks and the motto under the rule as a
    Mortar (`Mortain` is near it): the name above a mail's signature separator signs, what is
    under it is the signature."""
    text = 'Tank Attack\nGeneral: Rifles\n2 x Tank\n\nGreta\n--\n"Mortain: they shall not pass."\n'
    read = _read(text, shipped)
    assert read.data["units"] == [{"element": "rifles", "general": True}, {"element": "tank", "count": 2}]
    assert read.data["player"] == "Greta"


def test_a_side_and_a_year_among_a_one_line_lists_parts_are_options_not_a_unit(shipped: CatalogSet) -> None:
    read = _read("pagano domingo: 3 pz iv, 1 tiger, aliados 1944\n", shipped)
    assert read.data["units"] == [{"element": "pz-iv", "count": 3}, {"element": "tiger-i"}]
    assert read.data["options"] == {"side": "Allied", "year": 1944}


@pytest.mark.parametrize(
    ("text", "elements"),
    [
        (
            "Tank Attack, 36 AP\n4 x Rifles (the lads from the Dundee club, painted last winter)\n"
            "2 x Tank.\n1 x Fighter\n",
            ["rifles", "tank", "fighter"],
        ),
        (
            "OHW beta\nBringing my late war Canadians again this time as promised\n3 x Infantry.\n1 x Tank\n",
            ["infantry", "tank"],
        ),
        ("OHW beta\nInfantry\nInfantry\n--\nTank\nMortar\n", ["infantry", "infantry", "tank", "mortar"]),
    ],
    ids=["long-entry-over-entry", "talk-over-entry", "rule-between-entries"],
)
def test_entries_are_never_half_a_wrapped_sentence_nor_a_signature(
    text: str, elements: list[str], shipped: CatalogSet
) -> None:
    """A counted line naming a type stays a unit under or over a long line (it was read as one
    wrapped sentence, both lines dropped), and lines naming types under a `--` are no signature."""
    assert [unit["element"] for unit in _read(text, shipped).data["units"]] == elements


@pytest.mark.parametrize(
    ("text", "units"),
    [
        (
            "Tank Attack\n- Rifles (general)\n- 2 x Tank\nQuestions:\n"
            "1. Would two bombers be better than a fighter here?\n2. Is 4 tanks really too many for one side?\n",
            [{"element": "rifles", "general": True}, {"element": "tank", "count": 2}],
        ),
        (
            "OHW WW2 hex\nInfantry x3\nTank x2\nSix units as per the rules. Is the mortar range really 4 hexes, same as artillery?\n",
            [{"element": "infantry", "count": 3}, {"element": "tank", "count": 2}],
        ),
        (
            "Tank Attack\n- Rifles (general)\n- 2 x Tank?\n- Sniper - can he go in the wood?\n",
            [
                {"element": "rifles", "general": True},
                {"element": "tank", "count": 2},
                {"element": "sniper", "note": "can he go in the wood?"},
            ],
        ),
    ],
    ids=["numbered-questions", "a-size-then-a-question", "a-unit-in-doubt-stays"],
)
def test_a_question_to_the_reader_is_talk_never_a_unit(
    text: str, units: list[dict[str, Any]], shipped: CatalogSet
) -> None:
    """`Is 4 tanks too many? They eat PIPs.` and `Would you swap the fighter for a bomber?` under a
    list were units of unknown types, `Six units as per the rules. Is the range 4 hexes, same as
    artillery?` six artillery: a sentence asking the reader a
    question is talk about the list. A unit counted with a mark and a question after it (`2 x
    Tank?`) or a question in its note stays the unit, to be mended or asked."""
    assert _units(text, shipped) == units


@pytest.mark.parametrize(
    "stamp", ["7 September 2015 at 09:12", "September 7, 2015 at 9:12 AM", "12.03.2024 18:40"]
)
def test_the_time_a_blog_stamps_under_a_comment_leaves_the_name_above_it_signing(
    stamp: str, shipped: CatalogSet
) -> None:
    text = f"OHW hex\n\n- 1 x Infantry (elite)\n- 1 x Artillery\n\nHans-Peter Vogel\n\n{stamp}\n"
    assert _read(text, shipped).data["player"] == "Hans-Peter Vogel"


def test_a_unit_with_a_year_under_the_list_is_no_stamp(shipped: CatalogSet) -> None:
    units = _read("Pagano armour, Axis\n\n3 Pz IV\n2 Tiger 1944\n", shipped).data["units"]
    assert units[-1]["element"] == "tiger-i"


@pytest.mark.parametrize("sign_off", ["A sabato,", "A samedi,", "A presto,"])
def test_a_sign_off_whose_first_word_reads_as_a_count_is_no_unit(sign_off: str, shipped: CatalogSet) -> None:
    read = _read(f"1916 WTJ\n\n- 2 basi di fanteria\n- 2 pariglie\n{sign_off}\nGiorgio Benedetti\n", shipped)
    assert [unit["element"] for unit in read.data["units"]] == ["infantry", "horse-team"]
    assert read.data["player"] == "Giorgio Benedetti"


@pytest.mark.parametrize(
    "line",
    [
        'Die Panther als "schwer" - ich hoffe, das geht so in Ordnung, sonst mache ich sie mittel.',
        "The Tiger as heavy (elite) - I hope that's fine, else I'll make it medium.",
    ],
)
def test_a_sentence_under_the_list_naming_a_unit_among_its_words_is_talk(
    shipped: CatalogSet, line: str
) -> None:
    """Under the list, a line naming the Panthers among other words and talking about them was read
    as one more heavy tank named `Die Panther als`: a sentence that talks is no unit."""
    text = f"OHW hex\n\n- Infantry\n- Panzer-Lehr-Regiment 130: Panther, schwer\n- Artillery\n\n{line}\n"
    units = _units(text, shipped)
    assert [unit["element"] for unit in units] == ["infantry", "tank", "artillery"]


_NEWBIE = """HitT list

Hi all, first post. Finally got enough painted for the club so here's my Brits. We're doing the usual 36AP.

- General - rifles (2)
- two Mark IV tanks (8)
- balloon (1)

Total I make it 36 but my maths is rubbish lol

Couple of questions while I'm here:
- do I need to buy barbed wire or is that free?
- is the general on top of the battalion or one of the 4 rifles?

Cheers, Dave
"""


def test_a_newcomers_questions_and_the_limit_in_his_talk_are_no_units(shipped: CatalogSet) -> None:
    """The sentences ending in the limit (`We're doing the usual 36AP.`) were one unknown unit, and
    the bulleted questions offering two things (`... or is that free?`) were asked as units in
    doubt: questions that talk offer no unit, and a cost after sentences that talk is the limit."""
    listed = _read(_NEWBIE, shipped)
    assert [unit["element"] for unit in listed.data["units"]] == ["rifles", "tank", "balloon"]
    assert listed.asked == ()


def test_a_total_the_player_makes_it_is_the_lists_own(shipped: CatalogSet) -> None:
    """`Total I make it 36 but my maths is rubbish` stated no total: none was compared."""
    listed = _read(_NEWBIE, shipped)
    assert listed.stated is not None and (listed.stated.number, listed.stated.value) == (9, 36)


@pytest.mark.parametrize(
    "remark",
    [
        "_A huszárok gyalog harcolnak, de lóval jönnek._",  # `A`, Hungarian's article, no count
        "*A cavalaria luta a pé, mas chega a cavalo.*",
    ],
)
def test_a_sentence_in_italics_under_the_list_is_a_remark_not_a_unit(
    remark: str, shipped: CatalogSet
) -> None:
    """Players set a word about their list apart in Markdown's italics under it (`_Alles geschilderd
    behalve de ballon._`); naming a type among its words (`huszárok`, hussars) makes it no unit."""
    text = f"# Doberdó\n\nRules: 1916 (WTJ)\n\n## 31-esek (gyalogezred)\n* ezredtörzs\n* 8 gyalogos\n\n{remark}\n"
    listed = _read(text, shipped)
    assert listed.data["units"] == [
        {
            "formation": "infantry-regiment",
            "name": "31-esek",
            "elements": [{"element": "regimental-command"}, {"element": "infantry", "count": 8}],
        }
    ]
