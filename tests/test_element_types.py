"""Element types of the player's own, made and changed in the editor: the form, the player's
catalog it writes, and every command and printout that then knows the type as theirs.

The Puma's and the Panther's specifications below are invented for the test: they are a
player's, not catalog data.
"""

import json
from pathlib import Path

import pytest
import yaml
from textual.widgets import Input, Label, Select, SelectionList

from armybuilder.files.catalogs import CatalogSet
from armybuilder.files.places import own_catalogs
from armybuilder.tui.app import ArmyBuilder, NewRoster, OpenFile
from armybuilder.tui.dialogs.roster_options import RosterOptionsDialog
from armybuilder.tui.screens.build import BuildScreen
from armybuilder.tui.screens.element_type import ElementTypeForm
from armybuilder.tui.services import Services
from armybuilder.tui.widgets.catalog import CatalogList
from armybuilder.tui.widgets.header import RosterHeader
from armybuilder.tui.widgets.roster import RosterTable
from tests.conftest import ROOT, SHIPPED

SIZE = (120, 40)
PUMA = {
    "name": "Puma",
    "category": "armoured-car",
    "tags": ("recon",),
    "stat:mp": "8",
    "stat:gun": "50",
    "stat:gun-type": "L",
    "stat:double-rof": "no",
    "stat:armour-front": "0",
    "stat:armour-side": "-1",
    "stat:armour-rear": "-1",
    "stat:weight": "L",
    "stat:from": "1944",
    "stat:to": "1945",
    "stat:nation": "German",
    "stat:side": "Axis",
    "source": "My own notes, p. 3",
}
PANTHER = {
    **PUMA,
    "name": "Panther",
    "category": "tank",
    "tags": (),
    "stat:mp": "5",
    "stat:gun": "75",
    "stat:gun-type": "VL",
    "stat:armour-front": "-3",
    "stat:weight": "H",
    "stat:from": "1943",
}


def services(tmp_path: Path, **given: object) -> Services:
    catalogs = CatalogSet([SHIPPED, own_catalogs()], own=own_catalogs())
    return Services(catalogs, tmp_path / "state", tmp_path, autosave_every=3600, **given)  # type: ignore[arg-type]


def catalog_names(app: ArmyBuilder) -> list[str]:
    listed = app.screen.query_one(CatalogList)
    return [str(listed.get_option_at_index(n).prompt).strip() for n in range(listed.option_count)]


def totals(app: ArmyBuilder) -> str:
    return app.screen.query_one(RosterHeader).totals


async def fill(pilot, values: dict[str, object]) -> None:
    """Type into the form as a player does: text typed key by key, choices picked, tags ticked."""
    form = pilot.app.screen
    assert isinstance(form, ElementTypeForm)
    for key, value in values.items():
        widget = form.query_one(f"#{form.ids[key]}")
        if isinstance(widget, Input):
            widget.focus()
            widget.value = ""
            await pilot.press(*str(value))
        elif isinstance(widget, Select):
            widget.value = value
        elif isinstance(widget, SelectionList):
            widget.deselect_all()
            for tag in value:  # type: ignore[attr-defined]
                widget.select(tag)
    await pilot.pause()


def error_shown(app: ArmyBuilder) -> str:
    return str(app.screen.query_one(".dialog-error", Label).render())


