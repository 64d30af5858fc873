"""PostgreSQL connections kept on the event loop for the hottest short reads (a signed-in
reader's marks on a kept feed page): asyncpg waits on the loop itself, so a read costs no
hand-off to a thread and back, and little Python of its own."""

import asyncio
import re
from collections import deque
from functools import lru_cache

import asyncpg
from sqlalchemy.engine import Engine

SIZE = 8  # connections a loop keeps; more readers at once wait for one to be free
NAME = "marketplace-loop-reader"  # as PostgreSQL lists them (pg_stat_activity)
CONNECT_SECONDS = 5  # a server that does not answer: the route answers, through the pool


@lru_cache(maxsize=512)
def numbered(sql: str) -> str:
    """A statement in DB-API's format style (%s) with PostgreSQL's numbered parameters."""
    count = iter(range(1, 10_000))
    return re.sub(r"%s", lambda _match: f"${next(count)}", sql)


def connect_args(engine: Engine) -> dict:
    """asyncpg's arguments for the engine's database: the address, the account and the TLS
    mode (`?sslmode=`); psycopg's other URL options are not asyncpg's, so they are left out."""
    url = engine.url
    args = {"host": url.query.get("host", url.host), "port": url.port, "user": url.username,
            "password": url.password, "database": url.database, "ssl": url.query.get("sslmode")}
    return {name: value for name, value in args.items() if value is not None}


class LoopReaders:
    """Up to SIZE connections of one event loop, opened on first need, each used by one read
    at a time (autocommit: a read holds no lock after it); a connection that fails is closed
    and another is opened next time."""

    def __init__(self, engine: Engine, loop: asyncio.AbstractEventLoop, size: int = SIZE):
        self.engine, self.loop = engine, loop
        self._connect_args = connect_args(engine)
        self._size, self._opened = size, 0
        self._idle: list[asyncpg.Connection] = []
        self._waiting: deque[asyncio.Future] = deque()

    async def fetch(self, sql: str, params: tuple) -> list:
        """The statement's rows (format-style parameters), its plan kept on the server."""
        connection = await self._take()
        try:
            rows = await connection.fetch(numbered(sql), *params)
        except BaseException:
            self._opened -= 1
            connection.terminate()
            self._wake_one()  # a waiter may open the next one
            raise
        self._give_back(connection)
        return rows

    async def _take(self) -> asyncpg.Connection:
        while True:
            if self._idle:
                return self._idle.pop()
            if self._opened < self._size:
                self._opened += 1
                try:
                    return await asyncpg.connect(
                        **self._connect_args, timeout=CONNECT_SECONDS,
                        server_settings={"application_name": NAME})
                except BaseException:
                    self._opened -= 1
                    self._wake_one()
                    raise
            waiter = self.loop.create_future()
            self._waiting.append(waiter)
            try:
                await waiter
            except asyncio.CancelledError:
                if waiter.done() and not waiter.cancelled():
                    self._wake_one()  # it was woken: the next one takes its turn
                raise

    def close(self) -> None:
        """Drop the idle connections."""
        while self._idle:
            self._idle.pop().terminate()

    def _give_back(self, connection: asyncpg.Connection) -> None:
        self._idle.append(connection)
        self._wake_one()

    def _wake_one(self) -> None:
        while self._waiting:
            waiter = self._waiting.popleft()
            if not waiter.done():
                waiter.set_result(None)
                return
