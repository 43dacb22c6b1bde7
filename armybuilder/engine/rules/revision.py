"""The catalog revision a roster was saved with, against the catalog's own."""

from armybuilder.engine.findings import Findings
from armybuilder.engine.index import Index
from armybuilder.engine.where import top
from armybuilder.schema.roster import Roster


def check_revision(roster: Roster, ix: Index, findings: Findings) -> None:
    written, current = roster.catalog_revision, ix.catalog.revision
    if written is None or written == current:
        return
    if written > current:
        message = f"this roster was saved with catalog revision {written}, newer than this one ({current})"
        hint = "update armybuilder or the catalog before trusting this report"
    else:
        changed = [
            f"r{rev}: {text.rstrip('.')}"
            for rev, text in sorted(ix.catalog.changes.items())
            if written < rev <= current
        ]
        message = (
            f"this roster was saved with catalog revision {written}; the catalog is now at revision {current}"
        )
        hint = ("changed since: " + "; ".join(changed) + ". ") if changed else ""
        hint += f"Check the list, then set `catalog_revision: {current}`"
    findings.warning(
        "catalog.revision", message, where=top("catalog_revision"), rule=ix.catalog.citation, hint=hint
    )