async def test_a_pagano_player_adds_a_puma_and_a_panther_builds_a_platoon_prints_and_check_agrees(
    tmp_path: Path, cli
) -> None:
    from pypdf import PdfReader

    from armybuilder.tui.dialogs.export import ExportDialog

    file = tmp_path / "puma-platoon.yaml"
    app = ArmyBuilder(services(tmp_path), NewRoster("pagano-armour", "Puma platoon", file))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        if isinstance(app.screen, RosterOptionsDialog):  # a new Pagano roster asks its side first
            await pilot.press("escape")
        await pilot.press("T")
        assert isinstance(app.screen, ElementTypeForm)
        await fill(pilot, {**PUMA, "stat:mp": "eight"})
        await pilot.press("ctrl+s")
        assert isinstance(app.screen, ElementTypeForm), "a bad number keeps the form open"
        assert "Movement points: “eight” is not a number" in error_shown(app)
        await fill(pilot, {"stat:mp": "8"})
        await pilot.press("ctrl+s")
        assert isinstance(app.screen, BuildScreen)
        await pilot.press("T")
        await fill(pilot, PANTHER)
        await pilot.press("ctrl+s")
        assert isinstance(app.screen, BuildScreen)
        names = catalog_names(app)
        assert any(n.startswith("Puma") and "yours" in n for n in names), names
        assert any(n.startswith("Panther") and "yours" in n for n in names), names

        # A platoon of two of each, from the palette's "Add ..." commands as any entry is added.
        screen = app.screen
        assert isinstance(screen, BuildScreen)
        screen.add("formation", "platoon")
        await pilot.pause()
        for element in ("puma", "puma", "panther", "panther"):
            screen.add("element", element)
            await pilot.pause()
        table = app.screen.query_one(RosterTable)
        shown = [table.row(n).name.strip() for n in range(len(table))]
        assert sum("Puma (yours)" in row for row in shown) >= 1, shown
        codes = {p.code for p in screen.editor.report.problems}
        assert "element.unknown" not in codes and "platoon.size" not in codes, codes

        await pilot.press("ctrl+s")
        await pilot.press("p")
        assert isinstance(app.screen, ExportDialog)
        await pilot.click("#print")
        await app.workers.wait_for_complete()
        await pilot.pause()
        tui_valid = screen.editor.report.valid
        tui_problems = sorted(p.code for p in screen.editor.report.problems)

    own = yaml.safe_load((own_catalogs() / "pagano-armour.yaml").read_text())
    assert own["extends"] == "pagano-armour"
    assert [e["id"] for e in own["elements"]] == ["puma", "panther"]
    assert own["elements"][1]["stats"]["gun-type"] == "VL" and own["elements"][1]["stats"]["mp"] == 5
    pdf = " ".join(page.extract_text() for page in PdfReader(tmp_path / "puma-platoon.pdf").pages)
    assert "Puma (yours)" in pdf and "Panther (yours)" in pdf
    [report] = json.loads(cli("check", file, "--format", "json").out)
    assert report["valid"] == tui_valid
    assert sorted(p["code"] for p in report["errors"] + report["warnings"]) == tui_problems
    assert "Panther (yours)" in cli("show", file).out
    assert cli("lint", own_catalogs() / "pagano-armour.yaml").code == 0


async def test_a_house_rule_cheaper_scout_is_an_override_undone_and_redone(tmp_path: Path, cli) -> None:
    roster = tmp_path / "wessex.yaml"
    roster.write_text((ROOT / "catalogs" / "examples" / "tank-attack-36ap.yaml").read_text())
    house = own_catalogs() / "tank-attack.yaml"
    app = ArmyBuilder(services(tmp_path), OpenFile(roster))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, BuildScreen)
        screen.add("element", "scout")
        await pilot.pause()
        before = totals(app)
        listed = app.screen.query_one(CatalogList)
        listed.focus()
        listed.highlighted = next(n for n, e in enumerate(listed.shown) if e and e.id == "scout")
        await pilot.pause()
        await pilot.press("E")
        assert isinstance(app.screen, ElementTypeForm)
        assert "house rule" in str(app.screen.query_one(".note").render())
        await fill(pilot, {"cost:AP": "1"})
        await pilot.press("ctrl+s")
        assert isinstance(app.screen, BuildScreen)
        cheaper = totals(app)
        assert int(cheaper.split()[0]) == int(before.split()[0]) - 1
        assert yaml.safe_load(house.read_text())["elements"] == [{"id": "scout", "cost": {"AP": 1}}]
        assert any(n.startswith("Scout") and "yours" in n for n in catalog_names(app))

        await pilot.press("ctrl+z")
        assert totals(app) == before and not house.exists(), "undo puts the file back as it was: none"
        await pilot.press("ctrl+y")
        assert totals(app) == cheaper and house.exists()
        await pilot.press("ctrl+s")
    [report] = json.loads(cli("check", roster, "--format", "json").out)
    assert f"{report['costs']['AP']:g} / 36 AP" == cheaper, "check agrees with the editor"


