"""The codes armybuilder reports: each declared once, documented in docs/codes.md, and seen in a case."""

import ast
import json
import re
from pathlib import Path
from typing import Any

from armybuilder.engine.codes import BY_CODE, CODES
from armybuilder.files.catalogs import CatalogSet
from armybuilder.present.advice import ADVICE, advice_for
from armybuilder.present.codes_page import codes_page
from armybuilder.present.keys import KEY_OF
from armybuilder.schema.catalog import Catalog, CostConstraint, CountConstraint, Formation
from tests.conftest import ROOT

GOLDEN = Path(__file__).resolve().parent / "golden"
_CODE = re.compile(r"^[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*$")
_FILE_NAME = {"css", "csv", "html", "json", "pdf", "sqlite", "tcss", "yaml", "zip"}
NO_GOLDEN_CASE = {
    "file.too-large",
    "internal.error",
    "event.missing",
    "file.battlescribe",
    "cost.recorded",
    "element.unavailable",
    "option.count",
    *(f"{family}.{what}" for family in ("entry", "army") for what in ("too-costly", "too-cheap")),
    *(f"{family}.{what}" for family in ("entry", "category") for what in ("too-many", "too-few")),
    "entry.outside",
}
"""Codes no golden report shows yet; a code leaves this set when a golden case for it is added.
(`event.missing` is said of a player who sent no list, never of a list: `event pack` says it.
`file.battlescribe` and `cost.recorded` need catalogs imported from BattleScribe data, which the
golden cases, on the shipped catalogs, have none of, and no shipped element type has a `when` for
`element.unavailable`, nor option group a `min` or `max` for `option.count`; the codes only an
imported catalog's rules raise (`entry.*`, `category.*`, `army.*`) likewise:
tests/test_battlescribe_import.py checks them.)"""


def _raised_in_source() -> set[str]:
    """Every dotted code written in armybuilder's source, but the catalog linter's own (`lint.*`)."""
    found = set()
    for path in (ROOT / "armybuilder").rglob("*.py"):
        tree = ast.parse(path.read_text())
        loggers = {  # a logger's name is dotted too
            id(call.args[0])
            for call in ast.walk(tree)
            if isinstance(call, ast.Call) and getattr(call.func, "attr", "") == "getLogger" and call.args
        }
        for node in ast.walk(tree):
            if id(node) in loggers:
                continue
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and _CODE.match(node.value):
                family, rest = node.value.split(".")
                if rest not in _FILE_NAME and family not in ("lint", "app"):
                    found.add(node.value)
    return found


def _raised_with_severity() -> set[tuple[str, str]]:
    """(code, severity) for each `findings.error("CODE", ...)` and `findings.warning("CODE", ...)`."""
    found = set()
    for path in (ROOT / "armybuilder").rglob("*.py"):
        for call in ast.walk(ast.parse(path.read_text())):
            if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.args):
                continue
            code = call.args[0]
            if (
                call.func.attr in ("error", "warning")
                and isinstance(code, ast.Constant)
                and _CODE.match(str(code.value))
            ):
                found.add((code.value, call.func.attr))
    return found


def _table(document: str, heading: str, columns: int) -> list[list[str]]:
    """The rows of the first table after `heading` in `document`, each cell stripped."""
    text = (ROOT / document).read_text()
    rows = []
    for line in text[text.index(heading) :].splitlines()[1:]:
        if rows and not line.startswith("|"):
            break
        if line.startswith("|") and not line.startswith("|---"):
            cells = [cell.strip() for cell in line.strip("|").split(" | ")]
            assert len(cells) == columns, line
            rows.append(cells)
    return rows[1:]


def _codes_in(cell: str) -> list[str]:
    return re.findall(r"`([^`]+)`", cell)


def _golden_problems(events: bool = True) -> set[tuple[str, str]]:
    """Every (code, severity) a golden report shows; `events=False` leaves out those judged under
    an event, whose `severity:` may change any code's."""

    def walk(value: Any) -> set[tuple[str, str]]:
        if isinstance(value, dict):
            own = {(value["code"], value["severity"])} if "code" in value and "severity" in value else set()
            return own.union(*(walk(v) for v in value.values()))
        if isinstance(value, list):
            return set().union(*(walk(v) for v in value))
        return set()

    reports = [*GOLDEN.glob("*/*.expected.json"), *GOLDEN.glob("*/batch-*/expected.json")]
    if not events:
        reports = [p for p in reports if "event" not in str(p.relative_to(GOLDEN))]
    return set().union(*(walk(json.loads(p.read_text())) for p in reports))


