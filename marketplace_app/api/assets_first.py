"""The built frontend's hashed files (/assets/…) answered before the middleware: the first
answer the whole stack gives for a file and an encoding is kept, and later requests get it
again from memory with their own security headers (under uvicorn the stack reads each file
in a thread: a cold page's ~70 files cost twice what granian takes; BENCHMARKS.md)."""

import asyncio
from pathlib import Path

from .security_headers import COMMON, headers_for

ASSETS = "/assets/"
MAX_FILE_BYTES = 4 * 2**20
MAX_KEPT_BYTES = 64 * 2**20
# What the stack must answer itself: other origins (CORS), ranges and revalidations.
PASSED_ON = {b"origin", b"range", b"if-range", b"if-none-match", b"if-modified-since"}
SECURITY = set(COMMON) | {b"content-security-policy", b"strict-transport-security"}


class AssetsFirst:
    """ASGI wrapper answering a same-origin GET of a hashed file it has seen answered."""

    def __init__(self, app):
        self.app = app
        self.kept: dict[tuple[str, bool], tuple[list, bytes]] = {}
        self.kept_bytes = 0

    async def __call__(self, scope, receive, send):
        if not _plain_asset_get(scope):
            return await self.app(scope, receive, send)
        key = (scope["path"], _accepts_gzip(scope))
        kept = self.kept.get(key)
        if kept is None:
            return await self.app(scope, receive, self._keeping(key, send))
        headers, body = kept
        await send({"type": "http.response.start", "status": 200,
                    "headers": headers + list(headers_for(scope).items())})
        await send({"type": "http.response.body", "body": body})

    def _keeping(self, key: tuple[str, bool], send):
        """The stack's `send`, copying a whole 200 answer as it passes."""
        start: dict = {}
        chunks: list[bytes] = []

        async def keeping(message):
            kind = message["type"]
            if kind == "http.response.start":
                start.update(message)
            elif kind in ("http.response.body", "http.response.pathsend") and \
                    start.get("status") == 200:
                if kind == "http.response.pathsend":  # granian sends the file itself
                    chunks.append(await asyncio.to_thread(_small_file_bytes, message["path"]))
                else:
                    chunks.append(message.get("body", b""))
                if not message.get("more_body"):
                    self._keep(key, start, b"".join(chunks))
            await send(message)

        return keeping

    def _keep(self, key: tuple[str, bool], start: dict, body: bytes) -> None:
        """Keep an answer whose length is what it declares, within the size limits."""
        headers = [(k, v) for k, v in start.get("headers") or () if k.lower() not in SECURITY]
        declared = dict((k.lower(), v) for k, v in headers).get(b"content-length")
        if declared != str(len(body)).encode() or len(body) > MAX_FILE_BYTES or \
                self.kept_bytes + len(body) > MAX_KEPT_BYTES:
            return
        if key not in self.kept:
            self.kept_bytes += len(body)
        self.kept[key] = (headers, body)


def _small_file_bytes(path: str) -> bytes:
    """The file's bytes, or nothing for one too big to keep (its declared length then differs:
    it is not kept)."""
    file = Path(path)
    return file.read_bytes() if file.stat().st_size <= MAX_FILE_BYTES else b""


def _plain_asset_get(scope) -> bool:
    """A same-origin, unconditional, whole-file GET of /assets/… with no query."""
    if scope["type"] != "http" or scope["method"] != "GET" or \
            not scope["path"].startswith(ASSETS) or scope.get("query_string"):
        return False
    return not any(name in PASSED_ON for name, _ in scope.get("headers") or ())


def _accepts_gzip(scope) -> bool:
    return any(k == b"accept-encoding" and b"gzip" in v.lower()
               for k, v in scope.get("headers") or ())
