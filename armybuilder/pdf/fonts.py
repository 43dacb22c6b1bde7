"""The typeface the PDFs print in, and text made safe to print with it.

Names and notes come from users, so every string is printed literally: markup characters are
escaped, control and format characters are written out (`\x1b`), and a character the typeface
lacks becomes a visible placeholder instead of a blank or an error.
"""

import hashlib
import io
import re
import struct
from dataclasses import dataclass
from functools import cache, lru_cache
from html import escape
from pathlib import Path

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFError, TTFont

from armybuilder.errors import InputError
from armybuilder.files.opening import read_limited
from armybuilder.terminal import printable

SHIPPED = Path(__file__).resolve().parent / "fonts"
REGULAR = SHIPPED / "DejaVuSans.ttf"
BOLD = SHIPPED / "DejaVuSans-Bold.ttf"
MAX_FONT_BYTES = 50 * 1024 * 1024
PLACEHOLDER = "\ufffd"
# Line and page breaks other than a newline, and tabs, print as a space (a pattern: `str.translate`
# through a mapping looks each character up in Python's dict, some fifteen times slower).
_SPACES = re.compile("[\t\r\v\f\x85\u2028\u2029]")


@dataclass(frozen=True)
class Typeface:
    """A registered regular and bold face, and the characters both can draw."""

    regular: str
    bold: str
    covered: frozenset[int]
    ascii: bool
    """Whether both faces draw every printable ASCII character: text of those alone is drawable as
    it stands, with no look at each character (a pack's sheets are mostly such text)."""

    def text(self, value: object) -> str:
        """`value` as one line of plain text the typeface can draw, for tables and the canvas."""
        return self._drawable(str(value).replace("\n", " "))

    def markup(self, value: object) -> str:
        """`value` as Paragraph text that prints literally: no tag, entity or `&` in it acts.
        Backticks, which quote ids for the file, are left off: paper shows the words alone."""
        text = str(value).replace("`", "")
        return "<br/>".join(escape(self._drawable(line), quote=False) for line in text.split("\n"))

    def line(self, value: object) -> str | None:
        """`value` as plain text, drawn as a paragraph of `markup(value)` prints it on one line;
        None where the paragraph would change it (a line break, spaces it folds or breaks at)."""
        text = str(value).replace("`", "")
        if "\n" in text:
            return None
        text = self._drawable(text)
        if text and "" in text.split(" "):
            return None
        # Printable ASCII has no space but the plain one: only other text is looked at character by character.
        spaced = "" if text.isascii() and text.isprintable() else text.replace(" ", "").replace("\u00a0", "")
        if any(c.isspace() or c == "\u200b" for c in spaced):
            return None
        return text

    def _drawable(self, text: str) -> str:
        if self.ascii and text.isascii() and text.isprintable():
            return text
        # Controls written out as the notes and the console write them (`\x1b[2J`), so a name
        # holding escape codes reads on paper as what it is, not as a row of placeholders.
        text = printable(_SPACES.sub(" ", text), lines=True)
        if self.covered.issuperset(map(ord, text)):
            return text
        placeholder = PLACEHOLDER if ord(PLACEHOLDER) in self.covered else "?"
        return "".join(c if ord(c) in self.covered else placeholder for c in text)


@lru_cache(maxsize=4096)
def text_width(text: str, font: str, size: float) -> float:
    """reportlab's `stringWidth`, remembered: a judges' pack measures the same words on each sheet."""
    width: float = pdfmetrics.stringWidth(text, font, size)
    return width


def typeface(regular: str | None = None, bold: str | None = None) -> Typeface:
    """The shipped DejaVu Sans, or the template's own TrueType files, registered with reportlab."""
    regular_path = Path(regular) if regular else REGULAR
    bold_path = Path(bold) if bold else (regular_path if regular else BOLD)
    return _typeface(regular_path, bold_path)


@cache
def _typeface(regular: Path, bold: Path) -> Typeface:
    faces = [_register(regular), _register(bold)]
    covered = frozenset(faces[0].face.charToGlyph).intersection(faces[1].face.charToGlyph)
    family = faces[0].fontName
    pdfmetrics.registerFontFamily(
        family, normal=family, bold=faces[1].fontName, italic=family, boldItalic=faces[1].fontName
    )
    return Typeface(faces[0].fontName, faces[1].fontName, covered, covered.issuperset(range(0x20, 0x7F)))


def _register(path: Path) -> TTFont:
    try:
        # Named by content: two different files never share a name, and the output is the same
        # wherever the font is installed.
        data = read_limited(path, MAX_FONT_BYTES)
        name = f"{path.stem}-{hashlib.sha1(data).hexdigest()[:6]}"
        font = TTFont(name, io.BytesIO(data))
    except (OSError, TTFError) as error:
        raise InputError(
            "file.unreadable",
            f"cannot use this font: {error}",
            file=path,
            hint="give a TrueType (.ttf) font file in the template's `fonts:`",
        ) from None
    except (struct.error, IndexError, KeyError, ValueError, TypeError):
        # reportlab reads a cut-short or damaged font without checking its lengths first.
        raise InputError(
            "file.unreadable",
            "this font file is damaged or cut short",
            file=path,
            hint="give a TrueType (.ttf) font file in the template's `fonts:`",
        ) from None
    pdfmetrics.registerFont(font)
    return font
