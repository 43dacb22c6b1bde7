"""A declared base against the basing convention for the roster's scale."""

from armybuilder.engine.findings import Findings
from armybuilder.engine.index import Index
from armybuilder.engine.report import BaseSize, Offer
from armybuilder.engine.where import Where
from armybuilder.engine.words import amount, counted
from armybuilder.schema.catalog import Basing, Element
from armybuilder.schema.roster import DeclaredBase


def check_base(
    declared: DeclaredBase,
    element: Element,
    expected: BaseSize,
    basing: Basing,
    scale: str,
    where: Where,
    ix: Index,
    findings: Findings,
) -> None:
    rule = ix.catalog.cite(basing.rule)
    at = f" at {scale}" if scale else ""
    for code, side, want, got in (
        ("basing.width", "wide", expected.width, declared.width),
        ("basing.depth", "deep", expected.depth, declared.depth),
    ):
        if want is not None and got is not None and abs(want - got) > 0.05:
            findings.add(
                code,
                basing.severity,
                f"{element.name} bases are {amount(want)} mm {side}{at}; this one is {amount(got)} mm",
                where=where.key("base"),
                rule=rule,
                hint=(
                    Offer(f"rebase to {amount(want)} mm {side}"),
                    Offer(
                        f"set the roster's `{basing.option}` to the scale you use", frozenset({basing.option})
                    ),
                ),
            )
    low, high = expected.figures, expected.figures_max or expected.figures
    if (
        low is not None
        and high is not None
        and declared.figures is not None
        and not low <= declared.figures <= high
    ):
        want_text = counted(low, "figure") if low == high else f"{low} to {high} figures"
        findings.add(
            "basing.figures",
            basing.severity,
            f"{element.name} bases hold {want_text}; this one has {declared.figures}",
            where=where.key("base"),
            rule=rule,
            hint=f"put {want_text} on the base",
        )