def another_editor_saves(entry: dict) -> None:
    """The player's file as another editor (a terminal, a browser tab) leaves it when it saves a type."""
    house = own_catalogs() / "tank-attack.yaml"
    data = yaml.safe_load(house.read_text())
    data["elements"] = [e for e in data["elements"] if e["id"] != entry["id"]] + [entry]
    house.write_text(yaml.safe_dump(data, sort_keys=False))


def own_ids() -> list[str]:
    return [e["id"] for e in yaml.safe_load((own_catalogs() / "tank-attack.yaml").read_text())["elements"]]


async def test_undo_takes_back_only_its_own_type_and_keeps_one_another_editor_added(tmp_path: Path) -> None:
    """Editor A made a type (the player's catalog was created), editor B added one, and A's ctrl+z
    removed the whole file, B's type with it, because A's step remembered "no file"."""
    app = ArmyBuilder(services(tmp_path), NewRoster("tank-attack", "House", tmp_path / "h.yaml"))
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("T")
        await fill(pilot, {"name": "Whippet", "category": "mounted", "cost:AP": "3", "source": "House rules"})
        await pilot.press("ctrl+s")
        assert isinstance(app.screen, BuildScreen) and own_ids() == ["whippet"]
        another_editor_saves({"id": "scout", "cost": {"AP": 1}})
        await pilot.press("ctrl+z")
        assert own_ids() == ["scout"], "B's house rule stays; A's Whippet goes"
        names = catalog_names(app)
        assert not any(n.startswith("Whippet") for n in names), names
        assert any(n.startswith("Scout") and "yours" in n for n in names), "the catalog as the file now reads"
        backup = yaml.safe_load((own_catalogs() / "tank-attack.yaml.bak").read_text())
        assert [e["id"] for e in backup["elements"]] == ["whippet", "scout"], "the file undo replaced"
        await pilot.press("ctrl+y")
        assert own_ids() == ["scout", "whippet"]
        await pilot.press("ctrl+z")
        assert own_ids() == ["scout"]


async def test_undo_leaves_a_type_another_editor_changed_since_and_says_so(tmp_path: Path) -> None:
    roster = tmp_path / "wessex.yaml"
    roster.write_text((ROOT / "catalogs" / "examples" / "tank-attack-36ap.yaml").read_text())
    app = ArmyBuilder(services(tmp_path), OpenFile(roster))
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        listed = app.screen.query_one(CatalogList)
        listed.focus()
        listed.highlighted = next(n for n, e in enumerate(listed.shown) if e and e.id == "scout")
        await pilot.press("E")
        await fill(pilot, {"cost:AP": "1"})
        await pilot.press("ctrl+s")
        another_editor_saves({"id": "scout", "cost": {"AP": 2}})
        await pilot.press("ctrl+z")
        said = [n.message for n in app._notifications]
    house = own_catalogs() / "tank-attack.yaml"
    assert said[-1] == (
        f"Not undone: Scout in your catalog {house} was changed since this editor saved it, so it is "
        "left as it is."
    )
    assert not any(message.startswith("Undone") for message in said), "one true thing, not two"
    assert yaml.safe_load((own_catalogs() / "tank-attack.yaml").read_text())["elements"] == [
        {"id": "scout", "cost": {"AP": 2}}
    ]


