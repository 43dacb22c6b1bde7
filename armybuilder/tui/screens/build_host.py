"""The build screen as its rooms see it: what the editing, dialog, file, report and key rooms
mixed into it use of its state, of Textual's screen, and of one another."""

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, TypeVar

from textual.app import App
from textual.binding import BindingType
from textual.notifications import SeverityLevel
from textual.widget import Widget

from armybuilder.engine import Problem
from armybuilder.engine.where import Where
from armybuilder.tui.catalog_entries import CatalogEntry, Kind
from armybuilder.tui.document import Document
from armybuilder.tui.editor import Change, RosterEditor
from armybuilder.tui.roster_files import RosterFiles
from armybuilder.tui.screens.build_own_types import OwnTypes
from armybuilder.tui.services import Services

if TYPE_CHECKING:
    from armybuilder.tui.screens.help import Section

W = TypeVar("W", bound=Widget)


class BuildHost(Protocol):
    BINDINGS: ClassVar[list[BindingType]]
    services: Services
    editor: RosterEditor
    files: RosterFiles
    own_types: OwnTypes
    entries: list[CatalogEntry]
    _showing: tuple[str, Kind | None, str | None]
    _key_state: tuple[bool | None, ...]
    _report_pending: bool

    @property
    def app(self) -> App[Any]: ...

    @property
    def focused(self) -> Widget | None: ...

    @property
    def is_attached(self) -> bool: ...

    def query_one(self, selector: type[W]) -> W: ...

    def notify(
        self, message: str, *, severity: SeverityLevel = "information", timeout: float | None = None
    ) -> None: ...

    def call_after_refresh(self, callback: Callable[[], object]) -> bool: ...

    def refresh_bindings(self) -> None: ...

    async def run_action(self, action: str) -> None: ...

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None: ...

    @property
    def highlighted(self) -> Where | None: ...

    def _apply(self, change: Change, what: str = "", grows: bool = False) -> None: ...

    def _step(self, *, undo: bool) -> None: ...

    def add(self, kind: Kind, entry_id: str) -> None: ...

    def catalog_changed(self, document: Document) -> None: ...

    def action_roster_options(self) -> None: ...

    def action_element_options(self) -> None: ...

    def action_links(self) -> None: ...

    def fixable(self) -> Problem | None: ...

    def action_import_text(self) -> None: ...

    def help_sections(self) -> list["Section"]: ...

    def _refresh_keys(self) -> None: ...

    def _show_report(self) -> None: ...

    def _show_detail(self) -> None: ...

    def _on_roster_entry(self) -> bool: ...

    def _offered(self, action: str) -> bool: ...

    def _may_link(self, element_id: str) -> bool: ...
