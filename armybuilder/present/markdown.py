"""A list as Markdown, to paste in a forum post or a chat: `show --format markdown` and the
editor's "copy as text" both give this."""

from armybuilder.engine import Report
from armybuilder.engine.report import Costs, FormationLine, Line
from armybuilder.words import GENERAL, amount, measured, plain


def markdown(report: Report) -> str:
    """Name, system, verdict and totals; each unit with its count and cost; the fingerprint."""
    verdict = "valid" if report.valid else f"NOT VALID ({len(report.errors)} errors)"
    totals = ", ".join(measured(m, cost=m.name in report.costs) for m in report.measures)
    out = [f"## {_safe(report.name)}", "", f"{report.system_name} {report.version} · {totals} · {verdict}"]
    if report.player:
        out[-1] = f"Player: {_safe(report.player)}  \n{out[-1]}"
    if report.options:
        out.append("")
        out.append(
            "Options: "
            + ", ".join(f"{report.option_names.get(k, k)} {plain(v)}" for k, v in report.options.items())
        )
    out.append("")
    for unit in report.units:
        if isinstance(unit, FormationLine):
            out.append(f"- **{_safe(unit.title)}**{_cost(unit.cost)}")
            out += [f"  {_line(line)}" for line in unit.lines]
        else:
            out.append(_line(unit))
    general = report.general
    if report.general_title and general:
        out += ["", f"{report.general_title.capitalize()} ({GENERAL}): {_safe(general.title)}"]
    out += ["", f"Fingerprint `{report.fingerprint}` · checked with armybuilder"]
    return "\n".join(out) + "\n"


def _line(line: Line) -> str:
    mark = f"{GENERAL} " if line.general else ""
    options = f" ({', '.join(line.options)})" if line.options else ""
    return f"- {mark}{line.count} × {_safe(line.title)}{options}{_cost(line.cost)}"


def _cost(cost: Costs) -> str:
    return " — " + ", ".join(f"{amount(v)} {k}" for k, v in cost.items()) if cost else ""


def _safe(text: str) -> str:
    """A player's own name, with the characters Markdown would act on escaped."""
    return "".join(f"\\{c}" if c in "\\`*_[]<>#|" else c for c in text)
