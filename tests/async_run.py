"""Runs a coroutine to its end from a test, whatever loop the test's thread already runs."""

import asyncio
from concurrent.futures import ThreadPoolExecutor


def run(coroutine):
    """The coroutine's result, computed on a fresh loop in a thread of its own."""
    # After the browser tests the main thread already runs a loop; asyncio.run refuses it.
    with ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coroutine).result()
