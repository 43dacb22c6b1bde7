"""`armybuilder event serve`'s pages: the player's (`/p/TOKEN/`) and the organiser's
(`/o/TOKEN/`), each with its JSON twin (asked for with `Accept: application/json`; forms accept
JSON). A view: the use cases are `events.handin`'s, every word `present.handin`'s; this module
routes, guards, and lays data into the templates (jinja2, escaping all of it).

The store is worked on by one thread, in turn, so the event loop is never held by a check or a
pack and no two changes interleave. Guards before any handler: a token no one holds is 404; a
POST from another site's page (its `Origin`) is 403, and one with no `Origin` must be JSON or
carry the page's form token; a request over 1 MB is 413 before it is read; a player's checks and
hand-ins and withdrawals are at most 10 a minute (429, `Retry-After`)."""

from __future__ import annotations

import asyncio
import collections
import concurrent.futures
import datetime
import hashlib
import hmac
import io
import json
import logging
import secrets
import time
import zipfile
from collections.abc import Awaitable, Callable
from importlib import resources
from pathlib import Path
from typing import Any, BinaryIO, TypeVar
from urllib.parse import urlsplit

import jinja2
from aiohttp import web

from armybuilder.errors import InputError, UsageError
from armybuilder.events import handin
from armybuilder.events.handin import MAX_LIST, Served
from armybuilder.events.store import StoredPlayer
from armybuilder.present import handin as words
from armybuilder.web.framing import FRAMING

log = logging.getLogger("armybuilder.web")

MAX_REQUEST = 1024 * 1024
"""Bytes of one request: a list and the form around it."""
RATE = 10
"""Checks, hand-ins and withdrawals a minute, per player."""
WINDOW = 60.0
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
DOWNLOADS = {"summary.csv": "text/csv", "judges-pack.pdf": "application/pdf"}
"""The pack's outputs, from `DIR/pack/`; the lock, beside the store, has a route of its own."""

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
T = TypeVar("T")


class Refused(Exception):
    """A request the server refuses, with its status and words."""

    def __init__(self, status: int, said: tuple[str, str], headers: dict[str, str] | None = None) -> None:
        super().__init__(said[1])
        self.status = status
        self.said = said
        self.headers = headers or {}


