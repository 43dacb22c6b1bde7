"""The web server behind `armybuilder serve`: textual-serve runs one editor process per browser
tab; this wraps its aiohttp handlers in a guard that lets in only the people given the address.

- Listening on localhost without a token, anyone on this computer may connect, but only under
  the name localhost (or 127.0.0.1, ::1), so a web page elsewhere cannot reach it by renaming
  its own address (DNS rebinding).
- With a token (required on any other address), a request must carry it: in the address
  (`?token=...`), or in the cookie the page sets when that address is opened.
- A request from a page of another origin (a WebSocket opened by some other site) is refused.
"""

import asyncio
import hmac
import signal
from collections.abc import Awaitable, Callable
from importlib import resources
from urllib.parse import urlsplit

from aiohttp import web
from textual_serve.server import Server

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]

REFUSED = (
    "armybuilder: this address needs its access token.\n"
    "Open the whole address `armybuilder serve` printed, the part after ?token= included.\n"
)


LOCALHOST = {"localhost", "127.0.0.1", "::1"}


def is_localhost(host: str) -> bool:
    """Whether `host` (a name or an address, IPv6 in brackets or not) names localhost. Any other
    address, even another loopback one, needs the token: only these few are served without."""
    return host.strip("[]").lower() in LOCALHOST


class EditorServer(Server):
    def __init__(self, command: str, host: str, port: int, token: str | None) -> None:
        super().__init__(command, host=host, port=port, title="armybuilder")
        self.token = token
        self.cookie = "armybuilder-token"

    async def make_app(self) -> web.Application:
        app = web.Application(middlewares=[self._guard])
        app.add_routes(
            [
                web.get("/", self._page),
                web.get("/ws", self.handle_websocket),
                web.get("/download/{key}", self.handle_download),
                web.static("/static", self.statics_path),
            ]
        )
        return app

    def _allowed(self, request: web.Request) -> bool:
        origin = request.headers.get("Origin")
        if origin is not None and urlsplit(origin).netloc != request.host:
            return False
        if self.token is None:
            return is_localhost(urlsplit(f"//{request.host}").hostname or "")
        given = request.query.get("token") or request.cookies.get(self.cookie) or ""
        return hmac.compare_digest(given.encode(), self.token.encode())

    @web.middleware
    async def _guard(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        if not self._allowed(request):
            raise web.HTTPForbidden(text=REFUSED)
        return await handler(request)

    async def _page(self, request: web.Request) -> web.Response:
        page = resources.files(__package__).joinpath("page.html").read_text(encoding="utf-8")
        response = web.Response(text=page, content_type="text/html")
        response.headers["Cache-Control"] = "no-store"
        if self.token is not None:
            # The page's own requests (scripts, the WebSocket, downloads) carry the token from here on.
            response.set_cookie(self.cookie, self.token, httponly=True, samesite="Strict")
        return response

    async def run(self, ready: Callable[[int], None]) -> None:
        """Serve until interrupted; `ready` gets the port once it is listening."""
        # On stopping, open editors get a few seconds to close (and keep unsaved changes aside).
        runner = web.AppRunner(await self.make_app(), handle_signals=False, shutdown_timeout=5)
        await runner.setup()
        try:
            site = web.TCPSite(runner, self.host, self.port)
            await site.start()
            port = runner.addresses[0][1]
            self.cookie = f"armybuilder-token-{port}"  # cookies ignore the port: keep two servers apart
            ready(port)
            stop = asyncio.Event()
            loop = asyncio.get_running_loop()
            for stop_signal in (signal.SIGINT, signal.SIGTERM):
                loop.add_signal_handler(stop_signal, stop.set)
            await stop.wait()
        finally:
            await runner.cleanup()
