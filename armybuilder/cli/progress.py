"""A progress bar for long work, drawn only where a person watches a terminal."""

import sys


class Progress:
    """A bar on stderr while many files are worked through, when stderr is a terminal."""

    def __init__(self, total: int, what: str = "checking", start_at: int = 50) -> None:
        self.total = total
        self.count = 0
        self.what = what
        self.on = total >= start_at and sys.stderr.isatty()
        self.every = max(1, min(25, total // 30))

    def step(self) -> None:
        self.count += 1
        if self.on and (self.count % self.every == 0 or self.count == self.total):
            width = 30
            filled = width * self.count // self.total
            sys.stderr.write(
                f"\r{self.what} [{'#' * filled}{'.' * (width - filled)}] {self.count}/{self.total}"
            )
            sys.stderr.flush()

    def done(self) -> None:
        if self.on:
            sys.stderr.write("\r" + " " * 60 + "\r")
            sys.stderr.flush()
