"""The web server behind `armybuilder serve`: textual-serve runs one editor process per browser
tab; this wraps its aiohttp handlers in a guard that lets in only the people given the address.

- Listening on localhost without a token, anyone on this computer may connect, but only under
  the name localhost (or 127.0.0.1, ::1), so a web page elsewhere cannot reach it by renaming
  its own address (DNS rebinding).
- With a token (required on any other address), a request must carry it: in the address
  (`?token=...`), or in the cookie the page sets when that address is opened.
- A request from a page of another origin (a WebSocket opened by some other site) is refused,
  and no other site may show the editor in a frame.
- What a browser sends is bounded (`Limits`), and a request that fails gets a short answer and
  a one-line log entry: never a traceback or one of the server's paths.
"""

import asyncio
import hmac
import json
import logging
import signal
from collections.abc import Awaitable, Callable
from importlib import resources
from urllib.parse import urlsplit

from aiohttp import WSCloseCode, WSMsgType, web
from textual_serve.server import Server

from armybuilder.web.framing import FRAMING
from armybuilder.web.limits import Limits, mb
from armybuilder.web.tabs import Tab

log = logging.getLogger("armybuilder.serve")

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]

REFUSED = (
    "armybuilder: this address needs its access token.\n"
    "Open the whole address `armybuilder serve` printed, the part after ?token= included.\n"
)

FULL = (
    "armybuilder: every editor this server runs at once ({tabs}, up to {mb} each) is in use; "
    "close a tab or try again later.\n"
)
"""Also a WebSocket's closing reason, which holds at most 123 bytes."""
OVER_MEMORY = "This tab's editor used more than {mb} and was stopped; your unsaved changes are kept aside."
FAILED = "armybuilder: this request could not be answered.\n"
CLOSE_GRACE = 2.0
"""Seconds a closing tab's browser has to answer."""

LOCALHOST = {"localhost", "127.0.0.1", "::1"}


def is_localhost(host: str) -> bool:
    """Whether `host` (a name or an address, IPv6 in brackets or not) names localhost. Any other
    address, even another loopback one, needs the token: only these few are served without."""
    return host.strip("[]").lower() in LOCALHOST


