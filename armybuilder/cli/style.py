"""Colour for terminals, plain text for pipes and files (and whenever NO_COLOR is set)."""

import os
from typing import TextIO

from armybuilder.present.verdicts import verdict_word

_CODES = {"bold": "1", "dim": "2", "red": "31", "green": "32", "yellow": "33", "cyan": "36"}


class Style:
    def __init__(self, stream: TextIO, *, colour: bool | None = None) -> None:
        if colour is None:
            forced = bool(os.environ.get("FORCE_COLOR"))
            plain = os.environ.get("NO_COLOR") or os.environ.get("TERM") == "dumb"
            colour = forced or (stream.isatty() and not plain)
        self.on = colour

    def __call__(self, text: str, *names: str) -> str:
        if not self.on or not names:
            return text
        codes = ";".join(_CODES[name] for name in names)
        return f"\033[{codes}m{text}\033[0m"

    def severity(self, severity: str) -> str:
        return self(severity, "red", "bold") if severity == "error" else self(severity, "yellow")

    def verdict(self, valid: bool) -> str:
        return self(verdict_word(valid), "green" if valid else "red", "bold")
