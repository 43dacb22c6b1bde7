"""Reading BattleScribe's XML files from strangers safely: no entity expansion, no external
entities or DTDs (defusedxml refuses them), every size and count bounded, each refusal naming
the file and the limit.

A zipped file (`.gstz`, `.catz`, `.rosz`) is a zip archive holding the one XML file; its member
is read only up to the same size as a plain file, whatever the archive claims, so a zip bomb
costs no more than a large file.
"""

import io
import zipfile
from dataclasses import dataclass
from pathlib import Path
from xml.etree.ElementTree import Element, ParseError

from defusedxml import DefusedXmlException
from defusedxml.ElementTree import fromstring

from armybuilder.engine.words import kilobytes
from armybuilder.errors import InputError, Location
from armybuilder.files.opening import read_limited

MAX_XML_BYTES = 32 * 1024 * 1024
"""One game system, catalogue or roster, unzipped: the largest BSData catalogues are a few MB."""
MAX_ZIP_BYTES = 16 * 1024 * 1024
"""A zipped file as it lies on disk."""
MAX_ZIP_MEMBERS = 16
"""Files in one zipped file: BattleScribe writes one."""
MAX_XML_ELEMENTS = 2_000_000
"""XML elements in one file: many times the largest BSData catalogue."""
ZIPPED = frozenset({".gstz", ".catz", ".rosz"})
PLAIN = frozenset({".gst", ".cat", ".ros"})

NAMESPACE_END = "}"


@dataclass(frozen=True)
class Document:
    """One file's XML: its root element, with the namespace taken off every tag."""

    file: Path
    root: Element

    @property
    def kind(self) -> str:
        """`gameSystem`, `catalogue` or `roster`."""
        return self.root.tag


def read_document(path: Path) -> Document:
    """The XML in `path` (zipped or not), parsed safely; an InputError naming the limit or the
    construct refused otherwise."""
    zipped = path.suffix.lower() in ZIPPED
    return document_of(read_limited(path, MAX_ZIP_BYTES if zipped else MAX_XML_BYTES), path)


def document_of(data: bytes, path: Path, name: str | None = None) -> Document:
    """The XML in `data`, as read from `path` (or sent under `name`): unzipped where its ending
    says so, then parsed safely."""
    if Path(name or path.name).suffix.lower() in ZIPPED:
        data = _unzipped(path, data)
    else:
        _at_most(path, len(data), MAX_XML_BYTES)
    return Document(path, parse_xml(data, path))


def parse_xml(data: bytes, path: Path) -> Element:
    """The root of `data`, refusing DTDs and entities, with namespaces stripped from tags."""
    try:
        root = fromstring(data, forbid_dtd=True, forbid_entities=True, forbid_external=True)
    except DefusedXmlException as error:
        raise InputError(
            "file.syntax",
            f"the XML declares a DTD or an entity ({type(error).__name__}), which is never read",
            file=path,
            hint="BattleScribe never writes one: use the file as BattleScribe or the data's repository gives it",
        ) from None
    except ParseError as error:
        line, column = error.position
        raise InputError(
            "file.syntax",
            f"not well-formed XML: {error}",
            file=path,
            at=Location(line, column + 1),
            hint="fetch the file again: it may be cut short or not BattleScribe data",
        ) from None
    for count, element in enumerate(root.iter(), 1):
        if count > MAX_XML_ELEMENTS:
            raise InputError(
                "file.unreadable",
                f"more than {MAX_XML_ELEMENTS:,} XML elements",
                file=path,
                hint="split the data into smaller catalogues",
            )
        if isinstance(element.tag, str) and NAMESPACE_END in element.tag:
            element.tag = element.tag.rsplit(NAMESPACE_END, 1)[1]
        name = element.get("name")
        if name is not None and name != name.strip():  # data written by hand ends names with spaces
            element.set("name", name.strip())
    return root


def _unzipped(path: Path, data: bytes) -> bytes:
    if len(data) > MAX_ZIP_BYTES:
        raise InputError(
            "file.unreadable",
            f"larger than {kilobytes(MAX_ZIP_BYTES)} KB, the most a zipped file may be",
            file=path,
            hint="unzip it and import the XML file inside",
        )
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
        members = [m for m in archive.infolist() if not m.is_dir()]
    except (zipfile.BadZipFile, OSError, ValueError) as error:
        raise InputError(
            "file.unreadable", f"not a readable zip archive ({error})", file=path, hint="fetch the file again"
        ) from None
    if len(members) > MAX_ZIP_MEMBERS:
        raise InputError(
            "file.unreadable",
            f"{len(members):,} files in the archive; a zipped file holds at most {MAX_ZIP_MEMBERS}",
            file=path,
            hint="unzip it and import the XML files inside",
        )
    xml = [m for m in members if Path(m.filename).suffix.lower() in PLAIN] or members
    if len(xml) != 1:
        raise InputError(
            "file.unreadable",
            f"the archive holds {len(xml)} files, not the one XML file BattleScribe writes",
            file=path,
            hint="unzip it and import the XML files inside",
        )
    try:
        with archive.open(xml[0]) as member:
            inside = member.read(MAX_XML_BYTES + 1)  # never more, whatever the header claims
    except (zipfile.BadZipFile, OSError, ValueError, NotImplementedError, EOFError) as error:
        raise InputError(
            "file.unreadable",
            f"its member cannot be unzipped ({error})",
            file=path,
            hint="fetch the file again",
        ) from None
    _at_most(path, len(inside), MAX_XML_BYTES, unzipped=True)
    return inside


def _at_most(path: Path, size: int, most: int, *, unzipped: bool = False) -> None:
    if size > most:
        what = "unzipped, larger" if unzipped else "larger"
        raise InputError(
            "file.unreadable",
            f"{what} than {kilobytes(most)} KB, the most one BattleScribe file may be",
            file=path,
            hint="split the data into smaller catalogues",
        )
