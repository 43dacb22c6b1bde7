"""What `pdf`, `reference` and `event pack` share: the output file, and what is said of a PDF that
could not be written."""

import sys
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from armybuilder.cli.failures import refused
from armybuilder.files.opening import not_over_what_is_read, output_path
from armybuilder.pdf import LayoutError, TooLongToPrint
from armybuilder.terminal import printable

T = TypeVar("T")


def output_file(path: Path, *, force: bool, keep: Path | None = None) -> Path:
    """The PDF to write: a new file, or with `force` a regular file to replace, never the roster
    it is printed from."""
    if keep is not None:
        not_over_what_is_read(path, [keep], made="PDF", instead=path.with_suffix(".pdf"))
    return output_path(path, force=force, what="pdf")


def written(out: Path, write: Callable[[], T]) -> T | None:
    """What `write` says it put in `out`, or None once it has said why there is no PDF."""
    try:
        return write()
    except (OSError, TooLongToPrint, LayoutError) as error:
        print(unwritten(out, error), file=sys.stderr)
    return None


def unwritten(out: Path, error: Exception) -> str:
    """Why no PDF was written to `out`: the system refused it, or a page could not hold a piece."""
    if isinstance(error, TooLongToPrint):
        return printable(f"armybuilder: cannot print {out}: {error}")
    if isinstance(error, LayoutError):
        # Only a page element larger than the page itself gets here; nothing is written.
        return printable(f"armybuilder: cannot lay out {out}: {error}")
    assert isinstance(error, OSError)
    return printable(f"armybuilder: {refused(error)}")
