"""The text of an HTML body, as a mail program shows it: a line per paragraph, line break and
list item, quoted replies (`<blockquote>`) marked with `> ` as a plain-text reply marks them.

Only text is taken: scripts, styles and the head are dropped, nothing is fetched or run.
"""

import re
from html.parser import HTMLParser

_BLOCKS = frozenset(
    {"address", "article", "blockquote", "br", "dd", "div", "dl", "dt", "footer", "h1", "h2", "h3", "h4"}
    | {"h5", "h6", "header", "hr", "li", "ol", "p", "pre", "section", "table", "tr", "ul"}
)
_HIDDEN = frozenset({"head", "script", "style", "template", "title"})
_SPACE = re.compile(r"\s+")


class _Text(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.lines: list[str] = []
        self._line: list[str] = []
        self._hidden = 0
        self._quoted = 0
        self._preformatted = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _HIDDEN:
            self._hidden += 1
        elif tag == "br":
            self._end_line()
        elif tag in _BLOCKS:
            self._end_paragraph()
        if tag == "blockquote":
            self._quoted += 1
        elif tag == "pre":
            self._preformatted += 1
        elif tag == "li":
            self._line.append("- ")
        elif tag in ("td", "th"):
            self._line.append(" ")

    def handle_endtag(self, tag: str) -> None:
        if tag in _HIDDEN:
            self._hidden = max(0, self._hidden - 1)
        elif tag in _BLOCKS and tag != "br":
            self._end_paragraph()
        if tag == "blockquote":
            self._quoted = max(0, self._quoted - 1)
        elif tag == "pre":
            self._preformatted = max(0, self._preformatted - 1)

    def handle_data(self, data: str) -> None:
        if self._hidden:
            return
        if not self._preformatted:
            self._line.append(_SPACE.sub(" ", data))
            return
        first, *rest = data.split("\n")
        self._line.append(first)
        for line in rest:
            self._end_line()
            self._line.append(line)

    def close(self) -> None:
        super().close()
        self._end_paragraph()

    def _end_line(self) -> None:
        # A preformatted line keeps its indent: a list pasted in one shows its formations by it.
        text = "".join(self._line)
        text = text.rstrip() if self._preformatted else text.strip()
        self.lines.append(("> " * self._quoted + text).rstrip())
        self._line = []

    def _end_paragraph(self) -> None:
        if "".join(self._line).strip():
            self._end_line()
        else:
            self._line = []


def html_text(html: str) -> str:
    """The text an HTML body shows, a line for each of its lines."""
    parser = _Text()
    parser.feed(html)
    parser.close()
    return "\n".join(parser.lines).strip("\n") + "\n"
