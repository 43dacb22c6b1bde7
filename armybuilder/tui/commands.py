"""The command palette offers what the build screen can do now, and every catalog entry to add."""

from collections.abc import Callable

from textual.command import DiscoveryHit, Hit, Hits, Provider

Command = tuple[str, str, Callable[[], object]]
"""A title, a line of help, and what to run."""


class ScreenCommands(Provider):
    """Asks the screen the palette was opened from for its `commands()`."""

    def _commands(self) -> list[Command]:
        commands = getattr(self.screen, "commands", None)
        return commands() if commands else []

    async def discover(self) -> Hits:
        for title, help_text, callback in self._commands():
            yield DiscoveryHit(title, callback, help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for title, help_text, callback in self._commands():
            # The help line names the key and its short name ("Save as"), so those find it too.
            score = max(matcher.match(title), matcher.match(help_text))
            if score > 0:
                yield Hit(score, matcher.highlight(title), callback, help=help_text)
