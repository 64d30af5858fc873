"""A WHERE for rows matching any of many exact key tuples: an IN list per column would also
read every cross combination (each actor's row on each target of a batch), several times the
rows wanted. On SQLite an OR of one index seek per tuple, built once per size, a power of two
(padded by repeating a tuple), so a batch of any length reuses one of a few statements; on
PostgreSQL (where planning a long OR costs more than it saves) one statement for any count,
the tuples passed as arrays and unnested."""

from sqlalchemy import String, and_, bindparam, cast, func, literal_column, or_, select, tuple_
from sqlalchemy.dialects.postgresql import ARRAY

ARRAYS = 0  # the size that means "PostgreSQL: arrays"


def statement_size(dialect_name: str, count: int) -> int:
    """The statement for `count` tuples on this database: ARRAYS on PostgreSQL, else the
    padded size (at least 1)."""
    if dialect_name == "postgresql":
        return ARRAYS
    return 1 << (max(count, 1) - 1).bit_length()


def any_of(columns: tuple, size: int, *also):
    """Rows whose `columns` equal one of the tuples, with the conditions in `also` (on SQLite
    repeated in each term, so each term is one index seek)."""
    if size == ARRAYS:
        arrays = [cast(bindparam(f"k{j}"), ARRAY(String)) for j in range(len(columns))]
        return and_(tuple_(*columns).in_(
            select(literal_column("*")).select_from(func.unnest(*arrays))), *also)
    return or_(*(and_(*(column == bindparam(f"k{j}_{i}") for j, column in enumerate(columns)),
                      *also) for i in range(size)))


def params(tuples: list[tuple], size: int) -> dict:
    """any_of's parameters for these tuples (at least one)."""
    if size == ARRAYS:
        return {f"k{j}": list(values) for j, values in enumerate(zip(*tuples))}
    tuples = tuples + tuples[-1:] * (size - len(tuples))
    return {f"k{j}_{i}": value for i, values in enumerate(tuples)
            for j, value in enumerate(values)}
