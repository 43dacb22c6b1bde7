"""A QR code of a list's compact text form, encoded by reportlab's QR encoder and sized to scan
from a printed A4 sheet: a phone camera reads it as text that `armybuilder import` takes back."""

import importlib.util
import itertools
from functools import lru_cache
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

import reportlab
from reportlab.lib.colors import Color, black
from reportlab.lib.units import mm
from reportlab.platypus import Flowable

from armybuilder.pdf.styles import Styles


def _encoder() -> ModuleType:
    """reportlab's QR encoder, loaded alone from its file. Imported by its name, its package
    (`reportlab.graphics.barcode`) would first load and register every barcode reportlab draws,
    some 15 ms of each `pdf`; the encoder itself needs only `re` and `itertools`."""
    path = Path(reportlab.__file__).parent / "graphics/barcode/qrencoder.py"
    spec = importlib.util.spec_from_file_location("armybuilder.pdf._qrencoder", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


if TYPE_CHECKING:  # the same classes
    from reportlab.graphics.barcode.qrencoder import (
        QR,
        QRECI,
        QR8bitByte,
        QRCode,
        QRErrorCorrectLevel,
        QRRSBlock,
    )
else:
    _qr = _encoder()
    QR, QRECI, QR8bitByte, QRCode = _qr.QR, _qr.QRECI, _qr.QR8bitByte, _qr.QRCode
    QRErrorCorrectLevel, QRRSBlock = _qr.QRErrorCorrectLevel, _qr.QRRSBlock

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
MASK = 0
"""Which of the standard's eight patterns breaks up the code's squares. Any one scans; choosing the
best for each list means laying the code out eight times and scoring each, about 17 ms of a
60-module code in reportlab's encoder, for a gain no camera held to a printed sheet needs."""

Run = tuple[int, int, int]
"""A row of the code, the column its dark run starts at, and the run's length, in modules."""


class ListCode(Flowable):
    """The code's squares with the caption up their left side, clear of the code's blank border.

    Only that border's left side is inside the flowable: the rest lies over the page's margin and
    the space around the heading, so the code costs the sheet no more height than its squares."""

    def __init__(self, runs: tuple[Run, ...], modules: int, module: float, s: Styles) -> None:
        super().__init__()
        self.runs = runs
        self.module = module
        self.band = s.caption.fontSize * 1.3
        self.font = s.face.regular
        self.font_size = s.caption.fontSize
        self.color: Color = s.caption.textColor
        self.left = self.band + QUIET * module  # the border between the caption and the squares
        self.height = modules * module
        self.width = self.left + self.height

    def wrap(self, _avail_width: float, _avail_height: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        canvas = self.canv
        canvas.saveState()
        canvas.setFillColor(self.color)
        canvas.setFont(self.font, self.font_size)
        canvas.translate(self.band * 0.8, self.height / 2)
        canvas.rotate(90)  # reads upward beside the code
        canvas.drawCentredString(0, 0, CAPTION)
        canvas.restoreState()
        # One filled path of every dark run: a shape each would make the sheet slow to lay out.
        squares = canvas.beginPath()
        size = self.module
        for row, column, length in self.runs:
            squares.rect(self.left + column * size, self.height - (row + 1) * size, length * size, size)
        canvas.setFillColor(black)  # the most contrast for a camera
        canvas.drawPath(squares, stroke=0, fill=1)


def list_code(text: str, s: Styles, room: float = LARGEST) -> ListCode | None:
    """The code holding `text` with its caption, or None where it needs more squares than fit in
    `room` (or `LARGEST`)."""
    code = _code(text, min(room, LARGEST))
    if code is None:
        return None
    runs, modules, module = code
    return ListCode(runs, modules, module, s)


@lru_cache(maxsize=4)
def _code(text: str, room: float) -> tuple[tuple[Run, ...], int, float] | None:
    """The code's dark runs, its side in modules and a module's size, worked out once for the few
    times a sheet is laid out to fit its page."""
    data: list[QR] = [QR8bitByte(text)] if text.isascii() else [QRECI(UTF8), QR8bitByte(text)]
    version = _version(data, room)
    if version is None:
        return None
    code = QRCode(version, getattr(QRErrorCorrectLevel, LEVEL))
    for part in data:
        code.addData(part)
    code.makeImpl(False, MASK)
    modules = code.getModuleCount()
    runs = tuple(_runs(code.modules))
    return runs, modules, max(SMALLEST / (modules + 2 * QUIET), MODULE)


def _runs(rows: list[list[bool]]) -> list[Run]:
    found: list[Run] = []
    for row, squares in enumerate(rows):
        column = 0
        for dark, run in itertools.groupby(squares, bool):
            length = len(list(run))
            if dark:
                found.append((row, column, length))
            column += length
    return found


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
