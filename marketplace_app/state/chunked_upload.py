"""Receiving browser uploads chunk by chunk into staged files, with size limits enforced as
the bytes arrive (Reflex's own upload endpoint has none)."""

import asyncio
from collections.abc import AsyncIterator

from ..services.errors import ServiceError
from ..services.media import staging


async def receive(chunks: AsyncIterator, **writer_options) -> list[tuple[str, dict | None,
                                                                          str]]:
    """Stage every file of an upload; returns (file name, staged upload or None, error)."""
    results: list[tuple[str, dict | None, str]] = []
    writer: staging.UploadWriter | None = None
    current: tuple[str, int] | None = None

    async def close():
        if writer is None:
            return
        try:
            staged = await asyncio.to_thread(writer.finish)
            results.append((writer.name, staged.as_dict(), ""))
        except ServiceError as exc:
            results.append((writer.name, None, exc.message))

    await asyncio.to_thread(staging.sweep)
    try:
        async for chunk in chunks:
            if current is None or chunk.filename != current[0] or chunk.offset == 0 and \
                    current[1] > 0:
                await close()
                writer = await asyncio.to_thread(staging.UploadWriter, chunk.filename,
                                                 **writer_options)
            current = (chunk.filename, chunk.offset + len(chunk.data))
            await asyncio.to_thread(writer.write, chunk.data)
    except BaseException:
        if writer is not None:
            writer.abort()
        for _, staged, _ in results:
            if staged:
                staging.discard(staged)
        raise
    await close()
    return results
