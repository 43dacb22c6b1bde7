"""`armybuilder serve`: the editor in a web browser."""
