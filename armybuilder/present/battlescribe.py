"""The words of a BattleScribe import's report: what was written, and each entry or construct
taken in part or not at all, with why."""

from collections import Counter

from armybuilder.battlescribe.report import ImportReport, Taken

REASONS = {
    "same-name": "another catalogue given has its name: this one's catalog is `{id}`",
    "unit-in-option": "{unit} comes inside an option: its formation takes it, but its least is asked for only with the option, which is not checked",
    "unit-group-bounds": "group {group} takes {min} to {max} of the units in it, which the formation counts each on its own: not checked",
    "slot-bounds": "{unit} may be taken fewer times than it must be: its most is not checked",
    "hidden": "hidden in the data under no condition taken: offered here all the same",
    "root-group-link": "a group offered at the top of the list: its entries are element types of their own",
    "group-bounds": "group {group} takes {min} to {max} of options not all its own, or more than it has: not checked",
    "nested-group": "group {group} inside another is an option group of its own; the outer group's bounds are not checked",
    "option-bounds": "option {option} may be taken {min} to {max} times; an option is taken once or not",
    "option-constraint": "option {option}: a constraint with scope {scope} is not checked",
    "nested-upgrade": "{option}, an option of {parent}, is not imported: an option holds no options",
    "profile-repeat": "profile {profile} repeats characteristics already taken from another profile: left out",
    "missing-target": "links {target}, which no file given holds",
    "not-info": "links {target}, a {tag} rather than a profile, rule or info group: left out",
    "info-depth": "info group {group} lies deeper than {most} info groups inside each other: left out",
    "link-order": "links the shared {target} of a catalogue not yet read",
    "catalogue-link": "its catalog `includes` the linked one, whose entries at the top are offered here too (the link says they are not)",
    "unlinked-target": "links {target} of a catalogue this one does not link: left out",
    "constraint-scope": "a constraint with scope {scope} (only parent, force and roster are checked)",
    "constraint-kind": "a constraint of type {kind} (only min and max)",
    "constraint-field": "a constraint on {field} (percent: {percent}); only selections and costs are checked",
    "force-constraint": "a constraint on the force's {field} is not checked",
    "nested-force": "force {force} inside another is not imported",
    "modifier": "a modifier ({type} {field}) under conditions, imported without it",
    "several-costs": "{count} cost changes under conditions: where several hold, only the first applies",
}


class _Shown(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return "?"


def reason(taken: Taken) -> str:
    """Why an entry or construct was taken in part or not, in words."""
    return REASONS.get(taken.reason, taken.reason).format_map(_Shown(taken.values))


def import_lines(report: ImportReport) -> list[str]:
    """The report for a terminal: the catalogs written, the counts, then every shortfall."""
    lines = []
    for made in report.written:
        extends = f", extends {made.extends}" if made.extends else ""
        state = "cannot be used" if made.errors else f"lint ok, {made.warnings} warning(s)"
        lines.append(f"wrote {made.file}: {made.elements} element types{extends}; {state}")
        lines += [f"  {line}" for line in made.errors]
    counts = report.counts()
    constructs = sorted({construct for construct, _ in counts})
    if constructs:
        lines.append("")
        lines.append("construct: converted / in part / not converted")
        for construct in constructs:
            got = [counts.get((construct, status), 0) for status in ("converted", "in part", "not converted")]
            lines.append(f"  {construct}: {got[0]} / {got[1]} / {got[2]}")
    short = report.short
    if short:
        lines.append("")
        lines.append(f"taken in part or not at all ({len(short)}):")
        alike = Counter(short)  # an entry links the same unit from each of its groups, say
        for taken, times in alike.items():
            again = f" ({times} times)" if times > 1 else ""
            lines.append(
                f"  {taken.file}: {taken.entry}: {taken.construct} {taken.status}: {reason(taken)}{again}"
            )
    return lines