class EditorServer(Server):
    def __init__(
        self, command: str, host: str, port: int, token: str | None, limits: Limits | None = None
    ) -> None:
        super().__init__(command, host=host, port=port, title="armybuilder")
        self.token = token
        self.cookie = "armybuilder-token"
        self.limits = limits or Limits()
        self.tabs: dict[Tab, web.WebSocketResponse] = {}

    async def make_app(self) -> web.Application:
        app = web.Application(middlewares=[self._guard])
        app.on_shutdown.append(self._close_tabs)
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
        try:
            if origin is not None and urlsplit(origin).netloc != request.host:
                return False
            if self.token is None:
                return is_localhost(urlsplit(f"//{request.host}").hostname or "")
        except ValueError:  # a Host or Origin no address can have, such as `[::1`
            return False
        given = request.query.get("token") or request.cookies.get(self.cookie) or ""
        return hmac.compare_digest(given.encode(), self.token.encode())

    @web.middleware
    async def _guard(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        if not self._allowed(request):
            response: web.StreamResponse = web.HTTPForbidden(text=REFUSED)
        else:
            try:
                response = await handler(request)
            except web.HTTPException as refused:
                response = refused
            except Exception as error:  # a bug: the client learns nothing of the server
                log.error(
                    "armybuilder serve: %s %s failed (%s)", request.method, request.path, type(error).__name__
                )
                response = web.HTTPInternalServerError(text=FAILED)
        if not response.prepared:
            response.headers.update(FRAMING)
        return response

    async def _page(self, request: web.Request) -> web.Response:
        if len(self.tabs) >= self.limits.tabs:
            return web.Response(status=503, text=self._full(), headers={"Retry-After": "30"})
        page = resources.files(__package__).joinpath("page.html").read_text(encoding="utf-8")
        response = web.Response(text=page, content_type="text/html")
        response.headers["Cache-Control"] = "no-store"
        if self.token is not None:
            # The page's own requests (scripts, the WebSocket, downloads) carry the token from here on.
            response.set_cookie(self.cookie, self.token, httponly=True, samesite="Strict")
        return response

    def _full(self) -> str:
        return FULL.format(tabs=self.limits.tabs, mb=mb(self.limits.tab_memory))

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        """One tab's editor, for as long as its WebSocket is open, within the limits."""
        websocket = web.WebSocketResponse(heartbeat=15, max_msg_size=self.limits.message, timeout=CLOSE_GRACE)
        await websocket.prepare(request)
        if len(self.tabs) >= self.limits.tabs:
            await websocket.close(code=WSCloseCode.TRY_AGAIN_LATER, message=self._full().strip().encode())
            return websocket
        size = self.limits.size(_number(request.query.get("width")), _number(request.query.get("height")))

        async def over_memory() -> None:
            reason = OVER_MEMORY.format(mb=mb(self.limits.tab_memory))
            await websocket.close(code=WSCloseCode.POLICY_VIOLATION, message=reason.encode())

        tab = Tab(
            self.command,
            write_bytes=websocket.send_bytes,
            write_str=websocket.send_str,
            close=websocket.close,
            download_manager=self.download_manager,
            memory=self.limits.tab_memory,
            over_memory=over_memory,
        )
        self.tabs[tab] = websocket
        try:
            await tab.start(*(size or (80, 24)))
            await self._process_messages(websocket, tab)
        finally:
            # Also when the handler is cancelled (the server stopping, or a closed connection where
            # aiohttp cancels its handler): the editor never outlives its tab, and the tab's place
            # is freed once its editor has ended, not before.
            stopped = asyncio.ensure_future(tab.stop())
            stopped.add_done_callback(lambda _: self.tabs.pop(tab, None))
            await asyncio.shield(stopped)
        return websocket

    async def _close_tabs(self, app: web.Application) -> None:
        """On stopping, every editor at once gets its few seconds to close, then every tab is told."""
        await asyncio.gather(*(tab.stop() for tab in self.tabs))
        await asyncio.gather(*(socket.close(code=WSCloseCode.GOING_AWAY) for socket in self.tabs.values()))

    # The base hands messages to a subprocess's AppService; here they go to a Tab of this process.
    async def _process_messages(self, websocket: web.WebSocketResponse, tab: Tab) -> None:  # type: ignore[override]
        """Hand the tab's keys and size to its editor; a message of any other shape is ignored."""
        async for message in websocket:
            if message.type != WSMsgType.TEXT:
                continue
            try:
                envelope = json.loads(message.data)
            except ValueError:
                continue
            if not isinstance(envelope, list) or not envelope:
                continue
            kind, data = envelope[0], envelope[1] if len(envelope) > 1 else None
            if kind == "stdin" and isinstance(data, str):
                await tab.send_bytes(data.encode("utf-8", "replace"))
            elif kind == "resize" and isinstance(data, dict):
                if size := self.limits.size(data.get("width"), data.get("height")):
                    await tab.set_terminal_size(*size)
            elif kind == "ping":
                await websocket.send_json(["pong", data])
            elif kind == "blur":
                await tab.blur()
            elif kind == "focus":
                await tab.focus()

    async def run(self, ready: Callable[[int], None]) -> None:
        """Serve until interrupted; `ready` gets the port once it is listening."""
        logging.getLogger("aiohttp.server").addFilter(_one_line)
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


def _one_line(record: logging.LogRecord) -> bool:
    """aiohttp's account of a request it could not parse (a doubled Host, a URL past 8 KiB, TLS
    sent to this plain port) as one line: no traceback, none of the server's paths."""
    if record.exc_info and record.exc_info[1] is not None:
        said, error = record.getMessage(), type(record.exc_info[1]).__name__
        record.msg, record.args = "armybuilder serve: %s: %s, refused", (said, error)
        record.exc_info = record.exc_text = None
    return True


def _number(text: str | None) -> int | None:
    try:
        return int(text) if text is not None else None
    except ValueError:
        return None
