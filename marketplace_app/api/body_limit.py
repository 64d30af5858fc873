"""Request body limits enforced while the bytes arrive, before any route parses them:
small JSON bodies under /api, sign-in checked before an upload's body, per-file limits
applied as each multipart part streams in."""

import asyncio
import contextlib
import json
import re
from dataclasses import dataclass

from python_multipart.multipart import MultipartParser, parse_options_header
from starlette.concurrency import run_in_threadpool

from .. import db
from ..services.accounts import auth
from ..services.accounts.profile_photo import PHOTO_TOO_LARGE
from ..services.errors import ServiceError
from ..services.media import media_pipeline
from ..services.portfolios.portfolios import MAX_FILES
from ..settings import get_settings
from .errors import DATABASE_ERRORS, DATABASE_RETRY_SECONDS, database_busy

JSON_MAX_BYTES = 64 * 1024
FIELD_MAX_BYTES = 64 * 1024
_SNIFF_BYTES = 64
DRAIN_SECONDS = 60
# A client that sent only the head waits for our answer, not we for its body.
DRAIN_IDLE_SECONDS = 2


@dataclass(frozen=True)
class UploadRule:
    """Per-file limits of one upload route: (limit, message) for images and for videos."""

    image: tuple[int, str]
    video: tuple[int, str]
    max_files: int
    too_many: str = ""  # the refusal of one file too many (default: the portfolio's)


def _portfolio_rule() -> UploadRule:
    s = get_settings()
    return UploadRule(image=(s.image_max_bytes, media_pipeline.image_too_large()),
                      video=(s.video_max_bytes, media_pipeline.video_too_large()),
                      max_files=MAX_FILES + 1)


def _photo_rule() -> UploadRule:
    limit = get_settings().profile_photo_max_bytes - 1  # the spec: "less than 5MB"
    return UploadRule(image=(limit, PHOTO_TOO_LARGE), video=(limit, PHOTO_TOO_LARGE),
                      max_files=1)


_UPLOAD_ROUTES = (
    ("POST", re.compile(r"^/api/(Portfolio|portfolio|user/portfolio)/?$"), _portfolio_rule),
    ("PUT", re.compile(r"^/api/(Portfolio|portfolio|user/portfolio)/[^/]+/?$"), _portfolio_rule),
    ("PUT", re.compile(r"^/api/user/profile/photo/?$"), _photo_rule),
)


def upload_rule(method: str, path: str) -> UploadRule | None:
    """The upload limits of this route, or None when it takes no files."""
    for route_method, pattern, rule in _UPLOAD_ROUTES:
        if method == route_method and pattern.match(path):
            return rule()
    return None


class Rejected(Exception):
    """The body broke a limit; carries the HTTP answer."""

    def __init__(self, status: int, message: str, retry_after: int | None = None):
        super().__init__(message)
        self.status, self.message, self.retry_after = status, message, retry_after


def _mb(limit: int) -> int:
    return limit // (1024 * 1024)


class PartWatcher:
    """Follows a multipart stream alongside the real parser and refuses a part over its limit."""

    def __init__(self, boundary: bytes, rule: UploadRule):
        self.rule = rule
        self.files = 0
        self._reset()
        self._header = b""
        self.parser = MultipartParser(boundary, {
            "on_part_begin": self._reset, "on_header_field": self._field,
            "on_header_value": self._value, "on_header_end": self._header_end,
            "on_part_data": self._data})

    def _reset(self) -> None:
        self.size, self.head, self.is_file, self.limit = 0, b"", False, None
        self._header = b""

    def _field(self, data: bytes, start: int, end: int) -> None:
        self._header = data[start:end].lower()

    def _value(self, data: bytes, start: int, end: int) -> None:
        if self._header == b"content-disposition" and b"filename=" in data[start:end]:
            self.is_file = True

    def _header_end(self) -> None:
        if self._header == b"content-disposition" and self.is_file:
            self.files += 1
            if self.files > self.rule.max_files:
                raise Rejected(400, self.rule.too_many or f"You can upload maximum {MAX_FILES} files")

    def _data(self, data: bytes, start: int, end: int) -> None:
        self.size += end - start
        if self.limit is None and len(self.head) < _SNIFF_BYTES:
            self.head += data[start:end][:_SNIFF_BYTES - len(self.head)]
        if self.limit is None and (len(self.head) >= _SNIFF_BYTES or not self.is_file):
            self._decide()
        if self.limit is None and self.size > FIELD_MAX_BYTES and self.is_file:
            self._decide()
        if self.limit is not None and self.size > self.limit[0]:
            raise Rejected(413, self.limit[1])

    def _decide(self) -> None:
        if not self.is_file:
            self.limit = (FIELD_MAX_BYTES, f"A form field can be at most {FIELD_MAX_BYTES // 1024} KB")
        elif media_pipeline.video_extension(self.head) is not None:
            self.limit = self.rule.video
        else:
            self.limit = self.rule.image

    def feed(self, chunk: bytes) -> None:
        """Pass on the next bytes of the body."""
        self.parser.write(chunk)


