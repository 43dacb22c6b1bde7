"""The player's page, `/p/TOKEN/`, and its JSON twin: the event, a list checked or handed in,
the player's own status and history, and the published lists; nobody else's."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from armybuilder.events import handin
from armybuilder.events.store import StoredPlayer
from armybuilder.present import handin as words
from armybuilder.web.handin.site import Site, checked_view, listed, see, text_of, wants_json


class PlayerPages:
    def __init__(self, site: Site) -> None:
        self.site = site

    def routes(self) -> list[web.RouteDef]:
        p = "/p/{token}"
        return [
            # A form's answer leaves its address in the browser's bar: opened again (a tab
            # restored, a bookmark, a link copied without its last slash) it leads back to the
            # page rather than to an error.
            *(web.get(f"{p}{tail}", self.back_to_player) for tail in ("", "/check", "/lists", "/withdraw")),
            web.get(f"{p}/", self.player_page),
            web.post(f"{p}/check", self.check),
            web.post(f"{p}/lists", self.hand_in),
            web.post(f"{p}/withdraw", self.player_withdraw),
            web.get(f"{p}/lists.html", self.player_published),
        ]

    async def back_to_player(self, request: web.Request) -> web.Response:
        await self.site.player(request)
        return see(self.site.root(request))

    async def player_page(self, request: web.Request) -> web.Response:
        player = await self.site.player(request)
        if wants_json(request):
            return await self._player_answer(request, player)
        # A player who comes back sees what is wrong with their newest list, and has its text
        # back in the form to mend, as they had it when they handed it in.
        lists = await self.site.run(lambda: self.site.served.store.lists_of(player.id))
        if not lists:
            return await self._player_answer(request, player)
        newest = lists[-1]
        checked = await self.site.run(
            lambda: handin.check_list(self.site.served, player, newest.name, newest.data, newest.received)
        )
        return await self._player_answer(
            request,
            player,
            checked=checked_view(handin.as_shown(checked, newest.name)),
            text=text_of(newest.name, newest.data),
        )

    async def _player_answer(
        self, request: web.Request, player: StoredPlayer, status: int = 200, **shown: Any
    ) -> web.Response:
        data = await self.site.run(lambda: self._player_data(player))
        if wants_json(request):
            return web.json_response(data, status=status)
        token = request.match_info["token"]
        facts = words.event_facts(self.site.served.event, self.site.catalog(), self.site.served.clock())
        return self.site.page(
            "player.html",
            status=status,
            root=self.site.root(request),
            me=data,
            event=facts,
            form_token=self.site.form_token(token),
            published=handin.published(self.site.served) is not None,
            checked=shown.get("checked"),
            receipt=shown.get("receipt"),
            text=shown.get("text", ""),
            notice=shown.get("notice", ""),
        )

    def _player_data(self, player: StoredPlayer) -> dict[str, Any]:
        """`{"player","status","entry","history"}`: the player's own, and no one else's."""
        fresh = self.site.served.store.player(player.id) or player
        lists = self.site.served.store.lists_of(player.id)
        deadline = self.site.served.event.deadline
        history = [listed(one, deadline) for one in lists]
        entries = [one for one in lists if one.status in handin.ENTRY]
        entry = listed(entries[-1], deadline) if entries else None
        return {
            "player": fresh.name,
            "status": fresh.status,
            "status_words": words.status_words(
                fresh.status,
                lists[-1].valid if lists else None,
                before_deadline=deadline is None or self.site.served.clock() < deadline,
            ),
            "entry": entry,
            "history": history[::-1],
            "event": words.event_facts(self.site.served.event, self.site.catalog(), self.site.served.clock()),
        }

    async def check(self, request: web.Request) -> web.Response:
        player = await self.site.player(request)
        self.site.limited(player.id)
        data = await self.site.form(request, ("text",))
        name, body = self.site.list_of(data)
        checked = await self.site.run(lambda: handin.check_list(self.site.served, player, name, body))
        shown = handin.as_shown(checked, name)
        if wants_json(request):
            return web.json_response(words.checked_json(shown))
        return await self._player_answer(
            request, player, checked=checked_view(shown), text=text_of(name, body)
        )

    async def hand_in(self, request: web.Request) -> web.Response:
        player = await self.site.player(request)
        self.site.limited(player.id)
        data = await self.site.form(request, ("text",))
        name, body = self.site.list_of(data)
        try:
            done = await self.site.run(lambda: handin.hand_in(self.site.served, player, name, body))
        except handin.HandInRefused as refused:
            if wants_json(request):
                raise
            # The page again, with why and the list's check, and the pasted text kept in the form.
            checked = await self.site.run(lambda: handin.check_list(self.site.served, player, name, body))
            return await self._player_answer(
                request,
                player,
                status=400,
                checked=checked_view(handin.as_shown(checked, name)),
                text=text_of(name, body),
                notice=str(refused),
            )
        shown = handin.as_shown(done.checked, name)
        received = done.kept.received
        answer = {
            **words.checked_json(shown),
            "status": done.kept.status,
            "pending": done.pending,
            "received": received.isoformat(),
            "received_shown": words.local_time(received, self.site.served.event.deadline),
            "fingerprint": done.kept.fingerprint,
            "army": done.kept.army,
            "list": done.kept.label,
        }
        if wants_json(request):
            return web.json_response(answer, status=201)
        return await self._player_answer(
            request, player, checked=checked_view(shown), receipt=answer, text=text_of(name, body)
        )

    async def player_withdraw(self, request: web.Request) -> web.Response:
        player = await self.site.player(request)
        self.site.limited(player.id)  # each one after a hand-in packs the event anew
        await self.site.form(request, ())
        await self.site.run(lambda: handin.withdraw(self.site.served, [player.email]))
        if wants_json(request):
            return web.json_response({"player": player.name, "status": "withdrawn"})
        return await self._player_answer(request, player)  # its status says so

    async def player_published(self, request: web.Request) -> web.StreamResponse:
        await self.site.player(request)
        return self.site.published()
