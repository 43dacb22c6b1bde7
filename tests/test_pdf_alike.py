"""A paragraph a document prints many times alike is parsed and broken into lines once, and
prints exactly as paragraphs each made afresh do: whole, split at a page's foot, or moved on."""

from pathlib import Path

import pytest
from reportlab.platypus import Paragraph

from armybuilder.files.templates import load_template
from armybuilder.pdf import _styles, _write

NOTE = (
    "<b>Assumed</b>: the rule text gives no frontage for the heavy guns, so their base is the "
    "field gun's, and an event may ask for another; a judge reads the note beside each gun. "
) * 6


def _story(make: "type[Paragraph] | None", s) -> list:  # type: ignore[no-untyped-def]
    """The same assumption on many sheets, after lines of text of many heights, so that some
    copies fall whole on a page, some are split at its foot, and some move on to the next."""
    story = []
    for n in range(40):
        story += [Paragraph(f"line {n}.{line}", s.body) for line in range(n % 13)]
        story.append(
            s.paragraph(NOTE, s.bullet, "•") if make is None else make(NOTE, s.bullet, bulletText="•")
        )
    return story


def test_paragraphs_made_alike_print_as_paragraphs_made_afresh(tmp_path: Path) -> None:
    template = load_template()
    printed = []
    for make in (None, Paragraph):
        s = _styles(template)
        out = tmp_path / f"{'alike' if make is None else 'afresh'}.pdf"
        pages = _write(
            out,
            template,
            s,
            _story(make, s),
            first="flow",
            footer="",
            title="",
            subject="",
            author="",
            reproducible=True,
        )
        printed.append((pages, out.read_bytes()))
    assert printed[0][0] > 5
    assert printed[0] == printed[1]


def test_a_paragraph_printed_forty_times_is_broken_into_lines_once_and_again_only_at_page_feet(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    broken = []
    original = Paragraph.breakLines
    monkeypatch.setattr(
        Paragraph, "breakLines", lambda self, widths: broken.append(widths) or original(self, widths)
    )
    template = load_template()
    s = _styles(template)
    story = [s.paragraph(NOTE, s.bullet, "•") for _ in range(40)]
    pages = _write(
        tmp_path / "p.pdf",
        template,
        s,
        story,
        first="flow",
        footer="",
        title="",
        subject="",
        author="",
        reproducible=True,
    )
    # Once; and at a page's foot, a copy split there breaks lines of its own, and the part carried
    # over is a paragraph of its own (40 times and more, were each copy a paragraph made afresh).
    whole = [widths for widths in broken if widths == broken[0]]
    assert 1 < pages < 10 and len(whole) <= 1 + 2 * pages, f"broken {len(whole)} times on {pages} pages"
