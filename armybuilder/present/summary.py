"""What a list's heading and summary say, as data every view styles: `show`, the printed sheet,
`check`'s text and the Markdown copy word them once here."""

from dataclasses import dataclass
from datetime import date

from armybuilder.engine import Report
from armybuilder.engine.words import GENERAL, amount, plain
from armybuilder.present.figures import army_figures


@dataclass(frozen=True)
class Heading:
    """Which rules judged the list, and whose it is."""

    system: str
    """The rules and their version: 'Tank Attack 5.0'."""
    revision: str
    """'catalog revision 1'."""
    player: str
    """The player's name, or '' where the list gives none."""
    event: str
    """'judged under the event Drill Hall 2027', or '' outside an event."""
    options: tuple[tuple[str, str], ...]
    """Each army option the list uses, named, with its value: ('Era', 'late')."""


def heading(report: Report) -> Heading:
    return Heading(
        system=f"{report.system_name} {report.version}",
        revision=f"catalog revision {report.catalog_revision}",
        player=report.player or "",
        event=f"judged under the event {report.event}" if report.event else "",
        options=tuple((report.option_names.get(k, k), plain(v)) for k, v in report.options.items()),
    )


def player_fact(player: str) -> str:
    """'Player: Anna Smith': whose list a printed page is."""
    return f"Player: {player}"


def sheet_facts(report: Report, printed: date) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """What a printed sheet says under the army's name: whose list, which rules, the day it was
    printed and the event that judged it; then each army option the list uses ('Era: late')."""
    head = heading(report)
    facts = [player_fact(head.player)] if head.player else []
    facts += [f"{head.system}, {head.revision}", f"printed {printed.isoformat()}"]
    facts += [head.event] if head.event else []
    return tuple(facts), tuple(f"{name}: {value}" for name, value in head.options)


@dataclass(frozen=True)
class Fact:
    """One line of the army's summary: 'Break point: the army breaks once it has lost 18 AP'."""

    label: str
    text: str
    figure: str = ""
    """What follows the text and a printed sheet sets in bold ('18 AP'); '' where nothing does."""


def general_fact(report: Report) -> Fact | None:
    """'General (★): Brigade HQ (Rifles)', 'General: none'; None where the rules have no general."""
    if not report.general_title:
        return None
    label = report.general_title.capitalize()
    general = report.general
    # The unit's own name with its type: two units of one type tell apart by the name.
    return Fact(f"{label} ({GENERAL})", general.title) if general else Fact(label, "none")


def summary(report: Report) -> list[Fact]:
    """The general, the break point, the figures to paint and the bases, where the rules have them."""
    facts = [general] if (general := general_fact(report)) else []
    if point := report.break_point:
        facts.append(
            Fact(
                "Break point", "the army breaks once it has lost ", f"{amount(point.value)} {point.cost_type}"
            )
        )
    if figures := army_figures(report):
        facts.append(Fact("Figures to paint", figures))
    if report.basing_note:
        facts.append(Fact("Bases", report.basing_note))
    return facts
