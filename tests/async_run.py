"""Runs a coroutine to its end from a test, whatever loop the test's thread already runs."""

import asyncio
import contextvars
from concurrent.futures import ThreadPoolExecutor


def run(coroutine):
    """The coroutine's result, computed on a fresh loop in a thread of its own."""
    # After the browser tests the main thread already runs a loop; asyncio.run refuses it.
    # The caller's context goes along: Reflex keeps its registry of States in a context variable.
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(contextvars.copy_context().run, asyncio.run, coroutine).result()
