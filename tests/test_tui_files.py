"""The editor's file handling in its two flavours: a terminal's paths anywhere, a browser's folder,
downloads, and autosave that survives a failed write."""

import ast
import errno
import os
from dataclasses import replace
from pathlib import Path

import pytest
import yaml
from textual.widgets import Input, Label, OptionList

from armybuilder.files.catalogs import CatalogSet
from armybuilder.files.rosters import load_roster
from armybuilder.files.saving import save_roster
from armybuilder.tui import store
from armybuilder.tui.app import ArmyBuilder, NewRoster, OpenFile, Start
from armybuilder.tui.dialogs.ask import ChoiceDialog, TextDialog
from armybuilder.tui.dialogs.export import ExportDialog
from armybuilder.tui.files import BrowserFiles, Files
from armybuilder.tui.screens.build import BuildScreen
from armybuilder.tui.screens.start import StartScreen
from armybuilder.tui.services import Services
from armybuilder.tui.store import Autosaves
from armybuilder.tui.widgets.header import RosterHeader
from armybuilder.tui.widgets.keys import KeyBar
from tests.conftest import ROOT, SHIPPED, roster

EXAMPLE = ROOT / "catalogs" / "examples" / "tank-attack-36ap.yaml"
NOW = 1_700_000_000.0
SIZE = (120, 40)
TWO_STURMTRUPPEN = {"element": "sturmtruppe", "count": 2}


def services(tmp_path: Path, *, browser: bool = False) -> Services:
    catalogs = CatalogSet.of_files([SHIPPED / "tank-attack.yaml"])
    folder = tmp_path / "rosters"
    folder.mkdir(exist_ok=True)
    return Services(
        catalogs, tmp_path / "state", folder, clock=lambda: NOW, autosave_every=3600, browser=browser
    )


def app_for(tmp_path: Path, start: Start = None, *, browser: bool = False) -> ArmyBuilder:
    return ArmyBuilder(services(tmp_path, browser=browser), start)


def example_in(tmp_path: Path, name: str = "wessex.yaml") -> Path:
    file = tmp_path / "rosters" / name
    file.parent.mkdir(exist_ok=True)
    file.write_text(EXAMPLE.read_text())
    return file


def notes(app: ArmyBuilder) -> list[str]:
    return [n.message for n in app._notifications]


# Autosave ---------------------------------------------------------------------------------------


