"""Receiving browser uploads chunk by chunk into staged files, with size limits enforced as
the bytes arrive (Reflex's own upload endpoint has none)."""

import asyncio
from collections.abc import AsyncIterator

from ..services.errors import ServiceError
from ..services.media import staging

FLUSH_BYTES = 1024 * 1024  # disk writes go to a worker thread a megabyte at a time


async def receive(chunks: AsyncIterator, *, owner: str,
                  **writer_options) -> list[tuple[str, dict | None, str]]:
    """Stage every file of an upload for its owner; returns (name, staged or None, error)."""
    results: list[tuple[str, dict | None, str]] = []
    writer: staging.UploadWriter | None = None
    current: tuple[str, int] | None = None

    pending: list[bytes] = []

    async def flush():
        if writer is not None and pending:
            data = b"".join(pending)
            pending.clear()
            await asyncio.to_thread(writer.write, data)

    async def close():
        if writer is None:
            return
        await flush()
        try:
            staged = await _finished(writer)
            results.append((writer.name, staged.as_dict(), ""))
        except ServiceError as exc:
            results.append((writer.name, None, exc.message))

    await asyncio.to_thread(staging.sweep)
    try:
        async for chunk in chunks:
            if current is None or chunk.filename != current[0] or chunk.offset == 0 and \
                    current[1] > 0:
                await close()
                # Opened here, not in a thread, so an abort never leaves an unowned file.
                writer = staging.UploadWriter(chunk.filename, owner=owner, **writer_options)
            current = (chunk.filename, chunk.offset + len(chunk.data))
            pending.append(chunk.data)
            if sum(map(len, pending)) >= FLUSH_BYTES:
                await flush()
    except BaseException:
        if writer is not None:
            writer.abort()
        for _, staged, _ in results:
            if staged:
                staging.discard(staged)
        raise
    await close()
    return results


async def _finished(writer: staging.UploadWriter) -> staging.StagedUpload:
    """Finish a file in a thread; when the request is aborted meanwhile, what the thread
    still makes (the file, its preview) is removed once it is done."""
    task = asyncio.ensure_future(asyncio.to_thread(writer.finish))
    try:
        return await asyncio.shield(task)
    except asyncio.CancelledError:
        task.add_done_callback(_discard_result)
        raise


def _discard_result(task: asyncio.Future) -> None:
    if not task.cancelled() and task.exception() is None:
        staging.discard(task.result().as_dict())
