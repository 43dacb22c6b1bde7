"""Printing from the TUI: the PDFs the print dialog asked for, and a line saying what was written."""

from datetime import date

from armybuilder.engine import Report
from armybuilder.errors import InputError
from armybuilder.files.opening import kind_of
from armybuilder.files.templates import load_template
from armybuilder.present.printed import left_out, print_summary, printed_file
from armybuilder.printing.source_date import BadSourceDate, source_date
from armybuilder.schema.catalog import Catalog
from armybuilder.tui.dialogs.export import Export
from armybuilder.tui.files import Shown


class CannotPrint(Exception):
    """Why nothing (or not everything) was printed, said for the player."""


def print_choice(choice: Export, report: Report, catalog: Catalog, printed: date, *, shown: Shown) -> str:
    """Write what `choice` names; say which files (as `shown` names them) and how many pages, and
    whether the roster is valid.

    reportlab loads here, on the first print, so the TUI starts without it.
    """
    from armybuilder.pdf import LayoutError, TooLongToPrint, write_pdf, write_reference
    from armybuilder.present.sheet import sheet_of

    written = []
    sheet = False
    target = choice.path
    for path in (choice.path if choice.parts else None, choice.reference_path if choice.reference else None):
        if path is not None and path.exists() and not path.is_file():  # never into a device or a pipe
            raise CannotPrint(
                f"Could not print {shown(path)}: it is {kind_of(path.stat().st_mode)}, not a file"
            )
    try:
        source_date()  # reportlab reads it as it writes, and cannot say what is wrong with it
        template = load_template(choice.template)
        if choice.parts:
            made = write_pdf(sheet_of(report, catalog, printed, choice.parts), template, target)
            written.append(printed_file(shown(target), made.pages, left_out(choice.parts, made.parts)))
            sheet = "roster" in made.parts
        if choice.reference:
            target = choice.reference_path
            pages = write_reference(catalog, template, target, report=report)
            written.append(printed_file(shown(target), pages))
    except (OSError, InputError, LayoutError, TooLongToPrint, BadSourceDate) as error:
        if isinstance(error, OSError) and error.strerror:
            reason = error.strerror
        else:  # a template or a font it names: its file named as the printed ones are
            reason = str(error.named(shown) if isinstance(error, InputError) else error)
        raise CannotPrint(f"Could not print {shown(target)}: {reason}") from None
    return print_summary(written, report, sheet=sheet)
