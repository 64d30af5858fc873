"""A WHERE for rows matching any of many exact key tuples, one index seek per tuple: an IN list
per column would also read every cross combination (each actor's row on each target of a
batch), several times the rows wanted. Built once per size, a power of two (padded by
repeating a tuple), so a batch of any length reuses one of a few compiled statements."""

from sqlalchemy import and_, bindparam, or_


def padded_size(count: int) -> int:
    """The statement size for `count` tuples (at least 1)."""
    return 1 << (max(count, 1) - 1).bit_length()


def any_of(columns: tuple, size: int, *also):
    """OR of `size` terms, each every column equal to its parameter (k{column}_{term}) and
    the conditions in `also` (repeated in each term, so each term is one index seek)."""
    return or_(*(and_(*(column == bindparam(f"k{j}_{i}") for j, column in enumerate(columns)),
                      *also) for i in range(size)))


def params(tuples: list[tuple], size: int) -> dict:
    """any_of's parameters for these tuples (at least one), padded to `size`."""
    tuples = tuples + tuples[-1:] * (size - len(tuples))
    return {f"k{j}_{i}": value for i, values in enumerate(tuples)
            for j, value in enumerate(values)}
