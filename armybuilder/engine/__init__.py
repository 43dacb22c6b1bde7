"""The one place costs and validity are computed. Pure: no files, no clock, no printing."""

from armybuilder.engine.evaluate import evaluate
from armybuilder.engine.report import Problem, Report

__all__ = ["Problem", "Report", "evaluate"]