def _golden_codes() -> set[str]:
    seen = {code for code, _ in _golden_problems()}
    # A packed batch's summary names each list's first problem as `[code] ...`.
    for summary in GOLDEN.glob("*/batch-*/expected.summary.csv"):
        seen |= set(re.findall(r"\[([a-z][a-z0-9.-]*)\]", summary.read_text()))
    return seen


def _catalog_codes(catalog: Catalog) -> set[str]:
    """The codes a catalog's own rules can report (a count or cost with no bound only measures;
    a formation that keeps the default code reports the engine's)."""
    codes = {f.code for f in catalog.formations} - {Formation.model_fields["code"].default}
    for rule in catalog.constraints:
        bounds = [getattr(rule, name, None) for name in ("min", "max", "min_percent", "max_percent")]
        if not isinstance(rule, CountConstraint | CostConstraint) or any(b is not None for b in bounds):
            codes.add(rule.code)
        unknown = getattr(rule, "unknown", None)
        if unknown is not None:
            codes.add(unknown.code)
    codes |= {
        inferred.code
        for option in catalog.options
        if (inferred := getattr(option, "infer", None)) is not None
    }
    return codes


def test_every_code_raised_is_declared() -> None:
    assert _raised_in_source() - set(BY_CODE) == set()
    assert len(BY_CODE) == len(CODES)


def test_the_codes_manual_says_what_the_registry_declares() -> None:
    documented: dict[str, str] = {}
    for codes, when in _table("docs/codes.md", "# Error codes", 2):
        for code in _codes_in(codes):
            documented[code] = when
    assert documented == {code.code: code.row for code in CODES}


def test_the_codes_manual_is_made_from_the_registry() -> None:
    """So no one edits it by hand: a changed code changes the manual in the same commit."""
    assert (ROOT / "docs" / "codes.md").read_text() == codes_page(), "run: make docs"


def test_every_code_is_raised_with_the_severity_the_registry_declares() -> None:
    raised = _raised_with_severity()
    assert len(raised) > 20  # the engine's own raises were found
    fixed = {(code, severity) for code, severity in raised if BY_CODE[code].severity in ("error", "warning")}
    assert fixed == {(code, BY_CODE[code].severity) for code, _ in fixed}


def test_every_golden_report_gives_a_code_its_declared_severity() -> None:
    seen = _golden_problems(events=False)
    fixed = {
        (code, severity)
        for code, severity in seen
        if code in BY_CODE and BY_CODE[code].severity in ("error", "warning")
    }
    assert fixed == {(code, BY_CODE[code].severity) for code, _ in fixed}
    # The catalog sets it: a warning where it has no general, an error where it names who may lead.
    assert {("general.type", "warning"), ("general.type", "error")} <= seen
    assert BY_CODE["general.type"].severity == "catalog"


def test_every_declared_code_has_a_golden_case() -> None:
    seen = _golden_codes()
    assert {c.code for c in CODES} - seen == NO_GOLDEN_CASE


def test_the_catalog_codes_table_matches_the_shipped_catalogs(shipped: CatalogSet) -> None:
    documented: dict[str, set[str]] = {}
    for codes, systems, _ in _table("docs/catalogs.md", "A catalog may add codes of its own", 3):
        for system in _codes_in(systems):
            documented.setdefault(system, set()).update(_codes_in(codes))
    assert documented == {system: _catalog_codes(shipped.get(system)) for system in shipped.ids()}


def test_the_editor_names_the_key_where_no_fix_applies() -> None:
    over = dict(place="", general="general", warning=False)
    assert advice_for("cost.over-limit", "editor", **over, fixed=frozenset()) == (
        "remove elements, or press O to raise the limit"
    )
    assert advice_for("cost.over-limit", "editor", **over, fixed=frozenset({"limit"})) == "remove elements"
    assert advice_for("count.invalid", "editor", **over, fixed=frozenset()) == ""
    assert (
        advice_for(
            "general.type",
            "editor",
            place="Lorry",
            general="CinC",
            warning=True,
            fixed=frozenset(),
        )
        == "press g on Lorry to take its general mark off"
    )


def test_every_key_the_editors_advice_names_is_one_the_editor_binds() -> None:
    """Advice names a key by its action; an action the editor lacks would leave the advice unsaid."""
    for code, advice in ADVICE.items():
        for text in (
            advice.editor,
            advice.editor_as_warning,
            advice.editor_or.text if advice.editor_or else "",
        ):
            said = text.format(place="Lorry", general="general", key=KEY_OF)
            assert "{" not in said and "key[" not in said, code


def test_advice_is_for_codes_the_registry_declares() -> None:
    """Advice lives apart from the registry: a code renamed or dropped there leaves none unsaid here."""
    assert set(ADVICE) <= set(BY_CODE)
