"""`armybuilder event serve EVENT.yaml [--data DIR]`: the event's web page, where players hand in
their lists through private links and the organiser follows, locks and publishes
(`web.handin` serves it; `events.handin` does the work)."""

import argparse
from pathlib import Path

NAME = "serve"

SUMMARY = "serve the event's web page: players hand in lists by private links, the organiser follows"

DESCRIPTION = (
    "Serve EVENT.yaml on a web page. The organiser's page (its address is printed) adds players, "
    "each with a private link and an invitation draft; follows every player's status, list, "
    "reading and verdict; accepts, withdraws, locks (the pack, into DIR/pack), publishes and exports "
    "the register. A player's page shows the event, checks a pasted or uploaded list, and hands it "
    "in with a receipt. Everything is kept in DIR/event.sqlite (DIR is the event file's folder unless "
    "--data says), readable by you alone; `event pack EVENT.yaml DIR/event.sqlite inbox/ -o DIR/pack` "
    "packs its hand-ins beside mailed lists."
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("event", type=Path, metavar="EVENT.yaml", help="the event file")
    parser.add_argument(
        "--data", type=Path, metavar="DIR", help="the store's folder (default: the event file's)"
    )
    parser.add_argument("--host", default="127.0.0.1", help="the address to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8100, help="the port to listen on (default 8100)")
    parser.add_argument(
        "--url",
        metavar="BASE",
        help="the base of the links given out, behind a proxy (https://lists.example.org)",
    )
    parser.add_argument(
        "--new-organiser-token",
        action="store_true",
        help="replace the organiser's token: the old organiser link stops opening",
    )


def run(args: argparse.Namespace) -> int:
    import asyncio
    import errno
    import ipaddress
    import os
    import re

    from aiohttp import web

    from armybuilder.cli.common import catalog_set
    from armybuilder.cli.loading import loaded
    from armybuilder.errors import UsageError
    from armybuilder.events.handin import served
    from armybuilder.events.store import organiser_token
    from armybuilder.present.handin import serving_lines
    from armybuilder.terminal import printable
    from armybuilder.web.handin import HandIn

    loaded()
    if args.url is not None and not re.fullmatch(r"https?://[^/\s?#]+(/[^\s?#]*)?", args.url):
        raise UsageError(
            f"--url {args.url} is not the address of a web page; give it as players will type it, "
            "e.g. --url https://lists.example.org"
        )
    folder: Path = (args.data or args.event.resolve().parent).resolve()
    # The lock and the pack this server writes hold every player's address and list, often in the
    # event's own folder, which others may read: all it makes is the organiser's alone.
    os.umask(0o077)
    event = served(args.event.resolve(), folder, catalog_set(args))
    token = organiser_token(folder, new=args.new_organiser_token)
    page = HandIn(event, args.url or "")

    async def serve() -> None:
        runner = web.AppRunner(page.app(token), access_log=None)
        await runner.setup()
        site = web.TCPSite(runner, args.host, args.port)
        try:
            await site.start()
        except OSError as error:
            await runner.cleanup()
            advice = (
                "another program uses that port: give another with --port"
                if error.errno == errno.EADDRINUSE
                else "check --host: it must be an address of this computer"
            )
            raise UsageError(
                f"cannot listen on {args.host}:{args.port}: {error.strerror or error}; {advice}"
            ) from None
        every_address = ""
        if not args.url:  # the port listened on, which --port 0 leaves to the system
            host, port = runner.addresses[0][:2]
            page.base = f"http://{host if ':' not in host else f'[{host}]'}:{port}"
            every_address = host if ipaddress.ip_address(host).is_unspecified else ""
        link = f"{page.base}/o/{token}/"
        for line in serving_lines(event.event.name, str(folder), link, every_address=every_address):
            print(printable(line), flush=True)
        try:
            await asyncio.Event().wait()
        finally:
            await runner.cleanup()

    try:
        asyncio.run(serve())
    except KeyboardInterrupt:
        pass
    finally:
        event.store.close()
    return 0
