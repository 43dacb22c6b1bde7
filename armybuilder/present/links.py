"""An entry's links in words ('towed by Lorry #lorry-1'), as `show`, the sheet and the editor give them."""

from dataclasses import dataclass

from armybuilder.engine import Report
from armybuilder.engine.report import Line


@dataclass(frozen=True)
class Link:
    name: str
    """The link as the catalog names it: 'Towed by'."""
    target_id: str
    """The id the link points at, as the file writes it."""
    unit: str
    """The unit it points at: 'Lorry #lorry-1', or '#nobody (no such unit)'."""

    @property
    def text(self) -> str:
        """'towed by Lorry #lorry-1': the link as a phrase after the entry's name."""
        return f"{self.name.lower()} {self.unit}"


def links_of(line: Line, report: Report) -> tuple[Link, ...]:
    """Each of the entry's links, naming the unit it points at where the roster has it."""
    links = []
    for kind, target_id in line.links.items():
        target = report.unit(target_id)
        unit = f"{target.title} #{target_id}" if target else f"#{target_id} (no such unit)"
        links.append(Link(report.link_names.get(kind, kind), target_id, unit))
    return tuple(links)
