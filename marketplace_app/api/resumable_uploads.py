"""The tus 1.0 endpoint (core, creation, termination, expiration) at /api/uploads: a thin
ASGI adapter over services/media/resumable.py. It sits before the API's body limits, checks
the caller (bearer token) before reading a byte of a body, and streams PATCH bodies to disk
in steps, so a cut connection keeps what arrived."""

import asyncio
import base64
import contextlib
import json
import logging
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager
from email.utils import formatdate

from starlette.concurrency import run_in_threadpool

from .. import db
from ..i18n import translate
from ..services.errors import Forbidden, Invalid, RateLimited, ServiceError
from ..services.media import resumable, upload_access
from .errors import DATABASE_ERRORS, DATABASE_RETRY_SECONDS, database_busy

PREFIX = "/api/uploads"
TUS_VERSION = "1.0.0"
EXTENSIONS = "creation,termination,expiration"
OFFSET_TYPE = b"application/offset+octet-stream"
FLUSH_BYTES = 1024 * 1024  # written to disk (in a worker thread) a megabyte at a time
UNSUPPORTED_VERSION = "This upload speaks another version of the resumable protocol"
BAD_OFFSET = "An upload part must say where it starts (Upload-Offset)"
BAD_TYPE = "An upload part must be sent as application/offset+octet-stream"
TAKE_OVER_SECONDS = 5
STOP_CHECK_SECONDS = 0.25
log = logging.getLogger(__name__)
# Upload id -> the event that asks the request writing it to stop. After a lost signal the old
# request may hang on a dead connection for minutes: the client's next request for the upload
# ends it (keeping what it received), so it learns the true offset and goes on at once.
# A request in another worker is asked through the uploads folder, which it checks every
# STOP_CHECK_SECONDS while it waits for bytes.
_writers: dict[str, asyncio.Event] = {}
# (Reflex client token, the form's handler name) -> that form as its page session holds it,
# or None when the name is no work form, the session held until the context ends: an upload
# joins its form under that hold, so a new upload is counted against a form that cannot change
# meanwhile. Set by the composition root.
FormResolver = Callable[[str, str], AbstractAsyncContextManager[resumable.Form | None]]
_form_of: FormResolver | None = None


def use_form_resolver(resolver: FormResolver | None) -> None:
    """Install how an upload's `client` and `form` metadata find the form it is meant for."""
    global _form_of
    _form_of = resolver


@contextlib.asynccontextmanager
async def _form(meta: dict[str, str]) -> AsyncIterator[resumable.Form | None]:
    """The form an upload names (None when it names none), held while the upload opens;
    Forbidden for a name that is no work form of a page session."""
    client, handler = meta.get("client", ""), meta.get("form", "")
    if not client and not handler:
        yield None
        return
    if not (_form_of and client and handler):
        raise Forbidden(upload_access.NOT_AN_UPLOAD)
    async with _form_of(client, handler) as form:
        if form is None:
            raise Forbidden(upload_access.NOT_AN_UPLOAD)
        yield form


async def _take_over(upload: resumable.Upload) -> None:
    """Ask a request still writing this upload to stop, and wait until it has: at once in
    this worker, through the uploads folder in another (resumable.take_over)."""
    stop = _writers.get(upload.id)
    if stop is None:
        return await run_in_threadpool(resumable.take_over, upload, TAKE_OVER_SECONDS)
    stop.set()
    for _ in range(TAKE_OVER_SECONDS * 20):
        if _writers.get(upload.id) is not stop:
            return
        await asyncio.sleep(0.05)


def _headers(extra: dict | None = None) -> list[tuple[bytes, bytes]]:
    base = {"tus-resumable": TUS_VERSION, "cache-control": "no-store"}
    return [(k.encode(), str(v).encode()) for k, v in {**base, **(extra or {})}.items()]


async def _reply(send, status: int, headers: dict | None = None, message: str = "") -> None:
    body = json.dumps({"success": False, "message": message}).encode() if message else b""
    extra = dict(headers or {})
    if body:
        extra["content-type"] = "application/json"
    extra["content-length"] = str(len(body))
    await send({"type": "http.response.start", "status": status, "headers": _headers(extra)})
    await send({"type": "http.response.body", "body": body})


def _headers_only(send):
    """A HEAD answer carries its headers (and length) but no body."""

    async def without_body(message):
        if message["type"] == "http.response.body":
            message = {**message, "body": b""}
        await send(message)

    return without_body


def _expires(upload: resumable.Upload) -> str:
    return formatdate(upload.expires, usegmt=True)


def _metadata(value: str) -> dict[str, str]:
    """Upload-Metadata: comma-separated `key base64value` pairs."""
    found = {}
    for pair in value.split(","):
        key, _, encoded = pair.strip().partition(" ")
        try:
            found[key] = base64.b64decode(encoded, validate=True).decode("utf-8")
        except ValueError:
            continue
    return found


def _number(value: str | None) -> int | None:
    return int(value) if value is not None and value.isdigit() else None


def _run(use_case, **kwargs):
    """One service call in its own database session (run in a worker thread)."""
    with db.session_scope() as session:
        return use_case(session, **kwargs)