async def test_redo_of_a_type_another_editor_changed_since_says_only_that_it_was_not_redone(
    tmp_path: Path,
) -> None:
    """Undo and redo each said "...was changed since this editor saved it, so it is left as it is"
    and then "Undone: make the element type Whippet" (or "Redone: ..."): two things, one false."""
    app = ArmyBuilder(services(tmp_path), NewRoster("tank-attack", "House", tmp_path / "h.yaml"))
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("T")
        await fill(pilot, {"name": "Whippet", "category": "mounted", "cost:AP": "3", "source": "House A"})
        await pilot.press("ctrl+s")
        await pilot.press("ctrl+z")
        assert not (own_catalogs() / "tank-attack.yaml").exists()
        (own_catalogs() / "tank-attack.yaml").write_text(
            yaml.safe_dump({"id": "tank-attack", "extends": "tank-attack", "elements": [WHIPPET_B]})
        )
        app._notifications.clear()
        await pilot.press("ctrl+y")
        said = [n.message for n in app._notifications]
    house = own_catalogs() / "tank-attack.yaml"
    assert said == [
        f"Not redone: Whippet in your catalog {house} was changed since this editor saved it, so it is "
        "left as it is."
    ]
    assert yaml.safe_load(house.read_text())["elements"] == [WHIPPET_B]


WHIPPET_B = {
    "id": "whippet",
    "name": "Whippet",
    "category": "mounted",
    "cost": {"AP": 9},
    "source": "House B",
}


async def test_a_new_type_whose_id_another_editor_took_while_the_form_was_open_is_not_saved_over_it(
    tmp_path: Path,
) -> None:
    """A saved a new Whippet at 9 AP while B's new-type form was open; B's Whippet at 3 AP then
    replaced it in silence: the form checked the id against its view from before A's save."""
    app = ArmyBuilder(services(tmp_path), NewRoster("tank-attack", "House", tmp_path / "h.yaml"))
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("T")
        await fill(pilot, {"name": "Whippet", "category": "mounted", "cost:AP": "3", "source": "House A"})
        house = own_catalogs() / "tank-attack.yaml"
        house.parent.mkdir(parents=True, exist_ok=True)
        house.write_text(
            yaml.safe_dump({"id": "tank-attack", "extends": "tank-attack", "elements": [WHIPPET_B]})
        )
        await pilot.press("ctrl+s")
        assert isinstance(app.screen, ElementTypeForm), "the form stays open"
        assert error_shown(app) == (
            f"Name: `whippet` was taken since this form opened: another editor saved it in your catalog "
            f"{house}; give this one another name, or escape and edit that one"
        )
        assert yaml.safe_load(house.read_text())["elements"] == [WHIPPET_B]
        await fill(pilot, {"name": "Greyhound"})
        await pilot.press("ctrl+s")
        assert isinstance(app.screen, BuildScreen)
    assert own_ids() == ["whippet", "greyhound"]


async def test_a_change_to_a_type_another_editor_changed_while_the_form_was_open_is_refused_naming_it(
    tmp_path: Path,
) -> None:
    """A and B opened the form of the shipped Scout; A saved cost 1; B renamed it and was told only
    "Saved Scout B" while A's cost was lost. B is now told what A changed, and the form opened
    again starts from it."""
    roster = tmp_path / "wessex.yaml"
    roster.write_text((ROOT / "catalogs" / "examples" / "tank-attack-36ap.yaml").read_text())
    house = own_catalogs() / "tank-attack.yaml"
    app = ArmyBuilder(services(tmp_path), OpenFile(roster))
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        listed = app.screen.query_one(CatalogList)
        listed.focus()
        listed.highlighted = next(n for n, e in enumerate(listed.shown) if e and e.id == "scout")
        await pilot.press("E")
        house.parent.mkdir(parents=True, exist_ok=True)
        house.write_text(
            yaml.safe_dump(
                {
                    "id": "tank-attack",
                    "extends": "tank-attack",
                    "elements": [{"id": "scout", "cost": {"AP": 1}}],
                }
            )
        )
        await fill(pilot, {"name": "Scout B"})
        await pilot.press("ctrl+s")
        assert isinstance(app.screen, ElementTypeForm)
        assert error_shown(app) == (
            f"Your catalog: Scout was changed in your catalog {house} by another editor since this form "
            "opened (Army Points (AP): 1, was 2), so nothing was saved; escape and edit it again to "
            "start from that change"
        )
        assert yaml.safe_load(house.read_text())["elements"] == [{"id": "scout", "cost": {"AP": 1}}]
        await pilot.press("escape")
        listed = app.screen.query_one(CatalogList)
        listed.focus()
        listed.highlighted = next(n for n, e in enumerate(listed.shown) if e and e.id == "scout")
        await pilot.press("E")
        await fill(pilot, {"name": "Scout B"})
        await pilot.press("ctrl+s")
        assert isinstance(app.screen, BuildScreen)
    assert yaml.safe_load(house.read_text())["elements"] == [
        {"id": "scout", "name": "Scout B", "cost": {"AP": 1}}
    ]


