"""One computation per key at a time: callers who miss the same key together (threads, or
asyncio tasks) wait for the first caller's result instead of each computing it."""

import asyncio
import threading
from collections.abc import Callable
from concurrent.futures import Future


class SingleFlight:
    """Flights by key. A failed computation hands its error to the callers that waited for
    it and is then forgotten: the next caller computes again."""

    def __init__(self):
        self._lock = threading.Lock()
        self._flights: dict = {}
        self._leading = threading.local()  # keys this thread is computing now
        self._waiting: dict = {}  # key -> callers waiting for its flight

    def _board(self, key) -> tuple[Future, bool]:
        """(the key's flight, whether this caller leads it)."""
        with self._lock:
            flight = self._flights.get(key)
            if flight is not None:
                self._waiting[key] = self._waiting.get(key, 0) + 1
                return flight, False
            flight = self._flights[key] = Future()
            # Running: a waiter's cancellation cannot cancel the others' result.
            flight.set_running_or_notify_cancel()
            return flight, True

    def _lead(self, key, flight: Future, compute: Callable):
        leading = self._led()
        leading.add(key)
        try:
            result = compute()
        except BaseException as error:
            self._land(key)
            flight.set_exception(error)
            raise
        finally:
            leading.discard(key)
        self._land(key)
        flight.set_result(result)
        return result

    def _led(self) -> set:
        if not hasattr(self._leading, "keys"):
            self._leading.keys = set()
        return self._leading.keys

    def _land(self, key) -> None:
        with self._lock:
            self._flights.pop(key, None)
            self._waiting.pop(key, None)

    def run(self, key, compute: Callable):
        """compute() once for the callers of `key` meanwhile; its result, or its error. A
        computation that asks for its own key again computes it (no waiting on itself)."""
        if key in self._led():
            return compute()
        flight, leader = self._board(key)
        return self._lead(key, flight, compute) if leader else flight.result()

    async def run_async(self, key, compute: Callable):
        """run() for a coroutine: the leader computes in a worker thread (a cancelled caller
        does not stop it), the others await without holding a thread."""
        flight, leader = self._board(key)
        if leader:
            return await asyncio.shield(asyncio.to_thread(self._lead, key, flight, compute))
        return await asyncio.wrap_future(flight)

    def in_flight(self) -> int:
        """How many keys are being computed now."""
        return len(self._flights)

    def waiting(self, key) -> int:
        """How many callers wait for the flight of `key` now."""
        return self._waiting.get(key, 0)
