"""The kept feed page's reads on PostgreSQL (api/loop_readers.py): many readers at once share a
few connections, every one gets its own rows, and a failed read leaves the next one working."""

import asyncio

import asyncpg
import pytest
from sqlalchemy import text

from marketplace_app.api.loop_readers import NAME, LoopReaders, connect_args, numbered
from marketplace_app.db import make_engine
from tests.conftest import scratch_postgres_database


@pytest.fixture()
def postgres_engine():
    with scratch_postgres_database("mkt_loop") as url:
        if url is None:
            pytest.skip("PostgreSQL is not answering on 127.0.0.1:5432 (database test)")
        engine = make_engine(url)
        yield engine
        engine.dispose()


def _readers_connected(engine) -> int:
    with engine.connect() as conn:
        return conn.execute(text("SELECT count(*) FROM pg_stat_activity WHERE "
                                 "datname = current_database() AND application_name = :name"),
                            {"name": NAME}).scalar()


def test_a_statement_s_parameters_are_numbered_in_order():
    assert numbered("SELECT %s, x FROM t WHERE a IN (%s, %s)") == \
        "SELECT $1, x FROM t WHERE a IN ($2, $3)"


def test_the_reader_connects_where_the_engine_does_with_its_tls_mode():
    engine = make_engine("postgresql://market:pw@db.internal:6432/shop?sslmode=require"
                         "&connect_timeout=10")
    assert connect_args(engine) == {"host": "db.internal", "port": 6432, "user": "market",
                                    "password": "pw", "database": "shop", "ssl": "require"}
    socket = make_engine("postgresql://market@/shop?host=/var/run/postgresql")
    assert connect_args(socket) == {"host": "/var/run/postgresql", "user": "market",
                                    "database": "shop"}


def test_more_readers_than_connections_each_get_their_own_rows(postgres_engine):
    async def run():
        readers = LoopReaders(postgres_engine, asyncio.get_running_loop(), size=2)
        rows = await asyncio.gather(*(
            readers.fetch("SELECT %s::int, %s::text, pg_sleep(0.02)", (n, f"r{n}"))
            for n in range(12)))
        assert [tuple(r[0][:2]) for r in rows] == [(n, f"r{n}") for n in range(12)]
        assert await asyncio.to_thread(_readers_connected, postgres_engine) == 2
        readers.close()

    asyncio.run(run())


def test_a_failed_read_is_reported_and_the_next_read_answers(postgres_engine):
    async def run():
        readers = LoopReaders(postgres_engine, asyncio.get_running_loop(), size=1)
        with pytest.raises(asyncpg.PostgresError):
            await readers.fetch("SELECT 1 / %s::int", (0,))
        assert (await readers.fetch("SELECT 1 / %s::int", (1,)))[0][0] == 1
        readers.close()

    asyncio.run(run())


def test_a_reader_given_up_while_waiting_does_not_hold_a_connection(postgres_engine):
    async def run():
        readers = LoopReaders(postgres_engine, asyncio.get_running_loop(), size=1)
        slow = asyncio.create_task(readers.fetch("SELECT pg_sleep(0.2), %s::int", (1,)))
        await asyncio.sleep(0.05)
        waiting = asyncio.create_task(readers.fetch("SELECT %s::int", (2,)))
        await asyncio.sleep(0.01)
        waiting.cancel()
        await slow
        assert (await asyncio.wait_for(readers.fetch("SELECT %s::int", (3,)), 2))[0][0] == 3
        readers.close()

    asyncio.run(run())
