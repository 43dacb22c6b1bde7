"""The text of an HTML body, as a mail program shows it: a line per paragraph, line break and
list item (a list within a list indented under its item), `&nbsp;` kept as the space the sender
typed, quoted replies (`<blockquote>`) marked with `> ` as a plain-text reply marks them, and a
table's row a line of its cells split by tabs, as a spreadsheet pasted into a mail was copied
(the list reader reads it as the sheet, empty cells kept in their columns).

Only text is taken: scripts, styles and the head are dropped, nothing is fetched or run.

The body is a stranger's and may be built to be slow: Python's `html.parser` takes time growing
with the square of the length on some (200 KB of `<!--` took 22 s) and memory without bound on
others. So the HTML is read here front to back, once: every search starts where the reading is
and the reading goes on from where the search stopped (a comment, a quoted value or a script
that is never closed runs to the end of the body, as in a browser), so each character is looked
at a bounded number of times; `Reading.looked_at` counts them, for the tests to hold it to that.
"""

import html
import re
from collections.abc import Iterator
from typing import Literal

MAX_HTML = 256 * 1024
"""Bytes of an HTML body read, and of all the HTML bodies of one mail file: a list in HTML is
some tens of kilobytes, the mail program's markup included (a pasted picture travels as a part of
its own); a longer body is skipped with a note, as every size a stranger controls is bounded
(read at worst about two microseconds a character)."""

MAX_SHOWN_DEPTH = 10
"""Levels of list and quote shown by indentation and `>` marks: a reply quotes a reply a few
deep; thousands of levels would make each line thousands of marks long."""

INDENT = "blockquote indent"
"""A `<blockquote>` that indents, not quotes: Gmail's indent button writes one with no border
(`style="margin:0 0 0 40px;border:none;padding:0px"`), where its quote has a border."""
_INDENTS = re.compile(r"border\s*:\s*none", re.IGNORECASE)
_BLOCKS = frozenset(
    {"address", "article", "blockquote", "br", "dd", "div", "dl", "dt", "footer", "h1", "h2", "h3", "h4"}
    | {"h5", "h6", "header", "hr", "li", "ol", "p", "pre", "section", "table", "tr", "ul", INDENT}
)
_BOLD = frozenset({"b", "strong"})
"""Bold: a line wholly in it (Outlook's `<p><b>Artillerie</b></p>`) is the heading a mail program
shows, written `**Artillerie**` as Markdown and a plain-text mail write a heading in bold."""
_HEADINGS = {f"h{level}": level for level in range(1, 7)}
"""A heading (`<h3>Pansarbataljon Gotland</h3>`): shown as Markdown writes one, `### Pansarbataljon
Gotland`, so a title over the list's items is read as the heading the sender saw, not as an item."""
_HIDDEN = frozenset({"script", "style", "template", "title"})
_HEAD = _HIDDEN | {"base", "link", "meta", "noscript"}
"""What a head holds: any other tag, or text, shows that the body has begun, `<body>` written or not."""
_LISTS = frozenset({"ol", "ul"})
_DRAWN_BULLET = re.compile(r"([·o§])[ \xa0]{2,}(?=\S)")
_DRAWN_LEVELS = "·o§"
"""A list Outlook writes as paragraphs, each drawing its bullet as text (`·`, `o`, `§` for the
first three levels, in the fonts Symbol, Courier New and Wingdings) and a run of spaces: the
item at its level, as a list's `<li>` is."""
_CELLS = frozenset({"td", "th"})
_IN_CELL = frozenset({"br", "div", "p"})
"""Breaks a table's cell holds without ending its row's line, unless its text goes on after them:
a spreadsheet pasted into a mail wraps each cell's text in a paragraph, and a mail laid out in a
table of one cell has its every line in it."""
# Elements whose content is text up to their own end tag, never markup.
_RAW = {
    name: re.compile(rf"</{name}[\t\n\f\r />]", re.IGNORECASE)
    for name in ("script", "style", "title", "textarea")
}
_MARKUP = re.compile(r"<[A-Za-z!?/]")
"""Where a tag, a comment or a declaration starts: any other `<` is text."""
_SPACE = re.compile(r"[\t\n\f\r ]+")
_CELL = "\x1f"
"""Where a table's cell begins on its row's line, until the line's spaces are run together."""
_NAME = re.compile(r"[^\t\n\f\r />]*")
_ATTRIBUTES = re.compile(r"[^>=]*")
_UNQUOTED = re.compile(r"[^\t\n\f\r >]*")
# A character reference; a named one is at most as long as the longest name.
_REFERENCE = re.compile(r"&(?:#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]{0,31});?")

