"""What `pdf` and `reference` share: the output file, the template, and the date they print."""

import sys
import time
from collections.abc import Callable
from datetime import UTC, date, datetime
from pathlib import Path
from typing import TypeVar

from reportlab.platypus.doctemplate import LayoutError

from armybuilder.cli.failures import refused
from armybuilder.errors import UsageError
from armybuilder.files.opening import not_over_what_is_read, output_path
from armybuilder.pdf import TooLongToPrint
from armybuilder.printing.source_date import BadSourceDate, source_date
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
    fixed = _source_date()
    if fixed is None:
        return date.fromtimestamp(time.time()), False
    return fixed.date(), True


def printing_time() -> datetime:
    """Now, to the second, in UTC; SOURCE_DATE_EPOCH fixes it, as it fixes the printed date."""
    return _source_date() or datetime.now(UTC).replace(microsecond=0)


def _source_date() -> datetime | None:
    """The moment SOURCE_DATE_EPOCH names, if it is set; a usage error if it names none."""
    try:
        return source_date()
    except BadSourceDate as error:
        raise UsageError(str(error)) from None


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
