"""Reference tables: each row as wide as the columns, and aimed at elements or tags that exist."""

from armybuilder.lint.linter import Linter


def tables(linter: Linter) -> None:
    known = linter.elements | linter.tags | linter.categories
    for number, table in enumerate(linter.catalog.tables):
        for position, target in enumerate(table.applies_to):
            linter.reference(
                ["tables", number, "applies_to", position], target, known, "element or tag", "warning"
            )
        for row_number, row in enumerate(table.rows):
            cells = row if isinstance(row, list) else row.cells
            if len(cells) != len(table.columns):
                linter.add(
                    "lint.table",
                    ["tables", number, "rows", row_number],
                    f"this row has {len(cells)} cells; the table has {len(table.columns)} columns",
                    "add or remove cells",
                )
            for position, target in enumerate([] if isinstance(row, list) else row.applies_to):
                linter.reference(
                    ["tables", number, "rows", row_number, "applies_to", position],
                    target,
                    known,
                    "element or tag",
                    "warning",
                )
