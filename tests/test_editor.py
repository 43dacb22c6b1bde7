"""The roster editor without a screen: every change is evaluated by the engine and told in a
message; a refused one is explained; undo walks back; the panes are given text safe to show."""

from pathlib import Path

import pytest
from textual.message import Message

from armybuilder.editing import operations as op
from armybuilder.engine import evaluate
from armybuilder.engine.where import of_place
from armybuilder.schema.catalog import Catalog
from armybuilder.schema.roster import Roster
from armybuilder.terminal import has_unprintable
from armybuilder.tui import editor as editor_module
from armybuilder.tui.document import Document
from armybuilder.tui.editor import RosterEditor
from armybuilder.tui.messages import CatalogChanged, EditRefused, ReportChanged
from armybuilder.tui.own_catalog import TypeChange
from tests.conftest import roster

SQUAD = {"formation": "squad", "elements": [{"element": "leader"}, {"element": "soldier", "count": 2}]}


def editor_of(catalog: Catalog, units: list[dict], **fields: object) -> tuple[RosterEditor, list[Message]]:
    told: list[Message] = []
    document = Document.opened(catalog, Path("army.yaml"), roster(catalog.id, units, **fields))
    return RosterEditor(document, told.append), told


def test_a_change_is_evaluated_and_told_with_the_entry_it_made(mini: Catalog) -> None:
    editor, told = editor_of(mini, [SQUAD])
    squad = of_place((0,))
    assert told == [], "opening tells nothing: the screen shows the report it opens with"
    assert editor.add("element", "soldier", near=squad)
    assert told == [ReportChanged(of_place((0, 1)))], "the third soldier joins the squad"
    assert editor.document.unsaved and editor.document.roster.units[0].elements[1].count == 3
    assert editor.report == evaluate(editor.document.roster, mini, fingerprinted=False)
    assert editor.fingerprinted() == evaluate(editor.document.roster, mini), "for a sheet or text"
    assert editor.title(of_place((0, 1))) == "Soldier"


def test_undo_and_redo_say_what_they_took_back_and_return_to_where_it_was_made(mini: Catalog) -> None:
    editor, told = editor_of(mini, [SQUAD, {"element": "tank"}])
    opened = editor.document.roster
    tank = of_place((1,))
    editor.apply(
        lambda: (op.change_count(editor.document.roster, tank, 1), tank), "count one more Tank", place=tank
    )
    assert editor.report.costs == {"pts": 3 + 2 * 2 + 2 * 5}
    told.clear()
    assert editor.undo() == "count one more Tank"
    assert editor.document.roster is opened and not editor.document.unsaved
    assert told == [ReportChanged(tank)]
    assert editor.redo() == "count one more Tank" and editor.report.costs == {"pts": 17}
    assert editor.redo() is None and editor.document.future == (), "nothing more to redo"


def test_a_refused_change_is_explained_with_the_key_to_press_and_changes_nothing(mini: Catalog) -> None:
    editor, told = editor_of(mini, [{"element": "tank"}])
    before, report = editor.document, editor.report
    tank = of_place((0,))
    assert not editor.apply(lambda: op.change_count(editor.document.roster, tank, -1), place=tank)
    assert told == [EditRefused("The count cannot go below 1; press delete to remove the highlighted entry")]
    assert editor.document is before and editor.report is report


def test_the_panes_are_given_a_report_whose_text_cannot_act_on_the_terminal(mini: Catalog) -> None:
    editor, _ = editor_of(mini, [{"element": "tank", "name": "Mother\x1b[2J"}])
    tank = of_place((0,))
    assert "\x1b" in editor.report.lines[0].title, "edits and printing use the roster's own text"
    assert "\x1b" not in editor.shown.lines[0].title and "\\x1b" in editor.title(tank)
    line = editor.line(tank)
    assert line is not None and line.title == editor.title(tank)


def test_the_rosters_text_is_looked_at_once_as_it_opens_and_then_only_a_new_units(
    mini: Catalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    # One look at the whole roster, which its reading made ready to write out, rather than one at
    # each unit, whose kind (an element, a formation) is first made ready: before the first frame.
    looked: list[object] = []
    monkeypatch.setattr(
        editor_module, "has_unprintable", lambda model: looked.append(model) or has_unprintable(model)
    )
    editor, _ = editor_of(mini, [SQUAD, {"element": "tank"}, {"element": "tank", "name": "Second"}])
    assert len(looked) == 1 and isinstance(looked[0], Roster) and len(looked[0].units) == 3
    looked.clear()
    assert editor.add("element", "tank", near=None)
    assert [type(model).__name__ for model in looked] == ["ElementEntry", "Roster"], "the new unit, the rest"


def test_a_change_to_the_players_types_lists_the_catalog_anew_and_undo_takes_its_catalog(
    mini: Catalog,
) -> None:
    editor, told = editor_of(mini, [{"element": "tank"}])
    renamed = mini.model_copy(update={"name": "Mini Wars, house rules"})
    change = TypeChange(mini.id, "tank", "Tank", None, {"id": "tank"})
    editor.catalog_changed(editor.document.with_catalog(renamed, change, "change the element type Tank"))
    assert told == [CatalogChanged(), ReportChanged()], "the catalog pane first, then the report"
    assert editor.catalog is renamed and editor.document.undoing == change
    told.clear()
    assert editor.undo(mini) == "change the element type Tank"
    assert editor.catalog is mini and told == [CatalogChanged(), ReportChanged()]
