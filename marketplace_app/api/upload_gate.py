"""The gate in front of Reflex's /_upload: the caller is checked when the request arrives
(signed in, allowed on that form, within their upload rate), then each file's count and size
while its bytes stream in; a broken limit ends the request as a client disconnect."""

import logging
from collections.abc import Awaitable, Callable

from python_multipart.multipart import parse_options_header
from starlette.concurrency import run_in_threadpool

from .. import db
from ..i18n import translate
from ..services.errors import RateLimited, ServiceError
from ..services.media import upload_access
from .body_limit import (FIELD_MAX_BYTES, PartWatcher, Rejected, UploadRule, refuse,
                         stream_guarded)
from .errors import DATABASE_ERRORS, DATABASE_RETRY_SECONDS, database_busy

UPLOAD_PATH = "/_upload"
# A refused body is read and dropped (up to this much) so a reverse proxy passes the answer on.
DRAIN_ANONYMOUS = 1024 * 1024
NOT_MULTIPART = "An upload must be sent as multipart/form-data"
# (Reflex client token, handler name) -> (upload target, the session's sign-in token), or
# None when that handler takes no files. Set by the composition root; unset refuses every upload.
Resolver = Callable[[str, str], Awaitable[tuple[str, str] | None]]
# (client token, handler name, English message): tells the page why its upload was refused.
Notifier = Callable[[str, str, str], Awaitable[None]]
_resolver: Resolver | None = None
_notifier: Notifier | None = None
log = logging.getLogger(__name__)


def use_resolver(resolver: Resolver | None, notifier: Notifier | None = None) -> None:
    """Install how a client token and handler name map to a target and a sign-in token, and
    how the page hears that an upload was refused."""
    global _resolver, _notifier
    _resolver, _notifier = resolver, notifier


async def _tell(client: str, handler: str, message: str) -> None:
    if _notifier is None:
        return
    try:
        await _notifier(client, handler, message)
    except Exception:  # noqa: BLE001 - the refusal stands even if the page cannot hear it
        log.exception("Telling the page about a refused upload failed")


def _lang(headers: dict) -> str | None:
    return headers.get(b"accept-language", b"").decode("latin-1") or None


def _rule(target: str) -> UploadRule:
    limits = upload_access.limits_for(target)
    return UploadRule(image=limits.image, video=limits.video, max_files=limits.max_files,
                      too_many=limits.too_many)


def _admit(token: str, target: str) -> upload_access.Admission:
    with db.session_scope() as session:
        return upload_access.admit(session, token=token, target=target)


class UploadGate:
    """Pure ASGI middleware for POST /_upload (every other request passes untouched)."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        # Any prefix (Reflex's backend_path) still reaches its /_upload: match the end.
        if scope["type"] != "http" or scope["method"] != "POST" or \
                not scope["path"].rstrip("/").endswith(UPLOAD_PATH):
            return await self.app(scope, receive, send)
        headers = dict(scope.get("headers") or [])
        lang = _lang(headers)
        client = headers.get(b"reflex-client-token", b"").decode("latin-1").strip()
        handler = headers.get(b"reflex-event-handler", b"").decode("latin-1").strip()
        resolved = None
        if _resolver is not None and client and handler:
            resolved = await _resolver(client, handler)
        if resolved is None:
            return await refuse(scope, receive, send, 403,
                                translate(upload_access.NOT_AN_UPLOAD, lang), DRAIN_ANONYMOUS)
        target, token = resolved
        rule = _rule(target)
        drain = rule.max_files * max(rule.image[0], rule.video[0]) if token else DRAIN_ANONYMOUS
        try:
            admitted = await run_in_threadpool(_admit, token, target)
        except RateLimited as exc:
            await _tell(client, handler, exc.message)
            return await refuse(scope, receive, send, 429, translate(exc.message, lang), drain,
                                retry_after=str(exc.retry_after))
        except ServiceError as exc:
            if token:
                await _tell(client, handler, exc.message)
            return await refuse(scope, receive, send, exc.status,
                                translate(exc.message, lang), drain)
        except DATABASE_ERRORS:
            return await refuse(scope, receive, send, 503, database_busy(scope, headers), drain,
                                retry_after=DATABASE_RETRY_SECONDS)
        ctype, options = parse_options_header(headers.get(b"content-type", b""))
        if ctype != b"multipart/form-data" or not options.get(b"boundary"):
            return await refuse(scope, receive, send, 400, translate(NOT_MULTIPART, lang), drain)
        limit = rule.max_files * max(rule.image[0], rule.video[0]) + 2 * FIELD_MAX_BYTES
        message = rule.image[1]
        if admitted.room + 2 * FIELD_MAX_BYTES < limit:  # the uploader's quota ends it sooner
            limit = admitted.room + 2 * FIELD_MAX_BYTES
            message = upload_access.STAGING_FULL
        declared = headers.get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > limit:
            await _tell(client, handler, message)
            return await refuse(scope, receive, send, 413, translate(message, lang), drain)

        async def refused(reason: str) -> None:
            await _tell(client, handler, reason)

        async def first_file() -> None:
            # A call that brings no file (a pick handed whole to the resumable upload) is
            # no upload: the rate counts an upload when its first file arrives.
            try:
                await run_in_threadpool(upload_access.count_upload, admitted.uploader)
            except RateLimited as exc:
                raise Rejected(429, exc.message, exc.retry_after) from None

        await stream_guarded(self.app, scope, receive, send, limit=limit, message=message,
                             watcher=PartWatcher(options[b"boundary"], rule), drain_bytes=limit,
                             on_refused=refused, on_first_file=first_file)
