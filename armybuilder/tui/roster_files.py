"""Saving, autosaving, recovering, printing, downloading and copying the roster of one build
screen, and leaving it with its changes saved or not.

The roster and its report come from the screen's roster editor; the screen shows the dialogs,
the notices and the printing's worker.
"""

import contextlib
import tempfile
from collections.abc import Callable
from dataclasses import replace
from datetime import date, datetime
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.screen import Screen

from armybuilder.editing import operations as op
from armybuilder.engine import Report
from armybuilder.engine.words import ago, sentence
from armybuilder.files.opening import file_stem
from armybuilder.files.rosters import dump_roster
from armybuilder.files.saving import save_roster
from armybuilder.schema.roster import Roster
from armybuilder.tui.cannot_open import CannotOpen
from armybuilder.tui.editor import RosterEditor
from armybuilder.tui.opening import read
from armybuilder.tui.services import Services
from armybuilder.tui.store import Copy

if TYPE_CHECKING:  # printing loads when first asked for: the editor starts without its models
    from armybuilder.tui.dialogs.export import Export


class RosterFiles:
    """Where the roster of one build screen comes from and goes to."""

    def __init__(
        self, editor: RosterEditor, screen: Screen[Any], services: Services, copy: Path | None
    ) -> None:
        self.editor = editor
        self.screen = screen
        self.services = services
        self.files = services.files
        self._new_copy = copy or services.autosaves.for_new(int(services.clock() * 1000))
        self._autosaved: Roster | None = None
        """The roster the autosaved copy holds; None when there is no copy."""
        self._abandoned = False
        """The player quit without saving: no copy is kept."""

    @property
    def copy(self) -> Path:
        """Where unsaved changes are autosaved: never the roster file itself."""
        path = self.editor.document.path
        return self.services.autosaves.for_file(path) if path else self._new_copy

    # Saving ------------------------------------------------------------------------------------

    def read_layout(self) -> None:
        """Read the open file's comments and layout in the background, so its first save is quick."""
        from armybuilder.files.splicing import read_layout  # not on the editor's start-up path

        path = self.editor.document.path
        if path is not None:
            self.screen.run_worker(partial(read_layout, path), thread=True, group="layout")

    def save(self, then: Callable[[], None] | None = None) -> None:
        path = self.editor.document.path
        if path is None:
            self.save_as(then)
        elif self._write(path) and then:
            then()

    def save_as(self, then: Callable[[], None] | None = None) -> None:
        from armybuilder.tui.dialogs.ask import ChoiceDialog, TextDialog

        document = self.editor.document
        suggested = document.path or self.files.folder / f"{file_stem(document.roster.name)}.yaml"

        def write(path: Path) -> None:
            if self._write(path) and then:
                then()

        def chosen(text: str | None) -> None:
            if text is None:
                return
            path = self.files.roster_path_for(text)
            if path.exists() and path != document.path:
                shown = self.files.shown(path)
                question = ChoiceDialog(
                    "Replace the file?",
                    f"{shown} already exists. Replace it with this roster? (The old file is kept as {path.name}.bak.)",
                    [("replace", "Replace it"), ("cancel", "Cancel")],
                    "cancel",
                )
                self.screen.app.push_screen(
                    question, lambda answer: write(path) if answer == "replace" else None
                )
            else:
                write(path)

        dialog = TextDialog(
            "Save as", "File", self.files.shown(suggested), _problem_with(self.files.roster_path_for)
        )
        self.screen.app.push_screen(dialog, chosen)

    def _write(self, path: Path) -> bool:
        screen = self.screen
        roster = op.stamp_revision(self.editor.document.roster, self.editor.document.catalog)
        shown = self.files.shown(path)
        try:
            save_roster(roster, path)
        except (OSError, ValueError) as error:
            reason = error.strerror if isinstance(error, OSError) and error.strerror else error
            screen.notify(f"Could not save {shown}: {reason}", severity="error", timeout=10)
            return False
        old_copy = self.copy
        self.editor.saved_as(path, roster)
        self.discard_copy(old_copy)
        self.discard_copy(self.copy)
        with contextlib.suppress(OSError):  # the recent list is a convenience; the roster is saved
            self.services.recent.add(path)
        screen.notify(f"Saved {path.name}")
        return True

    def leave(self, then: Callable[[], None], *, save: str, discard: str) -> None:
        """`then` (quit, open another roster), asking first where the roster has changes that are
        not saved: save them and go (`save` says so on its button), go without them, or stay."""
        from armybuilder.tui.dialogs.ask import ChoiceDialog

        document = self.editor.document
        if not document.unsaved:
            then()
            return

        def answer(choice: str | None) -> None:
            if choice == "save":
                self.save(then=then)
            elif choice == "discard":
                self.abandon()
                then()

        question = ChoiceDialog(
            "Unsaved changes",
            f"{document.roster.name} has changes that are not saved.",
            [("save", save), ("discard", discard), ("cancel", "Cancel")],
            "cancel",
        )
        self.screen.app.push_screen(question, answer)

    # Autosave and recovery ---------------------------------------------------------------------

    def autosave(self) -> None:
        """Copy unsaved changes aside, so a crash or a kill loses at most a few seconds of work."""
        document = self.editor.document
        if self._abandoned:
            return
        if not document.unsaved:
            if self._autosaved is not None:
                self.discard_copy(self.copy)
            return
        if document.roster is self._autosaved:
            return
        # On the screen's own thread (a few kilobytes): saving or quitting can then never discard
        # a copy while it is still being written, and bring it back when the write lands.
        try:
            self.services.autosaves.write(document.roster, self.copy)
        except OSError as error:
            # Not marked as copied, so the next autosave tries again (a full disk may have room then).
            reason = error.strerror or error
            self.screen.notify(f"Could not autosave: {reason}", severity="warning")
            return
        self._autosaved = document.roster

    def discard_copy(self, copy: Path | None = None) -> None:
        self.services.autosaves.discard(copy or self.copy)
        self._autosaved = None

    def abandon(self) -> None:
        """Quit without saving: this session's copy goes, and nothing writes it again on the way out."""
        self.discard_copy()
        self._abandoned = True

    def offer_autosaved(self) -> None:
        """On opening a file, offer back the copies of it that ended sessions left, newest first."""
        path = self.editor.document.path
        if path is not None:
            self._offer(path, self.services.autosaves.of_file(path))

    def _offer(self, path: Path, copies: list[Copy]) -> None:
        screen = self.screen
        if not copies:
            return
        from armybuilder.tui.dialogs.ask import ChoiceDialog

        copy, rest = copies[0], copies[1:]
        try:
            roster = read(copy.path, shown=self.files.shown)
            written = copy.path.stat().st_mtime
        except (CannotOpen, OSError):
            self._offer(path, rest)
            return
        if roster == self.editor.document.roster:
            self.discard_copy(copy.path)
            self._offer(path, rest)
            return
        when = ago(self.services.clock() - written)
        at = datetime.fromtimestamp(written).strftime("%Y-%m-%d %H:%M")
        older = "1 older copy" if len(rest) == 1 else f"{len(rest)} older copies"
        more = f" ({older} after this one)" if rest else ""

        def answer(choice: str | None) -> None:
            if choice == "restore":
                self.editor.restore(roster)
                self._take_over(copy.path)
                return
            if choice == "discard":
                self.discard_copy(copy.path)
            self._offer(path, rest)

        question = ChoiceDialog(
            "Unsaved changes found",
            f"{path.name} has changes autosaved {when} ({at}) that were never saved, by the editor "
            f"started {copy.started}, which has since stopped{more}. Restore them? "
            "(Undo then goes back to the file as saved.)",
            [("restore", "Restore them"), ("discard", "Open the file as saved")],
            "later",
        )
        screen.app.push_screen(question, answer)

    def _take_over(self, left: Path) -> None:
        """The restored changes are this session's now: its own copy holds them before the one
        an ended session left goes, so undoing them and quitting leaves nothing to offer again."""
        self.autosave()
        if self._autosaved is not None and left != self.copy:
            self.services.autosaves.discard(left)

    # Printing and downloads --------------------------------------------------------------------

    def print(self) -> None:
        # Here, not at the top: the print dialog and the templates' models are not on the first frame.
        from armybuilder.files.templates import DEFAULT, template_titles
        from armybuilder.tui.dialogs.export import ExportDialog

        document = self.editor.document
        folder = document.path.parent if document.path else self.files.folder
        stem = document.path.stem if document.path else file_stem(document.roster.name)
        suggested = f"{stem}.pdf" if self.files.in_browser else str(folder / f"{stem}.pdf")
        sized = any(line.made_base is not None and line.made_base.size for line in self.editor.report.lines)
        dialog = ExportDialog(
            suggested,
            template_titles(),
            DEFAULT,
            self.files.print_path_for,
            file_label="File name (your browser downloads it)" if self.files.in_browser else "File",
            ticked=("roster", "cards", "basing") if sized else ("roster", "cards"),
        )
        self.screen.app.push_screen(dialog, lambda choice: self._start_print(choice) if choice else None)

    def _start_print(self, choice: "Export") -> None:
        # The fingerprinted report is made here, on the screen's thread, where every evaluation runs.
        report = self.editor.fingerprinted()
        self.screen.run_worker(
            partial(self._print, choice, report), thread=True, exclusive=True, group="print"
        )

    def _print(self, choice: "Export", report: Report) -> None:
        """Write the PDFs away from the screen's thread; in a browser, hand them over as downloads."""
        from armybuilder.tui.printing import CannotPrint, print_choice

        screen, app = self.screen, self.screen.app
        printed = date.fromtimestamp(self.services.clock())
        try:
            if self.files.in_browser:
                with tempfile.TemporaryDirectory(prefix="armybuilder-print-") as folder:
                    written = replace(choice, path=Path(folder) / choice.path.name)
                    said = print_choice(written, report, self.editor.document.catalog, printed, shown=_name)
                    made = [pdf for pdf in (written.path, written.reference_path) if pdf.exists()]
                    for pdf in made:
                        app.call_from_thread(self.files.deliver, app, pdf.read_bytes(), pdf.name)
                said += f" Your browser downloads {'them' if len(made) > 1 else 'it'}."
            else:
                said = print_choice(choice, report, self.editor.document.catalog, printed, shown=str)
        except (CannotPrint, OSError) as error:
            app.call_from_thread(screen.notify, self.files.why(error), severity="error", timeout=10)
            return
        app.call_from_thread(screen.notify, said, timeout=8)

    def copy_text(self) -> None:
        """Send the list as text (Markdown) to the clipboard, to paste in a post or a chat."""
        from armybuilder.present.markdown import markdown  # with the list grammar: not needed to start

        # The text goes out as an escape sequence (OSC 52) that no terminal acknowledges, so the
        # notice says where it was sent, not that it arrived.
        self.screen.app.copy_to_clipboard(markdown(self.editor.fingerprinted()))
        if self.services.browser:
            self.screen.notify(
                "Sent the list as text (Markdown) to the clipboard, to paste in a post or a chat."
            )
        else:
            self.screen.notify(
                "Sent the list as text (Markdown) to the terminal's clipboard, to paste in a post or a chat."
                " If nothing pastes, the terminal refused it; in tmux, allow it with"
                " `set -g set-clipboard on` in ~/.tmux.conf.",
                timeout=10,
            )

    def download(self) -> None:
        """Hand the roster as it stands (saved or not) to the browser as a YAML file."""
        document = self.editor.document
        roster = op.stamp_revision(document.roster, document.catalog)
        name = document.path.name if document.path else f"{file_stem(roster.name)}.yaml"
        self.files.deliver(self.screen.app, dump_roster(roster).encode("utf-8"), name)
        self.screen.notify(f"Your browser downloads {name}.")


def _name(path: Path | str) -> str:
    return Path(path).name


def _problem_with(path_for: Callable[[str], Path]) -> Callable[[str], str]:
    """What is wrong with a typed file name, or '' if nothing."""

    def problem(text: str) -> str:
        try:
            path_for(text)
        except ValueError as error:
            return f"{sentence(str(error))}."
        return ""

    return problem
