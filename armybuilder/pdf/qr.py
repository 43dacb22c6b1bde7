"""A QR code of a list's compact text form, made with reportlab's own widget and sized to scan
from a printed A4 sheet: a phone camera reads it as text that `armybuilder import` takes back."""

from functools import lru_cache

from reportlab.graphics.barcode.qr import QrCodeWidget
from reportlab.graphics.barcode.qrencoder import QR, QRECI, QR8bitByte, QRErrorCorrectLevel, QRRSBlock
from reportlab.graphics.shapes import Drawing, Group, String
from reportlab.lib.colors import Color
from reportlab.lib.units import mm

from armybuilder.pdf.styles import Styles

LEVEL = "M"
"""Error correction: M mends about 15% of the code, enough for a creased or scuffed sheet, and
holds a third more than Q would at the same size."""
MODULE = 0.5 * mm
"""The smallest square a phone reads from a printed sheet at arm's length."""
QUIET = 4
"""The blank border, in modules, that the QR standard asks for around a code."""
SMALLEST = 25 * mm
"""A short list's code, with its border, is no smaller than this: larger squares read easier."""
LARGEST = 60 * mm
"""A code with its border no larger than this beside the sheet's heading (less on a narrow
page); a list that needs more is left out."""
UTF8 = 26
"""The ECI number that tells a reader the bytes are UTF-8 (written only where the text is not ASCII)."""
CAPTION = "scan to import"


def list_code(text: str, s: Styles, room: float = LARGEST) -> Drawing | None:
    """The code holding `text` with its caption up its left side, or None where it needs more
    squares than fit in `room` (or `LARGEST`).

    The drawing is the code's squares and the caption: the blank border the code needs lies
    outside it, over the page's margin and the space around the heading, so the code costs
    the sheet no more height than its squares."""
    return _code(text, s.face.regular, s.caption.fontSize, s.caption.textColor, min(room, LARGEST))


@lru_cache(maxsize=4)
def _code(text: str, font: str, size: float, color: Color, room: float) -> Drawing | None:
    """The code, made once for the few times a sheet is laid out to fit its page."""
    data: list[QR] = [QR8bitByte(text)] if text.isascii() else [QRECI(UTF8), QR8bitByte(text)]
    version = _version(data, room)
    if version is None:
        return None
    modules = 4 * version + 17
    side = max(SMALLEST, (modules + 2 * QUIET) * MODULE)
    border = side * QUIET / (modules + 2 * QUIET)
    band = size * 1.3
    code = QrCodeWidget(
        data,
        barLevel=LEVEL,
        qrVersion=version,
        barWidth=side,
        barHeight=side,
        barBorder=QUIET,
        x=band,
        y=-border,
    )
    # Reads upward beside the code; the sheet's font, or the PDF would carry reportlab's own too.
    caption = String(0, 0, CAPTION, fontName=font, fontSize=size, fillColor=color)
    caption.textAnchor = "middle"
    visible = side - 2 * border
    drawing = Drawing(band + side - border, visible, initialFontName=font)
    drawing.add(Group(caption, transform=(0, 1, -1, 0, band * 0.8, visible / 2)))
    # Its squares, worked out once: the widget would work them out again each time it is drawn.
    drawing.add(code.draw())
    return drawing


def _version(data: list[QR], largest: float) -> int | None:
    """The smallest QR version that holds `data` with squares of at least `MODULE` in `largest`."""
    level = getattr(QRErrorCorrectLevel, LEVEL)
    version = 1
    while (4 * version + 17 + 2 * QUIET) * MODULE <= largest:
        room = 8 * sum(block.dataCount for block in QRRSBlock.getRSBlocks(version, level))
        needed = sum(_bits(part, version) for part in data)
        if needed <= room:
            return version
        version += 1
    return None


def _bits(part: QR, version: int) -> int:
    """The bits a part takes: its mode, its length and its data (an ECI's number is one byte here)."""
    if isinstance(part, QRECI):
        return 4 + 8
    return 4 + part.getLengthBits(version) + part.bitlength
