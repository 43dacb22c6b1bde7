"""evaluate(roster, catalog, event) -> Report."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from armybuilder.engine import event as event_rules
from armybuilder.engine.constraints import active, check_constraints
from armybuilder.engine.findings import Findings
from armybuilder.engine.fingerprint import army, as_fingerprint, canonical_sha256, said
from armybuilder.engine.grouped import Grouped
from armybuilder.engine.index import Index, Priced, Remembered, index_of
from armybuilder.engine.inference import infer_options
from armybuilder.engine.report import (
    Assumption,
    BreakPoint,
    Costs,
    FormationLine,
    Line,
    Measure,
    Report,
    Topic,
    TrackBoxes,
)
from armybuilder.engine.rules.availability import check_availability
from armybuilder.engine.rules.formations import check_formation
from armybuilder.engine.rules.general import check_general, general_max
from armybuilder.engine.rules.ids import replace_id
from armybuilder.engine.rules.limits import check_limits, limits
from armybuilder.engine.rules.links import check_links
from armybuilder.engine.rules.options import roster_options
from armybuilder.engine.rules.revision import check_revision
from armybuilder.engine.spelling import spelled
from armybuilder.engine.suggest import close_ids, did_you_mean
from armybuilder.engine.units import Resolved, add_costs, priced_by, resolve_element
from armybuilder.engine.where import ROSTER, Where, of_place
from armybuilder.schema.catalog import (
    Catalog,
    Constraint,
    Formation,
    ScaleBasing,
)
from armybuilder.schema.roster import ElementEntry, FormationEntry, Roster

if TYPE_CHECKING:  # the event models load only where an event is read
    from armybuilder.schema.event import Event


def evaluate(
    roster: Roster,
    catalog: Catalog,
    *,
    limit: float | None = None,
    event: Event | None = None,
    grown: Where = ROSTER,
    sender: str = "",
    sender_known: bool = False,
    fingerprinted: bool = True,
    assumed: bool = True,
) -> Report:
    """Cost and check `roster` against `catalog`, judged under `event` if one is given.

    `limit` overrides the roster's own limit (an event's limit overrides both). `grown` is the entry
    an editor last added or counted one more of, for a count over its limit to point at. `sender`
    is the display name of whoever sent the list by e-mail: its player where the roster names none;
    `sender_known` says the list came through its player's own link, so naming none is no finding.
    `fingerprinted` False leaves the army's contents, their hash and the fingerprint empty: nearly a
    third of the work on a long roster, which an editor's key needs not, as no pane shows them.
    `assumed` False leaves out the catalog's `assumed:` notes that bear on the roster: a tenth of
    the work, which `check` needs not, as it prints none.
    """
    ix = index_of(catalog)
    findings = Findings()
    judged = event if event_rules.applies(event, roster) else None
    if roster.format is None:
        findings.warning(
            "file.format-missing",
            "the file has no `format:`; it is read as format 1",
            rule="roster format 1",
            hint="add `format: 1` as the file's first line (armybuilder's editor and `new` always write it)",
        )
    roster = spelled(roster, ix, findings)
    written = roster.options
    if event is not None:
        roster, limit = event_rules.prepare(roster, event, ix, limit, findings, sender, known=sender_known)
    options = roster_options(roster, ix, findings)
    scale_name, scale = _scale(options, catalog)
    members: list[Resolved] = []
    formations: list[Formation] = []
    units: list[Line | FormationLine] = []
    remembered: Remembered = {}
    alike = len(ix.alike)
    priced = priced_by(ix, options)
    for number, unit in enumerate(roster.units):
        where = of_place((number,))
        if isinstance(unit, ElementEntry):
            resolved = resolve_element(unit, where, None, ix, scale, scale_name, findings, remembered, priced)
            members.append(resolved)
            units.append(resolved.line)
        else:
            units.append(
                _formation(
                    unit, where, ix, scale, scale_name, members, formations, findings, remembered, priced
                )
            )
    ix.resolved.clear()
    ix.resolved.update(remembered)
    inferred = infer_options(roster, members, options, ix, findings)
    check_general(members, options, ix, findings)
    check_links(members, ix, findings)
    check_availability(members, options, ix, findings)
    costs: Costs = {cost_type.id: 0 for cost_type in catalog.costs}
    for member in members:
        add_costs(costs, member.line.cost)
    limit_values, limit_notes = limits(roster, options, limit, ix)
    check_limits(costs, limit_values, roster, limit, ix, findings)
    constraints = active(ix, options)
    measures = [Measure(c.id, costs.get(c.id, 0), limit_values.get(c.id)) for c in catalog.costs]
    grouped = Grouped(members, formations)
    measures += check_constraints(constraints, grouped, costs, options, ix, findings, grown=grown)
    if judged is not None:
        measures += event_rules.extra_rules(judged, grouped, costs, options, ix, findings)
    if len(formations) < sum(isinstance(unit, FormationEntry) for unit in roster.units):
        # A formation of unknown type is most likely the one the count is short of: mend its id first.
        findings.without_fixes("add-formation")
    check_revision(roster, ix, findings)
    if judged is not None:
        findings.found = event_rules.finished(findings.found, judged)
    # A value the engine refused is kept as written, so a wrong file never shares a valid one's print.
    refused = {k: v for k, v in roster.options.items() if options.get(k) != v}
    overridden = event_rules.overridden_values(judged, written)
    contents, digest = (
        _contents(roster, {**options, **refused}, ix, overridden, len(ix.alike) == alike)
        if fingerprinted
        else ({}, "")
    )
    assumptions = (
        _assumptions(
            ix, members, formations, constraints, limit_notes, scale_name, scale, options, roster.options
        )
        if assumed
        else ()
    )
    return Report(
        system=catalog.id,
        system_name=catalog.name,
        version=catalog.version,
        catalog_revision=catalog.revision,
        name=roster.name,
        player=roster.player or sender or roster.player,
        costs=costs,
        limit=limit_values,
        errors=findings.sorted("error"),
        warnings=findings.sorted("warning"),
        fingerprint=as_fingerprint(digest) if fingerprinted else "",
        units=tuple(units),
        options=options,
        option_names=ix.option_names,
        link_names=ix.link_names,
        break_point=_break_point(catalog, costs),
        assumptions=(*inferred, *assumptions),
        measures=tuple(measures),
        stat_columns=ix.stat_columns,
        general_title=catalog.general.title if catalog.general else "",
        notes=roster.notes,
        event=event.name if event is not None else None,
        fixed=event_rules.fixed(judged),
        army=contents,
        canonical_sha256=digest,
        basing_note=event_rules.basing_note(
            catalog.basing.note if catalog.basing and any(m.line.base for m in members) else "", event
        ),
    )


MAX_ARMIES = 1_000
"""Armies an index remembers the contents of (see `_contents`)."""
REMEMBERED_ENTRIES = 100
"""Entries of an army whose contents are remembered: a real army has a few dozen, and an editor's
every key on a long list makes another army, which must not pile up in memory."""


def _contents(
    roster: Roster, options: dict[str, Any], ix: Index, written: dict[str, Any] | None, entries_known: bool
) -> tuple[dict[str, Any], str]:
    """The army's contents and their SHA-256: nearly a third of evaluating a list, and the same for
    every copy of one army (a batch of lists sent by many players), so worked out once for each.
    `entries_known` says no entry of the roster was new to the index (`units.resolve_element`):
    an army with one is no copy of an army met before, and making its key would be work for
    nothing (each list of an event's inbox, each key of the editor)."""
    entries = sum(len(unit.elements) if isinstance(unit, FormationEntry) else 1 for unit in roster.units)
    remembered = entries_known and entries <= REMEMBERED_ENTRIES
    key = said(roster, options, written) if remembered else None
    known = ix.armies.get(key) if key is not None else None
    if known is None:
        contents = army(roster, options, ix, written)
        known = contents, canonical_sha256(contents)
        if key is not None and len(ix.armies) < MAX_ARMIES:
            ix.armies[key] = known
    return known


def _scale(options: dict[str, Any], catalog: Catalog) -> tuple[str, ScaleBasing | None]:
    if catalog.basing is None:
        return "", None
    name = str(options.get(catalog.basing.option, ""))
    return name, catalog.basing.scales.get(name)


def _formation(
    unit: FormationEntry,
    where: Where,
    ix: Index,
    scale: ScaleBasing | None,
    scale_name: str,
    members: list[Resolved],
    formations: list[Formation],
    findings: Findings,
    remembered: Remembered,
    priced: Priced,
) -> FormationLine:
    formation = ix.resolve_formation(unit.formation)
    if formation is None:
        findings.error(
            "formation.unknown",
            f"`{unit.formation}` is not a formation of {ix.catalog.name}",
            where=where,
            rule=ix.catalog.citation,
            fix=replace_id(
                where, unit.formation, close_ids(unit.formation, ix.formations, ix.formation_names)
            ),
            hint=did_you_mean(unit.formation, ix.formations, ix.formation_names)
            or (
                f"its formations are {', '.join(ix.formations)}"
                if ix.formations
                else "list the elements on their own"
            ),
        )
    inner = [
        resolve_element(
            entry, where.element(number), where, ix, scale, scale_name, findings, remembered, priced
        )
        for number, entry in enumerate(unit.elements)
    ]
    members.extend(inner)
    name = formation.name if formation else unit.formation
    if formation is not None:
        formations.append(formation)
        check_formation(formation, unit.name or name, where, inner, ix, findings)
    cost: Costs = {}
    for member in inner:
        add_costs(cost, member.line.cost)
    return FormationLine(
        where=where,
        formation=formation.id if formation else unit.formation,
        name=name,
        label=unit.name,
        known=formation is not None,
        cost=cost,
        lines=tuple(member.line for member in inner),
        tracks=_formation_tracks(formation, inner, ix) if formation and ix.catalog.tracks else (),
        unit_id=unit.id,
    )


def _formation_tracks(formation: Formation, inner: Sequence[Resolved], ix: Index) -> tuple[TrackBoxes, ...]:
    """The formation's own tracks, such as its losses toward a morale test."""
    tracks = []
    for track in ix.catalog.tracks:
        if not track.select.counts_formations or not ix.matches_formation(track.select, formation):
            continue
        boxes = track.boxes if track.boxes is not None else sum(m.line.count for m in inner)
        if boxes > 0:
            tracks.append(TrackBoxes(track.id, track.name, boxes, dict(track.marks)))
    return tuple(tracks)


def _break_point(catalog: Catalog, costs: Costs) -> BreakPoint | None:
    rule = catalog.break_point
    if rule is None or rule.cost_type not in costs:
        return None
    return BreakPoint(
        rule.cost_type, math.ceil(costs[rule.cost_type] * rule.fraction), catalog.cite(rule.rule)
    )


def _assumptions(
    ix: Index,
    members: Sequence[Resolved],
    formations: Sequence[Formation],
    constraints: Sequence[Constraint],
    limit_notes: list[str],
    scale_name: str,
    scale: ScaleBasing | None,
    options: dict[str, Any],
    written: dict[str, Any],
) -> tuple[Assumption, ...]:
    """Every `assumed:` note that bears on this roster, each once, in a stable order."""
    catalog = ix.catalog
    present = {m.element.id for m in members if m.element is not None}
    notes: list[Assumption] = []

    def add(topic: Topic, about: str, texts: Sequence[str]) -> None:
        if texts:  # most things a catalog describes assume nothing
            notes.extend(Assumption(about, text, topic) for text in texts)

    for note in catalog.assumed:
        if note.scope == "roster" and (not note.applies_to or present.intersection(note.applies_to)):
            add("note", note.about, [note.text])
    add("limit", "", limit_notes)
    for option in catalog.options:
        if option.id in written:
            add("roster-option", option.name, option.assumed)
    if catalog.general is not None:
        add(
            "general",
            catalog.general.title,
            [*catalog.general.assumed, *general_max(catalog.general, options)[1]],
        )
    for constraint in constraints:
        add("rule", constraint.rule or constraint.id, constraint.assumed)
    if catalog.basing is not None and any(m.line.base for m in members):
        add("basing", "", catalog.basing.assumed)
        if scale is not None:
            add("scale", scale_name, scale.assumed)
    if catalog.break_point is not None:
        add("break-point", "", catalog.break_point.assumed)
    for formation in formations:
        add("formation", formation.name, formation.assumed)
    for member in members:
        element = member.element
        if element is None:
            continue
        notes.extend(ix.element_assumptions(element, member.chosen))
    for stat in catalog.stats:
        if stat.assumed and any(stat.id in m.line.stats for m in members):
            add("stat", stat.name, stat.assumed)
    for link in catalog.links:
        if any(m.element is not None and ix.matches(link.units, m.element) for m in members):
            add("link", link.name, link.assumed)
    for track in catalog.tracks:
        if any(any(t.id == track.id for t in m.line.tracks) for m in members) or any(
            ix.matches_formation(track.select, f) for f in formations
        ):
            add("track", track.name, track.assumed)
    return tuple(dict.fromkeys(notes))
