"""The roster's own settings: name, player, limit, and the options its catalog declares."""

from collections.abc import Callable

from textual.app import ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Checkbox, Input, Label, Select, Static

from armybuilder.editing.operations import EditError, RosterDetails, parse_limit
from armybuilder.engine.words import plain, yaml_value
from armybuilder.schema.catalog import ChoiceOption, FlagOption, RosterOption
from armybuilder.schema.event import Event
from armybuilder.schema.roster import MAX_NAME, OptionValue
from armybuilder.terminal import printable
from armybuilder.tui.dialogs.form import FormDialog, Invalid
from armybuilder.tui.widgets.text_input import TextInput
from armybuilder.tui.widgets.toggles import Tick


class RosterOptionsDialog(FormDialog[RosterDetails]):
    """`check` returns what is wrong with the answer (from the roster operations), or ''.

    Under an `event`, its limit and fixed options are shown and cannot be changed here.
    """

    BOX = "dialog wide"

    def __init__(
        self,
        options: list[RosterOption],
        details: RosterDetails,
        default_limit: str,
        check: Callable[[RosterDetails], str],
        *,
        costed: bool = True,
        event: Event | None = None,
    ) -> None:
        super().__init__("Roster")
        self.event = event
        self.fixed = event.options if event else {}
        self.catalog_options = options
        self.details = details
        self.default_limit = default_limit
        self.asks_limit = costed or details.limit is not None
        """A game without points has no use for a limit, unless the file already sets one."""
        self.check = check
        known = {option.id for option in options}
        self.kept = {k: v for k, v in details.options.items() if k not in known}

    def fields(self) -> ComposeResult:
        details = self.details
        with VerticalScroll(classes="dialog-body"):
            yield Label("Name", classes="field-label")
            yield TextInput(details.name, id="name", compact=True, max_length=MAX_NAME)
            yield Label("Player", classes="field-label")
            # A compact input shows nothing when empty: the placeholder says a field is there.
            yield TextInput(
                details.player or "",
                id="player",
                placeholder="empty: no player named",
                compact=True,
                max_length=MAX_NAME,
            )
            if self.asks_limit:
                yield Label("Limit", classes="field-label")
                shown = details.limit if self._event_limit is None else self._event_limit
                limit = "" if shown is None else yaml_value(shown)
                yield Input(
                    limit,
                    id="limit",
                    type="number",
                    valid_empty=True,
                    placeholder=f"empty: {self.default_limit}",
                    compact=True,
                    disabled=self._event_limit is not None,
                )
                if self._event_limit is not None:
                    yield Static(self._fixed_note(self._event_limit), classes="note")
            for number, option in enumerate(self.catalog_options):
                fixed = option.id in self.fixed
                value = self.fixed[option.id] if fixed else details.options.get(option.id, option.default)
                yield from self._field(number, option, value, disabled=fixed)
                if fixed:
                    yield Static(self._fixed_note(value), classes="note")
            if self.kept:
                kept = ", ".join(f"{k}: {yaml_value(v)}" for k, v in self.kept.items())
                yield Static(f"Kept as written, not options of this catalog: {kept}", classes="note")

    def on_mount(self) -> None:
        self.query_one("#name", Input).focus()

    @property
    def _event_limit(self) -> float | None:
        return self.event.limit if self.event else None

    def _fixed_note(self, value: object) -> str:
        name = self.event.name if self.event else ""
        return printable(f"Fixed by the event {name}: {plain(value)}")

    def _field(
        self, number: int, option: RosterOption, value: OptionValue | None, *, disabled: bool = False
    ) -> ComposeResult:
        field_id = f"option-{number}"
        if isinstance(option, FlagOption):
            yield Tick(
                option.name, value=value is True, id=field_id, classes="flag", compact=True, disabled=disabled
            )
        elif isinstance(option, ChoiceOption):
            yield Label(option.name, classes="field-label", markup=False)
            choices = [(yaml_value(choice), choice) for choice in option.choices]
            current = value if value in option.choices else option.default
            # An option without a default may stay unset (the engine may read it from the units).
            unset = option.default is None
            yield Select(
                choices,
                value=Select.NULL if current is None else current,
                allow_blank=unset,
                prompt="not set" if unset else "Select",
                id=field_id,
                compact=True,
                disabled=disabled,
            )
            if value is not None and value not in option.choices:
                yield Static(
                    f"The roster says {yaml_value(value)}, which is not a choice here.", classes="note"
                )
        else:
            yield Label(option.name, classes="field-label", markup=False)
            shown = str(value) if type(value) is int else ""
            bounds = [f"from {option.min}" if option.min is not None else ""]
            bounds.append(f"to {option.max}" if option.max is not None else "")
            hint = " ".join(x for x in bounds if x) or "a whole number"
            yield Input(
                shown,
                id=field_id,
                type="integer",
                placeholder=f"empty: not set ({hint})",
                compact=True,
                disabled=disabled,
            )
        if option.description:
            yield Static(option.description, classes="note")

    def answer(self) -> RosterDetails:
        """The details as the dialog shows them; what stops them being read, or what the roster
        operations refuse, is `Invalid`."""
        limit_text = self.query_one("#limit", Input).value.strip() if self.asks_limit else ""
        try:
            limit = self.details.limit if self._event_limit is not None else parse_limit(limit_text)
        except EditError as error:
            raise Invalid(str(error)) from None
        options: dict[str, OptionValue] = {}
        for number, option in enumerate(self.catalog_options):
            if option.id in self.fixed:  # the event decides; the roster keeps what it says
                if option.id in self.details.options:
                    options[option.id] = self.details.options[option.id]
                continue
            widget = self.query_one(f"#option-{number}")
            value: OptionValue | None = None
            if isinstance(widget, Checkbox):
                value = widget.value
            elif isinstance(widget, Select):
                value = widget.selection
            elif isinstance(widget, Input) and widget.value.strip():
                try:
                    value = int(widget.value)
                except ValueError:
                    raise Invalid(f"{option.name}: {widget.value!r} is not a whole number") from None
            # Only what the roster already says, or what differs from the default, is written.
            if value is not None and (option.id in self.details.options or value != option.default):
                options[option.id] = value
        options.update(self.kept)
        details = RosterDetails(
            self.query_one("#name", TextInput).text,
            self.query_one("#player", TextInput).text,
            limit,
            options,
        )
        problem = self.check(details)
        if problem:
            raise Invalid(problem)
        return details