class HandIn:
    """The web application of one served event."""

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

    def app(self, organiser_token: str) -> web.Application:
        self.organiser = organiser_token
        # The forms' tokens are made under the organiser's (kept) secret, so a page loaded before
        # a restart still sends its form.
        self.secret = hashlib.sha256(b"armybuilder form token\0" + organiser_token.encode()).digest()
        app = web.Application(middlewares=[self._guard], client_max_size=MAX_REQUEST)
        p, o = "/p/{token}", "/o/{token}"
        app.add_routes(
            [
                web.get("/static/handin.css", self._css),
                web.get(f"{p}/", self.player_page),
                web.post(f"{p}/check", self.check),
                web.post(f"{p}/lists", self.hand_in),
                web.post(f"{p}/withdraw", self.player_withdraw),
                web.get(f"{p}/lists.html", self.player_published),
                web.get(f"{o}/", self.organiser_page),
                web.post(f"{o}/players", self.add_players),
                web.get(f"{o}/players/{{player}}", self.organiser_player),
                web.get(f"{o}/players/{{player}}/invitation.eml", self.invitation),
                web.post(f"{o}/players/{{player}}/link", self.reissue),
                web.post(f"{o}/accept", self.accept),
                web.post(f"{o}/withdraw", self.organiser_withdraw),
                web.post(f"{o}/lock", self.lock),
                web.post(f"{o}/publish", self.publish),
                web.get(f"{o}/lists.html", self.organiser_published),
                web.get(f"{o}/pack/notes.zip", self.notes),
                web.get(f"{o}/pack/{{name}}", self.download),
                web.get(f"{o}/lock.json", self.lock_json),
                web.get(f"{o}/players.yaml", self.register_yaml),
                web.get(f"{o}/players.csv", self.register_csv),
                web.get(f"{o}/backup.sqlite", self.backup),
            ]
        )
        app.on_cleanup.append(self._stop)
        return app

    async def _stop(self, app: web.Application) -> None:
        self.worker.shutdown(wait=True)

    async def _run(self, work: Callable[[], T]) -> T:
        """`work` on the store's thread, in turn with every other."""
        return await asyncio.get_running_loop().run_in_executor(self.worker, work)

    # Guards.

    @web.middleware
    async def _guard(self, request: web.Request, handler: Handler) -> web.StreamResponse:
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
        response.headers.update(HEADERS)
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
        if _wants_json(request):
            return web.json_response(words.refused(*said), status=status, headers=headers)
        page = self._render("refused.html", title=words.refusal_title(status), message=said[1])
        return web.Response(text=page, status=status, content_type="text/html", headers=headers)

    def _render(self, template: str, **data: Any) -> str:
        # Behind a proxy at a path (`--url https://example.org/lists`), every link starts with it.
        prefix = urlsplit(self.base).path.rstrip("/")
        return self.pages.get_template(template).render(prefix=prefix, say=words.PAGE, **data)

    def _root(self, request: web.Request) -> str:
        """The page's own address, which its forms and links start from."""
        side = "p" if request.path.startswith("/p/") else "o"
        return f"{urlsplit(self.base).path.rstrip('/')}/{side}/{request.match_info['token']}/"

    def _page(self, template: str, status: int = 200, **data: Any) -> web.Response:
        return web.Response(text=self._render(template, **data), status=status, content_type="text/html")

    async def _player(self, request: web.Request) -> StoredPlayer:
        token = request.match_info["token"]
        player = await self._run(lambda: self.served.store.player_by_token(token))
        if player is None:
            raise Refused(404, words.NOT_FOUND)
        return player

    def _organiser_only(self, request: web.Request) -> None:
        if not hmac.compare_digest(request.match_info["token"].encode(), self.organiser.encode()):
            raise Refused(404, words.NOT_FOUND)

    def _limited(self, player: int) -> None:
        now = time.monotonic()
        recent = self.recent.setdefault(player, collections.deque())
        while recent and recent[0] <= now - WINDOW:
            recent.popleft()
        if len(recent) >= RATE:
            wait = max(1, int(recent[0] + WINDOW - now) + 1)
            raise Refused(429, words.rate_limited(RATE, wait), {"Retry-After": str(wait)})
        recent.append(now)

    async def _form(self, request: web.Request, fields: tuple[str, ...]) -> dict[str, Any]:
        """The request's fields: from JSON, or from the page's form (whose form token must match)."""
        if request.content_type == "application/json":
            try:
                data = json.loads(await request.read())
            except (ValueError, UnicodeDecodeError, RecursionError):  # deep nesting fits in 1 MB
                raise Refused(400, _malformed(fields)) from None
            if not isinstance(data, dict):
                raise Refused(400, _malformed(fields))
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

    # The player's page.

    def _list_of(self, data: dict[str, Any]) -> tuple[str, bytes]:
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

    async def player_page(self, request: web.Request) -> web.Response:
        player = await self._player(request)
        return await self._player_answer(request, player)

    async def _player_answer(
        self, request: web.Request, player: StoredPlayer, status: int = 200, **shown: Any
    ) -> web.Response:
        data = await self._run(lambda: self._player_data(player))
        if _wants_json(request):
            return web.json_response(data, status=status)
        token = request.match_info["token"]
        facts = words.event_facts(self.served.event, self._system(), self.served.clock())
        return self._page(
            "player.html",
            status=status,
            root=self._root(request),
            me=data,
            event=facts,
            form_token=self.form_token(token),
            published=handin.published(self.served) is not None,
            checked=shown.get("checked"),
            receipt=shown.get("receipt"),
            text=shown.get("text", ""),
            notice=shown.get("notice", ""),
        )

    def _system(self) -> str:
        return self.served.catalogs.get(self.served.event.system).name

    def _player_data(self, player: StoredPlayer) -> dict[str, Any]:
        """`{"player","status","entry","history"}`: the player's own, and no one else's."""
        fresh = self.served.store.player(player.id) or player
        lists = self.served.store.lists_of(player.id)
        deadline = self.served.event.deadline
        history = [_listed(one, deadline) for one in lists]
        entries = [one for one in lists if one.status in handin.ENTRY]
        entry = _listed(entries[-1], deadline) if entries else None
        return {
            "player": fresh.name,
            "status": fresh.status,
            "status_words": words.status_words(fresh.status, lists[-1].valid if lists else None),
            "entry": entry,
            "history": history[::-1],
            "event": words.event_facts(self.served.event, self._system(), self.served.clock()),
        }

    async def check(self, request: web.Request) -> web.Response:
        player = await self._player(request)
        self._limited(player.id)
        data = await self._form(request, ("text",))
        name, body = self._list_of(data)
        checked = await self._run(lambda: handin.check_list(self.served, player, name, body))
        shown = handin.as_shown(checked, name)
        if _wants_json(request):
            return web.json_response(words.checked_json(shown))
        return await self._player_answer(
            request, player, checked=_checked_view(shown), text=_text_of(name, body)
        )

    async def hand_in(self, request: web.Request) -> web.Response:
        player = await self._player(request)
        self._limited(player.id)
        data = await self._form(request, ("text",))
        name, body = self._list_of(data)
        try:
            done = await self._run(lambda: handin.hand_in(self.served, player, name, body))
        except handin.HandInRefused as refused:
            if _wants_json(request):
                raise
            # The page again, with why and the list's check, and the pasted text kept in the form.
            checked = await self._run(lambda: handin.check_list(self.served, player, name, body))
            return await self._player_answer(
                request,
                player,
                status=400,
                checked=_checked_view(handin.as_shown(checked, name)),
                text=_text_of(name, body),
                notice=str(refused),
            )
        shown = handin.as_shown(done.checked, name)
        received = done.kept.received
        answer = {
            **words.checked_json(shown),
            "status": done.kept.status,
            "pending": done.pending,
            "received": received.isoformat(),
            "received_shown": words.local_time(received, self.served.event.deadline),
            "fingerprint": done.kept.fingerprint,
            "army": done.kept.army,
            "list": done.kept.label,
        }
        if _wants_json(request):
            return web.json_response(answer, status=201)
        return await self._player_answer(
            request, player, checked=_checked_view(shown), receipt=answer, text=_text_of(name, body)
        )

    async def player_withdraw(self, request: web.Request) -> web.Response:
        player = await self._player(request)
        self._limited(player.id)  # each one after a hand-in packs the event anew
        await self._form(request, ())
        await self._run(lambda: handin.withdraw(self.served, [player.email]))
        if _wants_json(request):
            return web.json_response({"player": player.name, "status": "withdrawn"})
        return await self._player_answer(request, player, notice=words.WITHDRAWN)

    async def player_published(self, request: web.Request) -> web.StreamResponse:
        await self._player(request)
        return self._published()

    def _published(self) -> web.StreamResponse:
        page = handin.published(self.served)
        if page is None:
            raise Refused(404, words.NOT_PUBLISHED)
        return web.FileResponse(page, headers={"Content-Type": "text/html; charset=utf-8"})

    # The organiser's page.

    async def organiser_page(self, request: web.Request, status: int = 200, **shown: Any) -> web.Response:
        self._organiser_only(request)
        data = await self._run(self._organiser_data)
        if _wants_json(request):
            return web.json_response(data, status=status)
        return self._page(
            "organiser.html",
            status=status,
            root=self._root(request),
            data=data,
            event=words.event_facts(self.served.event, self._system(), self.served.clock()),
            form_token=self.form_token(request.match_info["token"]),
            locked=self.served.lock_file.exists(),
            published=handin.published(self.served) is not None,
            added=shown.get("added", []),
            notice=shown.get("notice", ""),
            since_lock=words.since_lock(data["since_lock"] or 0),
        )

    def _organiser_data(self) -> dict[str, Any]:
        """`{"event", "players": [...]}`: every player's status and current list."""
        store = self.served.store
        newest = store.newest_lists()
        deadline = self.served.event.deadline
        players = []
        for player in store.players():
            one = newest.get(player.id)
            players.append(
                {
                    "player": player.id,
                    "name": player.name,
                    "email": player.email,
                    "status": player.status,
                    "army": one.army if one else None,
                    "fingerprint": one.fingerprint if one else None,
                    "valid": one.valid if one else None,
                    "received": one.received.isoformat() if one else None,
                    "received_shown": words.local_time(one.received, deadline) if one else None,
                }
            )
        since = store.since_pack()
        return {"event": self.served.event.name, "players": players, "since_lock": since}

    async def add_players(self, request: web.Request) -> web.Response:
        self._organiser_only(request)
        data = await self._form(request, ("name", "email"))
        token = request.match_info["token"]
        if isinstance(data.get("csv"), str) and data["csv"].strip():
            rows = handin.players_from_csv(data["csv"])
        else:
            name, email = data.get("name") or "", data.get("email") or ""
            if not isinstance(name, str) or not isinstance(email, str):
                raise Refused(400, _malformed(("name", "email")))
            rows = [(name, email)]

        def add() -> tuple[list[dict[str, Any]], list[dict[str, str]]]:
            added, refused = [], []
            for name, email in rows:
                try:
                    player, secret = handin.add_player(self.served, name, email)
                except UsageError as error:
                    refused.append({"name": name, "email": email, "why": str(error)})
                    continue
                added.append(
                    {
                        "player": player.id,
                        "name": player.name,
                        "link": self._link(secret),
                        "invitation": self._invitation(token, player.id, secret),
                    }
                )
            return added, refused

        added, refused = await self._run(add)
        if len(rows) == 1 and refused and _wants_json(request):
            raise Refused(400, ("refused", refused[0]["why"]))
        if _wants_json(request):
            if len(rows) == 1:
                return web.json_response(added[0], status=201)
            return web.json_response({"added": added, "refused": refused}, status=201)
        notice = words.refused_rows(refused)
        return await self.organiser_page(request, added=added, notice=notice)

    def _invitation(self, organiser: str, player: int, secret: str) -> str:
        return f"{self.base}/o/{organiser}/players/{player}/invitation.eml?link={secret}"

    def _link(self, token: str) -> str:
        return f"{self.base}/p/{token}/"

    async def organiser_player(self, request: web.Request) -> web.Response:
        self._organiser_only(request)
        player = await self._stored(request)
        deadline = self.served.event.deadline

        def detail() -> dict[str, Any]:
            lists = self.served.store.lists_of(player.id)
            newest = None
            if lists:
                checked = handin.as_shown(
                    handin.check_list(self.served, player, lists[-1].name, lists[-1].data), lists[-1].name
                )
                newest = {**words.checked_json(checked), "view": _checked_view(checked)}
            return {
                "player": player.id,
                "name": player.name,
                "email": player.email,
                "status": player.status,
                "history": [_listed(one, deadline) for one in lists][::-1],
                "current": newest,
            }

        data = await self._run(detail)
        if _wants_json(request):
            current = data["current"]
            if current is not None:
                data = {**data, "current": {k: v for k, v in current.items() if k != "view"}}
            return web.json_response(data)
        return self._page(
            "player_detail.html",
            root=self._root(request),
            data=data,
            form_token=self.form_token(request.match_info["token"]),
        )

    async def _stored(self, request: web.Request) -> StoredPlayer:
        try:
            number = int(request.match_info["player"])
        except ValueError:
            raise Refused(404, words.NOT_FOUND) from None
        if not 0 < number < 2**63:  # past SQLite's integers: no player
            raise Refused(404, words.NOT_FOUND)
        player = await self._run(lambda: self.served.store.player(number))
        if player is None:
            raise Refused(404, words.NOT_FOUND)
        return player

    async def invitation(self, request: web.Request) -> web.Response:
        """The player's invitation as an `.eml` draft. Its address carries the player's token
        (`?link=`): only its hash is kept, so the link is put in the draft from the address that
        gave it out (after adding a player, or a new link)."""
        self._organiser_only(request)
        player = await self._stored(request)
        given = request.query.get("link", "")
        owner = await self._run(lambda: self.served.store.player_by_token(given))
        if owner is None or owner.id != player.id:
            raise Refused(404, words.NOT_FOUND)
        from armybuilder.events.drafts import draft_reply
        from armybuilder.intake.message import Sender

        text = words.invitation(self.served.event, player.name, self._link(given), self.served.event.deadline)
        draft = draft_reply(self.served.event, Sender(player.name, player.email), text) or ""
        return web.Response(
            text=draft,
            content_type="message/rfc822",
            headers={"Content-Disposition": f'attachment; filename="invitation-{player.id}.eml"'},
        )

    async def reissue(self, request: web.Request) -> web.Response:
        self._organiser_only(request)
        player = await self._stored(request)
        await self._form(request, ())
        token = await self._run(lambda: self.served.store.reissue(player.id))
        organiser = request.match_info["token"]
        invitation = self._invitation(organiser, player.id, token)
        if _wants_json(request):
            return web.json_response(
                {"player": player.id, "link": self._link(token), "invitation": invitation}
            )
        added = [
            {"player": player.id, "name": player.name, "link": self._link(token), "invitation": invitation}
        ]
        return await self.organiser_page(request, added=added, notice=words.new_link_notice(player.name))

    async def accept(self, request: web.Request) -> web.Response:
        self._organiser_only(request)
        named = _players(await self._form(request, ("players",)))
        done = await self._run(lambda: handin.accept(self.served, named))
        if _wants_json(request):
            return web.json_response({"accepted": done})
        return await self.organiser_page(request, notice=words.accepted_notice(done))

    async def organiser_withdraw(self, request: web.Request) -> web.Response:
        self._organiser_only(request)
        data = await self._form(request, ("players",))
        named, undo = _players(data), bool(data.get("undo"))
        done = await self._run(lambda: handin.withdraw(self.served, named, undo=undo))
        if _wants_json(request):
            return web.json_response({"withdrawn" if not undo else "taken_back": done})
        return await self.organiser_page(request, notice=words.withdrawn_notice(done, undo=undo))

    async def lock(self, request: web.Request) -> web.Response:
        self._organiser_only(request)
        await self._form(request, ())
        await self._run(lambda: handin.lock_event(self.served))
        token = request.match_info["token"]
        outputs = {name: f"{self.base}/o/{token}/pack/{name}" for name in (*DOWNLOADS, "notes.zip")}
        if _wants_json(request):
            return web.json_response({"lock": f"{self.base}/o/{token}/lock.json", "outputs": outputs})
        return await self.organiser_page(request, notice=words.LOCKED)

    async def publish(self, request: web.Request) -> web.Response:
        self._organiser_only(request)
        await self._form(request, ())
        await self._run(lambda: handin.publish_page(self.served))
        token = request.match_info["token"]
        if _wants_json(request):
            return web.json_response({"published": f"{self.base}/o/{token}/lists.html"})
        return await self.organiser_page(request, notice=words.PUBLISHED)

    async def organiser_published(self, request: web.Request) -> web.StreamResponse:
        self._organiser_only(request)
        return self._published()

    async def download(self, request: web.Request) -> web.StreamResponse:
        self._organiser_only(request)
        name = request.match_info["name"]
        path = self.served.pack_folder / name
        if name not in DOWNLOADS or not path.is_file():
            raise Refused(404, words.NOT_FOUND)
        return _attachment(path.read_bytes(), name, DOWNLOADS[name])

    async def lock_json(self, request: web.Request) -> web.StreamResponse:
        self._organiser_only(request)
        if not self.served.lock_file.is_file():
            raise Refused(404, ("not-locked", words.no_lock()))
        return web.Response(body=self.served.lock_file.read_bytes(), content_type="application/json")

    async def notes(self, request: web.Request) -> web.StreamResponse:
        self._organiser_only(request)
        folder = self.served.pack_folder / "notes"
        if not folder.is_dir():
            raise Refused(404, ("not-locked", words.no_lock()))
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
            for note in sorted(folder.iterdir()):
                if note.is_file() and not note.is_symlink():
                    archive.writestr(f"notes/{note.name}", note.read_bytes())
        return _attachment(out.getvalue(), "notes.zip", "application/zip")

    async def register_yaml(self, request: web.Request) -> web.StreamResponse:
        self._organiser_only(request)
        text = await self._run(lambda: handin.register_yaml(self.served))
        return _attachment(text.encode(), "PLAYERS.yaml", "application/yaml")

    async def register_csv(self, request: web.Request) -> web.StreamResponse:
        self._organiser_only(request)
        text = await self._run(lambda: handin.register_csv(self.served))
        return _attachment(text.encode(), "players.csv", "text/csv")

    async def backup(self, request: web.Request) -> web.StreamResponse:
        self._organiser_only(request)
        copy = self.served.folder / f".backup-{secrets.token_hex(8)}.sqlite"
        try:
            await self._run(lambda: self.served.store.backup(copy))
            body = copy.open("rb")  # sent as it is read, however large; open, it outlasts its name
        finally:
            copy.unlink(missing_ok=True)
        stamp = self.served.clock().strftime("%Y%m%d-%H%M%S")
        return _attachment(body, f"event-{stamp}.sqlite", "application/vnd.sqlite3")

    async def _css(self, request: web.Request) -> web.Response:
        css = resources.files(__package__).joinpath("templates", "handin.css").read_text(encoding="utf-8")
        return web.Response(text=css, content_type="text/css")


