"""Lists judged by hand, read as `check` reads them and compared with the judge's reading: the
corpus test's comparisons, and a score of any folder of judged lists (a held-out set written by
someone else from the rule texts, issue 34), to run by hand:

    .venv/bin/python -m tests.judged FOLDER [-v]

A list reads exactly when its roster, the lines asked about, the quoted lines and the word on its
own total are the judge's. A miss is *silent* where the roster differs and nothing says so: no
line asked, unread or unknown.
"""

import sys
from pathlib import Path
from typing import Any

import yaml

from armybuilder.checking.checked import Checked, check_sent
from armybuilder.checking.inbox import inbox
from armybuilder.checking.lists import ListFile
from armybuilder.engine.report import Problem
from armybuilder.files.catalogs import CatalogSet
from armybuilder.schema.roster import Roster

JUDGED = ".judged.yaml"
FLAGS = (
    "file.text-asked",
    "file.text-line",
    "element.unknown",
    "formation.unknown",
    "option.unknown",
)
"""Codes that tell the player a line was not read as written: a miss with one is not silent.
(`file.text-list`, said of every list written as text, says nothing of its lines.)"""


def judged_lists(folder: Path) -> list[Path]:
    return sorted(
        p for p in folder.iterdir() if p.is_file() and p.name != "README.md" and not p.name.endswith(JUDGED)
    )


def judged(path: Path) -> dict[str, Any]:
    return yaml.safe_load(path.with_name(path.stem + JUDGED).read_text(encoding="utf-8"))


def checked(path: Path, catalogs: CatalogSet) -> Checked | None:
    """The list as `check` reads it: a file, or the one part of a message that gives a list; None
    where `check` finds no list in it (a message it skips)."""
    found = inbox([path]).lists
    return check_sent(found[0], catalogs) if len(found) == 1 else None


def dumped(roster: Roster) -> dict[str, Any]:
    return {"format": 1, **roster.model_dump(mode="python", exclude_defaults=True)}


def as_written(data: dict[str, Any]) -> dict[str, Any]:
    """The judge's roster as the file format writes it, defaults left out as `dumped` leaves them
    out of what was read: `options: {}` is no options. A roster the format refuses stays as the
    judge wrote it, and so differs."""
    try:
        return dumped(Roster.model_validate(data))
    except ValueError:
        return data


def by_place(data: dict[str, Any]) -> dict[str, Any]:
    """A roster with its units' ids made their places, and each link pointing at the place of the
    unit it names: the judge's ids are labels, compared by the unit they point to; a unit's options
    in any order."""
    places: dict[str, str] = {}
    for n, unit in enumerate(data.get("units", [])):
        for m, entry in enumerate([unit, *unit.get("elements", [])]):
            if "id" in entry:
                places[entry["id"]] = f"{n}.{m}"

    def placed(entry: dict[str, Any]) -> dict[str, Any]:
        out = {key: value for key, value in entry.items() if key != "id"}
        if "options" in entry:  # choices, not a sequence: `heavy tank (elite)` is elite and heavy
            out["options"] = sorted(entry["options"])
        if "links" in entry:
            out["links"] = {kind: places.get(target, target) for kind, target in entry["links"].items()}
        if "elements" in entry:
            out["elements"] = [placed(inner) for inner in entry["elements"]]
        return out

    return {**data, "units": [placed(unit) for unit in data.get("units", [])]}


def codes(problems: tuple[Problem, ...], code: str) -> list[Problem]:
    return [problem for problem in problems if problem.code == code]


def asked_lines(read: Checked) -> list[int]:
    assert read.report is not None
    problems = read.report.problems
    found = [read.location(problems.index(problem)) for problem in codes(problems, "file.text-asked")]
    return [at.line for at in found if at is not None]


def misses(path: Path, catalogs: CatalogSet) -> tuple[list[str], bool]:
    """How the list's reading differs from the judge's ([] where it reads exactly), and whether a
    differing roster is said nowhere (silent)."""
    judge, read = judged(path), checked(path, catalogs)
    if read is None:
        return ["no list found in it"], False
    if read.report is None or not isinstance(read.loaded, ListFile):
        return [f"no report: {[problem.message for problem in read.file_problems]}"], False
    problems = read.report.problems
    found = []
    if by_place(dumped(read.loaded.roster)) != by_place(as_written(judge["roster"])):
        found.append("roster")
    if (asked := asked_lines(read)) != judge["asked"]:
        found.append(f"asked {asked}, judged {judge['asked']}")
    if read.loaded.listed.quoted != judge["quoted"]:
        found.append(f"quoted {read.loaded.listed.quoted}, judged {judge['quoted']}")
    stated, ours = judge["total"], next(iter(read.report.costs.values()), None)
    if len(codes(problems, "file.text-total")) != (1 if stated is not None and stated != ours else 0):
        found.append(f"total: the list says {stated}, its entries {ours}")
    silent = "roster" in found and not any(problem.code in FLAGS for problem in problems)
    return found, silent


def main(args: list[str]) -> int:
    from tests.conftest import SHIPPED

    if not args or args[0].startswith("-"):
        print(__doc__)
        return 2
    folder, verbose = Path(args[0]), "-v" in args
    catalogs = CatalogSet([SHIPPED])
    lists = judged_lists(folder)
    exact = silent = 0
    for path in lists:
        found, quiet = misses(path, catalogs)
        exact += not found
        silent += quiet
        print(f"{'ok' if not found else 'SILENT' if quiet else 'miss'}  {path.name}  {'; '.join(found)}")
        if verbose and "roster" in found:
            read = checked(path, catalogs)
            assert read is not None and isinstance(read.loaded, ListFile)
            for label, data in (("read", dumped(read.loaded.roster)), ("judged", judged(path)["roster"])):
                print(
                    f"  {label}:\n    "
                    + yaml.safe_dump(data, sort_keys=False, allow_unicode=True).replace("\n", "\n    ")
                )
    print(f"{exact} of {len(lists)} read exactly, {silent} silent")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
