"""The version of armybuilder, as pyproject.toml gives it; a module of its own, so that what reads it
(the catalog cache's key, `--version`) stands below the package's start, which loads the code cache."""

__version__ = "0.1.0"
