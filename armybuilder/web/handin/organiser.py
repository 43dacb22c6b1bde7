"""The organiser's page, `/o/TOKEN/`, and its JSON twin: the register and every player's status
and lists; accept, withdraw, lock, publish; the pack's outputs, the register and a backup."""

from __future__ import annotations

import io
import secrets
import zipfile
from typing import Any

from aiohttp import web

from armybuilder.errors import UsageError
from armybuilder.events import handin
from armybuilder.events.store import StoredPlayer
from armybuilder.present import handin as words
from armybuilder.web.handin.site import (
    Refused,
    Site,
    attachment,
    checked_view,
    listed,
    malformed,
    see,
    wants_json,
)

ORGANISER_FORMS = ("/players", "/accept", "/withdraw", "/lock", "/publish")
"""The organiser's forms with no page of their own at their address."""
DOWNLOADS = {"summary.csv": "text/csv", "judges-pack.pdf": "application/pdf"}
"""The pack's outputs, from `DIR/pack/`; the lock, beside the store, has a route of its own."""


class OrganiserPages:
    def __init__(self, site: Site) -> None:
        self.site = site

    def routes(self) -> list[web.RouteDef]:
        o = "/o/{token}"
        return [
            # As the player's: a form's address opened again leads back to the page.
            *(web.get(f"{o}{tail}", self.back_to_organiser) for tail in ("", *ORGANISER_FORMS)),
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

    async def back_to_organiser(self, request: web.Request) -> web.Response:
        self.site.organiser_only(request)
        return see(self.site.root(request))

    async def organiser_page(self, request: web.Request, status: int = 200, **shown: Any) -> web.Response:
        self.site.organiser_only(request)
        data = await self.site.run(self._organiser_data)
        if wants_json(request):
            return web.json_response(data, status=status)
        return self.site.page(
            "organiser.html",
            status=status,
            root=self.site.root(request),
            data=data,
            event=words.event_facts(
                self.site.served.event, self.site.catalog(), self.site.served.clock(), organiser=True
            ),
            form_token=self.site.form_token(request.match_info["token"]),
            locked=self.site.served.lock_file.exists(),
            published=handin.published(self.site.served) is not None,
            added=shown.get("added", []),
            notice=shown.get("notice", ""),
            since_lock=words.since_lock(data["since_lock"] or 0),
        )

    def _organiser_data(self) -> dict[str, Any]:
        """`{"event", "players": [...]}`: every player's status and current list."""
        store = self.site.served.store
        newest = store.newest_lists()
        deadline = self.site.served.event.deadline
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
        return {"event": self.site.served.event.name, "players": players, "since_lock": since}

    async def add_players(self, request: web.Request) -> web.Response:
        self.site.organiser_only(request)
        data = await self.site.form(request, ("name", "email"))
        token = request.match_info["token"]
        if isinstance(data.get("csv"), str) and data["csv"].strip():
            rows = handin.players_from_csv(data["csv"])
        else:
            name, email = data.get("name") or "", data.get("email") or ""
            if not isinstance(name, str) or not isinstance(email, str):
                raise Refused(400, malformed(("name", "email")))
            rows = [(name, email)]

        def add() -> tuple[list[dict[str, Any]], list[dict[str, str]]]:
            added, refused = [], []
            for name, email in rows:
                try:
                    player, secret = handin.add_player(self.site.served, name, email)
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

        added, refused = await self.site.run(add)
        if len(rows) == 1 and refused and wants_json(request):
            raise Refused(400, ("refused", refused[0]["why"]))
        if wants_json(request):
            if len(rows) == 1:
                return web.json_response(added[0], status=201)
            return web.json_response({"added": added, "refused": refused}, status=201)
        notice = words.refused_rows(refused)
        return await self.organiser_page(request, added=added, notice=notice)

    def _invitation(self, organiser: str, player: int, secret: str) -> str:
        return f"{self.site.base}/o/{organiser}/players/{player}/invitation.eml?link={secret}"

    def _link(self, token: str) -> str:
        return f"{self.site.base}/p/{token}/"

    async def organiser_player(self, request: web.Request) -> web.Response:
        self.site.organiser_only(request)
        player = await self._stored(request)
        deadline = self.site.served.event.deadline

        def detail() -> dict[str, Any]:
            lists = self.site.served.store.lists_of(player.id)
            newest = None
            if lists:
                checked = handin.as_shown(
                    handin.check_list(self.site.served, player, lists[-1].name, lists[-1].data),
                    lists[-1].name,
                )
                newest = {**words.checked_json(checked), "view": checked_view(checked)}
            return {
                "player": player.id,
                "name": player.name,
                "email": player.email,
                "status": player.status,
                "history": [listed(one, deadline) for one in lists][::-1],
                "current": newest,
            }

        data = await self.site.run(detail)
        if wants_json(request):
            current = data["current"]
            if current is not None:
                data = {**data, "current": {k: v for k, v in current.items() if k != "view"}}
            return web.json_response(data)
        return self.site.page(
            "player_detail.html",
            root=self.site.root(request),
            data=data,
            form_token=self.site.form_token(request.match_info["token"]),
        )

    async def _stored(self, request: web.Request) -> StoredPlayer:
        try:
            number = int(request.match_info["player"])
        except ValueError:
            raise Refused(404, words.NOT_FOUND) from None
        if not 0 < number < 2**63:  # past SQLite's integers: no player
            raise Refused(404, words.NOT_FOUND)
        player = await self.site.run(lambda: self.site.served.store.player(number))
        if player is None:
            raise Refused(404, words.NOT_FOUND)
        return player

    async def invitation(self, request: web.Request) -> web.Response:
        """The player's invitation as an `.eml` draft. Its address carries the player's token
        (`?link=`): only its hash is kept, so the link is put in the draft from the address that
        gave it out (after adding a player, or a new link)."""
        self.site.organiser_only(request)
        player = await self._stored(request)
        given = request.query.get("link", "")
        owner = await self.site.run(lambda: self.site.served.store.player_by_token(given))
        if owner is None or owner.id != player.id:
            raise Refused(404, words.NOT_FOUND)
        from armybuilder.events.drafts import draft_reply
        from armybuilder.intake.message import Sender

        text = words.invitation(
            self.site.served.event, player.name, self._link(given), self.site.served.event.deadline
        )
        draft = draft_reply(self.site.served.event, Sender(player.name, player.email), text) or ""
        return web.Response(
            text=draft,
            content_type="message/rfc822",
            headers={"Content-Disposition": f'attachment; filename="invitation-{player.id}.eml"'},
        )

    async def reissue(self, request: web.Request) -> web.Response:
        self.site.organiser_only(request)
        player = await self._stored(request)
        await self.site.form(request, ())
        token = await self.site.run(lambda: self.site.served.store.reissue(player.id))
        organiser = request.match_info["token"]
        invitation = self._invitation(organiser, player.id, token)
        if wants_json(request):
            return web.json_response(
                {"player": player.id, "link": self._link(token), "invitation": invitation}
            )
        added = [
            {"player": player.id, "name": player.name, "link": self._link(token), "invitation": invitation}
        ]
        return await self.organiser_page(request, added=added, notice=words.new_link_notice(player.name))

    async def accept(self, request: web.Request) -> web.Response:
        self.site.organiser_only(request)
        named = _players(await self.site.form(request, ("players",)))
        done = await self.site.run(lambda: handin.accept(self.site.served, named))
        if wants_json(request):
            return web.json_response({"accepted": done})
        return await self.organiser_page(request, notice=words.accepted_notice(done))

    async def organiser_withdraw(self, request: web.Request) -> web.Response:
        self.site.organiser_only(request)
        data = await self.site.form(request, ("players",))
        named, undo = _players(data), bool(data.get("undo"))
        done = await self.site.run(lambda: handin.withdraw(self.site.served, named, undo=undo))
        if wants_json(request):
            return web.json_response({"withdrawn" if not undo else "taken_back": done})
        return await self.organiser_page(request, notice=words.withdrawn_notice(done, undo=undo))

    async def lock(self, request: web.Request) -> web.Response:
        self.site.organiser_only(request)
        await self.site.form(request, ())
        await self.site.run(lambda: handin.lock_event(self.site.served))
        token = request.match_info["token"]
        outputs = {name: f"{self.site.base}/o/{token}/pack/{name}" for name in (*DOWNLOADS, "notes.zip")}
        if wants_json(request):
            return web.json_response({"lock": f"{self.site.base}/o/{token}/lock.json", "outputs": outputs})
        return await self.organiser_page(request, notice=words.LOCKED)

    async def publish(self, request: web.Request) -> web.Response:
        self.site.organiser_only(request)
        await self.site.form(request, ())
        await self.site.run(lambda: handin.publish_page(self.site.served))
        token = request.match_info["token"]
        if wants_json(request):
            return web.json_response({"published": f"{self.site.base}/o/{token}/lists.html"})
        return await self.organiser_page(request, notice=words.PUBLISHED)

    async def organiser_published(self, request: web.Request) -> web.StreamResponse:
        self.site.organiser_only(request)
        return self.site.published()

    async def download(self, request: web.Request) -> web.StreamResponse:
        self.site.organiser_only(request)
        name = request.match_info["name"]
        path = self.site.served.pack_folder / name
        if name not in DOWNLOADS or not path.is_file():
            raise Refused(404, words.NOT_FOUND)
        return attachment(path.read_bytes(), name, DOWNLOADS[name])

    async def lock_json(self, request: web.Request) -> web.StreamResponse:
        self.site.organiser_only(request)
        if not self.site.served.lock_file.is_file():
            raise Refused(404, ("not-locked", words.no_lock()))
        return web.Response(body=self.site.served.lock_file.read_bytes(), content_type="application/json")

    async def notes(self, request: web.Request) -> web.StreamResponse:
        self.site.organiser_only(request)
        folder = self.site.served.pack_folder / "notes"
        if not folder.is_dir():
            raise Refused(404, ("not-locked", words.no_lock()))
        out = io.BytesIO()
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
            for note in sorted(folder.iterdir()):
                if note.is_file() and not note.is_symlink():
                    archive.writestr(f"notes/{note.name}", note.read_bytes())
        return attachment(out.getvalue(), "notes.zip", "application/zip")

    async def register_yaml(self, request: web.Request) -> web.StreamResponse:
        self.site.organiser_only(request)
        text = await self.site.run(lambda: handin.register_yaml(self.site.served))
        return attachment(text.encode(), "PLAYERS.yaml", "application/yaml")

    async def register_csv(self, request: web.Request) -> web.StreamResponse:
        self.site.organiser_only(request)
        text = await self.site.run(lambda: handin.register_csv(self.site.served))
        return attachment(text.encode(), "players.csv", "text/csv")

    async def backup(self, request: web.Request) -> web.StreamResponse:
        self.site.organiser_only(request)
        copy = self.site.served.folder / f".backup-{secrets.token_hex(8)}.sqlite"
        try:
            await self.site.run(lambda: self.site.served.store.backup(copy))
            body = copy.open("rb")  # sent as it is read, however large; open, it outlasts its name
        finally:
            copy.unlink(missing_ok=True)
        stamp = self.site.served.clock().strftime("%Y%m%d-%H%M%S")
        return attachment(body, f"event-{stamp}.sqlite", "application/vnd.sqlite3")


def _players(data: dict[str, Any]) -> list[str]:
    named = data.get("players")
    if isinstance(named, str):
        named = [named]
    if not isinstance(named, list) or not named or not all(isinstance(one, str) for one in named):
        raise Refused(400, malformed(("players",)))
    return named
