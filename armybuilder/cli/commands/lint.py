"""`armybuilder lint CATALOG...`: schema errors with line and column, then what the schema cannot see."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from armybuilder.engine.where import Where

NAME = "lint"

SUMMARY = "Check a catalog file for mistakes."

EXAMPLES = """examples:
  armybuilder lint my-house-rules.yaml
  armybuilder lint --catalogs ~/my-catalogs ~/my-catalogs/*.yaml"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", type=Path, metavar="CATALOG", help="catalog files")


def run(args: argparse.Namespace) -> int:
    from armybuilder.cli.common import catalog_set
    from armybuilder.cli.loading import loaded
    from armybuilder.cli.style import Style
    from armybuilder.engine.where import of_steps
    from armybuilder.errors import InputError
    from armybuilder.files.yaml.positions import Locator
    from armybuilder.lint import Finding, lint
    from armybuilder.terminal import printable

    loaded()
    catalogs = catalog_set(args)
    style = Style(sys.stdout)
    failed = False
    for file in args.files:
        try:
            catalog, text = catalogs.read(file)
        except InputError as error:
            failed = True
            for detail in error.details or (error,):
                print(
                    f"{printable(detail.position)}: {style.severity('error')} [{detail.code}]",
                    printable(_message(detail.where, detail.message)),
                )
                if detail.hint:
                    print(f"      {style('fix:', 'cyan')} {printable(detail.hint)}")
            continue
        findings = lint(catalog)
        if catalog.id != file.stem:
            hint = f"rename the file to `{catalog.id}.yaml`: armybuilder finds a catalog by its file name"
            findings.insert(
                0,
                Finding(
                    "lint.file-name",
                    "error",
                    ("id",),
                    f"the id `{catalog.id}` differs from the file name `{file.name}`",
                    hint,
                ),
            )
        locator = Locator(text, catalog.model_dump())
        for finding in findings:
            at = locator.find(list(finding.path))
            position = f"{file}:{at.line}:{at.column}" if at else str(file)
            print(
                f"{printable(position)}: {style.severity(finding.severity)} [{finding.code}]",
                printable(_message(of_steps(finding.path), finding.message)),
            )
            if finding.hint:
                print(f"      {style('fix:', 'cyan')} {printable(finding.hint)}")
        errors = sum(f.severity == "error" for f in findings)
        warnings = len(findings) - errors
        failed = failed or errors > 0
        verdict = style("ok", "green", "bold") if not errors else style("not ok", "red", "bold")
        print(
            f"{printable(str(file))}: {verdict} — {printable(f'{catalog.name} {catalog.version}')}, "
            f"{len(catalog.elements)} element types, {errors} error(s), {warnings} warning(s)"
        )
    return 1 if failed else 0


def _message(where: Where, message: str) -> str:
    return f"{where}: {message}" if where else message
