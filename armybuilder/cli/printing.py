"""What `pdf` and `reference` share: the output file, the template, and the date they print."""

import sys
import time
from collections.abc import Callable
from datetime import date
from pathlib import Path
from typing import TypeVar

from reportlab.platypus.doctemplate import LayoutError

from armybuilder.cli.failures import refused
from armybuilder.files.opening import not_over_what_is_read, output_path
from armybuilder.pdf import TooLongToPrint
from armybuilder.printing.source_date import source_date
from armybuilder.printing.templates import load_template
from armybuilder.schema.template import Template
from armybuilder.terminal import printable

T = TypeVar("T")


def output_file(path: Path, *, force: bool, keep: Path | None = None) -> Path:
    """The PDF to write: a new file, or with `force` a regular file to replace, never the roster
    it is printed from."""
    if keep is not None:
        not_over_what_is_read(path, [keep], made="PDF", instead=path.with_suffix(".pdf"))
    return output_path(path, force=force, what="pdf")


def template(spec: str | None) -> Template:
    return load_template(spec) if spec else load_template()


def printing_date() -> tuple[date, bool]:
    """The date to print, and whether the output must be reproducible.

    SOURCE_DATE_EPOCH (seconds since 1970, the reproducible-builds convention) fixes both the
    printed date and the PDF's own creation date, so the same roster gives the same bytes.
    """
    fixed = source_date()
    if fixed is None:
        return date.fromtimestamp(time.time()), False
    return fixed.date(), True


def written(out: Path, write: Callable[[], T]) -> T | None:
    """What `write` says it put in `out`, or None once it has said why there is no PDF."""
    try:
        return write()
    except OSError as error:
        print(printable(f"armybuilder: {refused(error)}"), file=sys.stderr)
    except TooLongToPrint as error:
        print(printable(f"armybuilder: cannot print {out}: {error}"), file=sys.stderr)
    except LayoutError as error:
        # Only a page element larger than the page itself gets here; nothing is written.
        print(printable(f"armybuilder: cannot lay out {out}: {error}"), file=sys.stderr)
    return None
