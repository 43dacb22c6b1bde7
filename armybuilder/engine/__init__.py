"""The one place costs and validity are computed. Pure: no files, no clock, no printing.

`evaluate`, `Problem` and `Report` load when first asked for, so a reader of files that only
needs `engine.where` (a place in a file, for an error) does not load the rules with it.
"""

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from armybuilder.engine.evaluate import evaluate
    from armybuilder.engine.report import Problem, Report

__all__ = ["Problem", "Report", "evaluate"]


def __getattr__(name: str) -> Any:
    if name == "evaluate":
        from armybuilder.engine.evaluate import evaluate as function

        # Loading the module `evaluate` set the package's attribute of that name to it: the
        # function replaces it, as an eager `from ... import evaluate` here used to.
        globals()["evaluate"] = function
        return function
    if name in ("Problem", "Report"):
        from armybuilder.engine import report

        return getattr(report, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
