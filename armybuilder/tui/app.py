"""The application: it picks the first screen and routes quitting through the unsaved-changes guard.

What to show first, the catalogs and the folders come in as arguments; the screens do the work.
"""

import contextlib
import gc
from dataclasses import dataclass
from pathlib import Path

from textual.app import App
from textual.binding import Binding
from textual.driver import Driver
from textual.notifications import SeverityLevel
from textual.screen import Screen

from armybuilder.terminal import printable
from armybuilder.tui.cannot_open import CannotOpen
from armybuilder.tui.hangup import end_with_terminal, terminal_driver
from armybuilder.tui.opening import new_roster, open_file
from armybuilder.tui.screens.build import BuildScreen
from armybuilder.tui.services import Services


@dataclass(frozen=True)
class OpenFile:
    path: Path


@dataclass(frozen=True)
class NewRoster:
    system: str
    name: str = "New army"
    path: Path | None = None
    """Where it will be saved; None asks on the first save."""


Start = OpenFile | NewRoster | None


class ArmyBuilder(App[None]):
    # With the styles of the screens it starts on: a screen that brings styles of its own has the
    # app parse every style again and restyle every widget, before its first frame.
    CSS_PATH = ["app.tcss", "screens/build.tcss", "screens/start.tcss"]
    OPENING_CSS_PATH = CSS_PATH[:2]
    """The styles where a roster is opened at once: the start screen, shown only should it not open,
    brings its own (parsing them costs the first frame some 3 ms)."""
    TITLE = "armybuilder"
    # ctrl+q quits at once in Textual; here it asks first when there are unsaved changes.
    BINDINGS = [Binding("ctrl+q", "quit", "Quit", show=False, priority=True)]

    def __init__(self, services: Services, start: Start = None) -> None:
        super().__init__(css_path=self.OPENING_CSS_PATH if start is not None else None)
        self.services = services
        self.start = start

    def get_driver_class(self) -> type[Driver]:
        return terminal_driver(super().get_driver_class())

    def on_mount(self) -> None:
        end_with_terminal(self)
        # Once the app runs: a screen shown while it starts is laid out and drawn, that drawing is
        # thrown away, and the first frame waits for the next.
        self.call_later(self._open)

    async def _open(self) -> None:
        await self.push_screen(self.first_screen())
        self.call_after_refresh(self._settled)

    def _settled(self) -> None:
        # The catalogs, widgets and styles live as long as the app: keep the garbage collector from
        # walking them again after every change (a full pass is tens of milliseconds). It was off
        # while they were made (`armybuilder edit` starts without it).
        gc.freeze()
        gc.enable()

    def first_screen(self) -> Screen:
        services = self.services
        problem = ""
        try:
            if isinstance(self.start, OpenFile):
                document = open_file(services.catalogs, self.start.path, shown=services.files.shown)
                # After the first frame: writing the recent list waits on the disk (fsync).
                self.call_after_refresh(self._remember, self.start.path)
                return BuildScreen(document, services)
            if isinstance(self.start, NewRoster):
                start = self.start
                return BuildScreen(
                    new_roster(
                        services.catalogs, start.system, start.name, start.path, shown=services.files.shown
                    ),
                    services,
                )
        except CannotOpen as error:
            problem = str(error)
        from armybuilder.tui.screens.start import StartScreen  # loaded only where no roster opens

        return StartScreen(services, problem=problem)

    def _remember(self, path: Path) -> None:
        with contextlib.suppress(OSError):  # the recent list is a convenience
            self.services.recent.add(path)

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None:
        """Every notice may name a file or an entry: its text is shown, never read as markup or codes.
        A file is named as `services.files.shown` names it, where the notice is made."""
        super().notify(
            printable(message),
            title=title,
            severity=severity,
            timeout=timeout,
            markup=False,
        )

    async def action_quit(self) -> None:
        build = next((s for s in reversed(self.screen_stack) if isinstance(s, BuildScreen)), None)
        if build is None:
            self.exit()
        else:
            build.action_quit()