Token = tuple[Literal["text", "start", "end"], str]


class Reading:
    """The tokens of an HTML text, in order: text, and the names of start and end tags (their
    attributes passed over unread). `looked_at` counts the characters the searches passed over,
    the characters that stopped them included."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.at = 0
        self.looked_at = 0

    def __iter__(self) -> Iterator[Token]:
        text, end = self.text, len(self.text)
        while self.at < end:
            start = self._search(_MARKUP)
            if start > self.at:
                yield "text", text[self.at : start]
            self.at = start
            tag = self._tag() if start < end else None
            if tag is None:
                continue
            yield tag
            if tag[0] == "start" and tag[1] in _RAW:
                close = self._search(_RAW[tag[1]])
                if close > self.at:
                    yield "text", text[self.at : close]
                self.at = close

    def _tag(self) -> Token | None:
        """The tag at `<`; None for a comment or a declaration, passed over as a browser does:
        `<!`, `<?` and a `</` not before a letter open one that the next `>` closes."""
        text, at = self.text, self.at
        if text.startswith("<!--", at):
            if text.startswith((">", "->"), at + 4):  # `<!-->` and `<!--->` end where they start
                self._past(">", at + 4)
            else:
                self._past("-->", at + 4)
            return None
        following = text[at + 1]
        if following == "/" and _letter(text[at + 2 : at + 3]):
            return "end", self._name(at + 2)
        if following in ("!", "?", "/"):
            self._past(">", at + 2)
            return None
        return "start", self._name(at + 1)

    def _name(self, start: int) -> str:
        """A tag's name; the reading goes on past the tag."""
        name = self._match(_NAME, start).lower()
        text, end = self.text, len(self.text)
        attributes = self.at
        # Past the attributes and the `>`, or to the end where the tag is never closed (a value
        # whose quote is never closed holds everything after it).
        while self.at < end:
            self._match(_ATTRIBUTES, self.at)
            if self.at == end or text[self.at] == ">":
                self.at = min(self.at + 1, end)
                break
            self._match(_SPACE, self.at + 1)  # past the `=`
            quote = text[self.at : self.at + 1]
            if quote in ('"', "'"):
                self._past(quote, self.at + 1)
            else:
                self._match(_UNQUOTED, self.at)
        if name == "blockquote":
            self.looked_at += self.at - attributes  # its attributes, looked at again
            return INDENT if _INDENTS.search(text, attributes, self.at) else name
        return name

    def _past(self, what: str, start: int) -> None:
        """The reading goes on just past the next `what` from `start`, else at the end."""
        found = self.text.find(what, start)
        stop = len(self.text) if found < 0 else found + len(what)
        self.looked_at += stop - start
        self.at = stop

    def _match(self, pattern: re.Pattern[str], start: int) -> str:
        """The run of `pattern` (a run of one class of characters) at `start`; the reading goes
        on after it."""
        found = pattern.match(self.text, start)
        stop = found.end() if found else start
        self.looked_at += stop - start + 1
        self.at = stop
        return self.text[start:stop]

    def _search(self, pattern: re.Pattern[str]) -> int:
        """Where `pattern` (of a few characters) next starts, else the end; the reading stays."""
        found = pattern.search(self.text, self.at)
        stop = found.start() if found else len(self.text)
        self.looked_at += stop - self.at + (found.end() - found.start() if found else 0)
        return stop