class BodySizeLimit:
    """ASGI middleware enforcing the limits above; other paths keep one overall cap."""

    def __init__(self, app, max_bytes: int):
        self.app = app
        self.max_bytes = max_bytes

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http" or scope["method"] in ("GET", "HEAD", "OPTIONS"):
            return await self.app(scope, receive, send)
        headers = dict(scope.get("headers") or [])
        path, method = scope["path"], scope["method"]
        rule = upload_rule(method, path) if path.startswith("/api/") else None
        ctype, options = parse_options_header(headers.get(b"content-type", b""))
        watcher = None
        if not path.startswith("/api/"):
            limit, message = self.max_bytes, f"Request is too large: at most {_mb(self.max_bytes)} MB"
        elif rule is not None and ctype == b"multipart/form-data" and options.get(b"boundary"):
            try:
                signed_in = await _signed_in(headers)
            except DATABASE_ERRORS:
                return await _answer(send, 503, database_busy(scope, headers),
                                     retry_after=DATABASE_RETRY_SECONDS)
            if not signed_in:
                return await _answer(send, 401, auth.NOT_SIGNED_IN)
            limit = rule.max_files * max(rule.image[0], rule.video[0]) + 1024 * 1024
            message = f"Request is too large: at most {_mb(limit)} MB"
            watcher = PartWatcher(options[b"boundary"], rule)
        else:
            limit, message = JSON_MAX_BYTES, f"Request is too large: at most {JSON_MAX_BYTES // 1024} KB"
        declared = headers.get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > limit:
            return await refuse(scope, receive, send, 413, message, self.max_bytes)
        await self._guarded(scope, receive, send, limit, message, watcher)

    async def _guarded(self, scope, receive, send, limit, message, watcher) -> None:
        await stream_guarded(self.app, scope, receive, send, limit=limit, message=message,
                             watcher=watcher, drain_bytes=self.max_bytes)


async def stream_guarded(app, scope, receive, send, *, limit: int, message: str,
                         watcher: "PartWatcher | None", drain_bytes: int,
                         on_refused=None, on_first_file=None) -> None:
    """Run `app` on a body that ends (as a client disconnect) at the first broken limit;
    `on_refused(message)`, when given, hears of it. `on_first_file()`, when given, runs once
    the watcher meets the body's first file and may refuse it (raising Rejected)."""
    seen, refused, met_file = 0, False, False
    finish: list = []  # the refusal's end, sent once the rest of the request is read

    async def counted_receive():
        nonlocal seen, refused, met_file
        if refused:
            return {"type": "http.disconnect"}
        msg = await receive()
        body = msg.get("body", b"")
        seen += len(body)
        try:
            if seen > limit:
                raise Rejected(413, message)
            if watcher is not None and body:
                try:
                    watcher.feed(body)
                finally:
                    if watcher.files and not met_file and on_first_file is not None:
                        met_file = True
                        await on_first_file()
        except Rejected as exc:
            refused = True
            finish.append(await _answer_head(
                send, exc.status, exc.message,
                retry_after=None if exc.retry_after is None else str(exc.retry_after)))
            if on_refused is not None:
                await on_refused(exc.message)
            return {"type": "http.disconnect"}
        except Exception:  # noqa: BLE001 - a malformed stream is the real parser's to judge
            pass
        return msg

    async def guarded_send(msg):
        if not refused:
            await send(msg)

    try:
        await app(scope, counted_receive, guarded_send)
    except Exception:
        if not refused:
            raise
    if refused:
        await _drain(receive, drain_bytes)
        await send(finish[0])


async def _signed_in(headers: dict) -> bool:
    """Whether the request carries a token of an existing account (checked in a thread)."""
    scheme, _, token = headers.get(b"authorization", b"").decode("latin-1").partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return False

    def check() -> bool:
        with db.session_scope() as session:
            try:
                auth.user_for_token(session, token.strip())
            except ServiceError:
                return False
        return True

    return await run_in_threadpool(check)


async def _drain(receive, max_bytes: int) -> None:
    """Read and drop the rest of a refused body (up to the overall cap, for at most a minute,
    until the sender pauses for DRAIN_IDLE_SECONDS). A reverse proxy still sending it would
    otherwise hit a closed socket and answer 502 instead of passing our 413 on."""

    async def drop() -> None:
        dropped = 0
        while dropped <= max_bytes:
            msg = await asyncio.wait_for(receive(), timeout=DRAIN_IDLE_SECONDS)
            if msg["type"] != "http.request" or not msg.get("more_body"):
                return
            dropped += len(msg.get("body", b""))

    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(drop(), timeout=DRAIN_SECONDS)


async def refuse(scope, receive, send, status: int, message: str, drain_bytes: int,
                 retry_after: str | None = None) -> None:
    """Refuse a request with a body: the whole answer, then the rest of the body read and
    dropped, then the answer's end. uvicorn hands no more of the body to an app that has
    ended its answer, and a proxy still sending it would then answer 502, not our 4xx. A
    client waiting for 100 Continue sends no body: its answer ends at once."""
    end = await _answer_head(send, status, message, retry_after)
    expects = dict(scope.get("headers") or ()).get(b"expect", b"").lower()
    if expects != b"100-continue":
        await _drain(receive, drain_bytes)
    await send(end)


async def _answer(send, status: int, message: str, retry_after: str | None = None) -> None:
    await send(await _answer_head(send, status, message, retry_after))


async def _answer_head(send, status: int, message: str, retry_after: str | None = None) -> dict:
    """Send a JSON refusal whole (its length is declared: the client needs nothing more);
    returns the message that ends it for the server."""
    body = json.dumps({"success": False, "message": message}).encode()
    extra = [(b"retry-after", retry_after.encode())] if retry_after else []
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"),
                            (b"content-length", str(len(body)).encode()),
                            (b"connection", b"close"), *extra]})
    await send({"type": "http.response.body", "body": body, "more_body": True})
    return {"type": "http.response.body", "body": b""}