def _wants_json(request: web.Request) -> bool:
    return (
        "application/json" in request.headers.get("Accept", "") or request.content_type == "application/json"
    )


def _malformed(fields: tuple[str, ...]) -> tuple[str, str]:
    code, message = words.MALFORMED
    return code, message.format(fields=", ".join(f'"{f}"' for f in fields))


def _players(data: dict[str, Any]) -> list[str]:
    named = data.get("players")
    if isinstance(named, str):
        named = [named]
    if not isinstance(named, list) or not named or not all(isinstance(one, str) for one in named):
        raise Refused(400, _malformed(("players",)))
    return named


def _listed(one: handin.StoredList, deadline: datetime.datetime | None) -> dict[str, Any]:
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


def _checked_view(checked: Any) -> dict[str, Any]:
    return {
        "verdict": words.verdict(checked),
        "valid": checked.valid,
        "read_as": words.read_as(checked),
        "findings": words.findings(checked),
    }


def _text_of(name: str, body: bytes) -> str:
    """The pasted text, kept in the form so nothing is lost; an upload is not put back."""
    return "" if name else body.decode("utf-8", "replace")


def _attachment(body: bytes | BinaryIO, name: str, kind: str) -> web.Response:
    return web.Response(
        body=body, content_type=kind, headers={"Content-Disposition": f'attachment; filename="{name}"'}
    )
