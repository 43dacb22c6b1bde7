"""The player's own element types from the build screen: the form, saving the player's catalog,
and taking a change back out of the file on undo and putting it in again on redo.

A new type or a change to one is written at once to the player's catalog for the system (where
every command reads it), and becomes a step of the document's history like any roster change.
Other editors (another terminal, a browser tab) may change the same file: every change reads,
changes and writes it under a lock, and undo reverses only the one type its step changed.
"""

from contextlib import AbstractContextManager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from textual.app import App
from textual.notifications import SeverityLevel

from armybuilder.engine.index import index_of
from armybuilder.errors import InputError
from armybuilder.files.catalogs import CatalogSet
from armybuilder.files.locking import held
from armybuilder.schema.catalog import Catalog, Element
from armybuilder.tui.document import Document
from armybuilder.tui.own_catalog import OwnCatalog, TypeChange
from armybuilder.tui.services import Services

if TYPE_CHECKING:  # the form and its checks load when first opened, not as the editor starts
    from armybuilder.tui.element_form import Problem, Value


@dataclass(frozen=True)
class PutBack:
    """The catalog after an undo or redo of a change to the player's types, and whether the change
    was taken back (or made again) in their file: not where another editor changed the type since."""

    catalog: Catalog
    done: bool


class TypesHost(Protocol):
    """What `OwnTypes` uses of the screen whose catalog it changes."""

    services: Services

    @property
    def document(self) -> Document: ...

    @property
    def app(self) -> App[Any]: ...

    def notify(
        self, message: str, *, severity: SeverityLevel = "information", timeout: float | None = None
    ) -> None: ...

    def catalog_changed(self, document: Document) -> None:
        """Show a document whose catalog changed."""


