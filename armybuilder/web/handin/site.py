"""What both sides of `event serve`'s pages stand on: the served event, its store's one thread,
the templates, and the guards every request passes before a page is made. A token no one holds
is 404; a POST from another site's page (its `Origin`) is 403, and one with no `Origin` must be
JSON or carry the page's form token; a request over 1 MB is 413 before it is read; a player's
checks, hand-ins and withdrawals are at most 10 a minute (429, `Retry-After`)."""

from __future__ import annotations

import asyncio
import collections
import concurrent.futures
import datetime
import hashlib
import hmac
import json
import logging
import time
from collections.abc import Awaitable, Callable
from importlib import resources
from pathlib import Path
from typing import Any, BinaryIO, TypeVar
from urllib.parse import urlsplit

import jinja2
from aiohttp import web

from armybuilder.errors import InputError, UsageError
from armybuilder.events import handin
from armybuilder.events.handin import Served
from armybuilder.events.store import StoredPlayer
from armybuilder.events.stored import MAX_LIST
from armybuilder.present import handin as words
from armybuilder.present import published as published_page
from armybuilder.schema.catalog import Catalog
from armybuilder.web.framing import FRAMING

log = logging.getLogger("armybuilder.web")

MAX_REQUEST = 1024 * 1024
"""Bytes of one request: a list and the form around it."""
RATE = 10
"""Checks, hand-ins and withdrawals a minute, per player."""
WINDOW = 60.0
CSP = "Content-Security-Policy"
HEADERS = {
    **FRAMING,
    # The pages run no script and load nothing from elsewhere; the token in the address is never
    # sent on as a Referer.
    "Content-Security-Policy": "default-src 'none'; style-src 'self'; form-action 'self'; "
    "base-uri 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}
FORMS = ("application/json", "multipart/form-data", "application/x-www-form-urlencoded")
"""What a POST without an Origin may be: JSON (which no other site's page can send without asking),
or a form, which must then carry its page's form token."""

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
T = TypeVar("T")


class Refused(Exception):
    """A request the server refuses, with its status and words."""

    def __init__(self, status: int, said: tuple[str, str], headers: dict[str, str] | None = None) -> None:
        super().__init__(said[1])
        self.status = status
        self.said = said
        self.headers = headers or {}


class Site:
    """One served event, as its pages share it."""

    def __init__(self, served: Served, base: str) -> None:
        self.served = served
        self.base = base.rstrip("/")
        self.organiser = ""
        self.worker = concurrent.futures.ThreadPoolExecutor(max_workers=1, thread_name_prefix="store")
        self.secret = b""
        self.recent: dict[int, collections.deque[float]] = {}
        self.pages = jinja2.Environment(
            loader=jinja2.PackageLoader("armybuilder.web.handin", "templates"),
            autoescape=True,
            undefined=jinja2.StrictUndefined,
        )

    def serve(self, organiser_token: str) -> None:
        """Serve under the organiser's token. The forms' tokens are made under its (kept) secret,
        so a page loaded before a restart still sends its form."""
        self.organiser = organiser_token
        self.secret = hashlib.sha256(b"armybuilder form token\0" + organiser_token.encode()).digest()

    async def stop(self, app: web.Application) -> None:
        self.worker.shutdown(wait=True)

    async def run(self, work: Callable[[], T]) -> T:
        """`work` on the store's thread, in turn with every other."""
        return await asyncio.get_running_loop().run_in_executor(self.worker, work)

    @web.middleware
    async def guard(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        try:
            if request.method == "POST":
                self._same_site(request)
                if request.content_length is not None and request.content_length > MAX_REQUEST:
                    raise Refused(413, words.too_large("request", MAX_REQUEST))
            response = await handler(request)
        except Refused as refused:
            response = self._refusal(request, refused.status, refused.said, refused.headers)
        except web.HTTPRequestEntityTooLarge:
            response = self._refusal(request, 413, words.too_large("request", MAX_REQUEST))
        except web.HTTPNotFound:
            response = self._refusal(request, 404, words.NOT_FOUND)
        except web.HTTPException as other:
            response = other
        except (UsageError, InputError) as error:
            response = self._refusal(request, 400, ("refused", str(getattr(error, "message", error))))
        except Exception as error:  # a bug: the client learns nothing of the server
            log.error("armybuilder event serve: %s failed (%s)", request.method, type(error).__name__)
            response = self._refusal(request, 500, words.FAILED)
        own = response.headers.get(CSP)
        response.headers.update(HEADERS)
        if own is not None:  # the published page's own policy, which lets its inline style in by hash
            response.headers[CSP] = own
        return response

    def _same_site(self, request: web.Request) -> None:
        origin = request.headers.get("Origin")
        # Our pages send no Referer, so a browser sends their forms with `Origin: null`: such a
        # form, like one with no Origin at all, proves it is ours by its form token (`_form`).
        if origin is not None and origin != "null":
            try:
                netloc = urlsplit(origin).netloc
            except ValueError:
                netloc = ""
            if netloc not in {request.host, urlsplit(self.base).netloc}:
                raise Refused(403, words.FOREIGN_ORIGIN)
        elif request.content_type not in FORMS:
            raise Refused(403, words.NO_FORM_TOKEN)

    def form_token(self, token: str) -> str:
        """The token a page's forms carry: made from the page's own link, so no other site can make it."""
        return hmac.new(self.secret, token.encode(), hashlib.sha256).hexdigest()

    def _refusal(
        self, request: web.Request, status: int, said: tuple[str, str], headers: dict[str, str] | None = None
    ) -> web.Response:
        if wants_json(request):
            return web.json_response(words.refused(*said), status=status, headers=headers)
        # A form refused leads back to its page; a token no one holds leads nowhere.
        back = self.root(request) if status != 404 and "token" in request.match_info else None
        page = self.render("refused.html", title=words.refusal_title(status), message=said[1], back=back)
        return web.Response(text=page, status=status, content_type="text/html", headers=headers)

    def render(self, template: str, **data: Any) -> str:
        # Behind a proxy at a path (`--url https://example.org/lists`), every link starts with it.
        prefix = urlsplit(self.base).path.rstrip("/")
        return self.pages.get_template(template).render(prefix=prefix, say=words.PAGE, **data)

    def root(self, request: web.Request) -> str:
        """The page's own address, which its forms and links start from."""
        side = "p" if request.path.startswith("/p/") else "o"
        return f"{urlsplit(self.base).path.rstrip('/')}/{side}/{request.match_info['token']}/"

    def page(self, template: str, status: int = 200, **data: Any) -> web.Response:
        return web.Response(text=self.render(template, **data), status=status, content_type="text/html")

    async def player(self, request: web.Request) -> StoredPlayer:
        token = request.match_info["token"]
        player = await self.run(lambda: self.served.store.player_by_token(token))
        if player is None:
            raise Refused(404, words.NOT_FOUND)
        return player

    def organiser_only(self, request: web.Request) -> None:
        if not hmac.compare_digest(request.match_info["token"].encode(), self.organiser.encode()):
            raise Refused(404, words.NOT_FOUND)

    def limited(self, player: int) -> None:
        now = time.monotonic()
        recent = self.recent.setdefault(player, collections.deque())
        while recent and recent[0] <= now - WINDOW:
            recent.popleft()
        if len(recent) >= RATE:
            wait = max(1, int(recent[0] + WINDOW - now) + 1)
            raise Refused(429, words.rate_limited(RATE, wait), {"Retry-After": str(wait)})
        recent.append(now)

    async def form(self, request: web.Request, fields: tuple[str, ...]) -> dict[str, Any]:
        """The request's fields: from JSON, or from the page's form (whose form token must match)."""
        if request.content_type == "application/json":
            try:
                data = json.loads(await request.read())
            except (ValueError, UnicodeDecodeError, RecursionError):  # deep nesting fits in 1 MB
                raise Refused(400, malformed(fields)) from None
            if not isinstance(data, dict):
                raise Refused(400, malformed(fields))
            return data
        form = await request.post()
        given = form.get("form_token")
        if not isinstance(given, str) or not hmac.compare_digest(
            given, self.form_token(request.match_info["token"])
        ):
            raise Refused(403, words.NO_FORM_TOKEN)
        fields_given: dict[str, Any] = {}
        for key, value in form.items():
            if isinstance(value, web.FileField):
                body = value.file.read(MAX_LIST + 1)
                if body or value.filename:
                    fields_given[key] = (Path(value.filename or "").name, body)
            else:
                fields_given[key] = value
        return fields_given

    def list_of(self, data: dict[str, Any]) -> tuple[str, bytes]:
        """The list a request gives: an uploaded file, else the pasted text."""
        upload = data.get("file")
        if isinstance(upload, tuple) and upload[1]:
            name, body = upload
        else:
            text = data.get("text")
            if not isinstance(text, str) or not text.strip():
                raise Refused(400, ("malformed", words.NO_LIST_GIVEN))
            name, body = "", text.encode("utf-8", "surrogatepass")
        if len(body) > MAX_LIST:
            raise Refused(413, words.too_large("list", MAX_LIST))
        return name, body

    def catalog(self) -> Catalog:
        return self.served.catalogs.get(self.served.event.system)

    def published(self) -> web.StreamResponse:
        page = handin.published(self.served)
        if page is None:
            raise Refused(404, words.NOT_PUBLISHED)
        # `event publish` writes one self-contained page, styled inline: the pages' policy would
        # strip its style, so it is served under its own, which is as strict but for that style.
        policy = f"{published_page.POLICY}; frame-ancestors 'none'"
        return web.FileResponse(page, headers={"Content-Type": "text/html; charset=utf-8", CSP: policy})

    async def css(self, request: web.Request) -> web.Response:
        css = resources.files(__package__).joinpath("templates", "handin.css").read_text(encoding="utf-8")
        return web.Response(text=css, content_type="text/css")


def wants_json(request: web.Request) -> bool:
    return (
        "application/json" in request.headers.get("Accept", "") or request.content_type == "application/json"
    )


def malformed(fields: tuple[str, ...]) -> tuple[str, str]:
    code, message = words.MALFORMED
    return code, message.format(fields=", ".join(f'"{f}"' for f in fields))


def listed(one: handin.StoredList, deadline: datetime.datetime | None) -> dict[str, Any]:
    return {
        "list": one.label,
        "army": one.army,
        "fingerprint": one.fingerprint,
        "valid": one.valid,
        "status": one.status,
        "received": one.received.isoformat(),
        "received_shown": words.local_time(one.received, deadline),
        "file": one.name or "pasted",
    }


def checked_view(checked: Any) -> dict[str, Any]:
    return {
        "verdict": words.verdict(checked),
        "valid": checked.valid,
        "read_as": words.read_as(checked),
        "findings": words.findings(checked),
    }


def text_of(name: str, body: bytes) -> str:
    """The pasted text, kept in the form so nothing is lost; an upload is not put back."""
    return "" if name else body.decode("utf-8", "replace")


def see(page: str) -> web.Response:
    return web.Response(status=303, headers={"Location": page})


def attachment(body: bytes | BinaryIO, name: str, kind: str) -> web.Response:
    return web.Response(
        body=body, content_type=kind, headers={"Content-Disposition": f'attachment; filename="{name}"'}
    )