class ResumableUploads:
    """Pure ASGI middleware answering /api/uploads (every other request passes untouched)."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        path = scope.get("path", "")
        if scope["type"] != "http" or not (path == PREFIX or path.startswith(PREFIX + "/")):
            return await self.app(scope, receive, send)
        headers = {k.decode("latin-1").lower(): v.decode("latin-1")
                   for k, v in scope.get("headers") or []}
        lang = headers.get("accept-language") or None
        method = scope["method"]
        upload_id = path[len(PREFIX):].strip("/")
        if method == "HEAD":
            send = _headers_only(send)
        try:
            await self._answer(method, upload_id, headers, scope, receive, send, lang)
        except RateLimited as exc:
            await _reply(send, 429, {"retry-after": exc.retry_after}, translate(exc.message, lang))
        except ServiceError as exc:
            await _reply(send, exc.status, message=translate(exc.message, lang))
        except DATABASE_ERRORS:
            await _reply(send, 503, {"retry-after": DATABASE_RETRY_SECONDS},
                         database_busy(scope, {b"accept-language": (lang or "").encode()}))

    async def _answer(self, method, upload_id, headers, scope, receive, send, lang) -> None:
        if method == "OPTIONS":
            return await _reply(send, 204, {"tus-version": TUS_VERSION,
                                            "tus-extension": EXTENSIONS,
                                            "tus-max-size": resumable.max_length()})
        if headers.get("tus-resumable") != TUS_VERSION:
            return await _reply(send, 412, {"tus-version": TUS_VERSION},
                                translate(UNSUPPORTED_VERSION, lang))
        scheme, _, token = headers.get("authorization", "").partition(" ")
        token = token.strip() if scheme.lower() == "bearer" else ""
        if method == "POST" and not upload_id:
            return await self._create(token, headers, send)
        if not upload_id or "/" in upload_id:
            return await _reply(send, 404, message=translate(resumable.NOT_FOUND, lang))
        if method in ("HEAD", "PATCH", "DELETE"):
            # Only the owner gets this far; a request of theirs still writing it then ends.
            upload = await run_in_threadpool(_run, resumable.status, token=token,
                                             upload_id=upload_id)
            await _take_over(upload)
        if method == "HEAD":
            upload = await run_in_threadpool(_run, resumable.status, token=token,
                                              upload_id=upload_id)
            return await _reply(send, 200, {"upload-offset": upload.offset,
                                            "upload-length": upload.length,
                                            "upload-expires": _expires(upload)})
        if method == "PATCH":
            return await self._patch(token, upload_id, headers, receive, send, lang)
        if method == "DELETE":
            await run_in_threadpool(_run, resumable.terminate, token=token, upload_id=upload_id)
            return await _reply(send, 204)
        await _reply(send, 405, {"allow": "OPTIONS, POST, HEAD, PATCH, DELETE"},
                     "Method Not Allowed")

    async def _create(self, token, headers, send) -> None:
        length = _number(headers.get("upload-length"))
        if length is None:
            raise Invalid(resumable.NO_LENGTH)
        meta = _metadata(headers.get("upload-metadata", ""))
        await run_in_threadpool(_run, resumable.uploader, token=token)  # before any look-up
        # The form's files and its open uploads are counted in one hold of its session: an
        # upload that finished a moment ago leaves the open ones as it joins the form.
        async with _form(meta) as form:
            upload = await run_in_threadpool(_run, resumable.create, token=token,
                                             length=length, form=form,
                                             name=meta.get("filename") or meta.get("name") or "")
        await _reply(send, 201, {"location": f"{PREFIX}/{upload.id}",
                                 "upload-offset": 0, "upload-expires": _expires(upload)})

    async def _patch(self, token, upload_id, headers, receive, send, lang) -> None:
        offset = _number(headers.get("upload-offset"))
        if headers.get("content-type", "").split(";")[0].strip().encode() != OFFSET_TYPE:
            return await _reply(send, 415, message=translate(BAD_TYPE, lang))
        if offset is None:
            return await _reply(send, 400, message=translate(BAD_OFFSET, lang))
        # Who calls, and where the upload stands, before a byte of the body is read.
        appender = await run_in_threadpool(_run, resumable.append, token=token,
                                           upload_id=upload_id, offset=offset)
        stop = _writers[upload_id] = asyncio.Event()
        try:
            new_offset = await _stream(receive, appender, stop)
        finally:
            if _writers.get(upload_id) is stop:
                del _writers[upload_id]
        if stop.is_set():
            return await _reply(send, 409, message=translate(resumable.WRONG_OFFSET, lang))
        await _reply(send, 204, {"upload-offset": new_offset,
                                 "upload-expires": _expires(appender.upload)})


async def _stream(receive, appender: resumable.Appender, stop: asyncio.Event) -> int:
    """Write the body to the upload as it arrives, until it ends, the connection goes or
    another request takes the upload over; what arrived is kept. Returns the new offset."""
    pending: list[bytes] = []
    stopped = asyncio.ensure_future(stop.wait())
    try:
        while True:
            arriving = asyncio.ensure_future(receive())
            while not arriving.done() and not stopped.done():
                await asyncio.wait({arriving, stopped}, timeout=STOP_CHECK_SECONDS,
                                   return_when=asyncio.FIRST_COMPLETED)
                if not arriving.done() and appender.asked_to_stop():
                    stop.set()  # another worker's request takes the upload over
                    await asyncio.sleep(0)
            if not arriving.done():
                arriving.cancel()
                break
            message = arriving.result()
            if message["type"] != "http.request":
                break  # the connection is gone
            if message.get("body"):
                pending.append(message["body"])
                if sum(map(len, pending)) >= FLUSH_BYTES or not message.get("more_body"):
                    data = b"".join(pending)
                    pending.clear()
                    await run_in_threadpool(appender.write, data)
            if not message.get("more_body"):
                break
        if pending:
            data = b"".join(pending)
            pending.clear()
            await run_in_threadpool(appender.write, data)
    except ServiceError:
        await run_in_threadpool(appender.close)
        raise
    except BaseException:
        if pending:
            try:
                await run_in_threadpool(appender.write, b"".join(pending))
            except Exception:  # noqa: BLE001 - the upload keeps what it has
                pass
        await run_in_threadpool(appender.close)
        raise
    finally:
        stopped.cancel()
    return await run_in_threadpool(appender.close)
