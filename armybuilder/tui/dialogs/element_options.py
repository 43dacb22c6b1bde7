"""An element's options: one choice from each `choose: one` group, any from the others.

Each option shows what the catalog says it adds; the line under them shows what the engine makes
of the whole choice (cost each and stats, against the element as it stands).
"""

from collections.abc import Callable

from textual import on
from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Checkbox, Label, RadioSet, Static

from armybuilder.present.options import group_rule, option_label
from armybuilder.schema.catalog import Catalog, OptionGroup
from armybuilder.tui.dialogs.form import FormDialog
from armybuilder.tui.widgets.toggles import Choice, Choices, Tick


class ElementOptionsDialog(FormDialog[list[str]]):
    BOX = "dialog wide"
    CHECKED = False

    def __init__(
        self,
        title: str,
        groups: list[OptionGroup],
        chosen: list[str],
        catalog: Catalog,
        preview: Callable[[list[str]], str],
    ) -> None:
        super().__init__(title)
        self.groups = groups
        self.chosen = chosen
        self.catalog = catalog
        self.preview = preview
        known = {option.id for group in groups for option in group.options}
        self.unknown = [option for option in chosen if option not in known]

    def fields(self) -> ComposeResult:
        with VerticalScroll(classes="dialog-body"):
            for group in self.groups:
                yield Label(f"{group.name} ({group_rule(group)})", classes="field-label", markup=False)
                if group.choose == "one":
                    picked = next((o.id for o in group.options if o.id in self.chosen), group.default)
                    with Choices(compact=True):
                        for option in group.options:
                            yield Choice(option_label(option, self.catalog), value=option.id == picked)
                else:
                    for option in group.options:
                        yield Tick(
                            option_label(option, self.catalog),
                            value=option.id in self.chosen,
                            compact=True,
                        )
            if self.unknown:
                yield Label("Not in the catalog (kept while ticked)", classes="field-label")
                for option_id in self.unknown:
                    yield Tick(option_id, value=True, classes="unknown", compact=True)
        yield Static("", id="preview", markup=False)

    def on_mount(self) -> None:
        self.query("RadioSet, Checkbox").first().focus()
        self._show_preview()

    def answer(self) -> list[str]:
        """The option ids ticked now; a group's default is left out, as the engine applies it anyway."""
        ids: list[str] = []
        radio_sets = iter(self.query(RadioSet))
        checkboxes = iter(self.query(Checkbox))
        for group in self.groups:
            if group.choose == "one":
                index = next(radio_sets).pressed_index
                if index >= 0 and group.options[index].id != group.default:
                    ids.append(group.options[index].id)
            else:
                ids += [option.id for option in group.options if next(checkboxes).value]
        ids += [option for option in self.unknown if next(checkboxes).value]
        return ids

    @on(RadioSet.Changed)
    @on(Checkbox.Changed)
    def _show_preview(self) -> None:
        self.query_one("#preview", Static).update(f"With these options: {self.preview(self.answer())}")