class OwnTypes:
    def __init__(self, screen: TypesHost) -> None:
        self.screen = screen

    @property
    def catalogs(self) -> CatalogSet:
        return self.screen.services.catalogs

    def refused(self) -> bool:
        """Whether element types cannot be changed here; the player is told why."""
        why = self.screen.services.own_types_off
        if not why and self.catalogs.own is None:
            why = "This editor has no folder for your own catalogs, so element types cannot be made here."
        if why:
            self.screen.notify(why, severity="warning", timeout=10)
        return bool(why)

    def new(self) -> None:
        if self.refused():
            return
        catalog = self.screen.document.catalog
        note = (
            "Saved in your own catalog, which every command reads. * is needed; a stat left empty "
            "is unknown. ctrl+s saves, escape cancels."
        )
        self._open(f"New element type · {catalog.name}", note, None)

    def edit(self, element_id: str | None) -> None:
        """Change the element type with this id; without one, the player picks it."""
        from armybuilder.tui.dialogs.pick import PickDialog

        if self.refused():
            return
        catalog = self.screen.document.catalog
        if element_id is None:
            choices = [(e.id, f"{e.name} (yours)" if e.own else e.name) for e in catalog.elements]

            def picked(chosen: str | None) -> None:
                if chosen is not None:
                    self.edit(chosen)

            self.screen.app.push_screen(PickDialog("Edit which element type?", choices), picked)
            return
        element = index_of(catalog).resolve_element(element_id)
        if element is None:
            self.screen.notify(f"{element_id} is not an element type of {catalog.name}.", severity="warning")
            return
        if element.own:
            note = f"Your own {element.name}. ctrl+s saves, escape cancels."
        else:
            note = (
                f"{element.name} as {catalog.name} has it. Saving keeps your change as a house rule "
                "in your own catalog; the shipped one is not touched, and ctrl+z takes it back."
            )
        self._open(f"Edit element type · {element.name}", note, element)

    def _open(self, title: str, note: str, element: Element | None) -> None:
        # Loaded when first asked for, so the editor starts no slower for a form most never open.
        from armybuilder.tui.element_form import values
        from armybuilder.tui.screens.element_type import ElementTypeForm

        catalog = self.screen.document.catalog

        def save(given: "dict[str, Value]") -> "list[Problem]":
            return self._save(given, element)

        form = ElementTypeForm(title, note, catalog, values(element, catalog), save, new=element is None)
        self.screen.app.push_screen(form)

    def _save(self, given: "dict[str, Value]", editing: Element | None) -> "list[Problem]":
        """Write the player's catalog with the form's element type; what to fix, if anything."""
        from armybuilder.tui.element_form import Problem, build, values

        document = self.screen.document
        catalog = document.catalog
        built = build(given, catalog, editing=editing)
        if built.element is None:
            return built.problems
        if (
            editing is not None
            and built.element == build(values(editing, catalog), catalog, editing=editing).element
        ):
            self.screen.notify(f"Nothing changed in {editing.name}, so nothing was saved.", timeout=5)
            return []
        folder = self.catalogs.own
        assert folder is not None  # refused() said so before the form opened
        shown = self.screen.services.files.shown
        path = OwnCatalog.of_file(folder, catalog.id)
        element_id = built.element["id"]
        try:
            # The file as it is now, read, changed and written while no other editor may write it.
            with _locked(path):
                before = OwnCatalog.of(folder, catalog.id)
                now = before.checked(self.catalogs)
                stale = self._changed_since(element_id, editing, given, now, shown(path))
                if stale is None:
                    shipped = self._shipped(before, editing)
                    after = before.with_element(built.element, catalog, shipped)
                    changed = after.checked(self.catalogs)
                    after.write()
        except InputError as error:
            return [Problem("", "Your catalog", "; ".join(error.named(shown).lines()))]
        except OSError as error:
            return [Problem("", "Your catalog", self._unwritten(path, error))]
        self.catalogs.refresh()
        if stale is not None:
            # The screen shows the catalog as it now reads, so the form opened again starts from it.
            self.screen.catalog_changed(replace(document, catalog=now))
            return [stale]
        name = built.element.get("name") or (editing.name if editing else element_id)
        what = f"{'change' if editing else 'make'} the element type {name}"
        change = TypeChange(catalog.id, element_id, name, before.entry(element_id), after.entry(element_id))
        self.screen.catalog_changed(document.with_catalog(changed, change, what))
        self.screen.notify(f"Saved {name} in your catalog {shown(path)}.", timeout=5)
        return []

    def _changed_since(
        self, element_id: str, editing: Element | None, given: "dict[str, Value]", now: Catalog, file: str
    ) -> "Problem | None":
        """Why the form's type cannot be saved over the player's catalog as it now reads (`now`):
        another editor made a type with its id, or changed or removed the type the form opened
        with, since. Saving would replace their change without either player seeing it."""
        from armybuilder.tui.element_form import Problem, differences, taken

        if editing is None:
            if element_id not in taken(now):
                return None
            key, label = ("id", "Id") if given.get("id") else ("name", "Name")
            return Problem(
                key,
                label,
                f"`{element_id}` was taken since this form opened: another editor saved it in your "
                f"catalog {file}; give this one another name, or escape and edit that one",
            )
        current = index_of(now).elements.get(editing.id)
        if current is None:
            return Problem(
                "",
                "Your catalog",
                f"{editing.name} was taken out of your catalog {file} by another editor since this "
                "form opened, so nothing was saved; escape to see the catalog as it now is",
            )
        changed = differences(editing, current, now)
        if not changed:
            return None
        return Problem(
            "",
            "Your catalog",
            f"{editing.name} was changed in your catalog {file} by another editor since this form "
            f"opened ({'; '.join(changed)}), so nothing was saved; escape and edit it again to "
            "start from that change",
        )

    def _shipped(self, own: OwnCatalog, editing: Element | None) -> Element | None:
        """The element type as the catalogs before the player's own declare it, if they do."""
        if editing is None:
            return None
        without = self.catalogs.with_text(own.path, None)
        try:
            return index_of(without.get(own.system)).elements.get(editing.id)
        except (InputError, LookupError):
            return None

    def put_back(self, change: TypeChange, *, undo: bool) -> "PutBack | None":
        """Take `change` back out of the player's catalog file (or, not `undo`, put it in again),
        reversing only its one type in the file as it now is, and give the catalog as it then
        reads. Where the type was changed since (by another editor), it is left as it is and the
        player told: the step passes, undone in name only. None, with the reason told, where the
        file cannot be read or written: the step is not taken."""
        expected, wanted = (change.after, change.before) if undo else (change.before, change.after)
        folder = self.catalogs.own
        assert folder is not None  # the step was made, so the folder is there
        shown = self.screen.services.files.shown
        path = OwnCatalog.of_file(folder, change.system)
        try:
            with _locked(path):
                own = OwnCatalog.of(folder, change.system)
                if own.entry(change.element_id) != expected:
                    self.screen.notify(
                        f"Not {'undone' if undo else 'redone'}: {change.name} in your catalog "
                        f"{shown(path)} was changed since this editor saved it, so it is left as it is.",
                        severity="warning",
                        timeout=10,
                    )
                    self.catalogs.refresh()
                    return PutBack(self.catalogs.get(change.system), done=False)
                put = own.with_entry(change.element_id, wanted, self.screen.document.catalog.name)
                catalog = put.checked(self.catalogs)
                put.write()
        except InputError as error:
            self.screen.notify("; ".join(error.named(shown).lines()), severity="error", timeout=10)
            return None
        except OSError as error:
            self.screen.notify(self._unwritten(path, error), severity="error", timeout=10)
            return None
        self.catalogs.refresh()
        return PutBack(catalog, done=True)

    def _unwritten(self, path: Path, error: OSError) -> str:
        """Why the player's catalog file was not written, naming it as this player knows it."""
        return f"{self.screen.services.files.shown(path)} cannot be written: {error.strerror or error}"


EDITOR_WAIT = 10.0
"""Seconds the editor waits for another editor's lock on the player's catalog: a change to it
takes far less, and the player is kept waiting meanwhile."""


def _locked(path: Path) -> AbstractContextManager[None]:
    """The player's catalog file locked, its folder made first (the lock lives beside the file)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    return held(path, wait=EDITOR_WAIT)