def _character(reference: re.Match[str]) -> str:
    """The character a reference stands for. A number too long for any is U+FFFD, as a browser
    shows it, unconverted: `html.unescape` turns 4,300 digits into a ValueError, and converting
    digits takes time growing with the square of their count."""
    text = reference.group()
    if not text.startswith("&#"):
        return html.unescape(text)
    base = "x" if text[2] in "xX" else ""
    digits = text[2 + len(base) :].rstrip(";").lstrip("0") or "0"
    return "\ufffd" if len(digits) > 7 else html.unescape(f"&#{base}{digits};")


def _letter(character: str) -> bool:
    return character.isascii() and character.isalpha()


class _Lines:
    """The lines the tokens show."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self._line: list[str] = []
        self._bullet = ""
        self._head = False
        self._hidden = 0
        self._quoted = 0
        self._indents = 0
        self._blockquotes: list[bool] = []
        """Whether each `<blockquote>` open quotes (else indents), to close the one its end tag ends."""
        self._preformatted = 0
        self._lists = 0
        self._numbers: list[int] = []
        """Each open list's next item's number: 0 for a list of bullets, as `<ul>` draws them."""
        self._cells = 0
        self._in_cell = False
        self._cell_text = False
        self._breaks = 0
        self._bold = 0
        self._bold_line: bool | None = None
        """Whether the line's text so far is all in bold; None before it has any."""
        self._heading = 0
        """The level of the heading open (`<h3>`: 3); 0 outside one."""

    def start(self, tag: str) -> None:
        if tag in _BOLD:
            self._bold += 1
        self._head = tag == "head" or (self._head and tag in _HEAD)
        if tag in _HIDDEN:
            self._hidden += 1
        elif self._hidden:
            return
        elif self._in_cell and tag in _IN_CELL:
            self._break_in_cell(tag)
        elif tag == "br":
            self._end_line()
        elif tag in _BLOCKS:
            self._end_paragraph()
        if tag in _CELLS or tag in _BLOCKS - _IN_CELL:
            self._in_cell = tag in _CELLS  # a list or a row in a cell makes it no sheet's cell
        if tag in _HEADINGS:
            self._heading = _HEADINGS[tag]
        if tag in ("blockquote", INDENT):
            self._blockquotes.append(tag == "blockquote")
            self._quoted += tag == "blockquote"
            self._indents += tag == INDENT
        elif tag == "pre":
            self._preformatted += 1
        elif tag in _LISTS:
            self._lists += 1
            if len(self._numbers) < MAX_SHOWN_DEPTH + 1:
                self._numbers.append(int(tag == "ol"))
        elif tag == "li":
            numbered = self._numbers[-1] if self._numbers and len(self._numbers) == self._lists else 0
            mark = f"{numbered}. " if numbered else "- "  # `<ol>` numbers its items, as the sender saw
            if numbered:
                self._numbers[-1] += 1
            self._bullet = "  " * min(max(0, self._lists - 1), MAX_SHOWN_DEPTH) + mark
        elif tag in _CELLS:
            self._line.append(_CELL if self._cells else " ")
            self._cells += 1
            self._cell_text = False
            self._breaks = 0

    def end(self, tag: str) -> None:
        if tag in _BOLD:
            self._bold = max(0, self._bold - 1)
        if tag == "head":
            self._head = False
        elif tag in _HIDDEN:
            self._hidden = max(0, self._hidden - 1)
        elif self._hidden:
            return
        elif self._in_cell and tag in _IN_CELL:
            self._break_in_cell(tag)
        elif tag in _BLOCKS and tag != "br":
            self._end_paragraph()
        if tag in _CELLS or tag in _BLOCKS - _IN_CELL:
            self._in_cell = False
        if tag in _HEADINGS:
            self._heading = 0
        if tag == "blockquote" and self._blockquotes:
            quoting = self._blockquotes.pop()
            self._quoted -= quoting
            self._indents -= not quoting
        elif tag == "pre":
            self._preformatted = max(0, self._preformatted - 1)
        elif tag in _LISTS:
            if self._numbers and len(self._numbers) == self._lists:
                self._numbers.pop()
            self._lists = max(0, self._lists - 1)
        if tag == "li" or tag in _LISTS:
            self._bullet = ""  # an item that showed nothing

    def text(self, data: str) -> None:
        if self._hidden or (self._head and not data.strip("\t\n\f\r ")):
            return
        self._head = False
        if self._in_cell and data.strip("\t\n\f\r "):
            for _ in range(self._breaks):  # the cell's text goes on past a break: lines of their own
                self._end_line()
            self._breaks = 0
            self._cell_text = True
        data = _REFERENCE.sub(_character, data.replace(_CELL, " "))
        if data.strip("\t\n\f\r \xa0"):
            self._bold_line = self._bold > 0 and self._bold_line is not False
        if not self._preformatted:
            self._line.append(data)  # its spaces run together when the line ends
            return
        first, *rest = data.split("\n")
        self._line.append(first)
        for line in rest:
            self._end_line()
            self._line.append(line)

    def close(self) -> None:
        self._end_paragraph()

    def _end_line(self) -> None:
        # A preformatted line keeps its indent: a list pasted in one shows its formations by it;
        # so does a line indented with `&nbsp;`, as mail programs indent.
        text = "".join(self._line)
        text = text if self._preformatted else _SPACE.sub(" ", text).strip("\t\n\f\r ")
        text = re.sub(f" ?{_CELL} ?", "\t", text)
        # A line of a list item goes under the item's text; the item's first line has its bullet.
        indent = "  " * min(self._indents, MAX_SHOWN_DEPTH) + (
            self._bullet or "  " * min(self._lists, MAX_SHOWN_DEPTH)
        )
        drawn = None if self._bullet or self._preformatted else _DRAWN_BULLET.match(text)
        if drawn is not None:
            indent += "  " * _DRAWN_LEVELS.index(drawn.group(1)) + "- "
            text = text[drawn.end() :]
        quote = "> " * min(self._quoted, MAX_SHOWN_DEPTH)
        if self._heading and text.strip() and not self._preformatted and not self._cells:
            text = f"{'#' * self._heading} {text.strip()}"
        elif self._bold_line and not self._preformatted and not self._cells:
            text = f"**{text.strip()}**"  # a cell's bold is a sheet's header
        self._bold_line = None
        shown = (indent + text.replace("\xa0", " ")).rstrip()
        self.lines.append(quote + shown if shown else "")  # an empty line is no quoted line
        self._line = []
        self._bullet = ""
        self._cells = 0

    def _break_in_cell(self, tag: str) -> None:
        """A break in a table's cell, kept until the cell's text goes on after it: a line break
        each, a paragraph's edge one at most; none before the cell's first text."""
        if self._cell_text:
            self._breaks = self._breaks + 1 if tag == "br" else max(self._breaks, 1)

    def _end_paragraph(self) -> None:
        # An empty paragraph shows nothing; one of `&nbsp;` is the blank line mail programs write.
        if "".join(self._line).strip("\t\n\f\r "):
            self._end_line()
        else:
            self._line = []


def html_text(html: str) -> str:
    """The text an HTML body shows, a line for each of its lines; read in time and memory
    growing with its length (see `Reading`); the caller keeps it within MAX_HTML."""
    lines = _Lines()
    for kind, value in Reading(html):
        if kind == "text":
            lines.text(value)
        elif kind == "start":
            lines.start(value)
        else:
            lines.end(value)
    lines.close()
    return "\n".join(lines.lines).strip("\n") + "\n"