async def test_a_failed_autosave_is_tried_again_and_the_changes_are_offered_back_after_a_kill(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    file = example_in(tmp_path)
    write = Autosaves.write
    full = [True]

    def disk(self: Autosaves, roster, copy: Path) -> None:
        if full[0]:
            raise OSError(errno.ENOSPC, "No space left on device")
        write(self, roster, copy)

    monkeypatch.setattr(Autosaves, "write", disk)
    first = app_for(tmp_path, OpenFile(file))
    copy = services(tmp_path).autosaves.for_file(file)
    async with first.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("/", *"sturm", "enter")
        first.screen.files.autosave()
        assert not copy.exists()
        await pilot.pause()
        assert notes(first) == ["Could not autosave: No space left on device"]
        full[0] = False  # room on the disk again, before the next autosave
        first.screen.files.autosave()
        assert TWO_STURMTRUPPEN in yaml.safe_load(copy.read_text())["units"]
        saved_copy = copy.read_text()
    # What a kill leaves behind is the copy on disk; nothing after the autosave may have written it.
    copy.write_text(saved_copy)
    os.utime(file, (NOW - 600, NOW - 600))
    os.utime(copy, (NOW - 60, NOW - 60))
    second = app_for(tmp_path, OpenFile(file))
    async with second.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(second.screen, ChoiceDialog)
        await pilot.click("#restore")
        assert second.screen.query_one(RosterHeader).totals == "39 / 36 AP"


async def test_changes_not_saved_when_the_session_ends_are_kept_aside(tmp_path: Path) -> None:
    """A browser tab closed without saving ends the app without asking: the changes are autosaved."""
    file = example_in(tmp_path)
    app = app_for(tmp_path, OpenFile(file), browser=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("/", *"sturm", "enter")
        app.exit()
    copy = services(tmp_path, browser=True).autosaves.for_file(file)
    assert TWO_STURMTRUPPEN in yaml.safe_load(copy.read_text())["units"]


def session(tmp_path: Path, name: str, *, browser: bool = False, folder: Path | None = None) -> Services:
    """Another editor's session on the same state folder (in a test, all run in one process)."""
    given = replace(services(tmp_path, browser=browser), session=name)
    return replace(given, folder=folder) if folder else given


def killed(services: Services) -> None:
    """What a kill -9 does to a session's lock: the system lets go of it."""
    lock = services.autosaves.folder / f"session-{services.session}.lock"
    os.close(store._held.pop(lock))


FIRST, SECOND = "20261125-140200-101", "20261125-140500-202"


async def test_two_editors_on_one_roster_keep_two_copies_and_a_save_deletes_only_its_own(
    tmp_path: Path,
) -> None:
    file = example_in(tmp_path)
    first, second = session(tmp_path, FIRST), session(tmp_path, SECOND)
    a, b = ArmyBuilder(first, OpenFile(file)), ArmyBuilder(second, OpenFile(file))
    async with a.run_test(size=SIZE) as pilot_a, b.run_test(size=SIZE) as pilot_b:
        await pilot_b.press("/", *"sturm", "enter")
        b.screen.files.autosave()
        await pilot_a.press("/", *"tank", "enter")
        a.screen.files.autosave()
        assert first.autosaves.for_file(file) != second.autosaves.for_file(file)
        await pilot_a.press("ctrl+s")
        assert not first.autosaves.for_file(file).exists(), "a save discards its own copy"
        assert second.autosaves.for_file(file).exists(), "and not the other editor's"
        assert first.autosaves.of_file(file) == [], "a running editor's copy is not offered"
        killed(second)
        b.exit()  # after the kill: nothing of b runs, its copy stays as the kill left it
    third = ArmyBuilder(session(tmp_path, "20261125-150000-303"), OpenFile(file))
    async with third.run_test(size=SIZE) as pilot:
        await pilot.pause()
        question = third.screen
        assert isinstance(question, ChoiceDialog)
        assert "by the editor started 2026-11-25 14:05, which has since stopped" in question.message
        await pilot.click("#restore")
        assert third.screen.query_one(RosterHeader).totals == "39 / 36 AP", "the other editor's changes"


def test_a_session_leaves_no_lock_once_its_copies_are_gone(tmp_path: Path) -> None:
    """Every editor and browser tab that autosaves takes a lock; none stays once its copies are gone."""
    folder, file = tmp_path / "autosave", example_in(tmp_path)
    mine, ended = Autosaves(folder, FIRST), Autosaves(folder, SECOND)
    roster = load_roster(file).roster
    for autosaves in (mine, ended):
        autosaves.write(roster, autosaves.for_file(file))
    os.close(store._held.pop(folder / f"session-{SECOND}.lock"))  # as a kill -9 leaves it
    mine.discard(mine.for_file(file))
    assert sorted(p.name for p in folder.iterdir()) == [
        f"{mine.for_file(file).stem.removesuffix('.' + FIRST)}.{SECOND}.yaml",
        f"session-{SECOND}.lock",
    ]
    [left] = mine.of_file(file)
    mine.discard(left.path)
    assert list(folder.iterdir()) == [], "the ended session's lock went with its last copy"


async def test_quit_without_saving_discards_the_sessions_copy(tmp_path: Path) -> None:
    file = example_in(tmp_path)
    app = app_for(tmp_path, OpenFile(file))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("/", *"sturm", "enter")
        app.screen.files.autosave()
        copy = app.screen.files.copy
        assert copy.exists()
        await pilot.press("q")
        await pilot.click("#discard")
    assert not copy.exists()
    again = app_for(tmp_path, OpenFile(file))
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(again.screen, BuildScreen), "nothing discarded is offered back"


async def test_changes_restored_then_undone_are_not_offered_again(tmp_path: Path) -> None:
    # Restoring an ended editor's copy, undoing it and quitting once left that copy behind, and
    # the next start offered it again.
    file = example_in(tmp_path)
    ended = session(tmp_path, SECOND)
    changed = load_roster(file).roster.model_copy(update={"name": "Changed"})
    ended.autosaves.write(changed, ended.autosaves.for_file(file))
    killed(ended)
    app = app_for(tmp_path, OpenFile(file))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.click("#restore")
        assert app.screen.editor.document.roster.name == "Changed"
        assert [copy.path for copy in services(tmp_path).autosaves.of_file(file)] == [app.screen.files.copy]
        await pilot.press("ctrl+z")
        await pilot.press("q")
    assert services(tmp_path).autosaves.of_file(file) == []
    again = app_for(tmp_path, OpenFile(file))
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(again.screen, BuildScreen), "nothing undone is offered back"


async def _drafts(start: Services) -> list[str]:
    app = ArmyBuilder(start)
    async with app.run_test(size=SIZE):
        return [name for _, r in app.screen.copies for name in [r.name]]


async def _draft(of: Services, name: str) -> None:
    app = ArmyBuilder(of, NewRoster("tank-attack", name))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("/", *"tank", "enter")
        app.screen.files.autosave()


async def test_in_a_browser_only_the_served_folders_ended_drafts_are_offered(tmp_path: Path) -> None:
    other = tmp_path / "other"
    other.mkdir()
    terminal = session(tmp_path, "20261125-100000-1")
    elsewhere = session(tmp_path, "20261125-100000-2", browser=True, folder=other)
    await _draft(terminal, "Terminal draft")
    await _draft(elsewhere, "Other folder")
    killed(terminal)
    killed(elsewhere)
    closed = session(tmp_path, "20261125-100000-3", browser=True)
    await _draft(closed, "Closed tab")
    killed(closed)
    await _draft(session(tmp_path, "20261125-100000-4", browser=True), "Open tab")
    assert await _drafts(session(tmp_path, "20261125-100000-5", browser=True)) == ["Closed tab"]
    assert await _drafts(session(tmp_path, "20261125-100000-6")) == ["Terminal draft"]


async def test_in_a_browser_no_message_shows_the_servers_paths(tmp_path: Path) -> None:
    broken = tmp_path / "rosters" / "broken.yaml"
    broken.parent.mkdir(exist_ok=True)
    broken.write_text("format: 1\nsystem: nowhere\nname: X\n")
    shown = []
    for browser in (True, False):
        app = app_for(tmp_path, OpenFile(broken), browser=browser)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            shown.append(str(app.screen.query_one("#problem").render()))
    in_browser, in_terminal = shown
    assert "broken.yaml: " in in_browser and str(tmp_path) not in in_browser, in_browser
    assert str(broken) in in_terminal, "a terminal's player owns the paths"


async def test_in_a_browser_a_files_problem_and_its_advice_name_it_inside_the_folder(tmp_path: Path) -> None:
    catalog = tmp_path / "rosters" / "lists" / "house.yaml"
    catalog.parent.mkdir(parents=True)
    catalog.write_text("id: house\nname: House rules\nelements: []\n")
    app = app_for(tmp_path, OpenFile(catalog), browser=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        shown = str(app.screen.query_one("#problem").render())
    assert shown.startswith("lists/house.yaml: this looks like a catalog"), shown
    assert "`armybuilder lint lists/house.yaml` checks a catalog" in shown and str(tmp_path) not in shown


async def test_in_a_browser_a_broken_catalog_is_named_by_its_file_name_alone(tmp_path: Path) -> None:
    own = tmp_path / "catalogs"
    own.mkdir()
    (own / "tank-attack.yaml").write_text(
        "id: tank-attack\nextends: tank-attack\nelements:\n  - id: scout\n    cost: {AP: one}\n"
    )
    (own / "house.yaml").write_text("id: house\nname: House rules\nelement_types: [\n")
    catalogs = CatalogSet([SHIPPED, own])
    state = Services(catalogs, tmp_path / "state", tmp_path / "rosters", clock=lambda: NOW, browser=True)
    app = ArmyBuilder(state, NewRoster("tank-attack", "House"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        problem = str(app.screen.query_one("#problem").render())
        broken = str(app.screen.query_one("#broken").render())
    assert "cannot be used: tank-attack.yaml:5:16: " in problem, problem
    assert "run `armybuilder lint tank-attack.yaml`" in problem
    assert "✗ house.yaml not loaded" in broken and "armybuilder lint house.yaml" in broken, broken
    assert str(tmp_path) not in problem + broken


def test_a_browser_names_the_files_an_error_carries_and_a_terminal_keeps_its_words(tmp_path: Path) -> None:
    import errno

    from armybuilder.errors import InputError, Location

    browser, terminal = BrowserFiles(tmp_path), Files(tmp_path)
    inside, outside = tmp_path / "lists" / "army.yaml", Path("/srv/armybuilder/catalogs/house.yaml")
    full = OSError(errno.ENOSPC, "No space left on device", str(outside), None, str(inside))
    assert browser.why(full) == "[Errno 28] No space left on device: 'house.yaml' -> 'lists/army.yaml'"
    assert terminal.why(full) == str(full)
    bad = InputError("file.schema", "not a roster", file=inside, at=Location(3, 1), hint=f"lint {inside}")
    assert browser.why(bad) == "lists/army.yaml:3:1: not a roster\n  fix: lint lists/army.yaml"
    assert terminal.why(bad) == str(bad)
    (tmp_path / "loop-a.yaml").symlink_to("loop-b.yaml")
    (tmp_path / "loop-b.yaml").symlink_to("loop-a.yaml")
    assert browser.shown(tmp_path / "loop-a.yaml") == "loop-a.yaml", "a loop of links is named, not a crash"


# Paths in a browser stay inside the folder ------------------------------------------------------


def test_a_terminal_takes_any_path(tmp_path: Path) -> None:
    files = Files(tmp_path)
    assert files.path_for("../x.yaml") == tmp_path / "../x.yaml"
    assert files.path_for("/tmp/x.yaml") == Path("/tmp/x.yaml")
    assert files.path_for("~/x.yaml") == Path.home() / "x.yaml"


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("../outside.yaml", "cannot go up out of the roster folder"),
        ("lists/../../outside.yaml", "cannot go up out of the roster folder"),
        ("/etc/passwd", "not a full path"),
        ("~/outside.yaml", "not a full path"),
        ("out/army.yaml", "leads out of the roster folder"),
        ("escape.yaml", "leads out of the roster folder"),
        ("", "type a file name"),
        ("a\0b.yaml", "NUL"),
    ],
)
def test_a_browser_refuses_a_path_out_of_its_folder(tmp_path: Path, typed: str, said: str) -> None:
    folder, outside = tmp_path / "rosters", tmp_path / "outside"
    folder.mkdir()
    outside.mkdir()
    (outside / "army.yaml").write_text("x")
    (folder / "out").symlink_to(outside)
    (folder / "escape.yaml").symlink_to(outside / "army.yaml")
    with pytest.raises(ValueError, match=said):
        BrowserFiles(folder).path_for(typed)


def test_a_browser_takes_names_inside_its_folder(tmp_path: Path) -> None:
    (tmp_path / "lists").mkdir()
    (tmp_path / "inside").symlink_to(tmp_path / "lists")
    files = BrowserFiles(tmp_path)
    assert files.path_for("lists/army.yaml") == tmp_path.resolve() / "lists" / "army.yaml"
    assert files.path_for("inside/army.yaml").resolve() == (tmp_path / "lists" / "army.yaml").resolve()
    assert files.shown(tmp_path / "lists" / "army.yaml") == "lists/army.yaml"
    with pytest.raises(ValueError, match=r"ending in \.yaml"):
        files.roster_path_for("notes.txt")
    # A name typed without an ending is a roster's: in a browser as in a terminal.
    assert files.roster_path_for("lists/wessex") == tmp_path.resolve() / "lists" / "wessex.yaml"
    assert Files(tmp_path).roster_path_for("wessex") == tmp_path / "wessex.yaml"
    assert Files(tmp_path).roster_path_for("wessex.yml") == tmp_path / "wessex.yml"
    assert files.print_path_for("army.pdf") == Path("army.pdf")
    with pytest.raises(ValueError, match="just a file name"):
        files.print_path_for("lists/army.pdf")


async def test_in_a_browser_a_name_typed_without_its_ending_never_opens_a_link_out(tmp_path: Path) -> None:
    """`wessex` opens `wessex.yaml` in the folder, but not where that name is a link leading out."""
    example_in(tmp_path)
    outside = tmp_path / "outside.yaml"
    outside.write_text(EXAMPLE.read_text())
    (tmp_path / "rosters" / "escape.yaml").symlink_to(outside)
    app = app_for(tmp_path, browser=True)
    async with app.run_test(size=SIZE) as pilot:
        typed = app.screen.query_one("#path", Input)
        typed.focus()
        typed.value = "escape"
        await pilot.press("enter")
        await pilot.pause()
        assert not isinstance(app.screen, BuildScreen)
        typed.value = "wessex"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, BuildScreen)


async def test_in_a_browser_save_as_refuses_a_path_out_of_the_folder(tmp_path: Path) -> None:
    app = app_for(tmp_path, NewRoster("tank-attack", "Wessex"), browser=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+s")
        dialog = app.screen
        assert isinstance(dialog, TextDialog)
        assert dialog.query_one(Input).value == "wessex.yaml", "a name inside the folder, not a full path"
        dialog.query_one(Input).value = "../wessex.yaml"
        await pilot.press("enter")
        assert "cannot go up out of the roster folder" in str(
            dialog.query_one(".dialog-error", Label).render()
        )
        dialog.query_one(Input).value = "lists/wessex.yaml"
        (tmp_path / "rosters" / "lists").mkdir()
        await pilot.press("enter")
    assert (tmp_path / "rosters" / "lists" / "wessex.yaml").is_file()
    assert not (tmp_path / "wessex.yaml").exists()


async def test_in_a_browser_the_start_screen_opens_only_files_in_the_folder(tmp_path: Path) -> None:
    inside, outside = example_in(tmp_path), tmp_path / "elsewhere.yaml"
    save_roster(roster("tank-attack", []), outside)
    state = services(tmp_path)
    state.recent.add(outside)
    state.recent.add(inside)
    app = app_for(tmp_path, browser=True)
    async with app.run_test(size=SIZE) as pilot:
        recent = app.screen.query_one("#recent")
        assert (
            recent.option_count == 1
            and str(recent.get_option_at_index(0).prompt) == "3rd Wessex Rifles  wessex.yaml"
        )
        app.screen.query_one("#path", Input).value = str(outside)
        await pilot.click("#open")
        assert isinstance(app.screen, StartScreen)
        assert "not a full path" in str(app.screen.query_one("#problem").render())


# Printing and downloading in a browser ----------------------------------------------------------


async def test_in_a_browser_print_and_download_hand_the_files_to_the_browser(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from io import BytesIO

    from pypdf import PdfReader

    file = example_in(tmp_path)
    delivered: dict[str, bytes] = {}

    def deliver(self: ArmyBuilder, binary: BytesIO, *, save_filename: str) -> None:
        delivered[save_filename] = binary.read()

    monkeypatch.setattr(ArmyBuilder, "deliver_binary", deliver)
    app = app_for(tmp_path, OpenFile(file), browser=True)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("p")
        assert isinstance(app.screen, ExportDialog)
        assert app.screen.query_one("#file", Input).value == "wessex.pdf"
        await pilot.click("#print")
        await app.workers.wait_for_complete()
        await pilot.pause()
        await pilot.press("/", *"sturm", "enter", "d")
        fingerprint = app.screen.editor.fingerprinted().fingerprint
        assert notes(app) == [
            "Printed wessex.pdf (3 pages). Your browser downloads it.",
            "Your browser downloads wessex.yaml.",
        ]
    assert sorted(delivered) == ["wessex.pdf", "wessex.yaml"]
    text = PdfReader(BytesIO(delivered["wessex.pdf"])).pages[0].extract_text()
    assert "3rd Wessex Rifles" in text
    downloaded = yaml.safe_load(delivered["wessex.yaml"])
    assert TWO_STURMTRUPPEN in downloaded["units"], "the roster as it stands, unsaved"
    assert fingerprint
    assert not list((tmp_path / "rosters").glob("*.pdf")), "nothing printed into the folder"


async def test_download_is_offered_only_in_a_browser(tmp_path: Path) -> None:
    for browser in (False, True):
        app = app_for(tmp_path, OpenFile(example_in(tmp_path)), browser=browser)
        async with app.run_test(size=SIZE):
            keys = str(app.screen.query_one(KeyBar).render())
            assert ("d Download" in keys) is browser
            assert isinstance(app.screen, BuildScreen)


async def test_in_a_browser_the_start_screen_lists_the_folders_rosters_by_army_name(tmp_path: Path) -> None:
    example_in(tmp_path, "wessex.yaml")
    (tmp_path / "rosters" / "broken.yaml").write_text("units: [\n")
    (tmp_path / "rosters" / "notes.txt").write_text("not a roster")
    app = app_for(tmp_path, browser=True)
    async with app.run_test(size=SIZE) as pilot:
        listed = app.screen.query_one("#folder", OptionList)
        shown = [str(listed.get_option_at_index(n).prompt) for n in range(listed.option_count)]
        assert shown == ["broken.yaml", "3rd Wessex Rifles  wessex.yaml"]
        listed.focus()
        await pilot.press("down", "enter")
        assert (
            isinstance(app.screen, BuildScreen)
            and app.screen.editor.document.roster.name == "3rd Wessex Rifles"
        )
    again = app_for(tmp_path, browser=True)
    async with again.run_test(size=SIZE):
        recent = again.screen.query_one("#recent", OptionList)
        assert str(recent.get_option_at_index(0).prompt) == "3rd Wessex Rifles  wessex.yaml"


async def test_a_tap_on_the_name_selects_the_new_army_so_typing_replaces_it(tmp_path: Path) -> None:
    app = app_for(tmp_path, browser=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.click("#name", offset=(3, 0))
        await pilot.pause()
        await pilot.press(*"Phone Fusiliers")
        assert app.screen.query_one("#name", Input).value == "Phone Fusiliers"


async def test_the_key_bar_keeps_every_key_in_its_place_as_the_focus_moves(tmp_path: Path) -> None:
    app = app_for(tmp_path, OpenFile(example_in(tmp_path)), browser=True)
    async with app.run_test(size=(60, 30)) as pilot:
        bar = app.screen.query_one(KeyBar)
        await pilot.pause()
        on_roster = str(bar.render())
        await pilot.press("slash")  # to the catalog's filter: letters go into it, and show dimmed
        await pilot.pause()
        assert str(bar.render()) == on_roster
        await pilot.press("down")  # into the catalog's list, whose own key comes last
        await pilot.pause()
        on_catalog = str(bar.render())
        assert type(app.focused).__name__ == "CatalogList", app.focused
        assert on_catalog.startswith(on_roster.removesuffix("^p Commands")), on_catalog
        assert on_catalog.endswith("a Add  ^p Commands")


def test_every_function_that_names_a_file_for_a_message_must_be_told_how() -> None:
    """A `shown` that defaulted to the whole path let a caller that forgot it show a browser
    player the server's folders; without a default, forgetting it is a type error."""
    defaulted = []
    for module in sorted((ROOT / "armybuilder").rglob("*.py")):
        for function in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
            if not isinstance(function, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            arguments = function.args
            positional = [*arguments.posonlyargs, *arguments.args]
            with_default = positional[len(positional) - len(arguments.defaults) :]
            with_default += [a for a, d in zip(arguments.kwonlyargs, arguments.kw_defaults, strict=True) if d]
            if any(argument.arg == "shown" for argument in with_default):
                defaulted.append(f"{module.relative_to(ROOT)}:{function.lineno} {function.name}")
    assert defaulted == []
