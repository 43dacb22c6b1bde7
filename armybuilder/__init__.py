"""armybuilder: build and check army lists for historical miniature wargames."""

__version__ = "0.1.0"