async def test_in_a_browser_saving_a_house_rule_names_the_players_catalog_by_its_file_name(
    tmp_path: Path,
) -> None:
    roster = tmp_path / "wessex.yaml"
    roster.write_text((ROOT / "catalogs" / "examples" / "tank-attack-36ap.yaml").read_text())
    app = ArmyBuilder(services(tmp_path, browser=True), OpenFile(roster))
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        listed = app.screen.query_one(CatalogList)
        listed.focus()
        listed.highlighted = next(n for n, e in enumerate(listed.shown) if e and e.id == "scout")
        await pilot.press("E")
        await fill(pilot, {"cost:AP": "1"})
        await pilot.press("ctrl+s")
        said = [n.message for n in app._notifications][-1]
    assert said == "Saved Scout in your catalog tank-attack.yaml.", "not the server's folders"
    assert (own_catalogs() / "tank-attack.yaml").is_file()


async def test_in_a_browser_a_broken_catalog_of_the_players_is_named_by_its_file_name(tmp_path: Path) -> None:
    roster = tmp_path / "wessex.yaml"
    roster.write_text((ROOT / "catalogs" / "examples" / "tank-attack-36ap.yaml").read_text())
    app = ArmyBuilder(services(tmp_path, browser=True), OpenFile(roster))
    async with app.run_test(size=SIZE) as pilot:
        listed = app.screen.query_one(CatalogList)
        listed.focus()
        listed.highlighted = next(n for n, e in enumerate(listed.shown) if e and e.id == "scout")
        await pilot.press("E")
        await fill(pilot, {"cost:AP": "1"})
        own_catalogs().mkdir(parents=True, exist_ok=True)
        (own_catalogs() / "tank-attack.yaml").write_text("elements: [\n")  # broken meanwhile
        await pilot.press("ctrl+s")
        said = str(app.screen.query_one(".dialog-error", Label).render())
    assert "tank-attack.yaml" in said and str(own_catalogs()) not in said, said


