"""The build screen's keys for files: save, save as, print, download, copy as text and quit.
Saving, autosaving, recovery, printing and downloads themselves live in RosterFiles."""

from armybuilder.tui.screens.build_host import BuildHost


class FileActions:
    """Mixed into the build screen, which holds the roster's files."""

    def action_save(self: BuildHost) -> None:
        self.files.save()

    def action_save_as(self: BuildHost) -> None:
        self.files.save_as()

    def action_print(self: BuildHost) -> None:
        self.files.print()

    def action_download(self: BuildHost) -> None:
        self.files.download()

    def action_copy_text(self: BuildHost) -> None:
        from armybuilder.present.markdown import markdown  # with the list grammar: not needed to start

        # The text goes out as an escape sequence (OSC 52) that no terminal acknowledges, so the
        # notice says where it was sent, not that it arrived.
        self.app.copy_to_clipboard(markdown(self.editor.report))
        if self.services.browser:
            self.notify("Sent the list as text (Markdown) to the clipboard, to paste in a post or a chat.")
        else:
            self.notify(
                "Sent the list as text (Markdown) to the terminal's clipboard, to paste in a post or a chat."
                " If nothing pastes, the terminal refused it; in tmux, allow it with"
                " `set -g set-clipboard on` in ~/.tmux.conf.",
                timeout=10,
            )

    def action_quit(self: BuildHost) -> None:
        from armybuilder.tui.dialogs.ask import ChoiceDialog

        if not self.editor.document.unsaved:
            self.app.exit()
            return

        def answer(choice: str | None) -> None:
            if choice == "save":
                self.files.save(then=self.app.exit)
            elif choice == "discard":
                self.files.abandon()
                self.app.exit()

        question = ChoiceDialog(
            "Unsaved changes",
            f"{self.editor.document.roster.name} has changes that are not saved.",
            [("save", "Save and quit"), ("discard", "Quit without saving"), ("cancel", "Cancel")],
            "cancel",
        )
        self.app.push_screen(question, answer)
