"""What one mail file may make armybuilder read, across all its messages.

Each part of a message is bounded like a file, but a mail folder holds up to 1,000 messages, and
parts bounded one by one added up: 20 HTML bodies of 1 MB took 35 s to read, and 19 MB of lists
pasted as text over two minutes. So a mail file has one budget for what its parts are read as:
its HTML bodies share one body's MAX_HTML; the lines of its messages' text, MAX_TEXT; the lines
looked at to tell whether a part holds a list, MAX_LOOKED; the text read as YAML to tell, or read
as lists, MAX_READ; and the entries of its lists MAX_ENTRIES, the units of one roster. A part
past what is left is not read, and is named with the limit and with how to have it read.
"""

from dataclasses import dataclass

from armybuilder.engine.words import kilobytes
from armybuilder.files.yaml.limits import MAX_UNITS
from armybuilder.intake.htmltext import MAX_HTML

MAX_READ = 640 * 1024
"""Bytes of text a mail file's parts may be read as: a roster as players send it is half a
kilobyte to a kilobyte, so this is a thousand of them; it bounds the YAML read to tell what a part
is, and to count its entries, as MAX_ENTRIES bounds what its lists are judged for."""

MAX_LOOKED = 25_000
"""Lines looked at for a list's entries, each part's first 200 at most: a letter has a few dozen
(some forty microseconds a line), and a hostile mail file of thousands of parts had each looked
at (up to 150 microseconds a line of 500 characters, the longest looked at)."""

MAX_TEXT = 500_000
"""Lines of a mail file's message text, as decoded, each split and joined into its body (a
microsecond or so a line): as many as the file may hold as written (`mail.MAX_MAIL_LINES`),
which text sent in base64 would otherwise multiply fifty-fold."""

MAX_ENTRIES = MAX_UNITS
"""Entries of a mail file's lists, as `list_entries` counts them (a roster's units and options, a
text list's lines), as many as one roster may hold units: a roster as players send it has ten or
so, so this is a thousand of them; an unknown name is judged in some quarter of a millisecond (it
is looked up among the catalog's names), so a mail file's lists take at worst about what one
hostile roster does."""

_ALONE = "save that message as a mail file of its own (.eml) to have it read"


@dataclass
class Budget:
    """What is left to read of one mail file; each `take_` (and each `may_`, which `holds_list`
    asks) takes from it, or says why not: a part over a limit by itself is named for its size,
    since a mail file of its own would not have it read either."""

    html: int = MAX_HTML
    text: int = MAX_TEXT
    looked: int = MAX_LOOKED
    read: int = MAX_READ
    entries: int = MAX_ENTRIES
    why: str = ""
    """Why the last `may_` said no."""

    def take_html(self, size: int) -> str:
        """'' where an HTML body of `size` bytes (at most MAX_HTML) may be read, else why not."""
        if size > self.html:
            return _spent(f"the HTML bodies read of this mail file would pass {MAX_HTML // 1024} KB")
        self.html -= size
        return ""

    def take_text(self, lines: int) -> str:
        """'' where a body of this many lines of text may be read, else why not."""
        if lines > MAX_TEXT:
            return f"its text is {lines:,} lines; a message's text of more than {MAX_TEXT:,} is not read"
        if lines > self.text:
            return _spent(f"the text of this mail file's messages would pass {MAX_TEXT:,} lines")
        self.text -= lines
        return ""

    def may_look(self, lines: int) -> bool:
        """Whether this many lines (at most 200, a part's first) may be looked at for a list."""
        if lines > self.looked:
            self.why = _spent(f"the lines looked at for lists in this mail file would pass {MAX_LOOKED:,}")
            return False
        self.looked -= lines
        return True

    def may_parse(self, characters: int) -> bool:
        """Whether a part of this many characters may be read as YAML, or as a list."""
        if characters > MAX_READ:
            self.why = f"the part is {kilobytes(characters)} KB; parts over {MAX_READ // 1024} KB are not read for a list"
            return False
        if characters > self.read:
            self.why = _spent(f"the text read for lists in this mail file would pass {MAX_READ // 1024} KB")
            return False
        self.read -= characters
        return True

    def take_read(self, size: int) -> str:
        """'' where a part of `size` bytes may be read as a list (and its entries counted), else
        why not."""
        return "" if self.may_parse(size) else self.why

    def take_entries(self, entries: int) -> str:
        """'' where a list of `entries` entries may be read, else why not."""
        if entries > MAX_ENTRIES:
            return (
                f"the list has {entries:,} entries and options; a list of more than {MAX_ENTRIES:,} is not "
                "read, as many as one roster may hold units"
            )
        if entries > self.entries:
            return _spent(
                f"the lists read of this mail file would pass {MAX_ENTRIES:,} entries and options, "
                "as many as one roster may hold units"
            )
        self.entries -= entries
        return ""


def _spent(passed: str) -> str:
    return f"{passed}, the most read of one mail file; {_ALONE}"