async def test_the_forms_tags_show_which_are_ticked_without_colour(tmp_path: Path) -> None:
    """Both tags read '▐X▌', ticked or not; only the colour told them apart."""
    app = ArmyBuilder(services(tmp_path), OpenFile(SHIPPED / "examples" / "pagano-armour-kampfgruppe.yaml"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("T")
        form = app.screen
        assert isinstance(form, ElementTypeForm)
        tags = form.query_one(f"#{form.ids['tags']}", SelectionList)
        tags.focus()
        await pilot.press("space")
        await pilot.pause()
        drawn = [tags.render_line(y).text for y in range(tags.option_count)]
        assert drawn[0].startswith("▐X▌ Heavy tank") and drawn[1].startswith("▐ ▌ Reconnaissance")


async def test_the_form_refuses_a_taken_id_and_text_with_control_codes(tmp_path: Path) -> None:
    app = ArmyBuilder(services(tmp_path), NewRoster("tank-attack", "House", tmp_path / "h.yaml"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("T")
        await fill(pilot, {"name": "Rifles", "source": "House rules"})
        await pilot.press("ctrl+s")
        assert "`rifles` is taken in Tank Attack" in error_shown(app)
        form = app.screen
        assert isinstance(form, ElementTypeForm)
        form.query_one(f"#{form.ids['name']}", Input).value = "Bad\x1b[2Jname"
        await pilot.press("ctrl+s")
        assert "control character" in error_shown(app)
        await pilot.press("escape")
        assert isinstance(app.screen, BuildScreen)
    assert not (own_catalogs() / "tank-attack.yaml").exists()


@pytest.mark.parametrize("why", ["event", "served"])
async def test_the_form_is_off_with_a_message_under_an_event_or_a_server_that_does_not_allow_it(
    tmp_path: Path, why: str
) -> None:
    from armybuilder.cli.commands.edit import own_types_off

    class Args:
        element_types = False

    off = own_types_off(why == "event", why == "served", Args())  # type: ignore[arg-type]
    app = ArmyBuilder(services(tmp_path, own_types_off=off), NewRoster("tank-attack", "H", None))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("T")
        assert isinstance(app.screen, BuildScreen)
        [note] = [n.message for n in app._notifications]
        assert ("organiser's catalogs judge" if why == "event" else "serve --element-types") in note


def test_under_an_event_check_leaves_the_players_own_types_out(tmp_path: Path, cli) -> None:
    own_catalogs().mkdir(parents=True)
    (own_catalogs() / "tank-attack.yaml").write_text(
        "id: tank-attack\nextends: tank-attack\nelements:\n  - id: scout\n    cost: {AP: 1}\n"
    )
    roster = tmp_path / "wessex.yaml"
    roster.write_text((ROOT / "catalogs" / "examples" / "tank-attack-36ap.yaml").read_text())
    event = tmp_path / "event.yaml"
    assert cli("event", "new", "--system", "tank-attack", "-o", event).code == 0
    text = roster.read_text().replace("  - element: barrage\n", "  - element: barrage\n  - element: scout\n")
    roster.write_text(text)
    [own] = json.loads(cli("check", roster, "--format", "json").out)
    [judged] = json.loads(cli("check", roster, "--format", "json", "--event", event).out)
    assert judged["costs"]["AP"] == own["costs"]["AP"] + 1


def test_serve_refuses_element_types_with_an_event(tmp_path: Path, cli) -> None:
    event = tmp_path / "event.yaml"
    cli("event", "new", "--system", "tank-attack", "-o", event)
    result = cli("serve", tmp_path, "--element-types", "--event", event)
    assert result.code != 0 and "--element-types and --event do not go together" in result.err


def test_a_corrupt_player_catalog_is_reported_with_its_file_and_line(tmp_path: Path, cli) -> None:
    own_catalogs().mkdir(parents=True)
    broken = own_catalogs() / "tank-attack.yaml"
    broken.write_text(
        "id: tank-attack\nextends: tank-attack\nelements:\n  - id: scout\n    cost: {AP: one}\n"
    )
    roster = tmp_path / "wessex.yaml"
    roster.write_text((ROOT / "catalogs" / "examples" / "tank-attack-36ap.yaml").read_text())
    result = cli("check", roster)
    assert result.code != 0 and "Traceback" not in result.err + result.out
    assert f"{broken}:5" in result.err + result.out


def test_the_form_is_made_from_the_catalog_with_bounds_and_kinds(shipped: CatalogSet) -> None:
    from armybuilder.tui.element_form import build, fields, values

    pagano = shipped.get("pagano-armour")
    by_key = {spec.key: spec for spec in fields(pagano, new=True)}
    assert by_key["stat:gun-type"].choices == (
        ("", "unknown"),
        ("S", "S"),
        ("regular", "regular"),
        ("L", "L"),
        ("VL", "VL"),
    )
    assert by_key["stat:double-rof"].kind == "choice" and by_key["stat:mp"].kind == "number"
    tank_attack = shipped.get("tank-attack")
    given = {**values(None, tank_attack), "name": "Whippet", "source": "House rules", "cost:AP": "100000"}
    [problem] = build(given, tank_attack, editing=None).problems
    assert str(problem) == "Army Points (AP): “100000” is out of range; type a number from 0 to 10000"
    scout = next(e for e in tank_attack.elements if e.id == "scout")
    element = build(values(scout, tank_attack), tank_attack, editing=scout).element
    assert element is not None and element["stats"]["combat"] == "+1", "a stat written as text stays text"


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("1e99", "“1e99” is out of range; type a number from 0 to 10000"),
        ("-1_000", "“-1_000” is out of range; type a number from 0 to 10000"),
        ("inf", "“inf” is not a number; type digits, e.g. 3 or 1.5"),
        ("nan", "“nan” is not a number; type digits, e.g. 3 or 1.5"),
    ],
)
def test_a_number_the_form_refuses_is_quoted_as_it_was_typed(
    shipped: CatalogSet, typed: str, said: str
) -> None:
    """A number read back in the message ("1e99" as its hundred digits) is not what the player wrote."""
    from armybuilder.tui.element_form import build, values

    tank_attack = shipped.get("tank-attack")
    given = {**values(None, tank_attack), "name": "Whippet", "source": "House rules", "cost:AP": typed}
    [problem] = build(given, tank_attack, editing=None).problems
    assert str(problem) == f"Army Points (AP): {said}"


async def test_the_palette_offers_new_and_edit_element_type(tmp_path: Path) -> None:
    app = ArmyBuilder(services(tmp_path), NewRoster("tank-attack", "H", None))
    async with app.run_test(size=SIZE):
        screen = app.screen
        assert isinstance(screen, BuildScreen)
        titles = [title for title, _, _ in screen.commands()]
    assert any(t.startswith("New element type") for t in titles)
    assert any(t.startswith("Edit element type") for t in titles)


def test_clearing_a_field_of_a_shipped_type_is_written_so_the_override_clears_it(
    shipped: CatalogSet,
) -> None:
    from armybuilder.tui.element_form import build, values

    tank_attack = shipped.get("tank-attack")
    scout = next(e for e in tank_attack.elements if e.id == "scout")
    given = values(scout, tank_attack)
    [problem] = build({**given, "cost:AP": ""}, tank_attack, editing=scout).problems
    assert str(problem) == "Army Points (AP): needed; type 0 for no cost"
    element = build({**given, "tags": (), "stat:move": ""}, tank_attack, editing=scout).element
    assert element is not None and element["tags"] == [] and element["stats"]["move"] is None


def test_serve_lets_each_tab_change_element_types_only_when_started_so(tmp_path: Path, cli) -> None:
    import shlex

    from armybuilder.cli.commands.edit import own_types_off
    from armybuilder.cli.commands.serve import editor_command

    allowed = shlex.split(editor_command(tmp_path, [], element_types=True).split(" && exec ")[1])
    assert allowed[-1] == "--element-types"
    assert "--element-types" not in editor_command(tmp_path, [])
    assert "--element-types" in cli("serve", "--help").out

    class Tab:
        element_types = True

    assert own_types_off(False, True, Tab()) == ""  # type: ignore[arg-type]


async def test_the_editor_names_the_file_and_line_of_a_broken_player_catalog(tmp_path: Path) -> None:
    from textual.widgets import Static

    from armybuilder.tui.screens.start import StartScreen

    own_catalogs().mkdir(parents=True)
    broken = own_catalogs() / "tank-attack.yaml"
    broken.write_text(
        "id: tank-attack\nextends: tank-attack\nelements:\n  - id: scout\n    cost: {AP: one}\n"
    )
    app = ArmyBuilder(services(tmp_path), NewRoster("tank-attack", "House", None))
    async with app.run_test(size=SIZE):
        assert isinstance(app.screen, StartScreen)
        shown = str(app.screen.query_one("#problem", Static).content)
    assert f"{broken}:5" in shown and "armybuilder lint" in shown
