from armybuilder.cli import console

console()
