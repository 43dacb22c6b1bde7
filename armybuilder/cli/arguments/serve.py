"""`armybuilder serve`: its summary, examples and arguments."""

import argparse
from pathlib import Path

from armybuilder.cli.arguments.shared import event_option, whole

SUMMARY = "Serve the editor to web browsers, for the rosters of one folder."

EXAMPLES = """examples:
  armybuilder serve                            this folder's rosters, at http://localhost:8000/
  armybuilder serve lists/ --port 8080         another folder and port
  armybuilder serve lists/ --host 0.0.0.0      the local network too: open the printed address,
                                               token included, on a phone or tablet
  armybuilder serve lists/ --event drill-hall.yaml
                                               every tab builds under the event's rules
  armybuilder serve lists/ --element-types     tabs may make and change element types (T, E)

Each browser tab is an editor of its own; rosters are opened from and saved to FOLDER only.
Print and download hand the PDF and the roster to the browser. Any address but localhost needs
the access token: a new one each start, or --token / ARMYBUILDER_TOKEN. Not for the open
internet without a proxy (HTTPS, passwords) in front. Element types made or changed in a tab go
to this computer's own catalogs and change costs in every tab, so tabs may change them only
with --element-types, and never under --event."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "folder",
        nargs="?",
        type=Path,
        default=Path("."),
        metavar="FOLDER",
        help="the rosters' folder (default .)",
    )
    parser.add_argument("--host", default="localhost", help="the address to listen on (default localhost)")
    parser.add_argument("--port", type=int, default=8000, help="the port to listen on (default 8000)")
    parser.add_argument(
        "--token",
        help="the access token, 16 or more letters, digits and . _ ~ - (default: $ARMYBUILDER_TOKEN, or a new one)",
    )
    parser.add_argument(
        "--tabs",
        type=whole(1, 1000),
        metavar="N",
        help="editors (tabs) at once, at most (default 50, fewer where memory allows fewer)",
    )
    parser.add_argument(
        "--tab-memory",
        type=whole(16, 65536),
        metavar="MB",
        help="memory one tab's editor may use before it is stopped (default 400); all tabs together "
        "may use half the memory free when the server starts",
    )
    event_option(parser)
    parser.add_argument(
        "--element-types",
        action="store_true",
        help="let the tabs make and change element types, saved in this computer's own catalogs "
        "(they change costs for every tab; not with --event)",
    )
