"""`armybuilder serve`: the editor in a web browser, one editor per tab, for the rosters of one folder."""

import argparse
import errno
import os
import re
import sys
from pathlib import Path

from armybuilder.cli.options import event_option, whole
from armybuilder.errors import UsageError

NAME = "serve"

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


TOKEN_ENV = "ARMYBUILDER_TOKEN"
TOKEN_LENGTH = 16
TOKEN = re.compile(r"[A-Za-z0-9._~-]+")
"""What an address carries as it is typed: nothing a browser would have to escape."""


def run(args: argparse.Namespace) -> int:
    import asyncio
    import secrets

    from armybuilder.cli.common import catalog_set, event_of
    from armybuilder.cli.loading import loaded
    from armybuilder.engine.words import counted
    from armybuilder.web.limits import MIB, machine_memory, mb, room, sized
    from armybuilder.web.server import EditorServer, is_localhost

    loaded()
    folder: Path = args.folder.resolve()
    if not folder.is_dir():
        raise UsageError(f"{args.folder} is not a folder; give the folder that holds the rosters")
    if args.element_types and args.event is not None:
        raise UsageError(
            "--element-types and --event do not go together: under an event the organiser's catalogs "
            "judge; leave out one of them"
        )
    event_of(args, catalog_set(args))  # a broken --catalogs or --event is reported here, not in every tab
    token = args.token or os.environ.get(TOKEN_ENV) or None
    if token is not None:
        checked_token(token)
    elif not is_localhost(args.host):
        token = secrets.token_urlsafe(16)
    within = room(machine_memory())
    limits, cut = sized(within, args.tabs, None if args.tab_memory is None else args.tab_memory * MIB)
    for said in cut:
        print(f"armybuilder serve: {said}", file=sys.stderr)
    server = EditorServer(
        editor_command(folder, args.catalogs or [], args.event, element_types=args.element_types),
        args.host,
        args.port,
        token,
        limits,
    )

    def ready(port: int) -> None:
        address = f"http://{shown_host(args.host)}:{port}/" + (f"?token={token}" if token else "")
        print(f"Serving the rosters in {folder}")
        print(f"Open {address} in a web browser; each tab is an editor of its own.")
        print(
            f"At most {counted(limits.tabs, 'tab')} at once, each editor with up to {mb(limits.tab_memory)} "
            f"(together within {mb(within.memory)}, {within.why})."
        )
        if token:
            print("Anyone with this address can open, change and save the rosters in that folder.")
        else:
            print("Only this computer can connect; --host 0.0.0.0 lets the local network in, with a token.")
        print("Press Ctrl+C to stop.", flush=True)

    try:
        asyncio.run(server.run(ready))
    except OSError as error:
        advice = (
            "another program uses that port: give another with --port, or --port 0 for any free one"
            if error.errno == errno.EADDRINUSE
            else "check --host: it must be an address of this computer"
        )
        raise UsageError(
            f"cannot listen on {args.host}:{args.port}: {error.strerror or error}; {advice}"
        ) from None
    return 0


def checked_token(token: str) -> None:
    """A token a player can type and an address can carry as it is; UsageError says why not."""
    from armybuilder.engine.words import counted

    if not TOKEN.fullmatch(token):
        raise UsageError(
            "the token may hold only letters, digits and . _ ~ -, so the address carries it as it is"
        )
    if len(token) < TOKEN_LENGTH:
        raise UsageError(
            f"the token is {counted(len(token), 'character')}; give one of at least {TOKEN_LENGTH}"
        )


def editor_command(
    folder: Path, catalogs: list[Path], event: Path | None = None, *, element_types: bool = False
) -> str:
    """The shell command textual-serve runs for each tab: the editor, in the roster folder
    (under the event, where one is given, so every player builds to its rules; allowed to change
    element types only where the server was started to allow it)."""
    import shlex

    extra = [arg for path in catalogs for arg in ("--catalogs", str(path.resolve()))]
    extra += ["--event", str(event.resolve())] if event is not None else []
    extra += ["--element-types"] if element_types else []
    editor = [sys.executable, "-m", "armybuilder", "edit", *extra]
    return f"cd {shlex.quote(str(folder))} && exec {shlex.join(editor)}"


def shown_host(host: str) -> str:
    """The host to put in the address: for "every address", the one other computers reach this by."""
    if host in {"0.0.0.0", "::", ""}:
        import socket

        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            try:
                probe.connect(("192.0.2.1", 9))  # no packet is sent: this only picks a route
                return probe.getsockname()[0]
            except OSError:
                return socket.gethostname()
    return f"[{host}]" if ":" in host else host
