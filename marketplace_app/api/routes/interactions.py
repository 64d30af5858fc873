"""Admire, appreciate and share on portfolios and users."""

import orjson
from fastapi import APIRouter, Request, Response

from ... import db
from ...services.social import admirers, interactions
from ..deps import CurrentUser, SessionDep, bearer_token
from ..reader import said_in

KINDS = {"Portfolio": "portfolio", "portfolio": "portfolio", "user": "user"}


def _answer(result: dict) -> Response:
    """`{"success": true, **result}` with its message in the reader's language, encoded by
    orjson: FastAPI's own encoding walks a share's card value by value (~120 µs of the
    ~1 ms a share costs); the bytes are those JSONResponse would send."""
    return Response(orjson.dumps({"success": True, **said_in(result)}),
                    media_type="application/json")


def _routes(prefix: str, kind: str) -> APIRouter:
    router = APIRouter(prefix=prefix, tags=["interactions"],
                       include_in_schema=prefix != "/api/portfolio")

    @router.post("/{target_id}/admire")
    async def admire(target_id: str, request: Request):
        """Toggle my admire."""
        return _answer(await interactions.toggle_by_token(
            db.engine, bearer_token(request), target_kind=kind, target_id=target_id,
            action="admire"))

    @router.post("/{target_id}/appreciate")
    async def appreciate(target_id: str, request: Request):
        """Toggle my appreciation."""
        return _answer(await interactions.toggle_by_token(
            db.engine, bearer_token(request), target_kind=kind, target_id=target_id,
            action="appreciate"))

    @router.post("/{target_id}/share")
    async def share(target_id: str, request: Request):
        """Record my share once (a portfolio's answer carries its card)."""
        return _answer(await interactions.share_by_token(
            db.engine, bearer_token(request), target_kind=kind, target_id=target_id))

    @router.get("/{target_id}/admirers")
    def admired_by(target_id: str, actor: CurrentUser, session: SessionDep,
                   cursor: str | None = None, limit: str | None = None):
        """Who admired my own work or profile, newest first (`limit` 1-100, `cursor` from
        `nextCursor`); 403 for anyone but the owner."""
        return {"success": True, **admirers.admirers(
            session, actor=actor, target_kind=kind, target_id=target_id, cursor=cursor,
            limit=limit)}

    return router


routers = [_routes(f"/api/{name}", kind) for name, kind in KINDS.items()]
