"""One Vary header per answer, each name once: Reflex's CORS layer and the API's both add
"Origin", and the compression and language layers add "Accept-Encoding" again on the way out
("Vary: Accept-Encoding, Origin, Accept-Encoding, Origin, Origin" on the landing page)."""


def merged_vary(headers: list[tuple[bytes, bytes]]) -> list[tuple[bytes, bytes]]:
    """`headers` with every Vary value joined into one header, each name once, first order kept
    (names compare without case, as HTTP's do)."""
    values = [v for k, v in headers if k.lower() == b"vary"]
    if len(values) < 2 and not any(b"," in v for v in values):
        return headers
    names, seen = [], set()
    for value in values:
        for name in (part.strip() for part in value.split(b",")):
            if name and name.lower() not in seen:
                seen.add(name.lower())
                names.append(name)
    kept = [(k, v) for k, v in headers if k.lower() != b"vary"]
    return kept + [(b"vary", b", ".join(names))] if names else kept


class UniqueVary:
    """ASGI wrapper (outermost) that merges the answer's Vary headers (merged_vary)."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)

        async def merging(message):
            if message["type"] == "http.response.start" and message.get("headers"):
                message = {**message, "headers": merged_vary(list(message["headers"]))}
            return await send(message)

        return await self.app(scope, receive, merging)
