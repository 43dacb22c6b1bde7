"""`armybuilder event serve`'s pages: the player's (`/p/TOKEN/`, `player.py`) and the
organiser's (`/o/TOKEN/`, `organiser.py`), each with its JSON twin (asked for with `Accept:
application/json`; forms accept JSON), on what both stand on (`site.py`: the guards, the store's
thread, the templates). A view: the use cases are `events.handin`'s, every word
`present.handin`'s; these modules route, guard, and lay data into the templates (jinja2,
escaping all of it).

The store is worked on by one thread, in turn, so the event loop is never held by a check or a
pack and no two changes interleave."""

from __future__ import annotations

from aiohttp import web

from armybuilder.events.handin import Served
from armybuilder.web.handin.organiser import OrganiserPages
from armybuilder.web.handin.player import PlayerPages
from armybuilder.web.handin.site import MAX_REQUEST, Site


class HandIn:
    """The web application of one served event."""

    def __init__(self, served: Served, base: str) -> None:
        self.site = Site(served, base)

    @property
    def base(self) -> str:
        """The start of every link the pages give out: set once the server knows its port."""
        return self.site.base

    @base.setter
    def base(self, base: str) -> None:
        self.site.base = base.rstrip("/")

    def form_token(self, token: str) -> str:
        return self.site.form_token(token)

    def app(self, organiser_token: str) -> web.Application:
        self.site.serve(organiser_token)
        app = web.Application(middlewares=[self.site.guard], client_max_size=MAX_REQUEST)
        app.add_routes(
            [
                web.get("/static/handin.css", self.site.css),
                *PlayerPages(self.site).routes(),
                *OrganiserPages(self.site).routes(),
            ]
        )
        app.on_cleanup.append(self.site.stop)
        return app
